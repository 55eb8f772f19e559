"""Light sources and the darkness cards.

Sections are lit enough unless the JOA plays a darkness card (two power cards: Dim light and
Total darkness). A darkness card darkens every section that holds a hero, until the heroes' turn
is no longer a combat turn. The Hollow Warren's creatures live in the dark and are not affected.
  Total darkness: heroes see no farther than 2 squares (no shots beyond), −1 to Melee and −1 to
                  Perception.
  Dim light:      the same, but only for figures with the skill "lost in the dark" (humans), who
                  see no farther than 6 squares.
A hero within 6 squares of a lit light source ignores both. Lighting a torch or lantern the hero
carries is a quick action; the hero then holds it (the other hand: no shield blocks) until it sets
it down on its square (a quick action; it stays lit there) or goes out of combat (it drops there)."""
from __future__ import annotations

from game.engine.protocol import act

from .content import content
from .world import cell, distance, emit, fig, on_board, section_of

LIGHT_RADIUS = 6
SIGHT = {"total": 2, "dim": 6}


def is_light(item: str) -> bool:
    return content().objects[item]["effect"] == "light"


def darkness(w) -> dict | None:
    return w.res.get("darkness")


def lights(w) -> list:
    """Squares where a lit light source is: the ones set down and the ones held."""
    out = [tuple(c) for c in w.res.get("lights", [])]
    for fid, f in w.res["figs"].items():
        if f.get("light") and on_board(f):
            out.append(cell(f))
    return out


def affected(w, f: dict) -> str | None:
    """"total" or "dim" when the darkness hinders figure f now; None otherwise."""
    dk = w.res.get("darkness")
    if not dk or f["side"] != "hero" or f["cell"] is None:
        return None
    if section_of(w, cell(f)) not in dk["sections"]:
        return None
    if dk["level"] == "dim" and "lost_in_dark" not in f["skills"]:
        return None
    here = cell(f)
    if any(distance(here, c) <= LIGHT_RADIUS for c in lights(w)):
        return None
    return dk["level"]


def malus(w, f: dict, key: str) -> int:
    """−1 to Melee and Perception while the darkness hinders f."""
    return 1 if key in ("cac", "per") and affected(w, f) else 0


def sight_limit(w, f: dict) -> int | None:
    lv = affected(w, f)
    return SIGHT[lv] if lv else None


def holding_light(f: dict) -> bool:
    return bool(f.get("light"))


# -- the JOA's cards -------------------------------------------------------------------------------
def darken(w, level: str, events) -> None:
    from .world import heroes
    secs = sorted({section_of(w, cell(fig(w, h))) for h in heroes(w)} - {None})
    dk = w.res.get("darkness")
    if dk and dk["level"] == "total" and level == "dim":
        level = "total"                    # dim light does not lift total darkness
    w.res["darkness"] = {"level": level, "sections": sorted(set(secs) | set(dk["sections"] if dk else []))}
    emit(events, "darkness", level=level, sections=w.res["darkness"]["sections"])


def lift_if_calm(w, events) -> None:
    """Darkness lasts while the heroes fight: it lifts on an exploration turn."""
    if w.res.get("darkness") and not w.res["combat"]:
        w.res["darkness"] = None
        emit(events, "darkness_lifts")


# -- the heroes' quick actions ---------------------------------------------------------------------
def legal(w, fid: str) -> list:
    f = fig(w, fid)
    if f.get("light"):
        return [act("set_light", fid)]
    return [act("light", fid, o) for o in sorted(set(f["objects"])) if is_light(o)]


def light_up(w, f: dict, item: str, events) -> None:
    f["objects"].remove(item)
    f["light"] = item
    emit(events, "light", who=f["id"], item=item)


def set_down(w, f: dict, events) -> None:
    item = f["light"]
    f["light"] = None
    w.res.setdefault("lights", []).append(list(cell(f)))
    emit(events, "set_light", who=f["id"], item=item, at=list(cell(f)))


def drop(w, f: dict) -> None:
    """Out of combat: a held light falls where the figure lies and stays lit."""
    if f.get("light") and f["cell"] is not None:
        w.res.setdefault("lights", []).append(list(cell(f)))
        f["light"] = None

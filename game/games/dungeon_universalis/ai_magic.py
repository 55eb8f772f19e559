"""How a computer-played caster hero uses magic: answer dispel questions, pick a spell worth
its odds (never one that hits a friend), drink a mana potion when dry, fire magic arrows."""
from __future__ import annotations

from game.engine.grid import chebyshev, size_rank

from .content import content
from .magic import active_of, can_cast, cast_chance, dispel_chance, preview, spell
from .world import cell, distance, enemies_of, fig, joa_figs, sight, sight_from

CAST_WORTH = 0.45           # expected gain (wounds, or their equivalent) x the odds of casting


def answer(w, hid: str):
    """Try to dispel whenever it has a fair chance (it only costs mana when it works)."""
    from game.engine.protocol import Action
    ask = w.res["ask"]
    yes = dispel_chance(w, hid, ask["cast"]["total"]) >= 0.15
    return Action("dispel", (hid, yes))


def score(w, fid: str, a, previews: dict | None = None) -> float:
    _fid, sid, target, aid = a.args
    sp = spell(sid)
    f = fig(w, fid)
    key = (sid, target)
    p = previews.get(key) if previews is not None else None
    if p is None:
        p = preview(w, fid, sid, target)
        if previews is not None:
            previews[key] = p
    if p["friends"] and sp["kind"] == "projectile":
        return 0.0
    near = [e for e in joa_figs(w) if chebyshev(cell(f), cell(fig(w, e))) <= 6]
    kind = sp["kind"]
    if kind == "projectile":
        gain = sum(h["wounds"] for h in p["hits"])
        gain += 1.0 if any(h["wounds"] >= fig(w, h["fig"])["life"] for h in p["hits"]) else 0.0
    elif kind == "hex":
        gain = 0.4 * p["foes"]
    elif kind == "domination":
        t = fig(w, target)
        big = size_rank(t["size"]) > size_rank("medium") or t["level"] == "champion" or t["leader"]
        gain = 0.0 if big or t["states"].get("immobile") else 1.2
    elif kind == "heal":
        t = fig(w, target)
        gain = min(sp["amount"], t["max_life"] - t["life"]) * (0.9 if t["life"] <= 2 else 0.3)
    else:
        gain = 0.35 * p["friends"] if near and not active_of(w, fid) and p["friends"] >= 2 else 0.0
    gain -= 0.35 * (sp["cost"] - 1)          # mana is a whole adventure's worth of spells
    if aid is not None:
        gain -= 0.4 if content().objects[aid]["effect"] == "scroll" and f["magic"]["mana"] >= sp["cost"] else 0.1
    if gain <= 0:
        return 0.0
    if previews is None:
        return gain * cast_chance(w, fid, aid)
    odds = previews.get(("odds", aid))
    if odds is None:
        odds = previews[("odds", aid)] = cast_chance(w, fid, aid)
    return gain * odds


def best_cast(w, fid: str, options: list):
    if not options or not joa_figs(w):
        return None
    previews: dict = {}                      # one look per spell and target, whatever the aid
    scored = [(score(w, fid, a, previews), a.args[1], str(a.args[2]), str(a.args[3]), a) for a in options]
    best = max(scored, key=lambda x: x[:4])
    return best[4] if best[0] >= CAST_WORTH else None


def mana_drink(w, f: dict, drinks: list):
    m = f.get("magic")
    if not m or not drinks:
        return None
    cheapest = min(spell(s)["cost"] for s in m["known"])
    for a in drinks:
        if content().objects[a.args[1]]["effect"] == "mana" and m["mana"] < cheapest:
            return a
    return None


def _offence(w, f: dict, at=None) -> list[str]:
    """Offensive spells castable after a move (basic ones) with mana and uses left (at: as if the
    caster stood on that square)."""
    m = f.get("magic")
    if not m:
        return []
    return [s for s in m["known"] if spell(s)["kind"] in ("projectile", "hex") and can_cast(w, f["id"], s, None, True, at)]


def keeps_range(w, f: dict) -> bool:
    return bool(_offence(w, f))


def has_target(w, fid: str, at=None) -> bool:
    """Some foe within reach of an offensive spell and in sight (one look per foe); at: from that
    square, as if the caster stood there (nothing is moved)."""
    f = fig(w, fid)
    spells_ = _offence(w, f, at)
    if not spells_:
        return False
    reach = max(spell(s)["range"] for s in spells_)
    here = cell(f) if at is None else at
    return any(distance(here, cell(fig(w, e))) <= reach and
               (sight(w, f, fig(w, e)) if at is None else sight_from(w, f, at, fig(w, e)))[0] != "blocked"
               for e in enemies_of(w, fid))

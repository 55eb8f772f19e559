"""Companions (content/companions.yaml): one per hero, at most two in the party and never two
alike; an animal only for a hero with the skill animal_handler. A companion is a figure of the
heroes' side played by its hero's seat: it activates after the heroes, recovers like them, fights
and takes quick actions but no exploration actions, must end its moves within 12 squares of its
hero (or closer than it was), and leaves play when it goes out of combat. If its hero goes out of
combat it follows the nearest standing hero; if its hero dies, it leaves the party afterwards.
Its value points count in the party's value; its kills count for the heroes' achievement."""
from __future__ import annotations

from functools import lru_cache

from game.engine.content import TEXT, ContentError, IntRange, OneOf, load_checked, unique_ids
from game.engine.wording import GRAMMAR
from game.paths import content_path

from .world import cell, distance, fig, on_board

LEASH = 12
SCHEMA = {"companions": [{"id": str, "kind": OneOf("mercenary", "animal"), "name": TEXT, "grammar": OneOf(*GRAMMAR),
                          "size": OneOf("small", "medium"), "pv": IntRange(1, 20),
                          "stats": {k: IntRange(0, 12) for k in ("cac", "dis", "fue", "agi", "des", "per", "int",
                                                                 "val", "arm", "vit", "mov")},
                          "weapons": [str], "shield": str, "skills": [str]}]}


@lru_cache(maxsize=1)
def profiles() -> dict:
    from .content import content
    path = content_path("dungeon_universalis", "companions.yaml")
    got = unique_ids(load_checked(path, SCHEMA)["companions"], path)
    c = content()
    for p in got.values():
        for wid in p["weapons"]:
            if wid not in c.weapons:
                raise ContentError(f"{path}: unknown weapon {wid!r} of {p['id']}")
        if p["shield"] != "none" and p["shield"] not in c.shields:
            raise ContentError(f"{path}: unknown shield of {p['id']}")
        for s in p["skills"]:
            if s not in c.skills:
                raise ContentError(f"{path}: unknown skill {s!r} of {p['id']}")
    return got


def allowed(hero_ref: str, comp: str) -> bool:
    from .content import content
    p = profiles().get(comp)
    return p is not None and (p["kind"] != "animal" or "animal_handler" in content().heroes[hero_ref]["skills"])


def choose(picks: list, hero_refs: list, rng) -> list:
    """Each seat's pick ("none", "random" or an id) made legal: random draws among none and the
    companions allowed to that hero and not yet taken; a pick not allowed, repeated or beyond the
    second becomes none."""
    out, taken = [], []
    for pick, ref in zip(picks, hero_refs):
        if pick == "random":
            pool = ["none"] + [c for c in profiles() if allowed(ref, c) and c not in taken]
            pick = pool[rng.below(len(pool))]
        if pick != "none" and (not allowed(ref, pick) or pick in taken or len(taken) >= 2):
            pick = "none"
        if pick != "none":
            taken.append(pick)
        out.append(pick)
    return out


def place(w, hero_id: str, comp: str) -> dict:
    """The companion on the free square of the hero's section nearest to the hero."""
    from .setup import new_figure
    from .world import board, occupied
    h = fig(w, hero_id)
    b = board(w)
    hc = cell(h)
    n = b.section[hc]
    occ = occupied(w)
    free = sorted((c for c in b.cells[n] if c not in occ and c not in b.furniture),
                  key=lambda c: (distance(c, hc), c))
    f = new_figure(w, "hero", comp, free[0] if free else None, h["seat"], profile=profiles()[comp])
    f.update({"companion": True, "owner": hero_id, "value": profiles()[comp]["pv"], "fortune": 0})
    w.res.setdefault("companions", []).append(f["id"])
    return f


def is_companion(f: dict) -> bool:
    return bool(f.get("companion"))


def owner_of(w, f: dict) -> dict | None:
    """Its hero, or while that one is out of combat the nearest standing hero (None: nobody)."""
    o = fig(w, f["owner"])
    if on_board(o) and not o.get("dying"):
        return o
    here = cell(f)
    standing = [fig(w, h) for h in w.res["party"] if on_board(fig(w, h)) and not fig(w, h).get("dying")]
    return min(standing, key=lambda x: (distance(cell(x), here), x["id"])) if standing else None


def leash_ok(w, f: dict, dest) -> bool:
    """A companion ends its move within 12 squares of its hero, or at least closer than before."""
    o = owner_of(w, f)
    if o is None:
        return True
    d = distance(dest, cell(o))
    return d <= LEASH or d < distance(cell(f), cell(o))


def may_receive(item: dict) -> bool:
    """Companions share no belongings: a hero may hand one only a consumable to use at once."""
    return item["effect"] == "heal"

"""Persuading an NPC (content/npcs.yaml) next to the hero.

By intelligence: opposed 2d6 + Intelligence against 2d6 + the NPC's Intelligence; −1 if the
alignments are opposite (good and evil), +1 for the same race, +1 with Silver tongue, −1 per
hero of the party that tried before; each hero tries once per NPC.
By fear: opposed 2d6 + Strength against 2d6 + the NPC's Bravery; +1 Fearsome; once per party per NPC.
The NPC's attributes are 3 unless its profile gives them. The persuader must beat the NPC's total;
a double 1 fails and spoils every later try against that NPC. A success makes the NPC tell what its
profile says (secret doors, the sheet's traps, a hidden stash: a treasure card)."""
from __future__ import annotations

from .content import content
from .world import dice, doors, emit, fig, moved, stat

NPC_DEFAULT = 3


def modifiers(w, f: dict, how: str, prof: dict) -> list:
    """[(reason, value)] for the persuader."""
    from .companions import profiles
    hero = content().heroes.get(f["ref"]) or profiles().get(f["ref"]) or {}
    out = []
    if how == "wit":
        tried = len(w.res["persuaded"].get("wit", []))
        if tried:
            out.append(("tried", -tried))
        if {hero.get("alignment"), prof["alignment"]} == {"good", "evil"}:
            out.append(("alignment", -1))
        if hero.get("race") == prof["race"]:
            out.append(("race", 1))
        if "silver_tongue" in f["skills"]:
            out.append(("silver_tongue", 1))
    elif "fearsome" in f["skills"]:
        out.append(("fearsome", 1))
    return out


def attempt(w, fid: str, f: dict, how: str, events) -> None:
    p = w.res["persuaded"]
    npc = fig(w, w.res["npc"])
    prof = content().npcs[npc["ref"]]
    mods = modifiers(w, f, how, prof)
    mod = sum(v for _, v in mods)
    if how == "wit":
        p.setdefault("wit", []).append(fid)
        mine, theirs = stat(w, f, "int"), prof.get("int", NPC_DEFAULT)
    else:
        p["fear"] = True
        mine, theirs = stat(w, f, "fue"), prof.get("val", NPC_DEFAULT)
    hr, nr = dice(w, 2, events, fid), dice(w, 2, events, npc["id"])
    ok = sum(hr) + mine + mod > sum(nr) + theirs and hr != [1, 1]
    emit(events, "persuade", who=fid, how=how, dice=hr, npc_dice=nr, total=sum(hr) + mine + mod,
         npc_total=sum(nr) + theirs, ok=ok, mods=[[r, v] for r, v in mods], npc=npc["id"])
    if hr == [1, 1]:
        p["fumbled"] = True
    if ok:
        p["done"] = True
        _reveal(w, fid, f, prof, events)


def _reveal(w, fid: str, f: dict, prof: dict, events) -> None:
    for what in prof["reveals"]:
        if what == "secret_doors":
            d = doors(w)
            for ident in d:
                if d.get(ident)["kind"] == "secret" and not d.get(ident)["found"]:
                    d.find(ident, open_=False)
                    emit(events, "secret_door", who=fid, door=ident)
        elif what == "traps":
            for t in w.res["traps"]:
                if t.get("fixed") and not t["found"]:
                    t["found"] = True
                    emit(events, "trap_found", who=fid, trap=t["id"], card=t["card"])
        elif what == "treasure":
            from .actions import _treasure
            _treasure(w, f, events)
    moved(w)

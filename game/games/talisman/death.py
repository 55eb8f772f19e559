"""Losing lives, death, what is left on the space, and coming back with a new
character (only until someone reaches the Crown of Command)."""
from __future__ import annotations

from .content import content
from .flow import end_turn_now
from .world import card, ch, entries, log, new_entry, return_card, rng


def lose_lives(w, seat: int, n: int, ev: list, killer: int | None = None) -> None:
    c = ch(w, seat)
    if c["state"] == "ghost":
        if c["lives"] == 0:
            from .souls import ghost_fades
            ghost_fades(w, seat, ev)
            return
        c["lives"] = max(0, c["lives"] - n)
        log(ev, "lose", seat=seat, stat="lives", n=n)
        return
    if c["state"] != "alive":
        return
    c["lives"] -= n
    log(ev, "lose", seat=seat, stat="lives", n=n)
    if c["lives"] <= 0:
        die(w, seat, ev, killer)


def strip(w, seat: int, keep_soulbound: bool = False) -> None:
    """Objects, followers and gold stay on the space; spells, trophies and counters go back."""
    c = ch(w, seat)
    here = entries(w, c["space"])
    keep = []
    for ident in c["objects"] + c["followers"]:
        if keep_soulbound and card(ident).get("soulbound"):
            keep.append(ident)
        else:
            here.append(new_entry(w, ident))
    if c["gold"]:
        w.res["gold"][c["space"]] = w.res["gold"].get(c["space"], 0) + c["gold"]
    for s in c["spells"]:
        return_card(w, s)
    for t in c["trophies"]:
        return_card(w, t[0])
    if c.get("raft"):
        return_card(w, c["raft"])
    c.update(objects=[x for x in keep if card(x)["kind"] != "follower"],
             followers=[x for x in keep if card(x)["kind"] == "follower"], gold=0, spells=[], trophies=[],
             str_c=0, craft_c=0, toad=0, toad_str_c=0, toad_craft_c=0, lose_turns=0, quest=None, back=False,
             foe=None, raft=None)


def _loot(w, killer: int, space: str, ev: list) -> None:
    """A character who kills another takes everything left there by the dead one that it may have."""
    from .encounter import may_have
    k = ch(w, killer)
    here = entries(w, space)
    for e in [e for e in here if e.get("loot")]:
        if may_have(k, e["c"]):
            here.remove(e)
            (k["followers"] if card(e["c"])["kind"] == "follower" else k["objects"]).append(e["c"])
            log(ev, "take", seat=killer, card=e["c"])
    gold = w.res["gold"].pop(space, 0)
    k["gold"] += gold


def die(w, seat: int, ev: list, killer: int | None = None, final: bool = False) -> None:
    c = ch(w, seat)
    space = c["space"]
    log(ev, "death", seat=seat, killer=killer)
    before = {e["s"] for e in entries(w, space)}
    souls = (w.res["options"].get("souls") and not w.res["crown_reached"] and not final
             and not c.get("ghost_leaving"))
    strip(w, seat, keep_soulbound=souls)
    for e in entries(w, space):
        if e["s"] not in before:
            e["loot"] = True
    if killer is not None:
        _loot(w, killer, space, ev)
    for e in entries(w, space):
        e.pop("loot", None)
    c["lives"] = 0
    c["fate"] = 0
    from .world import has_ability
    for t, o in enumerate(w.res["chars"]):
        if t != seat and o["state"] == "alive" and has_ability(o, "grave_gold"):
            o["gold"] += 1                # the Gravedigger profits from every death
            log(ev, "gain", seat=t, stat="gold", n=1)
    if souls:
        from .souls import become_ghost
        become_ghost(w, seat, ev)
    else:
        c["state"] = "out" if (w.res["crown_reached"] or final) else "dead"
        if c["state"] == "out":
            log(ev, "out", seat=seat)
        c["space"] = None
    if w.res["turn"]["seat"] == seat:
        end_turn_now(w)


def reenter(w, seat: int, ev: list) -> None:
    """A new character chosen at random among those not used yet; none left: the player is out."""
    c = ch(w, seat)
    pool = [x for x in available_characters(w) if x not in w.res["used"]]
    if w.res["crown_reached"] or not pool:
        c["state"] = "out"
        log(ev, "out", seat=seat)
        end_turn_now(w)
        return
    ident = pool[rng(w).below(len(pool))]
    place_character(w, seat, ident)
    log(ev, "reenter", seat=seat, char=ident)
    end_turn_now(w)


def available_characters(w) -> list:
    cc = content()
    souls = w.res["options"].get("souls")
    return [k for k, v in cc.characters.items() if souls or not v.get("souls")]


def place_character(w, seat: int, ident: str) -> None:
    """A new character on its starting space (terrain cards are ignored), with 1 gold."""
    from .effects import give_spells
    rec = content().characters[ident]
    w.res["used"].append(ident)
    w.res["chars"][seat] = new_char(ident, rec)
    n = 2 if "start_spells_2" in rec["abilities"] else 1 if "start_spells_1" in rec["abilities"] else 0
    if n:
        give_spells(w, seat, n, [])


def new_char(ident: str, rec: dict) -> dict:
    return {"id": ident, "state": "alive", "ghost": None, "space": rec["start"], "lives": rec["lives"],
            "fate": rec["fate"], "str_c": 0, "craft_c": 0, "gold": 1, "align": rec["alignment"], "objects": [],
            "followers": [], "spells": [], "trophies": [], "toad": 0, "toad_str_c": 0, "toad_craft_c": 0,
            "lose_turns": 0, "quest": None, "back": False, "foe": None, "raft": None, "raft_turn": 0,
            "evaded": [], "grave": None, "cast_turn": None}


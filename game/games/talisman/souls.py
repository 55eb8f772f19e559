"""The Realm of Souls: ghosts (0 lives, a gravestone, soul-bound cards kept),
resurrection, and terrain cards that replace a space's name and text."""
from __future__ import annotations

from .content import content
from .flow import end_turn_now
from .world import card, ch, entries, log, new_entry, region, rng


def become_ghost(w, seat: int, ev: list) -> None:
    c = ch(w, seat)
    used = {o["ghost"] for o in w.res["chars"] if o.get("ghost")}
    pool = [g for g in content().ghosts if g not in used] or list(content().ghosts)
    c["ghost"] = pool[rng(w).below(len(pool))]
    c["state"] = "ghost"
    c["lives"] = 0
    c["fate"] = content().ghosts[c["ghost"]]["fate"]
    inner = region(c["space"]) == "inner"
    c["grave"] = content().board["portal"]["space"] if inner else c["space"]
    log(ev, "ghost", seat=seat, ghost=c["ghost"], grave=c["grave"])


def ghost_fades(w, seat: int, ev: list) -> None:
    """A ghost at 0 lives that must lose one: spells discarded, the rest dropped, it leaves."""
    from .death import die
    c = ch(w, seat)
    c["state"] = "alive"                  # so that the ordinary death rules apply once
    c["ghost_leaving"] = True
    die(w, seat, ev, final=False)
    c.pop("ghost_leaving", None)


def resurrect(w, seat: int, ev: list) -> None:
    """A ghost with lives comes back as its own character; its possessions stay on the space."""
    c = ch(w, seat)
    if c["state"] != "ghost" or c["lives"] <= 0:
        return
    here = entries(w, c["space"])
    kept = {"objects": [], "followers": []}
    for key in kept:
        for ident in c[key]:
            if card(ident).get("soulbound"):
                kept[key].append(ident)       # soul-bound cards stay in the inventory
            else:
                here.append(new_entry(w, ident))
    if c["gold"]:
        w.res["gold"][c["space"]] = w.res["gold"].get(c["space"], 0) + c["gold"]
    rec = content().characters[c["id"]]
    c.update(state="alive", ghost=None, grave=None, gold=0, fate=rec["fate"], align=rec["alignment"], **kept)
    log(ev, "resurrect", seat=seat)


def place_terrain(w, space: str, ev: list) -> None:
    """A terrain card on a space (never in the inner region): a card already there goes back
    to the terrain deck; with the deck empty, one on the board moves here."""
    if region(space) == "inner":
        return
    t = w.res["terrain"]
    if space in t["on"]:
        t["pool"].append(t["on"].pop(space))
    if t["pool"]:
        ident = t["pool"].pop(0)
    else:
        elsewhere = sorted(t["on"])
        if not elsewhere:
            return
        ident = t["on"].pop(elsewhere[0])
    t["on"][space] = ident
    log(ev, "terrain", space=space, card=ident)


def remove_terrain(w, space: str, ev: list) -> None:
    t = w.res["terrain"]
    if space in t["on"]:
        t["pool"].append(t["on"].pop(space))
        log(ev, "terrain_removed", space=space)


def souls_effect(w, seat: int, op: str, ev: list) -> None:
    c = ch(w, seat)
    if op == "terrain":
        place_terrain(w, c["space"], ev)
    elif op == "unterrain":
        remove_terrain(w, c["space"], ev)
    elif op == "resurrect":
        resurrect(w, seat, ev)
    elif op == "to_grave" and c["state"] == "ghost" and c.get("grave"):
        c["space"] = c["grave"]
        log(ev, "move", seat=seat, to=c["space"])
        resurrect(w, seat, ev)
        end_turn_now(w)


def random_rifts(w, ev: list) -> None:
    """Alternative rule: three rift terrain cards on random outer or middle spaces at the start."""
    cc = content()
    spaces = cc.ring["outer"] + cc.ring["middle"]
    r = rng(w)
    while w.res["terrain"]["pool"]:
        space = spaces[r.below(len(spaces))]
        if space not in w.res["terrain"]["on"]:
            place_terrain(w, space, ev)

"""Casting spells: as the card says, at most as many in your turn as you held at its
start, one in each other player's turn; never as a toad; creature-aimed spells
never touch the inner region's creatures."""
from __future__ import annotations

from .content import content
from .world import card, ch, followers_ok, log, region, return_card


def can_cast_now(w, seat: int) -> bool:
    c = ch(w, seat)
    if c["toad"] or not c["spells"] or c["state"] not in ("alive", "ghost"):
        return False
    t = w.res["turn"]
    if t["seat"] == seat:
        return t["cast"] < t["held"]
    return c.get("cast_turn") != t["n"]


def spend_spell(w, seat: int, ident: str, ev: list) -> None:
    c = ch(w, seat)
    c["spells"].remove(ident)
    return_card(w, ident)
    t = w.res["turn"]
    if t["seat"] == seat:
        t["cast"] += 1
    else:
        c["cast_turn"] = t["n"]
    log(ev, "cast", seat=seat, spell=ident)


def start_spell_options(w, seat: int) -> list:
    if not can_cast_now(w, seat):
        return []
    c = ch(w, seat)
    chars = w.res["chars"]
    opts = []
    for s in sorted(set(c["spells"])):
        op = card(s)["op"]
        if op in ("heal", "fortune", "lifeline"):
            opts.append(["cast", s, None])
        elif op == "mesmerism" and followers_ok(c):
            opts += [["cast", s, [t, f]] for t, o in enumerate(chars) if t != seat and o["state"] == "alive"
                     for f in sorted(set(o["followers"]))]
        elif op == "toad":
            opts += [["cast", s, t] for t, o in enumerate(chars) if t != seat and o["state"] == "alive"]
        elif op == "teleport" and region(c["space"]) != "inner":
            opts += [["cast", s, sp] for sp in content().ring[region(c["space"])] if sp != c["space"]]
        elif op == "seal":
            opts += [["cast", s, sp] for sp in sorted(w.res["terrain"]["on"])]
    return opts


def cast_start(w, seat: int, a, ev: list) -> None:
    from .effects import gain, heal, make_toad, restore_fate
    from .flow import done, push
    ident, target = a.args[0], a.args[1]
    rec = card(ident)
    spend_spell(w, seat, ident, ev)
    c = ch(w, seat)
    op = rec["op"]
    if op == "heal":
        heal(w, seat, rec.get("n", 1), ev)
    elif op == "fortune":
        restore_fate(w, seat, 99, ev)
    elif op == "lifeline":
        gain(w, seat, "lives", rec.get("n", 1), ev)
    elif op == "toad":
        make_toad(w, target, rec.get("n", 3), ev)
    elif op == "mesmerism":
        t, f = target
        ch(w, t)["followers"].remove(f)
        c["followers"].append(f)
        log(ev, "mesmerism", seat=seat, target=t, card=f)
    elif op == "teleport":
        c["space"] = target
        log(ev, "move", seat=seat, to=target)
        done(w)
        push(w, {"op": "arrive", "seat": seat})
    elif op == "seal":
        from .souls import remove_terrain
        remove_terrain(w, target, ev)


def combat_spell_options(w, seat: int, st: dict) -> list:
    if not can_cast_now(w, seat):
        return []
    c = ch(w, seat)
    opts = []
    for s in sorted(set(c["spells"])):
        op = card(s)["op"]
        if op == "evade" and st["evadable"] and st["spells_ok"]:
            opts.append(["cast", s])
        elif op in ("might", "insight"):
            opts.append(["cast", s])
        elif op == "destroy" and st["spells_ok"] and len(st["foes"]) == 1 and st["foes"][0].get("card"):
            opts.append(["cast", s])
    return opts


def cast_combat(w, seat: int, ident: str, st: dict, ev: list) -> None:
    rec = card(ident)
    spend_spell(w, seat, ident, ev)
    op = rec["op"]
    if op == "evade":
        st["evaded"] = True
        st["stage"] = "over"
    elif op == "destroy":
        st["stage"] = "over"
        st["destroyed"] = True
    elif op in ("might", "insight"):
        want = "strength" if op == "might" else "craft"
        if isinstance(st["bonus"], list):
            st["bonus"][0] += rec.get("n", 2) if want == ("craft" if st.get("how") == "psychic" else "strength") else 0
        elif st["mode"] in (want, "choose"):
            st["bonus"] += rec.get("n", 2)

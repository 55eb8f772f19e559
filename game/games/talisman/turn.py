"""A turn: start (lost turns, re-entry, spells, raft), movement, arrival and the
choice between the space and another character, and the end of the turn."""
from __future__ import annotations

from functools import lru_cache

from .board import moves, opposite
from .content import content
from .dice import roll_then
from .flow import ask, done, end_turn_now, push, step
from .spells import start_spell_options
from .trophies import exchange, exchange_options
from .world import (ch, card, has_ability, in_play, log, others_on, region, return_card, space_rec)

MEET_INNER = ("plain_of_danger", "valley_of_fire", "crown")


@step("next_turn")
def h_next_turn(w, st, ev, a):
    done(w)
    t = w.res["turn"]
    n = len(w.res["chars"])
    seat = (t["seat"] + 1) % n if t["n"] else t["seat"]
    w.res["turn"] = {"seat": seat, "n": t["n"] + 1, "cast": 0, "held": 0}
    push(w, {"op": "turn"}, {"op": "end_turn"})


@step("turn")
def h_turn(w, st, ev, a):
    t = w.res["turn"]
    seat = t["seat"]
    c = ch(w, seat)
    if a is None and not st.get("started"):
        st["started"] = True
        if c["state"] == "out":
            w.res["queue"] = [{"op": "next_turn"}]
            return
        log(ev, "turn", seat=seat, n=t["n"])
        if c["state"] == "dead":
            from .death import reenter
            done(w)
            reenter(w, seat, ev)
            return
        t["held"] = len(c["spells"])
        if c["lose_turns"] > 0:
            c["lose_turns"] -= 1
            log(ev, "turn_lost", seat=seat)
            done(w)
            return
        if c["space"] == "crown":
            done(w)
            push(w, {"op": "crown_turn", "seat": seat})
            return
    elif a is None:
        pass
    elif a.kind == "cast":
        from .spells import cast_start
        cast_start(w, seat, a, ev)
        if w.res["queue"] and w.res["queue"][0] is not st:
            return                        # the spell moved the character (its encounter is queued)
    elif a.kind == "drop":
        drop(w, seat, a.args[0], ev)
    elif a.kind == "roll":
        done(w)
        if c["toad"]:
            push(w, {"op": "choose_move", "seat": seat, "dice": [1], "toad": True})
        else:
            roll_then(w, seat, 1, {"op": "choose_move", "seat": seat})
        return
    elif a.kind == "raft":
        done(w)
        log(ev, "raft", seat=seat, to=a.args[0])
        _use_raft(w, c)
        c["space"] = a.args[0]
        push(w, {"op": "arrive", "seat": seat})
        return
    elif a.kind == "build_raft":
        done(w)
        w.res["purchase"]["raft"] -= 1
        c["raft"] = "raft"
        c["raft_turn"] = t["n"]
        log(ev, "build_raft", seat=seat)
        end_turn_now(w)
        return
    elif a.kind in ("step", "back", "fight", "leave"):
        done(w)
        from .inner import inner_move
        inner_move(w, seat, a.kind, ev)
        return
    if c["state"] not in ("alive", "ghost"):
        done(w)
        return
    ask(w, seat, "turn", turn_options(w, seat))


def turn_options(w, seat: int) -> list:
    c = ch(w, seat)
    opts: list = []
    if region(c["space"]) == "inner":
        from .inner import inner_options
        opts += inner_options(w, seat)
    else:
        opts.append(["roll"])
        if c.get("raft") and c.get("raft_turn", 0) < w.res["turn"]["n"]:
            opts += [["raft", s] for s in opposite(c["space"])]
        if (space_rec(c["space"]).get("woods") and not c.get("raft") and w.res["purchase"]["raft"] > 0
                and any(card(o).get("axe") for o in c["objects"]) and not c["toad"]):
            opts.append(["build_raft"])
    opts += start_spell_options(w, seat)
    opts += drop_options(c)
    return opts


def _use_raft(w, c: dict) -> None:
    return_card(w, c["raft"])
    c["raft"] = None


def drop_options(c: dict) -> list:
    held = c["objects"] + c["followers"]
    return [["drop", o] for o in _droppable(tuple(held))] if held else []


@lru_cache(maxsize=4096)
def _droppable(held: tuple) -> tuple:
    """The cards of `held` that may be dropped (not cursed), once each, sorted:
    asked at every turn and arrival, for the same few hands (card texts never change)."""
    return tuple(o for o in sorted(set(held)) if not card(o).get("cursed"))


def drop(w, seat: int, ident: str, ev: list) -> None:
    """Drop an object or follower face up on the space; it cannot be picked up again this turn."""
    from .world import entries, new_entry
    c = ch(w, seat)
    where = c["objects"] if ident in c["objects"] else c["followers"]
    where.remove(ident)
    entries(w, c["space"]).append(new_entry(w, ident, dropped_by=seat))
    log(ev, "drop", seat=seat, card=ident)


@step("choose_move")
def h_choose_move(w, st, ev, a):
    seat = st["seat"]
    c = ch(w, seat)
    if a is None:
        n = sum(st["dice"])
        if not st.get("toad") and st["dice"] == [6] and has_ability(c, "regenerate"):
            from .effects import heal
            heal(w, seat, 1, ev)
        opts = [["move", d, via] for d, via in
                moves(c["space"], n, ghost=c["state"] == "ghost", portal_ok=not c.get("quest"))]
        ask(w, seat, "move", opts, roll=n)
        return
    done(w)
    push(w, {"op": "walk", "seat": seat, "to": a.args[0], "via": a.args[1], "stage": 0})


@step("walk")
def h_walk(w, st, ev, a):
    seat = st["seat"]
    c = ch(w, seat)
    cc = content()
    if st["via"] == "bridge" and st["stage"] == 0:
        st["stage"] = 1
        c["space"] = cc.board["bridge"]["outer"]
        log(ev, "move", seat=seat, to=c["space"])
        from .combat import creature_combat
        creature_combat(w, seat, [{"name": "sentinel", "strength": cc.board["sentinel_strength"]}],
                        "strength", evadable=True, after="walk_on")
        return
    if st["via"] == "portal" and st["stage"] == 0:
        st["stage"] = 1
        c["space"] = cc.board["portal"]["space"]
        log(ev, "move", seat=seat, to=c["space"])
        done(w)
        roll_then(w, seat, cc.board["portal"]["test"], {"op": "portal_test", "seat": seat})
        return
    done(w)
    c["space"] = st["to"]
    log(ev, "move", seat=seat, to=c["space"])
    push(w, {"op": "arrive", "seat": seat})


@step("walk_on")
def h_walk_on(w, st, ev, a):
    """After the Sentinel: a win or an evasion carries on; a defeat or a tie stops on his space."""
    done(w)
    if st["outcome"] in ("win", "evade"):
        walk = w.res["queue"][0]
        walk["stage"] = 1
        walk["via"] = ""
    else:
        end_turn_now(w)


@step("portal_test")
def h_portal_test(w, st, ev, a):
    from .world import stat
    done(w)
    seat = st["seat"]
    total = sum(st["dice"])
    ok = total <= stat(w, seat, "strength") or total <= stat(w, seat, "craft")
    log(ev, "portal", seat=seat, total=total, open=ok)
    if ok:
        c = ch(w, seat)
        c["space"] = content().board["portal"]["inner"]
        c["back"] = False
        log(ev, "move", seat=seat, to=c["space"])
        push(w, {"op": "arrive", "seat": seat})
    else:
        end_turn_now(w)


def meet_options(w, seat: int) -> list:
    c = ch(w, seat)
    if region(c["space"]) == "inner" and c["space"] not in MEET_INNER:
        return []
    opts = []
    for t in others_on(w, seat, c["space"]):
        if w.res["chars"][t]["state"] != c["state"]:
            continue                      # the living and ghosts do not meet
        opts.append(["meet", t, "attack"])
        if has_ability(c, "psychic_attack"):
            opts.append(["meet", t, "psychic"])
        if has_ability(c, "pickpocket"):
            opts.append(["meet", t, "steal"])
    return opts


@step("arrive")
def h_arrive(w, st, ev, a):
    seat = st["seat"]
    c = ch(w, seat)
    if a is None:
        if region(c["space"]) == "inner":
            if c.get("back") and c["space"] != "plain_of_danger":
                done(w)                   # turning back ignores the spaces on the way
                return
            if c["space"] == "plain_of_danger":
                c["back"] = False
            if c["space"] == "crown":
                done(w)
                push(w, {"op": "crown_arrive", "seat": seat})
                return
        meet = meet_options(w, seat)
        if region(c["space"]) == "inner" and not meet:
            done(w)
            push(w, {"op": "space", "seat": seat})
            return
        opts = [["encounter"]] + meet + drop_options(c)
        if len(opts) == 1:
            done(w)
            push(w, {"op": "space", "seat": seat})
            return
        ask(w, seat, "arrive", opts)
        return
    if a.kind == "drop":
        drop(w, seat, a.args[0], ev)
        ask(w, seat, "arrive", [["encounter"]] + meet_options(w, seat) + drop_options(c))
        return
    done(w)
    if a.kind == "encounter":
        push(w, {"op": "space", "seat": seat})
    else:
        from .combat import start_meeting
        start_meeting(w, seat, a.args[0], a.args[1], ev)


@step("end_turn")
def h_end_turn(w, st, ev, a):
    seat = w.res["turn"]["seat"]
    c = ch(w, seat)
    if a is None and in_play(c) and not st.get("asked"):
        opts = exchange_options(w, seat)
        if opts:
            st["asked"] = True
            ask(w, seat, "exchange", opts + [["keep"]])
            return
    if a is not None and a.kind == "exchange":
        exchange(w, seat, a.args[0], ev)
        opts = exchange_options(w, seat)
        if opts:
            ask(w, seat, "exchange", opts + [["keep"]])
            return
    done(w)
    if in_play(c):
        q = c.get("quest")
        if q and q["kind"] == "gold" and c["gold"] >= q["n"]:
            from .effects import complete_quest
            c["gold"] -= q["n"]
            complete_quest(w, seat, ev)
        if c.get("raft") and c.get("raft_turn", 0) < w.res["turn"]["n"]:
            _use_raft(w, c)               # an unused raft cannot be kept for a later turn
        if c["toad"]:
            c["toad"] -= 1
            if c["toad"] == 0:
                c["toad_str_c"] = c["toad_craft_c"] = 0
                log(ev, "untoad", seat=seat)
    c["evaded"] = []
    push(w, {"op": "next_turn"})

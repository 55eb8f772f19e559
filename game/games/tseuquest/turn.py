"""Rounds (4.x), activations (5.x), the Evil Wizard's phase (13.x) and the
end of an adventure (17.6): the flow above the systems, which it calls."""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.state import World

from .activation import new_act
from .campaign import close_adventure
from .components import Figure, Pos
from .effects import end_lasting, vanish_elemental
from .magic import draw_chaos
from .movement import finish_move
from .trapfx import try_unbury
from .world import bump_blockers, emit, fig, figures, party


def start_round(w: World, events: list[Event]) -> None:
    w.res["round"] += 1
    if w.res["round"] > w.res["round_limit"]:
        emit(events, "time_up", round=w.res["round"] - 1)
        end_adventure(w, False, "time_up", events)
        return
    order = [w.res["heroes"][h] for h in party(w) if h in w.res["heroes"] and w.alive(w.res["heroes"][h])
             and w.try_get(w.res["heroes"][h], Pos) is not None]
    fs = w.res.pop("foresight", {})
    first = [e for e in order if fs.get(str(e)) == "first"]
    last = [e for e in order if fs.get(str(e)) == "last"]
    order = first + [e for e in order if e not in first and e not in last] + last
    w.res["turn"] = {"side": "adv", "order": order, "idx": -1, "done": []}
    emit(events, "round", number=w.res["round"])
    advance(w, events)


def advance(w: World, events: list[Event]) -> None:
    """Activate the next adventurer in order, or start the Evil Wizard's phase."""
    t = w.res["turn"]
    if w.res["result"] is not None or w.res["phase"] != "play":
        return
    if t["side"] == "adv":
        while True:
            t["idx"] += 1
            if t["idx"] >= len(t["order"]):
                start_mb_phase(w, events)
                return
            eid = t["order"][t["idx"]]
            if not w.alive(eid) or w.try_get(eid, Pos) is None:
                continue
            if begin_activation(w, eid, events):
                return
    elif t.get("acted") and not mb_candidates(w):
        end_round(w, events)      # every figure the MB moved has acted


def begin_activation(w: World, eid: int, events: list[Event]) -> bool:
    """Start eid's activation; False if it loses it (asleep, lost turn, buried)."""
    f = fig(w, eid)
    st = f.status
    w.res["turn"]["done"].append(eid)
    if st.get("sleep"):
        st["sleep"] -= 1
        if not st["sleep"]:
            del st["sleep"]
        emit(events, "skip", eid=eid, why="sleep")
        return False
    if st.get("lost_turns"):
        st["lost_turns"] -= 1
        if not st["lost_turns"]:
            del st["lost_turns"]
        emit(events, "skip", eid=eid, why="deep_pit")
        return False
    if st.get("buried"):
        if not try_unbury(w, eid, events):
            emit(events, "skip", eid=eid, why="buried")
            return False
    if st.get("prone"):
        del st["prone"]
        bump_blockers(w)
        emit(events, "stand_up", eid=eid)
    ap = 2 - st.pop("ap_loss", 0)
    st.pop("potion_def_until", None)
    w.res["act"] = new_act(eid, max(0, ap))
    emit(events, "activate", eid=eid, ap=max(0, ap), side=f.side)
    if ap < 2:
        emit(events, "ap_lost", eid=eid, amount=2 - max(0, ap))
    return True


def end_activation(w: World, events: list[Event]) -> None:
    a = w.res["act"]
    if a is None:
        return
    if a.get("move") and not a["move"].get("done"):
        finish_move(w, events)
        if w.res["pending"]:
            a["ending"] = True
            return
    eid = a["fid"]
    if w.alive(eid):
        f = fig(w, eid)
        f.status.pop("attack_bonus", None)
        emit(events, "end_activation", eid=eid)
    w.res["act"] = None
    if w.res["turn"]["side"] == "mb":
        w.res["turn"]["done"].append(eid)
    advance(w, events)


# -- the Evil Wizard (13.x) ----------------------------------------------------------------
def start_mb_phase(w: World, events: list[Event]) -> None:
    """13.x: the MB's phase ends by itself once its figures have all acted; with
    nothing to move, it still waits for the MB's end_phase (never skipped)."""
    w.res["turn"] = {"side": "mb", "order": [], "idx": 0, "done": [], "acted": False}
    emit(events, "mb_phase", round=w.res["round"])
    for e, f, _c in figures(w):
        if f.side == "mb" and f.placed and f.status.get("sleep"):
            f.status["sleep"] -= 1
            if not f.status["sleep"]:
                del f.status["sleep"]
            w.res["turn"]["done"].append(e)
            emit(events, "skip", eid=e, why="sleep")


def mb_candidates(w: World) -> list[int]:
    """13.3: only the MB's figures already placed on the board act, each once."""
    done = set(w.res["turn"]["done"])
    return [e for e, f, _c in figures(w) if f.side == "mb" and f.placed and e not in done
            and not f.status.get("buried")]


def mb_activate(w: World, eid: int, events: list[Event]) -> None:
    f = fig(w, eid)
    w.res["turn"]["acted"] = True
    if f.status.get("lost_turns"):
        f.status["lost_turns"] -= 1
        if not f.status["lost_turns"]:
            del f.status["lost_turns"]
        w.res["turn"]["done"].append(eid)
        emit(events, "skip", eid=eid, why="deep_pit")
        advance(w, events)
        return
    if f.status.get("prone"):
        del f.status["prone"]
        bump_blockers(w)
        emit(events, "stand_up", eid=eid)
    ap = 2 - f.status.pop("ap_loss", 0)
    w.res["act"] = new_act(eid, max(0, ap))
    emit(events, "activate", eid=eid, ap=max(0, ap), side="mb")
    draw_chaos(w, eid, events)


def end_mb_phase(w: World, events: list[Event]) -> None:
    end_round(w, events)


def end_round(w: World, events: list[Event]) -> None:
    rnd = w.res["round"]
    for le in list(w.res["lasting"]):
        if le.get("until") is not None and le["until"] <= rnd:
            end_lasting(w, le, events)
    # an elemental that was under the MB for its one turn leaves the board (12.6-B)
    for e, f, _c in figures(w):
        if f.kind == "elemental" and f.status.get("wild"):
            vanish_elemental(w, e, events)
    for e, f, _c in figures(w):
        if f.status.get("potion_def"):
            f.status["potion_def_left"] = f.status.get("potion_def_left", 1) - 1
            if f.status["potion_def_left"] <= 0:
                f.status.pop("potion_def", None)
                f.status.pop("potion_def_left", None)
    emit(events, "end_round", number=rnd)
    w.res["act"] = None
    if w.res["result"] is None and w.res["phase"] == "play":
        start_round(w, events)


# -- the end (17.6) ---------------------------------------------------------------------------
def adventurers_on_board(w: World) -> list[int]:
    return [e for e, f, _c in figures(w) if f.kind == "adventurer"]


def any_adventurer_on_board(w: World) -> bool:
    """bool(adventurers_on_board(w)), asked after every action: kept with the
    World's stamp (which entity has which component: a figure's kind never
    changes, and one leaves the board by losing its Pos or its entity)."""
    return w.kept("tq adventurer on board", _any_adventurer_on_board)


def _any_adventurer_on_board(w: World) -> bool:
    pos = w.stores.get(Pos, {})
    # newest first: the adventurers join after the adventure's figures, so the answer
    # comes early (a plain loop: a generator under any() costs a frame switch per figure)
    for e, f in reversed(w.stores.get(Figure, {}).items()):
        if f.kind == "adventurer" and e in pos:
            return True
    return False


def may_end_adventure(w: World) -> bool:
    """17.6 as the MB's action: only once the goal is met, no adventurer is left
    on the board, or the last round is being played."""
    return bool(w.res["goal_done"]) or not any_adventurer_on_board(w) or w.res["round"] >= w.res["round_limit"]


def check_end(w: World, events: list[Event]) -> None:
    if w.res["phase"] != "play" or w.res["result"] is not None:
        return
    if w.res["goal_done"]:
        end_adventure(w, True, "goal", events)
    elif not any_adventurer_on_board(w):
        end_adventure(w, False, "no_adventurers", events)


def end_adventure(w: World, success: bool, reason: str, events: list[Event]) -> None:
    w.res["pending"] = []
    w.res["combat"] = None
    w.res["act"] = None
    emit(events, "adventure_over", adventure=w.res["adventure"], success=success, reason=reason)
    close_adventure(w, success, reason, events)

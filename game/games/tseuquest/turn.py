"""Rounds (4.x), activations and their limits (5.x), the Evil Wizard's
phase (13.x), noise (6.17, 8.15) and the end of an adventure (17.6)."""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.state import World

from .components import Figure, Kit, Pos
from .setup import MB, party
from .world import board, bump_blockers, content, emit, fig, figures, note_ref

LIMITS = {"search": 2, "attack": 2, "shot": 2, "magic": 2}


# -- activations -------------------------------------------------------------------------
def new_act(eid: int, ap: int = 2) -> dict:
    return {"fid": eid, "ap": ap, "moved": False, "n": {k: 0 for k in LIMITS}, "special": [], "no": [],
            "move": None, "charge": False, "attack_bonus": 0, "sub": None, "trade": None, "last": None,
            "repair": None}


def active(w: World) -> int | None:
    a = w.res.get("act")
    return None if a is None else a["fid"]


def acting(w: World) -> int | None:
    """The figure whose actions are being chosen: an elemental under control, else the active one."""
    a = w.res.get("act")
    if a is None:
        return None
    if a.get("sub"):
        return a["sub"]["eid"]
    return a["fid"]


def act_box(w: World, eid: int) -> dict | None:
    """The action budget that `eid`'s actions use (the elemental's own while controlled)."""
    a = w.res.get("act")
    if a is None:
        return None
    if a.get("sub") and a["sub"]["eid"] == eid:
        return a["sub"]
    return a if a["fid"] == eid else None


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
    else:
        if not mb_candidates(w):
            end_round(w, events)


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
        from .trapfx import try_unbury
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
    from .movement import finish_move
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
    w.res["turn"] = {"side": "mb", "order": [], "idx": 0, "done": []}
    emit(events, "mb_phase", round=w.res["round"])
    for e, f, _c in figures(w):
        if f.side == "mb" and f.placed and f.status.get("sleep"):
            f.status["sleep"] -= 1
            if not f.status["sleep"]:
                del f.status["sleep"]
            w.res["turn"]["done"].append(e)
            emit(events, "skip", eid=e, why="sleep")
    if not mb_candidates(w):
        end_round(w, events)


def mb_candidates(w: World) -> list[int]:
    """13.3: only the MB's figures already placed on the board act, each once."""
    done = set(w.res["turn"]["done"])
    return [e for e, f, _c in figures(w) if f.side == "mb" and f.placed and e not in done
            and not f.status.get("buried")]


def mb_activate(w: World, eid: int, events: list[Event]) -> None:
    from .magic import draw_chaos
    f = fig(w, eid)
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
    from .magic import end_lasting, vanish_elemental
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


# -- noise -----------------------------------------------------------------------------------
def make_noise(w: World, events: list[Event], why: str) -> None:
    """6.17/8.15: the MB checks the adventure's noise rules."""
    if w.res["phase"] != "play":
        return
    from .discovery import wake_room
    w.res["noise"] += 1
    n = w.res["noise"]
    emit(events, "noise", count=n, why=why)
    for i, trig in enumerate(board(w).noise):
        if trig["at"] != n or i in w.res["noise_fired"]:
            continue
        w.res["noise_fired"].append(i)
        if trig["effect"] == "wake":
            emit(events, "noise_rule", effect="wake", room=trig["room"])
            wake_room(w, trig["room"], events)
        else:
            emit(events, "noise_rule", effect="spawn", monsters=list(trig["monsters"]))
            for ref in trig["monsters"]:
                spawn_monster(w, ref, None, events)


def spawn_monster(w: World, ref: str, near, events: list[Event]) -> int | None:
    """A new MB figure, placed at once: at a wander mark (or next to `near`)."""
    from .movement import free_cell_near
    c = content()
    b = board(w)
    targets = [near] if near is not None else list(b.wander)
    cell = None
    for t in targets:
        cell = free_cell_near(w, t)
        if cell is not None:
            break
    if cell is None:
        return None
    st = c.monster(ref)
    kind = "antagonist" if ref in c.antagonists else "minion"
    eid = w.spawn(Figure("mb", kind, ref, MB, st["life"], st["mind"], True, b.room.get(cell, 0)), Pos(*cell), Kit())
    note_ref(w, eid, ref)
    bump_blockers(w)
    emit(events, "appear", eid=eid, ref=ref, cell=cell, why="spawn")
    return eid


# -- the end (17.6) ---------------------------------------------------------------------------
def adventurers_on_board(w: World) -> list[int]:
    return [e for e, f, _c in figures(w) if f.kind == "adventurer"]


def check_end(w: World, events: list[Event]) -> None:
    if w.res["phase"] != "play" or w.res["result"] is not None:
        return
    if w.res["goal_done"]:
        end_adventure(w, True, "goal", events)
    elif not adventurers_on_board(w):
        end_adventure(w, False, "no_adventurers", events)


def end_adventure(w: World, success: bool, reason: str, events: list[Event]) -> None:
    from .campaign import close_adventure
    w.res["pending"] = []
    w.res["combat"] = None
    w.res["act"] = None
    emit(events, "adventure_over", adventure=w.res["adventure"], success=success, reason=reason)
    close_adventure(w, success, reason, events)

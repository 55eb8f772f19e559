"""The round: the heroes' turn (activations in party order), the JOA's turn, the end of the game."""
from __future__ import annotations

from .bodies import note_fighters
from .combat import set_state
from .light import lift_if_calm
from .terrain import drown_check, swim_start
from .content import content
from .world import (adjacent_enemies, cell, combat_turn, d6, emit, fig, heroes, on_board, stat, test)


def begin_heroes_turn(w, events) -> None:
    w.res["queue"] = list(heroes(w))
    w.res["combat"] = combat_turn(w)
    lift_if_calm(w, events)
    if w.res["combat"]:
        note_fighters(w)
    if not w.res["combat"]:
        for fid in w.res["party"]:
            fig(w, fid)["thrown_used"] = fig(w, fid)["arrows_used"] = False
    emit(events, "heroes_turn", turn=w.res["turn"], combat=w.res["combat"])
    start_next(w, events)


def start_next(w, events) -> None:
    """Start the next hero's activation, or run the JOA's turn when every hero has acted."""
    guard = 0
    while w.res["result"] is None:
        guard += 1
        if guard > 50:
            raise RuntimeError("turn loop did not settle")
        if w.res.get("asks") or w.res.get("ask"):
            return                      # a hero's seat answers the fortune or dispel question first
        if check_end(w, events):
            return
        if w.res["initiative"]:
            _after_initiative(w, events)
            continue
        queue = w.res["queue"]
        if not queue:
            end_heroes_turn(w, events)
            continue
        fid = queue.pop(0)
        f = fig(w, fid)
        if not on_board(f):
            continue
        if begin_activation(w, fid, events):
            return
        end_activation(w, fid, events, chain=False)


def _after_initiative(w, events) -> None:
    who = w.res["initiative"]
    w.res["initiative"] = None
    act = w.res["act"]
    if act is not None:
        end_activation(w, act["fid"], events, chain=False)
    if who == "heroes":
        w.res["first_turn_over"] = True
        begin_heroes_turn_only(w, events)
    else:
        w.res["queue"] = []


def begin_heroes_turn_only(w, events) -> None:
    w.res["queue"] = list(heroes(w))
    w.res["combat"] = True
    note_fighters(w)
    emit(events, "heroes_turn", turn=w.res["turn"], combat=True)


def end_heroes_turn(w, events) -> None:
    from .joa import joa_turn
    w.res["first_turn_over"] = True
    if joa_turn(w, events):
        after_joa_turn(w, events)


def after_joa_turn(w, events) -> None:
    """The round is over (the JOA's turn may have waited for a question): lasting spells age,
    and the heroes' next turn begins."""
    from .magic import tick
    tick(w, events)
    w.res["turn"] += 1
    if check_end(w, events):
        return
    w.res["queue"] = list(heroes(w))
    w.res["combat"] = combat_turn(w)
    lift_if_calm(w, events)
    if w.res["combat"]:
        note_fighters(w)
    if not w.res["combat"]:
        for fid in w.res["party"]:
            fig(w, fid)["thrown_used"] = fig(w, fid)["arrows_used"] = False
    emit(events, "heroes_turn", turn=w.res["turn"], combat=w.res["combat"])


def recovery(w, f: dict, events) -> bool:
    """Recovery phase; False if the figure cannot act this activation."""
    st = f["states"]
    if st.get("immobile"):
        set_state(w, f, "immobile", False, events)
        return False
    if st.get("frightened"):
        set_state(w, f, "frightened", False, events)
    if st.get("stunned"):
        r = d6(w, events, f["id"])
        if r >= 4:
            set_state(w, f, "stunned", False, events)
    if st.get("knocked_down"):
        if adjacent_enemies(w, f["id"]) and not f["down_last"]:
            ok, _ = test(w, f, "agi", events, why="stand_up")
            if not ok:
                f["down_last"] = True
                return False
        f["down_last"] = False
        set_state(w, f, "knocked_down", False, events)
        set_state(w, f, "stunned", True, events)
    return True


def fearsome_check(w, f: dict, events) -> None:
    """A hero next to a Fearsome enemy tests bravery at the start of the activation or is frightened."""
    if f["side"] != "hero":
        return
    if any("fearsome" in fig(w, e)["skills"] for e in adjacent_enemies(w, f["id"])):
        ok, _ = test(w, f, "val", events, why="fearsome")
        if not ok:
            set_state(w, f, "frightened", True, events)


def begin_activation(w, fid: str, events) -> bool:
    f = fig(w, fid)
    emit(events, "activation", who=fid)
    f["no_attack"] = bool(f["braced"])
    f["braced"] = False
    f["walked"] = 0
    f["freed"] = []
    f["drew_in_zoi"] = False
    f["act_start"] = list(cell(f))
    if not recovery(w, f, events):
        return False
    fearsome_check(w, f, events)
    swim = swim_start(w, f, events)
    w.res["act"] = {"fid": fid, "action": 1, "quick": 1, "move": "none",
                    "mp": stat(w, f, "mov") if swim is None else swim,
                    "start": list(cell(f)), "safety": False, "running": False, "malus": 0, "acted": False}
    return True


def end_activation(w, fid: str, events, chain: bool = True) -> None:
    f = fig(w, fid)
    if on_board(f):
        w.res["rest"][fid] = list(cell(f))
    if w.res["act"] is not None and w.res["act"]["fid"] == fid:
        w.res["act"] = None
        drown_check(w, f, events)
        emit(events, "activation_end", who=fid)
    if chain:
        start_next(w, events)


def check_end(w, events) -> bool:
    if w.res["result"] is not None:
        return True
    if w.res.get("asks"):
        return False
    party = [fig(w, h) for h in w.res["party"]]
    standing = [f for f in party if on_board(f)]
    limit = content().rules["turn_limit"]
    if standing and w.res["turn"] <= limit:
        return False
    left = [f for f in party if f["left"]]
    if not standing and left and w.res["mission"]:
        w.res["result"] = {"winners": sorted({f["seat"] for f in party}), "reason": "mission"}
    elif not standing and left:
        w.res["result"] = {"winners": [], "reason": "fled"}
    elif not standing:
        w.res["result"] = {"winners": [], "reason": "fallen"}
    else:
        w.res["result"] = {"winners": [], "reason": "torches"}
    aftermath(w, events)
    emit(events, "game_over", reason=w.res["result"]["reason"], winners=w.res["result"]["winners"],
         heroes=w.res["achievement"]["heroes"], joa=w.res["achievement"]["joa"])
    w.res["act"] = None
    return True


def aftermath(w, events) -> None:
    """What survives the adventure: wounded and sick stay; a hero out of combat rolls 1d6:
    1 dies, 2-3 leaves sick, 4-6 recovers (our table; the rulebook's is not given)."""
    for h in w.res["party"]:
        f = fig(w, h)
        fate = []
        if f["out"]:
            r = d6(w, events, h)
            fate.append("dead" if r == 1 else ("sick" if r <= 3 else "recovered"))
            if not f.get("carried_out") and any(fig(w, x).get("left") for x in w.res["party"]):
                fate.append("left_behind")         # the others walked out without the body
                f["coins"] = 0
        else:
            if f["life"] == 1 and f["max_life"] > 1:
                fate.append("wounded")
            if f["states"].get("sick"):
                fate.append("sick")
        w.res["aftermath"][h] = fate
        emit(events, "aftermath", who=h, fate=fate)
    for cid in w.res.get("companions", []):
        f = fig(w, cid)
        if f["out"]:
            fate = ["lost"]                        # out of combat: it does not recover
        elif "dead" in w.res["aftermath"].get(f["owner"], []):
            fate = ["parted"]                      # its hero will not come back: it leaves the party
        else:
            fate = ["stays"]
        w.res["aftermath"][cid] = fate
        emit(events, "aftermath", who=cid, fate=fate)

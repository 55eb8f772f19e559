"""Actions a Platformer player should confirm first: those that will hurt the
active hero for sure (gravity dropping it onto traps when the actions or the
turn end, the solo event's end-of-turn wounds, a step that lands on a trap or
gets it knocked out). Worked out on a copy of the state, only for what rolls no
dice: moves, gravity and the end-of-turn event (never the boss's turn)."""
from __future__ import annotations

from game.engine.protocol import Action
from game.engine.state import World

from .movement import gravity
from .turn import settle
from .world import active_seat

PREVIEWED = ("end_actions", "finish", "gravity", "move", "portal")


def _outcome(events, seat: int, turn_end: bool) -> list[tuple[str, dict]]:
    if any(e.kind == "knocked_out" and e.data["seat"] == seat for e in events):
        return [("knocked_out", {"seat": seat})]
    out = []
    kinds = [("trap_wounds", True)] + ([("event_wounds", False)] if turn_end else [])
    for code, from_traps in kinds:       # at the turn's end: traps, and the solo event's wounds
        wounds = sum(e.data["amount"] for e in events if e.kind == "wound" and e.data["seat"] == seat
                     and (e.data["source"] == "trap") == from_traps)
        if wounds:
            out.append((code, {"seat": seat, "wounds": wounds}))
    return out


def action_warnings(w: World, action: Action) -> list[tuple[str, dict]]:
    if w.res["result"] is not None or action.kind not in PREVIEWED:
        return []
    seat = active_seat(w)
    copy = w.clone()
    copy.res["flags"] = []
    events: list = []
    if action.kind in ("move", "portal"):
        from .actions import perform
        events = perform(copy, action)
    elif action.kind == "gravity":
        gravity(copy, events, drop_seat=seat if action.args[0] else None)
    else:           # the end of the turn (after end_actions: holding on to any ladder)
        settle(copy, bool(action.args[0]) if action.kind == "finish" else False, events)
    return _outcome(events, seat, action.kind in ("end_actions", "finish"))


TEXTS = {
    "es": {"knocked_out": "{hero} perderá su último corazón y saldrá del mapa.",
           "trap_wounds_1": "{hero} recibirá 1 herida de una trampa.",
           "trap_wounds_n": "{hero} recibirá {n} heridas de trampas.",
           "event_wounds_1": "{hero} recibirá 1 herida al terminar el turno.",
           "event_wounds_n": "{hero} recibirá {n} heridas al terminar el turno."},
    "en": {"knocked_out": "{hero} will be knocked out.",
           "trap_wounds_1": "{hero} will take 1 wound from a trap.",
           "trap_wounds_n": "{hero} will take {n} wounds from traps.",
           "event_wounds_1": "{hero} will take 1 wound at the end of the turn.",
           "event_wounds_n": "{hero} will take {n} wounds at the end of the turn."},
}


def warning_text(data: dict, lang: str, hero_name) -> str:
    t = TEXTS[lang if lang in TEXTS else "en"]
    if data["code"] == "knocked_out":
        return t["knocked_out"].format(hero=hero_name(data["seat"]))
    n = data["wounds"]
    key = data["code"] + ("_1" if n == 1 else "_n")
    return t[key].format(hero=hero_name(data["seat"]), n=n)

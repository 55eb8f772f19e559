"""Actions a Platformer player should confirm first: those that will hurt the
active hero for sure (gravity dropping it onto traps when the actions or the
turn end, a step that lands on a trap or gets it knocked out). Worked out on a
copy of the state; only moves and gravity, which roll no dice."""
from __future__ import annotations

from game.engine.protocol import Action
from game.engine.state import World

from .movement import gravity
from .world import active_seat

PREVIEWED = ("end_actions", "finish", "gravity", "move", "portal")


def _outcome(events, seat: int) -> list[tuple[str, dict]]:
    if any(e.kind == "knocked_out" and e.data["seat"] == seat for e in events):
        return [("knocked_out", {"seat": seat})]
    wounds = sum(e.data["amount"] for e in events
                 if e.kind == "wound" and e.data["seat"] == seat and e.data["source"] == "trap")
    return [("trap_wounds", {"seat": seat, "wounds": wounds})] if wounds else []


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
    else:           # the turn's gravity: at its end, or asked for now
        drop = bool(action.args[0]) if action.kind != "end_actions" else False
        gravity(copy, events, drop_seat=seat if drop else None)
    return _outcome(events, seat)


TEXTS = {
    "es": {"knocked_out": "{hero} quedará fuera de combate.",
           "trap_wounds_1": "{hero} recibirá 1 herida de una trampa.",
           "trap_wounds_n": "{hero} recibirá {n} heridas de trampas."},
    "en": {"knocked_out": "{hero} will be knocked out.",
           "trap_wounds_1": "{hero} will take 1 wound from a trap.",
           "trap_wounds_n": "{hero} will take {n} wounds from traps."},
}


def warning_text(data: dict, lang: str, hero_name) -> str:
    t = TEXTS[lang if lang in TEXTS else "en"]
    if data["code"] == "knocked_out":
        return t["knocked_out"].format(hero=hero_name(data["seat"]))
    n = data["wounds"]
    return t["trap_wounds_1" if n == 1 else "trap_wounds_n"].format(hero=hero_name(data["seat"]), n=n)

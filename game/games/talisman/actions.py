"""Legal actions are the options of the pending decision; applying one hands it to
the step that asked and runs the rules on to the next decision."""
from __future__ import annotations

from game.engine.protocol import Action, Event

from . import (combat, death, dice, effects, encounter, inner, limits, souls, trophies, turn)  # noqa: F401  (steps)
from .flow import run


def legal_actions(w) -> list[Action]:
    a = w.res["ask"]
    if a is None or w.res["result"] is not None:
        return []
    return [Action.from_data(o) for o in a["options"]]


def is_legal(w, action: Action) -> bool:
    a = w.res["ask"]
    if a is None or w.res["result"] is not None:
        return False
    return action.to_data() in a["options"]


def to_act(w) -> int | None:
    a = w.res["ask"]
    return None if a is None or w.res["result"] is not None else a["seat"]


def perform(w, action: Action) -> list[Event]:
    ev: list = []
    run(w, ev, action)
    return ev

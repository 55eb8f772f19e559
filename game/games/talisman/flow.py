"""The rules as a queue of steps kept in the state. `run` works through the queue
until a step asks a seat for a decision (res["ask"]) or the game ends; the chosen
action is handed back to the step that asked. Steps are plain dicts, so a game
can stop and resume between any two actions."""
from __future__ import annotations

from typing import Callable

from game.engine.protocol import Action
from game.engine.state import World

HANDLERS: dict[str, Callable] = {}
# Limits (carry, spells, forbidden cards) are enforced before any of these decisions; their steps
# ask again when re-entered, so a limits step may come first.
PREEMPT = frozenset(("turn", "arrive", "take", "shop", "combat", "meet", "crown", "quest", "offer"))


def step(name: str):
    def deco(fn):
        HANDLERS[name] = fn
        return fn
    return deco


def push(w: World, *steps: dict) -> None:
    """Put steps at the front of the queue, to run in the order given."""
    if len(steps) == 1:
        w.res["queue"].insert(0, steps[0])        # the common case, without a list
    else:
        w.res["queue"][0:0] = steps


def done(w: World) -> None:
    w.res["queue"].pop(0)


def ask(w: World, seat: int, kind: str, options: list, **info) -> None:
    w.res["ask"] = {"seat": seat, "kind": kind, "options": options, **info}


def end_turn_now(w: World) -> None:
    """Defeats, ties and lost turns end the turn at once: drop every pending step."""
    w.res["queue"] = [{"op": "end_turn"}]


_CHECKS: list = []


def _checks():
    """limits and outcome import this module: bind them on first use."""
    if not _CHECKS:
        from .limits import check_limits
        from .outcome import check_over
        _CHECKS.extend((check_limits, check_over))
    return _CHECKS


def run(w: World, ev: list, action: Action | None = None) -> None:
    check_limits, check_over = _checks()
    res = w.res                           # (the same dict throughout; handlers replace its entries only)
    while res["result"] is None:
        if action is None:
            if res["ask"] is not None:
                return
            if check_over(w, ev):
                return
        if not res["queue"]:
            push(w, {"op": "next_turn"})
        st = res["queue"][0]
        a, action = action, None
        res["ask"] = None
        HANDLERS[st["op"]](w, st, ev, a)
        asked = res["ask"]
        if asked is not None and asked["kind"] in PREEMPT and check_limits(w):
            res["ask"] = None             # limits first; the asking step asks again afterwards

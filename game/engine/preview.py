"""What an action would cause, told before the player commits to it.

The actions are applied to a clone of the state; the events come back up to,
and not including, the first one that involves chance or hidden information
(a roll, a card drawn, a shuffle, a reveal), so a preview never tells what
the dice or the deck hold. The real state is never touched.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from .protocol import Action, Event, IllegalAction

CHANCE = frozenset({"roll", "draw", "shuffle", "reveal"})


def preview(game: Any, state: Any, actions: Action | Iterable[Action | Callable[[Any], Action | None]],
            stop: Iterable[str] = ()) -> list[Event]:
    """Events of `actions` played in order on a clone. An item may be a function of the
    clone's state returning the next action (None ends the chain), for chains whose
    later steps depend on the earlier ones (end the actions, then end the turn).
    `stop` adds event kinds that end the preview (a game's own secret reveals)."""
    if isinstance(actions, Action):
        actions = [actions]
    halt = CHANCE | frozenset(stop)
    copy = game.clone(state)
    told: list[Event] = []
    for item in actions:
        action = item(copy) if callable(item) else item
        if action is None:
            break
        try:
            events = game.apply(copy, action)
        except (IllegalAction, ValueError, KeyError):
            break
        for ev in events:
            if ev.kind in halt:
                return told
            told.append(ev)
    return told


def first_legal(game: Any, kind: str, *args: Any) -> Callable[[Any], Action | None]:
    """A chain step: the first legal action of that kind (and those leading args) then."""
    def pick(state: Any) -> Action | None:
        for a in game.legal_actions(state):
            if a.kind == kind and tuple(a.args[:len(args)]) == tuple(args):
                return a
        return None
    return pick

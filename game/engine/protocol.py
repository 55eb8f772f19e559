"""The game protocol: every game is one object with the same five questions.

Actions and events are plain data so that saves, replays, the simulator, the
AI and the UI all speak the same language.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


def _to_tuple(value: Any) -> Any:
    """JSON lists come back as tuples so actions stay hashable and comparable."""
    if isinstance(value, list):
        return tuple(_to_tuple(v) for v in value)
    return value


def _to_list(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_list(v) for v in value]
    return value


@dataclass(frozen=True)
class Action:
    """One choice of one seat: a kind plus positional, JSON-able arguments."""

    kind: str
    args: tuple = ()

    def to_data(self) -> list:
        return [self.kind, *(_to_list(a) for a in self.args)]

    @classmethod
    def from_data(cls, data: list) -> "Action":
        if not isinstance(data, (list, tuple)) or not data or not isinstance(data[0], str):
            raise ValueError(f"not an action: {data!r}")
        args = data[1:]
        if list in map(type, args):      # (as in act(): most actions hold no lists, nothing to convert)
            return cls(data[0], tuple(_to_tuple(a) for a in args))
        return cls(data[0], tuple(args))

    def __str__(self) -> str:
        return self.kind + ("(" + ", ".join(map(repr, self.args)) + ")" if self.args else "")


def act(kind: str, *args: Any) -> Action:
    if list in map(type, args):     # (the fast spelling of "any argument is a list": called per legal action)
        args = tuple(_to_tuple(a) for a in args)
    return Action(kind, args)


@dataclass
class Event:
    """Something that happened; the UI animates it, the log describes it."""

    kind: str
    data: dict = field(default_factory=dict)

    def to_data(self) -> dict:
        return {"kind": self.kind, **{k: _to_list(v) for k, v in self.data.items()}}


# Event kinds that reveal hidden information or consume chance: undo stops at them.
CHANCE_EVENTS = frozenset({"roll", "draw", "shuffle", "reveal"})


@dataclass
class Result:
    finished: bool
    winners: list[int] = field(default_factory=list)   # seat indexes; empty = everyone lost
    scores: dict[int, int] = field(default_factory=dict)
    reason: str = ""                                    # i18n key of why it ended

    def to_data(self) -> dict:
        return {"finished": self.finished, "winners": self.winners,
                "scores": {str(k): v for k, v in self.scores.items()}, "reason": self.reason}


def label(es: str, en: str) -> dict[str, str]:
    """A visible text in both languages (options, titles)."""
    return {"es": es, "en": en}


class IllegalAction(Exception):
    """Raised by apply() before it changes anything."""


@dataclass(frozen=True)
class Option:
    """One setting shown on the setup screen and accepted by `--option KEY=VALUE`."""

    key: str
    kind: str                      # "choice" | "bool" | "int"
    default: Any
    label: dict[str, str]          # {"es": ..., "en": ...}
    choices: tuple = ()            # for "choice": values; labels come from choice_labels
    choice_labels: dict = field(default_factory=dict)   # value -> {"es":..., "en":...}
    minimum: int = 0
    maximum: int = 0
    per_seat: bool = False         # one value per seat (e.g. hero pick)
    unique: bool = False           # per-seat values must differ (the default, e.g. "random", may repeat)

    def parse(self, text: str) -> Any:
        if self.kind == "bool":
            if text.lower() in ("1", "true", "yes", "on", "si", "sí"):
                return True
            if text.lower() in ("0", "false", "no", "off"):
                return False
            raise ValueError(f"option {self.key}: expected true/false, got {text!r}")
        if self.kind == "int":
            value = int(text)
            if not self.minimum <= value <= self.maximum:
                raise ValueError(f"option {self.key}: {value} not in {self.minimum}..{self.maximum}")
            return value
        if text not in self.choices:
            raise ValueError(f"option {self.key}: {text!r} not one of {', '.join(map(str, self.choices))}")
        return text


class Game(Protocol):
    """What each game module exposes as GAME."""

    id: str
    title: dict[str, str]
    min_players: int
    max_players: int

    def options(self) -> list[Option]: ...
    def new_game(self, options: dict, seed: int) -> Any: ...
    def legal_actions(self, state: Any) -> list[Action]: ...
    def apply(self, state: Any, action: Action, check: bool = True) -> list[Event]: ...
    def to_act(self, state: Any) -> int | None: ...
    def result(self, state: Any) -> Result | None: ...
    def clone(self, state: Any) -> Any: ...
    def to_data(self, state: Any) -> dict: ...
    def from_data(self, data: dict) -> Any: ...
    # full=False (the simulator's sampled checks) may skip the costly whole-state scans
    def check_invariants(self, state: Any, full: bool = True) -> list[str]: ...
    def choose_ai(self, state: Any, seat: int) -> Action: ...
    def describe(self, event: Event, lang: str) -> str: ...
    def seat_names(self, state: Any) -> list[str]: ...
    def handover_needed(self, state: Any, from_seat: int | None, to_seat: int | None) -> bool: ...
    def action_warnings(self, state: Any, action: Action) -> list[tuple[str, dict]]: ...

"""A match in progress: the one place that applies actions for the UI, AI
seats, replays and the CLI. It keeps the action log, autosaves after every
action and offers undo within the current seat's turn.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .protocol import CHANCE_EVENTS, Action, Event, IllegalAction, Result
from .saves import SaveData, SaveError, read_save, write_save


@dataclass
class Seat:
    name: str
    ai: bool = False

    def to_data(self) -> dict:
        return {"name": self.name, "ai": self.ai}


@dataclass
class _UndoPoint:
    state: Any
    log_len: int


class Match:
    def __init__(self, game: Any, options: dict, seed: int, seats: list[Seat],
                 autosave: str | Path | None = None, state: Any = None,
                 log: list[Action] | None = None) -> None:
        self.game = game
        self.options = dict(options)
        self.seed = seed
        self.seats = seats
        self.autosave_path = Path(autosave) if autosave else None
        self.setup_events: list[Event] = []     # what setting up the table did (for the log)
        if state is None and hasattr(game, "new_game_with_events"):
            state, self.setup_events = game.new_game_with_events(self.options, seed)
        self.state = state if state is not None else game.new_game(self.options, seed)
        self.log: list[Action] = list(log or [])
        self._undo: list[_UndoPoint] = []

    # -- questions -----------------------------------------------------------------
    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    def legal(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def result(self) -> Result | None:
        return self.game.result(self.state)

    def seat_is_ai(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].ai

    def can_undo(self) -> bool:
        return bool(self._undo) and not self.seat_is_ai(self.to_act())

    # -- doing -----------------------------------------------------------------------
    def play(self, action: Action) -> list[Event]:
        """Apply one legal action; IllegalAction leaves everything unchanged."""
        seat = self.to_act()
        before = self.game.clone(self.state)
        events = self.game.apply(self.state, action)
        self.log.append(action)
        barrier = any(e.kind in CHANCE_EVENTS for e in events) or self.to_act() != seat \
            or self.seat_is_ai(seat) or self.result() is not None
        if barrier:
            self._undo.clear()
        else:
            self._undo.append(_UndoPoint(before, len(self.log) - 1))
        self.autosave()
        return events

    def play_ai(self) -> tuple[Action, list[Event]]:
        action = self.game.choose_ai(self.state, self.to_act())
        return action, self.play(action)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        point = self._undo.pop()
        self.state = point.state
        del self.log[point.log_len:]
        self.autosave()
        return True

    # -- saving ------------------------------------------------------------------------
    def save_data(self, label: str = "") -> SaveData:
        return SaveData(game=self.game.id, options=self.options, seed=self.seed,
                        seats=[s.to_data() for s in self.seats],
                        actions=[a.to_data() for a in self.log],
                        snapshot=self.game.to_data(self.state), label=label)

    def save(self, path: str | Path, label: str = "") -> None:
        write_save(path, self.save_data(label))

    def autosave(self) -> None:
        if self.autosave_path is not None:
            self.save(self.autosave_path, label="autosave")

    @classmethod
    def from_save(cls, save: SaveData, games: Any, autosave: str | Path | None = None,
                  verify: bool = False) -> "Match":
        """Rebuild a match; uses the snapshot when present unless verify=True
        (then the log is replayed and must reproduce the snapshot)."""
        try:
            game = games(save.game)
        except KeyError:
            raise SaveError("save.unknown_game", game=save.game) from None
        seats = [Seat(s["name"], bool(s.get("ai"))) for s in save.seats]
        try:
            actions = [Action.from_data(a) for a in save.actions]
        except ValueError as exc:
            raise SaveError("save.bad_log", detail=str(exc)) from None
        if save.snapshot is not None and not verify:
            try:
                state = game.from_data(save.snapshot)
            except Exception as exc:          # a damaged snapshot: fall back to the log
                state = None
                _ = exc
            if state is not None:
                return cls(game, save.options, save.seed, seats, autosave, state=state, log=actions)
        match = cls.replay(game, save, seats, actions)
        match.autosave_path = Path(autosave) if autosave else None
        if verify and save.snapshot is not None and game.to_data(match.state) != save.snapshot:
            raise SaveError("save.not_reproduced")
        return match

    @classmethod
    def replay(cls, game: Any, save: SaveData, seats: list[Seat], actions: list[Action]) -> "Match":
        try:
            match = cls(game, save.options, save.seed, seats)
        except Exception as exc:
            raise SaveError("save.bad_options", detail=str(exc)) from None
        for i, action in enumerate(actions):
            try:
                game.apply(match.state, action)
            except IllegalAction as exc:
                raise SaveError("save.illegal_in_log", n=i + 1, detail=str(exc)) from None
            match.log.append(action)
        return match


def load_match(path: str | Path, games: Any, autosave: str | Path | None = None,
               verify: bool = False) -> Match:
    return Match.from_save(read_save(path), games, autosave=autosave, verify=verify)

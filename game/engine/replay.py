"""Watching a saved game again: the state after any number of its actions, where
each turn or round starts, a per-seat review drawn from the log, and a branch
("continue from here") written as a new save.

A Replay plays the save's log once from its options and seed (as `Match.replay`
does, so an illegal log is a SaveError), keeping every action's events, who
acted and a copy of the state every `every` actions; going to any index then
re-applies at most `every` actions from the nearest copy.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .protocol import Action, Event, IllegalAction
from .saves import SaveData, SaveError, read_save
from .session import Match, Seat


@dataclass
class TurnMark:
    index: int                   # the action that opens it (the state before it)
    kind: str                    # "turn" | "round" | "setup" (how the game counts)
    number: int
    seat: int | None             # who acts first in it


@dataclass
class Review:
    """What the game-over panel and the records show of one game."""
    stats: list[dict[str, int]]              # per seat: stat key -> number (keys worded by the client)
    series: list[list[float | None]]         # per turn mark: one value per seat (None: nothing to draw)
    series_key: str = ""                     # what the series measures ("health", "gold"...)
    turns: int = 0                           # turns or rounds played
    kind: str = "turn"
    actions: int = 0
    extra: dict = field(default_factory=dict)


class Replay:
    def __init__(self, game: Any, save: SaveData, every: int = 24, path: str | Path | None = None) -> None:
        self.game = game
        self.save = save
        self.path = Path(path) if path else None     # the file it was read from (never overwritten)
        self.every = max(1, every)
        self.seats = [Seat(s["name"], bool(s.get("ai"))) for s in save.seats]
        try:
            self.actions = [Action.from_data(a) for a in save.actions]
        except (ValueError, TypeError):
            raise SaveError("save.bad_log", detail="action") from None
        try:
            start = Match(game, save.options, save.seed, self.seats)
        except Exception as exc:
            raise SaveError("save.bad_options", detail=str(exc)[:120]) from None
        self.setup_events: list[Event] = list(start.setup_events)
        state = start.state
        self._copies: dict[int, Any] = {0: game.clone(state)}
        self.events: list[list[Event]] = []      # per action, as apply returned them
        self.actors: list[int | None] = []       # who chose each action
        self.marks: list[TurnMark] = []
        self.review_data = self._tally_start(state)
        self._series_key = ""
        self._series: list[list[float | None]] = []
        self._mark(0, state, None)
        for i, action in enumerate(self.actions):
            actor = game.to_act(state)
            try:
                events = game.apply(state, action)
            except IllegalAction as exc:
                raise SaveError("save.illegal_in_log", n=i + 1, detail=str(exc)[:120]) from None
            except Exception:
                raise SaveError("save.illegal_in_log", n=i + 1, detail=str(action)[:120]) from None
            self.actors.append(actor)
            self.events.append(events)
            self._tally(state, actor, events)
            if (i + 1) % self.every == 0:
                self._copies[i + 1] = game.clone(state)
            self._mark(i + 1, state, self.marks[-1] if self.marks else None)
        self._series_point(state)
        self.final = state
        self.index = len(self.actions)
        self.state = game.clone(state)
        self._finish_review()

    # -- where turns start ---------------------------------------------------------------
    def _mark(self, index: int, state: Any, last: TurnMark | None) -> None:
        """A new turn or round starts at `index` when the game's count changes (its
        `review_turn`), or -- for games that do not count -- when another seat acts."""
        if index == len(self.actions) and index > 0:
            return                                    # nothing starts after the last action
        seat = self.game.to_act(state)
        own = getattr(self.game, "review_turn", None)
        counted = own(state) if own is not None else None
        if counted is not None:
            kind, number = counted
            if last is None or (last.kind, last.number) != (kind, number):
                self.marks.append(TurnMark(index, kind, int(number), seat))
                self._series_point(state)
            return
        if last is None or (seat is not None and seat != self.actors[index - 1]):
            self.marks.append(TurnMark(index, "turn", last.number + 1 if last else 1, seat))
            self._series_point(state)

    def _series_point(self, state: Any) -> None:
        """The game's chart value per seat (`review_series`) at a turn's start and at the end."""
        own = getattr(self.game, "review_series", None)
        if own is None:
            return
        got = own(state)
        if got is None:
            return
        key, values = got
        self._series_key = key
        self._series.append([None if v is None else float(v) for v in values])

    def mark_at(self, index: int) -> TurnMark | None:
        """The turn or round the action at `index` belongs to."""
        found = None
        for m in self.marks:
            if m.index > index:
                break
            found = m
        return found

    def next_mark(self, index: int) -> int:
        return next((m.index for m in self.marks if m.index > index), len(self.actions))

    def prev_mark(self, index: int) -> int:
        """The start of this turn, or of the one before when already at its start."""
        before = [m.index for m in self.marks if m.index < index]
        return before[-1] if before else 0

    # -- moving ----------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.actions)

    def state_at(self, index: int) -> Any:
        """A fresh copy of the state after `index` actions."""
        index = max(0, min(index, len(self.actions)))
        if index == len(self.actions):
            return self.game.clone(self.final)
        base = max(k for k in self._copies if k <= index)
        state = self.game.clone(self._copies[base])
        for action in self.actions[base:index]:
            self.game.apply(state, action, check=False)
        return state

    def seek(self, index: int) -> Any:
        self.index = max(0, min(index, len(self.actions)))
        self.state = self.state_at(self.index)
        return self.state

    def forward(self) -> list[Event]:
        """Apply the next action to `state`; its events (for animation and the log)."""
        if self.index >= len(self.actions):
            return []
        events = self.game.apply(self.state, self.actions[self.index], check=False)
        self.index += 1
        return events

    def back(self) -> Any:
        return self.seek(self.index - 1)

    # -- branching -------------------------------------------------------------------------
    def branch(self, path: str | Path, index: int | None = None, label: str = "") -> Path:
        """Write a new save: this game's options, seed and seats with the log cut
        after `index` actions (the current one by default). The original is not touched."""
        index = self.index if index is None else max(0, min(index, len(self.actions)))
        match = Match(self.game, self.save.options, self.save.seed,
                      [Seat(s.name, s.ai) for s in self.seats], state=self.state_at(index),
                      log=self.actions[:index])
        path = Path(path)
        if self.path is not None and path.resolve() == self.path.resolve():
            raise ValueError("a branch never overwrites its original")
        match.save(path, label=label)
        return path

    # -- review ----------------------------------------------------------------------------
    def _tally_start(self, state: Any) -> dict:
        n = len(self.seats)
        return {"seats": [{"actions": 0} for _ in range(n)], "scratch": {}, "series": []}

    def _tally(self, state: Any, actor: int | None, events: list[Event]) -> None:
        data = self.review_data
        seats = data["seats"]
        if actor is not None and 0 <= actor < len(seats):
            seats[actor]["actions"] += 1
        own = getattr(self.game, "review_tally", None)
        if own is not None:
            own(state, actor, events, data)

    def _finish_review(self) -> None:
        game, data = self.game, self.review_data
        seats = data["seats"]
        turns: dict[int, int] = {}
        if all(m.kind == "turn" for m in self.marks):       # seats take turns (not rounds)
            for m in self.marks:
                if m.seat is not None:
                    turns[m.seat] = turns.get(m.seat, 0) + 1
        for s, stats in enumerate(seats):
            if turns:
                stats["turns"] = turns.get(s, 0)
        result = game.result(self.final)
        if result is not None:
            for s, score in result.scores.items():
                s = int(s)
                if 0 <= s < len(seats):
                    seats[s]["score"] = int(score)
        kind = self.marks[-1].kind if self.marks else "turn"     # "turn" | "round" | "setup"
        self.review = Review(stats=seats, series=self._series, series_key=self._series_key,
                             turns=self.marks[-1].number if self.marks else 0, kind=kind,
                             actions=len(self.actions))


def open_replay(path: str | Path, games: Any, every: int = 24) -> Replay:
    """The one way to watch a save file: every problem is a SaveError."""
    save = read_save(path)
    try:
        game = games(save.game)
    except Exception:
        raise SaveError("save.unknown_game", game=save.game[:40]) from None
    try:
        return Replay(game, save, every=every, path=path)
    except SaveError:
        raise
    except Exception:
        raise SaveError("save.broken_state") from None

"""A match in progress: the one place that applies actions for the UI, AI
seats, replays and the CLI. It keeps the action log, autosaves after every
action and offers undo within the current seat's turn.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .protocol import CHANCE_EVENTS, Action, Event, IllegalAction, Result
from .worldgame import save_summary
from .saves import LANGS, SaveData, SaveError, intact, read_save, write_save

log = logging.getLogger(__name__)


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
        self.rebuilt = False                    # loaded: the snapshot disagreed, the log was replayed
        self.thumbnailer = None                 # client hook: () -> base64 picture of the board, or None
        self.autosave_error: OSError | None = None

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
    def summary(self) -> dict | None:
        """What the save list shows, in each language (the game's `save_summary`)."""
        out = {}
        for lang in LANGS:
            try:
                s = save_summary(self.game, self.state, lang)
            except Exception:                   # a summary is only shown: never stop a save for it
                log.warning("save_summary failed", exc_info=True)
                return None
            out[lang] = {"mode": str(s.get("mode", "")), "progress": str(s.get("progress", "")),
                         "seats": [str(x) for x in s.get("seats", [])]}
        return out

    def save_data(self, label: str = "") -> SaveData:
        thumb = None
        if self.thumbnailer is not None:
            try:
                thumb = self.thumbnailer()
            except Exception:                   # a picture is only shown: never stop a save for it
                log.warning("thumbnail failed", exc_info=True)
        return SaveData(game=self.game.id, options=self.options, seed=self.seed,
                        seats=[s.to_data() for s in self.seats],
                        actions=[a.to_data() for a in self.log],
                        snapshot=self.game.to_data(self.state), label=label,
                        summary=self.summary(), thumbnail=thumb)

    def save(self, path: str | Path, label: str = "") -> None:
        write_save(path, self.save_data(label))

    def autosave(self) -> None:
        """Save to the match's own file. A full disk or a vanished folder never stops
        the game: the error is kept in `autosave_error` (None after a good save)."""
        if self.autosave_path is None:
            return
        try:
            self.save(self.autosave_path, label="autosave")
            self.autosave_error = None
        except OSError as exc:
            log.warning("autosave to %s failed: %s", self.autosave_path, exc)
            self.autosave_error = exc

    @classmethod
    def from_save(cls, save: SaveData, games: Any, autosave: str | Path | None = None,
                  verify: bool = False) -> "Match":
        """Rebuild a match. A save still matching its integrity digest opens from its
        snapshot, once the snapshot passes the game's invariants, reads back to the same
        data and has the save's number of seats (quick). Anything else -- a damaged
        file, or verify=True (the `replay` command) -- replays the log from the options
        and seed and compares the result with the snapshot: a snapshot that disagrees
        (or is missing) leaves `match.rebuilt` True, so the replayed game is offered and
        the player told; verify refuses anything but an exact match."""
        try:
            game = games(save.game)
        except Exception:
            raise SaveError("save.unknown_game", game=_clip(save.game)) from None
        seats = [Seat(s["name"], bool(s.get("ai"))) for s in save.seats]
        try:
            actions = [Action.from_data(a) for a in save.actions]
        except (ValueError, TypeError):
            raise SaveError("save.bad_log", detail="action") from None
        if not verify and save.snapshot is not None and intact(save):
            state = _checked_snapshot(game, save.snapshot, len(seats))
            if state is not None:
                return cls(game, save.options, save.seed, seats, autosave, state=state, log=actions)
        match = cls.replay(game, save, seats, actions)
        match.autosave_path = Path(autosave) if autosave else None
        try:
            replayed = game.to_data(match.state)
            problems = game.check_invariants(match.state)
            n_seats = len(game.seat_names(match.state))
        except Exception:
            raise SaveError("save.broken_state") from None
        if problems:
            raise SaveError("save.broken_state")
        if n_seats != len(seats):
            raise SaveError("save.seats")
        if save.snapshot is None:
            if verify:
                raise SaveError("save.no_snapshot")
            match.rebuilt = True
        elif replayed != save.snapshot:
            if verify:
                raise SaveError("save.not_reproduced")
            match.rebuilt = True
        return match

    @classmethod
    def replay(cls, game: Any, save: SaveData, seats: list[Seat], actions: list[Action]) -> "Match":
        try:
            match = cls(game, save.options, save.seed, seats)
        except Exception as exc:
            raise SaveError("save.bad_options", detail=_clip(str(exc))) from None
        for i, action in enumerate(actions):
            try:
                game.apply(match.state, action)
            except IllegalAction as exc:
                raise SaveError("save.illegal_in_log", n=i + 1, detail=_clip(str(exc))) from None
            except Exception:                   # a damaged argument the rules could not even read
                raise SaveError("save.illegal_in_log", n=i + 1, detail=_clip(str(action))) from None
            match.log.append(action)
        return match


def _checked_snapshot(game: Any, snapshot: dict, n_seats: int) -> Any:
    """The snapshot's state if it passes the invariants, reads back to the same data and
    has n_seats seats; None otherwise (then the log is replayed)."""
    try:
        state = game.from_data(snapshot)
        if game.check_invariants(state) or game.to_data(state) != snapshot:
            return None
        if len(game.seat_names(state)) != n_seats:
            return None
        return state
    except Exception:
        return None


def _clip(text: str, n: int = 120) -> str:
    return text if len(text) <= n else text[:n - 1] + "…"


def load_match(path: str | Path, games: Any, autosave: str | Path | None = None,
               verify: bool = False) -> Match:
    """The one way to open a save file (Continue, Load, `replay`): every problem is a SaveError."""
    save = read_save(path)
    try:
        return Match.from_save(save, games, autosave=autosave, verify=verify)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("save.broken_state") from None
    except Exception:
        log.warning("loading %s", path, exc_info=True)
        raise SaveError("save.broken_state") from None

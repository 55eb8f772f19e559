"""Helpers for TseuQuest's rules tests: positions built through
GAME.build_scenario on small boards drawn as text (see board.arena_board),
forced dice, and small queries on the result.

Arena drawings: cell rows and edge rows alternate; '.' floor, '#' rock,
'a'..'p' room squares; edges '|' '-' wall, 'D' door, 'S' secret door,
'G' gate, '!' '~' half-ruined wall. (x, y) with y = 0 the top row.
"""
from __future__ import annotations

from game.engine.chance import Rng
from game.engine.protocol import Event, act
from game.games.tseuquest.components import Figure, Kit, Pos
from game.games.tseuquest.game import GAME

# an open 8x5 hall
HALL = [". . . . . . . .", "", ". . . . . . . .", "", ". . . . . . . .", "",
        ". . . . . . . .", "", ". . . . . . . ."]


def build(setup: dict | None = None, options: dict | None = None, seed: int = 1):
    s = {"arena": HALL, **(setup or {})}
    return GAME.build_scenario(options or {}, seed, s)


def force(w, die: str, *faces: str) -> None:
    Rng(w.res["rng"]).force(die, list(faces))


def do(w, kind: str, *args) -> list[Event]:
    return GAME.apply(w, act(kind, *args))


def choose(w, option) -> list[Event]:
    return GAME.apply(w, act("choose", option))


def legal(w) -> list:
    return GAME.legal_actions(w)


def is_legal(w, kind: str, *args) -> bool:
    return act(kind, *args) in GAME.legal_actions(w)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def of(events, kind: str) -> list[dict]:
    return [e.data for e in events if e.kind == kind]


def hero(w, name: str) -> int:
    return w.res["heroes"][name]


def mb(w, ref: str) -> int:
    return next(e for e, f in w.query(Figure) if f.ref == ref)


def cell(w, eid: int):
    p = w.try_get(eid, Pos)
    return None if p is None else (p.x, p.y)


def fig(w, eid: int) -> Figure:
    return w.get(eid, Figure)


def kit(w, eid: int) -> Kit:
    return w.get(eid, Kit)


def pending(w):
    return w.res["pending"][-1] if w.res["pending"] else None


def moves(w, eid: int) -> set:
    return {tuple(a.args[1]) for a in GAME.legal_actions(w) if a.kind == "move" and a.args[0] == eid}


def ok(w) -> None:
    bad = GAME.check_invariants(w)
    assert not bad, bad

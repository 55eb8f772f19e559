"""Helpers for Dungeon Universalis' rules tests: positions through GAME.build_scenario,
forced dice (die "d6" for every six-sided roll, "scenario" for the scenario die,
"deck:NAME" for cards), and small queries."""
from __future__ import annotations

from game.engine.chance import Rng
from game.engine.protocol import act
from game.games.dungeon_universalis.game import GAME


def build(setup: dict | None = None, options: dict | None = None, seed: int = 1):
    return GAME.build_scenario(options or {}, seed, setup or {})


def force(w, die: str, *faces) -> None:
    Rng(w.res["rng"]).force(die, [str(f) for f in faces])


def d6s(w, *faces) -> None:
    force(w, "d6", *faces)


def do(w, kind: str, *args):
    return GAME.apply(w, act(kind, *args))


def kinds(events) -> list:
    return [e.kind for e in events]


def of(events, kind: str) -> list:
    return [e.data for e in events if e.kind == kind]


def fig(w, fid):
    return w.res["figs"][fid]


def creature(w, ref: str) -> str:
    return next(fid for fid, f in w.res["figs"].items() if f["ref"] == ref and f["side"] == "joa")


def legal(w, kind: str) -> list:
    return [a for a in GAME.legal_actions(w) if a.kind == kind]

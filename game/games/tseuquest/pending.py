"""Decisions that interrupt play (a stack in state.res["pending"]): the
double-lightning advantage, the MB moving a lost adventurer, pushes, picks on
fumble tables, rolling or declining defence, 'Oops!' moves, escaping falling
rocks... The UI offers their options as ("choose", option) actions."""
from __future__ import annotations

from game.engine.state import World


def ask(w: World, seat: int, kind: str, options: list, ctx: dict | None = None) -> None:
    w.res["pending"].append({"seat": seat, "kind": kind, "options": list(options), "ctx": dict(ctx or {})})


def current(w: World) -> dict | None:
    p = w.res["pending"]
    return p[-1] if p else None


def pop(w: World) -> dict:
    return w.res["pending"].pop()

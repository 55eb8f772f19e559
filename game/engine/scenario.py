"""Scenario files: a position (game, options, seed, setup, forced dice) and
actions to apply; see docs/scenarios.md. Used by `python -m game scenario`
and by the tests."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .chance import Rng
from .content import ContentError, IntRange, MapOf, load_yaml, validate
from .protocol import Action, IllegalAction

SCHEMA = {"game": str, "options?": dict, "seed?": IntRange(0, 2**63), "setup?": dict,
          "force?": MapOf([str]), "actions?": [list], "description?": str}


class ScenarioError(Exception):
    """One line saying what is wrong with a scenario (exit code 2)."""


def _schema_ok(data: Any) -> list[str]:
    if not isinstance(data, dict):
        return ["(top): expected a mapping"]
    problems = []
    for key in ("options", "setup"):
        if key in data and not isinstance(data[key], dict):
            problems.append(f"{key}: expected a mapping")
    strict = {k: v for k, v in data.items() if k not in ("options", "setup")}
    spec = {k: v for k, v in SCHEMA.items() if v is not dict}
    return problems + validate(strict, spec)


def load_scenario(path: str | Path) -> dict:
    try:
        data = load_yaml(path)
    except ContentError as exc:
        raise ScenarioError(str(exc)) from None
    problems = _schema_ok(data)
    if problems:
        raise ScenarioError(f"{path}: {problems[0]}")
    return data


def run_scenario(data: dict, get_game: Any) -> dict:
    """Build the position, apply the actions; returns state, events, result, legal actions."""
    try:
        game = get_game(data["game"])
    except KeyError as exc:
        raise ScenarioError(str(exc).strip("'\"")) from None
    if not hasattr(game, "build_scenario"):
        raise ScenarioError(f"game {data['game']!r} has no scenario support")
    try:
        state = game.build_scenario(data.get("options", {}), data.get("seed", 0), data.get("setup", {}))
    except (ValueError, KeyError) as exc:
        raise ScenarioError(f"bad setup: {exc}") from None
    rng = Rng(state.res["rng"])
    for die, faces in (data.get("force") or {}).items():
        rng.force(die, faces)
    events = []
    for i, raw in enumerate(data.get("actions") or []):
        try:
            action = Action.from_data(raw)
        except ValueError as exc:
            raise ScenarioError(f"actions[{i}]: {exc}") from None
        try:
            events += [e.to_data() for e in game.apply(state, action)]
        except IllegalAction as exc:
            raise ScenarioError(f"actions[{i}]: illegal: {exc}") from None
    result = game.result(state)
    return {"game": game.id, "state": game.to_data(state), "events": events,
            "result": None if result is None else result.to_data(),
            "to_act": game.to_act(state), "legal": [a.to_data() for a in game.legal_actions(state)],
            "_state": state}

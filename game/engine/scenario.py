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
          "force?": MapOf([str]), "actions?": [list], "description?": str, "expect?": dict}
FREE_FORM = ("options", "setup", "expect")    # mappings the game (or check_expect) reads


class ScenarioError(Exception):
    """One line saying what is wrong with a scenario (exit code 2)."""


class SetupError(ValueError):
    """A game's scenario builder refusing its `setup` (reported as "bad setup: ...")."""


def setup_cell(at: Any, where: str, inside: Any) -> tuple[int, int]:
    """A setup's `[x, y]` as a cell; refused unless two whole numbers on the board
    (`inside(cell)` says which cells the game's board has)."""
    if not (isinstance(at, (list, tuple)) and len(at) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in at)):
        raise SetupError(f"{where}: expected [x, y], got {at!r}")
    if not inside(tuple(at)):
        raise SetupError(f"{where}: {list(at)} is outside the board")
    return tuple(at)


def setup_known(value: Any, known: Any, where: str, what: str) -> Any:
    """A name the setup uses, refused unless the game's content has it (never replaced)."""
    if not isinstance(value, str) or value not in known:
        raise SetupError(f"{where}: unknown {what} {value!r}")
    return value


def _schema_ok(data: Any) -> list[str]:
    if not isinstance(data, dict):
        return ["(top): expected a mapping"]
    problems = []
    for key in FREE_FORM:
        if key in data and not isinstance(data[key], dict):
            problems.append(f"{key}: expected a mapping")
    strict = {k: v for k, v in data.items() if k not in FREE_FORM}
    spec = {k: v for k, v in SCHEMA.items() if v is not dict}
    return problems + validate(strict, spec)


EXPECT_KEYS = ("result", "to_act", "events", "state", "legal")


def _expect_problems(expect: dict) -> list[str]:
    """The `expect` section's shape (see docs/scenarios.md)."""
    problems = [f"expect.{k}: unknown key (known: {', '.join(EXPECT_KEYS)})" for k in expect if k not in EXPECT_KEYS]
    if "result" in expect and expect["result"] is not None and not isinstance(expect["result"], dict):
        problems.append("expect.result: expected null or a mapping")
    if "to_act" in expect and expect["to_act"] is not None and (
            not isinstance(expect["to_act"], int) or isinstance(expect["to_act"], bool)):
        problems.append("expect.to_act: expected a seat number or null")
    if "events" in expect and not (isinstance(expect["events"], list)
                                   and all(isinstance(e, str) for e in expect["events"])):
        problems.append("expect.events: expected a list of event kinds")
    if "state" in expect and not (isinstance(expect["state"], dict)
                                  and all(isinstance(k, (str, int)) for k in expect["state"])):
        problems.append("expect.state: expected a mapping of {dotted.path: value}")
    if "legal" in expect and not (isinstance(expect["legal"], list)
                                  and all(isinstance(a, list) and a and isinstance(a[0], str)
                                          for a in expect["legal"])):
        problems.append("expect.legal: expected a list of actions ([kind, arg, ...])")
    return problems


def load_scenario(path: str | Path) -> dict:
    try:
        data = load_yaml(path)
    except ContentError as exc:
        raise ScenarioError(str(exc)) from None
    problems = _schema_ok(data)
    if not problems and "expect" in data:
        problems = _expect_problems(data["expect"])
    if problems:
        raise ScenarioError(f"{path}: {problems[0]}")
    return data


def run_scenario_file(path: str | Path, get_game: Any) -> dict:
    """load_scenario + run_scenario; every refusal names the file."""
    data = load_scenario(path)
    try:
        return run_scenario(data, get_game)
    except ScenarioError as exc:
        raise ScenarioError(f"{path}: {exc}") from None


def option_problems(game: Any, options: dict) -> list[str]:
    """Options checked like content: known keys, choices among the game's, numbers in range."""
    known = {o.key: o for o in game.options()}
    problems = []
    for key, value in options.items():
        o = known.get(key)
        if o is None:
            problems.append(f"options.{key}: unknown option (known: {', '.join(sorted(known))})")
            continue
        values = value if o.per_seat and isinstance(value, list) else [value]
        for i, v in enumerate(values):
            at = f"options.{key}" + (f"[{i}]" if o.per_seat and isinstance(value, list) else "")
            if o.kind == "bool" and not isinstance(v, bool):
                problems.append(f"{at}: expected true or false, got {v!r}")
            elif o.kind == "int" and (not isinstance(v, int) or isinstance(v, bool) or not o.minimum <= v <= o.maximum):
                problems.append(f"{at}: expected a whole number {o.minimum}..{o.maximum}, got {v!r}")
            elif o.kind == "choice" and v not in o.choices:
                problems.append(f"{at}: unknown {v!r} (known: {', '.join(map(str, o.choices))})")
    return problems


def _force_problems(state: Any, force: dict) -> list[str]:
    """Forced cards must be cards of an existing deck (dice faces are checked when rolled)."""
    decks = state.res.get("decks", {}) if hasattr(state, "res") else {}
    problems = []
    for key, cards in force.items():
        if not key.startswith("deck:"):
            continue
        name = key[5:]
        box = decks.get(name)
        if not isinstance(box, dict):
            problems.append(f"force.{key}: no deck {name!r} (decks: {', '.join(sorted(decks))})")
            continue
        have = set(box.get("draw", [])) | set(box.get("discard", []))
        for i, card in enumerate(cards):
            if card not in have:
                problems.append(f"force.{key}[{i}]: {card!r} is not a card of that deck")
    return problems


def run_scenario(data: dict, get_game: Any) -> dict:
    """Build the position, apply the actions; returns state, events, result, legal actions."""
    try:
        game = get_game(data["game"])
    except KeyError as exc:
        raise ScenarioError(str(exc).strip("'\"")) from None
    if not hasattr(game, "build_scenario"):
        raise ScenarioError(f"game {data['game']!r} has no scenario support")
    problems = option_problems(game, data.get("options", {}))
    if problems:
        raise ScenarioError(problems[0])
    try:
        state = game.build_scenario(data.get("options", {}), data.get("seed", 0), data.get("setup", {}))
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ScenarioError(f"bad setup: {str(exc).strip(chr(39))}") from None
    problems = _force_problems(state, data.get("force") or {})
    if problems:
        raise ScenarioError(problems[0])
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
        except (ValueError, KeyError, TypeError, IndexError) as exc:   # e.g. a forced face not on the die
            raise ScenarioError(f"actions[{i}]: {str(exc).strip(chr(39))}") from None
    result = game.result(state)
    out = {"game": game.id, "state": game.to_data(state), "events": events,
           "result": None if result is None else result.to_data(),
           "to_act": game.to_act(state), "legal": [a.to_data() for a in game.legal_actions(state)],
           "_state": state}
    if "expect" in data:
        out["expect_failures"] = check_expect(out, data["expect"])
    return out


_MISSING = object()


def read_path(data: Any, path: str) -> Any:
    """A value inside plain data by dotted path ("res.players.0.gold"); None if absent."""
    for part in str(path).split("."):
        if isinstance(data, dict) and part in data:
            data = data[part]
        elif isinstance(data, list) and part.lstrip("-").isdigit() and -len(data) <= int(part) < len(data):
            data = data[int(part)]
        else:
            return None
    return data


def _plain(value: Any) -> Any:
    """JSON-like view (tuples as lists) so YAML values compare with run output."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def check_expect(out: dict, expect: dict) -> list[str]:
    """What differs between a run's output and a scenario's `expect` section
    (see docs/scenarios.md): `result` (null while the game runs; else the keys
    given must match), `to_act`, `events` (kinds that occur in this order,
    others may come between), `state` ({dotted.path: value} in the state data;
    null = absent) and `legal` (actions that must be legal at the end)."""
    failures = []
    if "result" in expect:
        want, got = expect["result"], out["result"]
        if want is None or got is None:
            if want != got:
                failures.append(f"result: expected {want!r}, got {got!r}")
        else:
            for key, value in want.items():
                if _plain(got.get(key, _MISSING)) != _plain(value):
                    failures.append(f"result.{key}: expected {value!r}, got {got.get(key)!r}")
    if "to_act" in expect and expect["to_act"] != out["to_act"]:
        failures.append(f"to_act: expected {expect['to_act']!r}, got {out['to_act']!r}")
    if "events" in expect:
        kinds = iter(e["kind"] for e in out["events"])
        for kind in expect["events"]:
            if not any(k == kind for k in kinds):
                failures.append(f"events: {kind!r} missing (or out of order)")
                break
    for path, value in (expect.get("state") or {}).items():
        got = read_path(out["state"], path)
        if _plain(got) != _plain(value):
            failures.append(f"state.{path}: expected {value!r}, got {got!r}")
    legal = [_plain(a) for a in out["legal"]]
    for action in expect.get("legal") or []:
        if _plain(action) not in legal:
            failures.append(f"legal: {action!r} is not legal at the end")
    return failures

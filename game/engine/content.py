"""YAML content, loaded with safe_load and checked against small schemas.

Errors name the file and the field path, e.g.
`platformer/content/heroes.yaml: heroes[2].health: expected int, got 'five'`.
Schemas are plain Python values:
  str / int / bool / float        a scalar of that type (bool is not an int here)
  {"key": spec, "key?": spec}     a mapping; "?" marks optional keys; other keys are errors
  [spec]                          a list of spec
  OneOf(a, b, ...)                one of these literal values
  IntRange(lo, hi)                an int within bounds
  TEXT                            {"es": str, "en": str}: every visible text has both languages
  MapOf(spec)                     a mapping from str to spec
  AnyOf(spec1, spec2)             the first spec that fits
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml


class ContentError(Exception):
    """A content file is missing, unreadable or does not fit its schema."""


@dataclass(frozen=True)
class OneOf:
    values: tuple

    def __init__(self, *values: Any) -> None:
        object.__setattr__(self, "values", values)


@dataclass(frozen=True)
class IntRange:
    lo: int
    hi: int


@dataclass(frozen=True)
class MapOf:
    spec: Any


@dataclass(frozen=True)
class AnyOf:
    specs: tuple

    def __init__(self, *specs: Any) -> None:
        object.__setattr__(self, "specs", specs)


TEXT = {"es": str, "en": str}


def _name(v: Any) -> str:
    return {bool: "bool", int: "int", float: "float", str: "str"}.get(type(v), type(v).__name__)


def validate(value: Any, spec: Any, where: str = "") -> list[str]:
    """All problems of value against spec, each as 'path: what is wrong'."""
    at = where or "(top)"
    if spec in (str, int, float, bool):
        ok = isinstance(value, spec) and not (spec is int and isinstance(value, bool))
        if spec is float and isinstance(value, int) and not isinstance(value, bool):
            ok = True
        return [] if ok else [f"{at}: expected {spec.__name__}, got {value!r}"]
    if spec in (list, dict):
        return [] if isinstance(value, spec) else [f"{at}: expected a {'list' if spec is list else 'mapping'}, got {_name(value)}"]
    if isinstance(spec, OneOf):
        return [] if value in spec.values else [f"{at}: expected one of {list(spec.values)}, got {value!r}"]
    if isinstance(spec, IntRange):
        if not isinstance(value, int) or isinstance(value, bool):
            return [f"{at}: expected int, got {value!r}"]
        return [] if spec.lo <= value <= spec.hi else [f"{at}: {value} not in {spec.lo}..{spec.hi}"]
    if isinstance(spec, AnyOf):
        for option in spec.specs:
            if not validate(value, option, where):
                return []
        return [f"{at}: does not fit any allowed form, got {value!r}"]
    if isinstance(spec, list):
        if not isinstance(value, list):
            return [f"{at}: expected a list, got {_name(value)}"]
        problems = []
        for i, item in enumerate(value):
            problems += validate(item, spec[0], f"{where}[{i}]")
        return problems
    if isinstance(spec, MapOf):
        if not isinstance(value, dict):
            return [f"{at}: expected a mapping, got {_name(value)}"]
        problems = []
        for k, v in value.items():
            problems += validate(v, spec.spec, f"{where}.{k}" if where else str(k))
        return problems
    if isinstance(spec, dict):
        if not isinstance(value, dict):
            return [f"{at}: expected a mapping, got {_name(value)}"]
        problems = []
        known = set()
        for key, sub in spec.items():
            optional = key.endswith("?")
            key = key.rstrip("?")
            known.add(key)
            path = f"{where}.{key}" if where else key
            if key not in value:
                if not optional:
                    problems.append(f"{path}: missing")
                continue
            problems += validate(value[key], sub, path)
        for key in value:
            if key not in known:
                problems.append(f"{where + '.' if where else ''}{key}: unknown field")
        return problems
    raise TypeError(f"bad schema at {at}: {spec!r}")


class _StrictLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """safe_load that refuses a key given twice in one mapping (YAML would keep the last);
    libyaml's parser when pyyaml has it (content loads several times faster)."""


def _no_duplicates(loader: _StrictLoader, node: yaml.MappingNode, deep: bool = False) -> dict:
    seen: dict = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise yaml.constructor.ConstructorError(None, None, "a mapping key must be a plain value",
                                                    key_node.start_mark) from None
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r} (first at line {seen[key].line + 1})", key_node.start_mark)
        seen[key] = key_node.start_mark
    return yaml.SafeLoader.construct_mapping(loader, node, deep=deep)


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _no_duplicates)


def yaml_problem(exc: yaml.YAMLError) -> str:
    """"line L, column C: problem" from a YAML error (its first line when it has no position)."""
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or getattr(exc, "context", None) or str(exc).splitlines()[0]
    if mark is None:
        return str(problem)
    return f"line {mark.line + 1}, column {mark.column + 1}: {problem}"


def parse_yaml(text: str) -> Any:
    """YAML text through the safe loader, refusing duplicate keys (yaml.YAMLError on any problem)."""
    return yaml.load(text, Loader=_StrictLoader)


def load_yaml(path: str | Path) -> Any:
    path = Path(path)
    try:
        with open(path, encoding="utf-8") as fh:
            return parse_yaml(fh.read())
    except FileNotFoundError:
        raise ContentError(f"{path}: file not found") from None
    except IsADirectoryError:
        raise ContentError(f"{path}: is a folder, not a file") from None
    except UnicodeDecodeError:
        raise ContentError(f"{path}: not valid YAML: not UTF-8 text") from None
    except yaml.YAMLError as exc:
        raise ContentError(f"{path}: not valid YAML: {yaml_problem(exc)}") from None
    except RecursionError:
        raise ContentError(f"{path}: not valid YAML: nested too deeply") from None
    except OSError as exc:
        raise ContentError(f"{path}: cannot be read ({exc.strerror})") from None


def load_checked(path: str | Path, spec: Any) -> Any:
    """Load a YAML file and raise ContentError listing every schema problem."""
    data = load_yaml(path)
    problems = validate(data, spec)
    if problems:
        shown = "; ".join(problems[:8]) + (f"; ... {len(problems) - 8} more" if len(problems) > 8 else "")
        raise ContentError(f"{path}: {shown}")
    return data


def unique_ids(items: list[dict], path: str | Path, key: str = "id") -> dict[str, dict]:
    """Index a list of records by id; duplicate ids are content errors."""
    out: dict[str, dict] = {}
    for i, item in enumerate(items):
        ident = item[key]
        if ident in out:
            raise ContentError(f"{path}: [{i}].{key}: duplicate id {ident!r}")
        out[ident] = item
    return out

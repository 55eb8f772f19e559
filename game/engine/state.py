"""Entity-component state shared by every game.

Entities are ints; components are dataclasses registered by class name so the
whole world turns into plain data (saves, JSON output) and back. `clone()` is
cheap: components are copied one level deep, which is enough because
components hold scalars, tuples and flat lists/dicts/sets only.
"""
from __future__ import annotations

import copy
import dataclasses
from typing import Any, Iterator, TypeVar

C = TypeVar("C")
COMPONENTS: dict[str, type] = {}


def component(cls: type[C]) -> type[C]:
    """Register a dataclass as a component (the class name is its save name)."""
    cls = dataclasses.dataclass(cls) if not dataclasses.is_dataclass(cls) else cls
    if cls.__name__ in COMPONENTS and COMPONENTS[cls.__name__] is not cls:
        raise TypeError(f"component name {cls.__name__} registered twice")
    COMPONENTS[cls.__name__] = cls
    cls._mutable_fields = tuple(  # type: ignore[attr-defined]
        f.name for f in dataclasses.fields(cls)
        if f.default_factory is not dataclasses.MISSING  # list/dict/set fields
    )
    return cls


def _copy_component(comp: Any) -> Any:
    new = copy.copy(comp)
    for name in comp._mutable_fields:
        value = getattr(comp, name)
        setattr(new, name, value.copy())
    return new


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(v) for v in value), key=repr)
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k) if not isinstance(k, str) else k: _plain(v) for k, v in value.items()}
    return value


class World:
    """Entities with components, plus `res`: plain-data globals of the game."""

    __slots__ = ("entities", "next_id", "res")

    def __init__(self) -> None:
        self.entities: dict[int, dict[type, Any]] = {}
        self.next_id = 1
        self.res: dict[str, Any] = {}

    # -- entities ---------------------------------------------------------------
    def spawn(self, *components: Any) -> int:
        eid = self.next_id
        self.next_id += 1
        self.entities[eid] = {type(c): c for c in components}
        return eid

    def despawn(self, eid: int) -> None:
        del self.entities[eid]

    def alive(self, eid: int) -> bool:
        return eid in self.entities

    def add(self, eid: int, comp: Any) -> None:
        self.entities[eid][type(comp)] = comp

    def remove(self, eid: int, ctype: type) -> None:
        self.entities[eid].pop(ctype, None)

    def get(self, eid: int, ctype: type[C]) -> C:
        return self.entities[eid][ctype]

    def try_get(self, eid: int, ctype: type[C]) -> C | None:
        comps = self.entities.get(eid)
        return comps.get(ctype) if comps else None

    def has(self, eid: int, ctype: type) -> bool:
        return ctype in self.entities.get(eid, ())

    def query(self, *ctypes: type) -> Iterator[tuple]:
        """Yield (eid, comp1, comp2, ...) for entities that have all ctypes, in id order."""
        for eid, comps in self.entities.items():
            try:
                yield (eid, *(comps[t] for t in ctypes))
            except KeyError:
                continue

    def ids(self, ctype: type) -> list[int]:
        return [eid for eid, comps in self.entities.items() if ctype in comps]

    # -- copies and plain data -------------------------------------------------------
    def clone(self) -> "World":
        new = World.__new__(World)
        new.entities = {eid: {t: _copy_component(c) for t, c in comps.items()}
                        for eid, comps in self.entities.items()}
        new.next_id = self.next_id
        new.res = copy.deepcopy(self.res)
        return new

    def to_data(self) -> dict:
        return {
            "next_id": self.next_id,
            "entities": {str(eid): {t.__name__: _plain(dataclasses.asdict(c)) for t, c in comps.items()}
                         for eid, comps in self.entities.items()},
            "res": _plain(self.res),
        }

    @classmethod
    def from_data(cls, data: dict) -> "World":
        world = cls()
        world.next_id = int(data["next_id"])
        world.res = copy.deepcopy(data["res"])
        for eid, comps in data["entities"].items():
            built = {}
            for name, fields in comps.items():
                ctype = COMPONENTS.get(name)
                if ctype is None:
                    raise ValueError(f"unknown component {name!r}")
                built[ctype] = _component_from_data(ctype, fields)
            world.entities[int(eid)] = built
        return world


def _component_from_data(ctype: type, fields: dict) -> Any:
    kwargs = {}
    hints = {f.name: f for f in dataclasses.fields(ctype)}
    for name, value in fields.items():
        f = hints.get(name)
        if f is None:
            raise ValueError(f"component {ctype.__name__} has no field {name!r}")
        kwargs[name] = _restore(value, f)
    return ctype(**kwargs)


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def _restore(value: Any, f: dataclasses.Field) -> Any:
    """JSON lists become the field's container again (by its annotation);
    lists nested inside a container are cells/pairs and become tuples."""
    if not isinstance(value, list):
        return value
    kind = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", "")
    inner = [_tuples(v) for v in value]
    if kind.startswith(("set", "frozenset")):
        return set(inner)
    if kind.startswith("list"):
        return inner
    return tuple(inner)

"""Entity-component state shared by every game.

Entities are ints; components are dataclasses registered by class name so the
whole world turns into plain data (saves, JSON output) and back. `clone()` is
cheap: components are copied one level deep, which is enough because
components hold scalars, tuples and flat lists/dicts/sets only.
"""
from __future__ import annotations

import copy
import dataclasses
from typing import Any, Callable, Iterator, TypeVar

C = TypeVar("C")
COMPONENTS: dict[str, type] = {}


def component(cls: type[C]) -> type[C]:
    """Register a dataclass as a component. Its save name is the class name,
    prefixed by the game for a game's own components ("platformer/Figure"), so
    two games may both have a Figure."""
    cls = dataclasses.dataclass(cls) if not dataclasses.is_dataclass(cls) else cls
    parts = cls.__module__.split(".")
    prefix = parts[2] + "/" if len(parts) > 2 and parts[:2] == ["game", "games"] else ""
    key = prefix + cls.__qualname__
    if key in COMPONENTS and COMPONENTS[key] is not cls:
        raise TypeError(f"component {key} registered twice")
    COMPONENTS[key] = cls
    cls._component_key = key  # type: ignore[attr-defined]
    cls._field_names = tuple(f.name for f in dataclasses.fields(cls))  # type: ignore[attr-defined]
    return cls


_FLAT = (list, dict, set)


def _copy_component(comp: Any) -> Any:
    new = copy.copy(comp)
    for name in comp._field_names:
        value = getattr(comp, name)
        if type(value) in _FLAT:
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
    """Entities with components, plus `res`: plain-data globals of the game.

    Components live in one store per type ({type: {eid: component}}) so a
    query walks only the entities that have the rarest of its types.
    `cache` holds derived helpers (never saved). A clone gets a shallow copy
    of it: the two dicts are its own, their values are shared, so a value
    must be immutable, a memo of pure answers, or (if changed in place)
    kept by the world it belongs to.
    `stamp` counts the changes of which entity has which component (spawn,
    despawn, add, remove) and the in-place changes a game reports with
    `touch()`: a memo of derived data kept in `cache` with the stamp it was
    built at is current while the stamp is unchanged (a clone starts with its
    parent's stamp and cache, and then each counts its own changes).
    """

    __slots__ = ("stores", "alive_ids", "next_id", "res", "cache", "stamp")

    def __init__(self) -> None:
        self.stores: dict[type, dict[int, Any]] = {}
        self.alive_ids: dict[int, None] = {}      # insertion-ordered set of entity ids
        self.next_id = 1
        self.res: dict[str, Any] = {}
        self.cache: dict[str, Any] = {}
        self.stamp = 0

    def touch(self) -> None:
        """A game changed a component in place in a way its memos depend on
        (a figure moved): bump the stamp."""
        self.stamp += 1

    def kept(self, key: str, build: Callable[["World"], Any]) -> Any:
        """build(self), memoised in cache[key] as (stamp, value) and built
        again once the stamp has moved: for data derived from which entity
        has which component and where (a game's in-place changes must
        touch()). The value is shared: read it, never change it."""
        memo = self.cache.get(key)
        if memo is not None and memo[0] == self.stamp:
            return memo[1]
        value = build(self)
        self.cache[key] = (self.stamp, value)
        return value

    # -- entities ---------------------------------------------------------------
    def spawn(self, *components: Any) -> int:
        eid = self.next_id
        self.next_id += 1
        self.stamp += 1
        self.alive_ids[eid] = None
        for c in components:
            self.stores.setdefault(type(c), {})[eid] = c
        return eid

    def despawn(self, eid: int) -> None:
        del self.alive_ids[eid]
        self.stamp += 1
        for store in self.stores.values():
            store.pop(eid, None)

    def alive(self, eid: int) -> bool:
        return eid in self.alive_ids

    def add(self, eid: int, comp: Any) -> None:
        self.stamp += 1
        self.stores.setdefault(type(comp), {})[eid] = comp

    def remove(self, eid: int, ctype: type) -> None:
        self.stamp += 1
        self.stores.get(ctype, {}).pop(eid, None)

    def get(self, eid: int, ctype: type[C]) -> C:
        return self.stores[ctype][eid]

    def try_get(self, eid: int, ctype: type[C]) -> C | None:
        store = self.stores.get(ctype)
        return store.get(eid) if store else None

    def has(self, eid: int, ctype: type) -> bool:
        return eid in self.stores.get(ctype, ())

    def components(self, eid: int) -> dict[type, Any]:
        return {t: store[eid] for t, store in self.stores.items() if eid in store}

    def query(self, *ctypes: type) -> Iterator[tuple]:
        """Yield (eid, comp1, comp2, ...) for entities that have all ctypes, in id
        order (so iteration never depends on when a component was added)."""
        if len(ctypes) == 1:                       # the commonest case, without the general set-up
            store = self.stores.get(ctypes[0])
            return iter(sorted(store.items())) if store else iter(())
        stores = [self.stores.get(t) for t in ctypes]
        if not all(stores):
            return iter(())
        if len(stores) == 1:
            return iter(sorted(stores[0].items()))
        if len(stores) == 2:                       # the common case, kept lean
            a, b = stores
            small, other = (a, b) if len(a) <= len(b) else (b, a)
            return iter([(eid, a[eid], b[eid]) for eid in sorted(small) if eid in other])
        first, rest = stores[0], stores[1:]
        out = []
        for eid in sorted(min(stores, key=len)):
            if eid in first and all(eid in s for s in rest):
                out.append((eid, *(s[eid] for s in stores)))
        return iter(out)

    def ids(self, ctype: type) -> list[int]:
        return sorted(self.stores.get(ctype, ()))

    # -- copies and plain data -------------------------------------------------------
    def clone(self) -> "World":
        new = World.__new__(World)
        new.stores = {t: {eid: _copy_component(c) for eid, c in store.items()} for t, store in self.stores.items()}
        new.alive_ids = dict(self.alive_ids)
        new.next_id = self.next_id
        new.res = copy.deepcopy(self.res)
        new.cache = dict(self.cache)
        new.stamp = self.stamp
        return new

    def to_data(self) -> dict:
        return {
            "next_id": self.next_id,
            "entities": {str(eid): {t._component_key: _plain(dataclasses.asdict(c)) for t, c in
                                    sorted(self.components(eid).items(), key=lambda kv: kv[0]._component_key)}
                         for eid in self.alive_ids},
            "res": _plain(self.res),
        }

    @classmethod
    def from_data(cls, data: dict) -> "World":
        world = cls()
        world.next_id = int(data["next_id"])
        world.res = copy.deepcopy(data["res"])
        for eid, comps in data["entities"].items():
            built = []
            for name, fields in comps.items():
                ctype = COMPONENTS.get(name)
                if ctype is None:
                    raise ValueError(f"unknown component {name!r}")   # its game module is not imported
                built.append(_component_from_data(ctype, fields))
            world.alive_ids[int(eid)] = None
            for c in built:
                world.stores.setdefault(type(c), {})[int(eid)] = c
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

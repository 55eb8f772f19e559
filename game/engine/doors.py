"""Doors on grid edges, kept as plain data in a game's state.

Shared by the grid dungeons (TseuQuest, Dungeon Universalis, Star Quest).
A door sits on the edge between two orthogonally adjacent cells and is one of:

  door    a normal door: opened by a figure (the game says who and how);
  secret  a secret door: a wall until found, then placed (the game decides
          whether it is placed open or closed);
  gate    worked by a mechanism (a lever): opens and closes any number of times.

The box is {door_id: {"a": [x, y], "b": [x, y], "kind": str, "open": bool,
"found": bool, "seen": bool}}; "seen" is for games whose doors are pieces put
on the board when the players first see them (absent: seen). Ids are "x,y|x,y" of the canonical edge. `apply(grid)` writes
the edges a Grid needs: open -> "door_open", closed -> "door_closed", an
unfound secret door -> "wall" (so sight and movement treat it as the wall it
looks like). `signature()` changes whenever any of that changes, so derived
grids can be cached per signature.

Cheaper than the signature: `version`, a number taken afresh on every change
made through this class, for a Doors given a `stamp` (a dict kept outside the
saved state, e.g. a World's cache) to keep it in. A box changed behind the
class's back (door dicts written directly) keeps its version: derived data
cached by version then goes stale, so change doors only through these methods.
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator

from .grid import Cell, Grid, edge_key

KINDS = ("door", "secret", "gate")
_VERSIONS = itertools.count(1)     # shared by every box, so no two door states ever get the same number
_STAMP_KEY = "doors_version"
OPEN_EDGE, CLOSED_EDGE, WALL_EDGE = "door_open", "door_closed", "wall"


def door_id(a: Cell, b: Cell) -> str:
    p, q = edge_key(tuple(a), tuple(b))
    return f"{p[0]},{p[1]}|{q[0]},{q[1]}"


def new_door(a: Cell, b: Cell, kind: str = "door", open_: bool = False, seen: bool = True) -> dict:
    if kind not in KINDS:
        raise ValueError(f"unknown door kind {kind!r}")
    p, q = edge_key(tuple(a), tuple(b))
    if abs(p[0] - q[0]) + abs(p[1] - q[1]) != 1:
        raise ValueError(f"door cells must be orthogonally adjacent: {a} {b}")
    return {"a": list(p), "b": list(q), "kind": kind, "open": bool(open_), "found": kind != "secret",
            "seen": bool(seen)}


def version_of(box: dict, stamp: dict) -> int:
    """Doors(box, stamp).version without making the Doors (asked very often)."""
    got = stamp.get(_STAMP_KEY)
    # The stamp names its box: a box replaced (a new adventure) or copied
    # (a cloned state keeps a copy of the stamp) gets a number of its own.
    if got is None or got[0] is not box:
        got = stamp[_STAMP_KEY] = (box, next(_VERSIONS))
    return got[1]


class Doors:
    """Operations over a door box (a dict living in the game state)."""

    __slots__ = ("box", "stamp")

    def __init__(self, box: dict, stamp: dict | None = None) -> None:
        self.box = box
        self.stamp = stamp

    @property
    def version(self) -> int:
        """Changes whenever a door is added, opened, closed, found, seen or
        flagged through this class (needs a stamp)."""
        if self.stamp is None:
            raise ValueError("a door version needs a stamp to live in")
        return version_of(self.box, self.stamp)

    def _changed(self) -> None:
        if self.stamp is not None:
            self.stamp[_STAMP_KEY] = (self.box, next(_VERSIONS))

    def add(self, a: Cell, b: Cell, kind: str = "door", open_: bool = False, seen: bool = True) -> str:
        ident = door_id(a, b)
        self.box[ident] = new_door(a, b, kind, open_, seen)
        self._changed()
        return ident

    def __iter__(self) -> Iterator[str]:
        return iter(self.box)

    def __len__(self) -> int:
        return len(self.box)

    def get(self, ident: str) -> dict:
        return self.box[ident]

    def at(self, a: Cell, b: Cell) -> str | None:
        ident = door_id(a, b)
        return ident if ident in self.box else None

    def cells(self, ident: str) -> tuple[Cell, Cell]:
        d = self.box[ident]
        return tuple(d["a"]), tuple(d["b"])

    def edge_kind(self, ident: str) -> str:
        d = self.box[ident]
        if not d["found"]:
            return WALL_EDGE
        return OPEN_EDGE if d["open"] else CLOSED_EDGE

    def is_open(self, ident: str) -> bool:
        d = self.box[ident]
        return d["found"] and d["open"]

    def visible(self, ident: str) -> bool:
        """Shown to players: every door seen, except an unfound secret one."""
        d = self.box[ident]
        return d["found"] and d.get("seen", True)

    def see(self, ident: str) -> None:
        """The players see the door: from now on it is on the board for them."""
        self.box[ident]["seen"] = True
        self._changed()

    def open(self, ident: str) -> None:
        self.box[ident]["open"] = True
        self._changed()

    def close(self, ident: str) -> None:
        self.box[ident]["open"] = False
        self._changed()

    def toggle(self, ident: str) -> bool:
        d = self.box[ident]
        d["open"] = not d["open"]
        self._changed()
        return d["open"]

    def find(self, ident: str, open_: bool = True) -> None:
        """A secret door is found and placed (open by default)."""
        d = self.box[ident]
        d["found"] = True
        d["open"] = open_
        self._changed()

    def next_to(self, cell: Cell) -> list[str]:
        """Doors on the four edges of cell, in id order."""
        c = list(cell)
        return sorted(i for i, d in self.box.items() if d["a"] == c or d["b"] == c)

    def other_side(self, ident: str, cell: Cell) -> Cell:
        a, b = self.cells(ident)
        return b if tuple(cell) == a else a

    def apply(self, grid: Grid) -> None:
        for ident in self.box:
            a, b = self.cells(ident)
            grid.set_edge(a, b, self.edge_kind(ident))

    def flag(self, ident: str, key: str, default=None):
        """A game's own mark on a door (locked, riddle, broken, explored...)."""
        return self.box[ident].get("flags", {}).get(key, default)

    def set_flag(self, ident: str, key: str, value) -> None:
        self.box[ident].setdefault("flags", {})[key] = value
        self._changed()

    def signature(self) -> tuple:
        return tuple(sorted((i, self.edge_kind(i)) for i in self.box))

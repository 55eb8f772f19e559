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
"""
from __future__ import annotations

from collections.abc import Iterator

from .grid import Cell, Grid, edge_key

KINDS = ("door", "secret", "gate")
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


class Doors:
    """Operations over a door box (a dict living in the game state)."""

    __slots__ = ("box",)

    def __init__(self, box: dict) -> None:
        self.box = box

    def add(self, a: Cell, b: Cell, kind: str = "door", open_: bool = False, seen: bool = True) -> str:
        ident = door_id(a, b)
        self.box[ident] = new_door(a, b, kind, open_, seen)
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

    def open(self, ident: str) -> None:
        self.box[ident]["open"] = True

    def close(self, ident: str) -> None:
        self.box[ident]["open"] = False

    def toggle(self, ident: str) -> bool:
        d = self.box[ident]
        d["open"] = not d["open"]
        return d["open"]

    def find(self, ident: str, open_: bool = True) -> None:
        """A secret door is found and placed (open by default)."""
        d = self.box[ident]
        d["found"] = True
        d["open"] = open_

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

    def signature(self) -> tuple:
        return tuple(sorted((i, self.edge_kind(i)) for i in self.box))

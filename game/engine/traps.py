"""Traps on cells and on edges, and which ones a move sets off.

TseuQuest 16.1-A: a cell trap fires when a figure ENTERS its cell (standing
on it at the start of a move does nothing); an edge trap (spears, axes,
arrows aimed at an intersection) fires when a figure CROSSES that edge, in
either direction. The move pauses, the trap acts, then the move goes on if
it can: callers cut the path at the index returned when a trap says so.
Traps stay armed after firing (16.1-D), so walking a trap twice fires it
twice. Who sets off hidden traps (16.1-B: not the MB's figures) is the
caller's filter.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from .grid import Cell, edge_key


@dataclass
class Trap:
    """A trap on exactly one of: a cell, or the edge between two adjacent
    cells (stored in canonical order). Lists are accepted for cells."""

    id: str
    kind: str
    cell: Cell | None = None
    edge: tuple[Cell, Cell] | None = None
    hidden: bool = True
    armed: bool = True
    data: dict = field(default_factory=dict)

    def __post_init__(self):
        if (self.cell is None) == (self.edge is None):
            raise ValueError(f"trap {self.id!r}: give exactly one of cell or edge")
        if self.cell is not None:
            self.cell = (int(self.cell[0]), int(self.cell[1]))
        else:
            a, b = self.edge
            a, b = (int(a[0]), int(a[1])), (int(b[0]), int(b[1]))
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
                raise ValueError(f"trap {self.id!r}: edge cells must be adjacent: {a} {b}")
            self.edge = edge_key(a, b)

    def to_data(self) -> dict:
        d = {"id": self.id, "kind": self.kind, "hidden": self.hidden,
             "armed": self.armed, "data": dict(self.data)}
        if self.cell is not None:
            d["cell"] = list(self.cell)
        else:
            d["edge"] = [list(self.edge[0]), list(self.edge[1])]
        return d

    @classmethod
    def from_data(cls, d: dict) -> "Trap":
        return cls(id=d["id"], kind=d["kind"], cell=d.get("cell"), edge=d.get("edge"),
                   hidden=d.get("hidden", True), armed=d.get("armed", True),
                   data=dict(d.get("data", {})))


class TrapIndex:
    """Traps looked up by cell and by edge; build once, query many paths.

    Holds the Trap objects themselves, so later changes to hidden/armed are
    seen; moving a trap (cell/edge) needs a new index.
    """

    __slots__ = ("by_cell", "by_edge")

    def __init__(self, traps: Iterable[Trap]):
        self.by_cell: dict[Cell, list[Trap]] = {}
        self.by_edge: dict[tuple[Cell, Cell], list[Trap]] = {}
        for t in traps:
            if t.cell is not None:
                self.by_cell.setdefault(t.cell, []).append(t)
            else:
                self.by_edge.setdefault(t.edge, []).append(t)

    def at_cell(self, cell: Cell) -> list[Trap]:
        """Armed traps on this cell."""
        return [t for t in self.by_cell.get(tuple(cell), ()) if t.armed]

    def triggered(self, path: Sequence[Cell],
                  who_triggers: Callable[[Trap], bool] | None = None
                  ) -> list[tuple[int, Trap]]:
        """See traps_triggered."""
        out: list[tuple[int, Trap]] = []
        by_cell, by_edge = self.by_cell, self.by_edge
        if len(path) < 2 or not (by_cell or by_edge):
            return out
        prev = path[0]
        for i in range(1, len(path)):
            c = path[i]
            if by_edge:
                found = by_edge.get((prev, c) if prev <= c else (c, prev))
                if found:
                    for t in found:
                        if t.armed and (who_triggers is None or who_triggers(t)):
                            out.append((i, t))
            found = by_cell.get(c)
            if found:
                for t in found:
                    if t.armed and (who_triggers is None or who_triggers(t)):
                        out.append((i, t))
            prev = c
        return out


def traps_triggered(traps: Iterable[Trap] | TrapIndex, path: Sequence[Cell],
                    who_triggers: Callable[[Trap], bool] | None = None
                    ) -> list[tuple[int, Trap]]:
    """(step index, trap) for every armed trap the move along `path` sets
    off, in path order. path[0] is where the figure stands; step i moves
    path[i-1] -> path[i]. At a step, edge traps on the crossed edge come
    before traps in the entered cell (the edge is crossed first); traps on
    the same place keep their given order. A step between cells that are not
    adjacent (a jump over a pit, a ladder link) crosses no edge and only
    enters its destination. Disarmed traps never fire; who_triggers(trap)
    (default: all) filters the rest, e.g. hidden traps for the MB's figures.
    """
    index = traps if isinstance(traps, TrapIndex) else TrapIndex(traps)
    return index.triggered(path, who_triggers)

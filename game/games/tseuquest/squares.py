"""Squares as every system sees them: where the traps are, which squares are
free to put a figure on or to be pushed into, and hidden things coming out
(a trap placed or detected, a secret door found)."""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.state import World

from .discovery import place_room
from .world import DIRS, board, bump_blockers, cell_of, doors, emit, grid, occupied, revealed, scenery_at, scenery_row

FLOOR_TRAPS = ("pit", "deep_pit")


# -- traps ------------------------------------------------------------------------------
def trap_cells(w: World, placed_only: bool, kinds=None) -> dict:
    """{cell: trap} of square traps (placed ones only, or all; of some kinds, or all)."""
    out = {}
    for t in w.res["traps"]:
        if placed_only and t["hidden"]:
            continue
        if kinds is not None and t["kind"] not in kinds:
            continue
        for c in t["cells"]:
            out[tuple(c)] = t
    return out


def trap_cells_of(trap: dict) -> list:
    if trap["edge"]:
        return [tuple(trap["edge"][0]), tuple(trap["edge"][1])]
    return [tuple(c) for c in trap["cells"]]


def trap_by_id(w: World, ident: str) -> dict | None:
    return next((t for t in w.res["traps"] if t["id"] == ident), None)


def reveal_trap(w: World, trap: dict, events: list[Event], why: str, nature: bool = True) -> None:
    """Placed on the board (16.1-C); detect-magic shows only where, not what (12.3)."""
    if nature:
        was = trap["hidden"] or trap.get("detected")
        trap["hidden"] = False
        trap["detected"] = False
        if was:
            emit(events, "trap_found", trap=trap["id"], kind=trap["kind"], why=why)
            revealed(events, "trap")
    elif trap["hidden"] and not trap["detected"]:
        trap["detected"] = True
        emit(events, "trap_detected", cells=trap["cells"], edge=trap["edge"], why=why)   # where, not what
        revealed(events, "trap")


def find_secret(w: World, ident: str, events: list[Event]) -> None:
    """7.3-C: a secret door is found and placed open, with the room behind it."""
    d = doors(w)
    d.find(ident, open_=True)
    bump_blockers(w)
    emit(events, "secret_found", door=ident)
    revealed(events, "secret")
    b = board(w)
    for c in d.cells(ident):
        place_room(w, b.room.get(c, 0), events)


# -- free squares ----------------------------------------------------------------------------
def _passable(scen: dict, cell) -> bool:
    s = scen.get(cell)
    return s is None or scenery_row(s[1].kind)["passable"]


def free_cell_near(w: World, cell) -> tuple | None:
    """The nearest square (breadth first through open edges) with no figure and passable scenery."""
    b = board(w)
    g = grid(w)
    occ = occupied(w)
    scen = scenery_at(w)
    floor = set(trap_cells(w, True, FLOOR_TRAPS))
    seen = {tuple(cell)}
    todo = [tuple(cell)]
    while todo:
        nxt = []
        for c in todo:
            if c in b.room and c not in occ and c not in floor and _passable(scen, c):
                return c
            for n in g.neighbors4(c):
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        todo = nxt
    return None


def free_adjacent(w: World, cell) -> list:
    """Squares next to `cell` (through open edges) with no figure, placed pit or impassable scenery."""
    g = grid(w)
    occ = occupied(w)
    scen = scenery_at(w)
    floor = trap_cells(w, True, FLOOR_TRAPS)
    out = []
    for dx, dy in DIRS:
        n = (cell[0] + dx, cell[1] + dy)
        if n not in board(w).room or g.blocks_move(cell, n) or n in occ or n in floor:
            continue
        if not _passable(scen, n):
            continue
        out.append(n)
    return sorted(out)


def step_ok(w: World, eid: int, to) -> bool:
    """A single forced step (a push, an 'Oops!') may go to this square."""
    c = cell_of(w, eid)
    if c is None or to not in board(w).room or grid(w).blocks_move(c, to):
        return False
    if to in occupied(w):
        return False
    if not _passable(scenery_at(w), to):
        return False
    return to not in trap_cells(w, True, FLOOR_TRAPS)

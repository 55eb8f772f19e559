"""The tower as one grid: levels of two 5x4 map tiles stacked bottom-up.

Coordinates are (x, y) with y = 0 the bottom row of level 1. Edges:
`floor` holds cells whose bottom edge is a platform, `one_way` the platforms
crossable upward only (the boss level's entry), `walls` the cells with a wall
on their left edge. A ladder crosses a platform when the cells on both sides
of it hold ladders. Built once per tile layout and shared (it is immutable).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .tiles import PlatformerTile, load_tiles

TILE_W, TILE_H = 5, 4
WIDTH = 2 * TILE_W
LEVEL_H = TILE_H


@lru_cache(maxsize=None)
def tile_index() -> dict[str, PlatformerTile]:
    return {t.name: t for t in load_tiles()}


@dataclass(frozen=True)
class Board:
    levels: int
    height: int
    floor: frozenset
    one_way: frozenset
    walls: frozenset            # wall on the LEFT edge of the cell (between x-1 and x)
    ladders: frozenset
    traps: frozenset
    portals: frozenset
    shops: frozenset
    spawns: frozenset
    gold: frozenset
    gems: frozenset
    boss_spawns: frozenset
    boss_tokens: frozenset

    @staticmethod
    def level_of(cell) -> int:
        return cell[1] // LEVEL_H

    @staticmethod
    def tile_of(cell) -> tuple[int, int]:
        return cell[1] // LEVEL_H, cell[0] // TILE_W

    def in_level(self, cells, level: int) -> list:
        lo = level * LEVEL_H
        return sorted(c for c in cells if lo <= c[1] < lo + LEVEL_H)

    def wall_between(self, a, b) -> bool:
        """a and b horizontally adjacent."""
        right = a if a[0] > b[0] else b
        return right in self.walls

    def ladder_pair(self, low, high) -> bool:
        return low in self.ladders and high in self.ladders

    def edge_open(self, a, b, upward_one_way: bool) -> bool:
        """Can something cross the edge from a to its orthogonal neighbour b?

        upward_one_way: crossing a one-way platform upward is allowed (heroes)."""
        if a[1] == b[1]:
            return not self.wall_between(a, b)
        low, high = (a, b) if a[1] < b[1] else (b, a)
        if high not in self.floor or self.ladder_pair(low, high):
            return True
        return upward_one_way and high in self.one_way and a[1] < b[1]


@lru_cache(maxsize=64)
def build_board(layout: tuple[tuple[str, str], ...]) -> Board:
    """layout: per level (bottom first) the names of its left and right tile."""
    tiles = tile_index()
    sets: dict[str, set] = {k: set() for k in ("floor", "one_way", "walls", "ladders", "traps", "portals",
                                               "shops", "spawns", "gold", "gems", "boss_spawns", "boss_tokens")}
    for level, names in enumerate(layout):
        for side, name in enumerate(names):
            tile = tiles[name]
            dx, dy = side * TILE_W, level * LEVEL_H
            shift = lambda cells: {(x + dx, y + dy) for x, y in cells}  # noqa: E731
            sets["floor"] |= shift(tile.platform_below)
            sets["one_way"] |= shift(tile.one_way)
            sets["walls"] |= shift(tile.wall_left)
            sets["walls"] |= {(x + 1, y) for x, y in shift(tile.wall_right)}
            for key, cells in (("ladders", tile.ladders), ("traps", tile.traps), ("portals", tile.portals),
                               ("shops", tile.shops), ("spawns", tile.spawns), ("gold", tile.gold),
                               ("gems", tile.gems), ("boss_spawns", tile.boss_spawns),
                               ("boss_tokens", tile.boss_tokens)):
                sets[key] |= shift(cells)
    # the tower's outer sides are walls; x = 0's left edge is outside the grid anyway
    sets["walls"] = {c for c in sets["walls"] if 0 < c[0] < WIDTH}
    return Board(levels=len(layout), height=len(layout) * LEVEL_H,
                 **{k: frozenset(v) for k, v in sets.items()})

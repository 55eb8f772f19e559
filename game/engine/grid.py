"""Square grid with edges (walls, platforms, doors) between orthogonal neighbours.

Shared by Platformer, TseuQuest, Dungeon Universalis and Star Quest.

Geometry: cells are (x, y) int tuples; cell (x, y) is the unit square
[x, x+1] x [y, y+1] and its centre is (x + 0.5, y + 0.5). The grid does not
care whether y grows up or down: DIRS4 are plain vectors, callers name them.

Edges: the border between two orthogonally adjacent cells may carry a kind
(any string: "wall", "platform", "door_closed", "door_open", ...). An edge
blocks movement unless its kind is in `passable_kinds`. A one-way edge can be
crossed only from the cell it was set from, whatever its kind (a platform you
jump through from below); its kind still matters for sight.

Links: extra connections between two cells (ladders through a platform,
secret passages). They add neighbours and ignore edges. Portals are not
links; callers handle them.

Speed: neighbour lists are cached per cell as tuples (do not mutate them) and
only the cells around a changed edge or link are recomputed.
"""
from __future__ import annotations

import heapq
import math
from collections.abc import Callable, Iterator

Cell = tuple[int, int]
Edge = tuple[Cell, Cell]

DIRS4: tuple[Cell, ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))
DIAGONALS: tuple[Cell, ...] = ((1, 1), (-1, 1), (-1, -1), (1, -1))
DIRS8: tuple[Cell, ...] = DIRS4 + DIAGONALS

# Diagonal step rules (neighbors8 / reachable / path with diagonals=True).
# A diagonal step c -> d has two orthogonal two-step routes around the corner
# (via (d.x, c.y) and via (c.x, d.y)); a route is open when neither of its
# two edges blocks the move.
STRICT = "strict"  # both routes open: no wall may touch the corner being cut
LOOSE = "loose"    # at least one route open: a wall running straight through the corner still blocks
FREE = "free"      # edges are ignored for diagonal steps
CORNER_MODES = (STRICT, LOOSE, FREE)

DEFAULT_PASSABLE_KINDS = frozenset({"door_open"})
_NO_GOAL = (-(10 ** 9), -(10 ** 9))   # a goal no search reaches: keeps parents, never stops early


def edge_key(a: Cell, b: Cell) -> Edge:
    """Canonical (sorted) key of the edge between a and b."""
    return (a, b) if a <= b else (b, a)


def euclid(a: Cell, b: Cell) -> float:
    """Distance in cells between the centres of a and b."""
    return math.hypot(a[0] - b[0], a[1] - b[1])


def chebyshev(a: Cell, b: Cell) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def manhattan(a: Cell, b: Cell) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _cell(c) -> Cell:
    # Accept lists from JSON; keys must be tuples.
    return (int(c[0]), int(c[1]))


class Grid:
    """A width x height board of cells with edges and links; see module doc."""

    __slots__ = ("width", "height", "passable_kinds", "_cells",
                 "_edges", "_one_way", "_links", "_n4", "_n8")

    def __init__(self, width: int, height: int,
                 passable_kinds=DEFAULT_PASSABLE_KINDS):
        if width <= 0 or height <= 0:
            raise ValueError(f"grid size must be positive, got {width}x{height}")
        self.width = width
        self.height = height
        self.passable_kinds = frozenset(passable_kinds)
        self._cells = tuple((x, y) for y in range(height) for x in range(width))
        self._edges: dict[Edge, str] = {}       # edge_key -> kind
        self._one_way: dict[Edge, Cell] = {}    # edge_key -> the cell it may be crossed from
        self._links: dict[Cell, tuple[Cell, ...]] = {}  # directed: from -> targets
        self._n4: dict[Cell, tuple[Cell, ...]] = {}
        self._n8: dict[Cell, tuple[tuple[Cell, ...], ...]] = {}  # (strict, loose, free)

    # ---- basics -------------------------------------------------------
    def in_bounds(self, c: Cell) -> bool:
        x, y = c
        return 0 <= x < self.width and 0 <= y < self.height

    def cells(self) -> Iterator[Cell]:
        """All cells, row by row (y, then x)."""
        return iter(self._cells)

    @staticmethod
    def adjacent4(a: Cell, b: Cell) -> bool:
        """Geometric orthogonal adjacency; ignores edges and links."""
        return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1

    # ---- edges --------------------------------------------------------
    def set_edge(self, a: Cell, b: Cell, kind: str, one_way: bool = False) -> None:
        """Put an edge of `kind` between adjacent a and b (replacing any).

        one_way: crossing is allowed only from a to b (never b to a),
        whatever the kind.
        """
        a, b = _cell(a), _cell(b)
        if not self.adjacent4(a, b):
            raise ValueError(f"edge cells must be orthogonally adjacent: {a} {b}")
        key = edge_key(a, b)
        if self._edges.get(key) == kind and self._one_way.get(key) == (a if one_way else None):
            return                  # the same edge again: the neighbour caches around it stay good
        self._edges[key] = kind
        if one_way:
            self._one_way[key] = a
        else:
            self._one_way.pop(key, None)
        self._touch_edge(a, b)

    def clear_edge(self, a: Cell, b: Cell) -> None:
        a, b = _cell(a), _cell(b)
        key = edge_key(a, b)
        if self._edges.pop(key, None) is not None:
            self._one_way.pop(key, None)
            self._touch_edge(a, b)

    def edge(self, a: Cell, b: Cell) -> str | None:
        """Kind of the edge between a and b (either order), or None."""
        return self._edges.get((a, b) if a <= b else (b, a))

    def edge_one_way_from(self, a: Cell, b: Cell) -> Cell | None:
        """The cell a one-way edge may be crossed from, None if two-way/absent."""
        return self._one_way.get((a, b) if a <= b else (b, a))

    def edges(self) -> Iterator[tuple[Cell, Cell, str, bool]]:
        """(a, b, kind, one_way) for every edge; for one-way edges a is the
        side it may be crossed from."""
        for key, kind in self._edges.items():
            src = self._one_way.get(key)
            if src is None:
                yield key[0], key[1], kind, False
            else:
                dst = key[1] if src == key[0] else key[0]
                yield src, dst, kind, True

    def blocks_move(self, a: Cell, b: Cell) -> bool:
        """True if an edge stops a move from a to b (one-way aware).

        Only edges count: links, bounds and occupants are not looked at, and a
        pair that is not adjacent has no edge (False).
        """
        key = (a, b) if a <= b else (b, a)
        kind = self._edges.get(key)
        if kind is None:
            return False
        src = self._one_way.get(key)
        if src is not None:
            return a != src
        return kind not in self.passable_kinds

    # ---- links --------------------------------------------------------
    def set_link(self, a: Cell, b: Cell, one_way: bool = False) -> None:
        """Connect a and b anyway (ladder through a platform, secret passage).

        Two-way unless one_way (then only a -> b).
        """
        a, b = _cell(a), _cell(b)
        if a == b:
            raise ValueError(f"cannot link a cell to itself: {a}")
        self._add_link(a, b)
        if not one_way:
            self._add_link(b, a)

    def clear_link(self, a: Cell, b: Cell) -> None:
        """Remove the link between a and b in both directions."""
        a, b = _cell(a), _cell(b)
        self._remove_link(a, b)
        self._remove_link(b, a)

    def links(self) -> Iterator[tuple[Cell, Cell]]:
        """Directed (from, to) pairs; a two-way link appears both ways."""
        for a, targets in self._links.items():
            for b in targets:
                yield a, b

    def _add_link(self, a: Cell, b: Cell) -> None:
        targets = self._links.get(a, ())
        if b not in targets:
            self._links[a] = targets + (b,)
            self._touch_cell(a)

    def _remove_link(self, a: Cell, b: Cell) -> None:
        targets = self._links.get(a)
        if targets and b in targets:
            rest = tuple(t for t in targets if t != b)
            if rest:
                self._links[a] = rest
            else:
                del self._links[a]
            self._touch_cell(a)

    # ---- neighbour caches ----------------------------------------------
    def _touch_edge(self, a: Cell, b: Cell) -> None:
        n4, n8 = self._n4, self._n8
        n4.pop(a, None)
        n4.pop(b, None)
        # A diagonal step of cell c uses only edges inside c's 3x3 block.
        for (x, y) in (a, b):
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    n8.pop((x + dx, y + dy), None)

    def _touch_cell(self, c: Cell) -> None:
        self._n4.pop(c, None)
        self._n8.pop(c, None)

    def neighbors4(self, c: Cell) -> tuple[Cell, ...]:
        """Orthogonal neighbours in bounds and not blocked by an edge, then
        link targets (sorted). Cached tuple in DIRS4 order: do not mutate."""
        r = self._n4.get(c)
        if r is None:
            r = self._n4[c] = self._compute_n4(c)
        return r

    def _compute_n4(self, c: Cell) -> tuple[Cell, ...]:
        x, y = c
        w, h = self.width, self.height
        out = []
        for dx, dy in DIRS4:
            n = (x + dx, y + dy)
            if 0 <= n[0] < w and 0 <= n[1] < h and not self.blocks_move(c, n):
                out.append(n)
        # link targets in sorted order: the same whatever order the links were made in
        # (a grid rebuilt from its data must answer exactly like the original)
        for n in sorted(self._links.get(c, ())):
            if 0 <= n[0] < w and 0 <= n[1] < h and n not in out:
                out.append(n)
        return tuple(out)

    def neighbors8(self, c: Cell, corner: str = STRICT) -> tuple[Cell, ...]:
        """neighbors4(c) plus diagonal neighbours allowed by `corner`:

        STRICT: both orthogonal routes around the corner are open (no
        blocking edge touches the corner point being cut);
        LOOSE: at least one route is open;
        FREE: any in-bounds diagonal.
        Only edges are looked at, not what stands in the orthogonal cells.
        """
        r = self._n8.get(c)
        if r is None:
            r = self._n8[c] = self._compute_n8(c)
        if corner == STRICT:
            return r[0]
        if corner == LOOSE:
            return r[1]
        if corner == FREE:
            return r[2]
        raise ValueError(f"unknown corner mode {corner!r}")

    def _compute_n8(self, c: Cell):
        base = self.neighbors4(c)
        strict, loose, free = list(base), list(base), list(base)
        x, y = c
        w, h = self.width, self.height
        bm = self.blocks_move
        for dx, dy in DIAGONALS:
            d = (x + dx, y + dy)
            if not (0 <= d[0] < w and 0 <= d[1] < h) or d in base:
                continue
            o1, o2 = (x + dx, y), (x, y + dy)
            r1 = not bm(c, o1) and not bm(o1, d)
            r2 = not bm(c, o2) and not bm(o2, d)
            if r1 and r2:
                strict.append(d)
            if r1 or r2:
                loose.append(d)
            free.append(d)
        return tuple(strict), tuple(loose), tuple(free)

    def can_step(self, a: Cell, b: Cell, diagonals: bool = False,
                 corner: str = STRICT) -> bool:
        """True if b is a neighbour of a (edges, bounds and links applied)."""
        nb = self.neighbors8(a, corner) if diagonals else self.neighbors4(a)
        return b in nb

    # ---- searches -------------------------------------------------------
    def reachable(self, start: Cell, max_cost: float | None,
                  passable: Callable[[Cell], bool] | None = None,
                  cost: Callable[[Cell, Cell], float | None] | None = None,
                  stop_at: Callable[[Cell], bool] | None = None,
                  diagonals: bool = False, corner: str = STRICT) -> dict[Cell, float]:
        """Min cost to every cell reachable from start within max_cost.

        passable(c): c may be entered (start is always included, cost 0).
        cost(a, b): cost of the step a -> b (default 1; None or inf = no step).
        stop_at(c): c may be entered but not left (a pit, a trap that stops
        the move, a door that opens on a discovery); not applied to start.
        max_cost None means unlimited.
        """
        dist, _ = self._search(start, max_cost, passable, cost, stop_at,
                               diagonals, corner, None)
        return dist

    def reachable_tree(self, start: Cell, max_cost: float | None,
                       passable: Callable[[Cell], bool] | None = None,
                       cost: Callable[[Cell, Cell], float | None] | None = None,
                       stop_at: Callable[[Cell], bool] | None = None,
                       diagonals: bool = False, corner: str = STRICT,
                       until: tuple | None = None, min_step: float = 0
                       ) -> tuple[dict[Cell, float], dict[Cell, Cell]]:
        """reachable() plus the parent of every reached cell, so paths to any of
        them come from one search (see path_from_tree).

        min_step: no step costs less than this (with costs); the search then
        leaves out the steps from cells where none would fit within max_cost,
        and into cells it has already reached as cheaply as a step could.

        until=(cells, within): the caller needs only those cells and the ones
        costing at most `within`; the search stops once it has them all. Every
        cell it answers for has the cost and parent a full search would give;
        other cells are left out. (A cell of `cells` that cannot be reached
        makes it search everything, as without `until`.)"""
        dist, parent = self._search(start, max_cost, passable, cost, stop_at,
                                    diagonals, corner, _NO_GOAL, until, min_step)
        return dist, parent

    @staticmethod
    def path_from_tree(parent: dict[Cell, Cell], start: Cell, goal: Cell) -> list[Cell] | None:
        """[start, ..., goal] through a reachable_tree's parents, or None."""
        if goal == start:
            return [start]
        if goal not in parent:
            return None
        out = [goal]
        c = goal
        while c != start:
            c = parent[c]
            out.append(c)
        out.reverse()
        return out

    def path(self, start: Cell, goal: Cell,
             passable: Callable[[Cell], bool] | None = None,
             cost: Callable[[Cell, Cell], float | None] | None = None,
             stop_at: Callable[[Cell], bool] | None = None,
             diagonals: bool = False, corner: str = STRICT,
             max_cost: float | None = None) -> list[Cell] | None:
        """Cheapest path [start, ..., goal] or None (same rules as reachable;
        goal must itself be passable, and may be a stop_at cell).
        Ties are broken deterministically (DIRS4/DIRS8 order, then links)."""
        if start == goal:
            return [start]
        dist, parent = self._search(start, max_cost, passable, cost, stop_at,
                                    diagonals, corner, goal)
        if goal not in dist:
            return None
        out = [goal]
        c = goal
        while c != start:
            c = parent[c]
            out.append(c)
        out.reverse()
        return out

    def _search(self, start, max_cost, passable, cost, stop_at,
                diagonals, corner, goal, until=None, min_step=0):
        if max_cost is None:
            max_cost = math.inf
        if diagonals:
            if corner not in CORNER_MODES:
                raise ValueError(f"unknown corner mode {corner!r}")
            # neighbors8(c, corner) without a call per cell: its cached tables read in place
            table, which, compute = self._n8, CORNER_MODES.index(corner), self._compute_n8
        else:
            table, which, compute = self._n4, None, self._compute_n4
        dist: dict[Cell, float] = {start: 0}
        parent: dict[Cell, Cell] | None = {} if goal is not None else None
        # until: the cells still missing (None: search everything) and the cost below which all are wanted
        left, within = (set(until[0]) - {start}, until[1]) if until is not None else (None, 0)

        if cost is None:
            # Unit costs: breadth-first, level by level.
            frontier = [start]
            d = 0
            while frontier and d < max_cost:
                if left is not None and not left and d >= within:
                    break                   # every level up to `within` is done (and found is final)
                d += 1
                nxt = []
                for c in frontier:
                    r = table.get(c)
                    if r is None:
                        r = table[c] = compute(c)
                    for n in (r if which is None else r[which]):
                        if n in dist or (passable is not None and not passable(n)):
                            continue
                        dist[n] = d
                        if left:
                            left.discard(n)
                        if parent is not None:
                            parent[n] = c
                            if n == goal:
                                return dist, parent
                        if stop_at is None or not stop_at(n):
                            nxt.append(n)
                frontier = nxt
            return dist, parent

        heap = [(0, 0, start)]
        counter = 1
        done = set()
        pop, push, known, inf = heapq.heappop, heapq.heappush, dist.get, math.inf
        while heap:
            d, _, c = pop(heap)
            if c in done:
                continue
            if left is not None and not left and d > within:
                # all asked for is settled: the cells still queued have no final cost yet, drop them
                for n in [c] + [e[2] for e in heap]:
                    if n not in done:
                        dist.pop(n, None)
                        if parent is not None:
                            parent.pop(n, None)
                break
            done.add(c)
            if left:
                left.discard(c)
            if c == goal:
                break
            least = d + min_step            # what reaching a neighbour costs at the least
            if least > max_cost:
                continue                    # no step from here fits
            if c != start and stop_at is not None and stop_at(c):
                continue
            r = table.get(c)
            if r is None:
                r = table[c] = compute(c)
            for n in (r if which is None else r[which]):
                old = known(n, inf)
                # reached already as cheaply as any step from here could (settled cells too: costs
                # are never negative), or not to be entered: no cost to ask
                if old <= least or (passable is not None and not passable(n)):
                    continue
                step = cost(c, n)
                if step is None:
                    continue
                nd = d + step
                if nd <= max_cost and nd < old:
                    dist[n] = nd
                    if parent is not None:
                        parent[n] = c
                    push(heap, (nd, counter, n))
                    counter += 1
        return dist, parent

    # ---- copies and data ------------------------------------------------
    def clone(self) -> "Grid":
        """Independent copy (caches are copied too, so it is warm)."""
        g = Grid.__new__(Grid)
        g.width, g.height = self.width, self.height
        g.passable_kinds = self.passable_kinds
        g._cells = self._cells
        g._edges = self._edges.copy()
        g._one_way = self._one_way.copy()
        g._links = self._links.copy()
        g._n4 = self._n4.copy()
        g._n8 = self._n8.copy()
        return g

    def to_data(self) -> dict:
        """Plain JSON-able data, sorted so equal grids give equal data."""
        edges = []
        for a, b, kind, one_way in sorted(self.edges()):
            edges.append({"a": list(a), "b": list(b), "kind": kind, "one_way": one_way})
        links = []
        pairs = set(self.links())
        for a, b in sorted(pairs):
            both = (b, a) in pairs
            if both and b < a:
                continue
            links.append({"a": list(a), "b": list(b), "one_way": not both})
        return {"width": self.width, "height": self.height,
                "passable_kinds": sorted(self.passable_kinds),
                "edges": edges, "links": links}

    @classmethod
    def from_data(cls, d: dict) -> "Grid":
        g = cls(int(d["width"]), int(d["height"]),
                d.get("passable_kinds", DEFAULT_PASSABLE_KINDS))
        for e in d.get("edges", ()):
            g.set_edge(e["a"], e["b"], e["kind"], bool(e.get("one_way", False)))
        for link in d.get("links", ()):
            g.set_link(link["a"], link["b"], bool(link.get("one_way", False)))
        return g

    def __eq__(self, other) -> bool:
        if not isinstance(other, Grid):
            return NotImplemented
        return (self.width == other.width and self.height == other.height
                and self.passable_kinds == other.passable_kinds
                and self._edges == other._edges
                and self._one_way == other._one_way
                and set(self.links()) == set(other.links()))

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return (f"Grid({self.width}x{self.height}, {len(self._edges)} edges, "
                f"{sum(len(t) for t in self._links.values())} links)")


# ---- heights, sizes and facing (Dungeon Universalis; any grid game may use them) ----
# Heights 0-4: 0 floor, 1 tables/chests/small figures, 2 cupboards/doors/medium
# figures, 3 large statues/large figures, 4 walls/huge figures.
SIZES: tuple[str, ...] = ("small", "medium", "large", "huge")
SIZE_HEIGHT = {"small": 1, "medium": 2, "large": 3, "huge": 4}


def size_rank(size: str) -> int:
    """Height of a creature of this size (small 1 ... huge 4)."""
    return SIZE_HEIGHT[size]


BASE_SPAN = {"small": 1, "medium": 1, "large": 2, "huge": 2}    # squares a side of the base covers


def base_cells(anchor: Cell, span: int = 1) -> list[Cell]:
    """The squares of a span x span base whose top-left square is anchor (multi-square figures)."""
    x, y = anchor
    if span == 1:
        return [(x, y)]
    return [(x + i, y + j) for j in range(span) for i in range(span)]


def occupancy(bases) -> tuple[dict, list]:
    """Square -> owner for (owner, cells) pairs of multi-square bases, and the overlaps found as
    (square, first owner, second owner)."""
    held: dict = {}
    overlaps = []
    for owner, cells in bases:
        for c in cells:
            if c in held:
                overlaps.append((c, held[c], owner))
            else:
                held[c] = owner
    return held, overlaps


def base_distance(a_cells, b_cells) -> int:
    """Squares between two bases, from their nearest squares (Chebyshev)."""
    return min(chebyshev(p, q) for p in a_cells for q in b_cells)


def much_bigger(a: str | int, b: str | int) -> bool:
    """'Much bigger': two or more points of size or height apart."""
    ra = a if isinstance(a, int) else SIZE_HEIGHT[a]
    rb = b if isinstance(b, int) else SIZE_HEIGHT[b]
    return ra - rb >= 2


def adjacent_at_heights(a: Cell, b: Cell, surface_a: int, surface_b: int,
                        lower_is_huge: bool = False) -> bool:
    """Two figures touch when their cells touch (diagonals included) and the
    surfaces they stand on differ by at most 1 height point; a huge figure
    on the lower surface still reaches up."""
    if chebyshev(a, b) != 1:
        return False
    return abs(surface_a - surface_b) <= 1 or lower_is_huge


def facing_towards(a: Cell, b: Cell) -> Cell:
    """The one of the eight facings (a DIRS8 vector) that points from a to b
    most closely: each axis rounded by the sign of its share of the offset."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx == 0 and dy == 0:
        return (0, 1)
    big = max(abs(dx), abs(dy))
    fx = 0 if abs(dx) * 2 < big else (1 if dx > 0 else -1)
    fy = 0 if abs(dy) * 2 < big else (1 if dy > 0 else -1)
    return (fx, fy)


def behind(cell: Cell, facing: Cell, other: Cell) -> bool:
    """True if `other` is in the back arc of a figure at `cell` facing
    `facing`: the direction to it points away from the facing."""
    d = facing_towards(cell, other)
    return d[0] * facing[0] + d[1] * facing[1] < 0

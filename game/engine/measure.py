"""Measuring in inches on a grid of cells (Star Quest; any game that measures).

One place for every distance rule:

* The table is a grid of square 1" cells (48x48 on the 48"x48" table).
  The 24"x24" table has 24x24 cells of 1" and halves every rule distance
  instead (`scale` 0.5), so a rule's 6" is 3 cells there.
* Every model stands on a round base centred on its cell; bases have a
  diameter in inches that does not change with the table size (the same
  models go on both tables). Distance between two models is measured base
  edge to base edge: the Euclidean distance between the centres minus both
  radii, never below 0. Bases may not overlap. Two bases are in contact
  when they are less than 3/4" apart: the closest two cells of 1" can
  bring them in every direction (1" bases: orthogonal and diagonal
  neighbours, gaps 0 and 0.41").
* Height is a separate number per cell, in cells (1" each) above the
  table. "Within X" across the table ignores height; vertical reach
  compares heights.
* Movement is measured along the path: 1 per orthogonal step, sqrt(2) per
  diagonal step (octile metric, the grid's best approximation of a
  straight line), plus the height climbed or descended.
"""
from __future__ import annotations

import math

from .grid import Cell

SQRT2 = math.sqrt(2.0)
BASE = 1.0          # the usual base diameter in cells (infantry, heroes, markers)
R = BASE / 2        # its radius
CONTACT = 0.75      # bases closer than this are in contact (see the module doc)


def gap(a: Cell, b: Cell, ra: float = R, rb: float = R) -> float:
    """Base edge to base edge distance in cells between models of base radii ra, rb."""
    d = math.hypot(a[0] - b[0], a[1] - b[1]) - ra - rb
    return d if d > 0 else 0.0


def overlaps(a: Cell, b: Cell, ra: float = R, rb: float = R) -> bool:
    """Two bases centred on these cells would overlap (the same cell always does)."""
    return a == b or math.hypot(a[0] - b[0], a[1] - b[1]) < ra + rb - 1e-9


def in_contact(a: Cell, b: Cell, ra: float = R, rb: float = R) -> bool:
    """Base contact: the bases touch as closely as the grid allows."""
    if ra == R and rb == R:
        return a != b and max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1
    return not overlaps(a, b, ra, rb) and gap(a, b, ra, rb) < CONTACT


def step_length(a: Cell, b: Cell) -> float:
    """Horizontal length of one move step (neighbour or a longer link)."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    if dx <= 1 and dy <= 1:
        return SQRT2 if dx and dy else float(dx + dy)
    return math.hypot(dx, dy)


class Measure:
    """Rule inches -> cells for one table size. `scale` is 1 on the full
    table and 0.5 on the half-size one (every distance halved)."""

    __slots__ = ("scale",)

    def __init__(self, scale: float = 1.0) -> None:
        if scale <= 0:
            raise ValueError("scale must be positive")
        self.scale = scale

    def cells(self, inches: float) -> float:
        """A rule distance in cells."""
        return inches * self.scale

    def inches(self, cells: float) -> float:
        """A measured distance in rule inches (for the log and the view)."""
        return cells / self.scale

    def within(self, a: Cell, b: Cell, inches: float, ra: float = R, rb: float = R) -> bool:
        """Model at a within `inches` of model at b (base to base)."""
        return gap(a, b, ra, rb) <= inches * self.scale + 1e-9

    def within_reach(self, a: Cell, b: Cell, ha: float, hb: float,
                     horizontal: float, vertical: float, ra: float = R, rb: float = R) -> bool:
        """Within `horizontal` rule inches across the table and `vertical`
        rule inches up or down (heights ha, hb in cells)."""
        return (gap(a, b, ra, rb) <= horizontal * self.scale + 1e-9
                and abs(ha - hb) <= vertical * self.scale + 1e-9)


class MoveMap:
    """Movement costs over a Grid's cells with heights, precomputed once per
    board so that searches are plain loops (the AI runs many).

    A step to a neighbour (8 directions, or a link of the grid such as a
    1" gap crossing) costs its horizontal length plus the height climbed or
    descended. Descending more than `max_drop` is not a move (it needs a
    jump), a diagonal step may not squeeze between two impassable cells,
    and impassable cells are never entered. Heights are in cells already
    (the caller scales inches).
    """

    __slots__ = ("grid", "heights", "impassable", "difficult", "max_drop", "_nbrs", "_free", "_memo", "_open")

    def __init__(self, grid, heights: dict, impassable, difficult=frozenset(), max_drop: float = 3.0) -> None:
        self.grid = grid
        self.heights = heights
        self.impassable = frozenset(impassable)
        self.difficult = frozenset(difficult)
        self.max_drop = max_drop
        self._nbrs: dict = {}
        self._free: dict = {}
        self._memo: dict = {}      # the last few searches (an AI asks the same question several times)
        self._open: dict = {}      # searches that no blocked cell changed (see reach)
        for c in grid.cells():
            if c in self.impassable:
                continue
            self._nbrs[c] = self._steps(c)

    def _steps(self, c):
        out = []
        h = self.heights.get(c, 0)
        x, y = c
        imp = self.impassable
        for n in self.grid.neighbors8(c, "free"):
            if n in imp:
                continue
            dx, dy = n[0] - x, n[1] - y
            if abs(dx) <= 1 and abs(dy) <= 1 and dx and dy and (x + dx, y) in imp and (x, y + dy) in imp:
                continue
            dh = self.heights.get(n, 0) - h
            if dh < -self.max_drop - 1e-9:
                continue
            out.append((n, step_length(c, n) + abs(dh), n in self.difficult))
        return tuple(out)

    def steps(self, c, flying: bool = False):
        """(neighbour, cost, enters_difficult) of every move step from c."""
        if not flying:
            return self._nbrs.get(c, ())
        r = self._free.get(c)
        if r is None:
            r = self._free[c] = tuple((n, step_length(c, n), False)
                                      for n in self.grid.neighbors8(c, "free"))
        return r

    MEMO_SIZE = 64      # searches kept, least recently used dropped first
    OPEN_SIZE = 256     # searches kept that no blocked cell changed

    def reach(self, start, budget: float, blocked=frozenset(), difficult_cap: float | None = None,
              flying: bool = False, want_parents: bool = False):
        """{cell: cost} of every cell reachable from start within budget.

        blocked: cells that may not be entered (enemy models); impassable
        cells may be crossed only when flying and are never returned then.
        difficult_cap: if given, a move that enters or starts in difficult
        terrain may cost at most this much in total. With want_parents also
        returns what path_to needs to rebuild the cheapest legal path.
        Identical calls share one result: callers must not change it.

        Two memos, neither of which can go stale (the map never changes):
        _memo holds the last searches by all their arguments; _open holds,
        by all arguments but `blocked`, searches that no blocked cell
        changed (none was ever a step away within the budget). Such a
        search is the search with no cells blocked, and it is the answer for
        any blocked set that misses every cell it reached: the search never
        tried to step into one, so it runs the same steps in the same order
        (same costs, same paths). Units far from their enemies (most moves)
        are answered from it, game after game."""
        blocked = frozenset(blocked)
        key = (start, budget, blocked, difficult_cap, flying)
        memo = self._memo
        got = memo.pop(key, None)
        if got is None:
            okey = (start, budget, difficult_cap, flying)
            open_ = self._open
            free = open_.pop(okey, None)
            if free is not None and (flying or blocked.isdisjoint(free[0])):
                got = free
            else:
                got = self._search(start, budget, blocked, difficult_cap, flying)
                if free is None and (flying or self._untouched(got[0], blocked, budget, flying)):
                    free = got
            if free is not None:
                if len(open_) >= self.OPEN_SIZE:
                    del open_[next(iter(open_))]        # dicts keep insertion order: the oldest use
                open_[okey] = free
            if len(memo) >= self.MEMO_SIZE:
                del memo[next(iter(memo))]
        memo[key] = got                                 # (re)inserted last: the most recent use
        return got if want_parents else got[0]

    def _untouched(self, reached: dict, blocked, budget: float, flying: bool) -> bool:
        """No blocked cell is one step (within the budget) from a reached
        cell: the search would have run the same with nothing blocked.
        (A cell's cheapest label stands for both: it can only reach more.)"""
        cells, index = self._tables(flying)[:2]
        into = self._into(flying)
        limit = budget + 1e-9
        for c in blocked:
            j = index.get(c)
            if j is None:
                continue
            for i, cost in into[j]:
                d = reached.get(cells[i])
                if d is not None and d + cost <= limit:
                    return False
        return True

    def _into(self, flying: bool):
        """Each cell's incoming steps as (index of the cell stepped from, cost)."""
        key = ("into", flying)
        t = self._free.get(key)
        if t is None:
            cells, index, one = self._tables(flying)[:3]
            into = [[] for _ in cells]
            for i, steps in enumerate(one):
                for j, cost in steps:
                    into[j].append((i, cost))
            t = self._free[key] = [tuple(x) for x in into]
        return t

    def _tables(self, flying: bool):
        """Cells by index, and each cell's steps as flat tuples for the
        searches' inner loops (no unpacking of what a loop does not use):
        one:  (index, cost) for searches with one label per cell;
        two0: from a cell's clean label, ((label, cost) of the steps onto
              clean ground, label 2 * index; (label, cost) of the steps into
              difficult terrain, label 2 * index + 1) (two loops, each with
              its own limit; the order of one cell's steps decides nothing,
              as each step reaches another label);
        two1: (label, cost) from a cell's label that touched difficult terrain."""
        key = ("tables", flying)
        t = self._free.get(key)
        if t is None:
            cells = list(self.grid.cells())
            index = {c: i for i, c in enumerate(cells)}
            steps = [[(index[n], cost, diff) for n, cost, diff in self.steps(c, flying)] for c in cells]
            one = [tuple((j, cost) for j, cost, _ in st) for st in steps]
            two0 = [(tuple((2 * j, cost) for j, cost, diff in st if not diff),
                     tuple((2 * j + 1, cost) for j, cost, diff in st if diff)) for st in steps]
            two1 = [tuple((2 * j + 1, cost) for j, cost, _ in st) for st in steps]
            t = self._free[key] = (cells, index, one, two0, two1)
        return t

    def _search(self, start, budget, blocked, difficult_cap, flying):
        """Dijkstra from start. With a difficult cap in play every cell has
        two labels, 2 * index (reached without touching difficult terrain)
        and 2 * index + 1 (after touching it: the cap applies); otherwise one
        label per cell, its index. Blocked cells start at cost -1, so no
        step ever improves on them (one test less per step)."""
        import heapq
        cells, index, one, two0, two1 = self._tables(flying)
        eps = 1e-9
        use_cap = difficult_cap is not None and not flying and difficult_cap < budget
        if use_cap:      # no difficult terrain within reach: one label per cell is enough
            sx, sy = start
            use_cap = any(abs(x - sx) <= budget and abs(y - sy) <= budget for x, y in self.difficult)
        blocked_i = () if flying else [index[c] for c in blocked if c in index]
        pop, push = heapq.heappop, heapq.heappush
        bud_e = budget + eps
        done = []
        s = index[start]
        if not use_cap:
            shift = 0
            best = [1e18] * len(cells)
            for j in blocked_i:
                best[j] = -1.0
            parent = [-1] * len(cells)
            best[s] = 0.0
            heap = [(0.0, s)]
            while heap:
                d, i = pop(heap)
                if d > best[i] + eps:
                    continue
                done.append(i)
                for j, step in one[i]:
                    nd = d + step
                    if nd > bud_e or nd >= best[j] - eps:
                        continue
                    best[j] = nd
                    parent[j] = i
                    push(heap, (nd, j))
            # Each cell is settled once (a stale heap entry costs more than eps over its best).
            if flying:
                imp = self.impassable
                done = [i for i in done if cells[i] not in imp]
            out = {cells[i]: best[i] for i in done}
            outl = {cells[i]: i for i in done}
        else:
            shift = 1
            cap_e = difficult_cap + eps
            best = [1e18] * (2 * len(cells))
            for j in blocked_i:
                best[2 * j] = best[2 * j + 1] = -1.0
            parent = [-1] * (2 * len(cells))
            first = 2 * s + (1 if start in self.difficult else 0)
            best[first] = 0.0
            heap = [(0.0, first)]
            while heap:
                d, lab = pop(heap)
                if d > best[lab] + eps:
                    continue
                done.append(lab)
                if lab & 1:          # touched difficult terrain: the cap bounds every step
                    for nl, step in two1[lab >> 1]:
                        nd = d + step
                        if nd > cap_e or nd >= best[nl] - eps:
                            continue
                        best[nl] = nd
                        parent[nl] = lab
                        push(heap, (nd, nl))
                else:                # clean so far: entering difficult terrain puts the cap on
                    clean, rough = two0[lab >> 1]
                    for nl, step in clean:
                        nd = d + step
                        if nd > bud_e or nd >= best[nl] - eps:
                            continue
                        best[nl] = nd
                        parent[nl] = lab
                        push(heap, (nd, nl))
                    for nl, step in rough:
                        nd = d + step
                        if nd > cap_e or nd >= best[nl] - eps:
                            continue
                        best[nl] = nd
                        parent[nl] = lab
                        push(heap, (nd, nl))
            out, outl = {}, {}
            for lab in done:         # the cheaper of a cell's two labels
                c = cells[lab >> 1]
                d = best[lab]
                if d < out.get(c, 1e18):
                    out[c] = d
                    outl[c] = lab
        return out, (parent, outl, cells, shift)

    @staticmethod
    def path_to(parents, cell) -> list:
        """The cells of the cheapest path found by reach(..., want_parents=True) to cell."""
        parent, outl, cells, shift = parents
        label = outl.get(cell)
        if label is None:
            return []
        out = [cells[label >> shift]]
        label = parent[label]
        while label >= 0:
            out.append(cells[label >> shift])
            label = parent[label]
        out.reverse()
        return out

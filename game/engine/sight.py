"""Line of sight between cell centres on a Grid (exact integer geometry).

Rules (TseuQuest section 10, usable by the other grid games):

* The line runs from the centre of cell a to the centre of cell b (10.2).
* It is BLOCKED if it crosses an edge whose kind is in `blocking_edges`
  (walls, closed doors: 10.3-B) or passes through the inside of a cell of
  `blocking_cells` (standing figures, insurmountable scenery: 10.3-A/C).
  a and b themselves never block, so callers may pass every figure.
* Corners. When the line passes exactly through a grid corner (a lattice
  point) it goes from cell P to the diagonally opposite cell Q and only grazes
  the two side cells S1 and S2. Each side is "closed" if that side cell is
  blocking or one of its two edges at the corner (P|S, S|Q) is blocking, i.e.
  if the line nudged a hair towards that side would be blocked.
    corner_rule="blocks" (default, the seed's 10.3-D): "La esquina de una
      pared también impide trazar una LdV en diagonal entre dos casillas,
      aunque pase tangencialmente. El efecto esquina también lo produce una
      casilla ocupada por una figura o por un elemento de escenografía
      insalvable." -> blocked if EITHER side is closed (any wall end, wall
      corner, figure or blocking scenery touching that point).
    corner_rule="permissive": blocked only if BOTH sides are closed (the line
      squeezes past a single corner; a wall line running straight through
      the point still blocks, since it closes both sides).
* Partial cover (10.5, 15.10): cells of `partial_cells` whose inside the line
  passes through, and edges crossed whose kind is in `partial_edges`
  (semi-ruined walls, 15.5). Each counts once (or its weight when a dict
  is given: {cell: dice} / {kind: dice}). At a corner the line takes the
  open side with less cover (min over the open sides), so a partial wall
  line crossed at a corner counts once, and grazing one table corner
  counts nothing. PARTIAL = visible with some cover.
* Special cases: same cell -> CLEAR. Orthogonally adjacent -> only their
  shared edge matters. Diagonally adjacent -> one corner, the corner rule
  decides. Vertical/horizontal lines run through a row/column of centres and
  never touch a grid line lengthwise, so a wall running alongside (half a
  cell away) never blocks; no centre-to-centre line can run along a wall.
* Cells need not be in bounds; cells/edges outside simply hold nothing.

Speed: the crossing pattern depends only on (b - a), so it is computed once
per offset with integer arithmetic and cached; each query translates it.
"""
from __future__ import annotations

from .grid import Cell, Grid, euclid

CLEAR, PARTIAL, BLOCKED = "clear", "partial", "blocked"
CORNER_BLOCKS = "blocks"
CORNER_PERMISSIVE = "permissive"
CORNER_RULES = (CORNER_BLOCKS, CORNER_PERMISSIVE)
BLOCKING_EDGES = ("wall", "door_closed")

_EMPTY = frozenset()


class _Trace:
    """Crossing pattern of the segment from (0,0)'s centre to (dx,dy)'s, in
    cells relative to the start. Edges are canonical (sorted) pairs; sorting
    survives translation, so translated keys are canonical too."""

    __slots__ = ("cells", "edges", "corners", "touched")

    def __init__(self, cells, edges, corners, touched):
        self.cells = cells        # cells whose inside is crossed, in order, ends excluded
        self.edges = edges        # edges crossed at an inner point of the edge
        self.corners = corners    # (s1, s2, e_p_s1, e_s1_q, e_p_s2, e_s2_q) per lattice point
        self.touched = touched    # supercover: cells + corner side cells, in order


_TRACES: dict[Cell, _Trace] = {}


def _build_trace(dx: int, dy: int) -> _Trace:
    # Work in the quadrant where both steps are positive, then mirror back.
    # In half-cell units the line goes from (1, 1) to (2nx+1, 2ny+1); it meets
    # the i-th vertical grid line at t = (2i-1)/(2nx) and the j-th horizontal
    # one at t = (2j-1)/(2ny). Comparing (2i-1)*ny with (2j-1)*nx orders them
    # exactly; equality is a lattice point.
    # Written out (no helper calls per step): every new offset builds one, and
    # a game's first turns meet hundreds of them. A point (x, y) of the
    # positive quadrant mirrors to (sx * x, sy * y); an edge is stored as its
    # sorted pair of cells.
    sx = 1 if dx >= 0 else -1
    sy = 1 if dy >= 0 else -1
    nx, ny = abs(dx), abs(dy)
    cells, edges, corners, touched = [], [], [], []
    x = y = 0
    i = j = 1
    p = (0, 0)
    while i <= nx or j <= ny:
        if j > ny:
            order = -1
        elif i > nx:
            order = 1
        else:
            lhs, rhs = (2 * i - 1) * ny, (2 * j - 1) * nx
            order = -1 if lhs < rhs else (1 if lhs > rhs else 0)
        if order < 0:
            x += 1
            i += 1
            q = (sx * x, sy * y)
            edges.append((p, q) if p <= q else (q, p))
        elif order > 0:
            y += 1
            j += 1
            q = (sx * x, sy * y)
            edges.append((p, q) if p <= q else (q, p))
        else:
            s1, s2 = (sx * (x + 1), sy * y), (sx * x, sy * (y + 1))
            x += 1
            y += 1
            i += 1
            j += 1
            q = (sx * x, sy * y)
            corners.append((s1, s2, (p, s1) if p <= s1 else (s1, p), (s1, q) if s1 <= q else (q, s1),
                            (p, s2) if p <= s2 else (s2, p), (s2, q) if s2 <= q else (q, s2)))
            touched.extend((s1, s2) if s1 <= s2 else (s2, s1))
        p = q
        if x != nx or y != ny:
            cells.append(q)
            touched.append(q)
    return _Trace(tuple(cells), tuple(edges), tuple(corners), tuple(touched))


def _trace(a: Cell, b: Cell) -> _Trace:
    key = (b[0] - a[0], b[1] - a[1])
    t = _TRACES.get(key)
    if t is None:
        t = _TRACES[key] = _build_trace(*key)
    return t


def cells_crossed(a: Cell, b: Cell, touching: bool = True) -> list[Cell]:
    """Cells met by the segment centre(a) -> centre(b), a and b excluded, in
    order from a. touching=True: exact supercover, i.e. also the two cells
    only grazed at each lattice point (listed just before the cell after
    that point, sorted). touching=False: only cells whose inside is crossed."""
    ax, ay = a
    rel = _trace(a, b).touched if touching else _trace(a, b).cells
    return [(ax + x, ay + y) for x, y in rel]


def edges_crossed(a: Cell, b: Cell) -> list[tuple[Cell, Cell]]:
    """Edges (canonical pairs) the segment crosses at an inner point, in order.
    Edges only touched at a lattice point are not listed."""
    ax, ay = a
    return [((ax + p[0], ay + p[1]), (ax + q[0], ay + q[1]))
            for p, q in _trace(a, b).edges]


def cover_count(grid: Grid, a: Cell, b: Cell,
                blocking_cells=_EMPTY, partial_cells=_EMPTY,
                blocking_edges=BLOCKING_EDGES, corner_rule: str = CORNER_BLOCKS,
                partial_edges=_EMPTY, graze_cover: int = 0) -> int | None:
    """Cover (partial obstacles, weighted if dicts are given) on the line
    a -> b, or None if the line is blocked. See the module doc for rules.
    graze_cover: with the permissive corner rule, cover added when the line
    only grazes the corner of a closed side (Dungeon Universalis: touching
    an obstacle's corner obstructs the line without cutting it)."""
    if corner_rule == CORNER_BLOCKS:
        permissive = False
    elif corner_rule == CORNER_PERMISSIVE:
        permissive = True
    else:
        raise ValueError(f"unknown corner rule {corner_rule!r}")
    if a == b:
        return 0
    t = _trace(a, b)
    ax, ay = a
    edge_map = grid._edges  # same package; saves a call per edge
    count = 0

    if blocking_cells:
        for x, y in t.cells:
            if (ax + x, ay + y) in blocking_cells:
                return None
    pe_weights = partial_edges if isinstance(partial_edges, dict) else None
    if edge_map:
        for p, q in t.edges:
            kind = edge_map.get(((ax + p[0], ay + p[1]), (ax + q[0], ay + q[1])))
            if kind is not None:
                if kind in blocking_edges:
                    return None
                if kind in partial_edges:
                    count += pe_weights[kind] if pe_weights is not None else 1
    pc_weights = partial_cells if isinstance(partial_cells, dict) else None
    if partial_cells:
        for x, y in t.cells:
            c = (ax + x, ay + y)
            if c in partial_cells:
                count += pc_weights[c] if pc_weights is not None else 1

    for s1, s2, e1, e2, e3, e4 in t.corners:
        closed = [False, False]
        cover = [0, 0]
        for side, s, ea, eb in ((0, s1, e1, e2), (1, s2, e3, e4)):
            c = (ax + s[0], ay + s[1])
            if c in blocking_cells:
                closed[side] = True
                continue
            if partial_cells and c in partial_cells:
                cover[side] += pc_weights[c] if pc_weights is not None else 1
            if edge_map:
                for (p, q) in (ea, eb):
                    kind = edge_map.get(((ax + p[0], ay + p[1]), (ax + q[0], ay + q[1])))
                    if kind is None:
                        continue
                    if kind in blocking_edges:
                        closed[side] = True
                        break
                    if kind in partial_edges:
                        cover[side] += pe_weights[kind] if pe_weights is not None else 1
        if closed[0] and closed[1]:
            return None
        if closed[0] or closed[1]:
            if not permissive:
                return None
            count += (cover[1] if closed[0] else cover[0]) + graze_cover
        else:
            count += min(cover)
    return count


def line_of_sight(grid: Grid, a: Cell, b: Cell,
                  blocking_cells=_EMPTY, partial_cells=_EMPTY,
                  blocking_edges=BLOCKING_EDGES, corner_rule: str = CORNER_BLOCKS,
                  partial_edges=_EMPTY) -> str:
    """CLEAR, PARTIAL (visible through some cover) or BLOCKED."""
    n = cover_count(grid, a, b, blocking_cells, partial_cells,
                    blocking_edges, corner_rule, partial_edges)
    if n is None:
        return BLOCKED
    return PARTIAL if n > 0 else CLEAR


def visible_cells(grid: Grid, origin: Cell, max_range: float | None = None,
                  distance=euclid, **kwargs) -> set[Cell]:
    """In-bounds cells within max_range (by `distance`, default centre to
    centre) that origin sees (CLEAR or PARTIAL); origin included. kwargs are
    those of line_of_sight."""
    ox, oy = origin
    if max_range is None:
        xs, ys = range(grid.width), range(grid.height)
    else:
        r = int(max_range)
        xs = range(max(0, ox - r), min(grid.width, ox + r + 1))
        ys = range(max(0, oy - r), min(grid.height, oy + r + 1))
    out = set()
    for y in ys:
        for x in xs:
            c = (x, y)
            if max_range is not None and distance(origin, c) > max_range:
                continue
            if cover_count(grid, origin, c, **kwargs) is not None:
                out.add(c)
    return out


def sight_and_cover(grid: Grid, a: Cell, b: Cell, blocking_cells=_EMPTY,
                    cover_cells=_EMPTY, blocking_edges=BLOCKING_EDGES, tops=None,
                    eye: float = 0.0, top: float = 0.0, foot: float = 0.0) -> bool | None:
    """Wargame sight between two models: None if nothing of b can be seen,
    else whether b is behind something (True) or in the open (False).

    Seen: the line passes blockers at a corner at worst (the permissive
    corner rule: a model peeking round a corner is visible). Behind: the
    line crosses cover cells, or it only gets past a blocker by grazing its
    corner (the strict rule would block it), i.e. b is partly hidden.

    Heights (optional): tops = {blocker cell: height of its top}; eye is the
    viewer's eye height at a, top and foot the target's top and feet at b.
    A blocker is seen over when its top is below the straight line from the
    eye to the target's top where the line passes it (at the point of the
    segment nearest the blocker's centre); one seen over that still rises
    above the line to the target's feet hides part of b: b is behind it."""
    if not grid._edges:
        # The common case first: no walls on the grid, and no blocker or cover
        # cell among those the line touches (crossed, or grazed at a corner:
        # all that cover_count looks at) -> seen, in the open.
        ax, ay = a
        for x, y in _trace(a, b).touched:
            c = (ax + x, ay + y)
            if c in blocking_cells or c in cover_cells:
                break
        else:
            return False
    n = cover_count(grid, a, b, blocking_cells, cover_cells, blocking_edges, CORNER_PERMISSIVE)
    if n == 0:
        plain = cover_count(grid, a, b, blocking_cells, _EMPTY, blocking_edges, CORNER_BLOCKS) is None
        if not plain:
            return False
    if tops is None or (n is not None and n > 0):
        return None if n is None else True
    # Blocked or grazing a blocker: which blockers on the line does b show above?
    over = _seen_over(a, b, blocking_cells, tops, eye, top)
    if not over:
        return None if n is None else True
    n = cover_count(grid, a, b, blocking_cells - over, cover_cells, blocking_edges, CORNER_PERMISSIVE)
    if n is None:
        return None
    if n > 0 or _seen_over(a, b, over, tops, eye, foot) != over:
        return True
    return cover_count(grid, a, b, blocking_cells - over, _EMPTY, blocking_edges, CORNER_BLOCKS) is None


def _seen_over(a: Cell, b: Cell, blockers, tops: dict, eye: float, top: float) -> frozenset:
    """Blockers touched by the line a -> b whose top is below the line from
    height eye at a to height top at b."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    out = []
    for c in cells_crossed(a, b, touching=True):
        if c not in blockers:
            continue
        t = ((c[0] - ax) * dx + (c[1] - ay) * dy) / length2
        t = 0.0 if t < 0 else (1.0 if t > 1 else t)
        if tops.get(c, 1e9) < eye + (top - eye) * t - 1e-9:
            out.append(c)
    return frozenset(out)


def height_sight(grid: Grid, a: Cell, b: Cell, viewer_height: int, target_height: int,
                 elements: dict, cover_cells: dict | None = None,
                 target_elevated: bool = False, blocking_edges=BLOCKING_EDGES) -> tuple[str, int]:
    """Line of sight with heights (0-4), as (CLEAR | PARTIAL | BLOCKED, cover).

    elements: {cell: height} of figures and obstacles standing in the way
    (a and b may be listed: they never block). An element as tall as the
    viewer or taller cuts the line unless the target is taller than it or
    stands elevated; a lower element obstructs (cover) only when the target
    is next to it. cover_cells: {cell: cover weight} of those lower elements
    (default 1 each). Grazing a blocking corner obstructs without cutting.
    """
    return _height_sight(grid, a, b, viewer_height, target_height, elements, cover_cells or {},
                         target_elevated, blocking_edges, (a, b))


def _height_sight(grid, a, b, viewer_height, target_height, elements, cover_cells, target_elevated,
                  blocking_edges, own) -> tuple[str, int]:
    """height_sight, the elements on the squares `own` left out (they never hide anything)."""
    # cover_count looks at blocking and partial cells only among the cells the line touches
    # (crossed, or grazed at a corner), so only those few are classed, not every element of
    # the map (a map holds dozens, a line touches a handful)
    ax, ay = a
    bx, by = b
    blocking = set()
    partial = {}
    for x, y in _trace(a, b).touched:
        c = (ax + x, ay + y)
        h = elements.get(c)
        if h is None or c in own:
            continue
        if h >= viewer_height and not (target_height > h or target_elevated):
            blocking.add(c)
        elif max(abs(c[0] - bx), abs(c[1] - by)) == 1:      # a lower element next to the target
            partial[c] = cover_cells.get(c, 1)
    n = cover_count(grid, a, b, blocking_cells=blocking, partial_cells=partial,
                    blocking_edges=blocking_edges, corner_rule=CORNER_PERMISSIVE, graze_cover=1)
    if n is None:
        return BLOCKED, 0
    return (PARTIAL if n > 0 else CLEAR), n


_RANK = {CLEAR: 0, PARTIAL: 1, BLOCKED: 2}


def base_height_sight(grid: Grid, cells_a, cells_b, viewer_height: int, target_height: int,
                      elements: dict, cover_cells: dict | None = None, elevated=None,
                      blocking_edges=BLOCKING_EDGES) -> tuple[str, int]:
    """height_sight between two multi-square bases: from any square of one to any square of the
    other, the clearest line counts (least cover). A base's own squares never hide it.
    elevated(a, b): is the target square higher than the viewer's (default never)."""
    own = frozenset(cells_a) | frozenset(cells_b)
    best = None
    for a in cells_a:
        for b in cells_b:
            got = _height_sight(grid, a, b, viewer_height, target_height, elements, cover_cells or {},
                                bool(elevated and elevated(a, b)), blocking_edges, own)
            if best is None or (_RANK[got[0]], got[1]) < (_RANK[best[0]], best[1]):
                best = got
                if got == (CLEAR, 0):
                    return best
    return best

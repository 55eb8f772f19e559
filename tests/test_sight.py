"""Line of sight, drawn as ASCII boards.

Board drawing: cell rows and edge rows alternate (the first line is a cell
row, y grows downwards here). In a cell row, even columns are cells:
  .  empty      A, B  the two ends      #  blocking scenery      F  figure
  o  partial cover (table, altar...)
odd columns are the vertical edge between that cell and the next one.
In an edge row, even columns are the horizontal edge between the cell above
and the cell below; odd columns are corners ('+' or ' ', decoration only).
Edge characters: | or -  wall,  D  closed door,  d  open door,
                 ! or ~  ruined wall (partial cover, does not block).
"""
import textwrap
from fractions import Fraction
from math import floor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.grid import DIRS4, Grid
from game.engine.sight import (
    BLOCKED, CLEAR, CORNER_BLOCKS, CORNER_PERMISSIVE, PARTIAL, _trace,
    cells_crossed, cover_count, edges_crossed, line_of_sight, visible_cells)

EDGE_CHARS = {"|": "wall", "-": "wall", "D": "door_closed", "d": "door_open",
              "!": "ruined", "~": "ruined"}
PARTIAL_EDGES = frozenset({"ruined"})


class Board:
    def __init__(self, drawing):
        lines = textwrap.dedent(drawing).strip("\n").splitlines()
        cell_rows, edge_rows = lines[0::2], lines[1::2]
        self.grid = Grid(max((len(r) + 1) // 2 for r in cell_rows), len(cell_rows))
        self.blocking, self.partial, self.marks = set(), set(), {}
        for y, row in enumerate(cell_rows):
            for col, ch in enumerate(row):
                x = col // 2
                if col % 2:
                    self._edge(ch, (x, y), (x + 1, y))
                elif ch in "#F":
                    self.blocking.add((x, y))
                elif ch == "o":
                    self.partial.add((x, y))
                elif ch.isalpha():
                    self.marks[ch] = (x, y)
                elif ch not in ". ":
                    raise ValueError(f"bad cell char {ch!r}")
        for y, row in enumerate(edge_rows):
            for col, ch in enumerate(row):
                if col % 2 == 0:
                    self._edge(ch, (col // 2, y), (col // 2, y + 1))
                elif ch not in "+ ":
                    raise ValueError(f"bad corner char {ch!r}")

    def _edge(self, ch, a, b):
        if ch in EDGE_CHARS:
            self.grid.set_edge(a, b, EDGE_CHARS[ch])
        elif ch != " ":
            raise ValueError(f"bad edge char {ch!r}")

    def kwargs(self, rule):
        # Every figure is passed, ends included: the ends must not block.
        return dict(blocking_cells=self.blocking | set(self.marks.values()),
                    partial_cells=self.partial, corner_rule=rule,
                    partial_edges=PARTIAL_EDGES)

    def sight(self, rule=CORNER_BLOCKS, a="A", b="B"):
        """(result, cover) from a to b, checked to be the same from b to a."""
        ca, cb = self.marks[a], self.marks[b]
        kw = self.kwargs(rule)
        res = line_of_sight(self.grid, ca, cb, **kw), cover_count(self.grid, ca, cb, **kw)
        back = line_of_sight(self.grid, cb, ca, **kw), cover_count(self.grid, cb, ca, **kw)
        assert res == back
        return res


def test_parser_reads_edges_and_cells():
    b = Board("""
        A|. #
        -   ~
        o .dB
    """)
    g = b.grid
    assert (g.width, g.height) == (3, 2)
    assert sorted(g.edges()) == [
        ((0, 0), (0, 1), "wall", False), ((0, 0), (1, 0), "wall", False),
        ((1, 1), (2, 1), "door_open", False), ((2, 0), (2, 1), "ruined", False)]
    assert b.blocking == {(2, 0)} and b.partial == {(0, 1)}
    assert b.marks == {"A": (0, 0), "B": (2, 1)}


# ---- trivial and orthogonal cases ----------------------------------------

def test_same_cell_is_clear():
    b = Board("A")
    assert line_of_sight(b.grid, (0, 0), (0, 0), blocking_cells={(0, 0)}) == CLEAR
    assert cover_count(b.grid, (0, 0), (0, 0)) == 0
    assert cells_crossed((0, 0), (0, 0)) == []


def test_adjacent_cells_only_their_shared_edge_matters():
    assert Board("A B").sight() == (CLEAR, 0)
    assert Board("A|B").sight() == (BLOCKED, None)
    assert Board("ADB").sight() == (BLOCKED, None)
    assert Board("AdB").sight() == (CLEAR, 0)
    assert Board("A!B").sight() == (PARTIAL, 1)
    # A wall elsewhere on the shared corner does not matter orthogonally.
    assert Board("""
        A B
         +-
        . .
    """).sight() == (CLEAR, 0)


def test_adjacent_vertical_cells():
    assert Board("""
        A
        -
        B
    """).sight() == (BLOCKED, None)


def test_straight_line_clear_and_walled():
    assert Board("A . . . B").sight() == (CLEAR, 0)
    assert Board("A . .|. B").sight() == (BLOCKED, None)
    assert Board("A . .D. B").sight() == (BLOCKED, None)
    assert Board("A . .d. B").sight() == (CLEAR, 0)


def test_straight_line_figure_and_blocking_scenery_in_the_way():
    assert Board("A . F . B").sight() == (BLOCKED, None)
    assert Board("A # . . B").sight() == (BLOCKED, None)


def test_vertical_line():
    assert Board("""
        A

        .

        B
    """).sight() == (CLEAR, 0)
    assert Board("""
        A

        F

        B
    """).sight() == (BLOCKED, None)
    assert cells_crossed((0, 0), (0, 3)) == [(0, 1), (0, 2)]
    assert cells_crossed((5, 1), (2, 1)) == [(4, 1), (3, 1)]


def test_line_running_alongside_a_wall_is_clear():
    # Walls above and below the row, half a cell away from the line, and wall
    # stubs ending on the line's row never touch it.
    assert Board("""
        . . . . . .
        -+-+-+-+-+-
        A . . . . B
        -+-+-+-+-+-
        . .|. .|. .
    """).sight() == (CLEAR, 0)


def test_partial_cover_counted_once_per_cell():
    assert Board("A . o . B").sight() == (PARTIAL, 1)
    assert Board("A o o . B").sight() == (PARTIAL, 2)
    assert Board("A o .!B").sight() == (PARTIAL, 2)
    b = Board("A . o . B")
    kw = b.kwargs(CORNER_BLOCKS)
    kw["partial_cells"] = {(2, 0): 2}  # a statue: 2 dice
    assert cover_count(b.grid, (0, 0), (4, 0), **kw) == 2
    b2 = Board("A!B")
    assert cover_count(b2.grid, (0, 0), (1, 0), partial_edges={"ruined": 2}) == 2


def test_partial_cover_in_the_end_cells_does_not_count():
    b = Board("A . B")
    assert cover_count(b.grid, (0, 0), (2, 0), partial_cells={(0, 0), (2, 0)}) == 0


def test_blocking_beats_partial():
    assert Board("A o F B").sight() == (BLOCKED, None)


# ---- diagonals through exact corners ---------------------------------------

DIAGONAL_OPEN = """
    A . .

    . . .

    . . B
"""


def test_diagonal_through_corners_open():
    b = Board(DIAGONAL_OPEN)
    assert b.sight() == (CLEAR, 0)
    assert b.sight(CORNER_PERMISSIVE) == (CLEAR, 0)
    assert cells_crossed((0, 0), (2, 2), touching=False) == [(1, 1)]
    assert cells_crossed((0, 0), (2, 2)) == [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]


def test_diagonal_grazing_a_wall_end_blocks_with_blocks_rule_only():
    # The wall under the top-middle cell ends exactly on the corner the line
    # passes through (10.3-D: "aunque pase tangencialmente").
    b = Board("""
        A . .
          -
        . . .

        . . B
    """)
    assert b.sight(CORNER_BLOCKS) == (BLOCKED, None)
    assert b.sight(CORNER_PERMISSIVE) == (CLEAR, 0)


def test_diagonal_past_a_wall_corner_on_one_side():
    # An L of walls wrapping the top-middle cell: closes only one side.
    b = Board("""
        A .|.
          -
        . . .

        . . B
    """)
    assert b.sight(CORNER_BLOCKS) == (BLOCKED, None)
    assert b.sight(CORNER_PERMISSIVE) == (CLEAR, 0)


def test_diagonal_between_two_wall_ends_blocks_with_both_rules():
    b = Board("""
        A . .
          -
        .|. .

        . . B
    """)
    assert b.sight(CORNER_BLOCKS) == (BLOCKED, None)
    assert b.sight(CORNER_PERMISSIVE) == (BLOCKED, None)


def test_diagonal_across_a_straight_wall_line_blocks_with_both_rules():
    b = Board("""
        A . .
        -+-
        . . .

        . . B
    """)
    assert b.sight(CORNER_BLOCKS) == (BLOCKED, None)
    assert b.sight(CORNER_PERMISSIVE) == (BLOCKED, None)


def test_diagonal_grazing_a_figure_corner_blocks_with_blocks_rule_only():
    # 10.3-D: "El efecto esquina también lo produce una casilla ocupada por
    # una figura".
    b = Board("""
        A F .

        . . .

        . . B
    """)
    assert b.sight(CORNER_BLOCKS) == (BLOCKED, None)
    assert b.sight(CORNER_PERMISSIVE) == (CLEAR, 0)


def test_diagonal_between_two_figures_blocks_with_both_rules():
    b = Board("""
        A F .

        F . .

        . . B
    """)
    assert b.sight(CORNER_PERMISSIVE) == (BLOCKED, None)


def test_diagonally_adjacent_cells_use_the_corner_rule():
    assert Board("""
        A .

        . B
    """).sight() == (CLEAR, 0)
    b = Board("""
        A #

        . B
    """)
    assert b.sight(CORNER_BLOCKS) == (BLOCKED, None)
    assert b.sight(CORNER_PERMISSIVE) == (CLEAR, 0)
    b = Board("""
        A|.
         +
        . B
    """)
    assert b.sight(CORNER_BLOCKS) == (BLOCKED, None)
    assert b.sight(CORNER_PERMISSIVE) == (CLEAR, 0)


def test_corner_partial_cover_takes_the_side_with_less_cover():
    one_table = Board("""
        A o

        . B
    """)
    assert one_table.sight() == (CLEAR, 0)
    two_tables = Board("""
        A o

        o B
    """)
    assert two_tables.sight() == (PARTIAL, 1)
    # A ruined wall line straight through the corner is crossed once.
    ruined_line = Board("""
        A .
        ~+~
        . B
    """)
    assert ruined_line.sight() == (PARTIAL, 1)


def test_permissive_corner_takes_the_open_side_cover():
    # Figure closes one side; the open side has a table: cover 1.
    b = Board("""
        A F

        o B
    """)
    assert b.sight(CORNER_PERMISSIVE) == (PARTIAL, 1)
    assert b.sight(CORNER_BLOCKS) == (BLOCKED, None)


def test_corner_rule_must_be_known():
    with pytest.raises(ValueError):
        cover_count(Grid(2, 2), (0, 0), (1, 1), corner_rule="maybe")


def test_long_line_through_one_middle_corner():
    # (0,0)->(3,1) passes exactly through the grid corner shared by cells
    # (1,0), (2,0), (1,1), (2,1).
    assert cells_crossed((0, 0), (3, 1), touching=False) == [(1, 0), (2, 1)]
    assert cells_crossed((0, 0), (3, 1)) == [(1, 0), (1, 1), (2, 0), (2, 1)]
    b = Board("""
        A . # .

        . . . B
    """)
    assert b.sight(CORNER_BLOCKS) == (BLOCKED, None)
    assert b.sight(CORNER_PERMISSIVE) == (CLEAR, 0)


# ---- knight moves and near misses -------------------------------------------

def test_knight_move_passes_beside_a_wall_end():
    # A(0,0)->B(1,2) crosses y=1 at x=0.75: a quarter cell from the end of the
    # wall under (1,0); no corner is touched, so both rules agree.
    b = Board("""
        A .
          -
        . .

        . B
    """)
    assert b.sight(CORNER_BLOCKS) == (CLEAR, 0)
    assert cells_crossed((0, 0), (1, 2)) == [(0, 1), (1, 1)]
    assert edges_crossed((0, 0), (1, 2)) == [((0, 0), (0, 1)), ((0, 1), (1, 1)), ((1, 1), (1, 2))]


def test_knight_move_crossing_a_wall_is_blocked():
    assert Board("""
        A .
        -
        . .

        . B
    """).sight() == (BLOCKED, None)
    # The line crosses the middle edge (0,1)|(1,1) at its midpoint.
    assert Board("""
        A .

        .|.

        . B
    """).sight() == (BLOCKED, None)


def test_knight_move_beside_a_figure():
    # Figure at (1,0): the line only comes within a quarter cell of it.
    assert Board("""
        A F

        . .

        . B
    """).sight() == (CLEAR, 0)
    assert Board("""
        A .

        F .

        . B
    """).sight() == (BLOCKED, None)


# ---- visible cells ------------------------------------------------------------

def test_visible_cells_pillar_shadow_and_range():
    b = Board("""
        A . . . .

        . . # . .

        . . . . .

        . . . . .
    """)
    seen = visible_cells(b.grid, (0, 0), blocking_cells=b.blocking)
    assert (0, 0) in seen and (4, 0) in seen
    assert (2, 1) in seen  # the pillar itself is seen
    assert {(3, 1), (4, 1), (3, 2), (4, 2), (4, 3)}.isdisjoint(seen)  # its shadow
    assert (2, 3) in seen and (3, 3) not in seen  # the latter grazes its corner
    near = visible_cells(b.grid, (0, 0), max_range=2, blocking_cells=b.blocking)
    assert near == {c for c in seen if (c[0] ** 2 + c[1] ** 2) <= 4}


# ---- properties: symmetry and an independent exact reference -------------------

def _ref_cells(a, b, shift):
    """Cells met by the segment centre(a)->centre(b) moved sideways by
    `shift` * (-dy, dx), walked with exact fractions: the cell containing
    the midpoint of every piece between consecutive grid-line crossings."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    x0 = Fraction(2 * a[0] + 1, 2) - shift * dy
    y0 = Fraction(2 * a[1] + 1, 2) + shift * dx
    ts = {Fraction(0), Fraction(1)}
    for k in range(min(a[0], b[0]) - 1, max(a[0], b[0]) + 3):
        if dx and 0 < (k - x0) / dx < 1:
            ts.add((k - x0) / dx)
    for k in range(min(a[1], b[1]) - 1, max(a[1], b[1]) + 3):
        if dy and 0 < (k - y0) / dy < 1:
            ts.add((k - y0) / dy)
    ts = sorted(ts)
    out = []
    for t0, t1 in zip(ts, ts[1:]):
        t = (t0 + t1) / 2
        c = (floor(x0 + t * dx), floor(y0 + t * dy))
        if not out or out[-1] != c:
            out.append(c)
    return out


# Small enough that the shifted line stays inside a and b and, for boards up
# to 8x8, never hits a lattice point (see test_reference_shift_is_generic).
EPS = Fraction(1, 10007)


def _ref_shifted(board_grid, a, b, shift, blocking, partial, rule_partial_edges):
    """(blocked, cover) of the shifted segment: a generic line that crosses
    only cell insides and edge insides."""
    cells = _ref_cells(a, b, shift)
    assert cells[0] == a and cells[-1] == b
    blocked, cover = False, 0
    for c in cells[1:-1]:
        blocked |= c in blocking
        cover += c in partial
    for p, q in zip(cells, cells[1:]):
        assert abs(p[0] - q[0]) + abs(p[1] - q[1]) == 1
        kind = board_grid.edge(p, q)
        blocked |= kind in ("wall", "door_closed")
        cover += kind in rule_partial_edges
    return blocked, cover


KINDS = ("wall", "door_closed", "door_open", "ruined")


@st.composite
def boards(draw, max_size=7):
    w, h = draw(st.integers(1, max_size)), draw(st.integers(1, max_size))
    g = Grid(w, h)
    xy = st.tuples(st.integers(0, max_size - 1), st.integers(0, max_size - 1))
    for c, d, kind in draw(st.lists(st.tuples(xy, st.sampled_from(DIRS4),
                                              st.sampled_from(KINDS)), max_size=14)):
        n = (c[0] + d[0], c[1] + d[1])
        if g.in_bounds(c) and g.in_bounds(n):
            g.set_edge(c, n, kind)
    blocking = {c for c in draw(st.lists(xy, max_size=6)) if g.in_bounds(c)}
    partial = {c for c in draw(st.lists(xy, max_size=6)) if g.in_bounds(c)}
    a, b = draw(xy), draw(xy)
    return g, blocking, partial, (a[0] % w, a[1] % h), (b[0] % w, b[1] % h)


@st.composite
def dense_boards(draw):
    """Small boards crowded with edges and cells: many corner cases."""
    w, h = draw(st.integers(2, 4)), draw(st.integers(2, 4))
    g = Grid(w, h)
    pairs = [((x, y), (x + 1, y)) for y in range(h) for x in range(w - 1)]
    pairs += [((x, y), (x, y + 1)) for y in range(h - 1) for x in range(w)]
    kinds = draw(st.lists(st.sampled_from((None, None, None) + KINDS),
                          min_size=len(pairs), max_size=len(pairs)))
    for (p, q), kind in zip(pairs, kinds):
        if kind:
            g.set_edge(p, q, kind)
    cells = list(g.cells())
    marks = draw(st.lists(st.sampled_from("..#o"), min_size=len(cells), max_size=len(cells)))
    blocking = {c for c, m in zip(cells, marks) if m == "#"}
    partial = {c for c, m in zip(cells, marks) if m == "o"}
    return g, blocking, partial, draw(st.sampled_from(cells)), draw(st.sampled_from(cells))


@settings(max_examples=150, deadline=None)
@given(st.one_of(boards(), dense_boards()))
def test_sight_is_symmetric_and_matches_nudged_lines(board):
    """Both rules are symmetric. "blocks": a corner blocks if the line nudged
    towards either side would be blocked, so the line is blocked iff one
    nudged copy is. "permissive" with at most one lattice point: the line
    sees iff one nudged copy sees, with that copy's cover (the smaller if both
    see). Cover under "blocks" with at most one lattice point: the smaller of
    the two nudged covers."""
    g, blocking, partial, a, b = board
    res = {}
    for rule in (CORNER_BLOCKS, CORNER_PERMISSIVE):
        kw = dict(blocking_cells=blocking, partial_cells=partial, corner_rule=rule,
                  partial_edges=PARTIAL_EDGES)
        res[rule] = cover_count(g, a, b, **kw)
        assert res[rule] == cover_count(g, b, a, **kw)
        assert line_of_sight(g, a, b, **kw) == line_of_sight(g, b, a, **kw)
    if a == b:
        return
    nudged = [_ref_shifted(g, a, b, s, blocking, partial, PARTIAL_EDGES) for s in (EPS, -EPS)]
    assert (res[CORNER_BLOCKS] is None) == (nudged[0][0] or nudged[1][0])
    if len(_trace(a, b).corners) <= 1:
        open_covers = [cov for blocked, cov in nudged if not blocked]
        assert res[CORNER_PERMISSIVE] == (min(open_covers) if open_covers else None)
        if res[CORNER_BLOCKS] is not None:
            assert res[CORNER_BLOCKS] == min(open_covers)


@settings(max_examples=120, deadline=None)
@given(st.integers(-8, 8), st.integers(-8, 8))
def test_cells_crossed_matches_exact_reference_and_reverses(dx, dy):
    a, b = (3, -2), (3 + dx, -2 + dy)
    inside = cells_crossed(a, b, touching=False)
    assert inside == (_ref_cells(a, b, Fraction(0))[1:-1] if a != b else [])
    assert cells_crossed(b, a, touching=False) == inside[::-1]
    touched = cells_crossed(a, b)
    assert set(touched) == set(cells_crossed(b, a))
    assert set(inside) <= set(touched)
    # Touched-only cells are exactly the ones the line nudged either way meets.
    if a != b:
        nudged = set(_ref_cells(a, b, EPS)) | set(_ref_cells(a, b, -EPS))
        assert set(touched) == nudged - {a, b}
        assert len(touched) == len(set(touched))


def test_reference_shift_is_generic():
    # The nudged line meets every grid line at a different point (no
    # lattice point) for all offsets used by the property tests.
    for dx in range(-8, 9):
        for dy in range(-8, 9):
            if (dx, dy) == (0, 0):
                continue
            for s in (EPS, -EPS):
                cells = _ref_cells((0, 0), (dx, dy), s)
                assert all(abs(p[0] - q[0]) + abs(p[1] - q[1]) == 1
                           for p, q in zip(cells, cells[1:]))


def test_a_large_base_sees_past_a_pillar_from_its_other_square():
    from game.engine.grid import Grid, base_cells
    from game.engine.sight import BLOCKED, CLEAR, PARTIAL, base_height_sight, height_sight
    g = Grid(10, 10)
    pillar = {(4, 2): 4}
    assert height_sight(g, (2, 2), (6, 2), 3, 2, pillar)[0] == BLOCKED       # one square: cut
    assert base_height_sight(g, base_cells((2, 2), 2), [(6, 2)], 3, 2, pillar)[0] == PARTIAL   # the base: round it
    assert base_height_sight(g, base_cells((2, 4), 2), [(6, 2)], 3, 2, pillar)[0] == CLEAR
    # its own squares never hide it
    own = {c: 3 for c in base_cells((2, 2), 2)}
    assert base_height_sight(g, [(8, 2)], base_cells((2, 2), 2), 2, 3, own)[0] == CLEAR


def _height_sight_every_element(g, a, b, vh, th, elements, cover_cells, elevated):
    """height_sight as first written: every element on the map classed, then the line traced."""
    from game.engine.sight import BLOCKED, CLEAR, CORNER_PERMISSIVE, PARTIAL, cover_count
    blocking = {c for c, h in elements.items() if h >= vh and not (th > h or elevated) and c not in (a, b)}
    partial = {c: cover_cells.get(c, 1) for c in elements
               if c not in (a, b) and c not in blocking and max(abs(c[0] - b[0]), abs(c[1] - b[1])) == 1}
    n = cover_count(g, a, b, blocking_cells=blocking, partial_cells=partial, corner_rule=CORNER_PERMISSIVE,
                    graze_cover=1)
    return (BLOCKED, 0) if n is None else ((PARTIAL if n > 0 else CLEAR), n)


_SQ = st.tuples(st.integers(0, 7), st.integers(0, 7))


@settings(max_examples=300, deadline=None)
@given(a=_SQ, b=_SQ, vh=st.integers(1, 4), th=st.integers(1, 4), elevated=st.booleans(),
       elements=st.dictionaries(_SQ, st.integers(1, 4), max_size=20),
       heavy=st.sets(_SQ, max_size=6), walls=st.sets(st.tuples(_SQ, st.sampled_from([(1, 0), (0, 1)])), max_size=8))
def test_height_sight_classes_only_the_squares_its_line_touches(a, b, vh, th, elevated, elements, heavy, walls):
    # height_sight looks only at the elements on the line's squares: the same answer as classing them all
    from game.engine.grid import Grid, base_cells
    from game.engine.sight import base_height_sight, height_sight
    g = Grid(9, 9)
    for (x, y), (dx, dy) in walls:
        g.set_edge((x, y), (x + dx, y + dy), "wall")
    cover = {c: 2 for c in heavy}
    assert height_sight(g, a, b, vh, th, elements, cover, target_elevated=elevated) == \
        _height_sight_every_element(g, a, b, vh, th, elements, cover, elevated)
    # a 2x2 base: its own squares left out, the clearest line of the four counts
    base = base_cells(a, 2)
    others = {c: h for c, h in elements.items() if c not in base and c != b}
    rank = {"clear": 0, "partial": 1, "blocked": 2}
    want = min((_height_sight_every_element(g, x, b, vh, th, others, cover, elevated) for x in base),
               key=lambda r: (rank[r[0]], r[1]))
    assert base_height_sight(g, base, [b], vh, th, elements, cover, elevated=lambda p, q: elevated) == want

"""Square grid: edges, one-way edges, links, searches, copies, data."""
import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.grid import (
    DIRS4, DIRS8, FREE, LOOSE, STRICT, Grid, chebyshev, edge_key, euclid, manhattan)


# ---- basics ------------------------------------------------------------

def test_open_grid_neighbours_and_bounds():
    g = Grid(3, 2)
    assert g.in_bounds((2, 1)) and not g.in_bounds((3, 1)) and not g.in_bounds((0, -1))
    assert list(g.cells()) == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]
    assert set(g.neighbors4((1, 0))) == {(0, 0), (2, 0), (1, 1)}
    assert set(g.neighbors4((0, 0))) == {(1, 0), (0, 1)}
    assert len(DIRS4) == 4 and len(set(DIRS8)) == 8


def test_bad_size_rejected():
    with pytest.raises(ValueError):
        Grid(0, 3)


def test_distances():
    assert euclid((0, 0), (3, 4)) == 5.0
    assert chebyshev((0, 0), (3, -4)) == 4
    assert manhattan((1, 1), (-2, 5)) == 7
    assert edge_key((2, 0), (1, 0)) == ((1, 0), (2, 0))


# ---- edges -------------------------------------------------------------

def test_wall_breaks_adjacency_both_ways():
    g = Grid(3, 3)
    g.set_edge((1, 1), (2, 1), "wall")
    assert g.edge((2, 1), (1, 1)) == "wall"
    assert g.blocks_move((1, 1), (2, 1)) and g.blocks_move((2, 1), (1, 1))
    assert (2, 1) not in g.neighbors4((1, 1))
    assert (1, 1) not in g.neighbors4((2, 1))
    assert Grid.adjacent4((1, 1), (2, 1))  # still geometrically adjacent
    assert not Grid.adjacent4((1, 1), (2, 2))
    g.clear_edge((2, 1), (1, 1))
    assert g.edge((1, 1), (2, 1)) is None
    assert (2, 1) in g.neighbors4((1, 1))


def test_platform_edge_blocks_vertical_move():
    g = Grid(2, 3)
    g.set_edge((0, 0), (0, 1), "platform")
    assert (0, 1) not in g.neighbors4((0, 0))
    assert (0, 0) not in g.neighbors4((0, 1))
    assert (1, 1) in g.neighbors4((1, 0))


def test_set_edge_needs_adjacent_cells():
    g = Grid(3, 3)
    with pytest.raises(ValueError):
        g.set_edge((0, 0), (1, 1), "wall")
    with pytest.raises(ValueError):
        g.set_edge((0, 0), (2, 0), "wall")


def test_set_edge_accepts_lists():
    g = Grid(2, 1)
    g.set_edge([0, 0], [1, 0], "wall")
    assert g.edge((1, 0), (0, 0)) == "wall"


def test_passable_kinds_configurable():
    g = Grid(2, 1)
    g.set_edge((0, 0), (1, 0), "door_open")
    assert not g.blocks_move((0, 0), (1, 0))  # default passable kinds
    g.set_edge((0, 0), (1, 0), "door_closed")  # replaces the open door
    assert g.blocks_move((0, 0), (1, 0))
    assert (1, 0) not in g.neighbors4((0, 0))
    g2 = Grid(2, 1, passable_kinds={"ruined_wall"})
    g2.set_edge((0, 0), (1, 0), "door_open")
    assert g2.blocks_move((0, 0), (1, 0))
    g2.set_edge((0, 0), (1, 0), "ruined_wall")
    assert not g2.blocks_move((1, 0), (0, 0))


def test_one_way_edge_only_from_a_to_b():
    # Jump-through platform: from below (y=0) up to y=1 only.
    g = Grid(1, 2)
    g.set_edge((0, 0), (0, 1), "platform", one_way=True)
    assert not g.blocks_move((0, 0), (0, 1))
    assert g.blocks_move((0, 1), (0, 0))
    assert g.neighbors4((0, 0)) == ((0, 1),)
    assert g.neighbors4((0, 1)) == ()
    assert g.edge_one_way_from((0, 1), (0, 0)) == (0, 0)
    assert list(g.edges()) == [((0, 0), (0, 1), "platform", True)]
    # Re-setting it two-way drops the direction.
    g.set_edge((0, 1), (0, 0), "door_open")
    assert g.edge_one_way_from((0, 0), (0, 1)) is None
    assert g.neighbors4((0, 1)) == ((0, 0),)


def test_one_way_from_the_larger_cell_ignores_kind():
    g = Grid(2, 1)
    g.set_edge((1, 0), (0, 0), "wall", one_way=True)
    assert not g.blocks_move((1, 0), (0, 0))
    assert g.blocks_move((0, 0), (1, 0))
    assert list(g.edges()) == [((1, 0), (0, 0), "wall", True)]


# ---- links -------------------------------------------------------------

def test_ladder_link_through_platform():
    # Column x=0 with a platform between y=1 and y=2; a ladder links them.
    g = Grid(2, 4)
    g.set_edge((0, 1), (0, 2), "platform")
    g.set_edge((1, 1), (1, 2), "platform")
    assert (0, 2) not in g.neighbors4((0, 1))
    assert g.path((0, 0), (0, 3)) is None
    g.set_link((0, 1), (0, 2))
    assert (0, 2) in g.neighbors4((0, 1)) and (0, 1) in g.neighbors4((0, 2))
    assert g.can_step((0, 1), (0, 2))
    assert g.blocks_move((0, 1), (0, 2))  # the edge itself still blocks
    assert g.path((0, 0), (0, 3)) == [(0, 0), (0, 1), (0, 2), (0, 3)]
    g.clear_link((0, 2), (0, 1))
    assert (0, 2) not in g.neighbors4((0, 1))
    assert g.path((0, 0), (0, 3)) is None


def test_one_way_and_long_links():
    g = Grid(5, 1)
    g.set_link((0, 0), (4, 0), one_way=True)  # secret chute
    assert (4, 0) in g.neighbors4((0, 0))
    assert (0, 0) not in g.neighbors4((4, 0))
    assert g.reachable((0, 0), 1) == {(0, 0): 0, (1, 0): 1, (4, 0): 1}
    assert list(g.links()) == [((0, 0), (4, 0))]
    with pytest.raises(ValueError):
        g.set_link((1, 0), (1, 0))


def test_link_to_outside_is_ignored():
    g = Grid(2, 2)
    g.set_link((0, 0), (5, 5))
    assert (5, 5) not in g.neighbors4((0, 0))


def test_link_to_an_orthogonal_neighbour_is_not_doubled():
    g = Grid(2, 1)
    g.set_link((0, 0), (1, 0))
    assert g.neighbors4((0, 0)) == ((1, 0),)


# ---- 8-neighbours --------------------------------------------------------

def test_neighbors8_corner_modes():
    # Wall on the east side of (1,1): its two ends touch the corners towards
    # (2,0) and (2,2).
    g = Grid(3, 3)
    g.set_edge((1, 1), (2, 1), "wall")
    all_diag = {(0, 0), (2, 0), (0, 2), (2, 2)}
    strict = set(g.neighbors8((1, 1), STRICT))
    loose = set(g.neighbors8((1, 1), LOOSE))
    free = set(g.neighbors8((1, 1), FREE))
    assert strict == {(1, 0), (0, 1), (1, 2), (0, 0), (0, 2)}
    assert loose == {(1, 0), (0, 1), (1, 2)} | all_diag
    assert free == loose
    assert set(g.neighbors8((1, 1))) == strict  # STRICT is the default


def test_neighbors8_wall_straight_through_corner_blocks_loose_too():
    # Wall line x=2 spanning rows 1 and 2: the step (1,1)->(2,2) crosses it.
    g = Grid(3, 3)
    g.set_edge((1, 1), (2, 1), "wall")
    g.set_edge((1, 2), (2, 2), "wall")
    assert (2, 2) not in g.neighbors8((1, 1), LOOSE)
    assert (2, 2) in g.neighbors8((1, 1), FREE)
    with pytest.raises(ValueError):
        g.neighbors8((1, 1), "sideways")


def test_neighbors8_updates_when_a_far_corner_edge_changes():
    # The edge (2,1)|(2,2) does not touch cell (1,1) but closes the route
    # (1,1)->(2,1)->(2,2), so the diagonal must be recomputed.
    g = Grid(3, 3)
    assert (2, 2) in g.neighbors8((1, 1))
    g.set_edge((2, 1), (2, 2), "wall")
    assert (2, 2) not in g.neighbors8((1, 1), STRICT)
    assert (2, 2) in g.neighbors8((1, 1), LOOSE)
    g.clear_edge((2, 1), (2, 2))
    assert (2, 2) in g.neighbors8((1, 1), STRICT)


def test_reachable_with_diagonals():
    g = Grid(3, 3)
    assert g.reachable((0, 0), 1, diagonals=True)[(1, 1)] == 1
    assert (1, 1) not in g.reachable((0, 0), 1)
    g.set_edge((0, 0), (1, 0), "wall")
    assert (1, 1) not in g.reachable((0, 0), 1, diagonals=True)
    assert g.reachable((0, 0), 1, diagonals=True, corner=LOOSE)[(1, 1)] == 1


# ---- searches ------------------------------------------------------------

def test_reachable_unit_cost_respects_walls_and_passable():
    g = Grid(5, 2)
    g.set_edge((2, 0), (3, 0), "wall")
    g.set_edge((2, 1), (3, 1), "wall")
    r = g.reachable((0, 0), 10)
    assert r == {(0, 0): 0, (1, 0): 1, (2, 0): 2, (0, 1): 1, (1, 1): 2, (2, 1): 3}
    r = g.reachable((0, 0), 10, passable=lambda c: c != (1, 0))
    assert r[(2, 0)] == 4  # around through row 1
    assert (1, 0) not in r
    assert g.reachable((0, 0), 0) == {(0, 0): 0}
    assert set(g.reachable((0, 0), 2)) == {(0, 0), (1, 0), (2, 0), (0, 1), (1, 1)}


def test_reachable_start_is_kept_even_if_not_passable():
    g = Grid(2, 1)
    assert g.reachable((0, 0), 3, passable=lambda c: c != (0, 0)) == {(0, 0): 0, (1, 0): 1}


def test_reachable_with_costs():
    # Entering (1,0) costs 3 (rubble), any other step 1.
    g = Grid(3, 2)

    def cost(a, b):
        return 3 if b == (1, 0) else 1

    r = g.reachable((0, 0), 4, cost=cost)
    assert r == {(0, 0): 0, (0, 1): 1, (1, 1): 2, (2, 1): 3, (1, 0): 3, (2, 0): 4}
    assert (2, 0) not in g.reachable((0, 0), 3, cost=cost)


def test_reachable_cost_none_means_no_step():
    g = Grid(2, 2)
    r = g.reachable((0, 0), 5, cost=lambda a, b: None if b == (1, 1) else 1)
    assert set(r) == {(0, 0), (1, 0), (0, 1)}


def test_reachable_stop_at_enters_but_does_not_leave():
    # A pit at (2,0) in a corridor: you can fall in but not walk past it.
    g = Grid(5, 1)
    pit = lambda c: c == (2, 0)  # noqa: E731
    assert g.reachable((0, 0), 10, stop_at=pit) == {(0, 0): 0, (1, 0): 1, (2, 0): 2}
    r = g.reachable((0, 0), 10, cost=lambda a, b: 1, stop_at=pit)
    assert set(r) == {(0, 0), (1, 0), (2, 0)}
    # Standing on the pit at the start, you can leave it.
    assert set(g.reachable((2, 0), 1, stop_at=pit)) == {(1, 0), (2, 0), (3, 0)}


def test_stop_at_cells_are_avoided_when_a_way_around_exists():
    g = Grid(3, 2)
    trap = lambda c: c == (1, 0)  # noqa: E731
    assert g.reachable((0, 0), 10, stop_at=trap)[(2, 0)] == 4
    assert g.path((0, 0), (2, 0), stop_at=trap) == [(0, 0), (0, 1), (1, 1), (2, 1), (2, 0)]
    assert g.path((0, 0), (1, 0), stop_at=trap) == [(0, 0), (1, 0)]


def test_path_cheapest_and_deterministic():
    g = Grid(4, 4)
    p = g.path((0, 0), (3, 3))
    assert p[0] == (0, 0) and p[-1] == (3, 3) and len(p) == 7
    assert p == g.path((0, 0), (3, 3))
    assert all(Grid.adjacent4(a, b) for a, b in zip(p, p[1:]))
    assert g.path((1, 1), (1, 1)) == [(1, 1)]


def test_path_with_costs_prefers_cheap_detour():
    # Mud in the middle column except the top row.
    g = Grid(3, 3)

    def cost(a, b):
        return 9 if b[0] == 1 and b[1] < 2 else 1

    assert g.path((0, 0), (2, 0), cost=cost) == [
        (0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0)]
    assert g.path((0, 0), (2, 0), cost=cost, max_cost=5) is None


def test_path_none_when_walled_off_or_goal_impassable():
    g = Grid(3, 1)
    g.set_edge((1, 0), (2, 0), "wall")
    assert g.path((0, 0), (2, 0)) is None
    assert g.path((0, 0), (2, 0), cost=lambda a, b: 1) is None
    g.clear_edge((1, 0), (2, 0))
    assert g.path((0, 0), (2, 0), passable=lambda c: c != (2, 0)) is None
    assert g.path((0, 0), (2, 0)) == [(0, 0), (1, 0), (2, 0)]


def test_path_with_diagonals():
    g = Grid(4, 4)
    assert len(g.path((0, 0), (3, 3), diagonals=True)) == 4


# ---- copies and data -------------------------------------------------------

def test_clone_is_independent():
    g = Grid(3, 3)
    g.set_edge((0, 0), (1, 0), "wall")
    g.set_link((0, 0), (2, 2))
    before = g.neighbors4((1, 1)), g.neighbors8((1, 1))  # warm caches
    c = g.clone()
    assert c == g
    c.set_edge((1, 1), (2, 1), "wall")
    c.clear_edge((0, 0), (1, 0))
    c.clear_link((0, 0), (2, 2))
    assert g.edge((0, 0), (1, 0)) == "wall" and g.edge((1, 1), (2, 1)) is None
    assert (g.neighbors4((1, 1)), g.neighbors8((1, 1))) == before
    assert (2, 2) in g.neighbors4((0, 0)) and (2, 2) not in c.neighbors4((0, 0))
    assert (2, 1) not in c.neighbors4((1, 1))
    assert c != g


def test_to_data_round_trip_through_json():
    g = Grid(4, 3, passable_kinds={"door_open", "ruined_wall"})
    g.set_edge((0, 0), (1, 0), "wall")
    g.set_edge((2, 2), (2, 1), "platform", one_way=True)
    g.set_edge((3, 0), (3, 1), "door_closed")
    g.set_link((0, 1), (0, 2))
    g.set_link((3, 2), (0, 0), one_way=True)
    data = json.loads(json.dumps(g.to_data()))
    h = Grid.from_data(data)
    assert h == g
    assert h.to_data() == g.to_data()
    assert h.edge_one_way_from((2, 1), (2, 2)) == (2, 2)
    assert h.passable_kinds == {"door_open", "ruined_wall"}
    assert (0, 0) in h.neighbors4((3, 2)) and (3, 2) not in h.neighbors4((0, 0))
    assert [link["one_way"] for link in data["links"]].count(False) == 1


# ---- properties ----------------------------------------------------------

EDGE_KINDS = ("wall", "door_open", "platform")


@st.composite
def edits(draw):
    """A list of random edge/link edits on a 5x4 grid."""
    ops = []
    for _ in range(draw(st.integers(0, 25))):
        x, y = draw(st.integers(0, 4)), draw(st.integers(0, 3))
        d = draw(st.sampled_from(DIRS4))
        b = (x + d[0], y + d[1])
        op = draw(st.sampled_from(("set", "set", "clear", "link", "unlink")))
        ops.append((op, (x, y), b, draw(st.sampled_from(EDGE_KINDS)), draw(st.booleans())))
    return ops


def _apply(g, ops, probe):
    for op, a, b, kind, flag in ops:
        if op == "set":
            g.set_edge(a, b, kind, one_way=flag)
        elif op == "clear":
            g.clear_edge(a, b)
        elif op == "link":
            g.set_link(a, b, one_way=flag)
        else:
            g.clear_link(a, b)
        probe(g)  # query between edits so stale caches would show


def _all_neighbours(g):
    return {c: (g.neighbors4(c), g.neighbors8(c, STRICT), g.neighbors8(c, LOOSE))
            for c in g.cells()}


@settings(max_examples=40, deadline=None)
@given(edits())
def test_cached_neighbours_match_a_fresh_grid(ops):
    g = Grid(5, 4)
    _apply(g, ops, _all_neighbours)
    fresh = Grid.from_data(g.to_data())
    assert fresh == g
    assert _all_neighbours(g) == _all_neighbours(fresh)


@settings(max_examples=40, deadline=None)
@given(edits(), st.integers(0, 19), st.integers(0, 8))
def test_bfs_and_dijkstra_agree_on_unit_costs(ops, start_i, max_cost):
    g = Grid(5, 4)
    _apply(g, ops, lambda g: None)
    start = list(g.cells())[start_i]
    stop = lambda c: (c[0] + c[1]) % 5 == 0  # noqa: E731
    fast = g.reachable(start, max_cost, stop_at=stop)
    slow = g.reachable(start, max_cost, cost=lambda a, b: 1, stop_at=stop)
    assert fast == slow
    for goal, d in sorted(fast.items())[::3]:
        p = g.path(start, goal, stop_at=stop)
        assert p is not None and len(p) - 1 == d
        assert all(g.can_step(a, b) for a, b in zip(p, p[1:]))
        assert math.isclose(len(g.path(start, goal, cost=lambda a, b: 1, stop_at=stop)) - 1, d)



@settings(max_examples=60, deadline=None)
@given(edits(), st.integers(0, 19), st.sets(st.integers(0, 19), max_size=4), st.integers(0, 6), st.booleans())
def test_a_search_told_what_it_needs_answers_as_a_full_one_for_those(ops, start_i, wanted_i, within, weighted):
    # until=(cells, within): exact costs and parents for those cells and every cell within `within`,
    # nothing else (no cost that a longer search would still lower)
    g = Grid(5, 4)
    _apply(g, ops, lambda g: None)
    cells = list(g.cells())
    start, wanted = cells[start_i], {cells[i] for i in wanted_i}
    cost = (lambda a, b: 1 + (a[0] * 3 + b[1]) % 3) if weighted else None
    stop = lambda c: (c[0] + c[1]) % 5 == 0  # noqa: E731
    dist, parent = g.reachable_tree(start, None, cost=cost, stop_at=stop, diagonals=True)
    got, got_parent = g.reachable_tree(start, None, cost=cost, stop_at=stop, diagonals=True,
                                       until=(wanted, within))
    assert all(dist[c] == got[c] for c in got)
    assert all(parent[c] == got_parent[c] for c in got_parent)
    assert {c for c in dist if c in wanted or dist[c] <= within} <= set(got)
    assert set(got_parent) == set(got) - {start}


@settings(max_examples=60, deadline=None)
@given(edits(), st.integers(0, 19), st.integers(0, 7))
def test_a_search_told_the_least_step_answers_as_without(ops, start_i, max_cost):
    # min_step: cells from which no step fits within max_cost are not expanded; nothing changes
    g = Grid(5, 4)
    _apply(g, ops, lambda g: None)
    start = list(g.cells())[start_i]
    cost = lambda a, b: 1 + (a[0] * 3 + b[1]) % 3  # noqa: E731
    stop = lambda c: (c[0] + c[1]) % 5 == 0  # noqa: E731
    want = g.reachable_tree(start, max_cost, cost=cost, stop_at=stop, diagonals=True)
    assert g.reachable_tree(start, max_cost, cost=cost, stop_at=stop, diagonals=True, min_step=1) == want

def test_multi_square_bases():
    from game.engine.grid import base_cells, base_distance
    assert base_cells((3, 4)) == [(3, 4)]
    assert base_cells((3, 4), 2) == [(3, 4), (4, 4), (3, 5), (4, 5)]
    assert base_distance(base_cells((3, 4), 2), [(6, 5)]) == 2      # from its nearest square (4, 5)
    assert base_distance(base_cells((3, 4), 2), [(5, 6)]) == 1


def test_occupancy_of_bases_and_their_overlaps():
    from game.engine.grid import base_cells, occupancy
    held, overlaps = occupancy([("a", base_cells((1, 1), 2)), ("b", [(3, 3)]), ("c", [(2, 2)])])
    assert held[(2, 1)] == "a" and held[(3, 3)] == "b" and held[(2, 2)] == "a"
    assert overlaps == [((2, 2), "a", "c")]

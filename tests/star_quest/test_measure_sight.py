"""The engine's measuring (game/engine/measure.py) and wargame sight
(sight.sight_and_cover) that Star Quest uses."""
import math

from game.engine.grid import Grid
from game.engine.measure import Measure, MoveMap, gap, in_contact, step_length
from game.engine.sight import sight_and_cover


def test_gaps_are_base_edge_to_base_edge():
    assert gap((0, 0), (1, 0)) == 0 and in_contact((0, 0), (1, 1))
    assert math.isclose(gap((0, 0), (3, 4)), 4.0)
    assert not in_contact((0, 0), (2, 0)) and not in_contact((0, 0), (0, 0))


def test_measure_scales_rule_inches():
    full, half = Measure(1.0), Measure(0.5)
    assert full.cells(6) == 6 and half.cells(6) == 3 and half.inches(3) == 6
    assert full.within((0, 0), (7, 0), 6) and not full.within((0, 0), (8, 0), 6)
    assert half.within((0, 0), (4, 0), 6) and not half.within((0, 0), (5, 0), 6)
    assert full.within_reach((0, 0), (3, 0), 0, 4, 2, 4) and not full.within_reach((0, 0), (3, 0), 0, 5, 2, 4)


def test_step_lengths_and_heights_in_the_move_map():
    assert step_length((0, 0), (1, 1)) == math.sqrt(2) and step_length((0, 0), (2, 0)) == 2
    g = Grid(10, 10)
    heights = {(5, y): 3 for y in range(10)}
    heights.update({(6, y): 7 for y in range(10)})
    m = MoveMap(g, heights, impassable={(2, 2)})
    r = m.reach((4, 4), 20)
    assert r[(5, 4)] == 1 + 3                       # climbing costs the height
    assert (2, 2) not in r
    r7 = m.reach((6, 4), 20)
    assert (5, 4) not in [c for c in r7 if r7[c] == 1 + 4]   # a 4" drop is not a step


def test_difficult_terrain_caps_paths_through_it():
    g = Grid(20, 3)
    m = MoveMap(g, {}, impassable=(), difficult={(3, y) for y in range(3)})
    r = m.reach((0, 1), 12, difficult_cap=6)
    assert (6, 1) in r and (7, 1) not in r
    assert (0, 1) in m.reach((0, 1), 12, blocked={(1, 1)}, difficult_cap=6)
    r, parents = m.reach((0, 1), 5, want_parents=True)
    assert MoveMap.path_to(parents, (4, 1))[0] == (0, 1) and MoveMap.path_to(parents, (4, 1))[-1] == (4, 1)


def test_sight_and_cover_corners_and_cover_cells():
    g = Grid(10, 10)
    assert sight_and_cover(g, (0, 2), (4, 2), {(2, 2)}) is None            # straight through a blocker
    assert sight_and_cover(g, (0, 0), (2, 2), {(1, 2)}) is True            # peeking past a corner: behind it
    assert sight_and_cover(g, (0, 0), (2, 2)) is False                     # in the open
    assert sight_and_cover(g, (0, 2), (4, 2), (), {(2, 2)}) is True        # through cover

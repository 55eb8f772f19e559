"""The engine pieces this game added: line of sight with heights, door flags, grid trees."""
from game.engine.doors import Doors
from game.engine.grid import Grid
from game.engine.sight import BLOCKED, CLEAR, PARTIAL, height_sight


def test_a_taller_element_cuts_the_line_unless_the_target_rises_above_it():
    g = Grid(10, 5)
    statue = {(4, 2): 3}
    assert height_sight(g, (1, 2), (7, 2), 2, 2, statue)[0] == BLOCKED
    assert height_sight(g, (1, 2), (7, 2), 2, 4, statue)[0] == CLEAR          # a huge target shows over it
    assert height_sight(g, (1, 2), (7, 2), 2, 2, statue, target_elevated=True)[0] == CLEAR


def test_a_lower_element_obstructs_only_next_to_the_target():
    g = Grid(10, 5)
    table = {(6, 2): 1}
    assert height_sight(g, (1, 2), (7, 2), 2, 2, table, {(6, 2): 1}) == (PARTIAL, 1)
    far = {(3, 2): 1}
    assert height_sight(g, (1, 2), (7, 2), 2, 2, far)[0] == CLEAR


def test_grazing_a_blocking_corner_obstructs_without_cutting():
    g = Grid(10, 6)
    pillar = {(2, 1): 3}                              # the line (1,1) -> (2,2) grazes its corner
    assert height_sight(g, (1, 1), (2, 2), 2, 2, pillar) == (PARTIAL, 1)
    both = {(2, 1): 3, (1, 2): 3}                     # closed on both sides: cut
    assert height_sight(g, (1, 1), (2, 2), 2, 2, both)[0] == BLOCKED


def test_walls_still_cut_the_line():
    g = Grid(10, 5)
    g.set_edge((3, 2), (4, 2), "wall")
    assert height_sight(g, (1, 2), (7, 2), 2, 2, {})[0] == BLOCKED


def test_door_flags_live_in_the_door_box():
    box = {}
    d = Doors(box)
    ident = d.add((0, 0), (1, 0))
    assert d.flag(ident, "locked") is None and d.flag(ident, "hits", 0) == 0
    d.set_flag(ident, "locked", True)
    assert box[ident]["flags"] == {"locked": True}


def test_reachable_tree_gives_the_same_paths_as_path():
    g = Grid(6, 6)
    g.set_edge((2, 1), (3, 1), "wall")
    dist, parent = g.reachable_tree((0, 0), None, diagonals=True)
    for goal in ((5, 5), (4, 1), (2, 3)):
        p = g.path_from_tree(parent, (0, 0), goal)
        q = g.path((0, 0), goal, diagonals=True)
        assert p[0] == (0, 0) and p[-1] == goal and len(p) == len(q) and dist[goal] == len(p) - 1

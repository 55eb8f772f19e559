"""game/engine/doors.py: doors, secret doors and gates on grid edges."""
import pytest

from game.engine.doors import Doors, door_id
from game.engine.grid import Grid
from game.engine.sight import line_of_sight


def test_doors_write_the_grid_edges_they_stand_for():
    box = {}
    d = Doors(box)
    a = d.add((0, 0), (1, 0))
    s = d.add((1, 1), (1, 0), "secret")
    g = d.add((2, 0), (1, 0), "gate", open_=True)
    assert a == "0,0|1,0" and s == door_id((1, 0), (1, 1)) == "1,0|1,1"
    grid = Grid(3, 2)
    d.apply(grid)
    assert grid.edge((0, 0), (1, 0)) == "door_closed" and grid.blocks_move((0, 0), (1, 0))
    assert grid.edge((1, 0), (1, 1)) == "wall"                 # an unfound secret door is a wall
    assert grid.edge((1, 0), (2, 0)) == "door_open" and not grid.blocks_move((1, 0), (2, 0))
    assert line_of_sight(grid, (0, 0), (2, 0)) == "blocked"
    d.open(a)
    d.find(s)
    d.apply(grid)
    assert not grid.blocks_move((0, 0), (1, 0)) and not grid.blocks_move((1, 0), (1, 1))
    assert line_of_sight(grid, (0, 0), (2, 0)) == "clear"


def test_gates_toggle_and_signatures_change():
    d = Doors({})
    g = d.add((0, 0), (0, 1), "gate")
    before = d.signature()
    assert d.toggle(g) is True and d.signature() != before
    assert d.toggle(g) is False and d.signature() == before


def test_neighbours_other_side_and_visibility():
    d = Doors({})
    a = d.add((1, 1), (2, 1))
    s = d.add((1, 1), (1, 2), "secret")
    assert d.next_to((1, 1)) == sorted([a, s])
    assert d.other_side(a, (1, 1)) == (2, 1)
    assert d.visible(a) and not d.visible(s)
    with pytest.raises(ValueError):
        d.add((0, 0), (2, 0))
    with pytest.raises(ValueError):
        d.add((0, 0), (0, 1), "portcullis")


def test_the_version_changes_with_every_change_and_never_repeats():
    box, stamp = {}, {}
    d = Doors(box, stamp)
    a = d.add((0, 0), (1, 0))
    s = d.add((1, 1), (1, 0), "secret")
    seen = [d.version]
    assert Doors(box, stamp).version == seen[-1]             # asking does not change it
    for change in (lambda: d.open(a), lambda: d.close(a), lambda: d.toggle(a), lambda: d.find(s),
                   lambda: d.see(a), lambda: d.set_flag(a, "locked", True), lambda: d.toggle(a)):
        change()
        assert d.version not in seen
        seen.append(d.version)
    copy = {k: dict(v) for k, v in box.items()}               # a cloned state: same doors, its own box
    assert Doors(copy, dict(stamp)).version not in seen
    with pytest.raises(ValueError):
        Doors(box).version

"""Traps: which ones a move along a path sets off, and in what order."""
import json

import pytest

from game.engine.traps import Trap, TrapIndex, traps_triggered

CORRIDOR = [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]


def ids(hits):
    return [(i, t.id) for i, t in hits]


def test_cell_trap_fires_on_entering():
    pit = Trap("pit", "pit", cell=(2, 0))
    assert ids(traps_triggered([pit], CORRIDOR)) == [(2, "pit")]


def test_cell_trap_does_not_fire_on_the_start_cell():
    pit = Trap("pit", "pit", cell=(0, 0))
    assert traps_triggered([pit], CORRIDOR) == []
    # ...but coming back onto it does.
    assert ids(traps_triggered([pit], [(0, 0), (1, 0), (0, 0)])) == [(2, "pit")]


def test_no_move_no_trap():
    pit = Trap("pit", "pit", cell=(0, 0))
    assert traps_triggered([pit], [(0, 0)]) == []
    assert traps_triggered([pit], []) == []


def test_edge_trap_fires_on_crossing_either_way():
    spears = Trap("spears", "spears", edge=((2, 0), (1, 0)))
    assert ids(traps_triggered([spears], CORRIDOR)) == [(2, "spears")]
    assert ids(traps_triggered([spears], CORRIDOR[::-1])) == [(3, "spears")]
    # Walking along beside the edge does not cross it.
    assert traps_triggered([spears], [(1, 1), (2, 1), (2, 2)]) == []
    # Stopping next to it does not either.
    assert traps_triggered([spears], [(0, 0), (1, 0)]) == []


def test_edge_is_stored_in_canonical_order_and_accepts_lists():
    t = Trap("t", "arrows", edge=[[3, 4], [3, 3]])
    assert t.edge == ((3, 3), (3, 4))
    c = Trap("c", "pit", cell=[1, 2])
    assert c.cell == (1, 2)


def test_bad_trap_places_rejected():
    with pytest.raises(ValueError):
        Trap("x", "pit")
    with pytest.raises(ValueError):
        Trap("x", "pit", cell=(0, 0), edge=((0, 0), (1, 0)))
    with pytest.raises(ValueError):
        Trap("x", "spears", edge=((0, 0), (1, 1)))


def test_order_along_the_path():
    traps = [
        Trap("late_pit", "pit", cell=(4, 0)),
        Trap("rocks", "rocks", cell=(1, 0)),
        Trap("axes", "axes", edge=((2, 0), (3, 0))),
        Trap("arrows_cell", "arrows", cell=(3, 0)),
    ]
    # Step 3 crosses the axe edge before entering the arrow cell.
    assert ids(traps_triggered(traps, CORRIDOR)) == [
        (1, "rocks"), (3, "axes"), (3, "arrows_cell"), (4, "late_pit")]


def test_same_place_keeps_given_order_and_fires_every_time():
    a = Trap("a", "arrows", cell=(1, 0))
    b = Trap("b", "rocks", cell=(1, 0))
    path = [(0, 0), (1, 0), (0, 0), (1, 0)]
    assert ids(traps_triggered([a, b], path)) == [(1, "a"), (1, "b"), (3, "a"), (3, "b")]
    assert ids(traps_triggered([b, a], path)) == [(1, "b"), (1, "a"), (3, "b"), (3, "a")]


def test_hidden_traps_ignored_by_a_filter():
    # 16.1-B: the MB's figures do not set off traps still hidden.
    hidden = Trap("hidden", "pit", cell=(1, 0))
    shown = Trap("shown", "pit", cell=(3, 0), hidden=False)
    mb_figure = lambda trap: not trap.hidden  # noqa: E731
    assert ids(traps_triggered([hidden, shown], CORRIDOR, mb_figure)) == [(3, "shown")]
    assert ids(traps_triggered([hidden, shown], CORRIDOR)) == [(1, "hidden"), (3, "shown")]


def test_disarmed_traps_never_fire():
    t = Trap("t", "spears", edge=((0, 0), (1, 0)), armed=False)
    assert traps_triggered([t], CORRIDOR, lambda trap: True) == []


def test_jump_and_link_steps_cross_no_edge():
    # Jumping over the pit at (1,0) (16.8): the path skips it.
    pit = Trap("pit", "pit", cell=(1, 0))
    spears = Trap("spears", "spears", edge=((0, 0), (1, 0)))
    assert traps_triggered([pit, spears], [(0, 0), (2, 0), (3, 0)]) == []


def test_index_reused_sees_state_changes():
    t = Trap("t", "pit", cell=(2, 0))
    index = TrapIndex([t])
    assert ids(traps_triggered(index, CORRIDOR)) == [(2, "t")]
    t.armed = False
    assert index.triggered(CORRIDOR) == []


def test_trap_data_round_trip():
    traps = [Trap("a", "axes", edge=((1, 0), (1, 1)), hidden=False, data={"damage": 2}),
             Trap("p", "pit_deep", cell=(4, 4), armed=False)]
    back = [Trap.from_data(d) for d in json.loads(json.dumps([t.to_data() for t in traps]))]
    assert back == traps

"""Trap reaction: a trap found while opening a door (or a chest, or on an arrow) lets the hero
step to a free square next to it; the hero moves no more this activation."""
from du_helpers import build, d6s, do, fig, force, kinds, legal


def test_a_trap_found_on_a_door_offers_a_step_to_a_free_square():
    w = build({"heroes": [{"ref": "ithra", "at": [14, 13]}, {"ref": "brannoc", "at": [13, 13]}],
               "revealed": [3], "turn": 3, "reserve": 10, "decks": {"obstacle": ["needle_trap"]}})
    force(w, "scenario", "obstacle")
    d6s(w, 5, 5)
    events = do(w, "open_door", "h1", "14,13|15,13")
    assert "trap_found" in kinds(events)
    steps = legal(w, "step_aside")
    cells = sorted(tuple(a.args[1]) for a in steps)
    assert cells and (13, 13) not in cells                  # an ally's square is not free
    assert all(max(abs(x - 14), abs(y - 13)) == 1 for x, y in cells)
    assert not legal(w, "move")
    to = cells[0]
    events = do(w, "step_aside", "h1", list(to))
    assert fig(w, "h1")["cell"] == list(to) and "step_aside" in kinds(events)
    assert not legal(w, "step_aside") and not legal(w, "move")   # once, and no more movement
    assert w.res["act"]["action"] == 1                           # the action is still there (disarm)


def test_no_step_aside_without_a_found_trap():
    w = build({"heroes": [{"ref": "ithra", "at": [14, 13]}], "revealed": [3], "turn": 3})
    assert not legal(w, "step_aside")

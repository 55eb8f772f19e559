"""A friend buried under rocks (16.2) is dug out by standing next to it, and comes
out onto a free square beside it: adventurers go to it, and leave its one way out
free when another friend already stands beside it (a wall between counts).
Before, nobody came, or a friend stood on the only way out for good."""
from game.games.tseuquest.game import GAME
from tq_helpers import build, force, hero

# (0, 0) has a wall below it: its one way out is (1, 0)
ARENA = [". . . . . .", "-", ". . . . . ."]


def rolled(heroes):
    w = build({"arena": ARENA, "clear_traps": True, "clear_scenery": True, "heroes": heroes})
    force(w, "dmov", "3", "3")
    k = hero(w, "kordan")
    GAME.apply(w, next(a for a in GAME.legal_actions(w) if a.kind == "roll_move" and a.args[1] == "normal"))
    return w, k


def test_an_adventurer_goes_to_a_buried_friend():
    w, k = rolled([{"hero": "kordan", "at": [5, 1]},
                   {"hero": "ysolde", "at": [0, 0], "status": {"buried": True}}])
    a = GAME.choose_ai(w, 1)
    assert a.kind == "move" and tuple(a.args[1]) in ((1, 0), (0, 1))     # next to her


def test_the_one_way_out_is_left_free_when_a_friend_is_beside_already():
    w, k = rolled([{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [0, 1]},
                   {"hero": "ysolde", "at": [0, 0], "status": {"buried": True}}])
    a = GAME.choose_ai(w, 1)
    assert a.kind == "move" and tuple(a.args[1]) != (1, 0)

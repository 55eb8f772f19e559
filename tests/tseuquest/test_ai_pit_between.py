"""A placed pit is jumped onto the square beyond it, never onto a figure's: an
enemy standing just beyond a pit is reached by another way. Before, the party's
map took the pit for a way to it and the adventurers faced the enemy across the
pit for the rest of the adventure."""
from game.games.tseuquest.game import GAME
from tq_helpers import build, cell, force, hero

# a ring corridor round a block of rock
RING = [". . . . . .", "", ". # # # # .", "", ". . . . . ."]


def test_an_enemy_beyond_a_pit_is_reached_round_it():
    w = build({"arena": RING, "clear_traps": True, "clear_scenery": True,
               "traps": [{"kind": "pit", "at": [2, 0], "id": "p", "hidden": False}],
               "heroes": [{"hero": "kordan", "at": [1, 0]}],
               "figures": [{"ref": "grubling", "at": [3, 0]}]})
    k = hero(w, "kordan")
    force(w, "dmov", "5", "5")
    GAME.apply(w, next(a for a in GAME.legal_actions(w) if a.kind == "roll_move" and a.args[1] == "normal"))
    a = GAME.choose_ai(w, 1)
    assert a.kind == "move" and a.args[0] == k and tuple(a.args[1]) != (1, 0)
    GAME.apply(w, a)
    while GAME.choose_ai(w, 1).kind == "move":
        GAME.apply(w, GAME.choose_ai(w, 1))
    assert cell(w, k) == (5, 0)         # ten squares round the ring: the Grubling's far side

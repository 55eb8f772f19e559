"""A lever that opens a gate comes before chests and other doors in the
adventurers' wishes: the adventures' gates guard their goals, and a party that
opened every other door first ran out of rounds before Vhal's throne room."""
from game.games.tseuquest.game import GAME
from tq_helpers import build, force, hero

# a small room (a) by the door at the west end, Osmund behind the gate at the east end
ARENA = ["aD. . . . . .Gb"]


def test_the_lever_before_the_nearer_door():
    w = build({"arena": ARENA, "clear_traps": True, "clear_scenery": True,
               "heroes": [{"hero": "kordan", "at": [2, 0]}],
               "figures": [{"ref": "osmund", "at": [7, 0]}],
               "scenery": [{"kind": "lever", "at": [6, 0], "gates": [[[6, 0], [7, 0]]]}]})
    k = hero(w, "kordan")
    force(w, "dmov", "2", "2")
    GAME.apply(w, next(a for a in GAME.legal_actions(w) if a.kind == "roll_move" and a.args[1] == "normal"))
    a = GAME.choose_ai(w, 1)
    assert a.kind == "move" and a.args[0] == k and a.args[1][0] > 2      # east, to the lever

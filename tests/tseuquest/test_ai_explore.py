"""Adventurers who know no way on walk the corridors round the rooms they know
no door of: a door shows only once its outside square is seen, and before, a
party that saw none from its start stood there all adventure (Vhal's Tower)."""
from game.games.tseuquest import world
from game.games.tseuquest.game import GAME
from tq_helpers import build, force, hero

# a corridor round two sides of a room whose one door is out of sight of (0, 2)
ARENA = [". . . . . . . .", "  - - - - D - -", ". a a a a a a a", "", ". a a a a a a a"]


def test_a_party_that_sees_no_door_walks_the_corridor_and_finds_one():
    w = build({"arena": ARENA, "clear_traps": True, "clear_scenery": True,
               "heroes": [{"hero": "kordan", "at": [0, 2]}],
               "figures": [{"ref": "osmund", "at": [6, 2], "placed": False}]})
    k = hero(w, "kordan")
    d = world.doors(w)
    assert not any(d.visible(i) for i in d)
    force(w, "dmov", "5", "5")
    GAME.apply(w, next(a for a in GAME.legal_actions(w) if a.kind == "roll_move" and a.args[1] == "normal"))
    a = GAME.choose_ai(w, 1)
    assert a.kind == "move" and a.args[1][1] == 0           # up into the corridor along the room
    GAME.apply(w, a)
    assert all(d.visible(i) for i in d)
    a = GAME.choose_ai(w, 1)
    assert a.kind == "move" and tuple(a.args[1]) == (5, 0)  # to the door it now sees
    assert k == a.args[0]

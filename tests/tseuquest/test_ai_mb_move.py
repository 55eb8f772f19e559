"""The Evil Wizard's figures move only when it brings them nearer an adventurer:
an antagonist rolls the dMov only when the best roll could reach a nearer square
(friends may bar every one: the roll would end without a step), and a figure
whose way to the weakest adventurer is barred goes for another one."""
from game.games.tseuquest.game import GAME
from game.engine.protocol import act
from tq_helpers import build, force, mb

CORRIDOR = [". . . . . . . ."]


def corridor(osmund_at: int):
    # the Bonewalker fights Kordan, so no friend may pass its square (6.8)
    return build({"arena": CORRIDOR, "clear_traps": True, "mb_phase": True, "activate": "osmund",
                  "heroes": [{"hero": "kordan", "at": [0, 0]}],
                  "figures": [{"ref": "bonewalker", "at": [1, 0]}, {"ref": "osmund", "at": [osmund_at, 0]}]})


def test_no_roll_when_friends_bar_every_nearer_square():
    w = corridor(2)
    assert any(a.kind == "roll_move" for a in GAME.legal_actions(w))
    assert GAME.choose_ai(w, 0).kind == "end_activation"


def test_a_roll_when_a_nearer_square_can_be_reached():
    w = corridor(4)
    assert GAME.choose_ai(w, 0).kind == "roll_move"


# Mirel (the weakest) stands in a corner with a wall below her and a Bonewalker
# fighting her: the only square next to her is taken. Kordan stands in the open.
BOXED = [". . . . . . . .", "-", ". . . . . . . .", "", ". . . . . . . ."]


def test_a_minion_whose_way_to_the_weakest_is_barred_goes_for_another():
    w = build({"arena": BOXED, "clear_traps": True, "mb_phase": True, "activate": "grubling",
               "heroes": [{"hero": "mirel", "at": [0, 0], "life": 1}, {"hero": "kordan", "at": [5, 2]}],
               "figures": [{"ref": "bonewalker", "at": [1, 0]}, {"ref": "grubling", "at": [1, 1]}]})
    a = GAME.choose_ai(w, 0)
    assert a.kind == "move"
    assert abs(a.args[1][0] - 5) + abs(a.args[1][1] - 2) == 1       # next to Kordan


def test_an_antagonist_rolls_to_open_the_door_on_its_way_and_opens_it():
    w = build({"arena": [". . .D. . . . ."], "clear_traps": True, "mb_phase": True, "activate": "osmund",
               "heroes": [{"hero": "kordan", "at": [0, 0]}], "figures": [{"ref": "osmund", "at": [3, 0]}]})
    osmund = mb(w, "osmund")
    a = GAME.choose_ai(w, 0)
    assert a.kind == "roll_move"
    force(w, "dmov", "3", "4")
    GAME.apply(w, a)
    a = GAME.choose_ai(w, 0)
    assert a.kind == "open_door" and a.args[0] == osmund
    GAME.apply(w, a)
    assert GAME.choose_ai(w, 0) == act("move", osmund, [1, 0])


def test_an_antagonist_leaves_a_door_that_leads_away_shut():
    w = build({"arena": [". . . .D. . . ."], "clear_traps": True, "mb_phase": True, "activate": "osmund",
               "heroes": [{"hero": "kordan", "at": [0, 0]}], "figures": [{"ref": "osmund", "at": [3, 0]}]})
    force(w, "dmov", "3", "4")
    GAME.apply(w, GAME.choose_ai(w, 0))
    a = GAME.choose_ai(w, 0)
    assert a == act("move", mb(w, "osmund"), [1, 0])

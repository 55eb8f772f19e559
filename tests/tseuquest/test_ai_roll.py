"""The adventurer AI rolls movement only when some square the best roll reaches is
nearer its goal: with a friend beyond a known pit barring the one corridor, a roll
would end without a step."""
from game.games.tseuquest.game import GAME
from tq_helpers import build

CORRIDOR = [". . . . . . . ."]


def position(pit: bool):
    traps = [{"kind": "pit", "at": [1, 0], "id": "p", "hidden": False}] if pit else []
    return build({"arena": CORRIDOR, "clear_traps": True, "traps": traps,
                  "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [2, 0]}],
                  "figures": [{"ref": "osmund", "at": [6, 0]}]})


def test_no_roll_when_no_square_nearer_can_be_reached():
    w = position(pit=True)
    assert any(a.kind == "roll_move" for a in GAME.legal_actions(w))
    assert GAME.choose_ai(w, 1).kind != "roll_move"


def test_a_roll_when_the_way_is_open():
    w = position(pit=False)
    assert GAME.choose_ai(w, 1).kind == "roll_move"

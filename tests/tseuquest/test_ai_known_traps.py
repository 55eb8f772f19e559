"""Adventurers and the traps they know: a placed, armed trap is walked round when
another way leads to the goal, and walked up to (to be disarmed) when it bars the
only way. Before, a mover looked only at the four squares nearest its goal, all
behind the trap, and stood still for the rest of the adventure (the Marsh Idol's
carrier beside the vault's slumber rune)."""
from game.games.tseuquest.game import GAME
from tq_helpers import build, force, hero

# a ring corridor round a block of rock
RING = [". . . . . .", "", ". # # # # .", "", ". . . . . ."]


def rolled(arena, trap_at, hero_at, exits, faces=("5", "5")):
    w = build({"arena": arena, "arena_goal": "escape:1", "arena_exits": exits, "clear_traps": True,
               "traps": [{"kind": "glyph_sleep", "at": trap_at, "id": "rune", "hidden": False}],
               "heroes": [{"hero": "kordan", "at": hero_at}]})
    k = hero(w, "kordan")
    force(w, "dmov", *faces)
    GAME.apply(w, next(a for a in GAME.legal_actions(w) if a.kind == "roll_move" and a.args[1] == "normal"))
    return w, k


def test_the_known_rune_is_walked_round():
    w, k = rolled(RING, [2, 0], [4, 0], [[0, 0]])
    a = GAME.choose_ai(w, 1)
    assert a.kind == "move" and a.args[1][1] == 2       # along the bottom of the ring


def test_a_rune_on_the_only_way_is_walked_up_to_and_disarmed():
    w, k = rolled([". . . . . . . ."], [4, 0], [0, 0], [[7, 0]])
    a = GAME.choose_ai(w, 1)
    assert a.kind == "move" and tuple(a.args[1]) == (3, 0)
    GAME.apply(w, a)
    a = GAME.choose_ai(w, 1)
    assert a.kind == "disarm" and a.args[1] == "rune"

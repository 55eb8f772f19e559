"""What the client asks before it commits: actions that will hurt the active
hero for sure (gravity onto a trap, a knock-out) ask to confirm; Platformer
never needs a hand-over curtain (nothing is hidden)."""
from game.engine.protocol import Event
from pf_helpers import FIVE, GAME, act, build, do, geometry, hero_cell, wounds

from game.games.platformer.world import passives_changed


def at(x, y, seat=0, **hero):
    return build({"heroes": [{"seat": seat, "at": [x, y], **hero}], "turn": {"seat": seat, "pool": list(FIVE)}})


def test_dropping_off_a_ladder_onto_a_trap_asks_to_confirm_and_changes_nothing():
    w = at(3, 2)
    geometry(w, ladders=[(3, 2)], open_below=[(3, 2)], traps=[(3, 1)], floor=[(3, 1)])
    assert GAME.action_warnings(w, act("gravity", True)) == [("trap_wounds", {"seat": 0, "wounds": 1})]
    assert GAME.action_warnings(w, act("end_actions")) == []                 # holding the ladder: safe
    assert hero_cell(w, 0) == (3, 2) and wounds(w, 0) == 0                  # only a preview
    do(w, "end_actions")
    assert GAME.action_warnings(w, act("finish", True)) == [("trap_wounds", {"seat": 0, "wounds": 1})]
    assert GAME.action_warnings(w, act("finish", False)) == []
    text = GAME.describe(Event("warning", {"code": "trap_wounds", "seat": 0, "wounds": 1}), "es", w)
    assert text == "Melosa recibirá 1 herida de una trampa." or "1 herida de una trampa" in text


def test_a_fall_that_knocks_the_hero_out_says_so():
    w = at(3, 2, health=1)
    assert GAME.action_warnings(w, act("gravity", True)) == [("knocked_out", {"seat": 0})]
    assert "knocked out" in GAME.describe(Event("warning", {"code": "knocked_out", "seat": 0}), "en", w)


def test_no_curtain_between_platformer_seats():
    w = at(3, 2)
    assert not GAME.handover_needed(w, 0, 1)


def test_ending_the_actions_over_a_trap_and_stepping_into_a_knock_out_ask_to_confirm():
    from pf_helpers import patch_board
    w = at(4, 2)
    geometry(w, open_below=[(4, 2), (4, 1)])
    patch_board(w, add={"traps": [(4, 1)]})
    assert GAME.action_warnings(w, act("end_actions")) == [("trap_wounds", {"seat": 0, "wounds": 1})]
    w = at(5, 0, health=1)
    from pf_helpers import add
    add(w, "zombie", (6, 0))
    assert GAME.action_warnings(w, act("move", 0, "left")) == [("knocked_out", {"seat": 0})]
    assert hero_cell(w, 0) == (5, 0)


def test_the_solo_end_of_turn_wound_asks_to_confirm():
    from pf_helpers import add
    w = build({"heroes": [{"seat": 0, "at": [5, 0]}], "turn": {"seat": 0, "pool": list(FIVE)}},
              options={"players": 1, "mode": "solo", "heroes": ["melosa"]})
    w.res["turn"]["event"] = "marea_oscura"                  # end of turn: 1 wound if next to an enemy
    passives_changed(w)                                      # (set in place: the kept passive effects must know)
    add(w, "zombie", (6, 0))
    assert GAME.action_warnings(w, act("end_actions")) == [("event_wounds", {"seat": 0, "wounds": 1})]
    assert "event_wounds" not in [code for code, _ in GAME.action_warnings(w, act("move", 0, "up"))]
    text = GAME.describe(Event("warning", {"code": "event_wounds", "seat": 0, "wounds": 1}), "en", w)
    assert text.endswith("1 wound at the end of the turn.")

"""What the client asks the rules before it commits: which actions to confirm,
when a hand-over curtain is needed, and the choices that are (not) offered."""
import pytest

from game.engine.messages import OptionError
from game.engine.protocol import Event, act
from game.games.tseuquest.game import GAME
from tq_helpers import build, do, force, hero, is_legal, legal, mb, pending


def _mage(mind, **kw):
    return build({"heroes": [{"hero": "mirel", "at": [0, 0], "hand": ["aqua_frost"], "mind": mind},
                             {"hero": "kordan", "at": [1, 1]}],
                  "figures": [{"ref": "grubling", "at": [4, 0]}], **kw})


def test_a_spell_that_spends_the_last_mind_asks_to_confirm():
    w = _mage(1)
    cast = act("cast", hero(w, "mirel"), "aqua_frost", mb(w, "grubling"))
    assert GAME.action_warnings(w, cast) == [("self_kill", {"eid": hero(w, "mirel"), "card": "aqua_frost"})]
    text = GAME.describe(Event("warning", {"code": "self_kill", "eid": hero(w, "mirel"), "card": "aqua_frost"}),
                         "en", w)
    assert "Mirel" in text and "dies" in text
    assert GAME.action_warnings(_mage(5), cast) == []


def test_leaving_the_dungeon_asks_to_confirm():
    w = build({"arena": [". . . .", "", ". . . ."], "arena_goal": "escape:2", "arena_exits": [[0, 0], [1, 0]],
               "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [3, 1]}]})
    assert GAME.action_warnings(w, act("exit", hero(w, "kordan"))) == [("leave_dungeon", {"eid": hero(w, "kordan")})]
    assert GAME.action_warnings(w, act("end_activation", hero(w, "kordan"))) == []


def test_the_wizard_ends_the_adventure_only_when_the_rules_allow():
    w = build({"heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [1, 0]}],
               "figures": [{"ref": "grubling", "at": [7, 4]}]})
    w.res["round_limit"] = 2
    do(w, "end_activation", hero(w, "kordan"))
    do(w, "end_activation", hero(w, "mirel"))
    assert GAME.to_act(w) == 0 and not is_legal(w, "end_adventure")       # round 1 of 2: no one-click win
    do(w, "end_phase")
    do(w, "end_activation", hero(w, "kordan"))
    do(w, "end_activation", hero(w, "mirel"))
    assert is_legal(w, "end_adventure")                                    # the last round
    assert GAME.action_warnings(w, act("end_adventure")) == [("end_adventure", {"success": False})]
    assert "Evil Wizard wins" in GAME.describe(Event("warning", {"code": "end_adventure", "success": False}), "en", w)


def test_the_wizard_with_nothing_to_move_still_gets_its_turn():
    w = build({"heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [1, 0]}]})
    do(w, "end_activation", hero(w, "kordan"))
    do(w, "end_activation", hero(w, "mirel"))
    assert GAME.to_act(w) == 0 and w.res["turn"]["side"] == "mb" and legal(w) == [act("end_phase")]
    do(w, "end_phase")
    assert w.res["round"] == 2 and GAME.to_act(w) == 1


def test_no_defence_roll_is_asked_when_there_is_nothing_to_block():
    w = build({"heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [1, 1]}],
               "figures": [{"ref": "stone_sentinel", "at": [2, 0]}]})
    force(w, "dcom", "kite", "oval", "bolt", "kite")
    ev = do(w, "attack", hero(w, "kordan"), mb(w, "stone_sentinel"), "broadsword")
    assert pending(w) is None and not [e for e in ev if e.kind == "roll" and e.data.get("slot") == "defence"]
    assert [e.data["hits"] for e in ev if e.kind == "hits"] == [1]       # the lightning still hits
    w = build({"heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [1, 1]}],
               "figures": [{"ref": "stone_sentinel", "at": [2, 0]}]})
    force(w, "dcom", "skull", "oval", "kite", "kite")
    do(w, "attack", hero(w, "kordan"), mb(w, "stone_sentinel"), "broadsword")
    assert pending(w)["kind"] == "defend"                                 # a skull to block: asked


def test_goals_the_party_cannot_meet_are_not_offered():
    w = GAME.new_game({"players": 2, "party": 1}, 1)
    offered = {a.args[0] for a in legal(w)}
    assert "mine" not in offered and "crypt" in offered                   # two must escape the mine
    w = GAME.new_game({"players": 2, "party": 2}, 1)
    assert "mine" in {a.args[0] for a in legal(w)}
    with pytest.raises(OptionError):
        GAME.new_game({"players": 2, "party": 1, "adventure": "mine"}, 1)
    assert GAME.setup_hints({"players": 2, "adventure": "mine"})["limits"]["party"][0] == 2   # the setup screen
    assert GAME.setup_hints({"players": 2, "adventure": "crypt"})["limits"]["party"][0] == 1


def _played(open_hands):
    w = GAME.new_game({"players": 3, "party": 2, "adventure": "crypt", "draft": "random", "open_hands": open_hands,
                       "heroes": ["random", "mirel", "anselm"]}, 1)
    while w.res["phase"] == "deal":
        GAME.apply(w, legal(w)[0])
    return w


def test_open_hands_show_every_adventurers_cards_and_need_no_curtain_between_them():
    w = _played(True)
    mirel, anselm = str(w.res["heroes"]["mirel"]), str(w.res["heroes"]["anselm"])
    assert isinstance(GAME.private_view(w, 2)["hands"][mirel], list)
    assert isinstance(GAME.private_view(w, 1)["hands"][anselm], list)
    assert isinstance(GAME.private_view(w, 0)["hands"][mirel], int)       # never the Evil Wizard
    assert not GAME.handover_needed(w, 1, 2) and GAME.handover_needed(w, 1, 0) and GAME.handover_needed(w, 0, 2)
    assert GAME.check_invariants(w) == []


def test_private_hands_need_a_curtain_between_adventurers():
    w = _played(False)
    assert isinstance(GAME.private_view(w, 2)["hands"][str(w.res["heroes"]["mirel"])], int)    # a count
    assert GAME.handover_needed(w, 1, 2) and not GAME.handover_needed(w, 2, 2)

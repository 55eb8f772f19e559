"""Characteristic checks, power, exhaustion, rest, extra actions, unconscious
heroes and reviving (forced dice)."""
import pytest

from game.engine.protocol import IllegalAction, act
from game.games.star_quest.checks import check, spend_power, take_wounds
from game.games.star_quest.game import GAME
from sq_helpers import force, kinds, play, position, unit, wounds

VEX = {"hero": "vex", "at": [5, 5]}          # unit 1: strength 4+, dexterity 3+, will 5+, power 3 of 6, tough 6


def test_a_check_passes_on_the_stat_or_more():
    w = position([VEX])
    force(w, 4, 3)
    assert check(w, [], 1, "strength") is True
    assert check(w, [], 1, "strength") is False


def test_six_always_passes_and_one_always_fails_whatever_the_modifiers():
    w = position([{**VEX, "status": ["affected"]}])
    force(w, 6, 4, 1)
    assert check(w, [], 1, "will") is True            # 6 passes though 6-1 < 5... and is a 6
    assert check(w, [], 1, "strength") is False       # 4 - 1 (affected) fails strength 4+
    w2 = position([{"hero": "nyx", "at": [5, 5]}])     # dexterity 3+
    force(w2, 1)
    assert check(w2, [], 1, "dexterity") is False


def test_a_hero_may_pay_two_power_to_pass_a_failed_check():
    w = position([VEX])
    force(w, 2)
    events = []
    assert check(w, events, 1, "strength", pay=True) is True
    assert unit(w, 1).power == 1
    assert "check_bought" in kinds(events)
    force(w, 2)
    assert check(w, [], 1, "quality", pay=True) is False   # quality checks cannot be bought


def test_exhaustion_spending_more_than_held_deals_that_many_wounds():
    w = position([{**VEX, "power": 1}])
    events = []
    spend_power(w, events, 1, 2, "test")
    assert unit(w, 1).power == 0 and wounds(w, 1) == [2]
    assert "exhausted" in kinds(events)


def test_exhaustion_option_counts_only_the_missing_power():
    w = position([{**VEX, "power": 1}])
    w.res["options"]["exhaustion"] = "excess"
    spend_power(w, [], 1, 2, "test")
    assert wounds(w, 1) == [1]


def test_rest_restores_all_power_and_ends_the_activation():
    w = position([{**VEX, "power": 0}, {"hero": "ileth", "at": [9, 9]}])
    play(w, "activate", 1, False)
    events = play(w, "rest")
    assert unit(w, 1).power == 6
    assert "end_activation" in kinds(events)


def test_rest_only_as_the_whole_activation():
    w = position([VEX, {"hero": "ileth", "at": [9, 9]}])
    play(w, "activate", 1, False)
    play(w, "hold")
    assert act("rest") not in GAME.legal_actions(w)


def test_one_action_plus_one_skill_action_and_two_power_buy_one_more():
    w = position([VEX, {"hero": "ileth", "at": [20, 20]}])
    play(w, "activate", 1, False)
    play(w, "hold")
    assert act("hold") not in GAME.legal_actions(w)
    force(w, 6)
    play(w, "sneak", False)
    play(w, "move", GAME.legal_actions(w)[0].args[0])
    assert not any(a.kind == "sneak" for a in GAME.legal_actions(w))
    play(w, "buy")
    assert unit(w, 1).power == 1
    assert act("hold") in GAME.legal_actions(w)
    assert act("buy") not in GAME.legal_actions(w)        # one bought action per activation


def test_a_hero_at_its_tough_falls_unconscious_and_stays_on_the_table():
    w = position([VEX, {"hero": "ileth", "at": [6, 7]}])
    events = []
    take_wounds(w, events, 1, [7])
    assert unit(w, 1).state == "unconscious" and wounds(w, 1) == [6]
    assert "unconscious" in kinds(events)


def test_revive_within_three_inches_costs_a_skill_action_and_two_power_and_restores_three_wounds():
    w = position([{**VEX, "state": "unconscious"}, {"hero": "ileth", "at": [5, 8]}])
    play(w, "activate", 3, False)
    assert act("revive", 1) in GAME.legal_actions(w)
    play(w, "revive", 1)
    assert unit(w, 1).state == "active" and wounds(w, 1) == [3]
    assert unit(w, 3).power == 2


def test_revive_needs_three_inches():
    w = position([{**VEX, "state": "unconscious"}, {"hero": "ileth", "at": [5, 10]}])
    play(w, "activate", 3, False)
    assert act("revive", 1) not in GAME.legal_actions(w)


def test_the_ai_ignores_unconscious_heroes():
    w = position([{**VEX, "state": "unconscious"}, {"hero": "ileth", "at": [25, 25], "activated": True}],
                 [{"ref": "zealots", "at": [[5, 9]]}], phase="ai", objectives=[[5, 12]])
    events = play(w, "ai_activate")
    decision = next(e for e in events if e.kind == "ai_decision")
    assert decision.data["branch"] in ("charge", "rush_enemy")
    assert decision.data["target"] == 3


def test_every_hero_down_loses_the_mission():
    w = position([VEX], [{"ref": "zealots", "at": [[5, 7]]}])
    play(w, "activate", 1, False)
    take_wounds(w, [], 1, [6])
    with pytest.raises(IllegalAction):
        play(w, "hold")
    play(w, "end")
    assert GAME.result(w).winners == [] and GAME.result(w).reason == "party_down"


def test_the_power_reference_lists_every_way_power_is_spent():
    import re
    from pathlib import Path
    from game.games.star_quest.content import POWER_USES, load_content
    src = "".join(p.read_text() for p in (Path(__file__).resolve().parents[2] / "game/games/star_quest").glob("*.py"))
    used = set(re.findall(r'spend_power\([^)]*"(\w+)"\)', src))
    assert used == set(POWER_USES) == set(load_content().power)

"""Movement, shooting, melee, fatigue and morale (forced dice)."""
from game.engine.measure import gap
from game.engine.protocol import act
from game.games.star_quest.combat import morale_test, shoot
from game.games.star_quest.game import GAME
from game.games.star_quest.movement import destinations
from sq_helpers import at, force, kinds, play, position, unit, wounds

VEX = {"hero": "vex", "at": [5, 5]}


def test_advance_is_six_inches_and_rush_twelve():
    w = position([VEX])
    adv = destinations(w, 1, "advance")
    rush = destinations(w, 1, "rush")
    assert (11, 5) in adv and (12, 5) not in adv
    assert (17, 5) in rush and (18, 5) not in rush


def test_fast_and_slow_and_weakened_change_the_move():
    w = position([{"hero": "sable", "at": [5, 5]}, {"hero": "vex", "at": [5, 20], "status": ["weakened"]}])
    assert (13, 5) in destinations(w, 1, "advance")          # Fast: +2"
    assert (21, 5) in destinations(w, 1, "rush")             # Fast: +4"
    assert (8, 20) in destinations(w, 3, "advance") and (9, 20) not in destinations(w, 3, "advance")
    w2 = position([], [{"ref": "hellforge_engine", "at": [[5, 5]]}])      # Slow: -2" / -4"
    assert (9, 5) in destinations(w2, 100, "advance") and (10, 5) not in destinations(w2, 100, "advance")
    assert (13, 5) in destinations(w2, 100, "rush") and (14, 5) not in destinations(w2, 100, "rush")


def test_no_one_ends_a_move_within_one_inch_of_another_unit_unless_charging():
    w = position([VEX], [{"ref": "cultists", "at": [[10, 5]]}])
    d = destinations(w, 1, "advance")
    assert (8, 5) not in d and (9, 5) not in d and (7, 5) in d


def test_difficult_terrain_caps_the_move_at_six_inches():
    rows = ["......s" + "." * 23 for _ in range(30)]      # a band of scrub across the table
    w = position([VEX], rows=rows)
    rush = destinations(w, 1, "rush")
    assert (11, 5) in rush and (12, 5) not in rush           # through the scrub: 6" at most
    assert (5, 16) in rush                                   # along this side: the full 12"
    w2 = position([{"hero": "nyx", "at": [5, 5]}], rows=rows)   # Strider ignores it
    assert (17, 5) in destinations(w2, 1, "rush")


def test_shooting_a_quality_check_per_attack_and_a_defence_roll_per_hit():
    w = position([VEX], [{"ref": "zealots", "at": [[15, 5], [15, 6], [15, 7]]}])   # defence 5+
    play(w, "activate", 1, False)
    play(w, "hold")
    force(w, 3, 2, 4, 1)          # carbine (2 attacks, q3+): hit, miss; defence 4 - AP1 fails 5+; frag misses
    events = play(w, "shoot", 100)
    assert kinds(events).count("model_killed") == 1
    assert len(unit(w, 100).models) == 2


def test_cover_gives_plus_one_defence_against_shots():
    rows = ["." * 30 for _ in range(30)]
    rows[5] = "." * 14 + "c" + "." * 15
    w = position([VEX], [{"ref": "pyre_priest", "at": [[14, 5]]}], rows=rows)      # defence 4+, in crates
    events = []
    force(w, 3, 3, 3, 3)          # carbine hits twice; frag launcher hits... 3 vs q3 -> hit (blast ignores cover)
    force(w, 3, 3, 3, 3, 3, 3, 3, 3)
    shoot(w, events, 1, 100)
    defences = [e for e in events if e.kind == "defence"]
    assert defences[0].data["cover"] is True
    assert defences[0].data["wounds"] == 1 or defences[0].data["wounds"] == 2
    # 3 - AP1 + cover 1 = 3 < 4: fails; the frag's blast hits ignore cover
    assert wounds(w, 100) in ([3],) or unit(w, 100).state == "destroyed"


def test_models_out_of_range_or_sight_do_not_shoot():
    rows = ["." * 30 for _ in range(30)]
    for y in range(3, 8):
        rows[y] = "." * 10 + "#" + "." * 19
    w = position([VEX], [{"ref": "cultists", "at": [[15, 5]]}], rows=rows)
    play(w, "activate", 1, False)
    assert not any(a.kind == "shoot" for a in GAME.legal_actions(w))


def test_a_charge_ends_in_base_contact_the_defender_strikes_back_and_the_charger_falls_back():
    w = position([{"hero": "korrag", "at": [5, 5]}], [{"ref": "pyre_priest", "at": [[12, 5]]}])
    play(w, "activate", 1, False)
    # impact 2 dice, hammer 3 attacks, priest's defence 4+ (AP2 -> needs 6), then the blade strikes back.
    force(w, 1, 1, 1, 1, 1,  # impact dice and hammer: all miss
          6, 5)             # priest's rusty blade: 1 attack (6 hits), korrag defends 5 -> blocked (3+)
    events = play(w, "charge", 100)
    assert "melee" in kinds(events) and "fall_back" in kinds(events)
    assert gap(at(w, 1)[0], at(w, 100)[0]) >= 1
    assert unit(w, 100).fatigued is True            # it struck back
    play(w, "end")
    assert unit(w, 1).fatigued is True              # it charged


def test_fatigued_units_hit_only_on_unmodified_sixes_in_melee():
    w = position([{"hero": "korrag", "at": [5, 5], "power": 5}], [{"ref": "pyre_priest", "at": [[7, 5]]}])
    unit(w, 1).fatigued = True
    from game.games.star_quest.combat import strike
    force(w, 5, 5, 6, 1)          # three hammer attacks: only the 6 hits; priest defends 1
    events = []
    strike(w, events, 1, 100, charging=False)
    assert next(e for e in events if e.kind == "attack").data["hits"] == 1


def test_morale_at_half_or_less_a_failed_quality_check_stuns():
    w = position([VEX], [{"ref": "zealots", "at": [[15, 5], [15, 6], [15, 7], [15, 8]]}])
    play(w, "activate", 1, False)
    play(w, "hold")
    force(w, 3, 3, 1, 1, 2, 1, 2)  # 2 hits, both fail defence (1, 1); frag launcher misses (2); morale 1 fails
    play(w, "shoot", 100)
    events = play(w, "end")
    assert "morale" in kinds(events)
    assert unit(w, 100).stunned is True


def test_stunned_units_stay_idle_always_fail_morale_and_clear_after_an_idle_activation():
    w = position([{**VEX, "activated": True}], [{"ref": "cultists", "at": [[15, 5]], "stunned": True}],
                 phase="ai", objectives=[[20, 20]])
    assert morale_test(w, [], 100) is False
    events = play(w, "ai_activate")
    assert "idle" in kinds(events) and unit(w, 100).stunned is False


def test_tough_nine_enemies_take_d3_wounds_instead_of_being_stunned():
    from game.games.star_quest.combat import stun
    w = position([VEX], [{"ref": "hellforge_engine", "at": [[15, 5]]}])
    force(w, 5)                    # D3 = 3
    stun(w, [], 100)
    assert unit(w, 100).stunned is False and wounds(w, 100) == [3]


def test_a_hero_failing_morale_may_pay_two_power_to_ignore_stunned():
    w = position([{**VEX, "activated": True, "wounds": 2}, {"hero": "ileth", "at": [25, 25], "activated": True}],
                 [{"ref": "cultists", "at": [[9, 5]]}], phase="ai", objectives=[[20, 20]])
    force(w, 6, 1, 2)              # the musket hits on 6; Vex defends 1 (3 of 6 wounds: half); morale 2 fails
    play(w, "ai_activate")
    assert GAME.to_act(w) == 0 and GAME.legal_actions(w) == [act("ignore_stun", True), act("ignore_stun", False)]
    play(w, "ignore_stun", True)
    assert unit(w, 1).stunned is False and unit(w, 1).power == 1


def test_ai_groups_keep_within_one_inch_of_a_member_and_three_of_all():
    w = position([{**VEX, "at": [2, 2], "activated": True}],
                 [{"ref": "cultists", "at": [[25, 25], [25, 26], [26, 25], [26, 26], [24, 25]]}],
                 phase="ai", objectives=[[10, 25]])
    play(w, "ai_activate")
    cells = at(w, 100)
    assert cells != [(25, 25), (25, 26), (26, 25), (26, 26), (24, 25)]
    for c in cells:
        others = [o for o in cells if o != c]
        assert any(gap(c, o) <= 1 for o in others)
        assert all(gap(c, o) <= 3 for o in others)


def test_the_group_scenario_keeps_coherency():
    from pathlib import Path
    from game.engine.scenario import load_scenario, run_scenario
    from game.games import get_game
    out = run_scenario(load_scenario(Path(__file__).resolve().parents[1] / "scenarios" / "star_quest_ai_group.yaml"),
                       get_game)
    cells = at(out["_state"], 100)
    assert len(cells) == 6
    for c in cells:
        others = [o for o in cells if o != c]
        assert any(gap(c, o) <= 1 for o in others) and all(gap(c, o) <= 3 for o in others)

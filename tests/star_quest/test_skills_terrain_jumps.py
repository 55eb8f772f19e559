"""Skill actions, hero skills, status conditions, terrain, jumping and falling
(forced dice)."""
from game.engine.measure import gap
from game.engine.protocol import act
from game.games.star_quest.checks import lose_power
from game.games.star_quest.game import GAME
from game.games.star_quest.movement import destinations, jump_targets
from game.games.star_quest.turn import begin_activation
from sq_helpers import at, force, kinds, play, position, unit, wounds

VEX = {"hero": "vex", "at": [5, 5]}          # strength 4+, dexterity 3+, will 5+


# -- skill actions ----------------------------------------------------------------
def test_discover_reveals_a_token_in_sight_within_six_on_a_will_check():
    w = position([VEX], tokens=[{"at": [10, 5], "content": "medkit"}, {"at": [20, 5], "content": "intel"}])
    play(w, "activate", 1, False)
    legal = GAME.legal_actions(w)
    assert act("discover", 0, False) in legal and act("discover", 1, False) not in legal   # 14" away
    force(w, 5)
    play(w, "discover", 0, False)
    t = w.res["tokens"][0]
    assert t["revealed"] and t["content"] == "medkit" and not t["taken"]


def test_a_failed_search_says_the_token_stays_face_down_unless_power_buys_it():
    for pay, stays in ((False, True), (True, False)):
        w = position([VEX], tokens=[{"at": [10, 5], "content": "medkit"}])
        play(w, "activate", 1, False)
        force(w, 2)                                     # under the will of 5+
        events = play(w, "discover", 0, pay)
        check = next(e for e in events if e.kind == "check")
        assert w.res["tokens"][0]["revealed"] is not stays
        line = {lang: GAME.describe(check, lang, w) for lang in ("es", "en")}
        assert ("boca abajo" in line["es"]) is stays and ("face down" in line["en"]) is stays, line


def test_a_token_within_one_inch_is_revealed_and_taken_without_a_roll():
    w = position([{**VEX, "wounds": 3}], tokens=[{"at": [6, 6], "content": "medkit"}])
    play(w, "activate", 1, False)
    events = play(w, "discover", 0, False)
    assert "check" not in kinds(events)
    assert w.res["tokens"][0]["taken"] and wounds(w, 1) == [1]


def test_intel_tokens_count_for_the_mission():
    w = position([VEX], tokens=[{"at": [6, 5], "content": "intel"}])
    play(w, "activate", 1, False)
    play(w, "discover", 0, False)
    assert w.res["intel"] == 1 and unit(w, 1).intel == 1


def test_interacting_with_a_mission_element_within_one_inch():
    w = position([VEX], elements=[[6, 5], [20, 20]])
    play(w, "activate", 1, False)
    assert act("interact", 0, False) in GAME.legal_actions(w)
    assert act("interact", 1, False) not in GAME.legal_actions(w)
    force(w, 5)
    play(w, "interact", 0, False)
    assert w.res["elements"][0]["done"]


def test_push_moves_an_enemy_within_three_two_inches_straight_away_on_a_strength_check():
    w = position([VEX], [{"ref": "pyre_priest", "at": [[8, 5]]}])
    play(w, "activate", 1, False)
    force(w, 4)
    play(w, "push", 100, False)
    assert at(w, 100) == [(10, 5)]
    w2 = position([VEX], [{"ref": "pyre_priest", "at": [[10, 5]]}])
    play(w2, "activate", 1, False)
    assert not any(a.kind == "push" for a in GAME.legal_actions(w2))          # 4" away


def test_sneak_moves_up_to_d3_inches_on_a_dexterity_check():
    w = position([VEX])
    play(w, "activate", 1, False)
    force(w, 3, 5)                 # dexterity passes, D3 = 3
    play(w, "sneak", False)
    cells = [tuple(a.args[0]) for a in GAME.legal_actions(w)]
    assert (8, 5) in cells and (9, 5) not in cells
    play(w, "move", (8, 5))
    assert at(w, 1) == [(8, 5)]


def test_hero_skill_on_a_failed_check_costs_one_power_and_still_works():
    w = position([{"hero": "ileth", "at": [5, 5]}, {"hero": "vex", "at": [5, 7], "wounds": 3}])
    play(w, "activate", 1, False)
    force(w, 2)                    # will 3+ fails
    events = play(w, "skill", "field_surgery", 3)
    assert unit(w, 1).power == 3 and wounds(w, 3) == [1]
    assert "healed" in kinds(events)


# -- status conditions -------------------------------------------------------------
def test_afflicted_a_failed_strength_check_on_activation_deals_a_wound():
    w = position([{**VEX, "status": ["afflicted"]}])
    force(w, 2)
    begin_activation(w, [], 1)
    assert wounds(w, 1) == [1] and "afflicted" in unit(w, 1).status
    w2 = position([{**VEX, "status": ["afflicted"]}])
    force(w2, 4)
    begin_activation(w2, [], 1)
    assert wounds(w2, 1) == [0] and unit(w2, 1).status == []


def test_weakened_halves_movement_until_a_dexterity_check_clears_it():
    w = position([{**VEX, "status": ["weakened"]}])
    assert (8, 5) in destinations(w, 1, "advance") and (9, 5) not in destinations(w, 1, "advance")
    force(w, 3)
    begin_activation(w, [], 1)
    assert unit(w, 1).status == [] and (11, 5) in destinations(w, 1, "advance")


def test_sick_heroes_take_a_wound_per_power_lost_until_a_will_check_clears_it():
    w = position([{**VEX, "status": ["sick"]}])
    lose_power(w, [], 1, 2, "test")
    assert unit(w, 1).power == 1 and wounds(w, 1) == [2]
    force(w, 5)
    begin_activation(w, [], 1)
    assert unit(w, 1).status == []


def test_affected_minus_one_to_checks_and_a_hero_may_spend_d3_power_to_clear_it():
    w = position([{**VEX, "status": ["affected"]}])
    play(w, "activate", 1, False)
    force(w, 3)                    # D3 = 2
    play(w, "clear_affected")
    assert unit(w, 1).status == [] and unit(w, 1).power == 1


def test_a_hero_may_pay_for_the_status_checks_when_it_activates():
    w = position([{**VEX, "status": ["afflicted"]}])
    assert act("activate", 1, True) in GAME.legal_actions(w)
    force(w, 2)
    play(w, "activate", 1, True)
    assert unit(w, 1).status == [] and unit(w, 1).power == 1 and wounds(w, 1) == [0]


def test_weapons_give_their_condition_with_a_wound():
    w = position([VEX], [{"ref": "pyre_priest", "at": [[12, 5]]}])
    from game.games.star_quest.combat import shoot
    force(w, 2, 1)                 # rot flamer (Reliable): hit; blast 3 capped by 1 model: 1 hit; defence 1
    shoot(w, [], 100, 1)
    assert "afflicted" in unit(w, 1).status


# -- terrain ------------------------------------------------------------------------
def test_dangerous_terrain_a_die_per_model_or_per_tough_each_one_a_wound():
    rows = ["." * 30 for _ in range(30)]
    rows[5] = "......a" + "." * 23
    w = position([VEX], rows=rows)
    play(w, "activate", 1, False)
    play(w, "advance")
    force(w, 1, 1, 2, 3, 4, 5)     # six dice for tough 6
    events = play(w, "move", (8, 5))
    assert next(e for e in events if e.kind == "dangerous").data["dice"] == 6
    assert wounds(w, 1) == [2]


def test_activating_in_dangerous_terrain_also_rolls():
    rows = ["." * 30 for _ in range(30)]
    rows[5] = "...." + "a" * 4 + "." * 22
    w = position([], [{"ref": "cultists", "at": [[5, 5], [6, 5]]}], rows=rows)
    force(w, 1, 2)
    events = []
    begin_activation(w, events, 100)
    assert next(e for e in events if e.kind == "dangerous").data["dice"] == 2
    assert len(unit(w, 100).models) == 1


# -- heights, jumping, falling -----------------------------------------------------------
TOWER = ["." * 20 for _ in range(20)]
TOWER[5] = "....666..3.........."
TOWER[6] = "....666............."


def test_climbing_costs_the_height_and_drops_over_three_need_a_jump():
    w = position([{**VEX, "at": [4, 5]}], rows=TOWER)
    adv = destinations(w, 1, "advance")
    assert (3, 5) not in adv                       # a 6" drop is not normal movement
    targets = jump_targets(w, 1)
    assert targets[(3, 5)] == 3                    # 6" jumped: two full 3" plus one = 3 checks
    w2 = position([{**VEX, "at": [3, 5]}], rows=TOWER)
    adv = destinations(w2, 1, "advance")
    assert (4, 5) not in adv and (9, 5) not in adv  # climbing 6" + 1 > 6"


def test_one_inch_gaps_between_raised_cells_are_normal_movement():
    rows = ["." * 20 for _ in range(20)]
    rows[5] = "..333.333..........."
    w = position([{**VEX, "at": [4, 5]}], rows=rows)
    assert (6, 5) in destinations(w, 1, "advance")
    assert destinations(w, 1, "advance")[(6, 5)] == 2.0


def test_a_jump_passes_with_every_dexterity_check():
    w = position([{**VEX, "at": [4, 5]}], rows=TOWER)
    play(w, "activate", 1, False)
    play(w, "advance")
    force(w, 3, 4, 6)
    play(w, "jump", (3, 5), "none")
    assert at(w, 1) == [(3, 5)] and wounds(w, 1) == [0]
    assert any(a.kind == "move" for a in GAME.legal_actions(w))        # the jump did not use the move


def test_a_failed_jump_falls_one_hit_with_ap_per_full_three_inches_and_ends_the_activation():
    w = position([{**VEX, "at": [4, 5]}, {"hero": "ileth", "at": [15, 15]}], rows=TOWER)
    play(w, "activate", 1, False)
    play(w, "advance")
    force(w, 3, 2,      # second check fails
          5)            # the fall: 1 hit AP(2): 5 - 2 = 3 < 4: a wound
    events = play(w, "jump", (3, 5), "none")
    assert "fall" in kinds(events) and wounds(w, 1) == [1]
    assert w.res["act"] is None or w.res["act"]["unit"] != 1


def test_a_hero_may_pay_two_power_to_catch_the_ledge():
    w = position([{**VEX, "at": [4, 5]}, {"hero": "ileth", "at": [15, 15]}], rows=TOWER)
    play(w, "activate", 1, False)
    play(w, "advance")
    force(w, 1)
    events = play(w, "jump", (3, 5), "ledge")
    assert "ledge" in kinds(events) and at(w, 1) == [(4, 5)] and unit(w, 1).power == 1
    assert wounds(w, 1) == [0]


def test_pushed_off_a_height_a_lone_model_falls_and_a_unit_loses_the_model():
    rows = ["." * 20 for _ in range(20)]
    rows[5] = "....333............."
    w = position([{**VEX, "at": [4, 5]}], [{"ref": "pyre_priest", "at": [[6, 5]]}], rows=rows)
    play(w, "activate", 1, False)
    force(w, 4, 3)     # push passes; the fall from 3": 1 hit AP1: 3 - 1 < 4
    events = play(w, "push", 100, False)
    assert "fall" in kinds(events) and wounds(w, 100) == [1]
    w2 = position([{**VEX, "at": [4, 5]}], [{"ref": "cultists", "at": [[6, 5], [6, 6]]}],
                  rows=["." * 20] * 5 + ["....333............."] + ["....333............."] + ["." * 20] * 13)
    play(w2, "activate", 1, False)
    force(w2, 4, 6)                # the first model falling is destroyed; the last one falls normally (blocks)
    events = play(w2, "push", 100, False)
    assert len(unit(w2, 100).models) == 1 and kinds(events).count("fall") == 2


def test_melee_reach_is_two_inches_across_and_four_up_or_down():
    from game.games.star_quest.combat import melee_reach
    rows = ["." * 20 for _ in range(20)]
    rows[5] = "......6............."
    rows[6] = "......4............."
    w = position([VEX], rows=rows)
    assert melee_reach(w, (5, 5), (8, 5))           # 2" gap on the ground
    assert not melee_reach(w, (5, 5), (9, 5))
    assert melee_reach(w, (5, 6), (6, 6))           # 4" up
    assert not melee_reach(w, (5, 5), (6, 5))       # 6" up
    assert gap((5, 5), (6, 6)) < 1

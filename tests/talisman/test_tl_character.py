"""Characters: statistics and counters, fate, gold, lives, death and re-entry,
toads, alignment, objects and spells limits, trophies."""
from tl_helpers import act, build, c, force, kind, ok, on, options

from game.games.talisman.world import spell_limit, stat

TWO = [{"char": "warrior", "space": "city", "fate": 0}, {"char": "wizard", "space": "ruins", "fate": 0}]


def test_everyone_starts_with_one_gold_and_the_printed_values():
    from game.games.talisman.game import GAME
    w = GAME.new_game({"players": 6}, 3)
    for x in w.res["chars"]:
        assert x["gold"] == 1 and x["str_c"] == 0 and x["lives"] > 0
    assert len({x["id"] for x in w.res["chars"]}) == 6
    ok(w)


def test_strength_never_below_the_printed_value():
    w = build({"chars": [{"char": "warrior", "objects": ["cursed_shackles"]}, {"char": "wizard"}]})
    assert stat(w, 0, "strength") == 4          # the shackles' -1 cannot take it below 4
    w = build({"chars": [{"char": "warrior", "str_c": 2, "objects": ["cursed_shackles"]}, {"char": "wizard"}]})
    assert stat(w, 0, "strength") == 5


def test_counters_from_cards_and_losing_them_stops_at_zero():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "str_c": 1}, TWO[1]]})
    force(w, [1], adventure=["training"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert c(w)["str_c"] == 2
    from game.games.talisman.effects import lose
    lose(w, 0, "strength", 5, [])
    assert c(w)["str_c"] == 0 and stat(w, 0, "strength") == 4


def test_fate_reroll_of_the_movement_die_and_the_new_face_stands():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 1}, TWO[1]]})
    force(w, [1, 3])
    act(w, "roll")
    assert options(w) == [["accept"], ["reroll", 0]]
    act(w, "reroll", 0)
    assert kind(w) == "move" and w.res["ask"]["roll"] == 3 and c(w)["fate"] == 0


def test_no_fate_no_reroll_offer():
    w = build({"chars": TWO})
    force(w, [2])
    act(w, "roll")
    assert kind(w) == "move"


def test_fate_in_combat_comes_after_the_creature_roll_and_only_for_own_die():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 2}, TWO[1]]})
    force(w, [1, 2, 5], adventure=["bear"])
    act(w, "roll")
    act(w, "accept")
    act(w, "move", "barley_fields", "")
    assert kind(w) == "reroll" and w.res["ask"]["foe_die"] == 5
    assert options(w) == [["accept"], ["reroll", 0]]      # the creature's die is never offered


def test_replenish_up_to_the_card_gain_above_it():
    from game.games.talisman.effects import gain, restore_fate
    w = build({"chars": [{"char": "warrior", "fate": 0}, TWO[1]]})
    restore_fate(w, 0, 5, [])
    assert c(w)["fate"] == 1
    gain(w, 0, "fate", 2, [])
    assert c(w)["fate"] == 3


def test_healing_up_to_the_card_gaining_above_it():
    from game.games.talisman.effects import gain, heal
    w = build({"chars": [{"char": "warrior", "lives": 3}, TWO[1]]})
    heal(w, 0, 9, [])
    assert c(w)["lives"] == 5
    gain(w, 0, "lives", 1, [])
    assert c(w)["lives"] == 6


def test_losing_gold_with_none_left_does_nothing():
    from game.games.talisman.effects import lose
    w = build({"chars": [{"char": "warrior", "gold": 0}, TWO[1]]})
    lose(w, 0, "gold", 2, [])
    assert c(w)["gold"] == 0


def test_death_leaves_objects_followers_gold_returns_spells_trophies_counters():
    w = build({"chars": [{"char": "warrior", "space": "city", "lives": 1, "gold": 3, "str_c": 2,
                          "objects": ["sword"], "followers": ["unicorn"], "spells": ["might"],
                          "trophies": [["bear", "strength", 3]]}, TWO[1]]})
    from game.games.talisman.death import lose_lives
    lose_lives(w, 0, 1, [])
    assert c(w)["state"] == "dead"
    assert on(w, "city") == ["sword", "unicorn"] and w.res["gold"]["city"] == 3
    assert "might" in w.res["decks"]["spells"]["discard"] and "bear" in w.res["decks"]["adventure"]["discard"]
    assert c(w)["str_c"] == 0
    ok(w)


def test_the_killer_may_take_everything():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "str_c": 3},
                         {"char": "wizard", "space": "barley_fields", "fate": 0, "lives": 1, "gold": 2,
                          "objects": ["spear"]}]})
    force(w, [1, 6, 1])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    act(w, "meet", 1, "attack")
    ev = act(w, "reward", "life")
    assert [e.kind for e in ev if e.kind in ("death", "reenter")] == ["death", "reenter"]
    assert c(w, 1)["id"] != "wizard"                  # back at once with a new character
    assert c(w)["objects"] == ["spear"] and c(w)["gold"] == 3
    ok(w)


def test_reentry_with_a_new_random_character_until_the_crown_is_reached():
    w = build({"chars": TWO})
    from game.games.talisman.death import lose_lives
    lose_lives(w, 1, 9, [])
    force(w, [1])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert c(w, 1)["state"] == "alive" and c(w, 1)["id"] not in ("warrior", "wizard")
    w = build({"chars": TWO, "crown_reached": True})
    lose_lives(w, 1, 9, [])
    assert c(w, 1)["state"] == "out"


def test_toad_strength_and_craft_one_moves_one_space_no_spells():
    w = build({"chars": [{"char": "wizard", "space": "city", "spells": ["healing"], "toad": 3, "lives": 2}, TWO[0]]})
    assert stat(w, 0, "strength") == 1 and stat(w, 0, "craft") == 1
    assert ["cast", "healing", None] not in options(w)
    assert len(c(w)["spells"]) == 1 and spell_limit(w, 0) == 2     # the spells are kept, just unusable
    act(w, "roll")
    assert {o[1] for o in options(w)} == {"barley_fields", "spring"}


def test_toad_counters_vanish_lives_and_fate_stay():
    from game.games.talisman.effects import gain, make_toad
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0}, TWO[1]]})
    make_toad(w, 0, 1, [])
    gain(w, 0, "strength", 2, [])
    gain(w, 0, "lives", 1, [])
    assert stat(w, 0, "strength") == 3
    from game.games.talisman.game import GAME
    assert c(w)["toad"] == 2                      # this turn does not count
    while w.res["turn"]["n"] < 4:                 # the end of this turn and of the next one as a toad
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    assert c(w)["toad"] == 0 and stat(w, 0, "strength") == 4 and c(w)["lives"] == 6


def test_alignment_changes_and_forbidden_cards_are_dropped():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "objects": ["rune_blade"]}, TWO[1]]})
    force(w, [1], adventure=["preacher"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    act(w, "encounter")
    assert c(w)["align"] == "good"
    assert options(w) == [["drop", "rune_blade"]]
    act(w, "drop", "rune_blade")
    assert "rune_blade" in on(w, "barley_fields")


def test_carry_limit_four_and_the_mule():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "objects": ["sword", "axe", "helmet", "shield"]},
                         TWO[1]]})
    force(w, [5], adventure=["spear", "chainmail"])
    act(w, "roll")
    act(w, "move", "ruins", "")
    act(w, "encounter")
    act(w, "take", "spear")
    assert w.res["ask"]["kind"] == "limits" and w.res["ask"]["limit"] == 4
    act(w, "drop", "axe")
    w = build({"chars": [{"char": "warrior", "followers": ["mule"],
                          "objects": ["sword", "axe", "helmet", "shield", "spear", "chainmail"]}, TWO[1]]})
    assert kind(w) == "turn"


def test_spell_limit_by_craft():
    from game.games.talisman.world import SPELL_LIMIT
    assert SPELL_LIMIT[1:] == (0, 0, 1, 2, 2, 3)
    w = build({"chars": [{"char": "warrior", "space": "city", "craft_c": 1, "spells": ["might"]}, TWO[1]]})
    assert spell_limit(w, 0) == 1


def test_spells_cannot_be_discarded_at_will_and_start_only_from_an_ability():
    w = build({"chars": [{"char": "wizard", "spells": ["might"]}, TWO[0]]})
    assert not any(o[0] == "discard_spell" for o in options(w))
    from game.games.talisman.game import GAME
    g = GAME.new_game({"players": 2, "characters": ["wizard", "warrior"]}, 1)
    assert len(g.res["chars"][0]["spells"]) == 2 and g.res["chars"][1]["spells"] == []


def test_spells_cast_per_turn_limited_to_those_held_at_its_start():
    w = build({"chars": [{"char": "wizard", "space": "city", "lives": 1, "spells": ["healing"]}, TWO[0]]})
    from game.games.talisman.effects import give_spells
    w.res["turn"]["held"] = 1
    act(w, "cast", "healing", None)
    give_spells(w, 0, 1, [])
    from game.games.talisman.spells import can_cast_now
    assert not can_cast_now(w, 0)


def test_trophies_seven_points_make_a_counter_the_rest_is_lost():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0,
                          "trophies": [["ogre", "strength", 5], ["bear", "strength", 3], ["wolf", "strength", 2]]}, TWO[1]]})
    force(w, [1], adventure=["storm"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert kind(w) == "exchange"
    act(w, "exchange", "strength")
    assert c(w)["str_c"] == 1
    assert c(w)["trophies"] == [["bear", "strength", 3]]     # 5 + 2 = 7 handed in; 3 kept for later
    from game.games.talisman.trophies import _best_subset
    assert _best_subset([5, 3]) == [0, 1]                     # 8 points: one counter, one point lost

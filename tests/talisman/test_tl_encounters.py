"""The turn, adventure cards, combat against creatures and characters, evading."""
from tl_helpers import act, build, c, force, kind, ok, on, options

from game.games.talisman.board import moves

W = {"char": "warrior", "space": "city", "fate": 0}
Z = {"char": "wizard", "space": "temple", "fate": 0}


def test_move_the_exact_count_either_way_and_always_move():
    assert sorted(d for d, _ in moves("city", 3)) == ["heath", "salt_flats"]
    w = build({"chars": [W, Z]})
    assert options(w) == [["roll"]]                  # no passing


def test_direction_changes_only_when_crossing_the_bridge():
    got = set(moves("reed_bank", 3))
    assert ("fen", "bridge") in got and ("dark_hollow", "bridge") in got and ("village", "") not in got
    assert set(moves("hills", 2)) >= {("reed_bank", ""), ("thornwood", "")}     # middle -> outer, no Sentinel


def test_encounter_number_order_ties_in_draw_order():
    w = build({"chars": [{"char": "warrior", "space": "old_mill", "fate": 0, "str_c": 9}, Z]})
    force(w, [1, 6, 1], adventure=["spear", "wolf", "goblin"])
    act(w, "roll")
    act(w, "move", "ruins", "")
    w2 = build({"chars": [{"char": "warrior", "space": "barley_fields", "fate": 0}, Z]})
    force(w2, [1], adventure=["lucky_charm", "storm", "wolf"])
    act(w2, "roll")
    ev = act(w2, "move", "hidden_valley", "")
    order = [e.data["card"] for e in ev if e.kind == "encounter"]
    assert order == ["storm"]                          # event (1) before enemy (2) before object (5)


def test_enemies_with_strength_fight_as_one():
    w = build({"chars": [{"char": "warrior", "space": "old_mill", "fate": 0}, Z]})
    force(w, [1, 6, 1], adventure=["wolf", "goblin"])
    act(w, "roll")
    ev = act(w, "move", "ruins", "")
    fights = [e.data for e in ev if e.kind == "combat"]
    assert len(fights) == 1 and fights[0]["foes"] == ["wolf", "goblin"] and fights[0]["foe_score"] == 2 + 2 + 1


def test_cards_that_move_elsewhere_are_resolved_first_and_spare_the_drawer():
    w = build({"chars": [W, Z]})
    force(w, [5], adventure=["storm", "drifting_fog"])
    act(w, "roll")
    ev = act(w, "move", "ruins", "")
    kinds = [(e.kind, e.data.get("card")) for e in ev if e.kind in ("encounter", "card_moved")]
    assert kinds[:2] == [("encounter", "drifting_fog"), ("card_moved", "drifting_fog")]
    assert on(w, "hidden_valley") == ["drifting_fog"] and c(w)["lose_turns"] == 1   # the storm, not the fog


def test_objects_are_taken_only_after_every_enemy_is_beaten():
    w = build({"chars": [W, Z]})
    force(w, [5, 1, 6], adventure=["spear", "serpent"])
    act(w, "roll")
    ev = act(w, "move", "ruins", "")
    assert [e.kind for e in ev].count("combat") == 1 and kind(w) == "turn"      # lost: the turn ends
    assert on(w, "ruins") == ["spear", "serpent"]                                # the winner stays


def test_a_card_already_on_a_space_without_draws_is_resolved_first():
    w = build({"chars": [{"char": "warrior", "space": "barley_fields", "fate": 0, "gold": 5}, Z],
               "board": {"city": ["wolf"]}})
    force(w, [1, 6, 1])
    act(w, "roll")
    ev = act(w, "move", "city", "")
    kinds = [e.kind for e in ev]
    assert kinds.index("combat") < len(kinds) and kind(w) == "shop"


def test_meeting_a_character_gives_up_the_space():
    w = build({"chars": [W, {"char": "wizard", "space": "barley_fields", "fate": 0}]})
    force(w, [1, 3, 3], adventure=["bag_of_gold"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert ["encounter"] in options(w) and ["meet", 1, "attack"] in options(w)
    act(w, "meet", 1, "attack")
    assert on(w, "barley_fields") == []              # no card was drawn


def test_combat_one_weapon_only_and_armour_saves():
    w = build({"chars": [{"char": "dwarf", "space": "city", "fate": 0, "objects": ["sword", "holy_lance", "helmet"]}, Z]})
    from game.games.talisman.world import stat
    assert stat(w, 0, "strength", combat=True) == 3 + 2
    force(w, [1, 1, 6, 6], adventure=["ogre"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    ev = act(w, "encounter")
    assert ("armour", True) in [(e.kind, e.data.get("saved")) for e in ev] and c(w)["lives"] == 5


def test_psychic_combat_no_armour():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "objects": ["armour"]}, Z]})
    force(w, [1, 1, 6], adventure=["banshee"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    ev = act(w, "encounter")
    assert "armour" not in [e.kind for e in ev] and c(w)["lives"] == 4


def test_a_tie_ends_the_turn_and_leaves_the_creature():
    w = build({"chars": [W, Z]})
    force(w, [1, 3, 5], adventure=["wolf"])
    act(w, "roll")
    ev = act(w, "move", "barley_fields", "")
    assert ("combat", "tie") in [(e.kind, e.data.get("outcome")) for e in ev]
    assert on(w, "barley_fields") == ["wolf"] and w.res["turn"]["seat"] == 1


def test_spells_in_combat_before_the_rolls():
    w = build({"chars": [{"char": "wizard", "space": "city", "fate": 0, "spells": ["might"]}, W]})
    force(w, [1, 3, 3], adventure=["ogre"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert options(w) == [["fight", "strength"], ["cast", "might"]]
    ev = act(w, "cast", "might")                       # no other choice left: the fight follows
    res = [e.data for e in ev if e.kind == "combat"][0]
    assert res["score"] == 3 + 2 + 2 and res["foe_score"] == 8


def test_evading_only_through_cards_unless_the_option_says_always():
    w = build({"chars": [W, Z]})
    force(w, [1], adventure=["ogre"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert kind(w) != "combat"                        # fought at once: nothing to choose
    w = build({"chars": [W, Z]}, options={"evade": "always"})
    force(w, [1], adventure=["ogre"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert ["evade"] in options(w)
    act(w, "evade")
    assert on(w, "barley_fields") == ["ogre"] and c(w)["lives"] == 5


def test_an_evaded_creature_cannot_affect_the_character_that_turn():
    w = build({"chars": [{"char": "elf", "space": "barley_fields", "fate": 0}, Z],
               "board": {"greenwood": ["ogre", "spear"]}})
    force(w, [3])
    act(w, "roll")
    act(w, "move", "greenwood", "")
    assert ["evade"] in options(w)                  # the Elf in the woods
    act(w, "evade")
    assert kind(w) == "take"                         # objects after every enemy is beaten or evaded


def test_character_combat_attacker_then_defender_reroll_and_the_reward():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 1},
                         {"char": "wizard", "space": "barley_fields", "fate": 1, "gold": 2}]})
    force(w, [1, 1, 6, 4, 1])
    act(w, "roll")
    act(w, "accept")
    act(w, "move", "barley_fields", "")
    act(w, "meet", 1, "attack")
    assert w.res["ask"]["seat"] == 0 and kind(w) == "reroll"
    act(w, "reroll", 0)                               # 1 -> 4: 8 against 2 + 6 = 8
    assert w.res["ask"]["seat"] == 1 and kind(w) == "reroll"
    act(w, "reroll", 0)                               # 6 -> 1: 3
    assert w.res["ask"]["seat"] == 0 and ["reward", "gold"] in options(w)
    act(w, "reward", "gold")
    assert c(w)["gold"] == 2 and c(w, 1)["gold"] == 1


def test_a_defender_may_evade_with_a_spell_on_anothers_turn():
    w = build({"chars": [W, {"char": "wizard", "space": "barley_fields", "fate": 0, "spells": ["immobility", "invisibility"]}]})
    force(w, [1])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    act(w, "meet", 1, "attack")
    assert w.res["ask"]["seat"] == 1 and ["cast", "immobility"] in options(w)
    act(w, "cast", "immobility")
    assert w.res["turn"]["seat"] == 1 and c(w, 1)["cast_turn"] == 1
    w.res["turn"].update(seat=0, n=1)                  # back in the Warrior's turn: no second spell in it
    from game.games.talisman.spells import can_cast_now
    assert not can_cast_now(w, 1)


def test_psychic_attack_ability():
    w = build({"chars": [{"char": "wizard", "space": "city", "fate": 0}, {"char": "warrior", "space": "barley_fields"}]})
    force(w, [1])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert ["meet", 1, "psychic"] in options(w)


def test_lose_a_turn_with_more_cards_pending_counts_as_the_lost_turn():
    w = build({"chars": [W, Z]})
    force(w, [5], adventure=["storm", "spear"])
    act(w, "roll")
    act(w, "move", "ruins", "")
    assert c(w)["lose_turns"] == 0 and on(w, "ruins") == ["spear"] and w.res["turn"]["seat"] == 1


def test_lose_a_turn_with_nothing_left_loses_the_next():
    w = build({"chars": [W, Z]})
    force(w, [1], adventure=["storm"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert c(w)["lose_turns"] == 1


def test_cursed_cards_taken_at_the_limit_never_dropped_but_sold_or_discarded():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "objects": ["sword", "axe", "helmet", "shield"]}, Z]})
    force(w, [1], adventure=["cursed_shackles"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    act(w, "encounter")
    assert options(w) == [["take", "cursed_shackles"]]
    act(w, "take", "cursed_shackles")
    assert kind(w) == "limits" and ["drop", "cursed_shackles"] not in options(w)
    act(w, "drop", "axe")
    assert ["drop", "cursed_shackles"] not in options(w) if kind(w) == "turn" else True
    w = build({"chars": [{"char": "warrior", "space": "barley_fields", "fate": 0, "gold": 0, "objects": ["cursed_shackles"]}, Z]})
    force(w, [1])
    act(w, "roll")
    act(w, "move", "city", "")
    assert ["sell", "cursed_shackles"] in options(w)
    act(w, "sell", "cursed_shackles")
    assert c(w)["gold"] == 1 and c(w)["objects"] == []
    ok(w)


def test_purchase_cards_return_to_their_deck_and_run_out():
    w = build({"chars": [{"char": "warrior", "space": "barley_fields", "fate": 0, "gold": 9},
                         {"char": "wizard", "space": "temple", "objects": ["armour", "armour"]}]})
    force(w, [1])
    act(w, "roll")
    act(w, "move", "city", "")
    assert ["buy", "armour"] not in options(w) and ["buy", "sword"] in options(w)
    act(w, "buy", "sword")
    assert w.res["purchase"]["sword"] == 3
    ok(w)

"""Crossings (the Sentinel, rafts, the Portal of Power), the inner region, the
Crown of Command and the Warlock's quests."""
from tl_helpers import act, build, c, force, kind, ok, options

Z = {"char": "wizard", "space": "temple", "fate": 0}


def test_the_sentinel_attacks_only_outer_to_middle_and_a_defeat_stops_the_move():
    w = build({"chars": [{"char": "warrior", "space": "reed_bank", "fate": 0}, Z]})
    force(w, [3, 1, 6])
    act(w, "roll")
    ev = act(w, "move", "fen", "bridge")
    assert [e.data["foes"] for e in ev if e.kind == "combat"] == [["sentinel"]]
    assert c(w)["space"] == "sentinel" and c(w)["lives"] == 4 and w.res["turn"]["seat"] == 1


def test_beating_the_sentinel_carries_on_into_the_middle_region():
    w = build({"chars": [{"char": "warrior", "space": "reed_bank", "fate": 0, "str_c": 5}, Z]})
    force(w, [3, 6, 1], adventure=["spear"])
    act(w, "roll")
    act(w, "move", "fen", "bridge")
    assert c(w)["space"] == "fen"


def test_middle_to_outer_and_ending_on_the_sentinel_are_not_attacked():
    w = build({"chars": [{"char": "warrior", "space": "fen", "fate": 0}, Z]})
    force(w, [2], adventure=["spear"])
    act(w, "roll")
    ev = act(w, "move", "sentinel", "")
    assert "combat" not in [e.kind for e in ev] and c(w)["space"] == "sentinel"


def test_building_a_raft_with_an_axe_in_the_woods_then_crossing_opposite():
    w = build({"chars": [{"char": "warrior", "space": "greenwood", "fate": 0, "objects": ["axe"]}, Z]})
    assert ["build_raft"] in options(w)
    act(w, "build_raft")
    assert c(w)["raft"] == "raft" and c(w)["space"] == "greenwood" and w.res["turn"]["seat"] == 1
    assert ["drop", "raft"] not in options(w)
    force(w, [4])
    act(w, "roll")
    act(w, *options(w)[0])
    while w.res["turn"]["seat"] != 0:
        act(w, *options(w)[0])
    assert ["raft", "oracle"] in options(w)
    act(w, "raft", "oracle")
    assert c(w)["space"] == "oracle" and c(w)["raft"] is None and w.res["purchase"]["raft"] == 3
    ok(w)


def test_an_unused_raft_is_lost_at_the_end_of_the_next_turn():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "raft": True}, Z]})
    force(w, [1], adventure=["storm"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert c(w)["raft"] is None and w.res["purchase"]["raft"] == 3


def test_the_portal_opens_on_two_dice_at_most_strength_or_craft_and_needs_movement_beyond():
    w = build({"chars": [{"char": "warrior", "space": "black_crag", "fate": 0}, Z]})
    force(w, [2, 1, 3])
    act(w, "roll")
    assert ["move", "plain_of_danger", "portal"] in options(w)
    act(w, "move", "plain_of_danger", "portal")
    assert c(w)["space"] == "plain_of_danger"
    w = build({"chars": [{"char": "warrior", "space": "black_crag", "fate": 0}, Z]})
    force(w, [1])
    act(w, "roll")
    assert ["move", "plain_of_danger", "portal"] not in options(w)     # landing on it is not passing it
    w = build({"chars": [{"char": "warrior", "space": "black_crag", "fate": 0}, Z]})
    force(w, [2, 6, 5])
    act(w, "roll")
    act(w, "move", "plain_of_danger", "portal")
    assert c(w)["space"] == "portal" and w.res["turn"]["seat"] == 1


def test_an_unfinished_quest_bars_the_portal():
    w = build({"chars": [{"char": "warrior", "space": "black_crag", "fate": 0, "quest": {"kind": "kill", "n": 1}}, Z]})
    force(w, [2])
    act(w, "roll")
    assert ["move", "plain_of_danger", "portal"] not in options(w)


def test_leaving_through_the_portal_needs_no_opening_and_is_the_whole_move():
    w = build({"chars": [{"char": "warrior", "space": "plain_of_danger", "fate": 0}, Z]})
    assert options(w) == [["step"], ["leave"]]
    act(w, "leave")
    assert c(w)["space"] == "portal" and w.res["turn"]["seat"] == 1


def test_inner_region_one_space_a_turn_every_encounter_no_evading_no_spells():
    w = build({"chars": [{"char": "elf", "space": "mines", "fate": 0, "spells": ["immobility"]}, Z],
               }, options={"evade": "always"})
    assert ["roll"] not in options(w)
    force(w, [3, 6, 1])
    act(w, "step")
    assert c(w)["space"] == "vampire_tower"


def test_pits_demons_cannot_be_evaded_or_spelled():
    w = build({"chars": [{"char": "wizard", "space": "vampire_tower", "fate": 0, "spells": ["immobility"]}, Z]},
              options={"evade": "always"})
    force(w, [1, 1, 6])
    ev = act(w, "step")
    assert kind(w) == "turn" and [e.kind for e in ev].count("combat") == 1


def test_turning_back_is_for_good_until_the_plain_of_danger():
    w = build({"chars": [{"char": "warrior", "space": "pits", "fate": 0}, Z]})
    act(w, "back")
    assert c(w)["space"] == "vampire_tower" and c(w)["back"]
    force(w, [1])
    act(w, "roll")
    act(w, *options(w)[0])
    while w.res["turn"]["seat"] != 0:
        act(w, *options(w)[0])
    assert options(w) == [["step"]]
    act(w, "step")
    assert c(w)["space"] == "mines" and c(w)["lives"] == 5          # passing back ignores the spaces


def test_characters_meet_in_the_inner_region_only_on_three_spaces():
    from game.games.talisman.turn import meet_options
    w = build({"chars": [{"char": "warrior", "space": "mines"}, {"char": "wizard", "space": "mines"}]})
    assert meet_options(w, 0) == []
    w = build({"chars": [{"char": "warrior", "space": "plain_of_danger"}, {"char": "wizard", "space": "plain_of_danger"}]})
    assert meet_options(w, 0)


def test_crypt_three_dice_minus_strength_and_landing_on_the_crypt_is_the_right_path():
    w = build({"chars": [{"char": "warrior", "space": "pits", "fate": 0}, Z]})
    force(w, [1, 1, 2])
    act(w, "step")
    assert c(w)["space"] == "crypt"
    w = build({"chars": [{"char": "warrior", "space": "pits", "fate": 0}, Z]})
    force(w, [6, 6, 6])
    act(w, "step")
    assert c(w)["space"] == "stone_circle"


def test_mines_use_craft_and_the_dwarf_rolls_two_dice():
    w = build({"chars": [{"char": "dwarf", "space": "plain_of_danger", "fate": 0}, Z]})
    force(w, [4, 4])
    ev = act(w, "step")
    assert [e.data["result"] for e in ev if e.kind == "maze"] == [5] and c(w)["space"] == "plain_of_danger"


def test_the_valley_of_fire_needs_a_talisman():
    w = build({"chars": [{"char": "warrior", "space": "death", "fate": 0}, Z]})
    act(w, "step")
    assert c(w)["back"]
    w = build({"chars": [{"char": "warrior", "space": "death", "fate": 0, "objects": ["talisman"]}, Z]})
    act(w, "step")
    assert not c(w)["back"]
    ok(w)


def test_the_crown_reached_stays_and_ends_reentry():
    w = build({"chars": [{"char": "warrior", "space": "valley_of_fire", "fate": 0, "objects": ["talisman"]}, Z]})
    act(w, "step")
    assert w.res["crown_reached"] and c(w)["space"] == "crown"
    force(w, [1])
    act(w, "roll")
    act(w, *options(w)[0])
    while w.res["turn"]["seat"] != 0:
        act(w, *options(w)[0])
    assert options(w) == [["command"]]


def test_the_command_spell_costs_everyone_else_a_life_on_four_to_six():
    w = build({"chars": [{"char": "warrior", "space": "crown", "fate": 0},
                         {"char": "wizard", "space": "temple", "lives": 2}, {"char": "monk", "space": "city", "lives": 1}],
               "crown_reached": True})
    force(w, [3])
    act(w, "command")
    assert c(w, 1)["lives"] == 2
    w = build({"chars": [{"char": "warrior", "space": "crown", "fate": 0},
                         {"char": "wizard", "space": "temple", "lives": 2}, {"char": "monk", "space": "city", "lives": 1}],
               "crown_reached": True})
    force(w, [4])
    act(w, "command")
    assert c(w, 1)["lives"] == 1 and c(w, 2)["state"] == "out"


def test_the_last_player_in_wins():
    w = build({"chars": [{"char": "warrior", "space": "crown", "fate": 0}, {"char": "wizard", "space": "temple", "lives": 1}],
               "crown_reached": True})
    force(w, [6])
    act(w, "command")
    from game.games.talisman.game import GAME
    r = GAME.result(w)
    assert r.finished and r.winners == [0] and GAME.to_act(w) is None


def test_at_the_crown_meeting_is_mandatory():
    w = build({"chars": [{"char": "warrior", "space": "crown", "fate": 0}, {"char": "wizard", "space": "crown"}],
               "crown_reached": True})
    assert ["command"] not in options(w) and ["meet", 1, "attack"] in options(w)


def test_first_to_the_crown_option():
    w = build({"chars": [{"char": "warrior", "space": "valley_of_fire", "fate": 0, "objects": ["talisman"]}, Z]},
              options={"victory": "first"})
    act(w, "step")
    from game.games.talisman.game import GAME
    assert GAME.result(w).winners == [0]


def test_warlock_quest_one_at_a_time_and_the_talisman_reward():
    w = build({"chars": [{"char": "warrior", "space": "barrow", "fate": 0, "gold": 5}, Z]})
    force(w, [1, 2])
    act(w, "roll")
    act(w, "move", "warlock_cave", "")
    assert options(w) == [["quest", True], ["quest", False]]
    act(w, "quest", True)                     # a 2: pay 3 gold, done at once
    assert c(w)["objects"] == ["talisman"] and c(w)["gold"] == 2 and w.res["talismans"] == 3
    w = build({"chars": [{"char": "warrior", "space": "barrow", "fate": 0, "quest": {"kind": "kill", "n": 1}}, Z]})
    force(w, [1])
    act(w, "roll")
    act(w, "move", "warlock_cave", "")
    assert w.res["turn"]["seat"] == 1         # one quest at a time: nothing happens


def test_no_talismans_left_none_can_be_had():
    w = build({"chars": [{"char": "warrior", "space": "barrow", "fate": 0, "gold": 5},
                         {"char": "wizard", "space": "temple", "objects": ["talisman", "talisman", "talisman", "talisman"]}]})
    force(w, [1, 2])
    act(w, "roll")
    act(w, "move", "warlock_cave", "")
    act(w, "quest", True)
    assert c(w)["objects"] == [] and c(w)["quest"] is None


def test_a_player_whose_rivals_are_all_out_wins():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0}, {"char": "wizard", "space": "temple"}]})
    w.res["used"] = list(w.res["used"]) + ["monk", "troll", "dwarf", "thief", "elf", "priest"]
    from game.games.talisman.death import lose_lives
    lose_lives(w, 1, 9, [])
    force(w, [1])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    while w.res["result"] is None and w.res["turn"]["seat"] == 0:
        act(w, *options(w)[0])
    from game.games.talisman.game import GAME
    assert c(w, 1)["state"] == "out" and GAME.result(w).winners == [0]


def test_nobody_evades_the_mandatory_encounter_at_the_crown():
    w = build({"chars": [{"char": "warrior", "space": "crown", "fate": 0},
                         {"char": "wizard", "space": "crown", "fate": 0, "spells": ["immobility"]}],
               "crown_reached": True}, options={"evade": "always"})
    force(w, [6, 1])
    act(w, "meet", 1, "attack")
    assert kind(w) == "reward"


def test_the_vampire_may_take_followers_instead_of_lives():
    w = build({"chars": [{"char": "warrior", "space": "mines", "fate": 0, "followers": ["mercenary", "unicorn"]}, Z]})
    force(w, [5])                                   # 4-6: the Vampire takes two lives
    act(w, "step")
    assert c(w)["space"] == "vampire_tower" and kind(w) == "bite"
    assert options(w) == [["feed", "mercenary"], ["feed", "unicorn"], ["bleed"]]
    ev = act(w, "feed", "mercenary")
    assert [e.data["card"] for e in ev if e.kind == "follower_dies"] == ["mercenary"]
    assert kind(w) == "bite" and w.res["ask"]["n"] == 1
    act(w, "feed", "unicorn")
    assert c(w)["followers"] == [] and c(w)["lives"] == 5
    assert {"mercenary", "unicorn"} <= set(w.res["decks"]["adventure"]["discard"])
    ok(w)


def test_the_vampire_takes_the_rest_in_lives_when_asked_or_when_no_follower_is_left():
    w = build({"chars": [{"char": "warrior", "space": "mines", "fate": 0, "followers": ["mercenary"]}, Z]})
    force(w, [6])
    act(w, "step")
    act(w, "bleed")
    assert c(w)["followers"] == ["mercenary"] and c(w)["lives"] == 3
    w = build({"chars": [{"char": "warrior", "space": "mines", "fate": 0, "followers": ["mercenary"]}, Z]})
    force(w, [6])
    act(w, "step")
    act(w, "feed", "mercenary")
    assert c(w)["followers"] == [] and c(w)["lives"] == 4 and kind(w) != "bite"
    w = build({"chars": [{"char": "warrior", "space": "mines", "fate": 0}, Z]})
    force(w, [2])
    act(w, "step")
    assert c(w)["lives"] == 4 and kind(w) != "bite"

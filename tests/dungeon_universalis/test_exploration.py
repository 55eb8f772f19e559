"""Exploration actions, the scenario die, obstacles and trap reaction, encounters, placement,
the Leader, initiative and surprise."""
from du_helpers import build, d6s, do, fig, force, kinds, legal, of

from game.games.dungeon_universalis import explore
from game.games.dungeon_universalis.content import content


def corridor(**extra):
    base = {"heroes": [{"ref": "ithra", "at": [14, 13]}], "revealed": [3], "turn": 3}
    base.update(extra)
    return build(base)


def test_blocked_door_does_not_consume_the_action():
    w = build({"heroes": [{"ref": "saska", "at": [10, 13]}], "revealed": [3], "turn": 2})
    events = do(w, "open_door", "h1", "10,12|10,13")          # locked on the sheet
    assert "door_locked" in kinds(events) and w.res["act"]["action"] == 1
    assert legal(w, "pick_lock") and not legal(w, "open_door")
    d6s(w, 1, 1)                                               # double 1: fails and feeds the JOA
    before = w.res["reserve"]
    do(w, "pick_lock", "h1", "10,12|10,13")
    assert w.res["reserve"] == before + 1
    assert w.res["doors"]["10,12|10,13"]["flags"]["lock_failed"]


def test_only_breaking_opens_a_door_after_a_failed_lock_and_noise_helps_initiative():
    w = build({"heroes": [{"ref": "dorna", "at": [10, 13]}], "revealed": [3], "turn": 2, "reserve": 10,
               "doors": {"10,12|10,13": {"lock_known": True, "lock_failed": True}},
               "decks": {"encounter": ["enemies"]}})
    assert legal(w, "break") and not legal(w, "pick_lock")
    d6s(w, 6, 5)                                               # two hits (armour 5)
    events = do(w, "break", "h1", "10,12|10,13")
    assert of(events, "break")[0]["hits"] == 2 and w.res["noise"] == 1
    do(w, "end", "h1")                                         # a new turn: another noisy turn
    d6s(w, 5, 6)                                               # 2 + 2 hits: 4 of 5
    do(w, "break", "h1", "10,12|10,13")
    assert w.res["noise"] == 2
    do(w, "end", "h1")
    d6s(w, 6, 1)                                               # the 5th hit (a 1 never counts)
    force(w, "scenario", "encounter")
    d6s(w, 1)                                                  # table row 1: two gnawers
    d6s(w, 3, 3, 6, 6)                                         # initiative: heroes 6+2 vs JOA 12+2+3 noise
    events = do(w, "break", "h1", "10,12|10,13")
    assert "broken" in kinds(events) and "section" in kinds(events)
    ini = of(events, "initiative")[0]
    assert ini["noise"] == 3 and ini["joa_total"] == 12 + 2 + 3
    assert "surprised" not in kinds(events)                    # never surprised through a broken door


def test_reveal_zone_on_an_exploration_arrow():
    w = build({"heroes": [{"ref": "brannoc", "at": [3, 13]}], "turn": 1})
    force(w, "scenario", "blank")
    events = do(w, "reveal", "h1")
    assert of(events, "section")[0]["section"] == 3
    assert "table" not in kinds(events)                         # no encounter in the heroes' first turn
    assert w.res["known"]["section:3"] == "*"


def test_obstacle_trap_found_on_a_door_stops_the_hero_and_keeps_the_action():
    w = corridor(reserve=10, decks={"obstacle": ["needle_trap"]})
    force(w, "scenario", "obstacle")
    d6s(w, 6, 6)                                               # perception: found with a double 6
    events = do(w, "open_door", "h1", "14,13|15,13")
    assert "trap_found" in kinds(events) and w.res["reserve"] == 9
    assert w.res["act"]["action"] == 1 and w.res["act"]["move"] == "done"
    t = w.res["traps"][-1]
    assert t["bonus"] == 1 and not legal(w, "open_door")
    d6s(w, 3, 2)                                               # disarm: 5 + 3 (des) + 1 (bonus) = 9 >= 8
    events = do(w, "disarm", "h1", t["id"])
    assert "disarmed" in kinds(events) and w.res["decks"]["obstacle"]["discard"] == ["needle_trap"]


def test_obstacle_trap_missed_fires_and_ends_the_activation():
    w = corridor(reserve=10, decks={"obstacle": ["pit_trap"]})
    force(w, "scenario", "obstacle")
    d6s(w, 1, 2)                                               # perception fails
    d6s(w, 6, 6, 1)                                            # 3 damage dice vs armour 3
    events = do(w, "open_door", "h1", "14,13|15,13")
    assert "trap_fired" in kinds(events) and of(events, "damage")[0]["wounds"] == 2
    ks = kinds(events)
    assert {"who": "h1", "state": "stunned", "on": True} in of(events, "state")
    assert ks.index("activation_end") > ks.index("trap_fired") and "joa_turn" in ks   # the activation ended
    assert not w.res["doors"]["14,13|15,13"]["open"]


def test_unplayable_obstacle_is_discarded_and_the_counter_rises():
    w = corridor(reserve=0, decks={"obstacle": ["blade_trap"], "encounter": []})
    force(w, "scenario", "obstacle", "blank")
    events = do(w, "open_door", "h1", "14,13|15,13")
    assert "unplayable" in kinds(events) and w.res["reserve"] == 1
    assert w.res["doors"]["14,13|15,13"]["open"]


def test_safety_zone_first_step_outside_rolls_the_die():
    w = build({"heroes": [{"ref": "brannoc", "at": [4, 13]}], "revealed": [3], "turn": 2})
    force(w, "scenario", "blank")
    events = do(w, "move", "h1", [6, 13])                      # within 2 squares: no roll
    assert not of(events, "roll")
    events = do(w, "move", "h1", [8, 14])                      # first step beyond: one roll
    assert [r["die"] for r in of(events, "roll")] == ["scenario"]


def test_dun_basic_has_no_safety_zone_roll():
    w = build({"heroes": [{"ref": "brannoc", "at": [4, 13]}], "revealed": [3], "turn": 2},
              options={"dun_basic": True})
    events = do(w, "move", "h1", [8, 14])
    assert not of(events, "roll")


def test_no_obstacle_roll_where_heroes_and_creatures_share_a_section():
    w = build({"heroes": [{"ref": "brannoc", "at": [4, 13]}], "creatures": [{"ref": "gnawer", "at": [14, 14]}],
               "revealed": [3], "turn": 2})
    events = do(w, "move", "h1", [8, 14])
    assert not of(events, "roll")


def test_sheet_trap_square_skips_the_die():
    w = build({"heroes": [{"ref": "brannoc", "at": [7, 14]}], "revealed": [3], "turn": 2})
    d6s(w, 6, 6)                                               # perception finds the needle trap at (9, 14)
    events = do(w, "move", "h1", [9, 14])
    assert not [r for r in of(events, "roll") if r["die"] == "scenario"]
    assert "trap_found" in kinds(events) and fig(w, "h1")["cell"] == [8, 14]


def test_encounter_table_with_modifiers_and_fallback():
    w = build({"heroes": [{"ref": "brannoc", "at": [14, 13]}], "revealed": [3], "turn": 2, "reserve": 5,
               "decks": {"encounter": ["enemies"]}})
    assert explore.table_mod(w, 5, "enemies") == 1             # large section (56 squares)
    force(w, "scenario", "blank")                              # obstacle die on the door
    force(w, "scenario", "blank")                              # no encounter, but a large section always has one
    force(w, "scenario", "blank")                              # no power card if the JOA wins the initiative
    d6s(w, 4)                                                  # 4 + 1 = row 5 (11 VP) -> falls back to row 2 (6)... 1 (4)
    events = do(w, "open_door", "h1", "14,13|15,13")
    t = of(events, "table")[0]
    assert t["row"] == 5 and t["used"] == 1 and t["creatures"] == ["gnawer", "gnawer"]
    assert w.res["reserve"] == 1


def test_table_modifier_is_capped():
    w = build({"heroes": [{"ref": "brannoc", "at": [14, 13]}], "revealed": [3]}, options={"experience": 40})
    w.res["party_value"] = 300
    assert explore.table_mod(w, 5, "enemies") == content().rules["table_cap"]


def test_placement_keeps_three_squares_and_faces_the_nearest_hero():
    w = build({"heroes": [{"ref": "brannoc", "at": [14, 13]}], "revealed": [3, 5], "reserve": 30})
    placed = explore.place_group(w, 5, ["gnawer", "slinger", "pikeling"], "h1", (14, 13), (15, 13), [])
    hero = (14, 13)
    for fid in placed:
        c = tuple(fig(w, fid)["cell"])
        assert max(abs(c[0] - hero[0]), abs(c[1] - hero[1])) >= 3
        fx, fy = fig(w, fid)["facing"]
        assert fx < 0 or (fx == 0 and fy != 0)                 # towards the hero on the west
    # the cheapest first, in front of the viewer; then to its right (south), a free row between in a large hall
    assert [fig(w, f)["ref"] for f in placed] == ["gnawer", "slinger", "pikeling"]
    assert fig(w, placed[0])["cell"] == [17, 13] and fig(w, placed[1])["cell"] == [17, 15]


def test_room_checkerboard_runs_to_the_right_with_diagonal_contacts():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 12]}], "revealed": [2], "reserve": 30})
    placed = explore.place_group(w, 2, ["gnawer", "gnawer", "gnawer"], "h1", (2, 12), (2, 11), [])
    cells = [tuple(fig(w, p)["cell"]) for p in placed]
    assert cells[0] == (2, 9)                                  # in front of the hero, 3 squares away
    assert all(c[0] >= 2 for c in cells)                       # to the hero's right (east, facing north)
    assert (4, 9) in cells                                     # (3, 8) holds a table too tall for a gnawer


def test_alone_in_a_room_goes_to_the_centre():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 12]}], "revealed": [2], "reserve": 30})
    placed = explore.place_group(w, 2, ["pikeling"], "h1", (2, 12), (2, 11), [])
    assert fig(w, placed[0])["cell"] in ([3, 8], [4, 8], [3, 9], [4, 9])


def test_corridor_placement_starts_at_the_far_end():
    w = build({"heroes": [{"ref": "brannoc", "at": [3, 13]}], "revealed": [3], "reserve": 30})
    placed = explore.place_group(w, 3, ["gnawer", "gnawer"], "h1", (3, 13), (4, 13), [])
    assert fig(w, placed[0])["cell"][0] == 14
    a, b = (tuple(fig(w, p)["cell"]) for p in placed)
    assert max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1      # zigzag: next to the previous one


def test_main_hall_leader_extras_and_improvement():
    w = build({"heroes": [{"ref": "brannoc", "at": [18, 4]}, {"ref": "dorna", "at": [18, 5]},
                          {"ref": "ithra", "at": [17, 5]}], "revealed": [3, 5, 6], "reserve": 30, "turn": 4})
    force(w, "scenario", "blank")                              # obstacle roll on the door
    d6s(w, 6, 2, 2)                                            # extra skills: 6 (invulnerable, 6 VP), 2 (savage, 2 VP)
    d6s(w, 1)                                                  # main hall guards: row 1 + mods
    d6s(w, 6, 5, 1, 2)                                         # initiative: the heroes win, the Leader stays
    events = do(w, "open_door", "h1", "18,4|19,4")
    lead = fig(w, w.res["leader"])
    assert lead["cell"] == [25, 2]
    assert "invulnerable" in lead["skills"] and "savage" in lead["skills"]
    assert w.res["reserve"] == 10
    imp = of(events, "leader_improved")[0]
    assert imp["actions"] == 1                                 # one extra action: three heroes
    spent = [p for p in of(events, "pay") if p["what"] == "leader_improvement"][0]
    assert imp["life"] == spent["cost"] // 3                   # invulnerable: one life per 3 points
    assert w.res["achievement"]["heroes"] >= 1 and w.res["main_found"]


def test_initiative_won_by_heroes_starts_a_new_turn_without_the_joa_point():
    w = build({"heroes": [{"ref": "ithra", "at": [14, 13]}, {"ref": "brannoc", "at": [13, 13]}],
               "revealed": [3], "turn": 3, "reserve": 10, "decks": {"encounter": ["enemies"]}})
    force(w, "scenario", "blank", "encounter")
    d6s(w, 1)                                                  # row 2: three gnawers
    d6s(w, 6, 5, 1, 2)                                         # initiative 11+4 vs 3+2
    events = do(w, "open_door", "h1", "14,13|15,13")
    assert of(events, "initiative")[0]["winner"] == "heroes"
    assert w.res["achievement"]["joa"] == 0 and "joa_turn" not in kinds(events)
    assert w.res["act"]["fid"] == "h1" and w.res["turn"] == 3
    assert kinds(events).count("surprised") >= 1               # 6 and 5 beat the gnawers' intelligence


def test_initiative_lost_ends_the_heroes_turn():
    w = build({"heroes": [{"ref": "ithra", "at": [14, 13]}, {"ref": "brannoc", "at": [13, 13]}],
               "revealed": [3], "turn": 3, "reserve": 10, "decks": {"encounter": ["enemies"]}})
    force(w, "scenario", "blank", "encounter")
    d6s(w, 1)
    d6s(w, 1, 2, 6, 6)
    events = do(w, "open_door", "h1", "14,13|15,13")
    assert of(events, "initiative")[0]["winner"] == "joa"
    assert "joa_turn" in kinds(events) and w.res["turn"] == 4


def test_search_room_coins_treasure_and_limits():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 10]}], "revealed": [2], "turn": 2})
    force(w, "scenario", "blank")
    d6s(w, 4, 4, 5)                                            # perception 12 passes; 1D3 = 3 -> 4 coins
    do(w, "search_room", "h1")
    assert fig(w, "h1")["coins"] == 4
    assert 2 in w.res["searched_rooms"]
    w2 = build({"heroes": [{"ref": "ithra", "at": [3, 10]}], "revealed": [2], "turn": 2,
                "decks": {"treasure": ["gem"]}})
    force(w2, "scenario", "blank")
    d6s(w2, 6, 6)
    do(w2, "search_room", "h1")
    assert fig(w2, "h1")["coins"] == 15                        # a double 6 draws treasure instead
    w3 = build({"heroes": [{"ref": "ithra", "at": [5, 13]}], "revealed": [3]})
    assert not legal(w3, "search_room")                        # corridors are not searched


def test_no_search_of_earlier_rooms_once_the_main_hall_is_found():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 10]}], "revealed": [2, 3, 5, 6, 8]})
    w.res["main_index"] = 5
    assert not legal(w, "search_room")


def test_search_bodies_sixes_table():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 10]}], "revealed": [2],
               "kills": [{"ref": "gnawer", "level": "troop"}, {"ref": "warden", "level": "elite"},
                         {"ref": "bonegnasher", "level": "champion"}]})
    # 1 + 2 + 5 (the champion's strength) = 8 dice: three 6s -> a special object
    d6s(w, 6, 6, 6, 4, 1, 2, 3, 5)
    events = do(w, "search_bodies", "h1")
    b = of(events, "bodies")[0]
    assert len(b["dice"]) == 8 and b["coins"] == 5 and b["sixes"] == 3
    assert of(events, "object")[0]["sort"] == "special"


def test_search_for_secret_doors_and_persuasion():
    w = build({"heroes": [{"ref": "ithra", "at": [10, 4]}], "revealed": [7]})
    d6s(w, 5, 5)
    events = do(w, "search_secret", "h1")
    assert "secret_door" in kinds(events) and w.res["doors"]["12,4|13,4"]["found"]
    w = build({"heroes": [{"ref": "dorna", "at": [10, 10]}], "revealed": [4], "npc": True})
    d6s(w, 3, 3, 3, 3)                                         # 6 + 1 int + 1 same race vs 6 + 3: fails
    events = do(w, "persuade", "h1", "wit")
    assert not of(events, "persuade")[0]["ok"]
    assert of(events, "persuade")[0]["total"] == 8
    assert not [a for a in legal(w, "persuade") if a.args[1] == "wit"]


def test_chest_riddle_and_double_one_feeds_the_joa():
    w = build({"heroes": [{"ref": "ithra", "at": [9, 3]}], "revealed": [7]})
    events = do(w, "open_chest", "h1", [8, 3])
    assert "chest_riddle" in kinds(events) and w.res["act"]["action"] == 1
    d6s(w, 1, 1)
    before = w.res["reserve"]
    do(w, "riddle", "h1", [8, 3])
    assert w.res["reserve"] == before + 1
    assert not legal(w, "break")                               # a chest whose riddle failed stays shut


def test_a_trap_on_an_arrow_guards_the_arrows_next_to_it():
    w = build({"heroes": [{"ref": "brannoc", "at": [3, 14]}], "turn": 2,
               "traps": [{"cell": [3, 13], "card": "needle_trap", "found": True, "fixed": False}],
               "decks": {"obstacle": ["needle_trap"]}})
    w.res["deck_sizes"]["obstacle"] = 1
    w.res["decks"]["obstacle"]["draw"] = []
    assert not legal(w, "reveal")                  # (3, 14) leads to the same corridor as (3, 13)
    d6s(w, 6, 6)
    do(w, "disarm", "h1", "s1")
    do(w, "end", "h1")                             # a new turn: the arrow is free again
    assert legal(w, "reveal")

"""The JOA's turn: its point, power cards (paid, explained, lasting, unplayable), activation
order, targeting, the Leader's pick, thieves, ambushes and reinforcements."""
from du_helpers import build, d6s, do, fig, force, kinds, of

from game.games.dungeon_universalis import explore, joa
from game.games.dungeon_universalis.game import GAME


def test_power_card_is_paid_and_explained_in_the_log():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}], "creatures": [{"ref": "warden", "at": [12, 13]}],
               "revealed": [3], "reserve": 12, "decks": {"power": ["iron_hide"]}})
    force(w, "scenario", "power")
    events = []
    joa.power_phase(w, events)
    p = of(events, "power")[0]
    assert (p["cost"], p["before"], p["after"]) == (3, 12, 9)
    line = GAME.describe(next(e for e in events if e.kind == "power"), "en", w)
    assert line == "Power card: Iron hide, paid 3, reserve 12 → 9."
    assert GAME.describe(next(e for e in events if e.kind == "power"), "es", w).startswith("Carta de Poder: Pellejo")
    c = fig(w, "c2")
    assert c["buffs"]["armour"] == 1 and w.res["in_play"]["power"] == ["iron_hide"]
    # a lasting card leaves play with the creature it helps
    from game.games.dungeon_universalis.combat import out_of_combat
    out_of_combat(w, c, [], None)
    assert w.res["in_play"]["power"] == [] and w.res["decks"]["power"]["discard"] == ["iron_hide"]


def test_power_goes_to_the_leader_first_then_the_most_valuable():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}],
               "creatures": [{"ref": "warden", "at": [12, 13]}, {"ref": "gnawer", "at": [13, 13]}],
               "revealed": [3]})
    assert joa.beneficiary(w, {"effect": "melee"}) == "c2"
    w = build({"heroes": [{"ref": "brannoc", "at": [18, 4]}],
               "creatures": [{"ref": "bonegnasher", "at": [22, 4]}, {"ref": "skarrow", "at": [25, 2]}],
               "revealed": [6, 8]})
    assert fig(w, joa.beneficiary(w, {"effect": "melee"}))["ref"] == "skarrow"


def test_unpaid_power_card_is_discarded_and_the_counter_rises():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}], "creatures": [{"ref": "warden", "at": [12, 13]}],
               "revealed": [3], "reserve": 1, "decks": {"power": ["iron_hide"]}})
    force(w, "scenario", "power")
    events = []
    joa.power_phase(w, events)
    assert "unplayable" in kinds(events) and w.res["reserve"] == 2
    assert w.res["decks"]["power"]["discard"] == ["iron_hide"]


def test_fighting_main_hall_enemies_always_gives_power():
    w = build({"heroes": [{"ref": "brannoc", "at": [19, 5]}], "creatures": [{"ref": "skarrow", "at": [25, 2]}],
               "revealed": [6, 8], "reserve": 5, "decks": {"power": ["swift_feet"]}})
    events = []
    joa.power_phase(w, events)
    assert "power_auto" in kinds(events) and not [r for r in of(events, "roll") if r["die"] == "scenario"]


def test_activation_order_shooters_leaders_rest():
    w = build({"heroes": [{"ref": "brannoc", "at": [19, 5]}],
               "creatures": [{"ref": "gnawer", "at": [21, 5]}, {"ref": "warden", "at": [22, 6]},
                             {"ref": "skarrow", "at": [25, 2]}, {"ref": "slinger", "at": [24, 5]}],
               "revealed": [6, 8]})
    order = [fig(w, f)["ref"] for f in joa.activation_order(w)]
    assert order == ["slinger", "skarrow", "warden", "gnawer"]


def test_a_shooter_that_cannot_shoot_goes_last():
    w = build({"heroes": [{"ref": "brannoc", "at": [19, 5]}],
               "creatures": [{"ref": "gnawer", "at": [21, 5]}, {"ref": "slinger", "at": [20, 4]}],
               "revealed": [6, 8]})
    order = [fig(w, f)["ref"] for f in joa.activation_order(w)]
    assert order == ["gnawer", "slinger"]                    # next to Brannoc: it cannot shoot


def test_targets_spread_over_heroes_not_yet_attacked():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}, {"ref": "dorna", "at": [4, 14]}],
               "creatures": [{"ref": "warden", "at": [6, 13]}], "revealed": [3]})
    c = "c3"
    assert joa.pick_target(w, c, ["h1", "h2"]) == "h1"        # brute: highest value (equal), then nearest
    w.res["attacked"] = ["h1"]
    assert joa.pick_target(w, c, ["h1", "h2"]) == "h2"


def test_leader_rolls_one_d3_for_its_target():
    w = build({"heroes": [{"ref": "brannoc", "at": [19, 5]}], "creatures": [{"ref": "skarrow", "at": [21, 5]}],
               "revealed": [6, 8]})
    events = []
    joa.activate(w, "c2", events)
    pick = of(events, "leader_pick")[0]
    assert 1 <= pick["roll"] <= 3 and pick["criterion"] in ("nearest", "easiest", "highest_value")


def test_thief_appears_near_the_worst_perception():
    w = build({"heroes": [{"ref": "brannoc", "at": [4, 13]}, {"ref": "ithra", "at": [14, 13]}],
               "revealed": [3], "reserve": 10})
    events = []
    explore.play_obstacle(w, "h2", {"cell": [14, 13]}, "thief", events)
    t = next(f for f in w.res["figs"].values() if f["ref"] == "pilferer")
    assert max(abs(t["cell"][0] - 4), abs(t["cell"][1] - 13)) == 3    # Brannoc has the worst perception
    assert w.res["reserve"] == 7


def test_ambush_places_an_enemies_roll_in_a_next_explored_section():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}], "revealed": [3, 2], "reserve": 10})
    d6s(w, 1)                                                  # table row 1: two gnawers
    d6s(w, 6, 6, 1, 2)                                         # initiative to the heroes
    events = []
    assert explore.side_group(w, "ambush", events)
    from game.games.dungeon_universalis.world import section_of
    placed = [e["who"] for e in of(events, "place")]
    assert len(placed) == 2 and all(section_of(w, fig(w, p)["cell"]) in (1, 2) for p in placed)


def test_the_joa_keeps_playing_after_the_mission():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}], "creatures": [{"ref": "gnawer", "at": [12, 13]}],
               "revealed": [3]})
    w.res["mission"] = True
    events = do(w, "end", "h1")
    assert "joa_turn" in kinds(events) and of(events, "activation")
    assert GAME.result(w) is None


def test_leaving_with_the_mission_done_wins():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}]})
    w.res["mission"] = True
    events = do(w, "leave", "h1")
    r = GAME.result(w)
    assert r.finished and r.winners == [0] and r.reason == "mission" and "aftermath" in kinds(events)
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}]})
    do(w, "leave", "h1")
    assert GAME.result(w).winners == [] and GAME.result(w).reason == "fled"


def test_out_of_combat_aftermath_table():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}, {"ref": "dorna", "at": [3, 17]}]})
    fig(w, "h2")["out"] = True
    w.res["mission"] = True
    d6s(w, 1)
    do(w, "leave", "h1")
    assert w.res["aftermath"]["h2"] == ["dead", "left_behind"]     # nobody carried the body out


def test_creatures_open_explored_doors_to_reach_the_heroes():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 14]}],
               "creatures": [{"ref": "gnawer", "at": [2, 9]}], "revealed": [2],
               "doors": {"2,11|2,12": {"open": False, "explored": True}}})
    events = []
    joa.activate(w, "c2", events)
    assert {"who": "c2", "door": "2,11|2,12", "open": True} in of(events, "door")
    assert w.res["doors"]["2,11|2,12"]["open"]


def test_impetus_after_being_pushed_back_with_an_attack_left():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13], "facing": [1, 0]}],
               "creatures": [{"ref": "bonegnasher", "at": [6, 13], "facing": [-1, 0]}], "revealed": [3]})
    force(w, "scenario", "blank")
    d6s(w, 1, 2, 6, 5)                             # first attack: Brannoc wins and his shield pushes it back
    d6s(w, 1, 2, 6, 5)                             # second attack after the free step: pushed again
    events = []
    joa.activate(w, "c2", events)
    assert of(events, "impetus") and len(of(events, "melee_roll")) == 2


def test_a_creature_across_a_wall_walks_round_to_reach_its_target():
    w = build({"heroes": [{"ref": "dorna", "at": [18, 6]}], "creatures": [{"ref": "skarrow", "at": [19, 6]}],
               "revealed": [6, 8], "doors": {"18,4|19,4": {"open": True, "explored": True}}})
    events = []
    joa.activate(w, "c2", events)
    assert of(events, "move") and fig(w, "c2")["cell"] != [19, 6]

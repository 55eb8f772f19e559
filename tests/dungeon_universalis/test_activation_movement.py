"""Heroes' activation: recovery, action + movement + quick action, movement costs and limits, running."""
from du_helpers import build, d6s, do, fig, force, kinds, legal, of

from game.games.dungeon_universalis import movement
from game.games.dungeon_universalis.game import GAME


def one(setup_extra=None, **hero):
    return build({"heroes": [{"ref": "brannoc", "at": [5, 13], **hero}], "revealed": [3], **(setup_extra or {})})


def test_stunned_recovers_on_four_or_more():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}, {"ref": "dorna", "at": [3, 17], "states": ["stunned"]}]})
    d6s(w, 4)
    do(w, "end", "h1")
    assert not fig(w, "h2")["states"].get("stunned")
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}, {"ref": "dorna", "at": [3, 17], "states": ["stunned"]}]})
    d6s(w, 3)
    do(w, "end", "h1")
    assert fig(w, "h2")["states"].get("stunned")


def test_standing_up_next_to_an_enemy_needs_agility_and_leaves_stunned():
    setup = {"heroes": [{"ref": "brannoc", "at": [2, 17]}, {"ref": "dorna", "at": [5, 13], "states": ["knocked_down"]}],
             "creatures": [{"ref": "gnawer", "at": [6, 13]}], "revealed": [3]}
    w = build(setup)
    d6s(w, 1, 2)                                # agility test fails: stays down, activation lost
    do(w, "end", "h1")
    assert fig(w, "h2")["states"].get("knocked_down") and fig(w, "h2")["down_last"]
    assert w.res["act"] is None or w.res["act"]["fid"] != "h2"
    w = build(setup)
    d6s(w, 6, 5)                                # passes: up, but stunned
    do(w, "end", "h1")
    st = fig(w, "h2")["states"]
    assert not st.get("knocked_down") and st.get("stunned") and w.res["act"]["fid"] == "h2"


def test_knocked_down_last_activation_stands_automatically():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}, {"ref": "dorna", "at": [5, 13], "states": ["knocked_down"]}],
               "creatures": [{"ref": "gnawer", "at": [6, 13]}], "revealed": [3]})
    fig(w, "h2")["down_last"] = True
    do(w, "end", "h1")
    assert not fig(w, "h2")["states"].get("knocked_down") and w.res["act"]["fid"] == "h2"


def test_action_movement_and_quick_actions():
    w = one(objects=["healing_draught", "healing_draught"], life=3)
    do(w, "drink", "h1", "healing_draught")                   # the free quick action
    assert w.res["act"]["quick"] == 0 and w.res["act"]["action"] == 1
    do(w, "drink", "h1", "healing_draught")                   # the action becomes a second quick action
    assert w.res["act"]["action"] == 0
    assert not legal(w, "drink") and not legal(w, "search_secret")
    assert legal(w, "move")


def test_no_action_after_moving_then_acting_then_moving():
    w = one()
    do(w, "move", "h1", [7, 13])
    assert w.res["act"]["move"] == "moving"
    do(w, "search_secret", "h1") if legal(w, "search_secret") else None
    # searching for secret doors cannot be combined with movement
    assert not legal(w, "search_secret")


def test_ally_squares_cost_one_more_and_cannot_be_ended_on():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}, {"ref": "dorna", "at": [6, 13]}], "revealed": [3]})
    reach = movement.reachable(w, "h1", 4)
    assert (6, 13) not in reach
    assert reach[(7, 14)] == 2 and reach[(7, 13)] == 3    # around the ally; (7, 13) has a barrel to climb
    w = build({"heroes": [{"ref": "brannoc", "at": [4, 13]}, {"ref": "dorna", "at": [5, 13]},
                          {"ref": "ithra", "at": [5, 14]}], "revealed": [3]})
    assert movement.reachable(w, "h1", 4)[(6, 13)] == 3           # through the ally: 1 + (1+1)


def test_unrevealed_sections_stop_movement():
    w = one()
    reach = movement.reachable(w, "h1", 20)
    assert all(w.res["revealed"].count(__import__("game.games.dungeon_universalis.world", fromlist=["x"])
                                        .section_of(w, c)) for c in reach)
    assert (15, 13) not in reach


def test_entering_an_enemy_zone_of_influence_ends_the_move():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}], "creatures": [{"ref": "pikeling", "at": [9, 13]}],
               "revealed": [3]})
    reach = movement.reachable(w, "h1", 8)
    assert (8, 13) in reach and (10, 13) not in reach and (10, 14) not in reach


def test_small_enemies_do_not_hold_a_medium_hero_alone_but_two_do():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}], "creatures": [{"ref": "gnawer", "at": [6, 13]}],
               "revealed": [3]})
    from game.games.dungeon_universalis.world import engaged_by
    assert engaged_by(w, "h1") == []
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}],
               "creatures": [{"ref": "gnawer", "at": [6, 13]}, {"ref": "gnawer", "at": [6, 14]}], "revealed": [3]})
    assert len(engaged_by(w, "h1")) == 2


def test_diagonal_past_an_obstacle_corner_is_not_allowed():
    # statue at (17,12): from (16,11) to (17,11)->... the step (16,12)->(17,13) cuts the statue's corner? no:
    # the step (18,11)->(17,12) enters the statue; (16,13)->(17,14)? statue at (17,14). Use (16,13)->(17,12)? statue.
    w = build({"heroes": [{"ref": "brannoc", "at": [16, 13]}], "revealed": [3, 5]})
    _, cost, _ = movement.move_costs(w, "h1")
    assert cost((16, 13), (17, 12)) is None or (17, 12) not in movement.reachable(w, "h1", 3)
    assert cost((16, 12), (17, 11)) is None          # cuts the corner of the statue at (17, 12)
    assert cost((16, 11), (17, 11)) == 1


def test_climbing_furniture_costs_one_more_and_gives_height():
    # tables at (3, 8) and (4, 8) in the guard room
    w = build({"heroes": [{"ref": "brannoc", "at": [3, 9]}], "revealed": [2]})
    assert movement.reachable(w, "h1", 4)[(3, 8)] == 2
    w = build({"heroes": [{"ref": "brannoc", "at": [3, 8]}], "creatures": [{"ref": "pikeling", "at": [3, 7]}],
               "revealed": [2]})
    from game.games.dungeon_universalis.combat import melee_mods
    am, dm, why = melee_mods(w, fig(w, "h1"), fig(w, "c2"))
    assert "elevated" in why


def test_running_rolls_two_dice_plus_move_up_to_double():
    w = one()
    d6s(w, 6, 5)
    events = do(w, "run", "h1")
    assert of(events, "run")[0]["squares"] == 8          # 11 + 4 capped at 8
    w = one()
    d6s(w, 1, 1)
    events = do(w, "run", "h1")
    assert of(events, "run")[0]["squares"] == 2          # a fumble: half the movement
    w = one()
    d6s(w, 2, 1)
    assert of(do(w, "run", "h1"), "run")[0]["squares"] == 7


def test_running_never_passes_next_to_an_enemy():
    w = build({"heroes": [{"ref": "brannoc", "at": [4, 13]}], "creatures": [{"ref": "gnawer", "at": [9, 14]}],
               "revealed": [3]})
    d6s(w, 6, 6)
    do(w, "run", "h1")
    reach = movement.reachable(w, "h1", 8, running=True)
    assert (8, 13) not in reach and (7, 13) in reach


def test_running_gives_minus_two_to_trap_perception():
    w = build({"heroes": [{"ref": "ithra", "at": [4, 13]}], "revealed": [3],
               "traps": [{"cell": [6, 13], "card": "needle_trap"}]})
    d6s(w, 3, 3)          # run: 6 + 5 = 11 -> 10
    do(w, "run", "h1")
    d6s(w, 3, 3)          # perception 6 + 4 (keen senses) - 2 = 8 < 9: fires
    force(w, "d6", 1, 1)  # damage
    events = do(w, "move", "h1", [6, 13])
    t = of(events, "test")[0]
    assert t["total"] == 6 + 4 - 2 and "trap_fired" in kinds(events)


def test_passing_through_an_ally_on_a_hidden_trap_square_sets_nothing_off():
    w = build({"heroes": [{"ref": "brannoc", "at": [8, 14]}, {"ref": "dorna", "at": [9, 14]}], "revealed": [3],
               "turn": 2})
    events = do(w, "move", "h1", [10, 14])          # through Dorna, who stands on the needle trap at (9, 14)
    assert "trap_found" not in kinds(events) and "trap_fired" not in kinds(events)
    assert fig(w, "h1")["cell"] == [10, 14] and GAME.check_invariants(w) == []

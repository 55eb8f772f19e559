"""Movement (6.x): the dMov roll, lightning, double lightning and its six
advantages, the movement-fumble table (all eight entries), stealth, reach
through walls/figures/scenery, friends' permission, fixed moves, doors."""
from tq_helpers import (build, cell, choose, do, fig, force, hero, is_legal, kinds, mb, moves, of, ok,
                        pending)

TWO = [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [7, 4]}]


def test_roll_is_the_sum_used_fully_or_partly_orthogonally():
    w = build({"heroes": TWO})
    k = hero(w, "kordan")
    force(w, "dmov", "2", "1")
    ev = do(w, "roll_move", k, "normal")
    assert of(ev, "move_roll")[0]["left"] == 3
    assert moves(w, k) == {(x, y) for x in range(4) for y in range(4) if 0 < x + y <= 3}
    do(w, "move", k, [1, 0])                   # part of it...
    assert cell(w, k) == (1, 0)
    assert moves(w, k) == {(x, y) for x in range(4) for y in range(3) if 0 < abs(x - 1) + y <= 2}
    do(w, "move", k, [1, 2])                   # ...and the rest
    assert cell(w, k) == (1, 2) and not moves(w, k)
    ok(w)


def test_a_move_cannot_be_split_around_another_action():
    w = build({"heroes": TWO})
    k = hero(w, "kordan")
    force(w, "dmov", "3", "3")
    do(w, "roll_move", k, "normal")
    do(w, "move", k, [2, 0])
    do(w, "search", k, "trap")                 # another action ends the move
    assert not moves(w, k)
    assert not is_legal(w, "roll_move", k, "normal")   # one movement action per turn


def test_walls_figures_and_scenery_block_but_friends_let_you_pass():
    arena = [". . .|. .", "", ". . . . .", "", ". . . . ."]
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [1, 1]}],
               "scenery": [{"kind": "statue", "at": [0, 2]}]})
    k = hero(w, "kordan")
    force(w, "dmov", "2", "2")
    do(w, "roll_move", k, "normal")
    reach = moves(w, k)
    assert (3, 0) not in reach                 # the wall between (2,0) and (3,0): 5 steps around
    assert (0, 2) not in reach                 # the statue is not passable
    assert (1, 1) not in reach                 # never end on a friend...
    assert (1, 2) in reach                     # ...but pass through one (cost 3)
    assert (2, 1) in reach


def test_no_passing_a_friend_who_is_next_to_an_enemy():
    arena = [". . .", "", "# . #", "", ". . ."]
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [1, 1]}],
               "figures": [{"ref": "grubling", "at": [0, 2]}]})
    k = hero(w, "kordan")
    force(w, "dmov", "3", "3")
    do(w, "roll_move", k, "normal")
    assert (1, 2) in moves(w, k) and (2, 2) in moves(w, k)
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [1, 1]}],
               "figures": [{"ref": "grubling", "at": [1, 2]}]})
    k = hero(w, "kordan")
    force(w, "dmov", "3", "3")
    do(w, "roll_move", k, "normal")
    assert moves(w, k) == {(0, 0), (2, 0)}      # Mirel is engaged: no way through
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [1, 1]}]},
              options={"friendly_passage": False})
    k = hero(w, "kordan")
    force(w, "dmov", "3", "3")
    do(w, "roll_move", k, "normal")
    assert (1, 2) not in moves(w, k)            # the option: friends never let you pass


def test_lightning_gives_the_maximum():
    w = build({"heroes": TWO})
    k = hero(w, "kordan")
    force(w, "dmov", "bolt", "2")
    ev = do(w, "roll_move", k, "normal")
    assert of(ev, "move_roll")[0]["left"] == 12


def test_double_lightning_maximum_plus_an_advantage_chosen_before_moving():
    w = build({"heroes": TWO})
    k = hero(w, "kordan")
    force(w, "dmov", "bolt", "bolt")
    ev = do(w, "roll_move", k, "normal")
    assert of(ev, "move_roll")[0]["left"] == 12
    p = pending(w)
    assert p["kind"] == "advantage" and p["seat"] == 1
    assert sorted(p["options"]) == ["charge", "foresight", "hop", "leap", "luck", "reflexes"]
    assert not moves(w, k)                      # the choice comes first
    choose(w, "charge")
    assert w.res["act"]["move"]["adv"] == "charge" and moves(w, k)


def _double(w, eid, adv):
    force(w, "dmov", "bolt", "bolt")
    do(w, "roll_move", eid, "normal")
    choose(w, adv)


def test_advantage_reflexes_dodges_the_first_wall_trap_only():
    w = build({"heroes": TWO, "traps": [{"kind": "spears", "edge": [[1, 0], [2, 0]], "id": "s1"},
                                          {"kind": "spears", "edge": [[3, 0], [4, 0]], "id": "s2"}]})
    k = hero(w, "kordan")
    _double(w, k, "reflexes")
    force(w, "dcom", "skull", "skull", "skull")
    ev = do(w, "move", k, [5, 0])
    assert [d["trap"] for d in of(ev, "dodge")] == ["s1"]
    assert [d["trap"] for d in of(ev, "trap")] == ["s2"]


def test_advantage_hop_and_leap_make_jumps_cheap():
    # a chair (jumpable scenery) and a placed pit (a floor trap) in a corridor
    arena = [". . . . . . .", "-------------", "# # # # # # #"]
    setup = {"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [6, 0]}],
             "scenery": [{"kind": "chair", "at": [1, 0]}],
             "traps": [{"kind": "pit", "at": [4, 0], "hidden": False}]}
    w = build(setup)
    k = hero(w, "kordan")
    force(w, "dmov", "2", "2")
    do(w, "roll_move", k, "normal")
    assert moves(w, k) == {(2, 0)}              # 3 for the chair + 1 to land (16.8)
    w = build(setup)
    k = hero(w, "kordan")
    _double(w, k, "hop")
    assert (2, 0) in moves(w, k)
    from game.games.tseuquest.movement import destinations
    assert destinations(w, k)[(2, 0)] == 2      # the chair costs 1 with "What a hop!"
    assert destinations(w, k)[(5, 0)] == 7      # the pit still costs 3 + 1
    w = build(setup)
    k = hero(w, "kordan")
    _double(w, k, "leap")
    assert destinations(w, k)[(2, 0)] == 4 and destinations(w, k)[(5, 0)] == 4 + 1 + 2   # the pit costs 1 + 1
    w = build(setup)
    k = hero(w, "kordan")
    force(w, "dmov", "bolt", "1")
    do(w, "roll_move", k, "normal")
    assert destinations(w, k)[(5, 0)] == 4 + 1 + 4      # no advantage: both jumps cost 3 + 1


def test_advantage_luck_jumps_two_squares():
    arena = [". . . . . .", "-----------", "# # # # # #"]
    setup = {"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [5, 0]}],
             "scenery": [{"kind": "chair", "at": [1, 0]}, {"kind": "throne", "at": [2, 0]}]}
    w = build(setup)
    k = hero(w, "kordan")
    force(w, "dmov", "bolt", "3")
    do(w, "roll_move", k, "normal")
    assert not moves(w, k)                      # two obstacles in a row: no way
    w = build(setup)
    k = hero(w, "kordan")
    _double(w, k, "luck")
    assert (3, 0) in moves(w, k)


def test_advantage_charge_adds_a_die_to_the_next_attack():
    w = build({"heroes": TWO, "figures": [{"ref": "stone_sentinel", "at": [3, 0]}]})
    k = hero(w, "kordan")
    _double(w, k, "charge")
    do(w, "move", k, [2, 0])
    force(w, "dcom", *["kite"] * 5)
    ev = do(w, "attack", k, mb(w, "stone_sentinel"), "broadsword")
    assert of(ev, "charge") and of(ev, "attack")[0]["dice"] == 2 + 2 + 1


def test_advantage_foresight_picks_first_or_last_next_round():
    w = build({"heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [7, 4]},
                          {"hero": "tobb", "at": [5, 4]}]})
    k = hero(w, "kordan")
    _double(w, k, "foresight")
    assert pending(w)["kind"] == "foresight"
    choose(w, "last")
    do(w, "end_activation", k)
    do(w, "end_activation", hero(w, "mirel"))
    do(w, "end_activation", hero(w, "tobb"))
    do(w, "end_phase")                          # no MB figure: the MB ends its phase, the round ends
    assert w.res["round"] == 2
    assert w.res["turn"]["order"][-1] == k and w.res["act"]["fid"] == hero(w, "mirel")


def test_fumble_stumble_loses_the_rest_and_lies_prone():
    w = build({"heroes": TWO})
    k = hero(w, "kordan")
    force(w, "dmov", "qmark", "qmark")
    ev = do(w, "roll_move", k, "normal")
    assert of(ev, "fumble")[0]["entry"] == "stumble" and of(ev, "stumble")
    assert fig(w, k).status.get("prone")
    assert w.res["act"]["fid"] == hero(w, "mirel")   # its other action was lost too
    from game.games.tseuquest.world import defence_dice
    assert defence_dice(w, k) == (2 + 1) // 2        # half its dCom while prone


def test_fumble_stumble_next_to_a_pit_falls_in():
    w = build({"heroes": TWO, "traps": [{"kind": "pit", "at": [1, 0]}]})
    k = hero(w, "kordan")
    force(w, "dmov", "qmark", "qmark")
    ev = do(w, "roll_move", k, "normal")
    assert cell(w, k) == (1, 0) and fig(w, k).status.get("pit") and of(ev, "fall")


def test_fumble_lost_the_wizard_moves_you():
    w = build({"heroes": TWO})
    k = hero(w, "kordan")
    force(w, "dmov", "qmark", "1", "2", "qmark")     # the MB's 2 dMov: only numbers count
    do(w, "roll_move", k, "normal")
    p = pending(w)
    assert p["kind"] == "lost_move" and p["seat"] == 0 and p["ctx"]["total"] == 2
    assert [2, 0] in p["options"] and [3, 0] not in p["options"]
    choose(w, [0, 2])
    assert cell(w, k) == (0, 2) and not moves(w, k)


def test_fumbles_two_to_four_move_that_much_with_a_ban():
    for face, left, banned in (("2", 2, "attack"), ("3", 3, "search"), ("4", 4, "special")):
        w = build({"heroes": TWO})
        k = hero(w, "kordan")
        force(w, "dmov", "qmark", face)
        do(w, "roll_move", k, "normal")
        a = w.res["act"]
        assert a["move"]["left"] == left and banned in a["no"], face
    w = build({"heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [7, 4]}],
               "figures": [{"ref": "grubling", "at": [0, 0]}]})
    k = hero(w, "kordan")
    force(w, "dmov", "qmark", "2")
    do(w, "roll_move", k, "normal")
    assert not is_legal(w, "attack", k, mb(w, "grubling"), "broadsword")


def test_fumbles_five_six_lightning_pushes_and_noise():
    w = build({"heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [1, 1]}]})
    k, m = hero(w, "kordan"), hero(w, "mirel")
    force(w, "dmov", "qmark", "5")
    ev = do(w, "roll_move", k, "normal")
    assert w.res["act"]["move"]["left"] == 5 and not of(ev, "noise")
    do(w, "move", k, [3, 0])                    # passes next to Mirel
    do(w, "end_move", k)
    p = pending(w)
    assert p["kind"] == "push" and p["seat"] == 0 and [m, [1, 2]] in p["options"] and "none" in p["options"]
    choose(w, [m, [1, 2]])
    assert cell(w, m) == (1, 2) and pending(w) is None
    for face, left in (("6", 6), ("bolt", 12)):
        w = build({"heroes": TWO})
        k = hero(w, "kordan")
        force(w, "dmov", "qmark", face)
        ev = do(w, "roll_move", k, "normal")
        assert w.res["act"]["move"]["left"] == left and w.res["act"]["move"]["pushes"] == 2
        assert of(ev, "noise")


def test_stealth_rolls_one_die():
    for face, left in (("4", 4), ("bolt", 7), ("qmark", 0)):
        w = build({"heroes": TWO})
        k = hero(w, "kordan")
        force(w, "dmov", face)
        ev = do(w, "roll_move", k, "stealth")
        assert of(ev, "move_roll")[0]["left"] == left and not of(ev, "fumble") and not of(ev, "noise")
        assert len(of(ev, "roll")) == 1


def test_minions_move_a_fixed_number():
    w = build({"heroes": TWO, "figures": [{"ref": "grubling", "at": [3, 2]}], "mb_phase": True,
               "activate": "grubling"})
    g = mb(w, "grubling")
    reach = moves(w, g)
    assert (3, 4) in reach and max(abs(x - 3) + abs(y - 2) for x, y in reach) <= 8
    assert not is_legal(w, "roll_move", g, "normal")
    do(w, "move", g, [4, 4])
    assert cell(w, g) == (4, 4) and not moves(w, g)


def test_doors_open_for_one_point_stay_open_and_minions_cannot():
    arena = [". .D. .", "", ". .|. ."]
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [0, 1]}]})
    k = hero(w, "kordan")
    force(w, "dmov", "1", "2")
    do(w, "roll_move", k, "normal")
    assert (2, 0) not in moves(w, k)            # a closed door blocks
    do(w, "move", k, [1, 0])
    door = "1,0|2,0"
    assert is_legal(w, "open_door", k, door)
    do(w, "open_door", k, door)
    assert w.res["act"]["move"]["left"] == 1 and moves(w, k) == {(0, 0), (2, 0), (1, 1)}
    assert w.res["doors"][door]["open"]
    w = build({"arena": arena, "heroes": TWO[:1] + [{"hero": "mirel", "at": [3, 1]}],
               "figures": [{"ref": "grubling", "at": [1, 1]}], "mb_phase": True, "activate": "grubling"})
    assert not [a for a in __import__("tq_helpers").legal(w) if a.kind == "open_door"]
    ok(w)


def test_antagonists_roll_and_open_doors():
    arena = [". .D. .", "", ". .|. ."]
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [3, 1]}, {"hero": "mirel", "at": [3, 0]}],
               "figures": [{"ref": "osmund", "at": [0, 0]}], "mb_phase": True, "activate": "osmund"})
    o = mb(w, "osmund")
    force(w, "dmov", "2", "3")
    ev = do(w, "roll_move", o, "normal")
    assert of(ev, "move_roll")[0]["left"] == 5
    do(w, "move", o, [1, 0])
    assert is_legal(w, "open_door", o, "1,0|2,0")
    do(w, "open_door", o, "1,0|2,0")
    assert "door_open" in kinds(ev) or w.res["doors"]["1,0|2,0"]["open"]


def test_half_ruined_walls_are_crossed_like_open_ground():
    arena = [". .!. .", "", ". .|. ."]
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [0, 1]}]})
    k = hero(w, "kordan")
    force(w, "dmov", "1", "2")
    do(w, "roll_move", k, "normal")
    assert (3, 0) in moves(w, k) and (3, 1) not in moves(w, k)


def test_a_lost_adventurer_pauses_for_what_appears_then_goes_on():
    arena = [". . . . . .", "", ". # # # # .", "", ". # # # # ."]
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 2]}, {"hero": "mirel", "at": [5, 2]}],
               "figures": [{"ref": "grubling", "at": [3, 0], "placed": False}]})
    k, g = hero(w, "kordan"), mb(w, "grubling")
    assert not fig(w, g).placed
    force(w, "dmov", "qmark", "1", "3", "1")         # lost; the MB rolls 3 + 1
    do(w, "roll_move", k, "normal")
    assert pending(w)["kind"] == "lost_move" and [2, 0] in pending(w)["options"]
    ev = choose(w, [2, 0])
    assert fig(w, g).placed and of(ev, "pause")       # the grubling comes into view at (0,0)...
    assert cell(w, k) == (2, 0)                        # ...and the MB goes on with the points left
    ok(w)


def test_what_a_hop_clears_any_one_square_scenery_and_only_once():
    # a table (not jumpable by the scenery table) and a chair in a corridor
    arena = [". . . . . . .", "-------------", "# # # # # # #"]
    setup = {"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [6, 0]}],
             "scenery": [{"kind": "table", "at": [1, 0]}, {"kind": "chair", "at": [3, 0]}]}
    from game.games.tseuquest.movement import destinations
    w = build(setup)
    k = hero(w, "kordan")
    _double(w, k, "hop")
    d = destinations(w, k)
    assert d[(2, 0)] == 2                      # over the table for 1 + 1 (6.11: any scenery obstacle)
    assert d[(4, 0)] == 2 + 4                  # one use: the chair then costs 3 + 1 (16.8)
    do(w, "move", k, [2, 0])
    assert w.res["act"]["move"]["adv_spent"] and destinations(w, k)[(4, 0)] == 4
    w = build({**setup, "scenery": [{"kind": "table", "at": [1, 0]}, {"kind": "table", "at": [3, 0]}]})
    k = hero(w, "kordan")
    _double(w, k, "hop")
    assert (2, 0) in destinations(w, k) and (4, 0) not in destinations(w, k)   # no second table


def test_what_a_leap_clears_one_floor_trap_only():
    arena = [". . . . . . .", "-------------", "# # # # # # #"]
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [6, 0]}],
               "traps": [{"kind": "pit", "at": [1, 0], "hidden": False},
                         {"kind": "pit", "at": [3, 0], "hidden": False, "id": "p2"}]})
    k = hero(w, "kordan")
    _double(w, k, "leap")
    from game.games.tseuquest.movement import destinations
    assert destinations(w, k)[(2, 0)] == 2 and destinations(w, k)[(4, 0)] == 2 + 4

"""Terrain of the Drowned Cistern with forced dice: pits (falls, jumps, climbing out with a rope,
no melee into or out of a pit, shooting from its edge, pushes into it), deep water, raised
levels, ledges and sliding furniture."""
from __future__ import annotations

from du_helpers import build, d6s, do, fig, kinds, legal, of

from game.games.dungeon_universalis import combat, movement, terrain
from game.games.dungeon_universalis.world import engaged_by, furniture, melee_weapon, surface

SUNKEN = {"scenario": "sunken"}


def sunken(setup: dict):
    return build(setup, SUNKEN)


def test_the_map_has_its_terrain():
    w = sunken({"heroes": [{"ref": "saska", "at": [12, 3]}], "revealed": [4]})
    assert terrain.is_pit(w, (13, 3)) and terrain.is_pit(w, (14, 9))
    assert terrain.kind_at(w, (13, 6)) == "walkway" and terrain.kind_at(w, (4, 9)) == "water"
    assert surface(w, (13, 3)) == -2 and surface(w, (26, 13)) == 3 and surface(w, (23, 15)) == 1
    assert (13, 3) not in movement.reachable(w, "h1", 5)            # nobody walks into a pit


def test_a_spectacular_jump_over_a_two_square_pit():
    w = sunken({"heroes": [{"ref": "saska", "at": [12, 3]}], "revealed": [4]})
    jumps = {tuple(a.args[1]) for a in legal(w, "jump")}
    assert (15, 3) in jumps and (16, 3) not in jumps                 # lands on the first square past it
    d6s(w, 4, 3)                                                      # 7 + agility 4 - 1 (two squares wide) = 10
    events = do(w, "jump", "h1", [15, 3])
    t = of(events, "test")[0]
    assert t["why"] == "jump" and t["total"] == 10 and t["ok"]
    assert fig(w, "h1")["cell"] == [15, 3] and w.res["act"]["mp"] == 2   # 5 - 3 squares


def test_a_failed_jump_falls_into_the_pit():
    w = sunken({"heroes": [{"ref": "saska", "at": [12, 3]}], "revealed": [4]})
    d6s(w, 1, 3)                                                      # 4 + 4 - 1 = 7: fails
    d6s(w, 6, 1)                                                      # two levels down: two damage dice
    events = do(w, "jump", "h1", [15, 3])
    h = fig(w, "h1")
    assert h["cell"] == [14, 3] and {"who": "h1", "state": "stunned", "on": True} in of(events, "state")
    assert of(events, "fall")[0]["levels"] == 2
    assert of(events, "damage")[0]["wounds"] == 1 and h["life"] == 5
    assert "activation_end" in kinds(events)


def test_an_ally_with_a_rope_saves_a_failed_jump():
    w = sunken({"heroes": [{"ref": "saska", "at": [12, 3]}, {"ref": "brannoc", "at": [16, 4], "objects": ["rope"]}],
                "revealed": [4]})
    d6s(w, 1, 3)                                                      # the jump fails
    d6s(w, 5, 3)                                                      # strength: 8 + 3 = 11
    events = do(w, "jump", "h1", [15, 3])
    assert of(events, "rope")[0]["who"] == "h2"
    assert fig(w, "h1")["cell"] == [15, 3] and not fig(w, "h1")["states"].get("stunned")


def test_climbing_out_of_a_pit_and_an_enemy_at_its_edge():
    w = sunken({"heroes": [{"ref": "saska", "at": [13, 3]}],
                "creatures": [{"ref": "mireling", "at": [15, 4]}], "revealed": [4]})
    outs = {tuple(a.args[1]) for a in legal(w, "climb_out")}
    assert (12, 3) in outs and (13, 3) not in outs and not legal(w, "move")
    d6s(w, 3, 3)                                                      # 6 + 4 - 1 (enemy at the edge) = 9: fails
    events = do(w, "climb_out", "h1", [12, 3])
    assert of(events, "test")[0]["total"] == 9
    assert fig(w, "h1")["cell"] == [13, 3] and "activation_end" in kinds(events)


def test_a_rope_pulls_a_hero_out_of_a_pit():
    w = sunken({"heroes": [{"ref": "saska", "at": [13, 3]}, {"ref": "dorna", "at": [11, 3], "objects": ["rope"]}],
                "revealed": [4]})
    d6s(w, 1, 2, 4, 3)                                                # agility 7 fails; strength 7 + 4 = 11
    events = do(w, "climb_out", "h1", [12, 3])
    assert of(events, "rope") and fig(w, "h1")["cell"] == [12, 3]


def test_no_melee_into_or_out_of_a_pit_but_shots_from_its_edge():
    w = sunken({"heroes": [{"ref": "ithra", "at": [12, 3]}],
                "creatures": [{"ref": "mireling", "at": [13, 3]}], "revealed": [4]})
    foe = [f for f, x in w.res["figs"].items() if x["side"] == "joa"][0]
    assert not legal(w, "attack") and not engaged_by(w, "h1")
    assert combat.can_shoot(w, "h1", foe)                             # from the edge: a free shot
    mods, why = combat.shot_mods(w, fig(w, "h1"), fig(w, foe), melee_weapon(w, fig(w, "h1")) or
                                 {"traits": []})
    assert "cover" not in why
    fig(w, "h1")["cell"] = [10, 3]
    w.res["moves"] += 1
    assert not combat.can_shoot(w, "h1", foe)                         # away from the edge: no line into it


def test_from_a_pit_only_at_the_edge_behind_heavy_cover():
    w = sunken({"heroes": [{"ref": "ithra", "at": [13, 4]}, {"ref": "brannoc", "at": [16, 8]}],
                "creatures": [{"ref": "silt_archer", "at": [12, 3], "facing": [1, 1]}], "revealed": [4]})
    foe = [f for f, x in w.res["figs"].items() if x["side"] == "joa"][0]
    assert combat.can_shoot(w, "h1", foe)                             # out of the pit at its edge
    m, why = combat.shot_mods(w, fig(w, "h1"), fig(w, foe), {"traits": ["ranged"]})
    assert "cover" in why and m <= -2                                 # heavy cover
    fig(w, "h1")["cell"] = [13, 9]
    w.res["moves"] += 1
    assert not combat.can_shoot(w, "h1", foe)                         # the archer is not at the edge


def test_a_push_drops_the_foe_into_the_pit():
    w = sunken({"heroes": [{"ref": "brannoc", "at": [11, 3], "facing": [1, 0]}],
                "creatures": [{"ref": "reedspear", "at": [12, 3], "life": 6, "max_life": 6, "facing": [-1, 0]}],
                "revealed": [4]})
    foe = [f for f, x in w.res["figs"].items() if x["side"] == "joa"][0]
    d6s(w, 6, 5, 1, 2)                                                # the hit pushes it first
    d6s(w, 6, 6)                                                      # the fall: two dice
    d6s(w, 1, 1, 1)                                                   # the blow's damage: nothing
    events = do(w, "attack", "h1", foe, [], False)
    f = fig(w, foe)
    assert tuple(f["cell"]) in {(13, 2), (13, 3), (13, 4)} and f["states"].get("stunned")
    assert of(events, "fall")[0]["why"] == "push" and f["life"] == 4


def test_a_creature_in_a_pit_climbs_out_in_its_activation():
    from game.games.dungeon_universalis import joa
    w = sunken({"heroes": [{"ref": "brannoc", "at": [10, 8]}],
                "creatures": [{"ref": "mireling", "at": [13, 3]}], "revealed": [4]})
    foe = [f for f, x in w.res["figs"].items() if x["side"] == "joa"][0]
    d6s(w, 6, 6)
    events = []
    joa.activate(w, foe, events)
    assert of(events, "climb_out") and not terrain.is_pit(w, fig(w, foe)["cell"])


def test_deep_water_swimming_rules():
    w = sunken({"heroes": [{"ref": "brannoc", "at": [4, 8]}, {"ref": "ithra", "at": [2, 7]}],
                "creatures": [{"ref": "mireling", "at": [5, 8]}, {"ref": "reedspear", "at": [2, 8]}],
                "revealed": [2]})
    h, archer = fig(w, "h1"), fig(w, "h2")
    mire, spear = [f for f, x in w.res["figs"].items() if x["side"] == "joa"]
    assert terrain.in_water(w, h) and melee_weapon(w, h) is None       # a broadsword does not swim
    am, _dm, why = combat.melee_mods(w, h, fig(w, mire))
    assert "swimming" in why                                           # -1 for the non-aquatic
    _am, dm, _ = combat.melee_mods(w, fig(w, mire), h)
    assert "swimming" not in combat.melee_mods(w, fig(w, mire), h)[2]  # the mireling is aquatic
    fig(w, spear)["cell"] = [3, 7]                                     # on the shore, next to the swimmer
    w.res["moves"] += 1
    assert spear not in engaged_by(w, "h1")                            # no zone of influence across the water line
    fig(w, "h2")["cell"] = [3, 9]
    w.res["moves"] += 1
    assert not combat.can_shoot(w, "h2", spear)                        # nobody shoots while swimming


def test_a_swimmer_has_light_cover_from_the_shore():
    w = sunken({"heroes": [{"ref": "ithra", "at": [1, 12]}],
                "creatures": [{"ref": "mireling", "at": [5, 9]}], "revealed": [2]})
    foe = [f for f, x in w.res["figs"].items() if x["side"] == "joa"][0]
    _m, why = combat.shot_mods(w, fig(w, "h1"), fig(w, foe), {"traits": ["ranged"]})
    assert "cover" in why


def test_levels_cost_a_step_and_ledges_need_a_climb_or_a_jump():
    w = sunken({"heroes": [{"ref": "saska", "at": [21, 13]}], "revealed": [5]})
    reach = movement.reachable(w, "h1", 5)
    assert reach[(22, 13)] == 2                                        # one level up: +1
    w2 = sunken({"heroes": [{"ref": "saska", "at": [20, 16]}], "revealed": [5]})
    assert (19, 16) not in movement.reachable(w2, "h1", 5)             # two levels up: no step
    assert {tuple(a.args[1]) for a in legal(w2, "climb")} >= {(19, 16)}
    d6s(w2, 3, 3)                                                      # 6 + 4 = 10
    do(w2, "climb", "h1", [19, 16])
    assert fig(w2, "h1")["cell"] == [19, 16]


def test_jumping_down_from_a_ledge_and_falling_when_it_fails():
    w = sunken({"heroes": [{"ref": "saska", "at": [19, 16]}], "revealed": [5]})
    assert (20, 16) in {tuple(a.args[1]) for a in legal(w, "jump")}
    d6s(w, 1, 2)                                                      # 3 + 4 = 7 fails
    d6s(w, 6, 1)                                                      # two levels: two dice
    events = do(w, "jump", "h1", [20, 16])
    assert fig(w, "h1")["cell"] == [20, 16] and of(events, "fall")[0]["levels"] == 2


def test_sliding_a_crate():
    w = sunken({"heroes": [{"ref": "brannoc", "at": [10, 4]}], "revealed": [4]})
    assert [tuple(a.args[1]) for a in legal(w, "slide")] == [(11, 4)]
    events = do(w, "slide", "h1", [11, 4])
    assert (12, 4) in furniture(w) and (11, 4) not in furniture(w)
    assert of(events, "slide")[0]["to"] == [12, 4]
    assert not w.res["act"]["action"]


def test_a_chest_up_on_a_block_is_opened_from_up_there():
    w = sunken({"heroes": [{"ref": "saska", "at": [24, 12]}], "revealed": [5]})
    assert not legal(w, "open_chest")                                  # (24, 12) is two levels below it
    assert (25, 12) in {tuple(a.args[1]) for a in legal(w, "climb")}
    d6s(w, 4, 2)                                                       # 6 + 4 = 10
    do(w, "climb", "h1", [25, 12])
    assert fig(w, "h1")["cell"] == [25, 12]
    w.res["act"]["action"] = 1                                         # as in its next activation
    w.res["v"] += 1
    assert [tuple(a.args[1]) for a in legal(w, "open_chest")] == [(25, 13)]


def test_a_push_against_a_ledge_is_a_wall():
    w = sunken({"heroes": [{"ref": "brannoc", "at": [21, 17], "facing": [-1, 0]}],
                "creatures": [{"ref": "reedspear", "at": [20, 17], "life": 6, "max_life": 6, "facing": [1, 0]}],
                "revealed": [5]})
    foe = [f for f, x in w.res["figs"].items() if x["side"] == "joa"][0]
    d6s(w, 6, 5, 1, 2)                                                # the hit: (19, y) is two levels up
    d6s(w, 1, 1, 1, 1)                                                # damage with the extra die: nothing
    events = do(w, "attack", "h1", foe, [], False)
    assert of(events, "push_wall") and fig(w, foe)["cell"] == [20, 17]


def test_the_hero_ai_climbs_to_a_chest_up_on_a_block():
    from game.games.dungeon_universalis import ai
    w = sunken({"heroes": [{"ref": "saska", "at": [24, 12]}], "revealed": [5]})
    goals = ai._exploration_goals(w)
    assert {(25, 12), (26, 12), (26, 13)} <= goals and (24, 12) not in goals   # only from up there
    got = ai._move_towards(w, "h1", ai._Kinds(w), {(25, 12), (26, 12), (26, 13)})
    assert got.kind == "climb" and tuple(got.args[1]) in {(25, 12), (25, 13)}


def test_the_hero_ai_jumps_a_pit_when_it_saves_the_walk_and_the_odds_are_good():
    from game.games.dungeon_universalis import ai
    w = sunken({"heroes": [{"ref": "ithra", "at": [12, 2]}], "revealed": [4]})
    kinds_ = ai._Kinds(w)
    assert terrain.odds(w, fig(w, "h1"), "jump", (15, 2)) >= 0.5       # 2d6 >= 7
    got = ai._move_towards(w, "h1", kinds_, {(16, 2), (16, 3)})
    assert got.kind == "jump" and tuple(got.args[1]) == (15, 2)
    w = sunken({"heroes": [{"ref": "dorna", "at": [12, 2]}], "revealed": [4]})   # agility 1: walks round
    got = ai._move_towards(w, "h1", ai._Kinds(w), {(16, 2), (16, 3)})
    assert got.kind == "move"


def test_the_hero_ai_climbs_out_of_a_pit_towards_the_fight():
    from game.games.dungeon_universalis.ai import choose
    w = sunken({"heroes": [{"ref": "brannoc", "at": [13, 4]}],
                "creatures": [{"ref": "mireling", "at": [10, 8]}], "revealed": [4]})
    got = choose(w, 0)
    assert got.kind == "climb_out" and tuple(got.args[1])[0] == 12


def test_swimming_goes_by_agility_rolled_at_the_start_of_the_activation():
    # Saska starts her activation in the pool: 2d6, then her Agility (4) in squares
    w = sunken({"heroes": [{"ref": "brannoc", "at": [1, 7]}, {"ref": "saska", "at": [4, 8]}], "revealed": [2]})
    d6s(w, 3, 4)
    events = do(w, "end", "h1")
    swim = of(events, "swim")[0]
    assert swim["who"] == "h2" and swim["squares"] == 4 and w.res["act"]["mp"] == 4
    assert not legal(w, "run")
    assert movement.reachable(w, "h2", 4)[(6, 8)] == 2                # no extra cost once swimming


def test_a_swimming_fumble_goes_nowhere_and_heavy_armour_weighs():
    w = sunken({"heroes": [{"ref": "saska", "at": [1, 7]}, {"ref": "brannoc", "at": [4, 8]}], "revealed": [2]})
    d6s(w, 6, 6)                                                      # a double 6: one square more
    events = do(w, "end", "h1")
    assert of(events, "swim")[0]["squares"] == 2                      # agility 2, chain mail −1, +1
    w = sunken({"heroes": [{"ref": "saska", "at": [1, 7]}, {"ref": "brannoc", "at": [4, 8]}], "revealed": [2]})
    d6s(w, 1, 1)
    events = do(w, "end", "h1")
    assert of(events, "swim")[0]["squares"] == 0 and not legal(w, "move")


def test_ending_in_deep_water_with_negative_agility_drowns():
    from game.games.dungeon_universalis import turn
    w = sunken({"heroes": [{"ref": "dorna", "at": [4, 8]}], "revealed": [2]})
    h = fig(w, "h1")
    assert terrain.swim_agility(w, h) == 0                            # agility 1, chain mail −1: afloat
    h["states"]["stunned"] = True                                     # −1 more: below 0
    d6s(w, 6, 6, 1)                                                   # three dice against natural armour 3
    events = []
    turn.end_activation(w, "h1", events, chain=False)
    assert of(events, "drowning") and of(events, "damage")[-1]["wounds"] == 2


def test_no_casting_or_dispelling_while_swimming():
    from game.games.dungeon_universalis import magic
    w = sunken({"heroes": [{"ref": "brannoc", "at": [1, 7]}],
                "creatures": [{"ref": "tide_witch", "at": [4, 8]}], "revealed": [2]})
    witch = [f for f, x in w.res["figs"].items() if x["ref"] == "tide_witch"][0]
    spells = fig(w, witch)["magic"]["known"]
    assert spells and not any(magic.can_cast(w, witch, s) for s in spells)
    fig(w, witch)["cell"] = [1, 12]                                   # ashore
    w.res["moves"] += 1
    assert any(magic.can_cast(w, witch, s) for s in spells)


def test_a_push_off_a_high_block_is_a_fall():
    w = sunken({"heroes": [{"ref": "brannoc", "at": [26, 12], "facing": [-1, 0]}],
                "creatures": [{"ref": "reedspear", "at": [25, 12], "life": 6, "max_life": 6, "facing": [1, 0]}],
                "revealed": [5]})
    foe = [f for f, x in w.res["figs"].items() if x["side"] == "joa"][0]
    d6s(w, 6, 5, 1, 2)                                                # the hit pushes it west, off the block
    d6s(w, 6, 1)                                                      # the fall: level 3 down to level 1
    d6s(w, 1, 1, 1)                                                   # the blow: nothing
    events = do(w, "attack", "h1", foe, [], False)
    fall = of(events, "fall")[0]
    assert fall["why"] == "push" and fall["levels"] == 2 and fig(w, foe)["cell"] == [24, 12]
    assert fig(w, foe)["life"] == 5


def test_the_joa_closes_in_where_a_push_drops_the_hero_into_the_pit():
    from game.games.dungeon_universalis import joa
    # Brannoc at the pit's edge (12, 3): only from (11, 3) are all three squares behind him pit;
    # from (11, 2) or (11, 4) the push would find floor at (12, 4) or (12, 2).
    w = sunken({"heroes": [{"ref": "brannoc", "at": [12, 3]}],
                "creatures": [{"ref": "reedspear", "at": [10, 3], "facing": [1, 0]}], "revealed": [4]})
    foe = [f for f, x in w.res["figs"].items() if x["side"] == "joa"][0]
    assert terrain.pit_behind(w, dict(fig(w, foe), cell=[11, 3]), fig(w, "h1"))
    assert not terrain.pit_behind(w, dict(fig(w, foe), cell=[11, 2]), fig(w, "h1"))
    d6s(w, 6, 5, 1, 2, 1)                                             # a hit, the shield fails to block
    d6s(w, 1, 1, 1, 1, 1)                                             # the fall and the blow: nothing
    events = []
    joa.activate(w, foe, events)
    assert of(events, "move")[0]["to"] == [11, 3]
    assert of(events, "fall") and fig(w, "h1")["cell"] == [13, 3]

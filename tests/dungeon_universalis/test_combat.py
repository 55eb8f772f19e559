"""Melee, shields, damage, pushes, the size/crit table, states, ranged attacks, disengaging."""
from du_helpers import build, d6s, do, fig, kinds, legal, of

from game.games.dungeon_universalis import combat


def duel(hero="brannoc", ref="pikeling", hat=(5, 13), cat=(6, 13), **kw):
    setup = {"heroes": [{"ref": hero, "at": list(hat), **kw.pop("hero", {})}],
             "creatures": [{"ref": ref, "at": list(cat), "facing": [-1, 0], **kw.pop("creature", {})}],
             "revealed": [3]}
    setup.update(kw)
    w = build(setup)
    return w, "h1", next(f for f in w.res["figs"] if f.startswith("c"))


def test_opposed_roll_and_damage_against_armour():
    w, h, c = duel()                                  # Brannoc cac 4 vs pikeling cac 3 - 1 (long spear)
    d6s(w, 4, 4, 3, 3)                                # 8 + 4 = 12 against 6 + 3 - 0 = 9
    d6s(w, 4, 1)                                      # 2 damage dice vs armour 4: one wound; a 1 never wounds
    events = do(w, "attack", h, c, [], False)
    roll = of(events, "melee_roll")[0]
    assert (roll["att_total"], roll["def_total"]) == (12, 9)
    assert of(events, "damage")[0]["wounds"] == 1 and fig(w, c)["life"] == 1


def test_long_weapons_attack_at_minus_one():
    w, h, c = duel()
    am, dm, why = combat.melee_mods(w, fig(w, c), fig(w, h))
    assert "long" in why and am == -1


def test_ties_go_to_agility_then_shield_then_defender():
    w, h, c = duel(ref="gnawer")                      # agility 2 vs 3
    d6s(w, 3, 3, 4, 4)                                # 10 vs 8 + 2 = 10: tie, the gnawer is more agile
    events = do(w, "attack", h, c, [], False)
    assert "miss" in kinds(events)
    a, d = fig(w, h), fig(w, c)
    assert combat._defender_wins(w, d, a, 10, 10) is False  # the gnawer attacking: more agile wins
    d["stats"]["agi"] = a["stats"]["agi"]
    assert combat._defender_wins(w, d, a, 10, 10) is True   # same agility: Brannoc's shield
    a["shield"] = None
    assert combat._defender_wins(w, a, d, 10, 10) is True   # nothing else: the defender


def test_defender_with_shield_pushes_the_attacker():
    w, h, c = duel(ref="warden")
    d6s(w, 1, 2, 6, 5)                                # Brannoc misses; the warden has a shield
    events = do(w, "attack", h, c, [], False)
    assert of(events, "push")[0]["target"] == h and fig(w, h)["cell"] == [4, 13]


def test_shield_block_crit_and_double_crit():
    w, h, c = duel(ref="warden")
    d6s(w, 6, 2, 1, 2)                                # a crit: 12 vs 7
    d6s(w, 5)                                         # block 5 - 1 = 4 < 4? block value 4: 4 >= 4 holds
    events = do(w, "attack", h, c, [], False)
    b = of(events, "block")[0]
    assert b["crit"] == 1 and b["ok"] and "damage" not in kinds(events)
    w, h, c = duel(ref="warden")
    d6s(w, 6, 6, 1, 2)                                # double crit: unblockable, 2 + 2 damage dice
    d6s(w, 4, 4, 4, 4)
    events = do(w, "attack", h, c, [], False)
    assert "block" not in kinds(events) and len(of(events, "damage")[0]["dice"]) == 4


def test_shield_breaking_weapon_breaks_a_shield_that_blocks():
    w, h, c = duel(hero="brannoc", ref="warden")     # the warden's cleaver breaks shields
    d = fig(w, h)
    d6s(w, 5, 5, 1, 2)                                # 10 + 4 vs 3 + 4: the warden hits Brannoc
    d6s(w, 4)                                         # Brannoc's block 4 holds
    d6s(w, 2)                                         # break roll 2 <= 2: the shield breaks
    d6s(w, 4)                                         # one automatic damage die vs armour 4
    events = []
    combat.melee(w, c, h, events)
    assert "shield_broken" in kinds(events) and d["shield_broken"]
    assert of(events, "damage")[0]["wounds"] == 1


def test_push_against_a_wall_adds_a_damage_die():
    w, h, c = duel(hat=(5, 13), cat=(5, 14))          # the pikeling stands against the corridor's south wall
    d6s(w, 5, 5, 1, 2)
    d6s(w, 1, 1, 1)
    events = do(w, "attack", h, c, [], False)
    assert "push_wall" in kinds(events) and len(of(events, "damage")[0]["dice"]) == 3


def test_push_moves_the_defender_straight_back():
    w, h, c = duel(hat=(5, 13), cat=(6, 13))
    d6s(w, 5, 5, 1, 2)
    d6s(w, 1, 1)
    do(w, "attack", h, c, [], False)
    assert fig(w, c)["cell"] == [7, 13]


def test_size_crit_table():
    small, medium, large = {"size": "small"}, {"size": "medium"}, {"size": "large"}
    assert combat.size_crit_effect(large, small, 0) == "knocked_down"
    assert combat.size_crit_effect(medium, small, 0) is None
    assert combat.size_crit_effect(medium, small, 1) == "knocked_down"
    assert combat.size_crit_effect(medium, medium, 1) is None
    assert combat.size_crit_effect(medium, medium, 2) == "knocked_down"
    assert combat.size_crit_effect(small, medium, 2) == "stunned"
    assert combat.size_crit_effect(small, medium, 1) is None
    assert combat.size_crit_effect(large, {"size": "small", "leader": True}, 2) is None


def test_crit_on_a_smaller_foe_knocks_it_down_if_it_wounds():
    w, h, c = duel(ref="gnawer", creature={"life": 5, "max_life": 5})
    d6s(w, 6, 3, 1, 2)
    d6s(w, 5, 1, 1)                                  # one wound
    events = do(w, "attack", h, c, [], False)
    assert {"who": c, "state": "knocked_down", "on": True} in of(events, "state")


def test_derribado_star_needs_a_wound():
    # bigger attacker, one crit: the table's "Derribado*"; a hit armour stops knocks nobody down
    w, h, c = duel(ref="gnawer", creature={"life": 5, "max_life": 5})
    d6s(w, 6, 3, 1, 2)
    d6s(w, 1, 1, 1)
    events = do(w, "attack", h, c, [], False)
    assert not [s for s in of(events, "state") if s["state"] == "knocked_down"]
    from game.games.dungeon_universalis.combat import starred_knock
    assert starred_knock({"size": "medium"}, {"size": "small"}, 1)
    assert not starred_knock({"size": "medium"}, {"size": "small"}, 2)
    assert not starred_knock({"size": "medium"}, {"size": "medium"}, 2)


def test_fumbling_hero_drops_the_weapon():
    w, h, c = duel()
    d6s(w, 1, 1, 3, 3)
    d6s(w, 6)                                         # break roll 6 > 1: only dropped
    events = do(w, "attack", h, c, [], False)
    assert fig(w, h)["weapon"] is None and fig(w, h)["dropped"][0]["item"] == "broadsword"
    assert "activation_end" in kinds(events)


def test_back_and_knocked_down_bonuses_and_immobile_auto_hit():
    w, h, c = duel(creature={"facing": [1, 0]})        # the pikeling looks away from Brannoc
    fig(w, h)["act_start"] = [4, 13]
    am, _, why = combat.melee_mods(w, fig(w, h), fig(w, c))
    assert "back" in why
    w, h, c = duel(creature={"states": ["knocked_down"]})
    am, _, why = combat.melee_mods(w, fig(w, h), fig(w, c))
    assert "down" in why
    w, h, c = duel(creature={"states": ["immobile"]})
    d6s(w, 4, 3)                                      # no opposed roll; armour 4 - 1 = 3
    events = do(w, "attack", h, c, [], False)
    assert "melee_roll" not in kinds(events) and of(events, "damage")[0]["armour"] == 3


def test_skills_add_at_most_three_and_with_spells_five():
    w, h, c = duel()
    f = fig(w, h)
    f["skills"] = list(f["skills"]) + ["savage", "savage"]          # passive +2 already in Melee
    assert combat.active_bonus(w, f, ("mighty_blow", "feint"), "melee", "cac") == 1   # +2 asked, room for +1
    f["skills"] = [s for s in f["skills"] if s != "savage"]
    assert combat.active_bonus(w, f, ("mighty_blow", "feint"), "melee", "cac") == 2
    # a lasting spell worth +3 Melee fills the room up to +5: skills may add only 2 more
    w.res["spells"] = [{"uid": 1, "spell": "x", "caster": h, "figs": [h], "squares": [], "turns": 2}]
    from game.games.dungeon_universalis import magic
    real = magic.spell_bonus
    magic.spell_bonus = lambda w_, f_, key: 3 if key == "cac" else 0
    try:
        f["skills"] = list(f["skills"]) + ["savage"]                 # passive +1, spells +3: room 1
        assert combat.active_bonus(w, f, ("mighty_blow", "feint"), "melee", "cac") == 1
    finally:
        magic.spell_bonus = real


def test_two_active_skills_at_once():
    w, h, c = duel()
    attacks = [a for a in legal(w, "attack")]
    assert max(len(a.args[2]) for a in attacks) == 1   # Brannoc has one active melee skill
    am, _, _ = combat.melee_mods(w, fig(w, h), fig(w, c), ("mighty_blow",))
    assert am == 1


def test_disengage_fumble_takes_an_automatic_hit():
    w, h, c = duel(ref="pikeling")
    assert legal(w, "disengage") and not legal(w, "move")
    d6s(w, 1, 1)                                      # agility fumble
    d6s(w, 5, 5)                                      # the pikeling's automatic hit: 1 damage die... +push die
    events = do(w, "disengage", h)
    assert of(events, "auto_hit")[0]["who"] == c and "activation_end" in kinds(events)


def test_disengage_success_frees_the_move():
    w, h, c = duel(ref="pikeling")
    d6s(w, 6, 6)
    do(w, "disengage", h)
    assert legal(w, "move")


def test_ranged_modifiers_distance_size_cover():
    w = build({"heroes": [{"ref": "ithra", "at": [4, 13]}], "creatures": [{"ref": "gnawer", "at": [12, 13]}],
               "revealed": [3]})
    s, t = fig(w, "h1"), fig(w, "c2")
    m, why = combat.shot_mods(w, s, t, combat.ranged_weapon(w, s))
    assert "distance" in why and "small" in why and m == -2 - 1   # 8 squares: -2; small: -1
    assert combat.band(3) == 0 and combat.band(6) == -1 and combat.band(9) == -2 and combat.band(10) == -3


def test_shot_needs_ten_and_no_crits_beyond_half_range():
    w = build({"heroes": [{"ref": "ithra", "at": [4, 13]}], "creatures": [{"ref": "pikeling", "at": [6, 13],
                                                                           "life": 9}], "revealed": [3]})
    d6s(w, 6, 6)                                      # 12 + 4 + 1 = 17: hit, two crits at 2 squares
    d6s(w, 1, 1, 1, 1)
    events = do(w, "shoot", "h1", "c2", [], False)
    assert len(of(events, "damage")[0]["dice"]) == 4
    w = build({"heroes": [{"ref": "ithra", "at": [4, 13], "weapons": ["sling"], "weapon": "sling"}],
               "creatures": [{"ref": "pikeling", "at": [11, 13], "life": 9}], "revealed": [3]})
    d6s(w, 6, 6)                                      # a double 6 hits, but 7 squares is beyond half the sling's 12
    d6s(w, 1)
    events = do(w, "shoot", "h1", "c2", [], False)
    assert len(of(events, "damage")[0]["dice"]) == 1


def test_no_shooting_inside_an_enemy_zone():
    w = build({"heroes": [{"ref": "ithra", "at": [5, 13]}], "creatures": [{"ref": "gnawer", "at": [6, 13]},
                                                                          {"ref": "pikeling", "at": [12, 13]}],
               "revealed": [3]})
    assert not legal(w, "shoot")


def test_failed_shot_with_a_one_hits_the_ally_next_to_the_target():
    w = build({"heroes": [{"ref": "ithra", "at": [4, 13]}, {"ref": "brannoc", "at": [10, 14]}],
               "creatures": [{"ref": "pikeling", "at": [10, 13]}], "revealed": [3]})
    d6s(w, 1, 2)                                      # fails with a 1
    d6s(w, 1, 1)
    events = do(w, "shoot", "h1", "c3", [], False)
    assert of(events, "stray_hit")[0]["target"] == "h2"


def test_shot_fumble_ends_the_activation_and_hits_the_nearest_ally():
    w = build({"heroes": [{"ref": "ithra", "at": [4, 13]}, {"ref": "brannoc", "at": [7, 14]}],
               "creatures": [{"ref": "pikeling", "at": [11, 13]}], "revealed": [3]})
    d6s(w, 1, 1)
    d6s(w, 5)                                         # break roll 5 > 1
    d6s(w, 1, 1)
    events = do(w, "shoot", "h1", "c3", [], False)
    assert of(events, "stray_hit")[0]["target"] == "h2" and "activation_end" in kinds(events)


def test_thrown_weapons_once_per_combat():
    w = build({"heroes": [{"ref": "saska", "at": [4, 13]}], "creatures": [{"ref": "pikeling", "at": [8, 13],
                                                                           "life": 9}], "revealed": [3]})
    assert legal(w, "shoot")
    d6s(w, 1, 2)
    do(w, "shoot", "h1", "c2", [], False)
    assert fig(w, "h1")["thrown_used"] and combat.ranged_weapon(w, fig(w, "h1")) is None


def test_leader_death_makes_troops_test_bravery():
    w = build({"heroes": [{"ref": "dorna", "at": [20, 3]}],
               "creatures": [{"ref": "skarrow", "at": [21, 3], "life": 1}, {"ref": "gnawer", "at": [23, 3]},
                             {"ref": "warden", "at": [23, 5]}], "revealed": [6, 8]})
    lead = next(f for f, x in w.res["figs"].items() if x["ref"] == "skarrow")
    d6s(w, 6, 6, 1, 2)                                # Dorna hits with a double crit
    d6s(w, 6, 6, 6, 6)
    d6s(w, 1, 2)                                      # the gnawer's bravery test fails: it flees
    events = do(w, "attack", "h1", lead, [], False)
    assert "leader_dead" in kinds(events) and of(events, "flee")
    assert w.res["mission"]
    tested = [t["who"] for t in of(events, "test") if t["why"] == "leader_dead"]
    assert len(tested) == 1                           # elites do not test


def test_hasty_shot_at_a_charging_creature_and_not_with_the_back_turned():
    from game.games.dungeon_universalis import joa
    setup = {"heroes": [{"ref": "ithra", "at": [4, 13], "facing": [1, 0]}],
             "creatures": [{"ref": "gnawer", "at": [9, 13], "life": 3, "max_life": 3}], "revealed": [3]}
    w = build(setup)
    d6s(w, 6, 6)                                      # the hasty shot: 12 + 4 - 2 - 1 (small) hits
    d6s(w, 6, 6, 1, 1)                                # damage: the charge stops
    events = []
    joa.activate(w, "c2", events)
    assert of(events, "attack")[0]["mode"] == "hasty" and "melee_roll" not in kinds(events)
    w = build({**setup, "heroes": [{"ref": "ithra", "at": [4, 13], "facing": [-1, 0]}]})
    events = []
    joa.activate(w, "c2", events)
    assert not [a for a in of(events, "attack") if a["mode"] == "hasty"]

"""Attacks (one action meeting the enemy's health), loot, enemy abilities,
enemy attacks on heroes, and moving enemies with the monster symbol."""
from pf_helpers import (FIVE, PARK1, add, build, cell_of, do, geometry, hero_cell, is_legal, kinds, legal,
                        next_turn, of, player, stat, wounds)


def at(x, y, seat=0, pool=FIVE, **hero):
    return build({"heroes": [{"seat": seat, "at": [x, y], **hero}, PARK1] if seat == 0 else
                  [{"seat": seat, "at": [x, y], **hero}], "turn": {"seat": seat, "pool": list(pool)}})


def attack_with(w, dice, target):
    for i in dice:
        do(w, "ready", i)
    return do(w, "attack", target)


# -- attacks ---------------------------------------------------------------------
def test_an_attack_must_meet_the_enemys_health_in_one_action():
    w = at(1, 0, pool=["sword", "sword", "sword", "coin", "coin"])
    wolf = add(w, "hombre_lobo", (2, 0))
    need = stat("hombre_lobo", "health")
    for i in range(need - 1):
        do(w, "ready", i)
        assert not is_legal(w, "attack", wolf)      # too few wounds: no attack is offered
    do(w, "ready", need - 1)
    events = do(w, "attack", wolf)
    assert not w.alive(wolf) and of(events, "defeat")[0]["wounds"] == need
    assert all(w.res["turn"]["pool"][i]["used"] for i in range(need))


def test_readying_can_be_undone_and_attacks_need_at_least_one_die():
    w = at(1, 0, pool=["sword", "coin", "coin", "coin", "coin"], items=["espada_runica"])
    z = add(w, "zombie", (2, 0))
    assert not is_legal(w, "attack", z)             # the +1 of the sword alone is no attack
    do(w, "ready", 0)
    do(w, "ready", 0)
    assert not w.res["turn"]["pool"][0]["ready"] and not is_legal(w, "attack", z)


def test_one_attack_mixes_pool_special_die_gems_and_items():
    # the rulebook: 1 sword from the pool + 1 from the special die + 1 gem + the Hammer of Greed = 4
    w = at(1, 0, pool=["sword", "coin", "coin", "coin", "coin"], special="sword", gems=1,
           items=["martillo_codicia"])
    golem = add(w, "golem", (2, 0))
    assert stat("golem", "health") <= 4
    do(w, "use_item", 0)                             # "your next attack deals 1 extra wound"
    pool = w.res["turn"]["pool"]
    assert not any(d["src"] == "item" for d in pool)      # no die of its own
    special = next(i for i, d in enumerate(pool) if d["src"] == "special")
    do(w, "gem", 0, 1)
    events = attack_with(w, [0, special], golem)
    assert of(events, "attack")[0]["wounds"] == 4 and not w.alive(golem)
    assert player(w, 0)["special"] == "blank" and player(w, 0)["gems"] == stat("golem", "loot").get("gems", 0)


def test_passive_attack_bonus_and_the_star_as_a_sword():
    w = at(1, 0, pool=["star", "coin", "coin", "coin", "coin"], hero="etern", items=["espada_runica"])
    babosa = add(w, "babosa", (2, 0))
    assert stat("babosa", "health") == 2
    events = attack_with(w, [0], babosa)
    assert of(events, "attack")[0]["wounds"] == 2


def test_loot_goes_to_the_killer():
    w = at(1, 0, pool=["sword"] * 5, gold=0, gems=0)
    wolf = add(w, "hombre_lobo", (2, 0))
    attack_with(w, range(stat("hombre_lobo", "health")), wolf)
    loot = stat("hombre_lobo", "loot")
    assert (player(w, 0)["gold"], player(w, 0)["gems"]) == (loot.get("gold", 0), loot.get("gems", 0))
    assert player(w, 0)["kills"] == 1


def test_etern_and_the_trophy_belt_add_gold_to_loot():
    w = at(1, 0, seat=1, pool=["sword"] * 5, gold=0, items=["cinturon_trofeos"])
    z = add(w, "zombie", (2, 0))
    attack_with(w, [0], z)
    assert player(w, 1)["gold"] == stat("zombie", "loot").get("gold", 0) + 1 + 1


def test_attacks_follow_adjacency():
    w = at(6, 2, pool=["sword"] * 5)
    geometry(w, walls=[(7, 2)])
    z = add(w, "zombie", (7, 2))
    do(w, "ready", 0)
    assert not is_legal(w, "attack", z)              # through a wall
    w = at(1, 1, pool=["sword"] * 5)
    geometry(w, floor=[(1, 2)], not_ladders=[(1, 2)])
    z = add(w, "zombie", (1, 2))
    do(w, "ready", 0)
    assert not is_legal(w, "attack", z)              # through a platform
    w = at(3, 2, pool=["sword"] * 5)
    geometry(w, floor=[(3, 3)], ladders=[(3, 2), (3, 3)])
    z = add(w, "zombie", (3, 3))
    do(w, "ready", 0)
    assert is_legal(w, "attack", z)                  # a ladder crosses the platform
    w = at(1, 0, pool=["sword"] * 5)
    z = add(w, "zombie", (3, 0))
    do(w, "ready", 0)
    assert not is_legal(w, "attack", z)              # two squares away


def test_avys_attacks_along_her_row_up_to_three_squares_with_nothing_between():
    w = at(0, 0, pool=["sword"] * 5, hero="avys")
    far = add(w, "zombie", (3, 0))
    too_far = add(w, "zombie", (7, 0))
    do(w, "ready", 0)
    assert is_legal(w, "attack", far) and not is_legal(w, "attack", too_far)
    add(w, "zombie", (2, 0))                         # a figure between blocks the line
    assert not is_legal(w, "attack", far)
    w = at(5, 2, pool=["sword"] * 5, hero="avys")
    geometry(w, walls=[(7, 2)])
    z = add(w, "zombie", (8, 2))
    do(w, "ready", 0)
    assert not is_legal(w, "attack", z)              # a wall between blocks it


def test_the_golem_needs_at_least_two_dice():
    w = at(1, 0, pool=["sword", "sword", "coin", "coin", "coin"], gems=10)
    golem = add(w, "golem", (2, 0))
    for _ in range(4):
        do(w, "gem", 0, 1)                           # one die x5 would be enough wounds
    do(w, "ready", 0)
    assert not is_legal(w, "attack", golem)
    do(w, "ready", 1)
    assert is_legal(w, "attack", golem)


# -- enemies attacking heroes ------------------------------------------------------------
def test_armour_reduces_enemy_damage():
    w = at(1, 0, items=["escudo_roble"])
    add(w, "hombre_lobo", (2, 0))
    do(w, "move", 0, "up")
    assert wounds(w, 0) == stat("hombre_lobo", "damage") - 1


def test_harpy_steals_gold_when_it_attacks():
    w = at(1, 0, gold=2)
    add(w, "arpia", (2, 0))
    events = do(w, "move", 0, "up")
    assert player(w, 0)["gold"] == 1 and of(events, "gold")[0]["reason"] == "steal"
    assert wounds(w, 0) == stat("arpia", "damage")


def test_werewolf_attack_resets_the_special_die():
    w = at(1, 0, special="sword")
    add(w, "hombre_lobo", (2, 0))
    events = do(w, "move", 0, "up")
    assert player(w, 0)["special"] == "blank" and "special_reset" in kinds(events)


def test_ent_attacks_heroes_that_move_next_to_it():
    w = at(0, 0)
    ent = add(w, "ent", (2, 0))
    events = do(w, "move", 0, "right")
    assert [e["enemy"] for e in of(events, "enemy_attack")] == [ent]
    assert wounds(w, 0) == stat("ent", "damage")


def test_zombie_is_lumbering_and_slime_slippery():
    w = at(0, 0, pool=["monster", "boot", "coin", "coin", "coin"])
    slime = add(w, "babosa", (5, 0))
    assert not any(a.kind == "shove" and a.args[1] == slime for a in legal(w))
    z = add(w, "zombie", (7, 0))
    next_turn(w, enemy="right")
    assert cell_of(w, z) == (7, 0) and cell_of(w, slime) == (6, 0)


# -- the monster symbol -----------------------------------------------------------------
def test_monster_shoves_any_enemy_one_square_any_direction_even_off_a_platform():
    w = at(0, 0, pool=["monster", "monster", "coin", "coin", "coin"], hero="etern")
    e = add(w, "ent", (2, 2))                        # far from the hero
    geometry(w, floor=[(2, 2)], open_below=[(3, 2)], no_walls=[(3, 2)])
    assert {a.args[2] for a in legal(w) if a.kind == "shove" and a.args[1] == e} == {"left", "right", "up"}
    do(w, "shove", 0, e, "right")
    assert cell_of(w, e) == (3, 2) and w.res["turn"]["shove"] is None
    do(w, "gravity", False)
    assert cell_of(w, e) == (3, 1)


def test_shoves_are_blocked_by_walls_platforms_and_figures_but_pass_ladders():
    w = at(0, 0, pool=["monster"] * 5, hero="etern")
    geometry(w, walls=[(7, 2)], floor=[(3, 3)], ladders=[(3, 2), (3, 3)])
    walled = add(w, "ent", (6, 2))
    laddered = add(w, "ent", (3, 2))
    add(w, "ent", (5, 2))
    dirs = lambda eid: {a.args[2] for a in legal(w) if a.kind == "shove" and a.args[1] == eid}  # noqa: E731
    assert "right" not in dirs(walled) and "left" not in dirs(walled)
    assert "up" in dirs(laddered)
    do(w, "shove", 0, laddered, "up")
    assert cell_of(w, laddered) == (3, 3)


def test_monster_cannot_move_enemies_into_hidden_levels():
    w = build({"level_status": ["revealed", "hidden", "hidden", "hidden"],
               "heroes": [{"seat": 0, "at": [0, 0], "hero": "etern"}], "turn": {"seat": 0, "pool": ["monster"] * 5}})
    geometry(w, open_below=[(2, 4)])
    e = add(w, "ent", (2, 3))
    assert "up" not in {a.args[2] for a in legal(w) if a.kind == "shove" and a.args[1] == e}


def test_melosa_shoves_one_extra_square_and_must_finish_or_stop():
    w = at(0, 0, pool=["monster", "coin", "coin", "coin", "coin"])
    e = add(w, "ent", (6, 0))
    do(w, "shove", 0, e, "right")
    assert w.res["turn"]["shove"] == {"eid": e, "left": 1}
    assert {a.kind for a in legal(w)} == {"shove_more", "shove_stop"}
    do(w, "shove_more", "up")
    assert cell_of(w, e) == (7, 1) and w.res["turn"]["shove"] is None
    w = at(0, 0, pool=["monster", "coin", "coin", "coin", "coin"])
    e = add(w, "ent", (6, 0))
    do(w, "shove", 0, e, "right")
    do(w, "shove_stop")
    assert cell_of(w, e) == (7, 0) and is_legal(w, "coin", 1)


def test_gems_multiply_a_monster_shove():
    w = at(0, 0, pool=["monster", "coin", "coin", "coin", "coin"], hero="etern", gems=1)
    e = add(w, "ent", (5, 0))
    do(w, "gem", 0, 1)
    do(w, "shove", 0, e, "right")
    do(w, "shove_more", "right")
    assert cell_of(w, e) == (7, 0) and player(w, 0)["gems"] == 0


# -- thorns: one attack per enemy per step, never through portals or the cloak ------------------
def test_a_pushed_ent_attacks_once_not_again_for_thorns():
    w = at(1, 0)
    ent = add(w, "ent", (2, 0))
    add(w, "zombie", (3, 0))
    add(w, "zombie", (2, 1))
    events = do(w, "move", 0, "right")               # the ent can only go back to (1, 0), next to the hero
    assert cell_of(w, ent) == (1, 0)
    assert [e["enemy"] for e in of(events, "enemy_attack")] == [ent]


def test_no_thorns_after_a_portal_or_with_the_shadow_cloak():
    w = at(3, 4, pool=["boot", "coin", "coin", "coin", "coin"])
    add(w, "ent", (6, 4))
    events = do(w, "portal", 0, (5, 4))
    assert hero_cell(w, 0) == (5, 4) and "enemy_attack" not in kinds(events)
    w = at(0, 0, items=["capa_sombra"])
    add(w, "ent", (2, 0))
    assert "enemy_attack" not in kinds(do(w, "move", 0, "right"))


def test_a_knocked_out_hero_loses_the_rest_of_an_upgraded_boot():
    w = at(1, 0, pool=["boot", "boot", "coin", "coin", "coin"], gems=1, health=stat("hombre_lobo", "damage"))
    do(w, "gem", 0, 1)
    do(w, "move", 0, "right")                        # (2, 0): one step banked
    assert w.res["turn"]["steps"] == 1
    geometry(w, open_below=[(2, 1)])
    add(w, "hombre_lobo", (2, 1))
    do(w, "move", -1, "right")                       # the werewolf above knocks the hero out
    assert hero_cell(w, 0) is None and w.res["turn"]["steps"] == 0
    do(w, "respawn", 1, (0, 0))
    assert not is_legal(w, "move", -1, "right")


def test_the_shadow_cloak_also_stops_the_push_attack():
    w = at(1, 0, items=["capa_sombra"])
    add(w, "hombre_lobo", (2, 0))
    events = do(w, "move", 0, "right")
    assert "enemy_attack" not in kinds(events) and "push_start" in kinds(events)


def test_brizna_pushing_an_ent_is_never_attacked_by_it():
    w = at(1, 0, hero="brizna")
    ent = add(w, "ent", (2, 0))
    add(w, "zombie", (3, 0))
    add(w, "zombie", (2, 1))
    events = do(w, "move", 0, "right")               # the Ent lands next to her, on (1, 0)
    assert cell_of(w, ent) == (1, 0) and "enemy_attack" not in kinds(events)


def test_the_hammer_of_greed_adds_a_wound_but_is_no_sword_of_its_own():
    w = at(1, 0, pool=["sword", "coin", "coin", "coin", "coin"], items=["martillo_codicia"])
    golem = add(w, "golem", (2, 0))                  # armored: needs two dice in one attack
    assert stat("golem", "ability") == "armored"
    do(w, "use_item", 0)
    do(w, "ready", 0)
    assert not is_legal(w, "attack", golem)          # one sword die + the hammer is still one die
    w = at(1, 0, pool=["coin"] * 5, items=["martillo_codicia"])
    babosa = add(w, "babosa", (2, 0))
    do(w, "use_item", 0)
    assert not any(a.kind in ("ready", "attack") for a in legal(w))   # it cannot attack alone
    w = at(1, 0, pool=["sword", "coin", "coin", "coin", "coin"], items=["martillo_codicia"])
    babosa = add(w, "babosa", (2, 0))
    assert stat("babosa", "health") == 2
    do(w, "use_item", 0)
    events = attack_with(w, [0], babosa)
    assert of(events, "attack")[0]["wounds"] == 2 and w.res["turn"]["next_attack"] == 0   # used up

"""Movement: walls, platforms, ladders, climbing, one figure per square,
zones of control, pushing and Void portals (forced dice throughout)."""
from pf_helpers import (FIVE, add, build, cell_of, do, geometry, hero_cell, is_legal, kinds, legal, of, player, stat,
                        token, tokens_on, wounds)

from game.games.platformer.tiles import load_tiles


def at(x, y, seat=0, pool=FIVE, **hero):
    """A position with seat 0's hero on (x, y) and the given dice pool."""
    return build({"heroes": [{"seat": seat, "at": [x, y], **hero}], "turn": {"seat": seat, "pool": list(pool)}})


def test_walls_block_horizontal_steps():
    w = at(6, 2)
    geometry(w, walls=[(7, 2), (8, 2)])
    assert not is_legal(w, "move", 0, "right")
    assert is_legal(w, "move", 0, "left")
    w = at(7, 2)
    assert not is_legal(w, "move", 0, "left") and not is_legal(w, "move", 0, "right")


def test_platforms_block_vertical_steps_both_ways():
    w = at(1, 1)
    geometry(w, floor=[(1, 2)])
    assert not is_legal(w, "move", 0, "up")
    w = at(1, 2)
    assert not is_legal(w, "move", 0, "down")


def test_ladder_crossing_a_platform_connects_both_squares():
    w = at(3, 2)
    geometry(w, floor=[(3, 3)], ladders=[(3, 2), (3, 3)])
    do(w, "move", 0, "up")
    assert hero_cell(w, 0) == (3, 3)
    do(w, "move", 1, "down")
    assert hero_cell(w, 0) == (3, 2)


def test_heroes_climb_freely_and_gravity_waits_for_the_end_of_the_turn():
    w = at(1, 0, pool=["boot", "boot", "coin", "coin", "coin"])
    geometry(w, open_below=[(1, 1)], not_ladders=[(1, 1)])
    do(w, "move", 0, "up")
    assert hero_cell(w, 0) == (1, 1)          # hanging in the air during the turn
    do(w, "coin", 2)
    assert hero_cell(w, 0) == (1, 1)
    do(w, "end_actions")
    do(w, "finish", False)
    assert hero_cell(w, 0) == (1, 0)          # gravity at the end of the turn


def test_one_figure_per_square_and_the_edge_of_the_map():
    w = at(0, 0)
    assert not is_legal(w, "move", 0, "left") and not is_legal(w, "move", 0, "down")
    w = at(9, 0)
    assert not is_legal(w, "move", 0, "right")


def test_hidden_levels_cannot_be_entered():
    w = build({"level_status": ["revealed", "hidden", "hidden", "hidden"],
               "heroes": [{"seat": 0, "at": [0, 3]}], "turn": {"seat": 0, "pool": FIVE}})
    geometry(w, open_below=[(0, 4)])
    assert not is_legal(w, "move", 0, "up")


def test_upgraded_boot_banks_the_extra_steps_for_the_turn():
    w = at(1, 0, pool=["boot", "sword", "coin", "coin", "coin"], gems=1)
    do(w, "gem", 0, 1)
    do(w, "move", 0, "right")
    assert w.res["turn"]["steps"] == 1 and player(w, 0)["gems"] == 0
    do(w, "coin", 2)                            # other actions in between are fine
    do(w, "move", -1, "right")
    assert hero_cell(w, 0) == (3, 0) and w.res["turn"]["steps"] == 0
    assert not is_legal(w, "move", -1, "right")


# -- zones of control ---------------------------------------------------------
def test_moving_away_from_an_adjacent_enemy_provokes_its_attack():
    w = at(1, 0)
    add(w, "zombie", (2, 0))
    events = do(w, "move", 0, "up")
    assert of(events, "enemy_attack")[0]["seat"] == 0
    assert wounds(w, 0) == stat("zombie", "damage")


def test_every_adjacent_enemy_attacks_a_hero_that_moves():
    w = at(1, 0)
    add(w, "zombie", (2, 0))
    add(w, "zombie", (0, 0))
    events = do(w, "move", 0, "up")
    assert len(of(events, "enemy_attack")) == 2 and wounds(w, 0) == 2 * stat("zombie", "damage")


def test_walls_and_platforms_break_adjacency_but_ladders_do_not():
    w = at(6, 2)                                # wall between (6,2) and (7,2)
    geometry(w, walls=[(7, 2)])
    add(w, "zombie", (7, 2))
    assert "enemy_attack" not in kinds(do(w, "move", 0, "left"))
    w = at(1, 1)                                # platform between (1,1) and (1,2)
    geometry(w, floor=[(1, 2)], not_ladders=[(1, 2)])
    add(w, "zombie", (1, 2))
    assert "enemy_attack" not in kinds(do(w, "move", 0, "left"))
    w = at(3, 2)                                # a ladder crosses the platform under (3,3)
    geometry(w, floor=[(3, 3)], ladders=[(3, 2), (3, 3)])
    add(w, "zombie", (3, 3))
    assert "enemy_attack" in kinds(do(w, "move", 0, "left"))


def test_falling_provokes_no_attack():
    w = at(1, 1, pool=["coin"] * 5)
    add(w, "zombie", (2, 1))
    geometry(w, open_below=[(1, 1), (2, 1)])
    add(w, "zombie", (2, 0))                    # holds the first zombie up
    events = do(w, "gravity", False)
    assert hero_cell(w, 0) == (1, 0) and "enemy_attack" not in kinds(events)


def test_a_knocked_out_hero_does_not_move_or_push():
    w = at(1, 0, health=stat("hombre_lobo", "damage"))
    wolf = add(w, "hombre_lobo", (2, 0))
    events = do(w, "move", 0, "right")
    assert "knocked_out" in kinds(events) and "push_start" not in kinds(events)
    assert hero_cell(w, 0) is None and cell_of(w, wolf) == (2, 0)
    assert wounds(w, 0) == 0                    # knocked out: full health again


# -- pushing --------------------------------------------------------------------
def test_pushing_an_enemy_it_attacks_once_then_goes_where_the_mover_chooses():
    w = at(1, 0)
    z = add(w, "zombie", (2, 0))
    geometry(w, open_below=[(2, 1)], no_walls=[(2, 0), (3, 0)])
    events = do(w, "move", 0, "right")
    assert len(of(events, "enemy_attack")) == 1   # the zone of control and the push are one attack
    assert hero_cell(w, 0) == (2, 0)
    options = sorted(tuple(c) for c in w.res["turn"]["push"]["options"])
    assert options == [(1, 0), (2, 1), (3, 0)]    # any direction, even where the mover came from
    assert all(a.kind == "push" for a in legal(w))
    do(w, "push", (1, 0))
    assert cell_of(w, z) == (1, 0) and "push" not in w.res["turn"]


def test_a_push_with_one_free_square_resolves_by_itself():
    w = at(1, 0)
    z = add(w, "zombie", (2, 0))
    add(w, "zombie", (3, 0))
    add(w, "zombie", (2, 1))
    events = do(w, "move", 0, "right")
    assert cell_of(w, z) == (1, 0) and "pushed" in kinds(events) and "push" not in w.res["turn"]


def test_the_movers_own_square_is_always_a_push_option():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}], "turn": {"seat": 0, "pool": FIVE}})
    z = add(w, "zombie", (1, 0))
    add(w, "zombie", (2, 0))
    add(w, "zombie", (1, 1))
    do(w, "move", 0, "right")                     # the only free square is the one left behind
    assert cell_of(w, z) == (0, 0) and hero_cell(w, 0) == (1, 0)


def test_pushing_a_hero_no_attack_and_the_pushed_hero_suffers_traps_and_takes_tokens():
    w = build({"heroes": [{"seat": 0, "at": [3, 2]}, {"seat": 1, "at": [3, 1]}],
               "turn": {"seat": 0, "pool": FIVE}})
    geometry(w, traps=[(3, 1)], floor=[(3, 1)])   # (3,1) stands on a platform: down is closed
    w2 = build({"heroes": [{"seat": 0, "at": [1, 1]}, {"seat": 1, "at": [2, 1]}],
                "turn": {"seat": 0, "pool": FIVE}})
    geometry(w2, traps=[(3, 1)], open_below=[(2, 1)], floor=[(2, 2)])
    token(w2, "gem", (3, 1))
    do(w2, "move", 0, "right")
    assert sorted(tuple(c) for c in w2.res["turn"]["push"]["options"]) == [(1, 1), (2, 0), (3, 1)]
    events = do(w2, "push", (3, 1))
    assert "enemy_attack" not in kinds(events)
    assert wounds(w2, 1) == 1 and player(w2, 1)["gems"] == 1
    assert hero_cell(w2, 1) == (3, 1) and tokens_on(w2, (3, 1)) == []


def test_slippery_enemies_cannot_be_pushed_or_shoved():
    w = at(1, 0, pool=["boot", "monster", "coin", "coin", "coin"])
    add(w, "babosa", (2, 0))
    assert not is_legal(w, "move", 0, "right")
    assert not any(a.kind == "shove" for a in legal(w))


# -- Void portals ----------------------------------------------------------------
def test_portals_exist_only_on_void_tiles():
    for tile in load_tiles():
        if tile.set == "forest":
            assert not tile.portals, tile.name


def test_a_portal_takes_the_hero_to_another_portal_of_its_level_for_one_boot_without_attacks():
    w = at(3, 4, pool=["boot", "coin", "coin", "coin", "coin"])
    geometry(w, portals=[(3, 4), (5, 4), (0, 7), (9, 7)])
    add(w, "zombie", (2, 4))
    targets = sorted(a.args[1] for a in legal(w) if a.kind == "portal")
    assert targets == [(0, 7), (5, 4), (9, 7)]
    events = do(w, "portal", 0, (9, 7))
    assert hero_cell(w, 0) == (9, 7) and "enemy_attack" not in kinds(events)
    assert w.res["turn"]["pool"][0]["used"]


def test_a_portal_can_push_the_figure_on_the_far_portal():
    w = at(3, 4, pool=["boot", "coin", "coin", "coin", "coin"])
    z = add(w, "zombie", (5, 4))
    events = do(w, "portal", 0, (5, 4))
    assert hero_cell(w, 0) == (5, 4) and "push_start" in kinds(events)
    assert "enemy_attack" not in kinds(events)    # portals never trigger enemy attacks
    if "push" in w.res["turn"]:
        do(w, "push", tuple(w.res["turn"]["push"]["options"][0]))
    assert cell_of(w, z) not in (None, (5, 4))

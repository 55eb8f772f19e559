"""The turn sequence: (solo event) -> remove level -> refresh -> roll ->
enemy die -> actions -> store -> gravity -> boss turn."""
from pf_helpers import (ALL_REVEALED, FIVE, GAME, PARK1, Pos, add, build, cell_of, die_index, do, geometry,
                        hero_cell, is_legal, kinds, legal, next_turn, of, player, stat, token, tokens_on,
                        wounds)


def test_the_first_turn_of_the_game_starts_at_the_roll():
    w, events = GAME.new_game_with_events({"players": 2}, 7)
    k = kinds(events)
    assert "remove_level" not in k and "refresh" not in k
    rolls = of(events, "roll")
    assert [r["die"] for r in rolls] == ["action"] * 5 + ["enemy"]
    assert k.index("turn") < k.index("roll")
    t = w.res["turn"]
    assert (t["seat"], t["number"], t["phase"]) == (0, 1, "actions") and len(t["pool"]) == 5
    assert t["rolled"] == [d["face"] for d in t["pool"]]


def test_steps_of_a_later_turn_run_in_order():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}, {"seat": 1, "at": [4, 8], "items": ["botas_prisa"]}]})
    w.res["players"][1]["items"][0][1] = True        # exhausted last turn
    add(w, "zombie", (5, 8))
    geometry(w, floor=[(4, 8), (5, 8)], no_walls=[(5, 8)])
    events = next_turn(w, action=FIVE, enemy="attack")
    k = kinds(events)
    start = k.index("turn")
    order = [k.index("remove_level", start), k.index("refresh", start), k.index("roll", start),
             k.index("enemy_attack", start)]
    assert order == sorted(order)
    assert w.res["turn"]["seat"] == 1 and w.res["players"][1]["items"][0][1] is False
    assert [d["face"] for d in w.res["turn"]["pool"]] == FIVE and w.res["turn"]["enemy_face"] == "attack"


def test_remove_the_lowest_level_when_the_active_hero_starts_two_levels_above():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}, {"seat": 1, "at": [1, 8]}]})
    z = add(w, "zombie", (5, 0))
    token(w, "gold", (2, 0))
    events = next_turn(w)
    assert w.res["level_status"][0] == "removed"
    assert of(events, "knocked_out")[0]["seat"] == 0 and hero_cell(w, 0) is None
    assert not w.alive(z) and tokens_on(w, (2, 0)) == []
    assert hero_cell(w, 1) == (1, 8)


def test_no_removal_one_level_above_and_only_one_level_per_turn():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}, {"seat": 1, "at": [1, 4]}]})
    next_turn(w)
    assert w.res["level_status"][0] == "revealed" and hero_cell(w, 0) == (0, 0)
    w = build({"level_status": ALL_REVEALED, "heroes": [{"seat": 0, "at": [0, 0]}, {"seat": 1, "at": [0, 12]}]})
    next_turn(w)
    assert w.res["level_status"][:3] == ["removed", "revealed", "revealed"]


def test_no_removal_when_the_active_hero_is_off_the_map():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}]})
    next_turn(w)
    assert w.res["level_status"][0] == "revealed"


def test_refresh_only_the_active_players_cards():
    w = build({"heroes": [{"seat": 0, "at": [0, 0], "items": ["botas_prisa"]},
                          {"seat": 1, "at": [9, 0], "items": ["martillo_codicia"]}]})
    w.res["players"][0]["items"][0][1] = True
    w.res["players"][1]["items"][0][1] = True
    next_turn(w)
    assert w.res["players"][1]["items"][0][1] is False and w.res["players"][0]["items"][0][1] is True


def test_the_special_die_joins_the_pool_and_resets_when_used():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}, {"seat": 1, "at": [9, 0], "special": "coin", "gold": 0}]})
    next_turn(w, action=["sword"] * 5)
    pool = w.res["turn"]["pool"]
    assert len(pool) == 6 and pool[5] == {"face": "coin", "src": "special", "used": False, "gems": 0,
                                          "ready": False}
    do(w, "coin", 5)
    assert player(w, 1)["special"] == "blank" and player(w, 1)["gold"] == 1


def test_store_one_unused_symbol_on_the_special_die():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}, PARK1], "turn": {"seat": 0, "pool": FIVE}})
    do(w, "coin", 3)
    do(w, "end_actions")
    assert w.res["turn"]["phase"] == "store"
    assert not any(a.kind in ("move", "coin") for a in legal(w))
    assert not is_legal(w, "store", 3)              # used dice cannot be stored
    do(w, "store", 2)
    assert player(w, 0)["special"] == "sword"
    assert not any(a.kind == "store" for a in legal(w))   # only one
    next_turn(w)
    next_turn(w, action=["coin"] * 5)
    assert w.res["turn"]["pool"][-1]["face"] == "sword" and w.res["turn"]["pool"][-1]["src"] == "special"


def test_store_by_forging_two_equal_unused_symbols():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}], "turn": {"seat": 0, "pool": ["coin", "coin", "boot", "sword",
                                                                                  "monster"]}})
    do(w, "end_actions")
    do(w, "forge", 0, 1, "star")
    do(w, "store", 5)
    assert player(w, 0)["special"] == "star"


def test_forging_into_the_store_step_may_use_the_special_die():
    w = build({"heroes": [{"seat": 0, "at": [0, 0], "special": "coin"}],
               "turn": {"seat": 0, "pool": ["coin", "boot", "boot", "sword", "monster"]}})
    assert w.res["turn"]["pool"][5]["src"] == "special"
    do(w, "end_actions")
    do(w, "forge", 0, 5, "sword")
    assert player(w, 0)["special"] == "blank"
    do(w, "store", die_index(w, "sword"))
    assert player(w, 0)["special"] == "sword"


def test_an_unused_stored_symbol_stays_on_the_special_die():
    w = build({"heroes": [{"seat": 0, "at": [0, 0], "special": "monster"}], "turn": {"seat": 0, "pool": FIVE}})
    next_turn(w)
    assert player(w, 0)["special"] == "monster"


def test_gravity_ends_the_turn_then_the_next_seat_plays():
    w = build({"heroes": [{"seat": 0, "at": [1, 0]}], "turn": {"seat": 0, "pool": FIVE}})
    do(w, "move", 0, "up")
    events = next_turn(w)
    k = kinds(events)
    assert k.index("fall") < k.index("turn")
    assert w.res["turn"]["seat"] == 1 and w.res["turn"]["number"] == 2


# -- the enemy die -------------------------------------------------------------
def enemy_die(w, face):
    if hero_cell(w, 1) is None:                     # seat 1 must be on the map to end its turn
        w.add(w.res["players"][1]["eid"], Pos(9, 4))
    return next_turn(w, enemy=face)


def test_enemy_die_attack_every_enemy_attacks_every_adjacent_hero():
    w = build({"heroes": [{"seat": 0, "at": [1, 0]}, {"seat": 1, "at": [3, 0]}]})
    add(w, "zombie", (2, 0))
    add(w, "zombie", (7, 0))
    events = enemy_die(w, "attack")
    hits = sorted(e["seat"] for e in of(events, "enemy_attack"))
    assert hits == [0, 1]
    assert wounds(w, 0) == wounds(w, 1) == stat("zombie", "damage")


def test_enemy_die_moves_all_enemies_at_once():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}]})
    a, b = add(w, "zombie", (5, 1)), add(w, "ent", (6, 0))
    c, d = add(w, "ent", (7, 0)), add(w, "ent", (9, 0))
    geometry(w, floor=[(5, 1)])
    enemy_die(w, "right")
    assert (cell_of(w, c), cell_of(w, b)) == ((8, 0), (7, 0))      # a line moves together
    assert cell_of(w, d) == (9, 0)                                # the map's edge
    assert cell_of(w, a) == (5, 1)                                # lumbering zombies never move


def test_enemy_die_never_moves_an_enemy_off_its_platform():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}]})
    geometry(w, floor=[(1, 2), (2, 2)], open_below=[(3, 2)])
    e = add(w, "ent", (2, 2))
    enemy_die(w, "right")
    assert cell_of(w, e) == (2, 2)
    next_turn(w, enemy="left")
    assert cell_of(w, e) == (1, 2)


def test_enemy_die_moves_are_blocked_by_walls_enemies_and_heroes():
    w = build({"heroes": [{"seat": 0, "at": [4, 0]}]})
    geometry(w, walls=[(7, 2)], floor=[(6, 2), (7, 2)])
    walled = add(w, "ent", (6, 2))
    by_hero = add(w, "ent", (3, 0))
    stuck, edge = add(w, "ent", (8, 0)), add(w, "ent", (9, 0))
    enemy_die(w, "right")
    assert cell_of(w, walled) == (6, 2) and cell_of(w, by_hero) == (3, 0)
    assert cell_of(w, stuck) == (8, 0) and cell_of(w, edge) == (9, 0)


def test_the_lowest_row_is_always_a_platform_for_the_enemy_die():
    w = build({"heroes": [{"seat": 0, "at": [9, 0]}]})
    geometry(w, open_below=[(1, 0), (2, 0)])
    e = add(w, "ent", (1, 0))
    enemy_die(w, "right")
    assert cell_of(w, e) == (2, 0)
    w = build({"level_status": ["removed", "revealed", "revealed", "hidden"], "heroes": [{"seat": 0, "at": [9, 5]}]})
    geometry(w, open_below=[(2, 4), (3, 4)])
    e = add(w, "ent", (2, 4))
    enemy_die(w, "right")
    assert cell_of(w, e) == (3, 4)


def test_an_enemy_standing_on_a_figure_does_not_move():
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}]})
    add(w, "zombie", (3, 0))
    high = add(w, "ent", (3, 1))
    geometry(w, floor=[(3, 1)])
    high2 = add(w, "ent", (2, 1))
    geometry(w, open_below=[(2, 1)])
    add(w, "zombie", (2, 0))
    enemy_die(w, "left")
    assert cell_of(w, high2) == (2, 1)            # no platform under it: it stays
    assert cell_of(w, high) == (3, 1)             # blocked by high2


def test_a_special_die_reset_by_the_werewolf_is_gone_for_the_turn():
    # seat 1 stands next to a werewolf; the enemy die's attack resets its stored coin
    w = build({"heroes": [{"seat": 0, "at": [0, 0]}, {"seat": 1, "at": [5, 0], "special": "coin", "gold": 0}]})
    wolf = add(w, "hombre_lobo", (6, 0))
    next_turn(w, action=["boot"] * 5, enemy="attack")
    assert player(w, 1)["special"] == "blank"
    special = [i for i, d in enumerate(w.res["turn"]["pool"]) if d["src"] == "special"]
    assert special and all(w.res["turn"]["pool"][i]["used"] for i in special)
    assert not any(a.kind == "coin" for a in legal(w))
    assert wolf


def test_a_special_die_reset_by_a_knock_out_cannot_pay_the_respawn():
    w = build({"heroes": [{"seat": 0, "at": [5, 0], "special": "sword", "health": 1}, PARK1],
               "turn": {"seat": 0, "pool": ["boot", "coin", "coin", "coin", "coin"]}})
    add(w, "zombie", (6, 0))
    do(w, "move", 0, "left")                            # the zombie's zone attack knocks Melosa out
    assert hero_cell(w, 0) is None and player(w, 0)["special"] == "blank"
    special = next(i for i, d in enumerate(w.res["turn"]["pool"]) if d["src"] == "special")
    assert not any(a.kind == "respawn" and a.args[0] == special for a in legal(w))
    assert not is_legal(w, "ready", special)


def test_new_dice_are_new_die_for_each_face():
    from game.games.platformer.turn import new_die, new_dice
    faces = ["boot", "sword", "star"]
    assert new_dice(faces, "action") == [new_die(face, "action") for face in faces]
    assert [list(d) for d in new_dice(faces, "forge")] == [list(new_die(f, "forge")) for f in faces]   # key order

"""Player actions: respawn, symbols, forging, gems, buying, items, potions,
the hero ability and star options."""
import pytest

from pf_helpers import (FIVE, PARK1, add, build, content, do, geometry, hero_cell, is_legal, kinds, legal,
                        next_turn, of, patch_board, player, token, wounds)

from game.engine.protocol import IllegalAction, act
from game.games.platformer.game import GAME


def at(x, y, seat=0, pool=FIVE, **hero):
    return build({"heroes": [{"seat": seat, "at": [x, y], **hero}, PARK1], "turn": {"seat": seat, "pool": list(pool)}})


def off_map(pool=FIVE, **hero):
    return build({"heroes": [{"seat": 0, **hero}], "turn": {"seat": 0, "pool": list(pool)}})


# -- respawn -------------------------------------------------------------------------
def test_off_the_map_respawn_is_the_only_action():
    w = off_map()
    assert hero_cell(w, 0) is None
    acts = legal(w)
    assert {a.kind for a in acts} == {"respawn"}
    cells = sorted({a.args[1] for a in acts})
    assert cells == [(x, 0) for x in range(10)]
    pool = w.res["turn"]["pool"]
    assert {pool[a.args[0]]["face"] for a in acts} == set(FIVE)   # any symbol will do


def test_respawn_costs_one_die_and_only_free_squares_of_the_lowest_row():
    w = off_map()
    add(w, "zombie", (4, 0))
    assert not is_legal(w, "respawn", 0, (4, 0))
    events = do(w, "respawn", 3, (5, 0))
    assert hero_cell(w, 0) == (5, 0) and w.res["turn"]["pool"][3]["used"]
    assert "enemy_attack" not in kinds(events)            # not a move: no zone of control
    assert not any(a.kind == "respawn" for a in legal(w))


def test_respawn_on_the_lowest_revealed_row_after_a_removal():
    w = build({"level_status": ["removed", "revealed", "revealed", "hidden"], "heroes": [{"seat": 0}],
               "turn": {"seat": 0, "pool": FIVE}})
    assert sorted({a.args[1] for a in legal(w)}) == [(x, 4) for x in range(10)]


def test_respawn_is_not_a_move_no_trap_no_thorns_but_tokens_are_taken():
    w = off_map()
    patch_board(w, add={"traps": [(1, 0)]})
    token(w, "gold", (1, 0))
    add(w, "ent", (2, 0))                                  # thorns: attacks heroes that move next to it
    gold = player(w, 0)["gold"]
    events = do(w, "respawn", 0, (1, 0))
    assert "trap" not in kinds(events) and "enemy_attack" not in kinds(events)
    assert wounds(w, 0) == 0 and player(w, 0)["gold"] == gold + 1


def test_respawn_is_mandatory_unless_impossible():
    w = off_map()
    assert not is_legal(w, "end_actions")
    w = off_map(pool=[])
    w.res["turn"]["pool"] = []
    assert legal(w) == [act("end_actions")]


def test_free_respawn_with_the_phoenix_feather():
    w = off_map(items=["pluma_fenix"])
    assert {a.args[0] for a in legal(w) if a.kind == "respawn"} == {-1}
    do(w, "respawn", -1, (0, 0))
    assert not any(d["used"] for d in w.res["turn"]["pool"])


def test_a_hero_knocked_out_in_its_own_turn_may_respawn_at_once():
    w = at(1, 0, health=1)
    add(w, "hombre_lobo", (2, 0))
    do(w, "move", 0, "up")
    assert hero_cell(w, 0) is None
    do(w, "respawn", 2, (9, 0))
    assert hero_cell(w, 0) == (9, 0)


# -- symbols ---------------------------------------------------------------------
def test_coin_gives_gold_and_an_upgraded_coin_more():
    w = at(0, 0, pool=["coin", "coin", "boot", "boot", "boot"], gold=0, gems=3)
    do(w, "coin", 0)
    assert player(w, 0)["gold"] == 1
    do(w, "gem", 1, 1)
    do(w, "gem", 1, 1)                               # x3 costs 1 + 2 = 3 gems
    do(w, "coin", 1)
    assert player(w, 0)["gold"] == 4 and player(w, 0)["gems"] == 0


def test_forge_two_equal_symbols_into_any_symbol():
    w = at(0, 0, pool=["coin", "coin", "boot", "sword", "monster"], gold=0)
    assert not is_legal(w, "forge", 2, 3, "coin")    # different symbols cannot be forged
    events = do(w, "forge", 0, 1, "boot")
    assert of(events, "forge")[0]["symbol"] == "boot"
    pool = w.res["turn"]["pool"]
    assert pool[0]["used"] and pool[1]["used"] and pool[5] == {"face": "boot", "src": "forge", "used": False,
                                                             "gems": 0, "ready": False}
    do(w, "move", 5, "right")
    assert hero_cell(w, 0) == (1, 0) and w.res["turn"]["pool"][5]["used"]


def test_gems_placed_on_a_forged_die():
    w = at(0, 0, pool=["coin", "coin", "boot", "boot", "monster"], gems=1)
    do(w, "forge", 0, 1, "sword")
    do(w, "gem", 5, 1)                               # the forged sword is worth 2
    do(w, "ready", 5)
    z = add(w, "babosa", (1, 0))                     # health 2
    do(w, "attack", z)
    assert not w.alive(z) and player(w, 0)["gems"] == 1     # 1 spent, 1 from the loot


def test_gem_costs_grow_1_3_6_10_15_and_so_on():
    w = at(0, 0, pool=["coin", "boot", "boot", "boot", "boot"], gems=15, gold=0)
    for level in range(1, 6):
        do(w, "gem", 0, 1)
        assert w.res["turn"]["pool"][0]["gems"] == level
    assert not is_legal(w, "gem", 0, 1)              # x7 would cost 21 gems
    do(w, "coin", 0)
    assert player(w, 0)["gold"] == 6 and player(w, 0)["gems"] == 0     # x6 for 15 ("y así sucesivamente")


def test_symbols_from_items_and_potions_take_no_gems_and_are_not_forged_or_stored():
    w = at(0, 0, pool=["coin", "boot", "boot", "boot", "monster"], potions=["pocion_furia"], gems=5)
    do(w, "use_potion", 0)                           # two swords, not dice of the pool
    pool = w.res["turn"]["pool"]
    swords = [i for i, d in enumerate(pool) if d["src"] == "item"]
    assert len(swords) == 2
    assert not any(is_legal(w, "gem", i, 1) for i in swords)
    assert not any(a.kind == "forge" and set(a.args[:2]) & set(swords) for a in legal(w))
    do(w, "end_actions")
    assert not any(is_legal(w, "store", i) for i in swords)
    assert not any(a.kind == "forge" and set(a.args[:2]) & set(swords) for a in legal(w))


def test_gems_on_dice_are_spent_only_when_the_die_is_used():
    w = at(0, 0, pool=["coin", "boot", "boot", "boot", "boot"], gems=3)
    do(w, "gem", 0, 1)
    do(w, "gem", 0, 1)
    assert not is_legal(w, "gem", 1, 1)              # all 3 gems are placed
    do(w, "gem", 0, -1)
    assert is_legal(w, "gem", 1, 1)
    do(w, "end_actions")                             # placed gems come back
    assert player(w, 0)["gems"] == 3


def test_gems_can_upgrade_several_dice():
    # the rulebook's case 2: 9 gems on 4 swords -> 3 + 3 + 2 + 2 = 10 wounds
    w = at(4, 1, pool=["sword"] * 4 + ["coin"], gems=9)
    geometry(w, no_walls=[(5, 1)])
    golem = add(w, "golem", (5, 1))
    for i in range(4):
        do(w, "gem", i, 1)
    do(w, "gem", 0, 1)
    do(w, "gem", 1, 1)
    assert not is_legal(w, "gem", 2, 1)              # the last gem cannot be placed
    for i in range(4):
        do(w, "ready", i)
    events = do(w, "attack", golem)
    assert of(events, "attack")[0]["wounds"] == 10
    assert player(w, 0)["gems"] == 1 + 2             # 8 spent, then the golem's loot


# -- the shop ---------------------------------------------------------------------
def test_buy_on_a_shop_square_and_the_shop_refills_at_once():
    w = build({"heroes": [{"seat": 0, "at": [7, 2], "gold": 5}], "turn": {"seat": 0, "pool": FIVE},
               "shop": {"items": ["botas_prisa", "espada_runica", "escudo_roble"],
                        "potions": ["pocion_curacion", "elixir_vital", "pocion_fuerza"]}})
    geometry(w, shops=[(7, 2)])
    assert is_legal(w, "buy", "items", 0) and not is_legal(w, "buy", "items", 1)   # 3 gold yes, 8 no
    deck_top = w.res["decks"]["items"]["draw"][-1]
    do(w, "buy", "items", 0)
    p = player(w, 0)
    assert p["gold"] == 2 and p["items"] == [["botas_prisa", False]]
    assert w.res["shop"]["items"][0] == deck_top
    do(w, "buy", "potions", 0)
    assert p["potions"] == ["pocion_curacion"] and p["gold"] == 0


def test_no_buying_off_a_shop_square():
    w = at(0, 0, gold=20)
    assert not any(a.kind == "buy" for a in legal(w))


def test_shop_discount_and_markup():
    w = build({"heroes": [{"seat": 0, "at": [7, 2], "gold": 2, "items": ["bolsa_mercader"]}],
               "turn": {"seat": 0, "pool": FIVE}, "shop": {"items": ["botas_prisa", "espada_runica", "escudo_roble"]}})
    do(w, "buy", "items", 0)                          # 3 - 1
    assert player(w, 0)["gold"] == 0


# -- items, potions, ability ------------------------------------------------------------
def test_exhaust_items_give_their_effect_once_until_refreshed():
    w = at(0, 0, items=["botas_prisa"])
    do(w, "use_item", 0)
    assert player(w, 0)["items"] == [["botas_prisa", True]]
    assert w.res["turn"]["pool"][-1]["face"] == "boot" and w.res["turn"]["pool"][-1]["src"] == "item"
    assert not is_legal(w, "use_item", 0)
    next_turn(w)
    next_turn(w)
    assert player(w, 0)["items"] == [["botas_prisa", False]] and is_legal(w, "use_item", 0)


def test_passive_items_cannot_be_used_as_actions():
    w = at(0, 0, items=["espada_runica"])
    assert not any(a.kind == "use_item" for a in legal(w))


def test_potions_are_discarded_to_the_bottom_of_their_deck():
    w = at(0, 0, potions=["pocion_fuerza", "pocion_curacion"], health=1)
    do(w, "use_potion", 1)
    assert player(w, 0)["health"] == 1 + content().potions["pocion_curacion"]["effects"][0]["heal"] and player(w, 0)["potions"] == ["pocion_fuerza"]
    assert w.res["decks"]["potions"]["draw"][0] == "pocion_curacion"
    do(w, "use_potion", 0)                            # several potions in one turn
    assert w.res["turn"]["pool"][-1]["face"] == "sword"


def test_hero_ability_once_per_turn():
    w = at(0, 0, hero="angelo", health=2)
    do(w, "ability")
    assert player(w, 0)["health"] == 2 + 1 and not is_legal(w, "ability")
    next_turn(w)
    next_turn(w)
    assert is_legal(w, "ability")


def test_heal_never_goes_above_maximum_health():
    w = at(0, 0, hero="angelo")
    assert wounds(w, 0) == 0 and not is_legal(w, "ability")
    w = at(0, 0, potions=["elixir_vital"])
    player(w, 0)["health"] -= 1
    do(w, "use_potion", 0)                           # heals 4, but only 1 is missing
    assert wounds(w, 0) == 0


def test_illegal_actions_change_nothing():
    w = at(0, 0)
    before = GAME.to_data(w)
    for bad in (act("move", 0, "left"), act("coin", 0), act("attack", 999), act("buy", "items", 0),
                act("respawn", 0, (1, 0)), act("finish", False), act("nonsense")):
        with pytest.raises(IllegalAction):
            GAME.apply(w, bad)
        assert GAME.to_data(w) == before

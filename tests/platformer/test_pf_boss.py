"""The boss level: reveal and setup, one-way entry, the seal, boss tokens,
summons, attack ranges, Medusa's and Ikee's turns, and winning."""
import pytest

from pf_helpers import (ALL_REVEALED, FIVE, Figure, Pos, Token, add, board, build, cell_of, content, do, force,
                        geometry, hero_cell, is_legal, kinds, legal, of, player, tokens_on, wounds)

from game.games.platformer import boss as boss_rules
from game.games.platformer.game import GAME


def boss_world(boss="medusa", heroes=None, at=(5, 14), pool=FIVE, rolled=None, status=ALL_REVEALED):
    turn = {"seat": 0, "pool": list(pool)}
    if rolled is not None:
        turn["rolled"] = list(rolled)
    w = build({"level_status": list(status), "heroes": heroes or [{"seat": 0, "at": [0, 12]}], "turn": turn},
              options={"boss": boss})
    eid = add(w, boss, at, kind="boss") if at else None
    return w, eid


def test_boss_health_follows_its_card_formula():
    for boss in content().bosses.values():
        w = GAME.new_game({"players": 2, "boss": boss["id"]}, 3)
        assert w.res["boss_health"] == boss["health_per_level"] * 4
        w = GAME.new_game({"players": 2, "boss": boss["id"], "bigger_map": True}, 3)
        assert w.res["boss_health"] == boss["health_per_level"] * 5


def test_revealing_the_boss_level_places_the_boss_its_tokens_gold_and_gems():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [5, 10]}], at=None,
                      status=["revealed", "revealed", "revealed", "hidden"])
    geometry(w, open_below=[(5, 11)])
    events = do(w, "move", 0, "up")
    b = board(w)
    assert w.res["level_status"][3] == "revealed" and of(events, "reveal")[0]["level"] == 3
    bosses = [(p.x, p.y) for _e, f, p in w.query(Figure, Pos) if f.kind == "boss"]
    assert len(bosses) == 1 and bosses[0] in b.in_level(b.boss_spawns, 3)
    square = content().bosses["medusa"]["square_token"]
    toks = sorted(((p.x, p.y), t.kind) for _e, t, p in w.query(Token, Pos) if p.y >= 12)
    assert toks == sorted([(c, square) for c in b.in_level(b.boss_tokens, 3)] +
                          [(c, "gold") for c in b.in_level(b.gold, 3)] + [(c, "gem") for c in b.in_level(b.gems, 3)])


# -- entry and the seal ---------------------------------------------------------------
def test_one_way_entry_from_below_and_no_way_back():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [2, 11]}])
    b = geometry(w, floor=[(2, 12)])
    assert (2, 12) in b.one_way
    do(w, "move", 0, "up")
    assert hero_cell(w, 0) == (2, 12)
    assert not is_legal(w, "move", 1, "down")


def test_entry_can_push_and_the_pushed_enemy_attacks_first():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [2, 11]}])
    snake = add(w, "serpiente", (2, 12))
    geometry(w, open_below=[(2, 13)])
    events = do(w, "move", 0, "up")
    assert of(events, "enemy_attack")[0]["enemy"] == snake
    assert sorted(map(tuple, w.res["turn"]["push"]["options"])) == [(1, 12), (2, 13), (3, 12)]   # never down


def test_no_entry_when_the_figure_on_the_entry_square_has_nowhere_to_go():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [2, 11]}])
    for c in ((2, 12), (1, 12), (3, 12), (2, 13)):
        add(w, "serpiente", c)
    assert not is_legal(w, "move", 0, "up")


def test_the_boss_level_is_sealed_both_ways():
    w, medusa = boss_world(heroes=[{"seat": 0, "at": [2, 11]}], pool=["monster", "sword", "sword", "sword", "sword"])
    snake = add(w, "serpiente", (2, 12))
    below = add(w, "zombie", (3, 11))
    targets = {a.args[1] for a in legal(w) if a.kind == "shove"}
    assert below in targets and snake not in targets and medusa not in targets
    do(w, "ready", 1)
    assert not is_legal(w, "attack", snake)
    # from inside: nothing below can be touched, and nothing falls or is shoved out
    w, medusa = boss_world(heroes=[{"seat": 0, "at": [2, 12]}], pool=["monster"] * 5, at=(3, 12))
    below = add(w, "zombie", (2, 11))
    targets = {a.args[1] for a in legal(w) if a.kind == "shove"}
    assert below not in targets and medusa in targets
    assert not any(a.kind == "shove" and a.args[1] == medusa and a.args[2] == "down" for a in legal(w))


def test_when_the_last_hero_enters_the_other_levels_are_removed():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [2, 11]}, {"seat": 1, "at": [8, 13]}])
    z = add(w, "zombie", (0, 0))
    events = do(w, "move", 0, "up")
    assert w.res["level_status"] == ["removed", "removed", "removed", "revealed"]
    assert not w.alive(z) and "knocked_out" not in kinds(events)


def test_other_levels_stay_while_a_hero_is_outside_or_off_the_map():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [2, 11]}])
    do(w, "move", 0, "up")
    assert w.res["level_status"] == ALL_REVEALED


def test_a_hero_knocked_out_on_the_boss_level_respawns_on_its_shops():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [1, 12], "health": 1}])
    add(w, "serpiente", (2, 12))
    do(w, "move", 0, "left")
    assert hero_cell(w, 0) is None and player(w, 0)["ko_on_boss"]
    b = board(w)
    shops = b.in_level(b.shops, 3)
    assert sorted({a.args[1] for a in legal(w)}) == sorted(shops)
    for c in shops:
        add(w, "serpiente", c)
    cells = sorted({a.args[1] for a in legal(w)})
    assert cells and all(c[1] >= 12 and c not in shops for c in cells)
    dist = lambda c: min(abs(c[0] - s[0]) + abs(c[1] - s[1]) for s in shops)  # noqa: E731
    assert {dist(c) for c in cells} == {1}


# -- boss tokens -------------------------------------------------------------------------
def test_boss_token_squares_give_the_good_token_and_a_second_one_wounds_instead():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [1, 15]}], at=(9, 14))
    geometry(w, no_walls=[(1, 15)])
    w.spawn(Token("espejo"), Pos(0, 15))
    do(w, "move", 0, "left")
    assert player(w, 0)["tokens"] == ["espejo"] and tokens_on(w, (0, 15)) == []
    w.spawn(Token("espejo"), Pos(1, 15))
    events = do(w, "move", 1, "right")
    assert player(w, 0)["tokens"] == ["espejo"] and "token_duplicate" in kinds(events) and wounds(w, 0) == 1


def test_a_boss_bonus_adds_wounds_against_the_boss_only():
    from game.games.platformer.combat import attack_total
    bonus_token = next(t for t in content().tokens.values() if any("boss_bonus" in e for e in t["effects"]))
    bonus = sum(e.get("boss_bonus", 0) for e in bonus_token["effects"])
    w, medusa = boss_world(heroes=[{"seat": 0, "at": [4, 14], "tokens": [bonus_token["id"]]}], pool=["sword"] * 5)
    z = add(w, "zombie", (0, 0))
    dice = w.res["turn"]["pool"][:3]
    assert attack_total(w, 0, medusa, dice) == 3 + bonus
    assert attack_total(w, 0, z, dice) == 3


def test_stone_skin_rolls_one_die_fewer_and_royal_curse_weakens_attacks():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [0, 0]}, {"seat": 1, "at": [9, 4], "tokens": ["piedra"]}], at=None)
    force(w, "action", ["coin"] * 5)
    force(w, "enemy", ["left"])
    do(w, "end_actions")
    do(w, "finish", False)
    minus = sum(e.get("dice_minus", 0) for e in content().tokens["piedra"]["effects"])
    assert len(w.res["turn"]["pool"]) == 5 - minus
    w, _ = boss_world(heroes=[{"seat": 0, "at": [1, 0], "tokens": ["maldicion"]}], at=None, pool=["sword"] * 5)
    malus = sum(e.get("attack_malus", 0) for e in content().tokens["maldicion"]["effects"])
    z = add(w, "zombie", (2, 0))
    for i in range(malus):
        do(w, "ready", i)
        assert not is_legal(w, "attack", z)
    do(w, "ready", malus)
    assert of(do(w, "attack", z), "attack")[0]["wounds"] == 1


# -- the boss as an enemy, summons and ranges --------------------------------------------------
def test_the_boss_attacks_with_its_damage_and_can_be_pushed_inside_its_level():
    w, medusa = boss_world(heroes=[{"seat": 0, "at": [4, 12]}], at=(3, 12))
    events = do(w, "move", 0, "left")
    assert of(events, "enemy_attack")[0]["enemy"] == medusa
    assert wounds(w, 0) == content().bosses["medusa"]["damage"]
    assert all(c[1] >= 12 for c in map(tuple, w.res["turn"]["push"]["options"]))


def test_summons_fill_free_boss_spawns_up_to_the_limit():
    w, medusa = boss_world(at=(5, 14))
    b = board(w)
    free = [c for c in b.in_level(b.boss_spawns, 3) if c != (5, 14)]
    events = []
    boss_rules.summon(w, 5, events)
    snakes = [(p.x, p.y) for _e, f, p in w.query(Figure, Pos) if f.ref == "serpiente"]
    assert sorted(snakes) == sorted(free) and "summon_failed" in kinds(events)
    for eid, f in list(w.query(Figure)):
        if f.ref == "serpiente":
            w.despawn(eid)
    limit = content().bosses["medusa"]["summon_limit"]
    for i in range(limit):
        add(w, "serpiente", (i, 13))
    events = []
    boss_rules.summon(w, 1, events)
    assert kinds(events) == ["summon_failed"]


@pytest.mark.parametrize("rng_kind, hit", [
    ("row", [(0, 14), (9, 14)]),
    ("adjacent", [(4, 14), (5, 15), (6, 14), (5, 13)]),
    ("around", [(4, 15), (6, 13), (4, 14), (5, 13)]),
    ("tile", [(5, 12), (9, 15), (7, 13)]),
])
def test_boss_ranges_ignore_walls_and_platforms(rng_kind, hit):
    far = [(0, 12), (4, 12), (3, 15), (0, 13)]
    for cell in hit:
        w, _ = boss_world(heroes=[{"seat": 0, "at": list(cell)}], at=(5, 14))
        assert boss_rules.targets(w, {"range": rng_kind}) == [0], (rng_kind, cell)
    for cell in far:
        if rng_kind == "row" and cell[1] == 14 or rng_kind == "tile" and cell[0] >= 5:
            continue
        w, _ = boss_world(heroes=[{"seat": 0, "at": list(cell)}], at=(5, 14))
        assert boss_rules.targets(w, {"range": rng_kind}) == [], (rng_kind, cell)


def test_range_any_hits_only_the_active_hero_and_nobody_outside_the_level():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [0, 12]}, {"seat": 1, "at": [9, 15]}])
    assert boss_rules.targets(w, {"range": "any"}) == [0]
    w, _ = boss_world(heroes=[{"seat": 0, "at": [0, 11]}, {"seat": 1, "at": [5, 15]}])
    assert boss_rules.targets(w, {"range": "any"}) == []
    assert boss_rules.targets(w, {"range": "tile"}) == [1]


@pytest.mark.parametrize("card", sorted(content().attacks))
def test_every_boss_attack_card_does_what_its_steps_say(card):
    spec = content().attacks[card]
    w, eid = boss_world(spec["boss"], heroes=[{"seat": 0, "at": [6, 14], "gold": 5}], at=(5, 14))
    events = []
    boss_rules.resolve_card(w, card, events)
    expect_wounds = sum(s.get("wound", 0) for s in spec["steps"])
    loss = sum(s.get("gold_loss", 0) for s in spec["steps"])
    summons = sum(s.get("summon", 0) for s in spec["steps"])
    tokens = [s["token"] for s in spec["steps"] if "token" in s]
    teleport = any("teleport" in s for s in spec["steps"])
    if teleport:
        assert "boss_teleport" in kinds(events)
        assert cell_of(w, eid) in board(w).boss_spawns
    else:                     # the hero stands next to the boss on its tile: every range reaches it
        assert sum(e["amount"] for e in of(events, "wound")) == expect_wounds
    assert player(w, 0)["tokens"] == tokens
    assert player(w, 0)["gold"] == 5 - loss
    ref = content().bosses[spec["boss"]]["summon"]
    assert len([e for e in of(events, "enemy_spawn") if e["ref"] == ref]) == min(summons, 2)


def test_gold_loss_without_gold_is_a_wound():
    w, _ = boss_world("ikee", heroes=[{"seat": 0, "at": [6, 14], "gold": 0}], at=(5, 14))
    events = []
    boss_rules.resolve_card(w, "tributo", events)
    assert wounds(w, 0) >= 1 and player(w, 0)["gold"] == 0


# -- boss turns --------------------------------------------------------------------------
def end_on_boss_level(w, boss_enemy=(), cards=(), next_enemy="left"):
    force(w, "action", ["coin"] * 5)
    force(w, "enemy", list(boss_enemy) + [next_enemy])
    if cards:
        force(w, "deck:boss", list(cards))
    do(w, "end_actions")
    return do(w, "finish", False)


def test_no_boss_turn_when_the_active_hero_is_not_on_the_boss_level():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [0, 0]}, {"seat": 1, "at": [9, 4]}])
    events = end_on_boss_level(w)
    assert "boss_turn" not in kinds(events)


def test_medusa_rolls_the_enemy_die_and_draws_until_a_card_matches():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [0, 12]}, {"seat": 1, "at": [9, 4]}], at=(9, 14))
    by_symbol = {}
    for cid, card in content().attacks.items():
        if card["boss"] == "medusa":
            by_symbol.setdefault(card["symbol"], []).append(cid)
    miss1, miss2 = by_symbol["left"][0], by_symbol["attack"][0]
    hit = by_symbol["right"][0]
    events = end_on_boss_level(w, boss_enemy=["right"], cards=[miss1, miss2, hit])
    boss_rolls = [e for e in of(events, "roll") if e["who"] == "boss"]
    assert [e["face"] for e in boss_rolls] == ["right"]
    assert [e["card"] for e in of(events, "boss_card")] == [hit]
    assert sorted(w.res["decks"]["boss"]["discard"]) == sorted([miss1, miss2, hit])


def test_medusa_reshuffles_the_discard_when_her_deck_runs_out():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [0, 12]}, {"seat": 1, "at": [9, 4]}], at=(9, 14))
    deck = w.res["decks"]["boss"]
    deck["discard"] = deck["draw"] + deck["discard"]
    deck["draw"] = []
    events = end_on_boss_level(w, boss_enemy=["attack"])
    assert any(e["deck"] == "boss" for e in of(events, "shuffle"))
    cards = of(events, "boss_card")
    assert len(cards) == 1 and content().attacks[cards[0]["card"]]["symbol"] == "attack"
    assert len(deck["draw"]) + len(deck["discard"]) == 6


def ikee_cards():
    return {c["symbol"]: cid for cid, c in content().attacks.items() if c["boss"] == "ikee"}


def test_ikee_resolves_the_card_of_the_symbol_rolled_most():
    cards = ikee_cards()
    w, _ = boss_world("ikee", heroes=[{"seat": 0, "at": [0, 12]}, {"seat": 1, "at": [9, 4]}], at=(9, 14),
                      pool=["coin"] * 5, rolled=["boot", "boot", "sword", "coin", "star"])
    events = end_on_boss_level(w, cards=[cards["sword"], cards["boot"]])
    assert [e["card"] for e in of(events, "boss_card")] == [cards["boot"]]
    assert sorted(w.res["decks"]["boss"]["discard"]) == sorted([cards["sword"], cards["boot"]])


def test_ikee_resolves_both_cards_on_a_tie_even_at_zero():
    cards = ikee_cards()
    w, _ = boss_world("ikee", heroes=[{"seat": 0, "at": [0, 12]}, {"seat": 1, "at": [9, 4]}], at=(9, 14),
                      rolled=["boot", "boot", "boot", "boot", "boot"])
    events = end_on_boss_level(w, cards=[cards["coin"], cards["star"]])
    assert sorted(e["card"] for e in of(events, "boss_card")) == sorted([cards["coin"], cards["star"]])


def test_ikee_counts_the_rolled_dice_not_what_is_left_of_them():
    cards = ikee_cards()
    w, _ = boss_world("ikee", heroes=[{"seat": 0, "at": [0, 12]}, {"seat": 1, "at": [9, 4]}], at=(9, 14),
                      pool=["monster", "monster", "coin", "coin", "star"],
                      rolled=["monster", "monster", "coin", "coin", "star"])
    do(w, "forge", 0, 1, "coin")                     # the pool changes, the roll does not
    events = end_on_boss_level(w, cards=[cards["monster"], cards["star"]])
    assert [e["card"] for e in of(events, "boss_card")] == [cards["monster"]]


# -- winning ------------------------------------------------------------------------------
def test_defeating_the_boss_in_one_attack_wins_at_once():
    w, medusa = boss_world(heroes=[{"seat": 0, "at": [4, 14], "gems": 10}], pool=["sword"] * 5)
    need = w.res["boss_health"]
    extra = need - 5
    assert 0 <= extra <= 5
    for i in range(extra):
        do(w, "gem", i, 1)
    for i in range(5):
        do(w, "ready", i)
    events = do(w, "attack", medusa)
    assert of(events, "game_over") == [{"winners": [0], "reason": "boss_defeated"}]
    r = GAME.result(w)
    assert r.finished and r.winners == [0] and GAME.legal_actions(w) == [] and GAME.to_act(w) is None


def test_a_hero_knocked_out_on_the_boss_level_counts_as_inside_for_the_seal():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [2, 11]}, {"seat": 1}])
    w.res["players"][1]["ko_on_boss"] = True         # knocked out up there: it will respawn there
    do(w, "move", 0, "up")
    assert w.res["level_status"] == ["removed", "removed", "removed", "revealed"]


def test_the_boss_turn_comes_after_the_end_of_turn_gravity():
    w, _ = boss_world(heroes=[{"seat": 0, "at": [1, 13]}, {"seat": 1, "at": [9, 4]}], at=(9, 14))
    geometry(w, open_below=[(1, 13)])
    cards = [c for c, s in content().attacks.items() if s["boss"] == "medusa" and s["symbol"] == "left"]
    events = end_on_boss_level(w, boss_enemy=["left"], cards=cards[:1])
    k = kinds(events)
    assert k.index("fall") < k.index("boss_turn") < k.index("turn")

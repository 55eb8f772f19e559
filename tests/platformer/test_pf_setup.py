"""Setting up a game: tower, enemy cards, boss, shop, heroes, bonuses, level 1."""
import pytest

from pf_helpers import Figure, Pos, Token, board, content, max_health

from game.games.platformer.board import tile_index
from game.games.platformer.game import GAME


def new(options=None, seed=5):
    return GAME.new_game({"players": 4, **(options or {})}, seed)


def test_the_tower_is_random_regular_tiles_two_per_level_with_boss_tiles_on_top():
    tiles = tile_index()
    mixed = False
    for seed in range(12):
        w = new(seed=seed)
        layout = w.res["tiles"]
        assert len(layout) == 4 and all(len(level) == 2 for level in layout)
        names = [n for level in layout for n in level]
        assert len(set(names)) == 8
        assert all(tiles[n].boss for n in layout[-1])
        assert not any(tiles[n].boss for level in layout[:-1] for n in level)
        sets = {tiles[n].set for level in layout[:-1] for n in level}
        mixed |= sets == {"forest", "void"}
    assert mixed
    regular = [t for t in tiles.values() if not t.boss]
    assert {t.set for t in regular} == {"forest", "void"} and len(tiles) == 32


def test_enemy_cards_one_per_tier_and_only_level_one_is_face_up():
    w = new()
    cards = w.res["enemy_cards"]
    assert [content().enemies[c]["tier"] for c in cards] == [1, 2, 3]
    assert w.res["level_status"] == ["revealed", "hidden", "hidden", "hidden"]


def test_bigger_map_adds_a_level_and_the_other_tier_three_card():
    w = new({"bigger_map": True})
    assert len(w.res["tiles"]) == 5 and len(w.res["level_status"]) == 5
    cards = w.res["enemy_cards"]
    assert [content().enemies[c]["tier"] for c in cards] == [1, 2, 3, 3] and cards[2] != cards[3]


@pytest.mark.parametrize("boss", ["medusa", "ikee"])
def test_the_chosen_boss_with_its_own_attack_deck(boss):
    w = new({"boss": boss})
    assert w.res["boss"] == boss
    deck = w.res["decks"]["boss"]
    assert sorted(deck["draw"]) == sorted(a for a, c in content().attacks.items() if c["boss"] == boss)
    assert deck["discard"] == []


def test_a_random_boss_varies_with_the_seed():
    assert {new(seed=s).res["boss"] for s in range(20)} == set(content().bosses)


def test_the_shop_shows_three_items_and_three_potions():
    w = new()
    shop = w.res["shop"]
    assert len(shop["items"]) == 3 and len(shop["potions"]) == 3
    assert sorted(shop["items"] + w.res["decks"]["items"]["draw"]) == sorted(content().items)
    assert sorted(shop["potions"] + w.res["decks"]["potions"]["draw"]) == sorted(content().potions)


def test_heroes_dealt_at_random_or_chosen_with_a_blank_special_die_and_full_health():
    w = new({"heroes": ["avys", "random", "nix", "random"]})
    heroes = [p["hero"] for p in w.res["players"]]
    assert heroes[0] == "avys" and heroes[2] == "nix" and len(set(heroes)) == 4
    for seat, p in enumerate(w.res["players"]):
        assert p["special"] == "blank" and p["health"] == max_health(w, seat) == content().heroes[p["hero"]]["health"]
        assert w.try_get(p["eid"], Pos) is None          # every hero starts off the map
        assert w.get(p["eid"], Figure).seat == seat
    with pytest.raises(ValueError):
        new({"heroes": ["avys", "avys"]})


def test_start_bonuses_for_seats_two_to_four():
    w = new()
    got = [(p["gold"], p["gems"]) for p in w.res["players"]]
    assert got == [(0, 0), (1, 0), (0, 1), (1, 1)]


def test_level_one_is_revealed_with_its_gold_gems_and_enemies():
    w = new()
    b = board(w)
    enemies = sorted(((p.x, p.y), f.ref) for _e, f, p in w.query(Figure, Pos) if f.kind == "enemy")
    assert enemies == sorted((c, w.res["enemy_cards"][0]) for c in b.in_level(b.spawns, 0))
    toks = sorted(((p.x, p.y), t.kind) for _e, t, p in w.query(Token, Pos))
    assert toks == sorted([(c, "gold") for c in b.in_level(b.gold, 0)] + [(c, "gem") for c in b.in_level(b.gems, 0)])


def test_one_player_always_plays_solo():
    w = GAME.new_game({"players": 1}, 1)
    assert w.res["options"]["mode"] == "solo" and len(w.res["decks"]["events"]["draw"]) == 11
    w = GAME.new_game({"mode": "solo", "players": 3}, 1)
    assert len(w.res["players"]) == 1


def test_artifacts_variant_draws_two_of_the_ten():
    assert new().res["artifacts"] == {}
    w = new({"artifacts": True})
    assert len(w.res["artifacts"]) == 2 and set(w.res["artifacts"]) <= set(content().artifacts)
    assert all(a == {"owner": None, "exhausted": False} for a in w.res["artifacts"].values())


def test_solo_is_played_on_the_normal_size_map():
    import pytest
    from game.engine.messages import OptionError
    with pytest.raises(OptionError):
        GAME.new_game({"players": 1, "bigger_map": True}, 1)
    with pytest.raises(OptionError):
        GAME.new_game({"mode": "solo", "bigger_map": True}, 1)
    assert GAME.setup_hints({"players": 1, "mode": "solo"})["ignored"] == ["bigger_map"]
    assert GAME.setup_hints({"players": 2, "mode": "standard"})["ignored"] == []

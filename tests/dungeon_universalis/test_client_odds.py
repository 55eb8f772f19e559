"""The odds the client shows before a click come from the rules: Fortune's reroll in an
attack, an attribute test (picking a lock, searching), and a blow at a door with the hits it
has taken so far."""
from itertools import product

from game.games.dungeon_universalis import client
from game.games.dungeon_universalis.game import GAME
from game.games.dungeon_universalis.world import doors, melee_weapon, stat


def test_fortune_rerolls_a_lost_attack_and_costs_nothing_without_points():
    w = GAME.new_game({"players": 2}, 3)
    h1, h2 = w.res["party"]
    plain = client.melee_odds(w, h1, h2)["chance"]
    lucky = client.melee_odds(w, h1, h2, fortune=True)["chance"]
    assert plain < lucky < 1
    shot = client.shot_odds(w, h1, h2)
    if shot["chance"]:
        assert client.shot_odds(w, h1, h2, fortune=True)["chance"] > shot["chance"]
    w.res["figs"][h1]["fortune"] = 0
    assert client.melee_odds(w, h1, h2, fortune=True)["chance"] == plain


def test_attribute_test_odds_count_the_doubles():
    w = GAME.new_game({"players": 1}, 3)
    h = w.res["party"][0]
    base = stat(w, w.res["figs"][h], "des")
    want = sum(1 for a in product(range(1, 7), repeat=2)
               if a != (1, 1) and (sum(a) + base >= 10 or a == (6, 6))) / 36
    assert client.test_odds(w, h, "des") == want
    assert client.test_odds(w, h, "des", mod=-20) == 1 / 36       # only a double 6


def test_break_odds_count_the_hits_already_taken():
    w = GAME.new_game({"players": 1}, 3)
    h = w.res["party"][0]
    ident = next(iter(doors(w)))
    f = w.res["figs"][h]
    wpn = melee_weapon(w, f)
    n = wpn["dice"] if wpn else stat(w, f, "fue")
    fresh = client.break_odds(w, h, ident)
    assert fresh["hits"] == 0 and fresh["need"] == 5 and fresh["dice"] == n and fresh["noise"]
    doors(w).set_flag(ident, "hits", 4)                 # one more 5+ breaks it
    assert abs(client.break_odds(w, h, ident)["chance"] - (1 - (4 / 6) ** n)) < 1e-9
    w.res["noise_turns"].append(w.res["turn"])
    assert not client.break_odds(w, h, ident)["noise"]

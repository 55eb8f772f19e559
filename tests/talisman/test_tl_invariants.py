"""The invariant check finds what it exists to find (the simulator and the
tests rely on it): lost or doubled cards, a toad below 1, forbidden objects."""
from tl_helpers import build, c

from game.games.talisman.game import GAME


def test_a_fresh_game_is_clean():
    assert GAME.check_invariants(GAME.new_game({"players": 4, "souls": True}, 2)) == []


def test_a_lost_card_and_a_doubled_card_are_named():
    w = GAME.new_game({"players": 3}, 1)
    deck = w.res["decks"]["adventure"]["draw"]
    lost = deck.pop()
    n = GAME.check_invariants(w)
    assert any(m.startswith(f"card {lost}: ") and m.endswith(" expected") for m in n), n
    deck.append(lost)
    c(w)["objects"].append(lost)
    assert any(m.startswith(f"card {lost}: ") for m in GAME.check_invariants(w))


def test_a_card_of_the_expansion_in_a_base_game_is_found():
    from game.games.talisman.content import content
    souls_only = next(i for i, r in content().cards.items() if r["souls"])
    w = GAME.new_game({"players": 2}, 4)
    c(w)["objects"].append(souls_only)
    assert f"card {souls_only}: 1 in play, 0 expected" in GAME.check_invariants(w)


def test_a_toad_below_one_is_found():
    w = build({"chars": [{"char": "wizard", "space": "city", "toad": 3}, {"char": "warrior"}]})
    assert GAME.check_invariants(w) == []
    c(w)["toad_str_c"] = -1
    assert "seat 0: strength 0 below its printed value" in GAME.check_invariants(w)


def test_a_forbidden_object_at_the_start_of_a_turn_is_found():
    w = GAME.new_game({"players": 2}, 1)
    assert w.res["ask"]["kind"] == "turn"
    seat = w.res["ask"]["seat"]
    w.res["chars"][seat]["align"] = "good"
    w.res["chars"][seat]["objects"].append("rune_blade")
    w.res["decks"]["adventure"]["draw"].remove("rune_blade")
    assert f"seat {seat} holds forbidden rune_blade" in GAME.check_invariants(w)

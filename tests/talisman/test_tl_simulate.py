"""Whole games with AI seats finish, with and without the Realm of Souls, and
keep every invariant after every action."""
import pytest

from game.engine.simulate import simulate
from game.games import get_game


@pytest.mark.parametrize("options", [{"players": 4}, {"players": 3, "souls": True},
                                     {"players": 2, "souls": True, "random_rifts": True, "life_trophy": True,
                                      "ending": "last_soul"}],
                         ids=["base", "souls", "souls-variants"])
def test_ai_games_finish_cleanly(options):
    report = simulate(get_game("talisman"), 2, 5, options)
    assert report.crashes == 0, report.problems
    assert report.invariant_violations == 0, report.problems
    assert report.finished == 2


def test_the_catalogue_entry_matches_the_game():
    from game.games import entry
    game = get_game("talisman")
    assert game.id == "talisman" and entry("talisman").players == (game.min_players, game.max_players)

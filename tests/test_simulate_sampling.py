"""simulate's sampled invariant checks still report the exact action that
broke an invariant (the game is played again checking every action)."""
from game.engine.simulate import play_one, simulate
from game.games import get_game


class GoldIsForbidden:
    """Platformer with one extra 'invariant': nobody holds gold."""

    def __init__(self):
        self.base = get_game("platformer")
        self.id = "gold-forbidden"

    def __getattr__(self, name):
        return getattr(self.base, name)

    def check_invariants(self, state, full=True):
        gold = [p["gold"] for p in state.res["players"]]
        return [f"gold {gold}"] if any(gold) else []


def test_sampled_checks_find_the_same_first_violation():
    game = GoldIsForbidden()
    _s, _n, every = play_one(game, {}, 3, check=True, check_every=1)
    assert len(every) == 1
    for stride in (4, 7):
        _s, _n, sampled = play_one(game, {}, 3, check=True, check_every=stride)
        assert sampled == every


def test_sampled_simulate_of_a_clean_game_is_clean():
    report = simulate(get_game("platformer"), 2, 5, {}, check_every=4)
    assert (report.finished, report.crashes, report.invariant_violations) == (2, 0, 0)

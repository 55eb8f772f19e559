"""WorldGame forwards each protocol function to the module of the game's package
that holds it: every forward of every game resolves to a function, once."""
import pytest

from game.engine.worldgame import WorldGame, forward
from game.games import get_game, ready_ids


def forwards(game) -> dict[str, forward]:
    """Each forwarded name as the game's class sees it (a game's own method wins)."""
    out = {}
    for klass in reversed(type(game).__mro__):
        for name, value in vars(klass).items():
            if isinstance(value, forward):
                out[name] = value
            else:
                out.pop(name, None)
    return out


@pytest.mark.parametrize("game_id", ready_ids())
def test_every_forward_names_a_function_of_the_games_package(game_id):
    game = type(get_game(game_id))()        # a fresh object: nothing resolved yet
    names = forwards(game)
    assert {"legal_actions", "perform", "choose_ai", "describe"} <= set(names) | set(vars(type(game)))
    package = type(game).__module__.rpartition(".")[0]
    for name in names:
        fn = getattr(game, name)
        assert callable(fn), name
        assert getattr(fn, "__module__", "").startswith(package + "."), (name, fn)
        assert getattr(game, name) is fn            # kept on the object after the first call


def test_a_game_without_a_private_view_hides_nothing():
    class Open(WorldGame):
        pass
    game = Open()
    assert not hasattr(game, "private_view")
    assert game.handover_needed(None, 0, 1) is False
    assert game.action_warnings(None, None) == []


def test_result_carries_the_rules_winners_and_the_games_scores():
    from game.engine.state import World

    class Scored(WorldGame):
        def scores(self, state):
            return {0: 7}
    w = World()
    w.res = {"result": None}
    assert Scored().result(w) is None
    w.res["result"] = {"winners": [0], "reason": "goal"}
    r = Scored().result(w)
    assert (r.winners, r.scores, r.reason) == ([0], {0: 7}, "goal")

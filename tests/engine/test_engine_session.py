import pytest

from game.engine.protocol import Action, IllegalAction, act
from game.engine.session import Match, Seat
from game.games import get_game


def fresh(seed=5, ai=False):
    game = get_game("platformer")
    m = Match(game, {"players": 2}, seed, [Seat("A"), Seat("B", ai=ai)])
    return game, m


def test_illegal_action_changes_nothing():
    game, m = fresh()
    before = game.to_data(m.state)
    with pytest.raises(IllegalAction):
        m.play(act("attack", 12345))
    assert game.to_data(m.state) == before and m.log == []


def test_undo_within_the_turn_for_actions_without_chance():
    game, m = fresh()
    # the first hero is off the map: respawning reveals nothing and rolls nothing
    respawn = next(a for a in m.legal() if a.kind == "respawn")
    before = game.to_data(m.state)
    m.play(respawn)
    assert m.can_undo()
    assert m.undo()
    assert game.to_data(m.state) == before and m.log == []
    assert not m.can_undo()


def test_undo_stops_at_rolls_and_turn_changes():
    game, m = fresh()
    m.play(next(a for a in m.legal() if a.kind == "respawn"))
    m.play(act("end_actions"))
    finish = next(a for a in m.legal() if a.kind == "finish")
    m.play(finish)                       # the next turn rolls dice
    assert not m.can_undo()


def test_action_data_round_trip():
    a = act("respawn", 2, (3, 0))
    assert Action.from_data(a.to_data()) == a
    with pytest.raises(ValueError):
        Action.from_data({"not": "a list"})


def test_same_options_seed_and_actions_give_the_same_state():
    game = get_game("platformer")
    s1 = game.new_game({"players": 3}, 77)
    s2 = game.new_game({"players": 3}, 77)
    for _ in range(120):
        if game.result(s1):
            break
        a = game.choose_ai(s1, game.to_act(s1))
        game.apply(s1, a)
        game.apply(s2, a)
    assert game.to_data(s1) == game.to_data(s2)

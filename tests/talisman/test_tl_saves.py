"""A Talisman match saves, loads and replays to the same state (autosave after every action)."""
from game.engine.session import Match, Seat, load_match
from game.games import get_game


def test_save_load_and_replay(tmp_path):
    game = get_game("talisman")
    match = Match(game, {"players": 3, "souls": True}, 5, [Seat(f"P{i}", True) for i in range(3)])
    for _ in range(400):
        if match.result() is not None:
            break
        match.play(game.choose_ai(match.state, match.to_act()))
    path = tmp_path / "t.json"
    match.save(path)
    back = load_match(path, get_game, verify=True)
    assert game.to_data(back.state) == game.to_data(match.state)
    assert back.to_act() == match.to_act() and back.legal() == match.legal()


def test_the_ai_only_reads_the_state():
    game = get_game("talisman")
    w = game.new_game({"players": 4, "souls": True}, 9)
    for _ in range(300):
        if game.result(w) is not None:
            break
        before = game.to_data(w)
        action = game.choose_ai(w, game.to_act(w))
        assert game.to_data(w) == before
        game.apply(w, action)

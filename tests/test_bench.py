"""The bench's contract (never its timings): stdout is one JSON document, and
pure play and simulate play the same seeded games."""
import json

import game.bench
from game.__main__ import main
from game.bench import self_play
from game.games import get_game


def test_bench_json_is_the_only_stdout(monkeypatch, capsys):
    def fake_run_bench(quick=False):
        print("pygame-ce banner")          # what importing pygame used to put on stdout
        return {"games": {}, "quick": quick}
    monkeypatch.setattr(game.bench, "run_bench", fake_run_bench)
    assert main(["bench", "--json", "--quick"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out) == {"games": {}, "quick": True}
    assert "banner" in out.err


def test_pure_play_and_simulate_play_the_same_games():
    platformer = get_game("platformer")
    _s, pure = self_play(platformer, 2, check=False)
    _s, checked = self_play(platformer, 2, check=True)
    assert pure == checked > 0


def test_the_fastest_pass_of_each_kind_counts(monkeypatch):
    # passes alternate pure, simulate, pure...: CPU seconds a busy machine could give them
    seconds = iter([3.0, 5.0, 1.5, 4.0, 2.0, 2.5])
    calls = []

    def fake_self_play(game, games, check):
        calls.append(check)
        return next(seconds), 77
    monkeypatch.setattr(game.bench, "self_play", fake_self_play)
    assert game.bench.fastest_passes(get_game("platformer"), 20, 3) == (1.5, 2.5, 77)
    assert calls == [False, True] * 3

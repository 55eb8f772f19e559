"""The hooks `python -m game` calls: smoke, screenshot, bench."""
import pygame

from game.ui.app import smoke
from game.ui.bench import frame_times, startup_seconds
from game.ui.screenshot import render_screenshot
from ui_helpers import fake_games


def test_smoke_renders_each_ready_board():
    assert smoke(games=fake_games()) == 0


def test_screenshot_writes_a_png(tmp_path):
    out = tmp_path / "shot.png"
    render_screenshot("dicerace", 3, 8, out, size=(640, 360), games=fake_games())
    img = pygame.image.load(str(out))
    assert img.get_size() == (640, 360)


def test_bench_returns_frame_times():
    times = frame_times("dicerace", 3, 20, games=fake_games(), after=10)
    assert len(times) == 20 and all(t > 0 for t in times)
    assert startup_seconds(games=fake_games()) > 0


def test_screenshot_takes_game_options():
    from game.ui.screenshot import prepared_board
    app, board = prepared_board("dungeon_universalis", 3, 0, options={"scenario": "sunken"})
    try:
        assert board.match.state.res["map"] == "sunken"
    finally:
        app.shutdown()


def test_the_screenshot_command_refuses_an_unknown_option_value(capsys):
    from game.__main__ import main
    assert main(["screenshot", "dungeon_universalis", "--option", "scenario=atlantis", "--out", "x.png"]) == 2
    assert "scenario" in capsys.readouterr().err

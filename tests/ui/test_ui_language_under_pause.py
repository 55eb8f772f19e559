"""Changing the language in Settings opened from the pause menu re-words the board behind the
pause menu at once: no word the board showed in the old language stays on it."""
import pygame
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.scenes.pause import PauseOverlay
from game.ui.scenes.settings import SettingsScene
from game.ui.setup_options import make_options
from game.ui.widgets import Cycler
from ui_helpers import click, click_button, key, run_until, step

GAMES = ["platformer", "tseuquest", "dungeon_universalis", "star_quest", "talisman"]


def drawn_words(app, scene, monkeypatch) -> set[str]:
    """Every string the scene draws in one frame."""
    words = set()
    real = app.ctx.assets.text

    def text(s, *a, **k):
        words.add(s)
        return real(s, *a, **k)
    monkeypatch.setattr(app.ctx.assets, "text", text)
    scene.draw(pygame.Surface((1280, 720)))
    monkeypatch.setattr(app.ctx.assets, "text", real)
    return words


@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_behind_the_pause_menu_speaks_the_new_language(game_app, game_id, monkeypatch):
    game_app.ctx.settings.language = "en"
    game_app.apply_settings()
    game = game_app.ctx.games.get(game_id)
    seats = [Seat("Ana"), Seat("Bot", ai=True)]
    board = BoardScene(game_app.ctx, Match(game, make_options(game, 2), 5, seats), autosave=False, sync_ai=True)
    game_app.push(board)
    assert run_until(game_app, board.human_can_act, 400)
    step(game_app, 3)
    english = drawn_words(game_app, board, monkeypatch)

    key(game_app, pygame.K_ESCAPE)
    assert isinstance(game_app.top, PauseOverlay)
    click_button(game_app, "Settings")
    settings = game_app.top
    assert isinstance(settings, SettingsScene)
    lang = [w for w in settings.widgets if isinstance(w, Cycler) and w.value == "en"][0]
    click(game_app, lang.right_rect().center)
    step(game_app, 2)
    assert game_app.ctx.lang == "es"
    click_button(game_app, "Volver")
    assert isinstance(game_app.top, PauseOverlay)
    paused = drawn_words(game_app, board, monkeypatch)

    click_button(game_app, game_app.ctx.t("pause.resume"))
    step(game_app, 3)
    resumed = drawn_words(game_app, board, monkeypatch)
    stale = {w for w in paused & english if w not in resumed}
    assert not stale, stale

"""The HUD names a seat called just "AI" with its article: "La IA está pensando…"."""
import pygame
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import step

sq = pytest.importorskip("game.games.star_quest.game")


@pytest.mark.parametrize("lang, thinking", [("es", "La IA está pensando…"), ("en", "The AI is thinking…")])
def test_the_ai_seat_thinks_with_its_article(game_app, monkeypatch, lang, thinking):
    game_app.ctx.i18n.lang = lang
    match = Match(sq.GAME, {"players": 1}, 3, [Seat("Ana"), Seat("IA / AI", ai=True)])
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    board.frozen = True                                  # the AI does not move: its turn stays on show
    game_app.push(board)
    step(game_app, 2)
    ai_seat = len(match.seats) - 1
    monkeypatch.setattr(match, "to_act", lambda: ai_seat)
    monkeypatch.setattr(board.view, "seat_role", lambda seat: None)    # a seat with no role (Star Quest names its enemy's)
    words = set()
    real = game_app.ctx.assets.text
    monkeypatch.setattr(game_app.ctx.assets, "text", lambda s, *a, **k: words.add(s) or real(s, *a, **k))
    board._hud_cache = None
    board._draw_hud(pygame.Surface((1280, 720)))
    assert thinking in words, words

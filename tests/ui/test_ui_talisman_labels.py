"""Every space's name on the Talisman board stays clear of the figures standing there
(on the diagonals a level name used to run under them), in both languages."""
import pygame
import pytest

from game.engine.session import Match, Seat
from game.ui.app import App
from game.ui.scenes.board import BoardScene
from game.ui.views.talisman.draw import TOKEN
from game.ui.views.talisman.model import BOARD_XY, token_spot
from ui_helpers import step

tal = pytest.importorskip("game.games.talisman.game")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_no_space_name_runs_under_a_figure(lang):
    app = App(headless=True, audio=False, persist=False)
    app.ctx.i18n.lang = lang
    match = Match(tal.GAME, {"players": 2}, 4, [Seat("Ana"), Seat("Bot", ai=True)])
    board = BoardScene(app.ctx, match, autosave=False, sync_ai=True)
    app.push(board)
    step(app)
    view = board.view
    content = tal.content()
    crown = "crown"
    bad = []
    for space, rec in content.spaces.items():
        if space == crown:
            continue
        img, (x, y) = view.space_label(space, rec["name"][lang])
        words = pygame.mask.from_surface(img, 200)
        assert words.count(), space
        for n in (1, 2):
            for k in range(n):
                fx, fy = token_spot(space, k, n)
                radius = TOKEN // 2 + 3                     # a figure and its coloured ring
                disc = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
                pygame.draw.circle(disc, (255, 255, 255, 255), (radius, radius), radius)
                at = (fx - BOARD_XY[0] - radius - x, fy - BOARD_XY[1] - radius - y)
                if words.overlap(pygame.mask.from_surface(disc), at):
                    bad.append((space, n, k))
    app.shutdown()
    assert bad == []

"""The Platformer and TseuQuest logs name squares ("B7", "from F9 to H7"): both boards
write those names along their edges, each letter over its column and each number beside
its row, outside the squares (nothing on the board is covered)."""
import pygame

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import step


def drawn_labels(game_app, game_id, module, monkeypatch):
    from game.games import get_game
    game = get_game(game_id)
    seen = []
    real = module.draw_text

    def spy(surf, assets, text, pos, *args, **kw):
        seen.append((text, pos))
        return real(surf, assets, text, pos, *args, **kw)
    monkeypatch.setattr(module, "draw_text", spy)
    match = Match(game, {"players": 2}, 3, [Seat("Ana"), Seat("Bot", ai=True)])
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 2)
    seen.clear()
    board.view.draw_coordinates(pygame.Surface((1280, 720)))
    return board.view, dict(seen)


def test_platformer_letters_under_the_columns_and_numbers_beside_the_rows(game_app, monkeypatch):
    from game.games.platformer.describe import cell_name
    from game.ui.views.platformer import draw
    from game.ui.views.platformer.model import LEVEL_H, WIDTH
    view, at = drawn_labels(game_app, "platformer", draw, monkeypatch)
    L = view.layout
    for x in range(WIDTH):
        letter = cell_name((x, 0))[0]
        r = L.cell_rect((x, L.lo * LEVEL_H))
        assert at[letter][0] == r.centerx and at[letter][1] > L.tower.bottom
    for y in range(L.lo * LEVEL_H, L.levels * LEVEL_H):
        r = L.cell_rect((0, y))
        assert at[str(y + 1)][1] == r.centery and at[str(y + 1)][0] < L.tower.left
    assert L.tower.left - L.ROWS_W >= L.card_x + L.CARD_W


def test_tseuquest_letters_above_the_columns_and_numbers_beside_the_rows(game_app, monkeypatch):
    from game.ui.views.tseuquest import draw
    from game.ui.views.tseuquest.model import cell_name
    view, at = drawn_labels(game_app, "tseuquest", draw, monkeypatch)
    L = view.layout
    for x in range(L.width):
        letter = cell_name((x, 0))[:-1]
        assert at[letter][0] == L.cell_rect((x, 0)).centerx and at[letter][1] < L.board.top
    for y in range(L.height):
        assert at[str(y + 1)][1] == L.cell_rect((0, y)).centery and at[str(y + 1)][0] < L.board.left

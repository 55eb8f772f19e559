"""The hover help of TseuQuest's stage cards (adventures, adventurers, magic elements) never
hides a card's name or the stage's heading."""
import pygame
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import move, step

tq = pytest.importorskip("game.games.tseuquest.game")


def test_the_adventure_cards_tips_keep_off_every_title(game_app):
    match = Match(tq.GAME, {"players": 2}, 5, [Seat("Ana"), Seat("Bea", ai=True)])
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    view = board.view
    assert view.stage_active() and len(view.hot_titles) >= 3
    titles = list(view.hot_titles)
    cards = [r for r, _what, tip in view.hot_rects if tip and 100 < r.width < 400]
    assert len(cards) == len(titles) - 1            # and the stage's own heading
    rest = 30
    for card in cards:
        for x in range(card.left + 6, card.right, 37):
            for y in range(card.top + 6, card.bottom, 41):
                move(game_app, (x, y))
                step(game_app, rest)
                rest = 1
                box = game_app.ctx.tips.draw(pygame.Surface((1280, 720)), game_app.ctx.assets, game_app.ctx.mouse)
                if box is None:                 # a new card's help waits for the pointer to rest
                    step(game_app, 30)
                    box = game_app.ctx.tips.draw(pygame.Surface((1280, 720)), game_app.ctx.assets, game_app.ctx.mouse)
                assert box is not None, (x, y)
                assert box.collidelist(titles) < 0, ((x, y), box)


def test_the_lost_adventurers_roll_is_the_evil_wizards_in_the_tray(game_app, monkeypatch):
    """The dMov roll that leads a lost adventurer is the Evil Wizard's (the rules mark it as seat 0):
    the tray names him, not "?"."""
    match = Match(tq.GAME, {"players": 2}, 5, [Seat("Ana"), Seat("Bea", ai=True)])
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    view = board.view
    view.tray_rows = [{"who": 0, "slot": "lost", "dice": [("dmov", "5", 9.0), ("dmov", "2", 9.0)], "burst": 0}]
    view.tray_head = None
    words = set()
    real = game_app.ctx.assets.text
    monkeypatch.setattr(game_app.ctx.assets, "text", lambda s, *a, **k: words.add(s) or real(s, *a, **k))
    view.hot_rects = []
    view.draw_tray(pygame.Surface((1280, 720)))
    assert game_app.ctx.t("tq.evil_wizard") in words and "?" not in words

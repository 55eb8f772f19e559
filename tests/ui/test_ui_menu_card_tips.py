"""The hover help of a game card on the main menu never hides a game's name and stays on screen."""
import pygame
import pytest

from game.ui.scenes.menu import MenuScene
from ui_helpers import move, step


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_card_tip_never_covers_a_game_title(game_app, lang):
    game_app.ctx.i18n.lang = lang
    menu = MenuScene(game_app.ctx)
    game_app.push(menu)
    step(game_app)
    titles = [c.title_rect() for c in menu.cards]
    screen = pygame.Rect(0, 0, 1280, 720)
    for card in menu.cards:
        rest = 30                       # the help shows after the pointer rests; then it follows
        for x in range(card.rect.left + 4, card.rect.right, 29):
            for y in range(card.rect.top + 4, card.rect.bottom, 23):
                move(game_app, (x, y))
                step(game_app, rest)
                rest = 1
                assert game_app.ctx.tips.visible_text, (x, y)
                box = game_app.ctx.tips.draw(pygame.Surface((1280, 720)), game_app.ctx.assets, game_app.ctx.mouse)
                assert screen.contains(box), (card.entry.id, (x, y), box)
                hidden = [menu.cards[i].entry.id for i in box.collidelistall(titles)]
                assert not hidden, (card.entry.id, (x, y), box, hidden)

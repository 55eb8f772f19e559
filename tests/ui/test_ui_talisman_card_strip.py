"""A Talisman card's kind reads on its frame's strip: light words on the event frame's dark strip,
dark words on the others' light strips."""
import pygame
import pytest

from game.ui.render.cards import card_layout
from test_ui_talisman_play import board_for

tal = pytest.importorskip("game.games.talisman.game")


def contrast(img, layout, width):
    """How many pixels in the middle of the card's type strip differ strongly from the strip's own colour."""
    k = width / layout["size"][0]
    x, y, w, h = (round(v * k) for v in layout["type"])
    strip = pygame.Rect(x + 30, y + 2, w - 60, h - 4)
    lum = [0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]
           for c in (img.get_at((px, py)) for px in range(strip.left, strip.right) for py in range(strip.top, strip.bottom))]
    back = sorted(lum)[len(lum) // 2]
    return sum(1 for v in lum if abs(v - back) > 80)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("card", ["imp", "goblin", "sage"])          # an event, an enemy, a stranger
def test_the_kind_reads_on_its_strip(game_app, lang, card):
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    view = board_for(game_app).view
    img = view.card_image(card, view.REVEAL_WIDTH)
    assert contrast(img, card_layout(game_app.ctx.assets), view.REVEAL_WIDTH) > 40

"""The five games' names on the main menu's cards are drawn at one size; a long name
(Dungeon Universalis) wraps onto two lines instead of shrinking alone, in both languages and at
every text size, and every line fits its card."""
import pytest

from game.ui import theme
from game.ui.scenes.menu import MenuScene
from ui_helpers import step


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("text_size", ["small", "normal", "large"])
def test_every_game_name_at_one_size(game_app, lang, text_size):
    app = game_app
    app.ctx.settings.language = lang
    app.ctx.settings.text_size = text_size
    app.apply_settings()
    menu = MenuScene(app.ctx)
    app.push(menu)
    step(app, 2)
    a = app.ctx.assets
    drawn = {}
    for card in menu.cards:
        lines, size, band = card._title()
        font = a.font("serif", size)
        assert all(font.size(x)[0] <= card.rect.width - 24 for x in lines), (card.entry.id, lines)
        assert " ".join(lines) == app.ctx.i18n.pick(card.entry.title)        # nothing cut off
        assert font.get_linesize() * len(lines) <= band.height
        drawn[card.entry.id] = (size, len(lines))
    assert len({size for size, _ in drawn.values()}) == 1, drawn
    assert drawn["dungeon_universalis"] == (theme.SIZE_H2, 2), drawn
    assert all(n == 1 for g, (_, n) in drawn.items() if g != "dungeon_universalis"), drawn

"""While a Dungeon Universalis menu is open ("Other actions"), no tip of the action bar's
buttons covers its rows: only the rows explain themselves."""
import pytest

from test_ui_dungeon_universalis import board_for, idle
from ui_helpers import click, move, step


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_more_buttons_tip_keeps_off_its_menu(game_app, lang):
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    board = board_for(game_app, players=2, seed=3)
    view = board.view
    assert idle(game_app, board)
    more = next(b for b in view.bar_buttons if b.visible and getattr(b, "key", None) == "more")
    click(game_app, more.rect.center)
    step(game_app, 2)
    assert view.menu is not None and len(view.menu.entries) >= 2
    move(game_app, more.rect.center)
    step(game_app, 40)
    box = game_app.ctx.tips.draw(game_app.screen, game_app.ctx.assets, game_app.ctx.mouse)
    rows = view.menu.row_rects()
    assert box is None or box.collidelist(rows) < 0, (box, rows)
    move(game_app, rows[0].center)                  # a row still has its own tip
    step(game_app, 40)
    assert game_app.ctx.tips.visible_text

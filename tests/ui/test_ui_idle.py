"""A still screen is not redrawn every frame; input, tooltips and animations still are."""
from ui_helpers import click, move, step


def test_menu_left_alone_is_not_redrawn(app):
    step(app, 5)
    before = app.drawn
    step(app, 120)                                  # two seconds of nothing
    assert app.drawn - before <= 1
    move(app, (640, 400))                           # the pointer moves: drawn again
    assert app.drawn > before


def test_tooltip_appearing_is_drawn(app):
    card = app.top.cards[0]
    move(app, card.rect.center)
    step(app, 3)
    before = app.drawn
    step(app, 40)                                   # the tooltip shows up after resting
    assert app.ctx.tips.visible_text and app.drawn > before


def test_settings_left_alone_is_still(app):
    click(app, [b for b in app.top.buttons if b.text == app.ctx.t("menu.settings")][0].rect.center)
    step(app, 3)
    before = app.drawn
    step(app, 30)
    assert app.drawn - before <= 1                  # settings has no caret: still

"""A button's hover help keeps off the buttons beside it: choices come in columns and rows,
and the help of one must not hide the labels of the others."""
import pygame
import pytest

from game.ui.widgets.buttons import Button

TIP = "Moves up to 6\" (the circle) and may then shoot with every ranged weapon it carries."


@pytest.mark.parametrize("layout", ["column", "row"])
def test_a_button_tip_covers_no_neighbour(game_app, layout):
    ctx = game_app.ctx
    if layout == "column":                           # like a game's action panel
        rects = [pygame.Rect(980, 240 + 32 * i, 282, 26) for i in range(6)]
    else:                                            # like the menu's bottom row
        rects = [pygame.Rect(56 + 198 * i, 600, 178, 56) for i in range(6)]
    buttons = [Button(ctx, r, f"B{i}", tooltip=TIP) for i, r in enumerate(rects)]
    screen = pygame.Rect(0, 0, 1280, 720)
    for b in buttons:
        ctx.tips.clear()
        ctx.mouse = b.rect.center
        for _ in range(40):                          # the help shows after the pointer rests
            b.update(1 / 60)
            ctx.tips.tick(1 / 60)
        box = ctx.tips.draw(pygame.Surface((1280, 720)), ctx.assets, ctx.mouse)
        assert box is not None and screen.contains(box)
        near = [o.rect for o in buttons if abs(buttons.index(o) - buttons.index(b)) <= 1]
        assert box.collidelist(near) < 0, (b.text, box)

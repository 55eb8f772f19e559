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
            for o in buttons:                        # as a scene does: every button, every frame
                o.update(1 / 60)
            ctx.tips.tick(1 / 60)
        box = ctx.tips.draw(pygame.Surface((1280, 720)), ctx.assets, ctx.mouse)
        assert box is not None and screen.contains(box)
        near = [o.rect for o in buttons if abs(buttons.index(o) - buttons.index(b)) <= 1]
        assert box.collidelist(near) < 0, (b.text, box)


def shown_tip(ctx, buttons, b):
    ctx.tips.clear()
    ctx.mouse = (b.rect.right - 6, b.rect.bottom - 4)   # a corner: the tip must not follow the pointer
    for _ in range(40):
        for o in buttons:
            o.update(1 / 60)
        ctx.tips.tick(1 / 60)
    return ctx.tips.draw(pygame.Surface((1280, 720)), ctx.assets, ctx.mouse)


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """Distance between two rects (0 when they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return max(dx, dy)


def test_a_tip_in_a_grid_of_choices_sits_against_its_own_button(game_app):
    """Talisman's choice panel: two columns (Reroll | Accept, ...). Each tip touches the edge of
    the button it belongs to, closer to it than to any other, and covers no other button."""
    ctx = game_app.ctx
    rects = [pygame.Rect(676 + (i % 2) * 224, 380 + (i // 2) * 38, 218, 34) for i in range(4)]
    buttons = [Button(ctx, r, f"B{i}", tooltip=TIP) for i, r in enumerate(rects)]
    for b in buttons:
        box = shown_tip(ctx, buttons, b)
        assert box is not None
        assert gap(box, b.rect) <= 10, (b.text, box)
        others = [o.rect for o in buttons if o is not b]
        assert box.collidelist(others) < 0, (b.text, box)
        facing = (box.left <= b.rect.centerx <= box.right) or (box.top <= b.rect.centery <= box.bottom)
        assert facing, (b.text, box)                 # its pointer reaches the button straight on
    # Accept (right) is never read as Reroll's: its tip is not under or over Reroll's face
    accept = shown_tip(ctx, buttons, buttons[1])
    assert not (accept.left <= rects[0].centerx and accept.top >= rects[0].bottom), accept

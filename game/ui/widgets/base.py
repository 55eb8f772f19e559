"""Widget base: a rect, hover/enabled state, a tooltip, and the event contract
handle(ev) -> consumed. Events arrive already in logical (1280x720) coordinates."""
from __future__ import annotations

import pygame

from .. import theme

CLICK_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class Widget:
    control = True                      # a thing to click: anchored tips of the others keep off it
    def __init__(self, ctx, rect, tooltip: str | None = None) -> None:
        self.ctx = ctx
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.visible = True
        self.enabled = True
        self.hovered = False
        self.tip_avoid = None           # a rect its tooltip must not cover (the panel it sits in)
        self.tip_anchor = None          # the rect its tip sits against, if not its own (a labelled row)

    def contains(self, pos) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle(self, ev) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.hovered = self.visible and self.rect.collidepoint(self.ctx.mouse)
        if self.visible and self.control:
            self.ctx.tips.control(self.rect)
        if self.hovered and self.tooltip:
            self.offer_tip(self.tooltip)

    def offer_tip(self, tip: str) -> None:
        """Anchored to this control's edge (or its `tip_anchor`), off the other controls and `tip_avoid`."""
        self.ctx.tips.offer(tip, self.tip_anchor or self.rect, self.tip_avoid, anchor=self.control)

    def draw(self, surf: pygame.Surface) -> None:
        pass

    def animating(self) -> bool:
        """True while it changes on screen without input (a blinking caret): the app redraws."""
        return False


def draw_panel(surf, ctx, rect, style: str = "dark", alpha: int | None = None) -> None:
    """A framed panel from the ui 9-slices: "dark" (slate, light text: panel_dark.png)
    or "light" (wood and parchment, dark text: panel.png)."""
    rect = pygame.Rect(rect)
    name = "ui/panel.png"
    if style == "dark" and ctx.assets.has_image("ui/panel_dark.png"):
        name = "ui/panel_dark.png"
    img = ctx.assets.nine(name, rect.size, border=ctx.ui_border(name))
    if alpha is not None:
        img = img.copy()
        img.set_alpha(alpha)
    surf.blit(img, rect)


def is_left_down(ev) -> bool:
    return ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1


def is_left_up(ev) -> bool:
    return ev.type == pygame.MOUSEBUTTONUP and ev.button == 1


def wheel_dy(ev) -> int:
    return ev.y if ev.type == pygame.MOUSEWHEEL else 0


__all__ = ["Widget", "draw_panel", "is_left_down", "is_left_up", "wheel_dy", "theme"]

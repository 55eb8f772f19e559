"""Static pieces: a text label and a framed panel with an optional title."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import draw_paragraph, draw_text
from .base import Widget, draw_panel


class Label(Widget):
    control = False
    def __init__(self, ctx, rect, text: str, size: int = theme.SIZE_BODY, color=theme.TEXT,
                 kind: str = "sans", align: str = "left", wrap: bool = False, tooltip=None) -> None:
        super().__init__(ctx, rect, tooltip)
        self.text, self.size, self.color, self.kind, self.align, self.wrap = text, size, color, kind, align, wrap

    def draw(self, surf) -> None:
        if not self.visible:
            return
        if self.wrap:
            draw_paragraph(surf, self.ctx.assets, self.text, self.rect, self.size, self.color, self.kind,
                           align=self.align)
            return
        anchor = {"left": "midleft", "center": "center", "right": "midright"}[self.align]
        pos = {"left": self.rect.midleft, "center": self.rect.center, "right": self.rect.midright}[self.align]
        draw_text(surf, self.ctx.assets, self.text, pos, self.size, self.color, self.kind, anchor=anchor,
                  max_width=self.rect.width)


class Panel(Widget):
    control = False
    def __init__(self, ctx, rect, title: str = "", style: str = "dark") -> None:
        super().__init__(ctx, rect)
        self.title = title
        self.style = style

    def draw(self, surf) -> None:
        if not self.visible:
            return
        draw_panel(surf, self.ctx, self.rect, self.style)
        if self.title:
            draw_text(surf, self.ctx.assets, self.title, (self.rect.centerx, self.rect.top + 26), theme.SIZE_H2,
                      theme.GOLD, "serif", anchor="center", max_width=self.rect.width - 40)
            y = self.rect.top + 48
            pygame.draw.line(surf, theme.PANEL_EDGE, (self.rect.left + 24, y), (self.rect.right - 24, y), 2)

"""A small pop-up menu for the TseuQuest view: rows of (icon, label, value,
tooltip) anchored to what was clicked (a figure with several attacks, a bar
button with several options, a gear item in the shop...)."""
from __future__ import annotations

import pygame

from ... import theme
from ...text import draw_text

ROW_H = 36
GREY = (128, 122, 134)       # a row that cannot be chosen now


class Menu:
    def __init__(self, ctx, anchor: pygame.Rect, entries: list, title: str = "", bounds: pygame.Rect | None = None):
        """entries: (label, value, icon path or None, tooltip or "")."""
        self.ctx, self.entries, self.title = ctx, entries, title
        font = ctx.assets.font("bold", theme.SIZE_BODY)
        w = max([font.size(e[0])[0] for e in entries] + [font.size(title)[0] if title else 0]) + 60
        self.head = 26 if title else 0
        h = 10 + self.head + ROW_H * len(entries)
        self.rect = pygame.Rect(0, 0, min(w, 520), h)
        self.rect.midbottom = (anchor.centerx, anchor.top - 6)
        area = bounds or pygame.Rect(0, 56, 1280, 664)
        if self.rect.top < area.top:
            self.rect.top = anchor.bottom + 6
        self.rect.clamp_ip(area)

    def row_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(self.rect.left + 5, self.rect.top + 5 + self.head + ROW_H * i, self.rect.width - 10,
                            ROW_H - 2) for i in range(len(self.entries))]

    def hit(self, pos):
        for r, e in zip(self.row_rects(), self.entries):
            if r.collidepoint(pos):
                return e
        return None

    def offer_tips(self) -> None:
        for r, e in zip(self.row_rects(), self.entries):
            if r.collidepoint(self.ctx.mouse) and len(e) > 3 and e[3]:
                self.ctx.tips.offer(e[3], r, avoid=self.rect)

    def draw(self, surf) -> None:
        a = self.ctx.assets
        pygame.draw.rect(surf, (0, 0, 0), self.rect.move(3, 4), border_radius=10)
        pygame.draw.rect(surf, theme.INK, self.rect, border_radius=10)
        pygame.draw.rect(surf, theme.PANEL_LIGHT, self.rect.inflate(-4, -4), border_radius=9)
        pygame.draw.rect(surf, theme.GOLD, self.rect, 2, border_radius=10)
        if self.title:
            draw_text(surf, a, self.title, (self.rect.left + 12, self.rect.top + 8), theme.SIZE_SMALL, theme.GOLD,
                      "bold", max_width=self.rect.width - 24)
        size = self.row_size()
        for r, e in zip(self.row_rects(), self.entries):
            live = self.live(e)
            hot = live and r.collidepoint(self.ctx.mouse)
            if hot:
                pygame.draw.rect(surf, theme.PANEL_EDGE, r, border_radius=7)
            x = r.left + 8
            if e[2]:
                img = a.fit(e[2], (28, 28))
                surf.blit(img, img.get_rect(midleft=(x, r.centery)))
            colour = theme.HIGHLIGHT if hot else theme.TEXT if live else GREY
            draw_text(surf, a, e[0], (x + 36, r.centery), size, colour, "bold", anchor="midleft",
                      max_width=r.width - 50)

    # hooks a game's menu may change (Dungeon Universalis greys rows and evens their size)
    def row_size(self) -> int:
        return theme.SIZE_BODY

    def live(self, entry) -> bool:
        return True

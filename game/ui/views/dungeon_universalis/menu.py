"""The Dungeon Universalis pop-up menu: TseuQuest's menu with rows that cannot be played now
(a spell without mana or target) greyed, and every row in one text size (the longest label
sets it, so rows never differ)."""
from __future__ import annotations

import pygame

from ... import theme
from ...text import draw_text
from ..tseuquest.menu import Menu as BaseMenu

GREY = (128, 122, 134)


class Menu(BaseMenu):
    def row_size(self) -> int:
        rects = self.row_rects()
        room = (rects[0].width - 50) if rects else 0
        size = theme.SIZE_BODY
        while size > 12 and any(self.ctx.assets.font("bold", size).size(e[0])[0] > room for e in self.entries):
            size -= 1
        return size

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
            live = e[1] is not None
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

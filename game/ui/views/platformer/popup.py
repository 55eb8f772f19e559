"""The small menus of the Platformer view: a die's uses, the forge's symbols,
"which die?", or the meanings of a click on a square."""
from __future__ import annotations

import pygame

from ... import theme
from ...text import draw_text


class Popup:
    """A small menu of (label, action or callback, icon) next to a die or square;
    an entry whose action is None is a reminder line, not a choice."""

    def __init__(self, ctx, anchor: pygame.Rect, entries: list, icons: bool = False, title: str = "",
                 bounds: pygame.Rect | None = None) -> None:
        self.ctx, self.entries, self.icons, self.title = ctx, entries, icons, title
        font = ctx.assets.font("bold", theme.SIZE_BODY)
        small = ctx.assets.font("sans", theme.SIZE_SMALL)
        self.head = ctx.assets.font("sans", theme.SIZE_SMALL).get_linesize() + 4 if title else 0
        if icons:
            w = max(16 + 52 * len(entries), ctx.assets.font("sans", theme.SIZE_SMALL).size(title)[0] + 20)
            h = 64 + self.head
        else:
            w = max((font if e[1] is not None else small).size(e[0])[0] for e in entries) + 32
            self.row = max(38, font.get_linesize() + 12)
            h = 10 + self.row * len(entries)
        self.rect = pygame.Rect(0, 0, min(w, 600), h)
        self.rect.midbottom = (anchor.centerx, anchor.top - 6)
        if self.rect.top < 60:                        # no room above: open below
            self.rect.midtop = (anchor.centerx, anchor.bottom + 6)
        self.rect.clamp_ip(bounds or pygame.Rect(0, 60, 1280, 660))

    def entry_rects(self) -> list[pygame.Rect]:
        if self.icons:
            return [pygame.Rect(self.rect.left + 8 + 52 * i, self.rect.top + 8 + self.head, 48, 48)
                    for i in range(len(self.entries))]
        return [pygame.Rect(self.rect.left + 5, self.rect.top + 5 + self.row * i, self.rect.width - 10, self.row - 4)
                for i in range(len(self.entries))]

    def hit(self, pos):
        for r, e in zip(self.entry_rects(), self.entries):
            if r.collidepoint(pos):
                return e
        return None

    def draw(self, surf) -> None:
        a = self.ctx.assets
        pygame.draw.rect(surf, (0, 0, 0), self.rect.move(3, 4), border_radius=10)
        pygame.draw.rect(surf, theme.INK, self.rect, border_radius=10)
        pygame.draw.rect(surf, theme.PANEL_LIGHT, self.rect.inflate(-4, -4), border_radius=9)
        pygame.draw.rect(surf, theme.GOLD, self.rect, 2, border_radius=10)
        if self.title:
            draw_text(surf, a, self.title, (self.rect.centerx, self.rect.top + 5), theme.SIZE_SMALL, theme.GOLD,
                      anchor="midtop", max_width=self.rect.width - 12)
        for r, e in zip(self.entry_rects(), self.entries):
            hot = e[1] is not None and r.collidepoint(self.ctx.mouse)
            if hot:
                pygame.draw.rect(surf, theme.PANEL_EDGE, r, border_radius=7)
            if self.icons:
                img = a.fit(e[2], (40, 40))
                surf.blit(img, img.get_rect(center=r.center))
                if r.collidepoint(self.ctx.mouse):
                    self.ctx.tips.offer(e[3] if len(e) > 3 and e[3] else e[0], r, avoid=self.rect)
            elif e[1] is None:
                draw_text(surf, a, e[0], (r.left + 10, r.centery), theme.SIZE_SMALL, theme.TEXT_DIM, "sans",
                          anchor="midleft", max_width=r.width - 16)
            else:
                if hot and len(e) > 3 and e[3]:
                    self.ctx.tips.offer(e[3], r, avoid=self.rect)
                draw_text(surf, a, e[0], (r.left + 10, r.centery), theme.SIZE_BODY,
                          theme.HIGHLIGHT if hot else theme.TEXT, "bold", anchor="midleft", max_width=r.width - 16)

"""Card view overlay: one card large, with its picture and its text. With a
frame from sprites/cards/ (and the regions in cards/layout.json) the card is
drawn in that frame; otherwise on plain parchment."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import draw_paragraph, draw_text, fit_size, paragraph_height
from ..render.cards import card_layout  # noqa: F401  (kept importable from here)
from .base import Scene

SCALE = 1.55


class CardOverlay(Scene):
    overlay = True
    name = "card"

    def __init__(self, ctx, title: str, body: str, image: str | None = None, frame: str | None = None,
                 kind: str = "") -> None:
        super().__init__(ctx)
        self.title, self.body, self.image, self.frame, self.kind = title, body, image, frame, kind
        self.layout = card_layout(ctx.assets) if frame and ctx.assets.has_image(frame) else None
        if self.layout:
            w, h = self.layout["size"]
            self.rect = pygame.Rect(0, 0, round(w * SCALE), round(h * SCALE))
        else:
            self.rect = pygame.Rect(0, 0, 400, 560)
        self.rect.center = (640, 372)

    def animating(self) -> bool:
        return True                         # the card grows out of its place

    def handle(self, ev) -> bool:
        if (ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3)) or \
                (ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN)):
            self.ctx.app.pop(self)
        return True

    def region(self, name: str) -> pygame.Rect:
        x, y, w, h = self.layout[name]
        return pygame.Rect(self.rect.left + round(x * SCALE), self.rect.top + round(y * SCALE),
                           round(w * SCALE), round(h * SCALE))

    def draw(self, surf) -> None:
        a = self.ctx.assets
        r = self.rect
        shadow = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 120), shadow.get_rect(), border_radius=22)
        surf.blit(shadow, r.move(8, 10))
        if self.layout:
            surf.blit(a.scaled(self.frame, r.size), r)
            art, title, text = self.region("art"), self.region("title"), self.region("text")
            if self.image:
                img = a.fit(self.image, (art.width - 8, art.height - 8))
                surf.blit(img, img.get_rect(center=art.center))
            size = fit_size(a, self.title, theme.SIZE_H2, title.width - 8, "serif", minimum=12)
            draw_text(surf, a, self.title, title.center, size, theme.INK, "serif", anchor="center",
                      max_width=title.width - 8)
            if "type" in self.layout and self.kind:
                tr = self.region("type")
                draw_text(surf, a, self.kind, tr.center, theme.SIZE_SMALL, theme.INK_SOFT, "bold", anchor="center",
                          max_width=tr.width - 8)
            box = text.inflate(-14, -12)
            size = theme.SIZE_BODY
            while size > 10 and paragraph_height(a, self.body, box.width, size, line_gap=1) > box.height:
                size -= 1
            draw_paragraph(surf, a, self.body, box, size, theme.INK, line_gap=1)
            return
        pygame.draw.rect(surf, theme.INK, r, border_radius=22)
        pygame.draw.rect(surf, theme.PARCHMENT, r.inflate(-12, -12), border_radius=18)
        pygame.draw.rect(surf, theme.GOLD_DARK, r.inflate(-24, -24), 2, border_radius=14)
        draw_text(surf, a, self.title, (r.centerx, r.top + 44), theme.SIZE_H2, theme.INK, "serif",
                  anchor="center", max_width=r.width - 60)
        art = pygame.Rect(r.left + 40, r.top + 78, r.width - 80, 220)
        if self.image:
            img = a.fit(self.image, art.size)
            surf.blit(img, img.get_rect(center=art.center))
        else:
            pygame.draw.rect(surf, theme.PARCHMENT_DARK, art, border_radius=10)
        draw_paragraph(surf, a, self.body, pygame.Rect(r.left + 40, art.bottom + 20, r.width - 80, 200),
                       theme.SIZE_BODY, theme.INK)

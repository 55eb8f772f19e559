"""Pass-and-play curtain: hides the board between two human seats so one
seat's secrets are not shown to the next. It names the seat and the role it
plays and shows that role's picture from the game's own art."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import draw_text, draw_paragraph
from ..widgets import draw_panel
from .base import Scene, draw_backdrop


class HandoverScene(Scene):
    overlay = False          # opaque: the board below is not drawn at all
    name = "handover"

    def __init__(self, ctx, name: str, seat: int, on_done=None, art: str | None = None,
                 role: str | None = None) -> None:
        super().__init__(ctx)
        self.seat_name, self.seat, self.on_done = name, seat, on_done
        self.art, self.role = art, role

    def enter(self) -> None:
        self.ctx.audio.play("turn")

    def _done(self) -> None:
        self.ctx.app.pop(self)
        if self.on_done:
            self.on_done()

    def animating(self) -> bool:
        return True                         # the "click" line pulses

    def handle(self, ev) -> bool:
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and ev.pos[0] >= 0:
            self._done()
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_SPACE, pygame.K_RETURN):
            self._done()
            return True
        return True

    def draw(self, surf) -> None:
        draw_backdrop(surf, self.ctx)
        a = self.ctx.assets
        box = pygame.Rect(0, 0, 760, 340)
        box.center = (640, 360)
        draw_panel(surf, self.ctx, box)
        col = theme.seat_colour(self.seat)
        text_left = box.left + 40
        if self.art and a.has_image(self.art):
            pic = pygame.Rect(box.left + 40, box.top + 60, 180, 180)
            pygame.draw.rect(surf, theme.INK, pic.inflate(10, 10), border_radius=10)
            pygame.draw.rect(surf, col, pic.inflate(10, 10), 4, border_radius=10)
            img = a.fit(self.art, pic.size)
            surf.blit(img, img.get_rect(center=pic.center))
            text_left = pic.right + 30
        else:
            pygame.draw.circle(surf, theme.INK, (box.centerx, box.top + 2), 26)
            pygame.draw.circle(surf, col, (box.centerx, box.top + 2), 22)
        area = pygame.Rect(text_left, box.top + 40, box.right - 40 - text_left, box.height - 80)
        draw_text(surf, a, self.ctx.t("handover.title", name=self.seat_name), (area.centerx, area.top + 30),
                  theme.SIZE_H1, theme.GOLD, "serif", anchor="center", max_width=area.width)
        if self.role:
            draw_text(surf, a, self.role, (area.centerx, area.top + 72), theme.SIZE_H2, col, "serif",
                      anchor="center", max_width=area.width)
        draw_paragraph(surf, a, self.ctx.t("handover.hint", name=self.seat_name),
                       pygame.Rect(area.left, area.top + 100, area.width, 90), theme.SIZE_BODY,
                       theme.TEXT, align="center")
        pulse = 0.6 + 0.4 * abs(((self.ctx.time * 0.8) % 2) - 1)
        c = tuple(int(v * pulse + 40 * (1 - pulse)) for v in theme.HIGHLIGHT)
        draw_text(surf, a, self.ctx.t("handover.click"), (area.centerx, area.bottom - 20), theme.SIZE_H2, c,
                  "bold", anchor="center", max_width=area.width)

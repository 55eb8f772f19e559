"""Pass-and-play curtain: hides the board between two human seats so one
seat's secrets are not shown to the next."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import draw_text, draw_paragraph
from ..widgets import draw_panel
from .base import Scene, draw_backdrop


class HandoverScene(Scene):
    overlay = False          # opaque: the board below is not drawn at all
    name = "handover"

    def __init__(self, ctx, name: str, seat: int, on_done=None) -> None:
        super().__init__(ctx)
        self.seat_name, self.seat, self.on_done = name, seat, on_done

    def enter(self) -> None:
        self.ctx.audio.play("turn")

    def _done(self) -> None:
        self.ctx.app.pop(self)
        if self.on_done:
            self.on_done()

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
        box = pygame.Rect(0, 0, 760, 300)
        box.center = (640, 360)
        draw_panel(surf, self.ctx, box)
        col = theme.seat_colour(self.seat)
        pygame.draw.circle(surf, theme.INK, (box.centerx, box.top + 2), 26)
        pygame.draw.circle(surf, col, (box.centerx, box.top + 2), 22)
        draw_text(surf, a, self.ctx.t("handover.title", name=self.seat_name), (box.centerx, box.top + 80),
                  theme.SIZE_H1, theme.GOLD, "serif", anchor="center", max_width=box.width - 60)
        draw_paragraph(surf, a, self.ctx.t("handover.hint", name=self.seat_name),
                       pygame.Rect(box.left + 60, box.top + 130, box.width - 120, 70), theme.SIZE_BODY,
                       theme.TEXT, align="center")
        pulse = 0.6 + 0.4 * abs(((self.ctx.time * 0.8) % 2) - 1)
        c = tuple(int(v * pulse + 40 * (1 - pulse)) for v in theme.HIGHLIGHT)
        draw_text(surf, a, self.ctx.t("handover.click"), (box.centerx, box.bottom - 52), theme.SIZE_H2, c,
                  "bold", anchor="center")

"""A modal message box: title, text and one or more buttons."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import draw_text, paragraph_height, draw_paragraph
from ..widgets import Button, draw_panel
from .base import Scene


class MessageBox(Scene):
    overlay = True
    name = "message"

    def __init__(self, ctx, title: str, text: str, buttons: list[tuple[str, object]] | None = None,
                 error: bool = False, column: bool = False) -> None:
        super().__init__(ctx)
        self.title, self.text, self.error = title, text, error
        self.buttons = buttons or [(ctx.t("msg.ok"), None)]
        self.column = column            # a pick list: one full-width button per row, Esc closes

    def build(self) -> None:
        a = self.ctx.assets
        w = 620
        th = paragraph_height(a, self.text, w - 64, theme.SIZE_BODY)
        n = len(self.buttons)
        if self.column:
            rows = 56 * n
            self.box = pygame.Rect(0, 0, w, min(680, 110 + th + rows))
            self.box.center = (640, 360)
            self.text_h = th
            top = self.box.bottom - 18 - rows
            self.widgets = [Button(self.ctx, (self.box.left + 60, top + i * 56, w - 120, 48), label,
                                   self._closer(cb), style="primary") for i, (label, cb) in enumerate(self.buttons)]
            return
        h = min(600, 150 + th)
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (640, 360)
        bw = min(200, (w - 40 - (n - 1) * 14) // n)
        x = self.box.centerx - (n * bw + (n - 1) * 14) // 2
        self.widgets = []
        for i, (label, cb) in enumerate(self.buttons):
            self.widgets.append(Button(self.ctx, (x + i * (bw + 14), self.box.bottom - 66, bw, 48), label,
                                       self._closer(cb), style="primary" if i == n - 1 else "normal"))

    def _closer(self, cb):
        def close():
            self.ctx.app.pop(self)
            if cb:
                cb()
        return close

    def on_event(self, ev) -> bool:
        if self.column:                 # a pick list: Esc or a click beside it closes it
            if (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE) or \
                    (ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and not self.box.collidepoint(ev.pos)):
                self._closer(None)()
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
            cb = self.buttons[-1][1] if ev.key != pygame.K_ESCAPE else (
                self.buttons[0][1] if len(self.buttons) > 1 else self.buttons[-1][1])
            self._closer(cb)()
            return True
        return True          # modal: nothing leaks below

    def draw(self, surf) -> None:
        a = self.ctx.assets
        draw_panel(surf, self.ctx, self.box)
        draw_text(surf, a, self.title, (self.box.centerx, self.box.top + 34), theme.SIZE_H2,
                  theme.RED if self.error else theme.GOLD, "serif", anchor="center", max_width=self.box.width - 40)
        body = pygame.Rect(self.box.left + 32, self.box.top + 66, self.box.width - 64,
                           self.text_h + 8 if self.column else self.box.height - 150)
        draw_paragraph(surf, a, self.text, body, theme.SIZE_BODY, theme.TEXT, align="center")
        super().draw(surf)


class ConfirmBox(MessageBox):
    """Asks before an irreversible or self-harming action: Cancel (Esc) or the named
    action (Enter). Space does nothing here, so a hurried "end turn" key never confirms."""
    name = "confirm"

    def __init__(self, ctx, title: str, text: str, on_yes, yes: str | None = None, on_no=None) -> None:
        super().__init__(ctx, title, text, [(ctx.t("confirm.cancel"), on_no), (yes or ctx.t("confirm.yes"), on_yes)])

    def on_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_SPACE:
            return True
        return super().on_event(ev)

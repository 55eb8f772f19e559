"""Pause overlay over the board: resume, save, load, settings, rules, quit to menu."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import draw_text
from ..watch_texts import TEXTS as WATCH_TEXTS
from ..widgets import Button, draw_panel
from .base import Scene


class PauseOverlay(Scene):
    overlay = True
    name = "pause"

    def __init__(self, ctx, board) -> None:
        super().__init__(ctx)
        self.board = board

    def build(self) -> None:
        t, ctx = self.ctx.t, self.ctx
        ctx.i18n.add(WATCH_TEXTS)
        self.box = pygame.Rect(0, 0, 400, 540)
        self.box.center = (640, 372)
        items = [("pause.resume", self.resume, "primary", None), ("pause.save", self.save, "normal", None),
                 ("pause.load", self.load, "normal", None), ("watch.button", self.watch, "normal", "watch.tip"),
                 ("pause.settings", self.settings, "normal", None),
                 ("pause.rules", self.rules, "normal", None), ("pause.quit", self.quit, "danger", None)]
        self.widgets = [Button(ctx, (self.box.left + 50, self.box.top + 80 + i * 64, 300, 52), t(key), cb,
                               t(tip) if tip else None, style=style)
                        for i, (key, cb, style, tip) in enumerate(items)]

    def resume(self) -> None:
        self.ctx.app.pop(self)

    def save(self) -> None:
        self.ctx.nav.open("saves", "save", self.board.match)

    def load(self) -> None:
        self.ctx.nav.open("saves", "load")

    def watch(self) -> None:
        """The game so far, from the start; only what this screen may already show."""
        self.ctx.nav.cls("replay").open_match(self.ctx, self.board.match, shown=self.board.viewer_seat())

    def settings(self) -> None:
        self.ctx.nav.open("settings")

    def rules(self) -> None:
        self.ctx.nav.open("rules", self.board.match.game.id)

    def quit(self) -> None:
        self.ctx.nav.home()

    def draw(self, surf) -> None:
        draw_panel(surf, self.ctx, self.box)
        draw_text(surf, self.ctx.assets, self.ctx.t("pause.title"), (self.box.centerx, self.box.top + 42),
                  theme.SIZE_H1, theme.GOLD, "serif", anchor="center")
        super().draw(surf)

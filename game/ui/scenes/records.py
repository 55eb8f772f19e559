"""The record of finished games, per game: how many, how long, and wins per seat
kind (human / AI) and per hero or role, as a table of bars (engine/records.py)."""
from __future__ import annotations

import time

import pygame

from game.engine.records import read_records, tally

from .. import theme
from ..render.review import draw_bars
from ..text import draw_paragraph, draw_text
from ..watch_texts import TEXTS
from ..widgets import Button, draw_panel
from .base import Scene

MAX_ROLES = 9


class RecordsScene(Scene):
    name = "records"

    def __init__(self, ctx, game_id: str | None = None) -> None:
        super().__init__(ctx)
        ctx.i18n.add(TEXTS)
        self.records = read_records()
        ids = ctx.games.ready_ids()
        played = [r["game"] for r in self.records.rows]
        self.game_id = game_id if game_id in ids else next((g for g in reversed(played) if g in ids),
                                                           ids[0] if ids else "")
        self.ids = ids
        self.bars: list = []

    def build(self) -> None:
        ctx, t = self.ctx, self.ctx.t
        n = max(1, len(self.ids))
        gap = 12
        w = min(230, (1200 - (n - 1) * gap) // n)
        left = (1280 - (n * w + (n - 1) * gap)) // 2
        self.tabs = []
        for i, gid in enumerate(self.ids):
            title = ctx.i18n.pick(ctx.games.entry(gid).title)
            b = Button(ctx, (left + i * (w + gap), 92, w, 46), title, lambda g=gid: self.pick(g),
                       t("records.game_tip", game=title), style="primary" if gid == self.game_id else "normal",
                       size=theme.SIZE_BODY)
            self.tabs.append(b)
        self.panel = pygame.Rect(40, 152, 1200, 506)
        self.btn_back = Button(ctx, (40, 668, 200, 44), t("records.back"), self.back)
        self.widgets = [*self.tabs, self.btn_back]

    def pick(self, game_id: str) -> None:
        self.game_id = game_id
        self.build()

    def update(self, dt: float) -> None:
        super().update(dt)
        for rect, (label, played, won, _c) in self.bars:
            if rect.collidepoint(self.ctx.mouse):
                self.ctx.tips.offer(self.ctx.t("records.bar_tip", label=label, won=won, played=played), rect)

    def draw(self, surf) -> None:
        self.draw_background(surf)
        ctx, a, t = self.ctx, self.ctx.assets, self.ctx.t
        draw_text(surf, a, t("records.title"), (640, 46), theme.SIZE_H1, theme.GOLD, "serif", anchor="center",
                  shadow=True)
        p = self.panel
        draw_panel(surf, ctx, p)
        info = tally(self.records.rows, self.game_id, ctx.lang)
        self.bars = []
        inner = p.inflate(-60, -50)
        if not info["games"]:
            draw_paragraph(surf, a, t("records.none"), pygame.Rect(inner.left, inner.top + 20, inner.width, 80),
                           theme.SIZE_LABEL, theme.TEXT_DIM)
        else:
            bits = [t("records.games", n=info["games"])]
            if info["average_turns"]:
                avg = info["average_turns"]
                avg = int(avg) if avg == int(avg) else avg
                kind = next((r["kind"] for r in reversed(self.records.rows) if r["game"] == self.game_id), "turn")
                bits.append(t("records.avg_rounds" if kind == "round" else "records.avg_turns", n=avg))
            bits.append(t("records.last", date=time.strftime("%Y-%m-%d %H:%M", time.localtime(info["last"]))))
            draw_text(surf, a, "  ·  ".join(bits), (inner.left, inner.top), theme.SIZE_LABEL, theme.TEXT, "bold",
                      max_width=inner.width)
            half = (inner.width - 40) // 2
            left = pygame.Rect(inner.left, inner.top + 50, half, inner.height - 50)
            right = pygame.Rect(inner.left + half + 40, inner.top + 50, half, inner.height - 50)
            kinds = [(t("records.human"), *info["kinds"]["human"], theme.TEAL),
                     (t("records.ai"), *info["kinds"]["ai"], theme.BLUE)]
            roles = [(name, played, won, theme.GOLD) for name, (played, won) in info["roles"][:MAX_ROLES]]
            for box, title, items in ((left, t("records.by_kind"), kinds), (right, t("records.by_role"), roles)):
                draw_text(surf, a, title, (box.left, box.top), theme.SIZE_H2, theme.GOLD, "serif",
                          max_width=box.width)
                head = box.top + 42
                draw_text(surf, a, f"{t('records.won')} / {t('records.played')}", (box.right - 96, head),
                          theme.SIZE_SMALL, theme.TEXT_DIM, "bold", anchor="topright", max_width=150)
                draw_text(surf, a, t("records.rate"), (box.right, head), theme.SIZE_SMALL, theme.TEXT_DIM, "bold",
                          anchor="topright", max_width=78)
                pygame.draw.line(surf, theme.PANEL_EDGE, (box.left, head + 26), (box.right, head + 26), 2)
                self.bars += draw_bars(surf, ctx, pygame.Rect(box.left, head + 34, box.width,
                                                              box.bottom - head - 40), items)
        note = ""
        if self.records.error:
            note = t("records.unreadable", error=self.records.error)
        elif self.records.damaged:
            note = t("records.damaged", n=self.records.damaged)
        if note:
            draw_paragraph(surf, a, note, pygame.Rect(260, 664, 980, 52), theme.SIZE_SMALL, theme.RED)
        for w in self.widgets:
            w.draw(surf)

"""The whole game at once, over the replay: every turn or round as a heading and every
line the log told under it, from the first move to the last (the replay's own log
panel shows only what happened up to the move on the board). A click on a line goes
to the moment just after it; on a heading, to the start of that turn."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import draw_text
from ..widgets import Button, ScrollList, draw_panel
from .base import Scene
from .replay import mark_name

ROW_H = 26


class ReplayLogScene(Scene):
    overlay = True
    name = "replay_log"

    def __init__(self, ctx, replay_scene) -> None:
        super().__init__(ctx)
        self.host = replay_scene
        self.rows = self.whole_log()

    def whole_log(self) -> list[tuple]:
        """("mark", mark, index) headings and ("line", text, colour, index after the line's move).
        A move that ends a turn often tells the next one's start too (its first roll...): the
        heading goes before the first line of the seat whose turn it opens."""
        host, r = self.host, self.host.replay
        rows: list[tuple] = []
        marks = {m.index: m for m in r.marks}
        told = set()
        if 0 not in marks:
            rows.append(("mark", None, 0))
        for i in range(len(r)):
            if i in marks and i not in told:
                rows.append(("mark", marks[i], i))
            actor = r.actors[i]
            lines = []
            for ev in r.events[i]:
                text = host.describe_in(r.game, ev, r.final)
                if text:
                    lines.append((text, host.event_seat(ev, actor)))
            nxt = marks.get(i + 1)
            split = None
            if nxt is not None and nxt.seat is not None and nxt.seat != actor:
                split = next((k for k, (_, seat) in enumerate(lines) if seat == nxt.seat), None)
            for k, (text, seat) in enumerate(lines):
                if k == split:
                    rows.append(("mark", nxt, i + 1))
                    told.add(i + 1)
                rows.append(("line", text, host._seat_ink(seat), i + 1))
        return rows

    def current_row(self) -> int:
        """The last row told by the move on the board (or the heading of the move to come)."""
        at = self.host.replay.index
        found = 0
        for k, row in enumerate(self.rows):
            if (row[0] == "line" and row[3] <= at) or (row[0] == "mark" and row[2] <= at):
                found = k
        return found

    def build(self) -> None:
        ctx, t = self.ctx, self.ctx.t
        self.box = pygame.Rect(140, 40, 1000, 640)
        area = pygame.Rect(self.box.left + 24, self.box.top + 70, self.box.width - 48, self.box.height - 150)
        self.list = ScrollList(ctx, area, self.rows, ROW_H, self.draw_row, self.go, self.tip_for)
        self.list.selected = self.current_row()
        self.list.scroll = max(0, min(self.list.max_scroll(), self.list.selected * ROW_H - area.height // 2))
        self.btn_close = Button(ctx, (self.box.centerx - 110, self.box.bottom - 66, 220, 48), t("watch.log_close"),
                                self.close_log, style="primary")
        self.widgets = [self.list, self.btn_close]

    def draw_row(self, surf, row, rect, selected, hovered) -> None:
        a = self.ctx.assets
        if selected or hovered:
            pygame.draw.rect(surf, theme.PANEL_LIGHT if hovered else (82, 66, 40), rect, border_radius=6)
        if selected:
            pygame.draw.rect(surf, theme.GOLD, rect, 2, border_radius=6)
        if row[0] == "mark":
            mark = row[1]
            seat = mark.seat if mark is not None else None
            text = mark_name(self.ctx, mark)
            if seat is not None:
                pygame.draw.circle(surf, theme.seat_colour(seat), (rect.left + 14, rect.centery), 7)
                text += "  ·  " + self.host.seat_title(seat)
            draw_text(surf, a, text, (rect.left + 30, rect.centery), theme.SIZE_LABEL, theme.GOLD, "bold",
                      anchor="midleft", max_width=rect.width - 40)
            return
        draw_text(surf, a, row[1], (rect.left + 46, rect.centery), theme.SIZE_SMALL, row[2], anchor="midleft",
                  max_width=rect.width - 56)

    def tip_for(self, row) -> str | None:
        if row[0] == "mark":
            return self.ctx.t("watch.log_tip_mark")
        return self.ctx.t("watch.log_tip_line", text=row[1])

    def go(self, k: int) -> None:
        row = self.rows[k]
        self.close_log()
        self.host.jump(row[2] if row[0] == "mark" else row[3])

    def close_log(self) -> None:
        if self in self.ctx.app.stack:
            self.ctx.app.pop(self)

    def on_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.close_log()
        return True                     # modal: nothing reaches the replay below

    def draw(self, surf) -> None:
        draw_panel(surf, self.ctx, self.box)
        r = self.host.replay
        draw_text(surf, self.ctx.assets, self.ctx.t("watch.log_title"), (self.box.centerx, self.box.top + 36),
                  theme.SIZE_H2, theme.GOLD, "serif", anchor="center", max_width=self.box.width - 40)
        draw_text(surf, self.ctx.assets, self.ctx.t("watch.move", i=r.index, n=len(r)),
                  (self.box.right - 30, self.box.top + 36), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midright")
        super().draw(surf)

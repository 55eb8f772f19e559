"""Scrolling things: a selectable list of rows and the game log panel."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import theme
from ..text import draw_text, wrap
from .base import Widget, draw_panel, is_left_down, is_left_up

BAR_W = 12
BULLET, CONTINUED = "• ", "   "      # a log entry's first line, and the lines it wraps onto


class _Scroller(Widget):
    """Vertical scrolling of content_height inside rect, with wheel and a draggable bar."""

    def __init__(self, ctx, rect, tooltip=None) -> None:
        super().__init__(ctx, rect, tooltip)
        self.scroll = 0.0
        self.dragging_bar = False
        self._drag_offset = 0

    def view_rect(self) -> pygame.Rect:
        return self.rect.inflate(-36, -36)      # inside the 16 px frame of the panel art

    def content_height(self) -> int:
        return 0

    def max_scroll(self) -> float:
        return max(0.0, self.content_height() - self.view_rect().height)

    def clamp(self) -> None:
        self.scroll = max(0.0, min(self.max_scroll(), self.scroll))

    def bar_rect(self) -> pygame.Rect | None:
        ch, v = self.content_height(), self.view_rect()
        if ch <= v.height:
            return None
        h = max(30, int(v.height * v.height / ch))
        y = v.top + int((v.height - h) * (self.scroll / self.max_scroll()))
        return pygame.Rect(self.rect.right - BAR_W - 18, y, BAR_W - 2, h)

    def handle_scroll(self, ev) -> bool:
        if ev.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.ctx.mouse):
            self.scroll -= ev.y * 40
            self.clamp()
            return True
        bar = self.bar_rect()
        if is_left_down(ev) and bar is not None:
            track = pygame.Rect(bar.left - 2, self.view_rect().top, BAR_W + 4, self.view_rect().height)
            if track.collidepoint(ev.pos):
                if not bar.collidepoint(ev.pos):      # page towards the click
                    self.scroll += self.view_rect().height * (1 if ev.pos[1] > bar.centery else -1)
                    self.clamp()
                    bar = self.bar_rect()
                self.dragging_bar = True
                self._drag_offset = ev.pos[1] - bar.top
                return True
        if ev.type == pygame.MOUSEMOTION and self.dragging_bar:
            bar = self.bar_rect()
            if bar is not None:
                v = self.view_rect()
                span = max(1, v.height - bar.height)
                self.scroll = (ev.pos[1] - self._drag_offset - v.top) / span * self.max_scroll()
                self.clamp()
            return True
        if is_left_up(ev) and self.dragging_bar:
            self.dragging_bar = False
            return True
        return False

    def draw_bar(self, surf) -> None:
        bar = self.bar_rect()
        if bar is not None:
            track = pygame.Rect(bar.left, self.view_rect().top, bar.width, self.view_rect().height)
            pygame.draw.rect(surf, theme.BG_DEEP, track, border_radius=5)
            pygame.draw.rect(surf, theme.GOLD if self.dragging_bar else theme.PANEL_EDGE, bar, border_radius=5)


class ScrollList(_Scroller):
    """Rows of any items; draw_row(surf, item, rect, selected, hovered) paints one."""

    def __init__(self, ctx, rect, items: list, row_height: int,
                 draw_row: Callable, on_select: Callable[[int], None] | None = None,
                 tip_for: Callable[[object], str | None] | None = None) -> None:
        super().__init__(ctx, rect)
        self.items = items
        self.row_height = row_height
        self.draw_row = draw_row
        self.on_select = on_select
        self.tip_for = tip_for
        self.selected: int | None = None
        self.hover_index: int | None = None

    def content_height(self) -> int:
        return len(self.items) * self.row_height

    def row_rect(self, i: int) -> pygame.Rect:
        v = self.view_rect()
        return pygame.Rect(v.left, v.top + i * self.row_height - int(self.scroll),
                           v.width - BAR_W - 4, self.row_height - 4)

    def index_at(self, pos) -> int | None:
        v = self.view_rect()
        if not v.collidepoint(pos):
            return None
        i = int((pos[1] - v.top + self.scroll) // self.row_height)
        if 0 <= i < len(self.items) and self.row_rect(i).collidepoint(pos):
            return i
        return None

    def set_items(self, items: list) -> None:
        self.items = items
        if self.selected is not None and self.selected >= len(items):
            self.selected = None
        self.clamp()

    def handle(self, ev) -> bool:
        if not self.visible:
            return False
        if self.handle_scroll(ev):
            return True
        if is_left_down(ev) and self.rect.collidepoint(ev.pos):
            i = self.index_at(ev.pos)
            if i is not None:
                self.selected = i
                self.ctx.audio.play("click")
                if self.on_select:
                    self.on_select(i)
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.hover_index = self.index_at(self.ctx.mouse) if self.hovered else None
        if self.hover_index is not None and self.tip_for:
            tip = self.tip_for(self.items[self.hover_index])
            if tip:
                self.ctx.tips.offer(tip, self.row_rect(self.hover_index))

    def draw(self, surf) -> None:
        if not self.visible:
            return
        draw_panel(surf, self.ctx, self.rect)
        v = self.view_rect()
        old = surf.get_clip()
        surf.set_clip(v.clip(old) if old else v)
        first = int(self.scroll // self.row_height)
        last = min(len(self.items), first + v.height // self.row_height + 2)
        for i in range(first, last):
            self.draw_row(surf, self.items[i], self.row_rect(i), i == self.selected, i == self.hover_index)
        surf.set_clip(old)
        self.draw_bar(surf)


class LogPanel(_Scroller):
    """The game log: wrapped lines, newest at the bottom, follows new lines unless
    the player scrolled up to read."""

    def __init__(self, ctx, rect, title: str = "", size: int = theme.SIZE_SMALL) -> None:
        super().__init__(ctx, rect)
        self.title = title
        self.size = size
        self.entries: list[tuple[str, tuple]] = []
        self._lines: list[tuple[str, tuple]] = []
        self._per_entry: list[list] = []
        self._wrapped_for = 0
        self._drawn_lh = 0              # line height the scroll was last measured in (text size may change)
        self.following = True           # on the newest line: new lines scroll into view
        self.unseen = 0                 # entries added while the reader was scrolled up

    def view_rect(self) -> pygame.Rect:
        r = self.rect.inflate(-36, -36)
        if self.title:
            r.top += 24
            r.height -= 24
        return r

    def line_h(self) -> int:
        return self.ctx.assets.font("sans", self.size).get_linesize() + 1

    def add(self, text: str, color=theme.TEXT) -> None:
        follow = self.following or self.at_bottom()
        self.entries.append((text, color))
        if self._wrapped_for == len(self.entries) - 1:      # wrap only the new line
            self._per_entry.append(self._wrap_one(text, color))
            self._lines.extend(self._per_entry[-1])
            self._wrapped_for += 1
        else:
            self._wrapped_for = -1
        if len(self.entries) > 400:
            del self.entries[:-400]
            self._wrapped_for = -1
        if follow:
            self.follow()
        else:
            self.unseen += 1

    def at_bottom(self) -> bool:
        return self.scroll >= self.max_scroll() - 2

    def follow(self) -> None:
        """Back to the newest line, following new ones again."""
        self.following, self.unseen = True, 0
        self.scroll = self.max_scroll()

    def new_rect(self) -> pygame.Rect | None:
        """The "N new lines ↓" marker, shown while the reader is scrolled up and lines came in."""
        if self.following or not self.unseen:
            return None
        v = self.view_rect()
        text = self.ctx.t("log.new", n=self.unseen)
        w = min(v.width - BAR_W - 8, self.ctx.assets.font("bold", theme.SIZE_SMALL).size(text)[0] + 24)
        r = pygame.Rect(0, 0, w, self.line_h() + 8)
        r.midbottom = (v.centerx - BAR_W // 2, v.bottom)
        return r

    def lines_rect(self) -> pygame.Rect:
        """Where lines are drawn: the view, less the marker's own row at the bottom while it shows,
        so the marker never hides a line (the reader can still scroll every line above it)."""
        v = self.view_rect()
        marker = self.new_rect()
        if marker is not None:
            v.height = max(self.line_h(), marker.top - 4 - v.top)
        return v

    def top_entry(self) -> int:
        """The entry whose first line is at (or just above) the top of the view."""
        line = round(self.scroll / max(1, self._drawn_lh or self.line_h()))
        seen = 0
        for i, entry in enumerate(self._per_entry):
            seen += len(entry)
            if seen > line:
                return i
        return max(0, len(self._per_entry) - 1)

    def scroll_to_entry(self, i: int) -> None:
        self._wrap()
        self.scroll = sum(len(e) for e in self._per_entry[:i]) * self.line_h()
        self.clamp()
        self.following = self.at_bottom()

    def truncate(self, n: int) -> None:
        del self.entries[n:]
        self._wrapped_for = -1
        self.unseen = min(self.unseen, len(self.entries))
        if self.following:
            self.scroll = self.max_scroll()
        self.clamp()

    def _wrap_one(self, text: str, color) -> list:
        font = self.ctx.assets.font("sans", self.size)
        width = self.view_rect().width - BAR_W - 18
        return [((BULLET if k == 0 else CONTINUED) + line, color) for k, line in enumerate(wrap(font, text, width))]

    def _wrap(self) -> None:
        if self._wrapped_for == len(self.entries):
            return
        self._per_entry = [self._wrap_one(text, color) for text, color in self.entries]
        self._lines = [line for entry in self._per_entry for line in entry]
        self._wrapped_for = len(self.entries)

    def content_height(self) -> int:
        self._wrap()
        return len(self._lines) * self.line_h()

    def rows(self) -> int:
        """How many whole lines the view holds: only whole lines are drawn, never a cut one."""
        return max(1, self.lines_rect().height // self.line_h())

    def max_scroll(self) -> float:
        self._wrap()
        return max(0, len(self._lines) - self.rows()) * self.line_h()

    def handle(self, ev) -> bool:
        if not self.visible:
            return False
        marker = self.new_rect()
        if marker is not None and ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 \
                and marker.collidepoint(ev.pos):
            self.follow()
            return True
        used = self.handle_scroll(ev)
        if used:
            self.following = self.at_bottom()
            if self.following:
                self.unseen = 0
        return used

    def update(self, dt: float) -> None:
        super().update(dt)
        marker = self.new_rect()
        if marker is not None and marker.collidepoint(self.ctx.mouse):
            self.ctx.tips.offer(self.ctx.t("log.new_tip"), marker)

    def shown_lines(self) -> list[tuple[str, tuple]]:
        """The lines in view; the scroll snaps to whole lines. When the top one
        continues an entry that began above the view, it opens with an ellipsis
        so it does not read as a sentence of its own."""
        self._wrap()
        first = round(self.scroll / self.line_h())
        lines = self._lines[first:first + self.rows()]
        if lines and lines[0][0].startswith(CONTINUED):
            lines[0] = ("… " + lines[0][0][len(CONTINUED):], lines[0][1])
        return lines

    def draw(self, surf) -> None:
        if not self.visible:
            return
        a = self.ctx.assets
        draw_panel(surf, self.ctx, self.rect)
        if self.title:
            img = a.text(self.title, theme.SIZE_LABEL, theme.GOLD, "serif")
            surf.blit(img, (self.rect.left + 18, self.rect.top + 12))
        self._wrap()
        v = self.lines_rect()
        lh = self._drawn_lh = self.line_h()
        old = surf.get_clip()
        surf.set_clip(v.clip(old) if old else v)
        y = v.top
        for text, color in self.shown_lines():
            surf.blit(a.text(text, self.size, color), (v.left, y))
            y += lh
        surf.set_clip(old)
        self.draw_bar(surf)
        marker = self.new_rect()
        if marker is not None:
            pygame.draw.rect(surf, theme.PANEL_LIGHT, marker, border_radius=marker.height // 2)
            pygame.draw.rect(surf, theme.GOLD, marker, 2, border_radius=marker.height // 2)
            draw_text(surf, a, self.ctx.t("log.new", n=self.unseen), marker.center, theme.SIZE_SMALL, theme.GOLD,
                      "bold", anchor="center", max_width=marker.width - 12)

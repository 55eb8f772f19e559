"""The player's rules reference of one game (game/ui/reference/<game>.<lang>.txt):
chapters listed on the left, the chosen chapter on the right, drawn once per
language and text size, scrolled with the wheel, the bar or the keys."""
from __future__ import annotations

import logging

import pygame

from .. import reference, theme
from ..reference.page import render_chapter
from ..text import draw_text, wrap
from ..widgets import Button, draw_panel
from ..widgets.base import is_left_down
from ..widgets.lists import BAR_W, _Scroller
from .base import Scene

log = logging.getLogger(__name__)

TOC_RECT = (24, 84, 300, 570)
PAGE_RECT = (336, 84, 920, 570)
BUTTON_Y = 664


class RulesPage(_Scroller):
    """One chapter drawn to a tall surface, then only scrolled."""

    def __init__(self, ctx, rect, page: pygame.Surface) -> None:
        super().__init__(ctx, rect)
        self.page = page

    def text_width(self) -> int:
        return self.view_rect().width - BAR_W - 16

    def content_height(self) -> int:
        return self.page.get_height()

    def handle(self, ev) -> bool:
        if self.handle_scroll(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN,
                                                    pygame.K_PAGEUP, pygame.K_HOME, pygame.K_END):
            page = self.view_rect().height - 40
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                    pygame.K_HOME: -1e9, pygame.K_END: 1e9}[ev.key]
            self.scroll += step
            self.clamp()
            return True
        return False

    def draw(self, surf) -> None:
        draw_panel(surf, self.ctx, self.rect)
        v = self.view_rect()
        surf.blit(self.page, (v.left + 4, v.top), pygame.Rect(0, int(self.scroll), self.text_width(), v.height))
        self.draw_bar(surf)


class Contents(_Scroller):
    """The chapters as a column of titles (wrapped, so rows differ in height);
    a click opens one."""

    def __init__(self, ctx, rect, titles: list[str], on_select) -> None:
        super().__init__(ctx, rect)
        self.on_select = on_select
        self.selected = 0
        self.hover: int | None = None
        font = ctx.assets.font("bold", theme.SIZE_LABEL)
        self.line_h = font.get_linesize()
        width = self.view_rect().width - BAR_W - 30
        self.lines = [wrap(font, title, width) for title in titles]
        self.tops = []
        y = 0
        for lines in self.lines:
            self.tops.append(y)
            y += len(lines) * self.line_h + 20
        self.height = y

    def content_height(self) -> int:
        return self.height

    def row_rect(self, i: int) -> pygame.Rect:
        v = self.view_rect()
        h = len(self.lines[i]) * self.line_h + 14
        return pygame.Rect(v.left, v.top + self.tops[i] - int(self.scroll), v.width - BAR_W - 6, h)

    def index_at(self, pos) -> int | None:
        if not self.view_rect().collidepoint(pos):
            return None
        for i in range(len(self.lines)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    def show(self, i: int) -> None:
        """Scroll so that row i is in view."""
        r, v = self.row_rect(i), self.view_rect()
        if r.top < v.top or r.bottom > v.bottom:
            self.scroll = self.tops[i]
            self.clamp()

    def handle(self, ev) -> bool:
        if self.handle_scroll(ev):
            return True
        if is_left_down(ev) and self.rect.collidepoint(ev.pos):
            i = self.index_at(ev.pos)
            if i is not None and i != self.selected:
                self.ctx.audio.play("click")
                self.on_select(i)
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.hover = self.index_at(self.ctx.mouse) if self.hovered else None

    def draw(self, surf) -> None:
        draw_panel(surf, self.ctx, self.rect)
        v = self.view_rect()
        old = surf.get_clip()
        surf.set_clip(v)
        for i, lines in enumerate(self.lines):
            rect = self.row_rect(i)
            if rect.bottom < v.top or rect.top > v.bottom:
                continue
            selected = i == self.selected
            if selected or i == self.hover:
                pygame.draw.rect(surf, theme.PANEL_LIGHT if selected else theme.PANEL, rect, border_radius=6)
            if selected:
                pygame.draw.rect(surf, theme.GOLD, (rect.left, rect.top + 4, 4, rect.height - 8), border_radius=2)
            y = rect.top + 6
            for ln in lines:
                draw_text(surf, self.ctx.assets, ln, (rect.left + 14, y), theme.SIZE_LABEL,
                          theme.GOLD if selected else theme.TEXT, "bold")
                y += self.line_h
        surf.set_clip(old)
        self.draw_bar(surf)


class RulesScene(Scene):
    name = "rules"

    def __init__(self, ctx, game_id: str, chapter: str | None = None) -> None:
        super().__init__(ctx)
        self.game_id = game_id
        self.chapter_id = chapter
        self.chapters: list[reference.Chapter] = []
        self.scroll: dict[str, float] = {}             # kept per chapter while the scene lives

    # -- content ------------------------------------------------------------------------
    def _load(self) -> list[reference.Chapter]:
        if reference.has_reference(self.game_id):
            try:
                return reference.load(self.game_id, self.ctx.lang)
            except (OSError, UnicodeDecodeError, reference.ReferenceFormatError):
                log.exception("rules reference of %s unreadable", self.game_id)
        blocks = [reference.Block("para", [("text", self.ctx.t("rules.missing"), False)])]
        return [reference.Chapter("missing", self.ctx.t("rules.contents"), blocks)]

    def index(self) -> int:
        ids = [c.id for c in self.chapters]
        return ids.index(self.chapter_id) if self.chapter_id in ids else 0

    # -- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        ctx, t = self.ctx, self.ctx.t
        if getattr(self, "page", None) is not None:
            self.scroll[self.chapter_id] = self.page.scroll
        self.chapters = self._load()
        self.chapter_id = self.chapters[self.index()].id
        self._pages: dict[str, pygame.Surface] = {}
        self.toc = Contents(ctx, TOC_RECT, [c.title for c in self.chapters], self.open_index)
        self.toc.selected = self.index()
        self.toc.show(self.index())
        self.page = RulesPage(ctx, PAGE_RECT, pygame.Surface((1, 1)))
        self._show()
        bw = 220
        self.btn_back = Button(ctx, (TOC_RECT[0] + 40, BUTTON_Y, bw, 44), t("rules.back"), self.back)
        right = PAGE_RECT[0] + PAGE_RECT[2]
        self.btn_prev = Button(ctx, (PAGE_RECT[0], BUTTON_Y, bw, 44), t("rules.prev"), self.prev)
        self.btn_next = Button(ctx, (right - bw, BUTTON_Y, bw, 44), t("rules.next"), self.next,
                               style="primary")
        self._enable()
        self.widgets = [self.toc, self.page, self.btn_back, self.btn_prev, self.btn_next]

    def _show(self) -> None:
        chapter = self.chapters[self.index()]
        surf = self._pages.get(chapter.id)
        if surf is None:
            surf = self._pages[chapter.id] = render_chapter(self.ctx.assets, chapter, self.page.text_width())
        self.page.page = surf
        self.page.scroll = self.scroll.get(chapter.id, 0.0)
        self.page.clamp()

    def _enable(self) -> None:
        i = self.index()
        self.btn_prev.enabled = i > 0
        self.btn_next.enabled = i < len(self.chapters) - 1

    # -- actions ---------------------------------------------------------------------------
    def open_index(self, i: int) -> None:
        if not 0 <= i < len(self.chapters):
            return
        self.scroll[self.chapter_id] = self.page.scroll
        self.chapter_id = self.chapters[i].id
        self.toc.selected = i
        self.toc.show(i)
        self._show()
        self._enable()

    def prev(self) -> None:
        self.open_index(self.index() - 1)

    def next(self) -> None:
        self.open_index(self.index() + 1)
        self.scroll[self.chapter_id] = 0.0
        self.page.scroll = 0.0

    def back(self) -> None:
        self.ctx.app.pop(self)

    def on_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_LEFT, pygame.K_RIGHT):
            (self.prev if ev.key == pygame.K_LEFT else self.next)()
            return True
        return super().on_event(ev)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surf) -> None:
        self.draw_background(surf)
        try:
            title = self.ctx.i18n.pick(self.ctx.games.entry(self.game_id).title)
        except KeyError:
            title = self.game_id
        draw_text(surf, self.ctx.assets, self.ctx.t("rules.title", game=title), (640, 42), theme.SIZE_H1,
                  theme.GOLD, "serif", anchor="center", max_width=1200)
        for w in self.widgets:
            w.draw(surf)

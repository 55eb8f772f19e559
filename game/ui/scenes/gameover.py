"""Game over: winner(s), the scores table from Result, and rematch / new setup / menu."""
from __future__ import annotations

import logging
import random

import pygame

from game.engine.session import Match, Seat
from game.engine.wording import listing

from game.engine.records import record_of, record_once
from game.engine.replay import Replay

from .. import theme
from ..render.review import draw_review
from ..watch_texts import TEXTS as WATCH_TEXTS
from ..text import draw_paragraph, draw_text, fitted
from ..widgets import Button, draw_panel
from .base import Scene

log = logging.getLogger(__name__)


def review_of(match):
    """The game's review from its log (None if the log does not replay: only shown)."""
    try:
        return Replay(match.game, match.save_data(), every=64).review
    except Exception:
        log.warning("no review of this game", exc_info=True)
        return None


class GameOverScene(Scene):
    overlay = True
    name = "gameover"

    def __init__(self, ctx, board) -> None:
        super().__init__(ctx)
        self.board = board
        self.match = board.match
        self.result = self.match.result()
        self.review = review_of(self.match)
        # the record of finished games (tools that must not touch the player's files write none);
        # a finished save loaded again is the same game: recorded once
        if self.result is not None and self.result.finished and getattr(ctx.app, "persist", True):
            row = record_of(self.match, self.review)
            if row is not None:
                record_once(row)
        path = self.match.autosave_path
        if path is not None:                  # a finished game is nothing to continue
            try:
                path.unlink()
            except OSError:
                pass

    def enter(self) -> None:
        won = bool(self.result and self.result.winners) and any(
            not self.match.seat_is_ai(w) for w in self.result.winners)
        self.ctx.audio.play("win" if won or not self.board.human_seats() else "lose")

    def build(self) -> None:
        ctx, t = self.ctx, self.ctx.t
        n = len(self.match.seats)
        try:
            self.details = self.board.view.result_lines() if self.board.view is not None else []
        except Exception:                 # a view bug must not hide the result
            self.details = []
        self.line_h = ctx.assets.font("sans", theme.SIZE_BODY).get_linesize() + 2
        extra = (len(self.details) * self.line_h + 16) if self.details else 0
        self.box = pygame.Rect(0, 0, 700, min(680, 310 + 44 * n + extra))
        self.box.center = (640, 380 if self.box.height < 600 else 372)
        ctx.i18n.add(WATCH_TEXTS)
        self.review_box = None
        if self.review is not None:           # the summary and its chart beside the result
            self.box.left = 24
            self.review_box = pygame.Rect(self.box.right + 16, 0, 1280 - 24 - self.box.right - 16,
                                          max(self.box.height, 520))
            self.review_box.centery = self.box.centery
        bw = 200
        y = self.box.bottom - 74
        x0 = self.box.centerx - (3 * bw + 2 * 16) // 2
        self.widgets = [
            Button(ctx, (x0, y, bw, 52), t("gameover.rematch"), self.rematch, style="primary"),
            Button(ctx, (x0 + bw + 16, y, bw, 52), t("gameover.new_setup"), self.new_setup),
            Button(ctx, (x0 + 2 * (bw + 16), y, bw, 52), t("gameover.menu"), self.menu),
        ]
        if self.review_box is not None:
            rb = self.review_box
            self.widgets.append(Button(ctx, (rb.left + 30, rb.bottom - 74, rb.width - 60, 52), t("watch.button"),
                                       self.watch, t("watch.tip")))

    def watch(self) -> None:
        """The whole game again; every seat's view may be shown now that it is over."""
        self.ctx.nav.cls("replay").open_match(self.ctx, self.match, shown=self.board.viewer_seat())

    def rematch(self) -> None:
        m = self.match
        seats = [Seat(s.name, s.ai) for s in m.seats]
        match = Match(m.game, m.options, random.randrange(1, 10 ** 9), seats)
        self.ctx.nav.home("board", match)

    def new_setup(self) -> None:
        self.ctx.nav.home("setup", self.match.game.id, preset=self.match)

    def menu(self) -> None:
        self.ctx.nav.home()

    def on_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.menu()
        return True

    def headline(self) -> str:
        t = self.ctx.t
        try:
            own = self.board.view.result_title() if self.board.view is not None else None
        except Exception:
            own = None
        if own:
            return own
        winners = self.result.winners if self.result else []
        if not winners:
            return t("gameover.nobody")
        names = [self.board.seat_title(w) for w in winners]       # with the hero or role they played
        return t("gameover.winner" if len(names) == 1 else "gameover.winners", names=listing(names, self.ctx.lang))

    def draw(self, surf) -> None:
        a = self.ctx.assets
        b = self.box
        draw_panel(surf, self.ctx, b)
        draw_text(surf, a, self.ctx.t("gameover.title"), (b.centerx, b.top + 44), theme.SIZE_H1, theme.GOLD,
                  "serif", anchor="center")
        head = self.headline()
        shown, size = fitted(a, head, theme.SIZE_H2, "bold", b.width - 60)
        if shown == head and size >= theme.SIZE_H2 * 0.85:
            draw_text(surf, a, head, (b.centerx, b.top + 96), theme.SIZE_H2, theme.HIGHLIGHT, "bold",
                      anchor="center", max_width=b.width - 60)
        else:                           # a long headline (several winners) takes two lines
            draw_paragraph(surf, a, head, pygame.Rect(b.left + 30, b.top + 70, b.width - 60, 54), theme.SIZE_LABEL,
                           theme.HIGHLIGHT, "bold", align="center", line_gap=0, middle=True)
        if self.board.final_event is not None:
            told = self.board.describe(self.board.final_event)
            if told:
                draw_text(surf, a, told, (b.centerx, b.top + 128), theme.SIZE_BODY, theme.TEXT, anchor="center",
                          max_width=b.width - 60)
        scores = self.result.scores if self.result else {}
        winners = set(self.result.winners if self.result else [])
        top = b.top + 160
        draw_text(surf, a, self.ctx.t("gameover.seat"), (b.left + 80, top), theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
        if scores:
            draw_text(surf, a, self.ctx.t("gameover.score"), (b.right - 80, top), theme.SIZE_SMALL, theme.TEXT_DIM,
                      "bold", anchor="topright")
        pygame.draw.line(surf, theme.PANEL_EDGE, (b.left + 60, top + 26), (b.right - 60, top + 26), 2)
        for i in range(len(self.match.seats)):
            y = top + 36 + i * 44
            row = pygame.Rect(b.left + 60, y, b.width - 120, 38)
            if i in winners:
                pygame.draw.rect(surf, (82, 66, 40), row, border_radius=8)
                pygame.draw.rect(surf, theme.GOLD, row, 2, border_radius=8)
            pygame.draw.circle(surf, theme.seat_colour(i), (row.left + 20, row.centery), 9)
            name = self.board.seat_name(i)
            ai = self.ctx.t("setup.ai")
            if self.match.seat_is_ai(i) and not name.startswith(ai):
                name += f" ({ai})"
            got = draw_text(surf, a, name, (row.left + 40, row.centery), theme.SIZE_LABEL,
                            theme.HIGHLIGHT if i in winners else theme.TEXT, "bold", anchor="midleft",
                            max_width=200)
            role = self.board.view.seat_role(i) if self.board.view is not None else None
            if role and role != name:       # the hero or role played, beside the name (two lines if long)
                draw_paragraph(surf, a, role, pygame.Rect(got.right + 12, row.top + 1, row.right - 80 - got.right - 12,
                                                          row.height - 2),
                               theme.SIZE_SMALL, theme.TEXT_DIM, line_gap=-2, middle=True)
            if scores:
                score = scores.get(i, scores.get(str(i), ""))
                draw_text(surf, a, str(score), (row.right - 20, row.centery), theme.SIZE_LABEL, theme.TEXT,
                          "bold", anchor="midright")
        if self.review_box is not None:
            draw_panel(surf, self.ctx, self.review_box)
            names = [self.board.seat_name(i) for i in range(len(self.match.seats))]
            draw_review(surf, self.ctx, self.review_box.inflate(-60, -60).move(0, -18).clip(
                pygame.Rect(0, 0, 1280, self.review_box.bottom - 90)), self.review, names)
        y = top + 36 + len(self.match.seats) * 44 + 8
        for label, value in self.details:            # how the score is made, one line each
            if y + self.line_h > self.box.bottom - 84:
                break
            draw_text(surf, a, label, (b.left + 100, y), theme.SIZE_BODY, theme.TEXT_DIM, max_width=b.width - 300)
            draw_text(surf, a, value, (b.right - 80, y), theme.SIZE_BODY, theme.TEXT, "bold", anchor="topright")
            y += self.line_h
        super().draw(surf)

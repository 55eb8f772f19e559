"""Watching a saved game again on the game's own board view, read-only: play /
pause, one move forward or back, the start of any turn or round (the timeline),
speed, whose hidden information is shown, and "continue from here" (a new save
branching at this move; the original is untouched). The log follows the board.

The board host (BoardScene) draws the view, the log and the animations; this
scene feeds it the replay's states and events instead of a live match, never
plays an AI move and never opens game over."""
from __future__ import annotations

import logging
import time

import pygame

from game.engine.replay import Replay
from game.engine.saves import SaveError, new_autosave_path
from game.engine.session import Match, Seat, load_match
from game.paths import saves_dir

from .. import theme
from ..text import draw_text
from ..watch_texts import TEXTS
from ..widgets import Button, Cycler, IconButton
from ..widgets.inputs import NARROW_ARROWS
from ..widgets.base import Widget
from .board import HUD_H, BoardScene

log = logging.getLogger(__name__)
SPEEDS = ("slow", "normal", "fast", "instant")
STEP_WAIT = {"slow": 1.2, "normal": 0.7, "fast": 0.35, "instant": 0.12}   # seconds between moves
LOG_LINES = 400


def allowed_viewers(replay: Replay, shown: int | None = None) -> list[int | None]:
    """Whose hidden information may be shown: once the game is over, any seat's; while
    it is still being played only the public view and the seat already shown on this
    screen (`shown`), so watching never tells anyone another seat's secrets."""
    if replay.game.result(replay.final) is not None:
        return [None] + list(range(len(replay.seats)))
    return [None] + ([shown] if shown is not None else [])


def mark_name(ctx, mark) -> str:
    if mark is None:
        return ctx.t("watch.start")
    if mark.kind == "setup":
        return ctx.t("watch.setup")
    return ctx.t("watch.round" if mark.kind == "round" else "watch.turn", n=mark.number)


class Timeline(Widget):
    """The game's length as a bar with a tick where each turn or round starts; a
    click goes to the start of the turn under the pointer."""

    def __init__(self, ctx, rect, scene) -> None:
        super().__init__(ctx, rect)
        self.scene = scene

    def index_at(self, x: int) -> int:
        n = len(self.scene.replay)
        inner = self.rect.inflate(-16, 0)
        return max(0, min(n, round((x - inner.left) / max(1, inner.width) * n)))

    def x_of(self, index: int) -> int:
        inner = self.rect.inflate(-16, 0)
        return inner.left + int(inner.width * index / max(1, len(self.scene.replay)))

    def handle(self, ev) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            mark = self.scene.replay.mark_at(self.index_at(ev.pos[0]))
            self.scene.jump(mark.index if mark is not None else 0)
            return True
        return False

    def update(self, dt: float) -> None:
        if self.rect.collidepoint(self.ctx.mouse):
            mark = self.scene.replay.mark_at(self.index_at(self.ctx.mouse[0]))
            name = self.scene.seat_title(mark.seat) if mark is not None and mark.seat is not None else ""
            what = mark_name(self.ctx, mark)
            tip = self.ctx.t("watch.mark_tip", mark=what, name=name) if name else \
                self.ctx.t("watch.mark_tip_anon", mark=what)
            self.ctx.tips.offer(tip, self.rect)

    def draw(self, surf) -> None:
        r, replay, a = self.rect, self.scene.replay, self.ctx.assets
        pygame.draw.rect(surf, theme.BG_DEEP, r, border_radius=8)
        done = pygame.Rect(r.left, r.top, self.x_of(replay.index) - r.left, r.height)
        pygame.draw.rect(surf, theme.PANEL_LIGHT, done, border_radius=8)
        for m in replay.marks:
            x = self.x_of(m.index)
            pygame.draw.line(surf, theme.seat_colour(m.seat) if m.seat is not None else theme.TEXT_DIM,
                             (x, r.bottom - 10), (x, r.bottom - 3), 2)
        x = self.x_of(replay.index)
        pygame.draw.line(surf, theme.GOLD, (x, r.top + 2), (x, r.bottom - 2), 3)
        pygame.draw.rect(surf, theme.GOLD_DARK, r, 2, border_radius=8)
        mark = replay.mark_at(min(replay.index, max(0, len(replay) - 1))) if len(replay) else None
        text = f"{mark_name(self.ctx, mark)} · " + self.ctx.t("watch.move", i=replay.index, n=len(replay))
        draw_text(surf, a, text, (r.centerx, r.centery - 3), theme.SIZE_SMALL, theme.TEXT, "bold",
                  anchor="center", max_width=r.width - 16)


class ReplayScene(BoardScene):
    name = "replay"

    def __init__(self, ctx, replay: Replay, viewer: int | None = None, shown: int | None = None) -> None:
        ctx.i18n.add(TEXTS)
        self.replay = replay
        self.viewers = allowed_viewers(replay, shown)
        replay.seek(0)
        # nobody plays at this screen: every seat is shown as a seat that plays by itself, so no
        # view waits for a click on an end-of-turn summary or speaks of "your turn"
        match = Match(replay.game, replay.save.options, replay.save.seed,
                      [Seat(s.name, True) for s in replay.seats], state=replay.state, log=[])
        super().__init__(ctx, match, autosave=False, loaded=True)
        match.thumbnailer = None
        self.viewer = viewer if viewer in self.viewers else (shown if shown in self.viewers else None)
        self.frozen = True
        self.playing = False
        self.wait = 0.0
        self.speed = ctx.settings.anim_speed if ctx.settings.anim_speed in SPEEDS else "normal"
        self.log_entries = []
        self._retold()

    @classmethod
    def open_file(cls, ctx, path, shown: int | None = None):
        """Watch a save file; a file that cannot be watched says why. Returns the scene or None."""
        from game.engine.replay import open_replay
        try:
            replay = open_replay(path, ctx.games.get)
        except SaveError as exc:
            from game.engine.messages import text
            ctx.nav.open("message", ctx.t("watch.title"), ctx.t("watch.failed", error=text(exc, ctx.lang)))
            return None
        return ctx.nav.open("replay", replay, shown=shown)

    @classmethod
    def open_match(cls, ctx, match, shown: int | None = None):
        """Watch a match being played or just finished (from its own data, no file)."""
        try:
            replay = Replay(match.game, match.save_data())
        except SaveError as exc:
            from game.engine.messages import text
            ctx.nav.open("message", ctx.t("watch.title"), ctx.t("watch.failed", error=text(exc, ctx.lang)))
            return None
        return ctx.nav.open("replay", replay, shown=shown)

    # -- the board host, read-only ------------------------------------------------------------
    def _retell_history(self) -> None:
        """The log is rebuilt from the replay at every jump (see _retold)."""

    def human_can_act(self) -> bool:
        return False

    def play(self, action, confirmed: bool = False) -> bool:
        return False

    def undo(self) -> None:
        return None

    def viewer_seat(self):
        return self.viewer

    def dice_through(self) -> list:
        """The replay's controls (close, step, timeline...) answer even while dice tumble."""
        return [pygame.Rect(0, 0, 1280, HUD_H)]

    # -- moving through the game -----------------------------------------------------------------
    def _show(self) -> None:
        """The board shows the replay's state now (after a jump): no animation left over."""
        r = self.replay
        self.match.state = r.state
        self.match.log = r.actions[:r.index]
        self.queue.clear()
        self.held.clear()
        self.after.clear()
        self.view.skip()
        self.view.sync()
        self._hud_cache = None
        self._retold()

    def _retold(self) -> None:
        """The log as it stood at this move (its last lines)."""
        r = self.replay
        entries = []
        start = max(0, r.index - LOG_LINES)
        for i in range(start, r.index):
            col = self._seat_ink(r.actors[i])
            for ev in r.events[i]:
                text = self.describe(ev)
                if text:                            # events the log does not tell (as in the live game)
                    entries.append((i, text, col, ev))
        self.log_entries = entries[-LOG_LINES:]
        if hasattr(self, "log_panel"):
            self.log_panel.truncate(0)
            for _, text, col, _src in self.log_entries:
                self.log_panel.add(text, col)
            self.log_panel.scroll = self.log_panel.max_scroll()

    def jump(self, index: int) -> None:
        self._set_playing(False)
        self.replay.seek(index)
        self._show()

    def step(self) -> None:
        """One move forward, animated like the live game."""
        r = self.replay
        if r.index >= len(r):
            self._set_playing(False)
            return
        if not self.idle():
            self.view.skip()
            self._show()
        index = r.index
        events = r.forward()
        seat = r.actors[index]
        self.match.state = r.state
        self.match.log = r.actions[:r.index]
        acted = getattr(self.view, "acted", None)
        if acted is not None:
            try:
                acted(r.actions[index], seat, False)
            except Exception:
                log.exception("view.acted failed in a replay")
        for ev in events:
            self.queue.append((ev, seat, False, index))
        self._hud_cache = None
        self._pump()

    def step_back(self) -> None:
        self.jump(self.replay.index - 1)

    def prev_turn(self) -> None:
        self.jump(self.replay.prev_mark(self.replay.index))

    def next_turn(self) -> None:
        self.jump(self.replay.next_mark(self.replay.index))

    def toggle_play(self) -> None:
        """Play / pause; play at the end starts again from the beginning."""
        playing = self.playing
        if not playing and self.replay.index >= len(self.replay):
            self.jump(0)
        self._set_playing(not playing)

    def _set_playing(self, on: bool) -> None:
        self.playing = on
        self.wait = STEP_WAIT[self.speed]
        if not hasattr(self, "btn_play"):
            return
        self.btn_play.text = "❚❚" if self.playing else "▶"
        self.btn_play.tooltip = self.ctx.t("watch.pause" if self.playing else "watch.play")

    def set_speed(self, value) -> None:
        self.speed = value
        self._use_speed()

    def _use_speed(self) -> None:
        """Animations follow the replay's speed while it is open, without touching the
        player's setting (which a window change could save): ctx.anim is shadowed."""
        factor = theme.ANIM_FACTOR.get(self.speed, 1.0)
        self.ctx.anim = lambda seconds, ai=False: seconds * factor

    def _own_speed(self) -> None:
        self.ctx.__dict__.pop("anim", None)

    def set_viewer(self, value) -> None:
        if value in self.viewers:
            self.viewer = value
            if hasattr(self, "view_box"):
                self.view_box.index = self.viewers.index(value)
            self._show()

    def branch(self) -> None:
        """"Continue from here": a new save cut at this move, opened as a new match."""
        r = self.replay
        title = self.ctx.i18n.pick(self._title())
        label = self.ctx.t("watch.branch_label", game=title, n=r.index)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = saves_dir() / f"branch-{r.game.id}-{stamp}-{r.index}.json"
        try:
            r.branch(path, label=label)
            match = load_match(path, self.ctx.games.get, autosave=new_autosave_path(saves_dir(), r.game.id))
        except (OSError, SaveError, ValueError) as exc:
            from game.engine.messages import text
            msg = text(exc, self.ctx.lang) if isinstance(exc, SaveError) else str(exc)
            self.ctx.nav.open("message", self.ctx.t("watch.title"), self.ctx.t("watch.failed", error=msg))
            return
        self.close_replay()
        self.ctx.nav.home("board", match, loaded=True)
        self.ctx.notify("watch.branched", label=label)

    def whole_log(self) -> None:
        if self.playing:
            self.toggle_play()
        self.ctx.nav.open("replay_log", self)

    def close_replay(self) -> None:
        self._own_speed()
        if self in self.ctx.app.stack:
            self.ctx.app.pop(self)

    # -- scene --------------------------------------------------------------------------------------
    def build(self) -> None:
        super().build()
        ctx, t = self.ctx, self.ctx.t
        y, h = 4, 44
        self.btn_close = IconButton(ctx, (8, y, h, h), "ui/icon_close.png", self.close_replay, t("watch.close"))
        self.btn_first = Button(ctx, (62, y, 44, h), "|◀", self.prev_turn, t("watch.first"), size=theme.SIZE_BODY)
        self.btn_back = Button(ctx, (110, y, 44, h), "◀", self.step_back, t("watch.back"), size=theme.SIZE_BODY)
        self.btn_play = Button(ctx, (158, y, 56, h), "❚❚" if self.playing else "▶", self.toggle_play,
                               t("watch.pause" if self.playing else "watch.play"), style="primary",
                               size=theme.SIZE_BODY)
        self.btn_step = Button(ctx, (218, y, 44, h), "▶", self.step, t("watch.step"), size=theme.SIZE_BODY)
        self.btn_next = Button(ctx, (266, y, 44, h), "▶|", self.next_turn, t("watch.next"), size=theme.SIZE_BODY)
        self.timeline = Timeline(ctx, (320, y, 340, h), self)
        self.speed_box = Cycler(ctx, (670, y, 170, h), [(s, t(f"settings.speed.{s}")) for s in SPEEDS],
                                      self.speed, self.set_speed, t("watch.speed_tip"))
        self.speed_box.arrow_w = NARROW_ARROWS        # room for "Instantánea" at the large text size
        names = [(v, t("watch.public") if v is None else t("watch.view_of", name=self.seat_title(v)))
                 for v in self.viewers]
        self.view_box = Cycler(ctx, (848, y, 220, h), names, self.viewer, self.set_viewer, t("watch.view_tip"))
        self.btn_branch = Button(ctx, (1076, y, 196, h), t("watch.branch"), self.branch, t("watch.branch_tip"),
                                 size=theme.SIZE_BODY)
        lr = self.log_panel.rect               # on the log's title row: the whole game's log
        self.btn_all = Button(ctx, (lr.right - 150, lr.top + 8, 136, 30), t("watch.log_all"), self.whole_log,
                              t("watch.log_all_tip"), size=theme.SIZE_SMALL)
        self.widgets = [self.log_panel, self.btn_all, self.btn_close, self.btn_first, self.btn_back, self.btn_play,
                        self.btn_step, self.btn_next, self.timeline, self.speed_box, self.view_box, self.btn_branch]

    def enter(self) -> None:
        self._use_speed()

    def close(self) -> None:
        self._own_speed()
        super().close()

    def update(self, dt: float) -> None:
        for w in self.widgets:
            if w.visible:
                w.update(dt)
        self.view.update(dt)
        r = self.replay
        self.btn_back.enabled = self.btn_first.enabled = r.index > 0
        self.btn_step.enabled = self.btn_next.enabled = r.index < len(r)
        self._pump()
        if self.playing and self.view.shown_seat() is not None and self.ctx.app.top is self:
            self.wait += dt                 # a view's summary waiting for a click goes on with play
            if self.wait >= 2 * STEP_WAIT[self.speed]:
                self.wait = 0.0
                self.view.skip()
            return
        if not self.playing or not self.idle() or self.ctx.app.top is not self:
            return
        self.wait += dt
        if self.wait >= STEP_WAIT[self.speed]:
            self.wait = 0.0
            self.step()
            if r.index >= len(r):           # the last move: stop there (not round again)
                self._set_playing(False)

    def on_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.close_replay()
                return True
            if ev.key == pygame.K_SPACE:
                self.toggle_play()
                return True
            if ev.key == pygame.K_RIGHT:
                self.step()
                return True
            if ev.key == pygame.K_LEFT:
                self.step_back()
                return True
        return False

    def _draw_hud(self, surf) -> None:
        hud = pygame.Rect(0, 0, 1280, HUD_H)
        pygame.draw.rect(surf, theme.BG_DEEP, hud)
        pygame.draw.line(surf, theme.GOLD_DARK, (0, HUD_H - 2), (1280, HUD_H - 2), 2)


"""The generic board host: HUD (whose turn, buttons), the log, AI turns, undo,
the dice overlay, the pass-and-play curtain and game over. The game itself is
drawn by a per-game view (game/ui/views)."""
from __future__ import annotations

import logging
from collections import deque
from concurrent.futures import ThreadPoolExecutor

import pygame

from game.engine.protocol import IllegalAction
from game.engine.saves import new_autosave_path
from game.paths import saves_dir

from .. import theme
from ..thumbnail import attach as attach_thumbnailer
from ..text import clipped, fitted
from ..views import view_class
from ..widgets import Button, IconButton, LogPanel
from .base import Scene

log = logging.getLogger(__name__)
HUD_H = 52


def autosave_path(game_id: str):
    """A new match's own autosave file (one per match: see engine/saves.py)."""
    return new_autosave_path(saves_dir(), game_id)


class BoardScene(Scene):
    name = "board"
    notice_y = HUD_H + 8            # notices below the HUD's turn label

    def __init__(self, ctx, match, autosave: bool = True, sync_ai: bool = False, loaded: bool = False) -> None:
        super().__init__(ctx)
        self.match = match
        if autosave and match.autosave_path is None:
            match.autosave_path = autosave_path(match.game.id)
        attach_thumbnailer(ctx, self)
        self.sync_ai = sync_ai              # headless tools: AI plays on the main thread
        self.queue: deque = deque()         # (event, seat, ai) waiting to be animated
        # (action index, text, colour, event or i18n key) -- kept so a language change re-describes them
        self.log_entries: list[tuple] = []
        self.viewer: int | None = None
        self.ai_wait = 0.0
        self.ai_future = None
        self.ai_for = None
        self._pool: ThreadPoolExecutor | None = None
        self.gameover_shown = False
        self._autosave_told = False         # a failed autosave was told; again only after a good one
        self.end_wait = 0.0
        self.view = None
        self.frozen = False                 # screenshots / bench: no AI moves, no curtain
        self._relabelling = False           # re-wording the view under an overlay (see rebuild)
        self.passing: int | None = None     # pass-and-play: the next human waits for "Done"
        self.held: list[tuple] = []         # log lines of rolls whose dice have not landed yet
        self.after: list[tuple] = []        # lines of another seat, told once the acting seat's outcome is shown
        self.presenting: int | None = None  # the seat whose action's events are being shown
        self.applying = False               # inside match.play (its autosave draws a thumbnail of the board)
        self.final_event = None             # the game's "game_over" event, told on the game-over panel
        humans = self.human_seats()
        if len(humans) == 1:
            self.viewer = humans[0]
        self._intro = ("board.loaded", {"n": len(match.log)}) if loaded else ("board.started", {"seed": match.seed})
        if loaded:
            self._retell_history()
        self._log(self.ctx.t(self._intro[0], **self._intro[1]), theme.GOLD, source=self._intro)
        if not loaded:      # setting up the table rolled the first dice: show and tell it
            seat = match.to_act()
            self.presenting = seat
            for ev in getattr(match, "setup_events", []):
                self.queue.append((ev, seat, match.seat_is_ai(seat), -1))

    def _retell_history(self) -> None:
        """A loaded game: replay its actions from the seed on a copy, so the log tells
        what happened before (the played match itself is not touched)."""
        from game.engine.session import Match
        m = self.match
        if len(m.log) > 3000:
            return
        try:
            game = m.game
            copy = Match(game, m.options, m.seed, m.seats)
            state = copy.state
            told = [(-1, self.describe_in(game, ev, state), game.to_act(state), ev) for ev in copy.setup_events]
            for index, action in enumerate(m.log):
                seat = game.to_act(state)
                for ev in game.apply(state, action):
                    told.append((index, self.describe_in(game, ev, state), seat, ev))
        except Exception:                    # an old or foreign save: just say it was loaded
            log.info("could not retell the history of a loaded game", exc_info=True)
            return
        for index, text, seat, ev in told[-400:]:
            self._log(text, self._seat_ink(self.event_seat(ev, seat)), index, ev)

    def describe_in(self, game, ev, state) -> str:
        try:
            return game.describe(ev, self.ctx.lang, state=state)
        except TypeError:
            return game.describe(ev, self.ctx.lang)

    def event_seat(self, ev, acting):
        """Whose line it is: the seat the event names ("seat", or "who" when it is a seat), else
        the seat that acted (the next player's roll is theirs, though the last player's end caused it)."""
        v = self.view.line_seat(ev) if self.view is not None else None
        if v is None and isinstance(ev.data, dict):
            v = ev.data.get("seat")
        ok = isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(self.match.seats)
        return v if ok else acting

    def _seat_ink(self, seat):
        col = theme.seat_colour(seat) if seat is not None else theme.TEXT
        return tuple(int(c * 0.55 + t * 0.45) for c, t in zip(col, theme.TEXT))

    @property
    def music(self):
        assets = self.ctx.assets
        name = f"music_{self.match.game.id}"
        return name if assets.path("sounds", name + ".wav").is_file() else "music_menu"

    # -- seats ---------------------------------------------------------------------------
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if not s.ai]

    def seat_name(self, seat) -> str:
        if seat is None:
            return ""
        if 0 <= seat < len(self.match.seats):          # the player's own name first
            return self.ctx.i18n.seat_name(self.match.seats[seat].name, seat)
        try:
            return self.match.game.seat_names(self.match.state)[seat]
        except (IndexError, TypeError, AttributeError):
            return str(seat)

    def viewer_seat(self) -> int | None:
        """The seat whose private information may be shown now (None: public only)."""
        return self.viewer

    def idle(self) -> bool:
        return not self.applying and not self.queue and not self.held and not self.after \
            and (self.view is None or not self.view.busy())

    def turn_seat(self):
        """The seat the HUD names: the view's (a turn's summary still shown), else the seat whose
        action is still being shown, else the seat to act -- the header never runs ahead of the board."""
        shown = self.view.shown_seat() if self.view is not None else None
        if shown is not None:
            return shown
        if self.presenting is not None and not self.idle():
            return self.presenting
        return self.match.to_act()

    def human_can_act(self) -> bool:
        seat = self.match.to_act()
        return (self.idle() and seat is not None and not self.match.seat_is_ai(seat) and self.passing is None
                and seat == self.viewer_or(seat) and self.match.result() is None
                and (self.ctx.app.top is self or self._relabelling))

    def viewer_or(self, seat):
        """The viewer in pass-and-play; with one human or none, any seat may be shown acting."""
        return self.viewer if len(self.human_seats()) > 1 else seat

    # -- build -------------------------------------------------------------------------------
    def build(self) -> None:
        from ..views.base import View
        ctx = self.ctx
        if self.view is None:
            cls = view_class(self.match.game.id)
            self.view: View = cls(ctx, self.match, pygame.Rect(0, HUD_H, 1280, 720 - HUD_H), self)
        self.view.build()
        lr = self.view.log_rect()
        old = getattr(self, "log_panel", None)
        self.log_panel = LogPanel(ctx, lr, ctx.t("board.log"))
        self.log_entries = [(i, self._retell(src) or text, col, src) for i, text, col, src in self.log_entries]
        for _, text, col, _src in self.log_entries:
            self.log_panel.add(text, col)
        if old is not None:             # keep following the newest line, or keep the reader's place
            if old.following:
                self.log_panel.follow()
            else:                       # the same line on top, whatever the new text size
                self.log_panel.scroll_to_entry(old.top_entry())
                self.log_panel.following, self.log_panel.unseen = False, old.unseen
        # notices ("Action undone", "Game saved") go on the log's title row, over no name or label
        title_w = ctx.assets.font("serif", theme.SIZE_LABEL).size(ctx.t("board.log"))[0]
        self.notice_rect = pygame.Rect(lr.left + 30 + title_w, lr.top + 6, lr.width - 40 - title_w, 34)
        x = 1280 - 12
        self.btn_pause = IconButton(ctx, (x - 44, 4, 44, 44), "ui/icon_pause.png", self.pause,
                                    ctx.t("board.pause_tip"))
        self.btn_rules = IconButton(ctx, (x - 96, 4, 44, 44), "ui/icon_rules.png", self.rules,
                                    ctx.t("board.rules_tip"))
        self.btn_undo = IconButton(ctx, (x - 148, 4, 44, 44), "ui/icon_undo.png", self.undo,
                                   ctx.t("board.undo_tip"), disabled_tooltip=ctx.t("board.undo_off_tip"))
        self.btn_done = Button(ctx, (640 - 230, 5, 460, HUD_H - 10), "", self.pass_done,
                               ctx.t("board.done_tip"), style="primary", size=theme.SIZE_BODY)
        self.btn_done.visible = False
        self.widgets = [self.btn_undo, self.btn_rules, self.btn_pause, self.log_panel, self.btn_done]
        self._hud_cache = None

    def rebuild(self) -> None:
        """The language or text size changed. Under an overlay (Settings opened from the pause
        menu) the view is not updated until the board is on top again: it re-words its buttons
        and bars now, as they were when the overlay came up."""
        super().rebuild()
        if self.ctx.app.top is not self and self.view is not None:
            self._relabelling = True
            try:
                self.view.relabel()
            finally:
                self._relabelling = False

    # -- actions -------------------------------------------------------------------------------
    def play(self, action, confirmed: bool = False) -> bool:
        """A human's choice from the view: must be one of match.legal(). An action the
        game flags (GAME.action_warnings: it harms the actor or cannot be taken back)
        first asks to confirm; True means played or being asked about."""
        if not self.human_can_act():
            return False
        if action not in self.match.legal():
            self.ctx.audio.play("error")
            self.ctx.notify("board.illegal")
            return False
        warnings = [] if confirmed else self.action_warnings(action)
        if warnings:
            self.ask_confirm(action, warnings)
            return True
        return self._apply(action, ai=False)

    def action_warnings(self, action) -> list:
        """GAME.action_warnings: [(code, args)] of consequences to confirm (empty: none)."""
        check = getattr(self.match.game, "action_warnings", None)
        if check is None:
            return []
        try:
            return list(check(self.match.state, action) or [])
        except Exception:
            log.exception("action_warnings failed for %s", action)
            return []

    def warning_line(self, warning) -> str:
        """One warning in words: the game's describe of a "warning" event, else the view's, else ours."""
        from game.engine.protocol import Event
        code, args = (warning, {}) if isinstance(warning, str) else (warning[0], dict(warning[1] or {}))
        text = self.describe(Event("warning", {"code": code, **args}))
        if text and text != "warning":
            return text
        worded = self.view.warning_text(code, args) if self.view is not None else None
        if worded:
            return worded
        return self.ctx.t(f"warn.{code}") if self.ctx.i18n.has(f"warn.{code}") else self.ctx.t("confirm.generic")

    def ask_confirm(self, action, warnings: list) -> None:
        """The shared confirm dialog: every consequence in words, Cancel or do it."""
        body = "\n".join(dict.fromkeys(self.warning_line(w) for w in warnings))      # each text once
        label = self.view.action_label(action) if self.view is not None else None
        self.ctx.nav.open("confirm", self.ctx.t("confirm.title"), body,
                          on_yes=lambda: self.play(action, confirmed=True), yes=label or None)

    def _apply(self, action, ai: bool) -> bool:
        seat = self.match.to_act()
        self.applying = True        # the state moves on before its events are queued: not idle meanwhile
        try:
            events = self.match.play(action)
        except IllegalAction as exc:
            log.warning("illegal action %s: %s", action, exc)
            self.ctx.audio.play("error")
            return False
        finally:
            self.applying = False
        self._autosave_notice()
        index = len(self.match.log) - 1
        self.presenting = seat
        acted = getattr(self.view, "acted", None)
        if acted is not None:                   # the view may point at what was used (the AI's die)
            acted(action, seat, ai)
        for ev in events:
            self.queue.append((ev, seat, ai, index))
        self._pump()
        return True

    def _autosave_notice(self) -> None:
        """A failed autosave (full disk, read-only folder) is told once, until one succeeds again."""
        error = self.match.autosave_error
        if error is not None and not self._autosave_told:
            self.ctx.notify("notice.autosave_failed", error=error.strerror or str(error))
        self._autosave_told = error is not None

    def undo(self) -> None:
        if not self.idle() or not self.match.can_undo():
            return
        if self.match.undo():
            self._autosave_notice()
            keep = len(self.match.log)
            self.log_entries = [e for e in self.log_entries if e[0] < keep]
            self.log_panel.truncate(len(self.log_entries))
            self.view.sync()
            self.ctx.audio.play("click")
            self.ctx.notify("notice.undo")

    def pause(self) -> None:
        self.ctx.nav.open("pause", self)

    def rules(self) -> None:
        self.ctx.nav.open("rules", self.match.game.id)

    def show_card(self, title: str, body: str, image: str | None = None, frame: str | None = None,
                  kind: str = "") -> None:
        self.ctx.nav.open("card", title, body, image, frame, kind)

    def _retell(self, source) -> str:
        if isinstance(source, tuple):
            return self.ctx.t(source[0], **source[1])
        if source is not None:
            return self.describe(source)
        return ""

    def _log(self, text: str, colour=theme.TEXT, index: int = -1, source=None) -> None:
        if not text:
            return
        self.log_entries.append((index, text, colour, source))
        if hasattr(self, "log_panel"):
            self.log_panel.add(text, colour)

    # -- the event queue ---------------------------------------------------------------------------
    def _pump(self) -> None:
        """Hand queued events to the view until one of them animates (or a dice overlay opens).
        A roll's log line waits until its dice have landed (held), so the log never tells
        a result the tumbling dice have not shown yet."""
        if self.view is None:
            return
        while not self.view.busy() and self.ctx.app.top is self:
            self._release_rolls()
            if not self.queue:
                break
            ev, seat, ai, index = self.queue.popleft()
            col = self._seat_ink(self.event_seat(ev, seat))
            if ev.kind == "game_over":
                self.final_event = ev
            if ev.kind == "roll":
                rolls = [ev]
                self.held.append((self.describe(ev), col, index, ev))
                if not self.view.handles_rolls:
                    while self.queue and self.queue[0][0].kind == "roll":
                        more = self.queue.popleft()
                        rolls.append(more[0])
                        self.held.append((self.describe(more[0]), col, index, more[0]))
                for r in rolls:
                    self._animate(r, seat, ai)
                if not self.view.handles_rolls and self.ctx.anim(1.1, ai=ai) > 0:
                    if self._quick([r.data for r in rolls], seat, ai):
                        continue
                    self._open_dice([r.data for r in rolls], seat, ai)
                    return
                continue
            line_seat = self.event_seat(ev, seat)
            if line_seat != seat and isinstance(seat, int):
                # another seat's line (the turn passing on): shown first, told once the acting
                # seat's outcome (its summary, a blocking animation) has been seen
                self._animate(ev, seat, ai)
                if self.view.busy():
                    self.after.append((self.describe(ev), col, index, ev))
                else:
                    self._log(self.describe(ev), col, index, ev)
                continue
            self._log(self.describe(ev), col, index, ev)
            self._animate(ev, seat, ai)
        if not self.view.busy() and self.ctx.app.top is self:
            self._release_rolls()

    def _animate(self, ev, seat, ai) -> None:
        try:
            self.view.animate(ev, seat, ai)
        except Exception:
            log.exception("view failed to animate %s", ev.kind)

    def _release_rolls(self) -> None:
        held, self.held = self.held + self.after, []
        self.after = []
        for text, col, index, ev in held:
            self._log(text, col, index, ev)

    def rolls_unrevealed(self) -> bool:
        """A roll is still tumbling: panels showing dice results wait for it (see docs/ui.md)."""
        return bool(self.held)

    def _quick(self, rolls: list[dict], seat, ai) -> bool:
        try:
            return bool(self.view.quick_rolls(rolls, seat, ai))
        except Exception:
            log.exception("quick_rolls failed")
            return False

    def _open_dice(self, rolls: list[dict], seat, ai) -> None:
        title = ""
        try:
            title = self.view.roll_title(rolls, seat)
        except Exception:
            log.exception("roll_title failed")
        labels, caption = None, ""
        try:                                    # whose dice are whose, and what they decided
            labels = self.view.roll_labels(rolls)
            caption = self.view.roll_caption(rolls, [q[0] for q in self.queue])
        except Exception:
            log.exception("roll_labels / roll_caption failed")
        through = self.dice_through()
        self.ctx.nav.open("dice", rolls, self.ctx.anim(1.1, ai=ai), resolver=self.view.die_face,
                          tip=self.view.die_tip, title=title, faces=self.view.die_faces,
                          through=(through, self) if through else None, labels=labels, caption=caption)

    def dice_through(self) -> list:
        """Rects of this scene that stay clickable while the dice tray is up (none on the board)."""
        return []

    def describe(self, ev) -> str:
        """The log line of an event (games may take the state to name things)."""
        game = self.match.game
        try:
            try:
                return game.describe(ev, self.ctx.lang, state=self.match.state)
            except TypeError:
                return game.describe(ev, self.ctx.lang)
        except Exception:
            log.exception("describe failed for %s", ev.kind)
            return ""

    def _start_ai(self) -> None:
        seat = self.match.to_act()
        game, state = self.match.game, self.match.state
        key = (len(self.match.log), seat, id(self.match.state))     # undo / load swap the state object
        if self.sync_ai:
            self.ai_for = key
            self._finish_ai(self._choose(game, game.clone(state), seat))
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tablero-ai")
        self.ai_for = key
        self.ai_future = self._pool.submit(self._choose, game, game.clone(state), seat)

    @staticmethod
    def _choose(game, state, seat):
        try:
            return game.choose_ai(state, seat)
        except Exception:
            log.exception("AI failed; playing its first legal action")
            legal = game.legal_actions(state)
            return legal[0] if legal else None

    def _finish_ai(self, action) -> None:
        key, self.ai_for, self.ai_future = self.ai_for, None, None
        if action is None or key != (len(self.match.log), self.match.to_act(), id(self.match.state)):
            return                              # the state moved on (undo / load)
        self._apply(action, ai=True)

    # -- frame ------------------------------------------------------------------------------------
    def animating(self) -> bool:
        return True                         # figures idle, dice and effects move

    def update_background(self, dt: float) -> None:
        self.view.update_background(dt)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.view.update(dt)
        self.btn_undo.enabled = self.idle() and self.match.can_undo() and self.passing is None
        self.btn_done.visible = self.passing is not None
        if self.passing is not None:
            self.btn_done.text = self.ctx.t("board.pass_to", name=self.seat_title(self.passing))
        self._pump()
        if not self.idle():
            return
        result = self.match.result()
        if result is not None and result.finished:
            if not self.gameover_shown:
                self.end_wait += dt
                if self.end_wait >= self.ctx.anim(0.6):
                    self.gameover_shown = True
                    self.ctx.nav.open("gameover", self)
            return
        seat = self.match.to_act()
        if seat is None or self.frozen:
            return
        if self.match.seat_is_ai(seat):
            if self.ai_future is not None:
                if self.ai_future.done():
                    self._finish_ai(self.ai_future.result())
                return
            self.ai_wait += dt
            if self.ai_wait >= self.ctx.anim(0.45, ai=True):
                self.ai_wait = 0.0
                self._start_ai()
            return
        self.ai_wait = 0.0
        if seat == self.viewer or self.passing is not None:
            return
        if len(self.human_seats()) > 1 and self.handover_needed(self.viewer, seat):
            if self.viewer is None:             # nothing of anyone's has been shown yet
                self._curtain(seat)
            else:                               # the seat that acted reads its outcome first
                self.passing = seat
                self.ctx.audio.play("turn")
                self._hud_cache = None
        else:
            self.viewer = seat

    # -- pass-and-play hand-over ------------------------------------------------------------------
    def handover_needed(self, from_seat, to_seat) -> bool:
        """The game says whether a curtain must hide from_seat's screen from to_seat
        (GAME.handover_needed); games without it: whenever they keep secrets (private_view)."""
        game = self.match.game
        check = getattr(game, "handover_needed", None)
        if check is not None:
            try:
                return bool(check(self.match.state, from_seat, to_seat))
            except Exception:
                log.exception("handover_needed failed")
        return hasattr(game, "private_view")

    def pass_done(self) -> None:
        """"Done": the acting seat has seen its outcome. Its secrets go first (public
        view, then the header names the next seat), then the curtain."""
        seat, self.passing = self.passing, None
        if seat is None:
            return
        self.viewer = None
        self.view.sync()
        self._hud_cache = None
        if self.match.to_act() == seat:
            self._curtain(seat)

    def _curtain(self, seat) -> None:
        def reveal(seat=seat):
            self.viewer = seat
            self.view.sync()
        self.ctx.nav.open("handover", self.seat_name(seat), seat, on_done=reveal,
                          art=self.view.seat_art(seat), role=self.view.seat_role(seat))

    def seat_title(self, seat) -> str:
        """The player's name with the hero or role they play ("Ana (Evil Wizard)")."""
        name, role = self.seat_name(seat), self.view.seat_role(seat) if self.view else None
        return f"{name} ({role})" if role and role != name else name

    def handle(self, ev) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and not self.idle() \
                and self.view.rect.collidepoint(ev.pos) and not self.log_panel.rect.collidepoint(ev.pos):
            self.view.skip()                    # a click hurries the animations
            return True
        for w in reversed(self.widgets):
            if w.visible and w.handle(ev):
                return True
        try:
            if self.view.handle(ev):
                return True
        except Exception:
            log.exception("view failed on %s", ev)
        return self.on_event(ev)

    def on_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.pause()
                return True
            if ev.key == pygame.K_z and ev.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if ev.key in (pygame.K_SPACE, pygame.K_RETURN) and self.passing is not None:
                self.pass_done()
                return True
            if ev.key == pygame.K_SPACE:
                if not self.idle():
                    self.view.skip()
                elif self.human_can_act():
                    action = self.view.space_action()
                    if action is not None:
                        self.play(action)
                return True
        return False

    def leave(self) -> None:
        self.ctx.tips.clear()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # -- drawing --------------------------------------------------------------------------------------
    def draw(self, surf) -> None:
        if not getattr(self.view, "opaque", False):     # views that paint their whole rect skip this
            surf.fill(theme.BG)
        self.view.draw(surf)
        self._draw_hud(surf)
        for w in self.widgets:
            w.draw(surf)

    def _draw_hud(self, surf) -> None:
        a = self.ctx.assets
        seat = self.turn_seat()
        thinking = self.match.seat_is_ai(seat) and self.idle()
        key = (seat, thinking, self.seat_title(seat), self.ctx.lang, a.text_scale, self.passing)
        if self._hud_cache is None or self._hud_cache[0] != key:
            hud = pygame.Surface((1280, HUD_H), pygame.SRCALPHA)
            hud.fill((*theme.BG_DEEP, 235))
            pygame.draw.line(hud, theme.GOLD_DARK, (0, HUD_H - 2), (1280, HUD_H - 2), 2)
            title = a.text(self.ctx.i18n.pick(self._title()), theme.SIZE_H2, theme.GOLD, "serif")
            hud.blit(title, title.get_rect(midleft=(18, HUD_H // 2)))
            if self.passing is not None:
                pass                            # the "Done" button stands where the turn label goes
            elif seat is not None:
                role = self.view.seat_role(seat) if self.view is not None else None
                name = self.seat_name(seat)
                if role and role != name:           # the hero or role first: that is who moves ("Mago (IA)")
                    text = self.ctx.t("board.ai_thinking_role" if thinking else "board.turn_role",
                                      name=self.view.seat_player(seat), role=role)
                elif name == self.ctx.t("setup.ai"):    # a seat called just "AI": "The AI is thinking…"
                    text = self.ctx.t("board.ai_thinking_ai" if thinking else "board.turn_ai")
                else:
                    text = self.ctx.t("board.ai_thinking" if thinking else "board.turn", name=name)
                col = theme.seat_colour(seat)
                shown, size = fitted(a, text, theme.SIZE_LABEL, "bold", 560)      # between the title and the icons
                if shown != text:
                    clipped(text)
                img = a.text(shown, size, theme.TEXT, "bold")
                w = img.get_width() + 40
                box = pygame.Rect(0, 8, w + 16, HUD_H - 16)
                box.centerx = 640
                pygame.draw.rect(hud, theme.PANEL, box, border_radius=17)
                pygame.draw.rect(hud, col, box, 2, border_radius=17)
                pygame.draw.circle(hud, col, (box.left + 20, box.centery), 8)
                hud.blit(img, img.get_rect(midleft=(box.left + 36, box.centery)))
            elif self.match.result() is not None:
                img = a.text(self.ctx.t("board.game_over"), theme.SIZE_LABEL, theme.GOLD, "bold")
                hud.blit(img, img.get_rect(center=(640, HUD_H // 2)))
            self._hud_cache = (key, hud)
        surf.blit(self._hud_cache[1], (0, 0))

    def _title(self):
        try:
            return self.ctx.games.entry(self.match.game.id).title
        except KeyError:
            return getattr(self.match.game, "title", self.match.game.id)

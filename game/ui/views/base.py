"""The interface every per-game view implements (see docs/ui.md).

A view draws the game's state inside its rect, turns clicks into ONE of
match.legal() (it never re-implements a rule) and animates the events that
match.play() returned. The BoardScene around it owns the HUD, the log, the
dice overlay, AI turns, undo and the pass-and-play curtain.
"""
from __future__ import annotations

import pygame

from ..render.tween import Animator


class View:
    # True: the view animates "roll" events itself (else the board shows the dice overlay)
    handles_rolls = False

    def __init__(self, ctx, match, rect, board) -> None:
        self.ctx = ctx
        self.match = match
        self.rect = pygame.Rect(rect)
        self.board = board              # play(action), viewer_seat(), show_card(...), ai_acting
        self.anims = Animator()
        self._kept: dict = {}

    @property
    def w(self):
        """The match's current state."""
        return self.match.state

    def kept_till_next_action(self, name: str, arg, work):
        """work() for `arg`, kept under `name` until an action is played or the state is
        swapped (undo, load): a preview a tip or a button asks for at every frame is worked
        out once."""
        key = (len(self.match.log), id(self.w))
        box = self._kept.get(name)
        if box is None or box[0] != key:
            box = self._kept[name] = (key, {})
        if arg not in box[1]:
            box[1][arg] = work()
        return box[1][arg]

    def viewer(self):
        """The seat whose eyes the screen shows (None: nobody's secrets)."""
        return self.board.viewer_seat()

    # -- layout --------------------------------------------------------------------------
    def build(self) -> None:
        """(Re)compute layout and cached surfaces; called on start and language/text-size change."""

    def relabel(self) -> None:
        """After build() for a new language or text size while an overlay covers the board: make
        now the worded widgets update() would make (action buttons, bars), so nothing visible
        keeps the old words. The board answers human_can_act() as if it were on top meanwhile."""

    def log_rect(self) -> pygame.Rect:
        """Where the board puts the log panel (the view leaves that area free)."""
        return pygame.Rect(self.rect.right - 300, self.rect.bottom - 260, 292, 252)

    # -- frame -----------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.anims.update(dt)

    def update_background(self, dt: float) -> None:
        """Keep running animations while an overlay (dice, card) covers the board."""
        self.anims.update(dt)
        extra = getattr(self, "update_anims", None)
        if extra is not None:
            extra(dt)

    def draw(self, surf: pygame.Surface) -> None:
        pass

    # -- events from the rules -----------------------------------------------------------------
    def animate(self, event, seat: int | None, ai: bool) -> None:
        """Start animating one event (called in order; the board waits while busy())."""

    def busy(self) -> bool:
        return self.anims.busy()

    def skip(self) -> None:
        """Finish every running animation now (a click on the board while busy)."""
        self.anims.finish()

    def sync(self) -> None:
        """The state changed without events (undo, load): drop animations, redraw."""
        self.anims.clear()

    # -- helpers the board asks for -------------------------------------------------------------------
    def space_action(self):
        """The action Space plays (end turn / confirm), or None."""
        for action in self.match.legal():
            if action.kind in ("end_turn", "pass", "confirm", "done"):
                return action
        return None

    def seat_role(self, seat) -> str | None:
        """The hero or role a seat plays, in the player's language (HUD, curtain, results)."""
        return None

    def seat_player(self, seat) -> str:
        """Who plays the seat, beside its hero: "Ana", or "IA" / "AI" for a seat named "AI 2"."""
        if not isinstance(seat, int) or not 0 <= seat < len(self.match.seats):
            return ""
        s = self.match.seats[seat]
        return self.ctx.i18n.seat_player(s.name, seat, s.ai)

    def seat_as_played(self, seat) -> str:
        """The seat as hints name it: its hero or role, then who plays it ("Nix (IA)")."""
        if not isinstance(seat, int) or not 0 <= seat < len(self.match.seats):
            return ""
        s = self.match.seats[seat]
        return self.ctx.i18n.seat_as_played(s.name, seat, self.seat_role(seat), s.ai)

    def shown_seat(self) -> int | None:
        """The seat whose turn the screen still shows although the state has moved on (a turn's
        summary waiting for its click), for the HUD; None: the seat to act."""
        return None

    def seat_art(self, seat) -> str | None:
        """A sprites/ path shown on the pass-and-play curtain for that seat (portrait, role)."""
        return None

    def warning_text(self, code: str, args: dict) -> str | None:
        """Words for a GAME.action_warnings code the game's describe() does not word (None: shared text)."""
        return None

    def action_label(self, action) -> str | None:
        """A short name of the action for the confirm button ("Leave the dungeon"); None: "Yes"."""
        return None

    def result_title(self) -> str | None:
        """A headline for the game-over panel instead of the generic winner line (None: generic)."""
        return None

    def result_lines(self) -> list[tuple[str, str]]:
        """(label, value) lines the game-over panel shows under the scores (e.g. how a score is made)."""
        return []

    def die_face(self, die: str, face: str) -> str | None:
        """sprites/ path of a die face image for the dice overlay (None: default lookup)."""
        return None

    def line_seat(self, event) -> int | None:
        """The seat a log line belongs to (its colour), when the event's "seat" does not say it."""
        return None

    def die_faces(self, die: str) -> list[str] | None:
        """All faces of a die, so the tumbling cube shows the game's own symbols (None: plain tumble)."""
        return None

    def roll_title(self, rolls: list[dict], seat) -> str:
        """The line over the dice overlay: who is rolling (empty: none)."""
        return ""

    def roll_labels(self, rolls: list[dict]) -> list[str] | None:
        """One label per die naming whose roll it is (the overlay groups them), or None."""
        return None

    def roll_caption(self, rolls: list[dict], following: list) -> str:
        """The outcome shown under the dice once they land ("13 vs 9 — hit"); `following` are the
        events still queued after these rolls. Empty: none."""
        return ""

    def quick_rolls(self, rolls: list[dict], seat, ai) -> bool:
        """True when the view shows these rolls itself, briefly, instead of the board's dice
        overlay (an automated side's many rolls, say); False: the overlay as usual."""
        return False

    def die_tip(self, die: str, face: str) -> str:
        return f"{die}: {face}"

    def can_play(self) -> bool:
        """True when a human may act now (a human seat to act and nothing animating)."""
        return self.board.human_can_act()

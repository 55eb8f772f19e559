"""The JOA's rolls in a compact strip over the board instead of the full dice overlay: its turn
rolls many 2d6 (every attack, every test) and the tumbling tray for each would make the players
wait; the heroes' own rolls keep the full overlay. A batch belongs to the JOA when its first roll
is a creature's, or no figure's during the JOA's turn (the scenario die for power)."""
from __future__ import annotations

import pygame

from ... import theme
from ...render.dice import DiceArt
from ...render.tween import Wait
from ...text import draw_text

SHOW = 1.3            # seconds a strip stays (scaled by the animation speed)
SIZE = 30


class DiceStripMixin:
    joa_rolling = False
    strip = None          # [rolls, title, seconds left, seconds shown]

    def note_turn(self, kind: str) -> None:
        if kind == "joa_turn":
            self.joa_rolling = True
        elif kind == "heroes_turn":
            self.joa_rolling = False

    def quick_rolls(self, rolls: list[dict], seat, ai) -> bool:
        who = rolls[0].get("who") if rolls else None
        figs = self.w.res["figs"]
        if isinstance(who, str) and who in figs:
            joa = figs[who]["side"] == "joa"
        else:
            joa = self.joa_rolling          # the scenario die for power, no figure rolling
        if not joa:
            return False
        show = self.d(SHOW, ai=True)
        if show <= 0:
            return True
        self.strip = [list(rolls), self.roll_title(rolls, seat), show, show]
        self.anims.add(Wait(self.d(0.35, ai=True)))      # a short beat so the eye can follow
        return True

    def update_strip(self, dt: float) -> None:
        if self.strip is not None:
            self.strip[2] -= dt
            if self.strip[2] <= 0:
                self.strip = None

    def draw_strip(self, surf) -> None:
        if self.strip is None:
            return
        rolls, title, left, total = self.strip
        art = getattr(self, "_strip_art", None)
        if art is None:
            art = self._strip_art = DiceArt(self.ctx.assets, self.die_face)
        a = self.ctx.assets
        tw = a.font("bold", 15).size(title)[0] if title else 0
        n = len(rolls)
        w = 16 + tw + (12 if title else 0) + n * (SIZE + 4)
        board = self.layout.board.clip(self.layout.view)
        r = pygame.Rect(0, 0, min(w, board.width - 16), SIZE + 12)
        r.midtop = (board.centerx, board.top + 8)
        alpha = 255 if left > 0.3 else int(255 * left / 0.3)
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*theme.PANEL, 235), box.get_rect(), border_radius=8)
        pygame.draw.rect(box, (*theme.RED, 255), box.get_rect(), 2, border_radius=8)
        x = 8
        if title:
            x += draw_text(box, a, title, (x, r.height // 2), 15, theme.TEXT, "bold", anchor="midleft",
                           max_width=r.width - 16 - n * (SIZE + 4)).width + 12
        for roll in rolls:
            img = art.face(str(roll.get("die")), str(roll.get("face")), SIZE)
            if img is not None:
                box.blit(img, (x, 6))
            x += SIZE + 4
        box.set_alpha(alpha)
        surf.blit(box, r)
        self.ctx.tips.offer(title + ": " + ", ".join(str(x.get("face")) for x in rolls), r) \
            if r.collidepoint(self.ctx.mouse) else None

"""Dice overlay: the rolled dice tumble in, bounce and land on exactly the faces
the rules rolled (from "roll" events). A click skips it."""
from __future__ import annotations

import random

import pygame

from .. import theme
from ..render.dice import DiceArt, DieThrow
from ..text import draw_text
from ..widgets import draw_panel
from .base import Scene


class DiceOverlay(Scene):
    overlay = True
    dim_below = True
    name = "dice"

    def __init__(self, ctx, rolls: list[dict], duration: float = 1.1, resolver=None, tip=None,
                 on_done=None, title: str = "", faces=None, through=None) -> None:
        super().__init__(ctx)
        self.through = through             # (rects, scene): a click there ends the dice and reaches the scene
        self.faces = faces                 # die -> its faces, so the cube turns through the game's own
        self.title = title                 # who rolls, over the tray
        self.rolls = [dict(r) for r in rolls]
        self.duration = duration
        self.art = DiceArt(ctx.assets, resolver)
        self.tip = tip
        self.on_done = on_done
        self.hold = 0.0
        self.closed = False
        n = max(1, len(self.rolls))
        self.size = 96 if n <= 5 else max(48, 480 // n)
        gap = self.size // 3
        width = n * self.size + (n - 1) * gap
        self.tray = pygame.Rect(0, 0, max(420, width + 100), self.size + 130)
        self.tray.center = (640, 380)
        left = self.tray.centerx - width // 2 + self.size // 2
        rng = random.Random(hash(tuple(str(r.get("face")) for r in self.rolls)) & 0xFFFF)
        self.throws = [DieThrow(str(r.get("die")), str(r.get("face")),
                                (left + i * (self.size + gap), self.tray.centery),
                                duration, delay=0.06 * i, rng=rng)
                       for i, r in enumerate(self.rolls)]

    def _cycle(self, t) -> list | None:
        """The die's faces in an order that brings the rolled one to the front as it lands."""
        faces = list(self.faces(t.die) or ()) if self.faces else []
        if t.face not in faces:
            return faces or None
        end = int(t.turn_at_landing())
        shift = (faces.index(t.face) - end) % len(faces)
        return [faces[(i + shift) % len(faces)] for i in range(len(faces))]

    def animating(self) -> bool:
        return True

    def enter(self) -> None:
        self.ctx.audio.play("dice_rattle")

    def landed_faces(self) -> list[str]:
        """The faces shown as landed so far (all of them once the dice stop)."""
        return [t.face for t in self.throws if t.landed]

    def all_landed(self) -> bool:
        return all(t.landed for t in self.throws)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        for t in self.throws:
            t.t = t.delay + t.duration
        if self.on_done:
            self.on_done()

    def _finish(self) -> None:
        self.ctx.app.pop(self)

    def handle(self, ev) -> bool:
        if self.through is not None and ev.type == pygame.MOUSEBUTTONDOWN and \
                any(r.collidepoint(ev.pos) for r in self.through[0]):
            self._finish()
            self.through[1].handle(ev)
            return True
        if (ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3)) or \
                (ev.type == pygame.KEYDOWN and ev.key in (pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_RETURN)):
            self._finish()
        return True

    def update(self, dt: float) -> None:
        for t in self.throws:
            was = t.landed
            t.update(dt)
            if t.landed and not was:
                self.ctx.audio.play("dice_land")
        if self.all_landed():
            self.hold += dt
            for i, t in enumerate(self.throws):
                rect = pygame.Rect(0, 0, self.size, self.size)
                rect.center = t.target
                if self.tip and rect.collidepoint(self.ctx.mouse):
                    self.ctx.tips.offer(self.tip(t.die, t.face), rect)
            if self.hold >= max(0.5, self.duration * 0.6):
                self._finish()

    def draw(self, surf) -> None:
        a = self.ctx.assets
        felt = self.ctx.app.cache.get(("felt", self.tray.size))
        if felt is None:
            felt = pygame.Surface(self.tray.size, pygame.SRCALPHA)
            draw_panel(felt, self.ctx, felt.get_rect(), "dark")
            inner = felt.get_rect().inflate(-36, -36)
            pygame.draw.rect(felt, (40, 84, 68), inner, border_radius=10)
            for i in range(0, inner.height, 3):            # a little felt texture
                pygame.draw.line(felt, (44, 90, 73), (inner.left + 4, inner.top + i), (inner.right - 4, inner.top + i))
            pygame.draw.rect(felt, theme.INK, inner, 2, border_radius=10)
            self.ctx.app.cache[("felt", self.tray.size)] = felt
        surf.blit(felt, self.tray)
        for t in self.throws:
            if not t.flying:
                continue
            (x, y), angle, frame = t.state()
            if frame is None:
                img = self.art.face(t.die, t.face, self.size)
            else:
                img = self.art.rolling(t.die, self._cycle(t), t.turn(), self.size)
            if angle:
                img = pygame.transform.rotozoom(img, angle, 1.0)
            shadow_y = t.target[1] + self.size // 2 - 4
            if self.tray.inflate(-36, -36).collidepoint(x, shadow_y):
                pygame.draw.ellipse(surf, (26, 58, 47), (x - self.size * 0.4, shadow_y - 6, self.size * 0.8, 12))
            surf.blit(img, img.get_rect(center=(int(x), int(y))))
        if self.title:
            draw_text(surf, a, self.title, (self.tray.centerx, self.tray.top - 8), theme.SIZE_H2, theme.GOLD,
                      "serif", anchor="midbottom", max_width=self.tray.width, shadow=True)
        draw_text(surf, a, self.ctx.t("dice.skip"), (self.tray.centerx, self.tray.bottom - 28), theme.SIZE_SMALL,
                  theme.TEXT_DIM, anchor="center")

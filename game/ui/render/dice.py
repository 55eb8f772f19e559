"""Dice sprites and the motion of a thrown die.

Faces come from sprites/dice/<die>_<face>.png (e.g. action_jump.png,
enemy_2.png, d6_4.png); while tumbling a die shows tumble_0..5.png. Missing
art falls back to a drawn die with the face written on it.
"""
from __future__ import annotations

import math
import random

import pygame

from .. import theme
from .tween import ease_out_quad


def face_sprite_name(die: str, face: str) -> str:
    """The conventional sprite path of a die face."""
    die = str(die)
    base = die.split(":")[0].split("#")[0]
    for prefix in ("action", "special", "enemy", "d6"):
        if base.startswith(prefix):
            base = prefix
            break
    return f"dice/{base}_{face}.png"


class DiceArt:
    """Cached die images at a given size; `resolver(die, face)` may override paths."""

    def __init__(self, assets, resolver=None) -> None:
        self.assets = assets
        self.resolver = resolver
        self._drawn: dict = {}

    def face(self, die: str, face: str, size: int) -> pygame.Surface:
        name = (self.resolver(die, face) if self.resolver else None) or face_sprite_name(die, face)
        if self.assets.has_image(name):
            return self.assets.scaled(name, (size, size))
        key = ("face", str(face), size)
        surf = self._drawn.get(key)
        if surf is None:
            surf = drawn_die(self.assets, str(face), size)
            self._drawn[key] = surf
        return surf

    def rolling(self, die: str, faces, turn: float, size: int) -> pygame.Surface:
        """The die as a cube turning about its vertical axis, `turn` quarter turns in:
        the face in front narrows while the next of the die's own faces widens beside it.
        Without a face list, the generic tumble frames."""
        faces = list(faces or ())
        if not faces:
            return self.tumble(int(turn), size)
        k = int(turn)
        theta = (turn - k) * math.pi / 2
        front = self.face(die, faces[k % len(faces)], size)
        side = self.face(die, faces[(k + 1) % len(faces)], size)
        w1, w2 = round(size * math.cos(theta)), round(size * math.sin(theta))
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        x = (size - (w1 + w2)) // 2
        if w2 > 1:       # the side coming round, a little darker
            img = pygame.transform.smoothscale(side, (w2, size))
            img.fill((200, 200, 200), special_flags=pygame.BLEND_RGB_MULT)
            surf.blit(img, (x + w1, 0))
        if w1 > 1:
            surf.blit(pygame.transform.smoothscale(front, (w1, size)), (x, 0))
        return surf

    def tumble(self, i: int, size: int) -> pygame.Surface:
        name = f"dice/tumble_{i % 6}.png"
        if self.assets.has_image(name):
            return self.assets.scaled(name, (size, size))
        key = ("tumble", i % 6, size)
        surf = self._drawn.get(key)
        if surf is None:
            surf = drawn_die(self.assets, "", size, pips=1 + i % 6)
            self._drawn[key] = surf
        return surf


def drawn_die(assets, label: str, size: int, pips: int = 0) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = surf.get_rect().inflate(-4, -4)
    pygame.draw.rect(surf, theme.INK, r.move(0, 2), border_radius=size // 6)
    pygame.draw.rect(surf, theme.PARCHMENT, r, border_radius=size // 6)
    pygame.draw.rect(surf, theme.INK, r, 3, border_radius=size // 6)
    if pips:
        spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
                 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
                 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[pips]
        for dx, dy in spots:
            pygame.draw.circle(surf, theme.INK, (r.centerx + dx * size // 4, r.centery + dy * size // 4),
                               max(2, size // 12))
    elif label:
        from ..text import fit_size
        fs = fit_size(assets, label, max(10, size // 3), r.width - 10, "bold")
        img = assets.text(label, fs, theme.INK, "bold", scaled=False)
        surf.blit(img, img.get_rect(center=r.center))
    return surf


class DieThrow:
    """One die flying in from off-screen, bouncing, spinning down and landing on
    its face at `target` after `duration` seconds."""

    def __init__(self, die: str, face: str, target: tuple, duration: float, delay: float = 0.0,
                 rng: random.Random | None = None) -> None:
        rng = rng or random.Random()
        self.die, self.face = die, face
        self.target = target
        self.duration = duration
        self.delay = delay
        self.start = (target[0] - rng.uniform(380, 520), target[1] + rng.uniform(160, 260))
        self.spin = rng.choice((-1, 1)) * rng.uniform(540, 900)
        self.bounce_h = rng.uniform(90, 140)
        self.frame_offset = rng.randrange(6)
        self.t = 0.0
        self.landed_sound = False

    def update(self, dt: float) -> None:
        self.t += dt

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.t - self.delay) / self.duration))

    @property
    def landed(self) -> bool:
        return self.progress >= 1.0

    @property
    def flying(self) -> bool:
        return self.t >= self.delay

    def turn(self) -> float:
        """Quarter turns of the rolling cube so far (it slows down as it lands)."""
        return 7.0 * ease_out_quad(min(1.0, self.progress / 0.75)) + self.frame_offset

    def turn_at_landing(self) -> float:
        return 7.0 + self.frame_offset

    def state(self) -> tuple[tuple[float, float], float, int | None]:
        """(position, rotation degrees, tumble frame or None once the face shows)."""
        p = self.progress
        k = ease_out_quad(p)
        x = self.start[0] + (self.target[0] - self.start[0]) * k
        y = self.start[1] + (self.target[1] - self.start[1]) * k
        # two bounces of decreasing height
        if p < 0.45:
            y -= self.bounce_h * math.sin(math.pi * p / 0.45)
        elif p < 0.75:
            y -= self.bounce_h * 0.35 * math.sin(math.pi * (p - 0.45) / 0.30)
        elif p < 0.9:
            y -= self.bounce_h * 0.08 * math.sin(math.pi * (p - 0.75) / 0.15)
        angle = self.spin * (1 - k) ** 2
        frame = None if p >= 0.75 else (int(self.t * 18) + self.frame_offset) % 6
        return (x, y), angle, frame

"""Sprite animation: a list of frames played at some fps (loop or once)."""
from __future__ import annotations

import re

import pygame


class SpriteAnim:
    def __init__(self, frames: list[pygame.Surface], fps: float = 8.0, loop: bool = True) -> None:
        self.frames = frames or [pygame.Surface((1, 1), pygame.SRCALPHA)]
        self.fps = fps
        self.loop = loop
        self.t = 0.0

    def update(self, dt: float) -> None:
        self.t += dt

    @property
    def index(self) -> int:
        i = int(self.t * self.fps)
        return i % len(self.frames) if self.loop else min(i, len(self.frames) - 1)

    @property
    def frame(self) -> pygame.Surface:
        return self.frames[self.index]

    @property
    def finished(self) -> bool:
        return not self.loop and int(self.t * self.fps) >= len(self.frames)


def frame_names(assets, folder: str, stem: str) -> list[str]:
    """sprites/<folder>/<stem>_0.png, _1.png ... (or the single <stem>.png)."""
    base = assets.path("sprites", folder)
    found = []
    if base.is_dir():
        pat = re.compile(re.escape(stem) + r"_(\d+)\.png$")
        for p in base.iterdir():
            m = pat.match(p.name)
            if m:
                found.append((int(m.group(1)), f"{folder}/{p.name}"))
    if found:
        return [name for _, name in sorted(found)]
    return [f"{folder}/{stem}.png"]


def load_anim(assets, folder: str, stem: str, height: int, fps: float = 6.0, loop: bool = True) -> SpriteAnim:
    frames = []
    for name in frame_names(assets, folder, stem):
        frames.append(assets.fit(name, (height * 2, height)))
    return SpriteAnim(frames, fps, loop)

"""The small picture of the board that travels in a save (the Load screen shows it).

The board scene is drawn alone on a surface of its own (no pause menu, dice
overlay, notices or tooltips over it, so a save made from the pause menu has
its picture too), at most every few seconds.
A game with hidden information played by two or more humans at one screen gets
no picture: the last frame could be one seat's secret view. Reading a picture
back checks its header first, so a damaged or oversized one is just no picture.
"""
from __future__ import annotations

import base64
import io
import logging
import struct

import pygame

log = logging.getLogger(__name__)
SIZE = (192, 108)
MAX_SIDE = 400                 # a picture claiming more is not ours
EVERY = 3.0                    # seconds between two pictures


def secret_at_one_screen(match) -> bool:
    humans = sum(1 for s in match.seats if not s.ai)
    return humans >= 2 and hasattr(match.game, "private_view")


class Thumbnailer:
    """match.thumbnailer: called by Match.save_data; returns base64 JPEG text or None."""

    def __init__(self, ctx, board) -> None:
        self.ctx = ctx
        self.board = board
        self.last: str | None = None
        self.taken_at = -EVERY

    def __call__(self) -> str | None:
        if secret_at_one_screen(self.board.match):
            return None
        fresh = self.ctx.time - self.taken_at >= EVERY or self.last is None
        if fresh and self.board.built and self.board in self.ctx.app.stack:
            frame = pygame.Surface(self.ctx.app.screen.get_size())
            self.board.draw(frame)
            self.last = encode(frame) or self.last
            self.taken_at = self.ctx.time
        return self.last


def attach(ctx, board) -> None:
    board.match.thumbnailer = Thumbnailer(ctx, board)


def encode(surface: pygame.Surface) -> str | None:
    try:
        small = pygame.transform.smoothscale(surface, SIZE)
        buf = io.BytesIO()
        pygame.image.save(small, buf, "thumb.jpg")
        return base64.b64encode(buf.getvalue()).decode("ascii")
    except (pygame.error, ValueError, OSError):
        log.info("no thumbnail", exc_info=True)
        return None


def image_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) from a PNG or JPEG header, None for anything else."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24 and data[12:16] == b"IHDR":
        return struct.unpack(">II", data[16:24])
    if data[:2] != b"\xff\xd8":
        return None
    i = 2
    while i + 9 < len(data):
        if data[i] != 0xFF:
            return None
        marker = data[i + 1]
        length = struct.unpack(">H", data[i + 2:i + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            h, w = struct.unpack(">HH", data[i + 5:i + 9])
            return w, h
        i += 2 + length
    return None


def decode(data: bytes | None) -> pygame.Surface | None:
    """The picture, or None when it is missing, damaged or too big to be ours."""
    if not data:
        return None
    try:
        size = image_size(data)
        if size is None or not (0 < size[0] <= MAX_SIDE and 0 < size[1] <= MAX_SIDE):
            return None
        hint = "t.png" if data[:4] == b"\x89PNG" else "t.jpg"
        img = pygame.image.load(io.BytesIO(data), hint)
        if img.get_width() > MAX_SIDE or img.get_height() > MAX_SIDE:
            return None
        return img
    except Exception:                       # a damaged picture is no picture
        return None

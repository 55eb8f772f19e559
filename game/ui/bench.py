"""Frame-time and start-up measurements (CLI: python -m game bench)."""
from __future__ import annotations

import os
import time


def frame_times(game_id: str, seed: int, frames: int, games=None, after: int = 60) -> list[float]:
    """CPU milliseconds per frame (update + draw of the whole stack, no flip) on
    a board some AI actions into the game, with the pointer moving over it;
    measured after 5 warm-up frames that build the cached layers. Thread CPU
    time, so other processes on a busy machine do not count."""
    from .screenshot import prepared_board
    import pygame
    app, board = prepared_board(game_id, seed, after, games)
    for _ in range(5):                 # warm-up: the first frames build the cached layers
        app.top.update(1 / 60)
        app.render()
    out = []
    for i in range(frames):
        app.ctx.mouse = (40 + (i * 37) % 1200, 60 + (i * 53) % 640)
        t0 = time.thread_time()
        app.top.update(1 / 60)
        app.ctx.tips.tick(1 / 60)
        app.render()
        out.append((time.thread_time() - t0) * 1000.0)
    app.shutdown()
    _ = pygame
    return out


def startup_seconds(games=None) -> float:
    """Seconds from nothing to the first drawn menu frame (headless)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    t0 = time.perf_counter()
    from .app import build_app
    app = build_app(games=games, headless=True, audio=False, persist=False)
    app.step(1 / 60)
    took = time.perf_counter() - t0
    app.shutdown()
    return took

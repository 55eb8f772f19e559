"""`python -m game bench`: start-up, frame, AI, simulation, memory and save
timings measured in one run on this machine. The targets live in the README's
issue notes; this only measures (tests never assert timings)."""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
BARE = "import pygame; pygame.display.init(); pygame.display.set_mode((1280, 720)); pygame.display.flip()"
APP = "from game.ui.bench import startup_seconds; startup_seconds()"


def _wall(code: str, runs: int) -> float:
    """Median wall-clock seconds of a fresh interpreter running `code`."""
    times = []
    root = Path(__file__).resolve().parent.parent
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], env={**HEADLESS, "TABLERO_HOME": tempfile.mkdtemp()},
                       cwd=root, check=True, capture_output=True)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def games_per_second(game, seconds: float = 3.0) -> float:
    """Full AI games per second on one core, without invariant checks."""
    from game.engine.simulate import play_one
    done, t0, seed = 0, time.perf_counter(), 1000
    while time.perf_counter() - t0 < seconds or done == 0:
        play_one(game, {}, seed, check=False)
        done += 1
        seed += 1
    return done / (time.perf_counter() - t0)


def ai_decisions_ms(game, decisions: int = 400) -> list[float]:
    state = game.new_game({"players": 4}, 7)
    out, seed = [], 7
    while len(out) < decisions:
        if game.result(state) is not None:
            seed += 1
            state = game.new_game({"players": 4}, seed)
        t0 = time.perf_counter()
        action = game.choose_ai(state, game.to_act(state))
        out.append((time.perf_counter() - t0) * 1000)
        game.apply(state, action, check=False)
    return out


def save_load_ms(game) -> tuple[float, float]:
    from game.engine.session import Match, Seat, load_match
    from game.games import get_game
    match = Match(game, {"players": 4}, 3, [Seat(f"P{i}", True) for i in range(4)])
    for _ in range(300):
        if match.result() is not None:
            break
        match.play(game.choose_ai(match.state, match.to_act()))
    path = Path(tempfile.mkdtemp()) / "bench.json"
    saves, loads = [], []
    for _ in range(10):
        t0 = time.perf_counter()
        match.save(path)
        saves.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        load_match(path, get_game)
        loads.append((time.perf_counter() - t0) * 1000)
    return statistics.median(saves), statistics.median(loads)


def run_bench(quick: bool = False) -> dict:
    os.environ.update({k: HEADLESS[k] for k in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")})
    from game.games import get_game, ready_ids
    runs = 1 if quick else 3
    out: dict = {"bare_pygame_s": round(_wall(BARE, runs), 3), "startup_s": round(_wall(APP, runs), 3)}
    from game.ui.bench import frame_times
    frames = frame_times("platformer", 5, 60 if quick else 600)
    out["frame_ms_p50"] = round(_p(frames, 0.5), 2)
    out["frame_ms_p99"] = round(_p(frames, 0.99), 2)
    decisions = []
    per_game = {}
    for gid in ready_ids():
        game = get_game(gid)
        decisions += ai_decisions_ms(game, 100 if quick else 400)
        per_game[gid] = round(games_per_second(game, 1.0 if quick else 3.0), 2)
    out["ai_decision_ms_p99"] = round(_p(decisions, 0.99), 2)
    out["games_per_s"] = per_game
    save_ms, load_ms = save_load_ms(get_game(ready_ids()[0]))
    out["save_ms"], out["load_ms"] = round(save_ms, 2), round(load_ms, 2)
    out["rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return out

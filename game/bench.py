"""`python -m game bench`: start-up, frame, AI, self-play, memory and save
figures measured in one run on this machine (docs/cli.md lists the fields and
the targets; tests never assert timings).

Everything is measured in CPU time, not wall time: on a shared machine the
wall clock swings several times between runs while the CPU a fixed piece of
work costs barely moves. Self-play runs a fixed list of seeds, so every run
plays exactly the same games (the reported action counts show it)."""
from __future__ import annotations

import gc
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
BARE = "import pygame; pygame.display.init(); pygame.display.set_mode((1280, 720)); pygame.display.flip()"
APP = "from game.ui.bench import startup_seconds; startup_seconds()"
FIRST_SEED = 1000
PASSES = 3           # timed self-play passes of each kind per game (the fastest counts)


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def startup_cpu(runs: int) -> tuple[float, float]:
    """Median CPU seconds of a fresh interpreter that opens a bare pygame
    window, and of one that starts Tablero up to its first menu frame; the two
    alternate so both see the same machine. Both run with compiled bytecode,
    as an installed copy does (pygame's own is compiled at install): a first
    unmeasured run fills a private bytecode cache, even where the environment
    says not to write bytecode."""
    root = Path(__file__).resolve().parent.parent
    env = {**HEADLESS, "PYTHONPYCACHEPREFIX": tempfile.mkdtemp(prefix="tablero-pyc-")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    bare, app = [], []
    for run in range(runs + 1):
        for code, out in ((BARE, bare), (APP, app)):
            before = _children_cpu()
            subprocess.run([sys.executable, "-c", code], env={**env, "TABLERO_HOME": tempfile.mkdtemp()},
                           cwd=root, check=True, capture_output=True)
            if run:
                out.append(_children_cpu() - before)
    return statistics.median(bare), statistics.median(app)


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def self_play(game, games: int, check: bool) -> tuple[float, int]:
    """CPU seconds and actions for full AI games on seeds FIRST_SEED.. with the
    default options; check=True plays them as the `simulate` command does
    (every action's legality, the invariants after every CHECK_EVERY-th),
    check=False is pure play."""
    from game.engine.simulate import CHECK_EVERY, play_one
    actions = 0
    gc.collect()        # every pass starts with the same garbage to collect: less swing between runs
    t0 = time.process_time()
    for seed in range(FIRST_SEED, FIRST_SEED + games):
        actions += play_one(game, {}, seed, check=check, check_every=CHECK_EVERY)[1]
    return time.process_time() - t0, actions


def fastest_passes(game, games: int, passes: int) -> tuple[float, float, int]:
    """(CPU seconds of pure play, of simulate, actions): the fastest of `passes`
    passes of each, alternating. On a shared machine a pass only ever runs
    slower than the code does (other work takes the core or the cache), never
    faster, so the fastest is the steadiest figure (timeit's rule)."""
    play_s = sim_s = float("inf")
    for _ in range(passes):
        seconds, play_actions = self_play(game, games, check=False)
        play_s = min(play_s, seconds)
        seconds, sim_actions = self_play(game, games, check=True)
        sim_s = min(sim_s, seconds)
        if sim_actions != play_actions:
            raise RuntimeError(f"{game.id}: simulate played other games than pure play")
    return play_s, sim_s, play_actions


def ai_decisions_ms(game, decisions: int) -> list[float]:
    """CPU milliseconds of single AI decisions along seeded games."""
    seed = 7
    state = game.new_game({}, seed)
    out = []
    while len(out) < decisions:
        if game.result(state) is not None:
            seed += 1
            state = game.new_game({}, seed)
        t0 = time.process_time()
        action = game.choose_ai(state, game.to_act(state))
        out.append((time.process_time() - t0) * 1000)
        game.apply(state, action, check=False)
    return out


def save_load_ms(game) -> tuple[float, float]:
    from game.engine.session import Match, Seat, load_match
    from game.games import get_game
    state = game.new_game({}, 3)
    seats = len(game.seat_names(state))
    match = Match(game, {}, 3, [Seat(f"P{i}", True) for i in range(seats)])
    for _ in range(300):
        if match.result() is not None:
            break
        match.play(game.choose_ai(match.state, match.to_act()))
    path = Path(tempfile.mkdtemp()) / "bench.json"
    saves, loads = [], []
    for _ in range(10):
        t0 = time.process_time()
        match.save(path)
        saves.append((time.process_time() - t0) * 1000)
        t0 = time.process_time()
        load_match(path, get_game)
        loads.append((time.process_time() - t0) * 1000)
    return statistics.median(saves), statistics.median(loads)


def bench_game(game_id: str, quick: bool) -> dict:
    from game.engine.simulate import play_one
    from game.games import get_game
    from game.ui.bench import frame_times
    game = get_game(game_id)
    games = 5 if quick else 20
    # warm-up: content and map caches load once, and the modules that only the
    # simulate pass uses (invariants, views) are imported before either pass
    play_one(game, {}, FIRST_SEED - 1, check=True)
    play_s, sim_s, play_actions = fastest_passes(game, games, 1 if quick else PASSES)
    frames = frame_times(game_id, 5, 60 if quick else 600)
    decisions = ai_decisions_ms(game, 100 if quick else 400)
    save_ms, load_ms = save_load_ms(game)
    return {
        "games": games, "actions": play_actions,
        "games_per_cpu_s": round(games / play_s, 2),
        "simulate_games_per_cpu_s": round(games / sim_s, 2),
        "simulate_ratio": round(play_s / sim_s, 3),
        "ai_decision_ms_p99": round(_p(decisions, 0.99), 2),
        "frame_ms_p50": round(_p(frames, 0.5), 2), "frame_ms_p99": round(_p(frames, 0.99), 2),
        "save_ms": round(save_ms, 2), "load_ms": round(load_ms, 2),
    }


def run_bench(quick: bool = False) -> dict:
    os.environ.update({k: HEADLESS[k] for k in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT")})
    from game.games import ready_ids
    bare, startup = startup_cpu(2 if quick else 5)
    out: dict = {"bare_pygame_cpu_s": round(bare, 3), "startup_cpu_s": round(startup, 3),
                 "startup_ratio": round(startup / bare, 2)}
    out["games"] = {gid: bench_game(gid, quick) for gid in ready_ids()}
    out["rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return out

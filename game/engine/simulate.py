"""Play whole games with AI seats through the protocol, checking every
action's legality and the game's invariants (the `simulate` command, the
bench and the tests)."""
from __future__ import annotations

import hashlib
import json
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

MAX_ACTIONS = 20000   # a game longer than this counts as unfinished
# Long runs (the `simulate` command, the bench) check the invariants after every
# 4th action and the last one: most broken invariants stay broken, checking is a
# large share of the cost, and play_one then finds the exact action. Tests
# check after every action (play_one's and simulate's default).
CHECK_EVERY = 4
# Of those sampled checks, every FULL_EVERY-th and the one after the last action
# are full; the others pass full=False, which lets a game skip its costly
# whole-state scans (card counts, building and scanning seat views: each game's
# invariants module says which). A lost or doubled card stays so until the game
# ends, so the next full check still sees it. Checking after every action
# (tests, and the replay that locates a violation) is always full.
FULL_EVERY = 8


@dataclass
class SimReport:
    game: str
    games: int = 0
    finished: int = 0
    crashes: int = 0
    invariant_violations: int = 0
    actions: int = 0
    seconds: float = 0.0
    wins: int = 0
    scores: list = field(default_factory=list)
    problems: list = field(default_factory=list)   # first few, for people

    def to_data(self, solo: bool = False) -> dict:
        out = {"game": self.game, "games": self.games, "finished": self.finished, "crashes": self.crashes,
               "invariant_violations": self.invariant_violations, "actions": self.actions,
               "seconds": round(self.seconds, 3)}
        if solo:
            out["win_rate"] = round(self.wins / self.games, 3) if self.games else 0.0
            out["mean_score"] = round(sum(self.scores) / len(self.scores), 2) if self.scores else 0.0
        if self.problems:
            out["problems"] = self.problems[:5]
        return out


def parse_options(game: Any, pairs: list[str]) -> dict:
    """KEY=VALUE strings checked against the game's options (per-seat: comma list)."""
    known = {o.key: o for o in game.options()}
    out: dict = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError(f"option {pair!r}: expected KEY=VALUE")
        key, value = pair.split("=", 1)
        if key not in known:
            raise ValueError(f"unknown option {key!r} (known: {', '.join(sorted(known))})")
        opt = known[key]
        out[key] = [opt.parse(v) for v in value.split(",")] if opt.per_seat else opt.parse(value)
    return out


def state_digest(game: Any, state: Any) -> str:
    """A short hash of the whole saved state: two runs that played the same game
    end with the same digest (pins behaviour while the code is optimised)."""
    text = json.dumps(game.to_data(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def play_one(game: Any, options: dict, seed: int, check: bool = True, report: SimReport | None = None,
             check_every: int = 1):
    """One full AI game. With check, every action's legality is checked and the
    game's invariants after every `check_every`-th action and after the last
    (every FULL_EVERY-th of those checks and the last one full, see above);
    a violation found that way is located exactly by playing the game again
    (it is the same game) checking everything after every action."""
    state = game.new_game(options, seed)
    actions = checks = 0
    violations = []
    while game.result(state) is None and actions < MAX_ACTIONS:
        action = game.choose_ai(state, game.to_act(state))
        game.apply(state, action, check=check)
        actions += 1
        if not check:
            continue
        last = actions >= MAX_ACTIONS or game.result(state) is not None
        if actions % check_every == 0 or last:
            checks += 1
            bad = game.check_invariants(state, full=check_every == 1 or last or checks % FULL_EVERY == 0)
            if bad:
                if check_every > 1:
                    return play_one(game, options, seed, check, report, check_every=1)
                violations.append(f"seed {seed} action {actions} {action}: {bad[0]}")
                break
    return state, actions, violations


def simulate(game: Any, games: int, seed: int, options: dict, check: bool = True,
             check_every: int = 1) -> SimReport:
    report = SimReport(game.id)
    start = time.perf_counter()
    for i in range(games):
        report.games += 1
        try:
            state, actions, violations = play_one(game, options, seed + i, check, check_every=check_every)
        except Exception as exc:   # a crash is a finding, not the end of the run
            report.crashes += 1
            report.problems.append(f"seed {seed + i}: {type(exc).__name__}: {exc} "
                                   f"{traceback.format_exc().splitlines()[-3].strip()}")
            continue
        report.actions += actions
        if violations:
            report.invariant_violations += len(violations)
            report.problems += violations
            continue
        result = game.result(state)
        if result is not None:
            report.finished += 1
            if result.winners:
                report.wins += 1
            if result.scores:
                report.scores.append(sum(result.scores.values()))
    report.seconds = time.perf_counter() - start
    return report

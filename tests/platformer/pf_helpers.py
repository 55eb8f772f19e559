"""Helpers (imported by the tests as pf_helpers) for Platformer's rules tests: pinned tower layouts, positions built
through GAME.build_scenario, forced dice, and small queries on the result.

Coordinates are (x, y) with y = 0 the bottom row; level L holds rows 4L..4L+3.
Tests that rely on a square's geometry assert it first with `geometry()`, so a
changed map tile fails loudly instead of silently testing something else.
"""
from __future__ import annotations

import dataclasses

from game.engine.chance import Rng
from game.engine.protocol import Event, act
from game.games.platformer.components import Figure, Pos, Token
from game.games.platformer.game import GAME
from game.games.platformer.world import board, content, hero_cell, max_health, occupied, player

# A fixed tower (bottom level first); print(ascii_tower(w)) draws it:
#   level 0: forest_01 | forest_02   level 1: void_01 | void_02
#   level 2: forest_03 | void_03     level 3 (boss): forest_15 | forest_16
LAYOUT = [["forest_01", "forest_02"], ["void_01", "void_02"], ["forest_03", "void_03"],
          ["forest_15", "forest_16"]]
ALL_REVEALED = ["revealed"] * 4
OPTIONS = {"players": 2, "heroes": ["melosa", "etern"], "boss": "medusa"}
FIVE = ["boot", "boot", "sword", "coin", "monster"]
# seat 1's hero out of the way (level 1, on a platform) for tests that play several turns
PARK1 = {"seat": 1, "at": [9, 4]}


OPEN = ["revealed", "revealed", "revealed", "hidden"]


def build(setup: dict | None = None, options: dict | None = None, seed: int = 1, clear: bool = True):
    """A position on LAYOUT (unless setup says otherwise) with levels 1-3 revealed
    and the boss level hidden (unless setup.level_status says otherwise), and
    every enemy and token of the normal setup removed (unless clear=False)."""
    s = {"tiles": LAYOUT, "clear": clear, "level_status": OPEN, **(setup or {})}
    return GAME.build_scenario({**OPTIONS, **(options or {})}, seed, s)


def do(w, kind: str, *args) -> list[Event]:
    """Apply one action, checking it is legal first."""
    return GAME.apply(w, act(kind, *args))


def legal(w) -> list:
    return GAME.legal_actions(w)


def is_legal(w, kind: str, *args) -> bool:
    return act(kind, *args) in GAME.legal_actions(w)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def of(events, kind: str) -> list[dict]:
    return [e.data for e in events if e.kind == kind]


def force(w, die: str, faces) -> None:
    Rng(w.res["rng"]).force(die, list(faces) if not isinstance(faces, str) else [faces])


def next_turn(w, action=FIVE, enemy="left", drop=False) -> list[Event]:
    """End the active seat's turn (no store) with the next roll forced."""
    force(w, "action", action)
    force(w, "enemy", [enemy])
    events = []
    if w.res["turn"]["phase"] == "actions":
        assert not any(a.kind == "respawn" for a in legal(w)), "the active hero must respawn first"
        events += do(w, "end_actions")
    events += do(w, "finish", drop)
    return events


def add(w, ref: str, at, kind: str = "enemy") -> int:
    return w.spawn(Figure(kind, ref), Pos(*at))


def token(w, kind: str, at) -> int:
    return w.spawn(Token(kind), Pos(*at))


def cell_of(w, eid):
    p = w.try_get(eid, Pos)
    return None if p is None else (p.x, p.y)


def tokens_on(w, at) -> list[str]:
    return [t.kind for _e, t, p in w.query(Token, Pos) if (p.x, p.y) == tuple(at)]


def die_index(w, face: str, src: str | None = None) -> int:
    """Index of the first unused die showing `face` (optionally from `src`)."""
    for i, d in enumerate(w.res["turn"]["pool"]):
        if not d["used"] and d["face"] == face and (src is None or d["src"] == src):
            return i
    raise AssertionError(f"no unused {face} die in {w.res['turn']['pool']}")


def wounds(w, seat: int) -> int:
    """Wounds the hero carries now (content changes hero health; tests compare this)."""
    return max_health(w, seat) - w.res["players"][seat]["health"]


def stat(ref: str, key: str):
    """An enemy card's value from the content (health, damage, loot...)."""
    return content().enemies[ref][key]


def geometry(w, floor=(), open_below=(), walls=(), no_walls=(), ladders=(), traps=(), portals=(),
             shops=(), not_ladders=()):
    """Assert the tile geometry a test relies on (floor = platform under the cell,
    walls = wall on the cell's LEFT edge)."""
    b = board(w)
    for c in floor:
        assert tuple(c) in b.floor, f"expected a platform under {c}"
    for c in open_below:
        assert tuple(c) not in b.floor, f"expected no platform under {c}"
    for c in walls:
        assert tuple(c) in b.walls, f"expected a wall left of {c}"
    for c in no_walls:
        assert tuple(c) not in b.walls, f"expected no wall left of {c}"
    for c in ladders:
        assert tuple(c) in b.ladders, f"expected a ladder on {c}"
    for c in not_ladders:
        assert tuple(c) not in b.ladders, f"expected no ladder on {c}"
    for c in traps:
        assert tuple(c) in b.traps, f"expected a trap on {c}"
    for c in portals:
        assert tuple(c) in b.portals, f"expected a portal on {c}"
    for c in shops:
        assert tuple(c) in b.shops, f"expected a shop on {c}"
    return b



def patch_board(w, add: dict | None = None, remove: dict | None = None):
    """Give this position a board with extra/removed features, e.g.
    add={"traps": [(4, 1)]}: for rules no shipped tile happens to show."""
    b = board(w)
    changes = {}
    for key, cells in (add or {}).items():
        changes[key] = getattr(b, key) | frozenset(map(tuple, cells))
    for key, cells in (remove or {}).items():
        changes[key] = changes.get(key, getattr(b, key)) - frozenset(map(tuple, cells))
    w.cache["board"] = dataclasses.replace(b, **changes)
    return w.cache["board"]


def ascii_tower(w) -> str:
    """The tower as text, top row first: H ladder, ^ trap, O portal, $ shop,
    E spawn, g gold, * gem, B boss spawn, T boss token; '|' a wall on the
    cell's left edge; '---' a platform under the cell, '===' a one-way one."""
    b = board(w)
    marks = (("ladders", "H"), ("traps", "^"), ("portals", "O"), ("shops", "$"), ("spawns", "E"),
             ("gold", "g"), ("gems", "*"), ("boss_spawns", "B"), ("boss_tokens", "T"))
    lines = []
    for y in range(b.height - 1, -1, -1):
        row = "".join(("|" if (x, y) in b.walls else " ") +
                      ("".join(k for s, k in marks if (x, y) in getattr(b, s)) or ".").ljust(3)
                      for x in range(10))
        lines.append(f"{y:2d} {row}")
        lines.append("   " + "".join(" " + ("===" if (x, y) in b.one_way else "---" if (x, y) in b.floor else "   ")
                                     for x in range(10)))
    lines.append("    " + "   ".join(str(x) for x in range(10)))
    return "\n".join(lines)


__all__ = ["GAME", "LAYOUT", "ALL_REVEALED", "OPEN", "OPTIONS", "FIVE", "PARK1", "wounds", "stat", "content", "max_health", "build", "do", "legal", "is_legal", "kinds",
           "of", "force", "next_turn", "add", "token", "cell_of", "tokens_on", "die_index", "geometry", "ascii_tower", "patch_board",
           "hero_cell", "occupied", "player", "board", "Figure", "Pos", "Token", "act"]


def main_phase_states(options: dict, seed: int, limit: int):
    """(world, seat) at each main-phase decision of a self-played game; the AI
    plays on after each is looked at (tests of the AI's memos and shortcuts)."""
    from game.games.platformer.actions import main_phase
    from self_play import self_played
    for w in self_played(GAME, options, seed, limit):
        if main_phase(w):
            yield w, GAME.to_act(w)

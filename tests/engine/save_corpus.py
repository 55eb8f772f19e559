"""A seeded corpus of damaged saves made from real play of both games.

`originals()` plays a game of each ready game (Platformer, TseuQuest, ...) with
AI seats and returns their save data; `variants(originals, n, seed)` yields n (name, bytes) damaged
copies: truncations, flipped bytes, values replaced by wrong shapes and types,
huge and non-finite numbers, deep nesting, deleted keys, the other game's id or
snapshot, a changed log, empty and binary files. Used by the CI sample and the
long run (TABLERO_CORPUS=1000).
"""
from __future__ import annotations

import json
import random

from game.engine.session import Match, Seat
from game.games import get_game, ready_ids

HOSTILE = [None, "x", -1, 0, True, [], {}, 1e308, -1e308, 10 ** 400, "🎲" * 50, [[[[]]]],
           {"kind": "x"}, 2 ** 64, -(2 ** 63) - 1, 0.5, "a" * 10_000]
# raw JSON texts json.dumps cannot write: non-finite numbers, a 5,000-digit integer
RAW = ["NaN", "Infinity", "-Infinity", "-1e400", "1e400", "9" * 5000, "[" * 2000 + "]" * 2000,
       '{"a":' * 1500 + "1" + "}" * 1500]


# game -> (options, seats, actions played); a ready game not listed plays 2 seats, 60 actions
PLAYS = {"platformer": ({"players": 2}, 2, 40), "tseuquest": ({"players": 3, "draft": "random"}, 3, 90)}


def originals() -> dict[str, dict]:
    """A save of real AI play of every ready game."""
    out = {}
    for gid in ready_ids():
        game = get_game(gid)
        seats = max(2, game.min_players)
        opts, seats, n = PLAYS.get(gid, ({"players": seats}, seats, 60))
        m = Match(game, opts, 7, [Seat(f"P{i}", ai=i > 0) for i in range(seats)])
        while len(m.log) < n and m.result() is None:
            m.play_ai()
        data = m.save_data("original").to_data()
        data["saved_at"] = 1_700_000_000.0
        data["thumbnail"] = "iVBORw0KGgo="          # shown only; a broken one must not matter
        out[gid] = data
    return out


def _paths(value, prefix=()):
    """Every (path) to a node of a JSON value."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))


def _set(data, path, value):
    node = data
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value


def _delete(data, path):
    node = data
    for p in path[:-1]:
        node = node[p]
    del node[path[-1]]


def _dump(data) -> bytes:
    return json.dumps(data, separators=(",", ":")).encode()


def _raw_at(data, path, raw: str) -> bytes:
    """data with the value at path replaced by raw JSON text."""
    marker = "__RAW_MARKER__"
    _set(data, path, marker)
    return _dump(data).replace(f'"{marker}"'.encode(), raw.encode(), 1)


def variants(orig: dict[str, dict], n: int, seed: int):
    rnd = random.Random(seed)
    ids = sorted(orig)
    kinds = ["truncate", "flip", "flip_snapshot", "replace", "replace_top", "raw", "raw_top", "delete",
             "other_game", "other_snapshot", "log_arg", "log_drop", "log_dup", "option", "empty", "binary",
             "not_dict", "seat_count"]
    for i in range(n):
        gid = ids[i % len(ids)]
        other = ids[(i + 1) % len(ids)]
        base = json.loads(json.dumps(orig[gid]))
        text = _dump(base)
        kind = kinds[i % len(kinds)] if i < len(kinds) * 2 else rnd.choice(kinds)
        name = f"{i:05d}-{gid}-{kind}"
        if kind == "truncate":
            out = text[:rnd.randrange(len(text))]
        elif kind in ("flip", "flip_snapshot"):
            b = bytearray(text)
            lo = text.find(b'"snapshot"') if kind == "flip_snapshot" else 0
            for _ in range(rnd.choice((1, 1, 2, 5))):
                pos = rnd.randrange(max(0, lo), len(b))
                b[pos] ^= 1 << rnd.randrange(8)
            out = bytes(b)
        elif kind in ("replace", "raw", "delete"):
            paths = [p for p in _paths(base) if p]
            path = rnd.choice(paths)
            if kind == "replace":
                _set(base, path, rnd.choice(HOSTILE))
                out = _dump(base)
            elif kind == "raw":
                out = _raw_at(base, path, rnd.choice(RAW))
            else:
                _delete(base, path)
                out = _dump(base)
        elif kind in ("replace_top", "raw_top"):
            key = rnd.choice(["format", "version", "game", "options", "seed", "seats", "actions", "snapshot",
                              "saved_at", "label", "summary", "thumbnail"])
            if kind == "replace_top":
                base[key] = rnd.choice(HOSTILE)
                out = _dump(base)
            else:
                out = _raw_at(base, (key,), rnd.choice(RAW))
        elif kind == "other_game":
            base["game"] = other
            out = _dump(base)
        elif kind == "other_snapshot":
            base["snapshot"] = json.loads(json.dumps(orig[other]["snapshot"]))
            out = _dump(base)
        elif kind == "log_arg":
            with_args = [a for a in base["actions"] if len(a) > 1]
            action = rnd.choice(with_args or base["actions"])
            if len(action) > 1:
                action[rnd.randrange(1, len(action))] = rnd.choice(HOSTILE[:12])
            else:
                action[0] = "fly"
            out = _dump(base)
        elif kind == "log_drop":
            del base["actions"][rnd.randrange(len(base["actions"]))]
            out = _dump(base)
        elif kind == "log_dup":
            j = rnd.randrange(len(base["actions"]))
            base["actions"].insert(j, list(base["actions"][j]))
            out = _dump(base)
        elif kind == "option":
            key = rnd.choice(sorted(base["options"]))
            base["options"][key] = rnd.choice([True, False, 0, 1, 3, 9, "solo", "campaign", "random", None])
            out = _dump(base)
        elif kind == "seat_count":
            base["seats"] = base["seats"] + [{"name": "Extra", "ai": True}]
            out = _dump(base)
        elif kind == "empty":
            out = b""
        elif kind == "binary":
            out = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 4000)))
        else:
            out = rnd.choice([b"[1,2,3]", b'"tablero-save"', b"null", b"42", b"{}"])
        yield name, out

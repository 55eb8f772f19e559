"""The record of finished games: one JSON line per game in the user's data folder
(game, date, seats human / AI with their hero or role, who won, length).

Lines are only ever appended, never rewritten, so a damaged line (a crash in the
middle of a write, a hand edit) loses nothing else: reading keeps every good row
and counts the bad ones, and the next append starts on a fresh line.
"""
from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .saves import LANGS, MAX_SEATS

log = logging.getLogger(__name__)

FILE = "records.jsonl"
MAX_LINE = 16 * 1024
MAX_ROWS = 20_000            # the newest ones are kept in memory; the file keeps all


def records_path() -> Path:
    """Beside the saves folder, in the user's data folder."""
    from game.paths import saves_dir
    return saves_dir().parent / FILE


def game_key(match: Any) -> str:
    """The same game played to the same end has the same key: game, options, seed and
    every action. A finished save loaded again (or its game over shown twice) is one game."""
    data = [match.game.id, match.options, match.seed, [a.to_data() for a in match.log]]
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def record_of(match: Any, review: Any = None) -> dict | None:
    """The row for a finished match (None while it is not finished)."""
    result = match.result()
    if result is None or not result.finished:
        return None
    summary = match.summary() or {}
    seats = []
    for i, seat in enumerate(match.seats):
        role = {lang: (summary.get(lang, {}).get("seats") or [""] * (i + 1))[i:i + 1] for lang in LANGS}
        seats.append({"name": seat.name, "ai": bool(seat.ai),
                      "role": {lang: str(v[0]) if v else "" for lang, v in role.items()}})
    row = {"v": 1, "game": match.game.id, "at": round(time.time(), 1), "seats": seats,
           "winners": [int(w) for w in result.winners], "actions": len(match.log),
           "reason": str(result.reason or ""), "key": game_key(match)}
    if review is not None:
        row["turns"], row["kind"] = int(review.turns), str(review.kind)
    return row


def append_record(row: dict, path: str | Path | None = None) -> bool:
    """Add one row; False (and a log line) if the disk refused. Never raises."""
    try:
        path = Path(path) if path else records_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(row, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        with open(path, "ab") as fh:
            if fh.tell() > 0:                       # a torn last line stays alone on its line
                with open(path, "rb") as rd:
                    rd.seek(-1, os.SEEK_END)
                    if rd.read(1) != b"\n":
                        fh.write(b"\n")
            fh.write(text.encode("utf-8") + b"\n")
            fh.flush()
            os.fsync(fh.fileno())
        return True
    except (OSError, ValueError, TypeError) as exc:
        log.warning("could not add a game record: %s", exc)
        return False


def record_once(row: dict, path: str | Path | None = None) -> bool:
    """Append the row unless the file already holds a game with its key: True when added."""
    key = row.get("key")
    if key and any(r.get("key") == key for r in read_records(path).rows):
        return False
    return append_record(row, path)


@dataclass
class Records:
    rows: list[dict] = field(default_factory=list)
    damaged: int = 0                 # lines that could not be read (left in the file as they are)
    error: str = ""                  # the file could not be read at all


def _text(v: Any, n: int = 80) -> str:
    return v[:n] if isinstance(v, str) else ""


def _row(data: Any) -> dict | None:
    """A checked row, or None."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str) or not data["game"]:
        return None
    seats = data.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        return None
    out_seats = []
    for s in seats:
        if not isinstance(s, dict):
            return None
        role = s.get("role") if isinstance(s.get("role"), dict) else {}
        out_seats.append({"name": _text(s.get("name")), "ai": s.get("ai") is True,
                          "role": {lang: _text(role.get(lang)) for lang in LANGS}})
    winners = data.get("winners")
    if not isinstance(winners, list) or not all(isinstance(w, int) and not isinstance(w, bool)
                                                and 0 <= w < len(seats) for w in winners):
        return None
    at = data.get("at")
    if not isinstance(at, (int, float)) or isinstance(at, bool) or not math.isfinite(at) or not 0 <= at < 1e11:
        return None

    def count(key):
        v = data.get(key, 0)
        return v if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10 ** 7 else 0
    return {"game": data["game"][:40], "at": float(at), "seats": out_seats, "winners": sorted(set(winners)),
            "actions": count("actions"), "turns": count("turns"),
            "kind": data.get("kind") if data.get("kind") in ("turn", "round") else "turn",
            "reason": _text(data.get("reason"), 60), "key": _text(data.get("key"), 64)}


def read_records(path: str | Path | None = None) -> Records:
    """Every good row, oldest first; damaged lines are counted, never raise."""
    try:
        path = Path(path) if path else records_path()
        if not path.exists():
            return Records()
        raw = path.read_bytes()
    except OSError as exc:
        return Records(error=exc.strerror or "error")
    out = Records()
    for line in raw.split(b"\n"):
        if not line.strip():
            continue
        row = None
        if len(line) <= MAX_LINE:
            try:
                row = _row(json.loads(line.decode("utf-8"), parse_constant=lambda c: None))
            except (ValueError, UnicodeDecodeError, RecursionError):
                row = None
        if row is None:
            out.damaged += 1
        else:
            out.rows.append(row)
    out.rows = out.rows[-MAX_ROWS:]
    return out


def tally(rows: list[dict], game_id: str, lang: str) -> dict:
    """Per game: games played, and [played, won] per seat kind ("human" / "ai")
    and per hero or role (worded in `lang`), most played first."""
    mine = [r for r in rows if r["game"] == game_id]
    kinds = {"human": [0, 0], "ai": [0, 0]}
    roles: dict[str, list[int]] = {}
    for r in mine:
        for i, s in enumerate(r["seats"]):
            won = int(i in r["winners"])
            k = kinds["ai" if s["ai"] else "human"]
            k[0] += 1
            k[1] += won
            for name in (x.strip() for x in (s["role"].get(lang) or s["role"].get("en") or "").split(",")):
                if name:
                    got = roles.setdefault(name, [0, 0])
                    got[0] += 1
                    got[1] += won
    order = sorted(roles.items(), key=lambda kv: (-kv[1][0], kv[0]))
    lengths = [r["turns"] for r in mine if r["turns"]]
    return {"games": len(mine), "kinds": kinds, "roles": order,
            "average_turns": round(sum(lengths) / len(lengths), 1) if lengths else 0,
            "last": mine[-1]["at"] if mine else 0}

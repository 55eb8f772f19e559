"""Versioned saves: options + seed + action log, plus a snapshot of the state
for fast loading. Writes are atomic (temp file + rename) so a crash never
leaves half a save, and a bad file is reported in one clear sentence.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .messages import KeyedError

FORMAT = "tablero-save"
VERSION = 1
# UPGRADES[n] turns a version-n save (a dict) into version n+1. Add one each
# time VERSION goes up; loading walks the chain.
UPGRADES: dict[int, Callable[[dict], dict]] = {}


class SaveError(KeyedError):
    """The file is not a usable Tablero save; str() is an English message for
    players, messages.text(error, lang) the same in their language."""


@dataclass
class SaveData:
    game: str
    options: dict
    seed: int
    seats: list[dict]                        # [{"name": str, "ai": bool}]
    actions: list[list] = field(default_factory=list)
    snapshot: dict | None = None             # game.to_data(state) after all actions
    saved_at: float = 0.0
    label: str = ""

    def to_data(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "game": self.game, "options": self.options,
                "seed": self.seed, "seats": self.seats, "actions": self.actions,
                "snapshot": self.snapshot, "saved_at": self.saved_at, "label": self.label}


def write_save(path: str | Path, save: SaveData) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    save.saved_at = time.time()
    text = json.dumps(save.to_data(), separators=(",", ":"))
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def upgrade(data: dict, name: str = "save") -> dict:
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError("save.no_version", file=name)
    if version > VERSION:
        raise SaveError("save.newer", file=name, version=version, current=VERSION)
    while version < VERSION:
        step = UPGRADES.get(version)
        if step is None:
            raise SaveError("save.no_upgrade", file=name, version=version)
        data = step(data)
        version = data["version"] = version + 1
    return data


def read_save(path: str | Path) -> SaveData:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError("save.not_found", file=path.name) from None
    except OSError as exc:
        raise SaveError("save.unreadable", file=path.name, detail=exc.strerror) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError("save.damaged", file=path.name) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("save.foreign", file=path.name)
    data = upgrade(data, path.name)
    problems = []
    if not isinstance(data.get("game"), str):
        problems.append("game")
    if not isinstance(data.get("options"), dict):
        problems.append("options")
    if not isinstance(data.get("seed"), int):
        problems.append("seed")
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) and isinstance(s.get("name"), str) for s in seats):
        problems.append("seats")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, list) and a and isinstance(a[0], str) for a in actions):
        problems.append("actions")
    if data.get("snapshot") is not None and not isinstance(data["snapshot"], dict):
        problems.append("snapshot")
    if problems:
        raise SaveError("save.bad_fields", file=path.name, fields=", ".join(problems))
    return SaveData(game=data["game"], options=data["options"], seed=data["seed"], seats=seats,
                    actions=actions, snapshot=data.get("snapshot"),
                    saved_at=float(data.get("saved_at") or 0), label=str(data.get("label") or ""))


def list_saves(folder: str | Path) -> list[tuple[Path, SaveData | SaveError]]:
    """Every *.json in folder, newest first, each read or with its error."""
    out: list[tuple[Path, Any]] = []
    for p in sorted(Path(folder).glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            out.append((p, read_save(p)))
        except SaveError as exc:
            out.append((p, exc))
    return out

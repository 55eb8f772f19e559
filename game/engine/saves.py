"""Versioned saves: options + seed + action log, plus a snapshot of the state
(checked against a replay of the log when loading) and what the save list
shows (a summary in each language, a thumbnail). Writes are atomic (temp file
+ rename) so a crash never leaves half a save; temp files of interrupted
writes are removed by `clean_temp` and never listed.

`read_save` is the one reading of a save file (Continue, Load, the save list
and `replay` all use it): it bounds sizes and depth, checks every field's type
and range, and turns every problem into a SaveError -- one sentence in each
language. Nothing else escapes it.
"""
from __future__ import annotations

import base64
import binascii
import json
import math
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .messages import KeyedError
from .save_files import AUTOSAVE_PREFIX, TEMP_PREFIX, save_files   # (apart: the menu's first frame needs only them)

FORMAT = "tablero-save"
VERSION = 1
# UPGRADES[n] turns a version-n save (a dict) into version n+1. Add one each
# time VERSION goes up; loading walks the chain.
UPGRADES: dict[int, Callable[[dict], dict]] = {}

LANGS = ("es", "en")
MAX_BYTES = 8 * 1024 * 1024          # a long campaign is ~100 KB
MAX_DEPTH = 48                       # snapshots nest ~8 deep
MAX_ACTIONS = 200_000
MAX_SEATS = 16
MAX_TEXT = 200                       # longer labels and names are clipped when read
MAX_THUMB = 96 * 1024                # base64 text of the small picture
MAX_TIME = 1e11                      # saved_at: seconds since 1970 (year ~5100)
GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")


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
    # {lang: {"mode": str, "seats": [str per seat], "progress": str}}: what the list shows
    summary: dict | None = None
    thumbnail: str | None = None             # base64 JPEG/PNG of the board, a few KB
    check: str = ""                          # integrity() when written: the snapshot is whole if it still matches

    def to_data(self) -> dict:
        data = {"format": FORMAT, "version": VERSION, "game": self.game, "options": self.options,
                "seed": self.seed, "seats": self.seats, "actions": self.actions,
                "snapshot": self.snapshot, "saved_at": self.saved_at, "label": self.label,
                "check": integrity(self)}
        if self.summary is not None:
            data["summary"] = self.summary
        if self.thumbnail is not None:
            data["thumbnail"] = self.thumbnail
        return data

    def summary_in(self, lang: str) -> dict | None:
        if not self.summary:
            return None
        return self.summary.get(lang) or next(iter(self.summary.values()), None)

    def thumbnail_bytes(self) -> bytes | None:
        if not self.thumbnail:
            return None
        try:
            return base64.b64decode(self.thumbnail, validate=True)
        except (binascii.Error, ValueError):
            return None


def integrity(save: SaveData) -> str:
    """A digest of everything the game is rebuilt from (not the label, date, summary or
    picture): a file damaged after it was written no longer matches it."""
    import hashlib      # here, not at the top: it loads OpenSSL, and the menu's first frame reads no save
    body = json.dumps([save.game, save.options, save.seed, save.seats, save.actions, save.snapshot],
                      sort_keys=True, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def intact(save: SaveData) -> bool:
    try:
        return bool(save.check) and save.check == integrity(save)
    except (TypeError, ValueError, RecursionError):
        return False


# -- writing ---------------------------------------------------------------------------------------------

def write_save(path: str | Path, save: SaveData) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    save.saved_at = time.time()
    text = json.dumps(save.to_data(), separators=(",", ":"), allow_nan=False)
    write_atomic(path, text, TEMP_PREFIX, ".json")


def write_atomic(path: Path, text: str, prefix: str, suffix: str) -> None:
    """Write through a temp file in the same folder and a rename, so a crash never leaves half a
    file; a failure removes the temp file and raises."""
    import tempfile     # here, not at the top: start-up writes nothing
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=path.parent)
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


def new_autosave_path(folder: str | Path, game_id: str) -> Path:
    """A file of its own for a new match, so starting a game never replaces
    another match's autosave."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    import secrets     # imported when a match starts, not with the menu (start-up time)
    return Path(folder) / f"{AUTOSAVE_PREFIX}{game_id}-{stamp}-{secrets.token_hex(3)}.json"


# -- reading -----------------------------------------------------------------------------------------------

def upgrade(data: dict, name: str = "save") -> dict:
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("save.no_version", file=name)
    if version > VERSION:
        raise SaveError("save.newer", file=name, version=min(version, 10 ** 6), current=VERSION)
    if version < 1:
        raise SaveError("save.no_upgrade", file=name, version=max(version, -1))
    while version < VERSION:
        step = UPGRADES.get(version)
        if step is None:
            raise SaveError("save.no_upgrade", file=name, version=version)
        data = step(data)
        version = data["version"] = version + 1
    return data


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number a save may hold")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("number too large")
    return value


def _too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if d > limit:
            return True
        if isinstance(v, dict):
            stack.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            stack.extend((x, d + 1) for x in v)
    return False


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v: Any) -> bool:
    return (_is_int(v) or isinstance(v, float)) and math.isfinite(v)


def _plain_value(v: Any, depth: int = 0) -> bool:
    """An option value or an action argument: scalars and short lists of them."""
    if v is None or isinstance(v, (bool, str)) or _is_int(v):
        return not isinstance(v, str) or len(v) <= MAX_TEXT
    if isinstance(v, float):
        return math.isfinite(v)
    if isinstance(v, list) and depth < 4 and len(v) <= 64:
        return all(_plain_value(x, depth + 1) for x in v)
    return False


def _clip(text: str, n: int = MAX_TEXT) -> str:
    return text if len(text) <= n else text[:n - 1] + "…"


def _summary(value: Any, n_seats: int) -> dict | None:
    """The list's summary if it is well formed; a damaged one is dropped (it is only shown)."""
    if not isinstance(value, dict):
        return None
    out = {}
    for lang, s in value.items():
        if lang not in LANGS or not isinstance(s, dict):
            continue
        mode, progress, seats = s.get("mode", ""), s.get("progress", ""), s.get("seats", [])
        if not (isinstance(mode, str) and isinstance(progress, str) and isinstance(seats, list)
                and len(seats) <= MAX_SEATS and all(isinstance(x, str) for x in seats)):
            continue
        out[lang] = {"mode": _clip(mode, 80), "progress": _clip(progress, 80),
                     "seats": [_clip(x, 80) for x in seats[:n_seats]]}
    return out or None


def _check_fields(data: dict) -> list[str]:
    problems = []
    if not (isinstance(data.get("game"), str) and GAME_ID.fullmatch(data["game"])):
        problems.append("game")
    options = data.get("options")
    if not (isinstance(options, dict) and len(options) <= 64
            and all(isinstance(k, str) and len(k) <= 40 and _plain_value(v) for k, v in options.items())):
        problems.append("options")
    if not (_is_int(data.get("seed")) and abs(data["seed"]) < 2 ** 63):
        problems.append("seed")
    seats = data.get("seats")
    if not (isinstance(seats, list) and 1 <= len(seats) <= MAX_SEATS
            and all(isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("ai", False), bool)
                    for s in seats)):
        problems.append("seats")
    actions = data.get("actions")
    if not (isinstance(actions, list) and len(actions) <= MAX_ACTIONS
            and all(isinstance(a, list) and a and isinstance(a[0], str) and len(a[0]) <= 40
                    and len(a) <= 16 and all(_plain_value(x) for x in a[1:]) for a in actions)):
        problems.append("actions")
    if data.get("snapshot") is not None and not isinstance(data["snapshot"], dict):
        problems.append("snapshot")
    saved_at = data.get("saved_at", 0)
    if not (saved_at is None or (_is_number(saved_at) and 0 <= saved_at <= MAX_TIME)):
        problems.append("saved_at")
    if not isinstance(data.get("label", ""), (str, type(None))):
        problems.append("label")
    return problems


def read_save(path: str | Path) -> SaveData:
    """The save in `path`, checked; any problem is a SaveError naming the file."""
    path = Path(path)
    name = _clip(path.name, 80)
    try:
        return _read(path, name)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("save.damaged", file=name) from None
    except Exception:                         # no file content may raise anything else
        raise SaveError("save.damaged", file=name) from None


def _read(path: Path, name: str) -> SaveData:
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError("save.too_big", file=name, mb=MAX_BYTES // (1024 * 1024))
        if not path.is_file():
            raise SaveError("save.unreadable", file=name, detail="not a file")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError("save.not_found", file=name) from None
    except OSError as exc:
        raise SaveError("save.unreadable", file=name, detail=exc.strerror or "error") from None
    if len(raw) > MAX_BYTES:
        raise SaveError("save.too_big", file=name, mb=MAX_BYTES // (1024 * 1024))
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_no_constant, parse_float=_finite)
    except (UnicodeDecodeError, ValueError, RecursionError, MemoryError):
        raise SaveError("save.damaged", file=name) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("save.foreign", file=name)
    if _too_deep(data):
        raise SaveError("save.damaged", file=name)
    data = upgrade(data, name)
    problems = _check_fields(data)
    if problems:
        raise SaveError("save.bad_fields", file=name, fields=", ".join(problems))
    seats = [{"name": _clip(s["name"], 60), "ai": bool(s.get("ai", False))} for s in data["seats"]]
    thumb = data.get("thumbnail")
    if not (isinstance(thumb, str) and len(thumb) <= MAX_THUMB):
        thumb = None
    check = data.get("check")
    return SaveData(game=data["game"], options=data["options"], seed=data["seed"], seats=seats,
                    actions=data["actions"], snapshot=data.get("snapshot"),
                    saved_at=float(data.get("saved_at") or 0), label=_clip(str(data.get("label") or "")),
                    summary=_summary(data.get("summary"), len(seats)), thumbnail=thumb,
                    check=check if isinstance(check, str) and len(check) == 64 else "")


def list_saves(folder: str | Path) -> list[tuple[Path, SaveData | SaveError]]:
    """Every save in folder, newest first, each read or with its error."""
    out: list[tuple[Path, Any]] = []
    for p in save_files(folder):
        try:
            out.append((p, read_save(p)))
        except SaveError as exc:
            out.append((p, exc))
    return out

"""Which files in the saves folder are saves, autosaves or the temp files of an
interrupted write: the listing the menu needs for its first frame, kept apart
from reading and checking a save (game/engine/saves.py, which re-exports these)
so that a first start, with no save to read, does not import that."""
from __future__ import annotations

from pathlib import Path

TEMP_PREFIX = ".tmp-"
AUTOSAVE_PREFIX = "autosave-"


def is_autosave(path: str | Path) -> bool:
    return Path(path).name.startswith(AUTOSAVE_PREFIX)


def clean_temp(folder: str | Path) -> int:
    """Remove the temp files of saves interrupted by a crash; returns how many."""
    return remove_matching(folder, TEMP_PREFIX + "*")


def remove_matching(folder: str | Path, *patterns: str) -> int:
    """Remove the files of folder that match any glob pattern (what a crash left of an
    interrupted write); returns how many. A file that cannot be read or removed is skipped."""
    removed = 0
    for pattern in patterns:
        try:
            names = list(Path(folder).glob(pattern))
        except OSError:
            continue
        for p in names:
            try:
                p.unlink()
                removed += 1
            except OSError:
                pass
    return removed


def save_files(folder: str | Path) -> list[Path]:
    """The save files in folder, newest first (temp files of interrupted writes are not saves)."""
    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0
    try:
        files = [p for p in Path(folder).glob("*.json") if not p.name.startswith(TEMP_PREFIX)]
    except OSError:
        return []
    return sorted(files, key=mtime, reverse=True)

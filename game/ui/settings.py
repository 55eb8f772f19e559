"""Player settings, kept as YAML in config_dir()/settings.yaml.

A missing file means defaults; a damaged one (bad YAML or bad values) also
means defaults for what is wrong, plus a notice for the player -- never a crash.
"""
from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path
from game.engine.save_files import remove_matching

ANIM_SPEEDS = ("slow", "normal", "fast", "instant")
TEXT_SIZES = ("small", "normal", "large")
LANGUAGES = ("es", "en")
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1024, 576))


def system_language() -> str:
    """Spanish when the system locale starts with "es", else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "es" if value.lower().startswith("es") else "en"
    import locale      # only without those variables (most systems set LANG): start-up time
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "es" if loc.lower().startswith("es") else "en"


@dataclass
class Settings:
    music_volume: float = 0.5
    effects_volume: float = 0.8
    fullscreen: bool = False
    window_size: list = field(default_factory=lambda: [1280, 720])
    anim_speed: str = "normal"
    skip_ai_animations: bool = False
    language: str = field(default_factory=system_language)
    text_size: str = "normal"

    def to_data(self) -> dict:
        return dataclasses.asdict(self)


def _valid(name: str, value) -> bool:
    if name in ("music_volume", "effects_volume"):
        return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1
    if name in ("fullscreen", "skip_ai_animations"):
        return isinstance(value, bool)
    if name == "window_size":
        return (isinstance(value, list) and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 10000 for v in value))
    if name == "anim_speed":
        return value in ANIM_SPEEDS
    if name == "language":
        return value in LANGUAGES
    if name == "text_size":
        return value in TEXT_SIZES
    return False


def settings_path(folder: Path) -> Path:
    return Path(folder) / "settings.yaml"


def load_settings(path: Path) -> tuple[Settings, bool]:
    """(settings, damaged): damaged is True when the file existed but had to be
    (partly) replaced by defaults. Read once at start-up, so it also removes the
    temp files of writes a crash interrupted."""
    clean_temp(Path(path).parent)
    settings = Settings()
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        return settings, False
    except (OSError, UnicodeDecodeError):
        return settings, True
    import yaml        # here, not at the top: a first start reads no settings file and skips it
    try:
        data = yaml.safe_load(text)
    except Exception:             # bad YAML, nesting too deep, a 5,000-digit number...: defaults
        return settings, True
    if data is None:
        return settings, False
    if not isinstance(data, dict):
        return settings, True
    damaged = False
    names = {f.name for f in dataclasses.fields(Settings)}
    for key, value in data.items():
        if key in names and _valid(key, value):
            setattr(settings, key, float(value) if key.endswith("volume") else value)
        elif key in names:
            damaged = True          # unknown keys are ignored (a newer version's settings)
    return settings, damaged


def save_settings(path: Path, settings: Settings) -> bool:
    """Atomic write; False (and nothing changed) if the folder is not writable."""
    return _write_yaml(path, settings.to_data(), ".settings-")


def _write_yaml(path: Path, data: dict, prefix: str) -> bool:
    """The saves' atomic write (temp file and rename); False if it could not be written."""
    import yaml        # imported when used (start-up reads no YAML when there is no settings file)

    from game.engine.saves import write_atomic
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, yaml.safe_dump(data, allow_unicode=True, sort_keys=True), prefix, ".yaml")
        return True
    except (OSError, yaml.YAMLError):
        return False


TEMP_PREFIXES = (".settings-", ".setup-")


def clean_temp(folder: Path) -> int:
    """Remove temp files a crash left while the settings or the setup memory were being
    written (called once at start-up); returns how many."""
    return remove_matching(folder, *(prefix + "*.yaml" for prefix in TEMP_PREFIXES))


# -- the setup screen's memory: the last choices per game, beside the settings ---------------------------

def setup_memory_path(folder: Path) -> Path:
    return Path(folder) / "setup.yaml"


def load_setup_memory(path: Path) -> dict:
    """{game id: last choices}; a missing or damaged file is an empty memory (the
    setup screen checks each remembered value against the game's options)."""
    import yaml        # imported when used, as for the settings file
    try:
        text = Path(path).read_text(encoding="utf-8")
        if len(text) > 256 * 1024:
            return {}
        data = yaml.safe_load(text)
    except Exception:                              # unreadable, bad YAML, too deep: forget it
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)}


def save_setup_memory(path: Path, game_id: str, choices: dict) -> bool:
    """Remember one game's choices (atomic write); False if it could not be written."""
    memory = load_setup_memory(path)
    memory[game_id] = choices
    return _write_yaml(path, memory, ".setup-")

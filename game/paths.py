"""Where things live: bundled assets (source checkout, installed wheel or
PyInstaller bundle) and the user's settings and saves.

TABLERO_HOME overrides the user folders (tests, portable installs).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
ASSET_DIRS = ("maps", "sprites", "sounds", "fonts", "docs")


def _asset_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:                                   # PyInstaller one-folder bundle
        return Path(bundle)
    checkout = _PACKAGE.parent
    if (checkout / "sprites").is_dir() and (checkout / "maps").is_dir():
        return checkout                          # source checkout / editable install
    return _PACKAGE / "_data"                    # wheel: see pyproject package-dir


ASSET_ROOT = _asset_root()


def asset_path(*parts: str) -> Path:
    return ASSET_ROOT.joinpath(*parts)


def content_path(game_id: str, *parts: str) -> Path:
    return _PACKAGE / "games" / game_id / "content" / Path(*parts)


def _user_dir(kind: str) -> Path:
    home = os.environ.get("TABLERO_HOME")
    if home:
        return Path(home) / kind
    import platformdirs
    if kind == "config":
        return Path(platformdirs.user_config_dir("tablero", appauthor=False))
    return Path(platformdirs.user_data_dir("tablero", appauthor=False)) / kind


def config_dir() -> Path:
    path = _user_dir("config")
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = _user_dir("saves")
    path.mkdir(parents=True, exist_ok=True)
    return path

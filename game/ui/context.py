"""The one small object handed to every scene, widget and view: no module-level
globals hold session state."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .assets import Assets
from .audio import Audio
from .i18n import I18n
from .settings import Settings
from .tooltip import Tooltips
from . import theme


class Games:
    """The game catalogue as the client sees it; tests pass their own."""

    def __init__(self, catalogue=None, get_game: Callable | None = None) -> None:
        if catalogue is None or get_game is None:
            from game.games import CATALOGUE, get_game as real_get
            catalogue = catalogue if catalogue is not None else CATALOGUE
            get_game = get_game or real_get
        self.catalogue = tuple(catalogue)
        self._get = get_game

    def entry(self, game_id: str):
        for e in self.catalogue:
            if e.id == game_id:
                return e
        raise KeyError(game_id)

    def ready_ids(self) -> list[str]:
        return [e.id for e in self.catalogue if e.module]

    def get(self, game_id: str):
        return self._get(game_id)


@dataclass
class Context:
    app: Any                       # push / pop / replace / quit / notify
    settings: Settings
    i18n: I18n
    audio: Audio
    assets: Assets
    games: Games
    tips: Tooltips = field(default_factory=Tooltips)
    mouse: tuple = (0, 0)          # pointer in logical coordinates, updated every frame
    time: float = 0.0              # seconds since start (animations)
    ui_borders: dict = field(default_factory=dict)
    nav: Any = None                # scenes by name (nav.py): ctx.nav.open("rules", game_id)

    def t(self, key: str, **kw) -> str:
        return self.i18n.t(key, **kw)

    @property
    def lang(self) -> str:
        return self.i18n.lang

    def anim(self, seconds: float, ai: bool = False) -> float:
        """A duration scaled by the animation-speed setting (0 = instant)."""
        if ai and self.settings.skip_ai_animations:
            return 0.0
        return seconds * theme.ANIM_FACTOR.get(self.settings.anim_speed, 1.0)

    def ui_border(self, name: str) -> int | None:
        """The 9-slice border of a ui image (ui/nine_slice.yaml if the art ships one;
        else the sizes tools/art_ui.py draws: panels 16 px, buttons 12 px)."""
        base = name.rsplit("/", 1)[-1]
        if base in self.ui_borders:
            return self.ui_borders[base]
        if base.startswith("panel"):
            return 16
        if base.startswith("button"):
            return 12
        return None

    def notify(self, key_or_text: str, **kw) -> None:
        self.app.notify(key_or_text, **kw)

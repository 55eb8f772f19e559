"""Per-game views: game id -> view class (imported lazily so a broken or
unfinished view never stops the menu). Games without a view get GenericView."""
from __future__ import annotations

import importlib
import logging

log = logging.getLogger(__name__)

VIEWS: dict[str, str | type] = {
    "platformer": "game.ui.views.platformer.view:PlatformerView",
    "tseuquest": "game.ui.views.tseuquest.view:TseuQuestView",
    "talisman": "game.ui.views.talisman.view:TalismanView",
    "dungeon_universalis": "game.ui.views.dungeon_universalis.view:DungeonUniversalisView",
    "star_quest": "game.ui.views.star_quest.view:StarQuestView",
}


def register_view(game_id: str, cls) -> None:
    VIEWS[game_id] = cls


def view_class(game_id: str):
    from .generic import GenericView
    spec = VIEWS.get(game_id)
    if spec is None:
        return GenericView
    if isinstance(spec, type):
        return spec
    module, _, name = spec.partition(":")
    try:
        return getattr(importlib.import_module(module), name)
    except Exception:                       # unfinished view: still playable with the generic one
        log.exception("view for %s unavailable, using the generic view", game_id)
        return GenericView

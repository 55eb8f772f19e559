"""The catalogue of games. A game is ready when its module exposes GAME."""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    id: str
    title: dict
    blurb: dict
    module: str | None          # None: shown in the menu as "coming"
    players: tuple = (1, 4)     # shown on the menu card without importing the game


CATALOGUE = (
    Entry("platformer", {"es": "Platformer", "en": "Platformer"},
          {"es": "Carrera de dados por una torre con gravedad, hasta el jefe de la cima.",
           "en": "A dice-pool race up a tower with gravity, to the boss at the top."},
          "game.games.platformer.game", (1, 4)),
    Entry("tseuquest", {"es": "TseuQuest", "en": "TseuQuest"},
          {"es": "Mazmorras al estilo clásico contra el Malvado Brujo.",
           "en": "A classic dungeon crawl against the Evil Wizard."},
          "game.games.tseuquest.game", (2, 5)),
    Entry("dungeon_universalis", {"es": "Dungeon Universalis", "en": "Dungeon Universalis"},
          {"es": "Héroes contra el jugador oscuro automático (JOA): la mazmorra juega sola.",
           "en": "Heroes against the automated dark player (JOA): the dungeon plays itself."},
          "game.games.dungeon_universalis.game", (1, 4)),
    Entry("star_quest", {"es": "Star Quest", "en": "Star Quest"},
          {"es": "Cooperativo de ciencia ficción contra unidades guiadas por una IA.",
           "en": "Co-op sci-fi heroes against units driven by an AI flowchart."},
          "game.games.star_quest.game", (1, 4)),
    Entry("talisman", {"es": "Talisman", "en": "Talisman"},
          {"es": "Tira y mueve hasta la Corona de Mando. Expansión opcional: El Reino de las Almas.",
           "en": "Roll and move to the Crown of Command. Realm of Souls expansion available."},
          "game.games.talisman.game", (2, 6)),
)

_loaded: dict = {}


def entry(game_id: str) -> Entry:
    for e in CATALOGUE:
        if e.id == game_id:
            return e
    raise KeyError(f"unknown game {game_id!r} (known: {', '.join(e.id for e in CATALOGUE)})")


def ready_ids() -> list[str]:
    return [e.id for e in CATALOGUE if e.module]


def _built_module(game_id: str) -> str | None:
    """A game whose rules package exists but is not listed as ready yet (simulate, scenario)."""
    name = f"game.games.{game_id}.game"
    try:
        return name if importlib.util.find_spec(name) is not None else None
    except ModuleNotFoundError:
        return None


def get_game(game_id: str):
    """The game's protocol object; KeyError for an unknown or unbuilt game. A game whose
    package exists but is not listed as ready yet is reachable too (simulate, scenarios, tests)."""
    if game_id not in _loaded:
        e = entry(game_id)
        module = e.module or _built_module(game_id)
        if module is None:
            raise KeyError(f"game {game_id!r} is not built yet")
        _loaded[game_id] = importlib.import_module(module).GAME
    return _loaded[game_id]

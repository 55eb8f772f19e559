"""What the save list shows for a Platformer game: mode, heroes, turn."""
from __future__ import annotations

from game.engine.state import World
from game.engine.worldgame import default_summary

from .world import content

TURN = {"es": "Turno {n}", "en": "Turn {n}"}
OVER = {"es": "Terminada", "en": "Finished"}


def save_summary(game, state: World, lang: str) -> dict:
    out = default_summary(game, state, lang)
    heroes = content().heroes
    out["seats"] = [heroes[p["hero"]]["name"].get(lang, p["hero"]) if p["hero"] in heroes else p["hero"]
                    for p in state.res["players"]]
    table = OVER if state.res["result"] is not None else TURN
    out["progress"] = table.get(lang, table["en"]).format(n=state.res["turn"]["number"])
    return out

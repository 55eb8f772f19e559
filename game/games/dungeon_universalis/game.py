"""Dungeon Universalis against the JOA as one game object speaking the engine's protocol."""
from __future__ import annotations

from game.engine.protocol import Option
from game.engine.protocol import label as _label
from game.engine.state import World
from game.engine.worldgame import WorldGame, forward

from .companions import profiles as companion_profiles
from .content import content
from .setup import HERO_IDS


class DungeonUniversalis(WorldGame):
    id = "dungeon_universalis"
    title = _label("Dungeon Universalis", "Dungeon Universalis")
    min_players = 1
    max_players = 4
    private_view = forward("view.private_view")
    action_warnings = forward("client.action_warnings")
    save_summary = forward("client.save_summary")

    def options(self) -> list[Option]:
        c = content()
        heroes = ("random",) + HERO_IDS
        scenarios = tuple(c.scenarios)
        return [
            Option("scenario", "choice", "random", _label("Escenario", "Scenario"), scenarios + ("random",),
                   {**{s: c.scenarios[s]["title"] for s in scenarios}, "random": _label("Al azar", "Random")}),
            Option("players", "int", 2, _label("Héroes (uno por jugador)", "Heroes (one per player)"),
                   minimum=1, maximum=4),
            Option("heroes", "choice", "random", _label("Héroe", "Hero"), heroes,
                   {"random": _label("Al azar", "Random"), **{h: c.heroes[h]["name"] for h in HERO_IDS}},
                   per_seat=True, unique=True),
            Option("companions", "choice", "none", _label("Acompañante", "Companion"),
                   ("random", "none") + tuple(companion_profiles()),
                   {"random": _label("Al azar", "Random"), "none": _label("Ninguno", "None"),
                    **{k: p["name"] for k, p in companion_profiles().items()}}, per_seat=True),
            Option("revisit", "bool", False, _label("Ya estuvieron en este escenario (+2 por héroe)",
                                                    "Been here before (+2 per hero)")),
            Option("experience", "int", 0, _label("Experiencia invertida por héroe", "Experience invested per hero"),
                   minimum=0, maximum=40),
            Option("dun_basic", "bool", False, _label("Regla DUN Basic (sin zona de seguridad)",
                                                      "DUN Basic rule (no safety zone)")),
            Option("follow_up", "bool", False, _label("Los héroes ocupan la casilla del enemigo empujado o caído",
                                                      "Heroes step into a pushed or fallen foe's square")),
        ]

    def scores(self, state: World) -> dict[int, int]:
        return {state.res["figs"][h]["seat"]: state.res["figs"][h]["coins"] for h in state.res["party"]}

    def seat_names(self, state: World) -> list[str]:
        c = content()
        return [c.heroes[state.res["figs"][h]["ref"]]["name"]["en"] for h in state.res["party"]]


GAME = DungeonUniversalis()

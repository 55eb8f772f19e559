"""Dungeon Universalis against the JOA as one game object speaking the engine's protocol."""
from __future__ import annotations

from game.engine.protocol import Action, Event, Option, Result
from game.engine.protocol import label as _label
from game.engine.state import World
from game.engine.worldgame import WorldGame

from .actions import is_legal, legal_actions, perform, to_act
from .content import content
from .describe import describe as _describe
from .invariants import check_invariants
from .setup import HERO_IDS, new_world


class DungeonUniversalis(WorldGame):
    id = "dungeon_universalis"
    title = _label("Dungeon Universalis", "Dungeon Universalis")
    min_players = 1
    max_players = 4

    def options(self) -> list[Option]:
        c = content()
        heroes = ("random",) + HERO_IDS
        scenarios = tuple(c.scenarios)
        return [
            Option("scenario", "choice", "warren", _label("Escenario", "Scenario"), scenarios,
                   {s: c.scenarios[s]["title"] for s in scenarios}),
            Option("players", "int", 2, _label("Héroes (uno por jugador)", "Heroes (one per player)"),
                   minimum=1, maximum=4),
            Option("heroes", "choice", "random", _label("Héroe", "Hero"), heroes,
                   {"random": _label("Al azar", "Random"), **{h: c.heroes[h]["name"] for h in HERO_IDS}},
                   per_seat=True, unique=True),
            Option("revisit", "bool", False, _label("Ya estuvieron en este escenario (+2 por héroe)",
                                                    "Been here before (+2 per hero)")),
            Option("experience", "int", 0, _label("Experiencia invertida por héroe", "Experience invested per hero"),
                   minimum=0, maximum=40),
            Option("dun_basic", "bool", False, _label("Regla DUN Basic (sin zona de seguridad)",
                                                      "DUN Basic rule (no safety zone)")),
            Option("follow_up", "bool", False, _label("Los héroes ocupan la casilla del enemigo empujado o caído",
                                                      "Heroes step into a pushed or fallen foe's square")),
            Option("fortune_saves", "bool", True, _label("Usar Fortuna ante golpes fatales",
                                                         "Spend Fortune against fatal blows")),
        ]

    def new_game_with_events(self, options: dict, seed: int) -> tuple[World, list[Event]]:
        return new_world(options, seed)

    def build_scenario(self, options: dict, seed: int, setup: dict) -> World:
        from .scenario import build
        return build(options, seed, setup)

    def legal_actions(self, state: World) -> list[Action]:
        return legal_actions(state)

    def is_legal(self, state: World, action: Action) -> bool:
        return is_legal(state, action)

    def perform(self, state: World, action: Action) -> list[Event]:
        return perform(state, action)

    def to_act(self, state: World) -> int | None:
        return to_act(state)

    def result(self, state: World) -> Result | None:
        r = state.res["result"]
        if r is None:
            return None
        scores = {state.res["figs"][h]["seat"]: state.res["figs"][h]["coins"] for h in state.res["party"]}
        return Result(True, list(r["winners"]), scores, r["reason"])

    def check_invariants(self, state: World) -> list[str]:
        return check_invariants(state)

    def choose_ai(self, state: World, seat: int) -> Action:
        from .ai import choose
        return choose(state, seat)

    def describe(self, event: Event, lang: str, state: World | None = None) -> str:
        return _describe(event, lang, state)

    def private_view(self, state: World, seat: int | None) -> dict:
        from .view import private_view
        return private_view(state, seat)

    def action_warnings(self, state: World, action: Action) -> list[tuple[str, dict]]:
        from .client import action_warnings
        return action_warnings(state, action)

    def save_summary(self, state: World, lang: str) -> dict:
        from .client import save_summary
        return save_summary(state, lang)

    def seat_names(self, state: World) -> list[str]:
        c = content()
        return [c.heroes[state.res["figs"][h]["ref"]]["name"]["en"] for h in state.res["party"]]


GAME = DungeonUniversalis()

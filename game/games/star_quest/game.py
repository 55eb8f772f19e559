"""Grimdark Future: Star Quest as one game object speaking the engine's protocol.

Seats 0..players-1 are the heroes' players (a player may run several heroes);
the last seat is the enemy AI, whose only action is to activate its next unit.
"""
from __future__ import annotations

from game.engine.chance import Rng
from game.engine.messages import OptionError
from game.engine.protocol import Action, Event, Option, Result
from game.engine.protocol import label as _label
from game.engine.state import World
from game.engine.worldgame import WorldGame

from . import components  # noqa: F401  (registers the components for from_data)
from .actions import is_legal, legal_actions, new_setup_queue, perform
from .components import Unit
from .describe import describe as _describe
from .invariants import check_invariants
from .mission import generate, setup_mission, spawn_hero
from .turn import start_round, to_act
from .view import private_view
from .world import content

LINEUP = ("vex", "ileth", "korrag", "nyx", "oran", "sable")
DEFAULTS = {"players": 1, "heroes": 4, "lineup": "standard", "mode": "mission", "mission": "signal_in_the_dust",
            "table": "48", "exhaustion": "all"}


def new_world(options: dict, seed: int) -> tuple[World, list[Event]]:
    opts = {**DEFAULTS, **(options or {})}
    c = content()
    if not 1 <= opts["players"] <= 4:
        raise OptionError("options.players", lo=1, hi=4)
    w = World()
    w.res = {"rng": Rng.new_box(seed), "options": opts, "round": 0, "phase": "setup", "act": None,
             "pending": None, "result": None, "turn_seat": 0, "hurt": {}, "fear": {}, "reserved": {},
             "campaign": None, "started": False}
    r = Rng(w.res["rng"])
    refs = [h for h in LINEUP if h in c.heroes] + sorted(set(c.heroes) - set(LINEUP))
    if opts["lineup"] == "random":
        r.shuffle(refs)
    count = max(opts["heroes"], opts["players"])
    for i, ref in enumerate(refs[:count]):
        spawn_hero(w, ref, i % opts["players"])
    events: list[Event] = []
    if opts["mode"] == "campaign":
        w.res["campaign"] = {"missions": list(c.campaign["missions"]), "index": 0, "results": []}
        mission = c.missions[c.campaign["missions"][0]]
    elif opts["mode"] == "generated":
        mission = generate(r, count)
    else:
        mission = c.missions[opts["mission"]]
    setup_mission(w, events, mission)
    w.res["setup_queue"] = new_setup_queue(w)
    if not w.res["setup_queue"]:
        start_round(w, events)
    return w, events


class StarQuest(WorldGame):
    id = "star_quest"
    title = _label("Star Quest", "Star Quest")
    min_players = 1
    max_players = 4

    def options(self) -> list[Option]:
        c = content()
        missions = tuple(c.missions)
        return [
            Option("players", "int", 1, _label("Jugadores", "Players"), minimum=1, maximum=4),
            Option("heroes", "int", 4, _label("Héroes en el grupo", "Heroes in the party"), minimum=1,
                   maximum=len(c.heroes)),
            Option("lineup", "choice", "standard", _label("Héroes", "Heroes"), ("standard", "random"),
                   {"standard": _label("Los de siempre", "The usual squad"), "random": _label("Al azar", "At random")}),
            Option("mode", "choice", "mission", _label("Modo", "Mode"), ("mission", "campaign", "generated"),
                   {"mission": _label("Una misión", "One mission"),
                    "campaign": _label("Campaña narrativa", "Narrative campaign"),
                    "generated": _label("Misión generada", "Generated mission")}),
            Option("mission", "choice", missions[0], _label("Misión", "Mission"), missions,
                   {m: c.missions[m]["name"] for m in missions}),
            Option("table", "choice", "48", _label("Mesa", "Table"), ("48", "24"),
                   {"48": _label('48"×48"', '48"×48"'),
                    "24": _label('24"×24" (distancias a la mitad)', '24"×24" (distances halved)')}),
            Option("exhaustion", "choice", "all", _label("Agotamiento", "Exhaustion"), ("all", "excess"),
                   {"all": _label("Heridas = todo el poder gastado", "Wounds = all the power spent"),
                    "excess": _label("Heridas = el poder que faltaba", "Wounds = the power that was missing")}),
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
        seats = range(state.res["options"]["players"])
        return Result(True, list(r["winners"]), {s: r["score"] for s in seats}, r["reason"])

    def check_invariants(self, state: World) -> list[str]:
        return check_invariants(state)

    def choose_ai(self, state: World, seat: int) -> Action:
        from .ai import choose
        return choose(state, seat)

    def describe(self, event: Event, lang: str, state: World | None = None) -> str:
        return _describe(event, lang, state)

    def seat_names(self, state: World) -> list[str]:
        c = content()
        names = []
        for s in range(state.res["options"]["players"]):
            heroes = [c.heroes[u.ref]["name"]["en"] for _, u in state.query(Unit) if u.side == "hero" and u.seat == s]
            names.append(", ".join(heroes) or f"Player {s + 1}")
        return names + ["IA / AI"]

    def private_view(self, state: World, seat: int | None) -> dict:
        return private_view(state, seat)

    def action_warnings(self, state: World, action: Action) -> list[tuple[str, dict]]:
        from .client import action_warnings
        return action_warnings(state, action)

    def save_summary(self, state: World, lang: str) -> dict:
        from .client import save_summary
        return save_summary(self, state, lang)

    def setup_hints(self, options: dict) -> dict:
        from .client import setup_hints
        return setup_hints(options)


GAME = StarQuest()

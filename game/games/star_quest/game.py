"""Grimdark Future: Star Quest as one game object speaking the engine's protocol.

Seats 0..players-1 are the heroes' players (a player may run several heroes);
the last seat is the enemy AI, whose only action is to activate its next unit.
"""
from __future__ import annotations

from game.engine.chance import Rng
from game.engine.messages import OptionError
from game.engine.protocol import Event, Option
from game.engine.protocol import label as _label
from game.engine.state import World
from game.engine.worldgame import WorldGame, forward

from . import components  # noqa: F401  (registers the components for from_data)
from .actions import new_setup_queue
from .components import Unit
from .mission import generate, setup_mission, spawn_hero
from .turn import start_round
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
    new_game_with_events = forward("game.new_world")     # above, beside DEFAULTS
    to_act = forward("turn.to_act")
    private_view = forward("view.private_view")
    action_warnings = forward("client.action_warnings")
    save_summary = forward("client.save_summary", with_game=True)
    setup_hints = forward("client.setup_hints")

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

    def scores(self, state: World) -> dict[int, int]:
        return {s: state.res["result"]["score"] for s in range(state.res["options"]["players"])}

    def seat_names(self, state: World) -> list[str]:
        c = content()
        names = []
        for s in range(state.res["options"]["players"]):
            heroes = [c.heroes[u.ref]["name"]["en"] for _, u in state.query(Unit) if u.side == "hero" and u.seat == s]
            names.append(", ".join(heroes) or f"Player {s + 1}")
        return names + ["IA / AI"]


GAME = StarQuest()

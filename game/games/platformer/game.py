"""Platformer as one game object speaking the engine's protocol."""
from __future__ import annotations

from game.engine.protocol import Event, Option
from game.engine.protocol import label as _label
from game.engine.state import World
from game.engine.worldgame import WorldGame, forward

from . import components  # noqa: F401  (registers the components for from_data)
from .components import Figure
from .describe import describe as _describe
from .world import content

SOLO_POINTS = {"event": 3, "kill": 2, "overkill": 2, "gem": 1}


class Platformer(WorldGame):
    id = "platformer"
    title = _label("Platformer", "Platformer")
    min_players = 1
    max_players = 4
    action_warnings = forward("confirm.action_warnings")
    save_summary = forward("summary.save_summary", with_game=True)

    def options(self) -> list[Option]:
        c = content()
        heroes = ("random",) + tuple(sorted(c.heroes))
        hero_labels = {"random": _label("Al azar", "Random"), **{h: c.heroes[h]["name"] for h in c.heroes}}
        bosses = ("random",) + tuple(sorted(c.bosses))
        boss_labels = {"random": _label("Al azar", "Random"), **{b: c.bosses[b]["name"] for b in c.bosses}}
        return [
            Option("players", "int", 2, _label("Jugadores", "Players"), minimum=1, maximum=4),
            Option("heroes", "choice", "random", _label("Héroe", "Hero"), heroes, hero_labels, per_seat=True,
                   unique=True),
            Option("boss", "choice", "random", _label("Jefe", "Boss"), bosses, boss_labels),
            Option("mode", "choice", "standard", _label("Modo", "Mode"), ("standard", "solo"),
                   {"standard": _label("Normal", "Standard"), "solo": _label("Solitario (12 eventos)", "Solo (12 events)")}),
            Option("artifacts", "bool", False, _label("Variante: artefactos", "Variant: artifacts")),
            Option("bigger_map", "bool", False, _label("Variante: mapa más grande", "Variant: bigger map")),
        ]

    def scores(self, state: World) -> dict[int, int]:
        if state.res["options"]["mode"] != "solo":
            return {}
        return {0: solo_score(state) if state.res["result"]["winners"] else 0}

    def describe(self, event: Event, lang: str, state: World | None = None) -> str:
        heroes = [p["hero"] for p in state.res["players"]] if state is not None else []
        refs = {}
        if state is not None:
            refs = {eid: fig.ref for eid, fig in state.query(Figure)}
        return _describe(event, lang, heroes, refs)

    # -- watching it again (engine/replay.py) ------------------------------------------------
    def review_turn(self, state: World) -> tuple[str, int] | None:
        return ("turn", state.res["turn"]["number"])

    def review_tally(self, state: World, actor, events: list[Event], tally: dict) -> None:
        seats = tally["seats"]

        def add(seat, key, n=1):
            if isinstance(seat, int) and 0 <= seat < len(seats) and n:
                seats[seat][key] = seats[seat].get(key, 0) + int(n)
        for ev in events:
            d = ev.data
            if ev.kind == "wound":
                add(d.get("seat"), "wounds_taken", d.get("amount", 0))
            elif ev.kind in ("attack", "boss_hit"):
                add(d.get("seat"), "wounds_dealt", d.get("wounds", d.get("amount", 0)))
            elif ev.kind == "defeat":
                add(d.get("seat"), "kills")
            elif ev.kind == "gold" and d.get("amount", 0) > 0:
                add(d.get("seat"), "gold", d["amount"])
            elif ev.kind == "knocked_out":
                add(d.get("seat"), "knockouts")

    def review_series(self, state: World) -> tuple[str, list] | None:
        return ("health", [p["health"] for p in state.res["players"]])

    def seat_names(self, state: World) -> list[str]:
        return [content().heroes[p["hero"]]["name"]["en"] for p in state.res["players"]]

    def setup_hints(self, options: dict) -> dict:
        """Solo is played on the normal-size map: the bigger-map variant is moot then."""
        hints = super().setup_hints(options)
        solo = options.get("mode") == "solo" or int(options.get("players", 2) or 2) < 2
        hints["ignored"] = ["bigger_map"] if solo else []
        return hints

def solo_score(state: World) -> int:
    """3 per event card left + 2 per enemy defeated (the boss too) + 2 per wound
    over the boss's health + 1 per gem + (gold + cost of held items and potions) // 3."""
    c = content()
    p = state.res["players"][0]
    r = state.res["result"]
    left = len(state.res["decks"]["events"]["draw"])
    kills = p["kills"]              # the boss is an enemy too ("también se aplica al Jefe"), plus its overkill
    worth = p["gold"] + sum(c.items[i]["cost"] for i, _ in p["items"]) + sum(c.potions[x]["cost"] for x in p["potions"])
    return (SOLO_POINTS["event"] * left + SOLO_POINTS["kill"] * kills
            + SOLO_POINTS["overkill"] * max(0, r.get("overkill", 0)) + SOLO_POINTS["gem"] * p["gems"] + worth // 3)


GAME = Platformer()

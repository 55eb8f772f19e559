"""Talisman as one game object speaking the engine's protocol."""
from __future__ import annotations

from game.engine.protocol import Option
from game.engine.protocol import label as _label
from game.engine.state import World
from game.engine.worldgame import WorldGame, forward

from . import actions  # noqa: F401  (registers every flow step before setup runs one)
from .content import content


class Talisman(WorldGame):
    id = "talisman"
    title = _label("Talisman", "Talisman")
    min_players = 2
    max_players = 6
    save_summary = forward("client.save_summary")
    setup_hints = forward("client.setup_hints")
    handover_needed = forward("client.handover_needed")
    action_warnings = forward("client.action_warnings")

    def options(self) -> list[Option]:
        c = content()
        chars = ("random",) + tuple(sorted(c.characters))
        char_labels = {"random": _label("Al azar", "Random"), **{k: v["name"] for k, v in c.characters.items()}}
        endings = ("crown", "random") + tuple(sorted(c.endings))
        ending_labels = {"crown": _label("La Corona de Mando", "The Crown of Command"),
                         "random": _label("Un final alternativo al azar", "A random alternative ending"),
                         **{k: v["name"] for k, v in c.endings.items()}}
        return [
            Option("players", "int", 4, _label("Jugadores", "Players"), minimum=2, maximum=6),
            Option("characters", "choice", "random", _label("Personaje", "Character"), chars, char_labels,
                   per_seat=True, unique=True),
            Option("souls", "bool", False, _label("Expansión: El Reino de las Almas", "Expansion: The Realm of Souls")),
            Option("evade", "choice", "cards", _label("Evadir", "Evading"), ("cards", "always"),
                   {"cards": _label("Solo con cartas y habilidades", "Only through cards and abilities"),
                    "always": _label("Siempre se puede evadir", "Always offered")}),
            Option("victory", "choice", "last", _label("Victoria", "Victory"), ("last", "first"),
                   {"last": _label("El último en pie", "Last one standing"),
                    "first": _label("El primero en la Corona", "First to the Crown")}),
            Option("toad_turns", "int", 3, _label("Turnos como sapo", "Turns as a toad"), minimum=1, maximum=6),
            Option("command_ghosts", "bool", True, _label("El Conjuro de Mando alcanza a los fantasmas",
                                                          "The command spell hits ghosts")),
            Option("life_trophy", "bool", False, _label("Regla alternativa: trofeo de vida", "Alternative rule: life trophy")),
            Option("random_rifts", "bool", False, _label("Regla alternativa: grietas aleatorias",
                                                         "Alternative rule: random rifts")),
            Option("ending", "choice", "crown", _label("Final", "Ending"), endings, ending_labels),
        ]

    def to_data(self, state: World) -> dict:
        """The state, plus each character's current strength, craft and limits (for views and scenarios)."""
        from .world import derived
        return {**state.to_data(), "derived": derived(state)}

    def seat_names(self, state: World) -> list[str]:
        c = content()
        return [c.characters[x["id"]]["name"]["en"] for x in state.res["chars"]]


GAME = Talisman()

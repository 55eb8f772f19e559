"""Player-facing texts of engine errors in both languages. Errors carry a key
and parameters; str(error) is the English text (CLI, logs), the UI asks
`text(error, lang)`."""
from __future__ import annotations

TEXTS = {
    "save.not_found": {"en": "{file}: file not found", "es": "{file}: no se encuentra el archivo"},
    "save.unreadable": {"en": "{file}: cannot be read ({detail})", "es": "{file}: no se puede leer ({detail})"},
    "save.damaged": {"en": "{file}: damaged or truncated, not a readable save",
                     "es": "{file}: archivo dañado o incompleto, no se puede leer la partida"},
    "save.foreign": {"en": "{file}: not a Tablero save", "es": "{file}: no es una partida de Tablero"},
    "save.no_version": {"en": "{file}: the save has no version number",
                        "es": "{file}: la partida no indica su versión"},
    "save.newer": {"en": "{file}: the save is from a newer Tablero (format {version}, this one reads up to {current})",
                   "es": "{file}: la partida es de un Tablero más nuevo (formato {version}; este lee hasta el {current})"},
    "save.no_upgrade": {"en": "{file}: no upgrade from save format {version}",
                        "es": "{file}: no se puede actualizar el formato {version}"},
    "save.bad_fields": {"en": "{file}: damaged save (bad {fields})", "es": "{file}: partida dañada (campos: {fields})"},
    "save.unknown_game": {"en": "the save is for a game this version does not have ({game})",
                          "es": "la partida es de un juego que esta versión no tiene ({game})"},
    "save.bad_log": {"en": "damaged action log ({detail})", "es": "registro de acciones dañado ({detail})"},
    "save.not_reproduced": {"en": "replaying the log does not reproduce the saved state",
                            "es": "al repetir las acciones no se obtiene el estado guardado"},
    "save.bad_options": {"en": "the save's options cannot start a game ({detail})",
                         "es": "las opciones guardadas no permiten empezar la partida ({detail})"},
    "save.illegal_in_log": {"en": "action {n} of the log is not legal there ({detail})",
                            "es": "la acción {n} del registro no es legal en ese momento ({detail})"},
    "save.too_big": {"en": "{file}: too large to be a save (over {mb} MB)",
                     "es": "{file}: demasiado grande para ser una partida (más de {mb} MB)"},
    "save.broken_state": {"en": "the saved game breaks the rules of the game, it cannot be opened",
                          "es": "la partida guardada no cumple las reglas del juego, no se puede abrir"},
    "save.no_snapshot": {"en": "the save holds no position to compare with",
                         "es": "la partida no guarda ninguna posición con la que comparar"},
    "save.seats": {"en": "the save's seats do not match its game",
                   "es": "los asientos de la partida no corresponden a su juego"},
    "options.same_hero": {"en": "two seats picked the same hero", "es": "dos jugadores eligieron el mismo héroe"},
    "options.players": {"en": "players must be {lo}..{hi}", "es": "los jugadores deben ser de {lo} a {hi}"},
    "options.goal_party": {"en": "that adventure's goal needs at least {n} adventurers in the party",
                           "es": "el objetivo de esa aventura necesita al menos {n} aventureros en el grupo"},
    "options.solo_map": {"en": "solo mode is played on a normal-size map",
                         "es": "el modo solitario se juega en un mapa de tamaño normal"},
}


class KeyedError(Exception):
    """An error with a message key; str() is English."""

    def __init__(self, key: str, **params) -> None:
        self.key, self.params = key, params
        super().__init__(TEXTS[key]["en"].format(**params))


def text(error: BaseException, lang: str) -> str:
    """The error in the player's language (English for errors without a key)."""
    key = getattr(error, "key", None)
    if key in TEXTS:
        table = TEXTS[key]
        return table.get(lang, table["en"]).format(**error.params)
    return str(error)


class OptionError(KeyedError, ValueError):
    """Options a game refuses to start with."""

"""Every string the client shows, in Spanish and English.

Keys are dotted names; values may hold {placeholders} for str.format. A test
checks that both tables have exactly the same keys and no empty text.
"""
from __future__ import annotations

import logging

from game.engine.wording import fill

log = logging.getLogger(__name__)

ES = {
    "app.title": "Tablero",
    "app.subtitle": "Juegos de mesa para jugar en casa",
    "notice.no_audio": "No hay dispositivo de sonido: el juego seguirá en silencio.",
    "notice.settings_damaged": "El archivo de ajustes estaba dañado: se usan valores por defecto.",
    "notice.settings_not_saved": "No se pudieron guardar los ajustes.",
    "notice.saved": "Partida guardada: {label}",
    "notice.save_failed": "No se pudo guardar: {error}",
    "notice.autosave_failed": "No se pudo autoguardar: {error}",
    "notice.undo": "Acción deshecha",
    "notice.loaded": "Partida cargada",
    "menu.play": "Jugar",
    "menu.card_tip": "Pulsa para preparar una partida de {game}",
    "menu.continue": "Continuar",
    "menu.continue_tip": "Retoma la última partida guardada automáticamente",
    "menu.continue_none": "No hay ninguna partida guardada automáticamente",
    "menu.load": "Cargar",
    "menu.settings": "Ajustes",
    "menu.rules": "Reglas",
    "menu.quit": "Salir",
    "menu.coming": "Próximamente",
    "menu.games": "Elige un juego",
    "menu.players": "{low}–{high} jugadores",
    "menu.players_one": "{low} jugador",
    "menu.rules_pick": "¿Reglas de qué juego?",
    "setup.title": "Preparar partida: {game}",
    "setup.players": "Jugadores",
    "setup.seats": "Asientos",
    "setup.options": "Opciones",
    "setup.seed": "Partida n.º",
    "setup.seed_hint": "vacío = al azar",
    "setup.seed_tip": "El mismo número con las mismas opciones da la misma partida. Déjalo vacío para una al azar.",
    "setup.start": "Empezar",
    "setup.back": "Volver",
    "setup.human": "Humano",
    "setup.ai": "IA",
    "setup.kind_tip": "Pulsa para cambiar entre jugador humano e IA",
    "setup.name_tip": "Nombre del asiento",
    "setup.default_name": "Jugador {n}",
    "setup.no_options": "Este juego no tiene más opciones.",
    "setup.yes": "Sí",
    "setup.no": "No",
    "setup.tip_off": "Ahora no se usa. Con «Sí»: {what}",
    "setup.error": "No se puede empezar con estas opciones: {error}",
    "board.turn": "Turno de {name}",
    "board.ai_thinking": "{name} está pensando…",
    "board.ai_thinking_ai": "La IA está pensando…",
    "board.turn_ai": "Turno de la IA",
    "board.turn_role": "Turno: {role} ({name})",
    "board.ai_thinking_role": "{role} ({name}): pensando…",
    "board.pass_to": "Hecho: pasar a {name}",
    "board.done_tip": "Mira cómo acabó tu turno. Al pulsar, tu vista se oculta y el dispositivo pasa al siguiente jugador.",
    "board.log": "Registro",
    "log.new": "{n} {n?línea nueva|líneas nuevas} ↓",
    "log.new_tip": "Baja a lo último y sigue las líneas nuevas",
    "camera.drag": "Arrastra con el botón derecho o con el central (la rueda) para mover la vista.",
    "board.pause": "Pausa",
    "board.undo": "Deshacer",
    "board.rules": "Reglas",
    "board.pause_tip": "Pausa (Esc)",
    "board.undo_tip": "Deshace la última acción de este turno (Ctrl+Z)",
    "board.undo_off_tip": "No hay nada que deshacer en este turno",
    "board.rules_tip": "Consulta las reglas",
    "board.game_over": "Fin de la partida",
    "board.loaded": "Partida cargada ({n} {n?acción|acciones}).",
    "board.started": "Empieza la partida n.º {seed}.",
    "board.actions": "Acciones posibles",
    "board.waiting": "Esperando…",
    "board.illegal": "Eso no se puede hacer ahora.",
    "handover.title": "Turno de {name}",
    "handover.click": "Pulsa para continuar",
    "handover.hint": "Pasa el dispositivo a {name}. El tablero está oculto para no desvelar secretos.",
    "dice.skip": "Pulsa para omitir",
    "dice.rolled": "Tirada",
    "pause.title": "Pausa",
    "pause.resume": "Continuar",
    "pause.save": "Guardar",
    "pause.load": "Cargar",
    "pause.settings": "Ajustes",
    "pause.rules": "Reglas",
    "pause.quit": "Salir al menú",
    "pause.quit_confirm": "¿Salir al menú? La partida queda guardada automáticamente.",
    "settings.title": "Ajustes",
    "settings.music": "Volumen de la música",
    "settings.effects": "Volumen de los efectos",
    "settings.fullscreen": "Pantalla completa",
    "settings.window_size": "Tamaño de ventana",
    "settings.anim_speed": "Velocidad de animación",
    "settings.skip_ai": "Saltar animaciones de la IA",
    "settings.language": "Idioma",
    "settings.text_size": "Tamaño del texto",
    "settings.back": "Volver",
    "settings.speed.slow": "Lenta",
    "settings.speed.normal": "Normal",
    "settings.speed.fast": "Rápida",
    "settings.speed.instant": "Instantánea",
    "settings.text.small": "Pequeño",
    "settings.text.normal": "Normal",
    "settings.text.large": "Grande",
    "settings.lang.es": "Español",
    "settings.lang.en": "English",
    "settings.on": "Sí",
    "settings.off": "No",
    "settings.fullscreen_tip": "También con F11",
    "saves.title_save": "Guardar partida",
    "saves.title_load": "Cargar partida",
    "saves.label": "Nombre",
    "saves.label_default": "Partida {n}",
    "saves.save": "Guardar",
    "saves.load": "Cargar",
    "saves.delete": "Borrar",
    "saves.back": "Volver",
    "saves.empty": "No hay partidas guardadas.",
    "saves.damaged": "No se puede cargar",
    "saves.foreign": "Esta partida es de un juego que esta versión no tiene ({game}).",
    "saves.actions": "{n} {n?acción|acciones}",
    "saves.autosave": "Autoguardado",
    "saves.load_failed": "No se pudo cargar la partida: {error}",
    "saves.overwrite": "Ya existe «{label}»: se sobrescribirá.",
    "saves.delete_confirm": "¿Borrar «{label}»? No se puede deshacer.",
    "saves.pick": "Elige una partida de la lista.",
    "gameover.title": "Fin de la partida",
    "gameover.winner": "Gana {names}",
    "gameover.winners": "Ganan {names}",
    "gameover.nobody": "Nadie gana esta vez",
    "gameover.seat": "Jugador",
    "gameover.score": "Puntos",
    "gameover.rematch": "Revancha",
    "gameover.new_setup": "Nueva partida",
    "gameover.menu": "Menú",
    "gameover.reason": "Motivo: {reason}",
    "rules.title": "Reglas: {game}",
    "rules.missing": "Todavía no hay reglamento escrito para este juego.",
    "rules.back": "Volver",
    "rules.contents": "Reglamento",
    "rules.prev": "← Anterior",
    "rules.next": "Siguiente →",
    "msg.ok": "Aceptar",
    "confirm.title": "¿Seguro?",
    "confirm.cancel": "Cancelar",
    "confirm.yes": "Sí, hazlo",
    "confirm.generic": "Esta acción no se puede deshacer.",
    "msg.cancel": "Cancelar",
    "msg.yes": "Sí",
    "msg.no": "No",
    "msg.error": "Error",
    "msg.notice": "Aviso",
    "generic.no_view": "Vista sencilla: elige una de las acciones posibles.",
    "generic.state": "Estado",
}

EN = {
    "app.title": "Tablero",
    "app.subtitle": "Board games to play at home",
    "notice.no_audio": "No sound device found: the game will carry on silently.",
    "notice.settings_damaged": "The settings file was damaged: defaults are used.",
    "notice.settings_not_saved": "The settings could not be saved.",
    "notice.saved": "Game saved: {label}",
    "notice.save_failed": "Could not save: {error}",
    "notice.autosave_failed": "Could not autosave: {error}",
    "notice.undo": "Action undone",
    "notice.loaded": "Game loaded",
    "menu.play": "Play",
    "menu.card_tip": "Click to set up a game of {game}",
    "menu.continue": "Continue",
    "menu.continue_tip": "Resume the latest autosaved game",
    "menu.continue_none": "There is no autosaved game",
    "menu.load": "Load",
    "menu.settings": "Settings",
    "menu.rules": "Rules",
    "menu.quit": "Quit",
    "menu.coming": "Coming soon",
    "menu.games": "Choose a game",
    "menu.players": "{low}–{high} players",
    "menu.players_one": "{low} player",
    "menu.rules_pick": "Rules of which game?",
    "setup.title": "Game setup: {game}",
    "setup.players": "Players",
    "setup.seats": "Seats",
    "setup.options": "Options",
    "setup.seed": "Game no.",
    "setup.seed_hint": "empty = random",
    "setup.seed_tip": "The same number with the same options gives the same game. Leave it empty for a random one.",
    "setup.start": "Start",
    "setup.back": "Back",
    "setup.human": "Human",
    "setup.ai": "AI",
    "setup.kind_tip": "Click to switch between a human player and the AI",
    "setup.name_tip": "Seat name",
    "setup.default_name": "Player {n}",
    "setup.no_options": "This game has no other options.",
    "setup.yes": "Yes",
    "setup.no": "No",
    "setup.tip_off": "Not in use now. With “Yes”: {what}",
    "setup.error": "Cannot start with these options: {error}",
    "board.turn": "{name}'s turn",
    "board.ai_thinking": "{name} is thinking…",
    "board.ai_thinking_ai": "The AI is thinking…",
    "board.turn_ai": "The AI's turn",
    "board.turn_role": "Turn: {role} ({name})",
    "board.ai_thinking_role": "{role} ({name}): thinking…",
    "board.pass_to": "Done: pass to {name}",
    "board.done_tip": "See how your turn ended. A click hides your view and passes the device to the next player.",
    "board.log": "Log",
    "log.new": "{n} new {n?line|lines} ↓",
    "log.new_tip": "Go down to the newest line and follow new ones again",
    "camera.drag": "Drag with the right or the middle button (the wheel) to move the view.",
    "board.pause": "Pause",
    "board.undo": "Undo",
    "board.rules": "Rules",
    "board.pause_tip": "Pause (Esc)",
    "board.undo_tip": "Undo the last action of this turn (Ctrl+Z)",
    "board.undo_off_tip": "Nothing to undo in this turn",
    "board.rules_tip": "Read the rules",
    "board.game_over": "Game over",
    "board.loaded": "Game loaded ({n} {n?action|actions}).",
    "board.started": "Game no. {seed} begins.",
    "board.actions": "Possible actions",
    "board.waiting": "Waiting…",
    "board.illegal": "That cannot be done now.",
    "handover.title": "{name}'s turn",
    "handover.click": "Click to continue",
    "handover.hint": "Hand the device to {name}. The board is hidden so no secrets are shown.",
    "dice.skip": "Click to skip",
    "dice.rolled": "Roll",
    "pause.title": "Paused",
    "pause.resume": "Resume",
    "pause.save": "Save",
    "pause.load": "Load",
    "pause.settings": "Settings",
    "pause.rules": "Rules",
    "pause.quit": "Quit to menu",
    "pause.quit_confirm": "Quit to the menu? The game is autosaved.",
    "settings.title": "Settings",
    "settings.music": "Music volume",
    "settings.effects": "Effects volume",
    "settings.fullscreen": "Fullscreen",
    "settings.window_size": "Window size",
    "settings.anim_speed": "Animation speed",
    "settings.skip_ai": "Skip AI animations",
    "settings.language": "Language",
    "settings.text_size": "Text size",
    "settings.back": "Back",
    "settings.speed.slow": "Slow",
    "settings.speed.normal": "Normal",
    "settings.speed.fast": "Fast",
    "settings.speed.instant": "Instant",
    "settings.text.small": "Small",
    "settings.text.normal": "Normal",
    "settings.text.large": "Large",
    "settings.lang.es": "Español",
    "settings.lang.en": "English",
    "settings.on": "On",
    "settings.off": "Off",
    "settings.fullscreen_tip": "Also with F11",
    "saves.title_save": "Save game",
    "saves.title_load": "Load game",
    "saves.label": "Name",
    "saves.label_default": "Game {n}",
    "saves.save": "Save",
    "saves.load": "Load",
    "saves.delete": "Delete",
    "saves.back": "Back",
    "saves.empty": "There are no saved games.",
    "saves.damaged": "Cannot be loaded",
    "saves.foreign": "This save is for a game this version does not have ({game}).",
    "saves.actions": "{n} {n?action|actions}",
    "saves.autosave": "Autosave",
    "saves.load_failed": "The game could not be loaded: {error}",
    "saves.overwrite": "“{label}” exists already: it will be overwritten.",
    "saves.delete_confirm": "Delete “{label}”? This cannot be undone.",
    "saves.pick": "Pick a game from the list.",
    "gameover.title": "Game over",
    "gameover.winner": "{names} wins",
    "gameover.winners": "{names} win",
    "gameover.nobody": "Nobody wins this time",
    "gameover.seat": "Player",
    "gameover.score": "Score",
    "gameover.rematch": "Rematch",
    "gameover.new_setup": "New setup",
    "gameover.menu": "Menu",
    "gameover.reason": "Reason: {reason}",
    "rules.title": "Rules: {game}",
    "rules.missing": "There is no rulebook written for this game yet.",
    "rules.back": "Back",
    "rules.contents": "Rules",
    "rules.prev": "← Previous",
    "rules.next": "Next →",
    "msg.ok": "OK",
    "confirm.title": "Are you sure?",
    "confirm.cancel": "Cancel",
    "confirm.yes": "Yes, do it",
    "confirm.generic": "This cannot be undone.",
    "msg.cancel": "Cancel",
    "msg.yes": "Yes",
    "msg.no": "No",
    "msg.error": "Error",
    "msg.notice": "Notice",
    "generic.no_view": "Simple view: pick one of the possible actions.",
    "generic.state": "State",
}

TABLES = {"es": ES, "en": EN}
_warned: set = set()


class I18n:
    """Looks keys up in the current language; views may add their own tables."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang if lang in TABLES else "en"
        self.extra: dict[str, dict[str, str]] = {"es": {}, "en": {}}

    def add(self, tables: dict[str, dict[str, str]]) -> None:
        """Merge a view's own strings ({"es": {...}, "en": {...}})."""
        for lang, table in tables.items():
            self.extra.setdefault(lang, {}).update(table)

    def t(self, key: str, **kw) -> str:
        text = self.extra.get(self.lang, {}).get(key) or TABLES[self.lang].get(key)
        if text is None:
            if key not in _warned:
                _warned.add(key)
                log.warning("missing text %r (%s)", key, self.lang)
            return key
        if kw:
            try:
                return fill(text, **kw)         # "{n} {n?gem|gems}": real plurals
            except (KeyError, IndexError, ValueError):
                return text
        return text

    def seat_name(self, name: str, seat: int) -> str:
        """A seat's name as shown: a name the game gave ("Player 2" as the setup names an unnamed
        seat, "AI 2" as the tools do) in the current language, whichever language made it; a
        name the player typed as typed."""
        given = self.given_seat_name(name, seat)
        if given == "player":
            return self.t("setup.default_name", n=seat + 1)
        if given == "ai":
            return f"{self.t('setup.ai')} {seat + 1}"
        return name

    def seat_player(self, name: str, seat: int, ai: bool = False) -> str:
        """Who plays a seat, said beside the hero or role it plays: the player's name, or just
        "IA" / "AI" for an AI seat nobody named ("AI 2", or "Player 2" as the setup names an
        unnamed seat): the hero already tells two AIs apart."""
        given = self.given_seat_name(name, seat)
        if given == "ai" or (ai and given == "player"):
            return self.t("setup.ai")
        return self.seat_name(name, seat)

    def seat_as_played(self, name: str, seat: int, role: str | None, ai: bool = False) -> str:
        """A seat as hints name it, the hero or role first as the header does: "Nix (Ana)",
        "Nix (IA)"; the seat's name alone when it plays no role yet."""
        player = self.seat_player(name, seat, ai)
        return f"{role} ({player})" if role and role != player else self.seat_name(name, seat)

    @staticmethod
    def given_seat_name(name: str, seat: int) -> str | None:
        """"player" or "ai" when `name` is the name a seat gets untyped, in either language."""
        for table in TABLES.values():
            if name == fill(table["setup.default_name"], n=seat + 1):
                return "player"
            if name == f"{table['setup.ai']} {seat + 1}":
                return "ai"
        return None

    def has(self, key: str) -> bool:
        return key in self.extra.get(self.lang, {}) or key in TABLES[self.lang]

    def pick(self, texts) -> str:
        """A {"es": ..., "en": ...} dict (catalogue, options) in this language."""
        if isinstance(texts, str):
            return texts
        if not isinstance(texts, dict) or not texts:
            return str(texts)
        return texts.get(self.lang) or texts.get("en") or next(iter(texts.values()))

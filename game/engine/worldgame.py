"""Protocol plumbing shared by games whose state is a World: legality check
before applying, copies, plain data. A game subclasses WorldGame and supplies
legal_actions, perform, to_act, result and the rest of its rules."""
from __future__ import annotations

from .protocol import Action, Event, IllegalAction
from .state import World

VIEW_IDENTITY_KEYS = ("seat", "role")    # every seat's view names its own seat: not a secret


class WorldGame:
    def new_game_with_events(self, options: dict, seed: int) -> tuple[World, list[Event]]:
        """The new state and what setting it up did (shown in the log)."""
        raise NotImplementedError

    def new_game(self, options: dict, seed: int) -> World:
        return self.new_game_with_events(options, seed)[0]

    def legal_actions(self, state: World) -> list[Action]:
        raise NotImplementedError

    def is_legal(self, state: World, action: Action) -> bool:
        """Games with many actions may answer this faster than listing them all."""
        return action in self.legal_actions(state)

    def perform(self, state: World, action: Action) -> list[Event]:
        """Apply an action already known to be legal."""
        raise NotImplementedError

    def apply(self, state: World, action: Action, check: bool = True) -> list[Event]:
        """Apply one action; an illegal one raises IllegalAction and changes nothing."""
        if check and not self.is_legal(state, action):
            raise IllegalAction(f"{action} is not legal now")
        return self.perform(state, action)

    def handover_needed(self, state: World, from_seat: int | None, to_seat: int | None) -> bool:
        """Would passing the screen between these seats show either one something
        secret? By default: True when their private views differ beyond naming
        the seat; a game without private views hides nothing."""
        view = getattr(self, "private_view", None)
        if from_seat == to_seat or view is None:
            return False

        def shown(seat):
            return {k: v for k, v in view(state, seat).items() if k not in VIEW_IDENTITY_KEYS}
        return shown(from_seat) != shown(to_seat)

    def action_warnings(self, state: World, action: Action) -> list[tuple[str, dict]]:
        """What the player should confirm before this action (it kills or removes
        the actor, ends the game...): (code, args) pairs, worded by
        describe(Event("warning", {"code": code, **args}), lang, state). None by default."""
        return []

    # -- watching a game again (engine/replay.py) --------------------------------------------
    def review_turn(self, state: World) -> tuple[str, int] | None:
        """("turn" or "round", number) the state is in, for jumping between them in a
        replay; None: a new turn starts whenever another seat acts."""
        return None

    def review_tally(self, state: World, actor: int | None, events: list[Event], tally: dict) -> None:
        """Count what one action did into tally["seats"][seat] (stat key -> int: "kills",
        "gold", "wounds_dealt", "wounds_taken"...; the replay adds "actions", "turns" and
        "score"); tally["scratch"] is the game's own memory between calls. Nothing by default."""

    def review_series(self, state: World) -> tuple[str, list] | None:
        """(what it measures, one number or None per seat) for the game-over chart,
        taken at each turn's start and at the end; None: no chart."""
        return None

    def clone(self, state: World) -> World:
        return state.clone()

    def to_data(self, state: World) -> dict:
        return state.to_data()

    def from_data(self, data: dict) -> World:
        return World.from_data(data)

    def setup_hints(self, options: dict) -> dict:
        """What the setup screen needs to show only choices that count, for these
        options (as `make_options` builds them, "players" included):
        {"roles": [None or {"es", "en"} per seat -- a fixed role; such a seat picks
        no per-seat option], "ignored": [general option keys these options make moot],
        "limits": {int option key: [lowest, highest] the game would actually use}}."""
        return {"roles": [None] * int(options.get("players", 0) or 0), "ignored": [], "limits": {}}

    def save_summary(self, state: World, lang: str) -> dict:
        """What the save list shows: {"mode": str, "seats": [str per seat], "progress": str}.
        The default names the `mode` option's choice and the seats as `seat_names` gives
        them; a game adds its turn or round (and roles) by overriding this."""
        return default_summary(self, state, lang)


def _pick(texts, lang: str) -> str:
    if isinstance(texts, dict):
        return str(texts.get(lang) or texts.get("en") or "")
    return str(texts)


def default_summary(game, state, lang: str) -> dict:
    mode = ""
    options = getattr(state, "res", {}).get("options", {}) if hasattr(state, "res") else {}
    for o in game.options():
        if o.key == "mode" and o.key in options:
            mode = _pick(o.choice_labels.get(options[o.key], options[o.key]), lang)
    return {"mode": mode, "seats": list(game.seat_names(state)), "progress": ""}


def save_summary(game, state, lang: str) -> dict:
    """The game's summary for the save list (the default for games without one)."""
    own = getattr(game, "save_summary", None)
    return own(state, lang) if own is not None else default_summary(game, state, lang)

"""Protocol plumbing shared by games whose state is a World: legality check
before applying, copies, plain data, and the forwarding of each protocol
function to the module of the game's package that holds it.

A game subclasses WorldGame in its package's game.py and keeps there only what
differs: id, title, options, result, seat names, and `forward(...)` lines for
the functions it keeps elsewhere than the defaults below."""
from __future__ import annotations

import importlib

from .protocol import Action, Event, IllegalAction, Result
from .state import World

VIEW_IDENTITY_KEYS = ("seat", "role")    # every seat's view names its own seat: not a secret


class forward:
    """A protocol function kept in a module of the game's own package:
    `legal_actions = forward("actions.legal_actions")` in a game in
    game/games/x/game.py calls game.games.x.actions.legal_actions(state).
    The module is imported on first use (AI, scenario and client modules stay
    unloaded until asked for), and the function is then kept on the game object,
    so later calls cost no more than calling it directly. with_game=True passes
    the game object first (for helpers that build on `default_summary`)."""

    def __init__(self, where: str, with_game: bool = False):
        self.module, _, self.function = where.rpartition(".")
        self.with_game = with_game

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, game, owner=None):
        if game is None:
            return self
        package = type(game).__module__.rpartition(".")[0]
        fn = getattr(importlib.import_module(f"{package}.{self.module}"), self.function)
        if self.with_game:
            fn = fn.__get__(game)                   # bound: fn(game, *args)
        game.__dict__[self.name] = fn
        return fn


class WorldGame:
    # where every game keeps its rules; a game names another place with its own forward(...)
    new_game_with_events = forward("setup.new_world")      # (options, seed) -> (World, setup events)
    build_scenario = forward("scenario.build")             # (options, seed, setup) -> World
    legal_actions = forward("actions.legal_actions")       # (state) -> [Action]
    is_legal = forward("actions.is_legal")                 # (state, action): faster than listing them all
    perform = forward("actions.perform")                   # (state, action already legal) -> [Event]
    to_act = forward("actions.to_act")                     # (state) -> seat or None
    check_invariants = forward("invariants.check_invariants")   # (state) -> [problem]
    choose_ai = forward("ai.choose")                       # (state, seat) -> Action
    describe = forward("describe.describe")                # (event, lang, state=None) -> str
    # optional, no default: private_view = forward(...)    # (state, seat) -> dict the seat may see

    def new_game(self, options: dict, seed: int) -> World:
        return self.new_game_with_events(options, seed)[0]

    def result(self, state: World) -> Result | None:
        """None while playing; then the winners and reason the rules wrote in
        res["result"], with the game's `scores`."""
        r = state.res["result"]
        if r is None:
            return None
        return Result(True, list(r["winners"]), self.scores(state), r["reason"])

    def scores(self, state: World) -> dict[int, int]:
        """Seat -> points of a finished game; none by default."""
        return {}

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

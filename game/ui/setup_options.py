"""How the setup screen's choices become a game's options dict.

Convention (see docs/ui.md): general options by key; a per_seat option's value
is a list with one value per seat; "players" holds the number of seats.
"""
from __future__ import annotations

import random

from game.engine.session import Match, Seat

RANDOM = "random"


PLAYERS_KEY = "players"      # a game option with this key is set by the seat count, not shown


def general_options(game) -> list:
    return [o for o in game.options() if not o.per_seat and o.key != PLAYERS_KEY]


def seat_options(game) -> list:
    return [o for o in game.options() if o.per_seat]


def make_options(game, n_seats: int, general: dict | None = None, per_seat: list[dict] | None = None) -> dict:
    general = general or {}
    per_seat = per_seat or [{} for _ in range(n_seats)]
    opts: dict = {}
    for o in game.options():
        if o.key == PLAYERS_KEY:
            continue
        if o.per_seat:
            opts[o.key] = [per_seat[i].get(o.key, o.default) if i < len(per_seat) else o.default
                           for i in range(n_seats)]
        else:
            opts[o.key] = general.get(o.key, o.default)
    opts[PLAYERS_KEY] = n_seats
    return opts


def fit_seats(match: Match) -> Match:
    """Some options change the number of seats (e.g. a solo mode): keep the seats the game made."""
    try:
        n = len(match.game.seat_names(match.state))
    except Exception:
        return match
    if n == len(match.seats) or n < 1:
        return match
    seats = (match.seats + [Seat(f"{i + 1}", True) for i in range(len(match.seats), n)])[:n]
    options = dict(match.options)
    options[PLAYERS_KEY] = n
    for key, value in list(options.items()):
        if isinstance(value, list) and len(value) != n:
            options[key] = value[:n]
    fitted = Match(match.game, options, match.seed, seats, autosave=match.autosave_path)
    if len(match.game.seat_names(fitted.state)) == n:
        return fitted
    # a game with a seat of its own beyond the players' (Star Quest's AI): keep the options, add that seat
    names = match.game.seat_names(match.state)
    seats = (match.seats + [Seat(names[i], True) for i in range(len(match.seats), n)])[:n]
    return Match(match.game, match.options, match.seed, seats, autosave=match.autosave_path)


def quick_match(game, seed: int | None = None, ai: bool = True, players: int | None = None,
                autosave=None, name: str = "AI", options: dict | None = None) -> Match:
    """A match with default options (smoke test, screenshots, bench) but those given; seats are
    "<name> <n>"."""
    n = players or game.min_players
    seed = seed if seed is not None else random.randrange(1, 10 ** 9)
    seats = [Seat(f"{name} {i + 1}", ai=ai) for i in range(n)]
    return fit_seats(Match(game, {**make_options(game, n), **(options or {})}, seed, seats, autosave=autosave))


# -- what the setup screen shows -----------------------------------------------------------------------

# Pictures for per-seat choices (a hero's portrait); "{}" is the choice's value.
# A game to come adds its line here; a missing file is drawn as a placeholder.
CHOICE_PICTURES = {
    ("platformer", "heroes"): "heroes/{}_portrait.png",
    ("tseuquest", "heroes"): "tseuquest/figures/{}_portrait.png",
    ("talisman", "characters"): "talisman/figures/{}_portrait.png",
    ("dungeon_universalis", "heroes"): "dungeon_universalis/figures/{}.png",
}


def choice_picture(game_id: str, key: str, value) -> str | None:
    """The sprite of a per-seat choice (None: the option has no pictures, or "random")."""
    pattern = CHOICE_PICTURES.get((game_id, key))
    if pattern is None or value == RANDOM or not isinstance(value, str):
        return None
    return pattern.format(value)


def has_pictures(game_id: str, key: str) -> bool:
    return (game_id, key) in CHOICE_PICTURES


def setup_hints(game, options: dict) -> dict:
    """The game's `setup_hints` (fixed seat roles, moot options), or none for a game without it."""
    n = int(options.get(PLAYERS_KEY, 0) or 0)
    hints = {"roles": [None] * n, "ignored": [], "limits": {}}
    own = getattr(game, "setup_hints", None)
    if own is not None:
        try:
            got = own(options)
            roles = list(got.get("roles") or [])
            limits = {k: (int(v[0]), int(v[1])) for k, v in (got.get("limits") or {}).items()}
            hints = {"roles": (roles + [None] * n)[:n], "ignored": list(got.get("ignored") or []),
                     "limits": limits}
        except Exception:                        # a hint is only a hint: show every choice
            pass
    return hints


# -- remembering the last choices per game --------------------------------------------------------------

def valid_choice(option, value) -> bool:
    if option.kind == "bool":
        return isinstance(value, bool)
    if option.kind == "int":
        return isinstance(value, int) and not isinstance(value, bool) and option.minimum <= value <= option.maximum
    return value in option.choices


def remembered(game, raw) -> dict:
    """Last choices for this game from the setup memory, keeping only what is still
    valid (a damaged or older memory just means fewer remembered choices):
    {"players": n?, "general": {key: value}, "seats": [{"name", "ai", "opts"}]}."""
    out: dict = {"general": {}, "seats": []}
    if not isinstance(raw, dict):
        return out
    n = raw.get("players")
    if isinstance(n, int) and not isinstance(n, bool) and game.min_players <= n <= game.max_players:
        out["players"] = n
    general = raw.get("general")
    if isinstance(general, dict):
        for o in general_options(game):
            if o.key in general and valid_choice(o, general[o.key]):
                out["general"][o.key] = general[o.key]
    seats = raw.get("seats")
    if isinstance(seats, list):
        for seat in seats[:game.max_players]:
            if not isinstance(seat, dict):
                seat = {}
            name = seat.get("name")
            opts = seat.get("opts") if isinstance(seat.get("opts"), dict) else {}
            out["seats"].append({
                "name": name[:18] if isinstance(name, str) else "",
                "ai": seat.get("ai") if isinstance(seat.get("ai"), bool) else None,
                "opts": {o.key: opts[o.key] for o in seat_options(game) if o.key in opts
                         and valid_choice(o, opts[o.key])}})
    return out

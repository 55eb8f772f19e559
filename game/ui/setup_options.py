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
    return Match(match.game, options, match.seed, seats, autosave=match.autosave_path)


def quick_match(game, seed: int | None = None, ai: bool = True, players: int | None = None,
                autosave=None, name: str = "AI") -> Match:
    """A match with default options (smoke test, screenshots, bench); seats are "<name> <n>"."""
    n = players or game.min_players
    seed = seed if seed is not None else random.randrange(1, 10 ** 9)
    seats = [Seat(f"{name} {i + 1}", ai=ai) for i in range(n)]
    return fit_seats(Match(game, make_options(game, n), seed, seats, autosave=autosave))

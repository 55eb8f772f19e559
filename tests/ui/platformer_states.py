"""Platformer positions the preview tests need, found by playing: mostly random
moves (so heroes end up in odd places) with AI turns between them."""
from __future__ import annotations

import random

from game.engine.session import Match, Seat
from game.games.platformer.components import Figure
from game.games.platformer.game import GAME
from game.ui.scenes.board import BoardScene
from ui_helpers import step


def own_hero_falls(state, falls) -> bool:
    """Whether the acting seat's own hero is among a preview's falling figures."""
    seat = state.res["turn"]["seat"]
    return any(state.get(f.eid, Figure).kind == "hero" and state.get(f.eid, Figure).seat == seat
               for f in falls.values())


def first_state_where(found, what: str):
    """(seed, state) of the first two-player position where found(state, legal) holds."""
    for seed in range(1, 40):
        s = GAME.new_game({"players": 2}, seed)
        rng = random.Random(seed)
        for _ in range(60):
            legal = GAME.legal_actions(s)
            if found(s, legal):
                return seed, s
            moves = [a for a in legal if a.kind == "move"]
            a = rng.choice(moves) if moves and rng.random() < 0.6 else GAME.choose_ai(GAME.clone(s), GAME.to_act(s))
            GAME.apply(s, a)
    raise AssertionError(f"no {what} found")


def board_on(app, seed: int, state) -> BoardScene:
    """A hot-seat board on that position, its opening queue skipped."""
    match = Match(GAME, {"players": 2}, seed, [Seat("Ana"), Seat("Bea")], state=state)
    board = BoardScene(app.ctx, match, autosave=False)
    board.queue.clear()
    app.push(board)
    step(app, 5)
    return board

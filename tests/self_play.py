"""States along a self-played game, for tests that compare a shortcut or a memo
with the full answer at every decision."""
from __future__ import annotations


def self_played(game, options: dict, seed: int, limit: int, check: bool = True):
    """Each state of an AI-played game before its next action, until the game ends
    or `limit` actions were played; the AI plays on after each is looked at
    (check=False: without apply's legality check)."""
    w = game.new_game(options, seed)
    for _ in range(limit):
        if game.result(w) is not None:
            return
        yield w
        game.apply(w, game.choose_ai(w, game.to_act(w)), check=check)

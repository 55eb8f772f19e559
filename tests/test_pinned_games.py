"""Fixed seeds play exactly the same games: action count and a hash of the final
state are pinned, so an optimisation that changes behaviour fails here.

Change a pinned value only on purpose, when a rule or an AI decision changes (the
commit says so); the failure message prints the new table to paste."""
import pytest

from game.engine.simulate import play_one, state_digest
from game.games import get_game

# (game, options, seed) -> (actions, final-state digest)
PINNED = {
    ("platformer", (), 1): (381, "fed1371da9150c06"),
    ("platformer", (), 2): (258, "ce0b568c991bb7e0"),
    ("platformer", (("players", 4),), 3): (538, "02f94959a4e6cfa7"),
    ("tseuquest", (), 1): (220, "4ad9ac2bb3f61b10"),
    ("tseuquest", (), 3): (259, "d8394797f4fc7305"),
    ("tseuquest", (("players", 4),), 2): (412, "5dd94176c0219010"),
    ("star_quest", (), 1): (166, "e4b69d003b7bd37a"),
    ("star_quest", (), 2): (165, "2231e52b6ea5306c"),
    ("star_quest", (("players", 2), ("table", "24")), 3): (147, "a327054d3040afb9"),
    ("dungeon_universalis", (), 1): (62, "2771cec03115c843"),
    ("dungeon_universalis", (("scenario", "sunken"), ("heroes", ("morvaen", "brannoc"))), 2): (132, "7f197daf29c715b1"),
    ("dungeon_universalis", (("companions", ("random", "random")),), 3): (95, "5b85ecd50617e648"),
    ("talisman", (), 1): (1453, "780f719c5f9a7e75"),
    ("talisman", (("players", 4),), 2): (597, "73d5fbb200888c69"),
}


def _play(key):
    gid, options, seed = key
    game = get_game(gid)
    state, actions, violations = play_one(game, dict(options), seed, check=True)
    assert not violations, violations
    assert game.result(state) is not None, f"{key} did not finish"
    return actions, state_digest(game, state)


@pytest.mark.parametrize("game_id", sorted({k[0] for k in PINNED}))
def test_pinned_seeds_play_the_same_games(game_id):
    keys = [k for k in PINNED if k[0] == game_id]
    got = {k: _play(k) for k in keys}
    want = {k: PINNED[k] for k in keys}
    table = "\n".join(f"    {k!r}: {v!r}," for k, v in got.items())
    assert got == want, f"the pinned games changed; if on purpose, pin:\n{table}"

"""world.rng keeps one Rng per state box in w.cache: a clone or a loaded game
rolls from its own box, never from the one it was copied from."""
from game.engine.state import World
from game.games.platformer.game import GAME
from game.games.platformer.world import rng


def test_the_kept_rng_wraps_each_worlds_own_box():
    w = GAME.new_game({}, 4)
    assert rng(w) is rng(w) and rng(w).box is w.res["rng"]
    twin = w.clone()
    before = dict(w.res["rng"])
    rolled = [rng(twin).below(6) for _ in range(5)]
    assert rng(twin).box is twin.res["rng"] and w.res["rng"] == before     # the parent's box untouched
    assert [rng(w).below(6) for _ in range(5)] == rolled                    # and it rolls the same faces
    loaded = World.from_data(w.to_data())
    loaded.cache.update(w.cache)            # even with the parent's memos at hand
    assert rng(loaded).box is loaded.res["rng"]

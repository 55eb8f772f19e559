"""The AI's memos and shortcuts answer as the work they spare would, along
self-played games, in their clones played on and in copies saved and loaded:
the step tables (each built from the latest one), the distance maps and
connected areas (kept per walk, see ai._Steps.walks), the impassable scenery,
the test that spares an MB figure cut off from every adventurer its move
search, and the shortcuts of _roll_helps."""
from contextlib import contextmanager

import pytest

from game.games.tseuquest import ai, movement, world
from game.games.tseuquest.components import Figure
from game.games.tseuquest.game import GAME
from game.games.tseuquest.world import cell_of, frozen


def _states(seed: int, limit: int):
    """States of a self-played game, each followed by a clone played on a few
    actions (it shares the parent's cache) and a saved and loaded copy."""
    w = GAME.new_game({}, seed)
    for n in range(limit):
        if GAME.result(w) is not None:
            return
        yield w
        if n % 7 == 0:
            c = GAME.clone(w)
            for _ in range(3):
                if GAME.result(c) is not None:
                    break
                GAME.apply(c, GAME.choose_ai(c, GAME.to_act(c)))
            yield c
            yield GAME.from_data(GAME.to_data(w))
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))


@contextmanager
def _fresh(w):
    """Inside the block, w's cache has none of the AI's memos and nothing of the
    AI's is shared across games (tables, maps, areas: the game's own come back
    after it)."""
    cache, per_map = w.cache, world._PER_MAP
    world._PER_MAP = {k: v for k, v in per_map.items() if not k[0].startswith("ai ")}
    w.cache = {k: v for k, v in cache.items() if not (isinstance(k, tuple) and (
        str(k[0]).startswith("ai_") or k[0] == "per_map" and k[1].startswith("ai ")))}
    try:
        yield
    finally:
        w.cache, world._PER_MAP = cache, per_map


def _placed(w, side):
    return [e for e, f in sorted(w.stores.get(Figure, {}).items()) if f.side == side and f.placed
            and cell_of(w, e) is not None and f.kind in ("adventurer", "minion", "antagonist")]


@pytest.mark.parametrize("seeds", [(2, 6), (1000, 1001, 1002, 1003)])
def test_kept_distance_maps_and_areas_match_fresh_ones(seeds):
    """Every AI memo dropped (and no table or map shared across games): the step
    table, the goal and MB maps and the reachability answers come out the same,
    game after game (the later games meet maps and tables kept by the earlier)."""
    checked = 0
    for w in (w for seed in seeds for w in _states(seed, 300)):
        if w.res.get("phase") != "play":
            continue
        advs, mbs = _placed(w, "adv"), _placed(w, "mb")
        with frozen(w):
            st = ai._steps(w)
            kept = ([list((ai._goal_map(w, e) or {}).items()) for e in advs],
                    [[list(d.items()) for d in ai._mb_maps(w, e)] for e in mbs],
                    [[ai._reachable_from(w, cell_of(w, e), t)([cell_of(w, o)]) for o in mbs] for e in advs
                     for t in (True, False)])
        with _fresh(w), frozen(w):
            new = ai._steps(w)
            assert (st.nbrs, st.walks) == (new.nbrs, new.walks)
            fresh = ([list((ai._goal_map(w, e) or {}).items()) for e in advs],
                     [[list(d.items()) for d in ai._mb_maps(w, e)] for e in mbs],
                     [[ai._reachable_from(w, cell_of(w, e), t)([cell_of(w, o)]) for o in mbs] for e in advs
                      for t in (True, False)])
        assert kept == fresh
        checked += len(advs) + len(mbs)
    assert checked > 400


def test_a_cut_off_figure_has_no_square_on_its_maps():
    """_mb_cut_off says so only when no square the figure can walk to, with any
    roll, lies on a distance map it moves by; and it happens often enough to pay."""
    cut = 0
    for seed in (1, 4, 7):
        for w in _states(seed, 300):
            if w.res.get("phase") != "play":
                continue
            for e in _placed(w, "mb"):
                with frozen(w):
                    if not ai._mb_cut_off(w, e):
                        continue
                    maps = list(ai._mb_maps(w, e))
                    squares = movement.destinations(w, e, budget=12)
                    assert not any(c in d for d in maps for c in squares)
                    assert ai._mb_step(w, e, list(squares), 12) is None
                cut += 1
    assert cut > 30


def test_roll_shortcuts_answer_as_the_full_roll_search():
    """_roll_helps answers some cases without the search of every square a roll
    could reach (a free step nearer, off any known trap; every nearer square taken):
    along self-played games, with known traps about, it says what the search says."""
    checked = with_traps = 0
    for seed in (3, 15):
        for w in _states(seed, 300):
            if w.res.get("phase") != "play":
                continue
            traps = any(t["armed"] and not t["hidden"] for t in w.res["traps"])
            for e in _placed(w, "adv"):
                with frozen(w):
                    dist = ai._goal_map(w, e)
                    if dist is None or dist.get(cell_of(w, e), 999) == 0:
                        continue
                    here = dist.get(cell_of(w, e), 999)
                    budget = movement.move_max(w, e)
                    best = ai._safe_best(w, e, list(movement.destinations(w, e, budget=budget)), dist, budget,
                                         tries=None)
                    assert ai._roll_helps(w, e, dist) == (best is not None and dist.get(best, 999) < here)
                checked += 1
                with_traps += traps
    assert checked > 300 and with_traps > 100


def test_a_free_step_onto_a_known_trap_is_no_reason_to_roll():
    """The free-step shortcut leaves out a step onto a known armed trap: with the
    only way forward across one, no roll can bring the hero nearer along a safe path."""
    from tq_helpers import build, hero
    w = build({"arena": [". . . . . . . ."], "arena_goal": "escape:1", "arena_exits": [[7, 0]], "clear_traps": True,
               "traps": [{"kind": "glyph_sleep", "at": [1, 0], "id": "rune", "hidden": False}],
               "heroes": [{"hero": "kordan", "at": [0, 0]}]})
    k = hero(w, "kordan")
    with frozen(w):
        dist = ai._goal_map(w, k)
        assert dist[(1, 0)] < dist[(0, 0)]
        assert not ai._roll_helps(w, k, dist)


def test_reachable_from_agrees_with_a_distance_map():
    """_reachable_from (the kept areas, numbered lazily) says a square is reachable
    exactly when a distance map from the asker's square reaches it."""
    checked = 0
    for w in _states(4, 200):
        if w.res.get("phase") != "play":
            continue
        squares = list(ai._steps(w).cells)[::23] + [cell_of(w, e) for e in _placed(w, "mb")]
        for e in _placed(w, "adv"):
            me = cell_of(w, e)
            for through in (True, False):
                reach = ai._reachable_from(w, me, through)
                dist = ai._distance_map(w, [me], truth=False, through_doors=through, start=me)
                assert [reach([c]) for c in squares] == [c in dist for c in squares]
                checked += 1
    assert checked > 300

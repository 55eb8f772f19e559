"""The memos that spare repeated work answer as the work itself would: the
movement search (kept per state) and the squares known to see nothing new."""
from game.games.tseuquest import movement
from game.games.tseuquest.discovery import adventurer_cells, visible_doors, visible_unplaced
from game.games.tseuquest.game import GAME
from game.games.tseuquest.world import door_key


def _states(seed: int, limit: int):
    w = GAME.new_game({}, seed)
    for _ in range(limit):
        if GAME.result(w) is not None:
            return
        yield w
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))


def test_memoised_search_and_paths_match_a_fresh_search():
    checked = 0
    for w in _states(5, 400):
        for eid in [e for e, f in w.stores.get(movement.Figure, {}).items() if f.side == "adv"][:2]:
            if movement.cell_of(w, eid) is None:
                continue
            kept = movement.destinations(w, eid, 6)
            goals = sorted(kept)[:3]
            kept_paths = [movement.plan(w, eid, g, 6) for g in goals]
            w.cache.pop("move_search", None)
            assert movement.destinations(w, eid, 6) == kept
            for g, path in zip(goals, kept_paths):
                w.cache.pop("move_search", None)
                assert movement.plan(w, eid, g, 6) == path
            checked += len(goals)
    assert checked > 50


def test_quiet_squares_really_see_nothing_new():
    checked = 0
    for w in _states(6, 400):
        got = w.cache.get("quiet_viewers")
        if got is None or got[0] != (w.res.get("adventure"), w.res.get("blocker_ver", 0), door_key(w)):
            continue
        quiet = [c for c in adventurer_cells(w) if c in got[1]]
        if w.res.get("phase") == "play" and quiet:
            assert visible_unplaced(w, quiet) == [] and visible_doors(w, quiet) == []
            checked += 1
    assert checked > 20

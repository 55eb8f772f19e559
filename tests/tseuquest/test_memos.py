"""The memos that spare repeated work answer as the work itself would: the
movement search and rules, the squares known to see nothing new and their
wall-sight lists, the board memo (figures, occupancy, scenery, unplaced
things) and the adventure list."""
from game.games.tseuquest import ai, discovery, movement
from game.games.tseuquest.discovery import adventurer_cells, visible_doors, visible_unplaced
from game.games.tseuquest.game import GAME
from game.games.tseuquest.world import door_key
from self_play import self_played


def _states(seed: int, limit: int):
    return self_played(GAME, {}, seed, limit)


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


def test_memoised_movement_rules_match_fresh_ones():
    """movement._rules is kept while blocker_ver, the doors and the placed traps
    stay: along self-played games (figures walking, falling, appearing, doors
    opening, traps found) it answers as a fresh computation would."""
    checked = 0
    for seed in (2, 7):
        for w in _states(seed, 400):
            for eid, f in list(w.stores.get(movement.Figure, {}).items())[::3]:
                if movement.cell_of(w, eid) is None:
                    continue
                kept = movement._rules(w, eid)
                assert kept == tuple(frozenset(x) for x in _without_scenery_memo(w, movement._fresh_rules, eid, f))
                checked += 1
    assert checked > 300


def _without_scenery_memo(w, fn, *args):
    """fn(w, *args) worked out with movement._scenery_rules' memo dropped (the game keeps its own)."""
    cache = w.cache
    w.cache = {k: v for k, v in cache.items() if not (isinstance(k, tuple) and k[0] == "move_scenery")}
    try:
        return fn(w, *args)
    finally:
        w.cache = cache


def test_sight_candidates_hold_everything_in_sight():
    """The squares' wall-sight lists (kept while the doors and the unplaced things
    stay) never leave out a thing or door a fresh line-of-sight scan sees."""
    from game.games.tseuquest.discovery import _unseen_doors, unplaced
    from game.games.tseuquest.world import doors, has_los
    checked = 0
    for w in _states(4, 300):
        if w.res.get("phase") != "play":
            continue
        viewers = adventurer_cells(w)
        want = [t for t in unplaced(w) if any(has_los(w, v, t[2]) and _may_see(w, v, t[2]) for v in viewers)]
        assert visible_unplaced(w, viewers) == want
        d = doors(w)
        want_doors = [i for i in _unseen_doors(w)
                      if any(has_los(w, v, c) and _may_see(w, v, c) for v in viewers for c in d.cells(i))]
        assert visible_doors(w, viewers) == want_doors
        checked += 1
    assert checked > 100


def test_kept_wall_sight_lists_and_sealed_rooms_match_fresh_ones():
    """The wall-sight lists and the sealed rooms are kept per grid (a door seen
    or found shut keeps it), and the lists are filtered when things are placed
    or doors seen: along self-played games every square's list and the sealed
    rooms are what a fresh computation gives."""
    from game.games.tseuquest.discovery import _in_wall_sight, _sealed_rooms, _unseen_doors, unplaced
    from game.games.tseuquest.world import doors, grid
    checked = filtered = 0
    for seed in (4, 9):
        last = None
        for w in _states(seed, 400):
            if w.res.get("phase") != "play":
                continue
            viewers = adventurer_cells(w)
            d = doors(w)
            things, unseen = unplaced(w), _unseen_doors(w)
            cells = {i: tuple(d.cells(i)) for i in unseen}
            kept = ([_in_wall_sight(w, "things", things, lambda t: (t[2],))(v) for v in viewers],
                    [_in_wall_sight(w, "doors", unseen, cells.__getitem__)(v) for v in viewers], _sealed_rooms(w))
            now = (grid(w), things + unseen)
            if last is not None and last[0] is now[0] and last[1] != now[1]:
                filtered += 1       # the same grid, fewer items: the kept lists were filtered
            last = now
            for key in (("wall_sight", "things"), ("wall_sight", "doors"), "sealed"):
                w.cache.pop(key, None)
            fresh = ([_in_wall_sight(w, "things", things, lambda t: (t[2],))(v) for v in viewers],
                     [_in_wall_sight(w, "doors", unseen, cells.__getitem__)(v) for v in viewers], _sealed_rooms(w))
            assert kept == fresh
            assert kept[2] == _rooms_with_every_door_shut(w)
            checked += 1
    assert checked > 200 and filtered > 3


def _rooms_with_every_door_shut(w) -> frozenset:
    """The sealed rooms worked out from the board's edges and the doors alone."""
    from game.games.tseuquest.world import board, doors
    b, d = board(w), doors(w)
    opened = set()
    for (a, c), kind in b.edges.items():
        ra, rc = b.room.get(a, -1), b.room.get(c, -1)
        if ra != rc and ra >= 0 and rc >= 0 and (
                kind == "ruined" or kind in ("door", "secret", "gate") and d.is_open(d.at(a, c))):
            opened |= {ra, rc}
    return frozenset(r for r in b.room.values() if r and r not in opened)


def _may_see(w, v, c) -> bool:
    """A square in a room whose every door is shut is seen only from inside it."""
    from game.games.tseuquest.discovery import _sealed_rooms
    from game.games.tseuquest.world import board
    room = board(w).room
    return not (room.get(c, 0) in _sealed_rooms(w) and room.get(v, 0) != room.get(c, 0))


def test_board_memo_matches_the_stores():
    """figures(), occupied(), scenery_at(), discovery.unplaced() and the AI's
    impassable scenery are kept while
    blocker_ver, next_id and the stores' sizes stay: along self-played games they
    list what the stores hold."""
    from game.games.tseuquest.components import Figure, Pos, Scenery
    from game.games.tseuquest.world import content, figures, occupied, scenery_at
    checked = 0
    for seed in (3, 8):
        for w in _states(seed, 400):
            pos, figs, scen = w.stores.get(Pos, {}), w.stores.get(Figure, {}), w.stores.get(Scenery, {})
            assert figures(w) == [(e, figs[e], (pos[e].x, pos[e].y)) for e in sorted(figs) if e in pos]
            assert occupied(w) == {(p.x, p.y): e for e, p in pos.items() if e in figs}
            assert scenery_at(w) == {(pos[e].x, pos[e].y): (e, scen[e]) for e in sorted(scen) if e in pos}
            assert discovery.unplaced(w) == discovery._unplaced(w)
            for truth in (True, False):
                assert ai._blocking_scenery(w, truth) == {c for c, (_e, s) in scenery_at(w).items() if (
                    truth or s.placed) and not content().scenery[s.kind]["passable"]}
            checked += 1
    assert checked > 300


def test_a_figure_moved_carries_over_a_board_memo_that_matches_the_stores(monkeypatch):
    """move_figure patches the board memo instead of dropping it (a walk asks
    occupied() and unplaced() at every step): after every move of self-played
    games, at every step of a walk, friends passed included, what it carried
    over is what the stores hold."""
    from game.games.tseuquest import magic, trapfx, world
    from game.games.tseuquest.components import Figure, Pos, Scenery
    real = world.move_figure
    seen = {"patched": 0, "occupied rebuilt": 0}

    def checked(w, eid, cell):
        real(w, eid, cell)
        kept = world.board_memo(w)
        pos, figs, scen = w.stores[Pos], w.stores[Figure], w.stores.get(Scenery, {})
        if "figures" in kept:
            assert kept["figures"] == [(e, figs[e], (pos[e].x, pos[e].y)) for e in sorted(figs) if e in pos]
        if "occupied" in kept:
            assert kept["occupied"] == {(p.x, p.y): e for e, p in pos.items() if e in figs}
            seen["patched"] += 1
        else:
            seen["occupied rebuilt"] += 1
        if "scenery" in kept:
            assert kept["scenery"] == {(pos[e].x, pos[e].y): (e, scen[e]) for e in sorted(scen) if e in pos}
        if "unplaced" in kept:
            assert kept["unplaced"] == discovery._unplaced(w)
    for module in (movement, trapfx, magic):
        monkeypatch.setattr(module, "move_figure", checked)
    for seed in (2, 11):
        for _w in _states(seed, 500):
            pass
    assert seen["patched"] > 300 and seen["occupied rebuilt"] > 10


def test_adventure_list_follows_the_maps_folder(tmp_path):
    """The adventure ids are kept per folder until the folder changes."""
    from game.games.tseuquest.board import adventure_ids
    (tmp_path / "b.tmx").write_text("")
    assert adventure_ids(str(tmp_path)) == ["b"]
    (tmp_path / "a.tmx").write_text("")
    (tmp_path / "_draft.tmx").write_text("")
    assert adventure_ids(str(tmp_path)) == ["a", "b"]
    (tmp_path / "b.tmx").unlink()
    assert adventure_ids(str(tmp_path)) == ["a"]
    assert adventure_ids(str(tmp_path / "none")) == []


def test_door_grids_and_their_lines_shared_across_games_match_fresh_ones():
    """A grid is shared by every game on its map that reaches its door state
    (world._door_grid), and so are los_test's answers for the lines through its
    walls and doors (world._wall_lines): along self-played games on the same
    maps, the grid has the edges of one built afresh from the walls and the
    doors, and every kept line answers as a fresh trace of it."""
    from game.engine.sight import cells_crossed, cover_count
    from game.games.tseuquest import world
    grids_of_games = []
    lines = 0
    for seed in (1000, 1001, 1002, 1003, 1004, 1005):
        mine = set()
        for w in _states(seed, 250):
            if w.res.get("phase") != "play":
                continue
            g = world.grid(w)
            mine.add(id(g))
            fresh = world._static_grid(w).clone()
            world.doors(w).apply(fresh)
            assert all(g.edge(a, c) == fresh.edge(a, c) for a, c in world.board(w).edges)
            for (a, b), kept in list(world._wall_lines(g, "blocks").items())[-40:]:
                assert kept == (cover_count(fresh, a, b) is not None and tuple(cells_crossed(a, b)))
                lines += 1
        grids_of_games.append(mine)
    reused = sum(len(mine & set().union(*grids_of_games[:i])) for i, mine in enumerate(grids_of_games) if i)
    assert lines > 1000 and reused > 5


def test_doors_next_to_a_square_match_the_doors_own_scan():
    """world.doors_next_to (an index by square, kept while no door is added)
    answers as Doors.next_to, for every figure's square and its neighbours,
    along self-played games and in a scenario that adds doors of its own."""
    from game.engine.doors import Doors
    from game.games.tseuquest import scenario, world
    added = scenario.build({}, 1, {"heroes": [{"hero": "kordan", "at": [1, 1]}],
                                   "doors": [{"a": [1, 1], "b": [2, 1]}, {"a": [1, 1], "b": [1, 2], "kind": "secret"}]})
    checked = 0
    for w in [w for seed in (3, 8) for w in _states(seed, 250)] + [added]:
        d = world.doors(w)
        for cell in [c for _e, _f, c in world.figures(w)]:
            for c in [cell] + world.neighbours(cell):
                assert list(world.doors_next_to(w, c)) == d.next_to(c)
                checked += 1
    assert checked > 2000
    assert list(world.doors_next_to(added, (1, 1))) == Doors(added.res["doors"]).next_to((1, 1)) != []
    Doors(added.res["doors"]).add((1, 1), (0, 1))       # a door added later
    assert list(world.doors_next_to(added, (1, 1))) == Doors(added.res["doors"]).next_to((1, 1))


def test_answers_kept_with_the_world_stamp_match_a_fresh_scan():
    """'Any adventurer on the board' and 'any elemental' (asked after every
    action) are kept with the World's stamp: along self-played games in which
    elementals come and go and adventurers leave by an exit, they answer as a
    scan of the stores."""
    from game.games.tseuquest import magic, turn
    seen = set()
    for seed in (6, 8):
        for w in _states(seed, 400):
            kept = (turn.any_adventurer_on_board(w), w.kept("tq any elemental", magic._any_elemental))
            assert kept == (turn._any_adventurer_on_board(w), magic._any_elemental(w))
            seen.add(kept)
    assert {(True, True), (True, False)} <= seen

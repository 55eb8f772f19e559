"""The engine's measuring (game/engine/measure.py) and wargame sight
(sight.sight_and_cover) that Star Quest uses."""
import math

from game.engine.grid import Grid
from game.engine.measure import Measure, MoveMap, gap, in_contact, step_length
from game.engine.sight import sight_and_cover


def test_gaps_are_base_edge_to_base_edge():
    assert gap((0, 0), (1, 0)) == 0 and in_contact((0, 0), (1, 1))
    assert math.isclose(gap((0, 0), (3, 4)), 4.0)
    assert not in_contact((0, 0), (2, 0)) and not in_contact((0, 0), (0, 0))


def test_measure_scales_rule_inches():
    full, half = Measure(1.0), Measure(0.5)
    assert full.cells(6) == 6 and half.cells(6) == 3 and half.inches(3) == 6
    assert full.within((0, 0), (7, 0), 6) and not full.within((0, 0), (8, 0), 6)
    assert half.within((0, 0), (4, 0), 6) and not half.within((0, 0), (5, 0), 6)
    assert full.within_reach((0, 0), (3, 0), 0, 4, 2, 4) and not full.within_reach((0, 0), (3, 0), 0, 5, 2, 4)


def test_step_lengths_and_heights_in_the_move_map():
    assert step_length((0, 0), (1, 1)) == math.sqrt(2) and step_length((0, 0), (2, 0)) == 2
    g = Grid(10, 10)
    heights = {(5, y): 3 for y in range(10)}
    heights.update({(6, y): 7 for y in range(10)})
    m = MoveMap(g, heights, impassable={(2, 2)})
    r = m.reach((4, 4), 20)
    assert r[(5, 4)] == 1 + 3                       # climbing costs the height
    assert (2, 2) not in r
    r7 = m.reach((6, 4), 20)
    assert (5, 4) not in [c for c in r7 if r7[c] == 1 + 4]   # a 4" drop is not a step


def test_difficult_terrain_caps_paths_through_it():
    g = Grid(20, 3)
    m = MoveMap(g, {}, impassable=(), difficult={(3, y) for y in range(3)})
    r = m.reach((0, 1), 12, difficult_cap=6)
    assert (6, 1) in r and (7, 1) not in r
    assert (0, 1) in m.reach((0, 1), 12, blocked={(1, 1)}, difficult_cap=6)
    r, parents = m.reach((0, 1), 5, want_parents=True)
    assert MoveMap.path_to(parents, (4, 1))[0] == (0, 1) and MoveMap.path_to(parents, (4, 1))[-1] == (4, 1)


def test_sight_and_cover_corners_and_cover_cells():
    g = Grid(10, 10)
    assert sight_and_cover(g, (0, 2), (4, 2), {(2, 2)}) is None            # straight through a blocker
    assert sight_and_cover(g, (0, 0), (2, 2), {(1, 2)}) is True            # peeking past a corner: behind it
    assert sight_and_cover(g, (0, 0), (2, 2)) is False                     # in the open
    assert sight_and_cover(g, (0, 2), (4, 2), (), {(2, 2)}) is True        # through cover


def test_sight_in_the_open_answers_as_the_full_test():
    """sight_and_cover answers lines that touch no blocker or cover cell at
    once on grids without walls; a grid with one wall of no concern to any
    line (an open door out of the way) takes the full test: same answers."""
    import random
    rnd = random.Random(9)
    for _ in range(12):
        g, full = Grid(16, 16), Grid(17, 16)
        full.set_edge((16, 0), (16, 1), "door_open")         # outside the 16x16 part every line stays in
        cells = list(g.cells())
        blockers = frozenset(rnd.sample(cells, rnd.randint(0, 30)))
        cover = frozenset(rnd.sample(cells, rnd.randint(0, 30)))
        tops = {c: rnd.choice((1, 2, 4)) for c in blockers}
        for _ in range(150):
            a, b = rnd.choice(cells), rnd.choice(cells)
            kw = dict(tops=tops, eye=rnd.choice((1, 3)), top=rnd.choice((1, 3)), foot=rnd.choice((0, 1)))
            assert sight_and_cover(g, a, b, blockers, cover, **kw) == sight_and_cover(full, a, b, blockers, cover, **kw)


def _slow_reach(m, start, budget, blocked, cap, flying):
    """Reference for MoveMap.reach: label-correcting relaxation until nothing
    changes, labels (cell, touched difficult terrain)."""
    capped = cap is not None and not flying
    first = (start, capped and start in m.difficult)
    best = {first: 0.0}
    changed = True
    while changed:
        changed = False
        for (c, f), d in list(best.items()):
            for n, cost, diff in m.steps(c, flying):
                if not flying and n in blocked:
                    continue
                nf = f or (capped and diff)
                nd = d + cost
                if nd > (min(cap, budget) if nf else budget) + 1e-9 or nd >= best.get((n, nf), 1e18) - 1e-9:
                    continue
                best[(n, nf)] = nd
                changed = True
    out = {}
    for (c, _), d in best.items():
        if not (flying and c in m.impassable):
            out[c] = min(d, out.get(c, 1e18))
    return out


def test_move_searches_match_a_plain_relaxation_and_their_paths():
    import random
    rnd = random.Random(5)
    for trial in range(6):
        g = Grid(14, 12)
        cells = list(g.cells())
        heights = {c: rnd.choice((1, 2, 3, 5)) for c in rnd.sample(cells, 30)}
        imp = set(rnd.sample(cells, 15))
        diff = set(rnd.sample(cells, 25))
        m = MoveMap(g, heights, impassable=imp, difficult=diff)
        start = next(c for c in cells if c not in imp)
        blocked = set(rnd.sample([c for c in cells if c != start], 8))
        for budget, cap, flying in ((6, None, False), (12, 6, False), (9, 6, True), (4, 6, False)):
            want = _slow_reach(m, start, budget, blocked, cap, flying)
            got, parents = m.reach(start, budget, blocked, cap, flying, want_parents=True)
            assert got.keys() == want.keys()
            assert all(math.isclose(got[c], want[c]) for c in want)
            assert m.reach(start, budget, blocked, cap, flying) == got     # the memo answers the same
            for c in got:
                path = MoveMap.path_to(parents, c)
                assert path[0] == start and path[-1] == c
                steps = [dict((n, cost) for n, cost, _ in m.steps(a, flying))[b] for a, b in zip(path, path[1:])]
                assert math.isclose(sum(steps), got[c], abs_tol=1e-9)
                assert flying or not set(path[1:]) & blocked


def test_the_search_memo_forgets_the_oldest_use_first():
    m = MoveMap(Grid(8, 8), {}, impassable=())
    first = m.reach((0, 0), 3)
    for x in range(1, MoveMap.MEMO_SIZE):
        m.reach((x % 8, x // 8), 3)
    assert m.reach((0, 0), 3) is first              # used again: kept, now the newest
    m.reach((7, 7), 2)                              # one more evicts the oldest, (1, 0)
    assert m.reach((0, 0), 3) is first and len(m._memo) == MoveMap.MEMO_SIZE


def test_searches_answered_from_open_ground_match_fresh_searches():
    """The memo of searches no blocked cell changed (MoveMap._open) answers
    for other blocked sets: every answer, paths included, must be what a
    fresh map computes."""
    import random
    rnd = random.Random(11)
    g = Grid(16, 16)
    cells = list(g.cells())
    heights = {c: rnd.choice((1, 2, 4)) for c in rnd.sample(cells, 40)}
    imp = set(rnd.sample(cells, 20))
    diff = set(rnd.sample(cells, 30))
    shared = MoveMap(g, heights, impassable=imp, difficult=diff)
    starts = [c for c in cells if c not in imp][:6]
    answered_open = 0
    for _ in range(300):
        start = rnd.choice(starts)
        budget, cap, flying = rnd.choice(((3, None, False), (6, 6, False), (12, 6, False), (6, None, True)))
        far = rnd.random() < 0.5        # half the blocked sets sit far away, half anywhere
        pool = [c for c in cells if c != start and (not far or max(abs(c[0] - start[0]), abs(c[1] - start[1])) > 5)]
        blocked = frozenset(rnd.sample(pool, min(6, len(pool))))
        key = (start, budget, cap, flying)
        answered_open += key in shared._open and blocked.isdisjoint(shared._open[key][0])
        got, parents = shared.reach(start, budget, blocked, cap, flying, want_parents=True)
        fresh = MoveMap(g, heights, impassable=imp, difficult=diff)
        want, want_parents = fresh.reach(start, budget, blocked, cap, flying, want_parents=True)
        assert got == want
        assert all(MoveMap.path_to(parents, c) == MoveMap.path_to(want_parents, c) for c in want)
    assert answered_open > 50          # the memo was really used

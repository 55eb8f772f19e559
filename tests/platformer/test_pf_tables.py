"""The precomputed tables the rules and the AI read instead of asking the
board square by square say exactly what the board says."""
from game.games.platformer.planner import Squares
from game.games.platformer.board import LEVEL_H, WIDTH
from game.games.platformer.game import GAME
from game.games.platformer.movement import DIRS, _topology
from game.games.platformer.world import board


def _walked(b, a, boss: int, inside) -> tuple[list, list, list]:
    """Square a's neighbours found by asking the board edge by edge (the reference
    the tables are checked against): (next to it both ways, a hero's steps as
    (direction, square), another figure's steps), among squares `inside` accepts."""
    x, y = a
    near, hero, other = [], [], []
    for d, (dx, dy) in DIRS.items():
        n = (x + dx, y + dy)
        if not inside(n):
            continue
        sealed = y // LEVEL_H == boss and n[1] // LEVEL_H != boss
        if b.edge_open(a, n, False) and b.edge_open(n, a, False):
            near.append(n)
        if not sealed and b.edge_open(a, n, True):
            hero.append((d, n))
        if not sealed and b.edge_open(a, n, False):
            other.append(n)
    return near, hero, other


def test_the_tables_of_a_fully_revealed_tower_agree_with_edge_open_on_many_towers():
    """level_pieces reads the board's sets directly and shares each square's
    tables across towers (_square_tables, keyed by the square and its open
    edges): checked against Board.edge_open, square by square."""
    for options, seed in [({}, s) for s in range(12)] + [({"players": 4, "bigger_map": True}, s) for s in range(6)]:
        w = GAME.new_game(options, seed)
        b = board(w)
        boss = len(w.res["level_status"]) - 1
        w.res["level_status"] = ["revealed"] * len(w.res["level_status"])
        topo = _topology(w)
        for y in range(b.height):
            for x in range(WIDTH):
                a = (x, y)
                near, hero, other = _walked(b, a, boss, lambda n: 0 <= n[0] < WIDTH and 0 <= n[1] < b.height)
                assert topo["adj"][a] == tuple(near), (options, seed, a)
                assert topo["step_dirs"][a] == tuple(hero), (options, seed, a)
                assert topo[True][a] == topo["steps"][a] == tuple(n for _d, n in hero)
                assert topo[False][a] == tuple(other), (options, seed, a)
                i = x * b.height + y
                assert topo["adj_sq"][i] == tuple(nx * b.height + ny for nx, ny in near)
                assert topo["steps_sq"][i] == tuple(nx * b.height + ny for _d, (nx, ny) in hero)


def test_integer_squares_sort_like_cells_and_keep_the_step_order():
    w = GAME.new_game({"players": 3}, 5)
    w.res["level_status"] = ["revealed"] * len(w.res["level_status"])
    sq = Squares.of(w)
    cells = sorted((x, y) for x in range(WIDTH) for y in range(sq.h))
    assert [x * sq.h + y for x, y in cells] == sorted(x * sq.h + y for x, y in cells)
    from game.games.platformer.movement import hero_steps
    for (x, y), steps in hero_steps(w).items():
        assert sq.steps[x * sq.h + y] == tuple(nx * sq.h + ny for nx, ny in steps)


def test_the_tables_of_every_tower_state_are_those_a_square_by_square_walk_finds():
    """_topology lays precomputed pieces over each other; here every table is
    rebuilt from the board's edges and the active squares for towers with
    levels removed, revealed and hidden."""
    from game.games.platformer.world import cell_active
    for options, seed in [({}, 1), ({}, 2), ({"players": 4, "bigger_map": True}, 3)]:
        w = GAME.new_game(options, seed)
        b = board(w)
        levels = len(w.res["level_status"])
        boss = levels - 1
        for low in range(levels):
            for high in range(low, levels):
                w.res["level_status"] = ["removed"] * low + ["revealed"] * (high - low + 1) + ["hidden"] * (boss - high)
                topo = _topology(w)
                for y in range(b.height):
                    for x in range(WIDTH):
                        a = (x, y)
                        near, hero, other = _walked(b, a, boss, lambda n: cell_active(w, n))
                        if not cell_active(w, a):
                            assert a not in topo["adj"], (options, seed, w.res["level_status"], a)
                            continue
                        i, h = x * b.height + y, b.height
                        assert topo["adj"][a] == tuple(near), (options, seed, w.res["level_status"], a)
                        assert topo["step_dirs"][a] == tuple(hero)
                        assert topo["steps"][a] == topo[True][a] == tuple(n for _d, n in hero)
                        assert topo[False][a] == tuple(other)
                        assert topo["adj_sq"][i] == tuple(nx * h + ny for nx, ny in near)
                        assert topo["steps_sq"][i] == tuple(nx * h + ny for _d, (nx, ny) in hero)

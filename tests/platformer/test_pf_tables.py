"""The precomputed tables the rules and the AI read instead of asking the
board square by square say exactly what the board says."""
from game.games.platformer.ai import _Squares
from game.games.platformer.board import LEVEL_H, WIDTH
from game.games.platformer.game import GAME
from game.games.platformer.movement import DIRS, _edges
from game.games.platformer.world import board


def test_the_edge_table_agrees_with_edge_open_on_many_towers():
    for options, seed in [({}, s) for s in range(12)] + [({"players": 4, "bigger_map": True}, s) for s in range(6)]:
        w = GAME.new_game(options, seed)
        b = board(w)
        boss = len(w.res["level_status"]) - 1
        table = _edges(b, boss)
        for y in range(b.height):
            for x in range(WIDTH):
                a, want = (x, y), []
                for dx, dy in DIRS.values():
                    n = (x + dx, y + dy)
                    if 0 <= n[0] < WIDTH and 0 <= n[1] < b.height:
                        sealed = y // LEVEL_H == boss and n[1] // LEVEL_H != boss
                        want.append((n, b.edge_open(a, n, False) and b.edge_open(n, a, False),
                                     not sealed and b.edge_open(a, n, True), not sealed and b.edge_open(a, n, False)))
                assert table[a] == tuple(want), (options, seed, a)


def test_integer_squares_sort_like_cells_and_keep_the_step_order():
    w = GAME.new_game({"players": 3}, 5)
    w.res["level_status"] = ["revealed"] * len(w.res["level_status"])
    sq = _Squares.of(w)
    cells = sorted((x, y) for x in range(WIDTH) for y in range(sq.h))
    assert [x * sq.h + y for x, y in cells] == sorted(x * sq.h + y for x, y in cells)
    from game.games.platformer.movement import hero_steps
    for (x, y), steps in hero_steps(w).items():
        assert sq.steps[x * sq.h + y] == tuple(nx * sq.h + ny for nx, ny in steps)

"""Line of sight in play (10.x), drawn as boards: A looks at B.

Drawings as in tq_helpers (cell rows and edge rows alternate); the figures
and scenery are listed next to each case. The engine's own geometry tests are
in tests/test_sight.py; these check what TseuQuest puts into it: standing
figures, prone or fallen ones, total and partial scenery, doors, corners."""
import pytest

from game.games.tseuquest.world import cover_dice, doors, has_los
from tq_helpers import build, fig, hero

OPEN5 = [". . . . .", "", ". . . . .", "", ". . . . ."]


def board(arena=OPEN5, figures=(), scenery=(), heroes=None, **opts):
    heroes = heroes or [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [4, 2]}]
    return build({"arena": arena, "heroes": heroes, "figures": list(figures), "scenery": list(scenery)},
                 options=opts)


def test_a_standing_figure_blocks_a_prone_one_does_not():
    #  A . F . B      A=(0,0), F=(2,0), B=(4,0)
    w = board(figures=[{"ref": "grubling", "at": [2, 0]}])
    assert not has_los(w, (0, 0), (4, 0))
    g = next(e for e, f in w.query(type(fig(w, hero(w, "kordan")))) if f.ref == "grubling")
    fig(w, g).status["prone"] = True
    from game.games.tseuquest.world import bump_blockers
    bump_blockers(w)
    assert has_los(w, (0, 0), (4, 0))


@pytest.mark.parametrize("kind,blocks", [("cupboard", True), ("mirror", True), ("table", False),
                                         ("statue", False), ("cage", False), ("chair", False)])
def test_scenery_total_cover_blocks_the_rest_does_not(kind, blocks):
    #  A . S . B
    w = board(scenery=[{"kind": kind, "at": [2, 0]}])
    assert has_los(w, (0, 0), (4, 0)) is not blocks


def test_partial_cover_counts_each_piece_once():
    #  A . T T . B?   a two-square table along the line counts once (1 die); a statue adds 2
    arena = [". . . . . . .", "", ". . . . . . ."]
    w = board(arena, scenery=[{"kind": "table", "at": [2, 0], "piece": 7}, {"kind": "table", "at": [3, 0], "piece": 7}],
              heroes=[{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [6, 1]}])
    assert cover_dice(w, (0, 0), (6, 0)) == 1
    w = board(arena, scenery=[{"kind": "table", "at": [2, 0], "piece": 7}, {"kind": "statue", "at": [4, 0]}],
              heroes=[{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [6, 1]}])
    assert cover_dice(w, (0, 0), (6, 0)) == 3


def test_half_ruined_walls_give_two_dice_and_do_not_block():
    #  A . .!. B
    arena = [". . .!. .", "", ". . . . ."]
    w = board(arena, heroes=[{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [4, 1]}])
    assert cover_dice(w, (0, 0), (4, 0)) == 2


def test_walls_and_closed_doors_block_open_doors_do_not():
    #  A . .D. B
    arena = [". . .D. .", "", ". . .|. ."]
    w = board(arena, heroes=[{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [4, 1]}])
    assert not has_los(w, (0, 0), (4, 0)) and not has_los(w, (0, 1), (4, 1))
    doors(w).open("2,0|3,0")
    assert has_los(w, (0, 0), (4, 0))


def test_the_corner_of_a_wall_blocks_a_diagonal_line():
    #  A .       the line from A=(0,0) to B=(1,1) grazes the corner where the
    #    -       wall under (1,0) ends: blocked by 10.3-D, seen with the
    #  . B       permissive option (the other side of the corner is open)
    arena = [". .", "  -", ". ."]
    w = board(arena, heroes=[{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [1, 1]}])
    assert not has_los(w, (0, 0), (1, 1))
    w = board(arena, heroes=[{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [1, 1]}],
              corner_rule="permissive")
    assert has_los(w, (0, 0), (1, 1))


def test_the_corner_of_a_figure_or_blocking_scenery_also_blocks():
    #  A F .       F at (1,0): the diagonals from A graze F's corner (blocked);
    #  . . .       the row below is clear
    w = board(figures=[{"ref": "grubling", "at": [1, 0]}], heroes=[{"hero": "kordan", "at": [0, 0]},
                                                                   {"hero": "mirel", "at": [4, 2]}])
    assert not has_los(w, (0, 0), (2, 2))       # the diagonal passes the corner of F's square
    assert not has_los(w, (0, 0), (1, 1))
    assert has_los(w, (0, 1), (2, 1))
    w = board(scenery=[{"kind": "cupboard", "at": [1, 0]}])
    assert not has_los(w, (0, 0), (1, 1))
    w = board(scenery=[{"kind": "table", "at": [1, 0]}])
    assert has_los(w, (0, 0), (1, 1))           # a table is only partial cover: no corner effect


def test_an_empty_square_uses_the_same_rules():
    w = board(figures=[{"ref": "grubling", "at": [2, 0]}])
    assert not has_los(w, (0, 0), (3, 0)) and has_los(w, (0, 0), (1, 0))


def test_the_invariants_catch_a_stale_sight_cache_in_every_check():
    """A figure knocked prone without bump_blockers: the kept blockers are wrong.
    The check compares the answer world.sight_blockers keeps, full or not."""
    from game.games.tseuquest.invariants import check_invariants
    from game.games.tseuquest.world import sight_blockers
    w = board(figures=[{"ref": "grubling", "at": [2, 0]}])
    sight_blockers(w)                       # the cache holds the truth
    assert check_invariants(w) == []
    g = next(e for e, f in w.query(type(fig(w, hero(w, "kordan")))) if f.ref == "grubling")
    fig(w, g).status["prone"] = True        # not bumped: the cache is now stale
    for full in (True, False):
        assert "sight blockers cache is stale" in check_invariants(w, full=full)

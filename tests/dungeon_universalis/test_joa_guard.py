"""The JOA's general behaviour list, "maximise the potential": creatures keep apart and, while the
Leader is on the board, those that cannot reach a hero guard the heroes' way to it."""
from du_helpers import build, fig

from game.games.dungeon_universalis import joa, joa_guard
from game.games.dungeon_universalis.world import cell


def _far_setup(with_leader: bool):
    creatures = [{"ref": "warden", "at": [23, 6]}]
    if with_leader:
        creatures.append({"ref": "skarrow", "at": [25, 2], "leader": True})
    return build({"heroes": [{"ref": "brannoc", "at": [17, 15]}], "creatures": creatures,
                  "revealed": [5, 6, 8], "turn": 3, "doors": {"18,4|19,4": {"open": True}}})


def test_a_creature_that_cannot_reach_a_hero_guards_the_way_to_its_leader():
    w = _far_setup(True)
    way = joa_guard.leader_way(w)
    assert way and way[-1][1] > way[0][1]          # from the Leader down towards the hero
    from game.engine.grid import STRICT
    from game.games.dungeon_universalis.movement import move_costs
    from game.games.dungeon_universalis.world import grid, occupied
    passable, cost, _ = move_costs(w, "c2")
    dist, _ = grid(w).reachable_tree((23, 6), None, passable=passable, cost=cost, diagonals=True, corner=STRICT)
    want = joa_guard.guard_square(w, "c2", dist, 4, occupied(w))
    assert want in way and all(way.index(c) <= way.index(want) for c in way if c in dist and dist[c] <= 4)
    joa._approach(w, "c2", None, [])
    assert cell(fig(w, "c2")) == want


def test_without_a_leader_on_the_board_nobody_guards():
    w = _far_setup(False)
    assert joa_guard.leader_way(w) == []
    assert joa_guard.guard_square(w, "c2", {(19, 4): 4}, 4, {}) is None
    joa._approach(w, "c2", None, [])
    assert cell(fig(w, "c2")) != (23, 6)


def test_guards_spread_along_the_way_instead_of_crowding():
    w = _far_setup(True)
    joa._approach(w, "c2", None, [])
    first = cell(fig(w, "c2"))
    from game.games.dungeon_universalis.setup import new_figure
    second = new_figure(w, "joa", "gnawer", (24, 6))
    joa._approach(w, second["id"], None, [])
    assert max(abs(cell(second)[0] - first[0]), abs(cell(second)[1] - first[1])) >= 2


def test_a_walk_that_stops_short_ends_away_from_friends():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}],
               "creatures": [{"ref": "gnawer", "at": [14, 14]}, {"ref": "gnawer", "at": [21, 13]}],
               "revealed": [3, 5], "turn": 3})
    path = [(21, 13), (20, 13), (19, 13), (18, 13), (17, 13), (16, 13), (15, 13), (14, 13), (13, 13)]
    from game.games.dungeon_universalis.movement import move_costs
    passable, cost, stop_at = move_costs(w, "c3")
    from game.engine.grid import STRICT
    from game.games.dungeon_universalis.world import grid
    dist, _ = grid(w).reachable_tree((21, 13), None, passable=passable, cost=cost, diagonals=True, corner=STRICT)
    end = joa_guard.spread_end(w, "c3", path, 6, dist, 6, {(14, 14): "c2", (21, 13): "c3"})
    assert path[6] == (15, 13) and joa_guard.friends_around(w, "c3", (15, 13)) == 1
    assert end != (15, 13) and joa_guard.friends_around(w, "c3", end) == 0
    assert max(abs(end[0] - 13), abs(end[1] - 13)) <= 2

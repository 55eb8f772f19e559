"""Stairs in the Drowned Cistern (the flight from the hall floor over the water up to the Queen's
dais, rising east at (22, 5)): the extra point to climb it, getting on and off only at its ends,
adjacency across it (and the huge exception), no diagonal cutting its corner, no running on a
vertical one."""
from __future__ import annotations

from dataclasses import replace

from du_helpers import build, creature, d6s, do, fig, of

from game.games.dungeon_universalis import movement, terrain
from game.games.dungeon_universalis.world import board, surface, touching

SUNKEN = {"scenario": "sunken"}
STAIR = (22, 5)


def main_hall(hero_at, creatures=(), ref="saska"):
    return build({"heroes": [{"ref": ref, "at": list(hero_at)}], "revealed": [7],
                  "creatures": [{"ref": r, "at": list(c)} for r, c in creatures]}, SUNKEN)


def test_the_dais_has_a_stair_one_level_up():
    w = main_hall((20, 5))
    assert terrain.kind_at(w, STAIR) == "stairs" and board(w).terrain[STAIR]["rise"] == (1, 0)
    assert surface(w, STAIR) == 1 and surface(w, (21, 5)) == 0 and surface(w, (23, 5)) == 1


def test_climbing_the_stair_costs_a_point_more_and_going_down_does_not():
    up = movement.reachable(main_hall((20, 5)), "h1", 6)
    assert up[(21, 5)] == 1 and up[STAIR] == 3 and up[(23, 5)] == 4     # +1 onto the rising stair
    down = movement.reachable(main_hall((23, 5)), "h1", 6)
    assert down[STAIR] == 1 and down[(21, 5)] == 2


def test_the_move_pays_the_stair():
    w = main_hall((20, 5))
    assert w.res["act"]["mp"] == 5
    d6s(w, *[3] * 12)                   # any safety-zone or trap die rolls nothing
    events = do(w, "move", "h1", list(STAIR))
    assert fig(w, "h1")["cell"] == list(STAIR) and of(events, "step")[-1]["to"] == list(STAIR)
    assert w.res["act"]["mp"] == 2      # 1 to (21, 5), 2 up onto the stair


def test_stairs_are_got_on_and_off_only_at_their_ends():
    w = main_hall((21, 4))
    reach = movement.reachable(w, "h1", 6)
    assert reach[STAIR] == 3                     # not diagonally (2) from (21, 4): round by (21, 5)
    off = movement.reachable(main_hall(STAIR), "h1", 6)
    assert off[(21, 5)] == 1 and off[(21, 4)] == 2 and off[(23, 5)] == 1 and off[(23, 4)] == 2


def test_on_the_stair_only_figures_at_its_ends_are_adjacent():
    for at, near in (((21, 5), True), ((23, 5), True), ((21, 4), False), ((23, 4), False), ((23, 6), False)):
        w = main_hall(STAIR, [("mireling", at)])
        m = fig(w, creature(w, "mireling"))
        assert touching(w, fig(w, "h1"), m) is near, at
        assert touching(w, m, fig(w, "h1")) is near, at


def test_a_huge_figure_off_the_stair_still_reaches_it():
    w = main_hall(STAIR, [("drowned_colossus", (20, 3))])        # its base covers (21, 4)
    assert touching(w, fig(w, creature(w, "drowned_colossus")), fig(w, "h1"))
    w = main_hall(STAIR, [("shellback", (20, 3))])               # large, not huge
    assert not touching(w, fig(w, creature(w, "shellback")), fig(w, "h1"))


def test_no_diagonal_cuts_the_corner_of_a_stair():
    assert ((21, 5), (22, 4)) in movement._corner_stops(main_hall((21, 5)))
    reach = movement.reachable(main_hall((21, 5)), "h1", 6)
    assert reach[(22, 4)] == 3                   # into the water by (21, 4), not across the corner


def vertical(w):
    """The same map with its stair made a vertical one (a ladder-like flight)."""
    b = board(w)
    w.cache.clear()
    w.cache["board"] = replace(b, terrain={**b.terrain, STAIR: {**b.terrain[STAIR], "vertical": True}})
    return w


def test_no_running_on_a_vertical_stair():
    assert STAIR in movement.reachable(main_hall((20, 5)), "h1", 8, running=True)
    w = vertical(main_hall((20, 5)))
    assert STAIR not in movement.reachable(w, "h1", 8, running=True)
    assert STAIR in movement.reachable(w, "h1", 8)

"""Traps (16.x): squares and edges, who sets them off, and each kind."""
from tq_helpers import build, cell, choose, do, fig, force, hero, is_legal, mb, moves, of, ok, pending

CORRIDOR = [". . . . . . . .", "---------------", "# # # # # # # #"]


def walker(traps, **kw):
    return build({"arena": CORRIDOR, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [7, 0]}],
                  "traps": traps, **kw})


def test_cell_traps_fire_on_entering_edge_traps_on_crossing_and_stay_armed():
    w = walker([{"kind": "glyph_fire", "at": [2, 0], "id": "g"},
                {"kind": "spears", "edge": [[3, 0], [4, 0]], "id": "s"}])
    k = hero(w, "kordan")
    force(w, "dmov", "3", "3")
    do(w, "roll_move", k, "normal")
    force(w, "dcom", "kite", "kite", "kite")
    ev = do(w, "move", k, [5, 0])
    assert [d["trap"] for d in of(ev, "trap")] == ["g", "s"]
    t = {x["id"]: x for x in w.res["traps"]}
    assert not t["g"]["hidden"] and t["g"]["armed"]         # placed, and ready to act again (16.1-C/D)


def test_the_wizards_figures_ignore_hidden_traps_but_not_placed_ones():
    w = build({"arena": CORRIDOR, "heroes": [{"hero": "kordan", "at": [7, 0]}, {"hero": "mirel", "at": [6, 0]}],
               "figures": [{"ref": "grubling", "at": [0, 0]}], "mb_phase": True, "activate": "grubling",
               "traps": [{"kind": "glyph_fire", "at": [2, 0], "id": "g"}]})
    g = mb(w, "grubling")
    ev = do(w, "move", g, [4, 0])
    assert not of(ev, "trap") and w.res["traps"][0]["hidden"]
    w = build({"arena": CORRIDOR, "heroes": [{"hero": "kordan", "at": [7, 0]}, {"hero": "mirel", "at": [6, 0]}],
               "figures": [{"ref": "stone_sentinel", "at": [0, 0]}], "mb_phase": True, "activate": "stone_sentinel",
               "traps": [{"kind": "glyph_fire", "at": [2, 0], "id": "g", "hidden": False}]})
    s = mb(w, "stone_sentinel")
    ev = do(w, "move", s, [3, 0])
    assert of(ev, "trap") and fig(w, s).life == 1


def test_spears_by_surprise_allow_no_defence_once_known_they_do():
    w = walker([{"kind": "spears", "edge": [[1, 0], [2, 0]], "id": "s"}])
    k = hero(w, "kordan")
    force(w, "dmov", "3", "1")
    do(w, "roll_move", k, "normal")
    force(w, "dcom", "skull", "skull", "oval")
    ev = do(w, "move", k, [3, 0])
    assert of(ev, "trap")[0]["surprise"] and fig(w, k).life == 6
    assert not [r for r in of(ev, "roll") if r["slot"] == "defence"]
    w = walker([{"kind": "spears", "edge": [[1, 0], [2, 0]], "id": "s", "hidden": False}])
    k = hero(w, "kordan")
    force(w, "dmov", "3", "1")
    do(w, "roll_move", k, "normal")
    force(w, "dcom", "skull", "skull", "oval", "kite", "kite", "kite")
    ev = do(w, "move", k, [3, 0])
    assert [r["slot"] for r in of(ev, "roll") if r["who"] == k] == ["defence"] * 3
    assert fig(w, k).life == 8


def test_axes_stop_the_move_in_the_square_before():
    w = walker([{"kind": "axes", "edge": [[1, 0], [2, 0]], "id": "a"}])
    k = hero(w, "kordan")
    force(w, "dmov", "3", "3")
    do(w, "roll_move", k, "normal")
    force(w, "dcom", "skull", "oval", "oval", "oval")
    do(w, "move", k, [5, 0])
    assert cell(w, k) == (1, 0) and not moves(w, k)
    w = walker([{"kind": "axes", "edge": [[1, 0], [2, 0]], "id": "a"}])
    k = hero(w, "kordan")
    force(w, "dmov", "3", "3")
    do(w, "roll_move", k, "normal")
    force(w, "dcom", "oval", "oval", "oval", "oval")       # no damage: the move goes on
    do(w, "move", k, [5, 0])
    assert cell(w, k) == (5, 0)


def test_arrows_are_a_shot_defended_with_gear():
    w = walker([{"kind": "arrows_cell", "at": [1, 0], "id": "f"}])
    k = hero(w, "kordan")
    force(w, "dmov", "1", "1")
    do(w, "roll_move", k, "normal")
    force(w, "dcom", "skull", "skull", "skull", "kite")    # 3 shot dice; round shield: 1 die
    do(w, "move", k, [2, 0])
    assert cell(w, k) == (2, 0) and fig(w, k).life == 6     # does not stop the move


def test_pit_ends_the_move_and_one_die_to_climb_out():
    w = walker([{"kind": "pit", "at": [2, 0], "id": "p"}])
    k = hero(w, "kordan")
    force(w, "dmov", "3", "3")
    do(w, "roll_move", k, "normal")
    ev = do(w, "move", k, [5, 0])
    assert cell(w, k) == (2, 0) and fig(w, k).status["pit"] == "p" and fig(w, k).life == 7
    assert of(ev, "fall") and not moves(w, k)
    do(w, "end_activation", k)
    do(w, "end_activation", hero(w, "mirel"))
    do(w, "end_phase")
    assert w.res["act"]["fid"] == k
    assert not is_legal(w, "roll_move", k, "stealth") and not is_legal(w, "search", k, "trap")
    force(w, "dmov", "4")
    ev = do(w, "roll_move", k, "normal")
    assert len(of(ev, "roll")) == 1 and of(ev, "move_roll")[0]["left"] == 4
    do(w, "move", k, [4, 0])
    assert "pit" not in fig(w, k).status
    ok(w)


def test_deep_pit_costs_a_turn_and_needs_a_friend_to_get_out():
    w = walker([{"kind": "deep_pit", "at": [2, 0], "id": "p"}])
    k, m = hero(w, "kordan"), hero(w, "mirel")
    force(w, "dmov", "3", "3")
    do(w, "roll_move", k, "normal")
    do(w, "move", k, [5, 0])
    assert fig(w, k).life == 6
    do(w, "end_activation", k)
    do(w, "end_activation", m)
    do(w, "end_phase")                              # round 2: Kordan loses its turn
    assert w.res["round"] == 2 and w.res["act"]["fid"] == m
    do(w, "end_activation", m)
    do(w, "end_phase")
    assert w.res["act"]["fid"] == k and not is_legal(w, "roll_move", k, "normal")   # nobody next to the pit
    do(w, "end_activation", k)
    force(w, "dmov", "3", "1")
    do(w, "roll_move", m, "normal")
    do(w, "move", m, [3, 0])
    do(w, "end_activation", m)
    do(w, "end_phase")
    assert w.res["act"]["fid"] == k and is_legal(w, "roll_move", k, "normal")


def test_a_placed_pit_is_jumped_for_three_plus_one():
    w = walker([{"kind": "pit", "at": [1, 0], "id": "p", "hidden": False}])
    k = hero(w, "kordan")
    force(w, "dmov", "3", "1")
    do(w, "roll_move", k, "normal")
    assert moves(w, k) == {(2, 0)}                   # 4 points: over the pit and land


def _rocks(face, two=False, extra=()):
    cells = [[2, 0], [3, 0]] if two else [[2, 0]]
    w = build({"arena": [". . . . . .", "", ". . . . . ."],
               "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [5, 1]}] + list(extra),
               "traps": [{"kind": "rocks", "cells": cells, "id": "r"}]})
    k = hero(w, "kordan")
    force(w, "dmov", "3", "2")
    do(w, "roll_move", k, "normal")
    force(w, "dmov", face)
    ev = do(w, "move", k, [4, 0])
    return w, ev, k


def test_rocks_dodged_on_four_plus():
    w, ev, k = _rocks("5")
    assert of(ev, "dodge") and fig(w, k).life == 8 and cell(w, k) == (1, 0)
    assert w.res["act"]["move"]["left"] == 3 and moves(w, k)    # may go on moving, around the rock
    ok(w)


def test_rocks_numbers_hurt_and_only_a_free_adjacent_square():
    w, ev, k = _rocks("2")
    assert fig(w, k).life == 6
    p = pending(w)
    assert p["kind"] == "rock_escape" and sorted(p["options"]) == [[1, 0], [2, 1], [3, 0]]
    choose(w, [2, 1])
    assert cell(w, k) == (2, 1) and not moves(w, k)
    ok(w)


def test_rocks_question_mark_buries_until_a_friend_comes():
    w, ev, k = _rocks("qmark")
    assert fig(w, k).status.get("buried") and fig(w, k).life == 6
    m = hero(w, "mirel")
    do(w, "end_activation", k)
    do(w, "end_activation", m)
    do(w, "end_phase")
    assert w.res["act"]["fid"] == m                  # round 2: Kordan's turn was skipped
    force(w, "dmov", "3", "1")
    do(w, "roll_move", m, "normal")
    do(w, "move", m, [2, 1])
    do(w, "end_activation", m)
    do(w, "end_phase")
    assert w.res["act"]["fid"] == k and not fig(w, k).status.get("buried") and cell(w, k) != (2, 0)
    ok(w)


def test_double_rocks_fill_two_squares():
    w, ev, k = _rocks("6", two=True)
    from game.games.tseuquest.world import scenery_at
    sc = scenery_at(w)
    assert sc[(2, 0)][1].kind == sc[(3, 0)][1].kind == "fallen_rock_double"


def test_magic_runes():
    w = build({"arena": CORRIDOR, "heroes": [{"hero": "mirel", "at": [0, 0]}, {"hero": "kordan", "at": [7, 0]}],
               "traps": [{"kind": "glyph_sleep", "at": [1, 0], "id": "z"}, {"kind": "glyph_drain", "at": [2, 0], "id": "d"},
                         {"kind": "glyph_fire", "at": [3, 0], "id": "f"}]})
    m = hero(w, "mirel")
    force(w, "dmov", "2", "2")
    do(w, "roll_move", m, "normal")
    do(w, "move", m, [4, 0])
    assert fig(w, m).status.get("sleep") == 1 and fig(w, m).mind == 7 - 2 and fig(w, m).life == 4 - 2


def test_mind_drained_to_zero_eliminates():
    w = walker([{"kind": "glyph_drain", "at": [1, 0], "id": "d"}])
    k = hero(w, "kordan")                            # 2 mind points
    force(w, "dmov", "1", "1")
    do(w, "roll_move", k, "normal")
    ev = do(w, "move", k, [2, 0])
    assert of(ev, "eliminated") and cell(w, k) is None
    assert w.res["roster"]["kordan"]["status"] == "dead"

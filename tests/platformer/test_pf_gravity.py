"""Gravity, traps and picking up gold and gems."""
from pf_helpers import (FIVE, wounds, add, build, cell_of, do, geometry, hero_cell, is_legal, kinds, legal, next_turn, of,
                        patch_board, player, token, tokens_on)


def at(x, y, seat=0, pool=FIVE, others=(), **hero):
    heroes = [{"seat": seat, "at": [x, y], **hero}] + list(others)
    return build({"heroes": heroes, "turn": {"seat": seat, "pool": list(pool)}})


def test_unsupported_figures_fall_until_a_platform_or_the_bottom_row():
    w = at(4, 2)
    geometry(w, floor=[(4, 3)], open_below=[(4, 2), (4, 1), (9, 2)])
    wolf = add(w, "hombre_lobo", (9, 2))
    geometry(w, floor=[(9, 3)], open_below=[(9, 1)])
    events = do(w, "gravity", False)
    assert hero_cell(w, 0) == (4, 0) and cell_of(w, wolf) == (9, 0)
    assert {tuple(e["to"]) for e in of(events, "fall")} == {(4, 0), (9, 0)}


def test_figures_land_on_other_figures_and_stacks_fall_together():
    w = at(1, 3)
    geometry(w, open_below=[(1, 3)], floor=[(1, 2)])   # (1,2) stands on a platform
    assert hero_cell(w, 0) == (1, 3)
    low = add(w, "zombie", (4, 1))
    high = add(w, "zombie", (4, 2))
    do(w, "gravity", False)
    assert cell_of(w, low) == (4, 0) and cell_of(w, high) == (4, 1)
    assert hero_cell(w, 0) == (1, 2)


def test_the_lowest_row_of_the_map_is_always_a_platform():
    w = build({"level_status": ["removed", "revealed", "revealed", "hidden"],
               "heroes": [{"seat": 0, "at": [3, 5]}], "turn": {"seat": 0, "pool": FIVE}})
    geometry(w, open_below=[(3, 5), (3, 4)])     # nothing under row 4 but the removed level
    do(w, "gravity", False)
    assert hero_cell(w, 0) == (3, 4)


def test_ladders_hold_heroes_but_not_enemies():
    w = at(3, 2)
    geometry(w, ladders=[(3, 2), (4, 5)], open_below=[(3, 2), (4, 5)], floor=[(4, 4)])
    z = add(w, "zombie", (4, 5))                    # an enemy on a ladder with nothing under it
    wolf = add(w, "hombre_lobo", (6, 2))
    geometry(w, ladders=[(6, 2)], floor=[(6, 2)])   # a ladder square on a platform holds anyone
    do(w, "gravity", False)
    assert hero_cell(w, 0) == (3, 2)
    assert cell_of(w, z) == (4, 4) and cell_of(w, wolf) == (6, 2)


def test_a_hero_on_a_ladder_holds_unless_its_player_drops():
    w = at(3, 2)
    geometry(w, ladders=[(3, 2)], open_below=[(3, 2)], traps=[(3, 1)], floor=[(3, 1)])
    assert not is_legal(w, "gravity", False) and is_legal(w, "gravity", True)
    events = do(w, "gravity", True)
    assert hero_cell(w, 0) == (3, 1) and "trap" in kinds(events)
    assert wounds(w, 0) == 1


def test_only_the_active_hero_may_drop_off_a_ladder():
    w = at(3, 2, others=[{"seat": 1, "at": [4, 5]}])
    geometry(w, ladders=[(3, 2), (4, 5)], open_below=[(3, 2), (4, 5)])
    events = do(w, "gravity", True)                 # the active hero drops; the other one holds
    assert hero_cell(w, 1) == (4, 5) and hero_cell(w, 0) == (3, 1)
    assert "fall" in kinds(events)


def test_end_of_turn_gravity_can_drop_the_active_hero_off_its_ladder():
    w = at(3, 2)
    next_turn(w, drop=True)
    assert hero_cell(w, 0) == (3, 1)
    w = at(3, 2)
    next_turn(w, drop=False)
    assert hero_cell(w, 0) == (3, 2)


def test_gravity_is_free_and_repeatable():
    w = at(1, 0)
    do(w, "move", 0, "up")
    do(w, "gravity", False)
    assert hero_cell(w, 0) == (1, 0)
    assert sum(d["used"] for d in w.res["turn"]["pool"]) == 1      # only the boot
    do(w, "move", 1, "up")
    do(w, "gravity", False)
    assert hero_cell(w, 0) == (1, 0)


def test_falling_through_traps_wounds_once_per_trap_and_pushes_nobody():
    w = at(4, 2)
    patch_board(w, add={"traps": [(4, 1), (4, 0)]})
    events = do(w, "gravity", False)
    assert [e["cell"] for e in of(events, "trap")] == [(4, 1), (4, 0)]
    assert wounds(w, 0) == 2 and hero_cell(w, 0) == (4, 0)
    assert "push_start" not in kinds(events)


def test_a_fall_onto_traps_can_knock_out():
    w = at(4, 2, health=1)
    patch_board(w, add={"traps": [(4, 1)]})
    events = do(w, "gravity", False)
    assert "knocked_out" in kinds(events) and hero_cell(w, 0) is None


def test_gold_and_gems_never_fall_and_a_falling_hero_takes_only_what_it_lands_on():
    w = at(4, 2)
    token(w, "gold", (4, 3))
    token(w, "gem", (4, 1))
    token(w, "gold", (4, 0))
    do(w, "gravity", False)
    assert tokens_on(w, (4, 3)) == ["gold"] and tokens_on(w, (4, 1)) == ["gem"]
    assert player(w, 0)["gold"] == 1 and player(w, 0)["gems"] == 0 and tokens_on(w, (4, 0)) == []


# -- traps ------------------------------------------------------------------------
def test_entering_a_trap_wounds_once():
    w = at(2, 1, pool=["boot", "boot", "coin", "coin", "coin"])
    geometry(w, traps=[(3, 1)], no_walls=[(3, 1)])
    events = do(w, "move", 0, "right")
    assert of(events, "trap") and wounds(w, 0) == 1
    do(w, "move", 1, "left")                        # leaving does nothing
    assert wounds(w, 0) == 1


def test_trap_immunity_from_hero_and_item():
    w = at(2, 1, hero="nix")
    assert "trap" not in kinds(do(w, "move", 0, "right"))
    w = at(2, 1, items=["botas_hierro"])
    assert "trap" not in kinds(do(w, "move", 0, "right"))
    assert wounds(w, 0) == 0


def test_enemies_ignore_traps():
    w = at(0, 0, pool=["monster", "coin", "coin", "coin", "coin"])
    z = add(w, "zombie", (2, 1))
    events = do(w, "shove", 0, z, "right")
    assert cell_of(w, z) == (3, 1) and "trap" not in kinds(events) and "wound" not in kinds(events)


# -- gold and gems -------------------------------------------------------------------
def test_gold_and_gems_are_picked_up_by_entering_their_square():
    w = at(1, 0)
    token(w, "gold", (2, 0))
    token(w, "gem", (2, 1))
    do(w, "move", 0, "right")
    do(w, "move", 1, "up")
    assert (player(w, 0)["gold"], player(w, 0)["gems"]) == (1, 1)
    assert tokens_on(w, (2, 0)) == [] and tokens_on(w, (2, 1)) == []


def test_gravity_is_offered_only_when_something_would_fall():
    w = at(1, 0)
    assert not any(a.kind == "gravity" for a in legal(w))
    add(w, "zombie", (4, 2))
    assert is_legal(w, "gravity", False)

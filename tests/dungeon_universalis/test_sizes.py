"""Large (2x2) and huge figures with forced dice: their bases on the grid, movement that needs
room for the whole base, contact and zones of influence from any square, much-bigger blows,
placement away from the heroes, extra skills paid from the reserve, huge and wounded below 5."""
from __future__ import annotations

from du_helpers import build, d6s, fig, of

from game.games.dungeon_universalis import combat, explore, movement
from game.games.dungeon_universalis.world import (engaged_by, fig_distance, footprint, occupied, penalties, stat,
                                                  touching)

SUNKEN = {"scenario": "sunken"}


def one(w, ref):
    return next(f for f, x in w.res["figs"].items() if x["ref"] == ref)


def test_a_large_base_holds_four_squares():
    w = build({"heroes": [{"ref": "brannoc", "at": [24, 16]}],
               "creatures": [{"ref": "shellback", "at": [18, 12]}], "revealed": [5, 3]}, SUNKEN)
    c = one(w, "shellback")
    occ = occupied(w)
    assert {k for k, v in occ.items() if v == c} == {(18, 12), (19, 12), (18, 13), (19, 13)}
    assert footprint(fig(w, c)) == [(18, 12), (19, 12), (18, 13), (19, 13)]


def test_a_large_figure_needs_room_for_its_whole_base():
    w = build({"heroes": [{"ref": "brannoc", "at": [24, 16]}],
               "creatures": [{"ref": "shellback", "at": [18, 12]}], "revealed": [5, 3]}, SUNKEN)
    c = one(w, "shellback")
    w.res["act"] = {"fid": c, "mp": 4, "running": False}
    reach = movement.reachable(w, c, 4)
    assert (20, 12) in reach                  # open floor for all four squares
    assert (20, 13) not in reach              # its base would cover the statue at (21, 14)
    assert (17, 11) in reach                  # into the two-square corridor


def test_contact_and_zones_of_influence_from_any_square_of_the_base():
    w = build({"heroes": [{"ref": "brannoc", "at": [20, 14]}],
               "creatures": [{"ref": "shellback", "at": [18, 12]}], "revealed": [5, 3]}, SUNKEN)
    c = one(w, "shellback")
    assert touching(w, fig(w, c), fig(w, "h1"))            # (19, 13) touches (20, 14)
    assert c in engaged_by(w, "h1")
    assert fig_distance(fig(w, c), fig(w, "h1")) == 1


def test_a_huge_figure_below_still_reaches_a_ledge_a_large_one_does_not():
    setup = {"heroes": [{"ref": "brannoc", "at": [19, 17]}], "revealed": [5, 3]}
    w = build({**setup, "creatures": [{"ref": "drowned_colossus", "at": [20, 16]}]}, SUNKEN)
    assert touching(w, fig(w, one(w, "drowned_colossus")), fig(w, "h1"))
    w = build({**setup, "creatures": [{"ref": "shellback", "at": [20, 16]}]}, SUNKEN)
    assert not touching(w, fig(w, one(w, "shellback")), fig(w, "h1"))


def test_much_bigger_knocks_down_and_bigger_needs_a_crit():
    setup = {"heroes": [{"ref": "brannoc", "at": [20, 14]}], "revealed": [5, 3]}
    w = build({**setup, "creatures": [{"ref": "drowned_colossus", "at": [18, 12]}]}, SUNKEN)
    c = one(w, "drowned_colossus")
    d6s(w, 5, 4, 1, 2)                   # a hit without criticals
    d6s(w, 1, 1, 1)                      # no damage
    events = []
    combat.melee(w, c, "h1", events)
    assert {"who": "h1", "state": "knocked_down", "on": True} in of(events, "state")
    w = build({**setup, "creatures": [{"ref": "shellback", "at": [18, 12]}]}, SUNKEN)
    c = one(w, "shellback")
    d6s(w, 5, 4, 1, 2)
    d6s(w, 1, 1)
    events = []
    combat.melee(w, c, "h1", events)
    assert not [e for e in of(events, "state") if e["state"] == "knocked_down"]


def test_shooting_at_a_big_target_is_easier():
    w = build({"heroes": [{"ref": "ithra", "at": [24, 16]}],
               "creatures": [{"ref": "shellback", "at": [18, 12]}], "revealed": [5, 3]}, SUNKEN)
    _m, why = combat.shot_mods(w, fig(w, "h1"), fig(w, one(w, "shellback")), {"traits": ["ranged"]})
    assert "big" in why


def test_huge_is_wounded_below_five_life():
    w = build({"heroes": [{"ref": "brannoc", "at": [24, 16]}],
               "creatures": [{"ref": "drowned_colossus", "at": [18, 12], "life": 5}], "revealed": [5, 3]}, SUNKEN)
    c = fig(w, one(w, "drowned_colossus"))
    assert penalties(c) == 0
    before = stat(w, c, "cac")
    c["life"] = 4
    assert penalties(c) == 1 and stat(w, c, "cac") == before - 1


def test_placing_a_large_creature_away_from_the_heroes_with_its_extra_skills():
    w = build({"heroes": [{"ref": "brannoc", "at": [17, 12]}, {"ref": "dorna", "at": [17, 11]}],
               "revealed": [3, 5], "reserve": 30}, SUNKEN)
    d6s(w, 6, 3)                         # one die per hero: invulnerable (6) and ironhide (3)
    events = []
    placed = explore.place_group(w, 5, ["shellback"], "h1", (17, 12), (18, 12), events)
    f = fig(w, placed[0])
    heroes = [(17, 12), (17, 11)]
    assert all(max(abs(a[0] - h[0]), abs(a[1] - h[1])) > 2 for a in footprint(f) for h in heroes)
    assert {"invulnerable", "ironhide"} <= set(f["skills"])
    paid = [p for p in of(events, "pay") if p["what"].startswith("extra:")]
    assert sorted(p["cost"] for p in paid) == [3, 6]


def test_the_invariants_catch_a_base_overlapping_another():
    w = build({"heroes": [{"ref": "brannoc", "at": [24, 16]}],
               "creatures": [{"ref": "shellback", "at": [18, 12]}, {"ref": "mireling", "at": [20, 16]}],
               "revealed": [5, 3]}, SUNKEN)
    from game.games.dungeon_universalis.invariants import check_invariants
    assert check_invariants(w) == []
    fig(w, one(w, "mireling"))["cell"] = [19, 13]                  # onto the shellback's base
    assert any("share (19, 13)" in p for p in check_invariants(w))

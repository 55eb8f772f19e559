"""Base sizes (data) in every distance between models, and model height
against terrain height in line of sight."""
import math

from game.engine.measure import gap, in_contact, overlaps
from game.games.star_quest.combat import melee_reach
from game.games.star_quest.content import load_content
from game.games.star_quest.movement import charge_spot, destinations, enemy_cells
from game.games.star_quest.world import in_cover, radius, sight, unit_gap, unit_sees
from sq_helpers import at, force, kinds, play, position

VEX = {"hero": "vex", "at": [5, 5]}


def test_profiles_carry_base_sizes_big_models_on_two_inch_bases():
    c = load_content()
    assert {p["base"] for p in c.heroes.values()} == {1}
    assert c.units["cultists"]["base"] == 1 and c.units["burrow_tyrant"]["base"] == 2
    assert c.units["hellforge_engine"]["base"] == 2 and c.units["hellforge_engine"]["height"] == 3


def test_gaps_and_contact_use_both_bases():
    # 2" base (radius 1) and 1" base (radius 0.5): 2 cells apart -> 0.5" gap, in contact.
    assert gap((0, 0), (2, 0), 1, 0.5) == 0.5 and in_contact((0, 0), (2, 0), 1, 0.5)
    assert in_contact((0, 0), (2, 1), 1, 0.5) and not in_contact((0, 0), (2, 2), 1, 0.5)
    assert overlaps((0, 0), (1, 1), 1, 0.5) and not overlaps((0, 0), (1, 1))
    assert math.isclose(gap((0, 0), (2, 0), 1, 1), 0.0) and in_contact((0, 0), (3, 1), 1, 1) is False


def test_a_big_base_reaches_further_in_melee_and_in_range():
    w = position([{"hero": "korrag", "at": [13, 11]}], [{"ref": "burrow_tyrant", "at": [[10, 10]]},
                                                         {"ref": "cultists", "at": [[10, 14]]}])
    assert radius(w, 100) == 1.0 and radius(w, 1) == 0.5
    # centres 3.16 apart: tyrant to hero 1.66" (within 2"), two 1" bases would be 2.16" apart.
    assert melee_reach(w, (10, 10), (13, 11), 1.0, 0.5) and not melee_reach(w, (10, 10), (13, 11))
    assert math.isclose(unit_gap(w, 100, 1), math.hypot(3, 1) - 1.5)


def test_pushing_measures_three_inches_to_the_big_base_edge():
    w = position([VEX], [{"ref": "burrow_tyrant", "at": [[9, 5]]}])     # centres 4 apart: gap 2.5"
    play(w, "activate", 1, False)
    from game.engine.protocol import act
    from game.games.star_quest.game import GAME
    assert act("push", 100, False) in GAME.legal_actions(w)
    w2 = position([VEX], [{"ref": "cultists", "at": [[9, 5]]}])        # two 1" bases: gap 3" -> also in
    w3 = position([VEX], [{"ref": "cultists", "at": [[10, 5]]}])       # 4" -> out
    play(w2, "activate", 1, False)
    play(w3, "activate", 1, False)
    assert act("push", 100, False) in GAME.legal_actions(w2)
    assert act("push", 100, False) not in GAME.legal_actions(w3)


def test_no_model_moves_through_or_onto_a_big_base():
    w = position([VEX], [{"ref": "burrow_tyrant", "at": [[10, 5]]}])
    blocked = enemy_cells(w, 1)
    assert {(9, 4), (9, 5), (9, 6), (10, 4), (11, 6)} <= blocked and (8, 5) not in blocked
    play(w, "activate", 1, False)
    dests = destinations(w, 1, "advance")
    assert not any(overlaps(c, (10, 5), 0.5, 1.0) for c in dests)


def test_a_charge_on_a_big_model_ends_in_contact_without_overlapping():
    w = position([{"hero": "korrag", "at": [5, 5]}], [{"ref": "burrow_tyrant", "at": [[12, 5]]}])
    spot = charge_spot(w, 1, 100)
    assert spot is not None and not overlaps(spot, (12, 5), 0.5, 1.0)
    assert in_contact(spot, (12, 5), 0.5, 1.0)
    play(w, "activate", 1, False)
    force(w, *([1] * 20))
    events = play(w, "charge", 100)
    assert "melee" in kinds(events)
    assert not overlaps(at(w, 1)[0], at(w, 100)[0], 0.5, 1.0)


WALL = ["." * 20 for _ in range(20)]
WALL[5] = "........#..........."     # a 4" wall at (8, 5)
WALL[9] = "........k..........."     # a 2" container at (8, 9)
WALL[13] = "..6.....#..........."    # a 6" tower at (2, 13), a wall at (8, 13)


def test_a_wall_hides_a_model_behind_it_from_the_ground():
    w = position([VEX], [{"ref": "cultists", "at": [[11, 5]]}], rows=WALL)
    assert sight(w, (5, 5), (11, 5)) is None and not unit_sees(w, 1, 100)


def test_a_model_on_a_tower_sees_over_a_wall():
    w = position([{"hero": "vex", "at": [2, 13]}], [{"ref": "cultists", "at": [[10, 13]]}], rows=WALL)
    # eye 6 + 1 = 7" at the tower, target top 1": the line is 7 - 6 * (6/8) = 2.5" high at the wall (4"),
    # so the wall still hides it; a target farther away shows above the wall.
    assert sight(w, (2, 13), (10, 13)) is None
    assert sight(w, (2, 13), (19, 13)) is not None


def test_a_tall_model_shows_above_a_low_container_and_counts_as_behind_it():
    w = position([{"hero": "vex", "at": [5, 9]}], [{"ref": "hellforge_engine", "at": [[10, 9]]},
                                                   {"ref": "cultists", "at": [[10, 8]]}], rows=WALL)
    assert sight(w, (5, 9), (10, 9)) is None                       # a 1" model behind a 2" container
    assert sight(w, (5, 9), (10, 9), 1, 3) is True                  # a 3" model: seen, partly hidden
    assert unit_sees(w, 1, 100) and in_cover(w, 100, 1)

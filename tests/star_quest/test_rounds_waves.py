"""Rounds (heroes round the table, then the AI), charges in range, the
defender closing in, waves and Ambush arrivals, Strider jumps (forced dice)."""
from game.engine.protocol import act
from game.games.star_quest.actions import charge_targets
from game.games.star_quest.game import GAME
from game.games.star_quest.movement import close_in
from game.games.star_quest.turn import start_round
from game.games.star_quest.world import unit_gap
from sq_helpers import at, force, play, position, unit, wounds


def _activations(w):
    return sorted(a.args[0] for a in GAME.legal_actions(w) if a.kind == "activate")


def test_heroes_activate_seat_by_seat_round_the_table_then_the_ai():
    w = position([{"hero": "vex", "at": [2, 2], "seat": 0}, {"hero": "ileth", "at": [4, 2], "seat": 0},
                  {"hero": "korrag", "at": [6, 2], "seat": 1}],
                 [{"ref": "cultists", "at": [[20, 20]]}])
    w.res["options"]["players"] = 2
    assert GAME.to_act(w) == 0 and _activations(w) == [1, 3]          # seat 0 picks either of its heroes
    play(w, "activate", 3, False)
    play(w, "end")
    assert GAME.to_act(w) == 1 and _activations(w) == [5]             # then the next seat round the table
    play(w, "activate", 5, False)
    play(w, "end")
    assert GAME.to_act(w) == 0 and _activations(w) == [1]
    assert w.res["phase"] == "heroes"
    play(w, "activate", 1, False)
    play(w, "end")
    assert w.res["phase"] == "ai"                                     # the AI only after every hero
    assert GAME.legal_actions(w) == [act("ai_activate")]


def test_a_solo_player_picks_every_hero_in_any_order():
    w = position([{"hero": "vex", "at": [2, 2]}, {"hero": "ileth", "at": [4, 2]}, {"hero": "korrag", "at": [6, 2]}])
    assert _activations(w) == [1, 3, 5]
    play(w, "activate", 5, False)
    play(w, "end")
    assert _activations(w) == [1, 3]


def test_a_charge_needs_an_enemy_within_the_charge_move_and_melee_reach():
    near = position([{"hero": "vex", "at": [2, 5]}], [{"ref": "pyre_priest", "at": [[17, 5]]}])   # 14" gap
    far = position([{"hero": "vex", "at": [2, 5]}], [{"ref": "pyre_priest", "at": [[18, 5]]}])    # 15" gap
    assert unit_gap(near, 1, 100) == 14 and charge_targets(near, 1) == [100]
    assert charge_targets(far, 1) == []


def test_defending_models_out_of_contact_move_up_to_three_inches_into_it():
    w = position([{"hero": "korrag", "at": [5, 5]}], [{"ref": "zealots", "at": [[6, 5], [8, 7], [12, 5]]}])
    events = []
    close_in(w, events, 100, 1)
    spots = at(w, 100)
    assert spots[0] == (6, 5)                                         # already in contact: stays
    assert max(abs(spots[1][0] - 5), abs(spots[1][1] - 5)) == 1      # 2.3" away: reaches contact
    assert spots[2][0] == 9                                           # 6" away: 3" closer, as near as it gets
    assert any(e.kind == "close_in" for e in events)


def test_waves_arrive_at_their_entry_mark_on_their_round():
    rows = ["." * 30 for _ in range(30)]
    rows[2] = "." * 25 + "S" + "." * 4
    w = position([{"hero": "vex", "at": [2, 25]}], [{"ref": "cultists", "state": "reserve", "arrive": 2, "spawn": 1}],
                 rows=rows)
    events = []
    start_round(w, events)
    assert w.res["round"] == 2 and unit(w, 100).state == "active"
    assert all(max(abs(x - 25), abs(y - 2)) <= 8 for x, y in at(w, 100)) and len(at(w, 100)) == 5


def test_ambush_units_arrive_d3_rounds_after_their_wave_near_an_ai_objective():
    w = position([{"hero": "vex", "at": [2, 25]}], [{"ref": "lurker", "state": "reserve", "arrive": 0, "spawn": 1}],
                 objectives=[[20, 10]])
    w.res["waves"] = {"100": 2}
    force(w, 4)                         # D3 = 2: it arrives in round 4
    start_round(w, [])
    assert unit(w, 100).state == "reserve" and unit(w, 100).arrive == 4
    start_round(w, [])
    assert unit(w, 100).state == "reserve"
    start_round(w, [])
    assert w.res["round"] == 4 and unit(w, 100).state == "active"
    (c,) = at(w, 100)
    assert max(abs(c[0] - 20), abs(c[1] - 10)) <= 6


TOWER = ["." * 20 for _ in range(20)]
TOWER[5] = "....666..3.........."
TOWER[6] = "....666............."


def test_strider_heroes_jump_on_two_plus():
    w = position([{"hero": "nyx", "at": [4, 5]}], rows=TOWER)        # Nyx: Strider, dexterity 3+
    play(w, "activate", 1, False)
    play(w, "advance")
    force(w, 2, 2, 2)                    # three checks of 2: a Strider passes them all
    play(w, "jump", (3, 5), "none")
    assert at(w, 1) == [(3, 5)] and wounds(w, 1) == [0]


def test_a_fallen_model_is_placed_two_inches_from_the_bottom():
    w = position([{"hero": "vex", "at": [4, 5]}, {"hero": "ileth", "at": [15, 15]}], rows=TOWER)
    play(w, "activate", 1, False)
    play(w, "advance")
    force(w, 1,          # the first dexterity check fails: Vex falls 6"
          6)             # the fall's hit is blocked
    events = play(w, "jump", (3, 5), "none")
    assert any(e.kind == "fall" for e in events)
    assert at(w, 1) == [(1, 5)]              # 2" from the foot of the tower, where it came down

"""The heroes' AI jumps, pushes and sneaks when it helps."""
from game.engine.protocol import act
from game.games.star_quest.actions import legal_actions
from game.games.star_quest.hero_ai import choose_hero
from sq_helpers import play, position, unit

TOWER = ["." * 24 for _ in range(24)]
TOWER[5] = "....666................."
TOWER[6] = "....666................."


def test_a_hero_jumps_down_a_tower_toward_its_goal():
    # Vex (dexterity 3+, power 3) stands on a 6" tower; the element is down on the ground far to the west.
    w = position([{"hero": "vex", "at": [4, 5], "power": 3}], rows=TOWER, elements=[[0, 20]])
    play(w, "activate", 1, False)
    play(w, "advance")
    choice = choose_hero(w, 0, legal_actions)
    assert choice.kind == "jump" and choice.args[0][1] >= 5 and choice.args[0][0] <= 3
    assert choice in legal_actions(w)


STEP = ["." * 24 for _ in range(24)]
STEP[5] = "....6663................"


def test_a_hero_does_not_risk_a_long_jump_when_walking_gets_nearly_as_far():
    # A 3" step lets Vex walk down; the 6" jump (three 3+ checks, no power to buy them) saves under 3".
    w = position([{"hero": "vex", "at": [6, 5], "power": 0}], rows=STEP, elements=[[20, 5]])
    play(w, "activate", 1, False)
    play(w, "advance")
    assert choose_hero(w, 0, legal_actions).kind == "move"


LEDGE = ["." * 20 for _ in range(20)]
LEDGE[5] = "...3333............."


def test_a_hero_pushes_an_enemy_off_a_height():
    w = position([{"hero": "korrag", "at": [4, 5]}], [{"ref": "pyre_priest", "at": [[6, 5]]}], rows=LEDGE,
                 elements=[[15, 15]])
    play(w, "activate", 1, False)
    choice = choose_hero(w, 0, legal_actions)
    assert choice.kind == "push" and choice.args[0] == 100


def test_a_hero_pushes_an_enemy_off_the_objective_it_holds():
    # The priest contests the objective 2.6" away; pushed 2" straight away it stands 4.1" off it.
    w = position([{"hero": "korrag", "at": [10, 10]}], [{"ref": "pyre_priest", "at": [[13, 11]]}],
                 objectives=[[10, 13]], mission={"goal": {"kind": "seize", "count": 1}})
    play(w, "activate", 1, False)
    choice = choose_hero(w, 0, legal_actions)
    assert choice.kind == "push" and choice.args[0] == 100


def test_a_hero_with_nothing_else_to_do_with_its_skill_action_sneaks_toward_the_goal():
    w = position([{"hero": "vex", "at": [2, 2], "power": 0}], elements=[[25, 25]])
    play(w, "activate", 1, False)
    play(w, "rush")
    play(w, "move", choose_hero(w, 0, legal_actions).args[0])
    assert choose_hero(w, 0, legal_actions) == act("sneak", False)
    from sq_helpers import force
    force(w, 6, 3)                  # dexterity passes, D3 = 2"
    play(w, "sneak", False)
    before = unit(w, 1)
    cell = choose_hero(w, 0, legal_actions).args[0]
    from game.games.star_quest.world import cell as cell_of
    start = cell_of(w, before.models[0])
    assert cell != start and abs(cell[0] - 25) + abs(cell[1] - 25) < abs(start[0] - 25) + abs(start[1] - 25)


CORRIDOR = ["." * 30 for _ in range(30)]
CORRIDOR[9] = CORRIDOR[11] = "#" * 30


def test_a_hero_does_not_sneak_when_no_roll_could_take_it_nearer():
    # In a one-square corridor Korrag stands ahead: after the rush every square Vex could sneak
    # to nearer the goal is next to him, so a sneak would be rolled only to stay put.
    w = position([{"hero": "vex", "at": [3, 10], "power": 0}, {"hero": "korrag", "at": [18, 10]}],
                 elements=[[27, 10]], rows=CORRIDOR)
    play(w, "activate", 1, False)
    play(w, "rush")
    play(w, "move", choose_hero(w, 0, legal_actions).args[0])
    assert act("sneak", False) in legal_actions(w)
    assert choose_hero(w, 0, legal_actions).kind != "sneak"

"""More procedures with forced dice: locks, chests, fear, encounter rerolls and columns,
thieves, power effects, the Leader's extra actions, DUN Basic, penalties from states."""
from du_helpers import build, d6s, do, fig, force, kinds, legal, of

from game.games.dungeon_universalis import joa
from game.games.dungeon_universalis.world import stat


def test_picking_a_lock_opens_the_way():
    w = build({"heroes": [{"ref": "saska", "at": [10, 13]}], "revealed": [3], "turn": 2,
               "doors": {"10,12|10,13": {"lock_known": True}}})
    d6s(w, 3, 3)                                   # 6 + 4 dexterity + 1 light fingers = 11
    events = do(w, "pick_lock", "h1", "10,12|10,13")
    assert "unlocked" in kinds(events) and w.res["achievement"]["heroes"] == 1
    do(w, "end", "h1")
    assert legal(w, "open_door")


def test_opening_a_chest_draws_treasure():
    w = build({"heroes": [{"ref": "saska", "at": [11, 10]}], "revealed": [4], "turn": 2,
               "decks": {"treasure": ["purse_heavy"]}})
    force(w, "scenario", "blank")
    d6s(w, 2, 3)                                   # 5 + 5 = 10: opened
    events = do(w, "open_chest", "h1", [12, 9])
    assert "chest_opened" in kinds(events) and fig(w, "h1")["coins"] == 20


def test_failed_chest_only_breaks_open():
    w = build({"heroes": [{"ref": "brannoc", "at": [11, 10]}], "revealed": [4], "turn": 2})
    force(w, "scenario", "blank")
    d6s(w, 1, 2)
    do(w, "open_chest", "h1", [12, 9])
    do(w, "end", "h1")
    assert not legal(w, "open_chest") and [a for a in legal(w, "break") if a.args[1] == (12, 9)]


def test_persuasion_by_fear_once_per_party():
    w = build({"heroes": [{"ref": "dorna", "at": [10, 10]}, {"ref": "brannoc", "at": [10, 11]}], "revealed": [4],
               "npc": True})
    d6s(w, 2, 2, 5, 5)                             # 4 + 4 strength vs 10 + 2 bravery: fails
    do(w, "persuade", "h1", "fear")
    do(w, "end", "h1")
    assert not [a for a in legal(w, "persuade") if a.args[1] == "fear"]


def test_a_missed_encounter_is_rerolled_after_two_empty_sections():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 13]}], "turn": 2, "reserve": 10,
               "decks": {"encounter": ["wandering"]}})
    w.res["empty_streak"] = 2
    force(w, "scenario", "blank", "blank", "encounter")  # obstacle; encounter missed; rerolled: encounter
    d6s(w, 1)                                      # the wandering column, row 1: a cave hound
    d6s(w, 6, 6, 1, 1)
    events = do(w, "reveal", "h1")
    t = of(events, "table")[0]
    assert t["column"] == "wandering" and t["creatures"] == ["cave_hound"]


def test_no_encounter_without_the_die_or_a_reason():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 13]}], "turn": 2, "reserve": 10,
               "decks": {"encounter": ["special"]}})
    force(w, "scenario", "blank", "blank")
    events = do(w, "reveal", "h1")
    assert "table" not in kinds(events) and w.res["empty_streak"] == 1


def test_special_column_and_the_thief_steals():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 13]}], "turn": 2, "reserve": 20,
               "decks": {"encounter": ["special"]}})
    force(w, "scenario", "blank", "encounter")
    d6s(w, 4)                                      # special column row 4: a bonegnasher
    d6s(w, 6, 6, 1, 1)
    events = do(w, "reveal", "h1")
    assert of(events, "table")[0]["creatures"] == ["bonegnasher"]
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13], "coins": 10}],
               "creatures": [{"ref": "pilferer", "at": [6, 13]}], "revealed": [3]})
    d6s(w, 6, 5, 1, 2)                             # the pilferer hits
    d6s(w, 1)                                      # Brannoc's block fails
    d6s(w, 1, 1)                                   # damage (1 + a crit): nothing
    d6s(w, 5)                                      # 1D3 = 3 coins stolen
    events = []
    joa.activate(w, "c2", events)
    assert of(events, "stolen")[0]["coins"] == 3 and fig(w, "h1")["coins"] == 7


def test_power_heal_frighten_and_reinforcements():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}],
               "creatures": [{"ref": "warden", "at": [12, 13], "life": 1}], "revealed": [3, 2], "reserve": 20,
               "decks": {"power": ["reinforcements", "dread_howl", "mend_flesh"]}})
    force(w, "scenario", "power", "power", "power")
    events = []
    joa.power_phase(w, events)
    assert fig(w, "c2")["life"] == 3
    joa.power_phase(w, events)
    assert fig(w, "h1")["states"].get("frightened")
    d6s(w, 1)                                      # reinforcements: the Enemies column, row 1
    d6s(w, 1, 2, 6, 6)
    joa.power_phase(w, events)
    placed = [e["who"] for e in of(events, "place")]
    assert len(placed) == 2 and all(fig(w, p)["ref"] == "gnawer" for p in placed)


def test_leader_gets_two_extra_actions_at_most():
    heroes = [{"ref": r, "at": a} for r, a in (("brannoc", [18, 4]), ("dorna", [18, 5]), ("ithra", [17, 5]),
                                                ("saska", [17, 4]))]
    w = build({"heroes": heroes, "revealed": [3, 5, 6], "reserve": 0, "turn": 4})
    force(w, "scenario", "blank")
    do(w, "open_door", "h1", "18,4|19,4")
    assert fig(w, w.res["leader"])["extra_actions"] == 2


def test_dun_basic_rolls_when_running():
    w = build({"heroes": [{"ref": "brannoc", "at": [4, 13]}], "revealed": [3], "turn": 2},
              options={"dun_basic": True})
    d6s(w, 3, 3)
    force(w, "scenario", "blank")
    events = do(w, "run", "h1")
    assert [r for r in of(events, "roll") if r["die"] == "scenario"]


def test_states_stack_penalties_and_wounded_counts():
    w = build({"heroes": [{"ref": "brannoc", "at": [4, 13]}], "revealed": [3]})
    f = fig(w, "h1")
    f["states"] = {"stunned": True, "poisoned": True}
    f["life"] = 1                                  # wounded: one life left
    assert stat(w, f, "cac") == 4 - 3 and stat(w, f, "arm") == 4        # armour never penalised
    f["states"] = {"frightened": True}
    f["life"] = 8
    assert stat(w, f, "agi") == 1


def test_frightened_by_a_fearsome_foe():
    w = build({"heroes": [{"ref": "ithra", "at": [2, 17]}, {"ref": "brannoc", "at": [5, 13]}],
               "creatures": [{"ref": "bonegnasher", "at": [6, 13]}], "revealed": [3]})
    d6s(w, 1, 2)                                   # Brannoc's bravery test fails
    do(w, "end", "h1")
    assert fig(w, "h2")["states"].get("frightened") and w.res["act"]["fid"] == "h2"


def test_combat_turn_only_within_twelve_squares():
    from game.games.dungeon_universalis.world import combat_turn
    w = build({"heroes": [{"ref": "ithra", "at": [2, 17]}], "creatures": [{"ref": "gnawer", "at": [14, 13]}],
               "revealed": [3]})
    assert combat_turn(w)
    w = build({"heroes": [{"ref": "ithra", "at": [2, 18]}], "creatures": [{"ref": "gnawer", "at": [16, 13]}],
               "revealed": [3, 5]})
    assert not combat_turn(w)

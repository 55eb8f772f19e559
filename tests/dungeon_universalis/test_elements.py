"""Searching furniture and special elements, giving objects, gaining the position."""
from du_helpers import build, d6s, do, fig, force, kinds, legal, of


def test_search_an_element_once_with_its_six_results():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 9]}], "revealed": [2], "turn": 2})
    assert [a.args[1] for a in legal(w, "search_element")] == [(3, 8), (4, 8)]
    d6s(w, 4, 5)                                   # a table: 4 -> coins, 1d6 = 5
    events = do(w, "search_element", "h1", [3, 8])
    assert of(events, "element")[0]["result"] == "coins" and fig(w, "h1")["coins"] == 5
    assert [a.args[1] for a in legal(w, "search_element")] == []   # the action is spent
    do(w, "end", "h1")
    assert (3, 8) not in [a.args[1] for a in legal(w, "search_element")]


def test_element_fumble_rolls_the_scenario_die():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 9]}], "revealed": [2], "turn": 2, "reserve": 5,
               "decks": {"obstacle": ["needle_trap"]}})
    d6s(w, 1)
    force(w, "scenario", "obstacle")
    d6s(w, 6, 6)
    events = do(w, "search_element", "h1", [3, 8])
    assert "obstacle" in kinds(events) and "trap_found" in kinds(events)


def test_special_element_gives_achievement_when_seen_and_can_heal():
    w = build({"heroes": [{"ref": "ithra", "at": [6, 6]}], "revealed": [2], "turn": 2,
               "doors": {"6,6|7,6": {"riddle": False}}})
    force(w, "scenario", "blank", "blank", "blank")
    events = do(w, "open_door", "h1", "6,6|7,6")
    assert {"side": "heroes", "points": 1, "total": 1, "why": "element"} in of(events, "achievement")
    w = build({"heroes": [{"ref": "ithra", "at": [9, 3], "life": 3}], "revealed": [7]})
    d6s(w, 6)
    events = do(w, "search_element", "h1", [10, 3])
    assert fig(w, "h1")["life"] == 5


def test_elements_seen_before_the_main_hall_cannot_be_searched_after():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 9]}], "revealed": [2, 3, 5, 6, 8]})
    w.res["main_index"] = 5
    assert not legal(w, "search_element")


def test_give_an_object_to_an_adjacent_ally():
    w = build({"heroes": [{"ref": "ithra", "at": [2, 17]}, {"ref": "brannoc", "at": [3, 17], "objects": []}]})
    do(w, "give", "h1", "healing_draught", "h2")
    assert fig(w, "h2")["objects"] == ["healing_draught"] and fig(w, "h1")["objects"] == []


def test_gaining_the_position_after_a_push():
    setup = {"heroes": [{"ref": "brannoc", "at": [5, 13]}],
             "creatures": [{"ref": "pikeling", "at": [6, 13], "life": 5, "max_life": 5}], "revealed": [3]}
    w = build(setup, options={"follow_up": True})
    d6s(w, 5, 5, 1, 2, 1, 1)
    events = do(w, "attack", "h1", "c2", [], False)
    assert fig(w, "c2")["cell"] == [7, 13] and fig(w, "h1")["cell"] == [6, 13] and "follow_up" in kinds(events)
    w = build(setup)
    d6s(w, 5, 5, 1, 2, 1, 1)
    do(w, "attack", "h1", "c2", [], False)
    assert fig(w, "h1")["cell"] == [5, 13]         # without the option the hero stays


def test_long_weapons_never_gain_the_position():
    w = build({"heroes": [{"ref": "dorna", "at": [5, 13], "life": 8}],
               "creatures": [{"ref": "pikeling", "at": [6, 13]}], "revealed": [3]})
    from game.games.dungeon_universalis import combat
    force(w, "d6", 5, 5, 1, 2, 6)                   # the pikeling (spear) hits and pushes Dorna
    events = []
    combat.melee(w, "c2", "h1", events)
    assert "push" in kinds(events) and fig(w, "c2")["cell"] == [6, 13]

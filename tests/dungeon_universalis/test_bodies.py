"""Searching bodies: only the bodies of enemies the searcher took part in a combat turn with."""
from du_helpers import build, d6s, do, fig, legal

from game.games.dungeon_universalis import bodies
from game.games.dungeon_universalis.combat import out_of_combat


def test_only_a_hero_that_fought_them_searches_the_bodies():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 10]}, {"ref": "brannoc", "at": [3, 11]}], "revealed": [2],
               "kills": [{"ref": "gnawer", "level": "troop", "fought": ["h2"]}]})
    assert not legal(w, "search_bodies")            # Ithra (h1) did not fight them
    do(w, "end", "h1")
    assert legal(w, "search_bodies")
    d6s(w, 4)
    do(w, "search_bodies", "h2")
    assert fig(w, "h2")["coins"] == 1 and w.res["kills"][0]["searched"]


def test_a_combat_turn_enrols_the_heroes_in_range_and_a_blow_its_striker():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 13]}, {"ref": "brannoc", "at": [2, 17]}],
               "creatures": [{"ref": "gnawer", "at": [8, 13]}], "revealed": [3]})
    c = fig(w, "c3")
    bodies.note_fighters(w)
    assert c["fought"] == ["h1", "h2"]
    far = build({"heroes": [{"ref": "ithra", "at": [3, 13]}], "creatures": [{"ref": "gnawer", "at": [20, 13]}],
                 "revealed": [3, 5]})
    g = fig(far, "c2")
    bodies.note_fighters(far)
    assert g.get("fought", []) == []
    out_of_combat(far, g, [], fig(far, "h1"))
    assert far.res["kills"][-1]["fought"] == ["h1"]

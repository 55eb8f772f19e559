"""What the JOA rules leave to pages they do not include: parties above 75 value points and what
persists on a revisited scenario (the asterisk on "Derribado*" is in test_combat)."""
from du_helpers import build, d6s, fig

from game.games.dungeon_universalis import epic, explore
from game.games.dungeon_universalis.game import GAME


def test_an_epic_party_meets_hardier_creatures_and_a_better_leader():
    small = build({"heroes": [{"ref": "brannoc", "at": [14, 13]}], "revealed": [3]})
    assert not epic.is_epic(small)
    w = build({"heroes": [{"ref": "brannoc", "at": [14, 13]}, {"ref": "dorna", "at": [13, 13]}],
               "revealed": [3, 5]}, options={"experience": 30})
    assert w.res["party_value"] == 80 and epic.is_epic(w)
    placed = explore.place_group(w, 5, ["gnawer"], "h1", (14, 13), (15, 13), [])
    g = fig(w, placed[0])
    assert g["life"] == g["max_life"] == 2                   # a gnawer has 1 life
    assert epic.extra_leader_dice(w) == 1
    d6s(w, 1, 1, 1)                                          # one die per hero, and one more
    events = []
    lead = explore.place_leader(w, 8, "h1", (18, 4), (19, 4), events)
    rolls = [e for e in events if e.kind == "roll" and e.data["who"] == lead[0]]
    assert len(rolls) == 3


def test_a_revisit_keeps_what_was_searched_and_the_traps_met():
    w = GAME.new_game({"scenario": "warren", "players": 2, "revisit": True, "companions": ["none", "none"]}, 1)
    assert w.res["searched_rooms"] and w.res["searched_elements"]
    assert all(t["found"] for t in w.res["traps"])
    first = GAME.new_game({"scenario": "warren", "players": 2, "companions": ["none", "none"]}, 1)
    assert first.res["searched_rooms"] == [] and not any(t["found"] for t in first.res["traps"])

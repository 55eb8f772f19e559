"""The odds shown before an attack are the dice's own numbers (bonus hits
from Surge, Relentless, Furious and a charge's Impact included), and the
dangerous-terrain warning follows the path the move will take."""
import math

import pytest

from game.engine.protocol import act
from game.games.star_quest.client import action_warnings, attack_odds
from game.games.star_quest.combat import attack_mods, defend_hits, in_cover, roll_hits, weapons
from sq_helpers import force, play, position


def _exact(w, atk, target, wp, melee):
    """Expected wounds of one attack, by forcing every hit face and every
    defence (and Regeneration) face through the rules themselves."""
    total = 0.0
    cover = (not melee) and in_cover(w, target, atk, bool(wp["rules"].get("indirect")))
    for v in range(1, 7):
        w1 = w.clone()
        force(w1, v)
        hits = roll_hits(w1, [], atk, target, wp, 1, melee=melee, charging=melee)
        for h in hits:
            for d in range(1, 7):
                for g in range(1, 7):
                    w2 = w1.clone()
                    force(w2, d, g, g)
                    total += defend_hits(w2, [], target, [h], cover=cover) / 36
    return total / 6


@pytest.mark.parametrize("hero, units, target, melee, extra", [
    ({"hero": "ileth", "at": [5, 5]}, [{"ref": "cultists", "at": [[12, 5]]}], 100, False, ["surge"]),
    ({"hero": "ileth", "at": [5, 5]}, [{"ref": "spore_node", "at": [[12, 5]]}], 100, False, ["surge"]),
])
def test_hero_shot_odds_match_the_dice(hero, units, target, melee, extra):
    w = position([hero], units)
    odds = attack_odds(w, 1, target, melee)
    (row,) = odds["rows"]
    wp = next(x for x in weapons(w, 1, melee) if x["id"] == row["weapon"])
    assert row["extra"] == extra and math.isclose(row["bonus"], row["attacks"] * len(extra) / 6)
    assert math.isclose(odds["expected"], row["attacks"] * _exact(w, 1, target, wp, melee))


def test_relentless_adds_a_hit_on_sixes_only_beyond_nine_inches():
    far = position([{"hero": "vex", "at": [5, 5]}], [{"ref": "spitters", "at": [[18, 5], [18, 6]]}])
    near = position([{"hero": "vex", "at": [5, 5]}], [{"ref": "spitters", "at": [[12, 5], [12, 6]]}])
    for w, extra in ((far, ["surge", "relentless"]), (near, ["surge"])):
        wp = next(x for x in weapons(w, 100, False) if x["id"] == "acid_spit")
        assert attack_mods(w, 100, 1, wp, melee=False)["extra"] == extra
        odds = attack_odds(w, 100, 1, False)
        row = next(r for r in odds["rows"] if r["weapon"] == "acid_spit")
        assert row["extra"] == extra
        assert math.isclose(row["expected"], row["attacks"] * _exact(w, 100, 1, wp, False))


def test_a_charge_shows_furious_hits_and_impact_dice():
    w = position([{"hero": "vex", "at": [5, 5]}], [{"ref": "zealots", "at": [[9, 5], [9, 6], [9, 4]]}])
    odds = attack_odds(w, 100, 1, True)
    row = odds["rows"][0]
    assert row["extra"] == ["furious"] and row["attacks"] == 3 * 2
    wp = weapons(w, 100, True)[0]
    assert math.isclose(row["expected"], row["attacks"] * _exact(w, 100, 1, wp, True))
    w2 = position([{"hero": "vex", "at": [5, 5]}], [{"ref": "hellforge_engine", "at": [[10, 5]]}])
    odds = attack_odds(w2, 100, 1, True)
    impact = odds["rows"][0]
    assert impact["weapon"] == "impact" and impact["attacks"] == 3 and math.isclose(impact["hit"], 5 / 6)
    assert odds["expected"] > sum(r["expected"] for r in odds["rows"][1:])
    w2.get(100, __import__("game.games.star_quest.components", fromlist=["Unit"]).Unit).fatigued = True
    assert all(r["weapon"] != "impact" for r in attack_odds(w2, 100, 1, True)["rows"])


ACID = ["." * 20 for _ in range(20)]
ACID[5] = "..........a........."        # one acid cell on the straight way east


def test_the_dangerous_warning_follows_the_path_not_only_the_end_cell():
    rows = [r for r in ACID]
    rows[4] = "..........#........."
    rows[6] = "..........#........."           # the acid is the only way through a gap in a wall
    rows = [r if i in (4, 5, 6) else r[:10] + "#" + r[11:] for i, r in enumerate(rows)]
    w = position([{"hero": "vex", "at": [7, 5]}], rows=rows)
    play(w, "activate", 1, False)
    play(w, "advance")
    warns = action_warnings(w, act("move", (13, 5)))
    assert ("dangerous", {"unit": 1, "cells": [[10, 5]]}) in warns
    assert not any(k == "dangerous" for k, _ in action_warnings(w, act("move", (9, 5))))
    force(w, 6, 6, 6, 6, 6, 6)
    events = play(w, "move", (13, 5))
    assert any(e.kind == "dangerous" for e in events)

"""The second faction and scenario: content checks (sizes, casters' lores, extras, unique ids),
the scenario option, the map, the faction the JOA plays, flyers, the log and the confirmations."""
from __future__ import annotations

import pytest
from du_helpers import build, d6s, fig, legal, of

from game.engine.content import ContentError, validate
from game.engine.protocol import Event
from game.engine.tiled import check_map
from game.games.dungeon_universalis import content as du_content
from game.games.dungeon_universalis import joa
from game.games.dungeon_universalis.game import GAME
from game.games.dungeon_universalis.setup import new_world
from game.paths import asset_path

SUNKEN = {"scenario": "sunken"}


def test_the_scenario_option_and_its_faction():
    opt = next(o for o in GAME.options() if o.key == "scenario")
    assert set(opt.choices) == {"warren", "sunken", "random"} and opt.default == "random"
    assert opt.choice_labels["sunken"]["es"] and opt.choice_labels["sunken"]["en"]
    w, _ = new_world(SUNKEN, 3)
    assert w.res["map"] == "sunken"
    court = du_content.faction_of_scenario("sunken")
    assert court["id"] == "drowned_court" and court["leader"]["id"] == "vessa"
    assert du_content.faction_of_scenario("warren")["id"] == "hollow_warren"
    sizes = {du_content.content().creatures[c]["size"] for c in court["creatures"]}
    assert {"small", "medium", "large", "huge"} <= sizes
    casters = [c for c in court["creatures"] if "caster" in du_content.content().creatures[c]]
    assert len(casters) >= 2
    assert {du_content.content().creatures[c]["caster"]["lore"] for c in casters} == {"embers", "shadows"}


def test_the_caster_field_names_one_of_the_two_lores():
    bad = {"lore": "storms", "mana": 3}
    assert validate(bad, du_content.CASTER)
    assert not validate({"lore": "embers", "mana": 3}, du_content.CASTER)


def test_a_large_creature_without_extra_skills_is_refused(monkeypatch):
    c = du_content.content()
    shell = dict(c.creatures["shellback"])
    shell.pop("extras")
    broken = du_content.Content(**{**c.__dict__, "creatures": {**c.creatures, "shellback": shell}})
    with pytest.raises(ContentError, match="extras"):
        du_content._check_refs(broken)


def test_the_map_is_valid_and_has_room_for_large_bases():
    path = asset_path("maps", "dungeon_universalis", "sunken.tmx")
    assert check_map(path) == []


def test_the_joa_places_the_scenario_factions_creatures():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 12]}], "revealed": [1, 2, 3], "reserve": 30}, SUNKEN)
    from game.games.dungeon_universalis import explore
    d6s(w, 1)
    events = []
    explore.table_group(w, 3, "enemies", "h1", (8, 11), (9, 11), events, card=None)
    placed = [e["ref"] for e in of(events, "place")]
    assert placed and all(r in du_content.faction_of_scenario("sunken")["creatures"] for r in placed)


def test_a_flyer_flies_in_and_lands_to_fight():
    w = build({"heroes": [{"ref": "brannoc", "at": [3, 12]}],
               "creatures": [{"ref": "bog_harrier", "at": [6, 7]}], "revealed": [2]}, SUNKEN)
    c = next(f for f, x in w.res["figs"].items() if x["ref"] == "bog_harrier")
    events = []
    joa.activate(w, c, events)
    assert of(events, "flight")[0]["on"] and "melee_roll" not in [e.kind for e in events]
    f = fig(w, c)
    assert max(abs(f["cell"][0] - 3), abs(f["cell"][1] - 12)) == 1       # flew over the pool
    d6s(w, 6, 5, 1, 2, 1)
    events = []
    joa.activate(w, c, events)
    assert of(events, "flight")[0]["on"] is False and of(events, "melee_roll")


def test_terrain_events_are_told_in_both_languages():
    w = build({"heroes": [{"ref": "saska", "at": [12, 3]}], "revealed": [4]}, SUNKEN)
    for ev in (Event("fall", {"who": "h1", "to": [13, 3], "levels": 2, "why": "push"}),
               Event("jump", {"who": "h1", "to": [15, 3], "gap": 2, "drop": 0}),
               Event("slide", {"who": "h1", "item": "crate", "frm": [11, 4], "to": [12, 4]}),
               Event("rope", {"who": "h1", "target": "h1", "why": "jump"})):
        es, en = GAME.describe(ev, "es", w), GAME.describe(ev, "en", w)
        assert es and en and es != en


def test_a_jump_asks_to_confirm_with_its_odds_and_its_fall():
    w = build({"heroes": [{"ref": "saska", "at": [12, 3]}], "revealed": [4]}, SUNKEN)
    jump = legal(w, "jump")[0]
    (code, args), = GAME.action_warnings(w, jump)
    assert code == "du_fall_risk" and args["levels"] == 2 and 0 < args["chance"] < 100


def test_the_setup_log_opens_with_the_scenario_intro():
    w, events = new_world(SUNKEN, 2)
    line = GAME.describe(next(e for e in events if e.kind == "setup"), "en", w)
    assert line.startswith("The Drowned Cistern:")
    assert GAME.describe(next(e for e in events if e.kind == "setup"), "es", w).startswith("La cisterna anegada:")


def test_a_random_scenario_is_fixed_by_the_game_number():
    maps = {new_world({"scenario": "random"}, seed)[0].res["map"] for seed in range(1, 12)}
    assert maps == {"warren", "sunken"}
    assert new_world({"scenario": "random"}, 5)[0].res["map"] == new_world({"scenario": "random"}, 5)[0].res["map"]

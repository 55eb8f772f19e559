"""Content validation, maps, missions, the generator, the campaign, the log
in both languages and whole AI games."""
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from game.engine.chance import Rng
from game.engine.content import ContentError
from game.engine.protocol import act
from game.engine.simulate import play_one, simulate
from game.games.star_quest.board import load_board, map_names
from game.games.star_quest.content import load_content
from game.games.star_quest.game import GAME
from game.games.star_quest.mission import generate, objective_control
from sq_helpers import position, unit

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "game" / "games" / "star_quest" / "content"


def test_content_has_heroes_factions_spells_missions():
    c = load_content()
    assert len(c.heroes) >= 4 and len(c.factions) == 2
    assert any(u["size"] > 1 for u in c.units.values()) and any(u["size"] == 1 for u in c.units.values())
    assert any(h["rules"].get("caster") for h in c.heroes.values())
    used = set()
    for table in (c.weapons.values(),):
        for wp in table:
            used |= set(wp["rules"])
    for u in list(c.units.values()) + list(c.heroes.values()):
        used |= set(u["rules"])
    assert used >= {"ap", "bane", "blast", "caster", "counter", "deadly", "fast", "fear", "fearless", "flying",
                    "furious", "immobile", "impact", "indirect", "limited", "regeneration", "relentless",
                    "reliable", "rending", "scout", "slow", "stealth", "strider", "surge", "thrust", "unstoppable",
                    "villain", "ambush"}


def test_content_errors_name_the_file_and_the_field(tmp_path):
    for f in CONTENT.glob("*.yaml"):
        shutil.copy(f, tmp_path / f.name)
    text = (tmp_path / "units.yaml").read_text(encoding="utf-8").replace("quality: 5, defence: 6", "quality: 9, defence: 6", 1)
    (tmp_path / "units.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match=r"units.yaml: units\[0\].quality"):
        load_content(str(tmp_path))
    text = text.replace("quality: 9", "quality: 5").replace("weapons: [las_musket", "weapons: [laser_spoon", 1)
    (tmp_path / "units.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match="laser_spoon"):
        load_content.__wrapped__(str(tmp_path))


def test_every_map_has_more_than_twenty_terrain_pieces_and_all_marks():
    names = map_names()
    assert len(names) >= 3
    for n in names:
        b = load_board(n)
        assert (b.width, b.height) == (48, 48)
        assert b.pieces > 20, n
        for mark in ("deploy", "spawn_1", "spawn_2", "spawn_3", "ai_objective", "element", "search", "exit"):
            assert b.marks[mark], (n, mark)
        imp = b.cells_with("impassable")
        assert not any(c in imp for cells in b.marks.values() for c in cells)
        half = load_board(n, True)
        assert (half.width, half.height) == (24, 24)


@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")
def test_maps_open_in_tiled(tmp_path):
    path = ROOT / "maps" / "star_quest" / "dust_outpost.tmx"
    out = subprocess.run(["tiled", "--export-map", "json", str(path), str(tmp_path / "m.json")],
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}, capture_output=True, timeout=60)
    assert out.returncode == 0
    data = json.loads((tmp_path / "m.json").read_text())
    assert [layer["name"] for layer in data["layers"]] == ["terrain", "marks"]


def test_the_generator_makes_every_goal_with_waves_within_budget():
    c = load_content()
    goals = set()
    for s in range(40):
        m = generate(Rng(Rng.new_box(s)), 4)
        goals.add(m["goal"]["kind"])
        assert m["map"] in map_names() and m["faction"] in c.factions
        assert all(u in c.units and c.units[u]["faction"] == m["faction"] for wv in m["waves"] for u in wv["units"])
        if m["goal"]["kind"] == "eliminate":
            assert m["goal"]["target"] in m["waves"][0]["units"]
        assert m["name"]["es"] and m["name"]["en"] and "{" not in m["intro"]["en"]
    assert goals == {"interact", "extract", "eliminate", "seize"}


def test_a_won_campaign_mission_carries_the_heroes_into_the_next_with_more_power():
    w = GAME.new_game({"mode": "campaign"}, 5)
    from game.games.star_quest.mission import end_mission
    vex = next(uid for uid, u in w.query(type(unit(w, 1))) if u.ref == "vex")
    unit(w, vex).power = 0
    end_mission(w, [], True, "elements_done")
    assert w.res["mission"]["id"] == "into_the_hive" and w.res["result"] is None
    assert unit(w, vex).power == 4 and w.res["round"] == 1
    end_mission(w, [], False, "time")
    assert GAME.result(w).winners == [] and GAME.result(w).scores[0] == 1


def test_seize_counts_objectives_held_at_the_end_of_the_last_round():
    w = position([{"hero": "vex", "at": [5, 5]}, {"hero": "ileth", "at": [20, 20]}],
                 [{"ref": "cultists", "at": [[21, 22]]}], objectives=[[5, 7], [20, 21], [28, 28]],
                 mission={"goal": {"kind": "seize", "count": 2}, "round_limit": 1})
    assert objective_control(w) == ["heroes", "contested", "none"]
    from game.games.star_quest.mission import round_over
    round_over(w, [])
    assert GAME.result(w).winners == [] and GAME.result(w).reason == "time"


def test_extract_needs_the_intel_and_an_exit():
    rows = ["." * 30 for _ in range(30)]
    rows[5] = "....." + "X" + "." * 24
    w = position([{"hero": "vex", "at": [4, 5]}], rows=rows, mission={"goal": {"kind": "extract", "count": 1}},
                 intel=1)
    GAME.apply(w, act("activate", 1, False))
    GAME.apply(w, act("advance"))
    GAME.apply(w, act("move", (5, 5)))
    GAME.apply(w, act("end"))
    assert GAME.result(w).winners == [0] and GAME.result(w).reason == "extracted"


def test_the_log_reads_in_both_languages_and_the_game_is_deterministic():
    w = GAME.new_game({"mode": "generated"}, 9)
    n = 0
    while GAME.result(w) is None and n < 400:
        for e in GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w))):
            for lang in ("es", "en"):
                text = GAME.describe(e, lang, w)
                assert isinstance(text, str) and (text or e.kind == "roll")
                assert text != e.kind, e.kind
        n += 1
    a, na, _ = play_one(GAME, {}, 8, check=False)
    b, nb, _ = play_one(GAME, {}, 8, check=False)
    assert na == nb and GAME.to_data(a) == GAME.to_data(b)


def test_saves_round_trip():
    w = GAME.new_game({}, 2)
    for _ in range(30):
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    data = json.loads(json.dumps(GAME.to_data(w)))
    back = GAME.from_data(data)
    assert GAME.to_data(back) == GAME.to_data(w)
    assert GAME.legal_actions(back) == GAME.legal_actions(w)


@pytest.mark.parametrize("options", [{}, {"mode": "generated", "players": 2}, {"table": "24", "players": 4},
                                     {"mode": "campaign", "lineup": "random", "heroes": 6}])
def test_ai_games_finish_cleanly(options):
    report = simulate(GAME, 2, 21, options)
    assert (report.finished, report.crashes, report.invariant_violations) == (2, 0, 0), report.problems


def test_log_lines_agree_in_gender_and_number():
    from game.engine.protocol import Event
    w = position([{"hero": "korrag", "at": [5, 5]}], [{"ref": "cultists", "at": [[9, 9]], "id": 100},
                                                       {"ref": "warpcaller", "at": [[20, 20]], "id": 110}])
    d = GAME.describe
    assert d(Event("unit_destroyed", {"unit": 100}), "es", w) == "Los Cultistas de Ceniza quedan destruidos."
    assert d(Event("unit_destroyed", {"unit": 110}), "es", w) == "La Invocadora disforme queda destruida."
    assert d(Event("unit_destroyed", {"unit": 100}), "en", w) == "The Ash cultists are destroyed."
    assert d(Event("fatigued", {"unit": 1}), "es", w) == "Korrag Thane queda fatigado hasta el final de la ronda."
    assert d(Event("attack", {"unit": 1, "target": 100, "weapon": "breach_hammer", "rolls": [6], "hits": 1}),
             "en", w) == "Korrag Thane attacks with his breach hammer: 6 → 1 hit."
    assert d(Event("condition", {"unit": 110, "status": "sick"}), "es", w) == "La Invocadora disforme queda Enferma."


def test_every_event_the_rules_emit_has_a_log_line():
    import re
    from game.games.star_quest.describe import BRANCH, T
    src = "".join(p.read_text() for p in (ROOT / "game" / "games" / "star_quest").glob("*.py"))
    kinds = set(re.findall(r'emit\(events, "(\w+)"', src)) - {"ai_decision"}
    assert kinds <= set(T["es"]) and set(T["es"]) == set(T["en"])
    assert set(BRANCH["es"]) == set(BRANCH["en"])
    from game.games.star_quest.ai import BRANCHES
    assert set(BRANCHES) == set(BRANCH["en"])


def test_the_view_hides_face_down_tokens_and_coming_waves_but_nothing_between_players():
    w = GAME.new_game({"mission": "into_the_hive", "players": 2}, 3)
    hidden = [t for t in w.res["tokens"] if t["content"] and not t["revealed"]]
    assert hidden                                       # extract missions place intel face down
    view = GAME.private_view(w, 0)
    assert all(t["content"] is None for t in view["tokens"] if not t["revealed"])
    assert not any(u["side"] == "ai" and u["state"] == "reserve" for u in view["units"])
    assert "rng" not in json.dumps(view)
    assert GAME.private_view(w, 1) == {**view, "seat": 1}
    assert GAME.handover_needed(w, 0, 1) is False


@pytest.mark.parametrize("table", ["48", "24"])
def test_every_mission_has_more_than_twenty_terrain_pieces_on_both_tables(table):
    c = load_content()
    maps = {m["map"] for m in c.missions.values()} | set(c.generator["maps"])
    for seed in range(6):       # generated missions draw their map from the generator's list
        maps.add(generate(Rng(Rng.new_box(seed)), 2)["map"])
    for name in sorted(maps):
        b = load_board(name, table == "24")
        assert b.pieces > 20, (name, table, b.pieces)


@pytest.mark.parametrize("mission, field", [
    ({"goal": {"kind": "rescue"}}, "setup.mission.goal.kind"),
    ({"round_limit": 99}, "setup.mission.round_limit"),
    ({"faction": "space_elves"}, "setup.mission.faction"),
    ({"goal": {"kind": "eliminate"}}, "setup.mission.goal.target"),
    ({"goal": {"kind": "eliminate", "target": "dragon"}}, "setup.mission.goal.target"),
    ({"waves": [{"round": 2, "spawn": 1, "units": ["cultists", "ghosts"]}]}, "setup.mission.waves[0].units[1]"),
    ({"wave": []}, "setup.mission.wave"),
])
def test_scenario_mission_overrides_are_checked_naming_file_and_field(tmp_path, mission, field):
    from game.engine.scenario import ScenarioError, run_scenario_file
    from game.games import get_game
    path = tmp_path / "bad_mission.yaml"
    path.write_text(json.dumps({"game": "star_quest", "setup": {
        "arena": ["." * 8] * 8, "mission": mission,
        "heroes": [{"hero": "vex", "at": [1, 1]}]}}))
    with pytest.raises(ScenarioError) as err:
        run_scenario_file(path, get_game)
    assert str(path) in str(err.value) and field in str(err.value)

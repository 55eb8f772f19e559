"""Every scenario file in tests/scenarios runs through the engine's runner and
meets its `expect` section; bad files are refused with one clear line."""
from pathlib import Path

import pytest

from game.engine.scenario import ScenarioError, check_expect, load_scenario, read_path, run_scenario
from game.games import get_game

FOLDER = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(FOLDER.glob("*.yaml"))


def test_there_are_scenarios():
    assert any(p.name == "rulebook_example.yaml" for p in FILES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_scenario_meets_its_expectations(path):
    data = load_scenario(path)
    assert "expect" in data, f"{path.name} has no expect section"
    out = run_scenario(data, get_game)
    assert out["expect_failures"] == []


def test_expect_reports_differences():
    out = {"result": None, "to_act": 0, "events": [{"kind": "a"}, {"kind": "b"}],
           "state": {"res": {"xs": [{"v": 1}]}}, "legal": [["end_actions"]]}
    assert check_expect(out, {"result": None, "to_act": 0, "events": ["a", "b"], "state": {"res.xs.0.v": 1},
                              "legal": [["end_actions"]]}) == []
    bad = check_expect(out, {"result": {"winners": [0]}, "to_act": 1, "events": ["b", "a"],
                             "state": {"res.xs.0.v": 2, "res.nope": 3}, "legal": [["finish", False]]})
    assert len(bad) == 6
    assert read_path(out["state"], "res.xs.5") is None


def test_unknown_keys_and_bad_setups_are_refused(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: platformer\nexpected: {}\n", encoding="utf-8")
    with pytest.raises(ScenarioError):
        load_scenario(bad)
    data = {"game": "platformer", "setup": {"figures": [{"kind": "enemy", "ref": "dragon", "at": [0, 0]}]}}
    with pytest.raises(ScenarioError, match="dragon"):
        run_scenario(data, get_game)
    data = {"game": "platformer", "actions": [["attack", 12345]]}
    with pytest.raises(ScenarioError, match="illegal"):
        run_scenario(data, get_game)

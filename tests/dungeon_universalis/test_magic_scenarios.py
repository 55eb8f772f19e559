"""The magic scenario files (tests/scenarios/du_magic_*.yaml) meet their expectations."""
from pathlib import Path

import pytest

from game.engine.scenario import load_scenario, run_scenario
from game.games import get_game

FILES = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("du_magic_*.yaml"))


def test_there_are_magic_scenarios():
    assert {p.stem for p in FILES} >= {"du_magic_projectile", "du_magic_fumble", "du_magic_dispel"}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_magic_scenario(path):
    out = run_scenario(load_scenario(path), get_game)
    assert out["expect_failures"] == []
    assert get_game("dungeon_universalis").check_invariants(out["_state"]) == []

"""Every worked example of the rulebook is a scenario file that meets its expectations."""
from pathlib import Path

import pytest

from game.engine.scenario import load_scenario, run_scenario
from game.games import get_game

FILES = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("talisman_*.yaml"))
EXAMPLES = ("warrior_strength", "warrior_glade", "fate_one_die", "draw_counts_cards_there", "drop_before_drawing",
            "hidden_valley_imp", "mesmerism_mule", "wizard_spells_glade", "no_weapons_beats_two_weapons",
            "troll_regenerates", "cross_used", "cross_not_used", "monk_limits", "werewolf_den", "pits_demons",
            "terrain_covers_space")


def test_every_example_has_its_file():
    names = {p.stem.removeprefix("talisman_") for p in FILES}
    assert set(EXAMPLES) <= names, set(EXAMPLES) - names


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_example(path):
    data = load_scenario(path)
    out = run_scenario(data, get_game)
    assert out["expect_failures"] == []
    assert get_game("talisman").check_invariants(out["_state"]) == []

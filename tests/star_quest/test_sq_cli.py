"""The command line reaches Star Quest although it is not listed as ready yet."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


def test_simulate_and_scenario_from_the_command_line():
    out = run("simulate", "star_quest", "--games", "2", "--seed", "1", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert (data["finished"], data["crashes"], data["invariant_violations"]) == (2, 0, 0)
    out = run("scenario", str(ROOT / "tests" / "scenarios" / "star_quest_ai_skip.yaml"), "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["expect_failures"] == []


def test_listed_as_ready():
    from game.games import entry, get_game, ready_ids
    assert "star_quest" in ready_ids() and entry("star_quest").module == "game.games.star_quest.game"
    assert get_game("star_quest").id == "star_quest"

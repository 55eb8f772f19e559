"""The headless commands are a contract: names, exit codes and JSON keys."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args, timeout=300):
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)


def test_simulate_prints_the_report_keys():
    out = run("simulate", "platformer", "--games", "3", "--seed", "1", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert {"game", "games", "finished", "crashes", "invariant_violations", "actions", "seconds"} <= set(data)
    assert data["games"] == 3 and data["finished"] == 3 and data["crashes"] == 0


def test_simulate_solo_reports_win_rate_and_score():
    out = run("simulate", "platformer", "--games", "2", "--seed", "1", "--option", "mode=solo", "--json")
    data = json.loads(out.stdout)
    assert "win_rate" in data and "mean_score" in data


def test_simulate_rejects_unknown_options_and_games():
    assert run("simulate", "platformer", "--option", "colour=red", "--json").returncode == 2
    assert run("simulate", "chess", "--json").returncode == 2


def test_scenario_bad_file_and_illegal_action_exit_2(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: [platformer\n")
    out = run("scenario", str(bad), "--json")
    assert out.returncode == 2 and out.stderr.count("\n") == 1
    illegal = tmp_path / "illegal.yaml"
    illegal.write_text("game: platformer\nseed: 1\nactions:\n  - [attack, 999]\n")
    out = run("scenario", str(illegal), "--json")
    assert out.returncode == 2 and "illegal" in out.stderr


def test_scenario_applies_actions_with_forced_dice(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("game: platformer\noptions: {players: 2}\nseed: 2\n"
                 "setup: {turn: {pool: [coin, coin, coin, coin, coin]}}\n"
                 "actions:\n  - [respawn, 0, [0, 0]]\n  - [coin, 1]\n")
    out = run("scenario", str(f), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["state"]["res"]["players"][0]["gold"] == 1
    assert [e["kind"] for e in data["events"]] == ["respawn", "gold"]


def test_replay_ok_and_damaged(tmp_path):
    from game.engine.session import Match, Seat
    from game.games import get_game
    game = get_game("platformer")
    m = Match(game, {"players": 2}, 9, [Seat("A", True), Seat("B", True)])
    for _ in range(40):
        m.play(game.choose_ai(m.state, m.to_act()))
    path = tmp_path / "save.json"
    m.save(path)
    assert run("replay", str(path)).returncode == 0
    data = json.loads(path.read_text())
    path.write_text(path.read_text()[:100])
    out = run("replay", str(path))
    assert out.returncode == 1 and "Traceback" not in out.stderr and "damaged" in out.stderr
    # nothing to compare is never "ok"; nor is a deep or non-finite file a traceback
    path.write_text(json.dumps({**data, "snapshot": None}))
    out = run("replay", str(path))
    assert out.returncode == 1 and "no position" in out.stderr
    for raw in ('"saved_at": -1e400', '"seed": ' + "9" * 5000, '"options": ' + "[" * 3000 + "]" * 3000):
        text = json.dumps(data).replace('"saved_at": ' + json.dumps(data["saved_at"]), raw)
        path.write_text(text)
        out = run("replay", str(path))
        assert out.returncode == 1 and "Traceback" not in out.stderr and out.stderr.count("\n") == 1


def test_check_map_ok_and_broken(tmp_path):
    good = ROOT / "maps" / "platformer" / "forest_01.tmx"
    assert run("check-map", str(good)).returncode == 0
    broken = tmp_path / "platformer" / "x.tmx"
    broken.parent.mkdir()
    broken.write_text("<map>oops")
    out = run("check-map", str(broken))
    assert out.returncode == 1 and "x.tmx" in out.stdout


def test_scenario_failed_expectation_exits_1(tmp_path):
    f = tmp_path / "e.yaml"
    f.write_text("game: platformer\noptions: {players: 2}\nseed: 2\n"
                 "setup: {turn: {pool: [coin, coin, coin, coin, coin]}}\n"
                 "actions:\n  - [respawn, 0, [0, 0]]\n  - [coin, 1]\n"
                 "expect:\n  state:\n    res.players.0.gold: 5\n")
    out = run("scenario", str(f), "--json")
    assert out.returncode == 1 and "expectation failed" in out.stderr
    assert json.loads(out.stdout)["expect_failures"]


def test_catalogue_player_counts_match_the_games():
    from game.games import CATALOGUE, get_game
    for entry in CATALOGUE:
        if entry.module:
            game = get_game(entry.id)
            assert entry.players == (game.min_players, game.max_players), entry.id


def test_scenario_files_are_validated_like_content(tmp_path):
    """Malformed expect, unknown options, unknown forced cards, a folder, duplicate
    keys: exit 2 with one line naming the key; never a traceback."""
    cases = {
        "game: platformer\nexpect: {state: [a, b]}\n": "expect.state",
        "game: platformer\nexpect: {events: 5}\n": "expect.events",
        "game: platformer\nexpect: {winner: 0}\n": "expect.winner",
        "game: platformer\noptions: {heroes: [nobody, nix]}\n": "options.heroes[0]",
        "game: platformer\noptions: {boss: dragon}\n": "options.boss",
        "game: platformer\noptions: {players: 9}\n": "options.players",
        "game: platformer\noptions: {colour: red}\n": "options.colour",
        "game: platformer\nforce: {\"deck:boss\": [no_such_card]}\n": "force.deck:boss[0]",
        "game: platformer\nforce: {\"deck:nothing\": [x]}\n": "force.deck:nothing",
        "game: platformer\nseed: 1\nseed: 2\n": "line 3, column 1: duplicate key 'seed'",
        "game: platformer\nactions: [[move, 0\n": "line",
    }
    for i, (text, key) in enumerate(cases.items()):
        f = tmp_path / f"s{i}.yaml"
        f.write_text(text)
        out = run("scenario", str(f), "--json")
        assert out.returncode == 2, (text, out.stderr)
        assert out.stderr.count("\n") == 1 and key in out.stderr and "Traceback" not in out.stderr, out.stderr
    out = run("scenario", str(tmp_path), "--json")
    assert out.returncode == 2 and "folder" in out.stderr and "Traceback" not in out.stderr

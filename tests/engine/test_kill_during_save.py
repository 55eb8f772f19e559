"""kill -9 while a match autosaves after every action: the next start (the menu's
clean-up, then Continue) finds no temp file and a save that loads whole.
CI kills 4 times; TABLERO_KILLS=200 runs the long one."""
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.engine.save_files import clean_temp, save_files
from game.engine.session import load_match
from game.games import get_game

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("TABLERO_KILLS", "4"))

# The child resumes the autosave like Continue (or starts a match), says "ready"
# once a save exists, then plays AI moves (each one autosaved) until it is killed.
CHILD = r"""
import sys
from pathlib import Path
from game.engine.session import Match, Seat, load_match
from game.games import get_game
path = Path(sys.argv[1])
game = get_game("platformer")
match = None
if path.exists():
    match = load_match(path, get_game, autosave=path)
if match is None or match.result() is not None:
    match = Match(game, {"players": 3}, int(sys.argv[2]), [Seat(f"AI {i}", True) for i in range(3)], autosave=path)
    match.play_ai()
print("ready", flush=True)
while True:
    if match.result() is not None:
        match = Match(game, {"players": 3}, match.seed + 1, match.seats, autosave=path)
    match.play_ai()
"""


def test_kill_during_autosave_leaves_a_whole_game_and_no_temp_files(tmp_path):
    path = tmp_path / "autosave-platformer-kill.json"
    rng = random.Random(5)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    stats = {"kills": 0, "temp_files_found": 0, "unloadable": 0, "rebuilt": 0, "actions_max": 0}
    for i in range(KILLS):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(100 + i)], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = child.stdout.readline()
        assert line.strip() == "ready", child.stderr.read()
        time.sleep(rng.uniform(0.0, 0.3))       # an AI move plus its autosave takes ~10-100 ms
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        stats["kills"] += 1
        stats["temp_files_found"] += clean_temp(tmp_path)           # what the menu does at start-up
        assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".tmp-")] == []
        assert save_files(tmp_path) == [path]
        try:
            match = load_match(path, get_game, autosave=path)        # what Continue does
        except Exception as exc:
            stats["unloadable"] += 1
            raise AssertionError(f"kill {i}: {exc}") from None
        stats["rebuilt"] += match.rebuilt
        stats["actions_max"] = max(stats["actions_max"], len(match.log))
    print("kill-during-save:", stats)
    assert stats["unloadable"] == 0 and stats["rebuilt"] == 0

"""build.spec makes a one-folder bundle that starts headless and renders each game."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("pyinstaller") is None and
                    subprocess.run([sys.executable, "-c", "import PyInstaller"]).returncode != 0,
                    reason="pyinstaller is not installed")
def test_pyinstaller_bundle_smoke(tmp_path):
    work, dist = tmp_path / "build", tmp_path / "dist"
    out = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                          "--workpath", str(work), "--distpath", str(dist), str(ROOT / "build.spec")],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    exe = dist / "tablero" / "tablero"
    assert any((dist / "tablero").rglob("reference/platformer.es.txt"))      # the players' rules reference
    assert not any((dist / "tablero").rglob("docs/rules"))                   # developers' notes stay home
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TABLERO_HOME": str(tmp_path / "home")}
    run = subprocess.run([str(exe), "--smoke"], cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode == 0, run.stderr[-3000:]
    from game.games import ready_ids
    for game_id in ready_ids():                      # every ready game draws its board in the bundle
        assert f"{game_id}: board rendered" in run.stdout

"""Assets and content are found after a plain (non-editable) `pip install .`."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_installed_package_finds_assets_and_plays(tmp_path):
    target = tmp_path / "site"
    pip = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation",
                          "--no-compile", "-q", "--target", str(target), str(ROOT)],
                         capture_output=True, text=True, timeout=300)
    assert pip.returncode == 0, pip.stderr[-2000:]
    code = ("import game.paths as p, sys; "
            "assert str(p.ASSET_ROOT).startswith(sys.argv[1]), p.ASSET_ROOT; "
            "assert p.asset_path('maps', 'platformer', 'forest_01.tmx').is_file(); "
            "assert any(p.asset_path('sprites').rglob('*.png')); "
            "assert p.asset_path('fonts', 'DejaVuSans.ttf').is_file(); "
            "from game.ui.reference import load; assert len(load('platformer', 'es')) > 5; "
            "assert not p.asset_path('docs').exists(); "
            "from game.games import get_game; from game.engine.simulate import simulate; "
            "r = simulate(get_game('platformer'), 1, 1, {}); assert r.finished == 1; print('ok')")
    out = subprocess.run([sys.executable, "-c", code, str(target)], cwd=tmp_path, capture_output=True,
                         text=True, timeout=300, env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin",
                                                      "HOME": str(tmp_path)})
    assert out.returncode == 0, out.stderr[-2000:]
    assert "ok" in out.stdout


def test_every_package_is_listed_in_pyproject():
    text = (ROOT / "pyproject.toml").read_text()
    folders = {p.parent for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts}
    for folder in folders:                  # a folder of modules without __init__.py is a package too
        pkg = ".".join(folder.relative_to(ROOT).parts)
        assert (folder / "__init__.py").exists(), f"{pkg} has no __init__.py"
        assert f'"{pkg}"' in text, f"{pkg} is missing from [tool.setuptools] packages"

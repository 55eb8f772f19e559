"""Star Quest's rules never import pygame: a full game runs with pygame unimportable."""
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_full_game_without_pygame():
    code = textwrap.dedent("""
        import sys
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name == "pygame" or name.startswith("pygame."):
                    raise ImportError("pygame is blocked in this test")
        sys.meta_path.insert(0, Block())
        from game.games import get_game
        from game.engine.simulate import simulate
        report = simulate(get_game("star_quest"), 1, 3, {})
        assert report.finished == 1 and not report.crashes and not report.invariant_violations, report
        assert "pygame" not in sys.modules
        print("ok")
    """)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().endswith("ok")

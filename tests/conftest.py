"""Every test runs headless and keeps user files in a temporary folder."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLERO_HOME", tempfile.mkdtemp(prefix="tablero-test-"))

import sys  # noqa: E402

# helpers shared by the game folders' tests (self_play.py) import from here
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

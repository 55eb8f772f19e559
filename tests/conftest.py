"""Every test runs headless and keeps user files in a temporary folder."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLERO_HOME", tempfile.mkdtemp(prefix="tablero-test-"))

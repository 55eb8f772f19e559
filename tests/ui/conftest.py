"""UI tests run headless: dummy video and audio drivers before pygame is
imported, and a throwaway TABLERO_HOME for settings and saves."""
import os
import sys
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TABLERO_HOME"] = tempfile.mkdtemp(prefix="tablero-ui-")
os.environ.setdefault("LANG", "en_US.UTF-8")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pytest  # noqa: E402

from ui_helpers import make_app  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Each test gets its own settings and saves folders."""
    monkeypatch.setenv("TABLERO_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("TABLERO_STRICT", "1")      # scene errors fail the tests instead of being logged
    return tmp_path / "home"


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.shutdown()

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

from ui_helpers import make_app, make_game_app  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Each test gets its own settings and saves folders."""
    monkeypatch.setenv("TABLERO_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("TABLERO_STRICT", "1")      # scene errors fail the tests instead of being logged
    return tmp_path / "home"


@pytest.fixture
def app():
    """The menu on the fake games."""
    a = make_app()
    yield a
    a.shutdown()


@pytest.fixture
def bare_app():
    """The app on the fake games with no scene yet (a test pushes its own board)."""
    a = make_app(menu=False)
    yield a
    a.shutdown()


@pytest.fixture
def game_app():
    """The app on the real games, animations instant (see make_game_app)."""
    a = make_game_app()
    yield a
    a.shutdown()

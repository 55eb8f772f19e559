"""An autosave that fails (the saves folder cannot be written) is told on the board
once, in the player's language; the game goes on, and a later failure after a good
save is told again."""
import shutil

from game.engine.protocol import act
from game.engine.session import Match, Seat
from game.games.platformer.game import GAME
from game.paths import saves_dir
from game.ui.scenes.board import BoardScene
from ui_helpers import click, step

OPTIONS = {"players": 2, "heroes": ["melosa", "etern"], "boss": "medusa"}
SETUP = {"tiles": [["forest_01", "forest_02"], ["void_01", "void_02"], ["forest_03", "void_03"],
                   ["forest_15", "forest_16"]],
         "level_status": ["revealed", "revealed", "revealed", "hidden"], "clear": True,
         "heroes": [{"seat": 0, "at": [2, 0]}, {"seat": 1, "at": [9, 4]}],
         "turn": {"pool": ["boot", "boot", "boot", "boot"]}}


def break_folder(folder):
    """The saves folder replaced by a plain file: unwritable for anyone, root included
    (file modes do not stop root)."""
    shutil.rmtree(folder)
    folder.write_text("not a folder")


def mend_folder(folder):
    folder.unlink()
    folder.mkdir()


def told(app, text):
    return [n for n in app.notice_log if n.startswith(text)]


def test_a_failed_autosave_is_told_once_on_the_board(app):
    app.ctx.settings.anim_speed = "instant"
    match = Match(GAME, OPTIONS, 1, [Seat("Ana"), Seat("Bea")], state=GAME.build_scenario(OPTIONS, 1, SETUP))
    board = BoardScene(app.ctx, match)
    app.push(board)
    step(app, 2)
    folder = saves_dir()
    assert match.autosave_path.parent == folder
    break_folder(folder)
    app.notice_log.clear()
    cell = lambda c: board.view.layout.cell_rect(c).center      # noqa: E731
    click(app, cell((3, 0)))                                      # a boot steps right
    step(app, 5)
    assert match.log[-1] == act("move", 0, "right")
    assert match.autosave_error is not None
    assert len(told(app, "Could not autosave: ")) == 1, app.notice_log
    click(app, cell((4, 0)))                                      # still failing: not told again
    step(app, 5)
    assert len(match.log) == 2 and len(told(app, "Could not autosave: ")) == 1
    mend_folder(folder)
    click(app, cell((5, 0)))
    step(app, 5)
    assert match.autosave_error is None and match.autosave_path.exists()
    break_folder(folder)
    app.ctx.settings.language = "es"
    app.apply_settings()
    click(app, cell((6, 0)))
    step(app, 5)
    assert len(match.log) == 4 and len(told(app, "No se pudo autoguardar: ")) == 1, app.notice_log

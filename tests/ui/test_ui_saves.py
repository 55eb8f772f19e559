"""A damaged or foreign save is listed with its message and cannot be loaded."""
import json

from game.engine.session import Match, Seat
from game.paths import saves_dir
from game.ui.scenes.board import BoardScene
from game.ui.scenes.message import MessageBox
from game.ui.scenes.saves import SavesScene
from ui_helpers import button, click, click_button, step

import fake_game


def write_good(name="good.json", label="Good one"):
    m = Match(fake_game.GAME, {"players": 2, "token": ["cat", "dog"]}, 5, [Seat("A"), Seat("B", True)])
    m.play(m.legal()[0])
    m.save(saves_dir() / name, label=label)
    return m


def open_load(app):
    click_button(app, "Load")
    scene = app.top
    assert isinstance(scene, SavesScene)
    return scene


def test_damaged_save_is_listed_with_message_and_cannot_be_loaded(app):
    write_good()
    (saves_dir() / "broken.json").write_text('{"format": "tablero-save", "vers', encoding="utf-8")
    before = (saves_dir() / "good.json").read_bytes()
    scene = open_load(app)
    step(app, 2)
    names = [p.name for p, _ in scene.entries]
    assert "broken.json" in names and "good.json" in names
    i = names.index("broken.json")
    assert "damaged" in scene.problem(scene.entries[i][1])
    click(app, scene.list.row_rect(i).center)
    assert not button(scene, "Load").enabled
    # even forcing the load does not crash, and the other save is untouched
    scene.do_load()
    step(app, 2)
    assert app.top is scene or isinstance(app.top, MessageBox)
    assert (saves_dir() / "good.json").read_bytes() == before
    j = names.index("good.json")
    click(app, scene.list.row_rect(j).center)
    click_button(app, "Load")
    assert isinstance(app.top, BoardScene)


def test_foreign_save_is_listed_as_not_loadable(app):
    m = write_good()
    data = json.loads((saves_dir() / "good.json").read_text())
    data["game"] = "chess"
    (saves_dir() / "chess.json").write_text(json.dumps(data))
    scene = open_load(app)
    names = [p.name for p, _ in scene.entries]
    i = names.index("chess.json")
    assert "chess" in scene.problem(scene.entries[i][1])
    click(app, scene.list.row_rect(i).center)
    assert not button(scene, "Load").enabled
    _ = m


def test_a_save_that_fails_in_the_rules_shows_a_message(app):
    write_good()
    data = json.loads((saves_dir() / "good.json").read_text())
    data["snapshot"] = None
    data["actions"] = [["fly"]]                    # not legal: the replay refuses it
    (saves_dir() / "bad_log.json").write_text(json.dumps(data))
    scene = open_load(app)
    names = [p.name for p, _ in scene.entries]
    click(app, scene.list.row_rect(names.index("bad_log.json")).center)
    click_button(app, "Load")
    assert isinstance(app.top, MessageBox) and app.top.error
    click_button(app, "OK")
    assert app.top is scene


def test_delete_asks_and_removes_only_that_file(app):
    write_good("a.json", "A")
    write_good("b.json", "B")
    scene = open_load(app)
    names = [p.name for p, _ in scene.entries]
    click(app, scene.list.row_rect(names.index("a.json")).center)
    click_button(app, "Delete")
    click_button(app, "Yes")
    assert not (saves_dir() / "a.json").exists() and (saves_dir() / "b.json").exists()

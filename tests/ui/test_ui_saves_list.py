"""The Load screen and Continue with real saves of both games: pictures, summaries,
damaged files, temp files, very long labels, rebuilt games, one autosave per match."""
import json
import os
import sys

import pygame

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

from game.engine.saves import list_saves, read_save  # noqa: E402
from game.engine.session import Match, Seat  # noqa: E402
from game.games import get_game  # noqa: E402
from game.paths import saves_dir  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.board import BoardScene  # noqa: E402
from game.ui.scenes.menu import MenuScene, newest_autosave  # noqa: E402
from game.ui.scenes.message import MessageBox  # noqa: E402
from game.ui.scenes.saves import SavesScene, clip  # noqa: E402
from game.ui.thumbnail import decode, encode  # noqa: E402
from save_corpus import originals, variants  # noqa: E402
from ui_helpers import button, click, click_button, step  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture
def real_app():
    a = App(headless=True)
    a.push(MenuScene(a.ctx))
    step(a)
    yield a
    a.shutdown()


@pytest.fixture(scope="module")
def orig():
    return originals()


def write(name: str, data) -> None:
    path = saves_dir() / name
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode())


def test_damaged_sample_never_breaks_menu_load_screen_or_board(real_app, orig):
    app = real_app
    write("autosave-platformer-good.json", orig["platformer"])
    write("quest.json", {**orig["tseuquest"], "label": "Q" * 10_000})
    for name, data in variants(orig, 36, 5):
        write(f"autosave-{name}.json", data)
    (saves_dir() / ".tmp-interrupted.json").write_text('{"format": "tablero-sa')
    menu = MenuScene(app.ctx)
    app.reset(menu)
    step(app, 2)                              # Continue is worked out from the damaged files
    assert not (saves_dir() / ".tmp-interrupted.json").exists()
    click_button(app, "Load")
    scene = app.top
    assert isinstance(scene, SavesScene)
    assert all(not p.name.startswith(".tmp-") for p, _ in scene.entries)
    for i in range(len(scene.entries)):       # every row drawn and selected, every load tried
        if app.top is not scene:
            app.reset(MenuScene(app.ctx))
            step(app)
            click_button(app, "Load")
            scene = app.top
        scene.list.scroll = max(0, i * scene.list.row_height - 200)
        scene.list.clamp()
        step(app)
        click(app, scene.list.row_rect(i).center)
        step(app)
        if button(scene, "Load").enabled:
            scene.do_load()
            step(app, 3)
            top = app.top
            assert isinstance(top, (BoardScene, MessageBox)), type(top).__name__
            if isinstance(top, MessageBox) and len(top.buttons) == 2:     # a rebuilt game is offered
                click_button(app, "Open")
                step(app, 3)
                assert isinstance(app.top, BoardScene)
    assert read_save(saves_dir() / "autosave-platformer-good.json").actions == orig["platformer"]["actions"]


def test_a_rebuilt_game_is_offered_and_said(real_app, orig):
    data = json.loads(json.dumps(orig["platformer"]))
    data["snapshot"]["res"]["players"][0]["gold"] += 7
    write("tampered.json", data)
    app = real_app
    click_button(app, "Load")
    scene = app.top
    click(app, scene.list.row_rect(0).center)
    click_button(app, "Load")
    box = app.top
    assert isinstance(box, MessageBox) and "rebuilt" in box.text and "40" in box.text
    click_button(app, "Open")
    board = app.top
    assert isinstance(board, BoardScene)
    assert board.match.state.res["players"][0]["gold"] == data["snapshot"]["res"]["players"][0]["gold"] - 7


def test_each_match_keeps_its_own_autosave_with_summary_and_picture(real_app):
    app = real_app
    game = get_game("platformer")
    boards = []
    for seed in (3, 4):
        match = Match(game, {"players": 2}, seed, [Seat("Ana"), Seat("Bot", True)])
        board = BoardScene(app.ctx, match)
        app.push(board)
        step(app, 3)
        match.play(match.legal()[0])
        boards.append(board)
        app.pop(board)
        step(app)
    paths = {b.match.autosave_path for b in boards}
    assert len(paths) == 2 and all(p.exists() for p in paths)
    for b in boards:
        save = read_save(b.match.autosave_path)
        assert save.seed == b.match.seed
        assert save.summary_in("en")["progress"] == "Turn 1" and len(save.summary_in("es")["seats"]) == 2
        img = decode(save.thumbnail_bytes())
        assert img is not None and img.get_size() == (192, 108)
    assert newest_autosave(app.ctx) in paths


def test_no_picture_for_two_humans_at_one_screen_with_secrets(real_app):
    app = real_app
    game = get_game("tseuquest")
    match = Match(game, {"players": 2}, 3, [Seat("Wiz"), Seat("Hero")])
    board = BoardScene(app.ctx, match)
    app.push(board)
    step(app, 3)
    assert match.save_data().thumbnail is None


def test_pictures_read_back_only_when_whole_and_small():
    surf = pygame.Surface((1280, 720))
    surf.fill((200, 30, 30))
    data = __import__("base64").b64decode(encode(surf))
    assert decode(data).get_size() == (192, 108)
    for bad in (b"", b"\xff\xd8\xff\xc0\x00\x11\x08\xff\xff\xff\xff" + b"\0" * 40, data[:50], b"GIF89a" + data,
                b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\1\0\0\0\1\0\0" + b"\0" * 20):
        assert decode(bad) is None
    assert clip("x" * 10_000, 400) == "x" * 100


def test_load_screen_in_spanish_shows_summary(real_app, orig):
    app = real_app
    app.ctx.i18n.lang = "es"
    write("a.json", orig["tseuquest"])
    app.reset(MenuScene(app.ctx))
    step(app)
    click_button(app, "Cargar")
    scene = app.top
    info = scene.summary(scene.entries[0][1])
    assert info["seats"][0] == "Malvado Brujo (P0)" and "Ronda" in info["line"]     # as the hints say it
    assert list_saves(saves_dir())[0][0].name == "a.json"


def test_save_texts_exist_in_both_languages():
    from game.ui.save_texts import TEXTS
    assert set(TEXTS["es"]) == set(TEXTS["en"])
    for lang in ("es", "en"):
        assert all(v.strip() for v in TEXTS[lang].values())


def test_continue_on_a_save_that_cannot_open_says_why_and_leads_to_the_load_screen(real_app, orig):
    data = json.loads(json.dumps(orig["platformer"]))
    data["actions"][3] = ["fly"]
    data["check"] = ""
    write("autosave-platformer-bad.json", data)
    app = real_app
    app.reset(MenuScene(app.ctx))
    step(app)
    click_button(app, "Continue")
    box = app.top
    assert isinstance(box, MessageBox) and box.error and "action 4" in box.text
    click_button(app, "Load")
    assert isinstance(app.top, SavesScene)


def test_a_save_made_from_the_pause_menu_has_the_boards_picture(real_app):
    app = real_app
    match = Match(get_game("platformer"), {"players": 2}, 5, [Seat("Ana"), Seat("Bot", True)])
    board = BoardScene(app.ctx, match)
    app.push(board)
    step(app, 2)
    app.ctx.nav.open("pause", board)
    step(app, 2)
    match.save(saves_dir() / "paused.json", label="Paused")
    img = decode(read_save(saves_dir() / "paused.json").thumbnail_bytes())
    assert img is not None
    # the picture is the board, not the pause menu's veil: its top-left HUD pixels are not dimmed
    direct = pygame.Surface((1280, 720))
    board.draw(direct)
    small = pygame.transform.smoothscale(direct, (192, 108))
    a, b = img.get_at((96, 60)), small.get_at((96, 60))
    assert sum(abs(x - y) for x, y in zip(a[:3], b[:3])) < 60


def test_continue_says_what_it_resumes(real_app, orig):
    write("autosave-tseuquest-x.json", orig["tseuquest"])
    app = real_app
    menu = MenuScene(app.ctx)
    app.reset(menu)
    step(app)
    tip = button(menu, "Continue").tooltip
    assert "TseuQuest" in tip and "Round" in tip and "2023-11-1" in tip


def test_spanish_autosave_rows_are_whole_and_tell_apart(real_app):
    app = real_app
    app.ctx.settings.language = "es"
    app.apply_settings()
    game = get_game("dungeon_universalis")
    for seed, moves in ((3, 2), (4, 5)):
        match = Match(game, {"players": 2}, seed, [Seat("Ana"), Seat("Bea")])
        match.autosave_path = saves_dir() / f"autosave-dungeon_universalis-{seed}.json"
        for _ in range(moves):
            match.play(game.choose_ai(match.state, match.to_act()))
    app.reset(MenuScene(app.ctx))
    step(app)
    click_button(app, "Cargar")
    scene = app.top
    step(app)
    titles = [scene.title_of(p, d) for p, d in scene.entries]
    assert titles == ["Dungeon Universalis — Autoguardado"] * 2
    shown = {k[0]: v for k, v in scene.fitted.items()}
    assert all(shown[t] == t for t in titles)                   # the name is not cut
    lines = [shown[scene.summary(d)["line"]] for _, d in scene.entries]
    assert lines[0] != lines[1] and "…" not in "".join(lines)   # the moves tell them apart
    row = scene.list.row_rect(0)
    pygame.mouse.set_pos(row.center)
    app.ctx.mouse = row.center
    step(app, 2)
    tip = app.ctx.tips._current[0]
    assert titles[0] in tip and "Ana" in tip                    # the whole row on hover

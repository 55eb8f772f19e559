"""Menu -> setup -> board -> pause -> save -> load, all by clicks."""
import pygame

from game.ui.scenes.board import BoardScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseOverlay
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import Cycler, TextInput
from ui_helpers import button, click, click_button, key, run_until, step, type_text


def start_game(app, names=("Ana", "Bea"), ai=(False, True)):
    card = app.top.cards[0]
    click(app, card.rect.center)
    assert isinstance(app.top, SetupScene)
    setup = app.top
    inputs = [w for w in setup.widgets if isinstance(w, TextInput)]
    for i, name in enumerate(names):
        click(app, inputs[i].rect.center)
        type_text(app, name)
        key(app, pygame.K_RETURN)
    kinds = [row[1] for row in setup.seat_rows]
    for i, want in enumerate(ai):
        if kinds[i].value != want:
            click(app, kinds[i].rect.center)
    click(app, inputs[-1].rect.center)        # the seed field is the last text input
    type_text(app, "77")
    click_button(app, "Start")
    assert isinstance(app.top, BoardScene)
    return app.top


def test_menu_setup_board_pause_save_load_round_trip(app):
    board = start_game(app)
    assert [s.name for s in board.match.seats] == ["Ana", "Bea"]
    assert board.match.seed == 77
    assert not board.match.seats[0].ai and board.match.seats[1].ai
    # play a roll and two steps by clicking the generic view's action list
    view = board.view
    step(app, 2)
    click(app, view.actions.row_rect(0).center)           # roll
    run_until(app, lambda: app.top is board and board.idle())
    assert board.match.log[0].kind == "roll"
    step(app, 2)
    click(app, view.actions.row_rect(0).center)           # step
    run_until(app, lambda: board.idle())
    assert len(board.match.log) == 2
    # pause -> save
    click(app, board.btn_pause.rect.center)
    assert isinstance(app.top, PauseOverlay)
    click_button(app, "Save")
    saves = app.top
    assert isinstance(saves, SavesScene) and saves.mode == "save"
    click(app, saves.input.rect.center)
    for _ in range(20):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "My slot")
    click_button(app, "Save")
    assert isinstance(app.top, PauseOverlay)
    assert any("My slot" in n for n in app.notice_log)
    # load it back from the pause menu
    click_button(app, "Load")
    loads = app.top
    assert isinstance(loads, SavesScene) and loads.mode == "load"
    labels = [loads.title_of(p, d) for p, d in loads.entries]
    i = next(i for i, t in enumerate(labels) if "My slot" in t)
    click(app, loads.list.row_rect(i).center)
    click_button(app, "Load")
    assert isinstance(app.top, BoardScene) and app.top is not board
    assert isinstance(app.stack[0], MenuScene) and len(app.stack) == 2
    loaded = app.top.match
    assert [a.kind for a in loaded.log] == ["roll", "step"]
    assert loaded.state == board.match.state


def test_continue_resumes_the_autosave(app):
    board = start_game(app)
    step(app, 2)
    click(app, board.view.actions.row_rect(0).center)
    run_until(app, lambda: app.top is board and board.idle())
    click(app, board.btn_pause.rect.center)
    click_button(app, "Quit to menu")
    menu = app.top
    assert isinstance(menu, MenuScene)
    cont = button(menu, "Continue")
    assert cont.enabled
    click(app, cont.rect.center)
    assert isinstance(app.top, BoardScene)
    assert [a.kind for a in app.top.match.log] == ["roll"]


def test_continue_disabled_without_autosave(app):
    assert not button(app.top, "Continue").enabled


def test_coming_soon_cards_do_not_open(app):
    menu = app.top
    click(app, menu.cards[1].rect.center)
    assert app.top is menu


def test_setup_player_count_and_options(app):
    click(app, app.top.cards[0].rect.center)
    setup = app.top
    stepper = setup.widgets[0]
    click(app, stepper.right_rect().center)
    assert setup.n == 3 and len(setup.seat_rows) == 3
    length = next(w for w in setup.widgets if isinstance(w, Cycler) and w.value == "short")
    click(app, length.right_rect().center)
    click_button(app, "Start")
    board = app.top
    assert board.match.options["players"] == 3
    assert board.match.options["length"] == "long"
    assert len(board.match.options["token"]) == 3

"""A seat left unnamed in the setup is called "Player N" / "Jugador N" in the language of the
moment, in the match, its saves and a new setup from it; a typed name stays as typed."""
import pygame

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import Cycler, TextInput
from ui_helpers import click, click_button, key, step, type_text

import fake_game


def switch_language(app, board):
    """Pause -> Settings -> the language cycler one step -> back to the pause menu."""
    key(app, pygame.K_ESCAPE)
    click_button(app, app.ctx.t("pause.settings"))
    lang = [w for w in app.top.widgets if isinstance(w, Cycler) and w.value == app.ctx.lang][0]
    click(app, lang.right_rect().center)
    step(app, 2)
    click_button(app, app.ctx.t("settings.back"))


def test_untyped_names_follow_the_language_and_typed_ones_stay(app):
    click(app, app.top.cards[0].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    second = [w for w in setup.widgets if isinstance(w, TextInput)][1]
    click(app, second.rect.center)
    type_text(app, "Zoe")
    key(app, pygame.K_RETURN)
    click_button(app, "Start")
    board = app.top
    assert isinstance(board, BoardScene)
    assert [board.seat_name(0), board.seat_name(1)] == ["Player 1", "Zoe"]

    switch_language(app, board)
    assert app.ctx.lang == "es"
    assert [board.seat_name(0), board.seat_name(1)] == ["Jugador 1", "Zoe"]

    # a save written now (the name as the match was made) is listed and loads in today's language
    click_button(app, "Guardar")
    saves = app.top
    assert isinstance(saves, SavesScene)
    click_button(app, "Guardar")
    click_button(app, "Cargar")
    loads = app.top
    path, data = loads.entries[0]
    # said as the hints say it, the role first: "dog (Jugador 1)"
    assert [seat.split(" (")[-1].rstrip(")") for seat in loads.summary(data)["seats"][:2]] == ["Jugador 1", "Zoe"]
    assert data.seats[0]["name"] == "Player 1"          # the file keeps the name as it was made
    click(app, loads.list.row_rect(0).center)
    click_button(app, "Cargar")
    loaded = app.top
    assert isinstance(loaded, BoardScene) and loaded is not board
    assert [loaded.seat_name(0), loaded.seat_name(1)] == ["Jugador 1", "Zoe"]


def test_a_new_setup_from_a_match_leaves_untyped_names_untyped(app):
    app.ctx.i18n.lang = "es"
    match = Match(fake_game.GAME, {"players": 3}, 1, [Seat("Player 1"), Seat("Zoe"), Seat("AI 3", ai=True)])
    setup = SetupScene(app.ctx, "dicerace", preset=match)
    app.push(setup)
    step(app)
    assert [s["name"] for s in setup.seats[:3]] == ["", "Zoe", ""]
    assert [s.name for s in setup.seat_list()] == ["Jugador 1", "Zoe", "IA 3"]      # seat 3 is an AI


def test_a_typed_name_like_another_seats_default_is_kept(app):
    assert app.ctx.i18n.seat_name("Player 2", 0) == "Player 2"     # not seat 1's default
    app.ctx.i18n.lang = "es"
    assert app.ctx.i18n.seat_name("Player 1", 0) == "Jugador 1"
    assert app.ctx.i18n.seat_name("AI 2", 1) == "IA 2"
    assert app.ctx.i18n.seat_name("Ana", 0) == "Ana"

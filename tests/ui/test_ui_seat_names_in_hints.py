"""While an AI seat plays, the hints name the hero or role it plays, with "(IA)" / "(AI)",
never the bare seat name "IA 1" / "AI 1" (Talisman, TseuQuest, Platformer)."""
import re

import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import step


def open_board(app, game, options, lang, state=None):
    app.ctx.settings.language = lang
    app.apply_settings()
    first = game.to_act(state if state is not None else game.new_game(options, 3))
    ai = f"{'IA' if lang == 'es' else 'AI'} {first + 1}"      # the name the setup gives an unnamed AI seat
    seats = [Seat(ai, ai=True) if i == first else Seat("Ana") for i in range(options.get("players", 2))]
    match = Match(game, options, 3, seats, state=state)
    board = BoardScene(app.ctx, match, autosave=False, sync_ai=False)
    board.frozen = True                              # the AI seat stays the one to act
    app.push(board)
    step(app, 3)
    board.queue.clear()
    board.view.skip()
    step(app, 2)
    assert board.match.to_act() == first
    return board, first


def check(text, role, lang):
    assert not re.search(r"\b(IA|AI) \d", text), text
    assert f"{role} ({'IA' if lang == 'es' else 'AI'})" in text, text


@pytest.mark.parametrize("lang", ["es", "en"])
def test_talisman_names_the_ai_seats_character(game_app, lang):
    from game.games.talisman.game import GAME
    board, seat = open_board(game_app, GAME, {"players": 2}, lang)
    view = board.view
    check(view.prompt(), view.seat_role(seat), lang)
    assert view.prompt()[0].isupper()                 # "El Mago (IA) está pensando…"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_platformer_names_the_ai_seats_hero(game_app, lang):
    from game.games.platformer.game import GAME
    board, seat = open_board(game_app, GAME, {"players": 2}, lang)
    check(board.view.hint(), board.view.seat_role(seat), lang)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_tseuquest_names_the_evil_wizard_and_the_adventurer(game_app, lang):
    from game.games.tseuquest.game import GAME
    setup = {"adventure": "crypt", "clear": True, "clear_traps": True,
             "heroes": [{"hero": "kordan", "at": [2, 6]}],
             "figures": [{"ref": "grubling", "at": [3, 6], "placed": True}], "mb_phase": True}
    state = GAME.build_scenario({"players": 2}, 3, setup)
    board, seat = open_board(game_app, GAME, {"players": 2}, lang, state=state)
    assert seat == 0
    check(board.view.hint(), game_app.ctx.t("tq.evil_wizard"), lang)

"""While an AI seat plays, the hints name the hero or role it plays, with "(IA)" / "(AI)",
never the bare seat name "IA 1" / "AI 1" (Talisman, TseuQuest, Platformer)."""
import re

import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import step


def open_board(app, game, options, lang, state=None, default="ai"):
    app.ctx.settings.language = lang
    app.apply_settings()
    first = game.to_act(state if state is not None else game.new_game(options, 3))
    ai = (f"{'IA' if lang == 'es' else 'AI'} {first + 1}" if default == "ai"    # names no one typed
          else f"{'Jugador' if lang == 'es' else 'Player'} {first + 1}")
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
    assert not re.search(r"\b(IA|AI|Jugador|Player) \d", text), text
    assert f"{role} ({'IA' if lang == 'es' else 'AI'})" in text, text
    assert ")'s" not in text, text                    # not "Nix (AI)'s turn"


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


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_ai_seat_named_player_n_by_the_setup_is_the_ai_in_hints_and_header(game_app, lang, monkeypatch):
    """The setup names an unnamed seat "Jugador 2" even when an AI plays it: the hint and the
    header say "Mago (IA)", not "Mago (Jugador 2)"."""
    import pygame
    from game.games.talisman.game import GAME
    board, seat = open_board(game_app, GAME, {"players": 2}, lang, default="player")
    role = board.view.seat_role(seat)
    check(board.view.prompt(), role, lang)
    words = []
    real = game_app.ctx.assets.text
    monkeypatch.setattr(game_app.ctx.assets, "text", lambda s, *a, **k: words.append(s) or real(s, *a, **k))
    board._hud_cache = None
    board._draw_hud(pygame.Surface((1280, 720)))
    heads = [w for w in words if role in w]
    assert heads, words
    for w in heads:
        check(w, role, lang)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_talisman_seat_strip_tip_names_the_character_and_who_plays_it(game_app, lang):
    """The strip's hover help opened with "IA 2: Mago, …"; it reads "Mago (IA): …" now."""
    from game.games.talisman.game import GAME
    from ui_helpers import move
    board, seat = open_board(game_app, GAME, {"players": 2}, lang)
    view = board.view
    step(game_app, 2)
    box = next(rect for rect, _text, s in view.seat_hot if s == seat)
    move(game_app, box.center)
    step(game_app, 40)
    tip = game_app.ctx.tips._offer or game_app.ctx.tips._current
    assert tip and tip[0].startswith(f"{view.seat_role(seat)} ({'IA' if lang == 'es' else 'AI'}): "), tip

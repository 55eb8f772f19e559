"""Several winners read as a sentence lists them, with the verb in the plural, on every
game-over title: the shared game-over headline, Talisman's own title and its log line, in
Spanish ("Ana e Inés ganan", "e" before an "i" sound) and English ("Ana and Bea win")."""
import pytest

import fake_game
from game.engine.protocol import Event, Result
from game.engine.session import Match, Seat
from game.engine.wording import listing
from game.ui.scenes.board import BoardScene
from game.ui.scenes.gameover import GameOverScene
from ui_helpers import step


@pytest.mark.parametrize("names, lang, want", [
    (["Ana", "Inés"], "es", "Ana e Inés"), (["Ana", "Hilda"], "es", "Ana e Hilda"),
    (["Ana", "Hierro"], "es", "Ana y Hierro"), (["Ana", "Bea", "Ivo"], "es", "Ana, Bea e Ivo"),
    (["Ana", "Bea", "Carla"], "es", "Ana, Bea y Carla"), (["el Enano", "la Hechicera"], "es", "el Enano y la Hechicera"),
    (["Ana", "Bea"], "en", "Ana and Bea"), (["Ana", "Bea", "Carl"], "en", "Ana, Bea and Carl"), (["Ana"], "en", "Ana"),
])
def test_listing(names, lang, want):
    assert listing(names, lang) == want


@pytest.mark.parametrize("lang, want", [("es", "Ganan Ana e Inés"), ("en", "Ana and Inés win")])
def test_the_shared_headline_names_several_winners(bare_app, lang, want, monkeypatch):
    app = bare_app
    app.ctx.settings.language = lang
    app.apply_settings()
    match = Match(fake_game.GAME, {}, 1, [Seat("Ana"), Seat("Inés")])
    board = BoardScene(app.ctx, match, autosave=False)
    app.push(board)
    step(app, 2)
    monkeypatch.setattr(type(match), "result", lambda self: Result(True, [0, 1], {0: 5, 1: 5}, "tie"))
    over = GameOverScene(app.ctx, board)
    app.push(over)
    step(app, 2)
    assert over.headline() == want


tal = pytest.importorskip("game.games.talisman.game")


@pytest.mark.parametrize("lang, title, line", [
    ("es", "El Mago (Ana) y la Elfa (Inés) ganan con la Corona de Mando",
     "Fin de la partida: ganan el Mago y la Elfa."),
    ("en", "The Wizard (Ana) and the Elf (Inés) win with the Crown of Command",
     "Game over: the Wizard and the Elf win."),
])
def test_talisman_titles_several_winners(game_app, lang, title, line):
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    state = tal.GAME.build_scenario({"players": 2}, 4, {"chars": [{"char": "wizard", "space": "city"},
                                                                 {"char": "elf", "space": "city"}]})
    match = Match(tal.GAME, {"players": 2}, 4, [Seat("Ana"), Seat("Inés")], state=state)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 2)
    match.state.res["result"] = {"winners": [0, 1], "reason": "crown"}
    assert board.view.result_title() == title
    assert tal.GAME.describe(Event("game_over", {"winners": [0, 1]}), lang, state=match.state) == line


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_long_headline_takes_two_lines_uncut(game_app, lang):
    from game.ui import text
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    state = tal.GAME.build_scenario({"players": 3}, 4, {"chars": [{"char": c, "space": "city"}
                                                                 for c in ("gravedigger", "priest", "penitent")]})
    seats = [Seat("Anabel"), Seat("Inés"), Seat("Carolina")]
    match = Match(tal.GAME, {"players": 3}, 4, seats, state=state)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 2)
    match.state.res["result"] = {"winners": [0, 1, 2], "reason": "crown"}
    game_app.push(GameOverScene(game_app.ctx, board))
    step(game_app, 2)
    text.CLIPS = set()
    try:
        game_app.top.draw(game_app.screen)
        assert not text.CLIPS, text.CLIPS
    finally:
        text.CLIPS = None

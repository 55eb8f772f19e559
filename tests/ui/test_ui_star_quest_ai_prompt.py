"""While an AI seat plays its Star Quest heroes, the action panel says whose turn it is (not a bare
"Wait…"), in both languages."""
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import step

sq = pytest.importorskip("game.games.star_quest.game")


@pytest.mark.parametrize("lang, want", [("es", "Turno de "), ("en", "Now playing: ")])
def test_the_panel_names_the_ai_seat_playing(game_app, lang, want):
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    match = Match(sq.GAME, {"players": 2}, 1, [Seat("Ana"), Seat(game_app.ctx.t("setup.ai") + " 2", ai=True)])
    board = BoardScene(game_app.ctx, match, autosave=False)
    board._start_ai = lambda: None               # the AI seat stays on its turn while we read the panel
    game_app.push(board)
    step(game_app, 2)
    assert match.to_act() == 1 and not board.human_can_act()
    text = board.view.prompt()
    role = board.view.seat_role(1)
    assert text.startswith(want) and role and role in text and game_app.ctx.t("setup.ai") in text, text

"""While an AI seat picks the party's adventurers, TseuQuest's stage says so in a whole
sentence in both languages ("IA 2 elige un aventurero para el grupo…")."""
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import step

tq = pytest.importorskip("game.games.tseuquest.game")


@pytest.mark.parametrize("lang, want", [("es", "IA 2 elige un aventurero para el grupo…"),
                                        ("en", "AI 2 is picking an adventurer for the party…")])
def test_an_ai_seat_picking_reads_whole(game_app, lang, want):
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    ai = game_app.ctx.t("setup.ai") + " 2"
    match = Match(tq.GAME, {"players": 2}, 5, [Seat("Ana"), Seat(ai, ai=True)])
    board = BoardScene(game_app.ctx, match, autosave=False)
    game_app.push(board)
    step(game_app, 2)
    while match.to_act() == 0 and board.human_can_act():       # the Evil Wizard's own choices first
        board.play(match.legal()[0])
        step(game_app, 2)
    assert match.to_act() == 1 and any(a.kind == "pick" for a in match.legal())
    titles = []
    view = board.view
    real = view.stage_title
    view.stage_title = lambda surf, r, text: (titles.append(text), real(surf, r, text))[1]
    board.draw(game_app.screen)
    assert titles == [want]

"""What Talisman's board shows stays readable and right: floating amounts agree with their
number, and the words a player reads are whole."""
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import step

tal = pytest.importorskip("game.games.talisman.game")


def board_for(game_app, lang):
    game_app.ctx.i18n.lang = lang
    game_app.ctx.settings.anim_speed = "normal"
    match = Match(tal.GAME, {"players": 2}, 4, [Seat("Ana"), Seat("Bot", ai=True)])
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    return board


@pytest.mark.parametrize("lang, one, two", [("en", "+1 gold coin", "+2 gold coins"),
                                            ("es", "+1 moneda de oro", "+2 monedas de oro")])
def test_floating_gold_agrees_with_its_number(game_app, lang, one, two):
    view = board_for(game_app, lang).view
    view.on_pick_gold({"seat": 0, "n": 1}, 0, False)
    view.on_pick_gold({"seat": 0, "n": 2}, 0, False)
    view.on_pay({"seat": 0, "n": 3}, 0, False)
    view.on_lose({"seat": 0, "n": 2, "stat": "lives"}, 0, False)
    texts = [f.text for f in view.floats]
    assert texts[:2] == [one, two]
    assert texts[2] == ("-3 gold coins" if lang == "en" else "-3 monedas de oro")
    assert texts[3] == ("-2 lives" if lang == "en" else "-2 Vidas")

"""While an AI seat plays its Star Quest heroes, the action panel says whose turn it is (not a bare
"Wait…"), in both languages; while it places its scouts, it names the hero being placed."""
import pytest

from game.engine.session import Match, Seat
from game.games.star_quest.components import Unit
from game.games.star_quest.world import content
from game.ui.scenes.board import BoardScene
from ui_helpers import step

sq = pytest.importorskip("game.games.star_quest.game")


@pytest.mark.parametrize("lang, want", [("es", "Turno de "), ("en", "Now playing: ")])
def test_the_panel_names_the_ai_hero_being_placed(game_app, lang, want):
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    match = Match(sq.GAME, {"players": 2}, 1, [Seat("Ana"), Seat(game_app.ctx.t("setup.ai") + " 2", ai=True)])
    board = BoardScene(game_app.ctx, match, autosave=False)
    board._start_ai = lambda: None               # the AI seat stays on its turn while we read the panel
    game_app.push(board)
    step(game_app, 2)
    assert match.to_act() == 1 and not board.human_can_act()
    w = board.view.w
    assert w.res["phase"] == "setup"
    placed = w.res["setup_queue"][0]["unit"]
    heroes = {uid: content().name(u.ref, lang) for uid, u in w.query(Unit) if u.side == "hero" and u.seat == 1}
    assert len(heroes) == 2 and placed in heroes
    text = board.view.prompt()
    assert text.startswith(want) and game_app.ctx.t("setup.ai") in text, text
    assert heroes[placed] in text, text
    other = next(n for uid, n in heroes.items() if uid != placed)
    assert other not in text, text            # the unit being placed, not the whole seat

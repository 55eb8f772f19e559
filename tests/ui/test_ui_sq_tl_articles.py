"""Star Quest's and Talisman's views word their prompts, buttons and tips in Spanish with
articles on the names, contracted and capitalised: "La Hermana Ileth: elige...",
"Dispara a los Cultistas de Ceniza.", "Ve al Templo", "Vas a la Ciudad. Allí: puedes..."."""
import pytest

from game.engine.protocol import Action
from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import step

sq = pytest.importorskip("game.games.star_quest.game")
tl = pytest.importorskip("game.games.talisman.game")


def spanish_board(game_app, game, options, seed, state=None):
    game_app.ctx.settings.language = "es"
    game_app.apply_settings()
    seats = [Seat("Ana"), Seat("Bot", ai=True)]
    board = BoardScene(game_app.ctx, Match(game, options, seed, seats, state=state), autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    return board


def test_star_quest_tips_name_enemies_with_their_article(game_app):
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[1] / "star_quest"))
    from sq_helpers import position
    w = position([{"hero": "ileth", "at": [5, 5]}], [{"ref": "cultists", "at": [[9, 9]], "id": 100},
                                                      {"ref": "pyre_priest", "at": [[9, 12]], "id": 110}])
    board = spanish_board(game_app, sq.GAME, {"players": 1}, 3, state=w)
    view = board.view
    assert game_app.ctx.lang == "es"
    from game.games.star_quest.components import Unit
    hero = next(uid for uid, u in w.query(Unit) if u.ref == "ileth")
    assert view.action_tip(Action("shoot", (100,))) == "Dispara a los Cultistas de Ceniza."
    assert view.action_tip(Action("shoot", (110,))) == "Dispara al Sacerdote de la pira."
    assert view.button_text(Action("activate", (hero, False))) == "Activar a la Hermana Ileth"


def test_talisman_tips_and_buttons_use_articles_and_lower_case_after_a_colon(game_app):
    from game.ui.views.talisman.model import label, tip
    w = tl.GAME.build_scenario({}, 1, {"chars": [{"char": "elf", "space": "city"}, {"char": "wizard", "space": "tavern"}]})
    spanish_board(game_app, tl.GAME, {}, 1, state=w)
    t = game_app.ctx.t
    assert label(t, w, Action("move", ("temple", "walk")), "es") == "Ir al Templo"
    text = tip(t, w, Action("move", ("tavern", "walk")), "es")
    assert text.startswith("Vas a la Taberna. Allí: tira un dado. 1: pierde un turno.")
    assert "3: te ataca el Camorrista (Fuerza 3)." in text


def test_talisman_alignment_agrees_with_a_heroine():
    from game.ui.views.talisman.text import TEXT
    assert TEXT["es"]["tal.align.evil.f"] == "Maligna" and TEXT["es"]["tal.align.evil"] == "Maligno"
    assert "recogerlo" not in TEXT["es"]["tal.tip.drop"]

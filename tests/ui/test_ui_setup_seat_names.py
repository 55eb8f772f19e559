"""An AI seat nobody named is saved as "IA 2" / "AI 2", not "Jugador 2", and the Load screen
says who played each seat as the hints do: "Mago (IA)", "Elfa (Jugador 1)"."""
import re

import pytest

from game.engine.saves import read_save
from game.ui.scenes.board import BoardScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import Cycler, TextInput
from ui_helpers import click, click_button, step


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_unnamed_ai_seat_is_named_as_the_ai_and_listed_by_its_character(game_app, lang, tmp_path):
    app = game_app
    app.ctx.settings.language = lang
    app.apply_settings()
    setup = SetupScene(app.ctx, "talisman")
    app.push(setup)
    step(app, 2)
    names = [w for w in setup.widgets if isinstance(w, TextInput)]
    ai_word = app.ctx.t("setup.ai")
    assert names[1].placeholder == f"{ai_word} 2"            # seat 2 starts as an AI
    kind = [w for w in setup.widgets if isinstance(w, Cycler) and w.rect.centery == names[1].rect.centery][0]
    click(app, kind.right_rect().center)                      # made human: the box offers "Jugador 2"
    assert setup.seats[1]["ai"] is False and names[1].placeholder == app.ctx.t("setup.default_name", n=2)
    click(app, kind.right_rect().center)                      # and back to the AI
    assert setup.seats[1]["ai"] is True and names[1].placeholder == f"{ai_word} 2"
    click_button(app, app.ctx.t("setup.start"))
    board = app.top
    assert isinstance(board, BoardScene)
    assert [s.name for s in board.match.seats] == [app.ctx.t("setup.default_name", n=1), f"{ai_word} 2"]
    board.match.save(tmp_path / "s.json")
    loads = SavesScene(app.ctx, mode="load")
    seats = loads.summary(read_save(tmp_path / "s.json"))["seats"]
    view = board.view
    assert seats[1] == f"{view.seat_role(1)} ({ai_word})", seats
    assert seats[0] == f"{view.seat_role(0)} ({app.ctx.t('setup.default_name', n=1)})", seats
    assert not any(re.search(r"(Jugador|Player) 2", s) for s in seats), seats

"""The tip of a Talisman choice button never covers the question the buttons answer."""
import pytest

from game.engine.protocol import Action
from test_ui_talisman_play import board_for, button_for, force, idle
from ui_helpers import click, move, step


@pytest.mark.parametrize("lang", ["es", "en"])
def test_choice_tips_keep_off_the_question(game_app, lang):
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    board = board_for(game_app, players=3, seed=84898532)      # the Warrior at the Tavern: three ways on a 4
    view = board.view
    assert idle(game_app, board)
    force(board, 4)
    click(game_app, button_for(game_app, view, Action("roll")).rect.center)
    assert idle(game_app, board)
    seen = 0
    for _ in range(2):                   # the fate reroll's question first (if any), then where to go
        step(game_app, 2)
        for b in list(view.choice_buttons):
            move(game_app, b.rect.center)
            step(game_app, 40)
            box = game_app.ctx.tips.draw(game_app.screen, game_app.ctx.assets, game_app.ctx.mouse)
            assert box is not None, b.text
            assert not box.colliderect(view.layout.prompt), (b.text, box, view.layout.prompt)
            seen += 1
        accept = [b for b in view.choice_buttons if getattr(b, "action", None) == Action("accept")]
        if not accept:
            break
        click(game_app, accept[0].rect.center)
        assert idle(game_app, board)
    assert seen >= 3

"""Platformer consequences before commitment: the fall gravity will cause is drawn and the
main button says so; nothing of the real state moves while it is worked out."""

from game.games.platformer.game import GAME
from game.ui.views.platformer.foresee import foresee_end
from platformer_states import board_on, first_state_where, own_hero_falls
from ui_helpers import move, step


def a_state_where_the_hero_will_fall():
    def found(s, legal):
        fs = foresee_end(GAME, s, legal)
        return fs is not None and own_hero_falls(s, fs.falls)
    return first_state_where(found, "fall")


def test_end_button_says_the_hero_falls_and_ghost_shows_the_landing(app):
    seed, state = a_state_where_the_hero_will_fall()
    board = board_on(app, seed, state)
    match = board.match
    view = board.view
    view.refresh_targets()
    before = GAME.to_data(match.state)
    fall = view.own_fall()
    assert fall is not None and len(fall.path) >= 2
    assert view.buttons[0].text == app.ctx.t(view.targets.buttons[0][0] + "_fall")
    move(app, view.buttons[0].rect.center)
    step(app, 30)
    assert app.ctx.t("pf.fore.fall_1" if len(fall.path) == 2 else "pf.fore.fall_n", who=view.figure_name(fall.eid),
                     n=len(fall.path) - 1) in (app.ctx.tips.visible_text or "")
    assert GAME.to_data(match.state) == before            # worked out on a copy

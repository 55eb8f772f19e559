"""Platformer consequences before commitment: the fall gravity will cause is drawn and the
main button says so; nothing of the real state moves while it is worked out."""
import random

from game.engine.session import Match, Seat
from game.games.platformer.components import Figure
from game.games.platformer.game import GAME
from game.ui.scenes.board import BoardScene
from game.ui.views.platformer.foresee import foresee_end
from ui_helpers import move, step


def a_state_where_the_hero_will_fall():
    for seed in range(1, 40):
        s = GAME.new_game({"players": 2}, seed)
        rng = random.Random(seed)
        for _ in range(60):
            legal = GAME.legal_actions(s)
            fs = foresee_end(GAME, s, legal)
            seat = s.res["turn"]["seat"]
            if fs and any(s.get(f.eid, Figure).kind == "hero" and s.get(f.eid, Figure).seat == seat
                          for f in fs.falls.values()):
                return seed, s
            moves = [a for a in legal if a.kind == "move"]
            a = rng.choice(moves) if moves and rng.random() < 0.6 else GAME.choose_ai(GAME.clone(s), GAME.to_act(s))
            GAME.apply(s, a)
    raise AssertionError("no fall found")


def test_end_button_says_the_hero_falls_and_ghost_shows_the_landing(app):
    seed, state = a_state_where_the_hero_will_fall()
    match = Match(GAME, {"players": 2}, seed, [Seat("Ana"), Seat("Bea")], state=state)
    board = BoardScene(app.ctx, match, autosave=False)
    board.queue.clear()
    app.push(board)
    step(app, 5)
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

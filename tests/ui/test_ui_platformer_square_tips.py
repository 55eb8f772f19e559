"""A Platformer square's hover help says what a player wants to know there, not just its name:
open air, whether a die reaches it now and, for a square a die reaches, what stopping there
would do (the fall gravity causes, worked out by the view's preview, never by the tip)."""
import random

import pytest

from game.engine.session import Match, Seat
from game.games.platformer.components import Figure
from game.games.platformer.game import GAME
from game.ui.scenes.board import BoardScene
from game.ui.views.platformer.foresee import foresee_stop
from ui_helpers import move, step


def a_state_where_a_move_ends_in_a_fall():
    for seed in range(1, 40):
        s = GAME.new_game({"players": 2}, seed)
        rng = random.Random(seed)
        for _ in range(60):
            legal = GAME.legal_actions(s)
            seat = s.res["turn"]["seat"]
            for a in [a for a in legal if a.kind == "move"]:
                fs = foresee_stop(GAME, s, a)
                if any(s.get(f.eid, Figure).kind == "hero" and s.get(f.eid, Figure).seat == seat
                       for f in fs.falls.values()):
                    return seed, s
            moves = [a for a in legal if a.kind == "move"]
            a = rng.choice(moves) if moves and rng.random() < 0.6 else GAME.choose_ai(GAME.clone(s), GAME.to_act(s))
            GAME.apply(s, a)
    raise AssertionError("no falling move found")


def hover_tip(app, view, cell) -> str:
    move(app, view.layout.cell_rect(cell).center)
    step(app, 30)
    return app.ctx.tips.visible_text or ""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_empty_square_says_what_it_is_whether_a_die_reaches_it_and_what_a_stop_there_does(app, lang):
    app.ctx.i18n.lang = lang
    seed, state = a_state_where_a_move_ends_in_a_fall()
    match = Match(GAME, {"players": 2}, seed, [Seat("Ana"), Seat("Bea")], state=state)
    board = BoardScene(app.ctx, match, autosave=False)
    board.queue.clear()
    app.push(board)
    step(app, 5)
    view = board.view
    view.refresh_targets()
    before = GAME.to_data(match.state)
    t = app.ctx.t
    falling = [c for c, acts in view.targets.die_squares.items()
               if view.figure_at(c) is None and view.stop_line(acts[0]) and view.layout.visible(c)]
    assert falling
    tip = hover_tip(app, view, falling[0])
    assert t("pf.sq.with_die") in tip and t("pf.sq.if_stop") in tip, tip
    fall_words = t("pf.fore.fall_1", who="X").split("X")[0]        # "Gravity: " / "Gravedad: "
    assert fall_words in tip, tip
    # a square of open air no die reaches says so
    from game.games.platformer.world import board as rules_board, bottom_row
    b = rules_board(match.state)
    far = [c for c in ((x, y) for x in range(10) for y in range(8))
           if c[1] > bottom_row(match.state) and c not in b.floor and c not in b.ladders and c not in view.targets.die_squares
           and view.figure_at(c) is None and view.layout.visible(c) and c not in b.one_way]
    assert far
    tip = hover_tip(app, view, far[0])
    assert t("pf.sq.air") in tip and t("pf.sq.out_of_reach") in tip, tip
    # the bottom row stands on the ground: never called open air
    ground = next(c for c in view.targets.die_squares if c[1] == bottom_row(match.state))
    assert t("pf.sq.air") not in hover_tip(app, view, ground)
    assert GAME.to_data(match.state) == before            # the previews touched nothing

"""The HUD and the log follow what the board has shown: while the acting seat's events still
play (a walk, its summary) the header names that seat and the next seat's line waits."""
from game.engine.protocol import act
from game.engine.session import Match, Seat
from game.ui.render.tween import Wait
from game.ui.scenes.board import BoardScene
from ui_helpers import key, step

import fake_game
import pygame


def board_for(app):
    match = Match(fake_game.GAME, {"players": 2, "token": ["cat", "cat"]}, 3, [Seat("Ana"), Seat("Bea")])
    board = BoardScene(app.ctx, match)
    app.push(board)
    step(app)
    board.viewer = 0
    return board


def test_header_and_log_wait_for_the_acting_seats_outcome(app):
    board = board_for(app)
    real = board.view.animate

    def slow(ev, seat, ai):                 # the turn passing shows a long summary first
        real(ev, seat, ai)
        if ev.kind == "turn":
            board.view.anims.add(Wait(5.0))
    board.view.animate = slow
    board.play(act("roll"))
    step(app, 120)
    board.play(act("end_turn"))
    step(app, 2)
    assert board.match.to_act() == 1
    assert board.turn_seat() == 0                       # the header still names Ana
    told = [e[3].kind for e in board.log_entries if e[0] == len(board.match.log) - 1]
    assert "turn" not in told                           # "Bea's turn" is not told yet
    key(app, pygame.K_SPACE)                            # a skip finishes the summary
    step(app, 2)
    assert board.turn_seat() == 1
    assert board.log_entries[-1][3].kind == "turn"

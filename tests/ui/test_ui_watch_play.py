"""Watching plays to the end and stops there, never waits for a click on a turn's summary,
and its controls answer while the dice tumble (real mouse events)."""
from game.engine.session import Match, Seat
from game.ui.scenes.dice import DiceOverlay
from game.ui.scenes.replay import ReplayScene
from ui_helpers import click, make_game_app, step, watch_to_the_end

import fake_game


def played(n):
    m = Match(fake_game.GAME, {"players": 2, "token": ["cat", "dog"]}, 5, [Seat("A"), Seat("B")])
    while len(m.log) < n and m.result() is None:
        m.play(fake_game.GAME.choose_ai(m.state, m.to_act()))
    return m


def test_play_stops_at_the_last_move(app):
    scene = ReplayScene.open_match(app.ctx, played(3))
    step(app)
    click(app, scene.btn_play.rect.center)
    seen = set()
    for _ in range(900):                    # long enough to reach the end and, if it looped, start again
        step(app, 1, 1 / 30)
        seen.add(scene.replay.index)
        if app.top is not scene:
            click(app, (640, 360))          # the dice: hurry them
    assert scene.replay.index == 3 and not scene.playing
    assert scene.btn_play.text == "▶"


def test_the_close_button_answers_while_the_dice_tumble(app):
    app.ctx.settings.anim_speed = "slow"
    scene = ReplayScene.open_match(app.ctx, played(3))
    step(app)
    click(app, scene.btn_step.rect.center)  # the first move is a roll: the tray comes up
    step(app, 2)
    assert isinstance(app.top, DiceOverlay)
    click(app, scene.btn_close.rect.center)
    step(app)
    assert scene not in app.stack and not isinstance(app.top, DiceOverlay)


def test_a_hot_seat_talisman_replay_plays_through_without_a_click():
    app = make_game_app()
    try:
        app.ctx.settings.anim_speed = "fast"
        game = app.ctx.games.get("talisman")
        m = Match(game, {"players": 2}, 7, [Seat("Ana"), Seat("Bea")])
        while len(m.log) < 12:
            m.play(game.choose_ai(m.state, m.to_act()))
        scene, done = watch_to_the_end(app, m)
        assert done
        assert not scene.playing
    finally:
        app.shutdown()

"""Dungeon Universalis: the JOA's rolls show in a short strip over the board (no dice overlay for
every 2d6 of its turn); a hero's own roll keeps the full tumbling dice."""
from game.engine.chance import Rng
from game.engine.session import Match, Seat
from game.games.dungeon_universalis.game import GAME
from game.ui.scenes.board import BoardScene
from game.ui.scenes.dice import DiceOverlay
from ui_helpers import run_until, step


def _board(app):
    app.ctx.settings.anim_speed = "normal"
    setup = {"heroes": [{"ref": "brannoc", "at": [5, 13], "facing": [1, 0]}],
             "creatures": [{"ref": "gnawer", "at": [6, 13], "facing": [-1, 0]}], "revealed": [3], "turn": 3}
    state = GAME.build_scenario({"players": 1}, 2, setup)
    match = Match(GAME, {"players": 1}, 2, [Seat("Ana")], state=state)
    board = BoardScene(app.ctx, match, autosave=False, sync_ai=True)
    app.push(board)
    step(app, 3)
    return board, match


def test_the_joa_turn_rolls_in_a_strip_not_the_dice_overlay(app):
    board, match = _board(app)
    Rng(match.state.res["rng"]).force("scenario", ["blank"])
    board.play(next(a for a in match.legal() if a.kind == "end"))
    overlays, strips = 0, 0
    for _ in range(900):
        if isinstance(app.top, DiceOverlay):
            overlays += 1
        if board.view.strip is not None:
            strips += 1
        if board.human_can_act() and not board.view.busy() and app.top is board:
            break
        step(app, 1, 1 / 30)
    assert strips and not overlays


def test_a_hero_attack_keeps_the_full_dice(app):
    board, match = _board(app)
    attack = next(a for a in match.legal() if a.kind == "attack")
    board.play(attack)
    assert run_until(app, lambda: isinstance(app.top, DiceOverlay), 60)


def test_the_attack_tray_groups_each_sides_dice_and_gives_the_verdict(app):
    board, match = _board(app)
    Rng(match.state.res["rng"]).force("d6", ["6", "6", "1", "2"])      # 12 + Melee against 3 + Melee: a hit
    attack = next(a for a in match.legal() if a.kind == "attack" and not a.args[2] and not a.args[3])
    board.play(attack)
    assert run_until(app, lambda: isinstance(app.top, DiceOverlay), 60)
    tray = app.top
    names = [board.view.fig_title(f) for f in (attack.args[0], attack.args[1])]
    assert tray.labels == [names[0]] * 2 + [names[1]] * 2
    xs = [t.target[0] for t in tray.throws]
    assert xs[2] - xs[1] > xs[1] - xs[0]                       # a wider gap between the two sides
    assert " vs " in tray.caption and tray.caption.endswith("hit")

"""A roll is told only once its dice have landed: the log (and panels) wait for the tumble."""
from game.engine.chance import Rng
from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.scenes.dice import DiceOverlay
from ui_helpers import click, run_until, step

import fake_game


def logged(board):
    return [text for _, text, _, _ in board.log_entries]


def test_the_log_tells_a_roll_only_after_the_overlay_dice_land(app):
    match = Match(fake_game.GAME, {"players": 2, "token": ["cat", "cat"]}, 3, [Seat("Ana"), Seat("Bot", True)])
    board = BoardScene(app.ctx, match)
    app.push(board)
    step(app, 2)
    Rng(match.state["rng"]).force("d6", ["5"])
    click(app, board.view.actions.row_rect(0).center)         # roll, with the mouse
    assert match.log[-1].kind == "roll"
    assert isinstance(app.top, DiceOverlay)
    overlay = app.top
    seen_while_flying = []
    while app.top is overlay:
        if not overlay.all_landed():
            seen_while_flying.append("Rolled a 5" in logged(board) or board.idle())
        step(app)
    assert seen_while_flying and not any(seen_while_flying)   # never told while any die flew
    run_until(app, lambda: board.idle())
    assert "Rolled a 5" in logged(board)


def test_tumbling_cube_lands_on_the_rolled_face(app):
    overlay = DiceOverlay(app.ctx, [{"die": "d6", "face": "4"}], 1.0, faces=lambda die: list("123456"))
    app.push(overlay)
    t = overlay.throws[0]
    cycle = overlay._cycle(t)
    assert cycle[int(t.turn_at_landing()) % 6] == "4"        # the face in front when the cube stops


def test_tseuquest_log_waits_for_the_tray_dice(app):
    from game.games.tseuquest.game import GAME
    app.ctx.settings.anim_speed = "normal"
    setup = {"adventure": "crypt", "clear": True, "clear_traps": True,
             "heroes": [{"hero": "kordan", "at": [2, 6]}],
             "figures": [{"ref": "grubling", "at": [3, 6], "placed": True}]}
    state = GAME.build_scenario({"players": 2}, 5, setup)
    match = Match(GAME, {"players": 2}, 5, [Seat("Bot", True), Seat("Ana")], state=state)
    board = BoardScene(app.ctx, match, autosave=False, sync_ai=True)
    app.push(board)
    run_until(app, lambda: board.human_can_act(), 600)
    attack = next((a for a in match.legal() if a.kind == "attack"), None)
    assert attack is not None, [a.kind for a in match.legal()][:20]
    Rng(match.state.res["rng"]).force("dcom", ["kite", "kite", "oval", "kite"])
    before = len(board.log_entries)
    board.play(attack)
    view = board.view
    checked = 0
    told_at_throw = {}                   # a die (row, index) -> log length when it was thrown
    for _ in range(300):
        step(app)
        for r, row in enumerate(view.tray_rows):
            for i, (_, _, age) in enumerate(row["dice"]):
                key = (id(row), i)
                if 0 <= age < 0.45:              # in the air: nothing more may have been told
                    told_at_throw.setdefault(key, len(board.log_entries))
                    assert len(board.log_entries) == told_at_throw[key], logged(board)[before:]
                    assert not board.idle()      # nor may anyone act on a result still in the air
                    checked += 1
        if board.idle() and not any(a < 0.45 for row in view.tray_rows for _, _, a in row["dice"]):
            break
    assert checked

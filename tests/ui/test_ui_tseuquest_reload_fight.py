"""A TseuQuest save that waits on a defence question reopens with the fight's dice in the
tray: the attack being defended against (and its line) comes from the saved combat record."""
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.setup_options import quick_match
from ui_helpers import step

tq = pytest.importorskip("game.games.tseuquest.game")
GAME = tq.GAME


def waiting_on_defence():
    """An AI game played until someone is asked whether to roll defence."""
    for seed in range(1, 40):
        match = quick_match(GAME, seed=seed, ai=True, players=2, name="IA")
        while match.result() is None and len(match.log) < 600:
            pend = match.state.res["pending"]
            if pend and pend[-1]["kind"] == "defend":
                return match
            match.play(GAME.choose_ai(match.state, match.to_act()))
    raise AssertionError("no seed reached a defence question")


def test_reloaded_defence_question_shows_the_attack(bare_app):
    played = waiting_on_defence()
    combat = played.state.res["combat"]
    save = played.save_data()
    match = Match.from_save(save, lambda gid: GAME)
    match.seats = [Seat(s.name, ai=False) for s in match.seats]     # nobody answers for us
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    bare_app.push(board)
    step(bare_app, 3)
    view = board.view
    rows = {row["slot"]: [face for _, face, _ in row["dice"]] for row in view.tray_rows}
    assert rows.get("attack" if combat["type"] == "melee" else "shot") == list(combat["atk"])
    assert view.tray_head is not None and view.tray_head.data["target"] == combat["target"]
    assert str(len(combat["atk"])) in board.describe(view.tray_head)

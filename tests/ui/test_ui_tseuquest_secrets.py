"""TseuQuest's view draws only from the private view of the seat shown: with
a human Evil Wizard and a human adventurer in pass-and-play, the adventurer's
draw model never holds a hidden trap, an unfound secret door, an unplaced
figure or the hidden treasure, while the Evil Wizard's does."""
import pytest

from game.engine.doors import Doors
from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.scenes.handover import HandoverScene
from ui_helpers import click, run_until, step

tq = pytest.importorskip("game.games.tseuquest.game")
GAME = tq.GAME


def secrets(state):
    """(hidden trap cells/edges, unfound secret door edges, unplaced figure ids) in the true state."""
    from game.games.tseuquest.components import Figure
    traps = set()
    for t in state.res["traps"]:
        if t["hidden"]:
            traps.add(tuple(tuple(c) for c in t["edge"]) if t["edge"] else tuple(tuple(c) for c in t["cells"]))
    d = Doors(state.res["doors"])
    doors = {(tuple(d.get(i)["a"]), tuple(d.get(i)["b"])) for i in d if not d.get(i)["found"]}
    unplaced = {e for e, f in state.query(Figure) if not f.placed}
    return traps, doors, unplaced


def assert_no_leak(view, state):
    traps, doors, unplaced = secrets(state)
    assert traps and doors and unplaced, "the position should still hold secrets"
    drawn = view.drawn()
    for item in drawn:
        kind = item[0]
        if kind == "trap":
            assert item[1] is None or item[2] not in traps, f"hidden trap drawn: {item}"
            assert not (item[3] is not None and item[2] in traps)
        elif kind == "door":
            assert item[2] not in doors, f"secret door drawn: {item}"
        elif kind == "figure":
            assert item[1] not in unplaced, f"unplaced figure drawn: {item}"
        elif kind in ("treasure", "wander"):
            raise AssertionError(f"the Evil Wizard's marks drawn: {item}")
    # the secret doors look like the walls around them
    walls = {e for (k, e, _w) in [(i[0], i[1], i[2]) for i in drawn] if k == "wall"}
    assert doors <= walls
    t = view.table
    assert not t.hidden_treasure and not t.zones and not t.rooms
    assert all(f.placed for f in t.figs.values())


def test_adventurer_never_draws_the_evil_wizards_secrets(bare_app):
    bare_app.ctx.settings.anim_speed = "instant"
    match = Match(GAME, {"players": 2, "adventure": "crypt", "draft": "random"}, 11,
                  [Seat("Wizard"), Seat("Hero")])
    board = BoardScene(bare_app.ctx, match, autosave=False)
    bare_app.push(board)
    checked = {"mb": 0, "adventurer": 0}
    for _ in range(60):
        step(bare_app, 2)
        if bare_app.top is board and board.passing is not None:
            click(bare_app, board.btn_done.rect.center)      # the acting seat is done looking
            continue
        if isinstance(bare_app.top, HandoverScene):
            click(bare_app, (640, 360))                  # the pass-and-play curtain
            continue
        if bare_app.top is not board:
            bare_app.pop(bare_app.top)
            continue
        if board.view.book is not None:
            click(bare_app, board.view.layout.board.center)      # close the adventure's introduction
            continue
        if not run_until(bare_app, lambda: board.human_can_act(), 100):
            continue
        view = board.view
        view.refresh_targets()
        seat = match.to_act()
        assert board.viewer_seat() == seat
        if view.table.has_board:
            if seat == 0:
                assert view.table.role == "mb"
                hidden = [i for i in view.drawn() if i[0] == "trap" and i[2] in secrets(match.state)[0]]
                assert hidden, "the Evil Wizard sees the hidden traps"
                checked["mb"] += 1
            else:
                assert view.table.role == "adventurer"
                assert_no_leak(view, match.state)
                checked["adventurer"] += 1
        # play on: the AI's choice for this seat, through the board
        action = GAME.choose_ai(GAME.clone(match.state), seat)
        board.play(action)
        if checked["mb"] >= 2 and checked["adventurer"] >= 4:
            break
    assert checked["mb"] >= 1 and checked["adventurer"] >= 2, checked


def test_spectator_of_an_ai_game_sees_public_information_only(bare_app):
    bare_app.ctx.settings.anim_speed = "instant"
    match = Match(GAME, {"players": 2, "adventure": "marsh", "draft": "random"}, 5, [Seat("A", True), Seat("B", True)])
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    bare_app.push(board)
    run_until(bare_app, lambda: len(match.log) >= 25 and board.idle(), 400)
    assert board.viewer_seat() is None
    view = board.view
    assert view.table.role == "spectator"
    assert_no_leak(view, match.state)

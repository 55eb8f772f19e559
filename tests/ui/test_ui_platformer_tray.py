"""The Platformer dice tray holds 12 dice with their gem steppers and badges, none overlapping,
all inside the tray and clear of the enemy die and the buttons."""
import pytest

from game.engine.session import Match, Seat
from game.games.platformer.game import GAME
from game.games.platformer.turn import new_die
from game.ui.scenes.board import BoardScene
from ui_helpers import step


@pytest.mark.parametrize("n", [1, 5, 6, 7, 9, 12])
def test_tray_fits_n_dice(app, n):
    match = Match(GAME, {"players": 2}, 4, [Seat("Ana"), Seat("Bot", True)])
    board = BoardScene(app.ctx, match, autosave=False)
    board.queue.clear()
    app.push(board)
    step(app, 3)
    view = board.view
    match.state.res["turn"]["pool"] = [dict(new_die("boot", "roll"), gems=i % 3) for i in range(n)]
    step(app, 2)                                   # it draws
    tray = view.layout.tray
    right = min(view.enemy_die_rect().left, min((b.rect.left for b in view.buttons), default=tray.right))
    boxes = []
    for r in view.die_rects():
        minus, plus = view.stepper_rects(r)
        badge = view.badge_rect(r)
        for box in (r, minus, plus):
            assert tray.contains(box) and box.right <= right, (n, box, tray, right)
        assert not minus.colliderect(plus) and plus.left - minus.right >= 20       # room for the gem cost
        boxes.append(r.union(minus).union(plus).union(badge))
        assert r.width >= 36
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (n, a, b)

"""Dungeon Universalis' setup choices explain themselves on hover (both languages): every
option's tip says more than its label — a scenario's goal, a hero's profile, what a rule does."""
import pytest

from game.ui.widgets import Cycler, Stepper
from test_ui_setup_tips import hover_tip, setup_app


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_option_tip_explains_the_option(lang):
    app = setup_app(lang, game_id="dungeon_universalis")
    try:
        boxes = [w for w in app.top.widgets if isinstance(w, (Cycler, Stepper)) and w.rect.left > 800]
        boxes += [app.top.seat_rows[0][2]]
        assert len(boxes) >= 6
        for w in boxes:
            tip = hover_tip(app, w)
            head, _, body = tip.partition("\n")
            assert head and len(body) > 20, (w.rect, tip)
    finally:
        app.shutdown()

"""Every game's setup choices explain themselves on hover (both
languages): every option's tip says more than its label — a scenario's goal, a hero's profile,
what a rule does."""
import pytest

from game.ui.widgets import Cycler, Stepper
from test_ui_setup_tips import hover_tip, setup_app


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game_id, least", [("dungeon_universalis", 6), ("star_quest", 5), ("tseuquest", 10),
                                            ("talisman", 4), ("platformer", 4)])
def test_every_option_tip_explains_the_option(lang, game_id, least):
    app = setup_app(lang, game_id=game_id)
    try:
        boxes = [w for w in app.top.widgets if isinstance(w, (Cycler, Stepper)) and w.rect.left > 800]
        if game_id == "dungeon_universalis":
            boxes += [app.top.seat_rows[0][2]]          # the hero chosen for the first seat
        assert len(boxes) >= least
        for w in boxes:
            tip = hover_tip(app, w)
            head, _, body = tip.partition("\n")
            assert head and len(body) > 20, (w.rect, tip)
    finally:
        app.shutdown()

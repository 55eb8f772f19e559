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
        names = [name for name, _ in app.top.opt_rows]
        for w in boxes:
            tip = hover_tip(app, w)
            # a seat's picker: "Option: choice" then what it means; a general option (named beside
            # its box): what the shown choice does, more than its name
            body = tip.partition("\n")[2] if w.rect.left < 800 else tip
            assert len(body) > 20 and tip not in names, (w.rect, tip)
    finally:
        app.shutdown()

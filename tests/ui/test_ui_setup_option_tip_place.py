"""A general option's hover help on the setup screen sits beside its row (label and box), pointing
at it: it covers no option's name, no box of the options column and not the column's heading, and
it does not open by repeating the name written beside the box — it says what the choice does."""
import pytest

from game.ui.widgets import Cycler, Stepper
from test_ui_setup_tips import REST, setup_app
from ui_helpers import move, step


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game_id", ["talisman", "dungeon_universalis", "star_quest", "tseuquest", "platformer"])
def test_option_tip_sits_beside_its_row(lang, game_id):
    app = setup_app(lang, game_id=game_id)
    try:
        scene = app.top
        boxes = [w for w in scene.widgets if isinstance(w, (Cycler, Stepper)) and w.rect.left > scene.right.left]
        labels = [r for _, r in scene.opt_rows]
        heading = scene.right.left + 16, scene.right.top + 16, 200, 36
        assert len(boxes) == len(labels) >= 3
        for w, (name, label) in zip(boxes, scene.opt_rows):
            move(app, w.rect.center)
            step(app, REST)
            tip = app.ctx.tips.visible_text
            assert tip and len(tip) > 25, (name, tip)
            assert not tip.startswith(name + ":") and tip.split("\n")[0] != name, (name, tip)
            box = app.ctx.tips.draw(app.screen, app.ctx.assets, app.ctx.mouse)
            assert box is not None
            assert box.collidelist(labels) < 0, (name, box, tip)
            assert box.collidelist([b.rect for b in boxes]) < 0, (name, box, tip)
            assert not box.colliderect(heading), (name, box)
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang, off, on", [("en", "Not in use now. With “Yes”: adds ghosts", "Adds ghosts"),
                                           ("es", "Ahora no se usa. Con «Sí»: añade fantasmas", "Añade fantasmas")])
def test_a_switch_says_what_it_does_when_on(lang, off, on):
    app = setup_app(lang, game_id="talisman")
    try:
        souls = next(w for w in app.top.widgets if isinstance(w, Cycler) and w.rect.left > app.top.right.left)
        move(app, souls.rect.center)
        step(app, REST)
        assert off in app.ctx.tips.visible_text.split("\n")[-1]
        from ui_helpers import click
        click(app, souls.right_rect().center)
        souls = next(w for w in app.top.widgets if isinstance(w, Cycler) and w.rect.left > app.top.right.left)
        move(app, souls.rect.center)
        step(app, REST)
        assert app.ctx.tips.visible_text.split("\n")[-1].startswith(on), app.ctx.tips.visible_text
    finally:
        app.shutdown()

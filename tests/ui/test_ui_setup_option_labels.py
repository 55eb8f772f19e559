"""Every general option's name in the setup reads at normal size: two lines of body text in the
options column at most (a long name is shown by a shorter one, and the full name heads the hover
help of its box), in both languages, for every game."""
import pytest

from game.ui import theme
from game.ui.scenes.setup import OPT_LABEL_W, SetupScene
from game.ui.setup_options import general_options
from game.ui.text import paragraph_height
from ui_helpers import move, step


@pytest.mark.parametrize("lang", ["es", "en"])
def test_option_names_fit_two_lines_at_normal_size(game_app, lang):
    app = game_app
    app.ctx.settings.language = lang
    app.apply_settings()
    a = app.ctx.assets
    two_lines = 2 * a.font("sans", theme.SIZE_BODY).get_linesize() + 2
    for game_id in app.ctx.games.ready_ids():
        setup = SetupScene(app.ctx, game_id)
        app.push(setup)
        step(app, 2)
        shown = dict((label, rect) for label, rect in setup.opt_rows)
        for label, rect in setup.opt_rows:
            assert paragraph_height(a, label, rect.width, theme.SIZE_BODY, line_gap=0) <= two_lines, (game_id, label)
            assert rect.width == OPT_LABEL_W
        # a shortened name: the full one heads the hover help of the option's box
        boxes = [w for w in setup.widgets if w.rect.left > setup.right.left + OPT_LABEL_W]
        fulls = {app.ctx.i18n.pick(o.label) for o in general_options(app.ctx.games.get(game_id))}
        for label, rect in setup.opt_rows:
            if label in fulls:
                continue
            box = next(w for w in boxes if abs(w.rect.centery - rect.centery) < 8)
            move(app, box.rect.center)
            step(app, 30)
            tip = app.ctx.tips.visible_text
            assert tip and any(tip.startswith(f) for f in fulls), (game_id, label, tip)
        app.pop()
        step(app)

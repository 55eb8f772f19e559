"""Setup screen help: hovering a choice cycler explains the choice it shows
(and follows it when the arrows change it), in Spanish and English; long
choice labels fit their cycler at any text size."""
import pytest

from game.ui.app import App
from game.ui.context import Games
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import Cycler
from ui_helpers import click, move, step

platformer = pytest.importorskip("game.games.platformer.world")
from game.ui.views.platformer.text import TEXT  # noqa: E402

REST = 40            # frames at 60 fps: longer than the tooltip delay


def setup_app(lang: str, text_size: str = "normal", game_id: str = "platformer"):
    app = App(games=Games(), headless=True, audio=False, persist=False)
    app.ctx.settings.language = lang
    app.ctx.settings.text_size = text_size
    app.apply_settings()
    app.push(SetupScene(app.ctx, game_id))
    step(app, 2)
    return app


def hero_cycler(app) -> Cycler:
    return app.top.seat_rows[0][2]


def hover_tip(app, widget) -> str:
    move(app, (widget.rect.centerx, widget.rect.centery))
    step(app, REST)
    return app.ctx.tips.visible_text or ""


def ability_text(lang: str, hero_id: str) -> str:
    ab = platformer.content().heroes[hero_id]["ability"]
    return TEXT[lang]["ab." + ab["kind"]].format(n=ab["amount"])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_hero_tip_follows_the_shown_hero(lang):
    app = setup_app(lang)
    try:
        seen = []
        for _ in range(2):
            click(app, hero_cycler(app).right_rect().center)
            cyc = hero_cycler(app)                 # a clash may rebuild the row: look it up again
            hero = cyc.value
            assert hero != "random"
            tip = hover_tip(app, cyc)
            name = platformer.content().heroes[hero]["name"][lang]
            assert ability_text(lang, hero) in tip, tip
            assert name in tip.split("\n")[0]
            seen.append(hero)
        assert seen[0] != seen[1]
        # and the other language's text is not there
        other = "en" if lang == "es" else "es"
        assert ability_text(other, seen[1]) not in app.ctx.tips.visible_text
    finally:
        app.shutdown()


def test_boss_and_mode_tips():
    app = setup_app("en")
    try:
        scene = app.top
        gen = [w for w in scene.widgets if isinstance(w, Cycler) and w not in sum(scene.seat_rows, [])]
        boss, mode = gen[0], gen[1]
        click(app, boss.right_rect().center)         # random -> the first boss
        tip = hover_tip(app, boss)
        assert "per level" in tip and "Summons:" in tip, tip
        click(app, mode.right_rect().center)
        tip = hover_tip(app, next(w for w in app.top.widgets if isinstance(w, Cycler) and w.value == "solo"))
        assert "12" in tip and "events" in tip, tip
    finally:
        app.shutdown()


def test_adventurer_tip_in_spanish():
    app = setup_app("es", game_id="tseuquest")
    try:
        cyc = next(w for row in app.top.seat_rows for w in row[2:] if isinstance(w, Cycler))
        click(app, cyc.right_rect().center)
        from game.games.tseuquest.world import content
        hero = content().adventurers[cyc.value]
        tip = hover_tip(app, cyc)
        assert hero["text"]["es"] in tip and "Vida" in tip, tip
    finally:
        app.shutdown()


def test_long_choice_label_fits_at_large_text():
    app = setup_app("es", "large")
    try:
        mode = next(w for w in app.top.widgets if isinstance(w, Cycler) and ("solo", "Solitario (12 eventos)")
                    in w.choices)
        click(app, mode.right_rect().center)
        mode = next(w for w in app.top.widgets if isinstance(w, Cycler) and w.value == "solo")
        mid = mode.rect.inflate(-2 * mode.arrow_w - 4, 0)
        size, lines = mode._fit(mode.value_text(), mid)
        font = app.ctx.assets.font("bold", size)
        assert " ".join(lines) == "Solitario (12 eventos)"          # nothing cut off
        assert all(font.size(x)[0] <= mid.width for x in lines)
        assert len(lines) * font.get_linesize() <= mid.height + 2
    finally:
        app.shutdown()

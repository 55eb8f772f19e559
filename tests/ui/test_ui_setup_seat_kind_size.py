"""A seat's human / AI box draws both words at one size: in Dungeon Universalis' narrow seat
boxes "Humano" had to shrink and "IA" stood out bigger beside it. Chosen with real clicks."""
import pytest

from game.ui import widgets
from game.ui.widgets import inputs
from test_ui_setup_memory import open_setup
from ui_helpers import click, step


@pytest.mark.parametrize("lang, human, ai", [("es", "Humano", "IA"), ("en", "Human", "AI")])
def test_the_seat_kind_labels_share_one_size(monkeypatch, lang, human, ai):
    app = open_setup("dungeon_universalis", lang, persist=False)
    scene = app.top
    drawn: list[tuple[str, int]] = []
    real = inputs.draw_text

    def spy(surf, assets, text, pos, size=18, *args, **kw):
        drawn.append((text, size))
        return real(surf, assets, text, pos, size, *args, **kw)
    monkeypatch.setattr(inputs, "draw_text", spy)
    human_box, ai_box = scene.seat_rows[0][1], scene.seat_rows[1][1]
    assert isinstance(human_box, widgets.Cycler) and isinstance(ai_box, widgets.Cycler)
    for seat, box, want in ((0, human_box, False), (1, ai_box, True)):    # a human seat above an AI seat
        click(app, box.rect.center)
        if scene.seats[seat]["ai"] != want:
            click(app, box.rect.center)
    assert scene.seats[1]["ai"] and not scene.seats[0]["ai"]
    drawn.clear()
    scene.draw(app.screen)
    sizes = {text: size for text, size in drawn if text in (human, ai)}
    assert set(sizes) == {human, ai}, drawn
    assert sizes[human] == sizes[ai], sizes
    app.shutdown()

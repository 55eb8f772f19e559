"""Widgets respond to real events: hover tooltips after ~0.4 s, sliders,
steppers, cyclers, text input, scrolling lists."""
import pygame

from game.ui.scenes.base import Scene
from game.ui.widgets import Button, Cycler, ScrollList, Slider, Stepper, TextInput, Toggle
from ui_helpers import click, move, step, type_text, key


def scene_with(app, *widgets_factory):
    scene = Scene(app.ctx)
    app.push(scene)
    scene.widgets = [f(app.ctx) for f in widgets_factory]
    return scene


def test_button_click_hover_and_tooltip(app):
    clicks = []
    scene = scene_with(app, lambda c: Button(c, (100, 100, 200, 50), "Go", lambda: clicks.append(1), tooltip="Help"))
    b = scene.widgets[0]
    move(app, b.rect.center)
    assert b.hovered
    assert app.ctx.tips.visible_text is None
    step(app, 30)                                   # 0.5 s
    assert app.ctx.tips.visible_text == "Help"
    click(app, b.rect.center)
    assert clicks == [1]
    b.enabled = False
    click(app, b.rect.center)
    assert clicks == [1]


def test_press_then_release_outside_does_not_click(app):
    clicks = []
    scene = scene_with(app, lambda c: Button(c, (100, 100, 200, 50), "Go", lambda: clicks.append(1)))
    b = scene.widgets[0]
    pygame.mouse.set_pos(b.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(600, 600), button=1))
    step(app)
    assert clicks == []


def test_slider_drag_and_wheel(app):
    got = []
    scene = scene_with(app, lambda c: Slider(c, (100, 100, 600, 48), "Vol", 0.5, got.append))
    s = scene.widgets[0]
    t = s.track()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(t.left + 10, t.centery), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(t.right - 1, t.centery), rel=(1, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(t.right - 1, t.centery), button=1))
    step(app)
    assert s.value > 0.95
    move(app, s.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    step(app)
    assert 0.85 < s.value < 0.95


def test_stepper_limits_and_cycler(app):
    scene = scene_with(app, lambda c: Stepper(c, (100, 100, 170, 44), 1, 1, 3),
                       lambda c: Cycler(c, (100, 200, 200, 44), [("a", "A"), ("b", "B")], "a"),
                       lambda c: Toggle(c, (100, 300, 300, 44), "T", False))
    st, cy, tg = scene.widgets
    click(app, st.left_rect().center)
    assert st.value == 1
    for _ in range(4):
        click(app, st.right_rect().center)
    assert st.value == 3
    click(app, cy.rect.center)
    assert cy.value == "b"
    click(app, cy.right_rect().center)
    assert cy.value == "a"
    click(app, tg.rect.center)
    assert tg.value is True


def test_text_input_focus_typing_and_filter(app):
    scene = scene_with(app, lambda c: TextInput(c, (100, 100, 300, 44), "", max_len=5, allowed=str.isdigit))
    ti = scene.widgets[0]
    type_text(app, "12")
    assert ti.value == ""                            # not focused yet
    click(app, ti.rect.center)
    type_text(app, "1a2345678")
    assert ti.value == "12345"
    key(app, pygame.K_BACKSPACE)
    assert ti.value == "1234"
    click(app, (900, 600))
    assert not ti.focused


def test_scroll_list_wheel_bar_and_select(app):
    picked = []
    items = list(range(50))
    scene = scene_with(app, lambda c: ScrollList(c, (100, 100, 400, 300), items, 40,
                                                 lambda s, it, r, sel, hov: None, picked.append))
    sl = scene.widgets[0]
    move(app, sl.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False))
    step(app)
    assert sl.scroll > 0
    first = sl.index_at(sl.row_rect(sl.index_at(sl.rect.center)).center)
    click(app, sl.row_rect(first).center)
    assert picked == [first]
    bar = sl.bar_rect()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.centerx, sl.rect.bottom + 200), rel=(0, 1), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.centerx, sl.rect.bottom + 200), button=1))
    step(app)
    assert sl.scroll == sl.max_scroll()


def test_focus_loss_releases_a_drag(app):
    scene = scene_with(app, lambda c: Slider(c, (100, 100, 600, 48), "Vol", 0.5))
    s = scene.widgets[0]
    t = s.track()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=t.center, button=1))
    step(app)
    assert s.dragging
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    step(app)
    assert not s.dragging


def test_a_tooltip_never_covers_the_menu_it_belongs_to(app):
    import pygame as pg
    from game.ui.tooltip import Tooltips
    menu = pg.Rect(500, 300, 260, 220)
    for mouse in [(510, 310), (740, 500), (630, 410)]:
        tips = Tooltips()
        for _ in range(40):
            tips.offer("A long explanation of what this choice does, on two lines or more.", (mouse[0], mouse[1], 10, 10),
                       avoid=menu)
            tips.tick(1 / 60)
        box = tips.draw(pg.Surface((1280, 720)), app.ctx.assets, mouse)
        assert box is not None and not box.colliderect(menu), (mouse, box)


def test_a_tooltip_title_that_wraps_stays_bold_on_every_line(app):
    from game.ui.tooltip import tip_lines
    title = "Esquinas y línea de visión: Una esquina corta la visión, con un nombre aún más largo"
    lines = tip_lines(app.ctx.assets, f"{title}\nWhat the choice does.")
    heads = [line for line, style in lines if style == "bold"]
    assert len(heads) >= 2 and " ".join(heads) == title
    assert [style for _line, style in lines][len(heads):] == ["sans"]
    assert all(style == "sans" for _line, style in tip_lines(app.ctx.assets, title))     # one paragraph: no title

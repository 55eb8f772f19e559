"""The scene stack: push / pop / replace, overlays drawn over the scenes below,
input only to the top scene."""
import pygame

from game.ui.scenes.base import Scene
from ui_helpers import click, make_app, step


class Probe(Scene):
    def __init__(self, ctx, name, overlay=False, log=None):
        super().__init__(ctx)
        self.tag, self.overlay, self.log = name, overlay, log if log is not None else []
        self.events = 0

    def handle(self, ev):
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.events += 1
        return True

    def draw(self, surf):
        self.log.append(self.tag)


def test_push_pop_replace():
    app = make_app(menu=False)
    drawn = []
    a, b, c = (Probe(app.ctx, n, log=drawn) for n in "abc")
    app.push(a)
    app.push(b)
    assert app.top is b and app.stack == [a, b]
    app.replace(c)
    assert app.stack == [a, c]
    assert app.pop() is c
    assert app.stack == [a]
    app.reset(b)
    assert app.stack == [b]
    app.shutdown()


def test_overlay_draws_below_and_input_goes_to_top():
    app = make_app(menu=False)
    drawn = []
    base = Probe(app.ctx, "base", log=drawn)
    hidden = Probe(app.ctx, "hidden", log=drawn)
    over = Probe(app.ctx, "over", overlay=True, log=drawn)
    app.push(hidden)
    app.push(base)
    app.push(over)
    step(app)
    assert drawn == ["base", "over"]          # the opaque scene below hides everything under it
    click(app, (100, 100))
    assert over.events == 1 and base.events == 0
    app.pop()
    drawn.clear()
    step(app)
    assert drawn == ["base"]
    app.shutdown()


def test_popping_the_last_scene_stops_the_app():
    app = make_app(menu=False)
    app.push(Probe(app.ctx, "only"))
    app.pop()
    assert not app.running
    app.shutdown()


def test_quit_event_stops():
    app = make_app()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app)
    assert not app.running
    app.shutdown()


def test_scenes_under_overlays_keep_animating_but_get_no_updates():
    from game.ui.scenes.base import Scene

    class Under(Scene):
        def __init__(self, ctx):
            super().__init__(ctx)
            self.bg, self.fg = 0, 0

        def update(self, dt):
            self.fg += 1

        def update_background(self, dt):
            self.bg += 1

    class Veil(Scene):
        overlay = True

    from ui_helpers import make_app, step
    app = make_app(menu=False)
    under = Under(app.ctx)
    app.push(under)
    step(app, 3)
    assert (under.fg, under.bg) == (3, 0)
    app.push(Veil(app.ctx))
    step(app, 5)
    assert (under.fg, under.bg) == (3, 5)
    app.shutdown()

"""Helpers that drive the app with REAL pygame events (posted to the queue and
read by the app's own loop), moving the mouse first so hover works."""
from __future__ import annotations

import pygame

from game.games import CATALOGUE, Entry
from game.ui.app import App
from game.ui.context import Games
from game.ui.scenes.menu import MenuScene

import fake_game

FAKE = Entry("dicerace", fake_game.DiceRace.title,
             {"es": "Una carrera de dados para las pruebas.", "en": "A dice race for the tests."}, "fake_game")


def fake_games() -> Games:
    coming = [Entry(e.id, e.title, e.blurb, None) for e in CATALOGUE[1:]]

    def get(game_id):
        if game_id == "dicerace":
            return fake_game.GAME
        raise KeyError(game_id)
    return Games([FAKE, *coming], get)


def make_app(menu: bool = True, audio: bool = True) -> App:
    app = App(games=fake_games(), headless=True, audio=audio)
    if menu:
        app.push(MenuScene(app.ctx))
        step(app)
    return app


def make_game_app() -> App:
    """The app with the real catalogue, for tests that play the real games: no sound, nothing
    written to the settings or setup memory, animations instant."""
    app = App(headless=True, audio=False, persist=False)
    app.ctx.settings.anim_speed = "instant"
    return app


def step(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def move(app: App, pos) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    step(app)


def click(app: App, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    step(app)


def key(app: App, k: int, mod: int = 0, text: str | None = None) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text or "", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=text or "", scancode=0))
    step(app)


def type_text(app: App, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    step(app)


def widgets_of(scene, cls=None):
    return [w for w in scene.widgets if cls is None or isinstance(w, cls)]


def button(scene, text: str):
    for w in scene.widgets:
        if getattr(w, "text", None) == text:
            return w
    raise AssertionError(f"no button {text!r} in {type(scene).__name__}: "
                         f"{[getattr(w, 'text', None) for w in scene.widgets]}")


def click_button(app: App, text: str) -> None:
    w = button(app.top, text)
    assert w.enabled, f"button {text!r} is disabled"
    click(app, w.rect.center)


def run_until(app: App, cond, limit: int = 600, dt: float = 1 / 30) -> bool:
    for _ in range(limit):
        if cond():
            return True
        step(app, 1, dt)
    return cond()


def watch_to_the_end(app: App, match, limit: int = 3000):
    """Open the replay of `match`, press its play button and run until it shows the last
    move and is idle: (the replay scene, whether it got there)."""
    from game.ui.scenes.replay import ReplayScene
    scene = ReplayScene.open_match(app.ctx, match)
    step(app)
    click(app, scene.btn_play.rect.center)
    return scene, run_until(app, lambda: scene.replay.index == len(scene.replay) and scene.idle(),
                            limit=limit, dt=1 / 20)


def pass_device(app: App, board, limit: int = 400) -> bool:
    """Pass-and-play: click "Done" when the acting seat has looked, then the curtain(s),
    until the board is on top with nobody waiting. False if it never settles."""
    from game.ui.scenes.handover import HandoverScene
    for _ in range(limit):
        if app.top is board and board.passing is not None:
            click(app, board.btn_done.rect.center)
        elif isinstance(app.top, HandoverScene):
            click(app, (640, 360))
        elif app.top is board and (board.human_can_act() or board.match.result() is not None):
            return True
        else:
            step(app)
    return False

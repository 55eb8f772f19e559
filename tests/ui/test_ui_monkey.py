"""Random clicks, drags, keys, wheel, resizes, minimise/restore and focus events
sent to every scene (Platformer and TseuQuest boards included); no exception may
escape. TABLERO_MONKEY=100000 for the long run, TABLERO_MONKEY_SEED=N for another
sequence of events (the failing seed is in the assertion message)."""
import os
import random

import pygame

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.scenes.card import CardOverlay
from game.ui.scenes.dice import DiceOverlay
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.message import MessageBox
from game.ui.scenes.pause import PauseOverlay
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from ui_helpers import make_app

import fake_game

KEYS = [pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_z, pygame.K_a,
        pygame.K_1, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_F11]
WINDOW = [pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED, pygame.WINDOWHIDDEN, pygame.WINDOWSHOWN,
          pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWEXPOSED]


def random_event(rng):
    r = rng.random()
    pos = (rng.randrange(-20, 1300), rng.randrange(-20, 740))
    if r < 0.30:
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    if r < 0.45:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(rng.random() < 0.3, 0, 0))]
    if r < 0.52:
        end = (rng.randrange(0, 1280), rng.randrange(0, 720))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(3, 3), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if r < 0.62:
        k = rng.choice(KEYS)
        mod = pygame.KMOD_CTRL if rng.random() < 0.2 else 0
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)]
    if r < 0.68:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("ab1 é9"))]
    if r < 0.76:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False)]
    if r < 0.80:
        w, h = rng.randrange(320, 2000), rng.randrange(200, 1200)
        return [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))]
    if r < 0.88:
        return [pygame.event.Event(rng.choice(WINDOW))]
    return []


def scenes(app):
    ctx = app.ctx
    match = Match(fake_game.GAME, {"players": 2, "token": ["cat", "owl"]}, 9, [Seat("A"), Seat("B")])
    board = BoardScene(ctx, match)
    return [
        lambda: SetupScene(ctx, "dicerace"),
        lambda: BoardScene(ctx, Match(fake_game.GAME, {"players": 2}, 4, [Seat("A"), Seat("B", True)])),
        lambda: BoardScene(ctx, Match(fake_game.GAME, {"players": 3}, 5, [Seat("A"), Seat("B"), Seat("C")])),
        lambda: SettingsScene(ctx),
        lambda: SavesScene(ctx, "load"),
        lambda: SavesScene(ctx, "save", match),
        lambda: RulesScene(ctx, "dicerace"),
        lambda: PauseOverlay(ctx, board),
        lambda: DiceOverlay(ctx, [{"die": "d6", "face": "3"}, {"die": "d6", "face": "5"}], 1.0),
        lambda: CardOverlay(ctx, "Card", "Text " * 30),
        lambda: HandoverScene(ctx, "Ana", 0),
        lambda: MessageBox(ctx, "Title", "Body", [("A", None), ("B", None)]),
        lambda: GameOverScene(ctx, board),
    ] + platformer_boards(ctx) + tseuquest_boards(ctx) + talisman_boards(ctx)


def platformer_boards(ctx):
    try:
        from game.games.platformer.game import GAME
    except Exception:                 # the real game is optional here
        return []
    return [lambda: BoardScene(ctx, Match(GAME, {"players": 2}, 8, [Seat("A"), Seat("B", True)]), autosave=False),
            lambda: BoardScene(ctx, Match(GAME, {"players": 2}, 9, [Seat("A"), Seat("B")]), autosave=False)]


def tseuquest_boards(ctx):
    try:
        from game.games.tseuquest.game import GAME
    except Exception:                 # the real game is optional here
        return []
    return [lambda: BoardScene(ctx, Match(GAME, {"players": 2}, 3, [Seat("Wiz"), Seat("Hero", True)]), autosave=False),
            lambda: BoardScene(ctx, Match(GAME, {"players": 3, "draft": "random"}, 6,
                                          [Seat("Wiz", True), Seat("A"), Seat("B")]), autosave=False),
            lambda: BoardScene(ctx, Match(GAME, {"players": 2, "mode": "campaign", "draft": "random"}, 2,
                                          [Seat("Wiz"), Seat("Hero")]), autosave=False)]


def talisman_boards(ctx):
    try:
        from game.games.talisman.game import GAME
    except Exception:                 # the real game is optional here
        return []
    return [lambda: BoardScene(ctx, Match(GAME, {"players": 3}, 5, [Seat("A"), Seat("B", True), Seat("C")]),
                               autosave=False),
            lambda: BoardScene(ctx, Match(GAME, {"players": 2, "souls": True}, 7, [Seat("A"), Seat("B")]),
                               autosave=False)]


def test_monkey():
    total = int(os.environ.get("TABLERO_MONKEY", "2000"))
    seed = int(os.environ.get("TABLERO_MONKEY_SEED", "20261122"))
    rng = random.Random(seed)
    app = make_app()
    makers = scenes(app)
    sent = 0
    try:
        while sent < total:
            # each round: a fresh menu plus one more scene pushed on top, then random input
            from game.ui.scenes.menu import MenuScene
            if not app.running or rng.random() < 0.15 or not app.stack:
                app.running = True
                app.reset(MenuScene(app.ctx))
            if rng.random() < 0.5:
                app.push(rng.choice(makers)())
            for _ in range(rng.randrange(5, 40)):
                for ev in random_event(rng):
                    if ev.type in (pygame.MOUSEMOTION,):
                        pygame.mouse.set_pos(ev.pos if 0 <= ev.pos[0] < 1280 and 0 <= ev.pos[1] < 720 else (5, 5))
                    pygame.event.post(ev)
                    sent += 1
                app.step(rng.choice((1 / 60, 1 / 30, 0.1)))
                if not app.running or not app.stack:
                    break
    except Exception as exc:
        raise AssertionError(f"monkey failed with TABLERO_MONKEY_SEED={seed} after {sent} events") from exc
    app.shutdown()
    assert sent >= total, f"seed {seed}"

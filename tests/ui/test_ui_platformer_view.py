"""The Platformer view turns clicks into legal actions: click a die then a
square, drag two equal dice to forge, gem stepper, buttons, shop, tooltips."""
import pygame
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import click, key, make_app, move, step

platformer = pytest.importorskip("game.games.platformer.game")


def human_board(app, seed=5):
    app.ctx.settings.anim_speed = "instant"
    game = platformer.GAME
    match = Match(game, {"players": 2, "heroes": ["nix", "etern"], "mode": "standard"}, seed,
                  [Seat("Ana"), Seat("Bot", True)])
    board = BoardScene(app.ctx, match, autosave=False)
    app.push(board)
    step(app, 2)
    return board


def spawned(app, board):
    """Put the hero on the map (its first action) so the other actions open up."""
    respawn = next(a for a in board.match.legal() if a.kind == "respawn")
    board.play(respawn)
    step(app, 2)
    board.view._targets_key = None
    step(app)


def drag(app, a, b):
    pygame.mouse.set_pos(a)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(5, 5), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(5, 5), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    step(app)


def test_respawn_then_move_by_clicks(app):
    board = human_board(app)
    view = board.view
    legal = board.match.legal()
    assert {a.kind for a in legal} >= {"respawn"}
    die = next(a.args[0] for a in legal if a.kind == "respawn" and a.args[0] >= 0)
    click(app, view.die_rects()[die].center)
    assert view.selected == die
    cell = next(tuple(a.args[1]) for a in legal if a.kind == "respawn" and a.args[0] == die)
    click(app, view.layout.cell_rect(cell).center)
    assert board.match.log[-1].kind == "respawn"
    step(app, 2)
    moves = [a for a in board.match.legal() if a.kind == "move"]
    if moves:
        a = moves[0]
        from game.games.platformer.movement import step_to
        from game.games.platformer.world import hero_cell
        target = step_to(hero_cell(board.match.state, 0), a.args[1])
        if a.args[0] >= 0:
            click(app, view.die_rects()[a.args[0]].center)
        click(app, view.layout.cell_rect(target).center)
        assert board.match.log[-1].kind == "move"


def test_forge_by_dragging_two_equal_dice(app):
    board = human_board(app)
    spawned(app, board)
    view = board.view
    pool = board.match.state.res["turn"]["pool"]
    for d in pool:
        d["face"] = "boot"
    view._targets_key = None
    step(app)
    forges = [a for a in board.match.legal() if a.kind == "forge"]
    assert forges
    a, b = forges[0].args[:2]
    rects = view.die_rects()
    drag(app, rects[a].center, rects[b].center)
    assert view.popup is not None and view.popup.icons
    sword = next(r for r, e in zip(view.popup.entry_rects(), view.popup.entries) if e[1].args[2] == "sword")
    click(app, sword.center)
    assert board.match.log[-1].kind == "forge" and board.match.log[-1].args[2] == "sword"


def test_gem_stepper_and_end_actions_button_and_space(app):
    board = human_board(app)
    spawned(app, board)
    view = board.view
    board.match.state.res["players"][0]["gems"] = 3
    view._targets_key = None
    step(app)
    gems = [a for a in board.match.legal() if a.kind == "gem" and a.args[1] == 1]
    assert gems
    i = gems[0].args[0]
    plus = view.stepper_rects(view.die_rects()[i])[1]
    click(app, plus.center)
    assert board.match.log[-1].kind == "gem"
    assert board.match.state.res["turn"]["pool"][i]["gems"] == 1
    key(app, pygame.K_SPACE)
    assert board.match.log[-1].kind == "end_actions"
    step(app, 2)
    labels = [b.text for b in view.buttons]
    assert app.ctx.t("pf.finish") in labels
    finish = next(b for b in view.buttons if b.text == app.ctx.t("pf.finish"))
    click(app, finish.rect.center)
    assert board.match.log[-1].kind == "finish"


def test_every_square_card_and_die_has_a_tooltip(app):
    board = human_board(app)
    view = board.view
    L = view.layout
    for cell in [(0, 0), (5, 2), (9, 3), (3, L.lo * 4 + 6)]:
        tip = view.tip_at(L.cell_rect(cell).center)
        assert tip and tip[0]
    for r in view.die_rects():
        assert view.tip_at(r.center)
    for r in view.shop_rects().values():
        assert view.tip_at(r.center)
    for level in range(L.lo, L.levels):
        assert view.tip_at(L.card_rect(level).center)
    move(app, L.cell_rect((0, 0)).center)
    step(app, 30)
    assert app.ctx.tips.visible_text


def test_ai_game_animates_to_the_end_without_errors():
    app = make_app()
    app.ctx.settings.anim_speed = "fast"
    match = Match(platformer.GAME, {"players": 2}, 3, [Seat("A", True), Seat("B", True)])
    board = BoardScene(app.ctx, match, autosave=False, sync_ai=True)   # not at the mercy of machine load
    app.push(board)
    from game.ui.scenes.dice import DiceOverlay
    for _ in range(600):
        step(app, 1, 1 / 20)
        if isinstance(app.top, DiceOverlay):
            click(app, (640, 360))
        if len(match.log) > 60:
            break
    assert len(match.log) > 20
    app.shutdown()


def test_right_click_shows_a_card_large(app):
    from game.ui.scenes.card import CardOverlay
    board = human_board(app)
    view = board.view
    r = next(iter(view.shop_rects().values()))
    click(app, r.center, button=3)
    assert isinstance(app.top, CardOverlay) and app.top.title
    click(app, (640, 360))
    assert app.top is board


def test_setup_gives_each_hero_to_one_seat_only():
    """Picking a hero another seat holds sends that seat back to "random"."""
    from game.ui.app import App
    from game.ui.scenes.setup import SetupScene
    from game.ui.widgets import Cycler
    app = App(headless=True, audio=False)
    setup = SetupScene(app.ctx, "platformer")
    app.push(setup)
    step(app)
    heroes = [row[2] for row in setup.seat_rows]
    assert all(isinstance(h, Cycler) for h in heroes)
    for _ in range(3):                                   # seat 1: random -> angelo -> avys -> brizna
        click(app, setup.seat_rows[0][2].right_rect().center)
    picked = setup.seats[0]["opts"]["heroes"]
    assert picked != "random"
    while setup.seats[1]["opts"]["heroes"] != picked:    # seat 2 walks to the same hero
        click(app, setup.seat_rows[1][2].right_rect().center)
    assert setup.seats[0]["opts"]["heroes"] == "random"
    assert setup.seat_rows[0][2].value == "random"      # the widget shows it too
    app.shutdown()


def test_setup_solo_mode_and_one_seat_go_together():
    """Solo is one player and one player is solo: the setup never shows seats the game drops."""
    from game.ui.app import App
    from game.ui.scenes.setup import SetupScene
    from game.ui.widgets import Cycler, Stepper
    app = App(headless=True, audio=False)
    setup = SetupScene(app.ctx, "platformer")
    app.push(setup)
    step(app)
    assert setup.n == 2 and setup.general["mode"] == "standard"
    mode = next(w for w in setup.widgets if isinstance(w, Cycler) and w.value == "standard")
    click(app, mode.right_rect().center)
    assert setup.general["mode"] == "solo" and setup.n == 1 and len(setup.seat_rows) == 1
    stepper = next(w for w in setup.widgets if isinstance(w, Stepper))
    click(app, stepper.right_rect().center)
    assert setup.n == 2 and setup.general["mode"] == "standard"
    app.shutdown()

"""Dungeon Universalis' view after the player review: the board fitted to the explored area
and zoomable with the wheel, the +/- buttons and a right-button drag; hints that match what is
offered; odds and consequences on doors, Fortune and searches."""
import pygame

from ui_helpers import click, move, step
from test_ui_dungeon_universalis import board_for, idle


def wheel(app, pos, y):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y)))
    step(app)


def test_board_fits_the_explored_area_not_the_whole_map(game_app):
    board = board_for(game_app)
    L = board.view.layout
    assert L.cell > L.whole                       # the start area is shown larger than the whole map would be
    hero = next(f for f in board.view.table.figs.values() if f["side"] == "hero")
    assert L.view.collidepoint(L.cell_center(hero["cell"]))


def test_wheel_and_buttons_zoom_and_right_drag_pans(game_app):
    board = board_for(game_app)
    view = board.view
    idle(game_app, board)
    before = view.layout.cell
    wheel(game_app, view.layout.view.center, 1)
    assert view.layout.cell > before
    wheel(game_app, view.layout.view.center, -1)
    wheel(game_app, view.layout.view.center, -1)
    assert view.layout.cell < before
    click(game_app, view.layout.zoom_in.center)
    click(game_app, view.layout.zoom_in.center)
    zoomed = view.layout.cell
    assert zoomed > before - 1
    click(game_app, view.layout.zoom_out.center)
    assert view.layout.cell < zoomed
    for _ in range(4):
        click(game_app, view.layout.zoom_in.center)
    left = view.layout.board.left
    c = view.layout.view.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(c[0] - 120, c[1]), rel=(-120, 0),
                                         buttons=(0, 0, 1)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(c[0] - 120, c[1]), button=3))
    step(game_app)
    assert view.layout.board.left < left          # the map moved left with the pointer


def test_zoom_buttons_have_a_tooltip(game_app):
    board = board_for(game_app)
    move(game_app, board.view.layout.zoom_in.center)
    step(game_app, 40)
    assert "wheel" in (game_app.ctx.tips.visible_text or "")

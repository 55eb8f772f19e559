"""The board camera both zoomable views share (game/ui/camera.py): zoom steps around an
anchor between limits, clamped panning (with or without a margin past the board's edge),
a drag that starts only past a small threshold so a right-click stays a click, following
a cell, fitting a box; then the same controls driven with real mouse events on the Star
Quest and Dungeon Universalis boards."""
from types import SimpleNamespace

import pygame
import pytest

from game.ui.camera import DRAG_THRESHOLD, BoardCamera
from game.ui.views.dungeon_universalis.model import explored_box
from ui_helpers import click, key, move, run_until, step


def camera(overscroll=0.0):
    """A 40 x 30 board seen through a 400 x 300 window at 10 px a cell, zoomable to 30 px."""
    cam = BoardCamera(40, 30, pygame.Rect(100, 50, 400, 300), 10, overscroll)
    cam.set_view(cam.view, 10, 30)
    return cam


def ctx(mouse=(0, 0)):
    return SimpleNamespace(mouse=mouse, time=0.0, audio=SimpleNamespace(play=lambda name: None))


def post(cam, c, kind, pos, button=3):
    c.mouse = pos
    if kind == "motion":
        held = (0, int(button == 2), int(button == 3))
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=held)
    else:
        ev = pygame.event.Event(kind, pos=pos, button=button)
    return cam.handle(ev, c)


def test_zoom_steps_keep_the_point_under_the_anchor_and_stop_at_the_limits():
    cam = camera()
    assert cam.board == cam.view                        # zoom 1 shows the whole board
    anchor = (180, 120)
    under = cam.to_board(anchor)
    cells = [cam.cell]
    while cam.zoom_step(1, anchor):
        cells.append(cam.cell)
        got = cam.to_board(anchor)
        assert abs(got[0] - under[0]) < 0.1 and abs(got[1] - under[1]) < 0.1
    assert cells == [10, 12, 15, 20, 25, 30]            # the ladder's steps, ending on the limit
    assert not cam.can_zoom(1) and cam.can_zoom(-1)
    while cam.zoom_step(-1, anchor):
        pass
    assert cam.cell == 10 and cam.board == cam.view


def test_panning_is_clamped_to_the_board_or_to_half_a_window_past_it():
    cam = camera()
    cam.zoom_step(1)
    cam.zoom_step(1)
    cam.pan(10_000, 10_000)                             # dragged far right and down: the board's corner stops at the window's
    assert cam.board.topleft == cam.view.topleft
    cam.pan(-10_000, -10_000)
    assert cam.board.bottomright == cam.view.bottomright
    loose = camera(overscroll=0.5)
    loose.zoom_step(1)
    loose.pan(10_000, 10_000)                           # the window's middle may reach the board's corner, no further
    assert loose.board.topleft == loose.view.center


def test_fit_centres_a_box_at_the_board_edge_only_with_overscroll():
    for over, centred in ((0.5, True), (0.0, False)):
        cam = camera(over)
        cam.set_view(cam.view, 10, 60)
        cam.fit((0, 26, 5, 29), pad=1, most=40)         # the bottom-left corner of the board
        assert cam.cell == 40                           # 400 px / (6 + 2) and 300 / (4 + 2) give 50; at most 40
        mid = cam.to_screen((3, 28))
        assert (abs(mid[0] - cam.view.centerx) < 1 and abs(mid[1] - cam.view.centery) < 1) == centred


def test_follow_moves_the_window_only_for_a_cell_out_of_view():
    cam = camera()
    for _ in range(3):
        cam.zoom_step(1)
    before = cam.board.copy()
    seen = next((x, y) for y in range(30) for x in range(40) if cam.visible((x, y)))
    assert not cam.follow(seen) and cam.board == before
    assert cam.follow((39, 29)) and cam.visible((39, 29))


def test_a_small_wobble_is_a_click_and_a_longer_move_a_drag():
    cam = camera()
    cam.zoom_step(1)
    c = ctx()
    before = cam.board.copy()
    assert post(cam, c, pygame.MOUSEBUTTONDOWN, (300, 200))
    post(cam, c, "motion", (300 + DRAG_THRESHOLD - 1, 201))
    assert cam.board == before
    assert not post(cam, c, pygame.MOUSEBUTTONUP, (300 + DRAG_THRESHOLD - 1, 201))    # left to the view: a click
    for button in (2, 3):
        post(cam, c, pygame.MOUSEBUTTONDOWN, (300, 200), button)
        post(cam, c, "motion", (280, 190), button)
        assert post(cam, c, pygame.MOUSEBUTTONUP, (280, 190), button)                 # the drag's own release
    assert cam.board.topleft == (before.left - 40, before.top - 20)
    assert not post(cam, c, pygame.MOUSEBUTTONDOWN, (20, 20))                         # outside the window: not the camera's
    moved = cam.board.copy()
    post(cam, c, pygame.MOUSEBUTTONDOWN, (300, 200))
    post(cam, c, "motion", (250, 150), button=1)        # the right button came up over a dialog: no drag goes on
    post(cam, c, "motion", (200, 100), button=1)
    assert cam.board == moved and cam.press is None


def test_the_small_map_shows_for_a_moment_after_zooming_in():
    cam = camera()
    c = ctx((200, 150))
    wheel_up = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)
    assert cam.handle(wheel_up, c) and cam.minimap_shown(1.0)
    assert not cam.minimap_shown(2.0)
    cam.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1), c)
    assert not cam.minimap_shown(1.0)                   # the whole board shows: no small map


# -- the two views ----------------------------------------------------------------------------------

def wheel(app, pos, y):
    move(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y)))
    step(app)


def drag(app, start, to, button=3):
    pygame.mouse.set_pos(to)                            # before the press: the pointer's own move holds no button
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button))
    held = (0, int(button == 2), int(button == 3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=held))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=button))
    step(app)


def idle(game_app, board):
    return run_until(game_app, lambda: board.human_can_act() and not board.view.busy() and game_app.top is board, 900)


def boards(game_app, which):
    if which == "star_quest":
        from test_ui_star_quest_play import board_for, idle
    else:
        from test_ui_dungeon_universalis import board_for, idle
    board = board_for(game_app)
    assert idle(game_app, board)
    return board


@pytest.mark.parametrize("which", ["star_quest", "dungeon_universalis"])
def test_both_boards_zoom_a_wheel_notch_alike_and_drag_past_the_same_threshold(game_app, which):
    view = boards(game_app, which).view
    cam = view.layout.camera
    centre = cam.view.center
    base = cam.cell
    wheel(game_app, centre, 1)
    assert 1.2 <= cam.cell / base <= 1.35               # one notch: about a quarter closer, in both views
    wheel(game_app, centre, -1)
    assert cam.cell == base
    click(game_app, view.layout.zoom_in.center)
    click(game_app, view.layout.zoom_in.center)
    before = cam.board.copy()
    drag(game_app, centre, (centre[0] + 2, centre[1] + 2), button=2)
    assert cam.board == before                          # a wobble of the middle button does not pan
    drag(game_app, centre, (centre[0] + 30, centre[1]), button=2)
    assert cam.board.left == before.left + 30 or cam.board.left == cam.view.left    # moved, unless at the edge
    assert cam.board != before


def test_star_quest_right_click_shows_a_sheet_but_a_right_drag_only_pans(game_app):
    view = boards(game_app, "star_quest").view
    unit = next(uid for uid in view.disp_units if view.shown_models(uid))
    at = tuple(int(v) for v in view.model_point(view.shown_models(unit)[0]))
    drag(game_app, at, (at[0] + 40, at[1] + 10))        # at zoom 1 the table cannot move, nor does the focus
    assert view.focus is None and view.layout.board == view.layout.view
    click(game_app, at, button=3)
    assert view.focus == unit


def test_fit_at_the_edge_shows_the_box_whole_with_the_board_filling_the_window():
    cam = camera(0.1)
    cam.set_view(cam.view, 10, 60)
    cam.fit((0, 26, 5, 29), pad=1, most=40)             # the bottom-left corner of the board
    assert cam.cell == 40
    corner = pygame.Rect(cam.to_screen((0, 26)), (6 * 40, 4 * 40))
    assert cam.view.contains(corner)                    # the box in sight, against the window's side
    shown = cam.board.clip(cam.view)
    assert shown.width >= 0.9 * cam.view.width and shown.height >= 0.9 * cam.view.height
    assert shown != cam.view                            # a strip of table shows where the board ends


def fills(cam, edge):
    """The board covers all of the window but `edge` of it along each axis (or is smaller than it)."""
    shown = cam.board.clip(cam.view)
    return all(got >= min(size, round((1 - edge) * span)) - 1
               for got, size, span in ((shown.width, cam.board.width, cam.view.width),
                                       (shown.height, cam.board.height, cam.view.height)))


def test_dungeon_fit_shows_the_explored_area_at_the_maps_edge_and_the_map_fills_the_panel(game_app):
    from game.ui.views.dungeon_universalis.model import EDGE
    view = boards(game_app, "dungeon_universalis").view
    L = view.layout
    x0, y0, x1, y1 = explored_box(view.table)
    assert y1 == L.height - 1 or x0 == 0                # the heroes start at the map's edge
    box = pygame.Rect(L.camera.to_screen((x0, y0)), ((x1 - x0 + 1) * L.cell, (y1 - y0 + 1) * L.cell))
    assert L.view.contains(box)
    assert fills(L.camera, EDGE) and EDGE <= 0.1


@pytest.mark.parametrize("which", ["star_quest", "dungeon_universalis"])
def test_dragging_never_leaves_the_window_mostly_empty(game_app, which):
    """Dragged as far as it goes each way, zoomed in or not, the board still fills the window but
    for a strip of a tenth of it at most (Star Quest: none at all)."""
    edge = 0.1 if which == "dungeon_universalis" else 0
    view = boards(game_app, which).view
    cam = view.layout.camera
    mid = cam.view.center
    for zoom_ins in (0, 2, 2):
        for _ in range(zoom_ins):
            click(game_app, view.layout.zoom_in.center)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)):
            for _ in range(3):
                drag(game_app, mid, (mid[0] + dx * 300, mid[1] + dy * 250))
            assert fills(cam, edge), (which, cam.cell, (dx, dy), cam.board, cam.view)


def test_dungeon_window_follows_the_figure_whose_turn_comes_out_of_view(game_app):
    board = boards(game_app, "dungeon_universalis")
    view = board.view
    cam = view.layout.camera
    for _ in range(4):
        click(game_app, view.layout.zoom_in.center)
    first = view.table.view["acting"], view.table.view["turn"]
    drag(game_app, cam.view.center, (cam.view.left + 2, cam.view.top + 2))
    drag(game_app, cam.view.center, (cam.view.left + 2, cam.view.top + 2))     # far from the heroes
    assert not cam.visible(view.pos[first[0]])
    end = next(b for b in view.bar_buttons if b.visible and getattr(b, "key", None) == "end")
    click(game_app, end.rect.center)
    if getattr(game_app.top, "name", "") == "confirm":                   # ending with moves unused asks first
        click(game_app, game_app.top.widgets[-1].rect.center)
    assert idle(game_app, board)
    acting = view.table.view["acting"]
    assert (acting, view.table.view["turn"]) != first and cam.visible(view.pos[acting])


def test_star_quest_window_follows_a_hero_activated_out_of_view(game_app):
    board = boards(game_app, "star_quest")
    view = board.view
    cam = view.layout.camera
    for _ in range(6):                                  # the scouts skip their move: the heroes' phase
        if board.match.state.res["phase"] == "heroes":
            break
        key(game_app, pygame.K_SPACE)
        assert idle(game_app, board)
    corner = (cam.view.right - 3, cam.view.top + 3)
    for _ in range(6):
        wheel(game_app, corner, 1)
    uid = next(uid for _, _, uid in view.roster_hot if view.unit_click_action(uid) is not None)
    cell = view.model_cell(view.shown_models(uid)[0])
    assert cam.cell == 3 * cam.base and not cam.visible(cell)
    click(game_app, next(r for r, _, u in view.roster_hot if u == uid).center)
    assert idle(game_app, board)
    assert cam.visible(view.model_cell(view.shown_models(uid)[0]))


@pytest.mark.parametrize("which", ["star_quest", "dungeon_universalis"])
def test_the_zoom_buttons_tip_names_both_drag_buttons_and_keeps_off_the_panels(game_app, which):
    """The +/- buttons' help says the middle button drags as well as the right one (both do,
    DRAG_BUTTONS), and it stays over the board's window: the sheet's portrait beside it is not hidden."""
    from game.ui.camera import DRAG_BUTTONS
    from game.ui.i18n import EN, ES
    assert set(DRAG_BUTTONS) == {2, 3}
    assert "middle" in EN["camera.drag"] and "right" in EN["camera.drag"]
    assert "central" in ES["camera.drag"] and "derecho" in ES["camera.drag"]
    board = boards(game_app, which)
    cam = board.view.layout.camera
    for rect in (cam.zoom_in, cam.zoom_out):
        move(game_app, rect.center)
        step(game_app, 40)
        text = game_app.ctx.tips.visible_text
        assert text and game_app.ctx.t("camera.drag") in text
        box = game_app.ctx.tips.draw(pygame.Surface((1280, 720)), game_app.ctx.assets, game_app.ctx.mouse)
        assert box.right <= cam.view.right and box.left >= cam.view.left, box
        assert not box.colliderect(rect)

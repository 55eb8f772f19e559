"""Star Quest's view turns real mouse clicks into legal actions: heroes picked on
the table or in the roster, lit cells to move, ringed enemies to shoot with the
odds shown first, the confirm dialog before exhaustion, hover help on the table,
and a whole mission finished with clicks."""
import pygame
import pytest

from game.engine.chance import Rng
from game.engine.protocol import Action
from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.views.star_quest.panels import menu_key
from ui_helpers import click, move, run_until, step

sq = pytest.importorskip("game.games.star_quest.game")
GAME = sq.GAME


def board_for(game_app, options=None, seed=3, state=None):
    options = {"players": 1, **(options or {})}
    seats = [Seat("Ana", ai=False), Seat("AI", ai=True)]
    match = Match(GAME, options, seed, seats, state=state)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    return board


def idle(game_app, board, limit=900) -> bool:
    return run_until(game_app, lambda: (board.human_can_act() or board.match.result() is not None)
                     and not board.view.busy(), limit)


def button_for(game_app, view, action):
    for _ in range(12):
        step(game_app)
        for b in view.buttons:
            if getattr(b, "action", None) == action:
                return b
        for b in view.buttons:
            key = getattr(getattr(b, "menu", None), "key", None)
            if key is not None and (key == menu_key(action) or (key == ("spells",) and action.kind == "cast"
                                                                  and view.menu != ("cast", action.args[0]))):
                click(game_app, b.rect.center)
                break
        else:
            b = None
        if b is not None:
            continue
        more = [b for b in view.buttons if getattr(b, "action", "x") is None and getattr(b, "menu", None) is None
                and "…" in b.text]
        if not more:
            break
        click(game_app, more[0].rect.center)
    return None


def confirm_if_asked(game_app):
    if getattr(game_app.top, "name", "") == "confirm":
        click(game_app, game_app.top.widgets[-1].rect.center)


def set_toggles(game_app, view, action):
    """Set the panel's toggles so the action's variant is the one a click plays."""
    k, args = action.kind, action.args
    for _ in range(4):
        step(game_app)
        toggle = [b for b in view.buttons if "☐" in b.text or "☑" in b.text]
        if k in ("discover", "interact", "push", "sneak", "cast") and view.pay != args[-1]:
            click(game_app, toggle[0].rect.center)
        elif k == "activate" and toggle and view.pay != args[1]:
            click(game_app, toggle[0].rect.center)
        elif k == "jump" and view.jump_pay != args[1]:
            view.toggle_jump()
        elif k == "cast" and view.extra != args[2]:
            view.toggle_extra(view.max_extra())
        else:
            return


def play_by_click(game_app, board, action) -> None:
    view = board.view
    set_toggles(game_app, view, action)
    step(game_app)
    b = button_for(game_app, view, action)
    from game.ui.views.star_quest.model import action_cell
    c = action_cell(action)
    if b is not None:
        click(game_app, b.rect.center)
    elif c is not None:
        assert view.cell_actions.get(c) == action, (action, view.cell_actions.get(c))
        click(game_app, view.layout.centre(c))
    else:
        raise AssertionError(f"no way to click {action}: {[(b.text, getattr(b, 'action', None)) for b in view.buttons]}"
                             f" extra={view.extra} pay={view.pay} menu={view.menu}")
    confirm_if_asked(game_app)


def test_a_hero_is_activated_moved_and_ends_with_clicks(game_app):
    board = board_for(game_app)
    view = board.view
    assert idle(game_app, board)
    # setup (scouts) first: skip with the button
    while board.match.state.res["phase"] == "setup":
        play_by_click(game_app, board, next(a for a in board.match.legal() if a.kind in ("scout_skip", "reserve")))
        assert idle(game_app, board)
    act = next(a for a in board.match.legal() if a.kind == "activate" and not a.args[1])
    hero = act.args[0]
    lead = view.shown_models(hero)[0]
    click(game_app, view.model_point(lead))                  # click the hero on the table
    assert idle(game_app, board)
    assert board.match.log[-1] == act
    play_by_click(game_app, board, Action("advance"))
    assert idle(game_app, board)
    assert view.cell_actions, "the reachable cells light up"
    dest = max(view.cell_actions, key=lambda c: view.cell_actions[c].kind == "move")
    move(game_app, view.layout.centre(dest))
    step(game_app, 30)
    tip = game_app.ctx.tips._offer or game_app.ctx.tips._current
    assert tip and '"' in tip[0]                          # the measured distance
    click(game_app, view.layout.centre(dest))
    assert idle(game_app, board)
    assert board.match.log[-1].kind == "move"
    legal = board.match.legal()
    end = Action("skip") if Action("skip") in legal else Action("end")
    play_by_click(game_app, board, end)
    assert idle(game_app, board)


def test_shooting_shows_the_odds_first(game_app):
    board = board_for(game_app, seed=5)
    view = board.view
    for _ in range(400):
        assert idle(game_app, board)
        legal = board.match.legal()
        shoot = [a for a in legal if a.kind == "shoot"]
        if shoot:
            b = button_for(game_app, view, shoot[0])
            assert "%" in b.tooltip
            return
        a = GAME.choose_ai(GAME.clone(board.match.state), 0)
        if a.kind == "rest":
            a = Action("hold") if Action("hold") in legal else a
        play_by_click(game_app, board, a)
        if board.match.result() is not None:
            break
    pytest.skip("no shot came up")


def test_buying_an_action_without_power_asks_first(game_app):
    board = board_for(game_app)
    assert idle(game_app, board)
    while board.match.state.res["phase"] == "setup":
        play_by_click(game_app, board, next(a for a in board.match.legal() if a.kind in ("scout_skip", "reserve")))
        assert idle(game_app, board)
    act = next(a for a in board.match.legal() if a.kind == "activate" and not a.args[1])
    play_by_click(game_app, board, act)
    assert idle(game_app, board)
    from game.games.star_quest.components import Unit
    board.match.state.get(act.args[0], Unit).power = 0
    board.view._buttons_key = None
    n = len(board.match.log)
    b = button_for(game_app, board.view, Action("buy"))
    assert "⚠" in b.tooltip
    click(game_app, b.rect.center)
    assert game_app.top.name == "confirm"
    click(game_app, game_app.top.widgets[0].rect.center)          # cancel
    assert len(board.match.log) == n


def test_a_whole_mission_is_finished_with_clicks(game_app):
    board = board_for(game_app, options={"heroes": 2, "table": "24"}, seed=2)
    clicks = 0
    for _ in range(2000):
        assert idle(game_app, board), "the board never waited for the human again"
        if board.match.result() is not None:
            break
        action = GAME.choose_ai(GAME.clone(board.match.state), 0)
        play_by_click(game_app, board, action)
        clicks += 1
    assert board.match.result() is not None
    run_until(game_app, lambda: getattr(game_app.top, "name", "") == "gameover", 300)
    assert game_app.top.name == "gameover"
    assert clicks > 5
    assert board.view.result_title()
    pygame.event.clear()


def test_every_cell_and_model_has_a_tooltip(game_app):
    board = board_for(game_app)
    view = board.view
    assert idle(game_app, board)
    Rng(board.match.state.res["rng"])
    for c in [(0, 0), (10, 10), (24, 24), (40, 30)]:
        move(game_app, view.layout.centre(c))
        step(game_app, 30)
        tip = game_app.ctx.tips._offer or game_app.ctx.tips._current
        assert tip and tip[0]
    for uid, mids in view.disp_units.items():
        move(game_app, view.model_point(mids[0]))
        step(game_app, 30)
        tip = game_app.ctx.tips._offer or game_app.ctx.tips._current
        assert tip and ("Wounds" in tip[0] or "Heridas" in tip[0])


def test_the_enemy_seat_is_named_in_the_players_language(game_app):
    game_app.ctx.i18n.lang = "es"
    board = board_for(game_app)
    board.view.build()
    assert board.match.seats[-1].name == "IA"


def test_a_stunned_hero_ends_without_being_asked():
    from game.games.star_quest.client import action_warnings
    from game.games.star_quest.components import Unit
    w = GAME.new_game({"players": 1, "heroes": 1}, 3)
    while w.res["phase"] == "setup":
        GAME.apply(w, next(a for a in GAME.legal_actions(w) if a.kind in ("scout_skip", "reserve")))
    act = next(a for a in GAME.legal_actions(w) if a.kind == "activate")
    w.get(act.args[0], Unit).stunned = True
    GAME.apply(w, act)
    assert GAME.legal_actions(w) == [Action("end")]
    assert action_warnings(w, Action("end")) == []


def test_during_the_ai_turn_the_header_and_the_sheet_name_the_enemy(game_app):
    from game.games.star_quest.components import Unit
    from game.games.star_quest.turn import ai_seat
    w = GAME.new_game({"players": 1, "heroes": 1}, 3)
    while w.res["phase"] != "ai":
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    match = Match(GAME, {"players": 1, "heroes": 1}, 3, [Seat("Ana", ai=False), Seat("AI", ai=True)], state=w)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=False)
    game_app.push(board)
    board.view.build()
    seat = match.to_act()
    assert seat == ai_seat(w) and board.seat_title(seat) == "AI (Enemy)"   # the enemy, no hero named
    assert board.view.prompt().startswith("The enemy's turn")
    shown = board.view.sheet_unit()
    assert shown is not None and w.get(shown, Unit).side == "ai"


def test_the_table_zooms_with_the_wheel_and_buttons_and_pans_with_a_right_drag(game_app):
    board = board_for(game_app)
    view = board.view
    assert idle(game_app, board)
    L = view.layout
    cell, window = L.cell, L.view.copy()
    pos = tuple(int(v) for v in L.centre((20, 20)))
    move(game_app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    step(game_app)
    L = view.layout
    assert L.cell > cell and L.cell_at(pos) == (20, 20)                    # the cell under the pointer stays
    assert L.view == window                                                # the window onto the table does not grow
    to = (pos[0] + 3 * L.cell, pos[1] - 2 * L.cell)
    pygame.mouse.set_pos(to)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(0, 0, 1)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=3))
    step(game_app)
    assert view.layout.cell_at(to) == (20, 20)                               # the table followed the drag
    for _ in range(8):
        click(game_app, view.layout.zoom_in.center)
    assert view.layout.zoom == 3.0 and view.layout.cell == 3 * cell          # the closest zoom: three times
    for _ in range(8):
        click(game_app, view.layout.zoom_out.center)
    assert view.layout.zoom == 1.0 and view.layout.board == view.layout.view


def test_pointing_at_a_move_across_acid_shows_the_path_and_warns(game_app):
    from game.engine.protocol import act
    from game.games.star_quest.scenario import build
    w = build({"players": 1}, 3, {"map": "dust_outpost", "heroes": [{"hero": "korrag", "at": [22, 8]}]})
    GAME.apply(w, act("activate", 1, False))
    GAME.apply(w, act("advance"))
    board = board_for(game_app, state=w)
    view = board.view
    move(game_app, view.layout.centre((27, 8)))
    step(game_app, 30)
    tip = game_app.ctx.tips._offer or game_app.ctx.tips._current
    assert tip and "dangerous terrain" in tip[0]
    path, inches = view.move_route((27, 8))
    assert path[0] == (22, 8) and path[-1] == (27, 8) and (24, 8) in path and inches == 5

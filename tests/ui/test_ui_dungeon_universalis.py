"""Dungeon Universalis' view turns real mouse clicks into legal actions: the lit squares,
the framed enemies with their odds, doors, the action bar and its menus, the confirm dialog
before leaving, hover help, hidden sections kept off the screen, and a whole game finished
with clicks alone."""

from game.engine.session import Match, Seat
from game.games.dungeon_universalis.game import GAME
from game.ui.scenes.board import BoardScene
from ui_helpers import click, move, run_until, step


def board_for(game_app, players=1, seed=3, humans=(0,)):
    seats = [Seat(f"Ana {i}", ai=i not in humans) for i in range(players)]
    match = Match(GAME, {"players": players}, seed, seats)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    return board


def idle(game_app, board, limit=600) -> bool:
    return run_until(game_app, lambda: board.match.result() is not None or
                     (board.human_can_act() and not board.view.busy() and game_app.top is board), limit)


def confirm_if_asked(game_app):
    if getattr(game_app.top, "name", "") == "confirm":
        click(game_app, game_app.top.widgets[-1].rect.center)


def where(view, action):
    """The screen point a player clicks for this action, and whether a menu row follows."""
    L, k = view.layout, action.kind
    if k == "move":
        return L.cell_center(action.args[1])
    if k in ("attack", "shoot"):
        return L.cell_center(view.pos[action.args[1]])
    if action in [a for acts in view.targets.doors.values() for a in acts]:
        d = view.table.view["doors"][action.args[1]]
        return L.edge_rect(tuple(d["a"]), tuple(d["b"])).center
    if action in [a for acts in view.targets.chests.values() for a in acts]:
        return L.cell_center(tuple(action.args[1]))
    for b in view.bar_buttons:
        if action in b.on_click.__defaults__[0][2]:
            return b.rect.center
    raise AssertionError(f"no click reaches {action}")


def click_action(game_app, board, action):
    view = board.view
    step(game_app)
    before = len(board.match.log)
    click(game_app, where(view, action))
    if view.menu is not None:
        rows = [e[1] for e in view.menu.entries]
        assert action in rows
        click(game_app, view.menu.row_rects()[rows.index(action)].center)
    confirm_if_asked(game_app)
    step(game_app)
    assert len(board.match.log) == before + 1, f"{action} was not played"
    assert board.match.log[-1] == action


def test_a_whole_game_is_finished_with_the_mouse(game_app):
    board = board_for(game_app)
    for _ in range(400):
        assert idle(game_app, board)
        if board.match.result() is not None:
            break
        action = GAME.choose_ai(GAME.clone(board.match.state), 0)
        click_action(game_app, board, action)
    assert board.match.result() is not None
    run_until(game_app, lambda: game_app.top is not board, 300)


def test_reachable_squares_and_odds_are_shown_before_the_click(game_app):
    board = board_for(game_app)
    view = board.view
    assert idle(game_app, board)
    legal_moves = {tuple(a.args[1]) for a in board.match.legal() if a.kind == "move"}
    assert set(view.targets.moves) == legal_moves and legal_moves
    dest = sorted(legal_moves)[0]
    move(game_app, view.layout.cell_center(dest))
    tip = view.tip_at(view.layout.cell_center(dest))
    assert tip and view.ctx.t("du.tip.move") in tip[0]
    # hidden squares say only that they are unexplored
    hidden = next((x, y) for y in range(view.layout.height) for x in range(view.layout.width)
                  if (x, y) not in view.table.shown
                  and view.layout.view.collidepoint(view.layout.cell_center((x, y))))
    assert view.tip_at(view.layout.cell_center(hidden))[0] == view.ctx.t("du.tip.hidden")


def test_leaving_asks_for_confirmation(game_app):
    board = board_for(game_app)
    view = board.view
    assert idle(game_app, board)
    leave = [a for a in board.match.legal() if a.kind == "leave"]
    assert leave
    click(game_app, where(view, leave[0]))
    assert getattr(game_app.top, "name", "") == "confirm"
    assert len(board.match.log) == 0


def test_hidden_sections_never_reach_the_table(game_app):
    board = board_for(game_app)
    view = board.view
    res = board.match.state.res
    revealed = set(res["revealed"])
    hidden_figs = [fid for fid, f in res["figs"].items() if f["cell"] and f["side"] == "joa"]
    assert all(fid not in view.table.figs for fid in hidden_figs)
    assert {int(n) for n in view.table.view["sections"]} == revealed


def test_every_square_figure_and_counter_has_a_tooltip(game_app):
    board = board_for(game_app)
    view = board.view
    assert idle(game_app, board)
    step(game_app, 2)
    L = view.layout
    for y in range(L.height):
        for x in range(L.width):
            at = L.cell_center((x, y))
            if L.view.collidepoint(at) and not (L.zoom_in.collidepoint(at) or L.zoom_out.collidepoint(at)):
                assert view.tip_at(at), (x, y)                      # the squares the panel shows (the +/- have their own)
    for r, text in view.sheet_rects + view.info_rects:
        assert text and view.tip_at(r.center)
    for b in view.bar_buttons:
        assert b.tooltip

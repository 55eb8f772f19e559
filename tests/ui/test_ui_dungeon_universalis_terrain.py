"""The Drowned Cistern on screen: a jump is a click on an amber landing square that asks to
confirm with its odds and what a fall costs; terrain squares and 2x2 bases have their own
tooltips; hovering a crate shows where a slide would put it; a large base is clicked on any of
its squares."""

from game.engine.session import Match, Seat
from game.games.dungeon_universalis.game import GAME
from game.ui.scenes.board import BoardScene
from ui_helpers import click, step

SUNKEN = {"players": 1, "scenario": "sunken"}


def board_at(game_app, setup):
    state = GAME.build_scenario(SUNKEN, 2, setup)
    match = Match(GAME, SUNKEN, 2, [Seat("Ana")], state=state)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    board.view.refresh_targets()
    return board


def test_a_jump_is_clicked_and_confirmed_with_its_odds(game_app):
    board = board_at(game_app, {"heroes": [{"ref": "saska", "at": [12, 3]}], "revealed": [4]})
    view = board.view
    assert (15, 3) in view.targets.terrain
    tip, _r = view.tip_at(view.layout.cell_center((15, 3)))
    assert "%" in tip and "fall" in tip
    pit_tip, _r = view.tip_at(view.layout.cell_center((13, 3)))
    assert "Pit (2 deep)" in pit_tip
    click(game_app, view.layout.cell_center((15, 3)))
    step(game_app)
    assert getattr(game_app.top, "name", "") == "confirm"
    text = game_app.top.text
    assert "Spectacular jump" in text and "2 levels" in text and "2 damage dice" in text


def test_a_crate_shows_where_it_would_slide(game_app):
    board = board_at(game_app, {"heroes": [{"ref": "brannoc", "at": [10, 4]}], "revealed": [4]})
    view = board.view
    tip, _r = view.tip_at(view.layout.cell_center((11, 4)))
    assert "slide" in tip.lower()
    assert view.slide_preview == ((11, 4), (12, 4))
    before = len(board.match.log)
    click(game_app, view.layout.cell_center((11, 4)))          # slide it, or step onto it: a menu
    rows = [e[1] for e in view.menu.entries]
    assert {a.kind for a in rows} == {"slide", "move"}
    click(game_app, view.menu.row_rects()[[a.kind for a in rows].index("slide")].center)
    step(game_app)
    assert len(board.match.log) == before + 1 and board.match.log[-1].kind == "slide"


def test_a_large_base_is_one_figure_on_four_squares(game_app):
    board = board_at(game_app, {"heroes": [{"ref": "brannoc", "at": [20, 14]}],
                           "creatures": [{"ref": "shellback", "at": [18, 12]}], "revealed": [5, 3]})
    view = board.view
    c = next(f for f, x in board.match.state.res["figs"].items() if x["ref"] == "shellback")
    assert {view.figure_at(s) for s in ((18, 12), (19, 12), (18, 13), (19, 13))} == {c}
    tip, _r = view.tip_at(view.layout.cell_center((19, 13)))
    assert "2×2" in tip

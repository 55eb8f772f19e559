"""A human Evil Wizard is told what to do and what a click will do: the bar says why only
"End the phase" is left, a defence question names the defender, a button's tooltip is not
hidden by the square under it, and between adventures the check of the party's gear
(after the shopping) is the interlude's panel, each item's menu naming that item."""
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import move, step
from test_ui_tseuquest_play import mb_eid, tq_board

tq = pytest.importorskip("game.games.tseuquest.game")
GAME = tq.GAME
ARENA = {"arena": [". . . . . .", "", ". . . . . ."], "heroes": [{"hero": "kordan", "at": [0, 0]}], "clear": True}


def test_with_nobody_to_activate_the_bar_says_why_and_what_to_click(bare_app):
    board = tq_board(bare_app, {**ARENA, "mb_phase": True}, humans=(0,))
    view = board.view
    view.refresh_targets()
    assert set(view.targets.by_kind) == {"end_phase"}
    hint = view.hint()
    assert bare_app.ctx.t("tq.act.end_phase") in hint and "{" not in hint
    assert hint == bare_app.ctx.t("tq.hint.mb_none", end=bare_app.ctx.t("tq.act.end_phase"))


def test_a_defence_question_names_the_defender_and_its_buttons_keep_their_tooltips(bare_app):
    setup = {"heroes": [{"hero": "kordan", "at": [2, 2]}], "clear": True,      # the crypt: the board fills the room
             "figures": [{"ref": "grubling", "at": [3, 2]}]}
    board = tq_board(bare_app, setup, humans=(0,))
    state = board.match.state
    state.res["pending"] = [{"seat": 0, "kind": "defend", "options": ["roll", "decline"],
                             "ctx": {"eid": mb_eid(board, "grubling")}}]
    view = board.view
    view.snapshot()
    view._targets_key = None
    view.refresh_targets()
    view.make_bar()
    assert view.choice_panel is not None
    drawn = []
    import game.ui.views.tseuquest.panels as panels
    real = panels.draw_text
    panels.draw_text = lambda surf, a, text, *args, **kw: (drawn.append(text), real(surf, a, text, *args, **kw))[1]
    try:
        view.draw_bar(bare_app.screen)
    finally:
        panels.draw_text = real
    assert bare_app.ctx.t("tq.pend.defend_who", fig=view.fig_name(mb_eid(board, "grubling"))) in drawn
    button = view.bar_buttons[0]
    assert view.layout.board.collidepoint(button.rect.center)      # the panel lies over the board
    move(bare_app, button.rect.center)
    step(bare_app, 40)
    tip = bare_app.ctx.tips._offer or bare_app.ctx.tips._current
    assert tip and tip[0].startswith(button.text)                   # the button's words, not the square's


def interlude_check(bare_app):
    """A campaign played by the AI to the Evil Wizard's check of the gear, then a human wizard."""
    opts = {"players": 2, "mode": "campaign", "round_limit": 1}
    m = Match(GAME, opts, 5, [Seat("Ana", True), Seat("Bot", True)])
    while not (m.state.res["phase"] == "interlude" and m.state.res["interlude"].get("mb") == "check"):
        assert m.result() is None and len(m.log) < 3000
        m.play_ai()
    m.seats[0].ai = False
    board = BoardScene(bare_app.ctx, m, autosave=False, sync_ai=True)
    bare_app.push(board)
    step(bare_app, 3)
    return board


def test_the_wizards_check_of_the_gear_is_the_interludes_panel_with_named_menus(bare_app, monkeypatch):
    board = interlude_check(bare_app)
    view = board.view
    shown = []
    monkeypatch.setattr(type(view), "stage_adventures", lambda self, surf, r, kind: shown.append(kind))
    step(bare_app, 2)
    assert shown == [] and view.stage_active()
    vetoes = [a for a in view.targets.interlude if a.kind == "veto"]
    assert vetoes
    menus = [(rect, what) for rect, what, _tip in view.hot_rects if callable(what)]
    assert menus
    titles = []
    monkeypatch.setattr(type(view), "open_menu", lambda self, rect, rows, title=None: titles.append(
        (title, rows[0][1].args[-1])))
    for _rect, what in menus:
        what()
    names = {g: view.c.name(g, bare_app.ctx.lang) for _t, g in titles}
    assert all(title == names[g] for title, g in titles)               # each menu names its own item

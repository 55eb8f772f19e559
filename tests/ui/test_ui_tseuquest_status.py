"""TseuQuest tells the player what holds a figure and what a click does: the sheet shows every
status whole (one line, or one a line when they do not fit) with a tooltip; when nothing but
ending the activation is left the hint says why and what to click, not "use the bar"; and a
setup card that can be taken (an adventurer, an element) says what taking it does."""
import pytest

from game.ui import text as textmod
from game.ui import theme
from ui_helpers import move, pass_device, step
from test_ui_tseuquest_play import tq_board

ARENA = {"arena": [". . . . . .", "", ". . . . . ."], "clear": True}
DEEP_PIT = {"pit": "x", "deep": True, "lost_turns": 1}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_hero_in_a_deep_pit_is_told_it_can_only_end_its_activation(bare_app, lang):
    bare_app.ctx.i18n.lang = lang
    board = tq_board(bare_app, {**ARENA, "heroes": [{"hero": "kordan", "at": [0, 0], "status": DEEP_PIT}]})
    view = board.view
    view.refresh_targets()
    assert {a.kind for a in view.targets.legal} == {"end_activation"}
    t = bare_app.ctx.t
    hint = view.hint()
    assert t("tq.act.end_activation") in hint and t("tq.st.deep") in hint, hint
    assert hint != t("tq.hint.act", name=view.fig_name(view.targets.actor), ap=1)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", list(theme.TEXT_SCALE))
def test_the_sheet_shows_every_status_whole_with_a_tooltip(bare_app, lang, size, monkeypatch):
    s = bare_app.ctx.settings
    s.language, s.text_size = lang, size
    bare_app.apply_settings()
    textmod.reset_caches()
    board = tq_board(bare_app, {**ARENA, "heroes": [{"hero": "kordan", "at": [0, 0], "status": DEEP_PIT}]})
    view = board.view
    cut = []
    monkeypatch.setattr(textmod, "clipped", lambda text: cut.append(text))
    textmod.reset_caches()
    step(bare_app, 3)
    t = bare_app.ctx.t
    words = [t("tq.st.deep"), t("tq.st.lost_turns")]
    assert not [c for c in cut if any(w in c for w in words)], cut
    tips = [(r, tip) for r, what, tip in view.hot_rects if tip == "\n".join(words)]
    assert tips and tips[0][0].right <= view.layout.sheet.right
    move(bare_app, tips[0][0].center)
    step(bare_app, 40)
    assert words[1] in (bare_app.ctx.tips.visible_text or "")


def setup_stage(bare_app, kind):
    """A board where the human adventurers' seat is to make a setup choice of that kind."""
    from game.engine.session import Match, Seat
    from game.games.tseuquest.game import GAME
    from game.ui.scenes.board import BoardScene
    bare_app.ctx.settings.anim_speed = "instant"
    match = Match(GAME, {"players": 2, "party": 2}, 4, [Seat("Wizard", True), Seat("Hero")])
    for _ in range(200):
        if match.to_act() == 1 and any(a.kind == kind for a in match.legal()):
            break
        match.play(GAME.choose_ai(GAME.clone(match.state), match.to_act()))
    else:
        raise AssertionError(f"no {kind} stage")
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    bare_app.push(board)
    step(bare_app, 3)
    return board


@pytest.mark.parametrize("kind", ["pick", "element"])
def test_a_setup_card_that_can_be_taken_says_what_a_click_does(bare_app, kind):
    board = setup_stage(bare_app, kind)
    view = board.view
    live = [(r, tip) for r, what, tip in view.hot_rects if what is not None and what.kind == kind]
    assert live
    move(bare_app, live[0][0].center)
    step(bare_app, 40)
    shown = bare_app.ctx.tips.visible_text or ""
    t = bare_app.ctx.t
    if kind == "pick":
        assert t("tq.setup.pick_click", name="X").split("X")[0] in shown, shown
    else:
        assert t("tq.setup.elem_click", hero="X", n=3).split("X")[0] in shown and "at random" in shown, shown


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", list(theme.TEXT_SCALE))
def test_a_fumbles_push_question_names_the_mover_and_reads_whole(bare_app, lang, size, monkeypatch):
    """A movement fumble lets the Evil Wizard push a figure the mover passed: the choice panel's
    question names the mover and is never cut, however few buttons the panel holds."""
    from game.engine.chance import Rng
    from game.engine.session import Match, Seat
    from game.games.tseuquest.game import GAME
    from game.games.tseuquest.movement import act_box, queue_push
    from game.ui.scenes.board import BoardScene
    s = bare_app.ctx.settings
    s.language, s.text_size, s.anim_speed = lang, size, "instant"
    bare_app.apply_settings()
    state = GAME.build_scenario({"players": 2}, 3, {**ARENA, "heroes": [{"hero": "kordan", "at": [0, 0]},
                                                                        {"hero": "nix", "at": [1, 1]}]})
    kordan, nix = state.res["heroes"]["kordan"], state.res["heroes"]["nix"]
    Rng(state.res["rng"]).force("dmov", ["2", "3"])
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if a.kind == "roll_move" and a.args[0] == kordan))
    move_box = act_box(state, kordan)["move"]
    move_box["passed"], move_box["pushes"] = [nix], 1
    queue_push(state, kordan, [])
    assert GAME.to_act(state) == 0
    match = Match(GAME, {"players": 2}, 3, [Seat("Ana"), Seat("Bot", ai=True)], state=state)
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    cut = []
    monkeypatch.setattr(textmod, "clipped", lambda text: cut.append(text))
    textmod.reset_caches()
    bare_app.push(board)
    step(bare_app, 3)
    view = board.view
    title = view.choice_title()
    assert view.fig_name(kordan) in title and view.choice_panel is not None
    assert title not in cut, cut
    assert view.choice_panel.width < view.layout.board.width
    cell = next(iter(view.targets.choice_cells))
    move(bare_app, view.layout.cell_rect(cell).center)
    step(bare_app, 40)
    assert bare_app.ctx.t("tq.click_push", fig=view.fig_name(nix)) in (bare_app.ctx.tips.visible_text or "")


def test_the_sheet_shows_the_squares_rolled_only_once_the_dice_land(bare_app, monkeypatch):
    """While the movement dice tumble in the tray the sheet does not say how far they went."""
    from game.ui.views.tseuquest import panels
    from game.ui.views.tseuquest.anim import TUMBLE
    from test_ui_tseuquest_play import bar_button, force
    from ui_helpers import click
    board = tq_board(bare_app, {**ARENA, "heroes": [{"hero": "kordan", "at": [0, 0]}]}, speed="normal")
    view = board.view
    drawn = []
    real = panels.draw_text
    monkeypatch.setattr(panels, "draw_text", lambda surf, a, text, *args, **kw: drawn.append(text) or
                        real(surf, a, text, *args, **kw))
    force(board, "dmov", "2", "3")
    click(bare_app, bar_button(view, "roll").rect.center)
    shown = bare_app.ctx.t("tq.move_left", n=5)
    frames = 0
    while view.dice_tumbling():
        drawn.clear()
        step(bare_app)
        frames += 1
        assert shown not in drawn or not view.dice_tumbling(), "the move shows before the dice land"
    assert frames >= int(TUMBLE * 60) - 2
    step(bare_app, 60)
    drawn.clear()
    step(bare_app)
    assert shown in drawn


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_defence_question_says_what_the_blow_does_undefended(bare_app, lang):
    """Before choosing to roll defence or not, the player sees the hits coming against the
    defender's life and that they would put it out of the fight (worked out on a copy)."""
    from game.engine.chance import Rng
    from test_ui_tseuquest_play import mb_eid
    bare_app.ctx.i18n.lang = lang
    setup = {"heroes": [{"hero": "kordan", "at": [2, 2]}], "clear": True,
             "figures": [{"ref": "grubling", "at": [3, 2]}]}
    board = tq_board(bare_app, setup, humans=(0, 1))
    state = board.match.state
    Rng(state.res["rng"]).force("dcom", ["skull", "skull", "kite", "kite"])
    view = board.view
    view.play(next(a for a in board.match.legal() if a.kind == "attack"))
    assert pass_device(bare_app, board) and board.match.to_act() == 0
    view.refresh_targets()
    assert view.choice_panel is not None
    grubling = view.figs[mb_eid(board, "grubling")]
    before = board.match.game.to_data(state)
    t = bare_app.ctx.t
    line = t("tq.stake", n=2, life=grubling.life, out=t("tq.stake_out") if grubling.life <= 2 else "")
    for b in view.bar_buttons:
        move(bare_app, b.rect.center)
        step(bare_app, 40)
        assert line in (bare_app.ctx.tips.visible_text or ""), bare_app.ctx.tips.visible_text
    assert board.match.game.to_data(state) == before


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_spell_that_would_spend_the_casters_last_mind_says_so_on_its_card(bare_app, lang):
    """Sky step costs 2; Mirel has 2 mind: casting it kills her (the game asks to confirm).
    Her card says so before the click; the 1-mind card does not."""
    bare_app.ctx.i18n.lang = lang
    board = tq_board(bare_app, {**ARENA, "heroes": [{"hero": "mirel", "at": [0, 0], "mind": 2,
                                                      "hand": ["aer_tailwind", "aer_sky_step"]}]})
    view = board.view
    step(bare_app, 3)
    cards = {what[1]: (r, tip) for r, what, tip in view.hot_rects
             if isinstance(what, tuple) and what[0] in ("card", "show_card")}
    t = bare_app.ctx.t
    lethal = t("tq.card.lethal", who=view.fig_name(board.match.state.res["heroes"]["mirel"]), mind=2)
    assert lethal in cards["aer_sky_step"][1] and lethal not in cards["aer_tailwind"][1]
    move(bare_app, cards["aer_sky_step"][0].center)
    step(bare_app, 40)
    assert lethal in (bare_app.ctx.tips.visible_text or "")


@pytest.mark.parametrize("life", [6, 3])
def test_a_healing_spell_that_would_heal_nobody_says_so_before_it_is_cast(bare_app, life):
    """Healing rain needs no target: one click casts it. At full life it would spend mind for
    nothing, and its card says so; when someone in reach is hurt it does not."""
    board = tq_board(bare_app, {**ARENA, "heroes": [{"hero": "anselm", "at": [0, 0], "life": life,
                                                      "hand": ["aqua_rain", "aqua_mist"]}]})
    view = board.view
    step(bare_app, 3)
    cards = {what[1]: (r, tip) for r, what, tip in view.hot_rects
             if isinstance(what, tuple) and what[0] in ("card", "show_card")}
    idle = bare_app.ctx.t("tq.card.heals_nobody")
    assert (idle in cards["aqua_rain"][1]) == (life == 6)
    assert idle not in cards["aqua_mist"][1]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_each_kind_of_search_in_the_menu_says_what_it_finds(bare_app, lang):
    from test_ui_tseuquest_play import bar_button
    from ui_helpers import click
    bare_app.ctx.i18n.lang = lang
    board = tq_board(bare_app, {"adventure": "crypt", "clear": True, "heroes": [{"hero": "tobb", "at": [1, 2]}]})
    view = board.view
    click(bare_app, bar_button(view, "search").rect.center)
    assert view.menu is not None
    tips = {}
    for r, e in zip(view.menu.row_rects(), view.menu.entries):
        move(bare_app, r.center)
        step(bare_app, 40)
        tips[e[1].args[1]] = bare_app.ctx.tips.visible_text or ""
    t = bare_app.ctx.t
    assert tips and all(t(f"tq.act.search_{kind}_tip") in tip for kind, tip in tips.items()), tips
    assert len(set(tips.values())) == len(tips)


def test_watching_a_game_turns_the_adventures_page_by_itself():
    """The adventure's introduction waits for a click in play; a replay playing through the
    start of the adventure turns that page itself instead of standing still before it."""
    from game.engine.session import Match, Seat
    from game.games.tseuquest.game import GAME
    from ui_helpers import make_game_app, watch_to_the_end
    app = make_game_app()
    try:
        app.ctx.settings.anim_speed = "fast"
        m = Match(GAME, {"players": 2}, 7, [Seat("Ana", ai=True), Seat("Bea")])
        while m.state.res["phase"] != "play" or len(m.log) < 12:
            m.play(GAME.choose_ai(m.state, m.to_act()))
        scene, done = watch_to_the_end(app, m, limit=9000)
        assert done
    finally:
        app.shutdown()

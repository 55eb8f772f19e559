"""A Platformer square's hover help says what a player wants to know there, not just its name:
open air, whether a die reaches it now and, for a square a die reaches, what stopping there
would do (the fall gravity causes, worked out by the view's preview, never by the tip)."""

import pytest

from game.games.platformer.game import GAME
from game.engine.preview import preview
from game.ui.views.platformer.foresee import foresee_stop
from platformer_states import board_on, first_state_where, own_hero_falls
from ui_helpers import move, step


def a_state_where_a_move_ends_in_a_fall():
    return first_state_where(lambda s, legal: any(own_hero_falls(s, foresee_stop(GAME, s, a).falls)
                                                  for a in legal if a.kind == "move"), "falling move")


def hover_tip(app, view, cell) -> str:
    move(app, view.layout.cell_rect(cell).center)
    step(app, 30)
    return app.ctx.tips.visible_text or ""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_empty_square_says_what_it_is_whether_a_die_reaches_it_and_what_a_stop_there_does(app, lang):
    app.ctx.i18n.lang = lang
    seed, state = a_state_where_a_move_ends_in_a_fall()
    board = board_on(app, seed, state)
    match = board.match
    view = board.view
    view.refresh_targets()
    before = GAME.to_data(match.state)
    t = app.ctx.t
    falling = [c for c, acts in view.targets.die_squares.items()
               if view.figure_at(c) is None and view.stop_line(acts[0]) and view.layout.visible(c)]
    assert falling
    tip = hover_tip(app, view, falling[0])
    assert t("pf.sq.with_die") in tip and t("pf.sq.if_stop") in tip, tip
    fall_words = t("pf.fore.fall_1", who="X").split("X")[0]        # "Gravity: " / "Gravedad: "
    assert fall_words in tip, tip
    # a square of open air no die reaches says so
    from game.games.platformer.world import board as rules_board, bottom_row
    b = rules_board(match.state)
    far = [c for c in ((x, y) for x in range(10) for y in range(8))
           if c[1] > bottom_row(match.state) and c not in b.floor and c not in b.ladders and c not in view.targets.die_squares
           and view.figure_at(c) is None and view.layout.visible(c) and c not in b.one_way]
    assert far
    tip = hover_tip(app, view, far[0])
    assert t("pf.sq.air") in tip and t("pf.sq.out_of_reach") in tip, tip
    # the bottom row stands on the ground: never called open air
    ground = next(c for c in view.targets.die_squares if c[1] == bottom_row(match.state))
    assert t("pf.sq.air") not in hover_tip(app, view, ground)
    assert GAME.to_data(match.state) == before            # the previews touched nothing


def provokes(state, action) -> bool:
    seat = state.res["turn"]["seat"]
    return any(ev.kind == "enemy_attack" and ev.data["seat"] == seat for ev in preview(GAME, state, action))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_square_whose_step_provokes_an_attack_says_who_attacks_and_the_hearts_it_costs(app, lang):
    """Walking away from an enemy (or pushing it) makes it attack: the square's tip says so
    before the click, as the log will say after it."""
    app.ctx.i18n.lang = lang
    seed, state = first_state_where(lambda s, legal: any(a.kind == "move" and provokes(s, a) for a in legal),
                                    "provoking move")
    board = board_on(app, seed, state)
    view = board.view
    view.refresh_targets()
    before = GAME.to_data(board.match.state)
    costly = [c for c, acts in view.targets.die_squares.items() if provokes(board.match.state, acts[0])
              and view.layout.visible(c)]
    assert costly
    tip = hover_tip(app, view, costly[0])
    attack = next(ev for ev in preview(GAME, board.match.state, view.targets.die_squares[costly[0]][0])
                  if ev.kind == "enemy_attack")
    name = view.figure_name(attack.data["enemy"])
    line = next((ln for ln in tip.splitlines() if name.lower() in ln.lower()), "")
    assert line.startswith(("The ", "La ", "El ", "Medusa", "Overlord")) or name in line, tip
    assert ("−" in line) and (("heart" in line) if lang == "en" else ("coraz" in line)), tip
    assert GAME.to_data(board.match.state) == before


def test_a_trap_square_tells_a_trap_immune_hero_it_does_not_hurt_her(app):
    seed, state = first_state_where(
        lambda s, legal: s.res["players"][s.res["turn"]["seat"]]["hero"] == "nix", "Nix's turn")
    board = board_on(app, seed, state)
    view = board.view
    view.refresh_targets()
    from game.games.platformer.world import board as rules_board
    traps = [c for c in rules_board(view.w).traps if view.layout.visible(c) and view.levels[c[1] // 4] != "hidden"]
    assert traps
    tip = hover_tip(app, view, traps[0])
    assert app.ctx.t("pf.sq.trap_immune", hero="Nix") in tip and app.ctx.t("pf.sq.trap") not in tip, tip


def test_the_boss_cards_tip_says_how_to_beat_it_and_what_its_question_mark_means(app):
    """The boss card at the top carries a '?' while its level is face down: its hover help says
    so, and what wins the game (one attack of at least its health)."""
    board = board_on(app, 1, GAME.new_game({"players": 2}, 1))
    view = board.view
    top = len(view.levels) - 1
    assert view.levels[top] == "hidden"
    r = view.layout.card_rect(top)
    move(app, r.center)
    step(app, 30)
    tip = app.ctx.tips.visible_text or ""
    t = app.ctx.t
    assert t("pf.boss_hidden") in tip and t("pf.boss_rule", n=view.w.res["boss_health"]) in tip, tip


def test_once_the_game_is_over_the_hud_names_nobody_as_still_thinking(app):
    """The view keeps showing the last hero's card, but the HUD's seat is nobody's: it reads
    'Game over', not '<last hero> (AI): thinking…'."""
    state = GAME.new_game({"players": 2}, 3)
    while GAME.result(state) is None:
        GAME.apply(state, GAME.choose_ai(GAME.clone(state), GAME.to_act(state)))
    board = board_on(app, 3, state)
    step(app, 5)
    assert board.view.seat_on_show() == state.res["turn"]["seat"]
    assert board.turn_seat() is None


def test_watching_a_platformer_game_plays_through_to_the_last_move():
    """The replay's play button goes on while the view shows no earlier turn's events (it
    stood still on the first move while the view always named a seat on show)."""
    from game.engine.session import Match, Seat
    from ui_helpers import make_game_app, watch_to_the_end
    app = make_game_app()
    try:
        app.ctx.settings.anim_speed = "fast"
        m = Match(GAME, {"players": 2}, 7, [Seat("Ana"), Seat("Bea")])
        while len(m.log) < 12:
            m.play(GAME.choose_ai(m.state, m.to_act()))
        scene, done = watch_to_the_end(app, m)
        assert done
    finally:
        app.shutdown()

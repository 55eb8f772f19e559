"""Board host: handover curtain between humans, dice overlay, undo, AI turns, game over."""
import pygame

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.scenes.dice import DiceOverlay
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.handover import HandoverScene
from ui_helpers import click, click_button, key, make_app, run_until, step

import fake_game


class SecretRace(fake_game.DiceRace):
    """The dice race with something to hide between seats (like a private hand)."""

    def handover_needed(self, state, from_seat, to_seat):
        return from_seat != to_seat


def board_with(app, seats, seed=3, sync_ai=False, game=fake_game.GAME, **opts):
    options = {"players": len(seats), "token": ["cat"] * len(seats), **opts}
    match = Match(game, options, seed, seats)
    board = BoardScene(app.ctx, match, sync_ai=sync_ai)
    app.push(board)
    step(app)
    return board


def test_handover_waits_for_done_then_curtain_hides_the_board(app):
    board = board_with(app, [Seat("Ana"), Seat("Bea")], game=SecretRace())
    step(app)
    assert isinstance(app.top, HandoverScene) and app.top.seat_name == "Ana"
    drawn = []
    real_draw = board.draw
    board.draw = lambda surf: (drawn.append(1), real_draw(surf))
    step(app, 3)
    assert drawn == []                            # the curtain is opaque: the board is not drawn
    click(app, (640, 360))
    assert app.top is board
    step(app)
    assert drawn
    # Ana rolls and ends her turn: she still sees her screen until she clicks "Done"
    board.play(board.match.legal()[0])
    run_until(app, lambda: app.top is board and board.idle())
    end = [a for a in board.match.legal() if a.kind == "end_turn"][0]
    board.play(end)
    run_until(app, lambda: board.passing is not None)
    step(app, 10)
    assert app.top is board and board.viewer_seat() == 0 and board.btn_done.visible
    assert not board.human_can_act()              # Bea cannot act on Ana's screen
    assert "Bea" in board.btn_done.text
    click(app, board.btn_done.rect.center)        # a real click on "Done"
    assert isinstance(app.top, HandoverScene) and app.top.seat_name == "Bea"
    assert board.viewer_seat() is None            # Ana's view is gone before Bea's curtain
    click(app, (640, 360))
    assert app.top is board and board.viewer_seat() == 1 and board.human_can_act()


def test_no_curtain_between_humans_when_nothing_is_secret(app):
    board = board_with(app, [Seat("Ana"), Seat("Bea")])
    step(app, 3)
    assert app.top is board and board.viewer_seat() == 0
    board.play(board.match.legal()[0])
    run_until(app, lambda: app.top is board and board.idle())
    board.play([a for a in board.match.legal() if a.kind == "end_turn"][0])
    run_until(app, lambda: board.match.to_act() == 1 and board.idle())
    step(app, 3)
    assert app.top is board and board.viewer_seat() == 1 and board.passing is None


def test_no_curtain_with_one_human(app):
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
    step(app, 3)
    assert app.top is board and board.viewer_seat() == 0


def test_dice_overlay_lands_on_the_rolled_faces():
    app = make_app()
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
    board.play(board.match.legal()[0])
    step(app)
    overlay = app.top
    assert isinstance(overlay, DiceOverlay)
    rolled = str(board.match.state["rolled"])
    assert [r["face"] for r in overlay.rolls] == [rolled]
    assert overlay.landed_faces() == []
    run_until(app, overlay.all_landed, dt=1 / 60)
    assert overlay.landed_faces() == [rolled]
    run_until(app, lambda: app.top is board)
    app.shutdown()


def test_a_click_skips_the_dice():
    app = make_app()
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
    board.play(board.match.legal()[0])
    step(app)
    overlay = app.top
    assert isinstance(overlay, DiceOverlay)
    click(app, (200, 200))
    assert app.top is board
    assert overlay.landed_faces() == [str(board.match.state["rolled"])]
    app.shutdown()


def test_instant_animation_shows_no_overlay(app):
    app.ctx.settings.anim_speed = "instant"
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
    board.play(board.match.legal()[0])
    step(app)
    assert app.top is board and board.idle()


def test_undo_by_button_and_ctrl_z(app):
    app.ctx.settings.anim_speed = "instant"
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)], seed=11)
    board.play(board.match.legal()[0])                     # roll: a barrier, not undoable
    step(app)
    assert not board.btn_undo.enabled
    steps = [a for a in board.match.legal() if a.kind == "step"]
    board.play(steps[0])
    step(app)
    board.play([a for a in board.match.legal() if a.kind == "step"][0])
    step(app)
    assert board.match.state["pos"][0] == 2 and board.btn_undo.enabled
    lines = len(board.log_entries)
    click(app, board.btn_undo.rect.center)
    assert board.match.state["pos"][0] == 1 and len(board.log_entries) == lines - 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert board.match.state["pos"][0] == 0
    assert not board.btn_undo.enabled


def test_ai_seats_play_on_their_own_to_game_over_and_rematch(app):
    app.ctx.settings.anim_speed = "instant"
    # AI on the main thread: the outcome must not depend on how busy the machine is
    board = board_with(app, [Seat("Bot 1", True), Seat("Bot 2", True)], sync_ai=True)
    assert run_until(app, lambda: isinstance(app.top, GameOverScene), limit=3000)
    over = app.top
    result = board.match.result()
    assert result.finished and over.headline().startswith(board.seat_name(result.winners[0]))
    step(app, 2)
    click_button(app, "Rematch")
    assert isinstance(app.top, BoardScene) and app.top.match is not board.match
    assert [s.name for s in app.top.match.seats] == ["Bot 1", "Bot 2"]


def test_space_ends_the_turn(app):
    app.ctx.settings.anim_speed = "instant"
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
    board.play(board.match.legal()[0])
    step(app)
    key(app, pygame.K_SPACE)
    assert board.match.log[-1].kind == "end_turn"


def test_log_describes_events_in_the_language(app):
    app.ctx.settings.anim_speed = "instant"
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
    board.play(board.match.legal()[0])
    step(app)
    assert board.log_entries[-1][1].startswith("Rolled a")


def test_language_change_retells_the_log(app):
    app.ctx.settings.anim_speed = "instant"
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
    board.play(board.match.legal()[0])
    step(app)
    app.ctx.settings.language = "es"
    app.apply_settings()
    step(app)
    assert board.log_entries[-1][1].startswith("Sale un")
    assert board.log_panel.entries[0][0].startswith("Empieza la partida")


class CarefulRace(fake_game.DiceRace):
    """Ending a turn with steps left is flagged as self-harming."""

    def action_warnings(self, state, action):
        return ["steps_left"] if action.kind == "end_turn" and state["steps"] > 0 else []


def test_flagged_action_asks_to_confirm_and_cancel_keeps_the_state(app):
    from game.ui.scenes.message import ConfirmBox
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)], game=CarefulRace())
    board.play(board.match.legal()[0])
    run_until(app, lambda: app.top is board and board.idle())
    end = [a for a in board.match.legal() if a.kind == "end_turn"][0]
    before = len(board.match.log)
    assert board.play(end)
    step(app)
    assert isinstance(app.top, ConfirmBox)
    assert app.top.text == app.ctx.t("confirm.generic")     # no wording of its own: the shared text
    key(app, pygame.K_SPACE)                                  # Space never confirms
    assert isinstance(app.top, ConfirmBox) and len(board.match.log) == before
    key(app, pygame.K_ESCAPE)
    assert app.top is board and len(board.match.log) == before
    board.play(end)
    step(app)
    cancel, yes = app.top.widgets
    click(app, yes.rect.center)
    assert len(board.match.log) == before + 1 and board.match.log[-1] == end


def test_log_keeps_the_readers_place_across_a_text_size_change(app):
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
    for i in range(80):
        board._log(f"line {i} " + "word " * (i % 7), theme_text())
    lp = board.log_panel
    assert lp.scroll == lp.max_scroll()              # following the newest line
    lp.scroll_to_entry(30)
    assert lp.top_entry() == 30
    app.ctx.settings.text_size = "large"
    app.apply_settings()
    step(app, 2)
    assert board.log_panel is not lp and board.log_panel.top_entry() == 30
    board.log_panel.follow()
    app.ctx.settings.text_size = "small"
    app.apply_settings()
    step(app, 2)
    board._log("newest", theme_text())
    assert board.log_panel.scroll == board.log_panel.max_scroll()


def theme_text():
    from game.ui import theme
    return theme.TEXT


def wheel_up(app, pos, notches=3):
    pygame.mouse.set_pos(pos)
    app.ctx.mouse = pos
    for _ in range(notches):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                                             precise_y=1.0))
        step(app)


def test_new_lines_below_a_scrolled_up_log_show_a_marker_that_follows_again(app):
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
    for i in range(60):
        board._log(f"line {i}", theme_text())
    lp = board.log_panel
    wheel_up(app, lp.rect.center)
    assert not lp.following and lp.new_rect() is None           # nothing new yet
    top = lp.scroll
    board._log("fresh one", theme_text())
    board._log("fresh two", theme_text())
    assert lp.scroll == top and lp.unseen == 2                   # the reader's place is kept
    marker = lp.new_rect()
    assert marker is not None and lp.view_rect().contains(marker)
    assert app.ctx.t("log.new", n=2) == "2 new lines ↓"
    click(app, marker.center)
    assert lp.following and lp.scroll == lp.max_scroll() and lp.new_rect() is None
    board._log("fresh three", theme_text())
    assert lp.scroll == lp.max_scroll()


def test_a_following_log_stays_on_the_newest_line_after_a_text_size_change(app):
    board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
    for i in range(80):
        board._log(f"line {i} " + "word " * (i % 7), theme_text())
    step(app)
    for size in ("large", "small", "normal", "large"):
        app.ctx.settings.text_size = size
        app.apply_settings()
        step(app, 2)
        lp = board.log_panel
        assert lp.scroll == lp.max_scroll() > 0, size


def test_the_new_lines_marker_has_its_own_row_and_covers_no_line(app):
    """The marker used to sit over the bottom line; now the lines stop above it, in both languages
    and at the largest text size, its words fit inside it, and every line can still be scrolled to."""
    from game.ui import theme
    for lang, size in (("es", "large"), ("en", "large"), ("es", "normal")):
        app.ctx.settings.language = lang
        app.ctx.settings.text_size = size
        app.apply_settings()
        board = board_with(app, [Seat("Ana"), Seat("Bot", True)])
        for i in range(60):
            board._log(f"line {i} " + "word " * (i % 9), theme_text())
        lp = board.log_panel
        wheel_up(app, lp.rect.center, 2)
        for i in range(3):
            board._log(f"fresh {i}", theme_text())
        marker = lp.new_rect()
        assert marker is not None
        lines = lp.shown_lines()
        bottom = getattr(lp, "lines_rect", lp.view_rect)().top + len(lines) * lp.line_h()
        assert lines and bottom <= marker.top, (lang, size, bottom, marker)
        words = app.ctx.t("log.new", n=3)
        assert app.ctx.assets.font("bold", theme.SIZE_SMALL).size(words)[0] <= marker.width - 12, (lang, size)
        seen = set()
        for _ in range(40):                           # wheel down to the newest line, one notch at a time
            seen.update(t for t, _ in lp.shown_lines())
            if lp.following:
                break
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                                 precise_y=-1.0))
            step(app)
        assert lp.following and lp.new_rect() is None
        assert {"• fresh 0", "• fresh 1", "• fresh 2"} <= seen
        app.pop()

"""Talisman's view turns real mouse clicks into legal actions: the choice buttons,
the highlighted destinations after a roll, the confirm dialog before self-harming
choices, hover help on the board, and a whole game finished with clicks."""
import pygame
import pytest

from game.engine.chance import Rng
from game.engine.protocol import Action
from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.views.talisman.model import space_centre
from ui_helpers import click, move, run_until, step

tal = pytest.importorskip("game.games.talisman.game")
GAME = tal.GAME


def board_for(game_app, state=None, players=2, seed=4, humans=(0,), options=None):
    options = {"players": players, **(options or {})}
    seats = [Seat(f"{'Ana' if i in humans else 'Bot'} {i}", ai=i not in humans) for i in range(players)]
    match = Match(GAME, options, seed, seats, state=state)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    return board


def scenario(setup, seed=4):
    return GAME.build_scenario({"players": len(setup["chars"])}, seed, setup)


def idle(game_app, board, limit=600) -> bool:
    return run_until(game_app, lambda: board.human_can_act() and not board.view.busy(), limit)


def button_for(game_app, view, action):
    """The choice button that plays `action`, paging through "more options" if needed."""
    for _ in range(12):
        step(game_app)
        for b in view.choice_buttons:
            if getattr(b, "action", None) == action:
                return b
        more = [b for b in view.choice_buttons if getattr(b, "action", "x") is None]
        if not more:
            break
        click(game_app, more[0].rect.center)
    raise AssertionError(f"no button for {action}: {[getattr(b, 'action', None) for b in view.choice_buttons]}")


def confirm_if_asked(game_app):
    top = game_app.top
    if getattr(top, "name", "") == "confirm":
        yes = top.widgets[-1]
        click(game_app, yes.rect.center)


def force(board, *faces):
    Rng(board.match.state.res["rng"]).force("d6", [str(f) for f in faces])


def roll_to_move(game_app, board, card, *faces):
    """Click Roll with these d6 faces coming (the move's first) and `card` on top of the
    adventure deck, and wait for the question where to move."""
    force(board, *faces)
    Rng(board.match.state.res["rng"]).force("deck:adventure", [card])
    click(game_app, button_for(game_app, board.view, Action("roll")).rect.center)
    assert run_until(game_app, lambda: board.human_can_act() and board.match.state.res["ask"]["kind"] == "move", 600)


def test_roll_then_click_a_highlighted_destination(game_app):
    board = board_for(game_app, scenario({"chars": [{"char": "warrior", "space": "city", "fate": 0},
                                                {"char": "wizard", "space": "crags"}]}))
    view = board.view
    assert idle(game_app, board)
    force(board, 2)
    click(game_app, button_for(game_app, view, Action("roll")).rect.center)
    assert idle(game_app, board)
    assert board.match.state.res["ask"]["kind"] == "move"
    dests = {a.args[0] for a in board.match.legal()}
    assert view.target_spaces == dests == {"hidden_valley", "oakwood"}
    click(game_app, space_centre("hidden_valley"))
    assert board.match.log[-1].kind == "move" and board.match.log[-1].args[0] == "hidden_valley"


def test_hovering_a_space_tells_its_instruction(game_app):
    board = board_for(game_app, scenario({"chars": [{"char": "warrior", "space": "city"},
                                                {"char": "wizard", "space": "crags"}]}))
    assert idle(game_app, board)
    move(game_app, space_centre("temple"))
    step(game_app, 30)
    tip = game_app.ctx.tips._offer or game_app.ctx.tips._current
    text = tip[0] if tip else ""
    assert "Temple" in text or "Templo" in text
    assert "12" in text                     # the table of the roll is in the tooltip


def test_dropping_an_object_asks_first(game_app):
    board = board_for(game_app, scenario({"chars": [{"char": "warrior", "space": "city", "objects": ["sword"]},
                                                {"char": "wizard", "space": "crags"}]}))
    view = board.view
    assert idle(game_app, board)
    drop = Action("drop", ("sword",))
    click(game_app, button_for(game_app, view, drop).rect.center)
    assert game_app.top.name == "confirm"
    assert "Sword" in game_app.top.text or "Espada" in game_app.top.text
    assert "{" not in game_app.top.text
    n = len(board.match.log)
    click(game_app, game_app.top.widgets[0].rect.center)              # cancel
    assert len(board.match.log) == n and "sword" in board.match.state.res["chars"][0]["objects"]
    click(game_app, button_for(game_app, view, drop).rect.center)
    confirm_if_asked(game_app)
    assert board.match.log[-1] == drop


def test_a_fight_shows_the_numbers_before_the_roll(game_app):
    board = board_for(game_app, scenario({"chars": [{"char": "warrior", "space": "ruins", "str_c": 1,
                                                 "objects": ["sword"]},
                                                {"char": "wizard", "space": "crags"}],
                                       "board": {"ruins": ["bear"]}}))
    view = board.view
    assert idle(game_app, board)
    force(board, 1, 4)
    click(game_app, button_for(game_app, view, Action("roll")).rect.center)
    assert idle(game_app, board)
    # back to the same space is not a move of 1; take the first destination and then encounter
    first = board.match.legal()[0]
    click(game_app, button_for(game_app, view, first).rect.center)
    assert idle(game_app, board)
    w = board.match.state
    if w.res["ask"]["kind"] == "combat":
        fight = next(a for a in board.match.legal() if a.kind == "fight")
        b = button_for(game_app, view, fight)
        assert "%" in b.tooltip                    # the odds of winning, tying and losing
        assert view.fight_strip() is not None


def test_a_whole_game_is_finished_with_clicks(game_app):
    board = board_for(game_app, players=2, seed=4)
    view = board.view
    clicks = 0
    for _ in range(3000):
        if board.match.result() is not None:
            break
        assert idle(game_app, board, 800), "the board never waited for the human again"
        if board.match.result() is not None:
            break
        action = GAME.choose_ai(GAME.clone(board.match.state), 0)
        space = view.action_space(action)
        b = None
        for cand in view.choice_buttons:
            if getattr(cand, "action", None) == action:
                b = cand
        if b is None and space is not None and action in view.target_actions:
            click(game_app, space_centre(space))
        else:
            click(game_app, button_for(game_app, view, action).rect.center)
        confirm_if_asked(game_app)
        clicks += 1
    assert board.match.result() is not None, "no winner after all those clicks"
    run_until(game_app, lambda: getattr(game_app.top, "name", "") == "gameover", 200)
    assert game_app.top.name == "gameover"
    assert clicks > 20
    assert view.result_title()
    pygame.event.clear()


def test_the_sheet_tells_where_strength_comes_from(game_app):
    """The rulebook's Warrior: 4 printed + 2 counters + belt + unicorn = 8 (9 in combat with the sword)."""
    board = board_for(game_app, scenario({"chars": [{"char": "warrior", "space": "city", "str_c": 2,
                                                 "objects": ["magic_belt", "sword"], "followers": ["unicorn"]},
                                                {"char": "wizard", "space": "crags"}]}))
    view = board.view
    assert idle(game_app, board)
    step(game_app, 2)
    strength = next(text for rect, text, _ in view.sheet_hot if "8" in text and ("Strength" in text or "Fuerza" in text))
    for part in ("4", "+2", "Magic Belt: +1", "Unicorn: +1", "+1"):
        assert part in strength, (part, strength)
    # hovering the sword on the sheet tells what it is, right click shows it large
    sword = next(rect for rect, _, ident in view.sheet_hot if ident == "sword")
    click(game_app, sword.center, button=3)
    assert game_app.top.name == "card"


def _warrior_rolls_a_one_from_the_city(game_app):
    """The warrior (human, first) rolls 1 in the City and is asked where to move; -> (board, view)."""
    game_app.ctx.settings.anim_speed = "normal"
    board = board_for(game_app, scenario({"chars": [{"char": "warrior", "space": "city", "fate": 0},
                                                {"char": "wizard", "space": "crags"}]}))
    view = board.view
    assert run_until(game_app, lambda: board.human_can_act(), 600)
    force(board, 1)
    click(game_app, button_for(game_app, view, Action("roll")).rect.center)
    assert run_until(game_app, lambda: board.human_can_act() and board.match.state.res["ask"]["kind"] == "move", 600)
    return board, view


def test_the_summary_waits_for_a_click_before_the_next_seat(game_app):
    board, view = _warrior_rolls_a_one_from_the_city(game_app)
    click(game_app, space_centre("spring"))                 # heal 1: nothing to decide, the turn ends
    run_until(game_app, lambda: view.summary is not None or board.human_can_act(), 900)
    if board.match.to_act() == 0:
        pytest.skip("the card kept the turn going")
    assert view.summary is not None and view.busy()
    n = len(board.match.log)
    step(game_app, 60)
    assert len(board.match.log) == n                   # the AI waits while the summary is up
    click(game_app, (300, 300))
    assert view.summary is None


def test_a_purchase_out_of_reach_is_a_disabled_button_that_says_why(game_app):
    board = board_for(game_app, scenario({"chars": [{"char": "warrior", "space": "barley_fields", "fate": 0, "gold": 2},
                                                {"char": "wizard", "space": "temple", "objects": ["armour", "armour"]}]}))
    view = board.view
    assert idle(game_app, board)
    force(board, 1)
    click(game_app, button_for(game_app, view, Action("roll")).rect.center)
    assert idle(game_app, board)
    click(game_app, space_centre("city"))
    assert idle(game_app, board)
    assert board.match.state.res["ask"]["kind"] == "shop"
    step(game_app, 2)
    off = {b.action[1]: b for b in view.choice_buttons if not b.enabled}
    assert set(off) == {"shield", "armour", "mule"}           # 3 gold each, and no armour left
    assert "1" in off["shield"].text and "{" not in off["shield"].text
    n = len(board.match.log)
    click(game_app, off["shield"].rect.center)
    assert len(board.match.log) == n                          # nothing is bought...
    move(game_app, off["shield"].rect.center)
    step(game_app, 30)
    tip = game_app.ctx.tips._offer or game_app.ctx.tips._current
    assert tip and "3" in tip[0] and "2" in tip[0]            # ...and the tip says the price and the purse


def test_the_end_of_turn_summary_shows_the_turns_outcome_on_the_sheet(game_app, monkeypatch):
    """The sheet beside the summary names the space the character reached, as the space card does
    (it used to keep the picture from before the move: "City" beside a card of the Spring)."""
    from game.games.talisman.text import name as space_name
    board, view = _warrior_rolls_a_one_from_the_city(game_app)
    click(game_app, space_centre("spring"))
    run_until(game_app, lambda: view.summary is not None or board.human_can_act(), 900)
    if board.match.to_act() == 0:
        pytest.skip("the card kept the turn going")
    assert view.summary is not None and view.sheet_seat() == 0
    words = set()
    real = game_app.ctx.assets.text
    monkeypatch.setattr(game_app.ctx.assets, "text", lambda s, *a, **k: words.add(s) or real(s, *a, **k))
    view.draw_numbers(pygame.Surface((1280, 720)))
    lang = game_app.ctx.lang
    assert space_name("spring", lang) in words and space_name("city", lang) not in words
    words.clear()                                   # the HUD names the turn the summary tells
    board._hud_cache = None
    board._draw_hud(pygame.Surface((1280, 720)))
    role = view.seat_role(0)
    assert any(role in w and board.seat_name(0) in w for w in words), words


def test_the_sheet_shows_no_outcome_while_the_drawn_card_is_read(game_app):
    """The autosave inside the move draws a thumbnail of the board before the move's events are
    queued; that drawing used to count as a quiet moment, so the sheet kept the picture of the
    outcome ("Strength 5") while the Training card was still being read in the middle of the
    board. Now the sheet gains the point only once the card's gain is shown, and the figure
    walks to the space where the card is drawn."""
    game_app.ctx.settings.anim_speed = "normal"
    state = scenario({"chars": [{"char": "warrior", "space": "salt_flats", "fate": 0},
                                {"char": "wizard", "space": "crags"}]})
    match = Match(GAME, {"players": 2}, 4, [Seat("Ana"), Seat("Bot", ai=True)], state=state)
    board = BoardScene(game_app.ctx, match, autosave=True, sync_ai=True)
    game_app.push(board)
    view = board.view
    assert run_until(game_app, lambda: board.human_can_act(), 600)
    strength = view.stat_value(0, "strength")
    roll_to_move(game_app, board, "training", 1)
    shown, drawn = [], []
    real_animate, real_sheet = view.animate, view.draw_sheet
    view.animate = lambda ev, seat, ai: (shown.append(ev.kind), real_animate(ev, seat, ai))
    view.draw_sheet = lambda surf: (drawn.append((view.stat_value(0, "strength"), "gain" in shown)),
                                    real_sheet(surf))
    match.thumbnailer.taken_at = -1e9                 # the move's autosave takes a picture now
    click(game_app, space_centre("greenwood"))
    assert 0 in view.walks                            # from the Salt Flats, not a jump
    read = run_until(game_app, lambda: view.reveal is not None and view.reveal.phase()[0] == "hold", 300)
    assert read and view.stat_value(0, "strength") == strength + 1      # the state has the gain...
    assert (strength + 1, False) not in drawn, drawn                    # ...the sheet did not show it yet
    assert run_until(game_app, lambda: view.summary is not None or board.human_can_act(), 900)
    assert (strength + 1, True) in drawn


def test_no_board_tooltip_covers_a_drawn_card_being_read(game_app):
    """The pointer left on the space just clicked used to raise that space's tooltip over the
    card's text in the middle of the board."""
    game_app.ctx.settings.anim_speed = "normal"
    board = board_for(game_app, scenario({"chars": [{"char": "warrior", "space": "salt_flats", "fate": 0},
                                                {"char": "wizard", "space": "crags"}]}))
    view = board.view
    assert run_until(game_app, lambda: board.human_can_act(), 600)
    roll_to_move(game_app, board, "training", 1)
    click(game_app, space_centre("greenwood"))
    assert run_until(game_app, lambda: view.reveal is not None and view.reveal.phase()[0] == "hold", 300)
    move(game_app, space_centre("greenwood"))
    step(game_app, 40)                                  # longer than the tooltip's delay
    assert view.reveal is not None
    tips = game_app.ctx.tips
    assert tips._offer is None and tips._current is None, (tips._offer, tips._current)


def test_a_beaten_enemy_stays_on_its_space_until_the_fight_is_shown(game_app):
    """The cards lying on the spaces follow the events like the sheet: while the drawn Wolf is read,
    it lies on the Greenwood (the state already has it beaten and gone), and the space's tooltip
    does not tell the future either; once the fight has been shown it is gone."""
    game_app.ctx.settings.anim_speed = "normal"
    board = board_for(game_app, scenario({"chars": [{"char": "warrior", "space": "salt_flats", "fate": 0},
                                                {"char": "wizard", "space": "crags"}]}))
    view = board.view
    assert run_until(game_app, lambda: board.human_can_act(), 600)
    roll_to_move(game_app, board, "wolf", 1, 6, 1)      # move 1; the warrior's 6 against the wolf's 1
    click(game_app, space_centre("greenwood"))
    assert run_until(game_app, lambda: view.reveal is not None and view.reveal.phase()[0] == "hold", 300)
    state_cards = [e["c"] for e in board.match.state.res["board"].get("greenwood", [])]
    assert "wolf" not in state_cards                    # beaten already in the state...
    assert "wolf" in view.cards_shown.get("greenwood", [])          # ...not yet on the screen
    from game.ui.views.talisman.model import card_spot
    assert view.reveal.end == card_spot("greenwood", 0)             # it lands where it was drawn, not on the
                                                                    # next player's space (the turn passed on)
    assert "Wolf" in view.space_tip("greenwood")
    run_until(game_app, lambda: view.summary is not None or board.human_can_act(), 900)
    step(game_app, 2)
    assert "wolf" not in view.cards_shown.get("greenwood", [])

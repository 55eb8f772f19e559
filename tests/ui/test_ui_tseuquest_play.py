"""TseuQuest's view turns clicks into legal actions: a human adventurer's turn
(roll, click a highlighted square, open a door, attack, end the activation)
and a human Evil Wizard's phase (activate, attack, end activation, end phase),
all with real mouse events posted to pygame's queue."""
import pygame
import pytest

from game.engine.chance import Rng
from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import pass_device, click, key, move, run_until, step

tq = pytest.importorskip("game.games.tseuquest.game")
GAME = tq.GAME


def tq_board(bare_app, setup: dict, humans=(1,), players: int = 2, seed: int = 3, speed: str = "instant"):
    """A board on a scenario position (game/games/tseuquest/scenario.py)."""
    bare_app.ctx.settings.anim_speed = speed
    state = GAME.build_scenario({"players": players}, seed, setup)
    seats = [Seat(f"{'Ana' if i in humans else 'Bot'} {i}", ai=i not in humans) for i in range(players)]
    match = Match(GAME, {"players": players}, seed, seats, state=state)
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    bare_app.push(board)
    step(bare_app, 3)
    return board


def force(board, die: str, *faces: str) -> None:
    Rng(board.match.state.res["rng"]).force(die, list(faces))


def idle(bare_app, board, limit=400) -> bool:
    """Step until the board waits for a human again (dice, animations and AI done)."""
    return run_until(bare_app, lambda: board.human_can_act() and not board.view.busy(), limit)


def bar_button(view, key_name):
    view.refresh_targets()
    for b in view.bar_buttons:
        if getattr(b, "key", None) == key_name:
            return b
    raise AssertionError(f"no {key_name!r} on the bar: {[getattr(b, 'key', None) for b in view.bar_buttons]}")


def played(board, kind, since=0):
    """The actions of that kind in the log from index `since` on (the AI may answer in the same step)."""
    return [a for a in board.match.log[since:] if a.kind == kind]


def hero_eid(board, hero):
    return board.match.state.res["heroes"][hero]


def mb_eid(board, ref):
    from game.games.tseuquest.components import Figure
    return next(e for e, f in board.match.state.query(Figure) if f.ref == ref)


def test_adventurer_turn_by_clicks(bare_app):
    setup = {"adventure": "crypt", "clear": True, "clear_traps": True,
             "heroes": [{"hero": "kordan", "at": [3, 5]}],
             "figures": [{"ref": "grubling", "at": [4, 3], "placed": False}]}
    board = tq_board(bare_app, setup)
    view = board.view
    kordan = hero_eid(board, "kordan")
    assert view.table.role == "adventurer"
    # the unplaced grubling behind the closed door is not in the adventurer's draw model
    assert all(f.ref != "grubling" for f in view.table.figs.values())
    # roll movement with the bar button
    force(board, "dmov", "2", "3")
    click(bare_app, bar_button(view, "roll").rect.center)
    assert board.match.log[-1].kind == "roll_move"
    assert idle(bare_app, board)
    assert (3, 3) in view.targets.moves
    # click a highlighted square
    click(bare_app, view.layout.cell_rect((3, 3)).center)
    assert board.match.log[-1].kind == "move" and tuple(board.match.log[-1].args[1]) == (3, 3)
    assert idle(bare_app, board)
    assert view.figs[kordan].cell == (3, 3)
    # open the door on the edge (3,3)|(4,3): the room is placed, the grubling appears
    door = "3,3|4,3"
    assert door in view.targets.doors
    d = view.table.doors[door]
    click(bare_app, view.layout.edge_rect(d["a"], d["b"]).center)
    assert board.match.log[-1].kind == "open_door"
    assert idle(bare_app, board)
    grub = mb_eid(board, "grubling")
    assert grub in view.figs and view.figs[grub].placed
    assert view.table.doors[door]["open"]
    # attack the grubling by clicking it (forced skulls; the Evil Wizard's AI defends or not)
    force(board, "dcom", "skull", "skull", "skull", "skull", "kite", "kite")
    assert grub in view.targets.hits
    mark = len(board.match.log)
    click(bare_app, view.layout.cell_rect((4, 3)).center)
    assert [a.args[1] for a in played(board, "attack", mark)] == [grub]
    assert idle(bare_app, board)
    assert grub not in view.figs                  # eliminated and faded out
    # end the activation with the primary bar button (Space would do the same)
    if board.match.to_act() == 1 and any(a.kind == "end_activation" for a in board.match.legal()):
        mark = len(board.match.log)
        click(bare_app, bar_button(view, "end_activation").rect.center)
        assert played(board, "end_activation", mark)     # the Evil Wizard's AI may have played after it


def test_stealth_and_end_move_and_space(bare_app):
    board = tq_board(bare_app, {"adventure": "crypt", "clear": True, "clear_traps": True,
                           "heroes": [{"hero": "nix", "at": [3, 5]}]})
    view = board.view
    force(board, "dmov", "4")
    click(bare_app, bar_button(view, "stealth").rect.center)
    assert board.match.log[-1].kind == "roll_move" and board.match.log[-1].args[1] == "stealth"
    assert idle(bare_app, board)
    click(bare_app, bar_button(view, "end_move").rect.center)
    assert board.match.log[-1].kind == "end_move"
    assert idle(bare_app, board)
    mark = len(board.match.log)
    key(bare_app, pygame.K_SPACE)
    assert played(board, "end_activation", mark)


def test_evil_wizard_phase_by_clicks(bare_app):
    setup = {"adventure": "crypt", "clear": True, "clear_traps": True,
             "heroes": [{"hero": "kordan", "at": [2, 6]}],
             "figures": [{"ref": "grubling", "at": [3, 6], "placed": True},
                         {"ref": "bonewalker", "at": [6, 6], "placed": True}],
             "mb_phase": True}
    board = tq_board(bare_app, setup, humans=(0,))
    view = board.view
    assert view.table.role == "mb"
    grub, bones, kordan = mb_eid(board, "grubling"), mb_eid(board, "bonewalker"), hero_eid(board, "kordan")
    assert grub in view.targets.activate and bones in view.targets.activate
    # activate the grubling by clicking it
    click(bare_app, view.layout.cell_rect((3, 6)).center)
    assert board.match.log[-1].kind == "activate" and board.match.log[-1].args[0] == grub
    assert idle(bare_app, board)
    assert view.targets.moves                     # its fixed move is highlighted
    # attack Kordan by clicking him
    force(board, "dcom", "skull", "skull", "oval", "oval", "oval", "oval", "oval")
    assert kordan in view.targets.hits
    mark = len(board.match.log)
    click(bare_app, view.layout.cell_rect((2, 6)).center)
    assert [a.args[0] for a in played(board, "attack", mark)] == [grub]
    assert idle(bare_app, board)
    if any(a.kind == "end_activation" for a in board.match.legal()):
        mark = len(board.match.log)
        click(bare_app, bar_button(view, "end_activation").rect.center)
        assert played(board, "end_activation", mark)
        assert idle(bare_app, board)
    # the bonewalker does not act: end the phase
    assert any(a.kind == "end_phase" for a in board.match.legal())
    mark = len(board.match.log)
    click(bare_app, bar_button(view, "end_phase").rect.center)
    assert played(board, "end_phase", mark)


def test_pending_choice_and_other_actions_by_clicks(bare_app):
    """A defence decision shows on the bar; the 'other actions' menu lists leftovers."""
    setup = {"adventure": "crypt", "clear": True, "clear_traps": True,
             "heroes": [{"hero": "kordan", "at": [2, 6]}],
             "figures": [{"ref": "grubling", "at": [3, 6], "placed": True}],
             "mb_phase": True, "activate": "grubling"}
    board = tq_board(bare_app, setup, humans=(0, 1))
    view = board.view
    while bare_app.top is not board:                   # the pass-and-play curtain
        click(bare_app, (640, 360))
    kordan = hero_eid(board, "kordan")
    force(board, "dcom", "skull", "skull")
    click(bare_app, view.layout.cell_rect((2, 6)).center)
    assert board.match.log[-1].kind == "attack"
    assert pass_device(bare_app, board)                # the Evil Wizard clicks "Done"; the curtain
    assert idle(bare_app, board)
    p = board.match.state.res["pending"]
    assert p and p[-1]["kind"] == "defend"
    assert view.table.role == "adventurer" and board.viewer_seat() == 1
    roll = next(b for b in view.bar_buttons if b.text == bare_app.ctx.t("tq.opt.roll"))
    force(board, "dcom", "kite", "kite", "kite", "kite", "kite")
    click(bare_app, roll.rect.center)
    assert board.match.log[-1].kind == "choose" and board.match.log[-1].args[0] == "roll"
    _ = kordan


def test_a_human_evil_wizard_decides_the_interlude_by_clicks(bare_app):
    """Between adventures a human Evil Wizard stocks the shop and confiscates found gear with clicks."""
    from game.engine.protocol import act
    from game.games.tseuquest.turn import end_adventure
    from game.games.tseuquest.world import kit
    bare_app.ctx.settings.anim_speed = "instant"
    opts = {"mode": "campaign", "players": 2, "party": 2, "draft": "random", "party_heroes": ["kordan", "mirel"]}
    w = GAME.new_game(opts, 4)
    while w.res["phase"] != "play":
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    kit(w, w.res["heroes"]["kordan"]).potions.append("troll_broth")      # found during the adventure
    w.res["goal_done"] = True
    end_adventure(w, True, "goal", [])
    match = Match(GAME, opts, 4, [Seat("Wizard"), Seat("Bot", ai=True)], state=w)
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    bare_app.push(board)
    step(bare_app, 3)
    view = board.view

    stock = act("stock", "chain_mail", False)
    step(bare_app, 2)
    rect = next(r for r, what, _t in view.hot_rects if what == stock)
    click(bare_app, rect.center)                                                # the shop icon withdraws it
    assert match.log[-1] == stock
    step(bare_app, 2)
    potion = next(r for r, what, tip in view.hot_rects if callable(what) and tip == view.gear_tip("troll_broth"))
    click(bare_app, potion.center)                                              # the found potion: its menu
    step(bare_app, 2)
    rows = [e for e in view.menu.entries if getattr(e[1], "kind", None) == "confiscate"]
    assert rows and rows[0][0] == bare_app.ctx.t("tq.inter.confiscate")
    click(bare_app, view.menu.row_rects()[view.menu.entries.index(rows[0])].center)
    assert match.log[-1] == act("confiscate", "kordan", "troll_broth")


def test_no_square_tooltip_shows_through_the_adventures_page(bare_app):
    """The squares under the open adventure page used to raise their tooltips ("Square W5 · Room")
    over the introduction."""
    setup = {"adventure": "crypt", "clear": True, "clear_traps": True,
             "heroes": [{"hero": "kordan", "at": [3, 5]}]}
    board = tq_board(bare_app, setup)
    view = board.view
    assert idle(bare_app, board)
    view.show_intro()
    words = []
    real = bare_app.ctx.assets.text
    bare_app.ctx.assets.text = lambda s, *a, **k: words.append(s) or real(s, *a, **k)
    step(bare_app, 2)
    board.draw(pygame.Surface((1280, 720)))
    bare_app.ctx.assets.text = real
    assert "Click to close" in words and "Click to begin" not in words      # read again: a click closes it
    pos = view.layout.cell_rect((3, 5)).center
    move(bare_app, pos)
    step(bare_app, 40)
    assert view.book is not None
    tips = bare_app.ctx.tips
    assert tips._offer is None and tips._current is None, (tips._offer, tips._current)
    click(bare_app, (400, 360))                     # a click closes the page: the square speaks again
    assert view.book is None
    move(bare_app, pos)
    step(bare_app, 40)
    assert tips._offer or tips._current

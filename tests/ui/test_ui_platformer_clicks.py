"""Platformer positions built with the scenario builder, played with real mouse
events: a click on a square means what the selected die can do there, arrows
finish a shove, any die of a forge pair can be dragged, a click that does
nothing says why."""
import pygame
import pytest

from game.engine.protocol import act
from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.views.platformer.model import Layout
from ui_helpers import click, move, step

platformer = pytest.importorskip("game.games.platformer.game")
GAME = platformer.GAME

LAYOUT = [["forest_01", "forest_02"], ["void_01", "void_02"], ["forest_03", "void_03"],
          ["forest_15", "forest_16"]]
OPEN = ["revealed", "revealed", "revealed", "hidden"]
OPTIONS = {"players": 2, "heroes": ["melosa", "etern"], "boss": "medusa"}
PARK1 = {"seat": 1, "at": [9, 4]}          # the other hero out of the way


def scenario_board(app, setup: dict, options: dict | None = None):
    app.ctx.settings.anim_speed = "instant"
    opts = {**OPTIONS, **(options or {})}
    state = GAME.build_scenario(opts, 1, {"tiles": LAYOUT, "clear": True, "level_status": OPEN, **setup})
    match = Match(GAME, opts, 1, [Seat("Ana"), Seat("Bot", True)], state=state)
    board = BoardScene(app.ctx, match, autosave=False)
    app.push(board)
    step(app, 2)
    return board


def cell_center(board, cell):
    return board.view.layout.cell_rect(cell).center


def drag(app, a, b):
    pygame.mouse.set_pos(a)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(5, 5), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    step(app)


def pick(app, view, pred):
    """Click the popup entry whose action or label satisfies pred."""
    assert view.popup is not None, "a menu should be open"
    for r, e in zip(view.popup.entry_rects(), view.popup.entries):
        if pred(e):
            click(app, r.center)
            return
    raise AssertionError([e[0] for e in view.popup.entries])


def test_boot_selected_then_enemy_pushes_it_instead_of_attacking(app):
    """A ready sword makes the zombie attackable; with the boot selected the
    click on it means moving in (pushing), not attacking."""
    board = scenario_board(app, {"figures": [{"kind": "enemy", "ref": "zombie", "at": [3, 0]}],
                                 "heroes": [{"seat": 0, "at": [2, 0]}, PARK1],
                                 "turn": {"pool": ["boot", "sword"]}})
    match = board.match
    board.play(act("ready", 1))
    step(app, 2)
    legal = match.legal()
    assert act("attack", 100) in legal and act("move", 0, "right") in legal
    click(app, board.view.die_rects()[0].center)
    assert board.view.selected == 0
    click(app, cell_center(board, (3, 0)))
    assert match.log[-1] == act("move", 0, "right")


def test_enemy_click_without_a_die_attacks(app):
    board = scenario_board(app, {"figures": [{"kind": "enemy", "ref": "zombie", "at": [3, 0]}],
                                 "heroes": [{"seat": 0, "at": [2, 0]}, PARK1],
                                 "turn": {"pool": ["boot", "sword"]}})
    board.play(act("ready", 1))
    step(app, 2)
    click(app, cell_center(board, (3, 0)))
    assert board.match.log[-1] == act("attack", 100)


def test_square_click_without_a_die_uses_the_only_kind_of_die(app):
    """Two boots and a coin: a highlighted square moves with a boot, no die picked first."""
    board = scenario_board(app, {"heroes": [{"seat": 0, "at": [2, 0]}, PARK1],
                                 "turn": {"pool": ["coin", "boot", "boot"]}})
    assert act("move", 1, "right") in board.match.legal()
    assert (3, 0) in board.view.targets.die_squares
    click(app, cell_center(board, (3, 0)))
    assert board.match.log[-1].kind == "move" and board.match.log[-1].args[1] == "right"


def test_respawn_square_asks_which_die_to_spend(app):
    board = scenario_board(app, {"heroes": [{"seat": 0, "off_map": True}, PARK1],
                                 "turn": {"pool": ["coin", "boot"]}})
    view = board.view
    click(app, cell_center(board, (4, 0)))
    assert view.popup is not None and view.popup.icons and len(view.popup.entries) == 2
    # each choice's tip says where the die takes the hero and what it would give if kept
    coin = next(r for r, e in zip(view.popup.entry_rects(), view.popup.entries) if "coin" in e[2])
    move(app, coin.center)
    step(app, 40)
    tip = app.ctx.tips.visible_text or ""
    assert app.ctx.t("pf.choice.die_spend", cell="E1") in tip and app.ctx.t("pf.die.coin") in tip, tip
    pick(app, view, lambda e: "coin" in e[2])
    assert board.match.log[-1] == act("respawn", 0, (4, 0))


def test_shove_then_shove_on_by_clicking_an_arrow(app):
    """Melosa's monster moves an enemy two squares: the second by an arrow."""
    board = scenario_board(app, {"figures": [{"kind": "enemy", "ref": "zombie", "at": [5, 0]}],
                                 "heroes": [{"seat": 0, "at": [1, 0]}, PARK1],
                                 "turn": {"pool": ["monster"]}})
    view, match = board.view, board.match
    click(app, view.die_rects()[0].center)
    click(app, cell_center(board, (5, 0)))
    if view.shove_pick is not None:                       # several directions: the arrows
        arrow = next(c for c, a in view.shove_arrows().items() if a.args[2] == "right")
        click(app, view.layout.cell_rect(arrow).center)
    assert match.log[-1].kind == "shove"
    step(app, 2)
    more = [a for a in match.legal() if a.kind == "shove_more"]
    assert more, "Melosa shoves one square more"
    cells = view.targets.shove_more
    cell = next(c for c, a in cells.items() if a == more[0])
    click(app, view.layout.cell_rect(cell).center)
    assert match.log[-1] == more[0]


def test_forge_by_dragging_the_special_die(app):
    """In the store step the special die has no action of its own, yet it can be
    dragged onto an equal die to forge."""
    board = scenario_board(app, {"heroes": [{"seat": 0, "at": [2, 0], "special": "sword"}, PARK1],
                                 "turn": {"pool": ["sword", "coin"], "phase": "store"}})
    view, match = board.view, board.match
    pool = match.state.res["turn"]["pool"]
    special = next(i for i, d in enumerate(pool) if d["src"] == "special")
    assert special not in view.targets.by_die
    rects = view.die_rects()
    drag(app, rects[special].center, rects[0].center)
    pick(app, view, lambda e: e[1] is not None and e[1].args[2] == "boot")
    assert match.log[-1].kind == "forge" and match.log[-1].args[2] == "boot"


def test_a_click_that_does_nothing_says_why(app):
    board = scenario_board(app, {"heroes": [{"seat": 0, "at": [2, 0]}, PARK1],
                                 "turn": {"pool": ["coin"]}})
    view = board.view
    shop = next(iter(view.shop_rects().values()))
    click(app, shop.center)
    assert view.flash_msg and view.flash_msg[0] == app.ctx.t("pf.why.shop_square")
    click(app, cell_center(board, (8, 3)))
    assert view.flash_msg[0] != app.ctx.t("pf.why.shop_square")
    assert board.match.log == []


def test_tower_fits_left_of_the_panels_and_centres_when_short():
    rect = pygame.Rect(0, 52, 1280, 668)
    for statuses in (["revealed"] + ["hidden"] * 3, ["removed", "removed", "revealed", "hidden"],
                     ["removed"] * 3 + ["revealed"], ["revealed"] + ["hidden"] * 4):
        L = Layout(rect, statuses)
        assert L.tower.right + L.NUMBERS_W <= L.RIGHT_X
        assert L.card_x >= 0
        top_gap, bottom_gap = L.tower.top - rect.top, rect.bottom - L.tower.bottom
        assert abs(top_gap - bottom_gap) <= L.cell, statuses


def test_a_loaded_game_retells_its_log(app):
    """Continue / load: the log shows what happened before, not only "loaded"."""
    match = Match(GAME, OPTIONS, 4, [Seat("Ana", True), Seat("Bot", True)])
    for _ in range(12):
        match.play(GAME.choose_ai(GAME.clone(match.state), match.to_act()))
    again = Match(GAME, OPTIONS, 4, match.seats, state=GAME.clone(match.state), log=list(match.log))
    board = BoardScene(app.ctx, again, autosave=False, loaded=True)
    board.frozen = True
    app.push(board)
    step(app)
    texts = [e[1] for e in board.log_entries]
    assert texts[-1] == app.ctx.t("board.loaded", n=12)
    assert len(texts) > 12 and any(e[0] == 11 for e in board.log_entries)
    assert again.log == match.log and len(again.log) == 12          # the match itself is untouched


def test_hero_card_icons_wrap_inside_the_card_and_clear_the_ability_button(app):
    board = scenario_board(app, {"heroes": [{"seat": 0, "at": [2, 0], "hero": "angelo", "health": 3,
                                             "items": ["escudo_roble", "botas_prisa", "moneda_suerte"],
                                             "potions": ["pocion_curacion", "pocion_vuelo", "tonico_caos",
                                                         "pocion_oro", "pocion_eco"],
                                             "tokens": ["espejo", "piedra"]}, PARK1],
                                 "turn": {"pool": ["coin"]}}, options={"heroes": ["angelo", "etern"]})
    view = board.view
    assert view.targets.ability is not None
    rects = view.item_rects()
    assert len(rects) == 10
    card, button = view.layout.hero, view.ability_rect()
    for r in rects.values():
        assert card.contains(r) and not r.colliderect(button)
    click(app, rects[("potion", 0)].center)
    assert board.match.log[-1] == act("use_potion", 0)


def test_die_menu_never_covers_the_tower(app):
    board = scenario_board(app, {"heroes": [{"seat": 0, "at": [2, 0]}, PARK1],
                                 "turn": {"pool": ["boot", "boot", "sword"]}})
    view = board.view
    click(app, view.die_rects()[0].center)               # a boot with a forge partner: a menu
    assert view.popup is not None
    assert view.popup.rect.left >= view.layout.RIGHT_X
    click(app, cell_center(board, (3, 0)))               # the square still takes the click
    assert board.match.log[-1] == act("move", 0, "right")


def test_ai_die_lights_up_when_used(app):
    board = scenario_board(app, {"heroes": [{"seat": 0, "at": [2, 0]}, PARK1],
                                 "turn": {"pool": ["coin", "boot"]}})
    app.ctx.settings.anim_speed = "normal"
    board._apply(act("coin", 0), ai=True)
    assert board.view.used_flash and board.view.used_flash[0] == ("die", 0)


def test_solo_event_card_turns_left_and_score_lines(app):
    board = scenario_board(app, {"heroes": [{"seat": 0, "at": [2, 0], "gems": 3}], "turn": {"pool": ["coin"]}},
                           options={"players": 1, "heroes": ["nix"], "mode": "solo"})
    view, w = board.view, board.match.state
    assert w.res["turn"]["event"], "the solo game draws an event on the first turn"
    r = view.event_rect()
    assert r.width > 100 and view.layout.others.contains(r)
    title, body, _ = view.card_under(r.center)
    assert title and body
    left = len(w.res["decks"]["events"]["draw"])
    w.res["players"][0]["kills"] = 3
    w.res["result"] = {"winners": [0], "reason": "boss_defeated", "overkill": 1}
    lines = dict(view.result_lines())
    assert lines[app.ctx.t("pf.score.events", n=left, k=3)] == str(3 * left)
    assert sum(int(v) for v in lines.values()) == board.match.result().scores[0]
    assert view.result_title() == app.ctx.t("pf.solo_won")


def test_buy_use_item_and_potion_and_portal_by_clicks(app):
    board = scenario_board(app, {"heroes": [{"seat": 0, "at": [7, 2], "gold": 12, "items": ["botas_prisa"],
                                             "potions": ["pocion_agilidad"]}, PARK1],
                                 "turn": {"pool": ["coin"]}})
    view, match = board.view, board.match
    buy = next(a for a in match.legal() if a.kind == "buy")
    click(app, view.shop_rects()[(buy.args[0], buy.args[1])].center)
    assert match.log[-1] == buy
    step(app, 2)
    click(app, view.item_rects()[("item", 0)].center)
    assert match.log[-1] == act("use_item", 0)
    step(app, 2)
    click(app, view.item_rects()[("potion", 0)].center)
    assert match.log[-1] == act("use_potion", 0)
    step(app, 2)
    # a Void portal: the boot takes the hero to the far portal of the level
    board2 = scenario_board(app, {"heroes": [{"seat": 0, "at": [3, 4]}, PARK1], "turn": {"pool": ["boot"]}})
    assert act("portal", 0, (9, 7)) in board2.match.legal()
    click(app, cell_center(board2, (9, 7)))
    assert board2.match.log[-1] == act("portal", 0, (9, 7))


def test_push_choice_names_the_figure_and_takes_a_square_click(app):
    board = scenario_board(app, {"figures": [{"kind": "enemy", "ref": "zombie", "at": [3, 0]}],
                                 "heroes": [{"seat": 0, "at": [2, 0]}, PARK1], "turn": {"pool": ["boot"]}},
                           options={"heroes": ["brizna", "etern"]})
    view, match = board.view, board.match
    click(app, cell_center(board, (3, 0)))
    step(app, 2)
    pushes = [a for a in match.legal() if a.kind == "push"]
    assert len(pushes) >= 2
    assert "Zombie" in view.hint()
    click(app, cell_center(board, tuple(pushes[-1].args[0])))
    assert match.log[-1] == pushes[-1]


def test_shove_tooltip_counts_melosas_extra_square(app):
    """Hovering a shovable enemy with a monster die says Melosa's shove goes one square further."""
    board = scenario_board(app, {"figures": [{"kind": "enemy", "ref": "zombie", "at": [5, 0]}],
                                 "heroes": [{"seat": 0, "at": [1, 0]}, PARK1],
                                 "turn": {"pool": ["monster"]}})
    view = board.view
    click(app, view.die_rects()[0].center)
    tip = view.square_tip((5, 0))
    assert app.ctx.t("pf.shove_plus", n=1) in tip and "+1" in tip

"""Dungeon Universalis' view after the player review: the board fitted to the explored area
and zoomable with the wheel, the +/- buttons and a right-button drag; hints that match what is
offered; odds and consequences on doors, Fortune and searches."""
import pygame

from ui_helpers import click, move, step
from test_ui_dungeon_universalis import board_for, idle


def wheel(app, pos, y):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y)))
    step(app)


def test_board_fits_the_explored_area_not_the_whole_map(game_app):
    board = board_for(game_app)
    L = board.view.layout
    assert L.cell > L.whole                       # the start area is shown larger than the whole map would be
    hero = next(f for f in board.view.table.figs.values() if f["side"] == "hero")
    assert L.view.collidepoint(L.cell_center(hero["cell"]))


def test_wheel_and_buttons_zoom_and_right_drag_pans(game_app):
    board = board_for(game_app)
    view = board.view
    idle(game_app, board)
    before = view.layout.cell
    wheel(game_app, view.layout.view.center, 1)
    assert view.layout.cell > before
    wheel(game_app, view.layout.view.center, -1)
    wheel(game_app, view.layout.view.center, -1)
    assert view.layout.cell < before
    click(game_app, view.layout.zoom_in.center)
    click(game_app, view.layout.zoom_in.center)
    zoomed = view.layout.cell
    assert zoomed > before - 1
    click(game_app, view.layout.zoom_out.center)
    assert view.layout.cell < zoomed
    for _ in range(4):
        click(game_app, view.layout.zoom_in.center)
    left = view.layout.board.left
    c = view.layout.view.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(c[0] - 120, c[1]), rel=(-120, 0),
                                         buttons=(0, 0, 1)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(c[0] - 120, c[1]), button=3))
    step(game_app)
    assert view.layout.board.left < left          # the map moved left with the pointer


def test_zoom_buttons_have_a_tooltip(game_app):
    board = board_for(game_app)
    move(game_app, board.view.layout.zoom_in.center)
    step(game_app, 40)
    assert "wheel" in (game_app.ctx.tips.visible_text or "")


def test_door_rows_say_the_odds_the_hits_needed_and_what_a_try_does(game_app):
    from game.engine.protocol import act
    from game.games.dungeon_universalis.world import doors
    board = board_for(game_app)
    view = board.view
    w = board.match.state
    h = w.res["party"][0]
    ident = next(i for i in view.table.view["doors"])
    doors(w).set_flag(ident, "hits", 3)
    brk, pick = act("break", h, ident), act("pick_lock", h, ident)
    assert "%" in view.action_text(brk) and "%" in view.action_text(pick) and "3/5" in view.action_text(brk)
    assert "3" in view.row_tip(brk) and "5" in view.row_tip(brk)
    assert "Dexterity" in view.row_tip(pick) and "jams" in view.row_tip(pick)
    view.sync()
    d = view.table.view["doors"][ident]
    er = view.layout.edge_rect(tuple(d["a"]), tuple(d["b"]))
    assert "Hits taken: 3 of 5" in view.tip_at(er.center)[0]


def test_fortune_row_shows_its_real_chance_and_cost(game_app):
    from game.engine.protocol import act
    board = board_for(game_app, players=2, humans=(0, 1))
    view = board.view
    h1, h2 = board.match.state.res["party"]
    plain, lucky = act("attack", h1, h2, (), False), act("attack", h1, h2, (), True)
    assert view.chance(lucky) > view.chance(plain)
    tip = view.odds_text(lucky)
    assert "Fortune point" in tip and "achievement" in tip and f"{view.chance(lucky)}%" in tip


def test_search_buttons_have_their_own_icons_and_chances(game_app):
    from game.ui.views.dungeon_universalis.view import SEARCH_ICONS
    assert len(set(SEARCH_ICONS.values())) == len(SEARCH_ICONS)
    board = board_for(game_app)
    view = board.view
    from game.engine.protocol import act
    from game.ui.views.dungeon_universalis.model import sort_targets
    h = board.match.state.res["party"][0]
    view.targets = sort_targets([act("search_room", h), act("search_secret", h), act("end", h)])
    entries = {e[0]: e for e in view.bar_entries()}
    for key in ("search_room", "search_secret"):
        assert "%" in entries[key][2]
    assert entries["search_room"][1] != entries["search_secret"][1]


def test_the_hint_names_only_what_is_offered(game_app):
    from game.engine.protocol import act
    from game.ui.views.dungeon_universalis.model import sort_targets
    board = board_for(game_app)
    view = board.view
    assert idle(game_app, board)
    assert "lit square" in view.click_hint("Ana")         # at the start the hero may move
    h = board.match.state.res["party"][0]
    view.targets = sort_targets([act("end", h)])
    view.make_bar()
    hint = view.click_hint("Ana")
    assert "lit square" not in hint and "attack" not in hint and hint == "Ana: click a button."


def test_spanish_hint_has_no_comma_before_o(game_app):
    game_app.ctx.i18n.lang = "es"
    board = board_for(game_app)
    assert idle(game_app, board)
    hint = board.view.click_hint("Ana")
    assert " o " in hint and ", o " not in hint


def test_menu_rows_share_one_size_and_unplayable_rows_are_grey(game_app):
    from game.ui import theme
    from game.ui.views.dungeon_universalis.menu import Menu
    from game.ui.views.tseuquest.menu import GREY
    ctx = game_app.ctx
    rows = [("Short", 1, None, ""), ("A very long spell row " * 4, None, None, "no mana")]
    menu = Menu(ctx, pygame.Rect(400, 600, 40, 40), rows, "Spells")
    size = menu.row_size()
    assert size < theme.SIZE_BODY              # the long row sets one smaller size for every row
    surf = pygame.Surface((1280, 720))
    menu.draw(surf)
    r = menu.row_rects()[1]
    colours = {tuple(surf.get_at((x, y)))[:3] for x in range(r.left + 44, r.left + 200) for y in range(r.top, r.bottom)}
    assert GREY in colours or any(abs(c[0] - GREY[0]) < 8 and abs(c[2] - GREY[2]) < 8 for c in colours)
    assert theme.TEXT not in colours


def test_hero_sheet_wraps_flush_and_never_shrinks_a_line(game_app, monkeypatch):
    from game.ui import theme
    from game.ui.views.dungeon_universalis import panels
    game_app.ctx.i18n.lang = "es"
    board = board_for(game_app, players=4, humans=(0, 1, 2, 3))
    view = board.view
    calls = []
    real = panels.draw_text

    def spy(surf, assets, text, pos, size, *args, **kw):
        calls.append((text, pos, size, kw.get("max_width")))
        return real(surf, assets, text, pos, size, *args, **kw)
    monkeypatch.setattr(panels, "draw_text", spy)
    surf = pygame.Surface((1280, 720))
    font = game_app.ctx.assets.font("sans", theme.SIZE_SMALL)
    r = view.layout.sheet
    for fid in board.match.state.res["party"]:
        view.focus, view.hover_fig = fid, None
        calls.clear()
        view.draw_sheet(surf)
        body = [c for c in calls if c[1][1] >= r.top + 166 and c[2] == theme.SIZE_SMALL and c[3]]
        for text, pos, size, width in body:
            if pos[0] < r.left + 40:                   # a continuation line starts where the labels do
                assert pos[0] == r.left + 10
            assert font.size(text)[0] <= width, text

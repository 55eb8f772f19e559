"""The rules scene shows a game's reference: chapters on the left, the chosen
one on the right; wheel, bar, keys and buttons; every text fits at every size."""
import pygame
import pytest

from game.games import CATALOGUE
from game.ui import theme
from game.ui.context import Games
from game.ui.reference import LANGS, has_reference, load
from game.ui.reference.page import render_chapter
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageBox
from game.ui.scenes.rules import RulesScene
from ui_helpers import click, key, step

SHIPPED = [g for g in ("platformer", "tseuquest", "star_quest") if has_reference(g)]


def open_rules(app, game_id="platformer"):
    scene = RulesScene(app.ctx, game_id)
    app.push(scene)
    step(app)
    return scene


def test_the_scene_shows_the_reference_chapters(app):
    scene = open_rules(app)
    titles = [c.title for c in load("platformer", app.ctx.lang)]
    assert [c.title for c in scene.chapters] == titles
    assert scene.index() == 0 and not scene.btn_prev.enabled and scene.btn_next.enabled


def test_wheel_scrolls_the_page_and_esc_goes_back(app):
    scene = open_rules(app)
    assert scene.page.max_scroll() > 0
    pygame.mouse.set_pos(scene.page.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    step(app)
    assert scene.page.scroll > 0
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene


def test_the_bar_drags_the_page(app):
    scene = open_rules(app)
    bar = scene.page.bar_rect()
    pygame.mouse.set_pos(bar.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.centerx, bar.centery + 200), rel=(0, 200),
                                         buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.centerx, bar.centery + 200), button=1))
    step(app)
    assert scene.page.scroll > 0


def test_contents_next_and_keys_change_the_chapter(app):
    scene = open_rules(app)
    click(app, scene.toc.row_rect(2).center)
    assert scene.index() == 2 and scene.toc.selected == 2
    click(app, scene.btn_next.rect.center)
    assert scene.index() == 3 and scene.page.scroll == 0
    key(app, pygame.K_LEFT)
    assert scene.index() == 2
    key(app, pygame.K_END)
    assert scene.page.scroll == scene.page.max_scroll() > 0


def test_language_change_keeps_the_chapter(app):
    scene = open_rules(app)
    scene.open_index(4)
    app.ctx.settings.language = "es" if app.ctx.lang == "en" else "en"
    app.apply_settings()
    step(app, 2)
    assert scene.index() == 4
    assert scene.chapters[4].title == load("platformer", app.ctx.lang)[4].title


def test_a_game_without_a_reference_says_so(app):
    scene = open_rules(app, "dicerace")
    assert len(scene.chapters) == 1
    assert app.ctx.t("rules.missing") in str(scene.chapters[0].blocks[0].spans)


def test_the_menu_offers_only_games_with_a_reference(app, monkeypatch):
    import game.ui.reference as reference
    menu = app.top
    assert isinstance(menu, MenuScene)
    games = Games(list(CATALOGUE), lambda game_id: None)
    monkeypatch.setattr(app.ctx, "games", games)
    written = [e.id for e in CATALOGUE if has_reference(e.id)]
    missing = written.pop()                                   # pretend its reference is not written yet
    real = reference.has_reference
    monkeypatch.setattr(reference, "has_reference", lambda g: g != missing and real(g))
    monkeypatch.setattr(Games, "ready_ids", lambda self: [*written, missing])
    menu.rules()
    box = app.top
    if len(written) == 1:
        assert isinstance(box, RulesScene) and box.game_id == written[0]
    else:
        assert isinstance(box, MessageBox)
        labels = [b.text for b in box.widgets if hasattr(b, "on_click") and b.on_click]
        titles = [app.ctx.i18n.pick(games.entry(g).title) for g in written]
        assert all(t in labels for t in titles)
        assert app.ctx.i18n.pick(games.entry(missing).title) not in labels


@pytest.mark.parametrize("size", ["small", "normal", "large"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_text_fits_at_every_size(app, size, lang):
    app.ctx.settings.language, app.ctx.settings.text_size = lang, size
    app.apply_settings()
    step(app)
    a = app.ctx.assets
    for game_id in SHIPPED:
        scene = open_rules(app, game_id)
        font = a.font("bold", theme.SIZE_LABEL)
        width = scene.toc.view_rect().width - 30
        for lines in scene.toc.lines:
            assert all(font.size(ln)[0] <= width for ln in lines), lines
        for b in (scene.btn_back, scene.btn_prev, scene.btn_next):
            assert a.font("bold", b.size).size(b.text)[0] <= b.rect.width - 20, b.text
        problems = []
        for chapter in scene.chapters:
            render_chapter(a, chapter, scene.page.text_width(), problems)
        assert problems == [], (game_id, problems)
        scene.back()
        step(app)


def test_numbered_steps_show_their_own_numbers(app):
    from game.ui.reference import parse
    chapter = parse("# [a] A\n1. one\n2. one\n")[0]
    page = render_chapter(app.ctx.assets, chapter, 600)
    rows = [y for y in range(page.get_height()) if any(page.get_at((x, y)).a for x in range(0, 30))]
    groups = [rows[0]] + [y for prev, y in zip(rows, rows[1:]) if y - prev > 1]
    marks = groups[-2:]                                      # the title and its rule come first
    h = 10
    first = pygame.image.tobytes(page.subsurface((0, marks[0], 30, h)), "RGBA")
    second = pygame.image.tobytes(page.subsurface((0, marks[1], 30, h)), "RGBA")
    assert first != second                                   # "1." and "2.", not the same number twice


@pytest.mark.parametrize("lang", LANGS)
def test_menu_rules_offers_every_written_game_in_a_clean_column(app, monkeypatch, lang):
    app.ctx.settings.language = lang
    app.apply_settings()
    monkeypatch.setattr(app.ctx, "games", Games(list(CATALOGUE), lambda game_id: None))
    written = [e.id for e in CATALOGUE if has_reference(e.id)]
    app.top.rules()
    step(app)
    box = app.top
    buttons = [b for b in box.widgets if getattr(b, "on_click", None)]
    assert [b.text for b in buttons] == [app.ctx.i18n.pick(app.ctx.games.entry(g).title) for g in written]
    for a, b in zip(buttons, buttons[1:]):
        assert not a.rect.colliderect(b.rect)
    assert all(box.box.contains(b.rect) for b in buttons)
    click(app, buttons[-1].rect.center)
    assert isinstance(app.top, RulesScene) and app.top.game_id == written[-1]

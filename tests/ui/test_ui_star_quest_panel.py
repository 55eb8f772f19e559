"""Star Quest's action panel and hover help, driven with real mouse events: the
actions a hero needs fit on one page, every clickable is a button with a
tooltip, spells say what they do, a move cell gives one distance and an
unreachable cell says why, the sight lines have a key, and the wording names the
enemy and the figure the prompt asks about."""
import pytest

from game.engine.protocol import Event, act
from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import click, move, step

sq = pytest.importorskip("game.games.star_quest.game")
GAME = sq.GAME
ILETH, VEX = 1, 3


def squad(stage="main", players=1, seats=None):
    from game.games.star_quest.scenario import build
    seats = seats or [0, 0, 0, 0]
    w = build({"players": players}, 3, {"map": "dust_outpost", "heroes": [
        {"hero": "ileth", "at": [10, 30], "tokens": 3, "seat": seats[0]},
        {"hero": "vex", "at": [12, 33], "seat": seats[1]},
        {"hero": "korrag", "at": [8, 33], "seat": seats[2]}, {"hero": "nyx", "at": [14, 35], "seat": seats[3]}],
        "units": [{"ref": "cultists", "at": [[14, 18], [15, 18], [16, 18]]}, {"ref": "cultists", "at": [[30, 30]]}],
        "tokens": [{"at": [12, 27]}]})
    if stage in ("main", "move"):
        GAME.apply(w, act("activate", ILETH, False))
    if stage == "move":
        GAME.apply(w, act("advance"))
    return w


def open_board(game_app, w, players=1):
    seats = [Seat(f"P{i + 1}", ai=False) for i in range(players)] + [Seat("AI", ai=True)]
    match = Match(GAME, {"players": players}, 3, seats, state=w)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=False)
    game_app.push(board)
    step(game_app, 3)
    return board


def tip_at(game_app, pos) -> str:
    move(game_app, pos)
    step(game_app, 30)
    tip = game_app.ctx.tips._offer or game_app.ctx.tips._current
    return tip[0] if tip else ""


def texts(view):
    return [b.text for b in view.buttons]


def test_every_action_fits_on_one_page_as_a_button_with_a_tooltip(game_app):
    view = open_board(game_app, squad()).view
    shown = texts(view)
    assert not any(t.startswith("More…") for t in shown), shown
    assert "Cast a spell…" in shown and "Sneak" in shown and "Discover token" in shown
    for b in view.buttons:
        assert b.style != "flat", b.text               # looks like what it is: something to click
        assert b.tooltip, b.text
    extra = next(b for b in view.buttons if b.text.startswith("Extra tokens"))
    click(game_app, extra.rect.center)
    step(game_app)
    assert view.extra == 1


def test_spanish_speaks_of_fichas_and_tiradas(game_app):
    game_app.ctx.i18n.lang = "es"
    view = open_board(game_app, squad()).view
    shown = texts(view)
    assert "Fichas extra: 0" in shown and "☐ Pagar 2 de poder si falla" in shown, shown
    assert "Fichas de hechizo: 3" in [tip for _, tip in view.sheet_hot]


def test_spell_buttons_and_tips_say_what_the_spell_does(game_app):
    view = open_board(game_app, squad()).view
    spells = next(b for b in view.buttons if b.text == "Cast a spell…")
    click(game_app, spells.rect.center)
    step(game_app, 2)
    barrier = next(b for b in view.buttons if b.text.startswith("Kinetic barrier"))
    assert barrier.text == "Kinetic barrier: +1 Defence"
    tip = tip_at(game_app, barrier.rect.center)
    assert "+1 Defence until the end of the round" in tip and 'within 12"' in tip and "ally" in tip
    bolt = next(b for b in view.buttons if b.text.startswith("Psi bolt"))
    assert bolt.text == "Psi bolt: 2 hits, AP(1)"
    tip = tip_at(game_app, bolt.rect.center)
    assert "2 hits with AP(1)" in tip and "Ash cultists" in tip


@pytest.mark.parametrize("lang", ["es", "en"])
def test_spell_buttons_read_on_one_line_at_the_buttons_size(game_app, lang):
    """Long spell labels ("Tormenta psíquica: 2 impactos Explosión(3) · 18\"") used to wrap into
    small print; the button says the spell and its effect in a few words, on one line or (too long
    for one) the name over the effect, each line at full size, whether the spell has one target or several (no "…" on some only); the three
    attacks say what sets each apart, and range and cost are in its tooltip."""
    from game.ui.text import fitted
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    view = open_board(game_app, squad()).view
    spells = next(b for b in view.buttons if b.text in ("Cast a spell…", "Lanzar un hechizo…"))
    click(game_app, spells.rect.center)
    step(game_app, 2)
    from game.games.star_quest.world import content
    names = tuple(content().name(sid, lang) + sep for sid in content().spells for sep in (": ", "\n"))
    shown = [b for b in view.buttons if b.text.startswith(names)]
    assert len(shown) == 6, texts(view)
    lh = game_app.ctx.assets.font("bold", shown[0].size).get_linesize()
    for b in shown:
        inner = b.rect.inflate(-16, -6)
        lines = b.text.split("\n")
        assert len(lines) * lh <= inner.height + 6, (b.text, b.rect)
        for line in lines:
            assert fitted(game_app.ctx.assets, line, b.size, "bold", inner.width) == (line, b.size), line
        assert not b.text.endswith("…"), b.text
    step(game_app, 2)
    assert not any(b.cut for b in shown)
    parts = [b.text.replace(": ", "\n", 1).split("\n") for b in shown]
    attacks = {p[0]: p[1] for p in parts if ("impacto" if lang == "es" else "hit") in p[1]}
    assert len(attacks) == 3 and len(set(attacks.values())) == 3, attacks
    assert any(("PA(1)" if lang == "es" else "AP(1)") in e for e in attacks.values()), attacks
    storm = next(b for b in shown if b.text.startswith(("Tormenta", "Psychic storm")))
    assert ("Explosión(3)" if lang == "es" else "Blast(3)") in tip_at(game_app, storm.rect.center)


def test_a_move_cell_gives_one_distance_and_an_unreachable_one_says_why(game_app):
    view = open_board(game_app, squad("move")).view
    tip = tip_at(game_app, view.layout.centre((13, 26)))
    assert 'the move spends 5.2"' in tip and 'from Sister Ileth' not in tip
    assert 'straight line' in tip                  # why 5.2" and not the 5" a ruler gives
    tip = tip_at(game_app, view.layout.centre((30, 20)))
    assert 'Out of reach: the way there is' in tip and 'this move allows 6"' in tip


def test_the_dashed_sight_lines_have_a_key(game_app):
    view = open_board(game_app, squad()).view
    step(game_app, 2)
    assert view.sight_lines() and view.sight_key is not None
    assert "Amber: in sight but in cover" in tip_at(game_app, view.sight_key.center)


def test_a_sneak_that_ends_where_it_began_reads_sensibly():
    from game.games.star_quest.describe import describe
    w = squad()
    ev = Event("move", {"unit": ILETH, "how": "sneak", "distance": 0.0, "path": []})
    assert describe(ev, "en", w) == "Sister Ileth could sneak away but chooses to stay put."
    assert describe(ev, "es", w) == "La Hermana Ileth podría escabullirse, pero prefiere quedarse donde está."
    ev = Event("move", {"unit": ILETH, "how": "sneak", "distance": 0, "path": [[10, 30], [11, 31], [12, 31]]})
    assert describe(ev, "en", w) == 'Sister Ileth moves 2.4".'          # a sneak that moves says how far
    ev = Event("move", {"unit": ILETH, "how": "rush", "distance": 0.0, "path": []})
    assert describe(ev, "en", w) == "Sister Ileth stays put."


def test_the_sheet_shows_the_hero_the_prompt_asks_about(game_app):
    # Ileth belongs to the second player; the first player is asked to activate Vex
    w = squad("pick", players=2, seats=[1, 0, 1, 0])
    view = open_board(game_app, w, players=2).view
    assert view.sheet_unit() == VEX


def test_the_enemy_turn_is_called_the_enemys(game_app):
    from game.games.star_quest.describe import describe
    assert describe(Event("ai_phase", {}), "en").startswith("The enemy's turn")
    assert describe(Event("ai_phase", {}), "es").startswith("Turno del enemigo")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_setup_choices_say_what_they_do(lang):
    from game.ui.app import App
    from game.ui.context import Games
    from game.ui.option_tips import option_tip
    from game.ui.scenes.setup import SetupScene
    from game.ui.widgets import Cycler
    app = App(games=Games(), headless=True, audio=False, persist=False)
    app.ctx.settings.language = lang
    app.apply_settings()
    app.push(SetupScene(app.ctx, "star_quest"))
    step(app, 2)
    seen = 0
    for cyc in [w for w in app.top.widgets if isinstance(w, Cycler) and w.rect.left > 800]:
        tip = tip_at(app, cyc.rect.center) or (app.ctx.tips.visible_text or "")
        seen += 1                                    # an option's cycler says what its choice does
        assert "\n" in tip and len(tip.split("\n", 1)[1]) > 30, tip
    assert seen >= 4
    from game.ui.widgets import Stepper
    party = next(w for w in app.top.widgets if isinstance(w, Stepper) and w.rect.left > 800)
    tip = tip_at(app, party.rect.center) or (app.ctx.tips.visible_text or "")
    assert len(tip) > 30, tip
    for o in GAME.options():
        for value in o.choices:
            body = option_tip(app.ctx, "star_quest", o.key, value)
            assert body and len(body) > 30, (o.key, value)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_action_toggles_read_at_full_size(game_app, lang):
    from game.ui.text import fitted
    game_app.ctx.i18n.lang = lang
    view = open_board(game_app, squad()).view
    step(game_app, 2)
    toggles = [b for b in view.buttons if b.text.startswith(("☐", "☑"))]
    assert toggles
    for b in toggles:
        inner = b.rect.inflate(-16, -6)
        assert fitted(game_app.ctx.assets, b.text, b.size, "bold", inner.width) == (b.text, b.size), b.text

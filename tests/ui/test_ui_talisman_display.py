"""What Talisman's board shows stays readable and right: floating amounts agree with their
number, and the words a player reads are whole."""
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import step

tal = pytest.importorskip("game.games.talisman.game")


def board_for(game_app, lang):
    game_app.ctx.i18n.lang = lang
    game_app.ctx.settings.anim_speed = "normal"
    match = Match(tal.GAME, {"players": 2}, 4, [Seat("Ana"), Seat("Bot", ai=True)])
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    return board


@pytest.mark.parametrize("lang, one, two", [("en", "+1 gold coin", "+2 gold coins"),
                                            ("es", "+1 moneda de oro", "+2 monedas de oro")])
def test_floating_gold_agrees_with_its_number(game_app, lang, one, two):
    view = board_for(game_app, lang).view
    view.on_pick_gold({"seat": 0, "n": 1}, 0, False)
    view.on_pick_gold({"seat": 0, "n": 2}, 0, False)
    view.on_pay({"seat": 0, "n": 3}, 0, False)
    view.on_lose({"seat": 0, "n": 2, "stat": "lives"}, 0, False)
    texts = [f.text for f in view.floats]
    assert texts[:2] == [one, two]
    assert texts[2] == ("-3 gold coins" if lang == "en" else "-3 monedas de oro")
    assert texts[3] == ("-2 lives" if lang == "en" else "-2 Vidas")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_teleport_buttons_name_the_whole_space(game_app, lang):
    """The Teleport buttons read "Teleport → Barley Fields" whole at every text size (they used to
    lose the space's last word: "Cast Teleport: go to the Barley")."""
    from game.ui import text as textmod, theme
    setup = {"chars": [{"char": "monk", "space": "chapel", "spells": ["teleport"]},
                       {"char": "wizard", "space": "crags"}]}
    state = tal.GAME.build_scenario({"players": 2}, 4, setup)
    game_app.ctx.i18n.lang = lang
    match = Match(tal.GAME, {"players": 2}, 4, [Seat("Ana"), Seat("Bot", ai=True)], state=state)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    view = board.view
    names = {a.args[1]: tal.content().spaces[a.args[1]]["name"][lang] for a in match.legal()
             if a.kind == "cast" and len(a.args) > 1 and isinstance(a.args[1], str)}
    assert "barley_fields" in names
    for size in theme.TEXT_SCALE:
        game_app.ctx.settings.language, game_app.ctx.settings.text_size = lang, size
        game_app.apply_settings()
        textmod.reset_caches()
        seen = set()
        for _ in range(12):
            step(game_app, 2)
            for b in view.choice_buttons:
                if getattr(b, "action", None) is not None and b.action.kind == "cast" and len(b.action.args) > 1:
                    assert b.text.endswith(names[b.action.args[1]]) and not b.cut, (size, b.text)
                    seen.add(b.action.args[1])
            more = [b for b in view.choice_buttons if getattr(b, "action", "x") is None]
            if not more or seen == set(names):
                break
            more[0].click()
        assert seen == set(names), size


def test_a_button_label_cut_short_says_so_and_its_tip_gives_it_whole(game_app, monkeypatch):
    """The shared button: a label that cannot fit even on two smaller lines ends in "…" (it used
    to drop its last words silently), and hovering it tells the whole label."""
    import pygame
    from game.ui.widgets.buttons import Button
    from ui_helpers import move
    label = "Cast Teleport: go to the Barley Fields of the far north"
    b = Button(game_app.ctx, (100, 100, 120, 25), label, None, "What it does.")
    drawn = []
    real = game_app.ctx.assets.text
    monkeypatch.setattr(game_app.ctx.assets, "text", lambda s, *a, **k: drawn.append(s) or real(s, *a, **k))
    b.draw(pygame.Surface((400, 300)))
    assert b.cut and drawn and drawn[-1].endswith("…"), drawn
    move(game_app, b.rect.center)
    b.update(0.1)
    tip = game_app.ctx.tips._offer or game_app.ctx.tips._current
    assert tip and tip[0].startswith(label) and "What it does." in tip[0]


@pytest.mark.parametrize("lang, shuffled, won, tied", [
    ("es", "Se baraja el mazo de Aventura.", "7 a 5. Gana el Guerrero.", "5 a 5. Empatan."),
    ("en", "The Adventure deck is shuffled.", "7 to 5. The Warrior wins.", "5 to 5. It is a tie.")])
def test_log_lines_name_their_deck_and_their_winner(lang, shuffled, won, tied):
    """"The deck is shuffled." did not say which deck (and an empty Veil deck was "shuffled" in
    games without the expansion); "…7 to 5. Wins." had no subject."""
    from game.engine.protocol import Event
    GAME = tal.GAME
    w = GAME.build_scenario({"players": 2}, 4, {"chars": [{"char": "warrior"}, {"char": "wizard"}]})
    assert GAME.describe(Event("shuffle", {"deck": "adventure", "size": 80}), lang, w) == shuffled
    assert GAME.describe(Event("shuffle", {"deck": "veil", "size": 0}), lang, w) == ""
    fight = {"seat": 0, "foes": [], "mode": "strength", "score": 7, "foe_score": 5, "outcome": "win"}
    assert GAME.describe(Event("combat", fight), lang, w).endswith(won)
    fight.update(score=5, outcome="tie")
    assert GAME.describe(Event("combat", fight), lang, w).endswith(tied)


def test_the_menu_offers_the_expansion_as_an_option():
    from game.games import CATALOGUE
    entry = next(e for e in CATALOGUE if e.id == "talisman")
    blurb = entry.blurb
    assert "opcional" in blurb["es"] and "available" in blurb["en"]
    assert tal.GAME.new_game({"players": 2}, 1).res["options"]["souls"] is False


def test_a_drawn_card_stays_whole_on_the_board_until_read_or_clicked(game_app):
    """A card drawn from the Adventure deck used to fly past in half a second, cut by the top bar:
    now it is shown whole, clear of the HUD, with its text, and play waits until it is read or clicked."""
    from game.engine.protocol import Action
    from game.ui.views.talisman.model import space_centre
    from ui_helpers import click, run_until
    game_app.ctx.settings.anim_speed = "normal"
    state = tal.GAME.build_scenario({"players": 2}, 4, {"chars": [{"char": "warrior", "space": "city", "fate": 0},
                                                                 {"char": "wizard", "space": "crags"}]})
    match = Match(tal.GAME, {"players": 2}, 4, [Seat("Ana"), Seat("Bot", ai=True)], state=state)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    view = board.view
    assert run_until(game_app, lambda: board.human_can_act(), 600)
    from game.engine.chance import Rng
    Rng(match.state.res["rng"]).force("d6", ["1"])
    step(game_app, 2)
    roll = next(b for b in view.choice_buttons if getattr(b, "action", None) == Action("roll"))
    click(game_app, roll.rect.center)
    assert run_until(game_app, lambda: board.human_can_act() and match.state.res["ask"]["kind"] == "move", 600)
    click(game_app, space_centre("barley_fields"))              # its encounter: draw one card
    assert run_until(game_app, lambda: view.reveal is not None and view.reveal.phase()[0] == "hold", 300)
    shown = view.reveal
    card, box = view.reveal_rects(shown.ident)
    assert view.layout.board.contains(card) and view.layout.board.contains(box)   # under the top bar, whole
    step(game_app, 90)                                          # a second and a half later it is still there
    assert view.reveal is shown and view.busy()
    click(game_app, view.layout.board.center)                   # a click goes on
    assert view.reveal is None


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_an_ai_draw_is_shown_shorter_and_the_speed_setting_counts(game_app, speed):
    view = board_for(game_app, "en").view
    game_app.ctx.settings.anim_speed = speed
    view.on_draw({"card": "ogre", "deck": "adventure"}, 0, False)
    mine = view.reveal
    view.on_draw({"card": "ogre", "deck": "adventure"}, 1, True)
    theirs = view.reveal
    if speed == "instant":
        assert mine is None and theirs is None
        return
    assert mine is not theirs and 0 < theirs.hold < mine.hold


@pytest.mark.parametrize("lang, teleport, sealing", [
    ("en", "Teleport → Barley Fields", "Cast Sealing on the Ruins"),
    ("es", "Teletransporte → Campos de Cebada", "Lanzar Sello sobre las Ruinas")])
def test_spells_aimed_at_a_space_say_what_they_do_there(lang, teleport, sealing):
    """Teleport takes you there (its tip says so and what waits there); Sealing only lifts the Terrain."""
    from game.engine.protocol import Action
    from game.engine.wording import fill
    from game.ui.views.talisman.model import label, tip
    from game.ui.views.talisman.text import TEXT
    w = tal.GAME.build_scenario({"players": 2, "souls": True}, 4, {"chars": [{"char": "monk"}, {"char": "wizard"}]})

    def t(key, **kw):
        return fill(TEXT[lang][key], **kw)
    go, seal = Action("cast", ("teleport", "barley_fields")), Action("cast", ("sealing", "ruins"))
    assert label(t, w, go, lang) == teleport and label(t, w, seal, lang) == sealing
    assert ("Campos de Cebada" if lang == "es" else "Barley Fields") in tip(t, w, go, lang)
    assert ("vas a" if lang == "es" else "go to") not in tip(t, w, seal, lang)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_dice_tray_names_the_roller_with_its_article(game_app, lang):
    """"Tira el Monje (Ana)", not "Tira Monje (Ana)"; "The Monk (Ana) rolls"."""
    board = board_for(game_app, lang)
    view = board.view
    name = tal.content().characters[view.w.res["chars"][0]["id"]]["name"][lang]
    title = view.roll_title([{"who": 0}], 0)
    article = {"es": "Tira e", "en": "The "}[lang]         # el/la in Spanish, "The" opens in English
    assert title.startswith(article) and name in title and "(Ana)" in title, title


@pytest.mark.parametrize("lang, want", [("es", "Tira el Trol (IA)"), ("en", "The Troll (AI) rolls")])
def test_an_ai_seat_rolls_in_a_natural_line(game_app, lang, want):
    """The player beside the character, then the verb: not "The Troll rolls (AI)"."""
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    state = tal.GAME.build_scenario({"players": 2}, 4, {"chars": [{"char": "monk"}, {"char": "troll"}]})
    match = Match(tal.GAME, {"players": 2}, 4, [Seat("Ana"), Seat(game_app.ctx.t("setup.ai") + " 2", ai=True)],
                  state=state)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 2)
    assert board.view.roll_title([{"who": 1}], 1) == want


@pytest.mark.parametrize("lang, words", [("es", "Repetir (Destino 5 → 4)"), ("en", "Reroll (fate 5 → 4)")])
def test_the_reroll_button_shows_the_fate_it_leaves(lang, words):
    """"Repetir (Destino 5)" read as if the reroll cost 5; the button says what is left after it."""
    from game.engine.protocol import Action
    from game.engine.wording import fill
    from game.ui.views.talisman.model import label
    from game.ui.views.talisman.text import TEXT
    w = tal.GAME.build_scenario({"players": 2}, 4, {"chars": [{"char": "priest", "fate": 5}, {"char": "wizard"}]})
    w.res["ask"] = {"seat": 0, "kind": "reroll", "options": [["reroll", 0]], "dice": [6]}
    assert label(lambda key, **kw: fill(TEXT[lang][key], **kw), w, Action("reroll", (0,)), lang) == words

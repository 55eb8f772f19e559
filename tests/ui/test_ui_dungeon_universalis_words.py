"""Dungeon Universalis names a companion's turn after the companion (with its hero), and the
scenario die's log line says in a whole sentence what it was rolled for and what it does."""
import pygame
import pytest

from game.engine.protocol import Event
from game.engine.session import Match, Seat
from game.games.dungeon_universalis.game import GAME
from game.ui.scenes.board import BoardScene
from ui_helpers import click, run_until, step


@pytest.mark.parametrize("lang, title", [("es", "Mercenaria de la Marca de "), ("en", "Marchland sellsword of ")])
def test_a_companions_turn_is_named_after_the_companion(game_app, monkeypatch, lang, title):
    game_app.ctx.i18n.lang = lang
    match = Match(GAME, {"players": 1, "companions": ["marchland_sellsword"]}, 3, [Seat("Ana")])
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    view = board.view
    for _ in range(6):                                   # end activations until the companion acts
        assert run_until(game_app, board.human_can_act, 300)
        acting = match.state.res["act"]["fid"]
        if match.state.res["figs"][acting].get("companion"):
            break
        end = next(b for b in view.bar_buttons if b.text == game_app.ctx.t("du.act.end"))
        click(game_app, end.rect.center)
    else:
        pytest.fail("the companion never acted")
    step(game_app, 3)
    hero = view.name_of(match.state.res["figs"][match.state.res["figs"][acting]["owner"]]["ref"])
    words = set()
    real = game_app.ctx.assets.text
    monkeypatch.setattr(game_app.ctx.assets, "text", lambda s, *a, **k: words.add(s) or real(s, *a, **k))
    board._hud_cache = None
    board.draw(pygame.Surface((1280, 720)))
    turn = [w for w in words if "Ana" in w]
    assert turn and all(title + hero in w for w in turn), turn


@pytest.mark.parametrize("why, face, es, en", [
    ("obstacle", "obstacle", "el JOA roba una carta de obstáculo", "the JOA draws an obstacle card"),
    ("obstacle", "blank", "no es «obstáculo», así que no hay obstáculo", "not “obstacle”, so there is no obstacle"),
    ("encounter", "encounter", "aparecen criaturas", "creatures appear"),
    ("encounter", "power", "el dado no trae encuentro", "the die brings no encounter"),
    ("power", "power", "el JOA roba una carta de poder", "the JOA draws a power card"),
    ("power", "obstacle", "el JOA no roba carta de poder", "the JOA draws no power card"),
])
def test_the_scenario_die_line_says_what_it_was_for_and_what_it_does(why, face, es, en):
    ev = Event("roll", {"die": "scenario", "face": face, "who": why, "slot": None})
    line_es, line_en = GAME.describe(ev, "es"), GAME.describe(ev, "en")
    assert line_es.startswith("El dado de escenario") and es in line_es and line_es.endswith(".")
    assert line_en.startswith("The scenario die") and en in line_en and line_en.endswith(".")


def test_counts_of_one_are_singular(game_app):
    from game.games.tseuquest.game import GAME as TQ
    from game.ui.views.dungeon_universalis.text import TEXT
    game_app.ctx.i18n.add(TEXT)
    game_app.ctx.i18n.lang = "es"
    assert game_app.ctx.t("du.sheet.coins", n=1) == "1 moneda"
    assert "1 carta por robar, 1 descartada" in game_app.ctx.t("du.deck_tip", name="Poder", n=1, d=1)
    ev = Event("move_start", {"eid": None, "left": 1})
    assert TQ.describe(ev, "es").endswith("1 casilla.") and TQ.describe(ev, "en").endswith("1 square.")


def test_card_texts_spell_out_the_reserve_cost_and_locked_lines_name_what():
    from game.games.dungeon_universalis.content import content
    from game.games.dungeon_universalis.describe import card_text
    for card in content().obstacles:
        for lang in ("es", "en"):
            text = card_text("obstacle", card, lang)
            assert " RP" not in text and " PR" not in text, text
    assert "reserve point" in card_text("obstacle", next(iter(content().obstacles)), "en")
    assert GAME.describe(Event("door_locked", {"who": "h1", "door": "x"}), "en").startswith("The door is locked")
    assert GAME.describe(Event("chest_locked", {"who": "h1", "chest": [1, 1]}), "es").startswith("El cofre")

"""The dice tray over a fight names both sides as a sentence does, with their articles and the
foe's gender from the card's text table: "El Trol contra la Serpiente", "The Troll against the
Serpent" (not "Trol contra Serpiente"). Played with real clicks up to the fight."""
import pytest

from game.ui.views.talisman.model import space_centre
from ui_helpers import click, run_until
from test_ui_talisman_play import board_for, roll_to_move, scenario


@pytest.mark.parametrize("lang, want", [("es", "El Trol contra la Serpiente"),
                                        ("en", "The Troll against the Serpent")])
def test_the_fight_title_reads_naturally(game_app, lang, want):
    game_app.ctx.settings.language = lang
    game_app.ctx.settings.anim_speed = "normal"
    game_app.apply_settings()
    board = board_for(game_app, scenario({"chars": [{"char": "troll", "space": "salt_flats", "fate": 0},
                                                {"char": "wizard", "space": "crags"}]}))
    titles = []
    opened = board.ctx.nav.open

    def spy(name, *args, **kw):                 # the dice tray's title, as the board opens it
        if name == "dice":
            titles.append(kw.get("title", ""))
        return opened(name, *args, **kw)
    board.ctx.nav.open = spy
    assert run_until(game_app, lambda: board.human_can_act(), 600)
    roll_to_move(game_app, board, "serpent", 1, 6, 1)   # move 1; the troll's 6 against the serpent's 1
    click(game_app, space_centre("greenwood"))
    assert run_until(game_app, lambda: len(titles) >= 2, 900), titles
    assert want in titles, titles

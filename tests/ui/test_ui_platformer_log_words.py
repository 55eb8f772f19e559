"""Platformer's enemy die tells in its log line what its face makes the enemies do."""
import pytest

from game.engine.protocol import Event
from game.games.platformer.game import GAME


@pytest.mark.parametrize("face, es, en", [("attack", "todos los enemigos atacan", "every enemy attacks"),
                                          ("left", "avanzan a la izquierda", "move left"),
                                          ("right", "avanzan a la derecha", "move right")])
def test_the_enemy_die_line_says_what_happens(face, es, en):
    for who in (None, "boss"):
        ev = Event("roll", {"die": "enemy", "face": face, "who": who})
        assert es in GAME.describe(ev, "es") and en in GAME.describe(ev, "en")

"""Worn armour: it adds to natural armour; putting it on or taking it off is an action that
cannot be combined with movement nor taken inside an enemy's zone."""
from du_helpers import build, d6s, do, fig, legal

from game.games.dungeon_universalis import armour
from game.games.dungeon_universalis.combat import damage
from game.games.dungeon_universalis.world import stat


def test_worn_armour_adds_to_natural_armour_and_comes_off_with_an_action():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}]})
    h = fig(w, "h1")
    assert armour.natural(h) == 2 and stat(w, h, "arm") == 4 and armour.heavy(h)
    events = do(w, "armour", "h1")
    assert [e.data for e in events if e.kind == "armour"] == [{"who": "h1", "item": "chain_mail", "on": False}]
    assert stat(w, h, "arm") == 2 and not armour.heavy(h)
    assert not legal(w, "move") and not legal(w, "armour")      # no movement after it


def test_armour_off_lets_more_damage_through():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17], "armour_on": False}]})
    h = fig(w, "h1")
    d6s(w, 3, 3)                                   # two 3s wound armour 2, not armour 4
    assert damage(w, None, h, 2, []) == 2


def test_no_armour_change_after_moving_or_next_to_an_enemy():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}]})
    mv = legal(w, "move")[0]
    do(w, "move", "h1", mv.args[1])
    assert not legal(w, "armour")
    w = build({"heroes": [{"ref": "brannoc", "at": [3, 13]}], "creatures": [{"ref": "gnawer", "at": [3, 12]}]})
    assert not legal(w, "armour")


def test_the_hero_ai_puts_armour_back_on_when_exploring():
    from game.games.dungeon_universalis.game import GAME
    w = build({"heroes": [{"ref": "dorna", "at": [2, 17], "armour_on": False}]})
    assert GAME.choose_ai(w, 0).kind == "armour"

"""Light sources and the darkness cards: Dim light and Total darkness from the power deck, what
they do to sight, melee and perception, what a light within 6 squares restores, holding a light,
setting it down, and the darkness lifting once the fight is over."""
from du_helpers import build, do, fig, force, legal, of

from game.games.dungeon_universalis import combat, joa, light
from game.games.dungeon_universalis.game import GAME
from game.games.dungeon_universalis.world import shield, stat


def _fight(power, heroes=None):
    w = build({"heroes": heroes or [{"ref": "ithra", "at": [5, 13]}, {"ref": "brannoc", "at": [4, 14]}],
               "creatures": [{"ref": "gnawer", "at": [12, 13]}], "revealed": [3], "reserve": 10,
               "decks": {"power": [power]}})
    force(w, "scenario", "power")
    events = []
    joa.power_phase(w, events)
    return w, events


def test_total_darkness_is_paid_and_blinds_the_heroes_beyond_two_squares():
    w, events = _fight("total_darkness")
    p = of(events, "power")[0]
    assert (p["cost"], p["before"], p["after"]) == (2, 10, 8)
    assert w.res["darkness"]["level"] == "total" and w.res["darkness"]["sections"] == [3]
    ithra = fig(w, "h1")
    assert light.affected(w, ithra) == "total"
    assert not combat.can_shoot(w, "h1", "c3")                 # 7 squares away in the dark
    assert stat(w, ithra, "cac") == 3 - 1 and stat(w, ithra, "per") == 4 - 1
    assert light.affected(w, fig(w, "c3")) is None            # the warren's creatures see in the dark


def test_dim_light_hinders_only_those_lost_in_the_dark():
    w, _ = _fight("dim_light")
    assert light.affected(w, fig(w, "h1")) is None             # Ithra, an elf
    assert light.affected(w, fig(w, "h2")) == "dim"            # Brannoc, a human
    assert light.sight_limit(w, fig(w, "h2")) == 6


def test_a_light_within_six_squares_restores_sight_and_costs_the_shield_hand():
    w, _ = _fight("total_darkness")
    do(w, "end", "h1")
    b = fig(w, "h2")
    assert shield(w, b) is not None
    assert [a.args[1] for a in legal(w, "light")] == ["torch"]
    do(w, "light", "h2", "torch")
    assert b["light"] == "torch" and shield(w, b) is None      # the torch is in the shield hand
    assert light.affected(w, fig(w, "h1")) is None             # Ithra is 1 square from the torch
    assert combat.can_shoot(w, "h1", "c3")
    do(w, "set_light", "h2")
    assert w.res["lights"] == [[4, 14]] and shield(w, b) is not None
    assert light.affected(w, fig(w, "h1")) is None


def test_the_darkness_lifts_when_the_fight_is_over():
    w, _ = _fight("total_darkness")
    combat.out_of_combat(w, fig(w, "c3"), [], None)
    do(w, "end", "h1")
    do(w, "end", "h2")
    assert w.res.get("darkness") is None


def test_the_ai_lights_its_torch_in_the_dark():
    w, _ = _fight("total_darkness", heroes=[{"ref": "brannoc", "at": [5, 13]}])
    assert GAME.choose_ai(w, 0).kind == "light"

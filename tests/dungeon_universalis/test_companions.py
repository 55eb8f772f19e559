"""Companions: one per hero, at most two and never alike, animals only with the skill; their value
counts; they fight and take quick actions but no exploration actions; they stay within 12 squares;
out of combat they leave play; and carrying a fallen ally out of the dungeon."""
from du_helpers import build, d6s, do, fig, legal

from game.engine.chance import Rng
from game.games.dungeon_universalis import companions
from game.games.dungeon_universalis.combat import out_of_combat
from game.games.dungeon_universalis.game import GAME


def test_setup_places_companions_and_counts_their_value():
    w = GAME.new_game({"scenario": "warren", "players": 2, "heroes": ["brannoc", "ithra"],
                       "companions": ["marchland_sellsword", "war_hound"]}, 1)
    comps = w.res["companions"]
    assert [fig(w, c)["ref"] for c in comps] == ["marchland_sellsword", "war_hound"]
    assert [fig(w, c)["seat"] for c in comps] == [0, 1]
    assert w.res["party_value"] == 10 + 10 + 6 + 5


def test_choices_are_made_legal():
    rng = Rng(Rng.new_box(1))
    # an animal needs the skill; two alike are not allowed; at most two in the party
    assert companions.choose(["war_hound"], ["brannoc"], rng) == ["none"]
    assert companions.choose(["hired_crossbowman", "hired_crossbowman"], ["brannoc", "dorna"], rng) == \
        ["hired_crossbowman", "none"]
    assert companions.choose(["marchland_sellsword", "hired_crossbowman", "war_hound"],
                             ["brannoc", "dorna", "ithra"], rng) == ["marchland_sellsword", "hired_crossbowman",
                                                                     "none"]


def _with_companion(**extra):
    base = {"heroes": [{"ref": "brannoc", "at": [3, 13], "companion": "marchland_sellsword"}]}
    base.update(extra)
    return build(base)


def test_a_companion_acts_after_its_hero_without_exploration_actions():
    w = _with_companion()
    comp = w.res["companions"][0]
    assert GAME.to_act(w) == 0 and w.res["act"]["fid"] == "h1"
    assert legal(w, "reveal")
    do(w, "end", "h1")
    assert w.res["act"]["fid"] == comp and GAME.to_act(w) == 0
    kinds = {a.kind for a in GAME.legal_actions(w)}
    assert not kinds & {"reveal", "search_room", "search_secret", "open_door", "search_bodies"}
    assert "move" in kinds


def test_a_companion_stays_within_twelve_squares():
    w = _with_companion(revealed=[3, 5])
    comp = fig(w, w.res["companions"][0])
    do(w, "end", "h1")
    hero = fig(w, "h1")
    for a in legal(w, "move"):
        d = max(abs(a.args[1][0] - hero["cell"][0]), abs(a.args[1][1] - hero["cell"][1]))
        assert d <= 12
    assert companions.leash_ok(w, comp, (hero["cell"][0] + 12, hero["cell"][1]))
    assert not companions.leash_ok(w, comp, (hero["cell"][0] + 13, hero["cell"][1]))


def test_heroes_hand_companions_only_what_they_use_at_once():
    w = build({"heroes": [{"ref": "brannoc", "at": [3, 13], "companion": "marchland_sellsword",
                           "objects": ["healing_draught", "rope"]}], "revealed": [3]})
    gives = [a.args[1] for a in legal(w, "give")]
    assert "healing_draught" in gives and "rope" not in gives


def test_a_companion_out_of_combat_leaves_play_and_gives_the_joa_nothing():
    w = _with_companion()
    c = fig(w, w.res["companions"][0])
    out_of_combat(w, c, [], None)
    assert c["cell"] is None and w.res["achievement"]["joa"] == 0
    assert not legal(w, "carry")


def test_a_companion_follows_the_nearest_hero_while_its_own_is_down():
    w = build({"heroes": [{"ref": "brannoc", "at": [3, 13], "companion": "marchland_sellsword"},
                          {"ref": "dorna", "at": [8, 13]}], "revealed": [3]})
    c = fig(w, w.res["companions"][0])
    fig(w, "h1")["out"] = True
    assert companions.owner_of(w, c)["id"] == "h2"


def test_carrying_a_fallen_ally_out_of_the_dungeon():
    w = build({"heroes": [{"ref": "dorna", "at": [3, 16]}, {"ref": "brannoc", "at": [3, 15], "out": True}]})
    w.res["mission"] = True
    assert legal(w, "carry")
    do(w, "carry", "h1", "h2")
    assert w.res["act"]["mp"] == 4                       # Dorna's strength
    do(w, "move", "h1", [3, 17])
    assert fig(w, "h2")["cell"] == [3, 16]               # the body one square behind
    d6s(w, 5)
    do(w, "leave", "h1")
    assert fig(w, "h2")["carried_out"] and "left_behind" not in w.res["aftermath"]["h2"]

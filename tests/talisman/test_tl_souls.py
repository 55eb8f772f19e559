"""The Realm of Souls: ghosts, gravestones, resurrection, soul-bound cards, veil
cards, terrain cards and the alternative rules."""
from tl_helpers import act, build, c, force, kind, ok, on

from game.games.talisman.board import moves
from game.games.talisman.death import lose_lives

SOULS = {"souls": True}
Z = {"char": "wizard", "space": "temple", "fate": 0}


def test_death_makes_a_ghost_with_zero_lives_and_a_gravestone():
    w = build({"chars": [{"char": "warrior", "space": "ruins", "objects": ["sword", "grave_lantern"], "gold": 2}, Z]},
              options=SOULS)
    lose_lives(w, 0, 9, [])
    g = c(w)
    assert g["state"] == "ghost" and g["lives"] == 0 and g["grave"] == "ruins"
    assert g["objects"] == ["grave_lantern"] and on(w, "ruins") == ["sword"]     # soul-bound is kept
    ok(w)


def test_a_ghost_made_in_the_inner_region_has_its_grave_on_the_portal():
    w = build({"chars": [{"char": "warrior", "space": "pits"}, Z]}, options=SOULS)
    lose_lives(w, 0, 9, [])
    assert c(w)["grave"] == "portal"


def test_a_ghost_at_zero_that_must_lose_a_life_leaves():
    w = build({"chars": [{"char": "warrior", "space": "ruins", "state": "ghost", "ghost": "grim_ghost", "lives": 0,
                          "grave": "ruins", "spells": ["might"], "objects": ["spear"]}, Z]}, options=SOULS)
    lose_lives(w, 0, 1, [])
    assert c(w)["state"] == "dead" and on(w, "ruins") == ["spear"]
    assert "might" in w.res["decks"]["spells"]["discard"]


def test_resurrection_with_lives_leaves_possessions_on_the_space():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "state": "ghost", "ghost": "grim_ghost",
                          "lives": 1, "grave": "ruins", "objects": ["spear", "grave_lantern"]}, Z]}, options=SOULS)
    force(w, [1], veil=["way_back"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    act(w, "encounter")
    assert c(w)["state"] == "alive" and c(w)["lives"] == 1 and on(w, "barley_fields") == ["spear"]
    assert c(w)["objects"] == ["grave_lantern"]
    ok(w)


def test_ghosts_meet_veil_cards_and_the_living_never_do():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "state": "ghost", "ghost": "grim_ghost",
                          "lives": 0, "grave": "ruins"}, Z]}, options=SOULS)
    force(w, [1], veil=["whisper"])
    act(w, "roll")
    ev = act(w, "move", "barley_fields", "")
    assert ("draw", "veil") in [(e.kind, e.data.get("deck")) for e in ev]
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0}, Z], "board": {}}, options=SOULS)
    w.res["board"]["barley_fields"] = [{"c": "spark_of_life", "s": 99}]
    w.res["decks"]["veil"]["draw"].remove("spark_of_life")
    force(w, [1], adventure=["spear"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert kind(w) == "take"                    # the veil card is not counted nor met


def test_ghosts_pass_the_sentinel_freely_and_never_enter_the_inner_region():
    assert ("fen", "") in moves("reed_bank", 3, ghost=True)
    assert all(via != "portal" for _, via in moves("black_crag", 3, ghost=True))


def test_terrain_replaces_the_space_and_never_goes_inward():
    from game.games.talisman.souls import place_terrain, remove_terrain
    w = build({"chars": [{"char": "warrior", "space": "barley_fields", "fate": 0}, Z]}, options=SOULS)
    place_terrain(w, "pits", [])
    assert "pits" not in w.res["terrain"]["on"]
    place_terrain(w, "city", [])
    force(w, [1, 1])
    act(w, "roll")
    ev = act(w, "move", "city", "")
    assert kind(w) != "shop" and "roll" in [e.kind for e in ev]    # the rift's roll instead of the shops
    remove_terrain(w, "city", [])
    assert w.res["terrain"]["on"] == {} and len(w.res["terrain"]["pool"]) == 3


def test_a_new_terrain_card_sends_the_old_back_and_an_empty_deck_moves_one():
    from game.games.talisman.souls import place_terrain
    w = build({"chars": [{"char": "warrior"}, Z]}, options=SOULS)
    for s in ("city", "ruins", "moor"):
        place_terrain(w, s, [])
    assert w.res["terrain"]["pool"] == []
    place_terrain(w, "heath", [])
    assert sorted(w.res["terrain"]["on"]) == ["heath", "moor", "ruins"]
    place_terrain(w, "heath", [])
    assert sorted(w.res["terrain"]["on"]) == ["heath", "moor", "ruins"] and len(w.res["terrain"]["pool"]) == 0
    ok(w)


def test_new_characters_ignore_terrain():
    w = build({"chars": [{"char": "warrior"}, Z], "terrain": {"chapel": "rift"}}, options=SOULS)
    from game.games.talisman.death import place_character
    place_character(w, 1, "monk")
    assert c(w, 1)["space"] == "chapel"


def test_life_trophy_rule():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "state": "ghost", "ghost": "grim_ghost",
                          "lives": 0, "grave": "ruins", "str_c": 9}, Z]}, options={**SOULS, "life_trophy": True})
    force(w, [1, 6, 1], veil=["spectral_hound"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert c(w)["trophies"] == [["spectral_hound", "lives", 3]]


def test_without_the_life_trophy_rule_a_ghost_keeps_no_trophies():
    w = build({"chars": [{"char": "warrior", "space": "city", "fate": 0, "state": "ghost", "ghost": "grim_ghost",
                          "lives": 0, "grave": "ruins", "str_c": 9}, Z]}, options=SOULS)
    force(w, [1, 6, 1], veil=["spectral_hound"])
    act(w, "roll")
    act(w, "move", "barley_fields", "")
    assert c(w)["trophies"] == [] and "spectral_hound" in w.res["decks"]["veil"]["discard"]


def test_random_rifts_start_on_three_outer_or_middle_spaces():
    from game.games.talisman.game import GAME
    from game.games.talisman.world import region
    w = GAME.new_game({"players": 2, "souls": True, "random_rifts": True}, 4)
    on_board = w.res["terrain"]["on"]
    assert len(on_board) == 3 and all(region(s) != "inner" for s in on_board)


def test_the_command_spell_and_ghosts_option():
    w = build({"chars": [{"char": "warrior", "space": "crown", "fate": 0},
                         {"char": "wizard", "space": "temple", "state": "ghost", "ghost": "grim_ghost", "lives": 1,
                          "grave": "temple"}], "crown_reached": True}, options={**SOULS, "command_ghosts": False})
    force(w, [6])
    act(w, "command")
    assert c(w, 1)["lives"] == 1


def test_the_gravedigger_gains_gold_from_every_death():
    w = build({"chars": [{"char": "gravedigger", "gold": 1}, Z]}, options=SOULS)
    lose_lives(w, 1, 9, [])
    assert c(w)["gold"] == 2

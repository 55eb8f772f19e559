"""Searches (7.x), treasure zones (17.4) and discovery (14.x)."""
from game.games.tseuquest.game import GAME
from tq_helpers import build, cell, choose, do, fig, force, hero, is_legal, kit, mb, moves, of, ok, pending

TWO = [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [0, 4]}]


def traps_by_id(w):
    return {t["id"]: t for t in w.res["traps"]}


def test_search_trap_reveals_only_the_nearest_in_radius_and_sight():
    w = build({"heroes": TWO, "traps": [{"kind": "pit", "at": [3, 0], "id": "near"},
                                          {"kind": "pit", "at": [4, 0], "id": "far"},
                                          {"kind": "pit", "at": [6, 0], "id": "out"},
                                          {"kind": "glyph_fire", "at": [1, 1], "id": "magic"}]})
    k = hero(w, "kordan")
    do(w, "search", k, "trap")
    t = traps_by_id(w)
    assert not t["near"]["hidden"] and t["far"]["hidden"] and t["out"]["hidden"]
    assert t["magic"]["hidden"]                                  # magic traps need 12.3
    do(w, "search", k, "trap")                                   # a second search: the next nearest
    assert not t["far"]["hidden"] and t["out"]["hidden"]         # (6,0) is 6 squares away
    assert not is_legal(w, "search", k, "trap")                  # at most two searches a turn


def test_search_needs_line_of_sight_and_ties_are_the_wizards_choice():
    arena = [". .|. . .", "", ". . . . .", "", ". . . . ."]
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [4, 2]}],
               "traps": [{"kind": "pit", "at": [2, 0], "id": "behind"}]})
    do(w, "search", hero(w, "kordan"), "trap")
    assert traps_by_id(w)["behind"]["hidden"]                    # behind a wall: not in the zone
    w = build({"heroes": TWO, "traps": [{"kind": "pit", "at": [2, 0], "id": "a"},
                                          {"kind": "pit", "at": [0, 2], "id": "b"}]})
    do(w, "search", hero(w, "kordan"), "trap")
    p = pending(w)
    assert p["kind"] == "trap_tie" and p["seat"] == 0 and sorted(p["options"]) == ["a", "b"]
    choose(w, "b")
    assert not traps_by_id(w)["b"]["hidden"] and traps_by_id(w)["a"]["hidden"]


def test_no_search_with_an_adversary_in_the_zone():
    w = build({"heroes": TWO, "figures": [{"ref": "grubling", "at": [3, 1]}]})
    assert not is_legal(w, "search", hero(w, "kordan"), "trap")
    w = build({"heroes": TWO, "figures": [{"ref": "grubling", "at": [6, 3]}]})     # 6.7 squares away
    assert is_legal(w, "search", hero(w, "kordan"), "trap")


def test_hidden_treasure_and_treasure_zone_cards():
    w = build({"heroes": TWO, "hidden": {"2,1": {"gold": 25}}, "arena_zones": {1: [[0, 0], [1, 0]]}})
    k = hero(w, "kordan")
    force(w, "deck:treasure", "t_heal")
    ev = do(w, "search", k, "treasure")
    assert kit(w, k).gold == 25 and w.res["hidden"] == {}
    assert kit(w, k).notes == ["t_heal"]                         # noted...
    assert "t_heal" in w.res["decks"]["treasure"]["draw"]        # ...and back in the deck (17.4)
    assert of(ev, "treasure_card")[0]["secret_to"] == 1
    ev = do(w, "search", k, "treasure")
    assert of(ev, "search_nothing") and kit(w, k).notes == ["t_heal"]   # only the first search of a zone
    ok(w)


def test_treasure_variant_pays_at_once():
    w = build({"heroes": TWO, "arena_zones": {1: [[0, 0]]}}, options={"treasure_timing": "immediate"})
    k = hero(w, "kordan")
    force(w, "deck:treasure", "t_heal")
    do(w, "search", k, "treasure")
    assert "healing_draught" in kit(w, k).potions and not kit(w, k).notes


def test_secret_passages_are_placed_open_and_the_room_revealed():
    arena = [". . .Sa a", "     -  ", ". . . a a", "", ". . . . ."]
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [0, 2]}],
               "doors": [{"a": [2, 0], "b": [3, 0], "kind": "secret"}],
               "figures": [{"ref": "grubling", "at": [4, 1], "placed": False}]})
    k, g = hero(w, "kordan"), mb(w, "grubling")
    force(w, "dmov", "3", "3")
    do(w, "roll_move", k, "normal")
    assert (3, 0) not in moves(w, k)                             # a wall until found
    edge = [[2, 0], [3, 0], "wall"]
    assert edge in GAME.private_view(w, 1)["board"]["walls"]        # adventurers see plain wall
    assert not any(x["kind"] == "secret" for x in GAME.private_view(w, 1)["doors"])
    assert any(x["kind"] == "secret" for x in GAME.private_view(w, 0)["doors"])   # the Evil Wizard knows
    do(w, "end_move", k)
    do(w, "search", k, "secret")
    d = w.res["doors"]["2,0|3,0"]
    assert d["found"] and d["open"] and fig(w, g).placed
    assert edge not in GAME.private_view(w, 1)["board"]["walls"]
    ok(w)


def test_discovery_by_sight_pauses_the_move():
    arena = [". . . . . .", "-----   ---", "# # #|. .|#", "      -    ", "# # # # # #"]
    # a corridor on top; a side chamber below reached through (3,0)-(3,1)/(4,0)-(4,1)
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [5, 0]}],
               "figures": [{"ref": "grubling", "at": [4, 1], "placed": False}]})
    k, g = hero(w, "kordan"), mb(w, "grubling")
    assert not fig(w, g).placed
    view = GAME.private_view(w, 1)
    assert g not in [f["eid"] for f in view["figures"]]
    assert g in [f["eid"] for f in GAME.private_view(w, 0)["figures"]]
    force(w, "dmov", "2", "2")
    do(w, "roll_move", k, "normal")
    ev = do(w, "move", k, [3, 0])
    assert fig(w, g).placed and of(ev, "pause")
    assert cell(w, k) != (3, 0) and w.res["act"]["move"]["left"] > 0    # paused with points left
    ok(w)


def test_opening_a_room_door_places_everything_inside():
    arena = [". .Da a a", "    a|  ", ". . a a a"]
    # an L-shaped room behind the door; (4,1) is out of the opener's sight behind the inner wall
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [0, 1]}],
               "figures": [{"ref": "grubling", "at": [4, 1], "placed": False}],
               "scenery": [{"kind": "chest", "at": [3, 1], "placed": False}],
               "traps": [{"kind": "pit", "at": [4, 0], "id": "p"}]})
    k, g = hero(w, "kordan"), mb(w, "grubling")
    force(w, "dmov", "1", "1")
    do(w, "roll_move", k, "normal")
    do(w, "open_door", k, "1,0|2,0")
    assert fig(w, g).placed
    assert all(s["placed"] for s in GAME.private_view(w, 1)["scenery"])
    assert traps_by_id(w)["p"]["hidden"]                        # hidden things stay hidden (14.3)
    ok(w)


def test_doors_appear_only_when_seen_and_pause_the_move():
    arena = [". . . .Da a", "", ". # # # a a", "", ". # # # a a"]
    w = build({"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 2]}, {"hero": "mirel", "at": [0, 1]}]})
    k, door = hero(w, "kordan"), "3,0|4,0"
    view = GAME.private_view(w, 1)
    assert door not in [d["id"] for d in view["doors"]]                  # 14.1: not on the board yet
    assert [[3, 0], [4, 0], "wall"] in view["board"]["walls"]             # the party sees a plain wall there
    assert door in [d["id"] for d in GAME.private_view(w, 0)["doors"]]    # the Evil Wizard knows it
    force(w, "dmov", "2", "3")
    do(w, "roll_move", k, "normal")
    ev = do(w, "move", k, [2, 0])
    assert of(ev, "door_seen") and of(ev, "pause")                        # 14.2: appears, the move pauses
    assert cell(w, k) != (2, 0) and w.res["act"]["move"]["left"] > 0
    assert door in [d["id"] for d in GAME.private_view(w, 1)["doors"]]
    ok(w)

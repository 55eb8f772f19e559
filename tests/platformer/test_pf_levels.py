"""Revealing levels, removing them, and knocked-out heroes."""
from pf_helpers import (Figure, FIVE, PARK1, Pos, Token, add, board, build, do, geometry, hero_cell, kinds, of,
                        player, stat, wounds)


def figures_in_level(w, level):
    return sorted(((p.x, p.y), f.ref) for _e, f, p in w.query(Figure, Pos)
                  if f.kind != "hero" and p.y // 4 == level)


def tokens_in_level(w, level):
    return sorted(((p.x, p.y), t.kind) for _e, t, p in w.query(Token, Pos) if p.y // 4 == level)


def test_moving_into_the_top_row_of_the_highest_level_reveals_the_next_one():
    w = build({"level_status": ["revealed", "hidden", "hidden", "hidden"], "enemy_cards": ["zombie", "ent", "golem"],
               "heroes": [{"seat": 0, "at": [0, 2]}], "turn": {"seat": 0, "pool": FIVE}})
    geometry(w, open_below=[(0, 3)])
    events = do(w, "move", 0, "up")
    assert w.res["level_status"] == ["revealed", "revealed", "hidden", "hidden"]
    assert of(events, "reveal") == [{"level": 1, "card": "ent"}]
    b = board(w)
    assert figures_in_level(w, 1) == sorted((c, "ent") for c in b.in_level(b.spawns, 1))
    assert tokens_in_level(w, 1) == sorted([(c, "gold") for c in b.in_level(b.gold, 1)] +
                                           [(c, "gem") for c in b.in_level(b.gems, 1)])
    assert w.res["turn"]["phase"] == "actions" and hero_cell(w, 0) == (0, 3)   # the player continues


def test_a_level_is_revealed_only_once_and_only_from_the_highest_revealed_level():
    w = build({"level_status": ["revealed", "revealed", "hidden", "hidden"],
               "heroes": [{"seat": 0, "at": [0, 2]}], "turn": {"seat": 0, "pool": FIVE}})
    events = do(w, "move", 0, "up")                 # top row of level 1, but level 2 is the highest
    assert "reveal" not in kinds(events) and w.res["level_status"][2] == "hidden"
    w = build({"level_status": ["revealed", "hidden", "hidden", "hidden"], "enemy_cards": ["zombie", "ent", "golem"],
               "heroes": [{"seat": 0, "at": [0, 2]}], "turn": {"seat": 0, "pool": ["boot"] * 5}})
    do(w, "move", 0, "up")
    do(w, "move", 1, "down")
    events = do(w, "move", 2, "up")
    assert "reveal" not in kinds(events) and len(figures_in_level(w, 1)) == len(board(w).in_level(board(w).spawns, 1))


def test_spawn_squares_taken_by_a_hero_stay_empty():
    w = build({"level_status": ["revealed", "hidden", "hidden", "hidden"], "enemy_cards": ["zombie", "ent", "golem"],
               "heroes": [{"seat": 0, "at": [0, 2]}], "turn": {"seat": 0, "pool": FIVE}})
    b = board(w)
    spawn = b.in_level(b.spawns, 1)[0]
    w.add(w.res["players"][1]["eid"], Pos(*spawn))  # seat 1 somehow stands there already
    do(w, "move", 0, "up")
    assert spawn not in [c for c, _r in figures_in_level(w, 1)]


def test_knocked_out_removes_the_figure_resets_the_special_die_drops_boss_tokens_full_health():
    w = build({"heroes": [{"seat": 0, "at": [1, 0], "special": "sword", "tokens": ["espejo"],
                           "health": stat("hombre_lobo", "damage")}, PARK1], "turn": {"seat": 0, "pool": FIVE}})
    add(w, "hombre_lobo", (2, 0))
    events = do(w, "move", 0, "up")
    p = player(w, 0)
    assert hero_cell(w, 0) is None and of(events, "knocked_out")[0]["cell"] == (1, 0)
    assert (p["special"], p["tokens"], wounds(w, 0)) == ("blank", [], 0)
    assert p["knockouts"] == 1

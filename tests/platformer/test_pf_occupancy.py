"""The memoised maps of figures (world.occupancy) and tokens (world.token_cells),
and the boss figure (boss.boss_eid), never go stale: after every action of self-played games with different
options, on clones played apart, and after a save round-trip, they equal a
fresh walk; a position changed behind their back is caught by the invariants."""
from game.engine.protocol import IllegalAction, act
from game.games.platformer.boss import boss_eid, find_boss
from game.games.platformer.components import Pos
from game.games.platformer.game import GAME
from game.games.platformer.world import figure_cells, move, occupancy, token_cells, token_cells_fresh

OPTION_SETS = [({}, 3), ({"players": 4, "artifacts": True, "boss": "ikee"}, 5), ({"players": 1}, 7),
               ({"players": 3, "bigger_map": True, "boss": "medusa"}, 9), ({"mode": "solo", "players": 1}, 2)]


def test_the_index_matches_a_fresh_walk_after_every_action_of_self_played_games():
    bosses_seen = 0
    for options, seed in OPTION_SETS:
        w = GAME.new_game(options, seed)
        for _ in range(400):
            if GAME.result(w) is not None:
                break
            occupancy(w)                 # memos exist before the action, so a missed change would show
            token_cells(w)
            boss_eid(w)
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)), check=False)
            assert occupancy(w) == figure_cells(w), (options, seed)      # (a move puts its figure last)
            assert list(token_cells(w).items()) == list(token_cells_fresh(w).items()), (options, seed)
            assert boss_eid(w) == (find_boss(w) if w.res["level_status"][-1] == "revealed" else None)
            bosses_seen += boss_eid(w) is not None
    assert bosses_seen          # the boss memo was exercised too


def test_clones_keep_their_own_index():
    w = GAME.new_game({"players": 3}, 4)
    for _ in range(60):
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    occupancy(w)
    copy = GAME.clone(w)
    for _ in range(40):                  # the copy plays on; the original stays
        if GAME.result(copy) is not None:
            break
        GAME.apply(copy, GAME.choose_ai(copy, GAME.to_act(copy)))
        assert occupancy(copy) == figure_cells(copy)
    assert occupancy(w) == figure_cells(w)
    for _ in range(40):                  # and the other way round
        if GAME.result(w) is not None:
            break
        occupancy(w)
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
        assert occupancy(w) == figure_cells(w)


def test_a_loaded_game_builds_its_own_index():
    w = GAME.new_game({}, 6)
    for _ in range(50):
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    back = GAME.from_data(GAME.to_data(w))
    assert occupancy(back) == occupancy(w) == figure_cells(w)


def test_move_updates_the_index_and_a_change_behind_its_back_is_an_invariant_violation():
    w = GAME.new_game({}, 8)
    before = occupancy(w)
    cell, eid = min(before.items())      # an enemy (the heroes enter the map on their first turn)
    free = next((x, y) for y in range(4) for x in range(10) if (x, y) not in before)
    move(w, eid, free)
    assert occupancy(w)[free] == eid and cell not in occupancy(w)
    assert GAME.check_invariants(w) == []
    pos = w.get(eid, Pos)
    pos.x, pos.y = cell                  # not through move(): the memo still says `free`
    assert any("occupancy" in p for p in GAME.check_invariants(w))


def test_an_illegal_action_leaves_the_index_alone():
    w = GAME.new_game({}, 10)
    before = dict(occupancy(w))
    try:
        GAME.apply(w, act("move", -1, "nowhere"))
    except IllegalAction:
        pass
    assert occupancy(w) == before == figure_cells(w)


def test_a_token_placed_behind_the_index_back_is_an_invariant_violation():
    w = GAME.new_game({}, 8)
    cells = token_cells(w)
    eid = cells[min(cells)][0]
    pos = w.get(eid, Pos)
    assert GAME.check_invariants(w) == []
    pos.x = (pos.x + 1) % 10              # tokens never move: nothing tells the memo
    assert any("token index" in p for p in GAME.check_invariants(w))


def test_taking_tokens_keeps_the_memos_as_a_fresh_walk_finds_them():
    """take_token carries the figures' map, the boss and (for a square's last
    token) the tokens' map over the despawn; a square keeping a token has its
    map built again."""
    from game.games.platformer.components import Token
    from game.games.platformer.world import take_token
    w = GAME.new_game({}, 8)
    cells = token_cells(w)
    lone = min(cells)
    shared = max(c for c in cells if c != lone)
    extra = w.spawn(Token("gem"), Pos(*shared))          # two tokens on one square
    for eid in [cells[lone][0], extra, cells[shared][0]]:
        occupancy(w)
        token_cells(w)
        boss_eid(w)
        take_token(w, eid)
        assert not w.alive(eid)
        assert list(token_cells(w).items()) == list(token_cells_fresh(w).items())
        assert list(occupancy(w).items()) == list(figure_cells(w).items())
        assert boss_eid(w) == (find_boss(w) if w.res["level_status"][-1] == "revealed" else None)
    assert lone not in token_cells(w) and shared not in token_cells(w)

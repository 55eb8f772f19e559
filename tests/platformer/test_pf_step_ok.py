"""hero_step_ok spells out hero_cell, the tower tables, stats and push_options
(the AI planner asks it for every first step into a figure): along self-played
games, for every hero and every square next to it, its answer equals those
functions composed. adjacent_enemies checks the kept tables itself too."""
from game.games.platformer.board import WIDTH
from game.games.platformer.components import Figure
from game.games.platformer.game import GAME
from game.games.platformer.movement import DIRS, _topology, adjacent_enemies, hero_step_ok, push_options
from game.games.platformer.world import board, hero_cell, occupancy, stats

OPTION_SETS = [({}, 3), ({"players": 4, "artifacts": True, "boss": "ikee"}, 5),
               ({"players": 3, "bigger_map": True, "boss": "medusa"}, 9), ({"mode": "solo", "players": 1}, 2)]


def _composed(w, seat: int, b) -> bool:
    a = hero_cell(w, seat)
    if a is None or b not in _topology(w)[True].get(a, ()):
        return False
    occ = occupancy(w)
    other = occ.get(b)
    if other is None:
        return True
    if w.stores[Figure][other].kind != "hero" and stats(w, other)["ability"] == "slippery":
        return False
    return bool(push_options(w, other, b, a, occ))


def test_hero_step_ok_answers_as_the_functions_it_spells_out():
    into_figures = {True: 0, False: 0}
    for options, seed in OPTION_SETS:
        w = GAME.new_game(options, seed)
        for _ in range(300):
            if GAME.result(w) is not None:
                break
            for seat in range(len(w.res["players"])):
                a = hero_cell(w, seat)
                if a is None:
                    continue
                for dx, dy in DIRS.values():
                    b = (a[0] + dx, a[1] + dy)
                    want = _composed(w, seat, b)
                    assert hero_step_ok(w, seat, b) == hero_step_ok(w, seat, b, occupancy(w)) == want, \
                        (options, seed, seat, b)
                    if b in occupancy(w):
                        into_figures[want] += 1
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)), check=False)
    assert into_figures[True] and into_figures[False]      # both answers about figures were exercised



def test_adjacent_enemies_follows_a_changed_tower_without_another_table_call():
    """adjacent_enemies checks the kept tower tables against the level status
    itself: after the status changes it reads the new tables even when nothing
    else has asked for them (with every square holding one enemy, it counts
    the square's neighbours)."""
    w = GAME.new_game({"players": 2}, 6)
    levels = len(w.res["level_status"])
    enemy = next(e for e, f in w.stores[Figure].items() if f.kind != "hero")
    everywhere = {(x, y): enemy for x in range(WIDTH) for y in range(board(w).height)}
    statuses = [["revealed"] * levels, ["revealed"] + ["hidden"] * (levels - 1),
                ["removed", "revealed"] + ["hidden"] * (levels - 2)]
    for before, after in zip(statuses, statuses[1:] + statuses[:1]):
        w.res["level_status"] = list(before)
        adjacent_enemies(w, (0, 0), everywhere)          # the tables of `before` are kept
        w.res["level_status"] = list(after)
        fresh = w.clone()
        fresh.cache.clear()
        want = _topology(fresh)["adj"]
        for cell in everywhere:
            assert len(adjacent_enemies(w, cell, everywhere)) == len(want.get(cell, ())), (before, after, cell)

"""hero_step_ok spells out hero_cell, the tower tables, stats and push_options
(the AI planner asks it for every first step into a figure): along self-played
games, for every hero and every square next to it, its answer equals those
functions composed."""
from game.games.platformer.components import Figure
from game.games.platformer.game import GAME
from game.games.platformer.movement import DIRS, _topology, hero_step_ok, push_options
from game.games.platformer.world import hero_cell, occupancy, stats

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

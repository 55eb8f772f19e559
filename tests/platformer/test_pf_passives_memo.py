"""The passive effects kept per seat (world.passives) never go stale: after
every action of self-played games with items, boss tokens, artifacts and solo
events they equal a fresh sum, and a change made without
world.passives_changed is caught by the invariants."""
from game.games.platformer.game import GAME
from game.games.platformer.world import passives, passives_fresh

OPTION_SETS = [({}, 3), ({"players": 4, "artifacts": True, "boss": "ikee"}, 5), ({"players": 3, "artifacts": True}, 11),
               ({"players": 2, "boss": "medusa"}, 9), ({"mode": "solo", "players": 1}, 2)]


def test_the_kept_passives_match_a_fresh_sum_after_every_action_of_self_played_games():
    changed = 0
    for options, seed in OPTION_SETS:
        w = GAME.new_game(options, seed)
        seats = range(len(w.res["players"]))
        for _ in range(600):
            if GAME.result(w) is not None:
                break
            before = [passives(w, seat) for seat in seats]     # kept before the action, so a missed change would show
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)), check=False)
            for seat in seats:
                assert passives(w, seat) == passives_fresh(w, seat), (options, seed, seat)
                changed += passives(w, seat) != before[seat]
    assert changed > 20         # items, tokens, artifacts and events did change the sums along the way


def test_a_change_behind_the_memo_back_is_an_invariant_violation():
    w = GAME.new_game({}, 8)
    assert passives(w, 0)["boss_bonus"] == 0 and GAME.check_invariants(w) == []
    w.res["players"][0]["tokens"].append("espejo")       # (+2 against the boss) not through the rules
    assert passives_fresh(w, 0)["boss_bonus"] == 2 and passives(w, 0)["boss_bonus"] == 0
    assert any("passive" in p for p in GAME.check_invariants(w))

"""The limits check keeps each character's over_limits answer beside a
fingerprint of what it reads (limits.over_limits_kept): along self-played
games, and after changes made by hand, it must answer as a fresh look does."""
from game.games.talisman.game import GAME
from game.games.talisman.limits import over_limits_kept
from game.games.talisman.world import over_limits


def test_kept_limits_answer_as_fresh_ones_along_games():
    checked = 0
    for seed, options in ((3, {}), (4, {"souls": True, "players": 6}), (5, {"toad_turns": 6, "players": 3})):
        w = GAME.new_game(options, seed)
        for _ in range(600):
            if GAME.result(w) is not None:
                break
            for seat in range(len(w.res["chars"])):
                assert over_limits_kept(w, seat) == over_limits(w, seat)
                checked += 1
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)), check=False)
    assert checked > 3000


def test_kept_limits_follow_changes_to_what_they_read():
    w = GAME.new_game({}, 7)
    c = w.res["chars"][0]
    c["spells"] = ["x"] * 3
    c["craft_c"] = 0
    first = over_limits_kept(w, 0)
    assert first == over_limits(w, 0) == "spells"
    c["craft_c"] = 6                             # craft enough for three spells now
    assert over_limits_kept(w, 0) == over_limits(w, 0) is None
    c["spells"] = []
    c["objects"] += ["sword"] * 6                # too much to carry
    assert over_limits_kept(w, 0) == over_limits(w, 0) == "carry"

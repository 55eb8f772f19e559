"""Whole games with AI seats: finished, no crashes, invariants after every
action; log lines in both languages; no secret in the public events."""
from game.engine.simulate import play_one, simulate
from game.games.tseuquest.game import GAME


def test_ai_games_finish_cleanly():
    report = simulate(GAME, 5, 11, {})
    assert (report.finished, report.crashes, report.invariant_violations) == (5, 0, 0), report.problems


def test_a_campaign_and_a_full_table_finish_cleanly():
    report = simulate(GAME, 1, 2, {"mode": "campaign"})
    assert (report.finished, report.crashes, report.invariant_violations) == (1, 0, 0), report.problems
    report = simulate(GAME, 1, 3, {"players": 5, "party": 8, "draft": "random"})
    assert (report.finished, report.crashes, report.invariant_violations) == (1, 0, 0), report.problems


def test_log_lines_and_public_events_keep_secrets():
    w = GAME.new_game({}, 21)
    seen_kinds = set()
    while GAME.result(w) is None:
        hidden = {t["id"] for t in w.res.get("traps", []) if t["hidden"]}
        events = GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
        still = {t["id"] for t in w.res.get("traps", []) if t["hidden"]}
        for e in events:
            seen_kinds.add(e.kind)
            for lang in ("es", "en"):
                assert isinstance(GAME.describe(e, lang, w), str)
            if e.kind == "draw" and e.data["deck"] != "treasure":
                assert e.data["card"] is None                     # magic cards are drawn face down
            text = str(e.to_data())
            for t in hidden & still:
                assert t not in text, (e.kind, t)                 # a trap still hidden is never named
    assert {"round", "activate", "move_roll"} <= seen_kinds


def test_the_game_is_deterministic_for_a_seed():
    a, na, _ = play_one(GAME, {}, 8, check=False)
    b, nb, _ = play_one(GAME, {}, 8, check=False)
    assert na == nb and GAME.to_data(a) == GAME.to_data(b)


def test_saving_mid_game_round_trips_through_json():
    import json
    w = GAME.new_game({"players": 3}, 13)
    n = 0
    while GAME.result(w) is None and n < 400:
        if n % 7 == 0:
            data = json.loads(json.dumps(GAME.to_data(w)))
            w2 = GAME.from_data(data)
            assert GAME.to_data(w2) == data
            a = GAME.choose_ai(w2, GAME.to_act(w2))
            assert a == GAME.choose_ai(w, GAME.to_act(w))
            GAME.apply(w2, a)
            GAME.apply(w, a)
            assert GAME.to_data(w2) == GAME.to_data(w)
        else:
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
        n += 1

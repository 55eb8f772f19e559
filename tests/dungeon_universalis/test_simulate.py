"""Whole games with AI seats: finished, no crashes, invariants after every action;
every event has a log line in both languages."""
from game.engine.simulate import simulate
from game.games.dungeon_universalis.game import GAME


def test_ai_games_finish_cleanly():
    for players in (1, 2, 4):
        report = simulate(GAME, 3, 7 * players, {"players": players})
        assert (report.finished, report.crashes, report.invariant_violations) == (3, 0, 0), report.problems


def test_dun_basic_games_finish_cleanly():
    report = simulate(GAME, 2, 5, {"players": 3, "dun_basic": True})
    assert (report.finished, report.crashes, report.invariant_violations) == (2, 0, 0), report.problems


def test_every_event_has_both_languages_and_saves_round_trip():
    w = GAME.new_game({"players": 3}, 4)
    while GAME.result(w) is None:
        for e in GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w))):
            for lang in ("es", "en"):
                assert isinstance(GAME.describe(e, lang, w), str)
    again = GAME.from_data(GAME.to_data(w))
    assert GAME.to_data(again) == GAME.to_data(w)


def test_replay_is_deterministic():
    def run(seed):
        w = GAME.new_game({"players": 2}, seed)
        log = []
        while GAME.result(w) is None:
            a = GAME.choose_ai(w, GAME.to_act(w))
            log.append(a)
            GAME.apply(w, a)
        return log, GAME.to_data(w)
    assert run(9) == run(9)


def test_the_heroes_view_never_holds_a_secret():
    from game.engine.hidden import leaks
    for seed in (2, 3):
        w = GAME.new_game({"players": 2}, seed)
        while GAME.result(w) is None:
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
            secrets = [t["id"] for t in w.res["traps"] if not t["found"]]
            secrets += [i for i, d in w.res["doors"].items() if not d["found"]]
            view = GAME.private_view(w, 0)
            assert leaks(view, secrets) == []
            assert set(view["sections"]) == {str(n) for n in w.res["revealed"]}
            assert all(f["cell"] is not None for f in view["figures"].values())
            if w.res["leader"] is None:
                assert not any(f["leader"] for f in view["figures"].values())


def test_saved_mid_game_and_continued_plays_the_same():
    a = GAME.new_game({"players": 2}, 12)
    for _ in range(60):
        GAME.apply(a, GAME.choose_ai(a, GAME.to_act(a)))
    b = GAME.from_data(GAME.to_data(a))
    for _ in range(40):
        if GAME.result(a) is not None:
            break
        x, y = GAME.choose_ai(a, GAME.to_act(a)), GAME.choose_ai(b, GAME.to_act(b))
        assert x == y
        GAME.apply(a, x)
        GAME.apply(b, y)
    assert GAME.to_data(a) == GAME.to_data(b)


def test_card_and_skill_texts_come_from_data_in_both_languages():
    from game.games.dungeon_universalis.content import content
    from game.games.dungeon_universalis.describe import card_text, skill_text
    c = content()
    for deck, cards in (("obstacle", c.obstacles), ("encounter", c.encounters), ("power", c.powers),
                        ("treasure", c.treasure)):
        for card in cards:
            es, en = card_text(deck, card, "es"), card_text(deck, card, "en")
            assert es and en and es != en
    assert "9+" in card_text("obstacle", "needle_trap", "en") and "8+" in card_text("obstacle", "needle_trap", "en")
    for skill in c.skills:
        assert skill_text(skill, "es") and skill_text(skill, "en")
    assert skill_text("mighty_blow", "en").startswith("Active: +1 to Melee")


def test_log_lines_use_real_plurals():
    from game.engine.protocol import Event
    one = GAME.describe(Event("damage", {"who": None, "target": "x", "dice": [6], "armour": 3, "wounds": 1}), "es")
    two = GAME.describe(Event("damage", {"who": None, "target": "x", "dice": [6, 6], "armour": 3, "wounds": 2}), "en")
    assert "1 herida " in one and "2 wounds" in two and "(s)" not in one + two

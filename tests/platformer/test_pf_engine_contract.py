"""Protocol guarantees: illegal actions change nothing, the same options,
seed and actions give the same state, saves round-trip, invariants hold,
and every event the rules emit has a log line in Spanish and English."""
import re
from pathlib import Path

import pytest

from game.engine.protocol import Action, IllegalAction, act
from game.games.platformer.describe import T
from game.games.platformer.game import GAME

RULES = Path(__file__).resolve().parents[2] / "game" / "games" / "platformer"
SILENT = {"setup", "draw", "shuffle", "attack"}   # the log skips these ("defeat" tells the attack)
SPECIAL = {"roll", "gold", "gems", "game_over"}   # described by their own code paths


def play(options, seed, n):
    """Up to n AI actions; returns the state, the actions and every event."""
    w, events = GAME.new_game_with_events(options, seed)
    actions = []
    for _ in range(n):
        if GAME.result(w) is not None:
            break
        a = GAME.choose_ai(w, GAME.to_act(w))
        events += GAME.apply(w, a)
        actions.append(a)
        assert GAME.check_invariants(w) == []
    return w, actions, events


OPTION_SETS = [({"players": 2}, 11), ({"players": 4, "artifacts": True, "boss": "ikee"}, 12),
               ({"players": 1}, 13), ({"players": 3, "bigger_map": True, "boss": "medusa"}, 14)]


@pytest.fixture(scope="module")
def games():
    return [(opts, seed) + play(opts, seed, 250) for opts, seed in OPTION_SETS]


def test_same_options_seed_and_actions_give_the_same_state(games):
    for opts, seed, w, actions, _events in games:
        again = GAME.new_game(opts, seed)
        for a in actions:
            GAME.apply(again, Action.from_data(a.to_data()))
        assert GAME.to_data(again) == GAME.to_data(w)


def test_to_data_from_data_round_trip_and_play_on_identically(games):
    for opts, seed, w, _actions, _events in games:
        data = GAME.to_data(w)
        back = GAME.from_data(data)
        assert GAME.to_data(back) == data
        assert GAME.legal_actions(back) == GAME.legal_actions(w)
        if GAME.result(w) is None:
            a = GAME.legal_actions(w)[-1]
            e1 = [e.to_data() for e in GAME.apply(w, a)]
            e2 = [e.to_data() for e in GAME.apply(back, a)]
            assert e1 == e2 and GAME.to_data(back) == GAME.to_data(w)


def test_clones_are_independent(games):
    _o, _s, w, _a, _e = games[0]
    copy = GAME.clone(w)
    before = GAME.to_data(w)
    if GAME.result(copy) is None:
        GAME.apply(copy, GAME.legal_actions(copy)[0])
    assert GAME.to_data(w) == before


def test_illegal_actions_raise_and_change_nothing(games):
    for _o, _s, w, _a, _e in games:
        if GAME.result(w) is not None:
            continue
        before = GAME.to_data(w)
        legal = set(GAME.legal_actions(w))
        for bad in (act("move", 99, "up"), act("attack", -5), act("push", (0, 0)), act("store", 0),
                    act("portal", 0, (9, 9)), act("gem", 0, 7), act("finish", True), act("teleport")):
            if bad in legal:
                continue
            with pytest.raises(IllegalAction):
                GAME.apply(w, bad)
            assert GAME.to_data(w) == before


def test_every_emitted_event_kind_has_a_log_line_in_both_languages():
    emitted = set()
    for path in RULES.glob("*.py"):
        emitted |= set(re.findall(r'emit\(events, "([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert emitted, "no emit() calls found"
    assert set(T["es"]) == set(T["en"])
    missing = sorted(k for k in emitted - SILENT - SPECIAL if k not in T["es"])
    assert missing == []


def test_every_event_of_real_games_describes_in_both_languages(games):
    seen = set()
    for _o, _s, w, _a, events in games:
        for e in events:
            if e.kind in SILENT:
                continue
            seen.add(e.kind)
            for lang in ("es", "en"):
                line = GAME.describe(e, lang, w)
                assert line and "{" not in line and "None" not in line, (e.kind, lang, line)
    assert {"turn", "roll", "move"} <= seen


def test_reasons_of_every_ending_have_log_lines():
    for reason in ("solo_knocked_out", "solo_out_of_time"):
        assert "game_over_" + reason in T["es"] and "game_over_" + reason in T["en"]


def test_emit_makes_the_event_its_constructor_would():
    """world.emit builds the Event without calling its __init__ (speed): every
    field must come out as Event(kind, data) sets it, a field added later too."""
    from game.engine.protocol import Event
    from game.games.platformer.world import emit
    events = []
    emit(events, "move", eid=3, seat=1, frm=(0, 0), to=(0, 1), how="step")
    made = Event("move", {"eid": 3, "seat": 1, "frm": (0, 0), "to": (0, 1), "how": "step"})
    assert len(events) == 1 and type(events[0]) is Event
    assert vars(events[0]) == vars(made) and events[0].to_data() == made.to_data()

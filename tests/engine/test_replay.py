"""Watching a saved game again: every step equals the live game, jumps land on
the same states, turns and rounds are found, the review counts what happened,
and a branch is a new save that leaves the original byte-identical."""
from __future__ import annotations

import pytest

from game.engine.replay import Replay, open_replay
from game.engine.saves import SaveError, read_save
from game.engine.session import Match, Seat, load_match
from game.games import get_game


def _options(game, n):
    opts = {o.key: o.default for o in game.options()}
    opts["players"] = n
    for o in game.options():
        if o.per_seat:
            opts[o.key] = [o.default] * n
    return opts


def _played(game_id, n, seed, limit):
    """A seeded AI game; the state's data after every action, as reached live."""
    game = get_game(game_id)
    match = Match(game, _options(game, n), seed, [Seat(f"P{i}", True) for i in range(n)])
    live = [game.to_data(match.state)]
    while match.result() is None and len(match.log) < limit:
        match.play_ai()
        live.append(game.to_data(match.state))
    return game, match, live


@pytest.mark.parametrize("game_id,n,limit", [("platformer", 2, 400), ("tseuquest", 2, 150)])
def test_stepping_forward_and_back_equals_the_live_game(game_id, n, limit):
    game, match, live = _played(game_id, n, 11, limit)
    replay = Replay(game, match.save_data(), every=10)
    assert len(replay) == len(match.log) == len(live) - 1
    assert game.to_data(replay.state) == live[-1]
    replay.seek(0)
    assert game.to_data(replay.state) == live[0]
    for i in range(1, len(live)):                       # one action at a time
        replay.forward()
        assert replay.index == i
        assert game.to_data(replay.state) == live[i], f"step {i}"
    for i in range(len(live) - 2, max(-1, len(live) - 40), -1):     # and back again
        replay.back()
        assert game.to_data(replay.state) == live[i], f"back to {i}"
    for i in (37, 3, len(live) - 1, 10, 0, 21):        # jumps, also between and onto kept copies
        i = min(i, len(live) - 1)
        replay.seek(i)
        assert game.to_data(replay.state) == live[i]


def test_forward_returns_the_same_events_as_the_live_game():
    game = get_game("platformer")
    match = Match(game, _options(game, 2), 5, [Seat("A", True), Seat("B", True)])
    told = []
    for _ in range(60):
        told.append([e.to_data() for e in match.play_ai()[1]])
    replay = Replay(game, match.save_data())
    replay.seek(0)
    assert [[e.to_data() for e in replay.forward()] for _ in range(60)] == told
    assert [[e.to_data() for e in evs] for evs in replay.events] == told


def test_turn_marks_follow_the_games_count():
    game, match, _ = _played("platformer", 2, 3, 200)
    replay = Replay(game, match.save_data())
    numbers = [m.number for m in replay.marks]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) > 3
    for m in replay.marks:
        state = replay.state_at(m.index)
        assert state.res["turn"]["number"] == m.number and game.to_act(state) == m.seat
        if m.index:
            assert replay.state_at(m.index - 1).res["turn"]["number"] == m.number - 1
    second = replay.marks[1].index
    assert replay.next_mark(0) == second and replay.prev_mark(second) == 0
    assert replay.prev_mark(second + 1) == second
    assert replay.mark_at(second + 1).number == 2


def test_tseuquest_counts_rounds_after_its_setup():
    game, match, _ = _played("tseuquest", 2, 4, 300)
    replay = Replay(game, match.save_data())
    kinds = [m.kind for m in replay.marks]
    assert kinds[0] == "setup" and "round" in kinds and set(kinds) == {"setup", "round"}
    rounds = [m.number for m in replay.marks if m.kind == "round"]
    assert rounds == list(range(1, len(rounds) + 1))
    assert replay.review.kind == "round" and replay.review.series_key == "life"


def test_review_counts_what_the_log_says():
    game, match, _ = _played("platformer", 2, 11, 3000)
    replay = Replay(game, match.save_data())
    stats = replay.review.stats
    events = [(a, e) for a, evs in zip(replay.actors, replay.events) for e in evs]
    for seat in (0, 1):
        taken = sum(e.data["amount"] for _, e in events if e.kind == "wound" and e.data["seat"] == seat)
        kills = sum(1 for _, e in events if e.kind == "defeat" and e.data["seat"] == seat)
        assert stats[seat].get("wounds_taken", 0) == taken
        assert stats[seat].get("kills", 0) == kills
        assert stats[seat]["actions"] == replay.actors.count(seat)
    assert sum(s["turns"] for s in stats) == len(replay.marks)
    assert len(replay.review.series) == len(replay.marks) + 1
    assert replay.review.series[-1] == [float(p["health"]) for p in replay.final.res["players"]]


def test_a_game_without_hooks_starts_a_turn_whenever_another_seat_acts():
    class Plain:
        """Platformer without its review hooks (the engine's defaults)."""
        def __init__(self, inner):
            self._inner = inner

        def __getattr__(self, name):
            if name.startswith("review_"):
                raise AttributeError(name)
            return getattr(self._inner, name)
    inner, match, _ = _played("platformer", 2, 3, 120)
    replay = Replay(Plain(inner), match.save_data())
    for m in replay.marks[1:]:
        assert replay.actors[m.index - 1] != m.seat
    assert replay.review.series == [] and replay.review.stats[0]["actions"] > 0


def test_branch_writes_a_new_save_and_leaves_the_original_byte_identical(tmp_path):
    game, match, live = _played("platformer", 2, 9, 120)
    original = tmp_path / "game.json"
    match.save(original, label="mine")
    before = original.read_bytes()
    replay = open_replay(original, get_game)
    replay.seek(50)
    branch = replay.branch(tmp_path / "branch.json", label="from 50")
    assert original.read_bytes() == before
    loaded = load_match(branch, get_game, verify=True)
    assert len(loaded.log) == 50 and game.to_data(loaded.state) == live[50]
    assert read_save(branch).label == "from 50"
    loaded.play_ai()                                      # and it goes on from there
    assert len(loaded.log) == 51
    with pytest.raises(ValueError):
        replay.branch(original)
    assert original.read_bytes() == before


def test_a_log_that_does_not_replay_is_a_save_error(tmp_path):
    game, match, _ = _played("platformer", 2, 9, 30)
    data = match.save_data()
    data.actions = data.actions[:5] + [["buy", "nothing", 99]] + data.actions[5:]
    with pytest.raises(SaveError):
        Replay(game, data)
    (tmp_path / "junk.json").write_text("{not json")
    with pytest.raises(SaveError):
        open_replay(tmp_path / "junk.json", get_game)

"""The record of finished games: rows written at the end, read back, counted;
damaged lines never stop reading and never cost the good rows."""
from __future__ import annotations

import json

from game.engine.records import append_record, read_records, record_of, records_path, tally
from game.engine.replay import Replay
from game.engine.session import Match, Seat
from game.games import get_game


def _finished(seed=11):
    game = get_game("platformer")
    opts = {o.key: o.default for o in game.options()}
    opts.update(players=2, heroes=["nix", "random"])
    match = Match(game, opts, seed, [Seat("Ana"), Seat("Bot", ai=True)])
    assert record_of(match) is None                      # not finished: nothing to record
    while match.result() is None:
        match.play_ai()
    return match


def test_a_finished_match_is_recorded_and_read_back(tmp_path):
    match = _finished()
    review = Replay(match.game, match.save_data()).review
    row = record_of(match, review)
    assert row["game"] == "platformer" and row["actions"] == len(match.log)
    assert [s["ai"] for s in row["seats"]] == [False, True]
    assert row["seats"][0]["role"]["en"] == "Nix" and row["seats"][0]["name"] == "Ana"
    assert row["winners"] == match.result().winners and row["turns"] == review.turns
    path = tmp_path / "records.jsonl"
    assert append_record(row, path) and append_record(row, path)
    got = read_records(path)
    assert len(got.rows) == 2 and got.damaged == 0
    assert got.rows[0]["seats"][1]["name"] == "Bot"


def test_the_file_lives_in_the_users_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLERO_HOME", str(tmp_path))
    assert records_path() == tmp_path / "records.jsonl"
    assert read_records().rows == []                     # no file yet: no rows, no error


def _row(game="dicerace", winners=(0,), ai=(False, True), roles=("Nix", "Tuk"), turns=10):
    return {"v": 1, "game": game, "at": 1.7e9, "winners": list(winners), "actions": 40, "turns": turns,
            "seats": [{"name": f"P{i}", "ai": a, "role": {"es": r, "en": r}}
                      for i, (a, r) in enumerate(zip(ai, roles))]}


def test_damaged_lines_are_counted_and_the_good_rows_kept(tmp_path):
    path = tmp_path / "records.jsonl"
    append_record(_row(), path)
    with open(path, "ab") as fh:                          # a torn write, junk, wrong shapes
        fh.write(b'{"v":1,"game":"dicer')
    append_record(_row(winners=(1,)), path)              # starts on a line of its own
    with open(path, "ab") as fh:
        fh.write(b"\xff\xfe\n[1,2]\n" + json.dumps(_row(winners=(7,))).encode() + b"\n{\"game\": NaN}\n")
    before = path.read_bytes()
    got = read_records(path)
    assert [r["winners"] for r in got.rows] == [[0], [1]]
    assert got.damaged == 5
    assert path.read_bytes() == before                   # reading never rewrites the file


def test_an_unwritable_place_is_refused_quietly(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert append_record(_row(), blocker / "records.jsonl") is False
    assert read_records(tmp_path).error                  # a folder is not a records file


def test_tally_counts_wins_per_seat_kind_and_role():
    rows = [_row(winners=(0,)), _row(winners=(1,)), _row(winners=(0,), roles=("Nix", "Kordan, Lia")),
            _row(game="other")]
    t = tally(rows, "dicerace", "en")
    assert t["games"] == 3
    assert t["kinds"] == {"human": [3, 2], "ai": [3, 1]}
    roles = dict(t["roles"])
    assert roles["Nix"] == [3, 2] and roles["Tuk"] == [2, 1] and roles["Kordan"] == [1, 0]
    assert t["roles"][0][0] == "Nix" and t["average_turns"] == 10


def test_the_same_finished_game_is_recorded_once(tmp_path):
    from game.engine.records import record_once
    match = _finished()
    path = tmp_path / "records.jsonl"
    assert record_once(record_of(match), path)
    again = Match(match.game, match.options, match.seed, match.seats, state=match.state, log=list(match.log))
    assert record_of(again)["key"] == record_of(match)["key"]
    assert not record_once(record_of(again), path)         # the same game loaded again
    other = _finished(seed=12)
    assert record_once(record_of(other), path)
    assert [r["key"] for r in read_records(path).rows] == [record_of(match)["key"], record_of(other)["key"]]

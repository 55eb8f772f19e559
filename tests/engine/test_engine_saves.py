import json
import os

import pytest

from game.engine import save_files, saves
from game.engine.saves import SaveData, SaveError, list_saves, read_save, write_save
from game.engine.session import Match, Seat, load_match
from game.games import get_game


def sample() -> SaveData:
    return SaveData(game="platformer", options={"players": 2}, seed=3,
                    seats=[{"name": "Ana", "ai": False}, {"name": "Bot", "ai": True}],
                    actions=[["end_actions"]], snapshot={"x": 1}, label="slot 1")


def test_round_trip(tmp_path):
    path = tmp_path / "a.json"
    write_save(path, sample())
    back = read_save(path)
    assert back.game == "platformer" and back.seed == 3 and back.actions == [["end_actions"]]
    assert back.seats[1]["ai"] is True and back.label == "slot 1"


def test_write_is_atomic_and_leaves_no_temp_files(tmp_path, monkeypatch):
    path = tmp_path / "a.json"
    write_save(path, sample())
    before = path.read_bytes()

    def boom(*a, **k):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        write_save(path, SaveData("platformer", {}, 9, []))
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


@pytest.mark.parametrize("content, message", [
    (b"", "damaged or truncated"),
    (b'{"format": "tablero-save", "version": 1, "game": "platfor', "damaged or truncated"),
    (b"\xff\xfe\x00garbage", "damaged or truncated"),
    (b'{"hello": "world"}', "not a Tablero save"),
    (b'[1, 2, 3]', "not a Tablero save"),
    (b'{"format": "tablero-save", "version": 99}', "newer Tablero"),
    (b'{"format": "tablero-save", "version": 1, "game": "platformer", "options": {}, "seed": "x",'
     b' "seats": [], "actions": []}', "bad seed"),
])
def test_bad_files_give_one_clear_message(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveError, match=message) as info:
        read_save(path)
    assert "\n" not in str(info.value) and "bad.json" in str(info.value)


def test_upgrade_path_runs_each_step(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "VERSION", 2)
    monkeypatch.setitem(saves.UPGRADES, 1, lambda d: {**d, "label": d.get("label", "") + " (upgraded)"})
    data = {**sample().to_data(), "version": 1}
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    assert read_save(path).label == "slot 1 (upgraded)"
    monkeypatch.setitem(saves.UPGRADES, 1, None)
    saves.UPGRADES.pop(1)
    with pytest.raises(SaveError, match="no upgrade from save format 1"):
        read_save(path)


def test_list_saves_reports_broken_ones_without_touching_them(tmp_path):
    write_save(tmp_path / "good.json", sample())
    (tmp_path / "bad.json").write_text("{nope")
    listed = dict((p.name, s) for p, s in list_saves(tmp_path))
    assert isinstance(listed["good.json"], SaveData)
    assert isinstance(listed["bad.json"], SaveError)
    assert (tmp_path / "bad.json").read_text() == "{nope"


def play_some(match: Match, n: int) -> None:
    game = match.game
    for _ in range(n):
        if match.result():
            break
        match.play(game.choose_ai(match.state, match.to_act()))


def test_autosave_after_every_action_and_continue(tmp_path):
    game = get_game("platformer")
    auto = tmp_path / "autosave.json"
    match = Match(game, {"players": 2}, 11, [Seat("A"), Seat("B", ai=True)], autosave=auto)
    play_some(match, 25)
    assert len(read_save(auto).actions) == len(match.log) == 25
    back = load_match(auto, get_game)
    assert game.to_data(back.state) == game.to_data(match.state)
    verified = load_match(auto, get_game, verify=True)
    assert game.to_data(verified.state) == game.to_data(match.state)


def test_replay_detects_a_tampered_snapshot(tmp_path):
    game = get_game("platformer")
    match = Match(game, {"players": 2}, 4, [Seat("A"), Seat("B")])
    play_some(match, 10)
    path = tmp_path / "s.json"
    match.save(path)
    data = json.loads(path.read_text())
    data["snapshot"]["res"]["players"][0]["gold"] += 5
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not reproduce"):
        load_match(path, get_game, verify=True)


def test_a_save_of_an_unknown_game_is_a_clear_error(tmp_path):
    path = tmp_path / "x.json"
    write_save(path, SaveData("chess", {}, 1, [{"name": "A"}]))
    with pytest.raises(SaveError, match="does not have"):
        load_match(path, get_game)


def test_temp_files_of_interrupted_saves_are_never_listed_and_are_cleaned(tmp_path):
    write_save(tmp_path / "a.json", sample())
    (tmp_path / ".tmp-abc123.json").write_text('{"format": "tablero-save", "ver')
    assert [p.name for p, _ in list_saves(tmp_path)] == ["a.json"]
    assert save_files.clean_temp(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


def test_each_new_match_gets_its_own_autosave_file(tmp_path):
    a = saves.new_autosave_path(tmp_path, "platformer")
    b = saves.new_autosave_path(tmp_path, "platformer")
    assert a != b and save_files.is_autosave(a) and a.name.startswith("autosave-platformer-")


@pytest.mark.parametrize("raw", [
    '"saved_at": "x"', '"saved_at": 1e400', '"saved_at": NaN', '"saved_at": Infinity',
    '"saved_at": ' + "4" * 400, '"seed": ' + "7" * 5000, '"options": {"round_limit": -1e400}',
    '"options": ' + "[" * 1200 + "]" * 1200, '"snapshot": ' + '{"a":' * 1200 + "1" + "}" * 1200,
    '"seats": [{"name": "A", "ai": "yes"}]', '"actions": [["move", NaN]]', '"game": "../../etc"',
])
def test_hostile_values_are_one_clear_message(tmp_path, raw):
    key = raw.split(":")[0].strip('"')
    data = sample().to_data()
    data.pop(key)
    text = json.dumps(data)[:-1] + ", " + raw + "}"
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert "\n" not in str(info.value) and "bad.json" in str(info.value)


def test_long_label_and_damaged_extras_do_not_stop_a_save(tmp_path):
    data = {**sample().to_data(), "label": "L" * 10_000, "summary": {"en": {"seats": 5}}, "thumbnail": 42}
    path = tmp_path / "x.json"
    path.write_text(json.dumps(data))
    back = read_save(path)
    assert len(back.label) <= saves.MAX_TEXT and back.summary is None and back.thumbnail is None


def test_summary_and_thumbnail_travel_with_the_save(tmp_path):
    game = get_game("tseuquest")
    match = Match(game, {"players": 3, "draft": "random"}, 5, [Seat("W", True), Seat("A", True), Seat("B", True)])
    match.thumbnailer = lambda: "aGVsbG8="
    play_some(match, 30)
    match.save(tmp_path / "t.json")
    back = read_save(tmp_path / "t.json")
    assert back.summary_in("en")["seats"][0] == "Evil Wizard"
    assert back.summary_in("es")["progress"].startswith("Ronda")
    assert back.thumbnail_bytes() == b"hello"
    match.thumbnailer = lambda: 1 / 0              # a broken picture never stops a save
    match.save(tmp_path / "t.json")
    assert read_save(tmp_path / "t.json").thumbnail is None


def test_a_disagreeing_snapshot_is_rebuilt_from_the_log_and_said(tmp_path):
    game = get_game("platformer")
    match = Match(game, {"players": 2}, 4, [Seat("A"), Seat("B")])
    play_some(match, 10)
    path = tmp_path / "s.json"
    match.save(path)
    data = json.loads(path.read_text())
    data["snapshot"]["res"]["players"][0]["gold"] += 5
    path.write_text(json.dumps(data))
    back = load_match(path, get_game)
    assert back.rebuilt and game.to_data(back.state) == game.to_data(match.state)
    match.save(path)
    assert not load_match(path, get_game).rebuilt


def test_the_other_games_snapshot_or_id_is_refused(tmp_path):
    plat = Match(get_game("platformer"), {"players": 2}, 4, [Seat("A"), Seat("B")])
    tq = Match(get_game("tseuquest"), {"players": 2}, 4, [Seat("A"), Seat("B")])
    play_some(plat, 5)
    plat.save(tmp_path / "p.json")
    tq.save(tmp_path / "t.json")
    data = json.loads((tmp_path / "p.json").read_text())
    data["game"] = "tseuquest"
    (tmp_path / "x.json").write_text(json.dumps(data))
    with pytest.raises(SaveError):
        load_match(tmp_path / "x.json", get_game)
    data = json.loads((tmp_path / "t.json").read_text())
    data["snapshot"] = json.loads((tmp_path / "p.json").read_text())["snapshot"]
    (tmp_path / "y.json").write_text(json.dumps(data))
    assert load_match(tmp_path / "y.json", get_game).rebuilt
    with pytest.raises(SaveError, match="does not reproduce"):
        load_match(tmp_path / "y.json", get_game, verify=True)


def test_an_intact_save_opens_from_its_snapshot_and_a_damaged_one_is_replayed(tmp_path, monkeypatch):
    game = get_game("tseuquest")
    match = Match(game, {"players": 2, "draft": "random"}, 6, [Seat("W", True), Seat("A", True)])
    play_some(match, 40)
    path = tmp_path / "t.json"
    match.save(path)
    replays = []
    real_replay = Match.replay.__func__
    monkeypatch.setattr(Match, "replay", classmethod(lambda cls, *a: replays.append(1) or real_replay(cls, *a)))
    back = load_match(path, get_game)
    assert replays == [] and not back.rebuilt and game.to_data(back.state) == game.to_data(match.state)
    data = json.loads(path.read_text())
    data["label"], data["saved_at"] = "renamed", 5.0          # not part of the digest: still quick
    path.write_text(json.dumps(data))
    assert not load_match(path, get_game).rebuilt and replays == []
    data["check"] = "0" * 64                                  # a digest that does not match: replayed
    path.write_text(json.dumps(data))
    back = load_match(path, get_game)
    assert replays == [1] and not back.rebuilt
    load_match(path, get_game, verify=True)                   # `replay` always replays
    assert replays == [1, 1]


def test_a_failing_autosave_never_stops_the_game(tmp_path, monkeypatch):
    game = get_game("platformer")
    match = Match(game, {"players": 2}, 4, [Seat("A", True), Seat("B", True)], autosave=tmp_path / "a.json")
    play_some(match, 2)

    def full(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves.os, "replace", full)
    play_some(match, 3)
    assert len(match.log) == 5 and match.autosave_error is not None
    monkeypatch.undo()
    play_some(match, 1)
    assert match.autosave_error is None and len(read_save(tmp_path / "a.json").actions) == 6
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]

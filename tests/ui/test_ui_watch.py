"""Watch and review, driven by real mouse events: the replay scene from the Load
screen, the pause menu and game over; continue-from-here; the record of finished
games and the Records scene."""
import json

from game.engine.records import read_records, records_path
from game.engine.session import Match, Seat
from game.paths import saves_dir
from game.ui import theme
from game.ui.scenes.board import BoardScene
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.records import RecordsScene
from game.ui.scenes.replay import ReplayScene
from game.ui.watch_texts import TEXTS
from ui_helpers import button, click, click_button, run_until, step

import fake_game


def played(n_actions=30, seed=5, ai=(False, True)):
    m = Match(fake_game.GAME, {"players": 2, "token": ["cat", "dog"]}, seed,
              [Seat("A", ai[0]), Seat("B", ai[1])])
    while len(m.log) < n_actions and m.result() is None:
        m.play(fake_game.GAME.choose_ai(m.state, m.to_act()))
    return m


def open_replay_from_load(app, name="game.json"):
    m = played()
    m.save(saves_dir() / name, label="Mine")
    click_button(app, "Load")
    scene = app.top
    click(app, scene.list.row_rect(0).center)
    click_button(app, "Watch replay")
    assert isinstance(app.top, ReplayScene)
    return m, app.top


def state_shown(scene):
    return fake_game.GAME.to_data(scene.match.state)


def test_texts_have_the_same_keys_in_both_languages():
    assert set(TEXTS["es"]) == set(TEXTS["en"])
    assert all(v.strip() for t in TEXTS.values() for v in t.values())


def test_watch_from_the_load_screen_steps_back_and_forth(app):
    m, scene = open_replay_from_load(app)
    r = scene.replay
    game = fake_game.GAME
    assert r.index == 0 and state_shown(scene) == game.to_data(r.state_at(0))
    click(app, scene.btn_step.rect.center)
    assert run_until(app, lambda: app.top is scene and scene.idle())
    assert r.index == 1 and state_shown(scene) == game.to_data(r.state_at(1))
    click(app, scene.btn_step.rect.center)
    assert run_until(app, lambda: app.top is scene and scene.idle())
    click(app, scene.btn_back.rect.center)
    assert r.index == 1 and state_shown(scene) == game.to_data(r.state_at(1))
    click(app, scene.btn_next.rect.center)                   # the next turn's start
    assert r.index == r.marks[1].index
    click(app, scene.btn_first.rect.center)                  # back to where the previous one began
    assert r.index == 0
    third = r.marks[3]
    click(app, (scene.timeline.x_of(third.index) + 2, scene.timeline.rect.centery))
    assert r.index == third.index
    told = [scene.describe(ev) for evs in r.events[:third.index] for ev in evs]
    assert [e[1] for e in scene.log_entries] == [t for t in told if t]
    # play: it moves on by itself, then pause stops it
    click(app, scene.btn_play.rect.center)
    assert scene.playing
    run_until(app, lambda: r.index > third.index + 1, limit=400)
    click(app, scene.btn_play.rect.center)
    assert not scene.playing
    at = r.index
    step(app, 60)
    assert r.index == at
    assert not scene.human_can_act()
    own = app.ctx.settings.anim_speed
    while scene.speed != "slow":                             # the replay's speed, not the player's setting
        click(app, (scene.speed_box.rect.right - 12, scene.speed_box.rect.centery))
    assert app.ctx.anim(1.0) == 1.6 and app.ctx.settings.anim_speed == own
    click(app, scene.btn_close.rect.center)                  # back to the Load screen
    assert app.top.name == "saves"
    assert app.ctx.anim(1.0) == theme.ANIM_FACTOR[own]


def test_continue_from_here_is_a_new_save_and_the_original_is_untouched(app):
    m, scene = open_replay_from_load(app)
    original = saves_dir() / "game.json"
    before = original.read_bytes()
    for _ in range(5):
        click(app, scene.btn_step.rect.center)
        assert run_until(app, lambda: app.top is scene and scene.idle())     # the dice have landed
    expected = fake_game.GAME.to_data(scene.replay.state_at(5))
    click(app, scene.btn_branch.rect.center)
    board = app.top
    assert isinstance(board, BoardScene) and not isinstance(board, ReplayScene)
    assert len(board.match.log) == 5 and fake_game.GAME.to_data(board.match.state) == expected
    assert original.read_bytes() == before
    branches = list(saves_dir().glob("branch-*.json"))
    assert len(branches) == 1 and json.loads(branches[0].read_text())["actions"] == m.save_data().actions[:5]


def test_a_running_game_shows_only_what_this_screen_already_showed(app):
    m = played(12, ai=(False, True))
    board = app.ctx.nav.open("board", m, autosave=False, sync_ai=True)
    board.frozen = True
    step(app, 3)
    click(app, board.btn_pause.rect.center)
    assert button(app.top, "Watch replay").tooltip == app.ctx.t("watch.tip")     # says what it does
    click_button(app, "Watch replay")
    scene = app.top
    assert isinstance(scene, ReplayScene)
    assert scene.viewers == [None, board.viewer_seat()] and board.viewer_seat() == 0
    assert len(scene.replay) == 12
    click(app, scene.view_box.rect.center)                   # cycle public <-> own seat only
    assert scene.viewer in (None, 0)


def test_game_over_records_the_game_shows_the_summary_and_watches_it(app):
    m = played(10_000, ai=(True, True))
    assert m.result() is not None
    board = app.ctx.nav.open("board", m, autosave=False, sync_ai=True)
    assert run_until(app, lambda: isinstance(app.top, GameOverScene), limit=300)
    over = app.top
    assert over.review is not None and over.review.stats[0]["actions"] > 0
    rows = read_records().rows
    assert len(rows) == 1 and rows[0]["game"] == "dicerace" and rows[0]["winners"] == m.result().winners
    assert rows[0]["actions"] == len(m.log)
    click_button(app, "Watch replay")
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.viewers == [None, 0, 1]
    assert board.match.log == m.log                          # watching changed nothing


def test_a_finished_named_save_loaded_again_is_recorded_once(app):
    from game.engine.session import load_match
    m = played(10_000, ai=(True, True))
    path = saves_dir() / "finished.json"
    m.save(path, label="The end")
    for _ in range(2):                                   # loaded, its game over shown, twice
        loaded = load_match(path, app.ctx.games.get)
        app.ctx.nav.home("board", loaded, autosave=False, loaded=True)
        assert run_until(app, lambda: isinstance(app.top, GameOverScene), limit=300)
    rows = read_records().rows
    assert len(rows) == 1 and rows[0]["actions"] == len(m.log)


def test_records_scene_from_the_menu_survives_a_damaged_file(app):
    path = records_path()
    row = {"v": 1, "game": "dicerace", "at": 1.7e9, "winners": [0], "actions": 9, "turns": 4,
           "seats": [{"name": "A", "ai": False, "role": {"es": "gato", "en": "cat"}},
                     {"name": "B", "ai": True, "role": {"es": "perro", "en": "dog"}}]}
    path.write_text(json.dumps(row) + "\n{broken\n" + json.dumps(row) + "\n", encoding="utf-8")
    click_button(app, "Records")
    scene = app.top
    assert isinstance(scene, RecordsScene)
    step(app, 2)
    assert len(scene.records.rows) == 2 and scene.records.damaged == 1
    labels = [b[1][0] for b in scene.bars]
    assert labels[:2] == ["Humans", "AI"] and "cat" in labels
    assert [b[1][1:3] for b in scene.bars][:2] == [(2, 2), (2, 0)]
    click(app, scene.btn_back.rect.center)
    assert app.top.name == "menu"


def test_the_whole_game_log_lists_every_move_and_jumps_to_one(app):
    from game.ui.scenes.replay_log import ReplayLogScene
    m, scene = open_replay_from_load(app)
    r = scene.replay
    click(app, scene.btn_all.rect.center)
    log = app.top
    assert isinstance(log, ReplayLogScene)
    lines = [row for row in log.rows if row[0] == "line"]
    told = [t for i in range(len(r)) for ev in r.events[i] if (t := scene.describe_in(r.game, ev, r.final))]
    assert [row[1] for row in lines] == told                      # every line, the future ones too
    assert lines[-1][3] == len(r)
    heads = [row for row in log.rows if row[0] == "mark"]
    assert len(heads) >= len(r.marks)
    k = next(k for k, row in enumerate(log.rows) if row[0] == "line" and row[3] == len(r) - 3)
    log.list.scroll = max(0, k * log.list.row_height - 40)
    step(app)
    click(app, log.list.row_rect(k).center)
    assert app.top is scene and r.index == len(r) - 3
    assert state_shown(scene) == fake_game.GAME.to_data(r.state_at(len(r) - 3))

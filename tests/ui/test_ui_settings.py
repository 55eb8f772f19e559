"""Settings persist across restarts; a damaged file falls back to defaults with a notice."""
from game.paths import config_dir
from game.ui.scenes.settings import SettingsScene
from game.ui.settings import Settings, load_settings
from game.ui.widgets import Cycler, Slider, Toggle
from ui_helpers import click, click_button, make_app, step


def test_settings_persist_across_restarts():
    app = make_app()
    click_button(app, "Settings")
    scene = app.top
    assert isinstance(scene, SettingsScene)
    music = [w for w in scene.widgets if isinstance(w, Slider)][0]
    click(app, (music.track().left + music.track().width // 4, music.track().centery))
    toggles = [w for w in scene.widgets if isinstance(w, Toggle)]
    skip_ai = toggles[1]
    click(app, skip_ai.rect.center)
    speed = [w for w in scene.widgets if isinstance(w, Cycler)][1]
    click(app, speed.right_rect().center)
    lang = [w for w in scene.widgets if isinstance(w, Cycler)][2]
    click(app, lang.right_rect().center)          # en -> es: the scene is rebuilt in Spanish
    step(app, 2)
    click_button(app, "Volver")
    app.shutdown()
    again = make_app()
    s = again.ctx.settings
    assert abs(s.music_volume - 0.25) < 0.03
    assert s.skip_ai_animations is True
    assert s.anim_speed == "fast"
    assert s.language == "es"
    assert again.ctx.t("menu.quit") == "Salir"
    again.shutdown()


def test_damaged_settings_file_falls_back_with_notice():
    (config_dir() / "settings.yaml").write_text("music_volume: [unclosed\n  :::\n", encoding="utf-8")
    app = make_app()
    assert app.ctx.settings.music_volume == Settings().music_volume
    assert len(app.notice_log) == 1 and "settings" in app.notice_log[0].lower()
    app.shutdown()


def test_bad_values_are_replaced_one_by_one(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("music_volume: 7\nanim_speed: warp\nlanguage: es\nfullscreen: false\n", encoding="utf-8")
    s, damaged = load_settings(path)
    assert damaged
    assert s.music_volume == Settings().music_volume and s.anim_speed == "normal"
    assert s.language == "es"


def test_missing_file_is_defaults_without_notice(tmp_path):
    s, damaged = load_settings(tmp_path / "none.yaml")
    assert not damaged and s == Settings(language=s.language)


def test_not_a_mapping(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("- just\n- a list\n", encoding="utf-8")
    assert load_settings(path)[1]


def test_hostile_settings_files_mean_defaults_never_a_crash(tmp_path):
    from game.ui.settings import Settings, load_settings
    path = tmp_path / "settings.yaml"
    for text in ("[" * 5000 + "]" * 5000, "music_volume: " + "9" * 5000, "music_volume: .nan",
                 "window_size: [1e400, 5]", "language: {a: 1}", "a: &a [*a]"):
        path.write_text(text)
        settings, damaged = load_settings(path)
        assert isinstance(settings, Settings) and settings.music_volume == Settings().music_volume


def test_start_up_removes_temp_files_of_interrupted_settings_writes(tmp_path, monkeypatch):
    import os
    from game.ui.settings import Settings, load_settings, save_settings
    (tmp_path / ".settings-abc.yaml").write_text("music_volume: 0.")
    (tmp_path / ".setup-x1.yaml").write_text("platformer: {pl")
    load_settings(tmp_path / "settings.yaml")
    assert list(tmp_path.iterdir()) == []

    def full(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", full)
    assert save_settings(tmp_path / "settings.yaml", Settings()) is False
    assert list(tmp_path.iterdir()) == []

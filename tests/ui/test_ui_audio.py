"""No audio device: silent, one notice, every call a no-op."""
import pygame

from ui_helpers import make_app, step


def test_no_audio_device_runs_silent_with_one_notice(monkeypatch):
    pygame.mixer.quit()

    def broken(*a, **k):
        raise pygame.error("ALSA: no such device")
    monkeypatch.setattr(pygame.mixer, "init", broken)
    app = make_app()
    audio = app.ctx.audio
    assert not audio.available
    audio.play("click")
    audio.music("music_menu")
    audio.set_volumes(0.3, 0.3)
    audio.start()                                   # a second failure does not notify again
    step(app, 3)
    notices = [n for n in app.notice_log if "sound" in n.lower() or "sonido" in n.lower()]
    assert len(notices) == 1
    app.shutdown()


def test_with_a_device_sounds_play(app):
    assert app.ctx.audio.available
    app.ctx.audio.play("click")
    assert "click" in app.ctx.audio.played

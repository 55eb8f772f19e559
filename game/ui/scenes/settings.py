"""Settings scene: volumes, window, animation speed, AI animations, language,
text size. Every change applies at once and is saved."""
from __future__ import annotations

import pygame

from .. import theme
from ..settings import ANIM_SPEEDS, LANGUAGES, TEXT_SIZES, WINDOW_SIZES
from ..text import draw_text
from ..widgets import Button, Cycler, Slider, Toggle, draw_panel
from .base import Scene


class SettingsScene(Scene):
    name = "settings"

    def build(self) -> None:
        ctx, t, s = self.ctx, self.ctx.t, self.ctx.settings
        self.box = pygame.Rect(0, 0, 760, 656)
        self.box.center = (640, 360)
        x, w = self.box.left + 50, self.box.width - 100
        rows = []
        y = self.box.top + 90

        def row(h=46):
            nonlocal y
            r = pygame.Rect(x, y, w, h)
            y += h + 7
            return r

        rows.append(Slider(ctx, row(), t("settings.music"), s.music_volume, self._music))
        rows.append(Slider(ctx, row(), t("settings.effects"), s.effects_volume, self._effects))
        rows.append(Toggle(ctx, row(), t("settings.fullscreen"), s.fullscreen, self._fullscreen,
                           tooltip=t("settings.fullscreen_tip")))
        self.labels = []
        cyclers = [
            ("settings.window_size", [(list(v), f"{v[0]} × {v[1]}") for v in WINDOW_SIZES], list(s.window_size),
             self._window),
            ("settings.anim_speed", [(v, t(f"settings.speed.{v}")) for v in ANIM_SPEEDS], s.anim_speed,
             self._speed),
            ("settings.language", [(v, t(f"settings.lang.{v}")) for v in LANGUAGES], s.language, self._lang),
            ("settings.text_size", [(v, t(f"settings.text.{v}")) for v in TEXT_SIZES], s.text_size, self._text),
        ]
        for key, choices, value, cb in cyclers[:2]:
            r = row()
            self.labels.append((t(key), r))
            if value not in [c[0] for c in choices]:
                choices = [(value, f"{value[0]} × {value[1]}")] + choices
            rows.append(Cycler(ctx, (r.right - 260, r.top + 4, 260, 40), choices, value, cb))
        rows.append(Toggle(ctx, row(), t("settings.skip_ai"), s.skip_ai_animations, self._skip_ai))
        for key, choices, value, cb in cyclers[2:]:
            r = row()
            self.labels.append((t(key), r))
            rows.append(Cycler(ctx, (r.right - 260, r.top + 4, 260, 40), choices, value, cb))
        rows.append(Button(ctx, (self.box.centerx - 110, self.box.bottom - 74, 220, 50), t("settings.back"),
                           self.back, style="primary"))
        self.widgets = rows

    def back(self) -> None:
        self.ctx.app.save_settings()
        self.ctx.app.pop(self)

    # -- changes ------------------------------------------------------------------------------
    def _music(self, v):
        self.ctx.settings.music_volume = v
        self.ctx.audio.set_volumes(v, self.ctx.settings.effects_volume)

    def _effects(self, v):
        self.ctx.settings.effects_volume = v
        self.ctx.audio.set_volumes(self.ctx.settings.music_volume, v)

    def _fullscreen(self, on):
        self.ctx.app.set_fullscreen(on)

    def _window(self, size):
        self.ctx.app.set_window_size(size)

    def _speed(self, v):
        self.ctx.settings.anim_speed = v
        self.ctx.app.save_settings()

    def _skip_ai(self, on):
        self.ctx.settings.skip_ai_animations = on
        self.ctx.app.save_settings()

    def _lang(self, v):
        self.ctx.settings.language = v
        self.ctx.app.apply_settings()

    def _text(self, v):
        self.ctx.settings.text_size = v
        self.ctx.app.apply_settings()

    def update(self, dt: float) -> None:
        super().update(dt)
        for w in self.widgets:            # the F11 key may change it behind our back
            if isinstance(w, Toggle) and w.label == self.ctx.t("settings.fullscreen"):
                w.value = self.ctx.settings.fullscreen

    def draw(self, surf) -> None:
        self.draw_background(surf)
        a = self.ctx.assets
        draw_panel(surf, self.ctx, self.box)
        draw_text(surf, a, self.ctx.t("settings.title"), (self.box.centerx, self.box.top + 44), theme.SIZE_H1,
                  theme.GOLD, "serif", anchor="center")
        for text, r in self.labels:
            draw_text(surf, a, text, (r.left, r.centery), theme.SIZE_BODY, theme.TEXT, anchor="midleft",
                      max_width=r.width - 280)
        for w in self.widgets:
            w.draw(surf)

"""Board effects both game views share: sprite bursts (hits, dust, sparkles),
floating numbers and a screen shake. A mixin: the view supplies `ctx`,
`d(seconds)` (animation speed) and `layout.cell`."""
from __future__ import annotations

from .. import theme
from .anim import frame_names
from .tween import FloatText, Shake


class BoardEffects:
    FX_SCALE = 1.3              # a burst covers a bit more than its square
    FLOAT_SECONDS = 1.0

    def reset_effects(self) -> None:
        self.fx: list[list] = []            # [frames, (x, y), age, fps]
        self.floats: list[FloatText] = []
        self._shake = None

    def add_fx(self, name: str, point, fps: float = 12.0) -> None:
        if point is None or self.d(1.0) == 0:
            return
        self.fx.append([frame_names(self.ctx.assets, "fx", name), point, 0.0, fps])

    def float_text(self, text: str, point, colour) -> None:
        if point is None or self.d(1.0) == 0:
            return
        self.floats.append(FloatText(text, point, colour, duration=self.d(self.FLOAT_SECONDS) or 0.01))

    def shake(self, strength: int, duration: float) -> None:
        self._shake = Shake(strength, duration)
        self.anims.add(self._shake)

    def screen_shake(self) -> tuple[int, int]:
        return self._shake.offset if self._shake is not None and not self._shake.done else (0, 0)

    def update_effects(self, dt: float) -> None:
        for f in self.fx:
            f[2] += dt
        self.fx = [f for f in self.fx if f[2] * f[3] < len(f[0])]
        for f in self.floats:
            f.update(dt)
        self.floats = [f for f in self.floats if not f.done]

    def draw_bursts(self, surf) -> None:
        a = self.ctx.assets
        size = int(self.layout.cell * self.FX_SCALE)
        for frames, pos, t, fps in self.fx:
            img = a.fit(frames[min(len(frames) - 1, int(t * fps))], (size, size))
            surf.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))

    def draw_floats(self, surf) -> None:
        a = self.ctx.assets
        for f in self.floats:
            img = a.text(f.text, theme.SIZE_LABEL, f.color, "bold")
            shadow = a.text(f.text, theme.SIZE_LABEL, theme.INK, "bold")
            if f.alpha < 255:
                img, shadow = img.copy(), shadow.copy()
                img.set_alpha(f.alpha)
                shadow.set_alpha(f.alpha)
            x, y = f.pos
            surf.blit(shadow, shadow.get_rect(center=(int(x) + 2, int(y) + 2)))
            surf.blit(img, img.get_rect(center=(int(x), int(y))))

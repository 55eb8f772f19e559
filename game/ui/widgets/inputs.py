"""Value widgets: slider, stepper, choice cycler and one-line text input."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from .. import theme
from ..text import draw_text, fitted
from .base import Widget, is_left_down, is_left_up


class Slider(Widget):
    """A 0..1 value with a label; drag the knob, click the track or use the wheel."""

    def __init__(self, ctx, rect, label: str, value: float, on_change=None, tooltip=None) -> None:
        super().__init__(ctx, rect, tooltip)
        self.label = label
        self.value = max(0.0, min(1.0, float(value)))
        self.on_change = on_change
        self.dragging = False

    def track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - 260, self.rect.centery - 5, 200, 10)

    def _set_from_x(self, x: int) -> None:
        t = self.track()
        self._set((x - t.left) / t.width)

    def _set(self, value: float) -> None:
        value = round(max(0.0, min(1.0, value)), 2)
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def handle(self, ev) -> bool:
        if not (self.visible and self.enabled):
            return False
        if is_left_down(ev) and self.track().inflate(24, 24).collidepoint(ev.pos):
            self.dragging = True
            self._set_from_x(ev.pos[0])
            return True
        if ev.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from_x(ev.pos[0])
            return True
        if is_left_up(ev) and self.dragging:
            self.dragging = False
            self.ctx.audio.play("click")
            return True
        if ev.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.ctx.mouse):
            self._set(self.value + 0.05 * ev.y)
            return True
        return False

    def draw(self, surf) -> None:
        if not self.visible:
            return
        a = self.ctx.assets
        t = self.track()
        draw_text(surf, a, self.label, (self.rect.left, self.rect.centery), theme.SIZE_BODY,
                  theme.HIGHLIGHT if self.hovered else theme.TEXT, anchor="midleft",
                  max_width=t.left - self.rect.left - 16)
        pygame.draw.rect(surf, theme.INK, t.inflate(4, 4), border_radius=7)
        fill = t.copy()
        fill.width = max(1, int(t.width * self.value))
        pygame.draw.rect(surf, theme.GOLD, fill, border_radius=5)
        x = t.left + int(t.width * self.value)
        pygame.draw.circle(surf, theme.INK, (x, t.centery + 1), 12)
        pygame.draw.circle(surf, theme.PARCHMENT if not self.dragging else theme.HIGHLIGHT, (x, t.centery), 11)
        draw_text(surf, a, f"{round(self.value * 100)}%", (self.rect.right, self.rect.centery),
                  theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midright")


NARROW_ARROWS = 26      # an arrow_w for crowded rows: the glyph is 12 px wide, the rest is margin


class _Arrows(Widget):
    """Shared by Stepper and Cycler: a value between a left and a right arrow."""

    arrow_w = 34

    def left_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left, self.rect.top, self.arrow_w, self.rect.height)

    def right_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - self.arrow_w, self.rect.top, self.arrow_w, self.rect.height)

    def can_step(self, d: int) -> bool:
        return True

    def step(self, d: int) -> None:
        raise NotImplementedError

    def handle(self, ev) -> bool:
        if not (self.visible and self.enabled):
            return False
        if is_left_down(ev) and self.rect.collidepoint(ev.pos):
            if self.left_rect().collidepoint(ev.pos):
                d = -1
            elif self.right_rect().collidepoint(ev.pos):
                d = 1
            else:
                d = self.middle_click()
            if d and self.can_step(d):
                self.ctx.audio.play("click")
                self.step(d)
            return True
        if ev.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.ctx.mouse):
            d = 1 if ev.y > 0 else -1
            if ev.y and self.can_step(d):
                self.step(d)
            return True
        return False

    def middle_click(self) -> int:
        return 0

    def value_text(self) -> str:
        return ""

    def draw(self, surf) -> None:
        if not self.visible:
            return
        body = self.rect
        pygame.draw.rect(surf, theme.INK, body, border_radius=10)
        pygame.draw.rect(surf, (66, 52, 84) if self.enabled else (52, 46, 60), body.inflate(-4, -4), border_radius=9)
        hot_body = self.enabled and body.collidepoint(self.ctx.mouse)
        pygame.draw.rect(surf, theme.GOLD_DARK if hot_body else theme.PANEL_EDGE, body.inflate(-4, -4), 1,
                         border_radius=9)
        for d, r in ((-1, self.left_rect()), (1, self.right_rect())):
            ok = self.enabled and self.can_step(d)
            hot = ok and r.collidepoint(self.ctx.mouse)
            col = theme.HIGHLIGHT if hot else (theme.GOLD if ok else theme.INK_SOFT)
            cx, cy = r.center
            pts = [(cx - 6, cy), (cx + 5, cy - 8), (cx + 5, cy + 8)] if d < 0 else \
                  [(cx + 6, cy), (cx - 5, cy - 8), (cx - 5, cy + 8)]
            pygame.draw.polygon(surf, col, pts)
        self.draw_value(surf, body.inflate(-2 * self.arrow_w - 4, 0))

    def draw_value(self, surf, mid: pygame.Rect) -> None:
        draw_text(surf, self.ctx.assets, self.value_text(), mid.center, theme.SIZE_BODY,
                  theme.TEXT if self.enabled else theme.TEXT_DIM, "bold", anchor="center",
                  max_width=mid.width)


class Stepper(_Arrows):
    """An int between minimum and maximum with - / + arrows."""

    def __init__(self, ctx, rect, value: int, minimum: int, maximum: int, on_change=None,
                 tooltip=None, fmt: Callable[[int], str] = str) -> None:
        super().__init__(ctx, rect, tooltip)
        self.value, self.minimum, self.maximum = value, minimum, maximum
        self.on_change = on_change
        self.fmt = fmt

    def can_step(self, d: int) -> bool:
        return self.minimum <= self.value + d <= self.maximum

    def step(self, d: int) -> None:
        self.value += d
        if self.on_change:
            self.on_change(self.value)

    def value_text(self) -> str:
        return self.fmt(self.value)


class Cycler(_Arrows):
    """One of a list of (value, label) choices; arrows or a click in the middle cycle it.
    tooltip may be a callable(value) -> str | None, so the help follows the shown choice."""

    same_size = False       # draw every choice at one size, so a short one is not bigger than a long one

    def __init__(self, ctx, rect, choices: Sequence[tuple], value, on_change=None, tooltip=None) -> None:
        super().__init__(ctx, rect, tooltip)
        self.choices = list(choices)
        values = [c[0] for c in self.choices]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change
        self._tips: dict = {}           # index -> text (a rebuild makes a new widget on language change)
        self._layout: tuple | None = None

    @property
    def value(self):
        return self.choices[self.index][0]

    def middle_click(self) -> int:
        return 1

    def step(self, d: int) -> None:
        self.index = (self.index + d) % len(self.choices)
        if self.on_change:
            self.on_change(self.value)

    def value_text(self) -> str:
        return str(self.choices[self.index][1])

    def current_tip(self) -> str | None:
        if not callable(self.tooltip):
            return self.tooltip
        if self.index not in self._tips:
            self._tips[self.index] = self.tooltip(self.value)
        return self._tips[self.index]

    def update(self, dt: float) -> None:
        self.hovered = self.visible and self.rect.collidepoint(self.ctx.mouse)
        if self.visible:
            self.ctx.tips.control(self.rect)
        if self.hovered:
            tip = self.current_tip()
            if tip:
                self.offer_tip(tip)

    def _fit(self, text: str, mid: pygame.Rect) -> tuple[int, list[str]]:
        """(size, lines): one line if it fits at >= 80 % size, else two lines
        shrunk until both fit the box; memoised per text, box and text scale."""
        a = self.ctx.assets
        key = (text, mid.size, a.text_scale)
        if self._layout and self._layout[0] == key:
            return self._layout[1]
        best = None
        for size in range(theme.SIZE_BODY, int(theme.SIZE_BODY * 0.8) - 1, -1):
            if a.font("bold", size).size(text)[0] <= mid.width:
                best = (size, [text])
                break
        if best is None and " " in text:
            words = text.split(" ")
            splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
            found: dict = {}        # "even" / "paren" -> (size, lines): the largest size that fits
            for size in range(theme.SIZE_BODY - 2, 9, -1):
                font = a.font("bold", size)
                if 2 * font.get_linesize() > mid.height + 2:
                    continue
                if "even" in found and size < found["even"][0] - 2:
                    break
                fits = [p for p in splits if max(font.size(x)[0] for x in p) <= mid.width]
                if fits and "even" not in found:
                    found["even"] = (size, list(min(fits, key=lambda p: max(font.size(x)[0] for x in p))))
                paren = [p for p in fits if p[1].startswith("(")]
                if paren and "paren" not in found:
                    found["paren"] = (size, list(paren[0]))
                if "paren" in found:
                    break
            # breaking before a "(" reads better ("Solitario" / "(12 eventos)") if it costs <= 2 sizes
            best = found.get("paren") or found.get("even")
        best = best or (theme.SIZE_BODY, [text])      # draw_text shrinks and ellipsizes it
        self._layout = (key, best)
        return best

    def draw_value(self, surf, mid: pygame.Rect) -> None:
        text = self.value_text()
        size, lines = self._fit(text, mid)
        if len(lines) == 1 and self.same_size:     # the smallest size any one-line choice needs
            size = min(fitted(self.ctx.assets, str(label), theme.SIZE_BODY, "bold", mid.width)[1]
                       for _, label in self.choices)
        if len(lines) == 1:
            draw_text(surf, self.ctx.assets, text, mid.center, size,
                      theme.TEXT if self.enabled else theme.TEXT_DIM, "bold", anchor="center", max_width=mid.width)
            return
        lh = self.ctx.assets.font("bold", size).get_linesize()
        top = mid.centery - lh * len(lines) // 2
        for i, line in enumerate(lines):
            draw_text(surf, self.ctx.assets, line, (mid.centerx, top + i * lh), size,
                      theme.TEXT if self.enabled else theme.TEXT_DIM, "bold", anchor="midtop")


class TextInput(Widget):
    """One line of text (names, seeds, save labels); click to focus, type, Enter to finish."""

    def __init__(self, ctx, rect, value: str = "", on_change=None, max_len: int = 24,
                 allowed: Callable[[str], bool] | None = None, placeholder: str = "",
                 tooltip: str | None = None) -> None:
        super().__init__(ctx, rect, tooltip)
        self.value = value
        self.on_change = on_change
        self.max_len = max_len
        self.allowed = allowed
        self.placeholder = placeholder
        self.focused = False
        self.blink = 0.0

    def focus(self, on: bool) -> None:
        if on == self.focused:
            return
        self.focused = on
        try:
            if on:
                pygame.key.start_text_input()
            else:
                pygame.key.stop_text_input()
        except pygame.error:
            pass

    def _insert(self, text: str) -> None:
        for ch in text:
            if len(self.value) >= self.max_len or not ch.isprintable():
                break
            if self.allowed and not self.allowed(ch):
                continue
            self.value += ch
        if self.on_change:
            self.on_change(self.value)

    def handle(self, ev) -> bool:
        if not (self.visible and self.enabled):
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            inside = self.rect.collidepoint(ev.pos)
            self.focus(inside)
            return inside
        if not self.focused:
            return False
        if ev.type == pygame.TEXTINPUT:
            self._insert(ev.text)
            return True
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                if self.on_change:
                    self.on_change(self.value)
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.focus(False)
            return True          # typing never triggers shortcuts
        if ev.type == pygame.KEYUP:
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.blink = (self.blink + dt) % 1.0

    def animating(self) -> bool:
        return self.focused

    def draw(self, surf) -> None:
        if not self.visible:
            return
        a = self.ctx.assets
        r = self.rect
        pygame.draw.rect(surf, theme.INK, r, border_radius=8)
        pygame.draw.rect(surf, theme.PARCHMENT if self.enabled else theme.PARCHMENT_DARK, r.inflate(-4, -4),
                         border_radius=7)
        if self.focused:
            pygame.draw.rect(surf, theme.GOLD, r, 3, border_radius=8)
        elif self.hovered:
            pygame.draw.rect(surf, theme.GOLD_DARK, r, 2, border_radius=8)
        inner = r.inflate(-18, 0)
        if self.value:
            font = a.font("sans", theme.SIZE_BODY)
            shown = self.value
            while shown and font.size(shown)[0] > inner.width - 6:
                shown = shown[1:]
            rect = draw_text(surf, a, shown, (inner.left, inner.centery), theme.SIZE_BODY, theme.INK,
                             anchor="midleft")
            caret_x = rect.right + 2
        else:
            if self.placeholder and not self.focused:
                draw_text(surf, a, self.placeholder, (inner.left, inner.centery), theme.SIZE_SMALL,
                          theme.INK_SOFT, anchor="midleft", max_width=inner.width)
            caret_x = inner.left
        if self.focused and self.blink < 0.55:
            pygame.draw.line(surf, theme.INK, (caret_x, r.top + 9), (caret_x, r.bottom - 9), 2)

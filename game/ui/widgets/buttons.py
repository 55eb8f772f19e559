"""Buttons: text button (hover / pressed / disabled, click sound), icon button
and on/off toggle."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import theme
from ..text import draw_paragraph, draw_text, fitted, paragraph_cut
from .base import Widget, is_left_down, is_left_up


class Button(Widget):
    def __init__(self, ctx, rect, text: str, on_click: Callable[[], None] | None = None,
                 tooltip: str | None = None, style: str = "normal", size: int = theme.SIZE_LABEL,
                 icon: str | None = None, disabled_tooltip: str | None = None) -> None:
        super().__init__(ctx, rect, tooltip)
        self.text = text
        self.on_click = on_click
        self.style = style                # normal | primary | danger | flat
        self.size = size
        self.icon = icon                  # sprites path drawn left of the text
        self.disabled_tooltip = disabled_tooltip
        self.pressed = False
        self.cut = False                  # the label did not fit whole: the tooltip then starts with it

    def handle(self, ev) -> bool:
        if not self.visible:
            return False
        if is_left_down(ev) and self.rect.collidepoint(ev.pos):
            if self.enabled:
                self.pressed = True
            return True
        if is_left_up(ev) and self.pressed:
            self.pressed = False
            if self.enabled and self.rect.collidepoint(ev.pos):
                self.click()
            return True
        return False

    def click(self) -> None:
        self.ctx.audio.play("click")
        if self.on_click:
            self.on_click()

    def update(self, dt: float) -> None:
        was = self.hovered
        self.hovered = self.visible and self.rect.collidepoint(self.ctx.mouse)
        if self.hovered and not was and self.enabled:
            self.ctx.audio.play("hover", 0.4)
        tip = self.tooltip if self.enabled else (self.disabled_tooltip or self.tooltip)
        if self.cut and self.text:
            tip = self.text.replace("\n", " ") + ("\n" + tip if tip else "")
        if self.visible:
            self.ctx.tips.control(self.rect)
        if self.hovered and tip:
            self.offer_tip(tip)
        if not pygame.mouse.get_pressed()[0] and self.pressed and not self.hovered:
            self.pressed = False

    def state_image(self) -> str:
        if not self.enabled:
            return "ui/button_disabled.png"
        if self.pressed and self.hovered:
            return "ui/button_pressed.png"
        if self.hovered:
            return "ui/button_hover.png"
        if self.style == "primary" and self.ctx.assets.has_image("ui/button_primary.png"):
            return "ui/button_primary.png"
        return "ui/button.png"

    def draw(self, surf) -> None:
        if not self.visible:
            return
        a = self.ctx.assets
        name = self.state_image()
        if self.style != "flat":
            surf.blit(a.nine(name, self.rect.size, border=self.ctx.ui_border(name)), self.rect)
            if self.style == "primary" and self.enabled:
                pygame.draw.rect(surf, theme.HIGHLIGHT, self.rect.inflate(6, 6), 2, border_radius=12)
        elif self.hovered and self.enabled:
            pygame.draw.rect(surf, theme.PANEL_LIGHT, self.rect, border_radius=8)
        color = self.text_colour() if self.style != "flat" else (theme.HIGHLIGHT if self.hovered else theme.TEXT)
        inner = self.rect.inflate(-16, -6)
        offset = 2 if self.pressed and self.hovered else 0
        x = inner.centerx
        if self.icon:
            ih = min(inner.height, 28)
            img = a.fit(self.icon, (ih, ih))
            if self.text:
                tw = a.font("bold", self.size).size(self.text)[0]
                total = img.get_width() + 8 + tw
                left = max(inner.left, inner.centerx - total // 2)
                surf.blit(img, img.get_rect(midleft=(left, inner.centery + offset)))
                draw_text(surf, a, self.text, (left + img.get_width() + 8, inner.centery + offset), self.size,
                          color, "bold", anchor="midleft", max_width=inner.right - left - img.get_width() - 8)
                return
            surf.blit(img, img.get_rect(center=(x, inner.centery + offset)))
            return
        if "\n" in self.text:
            # lines chosen by the caller (a name, then what it does): each whole, at full size
            lines = self.text.split("\n")
            lh = a.font("bold", self.size).get_linesize()
            top = inner.centery - lh * len(lines) // 2 + offset
            self.cut = lh * len(lines) > inner.height + 6
            for i, line in enumerate(lines):
                self.cut |= fitted(a, line, self.size, "bold", inner.width) != (line, self.size)
                draw_text(surf, a, line, (x, top + i * lh + lh // 2), self.size, color, "bold",
                          anchor="center", max_width=inner.width)
            return
        if a.font("bold", max(10, int(self.size * 0.7))).size(self.text)[0] > inner.width and " " in self.text:
            # too long for one line even when smaller: two lines, set to fit the button
            draw_paragraph(surf, a, self.text, inner.move(0, offset), self.size, color, "bold", align="center",
                           line_gap=-2, middle=True)
            self.cut = paragraph_cut(a, self.text, inner, self.size, "bold", line_gap=-2)
            return
        self.cut = fitted(a, self.text, self.size, "bold", inner.width)[0] != self.text
        draw_text(surf, a, self.text, (x, inner.centery + offset), self.size, color, "bold",
                  anchor="center", max_width=inner.width)

    def text_colour(self):
        """Dark ink on the orange button art (light text on the drawn placeholder)."""
        if not self.ctx.assets.has_image("ui/button.png"):
            return theme.TEXT_DIM if not self.enabled else (theme.HIGHLIGHT if self.hovered else theme.TEXT)
        if not self.enabled:
            return (88, 84, 92)
        if self.style == "danger":
            return (120, 24, 30)
        return theme.INK


class IconButton(Button):
    """A square button showing only an icon (sprites/ui/icon_<name>.png)."""

    def __init__(self, ctx, rect, icon: str, on_click=None, tooltip: str | None = None,
                 disabled_tooltip: str | None = None) -> None:
        super().__init__(ctx, rect, "", on_click, tooltip, icon=icon, disabled_tooltip=disabled_tooltip)

    def draw(self, surf) -> None:
        super().draw(surf)
        if not self.enabled and self.visible:
            veil = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            veil.fill((30, 24, 40, 120))
            surf.blit(veil, self.rect)


class Toggle(Widget):
    """A labelled on/off switch."""

    def __init__(self, ctx, rect, label: str, value: bool, on_change=None, tooltip=None,
                 size: int = theme.SIZE_BODY) -> None:
        super().__init__(ctx, rect, tooltip)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change
        self.size = size

    def switch_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - 64, self.rect.centery - 14, 64, 28)

    def handle(self, ev) -> bool:
        if self.visible and self.enabled and is_left_down(ev) and self.rect.collidepoint(ev.pos):
            self.value = not self.value
            self.ctx.audio.play("click")
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def draw(self, surf) -> None:
        if not self.visible:
            return
        a = self.ctx.assets
        sw = self.switch_rect()
        draw_text(surf, a, self.label, (self.rect.left, self.rect.centery), self.size,
                  theme.HIGHLIGHT if self.hovered else theme.TEXT, anchor="midleft",
                  max_width=sw.left - self.rect.left - 60)
        pygame.draw.rect(surf, theme.INK, sw.inflate(4, 4), border_radius=16)
        pygame.draw.rect(surf, theme.TEAL if self.value else theme.INK_SOFT, sw, border_radius=14)
        knob_x = sw.right - 14 if self.value else sw.left + 14
        pygame.draw.circle(surf, theme.INK, (knob_x, sw.centery + 1), 12)
        pygame.draw.circle(surf, theme.PARCHMENT, (knob_x, sw.centery), 11)
        word = self.ctx.t("settings.on" if self.value else "settings.off")
        draw_text(surf, a, word, (sw.left - 10, sw.centery), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midright")

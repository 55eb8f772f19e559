"""A card drawn in one of the frames of sprites/cards/ (regions from
cards/layout.json), at any size: used by the large card overlay and by the
cards that fly across the board (boss attacks, solo events)."""
from __future__ import annotations

import json

import pygame

from .. import theme
from ..text import draw_paragraph, draw_text, fit_size, paragraph_height


def card_layout(assets) -> dict | None:
    try:
        data = json.loads(assets.path("sprites", "cards", "layout.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    need = ("art", "title", "text", "size")
    return data if isinstance(data, dict) and all(k in data for k in need) else None


def strip_ink(img: pygame.Surface, rect: pygame.Rect) -> tuple:
    """The colour that reads on the frame's strip in `rect`: soft ink on a light strip, parchment on a
    dark one (a Talisman event's brown strip)."""
    r = rect.clip(img.get_rect())
    if not r.width or not r.height:
        return theme.INK_SOFT
    pts = [img.get_at((r.left + r.width * i // 6, r.centery)) for i in range(1, 6)]
    light = sum(0.3 * p[0] + 0.59 * p[1] + 0.11 * p[2] for p in pts) / len(pts)
    return theme.INK_SOFT if light >= 100 else theme.PARCHMENT


def render_card(assets, width: int, title: str, body: str, image: str | None = None, frame: str | None = None,
                kind: str = "", badge: str | None = None) -> pygame.Surface:
    """The card as one surface `width` pixels wide (height from the frame's proportions)."""
    layout = card_layout(assets) if frame and assets.has_image(frame) else None
    if layout is None:
        return _plain_card(assets, width, title, body, image)
    fw, fh = layout["size"]
    k = width / fw
    size = (width, round(fh * k))
    img = pygame.Surface(size, pygame.SRCALPHA)
    img.blit(assets.scaled(frame, size), (0, 0))

    def region(name):
        x, y, w, h = layout[name]
        return pygame.Rect(round(x * k), round(y * k), round(w * k), round(h * k))
    art, head, text = region("art"), region("title"), region("text")
    if image:
        pic = assets.fit(image, (art.width - 8, art.height - 8))
        img.blit(pic, pic.get_rect(center=art.center))
    if badge and "cost" in layout:
        cx, cy, r = (round(v * k) for v in layout["cost"])
        icon = assets.fit(badge, (int(r * 1.5), int(r * 1.5)))
        img.blit(icon, icon.get_rect(center=(cx, cy)))
    big = max(12, min(round(theme.SIZE_H2 * min(1.0, k * 1.4)), round(head.height * 0.72)))
    fs = fit_size(assets, title, big, head.width - 8, "serif", minimum=10)
    draw_text(img, assets, title, head.center, fs, theme.INK, "serif", anchor="center", max_width=head.width - 8)
    if "type" in layout and kind:
        tr = region("type")
        small = max(10, round(theme.SIZE_SMALL * min(1.0, k * 1.5)))
        draw_text(img, assets, kind, tr.center, small, strip_ink(img, tr), "bold", anchor="center",
                  max_width=tr.width - round(36 * k))          # clear of the frame's corner marks
    box = text.inflate(-max(6, round(14 * k)), -max(6, round(12 * k)))
    fs = theme.SIZE_BODY
    while fs > 10 and paragraph_height(assets, body, box.width, fs, line_gap=1) > box.height:
        fs -= 1
    draw_paragraph(img, assets, body, box, fs, theme.INK, line_gap=1)
    return img


def _plain_card(assets, width: int, title: str, body: str, image: str | None) -> pygame.Surface:
    h = round(width * 1.4)
    img = pygame.Surface((width, h), pygame.SRCALPHA)
    r = img.get_rect()
    pygame.draw.rect(img, theme.INK, r, border_radius=14)
    pygame.draw.rect(img, theme.PARCHMENT, r.inflate(-8, -8), border_radius=12)
    draw_text(img, assets, title, (r.centerx, 24), theme.SIZE_LABEL, theme.INK, "serif", anchor="center",
              max_width=r.width - 24)
    art = pygame.Rect(16, 44, r.width - 32, int(h * 0.4))
    if image:
        pic = assets.fit(image, art.size)
        img.blit(pic, pic.get_rect(center=art.center))
    draw_paragraph(img, assets, body, pygame.Rect(16, art.bottom + 10, r.width - 32, h - art.bottom - 20),
                   theme.SIZE_SMALL, theme.INK)
    return img

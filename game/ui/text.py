"""Text layout helpers: wrapping to a width, shrinking to fit, and blitting
aligned text. All go through the asset cache so static text is drawn once."""
from __future__ import annotations

import pygame

from . import theme


# The text-fit check (tests/ui/test_ui_text_fit.py): while CLIPS is a set, every text that
# had to be cut to fit its box (ellipsized, a word split, paragraph lines dropped) is added.
CLIPS: set | None = None


def clipped(text: str) -> None:
    if CLIPS is not None:
        CLIPS.add(text)


def reset_caches() -> None:
    """Forget measured text (so a check sees every cut again)."""
    _FITTED.clear()
    _WRAPPED.clear()
    _PARA.clear()


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap; explicit newlines are kept; a too-long word is cut."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = word if not line else line + " " + word
            if font.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word)
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                soft = max(word.rfind(c, 0, cut) for c in "/_-.,")   # break after punctuation if there is some
                if soft > 0:
                    cut = soft + 1
                else:
                    clipped(text)               # a word cut in the middle
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def fit_size(assets, text: str, size: int, width: int, kind: str = "sans", minimum: int = 10) -> int:
    """The largest size <= size at which text fits in width (one line)."""
    while size > minimum and assets.font(kind, size).size(text)[0] > width:
        size -= 1
    return size


def ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    if font.size(text)[0] <= width:
        return text
    clipped(text)
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def _trailing(font: pygame.font.Font, line: str, width: int) -> str:
    """line ending in an ellipsis (more text follows), cut back to fit width."""
    line = line.rstrip()
    while line and font.size(line + "…")[0] > width:
        line = line[:-1].rstrip()
    return line + "…"


_FITTED: dict = {}


def fitted(assets, text: str, size: int, kind: str, max_width: int) -> tuple[str, int]:
    """(text, size) that fit max_width: shrunk to 70 %, then ellipsized. Memoised:
    measuring text is the slow part of drawing it."""
    key = (text, size, kind, max_width, assets.text_scale)
    hit = _FITTED.get(key)
    if hit is None:
        fs = fit_size(assets, text, size, max_width, kind, minimum=max(10, int(size * 0.7)))
        hit = (ellipsize(assets.font(kind, fs), text, max_width), fs)
        if len(_FITTED) > 4000:
            _FITTED.clear()
        _FITTED[key] = hit
    return hit


def draw_text(surf, assets, text: str, pos, size: int = theme.SIZE_BODY, color=theme.TEXT,
              kind: str = "sans", anchor: str = "topleft", max_width: int | None = None,
              shadow: bool = False) -> pygame.Rect:
    """One line; shrinks (then ellipsizes) to max_width. anchor is a Rect attribute name."""
    if max_width:
        whole = text
        text, size = fitted(assets, text, size, kind, max_width)
        if text != whole:
            clipped(whole)
    img = assets.text(text, size, color, kind)
    rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow:
        surf.blit(assets.text(text, size, (0, 0, 0), kind), rect.move(2, 2))
    surf.blit(img, rect)
    return rect


_WRAPPED: dict = {}


def wrapped(assets, text: str, size: int, kind: str, width: int) -> list[str]:
    key = (text, size, kind, width, assets.text_scale)
    lines = _WRAPPED.get(key)
    if lines is None:
        lines = wrap(assets.font(kind, size), text, width)
        if len(_WRAPPED) > 2000:
            _WRAPPED.clear()
        _WRAPPED[key] = lines
    return lines


def draw_paragraph(surf, assets, text: str, rect: pygame.Rect, size: int = theme.SIZE_BODY,
                   color=theme.TEXT, kind: str = "sans", align: str = "left",
                   line_gap: int = 3, middle: bool = False) -> int:
    """Wrapped text inside rect; a text too long for the rect is set smaller (down to 70 %)
    before anything is cut at its bottom. Returns the height used."""
    size = paragraph_size(assets, text, rect, size, kind, line_gap)
    font = assets.font(kind, size)
    y = rect.top
    step = font.get_linesize() + line_gap
    lines = wrapped(assets, text, size, kind, rect.width)
    if middle:                          # centred vertically in rect
        y += max(0, (rect.height - ((len(lines) - 1) * step + font.get_height())) // 2)
    room = sum(1 for i in range(len(lines)) if y + i * step + font.get_height() <= rect.bottom + 2)
    if room < len(lines):
        # lines dropped at the bottom: the last one shown says so, never reading as the whole text
        clipped(text)
        lines = lines[:room - 1] + [_trailing(font, lines[room - 1], rect.width)] if room else []
    for line in lines:
        img = assets.text(line, size, color, kind)
        if align == "center":
            surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        else:
            surf.blit(img, (rect.left, y))
        y += step
    return y - rect.top


def paragraph_height(assets, text: str, width: int, size: int = theme.SIZE_BODY, kind: str = "sans",
                     line_gap: int = 3) -> int:
    font = assets.font(kind, size)
    return len(wrapped(assets, text, size, kind, width)) * (font.get_linesize() + line_gap)


def paragraph_cut(assets, text: str, rect: pygame.Rect, size: int, kind: str = "sans", line_gap: int = 3) -> bool:
    """True when draw_paragraph would have to drop lines of text in rect."""
    size = paragraph_size(assets, text, rect, size, kind, line_gap)
    font = assets.font(kind, size)
    n = len(wrapped(assets, text, size, kind, rect.width))
    return (n - 1) * (font.get_linesize() + line_gap) + font.get_height() > rect.height + 2


_PARA: dict = {}


def paragraph_size(assets, text: str, rect: pygame.Rect, size: int, kind: str = "sans", line_gap: int = 3) -> int:
    """The largest size <= size (and >= 70 % of it) at which text fits rect's height."""
    key = (text, size, kind, rect.width, rect.height, line_gap, assets.text_scale)
    hit = _PARA.get(key)
    if hit is None:
        hit = size
        low = max(10, int(size * 0.7))
        while hit > low:
            font = assets.font(kind, hit)
            n = len(wrapped(assets, text, hit, kind, rect.width))
            if (n - 1) * (font.get_linesize() + line_gap) + font.get_height() <= rect.height + 2:
                break
            hit -= 1
        if len(_PARA) > 2000:
            _PARA.clear()
        _PARA[key] = hit
    return hit

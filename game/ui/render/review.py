"""Drawing a game's review (engine/replay.Review): the per-seat numbers as a
table and the turn-by-turn series as a small line chart; and labelled bars for
the records. Drawn in the app's own palette on the wooden panels."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import draw_text
from ..watch_texts import STAT_BETTER, STAT_ORDER


def stat_rows(review) -> list[str]:
    """The stat keys worth a row: known ones in order, then the game's own, none all zero."""
    keys = [k for k in STAT_ORDER if any(s.get(k) for s in review.stats)]
    extra = sorted({k for s in review.stats for k in s if k not in STAT_ORDER and any(x.get(k) for x in review.stats)})
    return keys + extra


def best_value(key: str, values: list[int]):
    """The value to highlight in a row: the most where more is better, the least where more is
    worse (STAT_BETTER); None where neither, where every seat has the same, or where the
    most of a good thing is nothing."""
    better = STAT_BETTER.get(key, 0)
    if not better or len(set(values)) < 2:
        return None
    best = max(values) if better > 0 else min(values)
    return best if best or better < 0 else None


def stat_label(ctx, key: str) -> str:
    full = f"review.stat.{key}"
    return ctx.t(full) if ctx.i18n.has(full) else key.replace("_", " ")


def draw_review(surf, ctx, rect: pygame.Rect, review, names: list[str], chart_h: int = 170) -> None:
    """Title, a row per stat with one column per seat, then the chart (if the game has a series)."""
    a = ctx.assets
    draw_text(surf, a, ctx.t("review.title"), (rect.centerx, rect.top), theme.SIZE_H2, theme.GOLD, "serif",
              anchor="midtop", max_width=rect.width)
    n = len(review.stats)
    label_w = min(200, rect.width // 3)
    col_w = (rect.width - label_w) // max(1, n)
    y = rect.top + 40
    for s in range(n):
        cx = rect.left + label_w + col_w * s + col_w // 2
        pygame.draw.circle(surf, theme.seat_colour(s), (cx - col_w // 2 + 10, y + 10), 6)
        draw_text(surf, a, names[s] if s < len(names) else str(s + 1), (cx + 8, y + 10), theme.SIZE_SMALL,
                  theme.TEXT, "bold", anchor="center", max_width=col_w - 26)
    y += 26
    pygame.draw.line(surf, theme.PANEL_EDGE, (rect.left, y), (rect.right, y), 2)
    y += 6
    line_h = a.font("sans", theme.SIZE_SMALL).get_linesize() + 4
    rows = stat_rows(review)
    room = rect.bottom - y - (chart_h + 10 if review.series else 0)
    rows = rows[:max(0, room // line_h)]
    if not rows and not review.series:
        draw_text(surf, a, ctx.t("review.none"), (rect.centerx, y + 10), theme.SIZE_BODY, theme.TEXT_DIM,
                  anchor="midtop", max_width=rect.width)
    for key in rows:
        draw_text(surf, a, stat_label(ctx, key), (rect.left, y), theme.SIZE_SMALL, theme.TEXT_DIM,
                  max_width=label_w - 6)
        best = best_value(key, [s.get(key, 0) for s in review.stats])
        for s, stats in enumerate(review.stats):
            v = stats.get(key, 0)
            cx = rect.left + label_w + col_w * s + col_w // 2
            draw_text(surf, a, str(v), (cx, y), theme.SIZE_SMALL,
                      theme.HIGHLIGHT if v == best else theme.TEXT, "bold", anchor="midtop")
        y += line_h
    if review.series:
        box = pygame.Rect(rect.left, rect.bottom - chart_h, rect.width, chart_h)
        key = f"review.series.{review.series_key}"
        title = ctx.t(key) if ctx.i18n.has(key) else ctx.t("review.series.other")
        draw_line_chart(surf, ctx, box, review.series, title)


def draw_line_chart(surf, ctx, box: pygame.Rect, series: list[list], title: str) -> None:
    """One line per seat over the points (None values are gaps)."""
    a = ctx.assets
    draw_text(surf, a, title, (box.left, box.top), theme.SIZE_SMALL, theme.TEXT_DIM, max_width=box.width)
    plot = pygame.Rect(box.left + 30, box.top + 26, box.width - 36, box.height - 32)
    pygame.draw.rect(surf, theme.BG_DEEP, plot, border_radius=6)
    values = [v for point in series for v in point if v is not None]
    top = max(values + [1.0])
    draw_text(surf, a, f"{top:g}", (plot.left - 4, plot.top), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="topright")
    draw_text(surf, a, "0", (plot.left - 4, plot.bottom), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="bottomright")
    for frac in (0.25, 0.5, 0.75):
        y = plot.bottom - int(frac * (plot.height - 8)) - 4
        pygame.draw.line(surf, theme.PANEL, (plot.left + 4, y), (plot.right - 4, y), 1)
    count = len(series)
    seats = max((len(p) for p in series), default=0)

    def at(i, v):
        x = plot.left + 6 + (plot.width - 12) * (i / max(1, count - 1))
        y = plot.bottom - 4 - (plot.height - 8) * (v / top)
        return int(x), int(y)
    for s in range(seats):
        run: list[tuple[int, int]] = []
        for i, point in enumerate(series):
            v = point[s] if s < len(point) else None
            if v is None:
                if len(run) > 1:
                    pygame.draw.lines(surf, theme.seat_colour(s), False, run, 3)
                run = []
                continue
            run.append(at(i, v))
        if len(run) > 1:
            pygame.draw.lines(surf, theme.seat_colour(s), False, run, 3)
        elif run:
            pygame.draw.circle(surf, theme.seat_colour(s), run[0], 3)


def draw_bars(surf, ctx, rect: pygame.Rect, items: list[tuple[str, int, int, tuple]], row_h: int = 34) -> list:
    """Rows of (label, played, won, colour): the label, a bar of games played with its
    wins filled in, "won / played" and the win rate. Returns [(row rect, item)] for tooltips."""
    a = ctx.assets
    label_w = min(220, rect.width // 3)
    most = max([p for _, p, _, _ in items] + [1])
    out = []
    y = rect.top
    for item in items:
        if y + row_h > rect.bottom:
            break
        label, played, won, colour = item
        row = pygame.Rect(rect.left, y, rect.width, row_h - 6)
        draw_text(surf, a, label, (row.left, row.centery), theme.SIZE_SMALL, theme.TEXT, "bold", anchor="midleft",
                  max_width=label_w - 8)
        track = pygame.Rect(row.left + label_w, row.top + 3, row.width - label_w - 170, row.height - 6)
        full = pygame.Rect(track.left, track.top, max(4, int(track.width * played / most)), track.height)
        pygame.draw.rect(surf, theme.PANEL_LIGHT, full, border_radius=5)
        if won:
            pygame.draw.rect(surf, colour, (full.left, full.top, max(4, int(track.width * won / most)), full.height),
                             border_radius=5)
        pygame.draw.rect(surf, theme.GOLD_DARK, full, 1, border_radius=5)
        draw_text(surf, a, f"{won} / {played}", (row.right - 80, row.centery), theme.SIZE_SMALL, theme.TEXT,
                  "bold", anchor="midright")
        draw_text(surf, a, f"{round(100 * won / played) if played else 0} %", (row.right, row.centery),
                  theme.SIZE_SMALL, theme.HIGHLIGHT, "bold", anchor="midright")
        out.append((row, item))
        y += row_h
    return out

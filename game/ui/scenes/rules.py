"""Rules reference: docs/rules/<game>.md (or <game>.es.md in Spanish) shown as
simple formatted text -- headings, bullets, paragraphs -- scrolled by wheel or bar."""
from __future__ import annotations

import re

import pygame

from .. import theme
from ..text import draw_text, wrap
from ..widgets import Button, draw_panel
from ..widgets.lists import _Scroller
from .base import Scene

PAGE_W = 900


def rules_file(assets, game_id: str, lang: str):
    """The rulebook in lang if there is one, else the default one (None: none at all)."""
    folder = assets.path("docs", "rules")
    for name in ([f"{game_id}.{lang}.md"] if lang else []) + [f"{game_id}.md"]:
        p = folder / name
        if p.is_file():
            return p
    return None


def parse_markdown(text: str) -> list[tuple[str, str]]:
    """[(kind, text)]: kind is h1 / h2 / h3 / bullet / para / rule / gap."""
    blocks: list[tuple[str, str]] = []
    para: list[str] = []

    def flush():
        if para:
            blocks.append(("para", " ".join(para)))
            para.clear()

    in_code = False
    for raw in text.splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            flush()
            in_code = not in_code
            continue
        if in_code:
            blocks.append(("code", line))
            continue
        s = line.strip()
        if not s:
            flush()
            continue
        m = re.match(r"^(#{1,6})\s+(.*)$", s)
        if m:
            flush()
            blocks.append((f"h{min(3, len(m.group(1)))}", clean(m.group(2))))
            continue
        m = re.match(r"^([-*+]|\d+[.)])\s+(.*)$", s)
        if m:
            flush()
            indent = (len(line) - len(line.lstrip())) // 2
            mark = "•" if not m.group(1)[0].isdigit() else m.group(1)
            blocks.append(("bullet" + str(min(indent, 2)), f"{mark}\t{clean(m.group(2))}"))
            continue
        if re.match(r"^(-{3,}|\*{3,}|_{3,})$", s):
            flush()
            blocks.append(("rule", ""))
            continue
        if s.startswith("|"):
            flush()
            if re.match(r"^\|[\s:|-]+\|?$", s):
                continue
            cells = [clean(c.strip()) for c in s.strip("|").split("|")]
            blocks.append(("row", "   ·   ".join(cells)))
            continue
        if not para and blocks and blocks[-1][0].startswith("bullet") and raw[:1].isspace():
            # an indented line right under a bullet continues that bullet
            kind, prev = blocks[-1]
            blocks[-1] = (kind, prev + " " + clean(s))
            continue
        para.append(clean(s))
    flush()
    return blocks


def clean(s: str) -> str:
    s = re.sub(r"\*\*(.+?)\*\*", r"\1", s)
    s = re.sub(r"(?<!\w)[*_](.+?)[*_](?!\w)", r"\1", s)
    s = re.sub(r"`(.+?)`", r"\1", s)
    s = re.sub(r"\[(.+?)\]\((.+?)\)", r"\1", s)
    return s


class RulesPage(_Scroller):
    """The rulebook drawn once to a tall surface, then only scrolled."""

    def __init__(self, ctx, rect, blocks) -> None:
        super().__init__(ctx, rect)
        self.page = self._render(blocks)

    def _render(self, blocks) -> pygame.Surface:
        a = self.ctx.assets
        width = self.view_rect().width - 30
        pieces: list[tuple[pygame.Surface, int, int]] = []   # (image, x, gap before)
        styles = {"h1": ("serif", theme.SIZE_H1, theme.GOLD, 18), "h2": ("serif", theme.SIZE_H2, theme.GOLD, 16),
                  "h3": ("bold", theme.SIZE_LABEL, theme.HIGHLIGHT, 12), "para": ("sans", theme.SIZE_BODY,
                                                                                  theme.TEXT, 8),
                  "row": ("sans", theme.SIZE_SMALL, theme.TEXT, 2), "code": ("sans", theme.SIZE_SMALL,
                                                                             theme.TEXT_DIM, 0)}
        for kind, text in blocks:
            if kind == "rule":
                line = pygame.Surface((width, 10), pygame.SRCALPHA)
                pygame.draw.line(line, theme.PANEL_EDGE, (0, 5), (width, 5), 2)
                pieces.append((line, 0, 8))
                continue
            if kind.startswith("bullet"):
                level = int(kind[-1])
                mark, body = text.split("\t", 1)
                font = a.font("sans", theme.SIZE_BODY)
                x = 14 + level * 24
                lines = wrap(font, body, width - x - 24)
                for k, ln in enumerate(lines):
                    img = a.text(ln, theme.SIZE_BODY, theme.TEXT)
                    row = pygame.Surface((width, img.get_height()), pygame.SRCALPHA)
                    if k == 0:
                        m = a.text(mark, theme.SIZE_BODY, theme.GOLD, "bold")
                        row.blit(m, (x, 0))
                    row.blit(img, (x + 24, 0))
                    pieces.append((row, 0, 4 if k == 0 else 0))
                continue
            kind_font, size, colour, gap = styles.get(kind, styles["para"])
            font = a.font(kind_font, size)
            for k, ln in enumerate(wrap(font, text, width) or [""]):
                pieces.append((a.text(ln, size, colour, kind_font), 0, gap if k == 0 else 0))
        height = sum(img.get_height() + gap + 2 for img, _, gap in pieces) + 20
        page = pygame.Surface((width, max(height, 10)), pygame.SRCALPHA)
        y = 0
        for img, x, gap in pieces:
            y += gap
            page.blit(img, (x, y))
            y += img.get_height() + 2
        return page

    def content_height(self) -> int:
        return self.page.get_height()

    def handle(self, ev) -> bool:
        if self.handle_scroll(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 400, pygame.K_PAGEUP: -400}[ev.key]
            self.scroll += step
            self.clamp()
            return True
        return False

    def draw(self, surf) -> None:
        draw_panel(surf, self.ctx, self.rect)
        v = self.view_rect()
        surf.blit(self.page, (v.left + 10, v.top), pygame.Rect(0, int(self.scroll), v.width - 20, v.height))
        self.draw_bar(surf)


class RulesScene(Scene):
    name = "rules"

    def __init__(self, ctx, game_id: str) -> None:
        super().__init__(ctx)
        self.game_id = game_id

    def build(self) -> None:
        ctx = self.ctx
        path = rules_file(ctx.assets, self.game_id, ctx.lang)
        if path is None:
            blocks = [("para", ctx.t("rules.missing"))]
        else:
            try:
                blocks = parse_markdown(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError) as exc:
                blocks = [("para", f"{path.name}: {exc}")]
        old = getattr(self, "page", None)
        self.page = RulesPage(ctx, (190, 90, PAGE_W, 580), blocks)
        if old is not None:
            self.page.scroll = min(old.scroll, self.page.max_scroll())
        self.widgets = [self.page, Button(ctx, (40, 670, 200, 44), ctx.t("rules.back"), self.back)]

    def back(self) -> None:
        self.ctx.app.pop(self)

    def draw(self, surf) -> None:
        self.draw_background(surf)
        try:
            title = self.ctx.i18n.pick(self.ctx.games.entry(self.game_id).title)
        except KeyError:
            title = self.game_id
        draw_text(surf, self.ctx.assets, self.ctx.t("rules.title", game=title), (640, 46), theme.SIZE_H1,
                  theme.GOLD, "serif", anchor="center")
        for w in self.widgets:
            w.draw(surf)

"""One chapter of the rules reference drawn to a tall surface: headings,
paragraphs that flow words and small pictures together, bullets, boxed
examples, rows of large pictures with captions and glossary lines. Sizes
follow the text-size setting (the fonts are scaled by Assets)."""
from __future__ import annotations

import pygame

from .. import theme
from . import Chapter, picture_file

PIC_ROW = 76          # height of a large picture at text size 1.0
TERM_PIC = 44         # height of a glossary picture at text size 1.0


def _picture(assets, name: str, height: int) -> pygame.Surface:
    """A sprite scaled to height (wide sprites keep their ratio, up to 2.2x as wide)."""
    rel = name + ".png"
    if not picture_file(name).is_file():
        return assets.image(rel)              # the drawn placeholder; the tests catch this
    return assets.fit(rel, (int(height * 2.2), height))


class _Flow:
    """Word-wraps spans (plain / bold text and pictures) to a width."""

    def __init__(self, assets, size: int, color, width: int, bold_color=None, problems=None) -> None:
        self.a = assets
        self.problems = problems          # a list to note words wider than the box, or None
        self.size = size
        self.color = color
        self.bold_color = bold_color or theme.HIGHLIGHT
        self.width = width
        self.font = assets.font("sans", size)
        self.bold = assets.font("bold", size)
        self.line_h = self.font.get_linesize()
        self.pic_h = int(self.line_h * 1.2)

    def _atoms(self, spans) -> list[list]:
        """Words as lists of glued pieces: ("text", str, bold) or ("pic", surface)."""
        words: list[list] = []
        glue = False                          # the next piece sticks to the last word
        for span in spans:
            if span[0] == "pic":
                pic = _picture(self.a, span[1], self.pic_h)
                if glue and words:
                    words[-1].append(("pic", pic))
                else:
                    words.append([("pic", pic)])
                glue = True
                continue
            _, text, bold = span
            parts = text.split(" ")
            for i, part in enumerate(parts):
                if i > 0:
                    glue = False
                if not part:
                    continue
                if glue and words:
                    words[-1].append(("text", part, bold))
                else:
                    words.append([("text", part, bold)])
                glue = True
        return words

    def _width(self, piece) -> int:
        if piece[0] == "pic":
            return piece[1].get_width() + 2
        return (self.bold if piece[2] else self.font).size(piece[1])[0]

    def lines(self, spans, first_width: int | None = None) -> list[list]:
        """[[piece, ...] per line] with a space between words (as ("space",))."""
        space = self.font.size(" ")[0]
        out: list[list] = [[]]
        x, limit = 0, first_width or self.width
        for word in self._atoms(spans):
            w = sum(self._width(p) for p in word)
            if w > self.width and self.problems is not None:
                self.problems.append(" ".join(p[1] for p in word if p[0] == "text"))
            if out[-1] and x + space + w > limit:
                out.append([])
                x, limit = 0, self.width
            if out[-1]:
                out[-1].append(("space",))
                x += space
            out[-1].extend(word)
            x += w
        return out

    def line_height(self, line) -> int:
        pics = [p[1].get_height() for p in line if p[0] == "pic"]
        return max([self.line_h] + [h + 2 for h in pics])

    def draw(self, surf: pygame.Surface, line, x: int, y: int) -> None:
        """One line at (x, y), each piece where lines() measured it."""
        h = self.line_height(line)
        space = self.font.size(" ")[0]
        for piece in line:
            if piece[0] == "space":
                x += space
                continue
            if piece[0] == "pic":
                img = piece[1]
                surf.blit(img, (x + 1, y + (h - img.get_height()) // 2))
            else:
                font = self.bold if piece[2] else self.font
                img = font.render(piece[1], True, self.bold_color if piece[2] else self.color)
                surf.blit(img, (x, y + (h - img.get_height()) // 2))
            x += self._width(piece)


def render_chapter(assets, chapter: Chapter, width: int, problems: list | None = None) -> pygame.Surface:
    """The chapter's title and blocks, top to bottom, on a transparent surface.
    Words or captions that cannot fit their box are noted in problems (tests)."""
    scale = assets.text_scale
    parts: list[tuple[int, int, callable]] = []      # (gap before, height, draw(surf, y))
    body = _Flow(assets, theme.SIZE_BODY, theme.TEXT, width, problems=problems)
    term_col = max([int(56 * scale)] + [sum(_picture(assets, n, int(TERM_PIC * scale)).get_width() + 4
                                             for n in b.pictures) for b in chapter.blocks if b.kind == "term"])

    title_font = assets.font("serif", theme.SIZE_H1)
    title = _Flow(assets, theme.SIZE_H1, theme.GOLD, width, problems=problems)
    title.font = title.bold = title_font
    title.line_h = title_font.get_linesize()
    for ln in title.lines([("text", chapter.title, False)]):
        parts.append((0, title.line_h, lambda s, y, ln=ln, f=title: f.draw(s, ln, 0, y)))
    parts.append((2, 6, lambda s, y: pygame.draw.line(s, theme.GOLD_DARK, (0, y + 2), (width, y + 2), 2)))

    for block in chapter.blocks:
        if block.kind == "heading":
            f = _Flow(assets, theme.SIZE_H2, theme.GOLD, width, problems=problems)
            f.font = f.bold = assets.font("serif", theme.SIZE_H2)
            f.line_h = f.font.get_linesize()
            for k, ln in enumerate(f.lines(block.spans)):
                parts.append((18 if k == 0 else 0, f.line_height(ln), lambda s, y, ln=ln, f=f: f.draw(s, ln, 0, y)))
        elif block.kind == "para":
            for k, ln in enumerate(body.lines(block.spans)):
                parts.append((12 if k == 0 else 2, body.line_height(ln),
                              lambda s, y, ln=ln: body.draw(s, ln, 0, y)))
        elif block.kind in ("bullet", "number"):
            indent = int(34 * scale)
            f = _Flow(assets, theme.SIZE_BODY, theme.TEXT, width - indent - 8, problems=problems)
            mark = "•" if block.kind == "bullet" else block.mark
            for k, ln in enumerate(f.lines(block.spans)):
                def draw(s, y, ln=ln, k=k, f=f, mark=mark, indent=indent):
                    if k == 0:
                        img = assets.font("bold", theme.SIZE_BODY).render(mark, True, theme.GOLD)
                        s.blit(img, (indent - img.get_width() - 8, y + (f.line_height(ln) - img.get_height()) // 2))
                    f.draw(s, ln, indent, y)
                parts.append((8 if k == 0 else 2, f.line_height(ln), draw))
        elif block.kind == "note":
            pad = 14
            f = _Flow(assets, theme.SIZE_BODY, theme.PARCHMENT, width - 2 * pad - 6, problems=problems)
            lines = f.lines(block.spans)
            heights = [f.line_height(ln) for ln in lines]
            total = sum(heights) + 2 * (len(lines) - 1) + 2 * pad

            def draw(s, y, lines=lines, heights=heights, total=total, f=f):
                box = pygame.Rect(0, y, width, total)
                pygame.draw.rect(s, theme.PANEL_LIGHT, box, border_radius=8)
                pygame.draw.rect(s, theme.GOLD_DARK, (0, y, 6, total), border_top_left_radius=8,
                                 border_bottom_left_radius=8)
                yy = y + pad
                for ln, h in zip(lines, heights):
                    f.draw(s, ln, pad + 6, yy)
                    yy += h + 2
            parts.append((14, total, draw))
        elif block.kind == "pictures":
            parts.extend(_picture_rows(assets, block.pictures, width, scale, problems))
        elif block.kind == "term":
            parts.append(_term(assets, block, width, scale, term_col, problems))

    height = sum(gap + h for gap, h, _ in parts) + 24
    page = pygame.Surface((width, max(10, height)), pygame.SRCALPHA)
    y = 0
    for gap, h, draw in parts:
        y += gap
        draw(page, y)
        y += h
    return page


def _picture_rows(assets, pictures, width: int, scale: float, problems=None) -> list:
    """Large pictures with captions under them, in as many rows as they need."""
    h = int(PIC_ROW * scale)
    cap_font = assets.font("sans", theme.SIZE_SMALL)
    cells = []
    for name, caption in pictures:
        img = _picture(assets, name, h)
        cap_w = max(img.get_width(), int(130 * scale))
        cap_lines = _wrap_caption(cap_font, caption, cap_w) if caption else []
        if problems is not None:
            problems.extend(c for c in cap_lines if cap_font.size(c)[0] > cap_w)
        w = max([img.get_width()] + [cap_font.size(c)[0] for c in cap_lines]) + int(22 * scale)
        cells.append((img, cap_lines, w))
    rows: list[list] = [[]]
    x = 0
    for cell in cells:
        if rows[-1] and x + cell[2] > width:
            rows.append([])
            x = 0
        rows[-1].append(cell)
        x += cell[2]
    out = []
    line_h = cap_font.get_linesize()
    for row in rows:
        row_h = h + 6 + max((len(c[1]) for c in row), default=0) * line_h

        def draw(s, y, row=row):
            x = 0
            for img, caps, w in row:
                cx = x + w // 2
                s.blit(img, img.get_rect(midbottom=(cx, y + h)))
                for k, cap in enumerate(caps):
                    t = cap_font.render(cap, True, theme.TEXT_DIM)
                    s.blit(t, t.get_rect(midtop=(cx, y + h + 4 + k * line_h)))
                x += w
        out.append((14, row_h, draw))
    return out


def _wrap_caption(font, text: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and font.size(lines[-1] + " " + word)[0] <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _term(assets, block, width: int, scale: float, col: int, problems=None):
    """Pictures on the left; the term in bold, then its explanation, on the right."""
    ph = int(TERM_PIC * scale)
    pics = [_picture(assets, name, ph) for name in block.pictures]
    f = _Flow(assets, theme.SIZE_BODY, theme.TEXT, width - col - 12, problems=problems)
    lines = f.lines([("text", block.term, True), ("text", " — ", False)] + block.spans)
    heights = [f.line_height(ln) for ln in lines]
    text_h = sum(heights) + 2 * (len(lines) - 1)
    total = max(ph, text_h) + 8

    def draw(s, y):
        pygame.draw.line(s, theme.PANEL_EDGE, (0, y - 5), (width, y - 5), 1)
        x = 0
        for p in pics:
            s.blit(p, (x, y + (total - p.get_height()) // 2))
            x += p.get_width() + 4
        yy = y + (total - text_h) // 2
        for ln, h in zip(lines, heights):
            f.draw(s, ln, col + 12, yy)
            yy += h + 2
    return (12, total, draw)

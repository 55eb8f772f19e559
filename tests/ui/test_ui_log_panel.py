"""The log panel draws whole lines only: none cut at the top or the bottom, wherever the wheel
leaves it, and the newest line is shown whole while the log follows."""
import pygame

from game.ui.widgets.lists import LogPanel
from ui_helpers import step


class Spy(pygame.Surface):
    def __init__(self, size):
        super().__init__(size)
        self.texts = []

    def blit(self, img, dest, *a, **k):
        r = pygame.Rect(dest if len(dest) == 4 else (dest, img.get_size()))
        r.size = img.get_size()
        self.texts.append(r)
        return super().blit(img, dest, *a, **k)


def test_only_whole_lines_are_drawn(app):
    log = LogPanel(app.ctx, (900, 400, 292, 252), "Log")
    app.top.widgets.append(log)
    for i in range(40):
        log.add(f"Line {i}: " + "a longer event that wraps onto a second line " * (i % 3))
    step(app)
    assert log.scroll == log.max_scroll() > 0
    v = log.view_rect()
    positions = [log.max_scroll()]
    pygame.mouse.set_pos(log.rect.center)
    app.ctx.mouse = log.rect.center
    for _ in range(12):                       # the wheel moves 40 px a notch, not a whole line
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                                             precise_y=1.0))
        step(app)
        positions.append(log.scroll)
    assert len(set(positions)) > 3
    for scroll in positions:
        log.scroll = scroll
        surf = Spy((1280, 720))
        log.draw(surf)
        lines = [r for r in surf.texts if r.left == v.left and r.top != log.rect.top + 12]
        assert lines, scroll
        for r in lines:
            assert v.top <= r.top and r.top + log.line_h() - 1 <= v.bottom, (scroll, r, v)
    log.scroll = log.max_scroll()
    surf = Spy((1280, 720))
    log.draw(surf)
    assert max(r.top for r in surf.texts if r.left == v.left and r.top != log.rect.top + 12) + log.line_h() <= v.bottom


def test_a_top_line_that_continues_an_entry_opens_with_an_ellipsis(app):
    log = LogPanel(app.ctx, (900, 400, 292, 252), "Log")
    for i in range(30):
        log.add(f"Line {i}: " + "a longer event that wraps onto a second line " * 2)
    lh = log.line_h()
    starts = {0}
    for entry in log._per_entry:
        starts.add(max(starts) + len(entry))
    inside = next(n for n in range(1, 60) if n not in starts)       # a line inside a wrapped entry
    log.scroll = inside * lh
    top = log.shown_lines()[0][0]
    assert top.startswith("… ") and not top.startswith("… Line"), top
    log.scroll = (inside - 1) * lh if inside - 1 in starts else 0
    assert log.shown_lines()[0][0].startswith("• Line")
    assert all(not text.startswith("… ") for text, _ in log.shown_lines()[1:])

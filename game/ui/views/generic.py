"""The view for games without their own: a summary of the state and the legal
actions as a list to click. It keeps every ready game playable."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import draw_text, draw_paragraph
from ..widgets import ScrollList, draw_panel
from .base import View


class GenericView(View):
    def build(self) -> None:
        r = self.rect
        self.list_rect = pygame.Rect(r.left + 20, r.top + 150, 560, r.height - 170)
        self.actions = ScrollList(self.ctx, self.list_rect, [], 40, self._draw_row, self._pick,
                                  tip_for=lambda a: str(a))
        self._legal_for = None
        self.last_rolls: list[tuple[str, str]] = []

    def relabel(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        key = (len(self.match.log), self.match.to_act(), self.can_play())
        if key != self._legal_for:
            self._legal_for = key
            self.actions.set_items(self.match.legal() if self.can_play() else [])
            self.actions.scroll = 0

    def _draw_row(self, surf, action, rect, selected, hovered) -> None:
        pygame.draw.rect(surf, theme.PANEL_LIGHT if hovered else theme.PANEL, rect, border_radius=6)
        if hovered:
            pygame.draw.rect(surf, theme.GOLD, rect, 2, border_radius=6)
        draw_text(surf, self.ctx.assets, str(action), (rect.left + 12, rect.centery), theme.SIZE_BODY,
                  theme.HIGHLIGHT if hovered else theme.TEXT, anchor="midleft", max_width=rect.width - 24)

    def _pick(self, i: int) -> None:
        if 0 <= i < len(self.actions.items):
            self.board.play(self.actions.items[i])

    def handle(self, ev) -> bool:
        return self.actions.handle(ev)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._refresh()
        self.actions.update(dt)

    def animate(self, event, seat, ai) -> None:
        if event.kind == "roll":
            if not self.last_rolls or event.data.get("slot") in (0, None):
                self.last_rolls = []
            self.last_rolls.append((str(event.data.get("die")), str(event.data.get("face"))))

    def draw(self, surf) -> None:
        a = self.ctx.assets
        r = self.rect
        head = pygame.Rect(r.left + 20, r.top + 16, 560, 120)
        draw_panel(surf, self.ctx, head)
        draw_paragraph(surf, a, self.ctx.t("generic.no_view"), head.inflate(-28, -24), theme.SIZE_BODY)
        names = self.match.game.seat_names(self.match.state)
        y = head.top + 64
        x = head.left + 14
        for i, n in enumerate(names):
            col = theme.seat_colour(i)
            pygame.draw.circle(surf, col, (x + 8, y + 10), 8)
            rect = draw_text(surf, a, n, (x + 22, y), theme.SIZE_BODY,
                             theme.HIGHLIGHT if i == self.match.to_act() else theme.TEXT, "bold")
            x = rect.right + 24
        if self.last_rolls and not self.board.rolls_unrevealed():      # not before the dice land
            draw_text(surf, a, self.ctx.t("dice.rolled") + ": " + ", ".join(f for _, f in self.last_rolls),
                      (head.left + 14, head.top + 92), theme.SIZE_SMALL, theme.TEXT_DIM, max_width=530)
        draw_text(surf, a, self.ctx.t("board.actions"), (self.list_rect.left, self.list_rect.top - 4),
                  theme.SIZE_SMALL, theme.GOLD, "bold", anchor="bottomleft")
        self.actions.draw(surf)

"""The Dungeon Universalis pop-up menu: TseuQuest's menu with rows that cannot be played now
(a spell without mana or target) greyed, and every row in one text size (the longest label
sets it, so rows never differ)."""
from __future__ import annotations

from ... import theme
from ..tseuquest.menu import Menu as BaseMenu


class Menu(BaseMenu):
    def row_size(self) -> int:
        rects = self.row_rects()
        room = (rects[0].width - 50) if rects else 0
        size = theme.SIZE_BODY
        while size > 12 and any(self.ctx.assets.font("bold", size).size(e[0])[0] > room for e in self.entries):
            size -= 1
        return size

    def live(self, entry) -> bool:
        return entry[1] is not None

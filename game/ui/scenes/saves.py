"""Save / load scene: every save with its game, date and label. A damaged or
foreign save is listed with its message and cannot be loaded; loading one
file only ever reads that file."""
from __future__ import annotations

import logging
import re
import time
from pathlib import Path

import pygame

from game.engine.messages import text as error_text
from game.engine.saves import SaveData, SaveError, list_saves
from game.engine.session import load_match
from game.paths import saves_dir

from .. import theme
from ..text import draw_paragraph, draw_text
from ..widgets import Button, ScrollList, TextInput, draw_panel
from .base import Scene
from .message import MessageBox

log = logging.getLogger(__name__)


def slug(label: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
    return s[:40] or "save"


class SavesScene(Scene):
    name = "saves"

    def __init__(self, ctx, mode: str = "load", match=None) -> None:
        super().__init__(ctx)
        self.mode = mode
        self.match = match
        self.entries: list[tuple[Path, object]] = []
        self.selected: int | None = None
        self.label = ""
        self.refresh()
        if mode == "save":
            n = 1 + sum(1 for _, d in self.entries if isinstance(d, SaveData) and d.label != "autosave")
            self.label = ctx.t("saves.label_default", n=n)

    def refresh(self) -> None:
        try:
            self.entries = list_saves(saves_dir())
        except OSError as exc:
            self.entries = []
            log.warning("cannot list saves: %s", exc)
        if self.selected is not None and self.selected >= len(self.entries):
            self.selected = None

    # -- entries -------------------------------------------------------------------------------
    def problem(self, data) -> str | None:
        """Why an entry cannot be loaded (None: it can)."""
        if isinstance(data, SaveError):
            return error_text(data, self.ctx.lang)
        if data.game not in self.ctx.games.ready_ids():
            return self.ctx.t("saves.foreign", game=data.game)
        return None

    def title_of(self, path: Path, data) -> str:
        if isinstance(data, SaveError):
            return path.name
        try:
            game = self.ctx.i18n.pick(self.ctx.games.entry(data.game).title)
        except KeyError:
            game = data.game
        label = self.ctx.t("saves.autosave") if data.label == "autosave" else (data.label or path.stem)
        return f"{game} — {label}"

    # -- build ---------------------------------------------------------------------------------
    def build(self) -> None:
        ctx, t = self.ctx, self.ctx.t
        self.list = ScrollList(ctx, (40, 100, 760, 560), self.entries, 78, self._draw_row, self._select,
                               tip_for=lambda e: self.problem(e[1]))
        self.list.selected = self.selected
        self.side = pygame.Rect(830, 100, 410, 560)
        sx = self.side.left + 30
        sw = self.side.width - 60
        self.widgets = [self.list]
        if self.mode == "save":
            self.input = TextInput(ctx, (sx, self.side.top + 110, sw, 48), self.label, self._label, max_len=32)
            self.btn_main = Button(ctx, (sx, self.side.top + 190, sw, 54), t("saves.save"), self.do_save,
                                   style="primary")
            self.widgets.append(self.input)
        else:
            self.btn_main = Button(ctx, (sx, self.side.bottom - 150, sw, 54), t("saves.load"), self.do_load,
                                   style="primary")
        self.btn_delete = Button(ctx, (sx, self.side.bottom - 84, sw, 50), t("saves.delete"), self.ask_delete,
                                 style="danger")
        self.btn_back = Button(ctx, (40, 670, 200, 44), t("saves.back"), self.back)
        self.widgets += [self.btn_main, self.btn_delete, self.btn_back]
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        sel = self.current()
        self.btn_delete.enabled = sel is not None
        if self.mode == "load":
            self.btn_main.enabled = sel is not None and self.problem(sel[1]) is None
        else:
            self.btn_main.enabled = bool(self.label.strip())

    def current(self):
        if self.selected is None or self.selected >= len(self.entries):
            return None
        return self.entries[self.selected]

    def _select(self, i: int) -> None:
        self.selected = i
        path, data = self.entries[i]
        if self.mode == "save" and isinstance(data, SaveData) and data.label != "autosave":
            self.label = data.label or path.stem
            self.input.value = self.label
        self._sync_buttons()

    def _label(self, text: str) -> None:
        self.label = text
        self._sync_buttons()

    # -- actions ---------------------------------------------------------------------------------
    def target_path(self) -> Path:
        return saves_dir() / f"{slug(self.label)}.json"

    def do_save(self) -> None:
        label = self.label.strip()
        if not label or self.match is None:
            return
        try:
            self.match.save(self.target_path(), label=label)
        except OSError as exc:
            self.ctx.notify("notice.save_failed", error=exc.strerror or str(exc))
            return
        self.ctx.audio.play("coin")
        self.ctx.notify("notice.saved", label=label)
        self.ctx.app.pop(self)

    def do_load(self) -> None:
        sel = self.current()
        if sel is None or self.problem(sel[1]) is not None:
            return
        path, data = sel
        from .board import BoardScene, autosave_path
        from .menu import MenuScene
        try:
            match = load_match(path, self.ctx.games.get, autosave=autosave_path(data.game))
        except SaveError as exc:
            self._error(error_text(exc, self.ctx.lang))
            return
        except Exception as exc:              # a save that breaks the rules code: report, not crash
            log.exception("loading %s", path)
            self._error(f"{path.name}: {exc}")
            return
        app = self.ctx.app
        app.reset(MenuScene(self.ctx))
        app.push(BoardScene(self.ctx, match, loaded=True))
        self.ctx.notify("notice.loaded")

    def _error(self, text: str) -> None:
        self.ctx.audio.play("error")
        self.ctx.app.push(MessageBox(self.ctx, self.ctx.t("msg.error"),
                                     self.ctx.t("saves.load_failed", error=text), error=True))

    def ask_delete(self) -> None:
        sel = self.current()
        if sel is None:
            return
        path, data = sel
        label = self.title_of(path, data)
        self.ctx.app.push(MessageBox(self.ctx, self.ctx.t("saves.delete"),
                                     self.ctx.t("saves.delete_confirm", label=label),
                                     [(self.ctx.t("msg.cancel"), None), (self.ctx.t("msg.yes"),
                                                                         lambda: self._delete(path))]))

    def _delete(self, path: Path) -> None:
        try:
            path.unlink()
        except OSError as exc:
            self.ctx.notify("notice.save_failed", error=exc.strerror or str(exc))
        self.selected = None
        self.refresh()
        self.rebuild()

    # -- drawing --------------------------------------------------------------------------------------
    def _draw_row(self, surf, entry, rect, selected, hovered) -> None:
        a = self.ctx.assets
        path, data = entry
        bad = self.problem(data)
        bg = theme.PANEL_LIGHT if selected else (theme.PANEL if not hovered else (66, 52, 82))
        pygame.draw.rect(surf, bg, rect, border_radius=8)
        if selected:
            pygame.draw.rect(surf, theme.GOLD, rect, 2, border_radius=8)
        x = rect.left + 14
        draw_text(surf, a, self.title_of(path, data), (x, rect.top + 8), theme.SIZE_LABEL,
                  theme.TEXT if not bad else theme.TEXT_DIM, "bold", max_width=rect.width - 200)
        if isinstance(data, SaveData):
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(data.saved_at or path.stat().st_mtime))
            draw_text(surf, a, when, (rect.right - 14, rect.top + 10), theme.SIZE_SMALL, theme.TEXT_DIM,
                      anchor="topright")
        if bad:
            draw_text(surf, a, "⚠ " + bad, (x, rect.top + 40), theme.SIZE_SMALL, theme.RED,
                      max_width=rect.width - 28)
        else:
            seats = ", ".join(s.get("name", "?") for s in data.seats)
            info = f"{seats}  ·  {self.ctx.t('saves.actions', n=len(data.actions))}"
            draw_text(surf, a, info, (x, rect.top + 40), theme.SIZE_SMALL, theme.TEXT_DIM,
                      max_width=rect.width - 28)

    def draw(self, surf) -> None:
        self.draw_background(surf)
        a = self.ctx.assets
        title = self.ctx.t("saves.title_save" if self.mode == "save" else "saves.title_load")
        draw_text(surf, a, title, (40, 50), theme.SIZE_H1, theme.GOLD, "serif", anchor="midleft")
        draw_panel(surf, self.ctx, self.side)
        sx = self.side.left + 30
        if not self.entries:
            draw_text(surf, a, self.ctx.t("saves.empty"), (self.list.rect.centerx, self.list.rect.centery),
                      theme.SIZE_LABEL, theme.TEXT_DIM, anchor="center")
        if self.mode == "save":
            draw_text(surf, a, self.ctx.t("saves.label"), (sx, self.side.top + 80), theme.SIZE_LABEL,
                      theme.GOLD, "bold")
            if self.label.strip() and self.target_path().exists():
                draw_paragraph(surf, a, self.ctx.t("saves.overwrite", label=self.label.strip()),
                               pygame.Rect(sx, self.side.top + 260, self.side.width - 60, 60), theme.SIZE_SMALL,
                               theme.TEXT_DIM)
        sel = self.current()
        if sel is not None and self.mode == "load":
            path, data = sel
            box = pygame.Rect(sx, self.side.top + 30, self.side.width - 60, 300)
            draw_paragraph(surf, a, self.title_of(path, data), box, theme.SIZE_LABEL, theme.TEXT, "bold")
            bad = self.problem(data)
            text = bad if bad else "\n".join(
                [", ".join(s.get("name", "?") for s in data.seats),
                 self.ctx.t("saves.actions", n=len(data.actions)),
                 f"{self.ctx.t('setup.seed')}: {data.seed}"])
            draw_paragraph(surf, a, text, box.move(0, 70), theme.SIZE_BODY, theme.RED if bad else theme.TEXT_DIM)
        elif self.mode == "load":
            draw_paragraph(surf, a, self.ctx.t("saves.pick"), pygame.Rect(sx, self.side.top + 30,
                                                                        self.side.width - 60, 80),
                           theme.SIZE_BODY, theme.TEXT_DIM)
        for w in self.widgets:
            w.draw(surf)

"""Save / load scene: every save with a picture of its board, its game, mode,
seats (heroes / roles), turn or round and date. A damaged or foreign save is
listed with its message and cannot be loaded; loading one file only ever reads
that file; a save whose snapshot disagrees with its moves is offered rebuilt,
and the player is told. Long labels are clipped before they are measured."""
from __future__ import annotations

import logging
import re
import time
from pathlib import Path

import pygame

from game.engine.messages import text as error_text
from game.engine.save_files import is_autosave
from game.engine.saves import SaveData, SaveError, list_saves, new_autosave_path
from game.engine.session import load_match
from game.paths import saves_dir

from .. import theme
from ..save_texts import TEXTS
from ..watch_texts import TEXTS as WATCH_TEXTS
from ..thumbnail import decode as decode_thumbnail
from ..text import draw_paragraph, draw_text
from ..widgets import Button, ScrollList, TextInput, draw_panel
from .base import Scene
from .message import MessageBox

log = logging.getLogger(__name__)


ROW_H = 96
THUMB = (128, 72)
LABEL_MAX = 32                # characters a player may type for a save name


def slug(label: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
    return s[:40] or "save"


def clip(text: str, width: int) -> str:
    """At most as many characters as could ever fit in width pixels (measuring a
    10,000-character label to ellipsize it would take seconds)."""
    n = max(4, width // 4)
    return text if len(text) <= n else text[:n]


def line_fit(font, text: str, width: int) -> str:
    """text cut (with "…") to fit width at the font's own size, by bisection, so a seat
    list stays readable instead of shrinking to a tiny font."""
    if font.size(text)[0] <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(text[:mid].rstrip() + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def when(data, path: Path) -> str:
    for stamp in (getattr(data, "saved_at", 0), None):
        try:
            if stamp is None:
                stamp = path.stat().st_mtime
            if stamp:
                return time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp))
        except (OSError, ValueError, OverflowError):
            continue
    return ""


class SavesScene(Scene):
    name = "saves"

    def __init__(self, ctx, mode: str = "load", match=None) -> None:
        super().__init__(ctx)
        ctx.i18n.add(TEXTS)
        self.mode = mode
        self.match = match
        self.thumbs: dict[Path, object] = {}
        self.scaled: dict[tuple, pygame.Surface] = {}
        self.fitted: dict[tuple, str] = {}
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
        except Exception as exc:               # a folder we cannot read is an empty list
            self.entries = []
            log.warning("cannot list saves: %s", exc)
        self.thumbs, self.scaled = {}, {}
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
            return clip(path.name, 600)
        try:
            game = self.ctx.i18n.pick(self.ctx.games.entry(data.game).title)
        except KeyError:
            game = data.game
        label = self.ctx.t("saves.autosave") if data.label == "autosave" else (data.label or path.stem)
        return f"{game} — {clip(label, 600)}"

    def row_tip(self, entry) -> str | None:
        """A row's hover text: why it cannot be loaded, else everything a cut row may hide."""
        path, data = entry
        bad = self.problem(data)
        if bad:
            return bad
        info = self.summary(data)
        return "\n".join([self.title_of(path, data), info["line"], ", ".join(info["seats"]), when(data, path)])

    def summary(self, data) -> dict:
        """mode, progress and seat lines for a readable save, as the hints say who plays:
        "Nix (Ana)", "Nix (IA)"; a seat without a hero or role by its name ("IA 2")."""
        s = data.summary_in(self.ctx.lang) or {}
        roles = s.get("seats") or []
        seats = []
        for i, seat in enumerate(data.seats):
            name = seat.get("name") or self.ctx.t("setup.default_name", n=i + 1)
            role = roles[i] if i < len(roles) else ""
            seats.append(self.ctx.i18n.seat_as_played(name, i, role or None, bool(seat.get("ai"))))
        n = len(data.actions)
        moves = self.ctx.t("sv.actions_one") if n == 1 else self.ctx.t("sv.actions", n=n)
        bits = [b for b in (s.get("mode"), s.get("progress")) if b]
        short = "  ·  ".join([b for b in (s.get("progress"),) if b] + [moves])
        return {"line": "  ·  ".join(bits + [moves]), "short": short, "seats": seats}

    def thumbnail(self, path: Path, data):
        """The save's picture (decoded once), else the game's cover, else None."""
        if path not in self.thumbs:
            img = decode_thumbnail(data.thumbnail_bytes()) if isinstance(data, SaveData) else None
            self.thumbs[path] = img
        img = self.thumbs[path]
        if img is None and isinstance(data, SaveData):
            cover = f"ui/cover_{data.game}.png"
            if self.ctx.assets.has_image(cover):
                return cover
        return img

    def line(self, surf, text: str, pos, size: int, colour, width: int, kind: str = "sans") -> None:
        """One line of a row, clipped then cut to its width (memoised: rows redraw every frame)."""
        key = (text, size, kind, width, self.ctx.assets.text_scale)
        shown = self.fitted.get(key)
        if shown is None:
            shown = line_fit(self.ctx.assets.font(kind, size), clip(text, width), width)
            if len(self.fitted) > 500:
                self.fitted.clear()
            self.fitted[key] = shown
        draw_text(surf, self.ctx.assets, shown, pos, size, colour, kind)

    def _blit_picture(self, surf, path, data, box: pygame.Rect) -> None:
        pic = self.thumbnail(path, data)
        pygame.draw.rect(surf, theme.INK, box.inflate(4, 4), border_radius=4)
        if isinstance(pic, str):
            img = self.ctx.assets.fit(pic, box.size)
        elif pic is not None:
            img = self.scaled.get((path, box.size))
            if img is None:
                k = min(box.width / pic.get_width(), box.height / pic.get_height())
                img = pygame.transform.smoothscale(pic, (max(1, round(pic.get_width() * k)),
                                                         max(1, round(pic.get_height() * k))))
                self.scaled[(path, box.size)] = img
        else:
            pygame.draw.rect(surf, theme.PANEL_LIGHT, box)
            text = self.ctx.t("sv.damaged_file" if isinstance(data, SaveError) else "sv.no_picture")
            draw_text(surf, self.ctx.assets, text, box.center, theme.SIZE_SMALL, theme.TEXT_DIM, anchor="center",
                      max_width=box.width - 8)
            return
        surf.blit(img, img.get_rect(center=box.center))

    # -- build ---------------------------------------------------------------------------------
    def build(self) -> None:
        ctx, t = self.ctx, self.ctx.t
        self.list = ScrollList(ctx, (40, 100, 760, 560), self.entries, ROW_H, self._draw_row, self._select,
                               tip_for=self.row_tip)
        self.list.selected = self.selected
        self.side = pygame.Rect(830, 100, 410, 560)
        sx = self.side.left + 30
        sw = self.side.width - 60
        self.widgets = [self.list]
        if self.mode == "save":
            self.input = TextInput(ctx, (sx, self.side.top + 110, sw, 48), self.label, self._label, max_len=LABEL_MAX)
            self.btn_main = Button(ctx, (sx, self.side.top + 190, sw, 54), t("saves.save"), self.do_save,
                                   style="primary")
            self.widgets.append(self.input)
        else:
            half = (sw - 12) // 2                 # Watch beside Load: the save's text keeps its room
            self.btn_main = Button(ctx, (sx + half + 12, self.side.bottom - 150, half, 54), t("saves.load"),
                                   self.do_load, style="primary")
            ctx.i18n.add(WATCH_TEXTS)
            self.btn_watch = Button(ctx, (sx, self.side.bottom - 150, half, 54), t("watch.button"), self.do_watch,
                                    t("watch.tip"), size=theme.SIZE_BODY)
            self.widgets.append(self.btn_watch)
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
            self.btn_watch.enabled = self.btn_main.enabled
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
            self.label = (data.label or path.stem)[:LABEL_MAX]
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

    def do_watch(self) -> None:
        """Watch the selected save; with one human seat, that seat's view may be shown."""
        sel = self.current()
        if sel is None or self.problem(sel[1]) is not None:
            return
        path, data = sel
        humans = [i for i, s in enumerate(data.seats) if not s.get("ai")]
        self.ctx.nav.cls("replay").open_file(self.ctx, path, shown=humans[0] if len(humans) == 1 else None)

    def do_load(self) -> None:
        sel = self.current()
        if sel is None or self.problem(sel[1]) is not None:
            return
        path, data = sel
        # an autosave goes on in its own file; a named save starts a new match file
        target = path if is_autosave(path) else new_autosave_path(saves_dir(), data.game)
        try:
            match = load_match(path, self.ctx.games.get, autosave=target)
        except SaveError as exc:
            self._error(error_text(exc, self.ctx.lang))
            return
        except Exception as exc:              # load_match turns everything into SaveError; belt and braces
            log.exception("loading %s", path)
            self._error(f"{path.name}: {type(exc).__name__}")
            return
        if match.rebuilt:
            self.ctx.app.push(MessageBox(self.ctx, self.ctx.t("sv.rebuilt_title"),
                                         self.ctx.t("sv.rebuilt", label=clip(self.title_of(path, data), 240),
                                                    n=len(match.log)),
                                         [(self.ctx.t("msg.cancel"), None),
                                          (self.ctx.t("sv.open"), lambda: open_board(self.ctx, match))]))
            return
        open_board(self.ctx, match)

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
        pic = pygame.Rect(rect.left + 10, rect.top + (rect.height - THUMB[1]) // 2, *THUMB)
        self._blit_picture(surf, path, data, pic)
        x = pic.right + 14
        w = rect.right - 14 - x
        stamp = when(data, path) if isinstance(data, SaveData) else ""
        # the title has the whole width (the game and the save's name); the date sits beside the
        # shorter mode / turn line, so rows that share a name ("Autosave") still read apart
        self.line(surf, self.title_of(path, data), (x, rect.top + 8), theme.SIZE_LABEL,
                  theme.TEXT if not bad else theme.TEXT_DIM, w, "bold")
        if bad:
            draw_paragraph(surf, a, "⚠ " + clip(bad, 3 * w), pygame.Rect(x, rect.top + 38, w, rect.height - 42),
                           theme.SIZE_SMALL, theme.RED)
            return
        date_w = a.font("sans", theme.SIZE_SMALL).size(stamp)[0] + 16 if stamp else 0
        if stamp:
            draw_text(surf, a, stamp, (rect.right - 14, rect.top + 38), theme.SIZE_SMALL, theme.TEXT_DIM,
                      anchor="topright")
        info = self.summary(data)
        text = info["line"]             # too long beside the date: the turn and moves matter most
        if a.font("sans", theme.SIZE_SMALL).size(clip(text, w))[0] > w - date_w:
            text = info["short"]
        self.line(surf, text, (x, rect.top + 38), theme.SIZE_SMALL, theme.TEXT, w - date_w)
        self.line(surf, ", ".join(info["seats"]), (x, rect.top + 62), theme.SIZE_SMALL, theme.TEXT_DIM, w)

    def draw(self, surf) -> None:
        self.draw_background(surf)
        a = self.ctx.assets
        title = self.ctx.t("saves.title_save" if self.mode == "save" else "saves.title_load")
        draw_text(surf, a, title, (40, 50), theme.SIZE_H1, theme.GOLD, "serif", anchor="midleft")
        draw_panel(surf, self.ctx, self.side)
        sx = self.side.left + 30
        sw = self.side.width - 60
        if not self.entries:
            draw_text(surf, a, self.ctx.t("saves.empty"), (self.list.rect.centerx, self.list.rect.centery),
                      theme.SIZE_LABEL, theme.TEXT_DIM, anchor="center")
        if self.mode == "save":
            draw_text(surf, a, self.ctx.t("saves.label"), (sx, self.side.top + 80), theme.SIZE_LABEL,
                      theme.GOLD, "bold")
            if self.label.strip() and self.target_path().exists():
                draw_paragraph(surf, a, self.ctx.t("saves.overwrite", label=self.label.strip()),
                               pygame.Rect(sx, self.side.top + 260, sw, 60), theme.SIZE_SMALL, theme.TEXT_DIM)
        sel = self.current()
        if sel is not None and self.mode == "load":
            path, data = sel
            pic = pygame.Rect(sx, self.side.top + 24, sw, sw * 9 // 16)
            self._blit_picture(surf, path, data, pic)
            y = pic.bottom + 12
            y += draw_paragraph(surf, a, clip(self.title_of(path, data), 2 * sw),
                                pygame.Rect(sx, y, sw, 56), theme.SIZE_LABEL, theme.TEXT, "bold")
            bad = self.problem(data)
            if bad:
                text = clip(bad, 6 * sw)
            else:
                info = self.summary(data)
                text = "\n".join([info["line"], *info["seats"], when(data, path)])
            draw_paragraph(surf, a, clip(text, 8 * sw), pygame.Rect(sx, y + 4, sw, self.btn_main.rect.top - y - 12),
                           theme.SIZE_SMALL, theme.RED if bad else theme.TEXT_DIM)
        elif self.mode == "load":
            draw_paragraph(surf, a, self.ctx.t("saves.pick"), pygame.Rect(sx, self.side.top + 30, sw, 80),
                           theme.SIZE_BODY, theme.TEXT_DIM)
        for w in self.widgets:
            w.draw(surf)


def open_board(ctx, match) -> None:
    """The loaded match on a fresh stack: the menu below, the board on top."""
    ctx.nav.home("board", match, loaded=True)
    ctx.notify("notice.loaded")

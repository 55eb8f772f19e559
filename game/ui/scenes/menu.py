"""Main menu: the logo over the menu art, one card per game of the catalogue
(unbuilt ones greyed as "coming soon"), and Continue / Load / Settings / Rules / Quit."""
from __future__ import annotations

import logging
import time

import pygame

from game.engine.messages import text as error_text
from game.engine.save_files import clean_temp, is_autosave, save_files
from game.paths import saves_dir

from .. import theme
from ..save_texts import TEXTS
from ..watch_texts import TEXTS as WATCH_TEXTS
from ..text import draw_paragraph, draw_text, wrapped
from ..widgets import Button, Widget, draw_panel
from .base import Scene
from .message import MessageBox

log = logging.getLogger(__name__)


def newest_autosave(ctx):
    """Path of the newest readable autosave of a ready game, or None."""
    entry = newest_autosave_entry(ctx)
    return entry[0] if entry else None


def newest_autosave_entry(ctx):
    """(path, SaveData) of the newest readable autosave of a ready game, or None. Nothing
    a file holds can make this fail: the menu is how a player gets back in."""
    try:
        folder = saves_dir()
        clean_temp(folder)                    # temp files of saves a crash interrupted
        files = [p for p in save_files(folder) if is_autosave(p)]
    except Exception:
        log.warning("cannot list autosaves", exc_info=True)
        return None
    if not files:
        return None
    from game.engine.saves import read_save     # here: a first start has no save to read (start-up time)
    ready = ctx.games.ready_ids()
    for p in files:
        try:
            data = read_save(p)
        except Exception:                     # SaveError; anything else is a bug, still no crash
            continue
        if data.game in ready:
            return p, data
    return None


def continue_tip(ctx, entry) -> str:
    """What Continue resumes: the game, its mode and turn or round, and when it was saved."""
    tip = ctx.t("menu.continue_tip")
    if not entry:
        return tip
    data = entry[1]
    try:
        title = ctx.i18n.pick(ctx.games.entry(data.game).title)
        s = data.summary_in(ctx.lang) or {}
        bits = [b for b in (s.get("mode"), s.get("progress")) if b]
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(data.saved_at)) if data.saved_at else ""
        return "\n".join(x for x in (tip, " · ".join([title, *bits])[:120], when) if x)
    except Exception:                         # a tooltip is only a tooltip
        return tip


COVER_H = 150                    # the cover picture's height on a card, 12 px from its top...
COVER_LESS = 30                  # ...less this for each line past the first the cards keep for a name
LIFT = -6                        # a hovered card rises


def title_style(assets, titles: list[str], width: int) -> tuple[int, int]:
    """(size, lines): one size for every card's name, the largest at which each name fits
    `width` in at most two lines (a long name wraps, it never shrinks alone); `lines` is the
    most lines a name takes, the height every card keeps for its name."""
    size = theme.SIZE_H2
    while size > theme.SIZE_H2 // 2:
        font = assets.font("serif", size)
        wraps = [wrapped(assets, t, size, "serif", width) for t in titles]
        if all(len(w) <= 2 and all(font.size(x)[0] <= width for x in w) for w in wraps):
            break
        size -= 1
    return size, max([len(wrapped(assets, t, size, "serif", width)) for t in titles] + [1])


class GameCard(Widget):
    def __init__(self, ctx, rect, entry, on_click) -> None:
        ready = bool(entry.module)
        # (the card shows its blurb already: the hover says what a click does)
        super().__init__(ctx, rect, ctx.t("menu.card_tip", game=ctx.i18n.pick(entry.title)) if ready
                         else ctx.t("menu.coming"))
        self.entry = entry
        self.ready = ready
        self.on_click = on_click
        self.pressed = False
        self.players = ""
        self.title_style: tuple[int, int] | None = None    # (size, lines) all the menu's cards share
        if ready:                         # the catalogue knows the player counts: no import at start-up
            lo, hi = entry.players
            self.players = ctx.t("menu.players_one", low=lo) if lo == hi == 1 else \
                ctx.t("menu.players", low=lo, high=hi)
        self._cache = None

    def handle(self, ev) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self.pressed = self.ready
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(ev.pos):
                self.ctx.audio.play("click")
                self.on_click(self.entry.id)
            return True
        return False

    def _title(self) -> tuple[list[str], int, pygame.Rect]:
        """(lines, size, band): the game's name wrapped at the size all cards share, and the band
        (card coordinates) all cards keep for it, the lines in its middle."""
        a = self.ctx.assets
        size, most = self.title_style or title_style(a, [self.ctx.i18n.pick(self.entry.title)], self.rect.width - 24)
        lines = wrapped(a, self.ctx.i18n.pick(self.entry.title), size, "serif", self.rect.width - 24)
        lh = a.font("serif", size).get_linesize()
        return lines, size, pygame.Rect(12, 12 + self.cover_h() + 6, self.rect.width - 24, lh * most)

    def cover_h(self) -> int:
        return COVER_H - COVER_LESS * ((self.title_style or (0, 1))[1] - 1)

    def title_rect(self) -> pygame.Rect:
        """Where the card writes its game's name on the screen, resting or raised by the hover."""
        lines, size, band = self._title()
        font = self.ctx.assets.font("serif", size)
        w = min(max(font.size(x)[0] for x in lines), band.width)
        h = font.get_linesize() * len(lines)
        r = pygame.Rect(0, 0, w, h)
        r.center = band.move(self.rect.topleft).center
        return r.union(r.move(0, LIFT))

    def _render(self) -> pygame.Surface:
        a, ctx = self.ctx.assets, self.ctx
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        r = surf.get_rect()
        draw_panel(surf, ctx, r)
        cover = pygame.Rect(12, 12, r.width - 24, self.cover_h())
        name = f"ui/cover_{self.entry.id}.png"
        if a.has_image(name):
            img = a.image(name)
            k = max(cover.width / img.get_width(), cover.height / img.get_height())
            img = pygame.transform.smoothscale(img, (round(img.get_width() * k), round(img.get_height() * k)))
            surf.blit(img, cover.topleft, pygame.Rect((img.get_width() - cover.width) // 2,
                                                      (img.get_height() - cover.height) // 2,
                                                      cover.width, cover.height))
        else:
            pygame.draw.rect(surf, theme.PANEL_LIGHT, cover, border_radius=8)
            draw_text(surf, a, ctx.i18n.pick(self.entry.title)[:1], cover.center, theme.SIZE_TITLE,
                      theme.GOLD_DARK, "serif", anchor="center")
        pygame.draw.rect(surf, theme.INK, cover, 2, border_radius=4)
        lines, size, band = self._title()
        lh = a.font("serif", size).get_linesize()
        top = band.centery - lh * len(lines) // 2
        for i, line in enumerate(lines):
            draw_text(surf, a, line, (r.centerx, top + i * lh), size, theme.GOLD, "serif", anchor="midtop",
                      max_width=band.width)
        if self.players:
            draw_text(surf, a, self.players, (r.centerx, band.bottom + 12), theme.SIZE_SMALL, theme.TEXT_DIM,
                      anchor="center")
        blurb_top = band.bottom + 32
        draw_paragraph(surf, a, ctx.i18n.pick(self.entry.blurb),
                       pygame.Rect(18, blurb_top, r.width - 36, r.height - blurb_top - 10),
                       theme.SIZE_SMALL, theme.TEXT, align="center")
        if not self.ready:
            grey = pygame.Surface(r.size, pygame.SRCALPHA)
            grey.fill((24, 20, 30, 150))
            surf.blit(grey, (0, 0))
            band = pygame.Rect(0, cover.centery - 20, r.width, 40)
            pygame.draw.rect(surf, (*theme.INK, 230), band)
            pygame.draw.line(surf, theme.GOLD_DARK, band.topleft, band.topright, 2)
            pygame.draw.line(surf, theme.GOLD_DARK, band.bottomleft, band.bottomright, 2)
            draw_text(surf, a, ctx.t("menu.coming"), band.center, theme.SIZE_LABEL, theme.GOLD, "bold",
                      anchor="center", max_width=band.width - 16)
        return surf

    def draw(self, surf) -> None:
        key = (self.ctx.lang, self.ctx.assets.text_scale)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render())
        lift = LIFT if self.hovered and self.ready else 0
        if lift:
            glow = self.rect.move(0, lift).inflate(8, 8)
            pygame.draw.rect(surf, theme.GOLD, glow, 3, border_radius=14)
        surf.blit(self._cache[1], self.rect.move(0, lift))


class MenuScene(Scene):
    name = "menu"
    music = "music_menu"

    def build(self) -> None:
        ctx, t = self.ctx, self.ctx.t
        games = ctx.games.catalogue
        n = max(1, len(games))
        gap = 16
        w = min(236, (1280 - 80 - (n - 1) * gap) // n)
        left = (1280 - (n * w + (n - 1) * gap)) // 2
        self.cards = [GameCard(ctx, (left + i * (w + gap), 200, w, 360), e, self.open_setup)
                      for i, e in enumerate(games)]
        style = title_style(ctx.assets, [ctx.i18n.pick(e.title) for e in games], w - 24)
        for c in self.cards:             # every game's name at one size, a long one on two lines
            c.title_style = style
        titles = [c.title_rect() for c in self.cards]
        for c in self.cards:             # a card's hover help never hides a game's name
            c.tip_avoid = titles
        entry = newest_autosave_entry(ctx)
        self.autosave = entry[0] if entry else None
        names = [("menu.continue", self.resume), ("menu.load", self.load), ("menu.settings", self.settings),
                 ("menu.rules", self.rules), ("records.button", self.records), ("menu.quit", self.quit)]
        ctx.i18n.add(WATCH_TEXTS)
        bw = 182
        bl = (1280 - (len(names) * bw + (len(names) - 1) * gap)) // 2
        self.buttons = [Button(ctx, (bl + i * (bw + gap), 600, bw, 56), t(k), cb,
                               style="primary" if k == "menu.continue" else "normal")
                        for i, (k, cb) in enumerate(names)]
        cont = self.buttons[0]
        cont.enabled = self.autosave is not None
        cont.tooltip = continue_tip(ctx, entry)
        cont.disabled_tooltip = t("menu.continue_none")
        self.widgets = [*self.cards, *self.buttons]

    def enter(self) -> None:
        if self.built:
            entry = newest_autosave_entry(self.ctx)
            self.autosave = entry[0] if entry else None
            self.buttons[0].enabled = self.autosave is not None
            self.buttons[0].tooltip = continue_tip(self.ctx, entry)

    # -- actions -----------------------------------------------------------------------------
    def open_setup(self, game_id: str) -> None:
        self.ctx.nav.open("setup", game_id)

    def resume(self) -> None:
        from game.engine.session import load_match
        path = self.autosave or newest_autosave(self.ctx)
        if path is None:
            return
        try:
            match = load_match(path, self.ctx.games.get, autosave=path)
        except Exception as exc:              # a SaveError: one sentence in the player's language
            log.info("continue failed: %s", exc)
            # the Load screen lists the file with its problem and can delete it
            self.ctx.app.push(MessageBox(self.ctx, self.ctx.t("msg.error"),
                                         self.ctx.t("saves.load_failed", error=error_text(exc, self.ctx.lang)),
                                         [(self.ctx.t("msg.ok"), None),
                                          (self.ctx.t("menu.load"), lambda: self.ctx.nav.open("saves", "load"))],
                                         error=True))
            return
        if match.rebuilt:
            self.ctx.i18n.add(TEXTS)
            self.ctx.app.push(MessageBox(self.ctx, self.ctx.t("sv.rebuilt_title"),
                                         self.ctx.t("sv.rebuilt", label=self.ctx.t("saves.autosave"),
                                                    n=len(match.log)),
                                         [(self.ctx.t("msg.cancel"), None),
                                          (self.ctx.t("sv.open"),
                                           lambda: self.ctx.nav.open("board", match, loaded=True))]))
            return
        self.ctx.nav.open("board", match, loaded=True)

    def load(self) -> None:
        self.ctx.nav.open("saves", "load")

    def settings(self) -> None:
        self.ctx.nav.open("settings")

    def rules(self) -> None:
        from ..reference import has_reference
        ready = [g for g in self.ctx.games.ready_ids() if has_reference(g)]   # only games with a written reference
        if len(ready) == 1:
            self.ctx.nav.open("rules", ready[0])
            return
        buttons = [(self.ctx.i18n.pick(self.ctx.games.entry(g).title),
                    (lambda g=g: self.ctx.nav.open("rules", g))) for g in ready]
        self.ctx.app.push(MessageBox(self.ctx, self.ctx.t("menu.rules"), self.ctx.t("menu.rules_pick"),
                                     buttons or None, column=bool(buttons)))

    def records(self) -> None:
        self.ctx.nav.open("records")

    def quit(self) -> None:
        self.ctx.app.quit()

    def back(self) -> None:
        pass                                  # Esc on the menu does nothing (Quit is a button)

    def draw(self, surf) -> None:
        self.draw_background(surf)
        a = self.ctx.assets
        if a.has_image("ui/logo.png"):
            logo = a.fit("ui/logo.png", (560, 150))
            surf.blit(logo, logo.get_rect(center=(640, 98)))
        else:
            draw_text(surf, a, self.ctx.t("app.title"), (640, 80), theme.SIZE_TITLE, theme.GOLD, "serif",
                      anchor="center", shadow=True)
            draw_text(surf, a, self.ctx.t("app.subtitle"), (640, 140), theme.SIZE_LABEL, theme.TEXT,
                      anchor="center", shadow=True)
        for w in self.widgets:
            w.draw(surf)

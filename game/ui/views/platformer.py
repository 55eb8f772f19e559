"""The Platformer view: the tower of Tiled maps on the left with the enemy and
boss cards beside their levels; the active hero card, the shop, the dice tray,
the other heroes and the log on the right.

Input: click a die, then a highlighted target (square, enemy, shop card); drag
two equal dice together to forge; the gem stepper under a die upgrades it.
Every click becomes one of match.legal(); nothing here decides a rule.
"""
from __future__ import annotations

import math

import pygame

from game.games.platformer.components import Pos
from game.games.platformer.movement import step_to
from game.games.platformer.world import content

from .. import theme
from ..render.dice import DiceArt
from ..render.tilemap import MapRenderer
from ..text import draw_text
from ..widgets import Button
from .base import View
from .platformer_anim import AnimMixin
from .platformer_draw import DrawMixin
from .platformer_model import Layout, die_targets, snapshot, sort_targets
from .platformer_text import TEXT
from .platformer_tips import TipsMixin

DRAG_PX = 8


class Popup:
    """A small menu of (label, action or callback, icon) next to a die."""

    def __init__(self, ctx, anchor: pygame.Rect, entries: list, icons: bool = False) -> None:
        self.ctx, self.entries, self.icons = ctx, entries, icons
        font = ctx.assets.font("bold", theme.SIZE_BODY)
        if icons:
            w, h = 16 + 52 * len(entries), 64
        else:
            w = max(font.size(e[0])[0] for e in entries) + 32
            h = 10 + 38 * len(entries)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.midbottom = (anchor.centerx, anchor.top - 6)
        self.rect.clamp_ip(pygame.Rect(0, 60, 1280, 660))

    def entry_rects(self) -> list[pygame.Rect]:
        if self.icons:
            return [pygame.Rect(self.rect.left + 8 + 52 * i, self.rect.top + 8, 48, 48)
                    for i in range(len(self.entries))]
        return [pygame.Rect(self.rect.left + 5, self.rect.top + 5 + 38 * i, self.rect.width - 10, 34)
                for i in range(len(self.entries))]

    def hit(self, pos):
        for r, e in zip(self.entry_rects(), self.entries):
            if r.collidepoint(pos):
                return e
        return None

    def draw(self, surf) -> None:
        a = self.ctx.assets
        pygame.draw.rect(surf, (0, 0, 0), self.rect.move(3, 4), border_radius=10)
        pygame.draw.rect(surf, theme.INK, self.rect, border_radius=10)
        pygame.draw.rect(surf, theme.PANEL_LIGHT, self.rect.inflate(-4, -4), border_radius=9)
        pygame.draw.rect(surf, theme.GOLD, self.rect, 2, border_radius=10)
        for r, e in zip(self.entry_rects(), self.entries):
            hot = r.collidepoint(self.ctx.mouse)
            if hot:
                pygame.draw.rect(surf, theme.PANEL_EDGE, r, border_radius=7)
            if self.icons:
                img = a.fit(e[2], (40, 40))
                surf.blit(img, img.get_rect(center=r.center))
                if hot:
                    self.ctx.tips.offer(e[0], r)
            else:
                draw_text(surf, a, e[0], (r.left + 10, r.centery), theme.SIZE_BODY,
                          theme.HIGHLIGHT if hot else theme.TEXT, "bold", anchor="midleft", max_width=r.width - 16)


class PlatformerView(AnimMixin, DrawMixin, TipsMixin, View):
    handles_rolls = False
    opaque = True                  # draw_static paints the whole screen

    def __init__(self, ctx, match, rect, board) -> None:
        super().__init__(ctx, match, rect, board)
        ctx.i18n.add(TEXT)
        self.c = content()
        self.maps = MapRenderer()
        self.dice_art = DiceArt(ctx.assets, self.die_face)
        self.selected: int | None = None
        self.popup: Popup | None = None
        self.shove_pick: tuple | None = None        # (eid, [shove actions]) waiting for a direction
        self.drag: dict | None = None
        self.buttons: list[Button] = []
        self.targets = None
        self._targets_key = None
        self._cache: dict = {}
        self.item_index = {k: i for i, k in enumerate(self.c.items)}
        self.potion_index = {k: i for i, k in enumerate(self.c.potions)}
        self.artifact_index = {k: i for i, k in enumerate(self.c.artifacts)}
        self.event_index = {k: i for i, k in enumerate(self.c.events)}
        self.init_anims()
        self.sync()

    # -- state and layout ---------------------------------------------------------------
    @property
    def w(self):
        return self.match.state

    def sync(self) -> None:
        """Show the state as it is (start, undo, load, after the events)."""
        super().sync()
        self.figs, self.levels = snapshot(self.w)
        self.clear_motion()
        self.selected = None
        self.popup = None
        self.shove_pick = None
        self._targets_key = None
        self.layout = Layout(self.rect, self.levels)

    def build(self) -> None:
        self.layout = Layout(self.rect, self.levels)
        self._cache.clear()
        self._targets_key = None

    def log_rect(self) -> pygame.Rect:
        return Layout(self.rect, self.levels).log

    def relayout(self) -> None:
        old = self.layout.cell
        self.layout = Layout(self.rect, self.levels)
        if self.layout.cell != old:
            self._cache = {k: v for k, v in self._cache.items() if not (isinstance(k, tuple) and k[0] == "sprite")}

    # -- targets from the legal actions ------------------------------------------------------
    def refresh_targets(self) -> None:
        can = self.can_play()
        key = (len(self.match.log), id(self.match.state), can, self.ctx.lang)
        if key == self._targets_key:
            return
        self._targets_key = key
        self.targets = sort_targets(self.w, self.match.legal() if can else [])
        if self.selected is not None and self.selected not in self.targets.by_die:
            self.selected = None
        self.popup = None if not can else self.popup
        if self.shove_pick and not any(a in self.targets.legal for a in self.shove_pick[1]):
            self.shove_pick = None
        self._make_buttons()

    def _make_buttons(self) -> None:
        tr = self.layout.tray
        self.buttons = []
        y = tr.top + 34
        for key, action in self.targets.buttons[:3]:
            primary = key in ("pf.end_actions", "pf.finish")
            self.buttons.append(Button(self.ctx, (tr.right - 192, y, 178, 38), self.ctx.t(key),
                                       (lambda a=action: self.play(a)), size=theme.SIZE_BODY,
                                       style="primary" if primary else "normal"))
            y += 42

    def play(self, action) -> None:
        self.selected = None
        self.popup = None
        self.shove_pick = None
        self.board.play(action)

    def space_action(self):
        t = self.targets or sort_targets(self.w, self.match.legal())
        for key, action in t.buttons:
            if key in ("pf.end_actions", "pf.finish"):
                return action
        return None

    # -- dice ----------------------------------------------------------------------------------
    def die_face(self, die: str, face: str) -> str | None:
        if die == "enemy":
            return f"dice/enemy_{face}.png"
        if die == "special":
            return f"dice/special_{face}.png"
        return f"dice/action_{face}.png"

    def die_tip(self, die: str, face: str) -> str:
        return self.ctx.t("pf.die." + face) if ("pf.die." + face) in TEXT["en"] else face

    def pool(self) -> list[dict]:
        return self.w.res["turn"]["pool"]

    def die_rects(self) -> list[pygame.Rect]:
        tr = self.layout.tray
        n = len(self.pool())
        area = tr.width - 276                  # the enemy die and the buttons take the right side
        gap = 10
        size = max(36, min(64, (area - gap * (n - 1)) // max(1, n)))
        top = tr.top + 36 + (64 - size) // 2
        return [pygame.Rect(tr.left + 18 + i * (size + gap), top, size, size) for i in range(n)]

    def stepper_rects(self, r: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        h = 22
        return (pygame.Rect(r.left, r.bottom + 6, 22, h), pygame.Rect(r.right - 22, r.bottom + 6, 22, h))

    def die_image(self, d: dict, size: int) -> pygame.Surface:
        name = f"dice/special_{d['face']}.png" if d["src"] == "special" else f"dice/action_{d['face']}.png"
        if not self.ctx.assets.has_image(name):
            return self.dice_art.face("action", d["face"], size)
        return self.ctx.assets.scaled(name, (size, size))

    def die_actions(self, i: int) -> list:
        return [a for a in self.targets.by_die.get(i, []) if a.kind != "gem"]

    def gem_action(self, i: int, d: int):
        for a in self.targets.by_die.get(i, []):
            if a.kind == "gem" and a.args[1] == d:
                return a
        return None

    def action_label(self, a) -> str:
        t = self.ctx.t
        pool = self.pool()
        if a.kind == "coin":
            d = pool[a.args[0]]
            return t("pf.use.coin", n=d["gems"] + 1)
        if a.kind == "store":
            return t("pf.use.store")
        if a.kind == "ready":
            return t("pf.use.unready" if pool[a.args[0]]["ready"] else "pf.use.ready")
        if a.kind == "star":
            hero = self.w.res["players"][self.w.res["turn"]["seat"]]["hero"]
            opt = self.c.heroes[hero]["star"][a.args[1]]
            mult = pool[a.args[0]]["gems"] + 1
            if "heal" in opt:
                return t("pf.use.star_heal", n=opt["heal"] * mult)
            return t("pf.use.star_gems", n=opt.get("gems", 1) * mult)
        return str(a)

    def click_die(self, i: int) -> None:
        acts = self.die_actions(i)
        if not acts:
            return
        if self.selected == i:
            self.selected, self.popup = None, None
            return
        targeted = [a for a in acts if a.kind in ("move", "portal", "respawn", "shove")]
        plain = [a for a in acts if a not in targeted]
        forges = [a for pair, fs in self.targets.forge.items() if i in pair for a in fs]
        if not targeted and len(plain) == 1 and not forges:
            self.ctx.audio.play("click")
            self.play(plain[0])
            return
        self.selected = i
        self.shove_pick = None
        self.ctx.audio.play("click")
        entries = [(self.action_label(a), a, None) for a in plain]
        if forges:
            entries.append((self.ctx.t("pf.use.forge"), ("forge", forges), None))
        self.popup = Popup(self.ctx, self.die_rects()[i], entries) if entries else None

    def open_forge(self, actions: list, anchor: pygame.Rect) -> None:
        entries = []
        for a in actions:
            sym = a.args[2]
            entries.append((self.ctx.t("sym." + sym).capitalize(), a, f"symbols/{sym}.png"))
        self.popup = Popup(self.ctx, anchor, entries, icons=True)

    # -- input ------------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        if self.targets is None:
            return False
        for b in self.buttons:
            if b.handle(ev):
                return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            return self.right_click(ev.pos)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            return self.left_down(ev.pos)
        if ev.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag["pos"] = ev.pos
            if math.dist(ev.pos, self.drag["start"]) > DRAG_PX:
                self.drag["active"] = True
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            if drag["active"]:
                self.drop_die(drag["index"], ev.pos)
            else:
                self.click_die(drag["index"])
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and (self.selected is not None or self.popup):
            self.selected, self.popup, self.shove_pick = None, None, None
            return True
        return False

    def left_down(self, pos) -> bool:
        t = self.targets
        if self.popup is not None:
            entry = self.popup.hit(pos)
            popup, self.popup = self.popup, None
            if entry is not None:
                what = entry[1]
                if isinstance(what, tuple) and what and what[0] == "forge":
                    self.open_forge(what[1], popup.rect)
                else:
                    self.play(what)
                return True
            if popup.rect.collidepoint(pos):
                return True
        # gem steppers and dice
        for i, r in enumerate(self.die_rects()):
            if i >= len(self.pool()):
                break
            minus, plus = self.stepper_rects(r)
            for rect, d in ((minus, -1), (plus, 1)):
                if rect.collidepoint(pos):
                    a = self.gem_action(i, d)
                    if a is not None:
                        self.ctx.audio.play("gem")
                        self.play(a)
                    return True
            if r.collidepoint(pos) and i in t.by_die:
                self.drag = {"index": i, "start": pos, "pos": pos, "active": False}
                return True
        # direction arrows of a shove
        if self.shove_pick is not None:
            for cell, a in self.shove_arrows().items():
                if self.layout.cell_rect(cell).collidepoint(pos):
                    self.play(a)
                    return True
        # squares, enemies
        cell = self.layout.cell_at(pos)
        if cell is not None:
            squares, enemies = self.current_square_targets()
            eid = self.figure_at(cell)
            if eid is not None and eid in enemies:
                acts = enemies[eid]
                if len(acts) == 1:
                    self.play(acts[0])
                else:
                    self.shove_pick = (eid, acts)
                    self.ctx.audio.play("click")
                return True
            if eid is not None and eid in t.attack:
                self.ctx.audio.play("hit")
                self.play(t.attack[eid])
                return True
            if cell in squares:
                self.play(squares[cell])
                return True
            if self.selected is not None:
                self.selected = None
            return True
        # shop, hero card items, ability
        for key, rect in self.shop_rects().items():
            if rect.collidepoint(pos):
                if key in t.buy:
                    self.play(t.buy[key])
                else:
                    self.ctx.audio.play("error")
                return True
        for key, rect in self.item_rects().items():
            if rect.collidepoint(pos) and key in t.items:
                self.play(t.items[key])
                return True
        if t.ability is not None and self.ability_rect().collidepoint(pos):
            self.play(t.ability)
            return True
        if self.selected is not None and self.layout.tray.collidepoint(pos):
            self.selected, self.popup = None, None
            return True
        return False

    def right_click(self, pos) -> bool:
        """Right click on any card shows it large."""
        card = self.card_under(pos)
        if card is not None:
            title, body, image = card
            frame, kind = self.frame_for(image)
            self.board.show_card(title, body, image, frame, kind)
            return True
        return False

    def frame_for(self, image: str | None) -> tuple[str | None, str]:
        """The card frame (sprites/cards/frame_*.png) and type line that fit a card picture."""
        t = self.ctx.t
        image = image or ""
        for prefix, frame, key in (("bosses/", "boss", "pf.boss_level"), ("enemies/", "enemy", "pf.enemy_die"),
                                   ("cards/item_icon", "item", "pf.items"), ("cards/potion_icon", "potion", "pf.potions"),
                                   ("cards/artifact_icon", "artifact", "pf.artifact"),
                                   ("cards/event_icon", "event", "pf.event")):
            if image.startswith(prefix):
                return f"cards/frame_{frame}.png", t(key)
        return None, ""

    def drop_die(self, i: int, pos) -> None:
        for j, r in enumerate(self.die_rects()):
            if j != i and r.collidepoint(pos):
                acts = self.targets.forge.get(frozenset((i, j)))
                if acts is None:
                    di, dj = self.pool()[i], self.pool()[j] if j < len(self.pool()) else None
                    if dj is not None and di["face"] == dj["face"]:
                        acts = next((fs for pair, fs in self.targets.forge.items()
                                     if self.pool()[next(iter(pair))]["face"] == di["face"]), None)
                if acts:
                    self.ctx.audio.play("forge")
                    self.open_forge(acts, r)
                else:
                    self.ctx.audio.play("error")
                return
        cell = self.layout.cell_at(pos)
        if cell is not None:                     # dropping a die on a target = click die, click target
            squares, enemies = die_targets(self.w, self.die_actions(i))
            eid = self.figure_at(cell)
            if cell in squares:
                self.play(squares[cell])
            elif eid in enemies:
                self.selected = i
                if len(enemies[eid]) == 1:
                    self.play(enemies[eid][0])
                else:
                    self.shove_pick = (eid, enemies[eid])

    def current_square_targets(self) -> tuple[dict, dict]:
        if self.selected is not None:
            return die_targets(self.w, self.die_actions(self.selected))
        return dict(self.targets.squares), {}

    def shove_arrows(self) -> dict:
        if self.shove_pick is None:
            return {}
        eid, acts = self.shove_pick
        pos = self.w.try_get(eid, Pos)
        if pos is None:
            return {}
        return {step_to((pos.x, pos.y), a.args[2]): a for a in acts}

    def figure_at(self, cell):
        for eid, f in self.figs.items():
            if f.cell == cell and eid not in self.fading_out:
                return eid
        return None

    # -- frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.update_anims(dt)
        if self.board.idle() and not self.busy():
            figs, levels = snapshot(self.w)
            if levels != self.levels:
                self.levels = levels
                self.relayout()
            self.figs = figs
        self.refresh_targets()
        for b in self.buttons:
            b.update(dt)
        self.offer_tips()

    def offer_tips(self) -> None:
        pos = self.ctx.mouse
        tip = self.tip_at(pos)
        if tip:
            self.ctx.tips.offer(tip[0], tip[1])


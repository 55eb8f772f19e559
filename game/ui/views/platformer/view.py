"""The Platformer view: the tower of Tiled maps on the left with the enemy and
boss cards beside their levels; the active hero card, the shop, the dice tray,
the other heroes and the log on the right.

Mixins: input (clicks and drags -> one of match.legal()),
feedback (why a click did nothing), draw, cards, tips,
anim. Nothing here decides a rule.
"""
from __future__ import annotations

import pygame

from game.games.platformer.world import content

from ... import theme
from ...render.dice import DiceArt
from ...render.tilemap import MapRenderer
from ...widgets import Button
from ..base import View
from .anim import AnimMixin
from .cards import CardsMixin
from .draw import DrawMixin
from .feedback import FeedbackMixin
from .foresee import ForeseeMixin
from .input import InputMixin
from .model import Layout, snapshot, sort_targets
from .popup import Popup
from .text import TEXT
from .tips import TipsMixin


class PlatformerView(InputMixin, FeedbackMixin, ForeseeMixin, AnimMixin, DrawMixin, CardsMixin, TipsMixin, View):
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
        self.flash_msg: tuple[str, float] | None = None      # (text, until ctx.time)
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

    def relabel(self) -> None:
        self.refresh_targets()

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
            self.buttons.append(Button(self.ctx, (tr.right - 192, y, 178, 38), self.end_button_text(key),
                                       (lambda a=action: self.play(a)), size=theme.SIZE_BODY,
                                       style="primary" if primary else "normal",
                                       tooltip=self.end_button_tip(key)))
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

    def seat_role(self, seat) -> str | None:
        players = self.w.res["players"]
        if seat is None or not 0 <= seat < len(players):
            return None
        return self.ctx.i18n.pick(self.c.heroes[players[seat]["hero"]]["name"])

    def seat_art(self, seat) -> str | None:
        players = self.w.res["players"]
        return f"heroes/{players[seat]['hero']}_portrait.png" if seat is not None and 0 <= seat < len(players) else None

    # -- dice ----------------------------------------------------------------------------------
    def die_face(self, die: str, face: str) -> str | None:
        if die == "enemy":
            return f"dice/enemy_{face}.png"
        if die == "special":
            return f"dice/special_{face}.png"
        return f"dice/action_{face}.png"

    def line_seat(self, event) -> int | None:
        who = event.data.get("who") if event.kind == "roll" else None
        return who if isinstance(who, int) else None

    def die_faces(self, die: str) -> list[str] | None:
        kind = "enemy" if die == "enemy" else "special" if die == "special" else "action"
        return list(self.c.dice[kind].faces)

    def die_tip(self, die: str, face: str) -> str:
        if face == "star" and die != "enemy":
            return self.star_text()
        return self.ctx.t("pf.die." + face) if ("pf.die." + face) in TEXT["en"] else face

    def roll_title(self, rolls: list[dict], seat) -> str:
        t = self.ctx.t
        who = [r.get("who") for r in rolls]
        if who and all(w == "boss" for w in who):
            return t("pf.roll.boss", name=self.ctx.i18n.pick(self.c.bosses[self.w.res["boss"]]["name"]))
        if who and all(w == "enemies" for w in who):
            return t("pf.enemy_die")
        heroes = [w for w in who if isinstance(w, int)]
        if heroes:
            hero = self.c.heroes[self.w.res["players"][heroes[0]]["hero"]]
            return t("pf.roll.hero", name=self.ctx.i18n.pick(hero["name"]), player=self.seat_player(heroes[0]))
        return ""

    def star_text(self, seat: int | None = None) -> str:
        """What a star does for this hero: its card's options."""
        t = self.ctx.t
        seat = self.w.res["turn"]["seat"] if seat is None else seat
        hero = self.c.heroes[self.w.res["players"][seat]["hero"]]
        opts = []
        for opt in hero["star"]:
            if "as" in opt:
                n = opt.get("times", 1)
                sym = t("sym." + opt["as"])
                opts.append(t("pf.star.as", s=sym) if n == 1 else t("pf.star.as_n", s=sym, n=n))
            elif "heal" in opt:
                opts.append(t("pf.star.heal", n=opt["heal"]))
            elif "gems" in opt:
                opts.append(t("pf.star.gems", n=opt["gems"]))
        return t("pf.die.star_hero", name=self.ctx.i18n.pick(hero["name"]), opts=" / ".join(opts))

    def pool(self) -> list[dict]:
        return self.w.res["turn"]["pool"]

    def tray_grid(self) -> tuple[int, int, int, int]:
        """(dice per row, die size, slot width, stepper height). Up to 6 dice sit in one row of
        big dice; more take two rows, so 12 dice keep their gem steppers and badges apart."""
        n = max(1, len(self.pool()))
        area = self.layout.tray.width - 276      # the enemy die and the buttons take the right side
        rows = 1 if n <= 6 else 2
        per_row = -(-n // rows)
        slot = min(72, (area - 8 * (per_row - 1)) // per_row)
        if rows == 1:
            return per_row, min(64, slot), max(64, min(72, slot)), 22
        return per_row, min(40, slot), slot, 16

    def die_rects(self) -> list[pygame.Rect]:
        tr = self.layout.tray
        n = len(self.pool())
        per_row, size, slot, step_h = self.tray_grid()
        row_h = size + step_h + (10 if per_row == n else 7)
        top = tr.top + (42 + (64 - size) // 2 if per_row == n else 38)         # below the tray's title
        out = []
        for i in range(n):
            row, col = divmod(i, per_row)
            cx = tr.left + 18 + col * (slot + 8) + slot // 2
            out.append(pygame.Rect(cx - size // 2, top + row * row_h, size, size))
        return out

    def stepper_rects(self, r: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The gem stepper's − and + under a die, spread over the die's slot."""
        _, size, slot, h = self.tray_grid()
        w = max(size, slot - 4)
        b = min(22, w // 3)
        left = r.centerx - w // 2
        gap = 6 if h == 22 else 3
        return (pygame.Rect(left, r.bottom + gap, b, h), pygame.Rect(left + w - b, r.bottom + gap, b, h))

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

    def action_tip(self, a) -> str:
        """What a die-menu choice does, for its tooltip."""
        if a.kind in ("coin", "store", "ready", "star"):
            key = "pf.use_tip.unready" if a.kind == "ready" and self.pool()[a.args[0]]["ready"] else f"pf.use_tip.{a.kind}"
            return self.ctx.t(key)
        return ""

    # -- game over ------------------------------------------------------------------------------
    def result_title(self) -> str | None:
        res = self.match.result()
        if not self.solo() or res is None:
            return None
        return self.ctx.t("pf.solo_won" if res.winners else "pf.solo_lost")

    def result_lines(self) -> list[tuple[str, str]]:
        """Solo: how the score is made (the rules' formula, shown part by part)."""
        from game.games.platformer.game import SOLO_POINTS
        w, t = self.w, self.ctx.t
        res = self.match.result()
        if not self.solo() or res is None:
            return []
        if not res.winners:
            return []
        p = w.res["players"][0]
        left = len(w.res["decks"]["events"]["draw"])
        kills = p["kills"]                    # the boss counts as a defeated enemy too
        overkill = max(0, w.res["result"].get("overkill", 0))
        worth = p["gold"] + sum(self.c.items[i]["cost"] for i, _ in p["items"]) + \
            sum(self.c.potions[x]["cost"] for x in p["potions"])
        parts = [(t("pf.score.events", n=left, k=SOLO_POINTS["event"]), SOLO_POINTS["event"] * left),
                 (t("pf.score.kills", n=kills, k=SOLO_POINTS["kill"]), SOLO_POINTS["kill"] * kills),
                 (t("pf.score.overkill", n=overkill, k=SOLO_POINTS["overkill"]), SOLO_POINTS["overkill"] * overkill),
                 (t("pf.score.gems", n=p["gems"], k=SOLO_POINTS["gem"]), SOLO_POINTS["gem"] * p["gems"]),
                 (t("pf.score.worth", n=worth), worth // 3)]
        total = res.scores.get(0, res.scores.get("0"))
        if total is not None and sum(v for _, v in parts) != total:
            return []                     # the rules changed their formula: show the total only
        return [(label, str(v)) for label, v in parts]

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


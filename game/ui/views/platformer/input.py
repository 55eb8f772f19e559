"""Input of the Platformer view: a click on a die, a square, an enemy, a shop
card or an item becomes ONE of match.legal() (asking with a small menu when a
click could mean several), dragging a die onto an equal one forges."""
from __future__ import annotations

import math

import pygame

from game.games.platformer.components import Pos
from game.games.platformer.describe import cell_name
from game.games.platformer.movement import step_to
from game.games.platformer.world import hero_cell

from .model import Layout, die_targets
from .popup import Popup

DRAG_PX = 8


class InputMixin:
    def forges_of(self, i: int) -> list:
        """Forge actions that spend die i (with any equal die)."""
        pool = self.pool()
        face = pool[i]["face"] if i < len(pool) else None
        out = []
        for pair, fs in self.targets.forge.items():
            if i in pair:
                return fs
            if face is not None and all(pool[j]["face"] == face for j in pair):
                out = fs                   # a third equal die: forge it as that pair
        return out

    def click_die(self, i: int) -> None:
        acts = self.die_actions(i)
        forges = self.forges_of(i)
        if not acts and not forges:
            self.explain_die(i)
            return
        if self.selected == i:
            self.selected, self.popup = None, None
            return
        targeted = [a for a in acts if a.kind in ("move", "portal", "respawn", "shove")]
        plain = [a for a in acts if a not in targeted]
        if not targeted and len(plain) == 1 and not forges:
            self.ctx.audio.play("click")
            self.play(plain[0])
            return
        self.selected = i if targeted else None
        self.shove_pick = None
        self.ctx.audio.play("click")
        entries = [(self.action_label(a), a, None, self.action_tip(a)) for a in plain]
        if forges:
            entries.append((self.ctx.t("pf.use.forge"),
                            (lambda fs=forges, i=i: self.open_forge(fs, self.die_rects()[i])), None))
        if targeted and entries:
            entries.append((self.ctx.t("pf.use.targets"), None, None))     # a reminder, not a choice
        self.popup = Popup(self.ctx, self.die_rects()[i], entries, bounds=self.right_side()) if entries else None

    def right_side(self) -> pygame.Rect:
        """Menus of the dice stay over the panels, never over the tower's squares."""
        return pygame.Rect(Layout.RIGHT_X, 60, 1280 - Layout.RIGHT_X, 660)

    def open_forge(self, actions: list, anchor: pygame.Rect) -> None:
        entries = []
        for a in actions:
            sym = a.args[2]
            entries.append((self.ctx.t("pf.forge_into", s=self.ctx.t("sym." + sym)), a, f"symbols/{sym}.png",
                            self.ctx.t("pf.forge_tip", s=self.ctx.t("sym." + sym))))
        self.popup = Popup(self.ctx, anchor, entries, icons=True, title=self.ctx.t("pf.forge_pick"),
                           bounds=self.right_side() if anchor.left >= Layout.RIGHT_X else None)

    # -- input ------------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        self.refresh_targets()          # a click may come in the frame the board turned idle
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
            if drag.get("rects") != [tuple(x) for x in self.die_rects()]:
                return True                 # the dice moved under the pointer: that click meant another die
            if drag["active"]:
                self.drop_die(drag["index"], ev.pos)
            else:
                self.click_die(drag["index"])
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and \
                (self.selected is not None or self.popup or self.shove_pick):
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
                if what is None:
                    self.popup = popup           # a label: keep the menu open
                else:
                    self.run_choice(what)
                return True
            if popup.rect.collidepoint(pos):
                self.popup = popup
                return True
        # gem steppers and dice
        pool = self.pool()
        for i, r in enumerate(self.die_rects()):
            if i >= len(pool):
                break
            minus, plus = self.stepper_rects(r)
            for rect, d in ((minus, -1), (plus, 1)):
                if rect.collidepoint(pos) and self.stepper_shown(i):
                    a = self.gem_action(i, d)
                    if a is not None:
                        self.ctx.audio.play("gem")
                        self.play(a)
                    elif d > 0:
                        self.flash("pf.why.gem_max" if pool[i]["gems"] >= 4 else "pf.why.gem_short")
                    else:
                        self.flash("pf.why.gem_none")
                    return True
            if r.collidepoint(pos):
                if i in t.by_die or self.forges_of(i):
                    self.drag = {"index": i, "start": pos, "pos": pos, "active": False,
                                 "rects": [tuple(x) for x in self.die_rects()]}
                else:
                    self.explain_die(i)
                return True
        # direction arrows of a shove
        if self.shove_pick is not None:
            for cell, a in self.shove_arrows().items():
                if self.layout.cell_rect(cell).collidepoint(pos):
                    self.play(a)
                    return True
        cell = self.layout.cell_at(pos)
        if cell is not None:
            self.click_cell(cell)
            return True
        # shop, hero card items, ability
        for key, rect in self.shop_rects().items():
            if rect.collidepoint(pos):
                if key in t.buy:
                    self.play(t.buy[key])
                else:
                    self.explain_shop(key)
                return True
        for key, rect in self.item_rects().items():
            if rect.collidepoint(pos):
                if key in t.items:
                    self.play(t.items[key])
                else:
                    self.explain_item(key)
                return True
        if t.ability is not None and self.ability_rect().collidepoint(pos):
            self.play(t.ability)
            return True
        if (self.selected is not None or self.shove_pick) and self.layout.tray.collidepoint(pos):
            self.selected, self.popup, self.shove_pick = None, None, None
            return True
        return False

    def stepper_shown(self, i: int) -> bool:
        """The gem stepper shows under a die that can be upgraded or downgraded now."""
        return self.gem_action(i, 1) is not None or self.gem_action(i, -1) is not None

    # -- a click on a square ------------------------------------------------------------------------
    def cell_choices(self, cell) -> list[tuple[str, object]]:
        """What a click on this square may mean: (label, action or callback)."""
        t, tt = self.targets, self.ctx.t
        eid = self.figure_at(cell)
        out: list[tuple[str, object]] = []
        if cell in t.shove_more:
            out.append((tt("pf.choice.shove_on"), t.shove_more[cell]))
        if self.selected is not None:
            squares, enemies = die_targets(self.w, self.die_actions(self.selected))
            for a in self.t_cell_actions(self.die_actions(self.selected), cell):   # a step and a portal
                out.append((self.square_label(a, eid), a))                         # may share a square
            if eid in enemies:
                out.append((tt("pf.choice.shove"), self.shove_callback(eid, enemies[eid])))
            if out:
                return out
        elif cell in t.squares:
            out.append((self.square_label(t.squares[cell], eid), t.squares[cell]))
        if eid is not None and eid in t.attack:
            out.append((tt("pf.choice.attack"), t.attack[eid]))
        if self.selected is None and not out:
            dice = t.die_squares.get(cell, [])
            if dice:
                out.append((self.square_label(dice[0], eid), lambda c=cell, d=dice: self.pick_die_for(c, d)))
            if eid in t.die_enemies:
                shoves = t.die_enemies[eid]
                out.append((tt("pf.choice.shove"), lambda e=eid, c=cell, s=shoves: self.pick_die_for(c, s, e)))
        return out

    def square_label(self, action, eid) -> str:
        tt = self.ctx.t
        if action.kind == "push":
            return tt("pf.choice.push_here")
        if action.kind == "respawn":
            return tt("pf.choice.respawn")
        if eid is not None:
            return tt("pf.choice.push")
        return tt("pf.choice.portal" if action.kind == "portal" else "pf.choice.move")

    def click_cell(self, cell) -> None:
        choices = self.cell_choices(cell)
        if not choices:
            self.explain_cell(cell)
            self.selected = None
            return
        if len(choices) == 1:
            self.run_choice(choices[0][1])
            return
        self.ctx.audio.play("click")
        self.popup = Popup(self.ctx, self.layout.cell_rect(cell), [(lb, w, None) for lb, w in choices])

    def run_choice(self, what) -> None:
        if callable(what):
            what()
            return
        if what.kind == "attack":
            self.ctx.audio.play("hit")
        self.play(what)

    def shove_callback(self, eid, acts: list):
        def go(eid=eid, acts=acts):
            if len(acts) == 1:
                self.play(acts[0])
            else:
                self.shove_pick = (eid, acts)
                self.popup = None
                self.ctx.audio.play("click")
        return go

    def pick_die_for(self, cell, actions: list, eid=None) -> None:
        """No die is selected: spend the only kind of die that can do it, or ask which."""
        pool = self.pool()
        groups: dict = {}
        for a in actions:
            d = pool[a.args[0]]
            groups.setdefault((d["face"], d["gems"], d["src"]), []).append(a)
        if len(groups) == 1:
            acts = next(iter(groups.values()))
            self.use_die_on(acts[0].args[0], acts, eid, cell)
            return
        entries = []
        for (face, gems, src), acts in groups.items():
            i = acts[0].args[0]
            name = f"dice/special_{face}.png" if src == "special" else f"dice/action_{face}.png"
            label = self.ctx.t("pf.choice.die", s=self.ctx.t("sym." + face)) + (f" ×{gems + 1}" if gems else "")
            tip = label + "\n" + self.ctx.t("pf.choice.die_spend", cell=cell_name(cell)) + "\n" + \
                self.die_tip("action", face)            # what the die would do if kept instead
            entries.append((label, (lambda i=i, acts=acts: self.use_die_on(i, acts, eid, cell)), name, tip))
        self.ctx.audio.play("click")
        self.popup = Popup(self.ctx, self.layout.cell_rect(cell), entries, icons=True,
                           title=self.ctx.t("pf.which_die"))

    def t_cell_actions(self, actions: list, cell) -> list:
        """The move / portal / respawn actions among `actions` that end on `cell`."""
        squares = []
        me = hero_cell(self.w, self.w.res["turn"]["seat"])
        for a in actions:
            if a.kind == "move" and me is not None and step_to(me, a.args[1]) == cell:
                squares.append(a)
            elif a.kind in ("portal", "respawn") and tuple(a.args[1]) == cell:
                squares.append(a)
        return squares

    def use_die_on(self, i: int, acts: list, eid=None, cell=None) -> None:
        mine = [a for a in acts if a.args[0] == i]
        if not mine:
            return
        if eid is not None:
            self.selected = i
            self.shove_callback(eid, mine)()
        elif len({a.kind for a in mine}) > 1:         # a step or the portal to the same square
            anchor = self.layout.cell_rect(cell) if cell is not None else self.layout.tower
            self.popup = Popup(self.ctx, anchor,
                               [(self.square_label(a, None), a, None) for a in mine])
        else:
            self.play(mine[0])

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
        pool = self.pool()
        for j, r in enumerate(self.die_rects()):
            if j != i and j < len(pool) and r.collidepoint(pos):
                acts = self.targets.forge.get(frozenset((i, j)))
                if acts is None and pool[i]["face"] == pool[j]["face"]:
                    acts = self.forges_of(i)
                if acts:
                    self.ctx.audio.play("forge")
                    self.open_forge(acts, r)
                elif pool[i]["face"] != pool[j]["face"]:
                    self.flash("pf.why.forge_equal")
                else:
                    self.flash("pf.why.forge_now")
                return
        cell = self.layout.cell_at(pos)
        if cell is not None:                     # dropping a die on a target = click die, click target
            self.selected = i
            choices = self.cell_choices(cell)
            if not choices:
                self.explain_cell(cell)
                self.selected = None
            elif len(choices) == 1:
                self.run_choice(choices[0][1])
            else:
                self.popup = Popup(self.ctx, self.layout.cell_rect(cell), [(lb, w, None) for lb, w in choices])

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

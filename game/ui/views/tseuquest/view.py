"""The TseuQuest view: the dungeon board (Tiled floor, walls, doors, scenery,
traps, figures, line-of-sight fog) on the left with the action bar under it;
the figure sheet, the dice tray, the adventure panel and the log on the right.

Everything drawn comes from GAME.private_view(state, board.viewer_seat())
(see model.Table), so an adventurer's screen never holds the Evil
Wizard's secrets. Every click becomes one of match.legal():

  figure + square      move (the reachable squares of the roll are highlighted)
  figure + door        open_door (the door glows)
  figure + target      attack / shoot (a menu when several weapons fit)
  hand card + target   cast (figures, squares or "self")
  trap, chest, lever   disarm / use
  action bar           roll (normal, stealth), end move, search, disarm, detect,
                       exchange, use, control, dismiss, repair, exit, end
                       activation; the Evil Wizard's activate / end phase / end
                       adventure; "other actions" lists anything left over
  choice bar           pending decisions (squares on the board, options as buttons)
  stage panels         adventure choice, adventurer picks, magic elements,
                       exchanges between adventurers, the interlude shop
"""
from __future__ import annotations

import pygame

from game.engine.protocol import Action
from game.games.tseuquest.world import content

from ... import theme
from ...render.dice import DiceArt
from ...render.tilemap import MapRenderer
from ...widgets import Button, IconButton
from ..base import View
from .anim import AnimMixin
from .draw import BoardDrawMixin
from .events import EventsMixin
from .menu import Menu
from .model import Layout, Targets, build_table, cell_name, sort_targets
from .panels import PanelsMixin
from .stage import StageMixin
from .text import TEXT
from .tips import TipsMixin

SPACE_KINDS = ("end_activation", "end_phase", "trade_done", "done")


class TseuQuestView(EventsMixin, AnimMixin, BoardDrawMixin, PanelsMixin, StageMixin, TipsMixin, View):
    handles_rolls = True            # rolls tumble in our own tray
    opaque = True

    def __init__(self, ctx, match, rect, board) -> None:
        super().__init__(ctx, match, rect, board)
        ctx.i18n.add(TEXT)
        self.c = content()
        self.maps = MapRenderer()
        self.dice_art = DiceArt(ctx.assets, self.die_face)
        self.layout = Layout(self.rect)
        self._cache: dict = {}
        self.menu: Menu | None = None
        self.cast_card: str | None = None
        self.focus: int | None = None
        self.seen: set = set()
        self.seen_by: dict = {}             # (adventure, seat) -> squares that seat's party has seen
        self.targets = Targets()
        self._targets_key = None
        self.bar_buttons: list = []
        self.choice_panel = None
        self.stage_buttons: list = []
        self.hot_rects: list = []           # (rect, action or callback, tooltip) of clickable panel things
        self.init_anims()
        self.table = None
        self.sync()

    # -- state ------------------------------------------------------------------------------------------------
    def sync(self) -> None:
        super().sync()
        self.clear_motion()
        self.tray_rows, self.tray_head = [], None
        self.tray_from_state()
        self.snapshot()
        self.menu = None
        self.cast_card = None
        self._targets_key = None

    def snapshot(self) -> None:
        """Draw the state as it is now for the current viewer (idle, undo, load)."""
        seat = self.viewer()
        old = self.table
        self.table = build_table(self.w, seat)
        if self.table.phase == "over" and not self.table.has_board and old is not None and old.has_board \
                and old.seat == seat:
            old.phase, old.result, old.act, old.pending = "over", self.table.result, None, None
            self.table = old                    # the game is over: keep the last dungeon on show
        self.figs = {e: _copy_fig(f) for e, f in self.table.figs.items()}
        self._table_key = (len(self.match.log), seat, id(self.w))
        adv = (self.table.adventure or {}).get("id")
        self.seen = self.seen_by.setdefault((adv, seat, self.w.res.get("campaign", {}).get("node")), set())
        if self.focus is not None and self.focus not in self.figs:
            self.focus = None
        self._fresh = None

    def fresh(self):
        """The viewer's Table of the state now (the events being animated are already in it)."""
        key = (len(self.match.log), self.viewer(), id(self.w))
        if self._fresh is None or self._fresh[0] != key:
            self._fresh = (key, build_table(self.w, self.viewer()))
        return self._fresh[1]

    def build(self) -> None:
        self.layout = Layout(self.rect, self.table.width if self.table else 26, self.table.height if self.table else 19)
        self._cache.clear()
        self._targets_key = None

    def relabel(self) -> None:
        self.refresh_targets()

    def log_rect(self) -> pygame.Rect:
        return Layout(self.rect).log

    # -- targets from the legal actions -------------------------------------------------------------------------
    def refresh_targets(self) -> None:
        can = self.can_play()
        key = (len(self.match.log), id(self.w), can, self.ctx.lang, self.viewer())
        if key == self._targets_key:
            return
        self._targets_key = key
        self.targets = sort_targets(self.match.legal() if can else [])
        if self.cast_card and self.cast_card not in self.targets.casts:
            self.cast_card = None
        self.menu = None
        if self.targets.actor is not None and self.targets.actor in self.figs:
            self.focus = self.targets.actor
        self.make_bar()
        self.make_stage()

    def play(self, action) -> None:
        self.menu = None
        self.cast_card = None
        if self.board.play(action):
            self.ctx.audio.play("click")

    def space_action(self):
        t = self.targets if self.targets.legal else sort_targets(self.match.legal())
        for kind in SPACE_KINDS:
            if kind in t.by_kind and len(t.by_kind[kind]) == 1:
                return t.by_kind[kind][0]
        return None

    # -- the action bar -------------------------------------------------------------------------------------------
    def bar_entries(self) -> list:
        """(key, icon, label, tip, [actions], primary) for everything without a natural click on the board."""
        t, tt = self.targets, self.ctx.t
        k = t.by_kind
        out = []

        def add(key, icon, acts, tip="", primary=False, label=None):
            if acts:
                out.append((key, f"tseuquest/icons/{icon}.png", label or tt(f"tq.act.{key}"), tip, list(acts),
                            primary))
        if t.choices:
            return self.choice_entries()
        rolls = k.get("roll_move", [])
        add("roll", "roll", [a for a in rolls if a.args[1] == "normal"], tt("tq.act.roll_tip"))
        add("stealth", "stealth", [a for a in rolls if a.args[1] == "stealth"], tt("tq.act.stealth_tip"))
        add("end_move", "end_move", k.get("end_move", []), tt("tq.act.end_move_tip"))
        if t.casts:
            add("cast", "cast", [a for acts in t.casts.values() for a in acts], tt("tq.act.cast_tip"))
        add("search", "search", k.get("search", []), tt("tq.act.search_tip"))
        add("disarm", "disarm", k.get("disarm", []), tt("tq.act.disarm_tip"))
        add("detect", "detect", k.get("detect", []), tt("tq.act.detect_tip"))
        add("exchange", "exchange", k.get("exchange", []), tt("tq.act.exchange_tip"))
        add("use", "use", k.get("use", []), tt("tq.act.use_tip"))
        add("control", "control", k.get("control", []), tt("tq.act.control_tip"))
        add("dismiss", "dismiss", k.get("dismiss", []), tt("tq.act.dismiss_tip"))
        add("repair", "repair", k.get("repair", []), tt("tq.act.repair_tip"))
        add("exit", "exit", k.get("exit", []), tt("tq.act.exit_tip"))
        add("activate", "activate", k.get("activate", []), tt("tq.act.activate_tip"))
        more = self.leftover_actions()
        add("more", "more", more, tt("tq.act.more_tip"))
        add("end_adventure", "end_adventure", k.get("end_adventure", []), tt("tq.act.end_adventure_tip"))
        add("trade_done", "done", k.get("trade_done", []), "", primary=True)
        add("done", "done", k.get("done", []), "", primary=True, label=tt("tq.inter.done"))
        add("end_phase", "end_phase", k.get("end_phase", []), tt("tq.act.end_phase_tip"), primary=True)
        add("end_activation", "end_activation", k.get("end_activation", []), tt("tq.act.end_activation_tip"),
            primary=True)
        return out

    def choice_entries(self) -> list:
        out = []
        for a in self.targets.choices:
            opt = a.args[0]
            if a in [x for acts in self.targets.choice_cells.values() for x in acts]:
                continue
            label, icon, tip = self.option_label(opt)
            out.append(("choose", icon, label, tip, [a], False))
        return out

    def leftover_actions(self) -> list:
        """Legal actions no other click reaches (kept reachable through "other actions")."""
        t = self.targets
        covered = set()
        for kind in ("roll_move", "end_move", "search", "disarm", "detect", "exchange", "use", "control", "dismiss",
                     "repair", "exit", "activate", "end_adventure", "end_phase", "end_activation", "trade_done",
                     "move", "open_door", "attack", "shoot", "cast", "give", "choose"):
            covered.update(t.by_kind.get(kind, []))
        covered.update(t.setup)
        covered.update(t.interlude)
        return [a for a in t.legal if a not in covered]

    def make_bar(self) -> None:
        bar = self.layout.bar
        self.bar_buttons = []
        self.choice_panel = None
        entries = self.bar_entries()
        if self.targets.choices:
            self.make_choice_panel(entries)
            return
        x = bar.left + 10
        right = bar.right - 10
        size = bar.height - 14
        primaries = [e for e in entries if e[5]]
        for key, icon, label, tip, acts, _p in reversed(primaries):
            font = self.ctx.assets.font("bold", 17)
            w = min(240, font.size(label)[0] + size + 30)
            rect = pygame.Rect(right - w, bar.top + 7, w, size)
            right = rect.left - 8
            b = Button(self.ctx, rect, label, (lambda e=(key, icon, label, tip, acts): self.bar_click(e)),
                       tooltip=tip or label, style="primary", size=17, icon=icon)
            b.key = key
            self.bar_buttons.append(b)
        for key, icon, label, tip, acts, primary in entries:
            if primary:
                continue
            rect = pygame.Rect(x, bar.top + 7, size, size)
            if rect.right > right - 6:
                break
            b = IconButton(self.ctx, rect, icon, (lambda e=(key, icon, label, tip, acts): self.bar_click(e)),
                           tooltip=label + ("\n" + tip if tip else ""))
            b.key = key
            x = rect.right + 6
            self.bar_buttons.append(b)

    def make_choice_panel(self, entries) -> None:
        """A pending decision: its options as buttons in a small panel over the bottom of the board."""
        if not entries:
            return
        bar = self.layout.bar
        cols = 3 if len(entries) > 4 else max(1, len(entries))
        bw, bh, gap = 244, 40, 8
        rows = (len(entries) + cols - 1) // cols
        buttons = cols * bw + (cols - 1) * gap
        title = self.ctx.assets.font("serif", theme.SIZE_LABEL).size(self.choice_title())[0]
        w = min(max(buttons, title) + 32, self.layout.board.width - 16)       # the question reads whole
        h = rows * (bh + gap) - gap + 54
        panel = pygame.Rect(0, 0, w, h)
        panel.midbottom = (self.layout.board.centerx, bar.top - 6)
        self.choice_panel = panel
        left = panel.centerx - buttons // 2
        for i, (key, icon, label, tip, acts, _p) in enumerate(entries):
            r = pygame.Rect(left + (i % cols) * (bw + gap), panel.top + 42 + (i // cols) * (bh + gap), bw, bh)
            b = Button(self.ctx, r, label, (lambda e=(key, icon, label, tip, acts): self.bar_click(e)),
                       tooltip=(label + ("\n" + tip if tip else "")), size=16, icon=icon)
            b.key = key
            b.tip_avoid = panel
            self.bar_buttons.append(b)

    def bar_click(self, entry) -> None:
        key, icon, label, tip, acts = entry
        if key == "cast":
            cards = sorted(self.targets.casts)
            if len(cards) == 1:
                self.pick_card(cards[0])
                return
            rows = [(self.card_name(cid), ("card", cid), self.element_icon(cid),
                     self.card_tip(cid) + self.lethal_line(cid, self.targets.actor) + self.idle_heal_line(cid))
                    for cid in cards]
            self.open_menu(self.button_rect(key), rows, label)
            return
        if len(acts) == 1:
            self.play(acts[0])
            return
        rows = [(self.action_label(a), a, self.action_icon(a),
                 self.ctx.t(f"tq.act.search_{a.args[1]}_tip") if a.kind == "search" else tip) for a in acts]
        self.open_menu(self.button_rect(key), rows, label)

    def button_rect(self, key) -> pygame.Rect:
        for b in self.bar_buttons:
            if getattr(b, "key", None) == key:
                return b.rect
        return self.layout.bar

    def open_menu(self, anchor, rows, title="") -> None:
        if rows:
            self.menu = Menu(self.ctx, anchor, rows, title)

    # -- input ------------------------------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        self.refresh_targets()
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.menu is not None:
            entry = self.menu.hit(ev.pos)
            inside = self.menu.rect.collidepoint(ev.pos)
            self.menu = None
            if entry is not None:
                self.menu_pick(entry[1])
                return True
            if inside:
                return True
        for b in self.bar_buttons + self.stage_buttons:
            if b.visible and b.handle(ev):
                return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            return self.right_click(ev.pos)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            return self.left_click(ev.pos)
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and (self.menu or self.cast_card):
            self.menu, self.cast_card = None, None
            return True
        return False

    def menu_pick(self, value) -> None:
        if isinstance(value, Action):
            self.play(value)
        elif callable(value):
            value()
        elif isinstance(value, tuple) and len(value) == 2:
            if value[0] == "card":
                self.pick_card(value[1])
            elif value[0] in ("gear", "show_card"):
                self.show_thing(value)

    def pick_card(self, card: str) -> None:
        acts = self.targets.casts.get(card, [])
        if not acts:
            return
        if self.cast_card == card:
            self.cast_card = None
            return
        if len(acts) == 1 and acts[0].args[2] == "self":
            self.play(acts[0])
            return
        self.cast_card = card
        self.ctx.audio.play("click")

    def left_click(self, pos) -> bool:
        for rect, what, _tip in reversed(self.hot_rects):
            if rect.collidepoint(pos):
                if what is not None:
                    self.menu_pick(what)
                return True
        if self.table is None or not self.table.has_board or self.stage_active():
            return False
        L = self.layout
        if not L.board.collidepoint(pos):
            return False
        t = self.targets
        # doors sit on edges: test them before squares
        for door_id, a in t.doors.items():
            d = self.table.doors.get(door_id)
            if d and L.edge_rect(d["a"], d["b"]).collidepoint(pos):
                self.play(a)
                return True
        cell = L.cell_at(pos)
        if cell is None:
            return True
        if t.choice_cells.get(cell):
            acts = t.choice_cells[cell]
            if len(acts) == 1:
                self.play(acts[0])
            else:
                self.open_menu(L.cell_rect(cell), [(self.option_label(a.args[0])[0], a, None, "") for a in acts])
            return True
        fig = self.figure_at(cell)
        if self.cast_card:
            a = self.cast_target(cell, fig)
            if a is not None:
                self.play(a)
            else:
                self.cast_card = None
            return True
        if fig is not None and fig.eid in t.hits:
            acts = t.hits[fig.eid]
            if len(acts) == 1:
                self.play(acts[0])
            else:
                self.open_menu(L.cell_rect(cell), [(self.action_label(a), a, self.action_icon(a), "") for a in acts],
                               self.fig_name(fig.eid))
            return True
        if fig is not None and fig.eid in t.activate:
            self.play(t.activate[fig.eid])
            return True
        # a square may mean more than one thing (walk onto the chest, or open it): ask which
        here = [t.moves[cell]] if cell in t.moves else []
        here += [a for (what, arg), a in t.uses.items() if what in ("chest", "lever", "take") and tuple(arg) == cell]
        here += [t.disarm[tr["id"]] for tr in self.table.traps if tr["id"] in t.disarm and self.trap_hit(tr, pos, cell)]
        if len(here) == 1:
            self.play(here[0])
            return True
        if here:
            self.open_menu(L.cell_rect(cell), [(self.action_label(a), a, self.action_icon(a), "") for a in here],
                           self.ctx.t("tq.which"))
            return True
        if fig is not None:
            self.focus = fig.eid
            self.ctx.audio.play("click")
        return True

    def cast_target(self, cell, fig):
        acts = self.targets.casts.get(self.cast_card, [])
        for a in acts:
            tgt = a.args[2]
            if tgt == "self" and fig is not None and fig.eid == a.args[0]:
                return a
            if isinstance(tgt, int) and fig is not None and fig.eid == tgt:
                return a
            if isinstance(tgt, tuple) and tuple(tgt) == cell:
                return a
        return None

    def trap_hit(self, tr, pos, cell) -> bool:
        if tr["edge"] is not None:
            return self.layout.edge_rect(*tr["edge"]).collidepoint(pos)
        return cell in tr["cells"]

    def figure_at(self, cell):
        for f in self.figs.values():
            if f.cell == cell and f.eid not in self.fading_out:
                return f
        return None

    def right_click(self, pos) -> bool:
        card = self.card_under(pos)
        if card is not None:
            title, body, image = card
            self.board.show_card(title, body, image)
            return True
        return False

    def stage_active(self) -> bool:
        """A stage panel covers the board (setup, interlude, exchange)."""
        t = self.table
        return t is None or t.phase in ("choose_adventure", "pick", "deal", "interlude") or not t.has_board

    # -- frame -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.update_anims(dt)
        if self.board.idle() and not self.busy():
            key = (len(self.match.log), self.viewer(), id(self.w))
            if key != self._table_key:
                self.snapshot()
                self._targets_key = None
                if self.layout.width != self.table.width or self.layout.height != self.table.height:
                    self.build()
        self.refresh_targets()
        for b in self.bar_buttons + self.stage_buttons:
            b.update(dt)
        if self.menu is not None:
            self.menu.offer_tips()
        elif not self.over_buttons(self.ctx.mouse):      # a button's own tooltip, not the square under it
            tip = self.tip_at(self.ctx.mouse)
            if self.book is not None and self.layout.stage.collidepoint(self.ctx.mouse):
                tip = None                  # the adventure's page lies over the dungeon: no square speaks through it
            if tip:
                self.ctx.tips.offer(tip[0], tip[1], avoid=getattr(self, "hot_titles", None) or None)

    def over_buttons(self, pos) -> bool:
        return any(b.visible and b.rect.collidepoint(pos) for b in self.bar_buttons + self.stage_buttons) or (
            self.choice_panel is not None and self.choice_panel.collidepoint(pos))

    # -- the adventure book (introduction) -------------------------------------------------------------------
    def busy(self) -> bool:
        return self.book is not None or super().busy()

    def skip(self) -> None:
        self.book = None
        super().skip()

    # -- dice ------------------------------------------------------------------------------------------------
    def seat_adventurers(self, seat) -> list[str]:
        roster = self.w.res.get("roster", {})
        return [h for h, r in sorted(roster.items(), key=lambda kv: kv[1].get("order", 0))
                if r.get("seat") == seat and r.get("status") == "party"]

    def seat_role(self, seat) -> str | None:
        if seat == 0:
            return self.ctx.t("tq.evil_wizard")
        names = [self.ctx.i18n.pick(self.c.adventurers[h]["name"]) for h in self.seat_adventurers(seat)]
        if not names or len(names) > 2:         # before the picks, or a whole party: the side
            return self.ctx.t("tq.role.adventurer")
        return ", ".join(names)

    def result_title(self) -> str | None:
        """The winning side by its role: the Evil Wizard, or the adventurers."""
        r = self.match.result()
        if r is None or not r.winners:
            return None
        return self.ctx.t("tq.result.mb" if list(r.winners) == [0] else "tq.result.party")

    def seat_art(self, seat) -> str | None:
        if seat == 0:
            return "tseuquest/figures/vhal_portrait.png"      # the hooded necromancer stands for the role
        heroes = self.seat_adventurers(seat)
        return f"tseuquest/figures/{heroes[0]}_portrait.png" if heroes else None

    def die_faces(self, die: str) -> list[str] | None:
        return list(self.c.dmov.faces if die == "dmov" else self.c.dcom.faces)

    def die_face(self, die: str, face: str) -> str | None:
        return f"tseuquest/dice/{die}_{face}.png"

    def die_tip(self, die: str, face: str) -> str:
        t = self.ctx.t
        if die == "dmov":
            if face in ("bolt", "qmark"):
                return "dMov: " + t(f"tq.face.dmov_{face}")
            return "dMov: " + t("tq.face.num", n=face)
        if face in ("bolt", "qmark"):
            return "dCom: " + t(f"tq.face.dcom_{face}")
        return "dCom: " + t(f"tq.face.{face}")

    def cell_label(self, cell) -> str:
        return cell_name(cell)


def _copy_fig(f):
    from dataclasses import replace
    return replace(f, status=dict(f.status))

"""The Dungeon Universalis view: the heroes' board against the JOA.

Everything drawn comes from GAME.private_view(state, viewer) (model.Table), so unexplored
sections, unfound traps and secret doors never reach the screen. Every click becomes one of
match.legal():

  lit square            move (run squares in blue after "Run")
  red-framed enemy      attack / shoot (a menu with skills, Fortune and the odds when several fit)
  glowing door / chest  open, pick the lock, riddle, break (a menu when several fit)
  action bar            end activation, run, disengage, leave, reveal zone, searches, disarm,
                        persuade, quick actions (drink, give, pick up, draw, brace)

The JOA's turn happens inside the events of a hero's last action: its moves walk, its wounds
float, its dice show in a short strip over the board (dice_strip.py; the heroes' own rolls keep
the full dice overlay), each step waits a moment (skippable with a click) while the log explains
it. A fatal blow to a hero with Fortune stops play on two buttons (Spend Fortune / Fall); a trap
found on a door, chest or arrow lights the free squares the hero may step aside to.
"""
from __future__ import annotations

import pygame

from game.games.dungeon_universalis import client
from game.games.dungeon_universalis.content import content
from game.games.dungeon_universalis.describe import card_name

from ... import theme
from ...render.effects import BoardEffects
from ...render.tilemap import MapRenderer
from ...render.tween import PathMove, Wait
from ...widgets import Button, IconButton
from ..base import View
from .menu import Menu
from .dice_strip import DiceStripMixin
from .light_draw import LightDrawMixin
from .draw import ART, DrawMixin
from .model import BAR_KINDS, Layout, build_table, explored_box, sort_targets
from .panels import PanelsMixin
from .spells_panel import MAGIC_EVENTS, SpellsMixin
from .spells_text import TEXT as SPELL_TEXT
from .text import TEXT
from .terrain_draw import TerrainDrawMixin
from .tips import TipsMixin

QUICK = ("drink", "give", "pick_up", "draw", "brace")
SEARCH = ("search_room", "search_secret", "search_bodies", "search_element")
SEARCH_ICONS = {"search_room": "search", "search_secret": "icons/door", "search_bodies": "tokens/skull",
                "search_element": "tokens/furniture"}
SEARCH_TESTS = {"search_room": "per", "search_secret": "per"}      # searches that are an attribute test
MOVE_EVENTS = ("step", "move", "push", "follow_up")


class DungeonUniversalisView(SpellsMixin, LightDrawMixin, DiceStripMixin, TipsMixin, PanelsMixin, TerrainDrawMixin,
                             DrawMixin, BoardEffects, View):
    opaque = True

    def __init__(self, ctx, match, rect, board) -> None:
        super().__init__(ctx, match, rect, board)
        ctx.i18n.add(TEXT)
        ctx.i18n.add(SPELL_TEXT)
        self.maps = MapRenderer()
        self.box = None                   # the explored squares the board is fitted to
        self.layout = self.new_layout()
        self.layout.fit(None)
        self._followed = None             # (figure, turn) the window last moved to
        self._cache: dict = {}
        self.menu = None
        self.bar_buttons: list = []
        self.targets = sort_targets([])
        self._targets_key = None
        self.hover_fig = None
        self.slide_preview = None         # (crate square, where a slide would put it) under the pointer
        self.focus = None
        self.sheet_rects: list = []
        self.info_rects: list = []
        self.moving: dict = {}            # figure id -> PathMove
        self.ghosts: dict = {}            # figures gone from the state whose leaving is still to be shown
        self.pending: set = set()         # figures in the state whose arrival is still to be shown
        self.last_scenario_face = None
        self.reset_effects()
        self.table = None
        self.sync()

    # -- state ------------------------------------------------------------------------------------
    def d(self, seconds: float, ai: bool = False) -> float:
        return self.ctx.anim(seconds, ai=ai)

    def sync(self) -> None:
        super().sync()
        self.moving.clear()
        self.ghosts.clear()
        self.pending.clear()
        self.table = build_table(self.w, self.viewer())
        box = explored_box(self.table)
        if box != self.box:               # new squares revealed: fit the board to them again
            self.box = box
            self.build()
            self.layout.fit(box)
        self.pos = {fid: f["cell"] for fid, f in self.table.figs.items()}
        self._key = (len(self.match.log), self.viewer(), id(self.w))
        self._targets_key = None
        self.menu = None

    def fig_data(self, fid):
        f = self.table.figs.get(fid)
        return f if f is not None else self.ghosts.get(fid)

    def draw_point(self, fid):
        m = self.moving.get(fid)
        if m is not None and not m.done:
            return m.pos
        return self.layout.cell_center(self.pos[fid])

    def new_layout(self) -> Layout:
        from game.games.dungeon_universalis.world import board as rules_board
        b = rules_board(self.match.state)
        old = getattr(self, "layout", None)
        return Layout(self.rect, b.width, b.height, old.camera if old is not None else None)

    def build(self) -> None:
        self.layout = self.new_layout()
        self._cache.clear()
        self._targets_key = None

    def follow(self) -> None:
        """A figure taking its turn outside the window (the player zoomed or dragged it away)
        brings the window to it: once per figure and turn, so the player may look elsewhere."""
        acting = self.table.view.get("acting")
        key = (acting, self.table.view.get("turn"))
        if key == self._followed:
            return
        self._followed = key
        if acting in self.pos and acting not in self.pending:
            self.layout.camera.follow(self.pos[acting])

    def relabel(self) -> None:
        self.refresh_targets()

    def log_rect(self) -> pygame.Rect:
        return self.layout.log

    # -- targets and the bar --------------------------------------------------------------------------
    def refresh_targets(self) -> None:
        can = self.can_play() and not self.busy()
        key = (len(self.match.log), id(self.w), can, self.ctx.lang, self.viewer())
        if key == self._targets_key:
            return
        self._targets_key = key
        self.targets = sort_targets(self.match.legal() if can else [])
        self.menu = None
        self.aim = None
        self.make_bar()

    def bar_entries(self) -> list:
        t, k = self.ctx.t, self.targets.by_kind
        out = []

        def add(key, icon, acts, primary=False):
            if acts:
                art = f"{ART}/{icon}.png" if "/" in icon else f"{ART}/icons/{icon}.png"
                label = t(f"du.act.{key}")
                if key in SEARCH_TESTS:          # a Perception test: its chance on the button
                    label += " — " + t("du.pct", chance=self.test_pct(acts[0], SEARCH_TESTS[key]))
                out.append((key, art, label, t(f"du.act.{key}_tip"), list(acts), primary))
        fatal = k.get("fatal", [])
        if fatal:                       # the fortune question: two clear buttons and nothing else
            q = self.w.res["asks"][0]
            extra = "_second" if q.get("second") else ""
            out.append(("fatal_yes", f"{ART}/tokens/fortune.png", t(f"du.act.fatal_yes{extra}"),
                        t(f"du.act.fatal_yes{extra}_tip"), [a for a in fatal if a.args[1]], True))
            out.append(("fatal_no", f"{ART}/tokens/skull.png", t("du.act.fatal_no"), t("du.act.fatal_no_tip"),
                        [a for a in fatal if not a.args[1]], True))
            return out
        if k.get("dispel"):
            yes = [a for a in k["dispel"] if a.args[1]]
            no = [a for a in k["dispel"] if not a.args[1]]
            out.append(("let_pass", f"{ART}/icons/end.png", t("du.act.let_pass"), t("du.act.let_pass_tip"), no, True))
            out.append(("dispel", f"{ART}/icons/dispel.png", t("du.act.dispel", pct=self.dispel_pct()),
                        t("du.act.dispel_tip"), yes, True))
            return out
        if self.caster_fig() is not None:
            out.append(("spells", f"{ART}/icons/spell.png", t("du.act.spells"), t("du.act.spells_tip"),
                        list(k.get("cast", [])), False))
        add("reveal", "reveal", k.get("reveal", []))
        add("run", "run", k.get("run", []))
        add("disengage", "disengage", k.get("disengage", []))
        for kind in SEARCH:
            add(kind, SEARCH_ICONS[kind], k.get(kind, []))
        add("disarm", "break", k.get("disarm", []))
        add("persuade", "persuade", k.get("persuade", []))
        add("quick", "potion", [a for q in QUICK for a in k.get(q, [])])
        covered = {a for kind in BAR_KINDS for a in k.get(kind, [])} | set(self.targets.moves.values())
        covered |= {a for acts in self.targets.hits.values() for a in acts}
        covered |= {a for acts in self.targets.doors.values() for a in acts}
        covered |= {a for acts in self.targets.chests.values() for a in acts}
        covered |= set(k.get("cast", []))
        add("more", "more", [a for a in self.targets.legal if a not in covered])
        add("leave", "leave", k.get("leave", []))
        add("end", "end", k.get("end", []), primary=True)
        return out

    def make_bar(self) -> None:
        bar = self.layout.bar
        self.bar_buttons = []
        entries = self.bar_entries()
        right = bar.right - 6
        size = bar.height - 12
        for key, icon, label, tip, acts, primary in entries:
            if not primary:
                continue
            font = self.ctx.assets.font("bold", 17)
            w = min(260, font.size(label)[0] + size + 30)
            rect = pygame.Rect(right - w, bar.top + 6, w, size)
            right = rect.left - 8
            b = Button(self.ctx, rect, label, (lambda e=(key, label, acts): self.bar_click(e)), tooltip=tip,
                       style="primary", size=17, icon=icon)
            b.key = key
            self.bar_buttons.append(b)
        x = bar.left + 6
        for key, icon, label, tip, acts, primary in entries:
            if primary:
                continue
            rect = pygame.Rect(x, bar.top + 6, size, size)
            if rect.right > right - 6:
                break
            b = IconButton(self.ctx, rect, icon, (lambda e=(key, label, acts): self.bar_click(e)),
                           tooltip=label + "\n" + tip)
            b.key = key
            x = rect.right + 6
            self.bar_buttons.append(b)
        self.hint_x = x + 6

    def bar_click(self, entry) -> None:
        key, label, acts = entry
        if key == "spells":
            self.open_spells()
            return
        if len(acts) == 1:
            self.play(acts[0])
            return
        rect = next((b.rect for b in self.bar_buttons if getattr(b, "key", None) == key), self.layout.bar)
        self.open_menu(rect, self.menu_rows(acts), label)

    def open_menu(self, anchor, rows, title="") -> None:
        if rows:
            self.menu = Menu(self.ctx, anchor, rows, title, bounds=self.rect)

    def play(self, action) -> None:
        self.menu = None
        if isinstance(action, tuple) and action and action[0] == "aim":
            self.start_aim(action[1])
            return
        if self.board.play(action):
            self.ctx.audio.play("click")

    def space_action(self):
        ends = self.targets.by_kind.get("end", [])
        return ends[0] if ends else None

    # -- words for actions ----------------------------------------------------------------------------
    def action_text(self, a) -> str:
        t, k = self.ctx.t, a.kind
        if k == "magic_shot":
            return t("du.magic_shot") + " — " + t("du.pct", chance=self.chance(a))
        if k == "cast":
            return self.cast_row(a)[0]
        if k == "end_spell":
            rec = next((r for r in self.w.res.get("spells", []) if r["uid"] == a.args[1]), None)
            from game.games.dungeon_universalis.describe_magic import spell_name
            return t("du.end_spell", name=spell_name(rec["spell"], self.ctx.lang) if rec else "")
        if k == "dispel":
            return t("du.act.dispel", pct=self.dispel_pct()) if a.args[1] else t("du.act.let_pass")
        if k in ("attack", "shoot"):
            base = t("du.attack" if k == "attack" else "du.shoot")
            if a.args[2]:
                base = t("du.with", base=base, skills=" + ".join(self.skill_name(s) for s in a.args[2]))
            if a.args[3]:
                base += t("du.fortune_opt")
            return base + " — " + t("du.pct", chance=self.chance(a))
        if k == "pick_lock":
            return t("du.door.pick_lock") + " — " + t("du.pct", chance=self.test_pct(a, "des"))
        if k == "riddle":
            return t("du.door.riddle") + " — " + t("du.pct", chance=self.test_pct(a, "int"))
        if k == "break":
            o = client.break_odds(self.w, a.args[0], a.args[1])
            return t("du.door.break_row", hits=o["hits"], need=o["need"], chance=round(o["chance"] * 100))
        if k in ("open_door", "door"):
            return t(f"du.door.{k}")
        if k == "open_chest":
            return t("du.chest.open_chest")
        if k == "persuade":
            return t(f"du.persuade.{a.args[1]}")
        if k == "drink":
            return t("du.drink", item=self.item_name(a.args[1]))
        if k == "give":
            return t("du.give", item=self.item_name(a.args[1]), who=self.name_of(self.w.res["figs"][a.args[2]]["ref"]))
        if k == "draw":
            return t("du.draw", item=self.item_name(a.args[1]))
        if k in ("pick_up", "brace"):
            return t(f"du.{k}")
        if k == "step_aside":
            return t("du.step_aside")
        if k == "light":
            return t("du.light", item=self.item_name(a.args[1]))
        if k == "set_light":
            return t("du.set_light")
        if k == "identify":
            return t("du.identify", item=self.item_name(a.args[1]))
        if k == "carry":
            return t("du.carry", who=self.name_of(self.w.res["figs"][a.args[1]]["ref"]))
        if k == "armour":
            f = self.w.res["figs"][a.args[0]]
            return t("du.armour_off" if f.get("armour_on") else "du.armour_on", item=self.item_name(f["armour"]))
        if k == "disarm":
            tr = next((x for x in self.table.view["traps"] if x["id"] == a.args[1]), None)
            return t("du.disarm_one", trap=card_name("obstacle", tr["card"], self.ctx.lang) if tr else a.args[1])
        if k == "search_element":
            fu = self.table.view["furniture"].get(f"{a.args[1][0]},{a.args[1][1]}", {})
            return t("du.element", what=self.element_name(fu.get("kind", "")))
        if k in ("jump", "climb", "climb_out"):
            return t(f"du.act.{k}") + " — " + t("du.pct", chance=round(client.terrain_odds(self.w, a)["chance"] * 100))
        if k in BAR_KINDS or k == "slide":
            return t(f"du.act.{k}")
        if k == "move":
            return t("du.act.move_here")
        return k

    def action_label(self, action) -> str | None:
        return self.action_text(action) if action.kind in ("leave", "run", "disengage") else None

    def element_name(self, kind) -> str:
        el = content().elements.get(kind)
        if el and "name" in el:
            return self.ctx.i18n.pick(el["name"])
        return self.ctx.t(f"du.piece.{kind}") if f"du.piece.{kind}" in TEXT["en"] else kind

    def chance(self, a) -> int:
        try:
            if a.kind == "attack":
                return round(client.melee_odds(self.w, a.args[0], a.args[1], a.args[2], bool(a.args[3]))["chance"]
                             * 100)
            if a.kind == "shoot":
                return round(client.shot_odds(self.w, a.args[0], a.args[1], a.args[2], bool(a.args[3]))["chance"]
                             * 100)
            return round(client.shot_odds(self.w, a.args[0], a.args[1])["chance"] * 100)
        except Exception:
            return 0

    def test_pct(self, a, key: str) -> int:
        return round(client.test_odds(self.w, a.args[0], key) * 100)

    def menu_rows(self, acts) -> list:
        """(label, action, icon, tooltip) rows; attacks carry their modifiers in the tooltip."""
        return [(self.action_text(a), a, None,
                 self.odds_text(a) if a.kind in ("attack", "shoot", "magic_shot") else self.row_tip(a))
                for a in acts]

    def row_tip(self, a) -> str:
        t = self.ctx.t
        if a.kind == "pick_lock":
            return t("du.door.pick_lock_tip", chance=self.test_pct(a, "des"))
        if a.kind == "riddle":
            return t("du.door.riddle_tip", chance=self.test_pct(a, "int"))
        if a.kind == "break":
            o = client.break_odds(self.w, a.args[0], a.args[1])
            s = t("du.door.break_tip", n=o["dice"], hits=o["hits"], need=o["need"], chance=round(o["chance"] * 100))
            return s + (" " + t("du.door.break_noise") if o["noise"] else "")
        key = f"du.{a.kind}_tip"
        return t(key) if key in TEXT["en"] else ""

    def odds_text(self, a) -> str:
        t = self.ctx.t
        try:
            if a.kind == "attack":
                o = client.melee_odds(self.w, a.args[0], a.args[1], a.args[2])
                s = t("du.odds_melee", att=o["att"], dfn=o["dfn"], chance=round(o["chance"] * 100))
            else:
                o = client.shot_odds(self.w, a.args[0], a.args[1], a.args[2] if a.kind == "shoot" else ())
                s = t("du.odds_shot", mod=o["mod"], need=o.get("need", 10), chance=round(o["chance"] * 100))
        except Exception:
            return ""
        why = [t(f"du.why.{w}") for w in o["why"] if f"du.why.{w}" in TEXT["en"]]
        s += " (" + ", ".join(why) + ")" if why else ""
        if a.kind in ("attack", "shoot") and a.args[3]:
            s += "\n" + t("du.fortune_row_tip", chance=self.chance(a))
        return s

    def warning_text(self, code: str, args: dict) -> str | None:
        t = self.ctx.t
        if code == "du_leave":
            acting = self.table.view["acting"]
            who = self.fig_title(acting) if acting else ""
            s = t("du.warn.leave", who=who)
            if not args.get("mission"):
                s += t("du.warn.leave_fail")
            if args.get("last"):
                s += t("du.warn.leave_last")
            return s
        if code == "du_run":
            return t("du.warn.run")
        if code == "du_disengage":
            return t("du.warn.disengage", n=args.get("n", 1))
        if code == "du_fall_risk":
            return self.fall_warning(args)
        return None

    # -- input ---------------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        self.refresh_targets()
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.menu is not None:
            entry = self.menu.hit(ev.pos)
            inside = self.menu.rect.collidepoint(ev.pos)
            self.menu = None
            if entry is not None and entry[1] is not None:
                self.play(entry[1])
                return True
            if inside:
                return True
        for b in self.bar_buttons:
            if b.visible and b.handle(ev):
                return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and (self.menu is not None or self.aim):
            self.menu = None
            self.aim = None
            return True
        if self.layout.camera.handle(ev, self.ctx):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.aim:
            if self.aim_click(ev.pos):
                return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            return self.left_click(ev.pos)
        return False

    def left_click(self, pos) -> bool:
        L, tg = self.layout, self.targets
        if not L.view.collidepoint(pos) or not L.board.collidepoint(pos):
            return False
        for ident, acts in tg.doors.items():
            d = self.table.view["doors"].get(ident)
            if d and L.edge_rect(tuple(d["a"]), tuple(d["b"])).inflate(6, 6).collidepoint(pos):
                self.choose(acts, L.edge_rect(tuple(d["a"]), tuple(d["b"])))
                return True
        cell = L.cell_at(pos)
        if cell is None:
            return True
        fid = self.figure_at(cell)
        if fid is not None and fid in tg.hits:
            self.choose(tg.hits[fid], L.cell_rect(cell), self.name_of(self.w.res["figs"][fid]["ref"]))
            return True
        if cell in tg.chests:
            self.choose(tg.chests[cell], L.cell_rect(cell))
            return True
        if cell in tg.slides:               # a crate: slide it, or step onto it
            self.choose(tg.slides[cell] + ([tg.moves[cell]] if cell in tg.moves else []), L.cell_rect(cell))
            return True
        if cell in tg.moves:
            self.play(tg.moves[cell])
            return True
        if cell in tg.terrain:
            self.choose(tg.terrain[cell], L.cell_rect(cell))
            return True
        if fid is not None:
            self.focus = fid
            self.ctx.audio.play("click")
        return True

    def choose(self, acts, anchor, title="") -> None:
        if len(acts) == 1:
            self.play(acts[0])
        else:
            self.open_menu(anchor, self.menu_rows(acts), title)

    def figure_at(self, cell):
        for fid, c in self.pos.items():
            if fid in self.pending:
                continue
            f = self.fig_data(fid)
            span = 2 if f is not None and f.get("size") in ("large", "huge") else 1
            if c[0] <= cell[0] < c[0] + span and c[1] <= cell[1] < c[1] + span:
                return fid
        return None

    # -- frame ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.update_anims(dt)
        if self.board.idle() and not self.busy():
            key = (len(self.match.log), self.viewer(), id(self.w))
            if key != self._key:
                self.sync()
        self.follow()
        self.refresh_targets()
        for b in self.bar_buttons:
            b.update(dt)
        cell = self.layout.cell_at(self.ctx.mouse)
        self.hover_fig = self.figure_at(cell) if cell else None
        if self.menu is not None:
            self.ctx.tips.withdraw()         # an open menu is being read: only its rows explain themselves
            self.menu.offer_tips()
        else:
            tip = (self.aim_tip(self.ctx.mouse) if self.aim else None) or self.tip_at(self.ctx.mouse)
            if tip:
                self.ctx.tips.offer(tip[0], tip[1])

    def update_anims(self, dt: float) -> None:
        self.update_effects(dt)
        self.update_strip(dt)
        for fid, m in list(self.moving.items()):
            if m.done:
                del self.moving[fid]

    def draw(self, surf) -> None:
        surf.fill(theme.BG, self.rect)
        clip = surf.get_clip()
        surf.set_clip(self.layout.view.clip(clip))      # a zoomed map stays inside its panel
        self.draw_board(surf)
        self.draw_darkness(surf)
        self.draw_lasting(surf)
        self.draw_aim(surf)
        self.draw_bursts(surf)
        self.draw_floats(surf)
        surf.set_clip(clip)
        self.draw_zoom(surf)
        self.draw_strip(surf)
        pygame.draw.rect(surf, theme.PANEL, self.layout.bar, border_radius=10)
        pygame.draw.rect(surf, theme.PANEL_EDGE, self.layout.bar, 2, border_radius=10)
        for b in self.bar_buttons:
            b.draw(surf)
        self.draw_hint(surf)
        self.draw_sheet(surf)
        self.draw_info(surf)
        if self.menu is not None:
            self.menu.draw(surf)

    def draw_hint(self, surf) -> None:
        bar = self.layout.bar
        ends = [b for b in self.bar_buttons if isinstance(b, Button) and not isinstance(b, IconButton)]
        right = min([b.rect.left for b in ends] + [bar.right]) - 8
        x = getattr(self, "hint_x", bar.left + 8)
        if right - x < 60:
            return
        acting = self.table.view["acting"]
        who = self.fig_title(acting) if acting else ""
        question = None if self.busy() else self.dispel_text()
        if question:
            text = question
        elif self.busy():
            text = self.ctx.t("du.hint.wait")
        elif self.targets.by_kind.get("fatal"):
            q = self.w.res["asks"][0]
            f = self.w.res["figs"][q["fid"]]
            text = self.ctx.t("du.hint.fatal_second" if q.get("second") else "du.hint.fatal",
                              who=self.name_of(f["ref"]), n=f["fortune"])
        elif self.targets.by_kind.get("step_aside"):
            text = self.ctx.t("du.hint.step_aside")
        elif self.aim:
            from game.games.dungeon_universalis.describe_magic import spell_name
            text = self.ctx.t("du.spell.aiming", name=spell_name(self.aim["spell"], self.ctx.lang))
        elif self.targets.legal:
            text = self.click_hint(who)
        elif acting:
            text = self.ctx.t("du.hint.ai", who=who)
        else:
            return
        from ...text import draw_paragraph
        draw_paragraph(surf, self.ctx.assets, text, pygame.Rect(x, bar.top + 4, right - x, bar.height - 8),
                       theme.SIZE_SMALL, theme.TEXT_DIM)

    def click_hint(self, who: str) -> str:
        """What the player may click now, naming only what is offered (no lit squares, no "move")."""
        t, tg = self.ctx.t, self.targets
        parts = [t(f"du.hint.part.{key}") for key, there in (
            ("move", tg.moves), ("attack", tg.hits), ("door", tg.doors or tg.chests), ("button", self.bar_buttons))
            if there]
        if not parts:
            return t("du.hint.ai", who=who)
        if len(parts) == 1:
            what = parts[0]
        else:
            sep = t("du.hint.or_last") if len(parts) > 2 else t("du.hint.or")
            what = ", ".join(parts[:-1]) + sep + parts[-1]
        return t("du.hint.click", who=who, what=what)

    # -- events --------------------------------------------------------------------------------------
    def animate(self, event, seat, ai) -> None:
        k, dd = event.kind, event.data
        self.note_turn(k)
        fresh = build_table(self.w, self.viewer())
        if fresh.view["turn"] != self.table.view["turn"] or fresh.shown != self.table.shown or True:
            for fid, f in self.table.figs.items():
                if fid not in fresh.figs and fid not in self.ghosts:
                    self.ghosts[fid] = f
            for fid in fresh.figs:
                if fid not in self.pos and fid not in self.pending:
                    self.pending.add(fid)
            self.table = fresh
        L = self.layout
        if k in MOVE_EVENTS:
            fid = dd.get("target") if k == "push" else dd.get("who")
            if fid in self.pos and dd.get("to") is not None:
                start = self.draw_point(fid)
                to = tuple(dd["to"])
                self.pos[fid] = to
                dur = self.d(0.12 if k == "step" else 0.3)
                if dur:
                    m = PathMove([start, L.cell_center(to)], dur, hop=4)
                    self.moving[fid] = m
                    self.anims.add(m)
        elif k == "place":
            fid = dd["who"]
            self.pending.discard(fid)
            self.pos[fid] = tuple(dd["at"])
            self.add_fx("dust", L.cell_center(self.pos[fid]))
            self.anims.add(Wait(self.d(0.15)))
        elif k in ("out", "leave"):
            fid = dd["who"]
            if fid in self.pos:
                self.add_fx("dust", L.cell_center(self.pos[fid]))
                del self.pos[fid]
            self.ghosts.pop(fid, None)
            self.anims.add(Wait(self.d(0.25)))
        elif k == "wound":
            fid = dd["who"]
            if fid in self.pos:
                self.float_text(f"-{dd['amount']}", L.cell_center(self.pos[fid]), theme.RED)
                self.add_fx("hit", L.cell_center(self.pos[fid]))
                self.ctx.audio.play("hit")
            self.anims.add(Wait(self.d(0.3)))
        elif k in MAGIC_EVENTS:
            self.animate_magic(event)
        elif k == "roll" and dd.get("die") == "scenario":
            self.last_scenario_face = dd["face"]
        elif k in ("power", "pay", "reserve", "encounter", "section", "joa_turn", "heroes_turn", "obstacle",
                   "initiative", "trap_fired", "treasure", "draw"):
            self.anims.add(Wait(self.d(0.35)))
        for fid in list(self.pending):
            if fid in self.table.figs and k not in ("place",) and self.table.figs[fid]["side"] == "hero":
                self.pending.discard(fid)
                self.pos[fid] = self.table.figs[fid]["cell"]
        self._cache.pop("zoi", None)

    def skip(self) -> None:
        super().skip()
        self.moving.clear()

    # -- what the board asks ---------------------------------------------------------------------------
    def seat_role(self, seat) -> str | None:
        """Who plays for the seat now: the figure acting (a hero or its companion), else its hero."""
        acting = self.table.view["acting"] if self.table is not None else None
        if acting in self.w.res["figs"] and self.w.res["figs"][acting].get("seat") == seat:
            return self.fig_title(acting)
        for h in self.w.res["party"]:
            f = self.w.res["figs"][h]
            if f["seat"] == seat:
                return self.name_of(f["ref"])
        return None

    def seat_art(self, seat) -> str | None:
        for h in self.w.res["party"]:
            f = self.w.res["figs"][h]
            if f["seat"] == seat:
                return f"{ART}/figures/{f['ref']}.png"
        return None

    def die_face(self, die: str, face: str) -> str | None:
        if die == "scenario":
            return f"{ART}/dice/scenario_{face}.png"
        return f"{ART}/dice/d6_{face}.png"

    def die_faces(self, die: str) -> list[str] | None:
        if die == "scenario":
            return list(content().die.faces)
        return [str(i) for i in range(1, 7)]

    def die_tip(self, die: str, face: str) -> str:
        if die == "scenario":
            return self.ctx.t("du.die") + ": " + self.ctx.t(f"du.face.{face}")
        return f"D6: {face}"

    def roll_title(self, rolls: list[dict], seat) -> str:
        names = []
        for r in rolls:
            who = r.get("who")
            if isinstance(who, str) and who in self.w.res["figs"]:
                n = self.fig_title(who)
                if n not in names:
                    names.append(n)
        if not names:
            return self.ctx.t("du.roll_joa")
        return self.ctx.t("du.roll_by", who=" / ".join(names))

    def roll_labels(self, rolls: list[dict]) -> list[str] | None:
        """Whose die each is, when more than one figure rolls together (an attack and its defence)."""
        who = [r.get("who") for r in rolls]
        if len(set(who)) < 2 or not all(isinstance(x, str) and x in self.w.res["figs"] for x in who):
            return None
        return [self.fig_title(x) for x in who]

    def roll_caption(self, rolls: list[dict], following: list) -> str:
        """Totals and verdict of the roll these dice decide: the event right after them."""
        t = self.ctx.t
        nxt = following[0] if following else None
        if nxt is None:
            return ""
        d = nxt.data
        if nxt.kind == "melee_roll":
            if list(d["att_dice"]) == [1, 1]:
                verdict = t("du.verdict.fumble")
            else:
                missed = False
                for ev in following[1:]:
                    if ev.kind in ("melee_roll", "attack"):
                        break
                    if ev.kind == "miss" and ev.data.get("who") == d["who"]:
                        missed = True
                        break
                verdict = t("du.verdict.miss" if missed else "du.verdict.hit")
            return t("du.verdict.vs", a=d["att_total"], d=d["def_total"], verdict=verdict)
        if nxt.kind == "shot_roll":
            return t("du.verdict.need", total=d["total"], need=d["need"],
                     verdict=t("du.verdict.hit" if d["hit"] else "du.verdict.miss"))
        if nxt.kind == "test":
            return t("du.verdict.need", total=d["total"], need=d["target"],
                     verdict=t("du.verdict.pass" if d["ok"] else "du.verdict.fail"))
        return ""

    def result_title(self) -> str | None:
        r = self.w.res["result"]
        if r is None:
            return None
        return self.ctx.t("du.result.win" if r.get("winners") else "du.result.lose")

    def result_lines(self) -> list[tuple[str, str]]:
        out = []
        for h in self.w.res["party"]:
            f = self.w.res["figs"][h]
            out.append((self.ctx.t("du.result.coins", who=self.name_of(f["ref"])), str(f["coins"])))
        ach = self.w.res["achievement"]
        out.append((self.ctx.t("du.result.ach"), f"{ach.get('heroes', 0)} / {ach.get('joa', 0)}"))
        return out

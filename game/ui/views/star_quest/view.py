"""The Star Quest view: the battlefield from the mission's Tiled map on the left,
and on the right the heroes' roster, the mission (goal, round, intel), the sheet
of the hero or unit in focus, the action panel and the log. Every click becomes
one of match.legal():

  a hero on the table / its roster chip   activate it (picking phase), else show its sheet
  a lit cell                              move, jump, scout or enter there
  a ringed enemy or friend                shoot, charge, skill, spell, revive or push it
  a ringed token / element                discover or take it / work on it
  the action panel's buttons              every legal action, worded, its consequences in the tooltip
  the toggles under them                  pay power on a failed check, what a failed jump does, extra spell tokens
  a right-click on a unit                 show its sheet (a right or middle drag pans: game/ui/camera.py)
"""
from __future__ import annotations

import math

import pygame

from game.engine.wording import decimal, sentence
from game.games.star_quest.components import Model, Pos, Unit
from game.games.star_quest.describe import called
from game.games.star_quest.mission import objective_control
from game.games.star_quest.world import board, content, measure

from ... import theme
from ...render.effects import BoardEffects
from ...render.tilemap import MapRenderer
from ..base import View
from .anim import AnimMixin
from .draw import DrawMixin, unit_art
from .model import Layout, action_cell, action_unit
from .panels import PanelsMixin, menu_key
from .text import TEXT, counted
from .tips import TipsMixin

RANGES = {"advance": 6, "rush": 12, "charge": 12, "sneak": 3, "discover": 6, "push": 3, "revive": 3}


class StarQuestView(AnimMixin, DrawMixin, PanelsMixin, TipsMixin, BoardEffects, View):
    handles_rolls = False
    opaque = True

    def __init__(self, ctx, match, rect, board_scene) -> None:
        super().__init__(ctx, match, rect, board_scene)
        ctx.i18n.add(TEXT)
        self.maps = MapRenderer()
        self._cache: dict = {}
        self.layout = Layout(self.rect, board(self.w))
        self._followed = None                    # the actor the window last moved to
        self.focus: int | None = None            # unit whose sheet is shown (None: the acting one)
        self.hover_cell = None
        self.hover_unit: int | None = None
        self.hover_button = None
        self.pay = False                         # pay 2 power on a failed check
        self.jump_pay = "none"
        self.extra = 0                           # extra spell tokens
        self.page = 0
        self.menu = None                         # the open target menu (Charge…, a spell…)
        self.cell_actions: dict = {}
        self.unit_actions: dict = {}
        self.buttons: list = []
        self._buttons_key = None
        self.reset_effects()
        self.init_anims()
        self.snapshot()

    def tr(self, key: str, **kw) -> str:
        return counted(self.ctx.t(key, **kw), **kw)

    def num(self, x: float) -> str:
        return decimal(x, self.ctx.lang)

    # -- layout ---------------------------------------------------------------------------------------
    def build(self) -> None:
        self.name_ai_seat()
        old = self.layout
        self.layout = Layout(self.rect, board(self.w), old.camera)
        self._cache.clear()
        self._buttons_key = None

    def name_ai_seat(self) -> None:
        """The enemy's seat, added by the game beyond the players' seats, is named in the player's language."""
        players = self.w.res["options"]["players"]
        for seat in self.match.seats[players:]:
            if seat.ai and seat.name in ("IA / AI", "IA", "AI"):
                seat.name = self.tr("sq.seat.ai")

    def relabel(self) -> None:
        self.refresh_targets()
        self.build_buttons()

    def log_rect(self) -> pygame.Rect:
        return self.layout.log

    def d(self, seconds: float, ai: bool = False) -> float:
        return self.ctx.anim(seconds, ai=ai)

    def sync(self) -> None:
        super().sync()
        self.clear_motion()
        self.snapshot()
        self._buttons_key = None
        self._cache = {k: v for k, v in self._cache.items() if k[0] == "map"}

    # -- what the state offers ------------------------------------------------------------------------
    def scale(self) -> float:
        return measure(self.w).cells(1.0)

    def distance(self, a, b) -> float:
        return measure(self.w).inches(math.dist(a, b))

    def objective_control(self) -> list[str]:
        return objective_control(self.w)

    def actor(self) -> int | None:
        """The unit acting now (the AI's unit while its events play), else the focused one."""
        a = self.w.res.get("act")
        if self.spot is not None:
            return self.spot
        if a is not None:
            return a["unit"]
        p = self.w.res.get("pending")
        if p and p["kind"] == "arrive":
            return None
        q = self.w.res.get("setup_queue") or []
        if self.w.res["phase"] == "setup" and q:
            return q[0]["unit"]
        return None

    def legal(self) -> list:
        return self.match.legal() if self.board.human_can_act() else []

    def pick(self, actions: list):
        """Among variants of one action, the one the toggles ask for."""
        for a in actions:
            k = a.kind
            if k == "jump" and a.args[1] != self.jump_pay:
                continue
            if k == "cast" and a.args[2] != min(self.extra, self.max_extra()):
                continue
            if k in ("discover", "interact", "push", "sneak", "cast") and a.args[-1] != self.pay:
                continue
            if k == "activate" and a.args[1] != self.pay and len([b for b in actions if b.kind == "activate"]) > 1:
                continue
            return a
        return actions[0] if actions else None

    def max_extra(self) -> int:
        return max([a.args[2] for a in self.match.legal() if a.kind == "cast"] or [0])

    def refresh_targets(self) -> None:
        key = (len(self.match.log), self.pay, self.jump_pay, self.extra, self.board.human_can_act(), self.ctx.lang,
               self.menu)
        if key == self._cache.get("targets_key"):
            return
        self._cache["targets_key"] = key
        cells: dict = {}
        units: dict = {}
        for a in self.legal():
            c = action_cell(a)
            if c is not None:
                cells.setdefault(c, []).append(a)
                continue
            u = action_unit(a)
            if u is not None and (self.menu is None or menu_key(a) == self.menu):
                units.setdefault(u, []).append(a)
        self.cell_actions = {c: self.pick(v) for c, v in cells.items()}
        self.cell_actions = {c: a for c, a in self.cell_actions.items() if a is not None}
        self.unit_actions = units

    def unit_click_action(self, uid: int):
        """What a click on this unit does: the first of shoot, charge, skill, spell, revive, push, activate."""
        acts = self.unit_actions.get(uid, [])
        for kind in ("activate", "shoot", "charge", "skill", "cast", "revive", "push"):
            picked = self.pick([a for a in acts if a.kind == kind])
            if picked is not None:
                return picked
        return None

    def token_target(self, token: dict):
        i = self.w.res["tokens"].index(token)
        return self.pick([a for a in self.legal() if a.kind == "discover" and a.args[0] == i])

    def element_target(self, i: int):
        return self.pick([a for a in self.legal() if a.kind == "interact" and a.args[0] == i])

    def range_inches(self) -> float:
        """The range of the action under the pointer (a button), or of the move being chosen."""
        a = self.hover_button
        st = self.w.res.get("act") or {}
        if a is not None and a.kind in RANGES:
            return RANGES[a.kind] / (2 if a.kind in () else 1)
        if st.get("stage") == "move" and not self.cell_actions:
            return RANGES.get(st.get("move"), 0)
        return 0

    # -- models as shown (they follow the events, not the state, while animating) -------------------------------
    def snapshot(self) -> None:
        w = self.w
        self.disp_units: dict = {}
        self.disp: dict = {}
        pos = w.stores.get(Pos, {})
        for uid, u in w.query(Unit):
            if u.state in ("active", "unconscious") and u.models:
                self.disp_units[uid] = list(u.models)
                for m in u.models:
                    p = pos.get(m)
                    if p is not None:
                        self.disp[m] = (p.x, p.y)
        self.spot = None

    def shown_models(self, uid: int) -> list:
        return self.disp_units.get(uid, [])

    def model_cell(self, mid: int):
        return self.disp.get(mid)

    def model_point(self, mid: int):
        mv = self.moving.get(mid)
        if mv is not None and not mv.done:
            return mv.pos
        c = self.disp.get(mid)
        return None if c is None else self.layout.centre(c)

    def unit_under(self, pos) -> int | None:
        best = None
        reach = max(8, self.layout.cell * 0.75)
        for uid, mids in self.disp_units.items():
            for m in mids:
                p = self.model_point(m)
                if p is None:
                    continue
                d = math.dist(p, pos)
                if d <= reach and (best is None or d < best[0]):
                    best = (d, uid)
        return best[1] if best else None

    # -- frame --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.anims.update(dt)
        self.update_anims(dt)
        self.update_effects(dt)
        if self.board.idle() and not self.moving:
            if self._cache.get("snap") != len(self.match.log):
                self._cache["snap"] = len(self.match.log)
                self.snapshot()
        self.follow()
        self.refresh_targets()
        self.build_buttons()
        for b in self.buttons:
            b.update(dt)
        self.hover()

    def draw(self, surf) -> None:
        surf.fill(theme.BG_DEEP, self.rect)
        self.draw_table(surf)
        self.draw_bursts(surf)
        self.draw_floats(surf)
        self.draw_anims(surf)
        self.draw_roster(surf)
        self.draw_mission(surf)
        self.draw_sheet(surf)
        self.draw_actions(surf)

    # -- input ----------------------------------------------------------------------------------------------
    # -- zoom and pan (the shared board camera) ------------------------------------------------------
    def follow(self) -> None:
        """While zoomed, a unit starting to act out of the window brings the window
        to it (once per activation, so the player may look elsewhere); so does the
        squad when the heroes' turn comes back."""
        actor = self.actor()
        picking = actor is None and self.w.res["phase"] == "heroes" and self.board.idle()
        if picking:
            ready = [uid for uid, u in self.w.query(Unit)
                     if u.side == "hero" and u.state == "active" and not u.activated]
            actor = ready[0] if ready else None
        key = (actor, picking, self.w.res["round"])
        if key == self._followed:
            return
        self._followed = key
        if actor is None or not self.shown_models(actor):
            return
        c = self.model_cell(self.shown_models(actor)[0])
        if c is not None:
            self.layout.camera.follow(c)

    def handle(self, ev) -> bool:
        if self.layout.camera.handle(ev, self.ctx):
            return True
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.refresh_targets()
            self.build_buttons()
        for b in self.buttons:
            if b.handle(ev):
                return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 3 and self.layout.view.collidepoint(ev.pos):
            # a right-click on the table that did not drag it: the camera held the press until now
            self.focus = self.unit_under(ev.pos)
            return self.focus is not None
        if ev.type != pygame.MOUSEBUTTONDOWN or ev.button not in (1, 3):
            return False
        for rect, _, uid in self.roster_hot:
            if rect.collidepoint(ev.pos):
                act = self.unit_click_action(uid) if ev.button == 1 else None
                if act is not None and act.kind == "activate":
                    self.choose(act)
                else:
                    self.focus = None if self.focus == uid else uid
                    self.ctx.audio.play("click")
                return True
        if not self.layout.view.collidepoint(ev.pos):
            return False
        if ev.button != 1:
            return False
        uid = self.unit_under(ev.pos)
        cellpos = self.layout.cell_at(ev.pos)
        if cellpos in self.cell_actions:
            self.choose(self.cell_actions[cellpos])
            return True
        if uid is not None:
            act = self.unit_click_action(uid)
            if act is not None:
                self.choose(act)
            else:
                self.focus = uid
            return True
        mark = self.mark_action(cellpos)
        if mark is not None:
            self.choose(mark)
            return True
        if self.board.human_can_act():
            self.ctx.audio.play("error")
        return False

    def mark_action(self, cellpos):
        """A click on a search token or a mission element (or next to it)."""
        if cellpos is None:
            return None
        for t in self.w.res["tokens"]:
            if not t["taken"] and math.dist(t["at"], cellpos) <= 1:
                a = self.token_target(t)
                if a is not None:
                    return a
        for i, e in enumerate(self.w.res["elements"]):
            if not e["done"] and math.dist(e["at"], cellpos) <= 1:
                a = self.element_target(i)
                if a is not None:
                    return a
        return None

    def choose(self, action) -> None:
        if action is None:
            return
        if self.board.play(action):
            self.page = 0
            self.menu = None
            self._buttons_key = None
            self.focus = None

    def space_action(self):
        legal = self.match.legal()
        for kind in ("skip", "end", "scout_skip", "ai_activate"):
            for a in legal:
                if a.kind == kind:
                    return a
        return None

    # -- what the board asks of a view --------------------------------------------------------------------
    def seat_role(self, seat) -> str | None:
        """The hero acting for that seat, else its heroes (named when one or two)."""
        names = [content().name(u.ref, self.ctx.lang) for _, u in self.w.query(Unit)
                 if u.side == "hero" and u.seat == seat]
        a = self.w.res.get("act")
        if a is not None:
            u = self.w.try_get(a["unit"], Unit)
            if u is not None and u.side == "hero" and u.seat == seat:
                return content().name(u.ref, self.ctx.lang)
        if not names:                   # the enemy's seat: "Turn: Enemy (AI)", never mistaken for an AI hero
            from game.games.star_quest.turn import ai_seat
            return self.tr("sq.role.enemy") if seat == ai_seat(self.w) else None
        return ", ".join(names) if len(names) <= 2 else self.tr("sq.role.squad", n=len(names))

    def seat_art(self, seat) -> str | None:
        for _, u in self.w.query(Unit):
            if u.side == "hero" and u.seat == seat:
                return unit_art(u.ref)
        return "star_quest/tokens/objective_ai.png"

    def warning_text(self, code: str, args: dict) -> str | None:
        who = called(self.w.get(args["unit"], Unit).ref, self.ctx.lang) if "unit" in args else ""
        if code == "exhaustion":
            key = "sq.warn.exhaustion.maybe" if args.get("maybe") else "sq.warn.exhaustion"
            text = sentence(self.tr(key, who=who, cost=args["cost"], power=args["power"], wounds=args["wounds"]),
                            self.ctx.lang)
            return text + (" " + self.tr("sq.warn.lethal") if args.get("lethal") else "")
        if code == "jump":
            return self.tr("sq.warn.jump", checks=args["checks"], need=args["need"],
                           fail=self.tr("sq.warn.jump." + args["pay"]))
        if self.ctx.i18n.has("sq.warn." + code):
            return sentence(self.tr("sq.warn." + code, who=who), self.ctx.lang)
        return None

    def action_label(self, action) -> str | None:
        warnings = self.board.action_warnings(action)
        if warnings:
            code = warnings[0][0]
            if self.ctx.i18n.has("sq.confirm." + code):
                return self.tr("sq.confirm." + code)
        return None

    def die_face(self, die: str, face: str) -> str | None:
        return f"star_quest/dice/d6_{face}.png"

    def die_faces(self, die: str) -> list[str] | None:
        return ["1", "2", "3", "4", "5", "6"]

    def die_tip(self, die: str, face: str) -> str:
        return self.tr("sq.die.tip", face=face)

    def roll_title(self, rolls: list[dict], seat) -> str:
        for r in rolls:
            who = r.get("who")
            if isinstance(who, int) and not isinstance(who, bool):
                u = self.w.try_get(who, Unit)
                if u is not None:
                    return sentence(self.tr("sq.roll.who", who=called(u.ref, self.ctx.lang)), self.ctx.lang)
        return ""

    def result_title(self) -> str | None:
        res = self.w.res["result"]
        if res is None:
            return None
        return self.tr("sq.result.won" if res["winners"] else "sq.result.lost")

    def result_lines(self) -> list[tuple[str, str]]:
        w = self.w
        m = w.res["mission"]
        down = sum(1 for _, u in w.query(Unit) if u.side == "ai" and u.state == "destroyed")
        standing = sum(1 for _, u in w.query(Unit) if u.side == "hero" and u.state == "active")
        heroes = sum(1 for _, u in w.query(Unit) if u.side == "hero")
        return [(self.tr("sq.result.mission"), m["name"][self.ctx.lang]),
                (self.tr("sq.result.rounds"), f"{w.res['round']} / {m['round_limit']}"),
                (self.tr("sq.result.down"), str(down)),
                (self.tr("sq.result.heroes"), f"{standing} / {heroes}")]


def wounds_of(w, uid) -> tuple[int, int]:
    u = w.get(uid, Unit)
    t = content().profile(u.ref)["tough"]
    return sum(w.get(m, Model).wounds for m in u.models if w.try_get(m, Model)), t * max(1, len(u.models))

"""Animating Star Quest's events, one handler per kind: models walk their path,
jump, fall and get pushed; shots and fights draw a tracer; wounds float over
the unit; killed models burst and vanish; an AI unit is spotlit while its
flowchart decision is read in the log. Every AI animation is skippable (a
click, or the "skip AI animations" setting)."""
from __future__ import annotations

import pygame

from game.games.star_quest.components import Unit

from ... import theme
from ...render.tween import PathMove, Tween, Wait


class Tracer(Tween):
    def __init__(self, a, b, colour, duration: float) -> None:
        self.a_pt, self.b_pt, self.colour = a, b, colour
        super().__init__(0.0, 1.0, duration)


class AnimMixin:
    def init_anims(self) -> None:
        self.moving: dict = {}
        self.tracers: list = []
        self.spot = None

    def clear_motion(self) -> None:
        self.moving = {}
        self.tracers = []
        self.spot = None

    def update_anims(self, dt: float) -> None:
        for mid, mv in list(self.moving.items()):
            if mv.done:
                del self.moving[mid]
        self.tracers = [t for t in self.tracers if not t.done]

    def skip(self) -> None:
        super().skip()
        self.moving = {}
        self.tracers = []

    def draw_anims(self, surf) -> None:
        for t in self.tracers:
            k = t.value
            a, b = t.a_pt, t.b_pt
            tip = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
            pygame.draw.line(surf, t.colour, a, tip, 3)

    # -- helpers -----------------------------------------------------------------------------------------
    def _centre_of(self, uid):
        mids = self.shown_models(uid)
        for m in mids:
            p = self.model_point(m)
            if p is not None:
                return p
        u = self.w.try_get(uid, Unit)
        if u is not None and u.models:
            from game.games.star_quest.world import cell
            return self.layout.centre(cell(self.w, u.models[0]))
        return None

    def _walk(self, mid, cells, ai: bool, seconds: float, hop: float = 0.0) -> None:
        pts = [self.layout.centre(c) for c in cells]
        if mid in self.moving and not self.moving[mid].done:
            pts[0] = self.moving[mid].pos
        mv = PathMove(pts, self.d(seconds, ai), hop=hop)
        self.disp[mid] = tuple(cells[-1])
        if not mv.done:
            self.moving[mid] = mv
            self.anims.add(mv)

    # -- events ------------------------------------------------------------------------------------------------
    def animate(self, event, seat, ai: bool) -> None:
        k, d = event.kind, event.data
        handler = getattr(self, "ev_" + k, None)
        if handler is not None:
            handler(d, ai)

    def ev_activate(self, d, ai) -> None:
        self.spot = d["unit"]
        self.focus = None
        if d.get("side") == "ai":
            self.anims.add(Wait(self.d(0.35, ai)))

    def ev_ai_decision(self, d, ai) -> None:
        self.spot = d["unit"]
        self.anims.add(Wait(self.d(0.6, ai)))

    def ev_end_activation(self, d, ai) -> None:
        self.spot = None

    def ev_move(self, d, ai) -> None:
        mids = self.shown_models(d["unit"])
        if not mids:
            return
        path = [tuple(c) for c in d.get("path") or []]
        cells = [tuple(c) for c in d.get("cells") or []]
        secs = min(0.9, 0.07 * max(2, len(path)))
        frm = [tuple(c) for c in d.get("frm") or []]
        if cells:
            route = path if path and path[-1] == cells[0] else (path or frm[:1]) + [cells[0]]
            self._walk(mids[0], route if len(route) > 1 else [cells[0]], ai, secs)
        for m, f, c in zip(mids[1:], frm[1:], cells[1:]):
            self._walk(m, [f, c], ai, secs)
        self.ctx.audio.play("step", 0.6)

    def _moves(self, d, ai) -> None:
        at = {v: m for m, v in self.disp.items()}
        for frm, to in d.get("moves", []):
            m = at.get(tuple(frm))
            if m is not None:
                self._walk(m, [tuple(frm), tuple(to)], ai, 0.3)

    ev_close_in = _moves
    ev_fall_back = _moves

    def ev_jumped(self, d, ai) -> None:
        mids = self.shown_models(d["unit"])
        if mids and mids[0] in self.disp:
            self._walk(mids[0], [self.disp[mids[0]], tuple(d["to"])], ai, 0.45, hop=self.layout.cell * 1.5)
            self.ctx.audio.play("jump")

    def ev_fall(self, d, ai) -> None:
        mids = self.shown_models(d["unit"])
        if mids:
            self._walk(mids[0], [tuple(d["frm"]), tuple(d["to"])], ai, 0.4)
            self.ctx.audio.play("fall")
            self.shake(4, self.d(0.25, ai))

    def ev_pushed(self, d, ai) -> None:
        if d.get("model") in self.disp:
            self._walk(d["model"], [tuple(d["frm"]), tuple(d["to"])], ai, 0.3)
            self.ctx.audio.play("push")

    def ev_arrive(self, d, ai) -> None:
        u = self.w.try_get(d["unit"], Unit)
        if u is None:
            return
        cells = [tuple(c) for c in d.get("cells") or []]
        self.disp_units[d["unit"]] = list(u.models[:len(cells)])
        for m, c in zip(u.models, cells):
            self.disp[m] = c
            self.add_fx("portal", self.layout.centre(c))
        self.ctx.audio.play("portal", 0.6)
        self.anims.add(Wait(self.d(0.3, ai)))

    def ev_deployed(self, d, ai) -> None:
        self.snapshot()

    def ev_scout_move(self, d, ai) -> None:
        pass

    def _tracer(self, d, ai, colour) -> None:
        a, b = self._centre_of(d["unit"]), self._centre_of(d["target"])
        if a is None or b is None:
            return
        t = Tracer(a, b, colour, self.d(0.35, ai))
        if not t.done:
            self.tracers.append(t)
            self.anims.add(t)

    def ev_shoot(self, d, ai) -> None:
        self._tracer(d, ai, (255, 220, 120))
        self.ctx.audio.play("hit", 0.5)

    def ev_melee(self, d, ai) -> None:
        self._tracer(d, ai, (255, 120, 100))
        self.ctx.audio.play("hit")

    def ev_defence(self, d, ai) -> None:
        p = self._centre_of(d["unit"])
        if d.get("wounds"):
            self.float_text(f"-{d['wounds']}", p, theme.RED)
            self.add_fx("hit", p)
            self.ctx.audio.play("hurt", 0.7)

    def ev_healed(self, d, ai) -> None:
        self.float_text(f"+{d['amount']}", self._centre_of(d["unit"]), theme.GREEN)
        self.add_fx("sparkle", self._centre_of(d["unit"]))

    def ev_power(self, d, ai) -> None:
        self.float_text(f"{d['change']:+d}⚡", self._centre_of(d["unit"]), theme.BLUE)

    def ev_exhausted(self, d, ai) -> None:
        self.float_text(f"-{d['wounds']}", self._centre_of(d["unit"]), theme.RED)

    def ev_model_killed(self, d, ai) -> None:
        mid = d["model"]
        p = self.model_point(mid)
        self.add_fx("hit", p)
        mids = self.disp_units.get(d["unit"], [])
        if mid in mids:
            mids.remove(mid)
        self.ctx.audio.play("enemy_die", 0.7)
        self.anims.add(Wait(self.d(0.2, ai)))

    def ev_unit_destroyed(self, d, ai) -> None:
        self.disp_units.pop(d["unit"], None)

    def ev_unconscious(self, d, ai) -> None:
        self.add_fx("dust", self._centre_of(d["unit"]))
        self.ctx.audio.play("hurt")

    def ev_reveal(self, d, ai) -> None:
        self.ctx.audio.play("reveal")

    def ev_take_token(self, d, ai) -> None:
        self.add_fx("sparkle", self._centre_of(d["unit"]))
        self.ctx.audio.play("coin")

    def ev_element_done(self, d, ai) -> None:
        self.ctx.audio.play("portal")

    def ev_game_over(self, d, ai) -> None:
        self.ctx.audio.play("win" if d.get("won") else "lose")

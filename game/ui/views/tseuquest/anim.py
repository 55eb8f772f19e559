"""The TseuQuest view's animation machinery: where a figure is drawn while it
walks, shakes, lunges or fades; door swings, flashes, projectiles, floating
numbers, effects and banners; dice ageing in the tray. The handlers of the
events are in events. Durations follow the animation-speed setting
(0 when instant, or for the AI with "skip AI animations")."""
from __future__ import annotations

import math

import pygame

from ... import theme
from ...render.effects import BoardEffects
from ...render.tween import PathMove, Shake, Tween, Wait
from ...text import draw_paragraph, draw_text

ELEMENT_COL = {"aer": (200, 235, 255), "ignis": (255, 140, 60), "terra": (190, 150, 90), "aqua": (100, 180, 250),
               "chaos": (140, 255, 150)}
TUMBLE = 0.45
SOUNDS = {"door": "push", "shoot": "jump", "magic": "portal"}     # our events -> the app's sound set


class AnimMixin(BoardEffects):
    FX_SCALE = 1.5          # dungeon squares are small: bursts a little bigger
    FLOAT_SECONDS = 1.1

    def init_anims(self) -> None:
        self.fading_out: set = set()
        self.reset_effects()
        self.tweens: dict = {}              # ("door"|"fig"|"scen"|"trap"|"lunge"|"flash", id) -> (Tween, data)
        self.banner = None                  # (title, body, Tween)
        self.book = None                    # the adventure's introduction, open until a click
        self.book_again = False             # opened again from the adventure panel (a click closes it)
        self.tray_rows: list = []           # {"who", "slot", "dice": [[die, face, age]], "burst"}
        self.tray_head = None
        self.projectiles: list = []         # (PathMove, colour)
        self._ai = False
        self._burst = 0
        self._last_roll = False

    def clear_motion(self) -> None:
        self.fading_out = set()
        self.reset_effects()
        self.tweens = {}
        self.banner = None
        self.projectiles = []

    # -- read while drawing ------------------------------------------------------------------------------------
    def figure_pos(self, f):
        move = self.anims.find(("walk", f.eid), PathMove)
        if move is not None:
            return move.pos
        if f.cell is None:
            return None
        return self.layout.cell_foot(f.cell)

    def figure_moving(self, eid) -> bool:
        return self.anims.find(("walk", eid), PathMove) is not None

    def figure_offset(self, eid) -> tuple[float, float]:
        dx = dy = 0.0
        s = self.anims.find(("shake", eid), Shake)
        if s is not None:
            dx += s.offset[0]
        lunge = self.tweens.get(("lunge", eid))
        if lunge is not None and not lunge[0].done:
            k = math.sin(math.pi * lunge[0].value)
            dx += lunge[1][0] * k
            dy += lunge[1][1] * k
        return (dx, dy)

    def figure_alpha(self, eid) -> int:
        tw = self.tweens.get(("fig", eid))
        if tw is not None and not tw[0].done:
            return int(tw[0].value)
        return 0 if eid in self.fading_out else 255

    def figure_flash(self, eid) -> float:
        tw = self.tweens.get(("flash", eid))
        return tw[0].value if tw is not None and not tw[0].done else 0.0

    def door_swing(self, door_id, d) -> float:
        tw = self.tweens.get(("door", door_id))
        if tw is not None and not tw[0].done:
            return tw[0].value
        return 1.0 if d["open"] else 0.0

    def scenery_alpha(self, s) -> int:
        tw = self.tweens.get(("scen", s["eid"]))
        base = 255 if s["placed"] else 120
        if tw is not None and not tw[0].done:
            return int(tw[0].value)
        return base

    def trap_alpha(self, tr) -> int:
        tw = self.tweens.get(("trap", tr["id"] or tuple(map(tuple, tr["cells"]))))
        if tw is not None and not tw[0].done:
            return int(tw[0].value)
        return 255

    # -- per frame ---------------------------------------------------------------------------------------------------
    def update_anims(self, dt: float) -> None:
        self.update_effects(dt)
        for key, (tw, _data) in list(self.tweens.items()):      # the Animator runs them
            if tw.done:
                self.tweens.pop(key, None)
        self.projectiles = [p for p in self.projectiles if not p[0].done]
        if self.banner is not None and self.banner[2].done:
            self.banner = None
        for row in self.tray_rows:
            for d in row["dice"]:
                d[2] += dt

    def dice_tumbling(self) -> bool:
        """A die in the tray has not landed yet: nothing may show what it rolled."""
        return any(d[2] < TUMBLE for row in self.tray_rows for d in row["dice"])

    def draw_fx(self, surf) -> None:
        c = self.layout.cell
        self.draw_bursts(surf)
        for pm, col in self.projectiles:
            x, y = pm.pos
            pts = pm.points
            ang = math.atan2(pts[-1][1] - pts[0][1], pts[-1][0] - pts[0][0])
            tail = (x - math.cos(ang) * c * 0.7, y - math.sin(ang) * c * 0.7)
            pygame.draw.line(surf, theme.INK, tail, (x, y), 4)
            pygame.draw.line(surf, col, tail, (x, y), 2)
            pygame.draw.circle(surf, col, (int(x), int(y)), 3)
        self.draw_floats(surf)

    def draw_banner(self, surf) -> None:
        if self.banner is None:
            return
        title, body, tw = self.banner
        k = tw.value
        alpha = int(255 * min(1.0, k * 5, (1 - k) * 4))
        if alpha <= 0:
            return
        L = self.layout
        a = self.ctx.assets
        h = 70 if not body else 118
        r = pygame.Rect(0, 0, min(L.board.width - 60, 560), h)
        r.center = (L.board.centerx, L.board.top + 70 + h // 2)
        card = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (*theme.INK, 235), card.get_rect(), border_radius=14)
        pygame.draw.rect(card, theme.GOLD, card.get_rect(), 2, border_radius=14)
        draw_text(card, a, title, (r.width // 2, 34), theme.SIZE_H2, theme.GOLD, "serif", anchor="center",
                  max_width=r.width - 30)
        if body:
            draw_paragraph(card, a, body, pygame.Rect(18, 56, r.width - 36, h - 60), theme.SIZE_SMALL, theme.TEXT,
                           align="center", line_gap=1)
        card.set_alpha(alpha)
        surf.blit(card, r)

    # -- helpers ---------------------------------------------------------------------------------------------
    def d(self, seconds: float) -> float:
        return self.ctx.anim(seconds, ai=self._ai)

    def sound(self, name: str) -> None:
        if self.d(1.0) > 0 or not self._ai:
            self.ctx.audio.play(SOUNDS.get(name, name))

    def wait(self, seconds: float) -> None:
        if self.d(seconds) > 0:
            self.anims.add(Wait(self.d(seconds)))

    def tween(self, key, a, b, seconds, blocking=True, data=None, on_done=None) -> None:
        duration = self.d(seconds)
        if duration <= 0:
            if on_done:
                on_done()
            return
        tw = Tween(a, b, duration, on_done=on_done)
        self.tweens[key] = (tw, data)
        self.anims.add(tw, blocking=blocking)

    def fig_point(self, eid, lift: float = 0.7):
        f = self.figs.get(eid)
        if f is None:
            return None
        pos = self.figure_pos(f)
        if pos is None:
            return None
        return (pos[0], pos[1] - self.layout.cell * lift)

    def show_banner(self, title: str, body: str = "", seconds: float = 1.1, blocking: float = 0.45) -> None:
        duration = self.d(seconds)
        if duration <= 0:
            return
        tw = Tween(0, 1, duration)
        tw.ease = lambda x: x
        self.banner = (title, body, tw)
        self.anims.add(tw, blocking=False)
        self.wait(blocking)

    def next_kind(self):
        q = getattr(self.board, "queue", None)
        return q[0][0].kind if q else None

    def name_of(self, eid) -> str:
        return self.fig_name(eid)

    def adopt_fig(self, eid):
        """Copy one figure from the viewer's private view as it is now (appear, summon, status)."""
        fresh = self.fresh().figs.get(eid)
        if fresh is None:
            return None
        from dataclasses import replace
        old = self.figs.get(eid)
        new = replace(fresh, status=dict(fresh.status))
        if old is not None:
            new.cell = old.cell if self.figure_moving(eid) else new.cell
        self.figs[eid] = new
        if self.table is not None:
            self.table.figs[eid] = new
        return new

    # -- the events ------------------------------------------------------------------------------------------
    def animate(self, event, seat, ai: bool) -> None:
        self._ai = bool(ai)
        if event.kind != "roll" and self._last_roll:
            self._last_roll = False
            self._burst += 1
        handler = getattr(self, "on_" + event.kind, None)
        if handler is not None:
            try:
                handler(event.data)
            except (KeyError, TypeError, ValueError, IndexError):
                pass                            # a malformed event never stops the game


class _Ev:
    """A stand-in event to ask the board for a log line."""

    def __init__(self, kind, data) -> None:
        self.kind, self.data = kind, data


def _edge(door):
    from game.engine.grid import edge_key
    return edge_key(tuple(door["a"]), tuple(door["b"]))


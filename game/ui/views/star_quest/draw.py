"""Drawing the table: the mission's Tiled map, its marks (AI objectives, search
tokens, mission elements, exits), the models on their bases with wounds and
conditions, the lit cells a click can use, range circles, the measuring line
and the lines of sight to every target."""
from __future__ import annotations

import math

import pygame

from game.engine.wording import decimal
from game.games.star_quest.components import Model, Unit
from game.games.star_quest.world import board, content, sight
from game.paths import asset_path

from ... import theme
from ...camera import draw_minimap, draw_zoom_buttons
from ...text import draw_text

HERO_RING = (96, 204, 236)
AI_RING = (226, 88, 84)
LIT_MOVE = (120, 220, 140, 70)
LIT_JUMP = (242, 188, 74, 90)
LIT_ENTER = (104, 156, 236, 80)
STATUS_ICONS = ("afflicted", "weakened", "sick", "affected")


def unit_art(ref: str) -> str:
    return f"star_quest/models/{ref}.png"


def mark_art(kind: str) -> str:
    return f"star_quest/tokens/{kind}.png"


class DrawMixin:
    # -- the map --------------------------------------------------------------------------------------
    def map_surface(self) -> pygame.Surface:
        key = ("map", self.layout.board.size, self.w.res["map"])
        surf = self._cache.get(key)
        if surf is None:
            path = asset_path("maps", "star_quest", f"{self.w.res['map']}.tmx")
            surf = self.maps.scaled(path, self.layout.board.size, skip_layers=("marks",)).copy()
            self._heights(surf)
            self._cache[key] = surf
        return surf

    def _heights(self, surf) -> None:
        """Raised cells get a light edge where they drop, so heights read at a glance."""
        bd = board(self.w)
        c = self.layout.cell
        for (x, y), h in bd.heights.items():
            r = pygame.Rect(x * c, y * c, c, c)
            for dx, dy, a, b in ((1, 0, r.topright, r.bottomright), (-1, 0, r.topleft, r.bottomleft),
                                 (0, 1, r.bottomleft, r.bottomright), (0, -1, r.topleft, r.topright)):
                if bd.h((x + dx, y + dy)) < h:
                    pygame.draw.line(surf, (250, 236, 190), a, b, 1 if c < 20 else 2)

    # -- everything on the table --------------------------------------------------------------------------
    def draw_table(self, surf) -> None:
        L = self.layout
        ox, oy = self.screen_shake()
        clip = surf.get_clip()
        surf.set_clip(L.view)
        surf.blit(self.map_surface(), L.board.move(ox, oy))
        self.draw_marks(surf)
        self.draw_lit(surf)
        self.draw_guides(surf)
        self.draw_models(surf)
        surf.set_clip(clip)
        pygame.draw.rect(surf, theme.GOLD_DARK, L.view.inflate(4, 4), 2)
        self.draw_zoom(surf)
        self.draw_measure(surf)

    def draw_zoom(self, surf) -> None:
        """The +/- zoom buttons above the table with the zoom shown, and for a
        moment after zooming or panning a small map of the whole table with
        the window's place on it."""
        L = self.layout
        draw_zoom_buttons(surf, self.ctx, L.camera)
        label = self.ctx.assets.text(self.tr("sq.zoom.level", n=decimal(L.zoom, self.ctx.lang, 2)),
                                     theme.SIZE_SMALL, theme.TEXT_DIM)
        surf.blit(label, label.get_rect(midright=(L.zoom_in.left - 6, L.zoom_in.centery)))
        self.draw_sight_key(surf)
        mini = pygame.Rect(0, 0, 72, 72)
        mini.bottomright = (L.view.right - 6, L.view.bottom - 6)
        key = ("map", "mini", self.w.res["map"])
        if L.camera.minimap_shown(self.ctx.time) and key not in self._cache:
            self._cache[key] = pygame.transform.smoothscale(self.map_surface(), mini.size)
        if key in self._cache:
            draw_minimap(surf, self.ctx, L.camera, self._cache[key], mini)

    def draw_marks(self, surf) -> None:
        L, a, w = self.layout, self.ctx.assets, self.w
        size = max(10, int(L.cell * 1.6))
        bd = board(w)
        for c in bd.marks.get("exit", ()):
            img = a.fit(mark_art("exit"), (size, size))
            surf.blit(img, img.get_rect(center=L.centre(c)))
        control = self.objective_control()
        for i, o in enumerate(w.res["objectives"]):
            ctr = L.centre(o)
            pygame.draw.circle(surf, (242, 188, 74), ctr, L.cell * 3 * self.scale(), 1)
            img = a.fit(mark_art("objective_" + control[i]), (size, size))
            surf.blit(img, img.get_rect(center=ctr))
        for e in w.res["elements"]:
            img = a.fit(mark_art("element_done" if e["done"] else "element"), (size, size))
            surf.blit(img, img.get_rect(center=L.centre(e["at"])))
        for t in w.res["tokens"]:
            if t["taken"]:
                continue
            art = mark_art(("search_" + t["content"]) if t["revealed"] else "search")
            img = a.fit(art, (size, size))
            r = img.get_rect(center=L.centre(t["at"]))
            surf.blit(img, r)
            if self.token_target(t) is not None:
                pygame.draw.circle(surf, theme.HIGHLIGHT, r.center, size // 2 + 2, 2)

    def draw_lit(self, surf) -> None:
        L = self.layout
        c = L.cell
        if not self.cell_actions:
            return
        layer = pygame.Surface(L.view.size, pygame.SRCALPHA)
        ox, oy = L.board.left - L.view.left, L.board.top - L.view.top
        for cellpos, action in self.cell_actions.items():
            colour = LIT_JUMP if action.kind == "jump" else (LIT_ENTER if action.kind in ("arrive", "scout") else LIT_MOVE)
            layer.fill(colour, (ox + cellpos[0] * c, oy + cellpos[1] * c, c, c))
        surf.blit(layer, L.view)
        hov = self.hover_cell
        if hov in self.cell_actions:
            pygame.draw.rect(surf, theme.HIGHLIGHT, (L.board.left + hov[0] * c, L.board.top + hov[1] * c, c, c), 2)
            route = self.move_route(hov)
            if route is not None and len(route[0]) > 1:
                # the way the model will walk; dangerous cells on it ringed in red
                pts = [L.centre(x) for x in route[0]]
                pygame.draw.lines(surf, (250, 240, 200), False, pts, max(2, c // 8))
                danger = board(self.w).cells_with("dangerous")
                for x in route[0][1:]:
                    if x in danger:
                        pygame.draw.rect(surf, theme.RED, (L.board.left + x[0] * c, L.board.top + x[1] * c, c, c),
                                         max(2, c // 8))

    def draw_guides(self, surf) -> None:
        """Range circle of the action under the pointer; sight lines to every target."""
        L, w = self.layout, self.w
        actor = self.actor()
        if actor is None or w.try_get(actor, Unit) is None or not w.get(actor, Unit).models:
            return
        lead = self.model_cell(w.get(actor, Unit).models[0])
        if lead is None:
            return
        centre = L.centre(lead)
        radius = self.range_inches()
        if radius:
            rr = radius * L.cell * self.scale()
            layer = pygame.Surface(L.view.size, pygame.SRCALPHA)
            pygame.draw.circle(layer, (120, 220, 140, 40), (centre[0] - L.view.left, centre[1] - L.view.top), rr)
            surf.blit(layer, L.view)
            pygame.draw.circle(surf, (150, 240, 160), centre, rr, 2)
        for uid, cover in self.sight_lines().items():
            cells = [self.model_cell(m) for m in w.get(uid, Unit).models]
            cells = [x for x in cells if x is not None]
            if not cells:
                continue
            end = L.centre(min(cells, key=lambda x: math.dist(x, lead)))
            colour = (242, 188, 74) if cover else (150, 240, 160)
            _dashed(surf, colour, centre, end, 2, 6)
            if cover:
                img = self.ctx.assets.fit("star_quest/icons/cover.png", (max(12, L.cell), max(12, L.cell)))
                surf.blit(img, img.get_rect(center=(end[0] + L.cell * 0.8, end[1] - L.cell * 0.8)))

    def draw_models(self, surf) -> None:
        L, a, w = self.layout, self.ctx.assets, self.w
        actor = self.actor()
        for uid, u in w.query(Unit):
            mids = self.shown_models(uid)
            if not mids:
                continue
            # the base as big as the rules have it (a 2" base spans two cells), a little larger to read
            size = max(10, int(L.cell * 1.25 * content().profile(u.ref)["base"]))
            ring = HERO_RING if u.side == "hero" else AI_RING
            target = uid in self.unit_actions
            for mid in mids:
                p = self.model_point(mid)
                if p is None:
                    continue
                base = pygame.Rect(0, 0, size, size)
                base.center = (int(p[0]), int(p[1]))
                pygame.draw.circle(surf, (20, 15, 28), base.center, size // 2 + 1)
                pygame.draw.circle(surf, ring, base.center, size // 2 + 1, 2)
                img = a.fit(unit_art(u.ref), (size - 2, size - 2))
                if u.state == "unconscious":
                    img = pygame.transform.rotate(img, 90)
                    img.set_alpha(150)
                surf.blit(img, img.get_rect(center=base.center))
                if uid == actor:
                    pygame.draw.circle(surf, theme.HIGHLIGHT, base.center, size // 2 + 4, 2)
                elif target:
                    pulse = 3 + int(2 * math.sin(self.ctx.time * 6))
                    pygame.draw.circle(surf, theme.HIGHLIGHT if u.side == "hero" else (255, 120, 100),
                                       base.center, size // 2 + pulse, 2)
                m = w.try_get(mid, Model)
                tough = content().profile(u.ref)["tough"]
                if m is not None and tough > 1:
                    frac = max(0.0, 1 - m.wounds / tough)
                    bar = pygame.Rect(base.left, base.bottom, size, max(3, L.cell // 6))
                    pygame.draw.rect(surf, (40, 20, 30), bar)
                    pygame.draw.rect(surf, theme.GREEN if frac > 0.5 else theme.RED,
                                     (bar.left, bar.top, int(bar.width * frac), bar.height))
            self._unit_badges(surf, uid, u, size)

    def _unit_badges(self, surf, uid, u, size) -> None:
        """Stunned, fatigued, activated and conditions as small icons over the leader."""
        p = self.model_point(self.shown_models(uid)[0])
        if p is None:
            return
        icons = []
        if u.stunned:
            icons.append("stunned")
        if u.fatigued:
            icons.append("fatigued")
        icons += [s for s in u.status if s in STATUS_ICONS]
        s = max(8, size // 2)
        x = int(p[0] + size // 2 - 2)
        y = int(p[1] - size // 2 - 2)
        for name in icons:
            img = self.ctx.assets.fit(f"star_quest/icons/{name}.png", (s, s))
            surf.blit(img, (x, y))
            x += s - 2
        if u.activated and u.state == "active" and self.w.res["phase"] != "setup":
            pygame.draw.circle(surf, (140, 130, 150), (int(p[0] - size // 2), int(p[1] - size // 2)), max(3, s // 3))

    def draw_measure(self, surf) -> None:
        """The measured distance from the acting model to the cell under the pointer."""
        hov, actor = self.hover_cell, self.actor()
        if hov is None or actor is None or self.w.try_get(actor, Unit) is None or not self.w.get(actor, Unit).models:
            return
        lead = self.model_cell(self.w.get(actor, Unit).models[0])
        if lead is None or lead == hov:
            return
        L = self.layout
        a, b = L.centre(lead), L.centre(hov)
        d = self.distance(lead, hov)
        route = self.move_route(hov)
        if route is not None:                   # a move: its path is drawn, the figure is what the walk spends
            d = route[1]
        else:
            clip = surf.get_clip()
            surf.set_clip(L.view)               # the acting model may be out of the window
            pygame.draw.line(surf, (255, 255, 255), a, b, 1)
            surf.set_clip(clip)
        key = "sq.hint.measure"
        other = self.hover_unit
        if other is not None and other != actor and self.w.try_get(other, Unit) is not None:
            # a model: the rules measure from base edge to base edge
            from game.engine.measure import gap
            from game.games.star_quest.world import radius
            d = self.distance((0, 0), (gap(lead, hov, radius(self.w, actor), radius(self.w, other)), 0))
            key = "sq.hint.measure_bases"
        draw_text(surf, self.ctx.assets, self.tr(key, d=self.num(d)), (b[0] + 10, b[1] - 20),
                  theme.SIZE_SMALL, theme.HIGHLIGHT, "bold", shadow=True)

    def draw_sight_key(self, surf) -> None:
        """While dashed sight lines are drawn, a key in the strip above the table says
        what their colours mean (hover it for the whole rule)."""
        self.sight_key = None
        if not self.sight_lines():
            return
        L = self.layout
        x, y = L.view.left + 2, L.zoom_in.centery
        left = x
        for colour, key in (((150, 240, 160), "sq.legend.seen"), ((242, 188, 74), "sq.legend.cover")):
            _dashed(surf, colour, (x, y), (x + 22, y), 2, 6)
            r = draw_text(surf, self.ctx.assets, self.tr(key), (x + 28, y), theme.SIZE_SMALL - 2, theme.TEXT_DIM,
                          anchor="midleft")
            x = r.right + 14
        self.sight_key = pygame.Rect(left, L.zoom_in.top, x - left, L.zoom_in.height)

    # -- helpers ---------------------------------------------------------------------------------------------
    def sight_lines(self) -> dict:
        """Enemy unit -> in cover? for every enemy the acting hero sees (cached per state)."""
        key = ("sight", len(self.match.log), self.actor(), self.board.idle())
        got = self._cache.get(key)
        if got is not None:
            return got
        out = {}
        actor = self.actor()
        w = self.w
        if actor is not None and self.board.idle() and w.get(actor, Unit).side == "hero" and w.get(actor, Unit).models:
            from game.games.star_quest.world import enemies, in_cover, unit_sees
            for e in enemies(w, actor):
                if unit_sees(w, actor, e):
                    out[e] = in_cover(w, e, actor)
        for k in [k for k in self._cache if isinstance(k, tuple) and k and k[0] == "sight"]:
            del self._cache[k]
        self._cache[key] = out
        return out

    def cell_sight(self, frm, to):
        return sight(self.w, frm, to)



def _dashed(surf, colour, a, b, width, dash) -> None:
    length = math.dist(a, b)
    if length < 1:
        return
    n = int(length // dash)
    for i in range(0, n, 2):
        p = (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)
        q = (a[0] + (b[0] - a[0]) * min(n, i + 1) / n, a[1] + (b[1] - a[1]) * min(n, i + 1) / n)
        pygame.draw.line(surf, colour, p, q, width)

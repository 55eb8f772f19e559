"""Drawing the dungeon: the Tiled floor of revealed sections only, walls, doors, arrows,
furniture heights, chests, found traps, zones of influence, engagement, highlights and the
figures with their facing, life and states."""
from __future__ import annotations

import pygame

from game.games.dungeon_universalis.world import board as rules_board
from game.games.dungeon_universalis.world import engaged_by
from game.paths import asset_path

from ... import theme
from ...camera import draw_minimap, draw_zoom_buttons
from ...text import draw_text

ART = "dungeon_universalis"
SKIP = ("sections", "walls", "arrows", "marks", "terrain")     # the view draws the terrain itself
ZOI = (200, 40, 40, 46)
MOVE = (120, 230, 120)
RUN = (120, 190, 250)


class DrawMixin:
    def map_path(self) -> str:
        return str(asset_path("maps", "dungeon_universalis", f"{self.w.res['map']}.tmx"))

    def floor_skip(self) -> tuple:
        return SKIP

    def floor_surface(self) -> pygame.Surface:
        L, t = self.layout, self.table
        key = ("floor", L.cell, frozenset(t.shown))
        hit = self._cache.get("floor")
        if hit and hit[0] == key:
            return hit[1]
        surf = pygame.Surface(L.board.size)
        surf.fill((16, 12, 20))
        rock = (26, 22, 30)
        for y in range(L.height):
            for x in range(L.width):
                if (x * 7 + y * 13) % 5 == 0:
                    pygame.draw.rect(surf, rock, (x * L.cell + 3, y * L.cell + 3, L.cell - 6, L.cell - 6), 1,
                                     border_radius=4)
        floor = self.maps.scaled(self.map_path(), L.board.size, SKIP)
        for c in t.shown:
            r = pygame.Rect(c[0] * L.cell, c[1] * L.cell, L.cell, L.cell)
            surf.blit(floor, r, r)
        g = (0, 0, 0)
        for c in t.shown:
            r = pygame.Rect(c[0] * L.cell, c[1] * L.cell, L.cell, L.cell)
            pygame.draw.rect(surf, g, r, 1)
        self._cache["floor"] = (key, surf)
        return surf

    def draw_board(self, surf) -> None:
        L, t, a = self.layout, self.table, self.ctx.assets
        surf.blit(self.floor_surface(), L.board)
        self.draw_terrain(surf)
        v = t.view
        rb = rules_board(self.w)
        for c in rb.exits:
            if tuple(c) in t.shown:
                r = L.cell_rect(c).inflate(-6, -6)
                img = a.fit(f"{ART}/tokens/exit.png", r.size)
                img.set_alpha(150)
                surf.blit(img, img.get_rect(center=r.center))
        for key, d in v["arrows"].items():
            x, y = map(int, key.split(","))
            r = L.cell_rect((x, y)).inflate(-L.cell // 3, -L.cell // 3)
            ang = {(0, -1): 0, (-1, 0): 90, (0, 1): 180, (1, 0): -90}.get(tuple(d), 0)
            img = pygame.transform.rotate(a.fit(f"{ART}/tokens/arrow.png", r.size), ang)
            img.set_alpha(190)
            surf.blit(img, img.get_rect(center=r.center))
        for key, fu in v["furniture"].items():
            x, y = map(int, key.split(","))
            r = L.cell_rect((x, y))
            if fu.get("height"):
                badge = pygame.Rect(r.right - 13, r.top + 1, 12, 12)
                pygame.draw.rect(surf, theme.INK, badge, border_radius=3)
                draw_text(surf, a, str(fu["height"]), badge.center, 11, theme.HIGHLIGHT, "bold", anchor="center")
        for ch in v["chests"]:
            r = L.cell_rect(ch["cell"]).inflate(-4, -4)
            img = a.fit(f"{ART}/tokens/chest.png", r.size)
            if ch["opened"] or ch["broken"]:
                img = img.copy()
                img.set_alpha(110)
            surf.blit(img, img.get_rect(center=r.center))
        for (p, q) in v["walls"]:
            self.wall(surf, p, q)
        for ident, d in v["doors"].items():
            self.door(surf, ident, d)
        for tr in v["traps"]:
            where = tr.get("cell") or tr.get("chest")
            if where is not None:
                r = L.cell_rect(where).inflate(-L.cell // 2, -L.cell // 2)
                r.topleft = L.cell_rect(where).topleft
            else:
                p, q = tr["door"].split("|")
                r = L.edge_rect(tuple(map(int, p.split(","))), tuple(map(int, q.split(",")))).inflate(6, 6)
            img = a.fit(f"{ART}/tokens/trap.png", (max(12, r.w), max(12, r.h)))
            surf.blit(img, img.get_rect(center=r.center))
        self.draw_zoi(surf)
        self.draw_highlights(surf)
        if not self.busy():
            self.draw_risky_targets(surf)
        self.draw_figures(surf)
        self.draw_engagement(surf)

    def draw_zoom(self, surf) -> None:
        """The +/- zoom buttons in the dungeon panel's corner (the wheel zooms too), and for a
        moment after zooming or dragging a small map of the explored dungeon with the window on it."""
        L = self.layout
        draw_zoom_buttons(surf, self.ctx, L.camera)
        if not L.camera.minimap_shown(self.ctx.time):
            return
        mini = pygame.Rect(0, 0, 4 * L.width, 4 * L.height)
        mini.bottomright = (L.view.right - 6, L.view.bottom - 6)
        floor = self.floor_surface()
        hit = self._cache.get("mini")
        if not hit or hit[0] is not floor:
            hit = self._cache["mini"] = (floor, pygame.transform.smoothscale(floor, mini.size))
        draw_minimap(surf, self.ctx, L.camera, hit[1], mini)

    def wall(self, surf, p, q) -> None:
        L = self.layout
        ra, rb = L.cell_rect(p), L.cell_rect(q)
        col = (58, 46, 40)
        if p[0] != q[0]:
            x = max(ra.left, rb.left)
            pygame.draw.line(surf, theme.INK, (x, ra.top - 1), (x, ra.bottom), 6)
            pygame.draw.line(surf, col, (x, ra.top), (x, ra.bottom - 1), 3)
        else:
            y = max(ra.top, rb.top)
            pygame.draw.line(surf, theme.INK, (ra.left - 1, y), (ra.right, y), 6)
            pygame.draw.line(surf, col, (ra.left, y), (ra.right - 1, y), 3)

    def door(self, surf, ident, d) -> None:
        L, a = self.layout, self.ctx.assets
        r = L.edge_rect(tuple(d["a"]), tuple(d["b"]))
        if d["open"] or d["broken"]:
            pygame.draw.rect(surf, (150, 104, 60), r, 2, border_radius=3)
            return
        col = (150, 100, 56) if d["explored"] else (176, 120, 60)
        pygame.draw.rect(surf, theme.INK, r.inflate(2, 2), border_radius=3)
        pygame.draw.rect(surf, col, r, border_radius=3)
        if d.get("locked"):
            img = a.fit(f"{ART}/icons/key.png", (r.w + 6, r.h + 6) if r.w > r.h else (r.w + 6, r.h))
            surf.blit(img, img.get_rect(center=r.center))
        elif d.get("riddle"):
            img = a.fit(f"{ART}/icons/riddle.png", (16, 16))
            surf.blit(img, img.get_rect(center=r.center))
        elif not d["explored"]:
            pygame.draw.circle(surf, theme.HIGHLIGHT, r.center, 3)

    def draw_zoi(self, surf) -> None:
        L, t = self.layout, self.table
        key = ("zoi", L.cell, tuple(sorted((f, c) for f, c in self.pos.items())))
        hit = self._cache.get("zoi")
        if not hit or hit[0] != key:
            layer = pygame.Surface(L.board.size, pygame.SRCALPHA)
            for fid, c in self.pos.items():
                f = self.fig_data(fid)
                if f is None or f["side"] != "joa" or "knocked_down" in f["states"]:
                    continue
                span = self.span(f)
                kinds = t.view.get("terrain", {})
                base = [kinds.get(f"{c[0] + i},{c[1] + j}", {}).get("kind") for i in range(span) for j in range(span)]
                if "pit" in base:
                    continue                        # down in a pit it holds nobody
                wet = all(k == "water" for k in base) and not f.get("flying")
                for dx in range(-1, span + 1):
                    for dy in range(-1, span + 1):
                        n = (c[0] + dx, c[1] + dy)
                        kind = kinds.get(f"{n[0]},{n[1]}", {}).get("kind")
                        if kind == "pit" or (kind == "water") != wet:
                            continue                # no zone into a pit nor across the water line
                        if n in t.shown and not (0 <= dx < span and 0 <= dy < span):
                            layer.fill(ZOI, (n[0] * L.cell, n[1] * L.cell, L.cell, L.cell))
            hit = self._cache["zoi"] = (key, layer)
        surf.blit(hit[1], L.board)

    def draw_engagement(self, surf) -> None:
        if self.busy():
            return
        for fid in self.w.res["party"]:
            if fid not in self.pos:
                continue
            for e in engaged_by(self.w, fid):
                if e in self.pos:
                    p, q = self.fig_center(fid), self.fig_center(e)
                    pygame.draw.line(surf, (250, 90, 70), p, q, 3)
                    mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
                    pygame.draw.circle(surf, theme.INK, mid, 6)
                    pygame.draw.circle(surf, (250, 90, 70), mid, 4)

    def draw_highlights(self, surf) -> None:
        L, tg = self.layout, self.targets
        if not tg.legal or self.busy() or self.aim:
            return                       # while a spell is aimed only its targets are lit
        pulse = 130 + int(60 * abs(((self.ctx.time * 1.6) % 2) - 1))
        running = self.w.res["act"] and self.w.res["act"].get("running")
        col = RUN if running else MOVE
        layer = pygame.Surface(L.board.size, pygame.SRCALPHA)
        for c in tg.moves:
            r = pygame.Rect(c[0] * L.cell, c[1] * L.cell, L.cell, L.cell).inflate(-4, -4)
            layer.fill((*col, 60), r)
            pygame.draw.rect(layer, (*col, pulse), r, 2, border_radius=4)
        surf.blit(layer, L.board)
        for fid in tg.hits:
            if fid in self.pos:
                n = self.span(self.fig_data(fid))
                r = L.cell_rect(self.pos[fid])
                r.size = (L.cell * n, L.cell * n)
                pygame.draw.rect(surf, (250, 70, 60), r.inflate(2, 2), 3, border_radius=6)
        for ident in tg.doors:
            d = self.table.view["doors"].get(ident)
            if d:
                pygame.draw.rect(surf, theme.HIGHLIGHT, L.edge_rect(tuple(d["a"]), tuple(d["b"])).inflate(6, 6), 2,
                                 border_radius=4)
        for c in tg.chests:
            pygame.draw.rect(surf, theme.HIGHLIGHT, L.cell_rect(c).inflate(-2, -2), 2, border_radius=6)

    def span(self, f) -> int:
        """Squares a side of the figure's base covers (2 for large and huge)."""
        return 2 if f is not None and f.get("size") in ("large", "huge") else 1

    def fig_center(self, fid):
        x, y = self.draw_point(fid)
        k = (self.span(self.fig_data(fid)) - 1) * self.layout.cell / 2
        return x + k, y + k

    def draw_figures(self, surf) -> None:
        L, a = self.layout, self.ctx.assets
        acting = self.table.view["acting"]
        for fid in sorted(self.pos, key=lambda f: self.fig_center(f)[1]):
            f = self.fig_data(fid)
            if f is None:
                continue
            n = self.span(f)
            size = int(L.cell * n * (1.25 if n == 1 else 1.1))
            x, y = self.fig_center(fid)
            cell_r = pygame.Rect(0, 0, L.cell * n, L.cell * n)
            cell_r.center = (int(x), int(y))
            if n > 1:
                base = cell_r.inflate(-4, -4)
                pygame.draw.rect(surf, theme.INK, base, 2, border_radius=8)
                pygame.draw.rect(surf, (230, 70, 60) if f["side"] == "joa" else theme.GOLD, base.inflate(-4, -4), 1,
                                 border_radius=7)
            if fid == acting:
                pygame.draw.ellipse(surf, theme.HIGHLIGHT, cell_r.inflate(4, -L.cell // 3).move(0, L.cell // 3), 3)
            self.facing_mark(surf, f, cell_r)
            img = a.fit(f"{ART}/figures/{f['ref']}.png", (size, size))
            if "knocked_down" in f["states"]:
                img = pygame.transform.rotate(img, 90)
            surf.blit(img, img.get_rect(midbottom=(cell_r.centerx, cell_r.bottom + 2)))
            self.life_bar(surf, f, cell_r)
            icons = [s for s in f["states"] if s in ("knocked_down", "stunned", "frightened", "poisoned", "sick",
                                                     "immobile", "wounded")]
            for i, s in enumerate(icons[:3]):
                name = {"knocked_down": "knocked"}.get(s, s)
                im = a.fit(f"{ART}/tokens/{name}.png", (12, 12))
                surf.blit(im, (cell_r.left + i * 11, cell_r.top - 4))
            h = self.furniture_height(f["cell"])
            if h:
                badge = pygame.Rect(cell_r.left - 2, cell_r.bottom - 12, 14, 12)
                pygame.draw.rect(surf, theme.GOLD, badge, border_radius=3)
                draw_text(surf, a, f"{h}", badge.center, 10, theme.INK, "bold", anchor="center")

    def furniture_height(self, c) -> int:
        fu = self.table.view["furniture"].get(f"{c[0]},{c[1]}")
        return fu.get("height", 0) if fu else 0

    def facing_mark(self, surf, f, r) -> None:
        dx, dy = f["facing"]
        cx, cy = r.center
        k = r.width / 2 - 1
        tip = (cx + dx * k, cy + dy * k)
        side = (-dy, dx)
        base = (cx + dx * (k - 7), cy + dy * (k - 7))
        pts = [tip, (base[0] + side[0] * 6, base[1] + side[1] * 6), (base[0] - side[0] * 6, base[1] - side[1] * 6)]
        col = theme.GOLD if f["side"] == "hero" else (230, 70, 60)
        pygame.draw.polygon(surf, theme.INK, pts)
        pygame.draw.polygon(surf, col, [(p[0] * 0.85 + tip[0] * 0.15, p[1] * 0.85 + tip[1] * 0.15) for p in pts])

    def life_bar(self, surf, f, r) -> None:
        m = max(1, f["max_life"])
        bar = pygame.Rect(r.left + 3, r.bottom - 4, r.width - 6, 5)
        pygame.draw.rect(surf, theme.INK, bar.inflate(2, 2))
        fill = bar.copy()
        fill.width = max(0, int(bar.width * max(0, f["life"]) / m))
        pygame.draw.rect(surf, theme.GREEN if f["side"] == "hero" else theme.RED, fill)

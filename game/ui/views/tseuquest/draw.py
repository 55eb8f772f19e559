"""Drawing the TseuQuest board: the Tiled floor (its public floor layer only),
walls and doors from the Table, scenery, traps, markers, figures with their
idle animations, target highlights and the line-of-sight fog. Static parts
are baked once per adventure and cell size."""
from __future__ import annotations

import math

import pygame

from ... import theme
from ...render.anim import frame_names
from ...text import draw_text
from .model import EDGE, cell_name, visible_from

MAP_LAYERS = ("walls", "scenery", "traps", "zones", "marks", "monsters")     # never drawn: the MB's book
WALL = (44, 36, 52)
WALL_TOP = (132, 122, 140)
SIDE_COL = {"adv": None, "mb": (170, 40, 50)}


class BoardDrawMixin:
    # -- whole frame -----------------------------------------------------------------------------------------
    def draw(self, surf) -> None:
        self.hot_rects = []
        self.hot_titles = []                # names on the stage's cards: hover help keeps off them
        self.draw_static(surf)
        if self.stage_active():
            self.draw_stage(surf)
        else:
            shake = self.screen_shake()
            self.draw_board(surf, shake)
            self.draw_trade(surf)
        self.draw_sheet(surf)
        self.draw_tray(surf)
        self.draw_info(surf)
        self.draw_bar(surf)
        for b in self.stage_buttons:
            b.draw(surf)
        self.draw_book(surf)
        if self.menu is not None:
            self.menu.draw(surf)

    def draw_static(self, surf) -> None:
        L = self.layout
        key = ("static", L.cell, L.width, L.height, self.ctx.lang, self.ctx.assets.text_scale)
        img = self._cache.get(key)
        if img is None:
            img = pygame.Surface((1280, 720)).convert() if pygame.display.get_surface() else pygame.Surface((1280, 720))
            img.fill(theme.BG)
            # carved stone around the board
            frame = L.board.inflate(14, 14)
            frame.width += EDGE
            frame.height += EDGE
            frame.move_ip(-EDGE, -EDGE)
            pygame.draw.rect(img, theme.INK, frame.move(0, 4), border_radius=8)
            pygame.draw.rect(img, theme.GOLD_DARK, frame, border_radius=8)
            pygame.draw.rect(img, (58, 44, 40), frame.inflate(-6, -6), border_radius=6)
            self.draw_coordinates(img)
            from ...widgets import draw_panel
            draw_panel(img, self.ctx, L.bar, "dark")
            for r, title in ((L.sheet, None), (L.tray, self.ctx.t("tq.tray")), (L.info, None)):
                draw_panel(img, self.ctx, r, "dark")
                if title:
                    draw_text(img, self.ctx.assets, title, (r.left + 16, r.top + 10), theme.SIZE_SMALL, theme.GOLD,
                              "serif")
            self._cache[key] = img
        surf.blit(img, (0, 0))

    def draw_coordinates(self, img) -> None:
        """The squares' names the log uses ("from F9 to H7"), like a chess board's edge:
        column letters above the board, row numbers (from 1 at the top) on its left."""
        L, a = self.layout, self.ctx.assets
        ink = (176, 160, 150)
        for x in range(L.width):
            r = L.cell_rect((x, 0))
            draw_text(img, a, cell_name((x, 0))[:-1], (r.centerx, L.board.top - 3 - EDGE // 2), 11, ink,
                      anchor="center")
        for y in range(L.height):
            r = L.cell_rect((0, y))
            draw_text(img, a, str(y + 1), (L.board.left - 4, r.centery), 11, ink, anchor="midright")

    # -- the board -------------------------------------------------------------------------------------------------
    def map_path(self):
        adv = (self.table.adventure or {}).get("id")
        if not adv or self.w.res.get("arena"):
            return None
        path = self.ctx.assets.path("maps", "tseuquest", f"{adv}.tmx")
        return path if path.is_file() else None

    def base_surface(self) -> pygame.Surface:
        """Floor (Tiled floor layer), grid and walls, baked once."""
        L, t = self.layout, self.table
        key = ("base", (t.adventure or {}).get("id"), L.cell, tuple(sorted(t.walls.items())), t.solid)
        img = self._cache.get("base")
        if img is not None and img[0] == key:
            return img[1]
        c = L.cell
        base = pygame.Surface(L.board.size, pygame.SRCALPHA)
        path = self.map_path()
        if path is not None:
            base.blit(self.maps.scaled(path, L.board.size, skip_layers=MAP_LAYERS), (0, 0))
        else:
            for y in range(t.height):
                for x in range(t.width):
                    r = pygame.Rect(x * c, y * c, c, c)
                    if (x, y) in t.solid or (x, y) not in t.regions:
                        pygame.draw.rect(base, (26, 20, 26), r)
                    else:
                        room = t.regions[(x, y)]
                        col = (112, 108, 118) if room == 0 else (150 - room * 7 % 40, 120, 100 + room * 11 % 40)
                        pygame.draw.rect(base, col, r)
                        pygame.draw.rect(base, tuple(v - 18 for v in col), r, 1)
        # the square grid, faint, so every square reads as one
        grid = pygame.Surface(L.board.size, pygame.SRCALPHA)
        for x in range(t.width + 1):
            pygame.draw.line(grid, (20, 12, 24, 50), (x * c, 0), (x * c, L.board.height))
        for y in range(t.height + 1):
            pygame.draw.line(grid, (20, 12, 24, 50), (0, y * c), (L.board.width, y * c))
        base.blit(grid, (0, 0))
        # rock: darker, with a rough edge
        veil = pygame.Surface((c, c), pygame.SRCALPHA)
        veil.fill((10, 6, 14, 120))
        for cell in t.solid:
            base.blit(veil, (cell[0] * c, cell[1] * c))
        # walls: a shadow, the stone, a light top; each segment reaches half a width past its ends
        # so runs and corners join without seams
        wt = max(3, c // 5)
        segs = []
        for (a, b), kind in t.walls.items():
            p, q = L.edge_line(a, b)
            p = (p[0] - L.board.left, p[1] - L.board.top)
            q = (q[0] - L.board.left, q[1] - L.board.top)
            if kind == "ruined":
                self._ruined(base, p, q, wt)
                continue
            ext = (wt + 1) / 2
            if p[0] == q[0]:
                p, q = (p[0], p[1] - ext), (q[0], q[1] + ext)
            else:
                p, q = (p[0] - ext, p[1]), (q[0] + ext, q[1])
            segs.append((p, q))
        for p, q in segs:
            pygame.draw.line(base, (0, 0, 0, 110), (p[0] + 2, p[1] + 2), (q[0] + 2, q[1] + 2), wt + 2)
        for p, q in segs:
            pygame.draw.line(base, WALL, p, q, wt + 1)
        for p, q in segs:
            pygame.draw.line(base, WALL_TOP, p, q, max(1, wt - 3))
        if pygame.display.get_surface() is not None:
            base = base.convert_alpha()
        self._cache["base"] = (key, base)
        return base

    def _ruined(self, surf, p, q, wt) -> None:
        n = 5
        for i in range(n):
            if i % 2:
                continue
            a = (p[0] + (q[0] - p[0]) * i / n, p[1] + (q[1] - p[1]) * i / n)
            b = (p[0] + (q[0] - p[0]) * (i + 1) / n, p[1] + (q[1] - p[1]) * (i + 1) / n)
            pygame.draw.line(surf, (90, 76, 70), a, b, wt)

    def draw_board(self, surf, shake) -> None:
        L = self.layout
        old = surf.get_clip()
        surf.set_clip(L.board)
        surf.blit(self.base_surface(), L.board.move(shake))
        self.draw_markers(surf)
        self.draw_scenery(surf)
        self.draw_traps(surf)
        self.draw_doors(surf)
        self.draw_fog(surf)
        self.draw_torchlight(surf)
        self.draw_highlights(surf)
        self.draw_figures(surf, shake)
        self.draw_fx(surf)
        surf.set_clip(old)
        self.draw_banner(surf)
        if self.table.role == "mb":
            draw_text(surf, self.ctx.assets, self.ctx.t("tq.mb_view"), (L.board.right - 8, L.board.top + 6),
                      theme.SIZE_SMALL - 2, (240, 150, 160), "bold", anchor="topright", shadow=True)

    def drawn(self) -> list[tuple]:
        """What the board draws now, as (kind, ident, where): the draw model the tests check for leaks."""
        t = self.table
        if t is None or not t.has_board:
            return []
        out = [("wall", e, e) for e in t.walls]
        out += [("door", i, (tuple(d["a"]), tuple(d["b"])), d["kind"], d["found"]) for i, d in t.doors.items()]
        out += [("trap", tr["id"], tr["edge"] or tuple(tr["cells"]), tr["kind"]) for tr in t.traps]
        out += [("scenery", e, s["cell"], s["kind"]) for e, s in t.scenery.items()]
        out += [("figure", f.eid, f.cell, f.ref) for f in self.figs.values()]
        out += [("treasure", c, c) for c in t.hidden_treasure] + [("wander", c, c) for c in t.wander]
        out += [("dropped", c, c) for c in t.dropped]
        return out

    def sprite(self, folder: str, name: str, size: int) -> pygame.Surface:
        return self.ctx.assets.fit(f"tseuquest/{folder}/{name}.png", (size, size))

    def faded(self, img: pygame.Surface, alpha: int) -> pygame.Surface:
        if alpha >= 255:
            return img
        img = img.copy()
        img.set_alpha(alpha)
        return img

    def draw_markers(self, surf) -> None:
        L, t = self.layout, self.table
        c = L.cell
        for cell in t.exits:
            r = L.cell_rect(cell)
            pygame.draw.rect(surf, (90, 200, 110), r.inflate(-4, -4), 2, border_radius=5)
        if t.role == "mb":
            for cell in t.wander:
                surf.blit(self.faded(self.sprite("marks", "wander", int(c * 0.8)), 150),
                          self.sprite("marks", "wander", int(c * 0.8)).get_rect(center=L.cell_center(cell)))
            for cell in t.hidden_treasure:
                img = self.faded(self.sprite("marks", "treasure", int(c * 0.7)), 140)
                surf.blit(img, img.get_rect(center=L.cell_center(cell)))
        for cell in t.dropped:
            img = self.sprite("marks", "dropped", int(c * 0.7))
            surf.blit(img, img.get_rect(center=L.cell_center(cell)))

    def draw_scenery(self, surf) -> None:
        L = self.layout
        size = int(L.cell * 0.94)
        for s in self.table.scenery.values():
            kind = s["kind"]
            if kind == "chest" and s.get("opened"):
                kind = "chest_open"
            img = self.sprite("scenery", kind, size)
            alpha = self.scenery_alpha(s)
            if alpha <= 0:
                continue
            surf.blit(self.faded(img, alpha), img.get_rect(center=L.cell_center(s["cell"])))

    def hidden_badge(self, surf, r: pygame.Rect) -> None:
        """The Evil Wizard's reminder that the adventurers do not see this yet."""
        img = self.sprite("marks", "hidden", max(10, int(r.width * 0.42)))
        surf.blit(self.faded(img, 190), img.get_rect(topright=(r.right + 1, r.top - 1)))

    def draw_traps(self, surf) -> None:
        L = self.layout
        size = int(L.cell * 0.9)
        pulse = 0.5 + 0.5 * math.sin(self.ctx.time * 4)
        for tr in self.table.traps:
            alpha = self.trap_alpha(tr)
            if alpha <= 0:
                continue
            kind = tr["kind"] or "unknown"
            if tr["kind"] is None:
                alpha = int(alpha * (0.55 + 0.45 * pulse))
            elif not tr["armed"]:
                alpha = min(alpha, 110)
            elif tr["hidden"]:
                alpha = min(alpha, 130)
            if tr["edge"] is not None:
                p, q = L.edge_line(*tr["edge"])
                img = self.sprite("traps", kind, int(L.cell * 0.7))
                surf.blit(self.faded(img, alpha), img.get_rect(center=((p[0] + q[0]) // 2, (p[1] + q[1]) // 2)))
                r = L.edge_rect(*tr["edge"])
            else:
                for cell in tr["cells"]:
                    img = self.sprite("traps", kind, size)
                    surf.blit(self.faded(img, alpha), img.get_rect(center=L.cell_center(cell)))
                r = L.cell_rect(tr["cells"][0]) if tr["cells"] else None
            if tr["hidden"] and tr["kind"] is not None and r is not None:
                self.hidden_badge(surf, r)

    def draw_doors(self, surf) -> None:
        L = self.layout
        c = L.cell
        for door_id, d in self.table.doors.items():
            p, q = L.edge_line(d["a"], d["b"])
            vertical = p[0] == q[0]
            mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
            if d["kind"] == "secret" and not d["found"]:           # the MB's view only
                self._dashed(surf, p, q, (200, 90, 230), max(2, c // 8))
                img = self.ctx.assets.scaled("tseuquest/doors/secret.png", (int(c * 0.9), int(c * 0.34)))
                if vertical:
                    img = pygame.transform.rotate(img, 90)
                surf.blit(self.faded(img, 170), img.get_rect(center=mid))
                continue
            swing = self.door_swing(door_id, d)
            if d["kind"] == "gate":
                name = "gate_open" if swing >= 1 else "gate_closed"
                img = self.ctx.assets.scaled(f"tseuquest/doors/{name}.png", (c, max(6, int(c * 0.38))))
                if vertical:
                    img = pygame.transform.rotate(img, 90)
                surf.blit(img, img.get_rect(center=(int(mid[0]), int(mid[1]))))
                continue
            if swing <= 0:
                img = self.ctx.assets.scaled("tseuquest/doors/door_closed.png", (c, max(6, int(c * 0.38))))
                if vertical:
                    img = pygame.transform.rotate(img, 90)
                surf.blit(img, img.get_rect(center=(int(mid[0]), int(mid[1]))))
            else:
                self._door_leaf(surf, p, q, vertical, min(1.0, swing), c)
            if d["kind"] == "secret":
                pygame.draw.circle(surf, (200, 90, 230), (int(mid[0]), int(mid[1])), max(3, c // 8))

    def _door_leaf(self, surf, p, q, vertical, swing, c) -> None:
        """An open (or opening) door: the leaf turns on its hinge at p into the square on the b side."""
        e = (0.0, 1.0) if vertical else (1.0, 0.0)
        n = (1.0, 0.0) if vertical else (0.0, 1.0)
        phi = math.radians(90 * swing)
        d = (e[0] * math.cos(phi) + n[0] * math.sin(phi), e[1] * math.cos(phi) + n[1] * math.sin(phi))
        side = (-d[1], d[0])
        length, th = c * 0.86, max(3.0, c * 0.16)
        h = (p[0] + e[0] * c * 0.06, p[1] + e[1] * c * 0.06)
        pts = [(h[0] + side[0] * th / 2, h[1] + side[1] * th / 2),
               (h[0] + d[0] * length + side[0] * th / 2, h[1] + d[1] * length + side[1] * th / 2),
               (h[0] + d[0] * length - side[0] * th / 2, h[1] + d[1] * length - side[1] * th / 2),
               (h[0] - side[0] * th / 2, h[1] - side[1] * th / 2)]
        pygame.draw.polygon(surf, (160, 106, 60), pts)
        pygame.draw.polygon(surf, theme.INK, pts, 2)
        pygame.draw.circle(surf, (120, 128, 150), (int(h[0]), int(h[1])), max(2, int(th / 2)))
        # the frame left in the wall
        for end in (p, q):
            pygame.draw.circle(surf, WALL, (int(end[0]), int(end[1])), max(2, c // 10))

    def _dashed(self, surf, p, q, col, width) -> None:
        n = 6
        for i in range(0, n, 2):
            a = (p[0] + (q[0] - p[0]) * i / n, p[1] + (q[1] - p[1]) * i / n)
            b = (p[0] + (q[0] - p[0]) * (i + 1) / n, p[1] + (q[1] - p[1]) * (i + 1) / n)
            pygame.draw.line(surf, col, a, b, width)

    # -- fog of war ------------------------------------------------------------------------------------------
    def sight(self) -> set | None:
        """Squares the party sees now (None: no fog, the Evil Wizard sees everything)."""
        t = self.table
        if t.role == "mb" or not t.has_board:
            return None
        origins = tuple(sorted(f.cell for f in self.figs.values() if f.side == "adv" and f.kind == "adventurer"
                               and f.cell is not None))
        doors = tuple(sorted((k, d["open"]) for k, d in t.doors.items()))
        block = tuple(sorted(f.cell for f in self.figs.values() if f.cell is not None and f.placed))
        key = (origins, doors, block, len(t.scenery), (t.adventure or {}).get("id"), id(self.seen))
        hit = self._cache.get("sight")
        if hit is None or hit[0] != key:
            corner = self.w.res["options"].get("corner_rule", "blocks")
            vis = visible_from(t, origins, self.figs, corner) if origins else set()
            self._cache["sight"] = hit = (key, vis)
            self.seen |= vis
            for cell in vis:                       # a room once seen is known whole
                room = t.regions.get(cell)
                if room:
                    self.seen.update(c for c, r in t.regions.items() if r == room)
        return hit[1]

    def draw_fog(self, surf) -> None:
        vis = self.sight()
        if vis is None:
            return
        L, t = self.layout, self.table
        key = (frozenset(vis), frozenset(self.seen), L.cell)
        hit = self._cache.get("fog")
        if hit is None or hit[0] != key:
            small = pygame.Surface((t.width, t.height), pygame.SRCALPHA)
            for y in range(t.height):
                for x in range(t.width):
                    cell = (x, y)
                    if cell in t.solid or cell not in t.regions:
                        a = 90
                    elif cell in vis:
                        a = 0
                    elif cell in self.seen:
                        a = 80
                    else:
                        a = 170
                    small.set_at(cell, (12, 8, 20, a))
            big = pygame.transform.smoothscale(pygame.transform.scale(small, (t.width * 4, t.height * 4)),
                                               L.board.size)
            self._cache["fog"] = hit = (key, big)
        surf.blit(hit[1], L.board)

    def draw_torchlight(self, surf) -> None:
        """A warm glow around each adventurer (their torches), the dungeon's only light."""
        L = self.layout
        size = L.cell * 7
        glow = self._cache.get(("torch", size))
        if glow is None:
            small = pygame.Surface((48, 48), pygame.SRCALPHA)
            for y in range(48):
                for x in range(48):
                    d = min(1.0, ((x - 23.5) ** 2 + (y - 23.5) ** 2) ** 0.5 / 24)
                    small.set_at((x, y), (255, 190, 110, int(46 * (1 - d) ** 1.6)))
            glow = self._cache[("torch", size)] = pygame.transform.smoothscale(small, (size, size))
        for f in self.figs.values():
            if f.kind != "adventurer":
                continue
            pos = self.figure_pos(f)
            if pos is not None:
                surf.blit(glow, glow.get_rect(center=(int(pos[0]), int(pos[1] - L.cell * 0.5))))

    # -- highlights ------------------------------------------------------------------------------------------
    def draw_highlights(self, surf) -> None:
        if not self.can_play():
            return
        L, t = self.layout, self.targets
        c = L.cell
        pulse = 0.5 + 0.5 * math.sin(self.ctx.time * 5)
        mouse_cell = L.cell_at(self.ctx.mouse)
        fill = self._cache.get(("hl", c))
        if fill is None:
            fill = {}
            for name, col in (("move", (255, 226, 110, 80)), ("choice", (96, 204, 176, 90)),
                              ("cast", (190, 120, 255, 90))):
                s = pygame.Surface((c, c), pygame.SRCALPHA)
                s.fill(col)
                fill[name] = s
            self._cache[("hl", c)] = fill
        cells = {}
        if not self.cast_card:
            for cell in t.moves:
                cells[cell] = "move"
        for cell in t.choice_cells:
            cells[cell] = "choice"
        if self.cast_card:
            for a in t.casts.get(self.cast_card, []):
                tgt = a.args[2]
                if isinstance(tgt, tuple):
                    cells[tuple(tgt)] = "cast"
        for cell, kind in cells.items():
            r = L.cell_rect(cell)
            surf.blit(fill[kind], r)
            col = {"move": theme.GOLD, "choice": theme.TEAL, "cast": (200, 150, 255)}[kind]
            hot = cell == mouse_cell
            pygame.draw.rect(surf, theme.HIGHLIGHT if hot else col, r.inflate(-2, -2), 3 if hot else 2,
                             border_radius=4)
        for door_id in t.doors:
            d = self.table.doors.get(door_id)
            if d:
                r = L.edge_rect(d["a"], d["b"])
                hot = r.collidepoint(self.ctx.mouse)
                grow = int(3 * pulse)
                pygame.draw.rect(surf, theme.HIGHLIGHT if hot else theme.GOLD, r.inflate(grow, grow), 2,
                                 border_radius=5)
        for tr in self.table.traps:
            if tr["id"] in t.disarm:
                r = L.edge_rect(*tr["edge"]) if tr["edge"] else L.cell_rect(tr["cells"][0])
                pygame.draw.rect(surf, theme.TEAL, r.inflate(int(4 * pulse), int(4 * pulse)), 2, border_radius=6)
        for (what, arg), _a in t.uses.items():
            if what in ("chest", "lever", "take"):
                r = L.cell_rect(arg)
                pygame.draw.rect(surf, theme.TEAL, r.inflate(int(4 * pulse), int(4 * pulse)), 2, border_radius=6)

    # -- figures ---------------------------------------------------------------------------------------------
    def figure_frames(self, ref: str, height: int) -> list:
        key = ("fig", ref, height)
        frames = self._cache.get(key)
        if frames is None:
            frames = [self.ctx.assets.fit(n, (height, height))
                      for n in frame_names(self.ctx.assets, "tseuquest/figures", ref)]
            self._cache[key] = frames
        return frames

    def draw_figures(self, surf, shake) -> None:
        L = self.layout
        c = L.cell
        t = self.targets
        vis = self.sight()
        pulse = 0.5 + 0.5 * math.sin(self.ctx.time * 5)
        acting = self.acting_eid()
        cast_figs = set()
        if self.cast_card:
            for a in t.casts.get(self.cast_card, []):
                tgt = a.args[2]
                cast_figs.add(a.args[0] if tgt == "self" else tgt if isinstance(tgt, int) else None)
        order = sorted(self.figs.values(), key=lambda f: (self.figure_pos(f)[1] if self.figure_pos(f) else 0))
        height = int(c * 1.5)
        for f in order:
            pos = self.figure_pos(f)
            if pos is None:
                continue
            x, y = pos
            dx, dy = self.figure_offset(f.eid)
            x, y = x + dx + shake[0], y + dy
            cellr = pygame.Rect(0, 0, c, c)
            cellr.midbottom = (int(x), int(y) + 3)
            # rings under the figure: whose it is, who acts, what a click does
            ring = pygame.Rect(0, 0, int(c * 0.86), int(c * 0.36))
            ring.center = (int(x), int(y) - 2)
            if f.side == "adv":
                col = theme.seat_colour(f.seat) if f.kind == "adventurer" else theme.TEAL
            else:
                col = (170, 40, 50)
            pygame.draw.ellipse(surf, (0, 0, 0), ring.move(0, 1))
            pygame.draw.ellipse(surf, col, ring, 3)
            if f.eid == acting:
                glow = ring.inflate(int(8 + 6 * pulse), int(4 + 3 * pulse))
                pygame.draw.ellipse(surf, theme.HIGHLIGHT, glow, 2)
            if f.eid in t.hits and not self.cast_card:
                shot = all(a.kind == "shoot" for a in t.hits[f.eid])
                col2 = (255, 150, 60) if shot else theme.RED
                pygame.draw.rect(surf, col2, cellr.inflate(int(2 + 4 * pulse), int(2 + 4 * pulse)), 3, border_radius=6)
            if f.eid in t.activate:
                pygame.draw.rect(surf, (240, 90, 90), cellr.inflate(int(2 + 4 * pulse), int(2 + 4 * pulse)), 2,
                                 border_radius=6)
            if f.eid in cast_figs:
                pygame.draw.rect(surf, (200, 150, 255), cellr.inflate(int(2 + 4 * pulse), int(2 + 4 * pulse)), 3,
                                 border_radius=6)
            if f.eid == self.focus and f.eid != acting:
                pygame.draw.ellipse(surf, theme.TEXT, ring.inflate(6, 3), 1)
            frames = self.figure_frames(f.ref, height)
            frame = frames[int(self.ctx.time * 4 + f.eid * 0.7) % len(frames)]
            st = f.status
            alpha = self.figure_alpha(f.eid)
            if not f.placed:
                alpha = min(alpha, 120)
            elif vis is not None and f.cell is not None and f.cell not in vis and not self.figure_moving(f.eid):
                alpha = min(alpha, 175)
            flash = self.figure_flash(f.eid)
            if st.get("prone") or st.get("buried"):
                frame = pygame.transform.rotate(frame, 90 if f.side == "adv" else -90)
                dest = frame.get_rect(midbottom=(int(x), int(y) + 2))
            elif st.get("pit"):
                frame = frame.subsurface((0, 0, frame.get_width(), int(frame.get_height() * 0.72))).copy()
                dest = frame.get_rect(midbottom=(int(x), int(y) + 2))
            else:
                dest = frame.get_rect(midbottom=(int(x), int(y) + 3))
            if flash:
                frame = frame.copy()
                frame.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX) if flash > 0.5 else \
                    frame.fill((120, 60, 60, 0), special_flags=pygame.BLEND_RGB_ADD)
            surf.blit(self.faded(frame, alpha), dest)
            if st.get("buried"):
                img = self.sprite("marks", "buried", int(c * 0.8))
                surf.blit(img, img.get_rect(center=cellr.center))
            if st.get("sleep"):
                img = self.sprite("marks", "sleep", int(c * 0.55))
                surf.blit(img, img.get_rect(bottomleft=(dest.right - c // 3, dest.top + c // 2)))
            if not f.placed:
                pygame.draw.ellipse(surf, (240, 150, 160), ring.inflate(4, 2), 1)
            self.life_bar(surf, f, cellr)

    def life_bar(self, surf, f, cellr) -> None:
        top = self.max_life(f)
        if top <= 0 or f.life >= top or self.figure_moving(f.eid):
            return
        r = pygame.Rect(cellr.left + 3, cellr.bottom - 4, cellr.width - 6, 4)
        pygame.draw.rect(surf, theme.INK, r.inflate(2, 2))
        pygame.draw.rect(surf, (70, 30, 40), r)
        k = max(0.0, min(1.0, f.life / top))
        pygame.draw.rect(surf, theme.RED if k < 0.4 else (230, 190, 70) if k < 0.7 else theme.GREEN,
                         (r.left, r.top, int(r.width * k), r.height))

    def acting_eid(self):
        a = self.table.act if self.table else None
        if not a:
            return None
        sub = a.get("sub")
        return sub["eid"] if sub else a.get("fid")

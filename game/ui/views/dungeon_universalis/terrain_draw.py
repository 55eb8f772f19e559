"""Drawing the terrain of a Dungeon Universalis map: raised levels (lighter the higher, with the
level number and a dark edge where a ledge drops two or more), pits (dark, with their depth),
deep water, walkways, stairs (treads and an arrow up), furniture that has been slid, and the squares where a jump, a climb or a
climb out may land."""
from __future__ import annotations

import math

import pygame

from game.engine.preview import preview
from game.games.dungeon_universalis.game import GAME
from game.games.dungeon_universalis.world import board as rules_board

from ... import theme
from ...text import draw_text

WATER = (34, 84, 150)
PIT = (10, 8, 12)
PLANK = (146, 104, 58)
CLIFF = (20, 14, 12)
RISK = (250, 170, 60)


class TerrainDrawMixin:
    def terrain_cells(self) -> dict:
        """Square -> terrain of the revealed sections, from the player's view."""
        out = {}
        for key, t in self.table.view.get("terrain", {}).items():
            x, y = map(int, key.split(","))
            out[(x, y)] = t
        return out

    def terrain_layer(self) -> pygame.Surface:
        L = self.layout
        cells = self.terrain_cells()
        key = ("terrain", L.cell, tuple(sorted(cells)))
        hit = self._cache.get("terrain")
        if hit and hit[0] == key:
            return hit[1]
        layer = pygame.Surface(L.board.size, pygame.SRCALPHA)
        c = L.cell
        for (x, y), t in cells.items():
            r = pygame.Rect(x * c, y * c, c, c)
            kind = t["kind"]
            if kind == "level":
                layer.fill((255, 236, 190, min(120, 34 * t["level"])), r)
            elif kind == "pit":
                layer.fill((*PIT, 235), r)
                inner = r.inflate(-max(4, c // 5), -max(4, c // 5))
                layer.fill((30, 22, 20, 255), inner)
                pygame.draw.rect(layer, (70, 56, 46, 255), r, max(1, c // 12))
            elif kind == "water":
                layer.fill((*WATER, 215), r)
                for i in range(2):
                    yy = r.top + c * (i + 1) // 3
                    pts = [(r.left + k, yy + 2 * math.sin(k / max(3, c / 6))) for k in range(0, c, 2)]
                    if len(pts) > 1:
                        pygame.draw.lines(layer, (140, 190, 235, 200), False, pts, 1)
            elif kind == "stairs":
                self.draw_stairs(layer, r, t)
            elif kind == "walkway":
                layer.fill((*PIT, 200), r)
                w = max(3, c // 5)
                for k in range(r.left + 1, r.right - w // 2, w + 1):
                    pygame.draw.rect(layer, (*PLANK, 255), (k, r.top + 2, w, c - 4))
                pygame.draw.line(layer, (60, 40, 20, 255), (r.left, r.top + 2), (r.right - 1, r.top + 2), 1)
                pygame.draw.line(layer, (60, 40, 20, 255), (r.left, r.bottom - 3), (r.right - 1, r.bottom - 3), 1)
        # ledges: a dark edge where the floor drops two or more levels (one level: a thin line)
        level = {p: t["level"] for p, t in cells.items() if t["kind"] in ("level", "stairs")}
        for (x, y), n in level.items():
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                o = (x + dx, y + dy)
                if o not in self.table.shown:
                    continue
                drop = n - level.get(o, 0)
                if drop <= 0:
                    continue
                width = max(2, c // 8) if drop >= 2 else 1
                a = (x * c + (c if dx == 1 else 0), y * c + (c if dy == 1 else 0))
                b = (a[0] + (0 if dx else c), a[1] + (0 if dy else c))
                pygame.draw.line(layer, (*CLIFF, 255), a, b, width)
        self._cache["terrain"] = (key, layer)
        return layer

    def draw_stairs(self, layer, r, t) -> None:
        """Treads across the way up, each lighter than the one below, and an arrow pointing up."""
        c = r.w
        dx, dy = t["rise"]
        n = 4
        for i in range(n):
            shade = 120 + 30 * i
            k = (i if dx > 0 or dy > 0 else n - 1 - i) * c // n
            tread = (pygame.Rect(r.left + k, r.top, c // n, c) if dx
                     else pygame.Rect(r.left, r.top + k, c, c // n))
            layer.fill((shade, shade - 12, shade - 34, 255), tread)
            pygame.draw.rect(layer, (*CLIFF, 255), tread, 1)
        mid = r.center
        tip = (mid[0] + dx * c // 3, mid[1] + dy * c // 3)
        tail = (mid[0] - dx * c // 3, mid[1] - dy * c // 3)
        side = max(3, c // 7)
        pygame.draw.line(layer, (*CLIFF, 255), tail, tip, max(2, c // 16))
        pygame.draw.polygon(layer, (*CLIFF, 255), [(tip[0] + dx * side // 2, tip[1] + dy * side // 2),
                                                   (tip[0] - dx * side + dy * side, tip[1] - dy * side + dx * side),
                                                   (tip[0] - dx * side - dy * side, tip[1] - dy * side - dx * side)])
        if t.get("vertical"):
            pygame.draw.rect(layer, (*RISK, 255), r, max(1, c // 14))

    def draw_terrain(self, surf) -> None:
        L, a = self.layout, self.ctx.assets
        self.draw_slid_furniture(surf)
        surf.blit(self.terrain_layer(), L.board)
        cells = self.terrain_cells()
        for (x, y), t in cells.items():
            if t["kind"] == "level" and all(cells.get(o, {}).get("level") == t["level"]
                                            for o in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                                            if o in self.table.shown):
                continue                # inside a raised area: the number is on its edge squares
            if t["kind"] in ("level", "pit", "stairs"):
                r = L.cell_rect((x, y))
                badge = pygame.Rect(r.left + 1, r.bottom - 12, 12, 11)
                col = (200, 120, 110) if t["kind"] == "pit" else theme.HIGHLIGHT
                pygame.draw.rect(surf, theme.INK, badge, border_radius=3)
                draw_text(surf, a, str(t["level"]), badge.center, 10, col, "bold", anchor="center")

    def draw_slid_furniture(self, surf) -> None:
        """Pieces the heroes slid: bare floor where they stood, the piece where it is now."""
        L = self.layout
        rb = rules_board(self.w)
        slid = self.w.res.get("slid") or ()
        if not slid:
            return
        bare = self.maps.scaled(self.map_path(), L.board.size, self.floor_skip() + ("furniture",))
        now = self.table.view["furniture"]
        for c, fu in rb.furniture.items():
            if fu["movable"] and f"{c[0]},{c[1]}" not in now and c in self.table.shown:
                r = pygame.Rect(c[0] * L.cell, c[1] * L.cell, L.cell, L.cell)
                surf.blit(bare, L.cell_rect(c), r)
        for key, fu in now.items():
            x, y = map(int, key.split(","))
            if fu.get("movable") and rb.furniture.get((x, y)) is None:
                self.draw_crate(surf, L.cell_rect((x, y)))

    def draw_crate(self, surf, r) -> None:
        box = r.inflate(-r.w // 4, -r.h // 4)
        pygame.draw.rect(surf, (150, 116, 70), box)
        pygame.draw.rect(surf, (70, 46, 20), box, 2)
        pygame.draw.line(surf, (70, 46, 20), box.topleft, box.bottomright, 2)
        pygame.draw.line(surf, (70, 46, 20), box.topright, box.bottomleft, 2)

    def draw_risky_targets(self, surf) -> None:
        """Jump, climb and climb-out landings: dashed amber squares (a failure is a fall)."""
        L = self.layout
        pulse = 150 + int(70 * abs(((self.ctx.time * 1.6) % 2) - 1))
        for c in self.targets.terrain:
            r = L.cell_rect(c).inflate(-6, -6)
            for i in range(0, r.w, 6):
                pygame.draw.line(surf, (*RISK, pulse), (r.left + i, r.top), (min(r.right, r.left + i + 3), r.top), 2)
                pygame.draw.line(surf, (*RISK, pulse), (r.left + i, r.bottom), (min(r.right, r.left + i + 3), r.bottom), 2)
            for i in range(0, r.h, 6):
                pygame.draw.line(surf, (*RISK, pulse), (r.left, r.top + i), (r.left, min(r.bottom, r.top + i + 3)), 2)
                pygame.draw.line(surf, (*RISK, pulse), (r.right, r.top + i), (r.right, min(r.bottom, r.top + i + 3)), 2)
        for c in self.targets.slides:
            pygame.draw.rect(surf, theme.HIGHLIGHT, L.cell_rect(c).inflate(-2, -2), 2, border_radius=6)
        to = self.slide_preview
        if to is not None and to[0] in self.targets.slides:
            ghost = pygame.Surface((L.cell, L.cell), pygame.SRCALPHA)
            self.draw_crate(ghost, ghost.get_rect())
            ghost.set_alpha(120)
            surf.blit(ghost, L.cell_rect(to[1]))

    def terrain_tip(self, cell) -> list:
        t = self.ctx.t
        key = f"{cell[0]},{cell[1]}"
        tr = self.table.view.get("terrain", {}).get(key)
        lines = []
        if tr:
            if tr["kind"] == "pit":
                lines.append(t("du.tip.pit", n=-tr["level"]))
            elif tr["kind"] == "water":
                lines.append(t("du.tip.water"))
            elif tr["kind"] == "walkway":
                lines.append(t("du.tip.walkway"))
            elif tr["kind"] == "level":
                lines.append(t("du.tip.level", n=tr["level"]))
            elif tr["kind"] == "stairs":
                lines.append(t("du.tip.stairs", n=tr["level"]))
                if tr.get("vertical"):
                    lines.append(t("du.tip.stairs_vertical"))
        for a in self.targets.terrain.get(cell, []):
            lines.append(self.risk_line(a))
        self.slide_preview = None
        for a in self.targets.slides.get(cell, []):
            # where the piece would go, from the rules themselves (no chance involved)
            got = [e for e in preview(GAME, self.w, a) if e.kind == "slide"]
            if got:
                self.slide_preview = (cell, tuple(got[0].data["to"]))
        return lines

    def levels_text(self, n: int) -> str:
        return self.ctx.t("du.levels_1") if n == 1 else self.ctx.t("du.levels_n", n=n)

    def dice_text(self, n: int) -> str:
        return self.ctx.t("du.dice_1") if n == 1 else self.ctx.t("du.dice_n", n=n)

    def risk_line(self, a) -> str:
        from game.games.dungeon_universalis import client
        t = self.ctx.t
        try:
            o = client.terrain_odds(self.w, a)
        except (KeyError, TypeError):
            return ""
        chance = round(o["chance"] * 100)
        if a.kind == "jump":
            return t("du.tip.jump_here", chance=chance, levels=self.levels_text(o["levels"]))
        if a.kind == "climb":
            return t("du.tip.climb_here", chance=chance)
        return t("du.tip.climb_out_here", chance=chance)

    def fall_warning(self, args: dict) -> str:
        t = self.ctx.t
        if args["kind"] == "climb_out":
            return t("du.warn.climb_out", chance=args["chance"])
        return t("du.warn.fall_risk", what=t(f"du.act.{args['kind']}"), chance=args["chance"],
                 levels=self.levels_text(args["levels"]), dice=self.dice_text(args["levels"]))

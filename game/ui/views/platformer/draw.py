"""Drawing of the Platformer view: the tower (Tiled maps, highlights, tokens,
figures), the dice tray and the other heroes (the cards are in
cards). Static parts are rendered once into cached surfaces."""
from __future__ import annotations

import math

import pygame

from game.games.platformer.board import tile_index
from game.games.platformer.describe import cell_name
from game.games.platformer.movement import DIRS
from game.games.platformer.world import hero_cell, max_health

from ... import theme
from ...render.anim import frame_names
from ...text import draw_paragraph, draw_text, paragraph_height
from ...widgets import draw_panel
from .model import LEVEL_H, WIDTH, tokens


class DrawMixin:
    # -- geometry of the right side ------------------------------------------------------------------------
    def seat_on_show(self) -> int:
        """The seat whose turn is on show: the state may already be in the next turn
        while the last one's events (a boss turn, say) still animate."""
        return self.display_turn[0] if self.display_turn is not None else self.w.res["turn"]["seat"]

    def shown_seat(self) -> int | None:
        """For the HUD and a replay: the seat of a turn still on show after the state moved on
        (its last events animating); None otherwise -- the HUD names the seat to act, or says
        the game is over, and a replay goes on playing."""
        if self.display_turn is None or self.turn_on_show():
            return None
        return self.display_turn[0]

    def turn_on_show(self) -> bool:
        """False while the state's new turn has not been reached by the animations."""
        return self.display_turn is None or self.display_turn[1] == self.w.res["turn"]["number"]

    def shop_rects(self) -> dict:
        key = ("shop_rects", self.layout.shop.topleft)
        if key not in self._cache:
            s = self.layout.shop
            out = {}
            for row, kind in enumerate(("items", "potions")):
                for slot in range(3):
                    out[(kind, slot)] = pygame.Rect(s.left + 16 + slot * 108, s.top + 42 + row * 90, 100, 86)
            self._cache[key] = out
        return self._cache[key]

    def item_rects(self) -> dict:
        """Items, potions, artifacts and boss tokens on the hero card: one row of
        big icons, or smaller ones over two rows when many are held."""
        h = self.layout.hero
        seat = self.seat_on_show()
        p = self.w.res["players"][seat]
        keys = [("item", k) for k in range(len(p["items"]))] + [("potion", k) for k in range(len(p["potions"]))]
        keys += [("artifact", art) for art, a in sorted(self.w.res["artifacts"].items()) if a["owner"] == seat]
        keys += [("token", tok) for tok in p["tokens"]]
        area = pygame.Rect(h.left + 22, h.top + 156, h.width - 44, h.height - 156 - 10)
        gap = 4
        for size in (34, 30, 26, 22, 18, 14):
            rows = max(1, (area.height + gap) // (size + gap))
            per_row = max(1, (area.width + gap) // (size + gap))
            if rows * per_row >= len(keys):
                break
        out = {}
        for n, key in enumerate(keys):
            row, col = divmod(n, per_row)
            out[key] = pygame.Rect(area.left + col * (size + gap), area.top + row * (size + gap), size, size)
        return out

    def hearts_rect(self) -> pygame.Rect:
        h = self.layout.hero
        return pygame.Rect(h.left + 116, h.top + 72, 150, 24)

    def ability_rect(self) -> pygame.Rect:
        """The ability button, at the end of the ability's line on the hero card."""
        h = self.layout.hero
        return pygame.Rect(h.right - 112, h.top + 124, 92, 30)

    def special_rect(self) -> pygame.Rect:
        h = self.layout.hero
        return pygame.Rect(h.right - 74, h.top + 40, 52, 52)

    def badge_rect(self, r: pygame.Rect) -> pygame.Rect:
        """The "×2" upgrade badge of a die: over its corner, inside its row."""
        one_row = self.tray_grid()[0] >= len(self.pool())
        return pygame.Rect(r.right - 20, r.top - (6 if one_row else 0), 26, 18)

    def enemy_die_rect(self) -> pygame.Rect:
        tr = self.layout.tray
        return pygame.Rect(tr.right - 248, tr.top + 40, 44, 44)

    def solo(self) -> bool:
        return self.w.res["options"].get("mode") == "solo"

    def event_rect(self) -> pygame.Rect:
        """Solo: the event card of the turn, under the hero's row in the Heroes panel."""
        if not self.solo():
            return pygame.Rect(0, 0, 0, 0)
        o = self.layout.others
        top = o.top + 38 + len(self.w.res["players"]) * 48 + 4          # solo: one hero row
        return pygame.Rect(o.left + 10, top, o.width - 20, o.bottom - 12 - top)

    def other_rects(self) -> dict:
        o = self.layout.others
        n = len(self.w.res["players"])
        pitch = min(48, (o.height - 38 - 12) // max(1, n))      # four heroes fit inside the panel
        return {s: pygame.Rect(o.left + 10, o.top + 38 + s * pitch, o.width - 20, pitch - 3) for s in range(n)}

    # -- drawing -----------------------------------------------------------------------------------------------
    def draw(self, surf) -> None:
        L = self.layout
        shake = self.screen_shake()
        self.draw_static(surf)
        self.draw_tower(surf, shake)
        self.draw_cards(surf)
        self.draw_hero_card(surf)
        self.draw_shop(surf)
        self.draw_tray(surf)
        self.draw_others(surf)
        for b in self.buttons:
            b.draw(surf)
        self.draw_fx(surf)
        if self.popup is not None:
            self.popup.draw(surf)
        if self.drag is not None and self.drag["active"] and self.drag["index"] < len(self.pool()):
            img = self.die_image(self.pool()[self.drag["index"]], 60)
            surf.blit(img, img.get_rect(center=self.drag["pos"]))
        _ = L

    def draw_static(self, surf) -> None:
        """Panel frames and titles: drawn once per layout/language into one surface."""
        L = self.layout
        key = ("static", L.cell, L.lo, self.ctx.lang, self.ctx.assets.text_scale)
        img = self._cache.get(key)
        if img is None:
            self._cache = {k: v for k, v in self._cache.items() if not (isinstance(k, tuple) and k[0] == "static")}
            img = pygame.Surface((1280, 720)).convert()
            img.fill(theme.BG)
            a, t = self.ctx.assets, self.ctx.t
            frame = L.tower.inflate(10, 10)
            pygame.draw.rect(img, theme.INK, frame.move(0, 3), border_radius=6)
            pygame.draw.rect(img, theme.GOLD_DARK, frame, border_radius=6)
            pygame.draw.rect(img, theme.BG_DEEP, L.tower)
            for r, title, style in ((L.shop, t("pf.shop"), "light"), (L.tray, t("pf.tray"), "dark"),
                                    (L.others, t("pf.heroes"), "dark")):
                draw_panel(img, self.ctx, r, style)
                ink = theme.INK if style == "light" else theme.GOLD
                draw_text(img, a, title, (r.left + 18, r.top + 12), theme.SIZE_LABEL, ink, "serif")
            tr = L.tray                 # what the number between a die's − and + means
            gem = a.fit("tokens/gem.png", (14, 14))
            img.blit(gem, (tr.left + 110, tr.top + 22))
            draw_text(img, a, t("pf.tray_gems"), (tr.left + 128, tr.top + 20), theme.SIZE_SMALL, theme.TEXT_DIM,
                      max_width=tr.width - 128 - 290)
            s = L.shop
            draw_text(img, a, t("pf.items") + " · " + t("pf.potions"), (s.right - 18, s.top + 18), theme.SIZE_SMALL,
                      theme.INK_SOFT, anchor="topright", max_width=180)
            self._cache[key] = img
        surf.blit(img, (0, 0))

    # tower --------------------------------------------------------------------------------------------------
    def level_surface(self, level: int, status: str) -> pygame.Surface:
        L = self.layout
        key = ("level", level, status, L.cell, tuple(self.w.res["tiles"][level]))
        img = self._cache.get(key)
        if img is None:
            size = (5 * L.cell, 4 * L.cell)
            img = pygame.Surface((10 * L.cell, 4 * L.cell), pygame.SRCALPHA)
            names = self.w.res["tiles"][level]
            tiles = tile_index()
            for side, name in enumerate(names):
                dest = (side * 5 * L.cell, 0)
                if status == "hidden":
                    img.blit(self.tile_back(tiles[name].set if name in tiles else "forest",
                                            tiles[name].boss if name in tiles else False, size), dest)
                else:
                    path = self.ctx.assets.path("maps", "platformer", f"{name}.tmx")
                    img.blit(self.maps.scaled(path, size, skip_layers=("markers",)), dest)
            pygame.draw.line(img, (0, 0, 0, 90), (5 * L.cell, 0), (5 * L.cell, 4 * L.cell), 1)
            if status != "hidden":
                img = img.convert_alpha() if pygame.display.get_surface() else img
            self._cache[key] = img
        return img

    def tile_back(self, tile_set: str, boss: bool, size) -> pygame.Surface:
        """A face-down map tile: the tileset's back pattern, or a drawn one."""
        key = ("back", tile_set, boss, size)
        img = self._cache.get(key)
        if img is None:
            img = pygame.Surface(size, pygame.SRCALPHA)
            sheet_path = self.ctx.assets.path("maps", "platformer", "platformer_tiles.png")
            try:
                sheet = pygame.image.load(str(sheet_path))
                gid = {"forest": 8, "void": 10}.get(tile_set, 8)
                tile = sheet.subsurface(((gid % 7) * 48, (gid // 7) * 48, 48, 48))
                cell = size[0] // 5
                tile = pygame.transform.smoothscale(tile, (cell, cell))
                for x in range(5):
                    for y in range(4):
                        img.blit(tile, (x * cell, y * cell))
            except (pygame.error, OSError, ValueError):
                img.fill((50, 40, 66))
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((20, 12, 30, 110))
            img.blit(veil, (0, 0))
            if boss and self.ctx.assets.has_image("symbols/attack.png"):
                icon = self.ctx.assets.fit("symbols/attack.png", (size[1] // 2, size[1] // 2))
                icon = icon.copy()
                icon.set_alpha(150)
                img.blit(icon, icon.get_rect(center=(size[0] // 2, size[1] // 2)))
            pygame.draw.rect(img, theme.INK, img.get_rect(), 2)
            self._cache[key] = img
        return img

    def draw_tower(self, surf, shake) -> None:
        L = self.layout
        old = surf.get_clip()
        surf.set_clip(L.tower.inflate(0, 60).clip(pygame.Rect(0, self.rect.top, 1280, self.rect.height)))
        for level in range(L.lo, L.levels):
            status = self.levels[level]
            if status == "removed":
                continue
            lr = L.level_rect(level).move(shake)
            off = self.level_offset(level)
            img = self.level_surface(level, status)
            alpha = self.level_alpha(level)
            flip = self.level_flip(level)
            if flip is not None:                   # reveal: the back turns over into the map
                k, showing_back = flip
                img = self.level_surface(level, "hidden" if showing_back else "revealed")
                w = max(1, int(lr.width * k))
                img = pygame.transform.smoothscale(img, (w, lr.height))
                surf.blit(img, img.get_rect(center=lr.center))
                continue
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surf.blit(img, lr.move(0, off))
        surf.set_clip(L.tower.clip(pygame.Rect(0, self.rect.top, 1280, self.rect.height)))
        self.draw_highlights(surf)
        self.draw_tokens(surf, shake)
        self.draw_figures(surf, shake)
        self.draw_fall_ghosts(surf)
        self.draw_arrows(surf)
        self.draw_attack_forecasts(surf)
        surf.set_clip(old)
        for level in range(L.lo, L.levels):
            lr = L.level_rect(level)
            draw_text(surf, self.ctx.assets, str(level + 1), (lr.right + 8, lr.top + 4), theme.SIZE_SMALL,
                      theme.TEXT_DIM, "bold")
        self.draw_coordinates(surf)

    def draw_coordinates(self, surf) -> None:
        """The squares' names the log uses ("B7"), like a chess board's edge: column letters
        under the tower, row numbers (from 1 at the bottom) on its left."""
        L, a = self.layout, self.ctx.assets
        ink = (150, 140, 158)
        for y in range(L.lo * LEVEL_H, L.levels * LEVEL_H):
            r = L.cell_rect((0, y))
            draw_text(surf, a, str(y + 1), (r.left - 3, r.centery), 12, ink, anchor="midright")
        for x in range(WIDTH):
            r = L.cell_rect((x, L.lo * LEVEL_H))
            draw_text(surf, a, cell_name((x, 0))[0], (r.centerx, L.tower.bottom + L.LETTERS_H // 2 + 1), 12, ink,
                      anchor="center")

    def draw_highlights(self, surf) -> None:
        if self.targets is None or not self.can_play():
            return
        L = self.layout
        squares, enemies = self.current_square_targets()
        pulse = 0.5 + 0.5 * math.sin(self.ctx.time * 5)
        fill = self._cache.get(("hl", L.cell))
        if fill is None:
            fill = pygame.Surface((L.cell, L.cell), pygame.SRCALPHA)
            fill.fill((255, 226, 110, 70))
            self._cache[("hl", L.cell)] = fill
        mouse_cell = L.cell_at(self.ctx.mouse)
        if self.selected is None and self.shove_pick is None:
            faint = self._cache.get(("hl_faint", L.cell))
            if faint is None:
                # visible on ladders and platforms too: a dark rim under a solid gold outline
                faint = pygame.Surface((L.cell, L.cell), pygame.SRCALPHA)
                faint.fill((255, 226, 110, 40))
                pygame.draw.rect(faint, (*theme.INK, 200), faint.get_rect().inflate(-2, -2), 1, border_radius=4)
                pygame.draw.rect(faint, (*theme.GOLD, 235), faint.get_rect().inflate(-4, -4), 2, border_radius=4)
                self._cache[("hl_faint", L.cell)] = faint
            for cell in self.targets.die_squares:
                if cell not in squares and L.visible(cell):
                    r = L.cell_rect(cell)
                    surf.blit(faint, r)
                    if cell == mouse_cell:
                        pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(-2, -2), 2, border_radius=4)
        for cell in squares:
            if not L.visible(cell):
                continue
            r = L.cell_rect(cell)
            surf.blit(fill, r)
            col = theme.HIGHLIGHT if cell == mouse_cell else theme.GOLD
            pygame.draw.rect(surf, col, r.inflate(-2, -2), 2 if cell != mouse_cell else 3, border_radius=4)
        for eid in list(self.targets.attack) + list(enemies):
            f = self.figs.get(eid)
            if f is None or f.cell is None:
                continue
            r = L.cell_rect(f.cell)
            col = theme.RED if eid in self.targets.attack else theme.TEAL
            pygame.draw.rect(surf, col, r.inflate(2 + int(3 * pulse), 2 + int(3 * pulse)), 3, border_radius=6)

    def draw_arrows(self, surf) -> None:
        L = self.layout
        for cell, a in self.shove_arrows().items():
            self._arrow(surf, L.cell_rect(cell), a.args[2], theme.TEAL)
        if self.targets is not None:
            for cell, a in self.targets.shove_more.items():
                self._arrow(surf, L.cell_rect(cell), a.args[0], theme.TEAL)

    def _arrow(self, surf, r: pygame.Rect, d: str, col) -> None:
        dx, dy = DIRS[d]
        dy = -dy
        cx, cy = r.center
        s = r.width * 0.32
        tip = (cx + dx * s, cy + dy * s)
        back = (cx - dx * s, cy - dy * s)
        side = (-dy * s * 0.8, dx * s * 0.8)
        pts = [tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])]
        hot = r.collidepoint(self.ctx.mouse)
        pygame.draw.polygon(surf, theme.INK, [(x + 2, y + 2) for x, y in pts])
        pygame.draw.polygon(surf, theme.HIGHLIGHT if hot else col, pts)

    def draw_tokens(self, surf, shake) -> None:
        L = self.layout
        size = int(L.cell * 0.55)
        for _eid, kind, cell in tokens(self.w):
            if not L.visible(cell) or self.levels[cell[1] // LEVEL_H] != "revealed":
                continue
            name = {"gold": "tokens/gold.png", "gem": "tokens/gem.png"}.get(
                kind, f"tokens/boss_token_{self.w.res['boss']}.png")
            img = self.ctx.assets.fit(name, (size, size))
            r = L.cell_rect(cell).move(shake)
            bob = int(2 * math.sin(self.ctx.time * 3 + cell[0]))
            surf.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom - 3 + bob)))

    def sprite(self, kind: str, ref: str, height: int) -> list[pygame.Surface]:
        key = ("sprite", kind, ref, height)
        frames = self._cache.get(key)
        if frames is None:
            folder = {"hero": "heroes", "enemy": "enemies", "boss": "bosses"}[kind]
            frames = [self.ctx.assets.fit(n, (height, height)) for n in frame_names(self.ctx.assets, folder, ref)]
            self._cache[key] = frames
        return frames

    def draw_figures(self, surf, shake) -> None:
        L = self.layout
        order = sorted(self.figs.items(), key=lambda kv: (kv[1].kind == "hero", kv[0]))
        for eid, f in order:
            pos = self.figure_pos(eid, f)
            if pos is None:
                continue
            h = int(L.cell * (1.7 if f.kind == "boss" else 1.15))
            frames = self.sprite(f.kind, f.ref, h)
            frame = frames[int(self.ctx.time * 5 + eid) % len(frames)]
            x, y = pos
            dx, dy = self.figure_offset(eid)
            x, y = x + dx + shake[0], y + dy
            if f.kind == "hero":
                col = theme.seat_colour(f.seat)
                pygame.draw.ellipse(surf, col, (x - L.cell * 0.4, y - 6, L.cell * 0.8, 9), 2)
            else:
                pygame.draw.ellipse(surf, (0, 0, 0), (x - L.cell * 0.35, y - 5, L.cell * 0.7, 7))
            alpha = self.figure_alpha(eid)
            if alpha < 255:
                frame = frame.copy()
                frame.set_alpha(alpha)
            surf.blit(frame, frame.get_rect(midbottom=(int(x), int(y) + 2)))
        self.draw_push_ghosts(surf)

    def draw_push_ghosts(self, surf) -> None:
        """A push waits for its square: the pushed figure shows, faint, on each choice."""
        push = self.w.res["turn"].get("push")
        if not push or not self.board.idle():
            return
        f = self.figs.get(push.get("eid"))
        if f is None:
            return
        L = self.layout
        h = int(L.cell * (1.7 if f.kind == "boss" else 1.15))
        key = ("ghost", f.kind, f.ref, h)
        ghost = self._cache.get(key)
        if ghost is None:
            ghost = self.sprite(f.kind, f.ref, h)[0].copy()
            ghost.set_alpha(120)
            self._cache[key] = ghost
        for cell in push.get("options", []):
            cell = tuple(cell)
            if L.visible(cell):
                surf.blit(ghost, ghost.get_rect(midbottom=L.cell_foot(cell)))

    # dice tray -----------------------------------------------------------------------------------------------------
    def draw_tray(self, surf) -> None:
        a, t = self.ctx.assets, self.ctx.t
        tr = self.layout.tray
        fresh = self.turn_on_show() and not self.board.rolls_unrevealed()
        pool = self.pool() if fresh else []        # the next turn's dice wait for their roll to land
        targets = self.targets
        flash = self.used_flash if self.used_flash and self.used_flash[1] > self.ctx.time else None
        flash_die = flash[0] if flash and flash[0][0] == "die" else None
        pulse = 0.5 + 0.5 * math.sin(self.ctx.time * 5)
        for i, r in enumerate(self.die_rects()):
            if i >= len(pool):
                break
            d = pool[i]
            dragging = self.drag is not None and self.drag["active"] and self.drag["index"] == i
            lift = -3 if self.selected == i else 0
            rr = r.move(0, lift)
            pygame.draw.rect(surf, (0, 0, 0), r.move(2, 4), border_radius=10)
            img = self.die_image(d, r.width)
            if d["used"] or dragging:
                img = img.copy()
                img.set_alpha(70)
            surf.blit(img, rr)
            usable = targets is not None and (any(x.kind != "gem" for x in targets.by_die.get(i, ()))
                                              or bool(self.forges_of(i)))
            if d["ready"]:
                pygame.draw.rect(surf, theme.RED, rr.inflate(6, 6), 3, border_radius=10)
            if flash_die and i in flash_die[1:]:       # the die an AI just used
                pygame.draw.rect(surf, theme.HIGHLIGHT, rr.inflate(10, 10), 4, border_radius=12)
            if self.selected == i:
                pygame.draw.rect(surf, theme.HIGHLIGHT, rr.inflate(8, 8), 3, border_radius=12)
            elif usable and rr.collidepoint(self.ctx.mouse):
                pygame.draw.rect(surf, theme.HIGHLIGHT, rr.inflate(6, 6), 2, border_radius=10)
            elif usable:
                c = tuple(int(v * (0.6 + 0.4 * pulse)) for v in theme.GOLD)
                pygame.draw.rect(surf, c, rr.inflate(4, 4), 2, border_radius=10)
            if d["gems"]:
                badge = self.badge_rect(rr)
                pygame.draw.rect(surf, theme.INK, badge, border_radius=8)
                draw_text(surf, a, f"×{d['gems'] + 1}", badge.center, theme.SIZE_SMALL, theme.TEAL, "bold",
                          anchor="center")
            if d["src"] == "special":
                pygame.draw.circle(surf, theme.GOLD, (rr.left + 6, rr.top + 6), 5)
            # the gem stepper: shows what the next upgrade costs
            up, down = self.gem_action(i, 1) if targets else None, self.gem_action(i, -1) if targets else None
            if up or down or (d["gems"] and not d["used"]):
                minus, plus = self.stepper_rects(r)
                for rect, act, label in ((minus, down, "−"), (plus, up, "+")):
                    hot = act is not None and rect.collidepoint(self.ctx.mouse)
                    pygame.draw.rect(surf, theme.INK, rect, border_radius=6)
                    pygame.draw.rect(surf, theme.TEAL if act else theme.INK_SOFT, rect.inflate(-4, -4), border_radius=5)
                    draw_text(surf, a, label, rect.center, theme.SIZE_BODY, theme.HIGHLIGHT if hot else theme.INK,
                              "bold", anchor="center")
                mid = pygame.Rect(minus.right, minus.top, plus.left - minus.right, minus.height)
                gem = a.fit("tokens/gem.png", (14, 14))
                surf.blit(gem, gem.get_rect(midright=(mid.centerx + 1, mid.centery)))
                draw_text(surf, a, str(d["gems"] + 1), (mid.centerx + 2, mid.centery), theme.SIZE_SMALL, theme.TEXT,
                          "bold", anchor="midleft")
        # enemy die and event card
        er = self.enemy_die_rect()
        face = self.w.res["turn"].get("enemy_face") if fresh else None
        if face:
            surf.blit(a.scaled(f"dice/enemy_{face}.png", er.size), er)
            # centred over the die, but ending before the buttons at its right (a long word in Spanish)
            label = t("pf.enemy_die")
            half = min(45, a.font("sans", theme.SIZE_SMALL - 3).size(label)[0] // 2 + 1)
            cx = min(er.centerx, tr.right - 196 - half)
            draw_text(surf, a, label, (cx, er.top - 2), theme.SIZE_SMALL - 3, theme.TEXT_DIM,
                      anchor="midbottom", max_width=90)
        # hint, or why the last click did nothing
        rects = self.die_rects()
        below = max([r.bottom + 23 for r in rects] + [tr.top + 136])      # under the dice and steppers
        hint = pygame.Rect(tr.left + 20, below, tr.width - 290, max(16, tr.bottom - 4 - below))
        flash = self.flash_msg
        if flash is not None and flash[1] < self.ctx.time:
            flash = self.flash_msg = None
        text, colour = (flash[0], theme.HIGHLIGHT) if flash else (self.hint(), theme.TEXT)
        size = theme.SIZE_SMALL
        while size > 11 and paragraph_height(a, text, hint.width, size, line_gap=0) > hint.height + 2:
            size -= 1
        draw_paragraph(surf, a, text, hint, size, colour, line_gap=0)

    def hint(self) -> str:
        t = self.ctx.t
        w = self.w
        seat = w.res["turn"]["seat"]
        if not self.can_play():
            if w.res["result"] is not None or (not self.board.idle() and not self.match.seat_is_ai(seat)):
                return ""                      # your own move is still animating
            return t("pf.hint.wait", name=self.seat_as_played(seat))
        tg = self.targets
        if tg.push:
            push = w.res["turn"].get("push") or {}
            return t("pf.hint.push", name=self.figure_name(push.get("eid")) or "?")
        if tg.shove_more:
            return t("pf.hint.shove")
        if self.shove_pick is not None:
            return t("pf.hint.shove_dir")
        if tg.store_phase:
            return t("pf.hint.store")
        if hero_cell(w, seat) is None:
            entered = w.res["players"][seat]["knockouts"] or w.res["turn"]["number"] > len(w.res["players"])
            return t("pf.hint.respawn" if entered else "pf.hint.enter")
        if self.selected is not None:
            return t("pf.hint.die_selected")
        if w.res["turn"]["steps"] > 0:
            return t("pf.hint.steps", n=w.res["turn"]["steps"])
        return t("pf.hint.any_die" if tg.die_squares else "pf.hint.pick_die")

    # other heroes ------------------------------------------------------------------------------------------------
    def draw_others(self, surf) -> None:
        a = self.ctx.assets
        active = self.seat_on_show()
        for seat, r in self.other_rects().items():
            p = self.w.res["players"][seat]
            if seat == active:
                pygame.draw.rect(surf, theme.PANEL_LIGHT, r, border_radius=8)
                pygame.draw.rect(surf, theme.seat_colour(seat), r, 2, border_radius=8)
            pic = a.fit(f"heroes/{p['hero']}_portrait.png", (38, 38))
            surf.blit(pic, pic.get_rect(midleft=(r.left + 6, r.centery)))
            name = f"{self.ctx.i18n.pick(self.c.heroes[p['hero']]['name'])} · {self.seat_player(seat)}"
            draw_text(surf, a, name, (r.left + 52, r.top + 4), theme.SIZE_SMALL, theme.seat_colour(seat), "bold",
                      max_width=r.width - 60)
            x = r.left + 52
            for i in range(max_health(self.w, seat)):
                heart = "tokens/heart.png" if i < p["health"] else "tokens/heart_empty.png"
                surf.blit(a.fit(heart, (14, 14)), (x + i * 15, r.top + 25))
            x = r.right - 110
            for path, value in (("tokens/gold.png", p["gold"]), ("tokens/gem.png", p["gems"])):
                surf.blit(a.fit(path, (16, 16)), (x, r.top + 24))
                draw_text(surf, a, str(value), (x + 19, r.top + 32), theme.SIZE_SMALL, theme.TEXT, "bold",
                          anchor="midleft")
                x += 50
            if hero_cell(self.w, seat) is None:
                draw_text(surf, a, self.off_word(seat), (r.right - 8, r.top + 4), theme.SIZE_SMALL - 2, theme.RED,
                          "bold", anchor="topright", max_width=100)
        if self.solo():
            self.draw_event_card(surf)

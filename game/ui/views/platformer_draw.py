"""Drawing of the Platformer view: the tower (Tiled maps, highlights, tokens,
figures), the cards beside the levels, the hero card, the shop, the dice tray
and the other heroes. Static parts are rendered once into cached surfaces."""
from __future__ import annotations

import math

import pygame

from game.games.platformer.board import tile_index
from game.games.platformer.movement import DIRS
from game.games.platformer.world import hero_cell, max_health

from .. import theme
from ..render.anim import frame_names
from ..text import draw_paragraph, draw_text, ellipsize, wrap
from ..widgets import draw_panel
from .platformer_model import LEVEL_H, tokens


class DrawMixin:
    # -- geometry of the right side ------------------------------------------------------------------------
    def shown_seat(self) -> int:
        return self.w.res["turn"]["seat"]

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
        h = self.layout.hero
        p = self.w.res["players"][self.shown_seat()]
        out = {}
        x = h.left + 22
        for k in range(len(p["items"])):
            out[("item", k)] = pygame.Rect(x, h.top + 152, 34, 34)
            x += 38
        x += 10 if p["items"] else 0
        for k in range(len(p["potions"])):
            out[("potion", k)] = pygame.Rect(x, h.top + 152, 34, 34)
            x += 38
        for art, a in sorted(self.w.res["artifacts"].items()):
            if a["owner"] == self.shown_seat():
                out[("artifact", art)] = pygame.Rect(x, h.top + 152, 34, 34)
                x += 38
        for tok in p["tokens"]:
            out[("token", tok)] = pygame.Rect(x, h.top + 152, 34, 34)
            x += 38
        return out

    def hearts_rect(self) -> pygame.Rect:
        h = self.layout.hero
        return pygame.Rect(h.left + 116, h.top + 72, 150, 24)

    def ability_rect(self) -> pygame.Rect:
        h = self.layout.hero
        return pygame.Rect(h.right - 112, h.bottom - 52, 92, 32)

    def special_rect(self) -> pygame.Rect:
        h = self.layout.hero
        return pygame.Rect(h.right - 74, h.top + 40, 52, 52)

    def enemy_die_rect(self) -> pygame.Rect:
        tr = self.layout.tray
        return pygame.Rect(tr.right - 248, tr.top + 40, 44, 44)

    def event_rect(self) -> pygame.Rect:
        tr = self.layout.tray
        return pygame.Rect(tr.right - 248, tr.top + 96, 44, 44)

    def other_rects(self) -> dict:
        o = self.layout.others
        n = len(self.w.res["players"])
        return {s: pygame.Rect(o.left + 10, o.top + 38 + s * 48, o.width - 20, 44) for s in range(n)}

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
        self.draw_arrows(surf)
        surf.set_clip(old)
        for level in range(L.lo, L.levels):
            lr = L.level_rect(level)
            draw_text(surf, self.ctx.assets, str(level + 1), (lr.right + 8, lr.top + 4), theme.SIZE_SMALL,
                      theme.TEXT_DIM, "bold")

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

    # cards beside the levels ----------------------------------------------------------------------------------
    def draw_cards(self, surf) -> None:
        L = self.layout
        for level in range(L.lo, L.levels):
            r = L.card_rect(level)
            key = ("card", level, self.levels[level], r.size, self.ctx.lang, self.w.res["boss_health"]
                   if level == L.levels - 1 else 0)
            img = self._cache.get(key)
            if img is None:
                img = self.render_level_card(level, r.size)
                self._cache[key] = img
            hot = r.collidepoint(self.ctx.mouse)
            surf.blit(img, r.move(0, -2 if hot else 0))
            if hot:
                pygame.draw.rect(surf, theme.GOLD, r.move(0, -2), 2, border_radius=8)

    def render_level_card(self, level: int, size) -> pygame.Surface:
        a, pick = self.ctx.assets, self.ctx.i18n.pick
        img = pygame.Surface(size, pygame.SRCALPHA)
        r = img.get_rect()
        boss_level = level == len(self.levels) - 1
        if not boss_level and self.levels[level] == "hidden":
            tier = min(3, level + 1)
            back = f"cards/back_enemy_{tier}.png"
            pygame.draw.rect(img, theme.INK, r, border_radius=8)
            art = a.fit(back, (r.width - 6, r.height - 6))
            img.blit(art, art.get_rect(center=r.center))
            return img
        pygame.draw.rect(img, theme.INK, r, border_radius=8)
        pygame.draw.rect(img, (92, 40, 48) if boss_level else theme.PARCHMENT, r.inflate(-4, -4), border_radius=7)
        ink = theme.TEXT if boss_level else theme.INK
        if boss_level:
            boss = self.c.bosses[self.w.res["boss"]]
            name, sprite = pick(boss["name"]), f"bosses/{boss['id']}_0.png"
            stats = [("symbols/heart.png", str(self.w.res["boss_health"])), ("symbols/attack.png", str(boss["damage"]))]
        else:
            e = self.c.enemies[self.w.res["enemy_cards"][level]]
            name, sprite = pick(e["name"]), f"enemies/{e['id']}_0.png"
            stats = [("symbols/heart.png", str(e["health"])), ("symbols/sword.png", str(e["damage"]))]
            loot = e["loot"]
            if loot.get("gold"):
                stats.append(("symbols/gold.png", str(loot["gold"])))
            if loot.get("gems"):
                stats.append(("symbols/gem.png", str(loot["gems"])))
        draw_text(img, a, name, (r.centerx, 6), theme.SIZE_SMALL, ink, "bold", anchor="midtop",
                  max_width=r.width - 10)
        art_h = max(20, r.height - 52)
        spr = a.fit(sprite, (r.width - 16, art_h))
        img.blit(spr, spr.get_rect(midtop=(r.centerx, 24)))
        x = 6
        icon = 16
        for path, value in stats:
            ic = a.fit(path, (icon, icon))
            img.blit(ic, (x, r.height - 22))
            rr = draw_text(img, a, value, (x + icon + 2, r.height - 14), theme.SIZE_SMALL, ink, "bold",
                           anchor="midleft")
            x = rr.right + 6
        if boss_level and self.levels[level] == "hidden":
            draw_text(img, a, "?", (r.right - 10, r.height - 14), theme.SIZE_SMALL, ink, "bold", anchor="midright")
        return img

    # hero card ------------------------------------------------------------------------------------------------
    def draw_hero_card(self, surf) -> None:
        seat = self.shown_seat()
        p = self.w.res["players"][seat]
        t = self.targets
        key = ("hero", seat, p["health"], max_health(self.w, seat), p["gold"], p["gems"],
               tuple(map(tuple, p["items"])), tuple(p["potions"]), p["special"], tuple(p["tokens"]),
               tuple((k, v["owner"], v["exhausted"]) for k, v in sorted(self.w.res["artifacts"].items())),
               self.ctx.lang, self.ctx.assets.text_scale, hero_cell(self.w, seat) is None)
        img = self._cache.get(("hero_img",))
        if img is None or img[0] != key:
            img = (key, self.render_hero_card(seat))
            self._cache[("hero_img",)] = img
        surf.blit(img[1], self.layout.hero)
        # live parts: usable things glow, the ability button
        usable = t.items if t is not None else {}
        for k, r in self.item_rects().items():
            if k in usable:
                pygame.draw.rect(surf, theme.GOLD, r.inflate(4, 4), 2, border_radius=6)
            if r.collidepoint(self.ctx.mouse):
                pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(6, 6), 2, border_radius=6)
        if t is not None and t.ability is not None:
            ar = self.ability_rect()
            hot = ar.collidepoint(self.ctx.mouse)
            pygame.draw.rect(surf, theme.INK, ar, border_radius=8)
            pygame.draw.rect(surf, theme.TEAL if not hot else theme.HIGHLIGHT, ar.inflate(-4, -4), border_radius=7)
            draw_text(surf, self.ctx.assets, self.ctx.t("pf.ability"), ar.center, theme.SIZE_SMALL, theme.INK,
                      "bold", anchor="center", max_width=ar.width - 8)

    def render_hero_card(self, seat: int) -> pygame.Surface:
        a, t, pick = self.ctx.assets, self.ctx.t, self.ctx.i18n.pick
        L = self.layout
        img = pygame.Surface(L.hero.size, pygame.SRCALPHA)
        r = img.get_rect()
        draw_panel(img, self.ctx, r, "light")
        p = self.w.res["players"][seat]
        hero = self.c.heroes[p["hero"]]
        col = theme.seat_colour(seat)
        port = pygame.Rect(22, 22, 80, 80)
        pygame.draw.rect(img, col, port.inflate(6, 6), border_radius=10)
        pygame.draw.rect(img, theme.INK, port, border_radius=8)
        pic = a.fit(f"heroes/{p['hero']}_portrait.png", port.size)
        img.blit(pic, pic.get_rect(center=port.center))
        if hero_cell(self.w, seat) is None:
            veil = pygame.Surface(port.size, pygame.SRCALPHA)
            veil.fill((20, 10, 20, 150))
            img.blit(veil, port)
            draw_text(img, a, self.off_word(seat), port.center, theme.SIZE_SMALL, theme.HIGHLIGHT, "bold",
                      anchor="center", max_width=port.width - 6)
        draw_text(img, a, pick(hero["name"]), (116, 18), theme.SIZE_H2, theme.INK, "serif",
                  max_width=r.width - 200)
        dark = tuple(int(c * 0.6 + i * 0.4) for c, i in zip(col, theme.INK))
        draw_text(img, a, self.board.seat_name(seat), (116, 50), theme.SIZE_SMALL, dark, "bold",
                  max_width=r.width - 200)
        # hearts
        top = max_health(self.w, seat)
        hs = 20 if top <= 7 else 16
        for i in range(top):
            name = "tokens/heart.png" if i < p["health"] else "tokens/heart_empty.png"
            img.blit(a.fit(name, (hs, hs)), (116 + i * (hs + 2), 74))
        # gold and gems
        x = 116
        for path, value in (("tokens/gold.png", p["gold"]), ("tokens/gem.png", p["gems"])):
            img.blit(a.fit(path, (22, 22)), (x, 100))
            rr = draw_text(img, a, str(value), (x + 26, 111), theme.SIZE_LABEL, theme.INK, "bold", anchor="midleft")
            x = rr.right + 18
        # special die slot
        sr = self.special_rect().move(-L.hero.left, -L.hero.top)
        draw_text(img, a, t("pf.special"), (sr.centerx, sr.top - 3), theme.SIZE_SMALL, theme.INK_SOFT,
                  anchor="midbottom", max_width=80)
        pygame.draw.rect(img, theme.INK, sr.inflate(6, 6), border_radius=8)
        img.blit(a.scaled(f"dice/special_{p['special']}.png", sr.size), sr)
        # ability
        ab = hero["ability"]
        draw_text(img, a, t("ab." + ab["kind"], n=ab["amount"]), (22, 140), theme.SIZE_SMALL, theme.INK_SOFT,
                  anchor="midleft", max_width=r.width - 44)
        # items, potions, artifacts, tokens
        for key, rect in self.item_rects().items():
            rr = rect.move(-L.hero.left, -L.hero.top)
            kind, k = key
            if kind == "item":
                path = self.icon("item", p["items"][k][0])
                dim = p["items"][k][1]
            elif kind == "potion":
                path, dim = self.icon("potion", p["potions"][k]), False
            elif kind == "artifact":
                path, dim = self.icon("artifact", k), self.w.res["artifacts"][k]["exhausted"]
            else:
                path, dim = f"tokens/boss_token_{self.w.res['boss']}.png", False
            pygame.draw.rect(img, theme.INK, rr, border_radius=5)
            icon = a.fit(path, (rr.width - 4, rr.height - 4))
            if dim:
                icon = icon.copy()
                icon.set_alpha(90)
            img.blit(icon, icon.get_rect(center=rr.center))
        return img

    # shop -------------------------------------------------------------------------------------------------------
    def draw_shop(self, surf) -> None:
        a = self.ctx.assets
        buy = self.targets.buy if self.targets is not None else {}
        for (kind, slot), r in self.shop_rects().items():
            card = self.w.res["shop"][kind][slot]
            key = ("shopcard", kind, card, self.ctx.lang, a.text_scale)
            img = self._cache.get(key)
            if img is None:
                img = self.render_shop_card(kind, card, r.size)
                self._cache[key] = img
            hot = r.collidepoint(self.ctx.mouse)
            surf.blit(img, r.move(0, -3 if hot and (kind, slot) in buy else 0))
            if (kind, slot) in buy:
                pygame.draw.rect(surf, theme.HIGHLIGHT if hot else theme.GOLD, r.inflate(4, 4), 2, border_radius=8)

    def render_shop_card(self, kind: str, card, size) -> pygame.Surface:
        a, pick = self.ctx.assets, self.ctx.i18n.pick
        img = pygame.Surface(size, pygame.SRCALPHA)
        r = img.get_rect()
        if card is None:
            pygame.draw.rect(img, (40, 32, 50), r, border_radius=8)
            pygame.draw.rect(img, theme.PANEL_EDGE, r, 1, border_radius=8)
            return img
        table = self.c.items if kind == "items" else self.c.potions
        c = table[card]
        pygame.draw.rect(img, theme.INK, r, border_radius=8)
        pygame.draw.rect(img, theme.PARCHMENT, r.inflate(-4, -4), border_radius=7)
        icon = a.fit(self.icon(kind[:-1], card), (44, 44))
        img.blit(icon, icon.get_rect(midtop=(r.centerx, 6)))
        font = a.font("bold", theme.SIZE_SMALL - 2)
        lines = wrap(font, pick(c["name"]), r.width - 10)[:2]
        y = 52
        for line in lines:
            line = ellipsize(font, line, r.width - 10)
            s = a.text(line, theme.SIZE_SMALL - 2, theme.INK, "bold")
            img.blit(s, s.get_rect(midtop=(r.centerx, y)))
            y += font.get_linesize() - 1
        badge = pygame.Rect(4, 4, 26, 26)
        pygame.draw.circle(img, theme.INK, badge.center, 13)
        pygame.draw.circle(img, theme.GOLD, badge.center, 11)
        draw_text(img, a, str(c["cost"]), badge.center, theme.SIZE_SMALL, theme.INK, "bold", anchor="center")
        return img

    # dice tray -----------------------------------------------------------------------------------------------------
    def draw_tray(self, surf) -> None:
        a, t = self.ctx.assets, self.ctx.t
        tr = self.layout.tray
        pool = self.pool()
        targets = self.targets
        pulse = 0.5 + 0.5 * math.sin(self.ctx.time * 5)
        for i, r in enumerate(self.die_rects()):
            if i >= len(pool):
                break
            d = pool[i]
            dragging = self.drag is not None and self.drag["active"] and self.drag["index"] == i
            lift = -6 if self.selected == i else 0
            rr = r.move(0, lift)
            pygame.draw.rect(surf, (0, 0, 0), r.move(2, 4), border_radius=10)
            img = self.die_image(d, r.width)
            if d["used"] or dragging:
                img = img.copy()
                img.set_alpha(70)
            surf.blit(img, rr)
            usable = targets is not None and i in targets.by_die and any(x.kind != "gem" for x in targets.by_die[i])
            if d["ready"]:
                pygame.draw.rect(surf, theme.RED, rr.inflate(6, 6), 3, border_radius=10)
            if self.selected == i:
                pygame.draw.rect(surf, theme.HIGHLIGHT, rr.inflate(8, 8), 3, border_radius=12)
            elif usable and rr.collidepoint(self.ctx.mouse):
                pygame.draw.rect(surf, theme.HIGHLIGHT, rr.inflate(6, 6), 2, border_radius=10)
            elif usable:
                c = tuple(int(v * (0.6 + 0.4 * pulse)) for v in theme.GOLD)
                pygame.draw.rect(surf, c, rr.inflate(4, 4), 2, border_radius=10)
            if d["gems"]:
                badge = pygame.Rect(rr.right - 22, rr.top - 6, 28, 20)
                pygame.draw.rect(surf, theme.INK, badge, border_radius=8)
                draw_text(surf, a, f"×{d['gems'] + 1}", badge.center, theme.SIZE_SMALL, theme.TEAL, "bold",
                          anchor="center")
            if d["src"] == "special":
                pygame.draw.circle(surf, theme.GOLD, (rr.left + 6, rr.top + 6), 5)
            # the gem stepper: shows what the next upgrade costs
            up, down = self.gem_action(i, 1) if targets else None, self.gem_action(i, -1) if targets else None
            if up or down:
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
        face = self.w.res["turn"].get("enemy_face")
        if face:
            surf.blit(a.scaled(f"dice/enemy_{face}.png", er.size), er)
            draw_text(surf, a, t("pf.enemy_die"), (er.centerx, er.top - 2), theme.SIZE_SMALL - 3, theme.TEXT_DIM,
                      anchor="midbottom", max_width=90)
        event = self.w.res["turn"].get("event")
        if event:
            ev = self.event_rect()
            pygame.draw.rect(surf, theme.INK, ev, border_radius=6)
            icon = a.fit(self.icon("event", event), (ev.width - 6, ev.height - 6))
            surf.blit(icon, icon.get_rect(center=ev.center))
        # hint
        hint = pygame.Rect(tr.left + 20, tr.top + 134, tr.width - 290, 36)
        draw_paragraph(surf, a, self.hint(), hint, theme.SIZE_SMALL, theme.TEXT, line_gap=0)

    def hint(self) -> str:
        t = self.ctx.t
        w = self.w
        seat = w.res["turn"]["seat"]
        if not self.can_play():
            return t("pf.hint.wait", name=self.board.seat_name(seat)) if w.res["result"] is None else ""
        tg = self.targets
        if tg.push:
            return t("pf.hint.push")
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
        return t("pf.hint.pick_die")

    # other heroes ------------------------------------------------------------------------------------------------
    def draw_others(self, surf) -> None:
        a = self.ctx.assets
        active = self.w.res["turn"]["seat"]
        for seat, r in self.other_rects().items():
            p = self.w.res["players"][seat]
            if seat == active:
                pygame.draw.rect(surf, theme.PANEL_LIGHT, r, border_radius=8)
                pygame.draw.rect(surf, theme.seat_colour(seat), r, 2, border_radius=8)
            pic = a.fit(f"heroes/{p['hero']}_portrait.png", (38, 38))
            surf.blit(pic, pic.get_rect(midleft=(r.left + 6, r.centery)))
            name = f"{self.ctx.i18n.pick(self.c.heroes[p['hero']]['name'])} · {self.board.seat_name(seat)}"
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



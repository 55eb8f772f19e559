"""The cards of the Platformer view, each rendered once into a cached surface:
the enemy and boss cards beside the levels, the hero card, the shop cards and
the solo event card."""
from __future__ import annotations

import pygame

from game.games.platformer.world import hero_cell, max_health

from ... import theme
from ...text import draw_paragraph, draw_text, ellipsize, fit_size, paragraph_height, wrap
from ...widgets import draw_panel
from .text import effects_text


class CardsMixin:
    # cards beside the levels ----------------------------------------------------------------------------------
    def draw_cards(self, surf) -> None:
        L = self.layout
        for level in range(L.lo, L.levels):
            r = L.card_rect(level)
            flip = self.level_flip(level)          # the card turns over with its level
            status = ("hidden" if flip[1] else "revealed") if flip else self.levels[level]
            key = ("card", level, status, r.size, self.ctx.lang, self.w.res["boss_health"]
                   if level == L.levels - 1 else 0)
            img = self._cache.get(key)
            if img is None:
                img = self.render_level_card(level, r.size, status)
                self._cache[key] = img
            if flip:
                w = max(1, int(r.width * flip[0]))
                surf.blit(pygame.transform.smoothscale(img, (w, r.height)), (r.centerx - w // 2, r.top))
                continue
            hot = r.collidepoint(self.ctx.mouse)
            surf.blit(img, r.move(0, -2 if hot else 0))
            if hot:
                pygame.draw.rect(surf, theme.GOLD, r.move(0, -2), 2, border_radius=8)

    def render_level_card(self, level: int, size, status: str | None = None) -> pygame.Surface:
        a, pick = self.ctx.assets, self.ctx.i18n.pick
        img = pygame.Surface(size, pygame.SRCALPHA)
        r = img.get_rect()
        boss_level = level == len(self.levels) - 1
        status = status or self.levels[level]
        if not boss_level and status == "hidden":
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
        size = fit_size(a, name, theme.SIZE_SMALL, r.width - 10, "bold", minimum=9)
        draw_text(img, a, name, (r.centerx, 6), size, ink, "bold", anchor="midtop", max_width=r.width - 8)
        art_h = max(20, r.height - 52)
        spr = a.fit(sprite, (r.width - 16, art_h))
        img.blit(spr, spr.get_rect(midtop=(r.centerx, 24)))
        icon, gap = (16, 6) if len(stats) <= 3 else (13, 3)
        font = a.font("bold", theme.SIZE_SMALL)
        widths = [icon + 2 + font.size(v)[0] for _, v in stats]
        x = max(4, (r.width - (sum(widths) + gap * (len(stats) - 1))) // 2)
        for (path, value), wdt in zip(stats, widths):
            ic = a.fit(path, (icon, icon))
            img.blit(ic, (x, r.height - 14 - icon // 2))
            draw_text(img, a, value, (x + icon + 2, r.height - 14), theme.SIZE_SMALL, ink, "bold", anchor="midleft")
            x += wdt + gap
        if boss_level and status == "hidden":
            draw_text(img, a, "?", (r.right - 10, r.height - 14), theme.SIZE_SMALL, ink, "bold", anchor="midright")
        return img

    # hero card ------------------------------------------------------------------------------------------------
    def draw_hero_card(self, surf) -> None:
        seat = self.seat_on_show()
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
        draw_text(img, a, self.seat_player(seat), (116, 50), theme.SIZE_SMALL, dark, "bold",
                  max_width=r.width - 200)
        # hearts
        top = max_health(self.w, seat)
        room = self.special_rect().left - L.hero.left - 10 - 116      # up to the special die's frame
        hs = max(10, min(20, room // max(1, top) - 2))
        for i in range(top):
            name = "tokens/heart.png" if i < p["health"] else "tokens/heart_empty.png"
            img.blit(a.fit(name, (hs, hs)), (116 + i * (hs + 2), 74 + (20 - hs) // 2))
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
        button = ab["kind"] == "heal_once"          # an action: room for its button on the line
        draw_text(img, a, t("ab." + ab["kind"], n=ab["amount"]), (22, 139), theme.SIZE_SMALL, theme.INK_SOFT,
                  anchor="midleft", max_width=r.width - 44 - (100 if button else 0))
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
            edge = {"potion": theme.TEAL, "artifact": theme.GOLD}.get(kind, theme.INK)
            if kind == "token" and k != self.c.bosses[self.w.res["boss"]].get("square_token"):
                edge = theme.RED                      # a bad token from an attack card
            pygame.draw.rect(img, theme.INK, rr, border_radius=5)
            pygame.draw.rect(img, edge, rr, 2, border_radius=5)
            icon = a.fit(path, (rr.width - 5, rr.height - 5))
            if dim:
                icon = icon.copy()
                icon.set_alpha(90)
            img.blit(icon, icon.get_rect(center=rr.center))
            if edge == theme.RED:
                skull = a.fit("tokens/skull.png", (rr.width // 2, rr.height // 2))
                img.blit(skull, skull.get_rect(bottomright=(rr.right - 1, rr.bottom - 1)))
        return img

    # shop -------------------------------------------------------------------------------------------------------
    def draw_shop(self, surf) -> None:
        a = self.ctx.assets
        buy = self.targets.buy if self.targets is not None else {}
        for (kind, slot), r in self.shop_rects().items():
            card = self.w.res["shop"][kind][slot]
            price = self.shop_price(kind, card) if card is not None else None
            key = ("shopcard", kind, card, self.ctx.lang, a.text_scale, price)
            img = self._cache.get(key)
            if img is None:
                img = self.render_shop_card(kind, card, r.size, price)
                self._cache[key] = img
            hot = r.collidepoint(self.ctx.mouse)
            surf.blit(img, r.move(0, -3 if hot and (kind, slot) in buy else 0))
            if (kind, slot) in buy:
                pygame.draw.rect(surf, theme.HIGHLIGHT if hot else theme.GOLD, r.inflate(4, 4), 2, border_radius=8)
            if self.used_flash and self.used_flash[0] == ("shop", kind, slot) and self.used_flash[1] > self.ctx.time:
                pygame.draw.rect(surf, theme.HIGHLIGHT, r.inflate(8, 8), 4, border_radius=10)

    def render_shop_card(self, kind: str, card, size, price: int | None = None) -> pygame.Surface:
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
        name = pick(c["name"])
        size = theme.SIZE_SMALL - 2
        while True:                  # whole words on at most two lines that fit under the icon
            font = a.font("bold", size)
            lines = wrap(font, name, r.width - 10)
            room = r.height - 6 - len(lines) * (font.get_linesize() - 2)
            if size <= 9 or (len(lines) <= 2 and room >= 36 and
                             all(font.size(word)[0] <= r.width - 10 for word in name.split())):
                break
            size -= 1
        room = max(30, min(44, room - 4))
        icon = a.fit(self.icon(kind[:-1], card), (room, room))
        img.blit(icon, icon.get_rect(midtop=(r.centerx, 4)))
        y = 4 + room + 2
        for line in lines[:2]:
            line = ellipsize(font, line, r.width - 8)
            s = a.text(line, size, theme.INK, "bold")
            img.blit(s, s.get_rect(midtop=(r.centerx, y)))
            y += font.get_linesize() - 2
        badge = pygame.Rect(4, 4, 26, 26)
        pygame.draw.circle(img, theme.INK, badge.center, 13)
        pygame.draw.circle(img, theme.GOLD, badge.center, 11)
        price = c["cost"] if price is None else price        # what it costs now (events, items)
        if price != c["cost"]:
            pygame.draw.circle(img, theme.GREEN if price < c["cost"] else theme.RED, badge.center, 13, 3)
        draw_text(img, a, str(price), badge.center, theme.SIZE_SMALL, theme.INK, "bold", anchor="center")
        return img


    def draw_event_card(self, surf) -> None:
        """Solo: this turn's event (picture, name, what it does) and the events left."""
        r = self.event_rect()
        event = self.w.res["turn"].get("event")
        left = len(self.w.res["decks"]["events"]["draw"])
        key = ("event_card", event, left, r.size, self.ctx.lang, self.ctx.assets.text_scale)
        img = self._cache.get(key)
        if img is None:
            self._cache = {k: v for k, v in self._cache.items() if not (isinstance(k, tuple) and k[0] == "event_card")}
            img = self.render_event_card(event, left, r.size)
            self._cache[key] = img
        surf.blit(img, r)
        if r.collidepoint(self.ctx.mouse):
            pygame.draw.rect(surf, theme.HIGHLIGHT, r, 2, border_radius=8)

    def render_event_card(self, event, left: int, size) -> pygame.Surface:
        a, t, pick = self.ctx.assets, self.ctx.t, self.ctx.i18n.pick
        img = pygame.Surface(size, pygame.SRCALPHA)
        r = img.get_rect()
        pygame.draw.rect(img, theme.INK, r, border_radius=8)
        pygame.draw.rect(img, theme.PARCHMENT, r.inflate(-4, -4), border_radius=7)
        foot = a.font("bold", theme.SIZE_SMALL).get_linesize() + 6
        colour = theme.RED if left <= 2 else theme.INK
        draw_text(img, a, t("pf.event_turns", n=left), (r.centerx, r.bottom - foot // 2 - 2), theme.SIZE_SMALL,
                  colour, "bold", anchor="center", max_width=r.width - 16)
        pygame.draw.line(img, theme.PARCHMENT_DARK, (10, r.bottom - foot - 2), (r.right - 10, r.bottom - foot - 2), 2)
        if not event:
            return img
        ev = self.c.events[event]
        pic = min(56, r.height - foot - 16)
        icon = a.fit(self.icon("event", event), (pic, pic))
        img.blit(icon, icon.get_rect(topleft=(10, 8)))
        x = 10 + pic + 10
        draw_text(img, a, pick(ev["name"]), (x, 8), theme.SIZE_BODY, theme.INK, "bold", max_width=r.width - x - 10)
        body = pygame.Rect(x, 8 + a.font("bold", theme.SIZE_BODY).get_linesize() + 2, r.width - x - 10, 0)
        body.height = r.bottom - foot - 6 - body.top
        text = t("when." + ev["timing"]) + ": " + effects_text(t, ev["effects"])
        size = theme.SIZE_SMALL
        while size > 10 and paragraph_height(a, text, body.width, size, line_gap=0) > body.height + 2:
            size -= 1
        draw_paragraph(img, a, text, body, size, theme.INK_SOFT, line_gap=0)
        return img

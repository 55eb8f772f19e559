"""Drawing the board: the painted rings with every space's name and mark (cached per
language and text size), terrain covers, the cards lying on spaces, gravestones,
the figures, the decks in the corners and the highlighted destinations."""
from __future__ import annotations

import math

import pygame

from game.games.talisman.content import content

from ... import theme
from ...text import draw_text
from . import geometry as G
from .model import card_spot, space_icon, space_polygon, token_spot, where

KIND_COLOUR = {"event": (200, 140, 50), "enemy": (180, 50, 56), "stranger": (60, 130, 150), "object": (140, 96, 60),
               "magic_object": (90, 70, 170), "follower": (70, 140, 80), "place": (110, 110, 130),
               "spell": (40, 90, 170), "purchase": (160, 120, 60), "talisman": (200, 160, 40),
               "veil": (70, 90, 120), "terrain": (110, 80, 60)}
TOKEN = 26


def card_kind(ident: str) -> str:
    rec = content().cards[ident]
    d = rec["deck"]
    if d in ("purchase", "talisman", "terrain", "veil"):
        return d
    if d == "spell":
        return "spell"
    return rec.get("kind", "event")


def card_art(ident: str) -> str:
    rec = content().cards[ident]
    kind = card_kind(ident)
    if rec.get("kind") == "enemy" and rec.get("type"):
        return f"talisman/cards/art_enemy_{rec['type']}.png"
    if kind == "veil" and rec.get("kind") in ("object", "magic_object", "follower"):
        return f"talisman/cards/art_{rec['kind']}.png"
    if kind == "purchase":                  # the shop's goods, each by what it is
        if rec.get("raft"):
            return "talisman/icons/raft.png"
        if rec.get("carry") or rec.get("kind") == "follower":
            return "talisman/cards/art_follower.png"
        if rec.get("weapon"):
            return "talisman/cards/art_object.png"
    return f"talisman/cards/art_{kind}.png"


def figure_art(c: dict) -> str:
    if c["toad"]:
        return "talisman/figures/toad_portrait.png"
    if c["state"] == "ghost":
        return "talisman/figures/ghost_portrait.png"
    return f"talisman/figures/{c['id']}_portrait.png"


def fit_words(assets, text: str, width: int, height: int, top: int = 13, bottom: int = 7):
    """(lines, font): the largest size at which the words, never split, fit the box."""
    for size in range(top, bottom - 1, -1):
        font = assets.font("bold", size, scaled=False)
        lines: list = []
        for word in text.split():
            if lines and font.size(lines[-1] + " " + word)[0] <= width:
                lines[-1] += " " + word
            else:
                lines.append(word)
        if all(font.size(x)[0] <= width for x in lines) and \
                (font.get_linesize() - 2) * (len(lines) - 1) + font.get_height() <= height:
            return lines, font
    return lines, font


class BoardDrawMixin:
    def board_picture(self) -> pygame.Surface:
        a = self.ctx.assets
        key = ("board", self.ctx.lang, a.text_scale)
        if self._cache.get("board_key") != key:
            img = a.image("talisman/board.png").copy()
            cc = content()
            for space, rec in cc.spaces.items():
                region, index = rec["region"], rec["index"]
                if rec.get("woods"):
                    pts = G.wedge(region, index, inset=3)
                    shade = pygame.Surface(img.get_size(), pygame.SRCALPHA)
                    pygame.draw.polygon(shade, (20, 70, 30, 70), pts)
                    img.blit(shade, (0, 0))
                crown = region == "inner" and index >= G.COUNTS["inner"]
                icon = space_icon(space)
                if icon and not crown:
                    pic = a.fit(f"talisman/icons/{icon}.png", (18, 18))
                    ax, ay = G.point(*G.figure_anchor(region, index))
                    img.blit(pic, pic.get_rect(center=(ax, ay)))
            self._cache["board"] = img
            self._cache["board_key"] = key
        return self._cache["board"]

    def space_label(self, space: str, name: str) -> tuple[pygame.Surface, tuple[int, int]]:
        """A space's name (or the name of the terrain covering it) in whole words, as large
        as its box allows, light on a dark rim, laid along its ring (`geometry.label_turn`),
        and where on the board picture its top left goes."""
        key = ("label", space, name, self.ctx.assets.text_scale)
        if key in self._cache:
            return self._cache[key]
        region, index = where(space)
        cx, cy, bw, bh = G.label_box(region, index)
        lines, font = fit_words(self.ctx.assets, name, int(bw), int(bh))
        text = pygame.Surface((int(bw) + 4, int(bh) + 4), pygame.SRCALPHA)
        step = font.get_linesize() - 2
        y = 2 + (int(bh) - (step * (len(lines) - 1) + font.get_height())) // 2
        for line in lines:
            light = font.render(line, True, (250, 244, 226))
            dark = font.render(line, True, (30, 20, 30))
            r = light.get_rect(midtop=(text.get_width() // 2, y))
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
                text.blit(dark, r.move(dx, dy))
            text.blit(light, r)
            y += step
        turn = G.label_turn(region, index)
        if turn:
            text = pygame.transform.rotozoom(text, turn, 1.0)
        self._cache[key] = text, text.get_rect(center=(round(cx), round(cy))).topleft
        return self._cache[key]

    def draw_names(self, surf, shake: tuple[int, int]) -> None:
        """Every space's name, over the cards lying there (small markers that stay visible
        around the words) and under the figures, which stand clear of it."""
        lang = self.ctx.lang
        covers = self.w.res["terrain"]["on"]
        board = self.layout.board.move(*shake)
        for space, rec in content().spaces.items():
            cover = covers.get(space)
            name = content().cards[cover]["name"][lang] if cover else rec["name"][lang]
            img, (x, y) = self.space_label(space, name)
            surf.blit(img, (board.left + x, board.top + y))

    # -- per frame ----------------------------------------------------------------------------------------
    def draw_board(self, surf) -> None:
        a = self.ctx.assets
        w = self.w
        sx, sy = self.screen_shake()
        surf.blit(self.board_picture(), self.layout.board.move(sx, sy))
        for space, cover in w.res["terrain"]["on"].items():
            poly = space_polygon(space, inset=4)
            veil = pygame.Surface((1280, 720), pygame.SRCALPHA)
            pygame.draw.polygon(veil, (104, 76, 58, 232), poly)
            surf.blit(veil, (0, 0))
            pic = a.fit("talisman/cards/art_terrain.png", (26, 26))
            region, index = where(space)
            ax, ay = G.point(*G.figure_anchor(region, index))
            surf.blit(pic, pic.get_rect(center=(int(ax) + self.layout.board.left, int(ay) + self.layout.board.top)))
        self.draw_targets(surf)
        if self.hover_space and self.hover_space in content().spaces:
            pygame.draw.polygon(surf, theme.TEXT, space_polygon(self.hover_space, inset=2), 2)
        cards = self.cards_shown if self.cards_shown is not None else \
            {space: [e["c"] for e in entries] for space, entries in w.res["board"].items()}
        for space, entries in sorted(cards.items()):
            if not entries or space not in content().spaces:
                continue
            for k, ident in enumerate(entries[:3]):
                self._mini_card(surf, ident, card_spot(space, k))
            if len(entries) > 3:
                draw_text(surf, a, f"+{len(entries) - 3}", card_spot(space, 3), theme.SIZE_SMALL, theme.TEXT, "bold",
                          anchor="center", shadow=True)
        self.draw_names(surf, (sx, sy))
        for seat, c in enumerate(w.res["chars"]):
            if c.get("grave"):
                pic = a.fit("talisman/icons/grave.png", (20, 20))
                surf.blit(pic, pic.get_rect(center=token_spot(c["grave"], 0, 1)))
        self.draw_figures(surf)
        self.draw_decks(surf)

    def _mini_card(self, surf, ident: str, pos) -> None:
        r = pygame.Rect(0, 0, 11, 15)
        r.center = pos
        pygame.draw.rect(surf, theme.INK, r.inflate(2, 2), border_radius=3)
        pygame.draw.rect(surf, KIND_COLOUR.get(card_kind(ident), theme.PANEL), r, border_radius=3)
        pygame.draw.rect(surf, (250, 240, 220), r.inflate(-4, -4), 1, border_radius=2)

    def draw_targets(self, surf) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.ctx.time * 5)
        col = (255, 232, 120)
        for space in self.target_spaces:
            poly = space_polygon(space, inset=3)
            glow = pygame.Surface((1280, 720), pygame.SRCALPHA)
            pygame.draw.polygon(glow, (*col, int(50 + 60 * pulse)), poly)
            surf.blit(glow, (0, 0))
            pygame.draw.polygon(surf, col, poly, 3)

    def figure_positions(self) -> dict:
        """Screen position of every figure on the board (a walking one where its walk has got to)."""
        w = self.w
        at: dict = {}
        for seat, c in enumerate(w.res["chars"]):
            if c["state"] in ("alive", "ghost") and self.shown_space(seat):
                at.setdefault(self.shown_space(seat), []).append(seat)
        pos = {}
        for space, seats in at.items():
            for k, seat in enumerate(seats):
                pos[seat] = token_spot(space, k, len(seats))
        for seat, walk in self.walks.items():
            if not walk.done:
                pos[seat] = walk.pos
        return pos

    def draw_figures(self, surf) -> None:
        a = self.ctx.assets
        turn = self.current_turn()
        pos = self.figure_positions()
        hot = set(self.target_seats)
        for seat in sorted(pos, key=lambda s: (s == turn, s)):
            c = self.w.res["chars"][seat]
            x, y = int(pos[seat][0]), int(pos[seat][1])
            size = TOKEN + (6 if seat == turn else 0)
            pygame.draw.circle(surf, (0, 0, 0), (x + 2, y + 3), size // 2 + 2)
            pic = a.scaled(figure_art(c), (size, size))
            mask = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(mask, (255, 255, 255, 255), (size // 2, size // 2), size // 2)
            pic = pic.copy()
            pic.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            if c["state"] == "ghost":
                pic.set_alpha(170)
            surf.blit(pic, (x - size // 2, y - size // 2))
            pygame.draw.circle(surf, theme.seat_colour(seat), (x, y), size // 2 + 1, 3)
            if seat in hot:
                pulse = 0.5 + 0.5 * math.sin(self.ctx.time * 6)
                pygame.draw.circle(surf, theme.RED, (x, y), size // 2 + 5 + int(2 * pulse), 2)

    def draw_decks(self, surf) -> None:
        a = self.ctx.assets
        w = self.w
        L = self.layout.decks
        for name in ("adventure", "spells"):
            r = L[name]
            n = len(w.res["decks"][name]["draw"]) if name in w.res["decks"] else 0
            if n:
                for k in range(min(3, n)):
                    rr = r.move(-k * 2, -k * 2)
                    pygame.draw.rect(surf, theme.INK, rr.inflate(2, 2), border_radius=6)
                    pygame.draw.rect(surf, (70, 50, 100) if name == "adventure" else (40, 70, 140), rr,
                                     border_radius=6)
                pic = a.fit("talisman/icons/draw.png" if name == "adventure" else "talisman/icons/spell.png", (36, 36))
                surf.blit(pic, pic.get_rect(center=r.move(-4, -8).center))
            else:
                pygame.draw.rect(surf, theme.PANEL_EDGE, r, 2, border_radius=6)
            label = self.ctx.t("tal.deck." + name)
            draw_text(surf, a, f"{n}", (r.centerx - 4, r.bottom - 18), theme.SIZE_SMALL, theme.TEXT, "bold",
                      anchor="center", shadow=True)
            draw_text(surf, a, label, (r.centerx, r.bottom + 10), 12, theme.TEXT_DIM, "sans", anchor="center",
                      max_width=r.width + 24)
        r = L["purchase"]
        pic = a.fit("talisman/cards/art_purchase.png", (34, 34))
        surf.blit(pic, pic.get_rect(midleft=(r.left + 2, r.centery - 6)))
        draw_text(surf, a, str(sum(w.res["purchase"].values())), (r.left + 44, r.centery - 6), theme.SIZE_SMALL,
                  theme.TEXT, "bold", anchor="midleft")
        draw_text(surf, a, self.ctx.t("tal.deck.purchase"), (r.left + 2, r.bottom - 8), 12, theme.TEXT_DIM,
                  anchor="midleft", max_width=r.width)
        r = L["talismans"]
        pic = a.fit("talisman/cards/art_talisman.png", (34, 34))
        surf.blit(pic, pic.get_rect(midright=(r.right - 2, r.centery - 6)))
        draw_text(surf, a, str(w.res["talismans"]), (r.right - 44, r.centery - 6), theme.SIZE_SMALL, theme.TEXT,
                  "bold", anchor="midright")
        draw_text(surf, a, self.ctx.t("tal.deck.talismans"), (r.right - 2, r.bottom - 8), 12, theme.TEXT_DIM,
                  anchor="midright", max_width=r.width)


"""The TseuQuest view's stage panels: what covers the board while there is no
dungeon to click (the Evil Wizard's secret choice of adventure, the adventurer
picks, the magic rounds, the interlude shop and the next adventure), the
exchange panel between two adventurers, and the adventure's book page (the
introduction read out at the start). Clickable things go to hot_rects."""
from __future__ import annotations

import pygame

from game.games.tseuquest.setup import MAGIC_ROUND_CARDS

from ... import theme
from ...text import draw_paragraph, draw_text, wrapped

ELEMENTS = ("aer", "ignis", "terra", "aqua")


class StageMixin:
    MAP_LAYERS = ("walls", "scenery", "traps", "zones", "marks", "monsters")   # the MB's book: never drawn

    def show_intro(self) -> None:
        if self.table is not None and self.table.adventure:
            self.book = self.table.adventure["id"]
            self.book_again = True

    def draw_book(self, surf) -> None:
        """The adventure's page: title, the printed floor plan, the introduction, the goal; the Evil
        Wizard also reads the adventure's secret rules. A click closes it."""
        adv = self.table.adventure if self.table else None
        if self.book is None or not adv:
            return
        a, t, pick = self.ctx.assets, self.ctx.t, self.ctx.i18n.pick
        texts = adv["texts"]
        L = self.layout
        veil = pygame.Surface((L.stage.width, L.stage.height), pygame.SRCALPHA)
        veil.fill((10, 6, 14, 150))
        surf.blit(veil, L.stage)
        from ...text import paragraph_height
        width = min(L.stage.width - 40, 720)
        mb = self.table.role == "mb" and "rules" in texts
        party = [f for f in self.figs.values() if f.kind == "adventurer"]
        h = 74 + 190 + 22 + paragraph_height(a, t("tq.goal") + ": " + pick(texts["goal"]), width - 72,
                                             theme.SIZE_LABEL, "bold") + 8
        h += (paragraph_height(a, pick(texts["rules"]), width - 84, theme.SIZE_SMALL, line_gap=0) + 50) if mb else 0
        h += 64 if party else 0
        h += 60
        r = pygame.Rect(0, 0, width, min(L.stage.height - 30, h))
        r.center = L.stage.center
        pygame.draw.rect(surf, (0, 0, 0), r.move(6, 8), border_radius=16)
        pygame.draw.rect(surf, theme.INK, r, border_radius=16)
        pygame.draw.rect(surf, theme.PARCHMENT, r.inflate(-10, -10), border_radius=12)
        pygame.draw.rect(surf, theme.GOLD_DARK, r.inflate(-22, -22), 2, border_radius=10)
        draw_text(surf, a, pick(texts["title"]), (r.centerx, r.top + 40), theme.SIZE_H1 - 4, theme.INK, "serif",
                  anchor="center", max_width=r.width - 60)
        y = r.top + 74
        path = self.ctx.assets.path("maps", "tseuquest", f"{adv['id']}.tmx")
        pw = 260
        ph = pw * 19 // 26
        text_left = r.left + 36
        if path.is_file():
            prev = pygame.Rect(r.left + 36, y, pw, ph)
            surf.blit(self.maps.scaled(path, prev.size, skip_layers=self.MAP_LAYERS), prev)
            pygame.draw.rect(surf, theme.INK, prev, 2, border_radius=3)
            text_left = prev.right + 20
        body = pygame.Rect(text_left, y - 2, r.right - 36 - text_left, ph + 10)
        size = theme.SIZE_BODY
        from ...text import paragraph_height
        while size > 12 and paragraph_height(a, pick(texts["intro"]), body.width, size, line_gap=1) > body.height:
            size -= 1
        draw_paragraph(surf, a, pick(texts["intro"]), body, size, theme.INK, line_gap=1)
        y += ph + 22
        goal = t("tq.goal") + ": " + pick(texts["goal"])
        used = draw_paragraph(surf, a, goal, pygame.Rect(r.left + 36, y, r.width - 72, 60), theme.SIZE_LABEL,
                              (130, 40, 40), "bold")
        y += used + 8
        if mb:
            rules_h = paragraph_height(a, pick(texts["rules"]), r.width - 84, theme.SIZE_SMALL, line_gap=0)
            box = pygame.Rect(r.left + 30, y, r.width - 60, rules_h + 40)
            pygame.draw.rect(surf, (232, 214, 190), box, border_radius=8)
            pygame.draw.rect(surf, (150, 60, 70), box, 2, border_radius=8)
            draw_text(surf, a, t("tq.rules_mb"), (box.left + 12, box.top + 8), theme.SIZE_SMALL, (150, 60, 70), "bold")
            draw_paragraph(surf, a, pick(texts["rules"]), box.inflate(-24, -34).move(0, 10), theme.SIZE_SMALL,
                           theme.INK, line_gap=0)
            y = box.bottom + 10
        if party:
            x = r.centerx - (len(party) * 56 - 8) // 2
            for f in party:
                pic = a.fit(self.portrait(f.ref), (48, 48))
                pygame.draw.rect(surf, theme.seat_colour(f.seat), pygame.Rect(x - 2, y - 2, 52, 52), border_radius=8)
                surf.blit(pic, (x, y))
                x += 56
        pulse = 0.6 + 0.4 * abs(((self.ctx.time * 0.8) % 2) - 1)
        col = tuple(int(v * pulse) for v in theme.INK_SOFT)
        click = t("tq.book_close" if self.book_again else "tq.book_click")       # read again mid-game: it closes
        draw_text(surf, a, click, (r.centerx, r.bottom - 30), theme.SIZE_BODY, col, "bold", anchor="center")
        self.hot(L.stage, self.close_book, "")

    def close_book(self) -> None:
        self.book = None

    # -- stage panels ----------------------------------------------------------------------------------------
    def make_stage(self) -> None:
        self.stage_buttons = []

    def draw_trade(self, surf) -> None:
        if not self.targets.gives:
            return
        L = self.layout
        r = pygame.Rect(0, 0, min(L.board.width - 60, 700), 300)
        r.center = L.board.center
        self.hot(r, None, "")                      # the panel swallows clicks meant for the board below
        pygame.draw.rect(surf, (0, 0, 0), r.move(5, 7), border_radius=14)
        pygame.draw.rect(surf, (30, 22, 36), r, border_radius=14)
        pygame.draw.rect(surf, theme.GOLD, r, 2, border_radius=14)
        self.stage_trade(surf, r)

    def draw_stage(self, surf) -> None:
        L = self.layout
        r = L.stage.copy()
        r.height = L.bar.top - 6 - r.top
        self.draw_backdrop(surf, r)
        tab = self.table
        if tab is None:
            return
        elif tab.phase == "choose_adventure":
            self.stage_adventures(surf, r, "choose_adventure")
        elif tab.phase == "pick":
            self.stage_pick(surf, r)
        elif tab.phase == "deal":
            self.stage_deal(surf, r)
        elif tab.phase == "interlude":
            inter = tab.interlude or {}
            # the next adventure once every seat has shopped and the Evil Wizard has had its say
            # (it checks the party's gear after the shopping: still the interlude's panel)
            if "next" in self.targets.by_kind or (inter.get("idx", 0) >= len(inter.get("seats", [0]))
                                                  and not inter.get("mb")):
                self.stage_adventures(surf, r, "next")
            else:
                self.stage_interlude(surf, r)
        else:
            draw_text(surf, self.ctx.assets, self.phase_hint() or self.hint(), r.center, theme.SIZE_H2, theme.GOLD,
                      "serif", anchor="center", max_width=r.width - 40)

    def draw_backdrop(self, surf, r) -> None:
        key = ("backdrop", r.size)
        img = self._cache.get(key)
        if img is None:
            img = pygame.Surface(r.size)
            img.fill((34, 26, 36))
            cover = self.ctx.assets.image("ui/cover_tseuquest.png")
            cw, ch = cover.get_size()
            k = max(r.width / cw, r.height / ch)
            big = pygame.transform.smoothscale(cover, (int(cw * k), int(ch * k)))
            img.blit(big, big.get_rect(center=(r.width // 2, r.height // 2)))
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((16, 10, 22, 200))
            img.blit(veil, (0, 0))
            self._cache[key] = img
        surf.blit(img, r)
        pygame.draw.rect(surf, theme.GOLD_DARK, r, 3, border_radius=6)

    def stage_title(self, surf, r, text) -> int:
        rr = draw_text(surf, self.ctx.assets, text, (r.centerx, r.top + 30), theme.SIZE_H2, theme.GOLD, "serif",
                       anchor="center", max_width=r.width - 40, shadow=True)
        self.hot_titles.append(rr)                  # the question asked: hover help keeps off it too
        return rr.bottom + 14

    def card_frame(self, surf, rect, active, chosen=False) -> None:
        pygame.draw.rect(surf, (0, 0, 0), rect.move(3, 5), border_radius=12)
        pygame.draw.rect(surf, theme.INK, rect, border_radius=12)
        pygame.draw.rect(surf, theme.PARCHMENT if active else (170, 160, 150), rect.inflate(-6, -6), border_radius=10)
        hot = active and rect.collidepoint(self.ctx.mouse)
        if hot or chosen:
            pygame.draw.rect(surf, theme.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=14)
        elif active:
            pygame.draw.rect(surf, theme.GOLD, rect.inflate(2, 2), 2, border_radius=13)

    def stage_adventures(self, surf, r, kind) -> None:
        from game.games.tseuquest.board import load_board
        t, a, pick = self.ctx.t, self.ctx.assets, self.ctx.i18n.pick
        acts = {x.args[0]: x for x in self.targets.by_kind.get(kind, [])}
        who = self.board.seat_name(self.match.to_act())
        if kind == "choose_adventure":
            title = t("tq.setup.choose") if acts else t("tq.setup.choosing")
            ids = list(acts) or []
        else:
            title = t("tq.inter.next") if acts else t("tq.inter.wait", name=who)
            ids = list(acts) or list((self.table.interlude or {}).get("next", []))
        y = self.stage_title(surf, r, title)
        if not ids:
            draw_paragraph(surf, a, t("tq.hint.wait", name=who), pygame.Rect(r.left + 40, y + 20, r.width - 80, 80),
                           theme.SIZE_BODY, theme.TEXT, align="center")
            return
        n = len(ids)
        gap = 14
        w = min(240, (r.width - 40 - gap * (n - 1)) // n)
        h = min(r.bottom - y - 20, 470)
        x = r.centerx - (n * w + (n - 1) * gap) // 2
        for adv in ids:
            rect = pygame.Rect(x, y, w, h)
            try:
                b = load_board(adv)
            except Exception:
                b = None
            self.card_frame(surf, rect, adv in acts)
            if b is not None:
                head = pygame.Rect(rect.left + 10, rect.top + 10, rect.width - 20, 50)     # two lines if needed
                lines = len(wrapped(a, pick(b.texts["title"]), theme.SIZE_LABEL, "serif", head.width))
                draw_paragraph(surf, a, pick(b.texts["title"]), head.move(0, 12 if lines == 1 else 0), theme.SIZE_LABEL,
                               theme.INK, "serif", align="center", line_gap=0)
                self.hot_titles.append(head)
                draw_text(surf, a, t("tq.setup.rounds", n=b.round_limit), (rect.centerx, rect.top + 70),
                          theme.SIZE_SMALL - 1, theme.INK_SOFT, "bold", anchor="center", max_width=rect.width - 20)
                pw = rect.width - 28
                ph = pw * 19 // 26
                path = self.ctx.assets.path("maps", "tseuquest", f"{adv}.tmx")
                if path.is_file():
                    prev = pygame.Rect(rect.left + 14, rect.top + 86, pw, ph)
                    surf.blit(self.maps.scaled(path, prev.size, skip_layers=self.MAP_LAYERS), prev)
                    pygame.draw.rect(surf, theme.INK, prev, 2, border_radius=3)
                body = pick(b.texts["intro"])
                inner = pygame.Rect(rect.left + 14, rect.top + 96 + ph, rect.width - 28, rect.height - 184 - ph)
                draw_paragraph(surf, a, body, inner, theme.SIZE_SMALL - 3, theme.INK, line_gap=0)
                goal = pygame.Rect(rect.left + 14, rect.bottom - 78, rect.width - 28, 70)
                pygame.draw.line(surf, theme.INK_SOFT, (goal.left, goal.top - 6), (goal.right, goal.top - 6), 1)
                draw_paragraph(surf, a, t("tq.goal") + ": " + pick(b.texts["goal"]), goal, theme.SIZE_SMALL - 1,
                               (120, 40, 40), "bold", line_gap=0)
                tip = pick(b.texts["title"]) + "\n" + pick(b.texts["goal"])
            else:
                tip = adv
            self.hot(rect, acts.get(adv), tip)
            x += w + gap

    def stage_pick(self, surf, r) -> None:
        t, a, pick = self.ctx.t, self.ctx.assets, self.ctx.i18n.pick
        acts = {x.args[0]: x for x in self.targets.by_kind.get("pick", [])}
        seat = self.match.to_act()
        name = self.board.seat_name(seat)
        y = self.stage_title(surf, r, t("tq.setup.pick", name=name) if acts else t("tq.setup.picking", name=name))
        heroes = sorted(self.c.adventurers)
        roster = self.table.roster
        cols, gap = 4, 12
        w = (r.width - 40 - gap * (cols - 1)) // cols
        h = min(250, (r.bottom - y - 20 - gap) // 2)
        for i, hid in enumerate(heroes):
            rect = pygame.Rect(r.left + 20 + (i % cols) * (w + gap), y + (i // cols) * (h + gap), w, h)
            hero = self.c.adventurers[hid]
            taken = roster.get(hid, {}).get("status") == "party"
            self.card_frame(surf, rect, hid in acts)
            pic = a.fit(self.portrait(hid), (84, 84))
            prect = pic.get_rect(midtop=(rect.centerx, rect.top + 10))
            if taken:
                pic = pic.copy()
                pic.set_alpha(110)
            surf.blit(pic, prect)
            self.hot_titles.append(draw_text(surf, a, pick(hero["name"]), (rect.centerx, prect.bottom + 12),
                                             theme.SIZE_BODY - 1, theme.INK, "serif", anchor="center",
                                             max_width=rect.width - 14))
            stats = t("tq.setup.stats", a=hero["attack"], d=hero["defence"], l=hero["life"], m=hero["mind"],
                      g=hero["magic"])
            draw_paragraph(surf, a, stats, pygame.Rect(rect.left + 10, prect.bottom + 24, rect.width - 20, 38),
                           theme.SIZE_SMALL - 3, theme.INK_SOFT, "bold", align="center", line_gap=0)
            # the blurb ends above the gear icons (rect.bottom - 34)
            draw_paragraph(surf, a, pick(hero["text"]), pygame.Rect(rect.left + 10, prect.bottom + 66,
                                                                    rect.width - 20, rect.bottom - prect.bottom - 104),
                           theme.SIZE_SMALL - 3, theme.INK, align="center", line_gap=0)
            if taken:
                seat_of = roster[hid].get("seat")
                band = pygame.Rect(rect.left + 4, rect.top + 38, rect.width - 8, 24)     # readable over the portrait
                pygame.draw.rect(surf, theme.INK, band, border_radius=4)
                draw_text(surf, a, t("tq.setup.taken") + (f" · {self.board.seat_name(seat_of)}" if seat_of else ""),
                          band.center, theme.SIZE_SMALL, theme.GOLD, "bold", anchor="center",
                          max_width=band.width - 10, shadow=False)
            gear = ", ".join(self.c.name(g, self.ctx.lang) for g in hero["gear"])
            click = "\n" + t("tq.setup.pick_click", name=pick(hero["name"])) if hid in acts else ""
            self.hot(rect, acts.get(hid), f"{pick(hero['name'])}\n{stats}\n{gear}\n{pick(hero['text'])}{click}")
            gx = rect.centerx - (len(hero["gear"]) * 30 - 4) // 2
            for g in hero["gear"]:
                img = a.fit(self.gear_path(g), (26, 26))
                surf.blit(img, (gx, rect.bottom - 34))
                gx += 30

    def stage_deal(self, surf, r) -> None:
        t, a = self.ctx.t, self.ctx.assets
        acts = {x.args[0]: x for x in self.targets.by_kind.get("element", [])}
        deal = self.w.res.get("deal") or {}
        queue = deal.get("queue") or []
        eid = queue[0] if queue else None
        hero = self.fig_name(eid) if eid is not None else ""
        title = t("tq.setup.deal", hero=hero, n=deal.get("round", 1)) if acts else t("tq.setup.dealing", hero=hero)
        y = self.stage_title(surf, r, title)
        gap = 16
        w = (r.width - 60 - gap * 3) // 4
        h = 300
        for i, el in enumerate(ELEMENTS):
            rect = pygame.Rect(r.left + 30 + i * (w + gap), y + 10, w, h)
            self.card_frame(surf, rect, el in acts)
            icon = a.fit(f"tseuquest/elements/{el}.png", (96, 96))
            surf.blit(icon, icon.get_rect(midtop=(rect.centerx, rect.top + 16)))
            self.hot_titles.append(draw_text(surf, a, t(f"tq.elem.{el}"), (rect.centerx, rect.top + 130),
                                             theme.SIZE_LABEL, theme.INK, "serif", anchor="center",
                                             max_width=rect.width - 16))
            left = len(self.w.res.get("decks", {}).get(el, {}).get("draw", []))
            draw_text(surf, a, t("tq.setup.cards_left", n=left), (rect.centerx, rect.top + 158), theme.SIZE_SMALL,
                      theme.INK_SOFT, "bold", anchor="center")
            names = [self.ctx.i18n.pick(self.c.cards[cid]["name"]) for cid in self.c.decks.get(el, [])]
            why = ""
            if acts and el not in acts:         # a grey card says why it cannot be taken now
                used = (deal.get("used") or {}).get(str(eid), [])
                why = "\n" + (t("tq.setup.elem_used", hero=hero) if el in used else
                              t("tq.setup.elem_short", left=left,
                                                n=MAGIC_ROUND_CARDS[min(2, deal.get("round", 1) - 1)]))
            click = "\n" + t("tq.setup.elem_click", hero=hero, n=MAGIC_ROUND_CARDS[min(2, deal.get("round", 1) - 1)]) \
                if el in acts else ""
            self.hot(rect, acts.get(el), t(f"tq.elem.{el}") + why + "\n" + ", ".join(names) + click)
            draw_paragraph(surf, a, " · ".join(names),
                           pygame.Rect(rect.left + 12, rect.top + 180, rect.width - 24, rect.height - 190),
                           theme.SIZE_SMALL - 4, theme.INK, align="center", line_gap=0)
        # the chooser's cards so far (only to its own seat)
        hand = self.table.hands.get(eid) if eid is not None else None
        if isinstance(hand, list) and hand:
            yy = y + h + 40
            draw_text(surf, a, t("tq.setup.your_cards"), (r.left + 30, yy), theme.SIZE_BODY, theme.GOLD, "serif")
            fig = self.figs.get(eid)
            if fig is not None:
                self.draw_hand(surf, fig, hand, pygame.Rect(r.left + 30, yy + 30, r.width - 60, 84))

    def stage_trade(self, surf, r) -> None:
        t, a = self.ctx.t, self.ctx.assets
        gives = self.targets.gives
        sides = []
        for g in gives:
            if g.args[0] not in sides:
                sides.append(g.args[0])
        y = self.stage_title(surf, r, self.ctx.t("tq.act.exchange"))
        draw_text(surf, a, t("tq.hint.trade"), (r.centerx, y - 2), theme.SIZE_SMALL, theme.TEXT, anchor="center")
        w = (r.width - 60) // 2
        for i, eid in enumerate(sides[:2]):
            col = pygame.Rect(r.left + 20 + i * (w + 20), y + 20, w, r.bottom - y - 36)
            pygame.draw.rect(surf, (40, 30, 46), col, border_radius=10)
            pygame.draw.rect(surf, theme.GOLD_DARK, col, 2, border_radius=10)
            f = self.figs.get(eid)
            if f is not None:
                pic = a.fit(self.portrait(f.ref), (64, 64))
                surf.blit(pic, (col.left + 12, col.top + 12))
            draw_text(surf, a, self.fig_name(eid), (col.left + 86, col.top + 30), theme.SIZE_LABEL, theme.GOLD, "serif",
                      max_width=col.width - 100)
            xx, yy = col.left + 14, col.top + 92
            for g in [x for x in gives if x.args[0] == eid]:
                rect = pygame.Rect(xx, yy, 44, 44)
                to = g.args[2]
                self.icon_box(surf, self.gear_path(g.args[1]), rect, usable=True,
                              tip=t("tq.act.give", item=self.c.name(g.args[1], self.ctx.lang), name=self.fig_name(to)),
                              what=g)
                xx += 50
                if xx + 44 > col.right - 10:
                    xx, yy = col.left + 14, yy + 50

    def stage_interlude(self, surf, r) -> None:
        t, a = self.ctx.t, self.ctx.assets
        tab = self.table
        inter = tab.interlude or {}
        seats = inter.get("seats", [])
        idx = inter.get("idx", 0)
        seat = seats[idx] if idx < len(seats) else None
        acts = self.targets.interlude
        # the Evil Wizard's say (what is kept, the shop, the gear set off with) covers the whole party
        wizard = any(x.kind in ("confiscate", "stock", "veto") for x in acts)
        who = self.match.to_act() if wizard or seat is None else seat      # the Evil Wizard's step: its seat
        name = self.board.seat_name(who)
        y = self.stage_title(surf, r, t("tq.inter.title") + " — " + self.board.seat_title(who))
        if not acts:
            draw_text(surf, a, t("tq.inter.wait", name=name), (r.centerx, y + 10), theme.SIZE_BODY, theme.TEXT,
                      anchor="center")
        elif wizard:
            says = "tq.inter.mb_keep" if any(x.kind == "stock" for x in acts) else "tq.inter.mb_check"
            draw_text(surf, a, t(says), (r.centerx, y + 6), theme.SIZE_SMALL, theme.TEXT, anchor="center",
                      max_width=r.width - 40)
        heroes = [h for h, v in sorted(tab.roster.items(), key=lambda kv: kv[0])
                  if v["status"] == "party" and (wizard or seat is None or v["seat"] == seat)]
        col = pygame.Rect(r.left + 16, y + 20, 360, r.bottom - y - 36)
        hh = min(150, col.height // max(1, len(heroes)) - 6) if heroes else 0
        for i, h in enumerate(heroes):
            box = pygame.Rect(col.left, col.top + i * (hh + 6), col.width, hh)
            self.interlude_hero(surf, box, h, acts)
        shop = pygame.Rect(col.right + 16, col.top, r.right - col.right - 32, col.height)
        pygame.draw.rect(surf, (40, 30, 46), shop, border_radius=10)
        pygame.draw.rect(surf, theme.GOLD_DARK, shop, 2, border_radius=10)
        surf.blit(a.fit("tseuquest/icons/shop.png", (30, 30)), (shop.left + 12, shop.top + 8))
        draw_text(surf, a, t("tq.inter.shop"), (shop.left + 50, shop.top + 24), theme.SIZE_LABEL, theme.GOLD, "serif",
                  anchor="midleft", max_width=shop.width - 60)
        buys = {}
        for x in acts:
            if x.kind == "buy":
                buys.setdefault(x.args[1], []).append(x)
        per_row = max(1, (shop.width - 20) // 62)
        stock = {x.args[0]: x for x in acts if x.kind == "stock"}
        for i, g in enumerate(self.c.campaign["shop"]):
            rect = pygame.Rect(shop.left + 14 + (i % per_row) * 62, shop.top + 48 + (i // per_row) * 70, 50, 50)
            cost = self.c.gear(g)["cost"]
            if g in stock:                  # the Evil Wizard stocks the shop: a click toggles the item
                offered = not stock[g].args[1]
                tip = self.gear_tip(g) + "\n" + t("tq.inter.stocked" if offered else "tq.inter.unstocked")
                self.icon_box(surf, self.gear_path(g), rect, usable=True, dim=not offered, tip=tip, what=stock[g])
                draw_text(surf, a, str(cost), (rect.centerx, rect.bottom + 8), theme.SIZE_SMALL - 2, theme.GOLD,
                          "bold", anchor="center")
                continue
            options = buys.get(g, [])
            tip = self.gear_tip(g) + "\n" + (t("tq.inter.buy", n=cost) if options else t("tq.inter.cant"))
            if len(options) > 1:
                rows = [(f"{self.c.name(x.args[0], self.ctx.lang)}: {t('tq.inter.buy', n=cost)}", x,
                         self.portrait(x.args[0]), "") for x in options]
                what = (lambda rows=rows, rect=rect: self.open_menu(rect, rows))
            else:
                what = options[0] if options else None
            self.icon_box(surf, self.gear_path(g), rect, usable=bool(options), dim=not options, tip=tip, what=what)
            draw_text(surf, a, str(cost), (rect.centerx, rect.bottom + 8), theme.SIZE_SMALL - 2, theme.GOLD, "bold",
                      anchor="center")

    def interlude_hero(self, surf, box, h, acts) -> None:
        t, a = self.ctx.t, self.ctx.assets
        rec = self.table.roster[h]
        pygame.draw.rect(surf, (40, 30, 46), box, border_radius=10)
        pygame.draw.rect(surf, theme.GOLD_DARK, box, 2, border_radius=10)
        surf.blit(a.fit(self.portrait(h), (46, 46)), (box.left + 8, box.top + 8))
        draw_text(surf, a, self.c.name(h, self.ctx.lang), (box.left + 62, box.top + 10), theme.SIZE_BODY, theme.GOLD,
                  "serif", max_width=box.width - 160)
        surf.blit(a.fit("tseuquest/marks/gold.png", (18, 18)), (box.right - 80, box.top + 10))
        draw_text(surf, a, str(rec["gold"]), (box.right - 58, box.top + 19), theme.SIZE_BODY, theme.GOLD, "bold",
                  anchor="midleft")
        swaps = [x for x in acts if x.kind == "swap" and x.args[0] == h]
        if swaps:
            rect = pygame.Rect(box.right - 40, box.top + 34, 30, 30)
            rows = [(t("tq.inter.swap", name=self.c.name(x.args[1], self.ctx.lang)), x, self.portrait(x.args[1]), "")
                    for x in swaps]
            self.icon_box(surf, "tseuquest/icons/swap.png", rect, usable=True, tip=t("tq.inter.reserve"),
                          what=(lambda rows=rows, rect=rect: self.open_menu(rect, rows)))
        y = box.top + 40
        rows = ((t("tq.inter.carried"), rec["carried"], "carried"), (t("tq.inter.stash"), rec["stash"], "stash"))
        font = a.font("sans", theme.SIZE_SMALL - 2)
        room = min(110, max(font.size(label)[0] for label, _i, _w in rows) + 4)   # the labels at their size
        for label, items, where in rows:
            if y + 32 > box.bottom:
                break
            draw_text(surf, a, label, (box.left + 10, y + 14), theme.SIZE_SMALL - 2, theme.TEXT_DIM, anchor="midleft",
                      max_width=room)
            x = box.left + 16 + room
            for g in items:
                if x + 30 > box.right - 44:
                    break
                rect = pygame.Rect(x, y, 28, 28)
                opts = [z for z in acts if len(z.args) >= 2 and z.args[0] == h and
                        (z.args[-1] == g) and z.kind in ("sell", "unpack", "pack", "give", "confiscate", "veto")]
                rows = [(self.interlude_label(z), z, self.action_icon(z), "") for z in opts]
                title = self.c.name(g, self.ctx.lang)         # this item's, not the loop's last one
                what = (lambda rows=rows, rect=rect, title=title: self.open_menu(rect, rows, title)) if rows else None
                self.icon_box(surf, self.gear_path(g), rect, usable=bool(rows), tip=self.gear_tip(g), what=what)
                x += 31
            y += 34

    def interlude_label(self, a) -> str:
        t = self.ctx.t
        g = a.args[-1]
        if a.kind == "sell":
            return t("tq.inter.sell", n=self.c.gear(g)["cost"] // 2)
        if a.kind == "pack":
            return t("tq.inter.pack")
        if a.kind == "unpack":
            return t("tq.inter.unpack")
        if a.kind == "give":
            return t("tq.inter.give", name=self.c.name(a.args[1], self.ctx.lang))
        if a.kind in ("confiscate", "veto"):
            return t("tq.inter." + a.kind)
        return str(a)

"""The TseuQuest view's panels on the right and below the board: the figure
sheet (or the party), the dice tray, the adventure panel and the action bar's
hint. Clickable things register (rect, action or callback, tooltip) in
hot_rects; the stage panels are in stage."""
from __future__ import annotations

import math

import pygame

from ... import theme
from ...text import draw_paragraph, draw_text, fit_size, wrapped
from .anim import ELEMENT_COL, TUMBLE

class PanelsMixin:
    # -- helpers ---------------------------------------------------------------------------------------------
    def hot(self, rect, what, tip="") -> None:
        self.hot_rects.append((pygame.Rect(rect), what, tip))

    def icon_box(self, surf, path, rect, usable=False, dim=False, tip="", what=None) -> None:
        pygame.draw.rect(surf, theme.INK, rect, border_radius=6)
        pygame.draw.rect(surf, (70, 58, 84), rect.inflate(-2, -2), border_radius=5)
        img = self.ctx.assets.fit(path, (rect.width - 4, rect.height - 4))
        if dim:
            img = img.copy()
            img.set_alpha(90)
        surf.blit(img, img.get_rect(center=rect.center))
        hot = rect.collidepoint(self.ctx.mouse)
        if usable:
            pulse = 0.5 + 0.5 * math.sin(self.ctx.time * 5)
            col = theme.HIGHLIGHT if hot else tuple(int(v * (0.6 + 0.4 * pulse)) for v in theme.GOLD)
            pygame.draw.rect(surf, col, rect.inflate(4, 4), 2, border_radius=7)
        elif hot:
            pygame.draw.rect(surf, theme.TEXT_DIM, rect.inflate(2, 2), 1, border_radius=7)
        self.hot(rect, what, tip)

    def gear_path(self, gid) -> str:
        return f"tseuquest/gear/{gid}.png"

    def portrait(self, ref) -> str:
        return f"tseuquest/figures/{ref}_portrait.png"

    # -- the sheet -------------------------------------------------------------------------------------------
    def sheet_figure(self):
        if self.focus is not None and self.focus in self.figs:
            return self.figs[self.focus]
        acting = self.acting_eid() if self.table else None
        if acting in self.figs:
            return self.figs[acting]
        return None

    def draw_sheet(self, surf) -> None:
        L, a, t = self.layout, self.ctx.assets, self.ctx.t
        r = L.sheet
        f = self.sheet_figure()
        if f is None:
            self.draw_party(surf, r)
            return
        x0, y0 = r.left + 14, r.top + 14
        port = pygame.Rect(x0, y0, 78, 78)
        col = self.side_colour(f)
        pygame.draw.rect(surf, col, port.inflate(6, 6), border_radius=10)
        pic = a.fit(self.portrait(f.ref), port.size)
        surf.blit(pic, port)
        pygame.draw.rect(surf, theme.INK, port, 2, border_radius=8)
        self.hot(port, None, self.figure_tip(f.eid))
        x = port.right + 14
        draw_text(surf, a, self.fig_name(f.eid), (x, y0 - 2), theme.SIZE_H2 - 4, theme.GOLD, "serif",
                  max_width=r.right - x - 12)
        draw_text(surf, a, self.fig_subtitle(f), (x, y0 + 26), theme.SIZE_SMALL, col, "bold",
                  max_width=r.right - x - 12)
        # life and mind
        top_life, top_mind = self.max_life(f), self.max_mind(f)
        y = y0 + 48
        self.stat_bar(surf, (x, y), "life", f.life, top_life, theme.RED, t("tq.life"))
        self.stat_bar(surf, (x + 160, y), "mind", f.mind, top_mind, (170, 130, 240), t("tq.mind"))
        # action points of the acting figure
        y += 26
        act = self.table.act if self.table else None
        if act and self.acting_eid() == f.eid:
            ap = (act.get("sub") or act).get("ap", 0) if act.get("sub") and act["sub"].get("eid") == f.eid \
                else act.get("ap", 0)
            lr = draw_text(surf, a, t("tq.ap"), (x, y + 8), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midleft")
            for i in range(2):
                img = a.fit("tseuquest/marks/ap.png", (18, 18))
                if i >= ap:
                    img = img.copy()
                    img.set_alpha(60)
                surf.blit(img, (lr.right + 8 + i * 21, y - 1))
            self.hot(pygame.Rect(x, y - 1, lr.width + 52, 20), None, f"{t('tq.ap')}: {ap}/2")
            move = (act.get("sub") if act.get("sub") else act).get("move") if act else None
            if move and not move.get("done") and not self.dice_tumbling():     # the roll shows once landed
                draw_text(surf, a, t("tq.move_left", n=move.get("left", 0)), (lr.right + 60, y + 8), theme.SIZE_SMALL,
                          theme.HIGHLIGHT, "bold", anchor="midleft")
        # dice the figure rolls
        y = port.bottom + 12
        st = self.stats(f)
        items = [("tseuquest/dice/dcom_skull.png", self.attack_text(f), t("tq.attack")),
                 ("tseuquest/dice/dcom_" + ("kite" if f.side == "adv" else "oval") + ".png", self.defence_text(f),
                  t("tq.defence")),
                 ("tseuquest/icons/shoot.png", self.shot_text(f), t("tq.shot")),
                 ("tseuquest/dice/dmov_6.png", self.move_text(st), t("tq.move"))]
        xx = x0
        for path, text, tip in items:
            img = a.fit(path, (22, 22))
            surf.blit(img, (xx, y))
            rr = draw_text(surf, a, text, (xx + 26, y + 11), theme.SIZE_SMALL, theme.TEXT, "bold", anchor="midleft")
            self.hot(pygame.Rect(xx, y, rr.right - xx, 22), None, f"{tip}: {text}")
            xx = rr.right + 16
        self.draw_statuses(surf, f, pygame.Rect(xx, y - 3, r.right - 14 - xx, 28))
        # gear and potions
        y += 30
        kit = self.table.kits.get(f.eid) if self.table else None
        xx = x0
        if kit:
            lost = kit.get("lost", {})
            for g in kit["weapons"] + kit["armour"] + kit["items"]:
                rect = pygame.Rect(xx, y, 30, 30)
                why = lost.get(g)
                tip = self.gear_tip(g) + (f"\n({t('tq.st.' + why)})" if why in ("broken", "jammed", "dropped")
                                          else "")
                self.icon_box(surf, self.gear_path(g), rect, dim=bool(why), tip=tip, what=("gear", g))
                xx += 34
            xx += 8
            for g in kit["potions"]:
                rect = pygame.Rect(xx, y, 30, 30)
                act_ = self.targets.uses.get(("potion", g))
                self.icon_box(surf, self.gear_path(g), rect, usable=act_ is not None,
                              tip=self.gear_tip(g) + ("\n" + t("tq.click_use") if act_ else ""), what=act_)
                xx += 34
            gold = kit.get("gold", 0)
            notes = self.table.notes.get(f.eid)
            text = t("tq.gold", n=gold) + (" · " + t("tq.notes", n=len(notes)) if notes else "")
            draw_text(surf, a, text, (r.right - 14, y + 15), theme.SIZE_SMALL, theme.GOLD, "bold", anchor="midright",
                      max_width=max(60, r.right - 14 - xx))
        # the magic hand: own cards face up, others as a count
        y += 38
        hand = self.table.hands.get(f.eid) if self.table else None
        area = pygame.Rect(x0, y, r.width - 28, r.bottom - 10 - y)
        if isinstance(hand, list) and hand:
            used = self.draw_hand(surf, f, hand, area)
            area.left += used + 8
            area.width -= used + 8
        elif isinstance(hand, int) and hand:
            back = a.fit("tseuquest/icons/hand.png", (30, 30))
            surf.blit(back, (x0, y + 4))
            rr = draw_text(surf, a, t("tq.cards_hidden", n=hand), (x0 + 38, y + 19), theme.SIZE_SMALL,
                           theme.TEXT_DIM, anchor="midleft")
            self.hot(pygame.Rect(x0, y, rr.right - x0, 30), None, t("tq.cards_hidden", n=hand))
            area.top += 38
            area.height -= 38
        self.draw_effects(surf, f, area)

    def draw_statuses(self, surf, f, box: pygame.Rect) -> None:
        """"In a deep pit · Loses its activation" at the right of the dice row: one line when it
        fits, else one status a line (two lines share the row), never cut; its tip names them all."""
        statuses = self.status_words(f)
        if not statuses or box.width < 40:
            return
        a, orange = self.ctx.assets, (255, 170, 120)
        one = " · ".join(statuses)
        font = a.font("bold", theme.SIZE_SMALL)
        if font.size(one)[0] <= box.width or len(statuses) == 1:
            rr = draw_text(surf, a, one, (box.right, box.centery), theme.SIZE_SMALL, orange, "bold",
                           anchor="midright", max_width=box.width)
        else:
            lines = [statuses[0], " · ".join(statuses[1:])]
            size = min(fit_size(a, line, theme.SIZE_SMALL - 2, box.width, "bold") for line in lines)
            half = a.font("bold", size).get_linesize() // 2
            rr = pygame.Rect(box.right, box.centery, 0, 0)
            for line, dy in zip(lines, (-half, half)):
                rr.union_ip(draw_text(surf, a, line, (box.right, box.centery + dy), size, orange, "bold",
                                      anchor="midright", max_width=box.width))
        self.hot(rr, None, "\n".join(statuses))

    def draw_effects(self, surf, f, area) -> None:
        """Lasting spells on the figure (or cast by it), then its story when there is room."""
        a, t, pick = self.ctx.assets, self.ctx.t, self.ctx.i18n.pick
        y = area.top
        for le in (self.table.lasting if self.table else []):
            involved = f.eid in (le.get("targets") or []) or le.get("target") == f.eid or le.get("caster") == f.eid
            card = self.c.cards.get(le.get("card"))
            if not involved or card is None or y + 20 > area.bottom or area.width < 80:
                continue
            surf.blit(a.fit(self.element_icon(card["id"]), (18, 18)), (area.left, y))
            until = le.get("until")
            text = pick(card["name"]) + (" · " + t("tq.until", n=until) if until else "")
            rr = draw_text(surf, a, text, (area.left + 22, y + 9), theme.SIZE_SMALL - 2, theme.TEAL, "bold",
                           anchor="midleft", max_width=area.width - 24)
            self.hot(pygame.Rect(area.left, y, rr.right - area.left, 18), ("show_card", card["id"]),
                     self.card_tip(card["id"]))
            y += 21
        if f.kind == "adventurer" and y + 30 < area.bottom and area.width > 140:
            hero = self.c.adventurers.get(f.ref)
            if hero:
                draw_paragraph(surf, a, pick(hero["text"]), pygame.Rect(area.left, y + 2, area.width, area.bottom - y),
                               theme.SIZE_SMALL - 1, theme.TEXT_DIM, line_gap=0)

    def draw_party(self, surf, r) -> None:
        """No figure to show: the party (and its players) as it stands."""
        a, t = self.ctx.assets, self.ctx.t
        roster = self.table.roster if self.table else {}
        party = [(h, v) for h, v in sorted(roster.items(), key=lambda kv: (kv[1].get("seat") or 0, kv[0]))
                 if v["status"] == "party"]
        draw_text(surf, a, t("tq.party"), (r.left + 16, r.top + 10), theme.SIZE_SMALL, theme.GOLD, "serif")
        if not party:
            draw_paragraph(surf, a, t("tq.no_party"), r.inflate(-40, -70), theme.SIZE_BODY, theme.TEXT_DIM,
                           align="center")
            return
        cols = 2
        w = (r.width - 40) // cols
        for i, (h, v) in enumerate(party[:8]):
            box = pygame.Rect(r.left + 16 + (i % cols) * (w + 8), r.top + 36 + (i // cols) * 54, w, 50)
            pygame.draw.rect(surf, (44, 34, 54), box, border_radius=8)
            pygame.draw.rect(surf, theme.seat_colour(v.get("seat")), box, 1, border_radius=8)
            surf.blit(a.fit(self.portrait(h), (42, 42)), (box.left + 4, box.top + 4))
            draw_text(surf, a, self.name(h), (box.left + 52, box.top + 6), theme.SIZE_SMALL, theme.TEXT, "bold",
                      max_width=box.width - 58)
            draw_text(surf, a, self.seat_player(v.get("seat")), (box.left + 52, box.top + 26),
                      theme.SIZE_SMALL - 2, theme.seat_colour(v.get("seat")), max_width=box.width - 58)
            hero = self.c.adventurers.get(h, {})
            tip = self.name(h) + "\n" + self.ctx.i18n.pick(hero.get("text", {"es": "", "en": ""}))
            self.hot(box, None, tip)

    def stat_bar(self, surf, pos, icon, value, top, col, tip) -> None:
        a = self.ctx.assets
        x, y = pos
        surf.blit(a.fit(f"tseuquest/marks/{icon}.png", (20, 20)), (x, y))
        bar = pygame.Rect(x + 24, y + 4, 90, 12)
        pygame.draw.rect(surf, theme.INK, bar.inflate(2, 2), border_radius=4)
        pygame.draw.rect(surf, (50, 36, 50), bar, border_radius=3)
        k = 0 if top <= 0 else max(0.0, min(1.0, value / top))
        if k > 0:
            pygame.draw.rect(surf, col, (bar.left, bar.top, max(3, int(bar.width * k)), bar.height), border_radius=3)
        draw_text(surf, a, f"{value}/{top}", (bar.right + 6, bar.centery), theme.SIZE_SMALL, theme.TEXT, "bold",
                  anchor="midleft")
        self.hot(pygame.Rect(x, y, 150, 20), None, f"{tip}: {value}/{top}")

    def draw_hand(self, surf, f, hand, area) -> None:
        a = self.ctx.assets
        n = len(hand)
        w = min(66, (area.width - 4 * (n - 1)) // max(1, n))
        h = min(area.height, 84)
        for i, cid in enumerate(hand):
            rect = pygame.Rect(area.left + i * (w + 4), area.top, w, h)
            card = self.c.cards.get(cid)
            if card is None:
                continue
            deck = card["deck"]
            col = ELEMENT_COL.get(deck, (200, 200, 200))
            usable = cid in self.targets.casts
            chosen = self.cast_card == cid
            rr = rect.move(0, -6 if chosen else 0)
            pygame.draw.rect(surf, theme.INK, rr, border_radius=7)
            pygame.draw.rect(surf, tuple(int(v * 0.55) for v in col), rr.inflate(-4, -4), border_radius=6)
            pygame.draw.rect(surf, theme.PARCHMENT, rr.inflate(-8, -30).move(0, 11), border_radius=4)
            icon = a.fit(f"tseuquest/elements/{deck}.png", (22, 22))
            surf.blit(icon, icon.get_rect(midtop=(rr.centerx, rr.top + 4)))
            name = self.ctx.i18n.pick(card["name"])
            size = theme.SIZE_SMALL - 4
            while size > 8 and max(a.font("bold", size).size(wd)[0] for wd in name.split()) > rr.width - 10:
                size -= 1                       # long words shrink instead of breaking
            lines = wrapped(a, name, size, "bold", rr.width - 10)[:3]
            yy = rr.top + 30
            for line in lines:
                draw_text(surf, a, line, (rr.centerx, yy), size, theme.INK, "bold", anchor="midtop",
                          max_width=rr.width - 8)
                yy += size + 2
            lethal = card["cost"] >= f.mind         # casting it spends the caster's last mind: it dies (11.7)
            badge = pygame.Rect(rr.left + 2, rr.top + 2, 18, 18)
            pygame.draw.circle(surf, theme.INK, badge.center, 9)
            pygame.draw.circle(surf, theme.RED if lethal else (170, 130, 240), badge.center, 8)
            draw_text(surf, a, str(card["cost"]), badge.center, theme.SIZE_SMALL - 3, theme.INK, "bold",
                      anchor="center")
            if usable:
                pulse = 0.5 + 0.5 * math.sin(self.ctx.time * 5)
                colr = theme.HIGHLIGHT if chosen or rr.collidepoint(self.ctx.mouse) else \
                    tuple(int(v * (0.6 + 0.4 * pulse)) for v in theme.GOLD)
                pygame.draw.rect(surf, colr, rr.inflate(4, 4), 2, border_radius=8)
            tip = self.card_tip(cid) + self.lethal_line(cid, f.eid) + self.idle_heal_line(cid)
            tip += "\n" + self.ctx.t("tq.card.castable") if usable else ""
            self.hot(rr, ("card", cid) if usable else ("show_card", cid), tip)
        return n * (w + 4)

    # -- dice tray -------------------------------------------------------------------------------------------
    def draw_tray(self, surf) -> None:
        L, a = self.layout, self.ctx.assets
        r = L.tray
        if self.tray_head is not None:
            draw_text(surf, a, self.board.describe(self.tray_head), (r.right - 16, r.top + 12), theme.SIZE_SMALL - 2,
                      theme.TEXT_DIM, anchor="topright", max_width=r.width - 90)
        rows = self.tray_rows[-2:]
        if not rows:
            for i, (path, tip) in enumerate((("tseuquest/dice/dmov_6.png", self.die_tip("dmov", "6")),
                                             ("tseuquest/dice/dcom_skull.png", self.die_tip("dcom", "skull")))):
                rect = pygame.Rect(r.left + 16 + i * 40, r.top + 36, 34, 34)
                img = a.fit(path, rect.size).copy()
                img.set_alpha(70)
                surf.blit(img, rect)
                self.hot(rect, None, tip)
            draw_paragraph(surf, a, self.ctx.t("tq.tray_empty"), pygame.Rect(r.left + 100, r.top + 34, r.width - 116, 40),
                           theme.SIZE_SMALL, theme.TEXT_DIM, line_gap=0)
            return
        y = r.top + 30
        size = 27
        for row in rows:
            # figures are entities from 1 up; a roll by nobody or by seat 0 is the Evil Wizard's
            # (he rolls where a lost adventurer goes)
            label = self.fig_name(row["who"]) if row["who"] not in (None, 0) else self.ctx.t("tq.evil_wizard")
            slot = self.ctx.t("tq.slot." + row["slot"]) if row["slot"] else ""
            draw_text(surf, a, label, (r.left + 16, y + 1), theme.SIZE_SMALL - 3, theme.TEXT, "bold",
                      max_width=150)
            draw_text(surf, a, slot, (r.left + 16, y + 14), theme.SIZE_SMALL - 3, theme.GOLD, max_width=150)
            x = r.left + 170
            for i, (die, face, age) in enumerate(row["dice"]):
                if x + size > r.right - 10:
                    break
                rect = pygame.Rect(x, y, size, size)
                if age < 0:
                    x += size + 4
                    continue
                if age < TUMBLE:
                    faces = self.c.dmov.faces if die == "dmov" else self.c.dcom.faces
                    shown = faces[int(age * 22 + i * 3) % len(faces)]
                    img = self.dice_art.face(die, shown, size)
                    img = pygame.transform.rotozoom(img, (1 - age / TUMBLE) * 300, 1.0)
                    off = int((1 - age / TUMBLE) * 8)
                    surf.blit(img, img.get_rect(center=(rect.centerx - off, rect.centery - off)))
                else:
                    surf.blit(self.dice_art.face(die, face, size), rect)
                    self.hot(rect, None, self.die_tip(die, face))
                x += size + 4
            y += size + 4

    # -- adventure panel -------------------------------------------------------------------------------------
    def draw_info(self, surf) -> None:
        L, a, t = self.layout, self.ctx.assets, self.ctx.t
        r = L.info
        tab = self.table
        pick = self.ctx.i18n.pick
        adv = tab.adventure if tab else None
        if not adv:
            draw_text(surf, a, t("tq.adventure"), (r.left + 16, r.top + 10), theme.SIZE_SMALL, theme.GOLD, "serif")
            draw_paragraph(surf, a, self.phase_hint(), pygame.Rect(r.left + 16, r.top + 34, r.width - 32, 50),
                           theme.SIZE_SMALL, theme.TEXT_DIM)
            return
        if tab.phase == "interlude":
            draw_text(surf, a, t("tq.inter.title"), (r.left + 16, r.top + 10), theme.SIZE_LABEL, theme.GOLD, "serif")
            draw_paragraph(surf, a, self.campaign_text(), pygame.Rect(r.left + 16, r.top + 38, r.width - 32, 48),
                           theme.SIZE_SMALL, theme.TEXT)
            return
        texts = adv["texts"]
        title = pick(texts["title"])
        draw_text(surf, a, title, (r.left + 16, r.top + 10), theme.SIZE_LABEL, theme.GOLD, "serif",
                  max_width=r.width - 70)
        info = pygame.Rect(r.right - 46, r.top + 8, 32, 32)
        self.icon_box(surf, "ui/icon_info.png", info, tip=t("tq.show_intro"), what=self.show_intro)
        y = r.top + 38
        x = r.left + 16
        for icon, text in (("round", t("tq.round", n=tab.round, m=adv.get("round_limit") or "—")),
                           ("noise", t("tq.noise", n=tab.noise or adv.get("noise", 0)))):
            surf.blit(a.fit(f"tseuquest/marks/{icon}.png", (18, 18)), (x, y))
            rr = draw_text(surf, a, text, (x + 22, y + 9), theme.SIZE_SMALL, theme.TEXT, "bold", anchor="midleft")
            x = rr.right + 18
        if tab.role == "mb":
            chaos = [cid for eid, h in tab.hands.items() if isinstance(h, list) and eid in tab.figs
                     and tab.figs[eid].side == "mb" for cid in h]
            label = t("tq.chaos") + f": {len(chaos)}" if chaos else t("tq.evil_wizard")
            rr = draw_text(surf, a, label, (r.right - 16, y + 9), theme.SIZE_SMALL, (240, 130, 140), "bold",
                           anchor="midright", max_width=max(40, r.right - 16 - x))
            if chaos:
                names = "\n".join(self.card_tip(cid).split("\n")[0] for cid in chaos)
                self.hot(rr, None, t("tq.chaos") + ":\n" + names)
        goal = t("tq.goal") + ": " + pick(texts["goal"])
        gr = pygame.Rect(r.left + 16, y + 22, r.width - 32, r.bottom - y - 28)
        draw_paragraph(surf, a, goal, gr, theme.SIZE_SMALL - 1, theme.PARCHMENT_DARK, line_gap=0)
        tip = goal
        if tab.role == "mb" and "rules" in texts:
            tip += "\n\n" + t("tq.rules_mb") + ": " + pick(texts["rules"])
        self.hot(gr, self.show_intro, tip)

    def campaign_text(self) -> str:
        from game.games.tseuquest.board import load_board
        done = [h["adventure"] for h in self.w.res.get("history", [])]
        names = []
        for adv in done:
            try:
                names.append(self.ctx.i18n.pick(load_board(adv).texts["title"]))
            except Exception:
                names.append(adv)
        return " → ".join(names + ["?"])

    def choice_title(self) -> str:
        """The question a pending choice asks, naming whose defence or whose fumble it is."""
        t = self.ctx.t
        pend = self.table.pending if self.table else None
        if not pend:
            return t("tq.act.choose")
        who = pend.get("ctx", {}).get("eid")
        if pend["kind"] in ("defend", "push") and who in self.figs:
            return t(f"tq.pend.{pend['kind']}_who", fig=self.fig_name(who))
        return t("tq.pend." + pend["kind"])

    # -- the bar's hint --------------------------------------------------------------------------------------
    def draw_bar(self, surf) -> None:
        L, a = self.layout, self.ctx.assets
        if self.choice_panel is not None:
            from ...widgets import draw_panel
            p = self.choice_panel
            pygame.draw.rect(surf, (0, 0, 0), p.move(4, 6), border_radius=14)
            draw_panel(surf, self.ctx, p, "dark")
            pygame.draw.rect(surf, theme.GOLD, p, 2, border_radius=12)
            draw_text(surf, a, self.choice_title(), (p.centerx, p.top + 22), theme.SIZE_LABEL, theme.GOLD, "serif",
                      anchor="center", max_width=p.width - 30)
        for b in self.bar_buttons:
            b.draw(surf)
        left = max([b.rect.right for b in self.bar_buttons if b.style != "primary" and b.rect.top >= L.bar.top]
                   + [L.bar.left + 10])
        right = min([b.rect.left for b in self.bar_buttons if b.style == "primary"] + [L.bar.right - 10])
        area = pygame.Rect(left + 12, L.bar.top + 6, right - left - 24, L.bar.height - 12)
        if area.width > 60:
            draw_paragraph(surf, a, self.hint(), area, theme.SIZE_SMALL, theme.TEXT, line_gap=0)

    def hint(self) -> str:
        t = self.ctx.t
        tab = self.table
        seat = self.match.to_act()
        if self.match.result() is not None:
            return ""
        if not self.can_play():
            if tab and tab.pending and tab.pending.get("seat") is not None:
                return t("tq.pend.wait", name=self.seat_as_played(tab.pending["seat"]))
            actor = self.acting_eid() if tab else None
            if actor is not None and actor in self.figs and self.figs[actor].seat == seat:
                if self.figs[actor].kind == "adventurer":       # the adventurer is who plays: "Kordan (IA)"
                    return t("tq.hint.wait", name=f"{self.fig_name(actor)} ({self.seat_player(seat)})")
                return t("tq.hint.acting", name=self.seat_as_played(seat), fig=self.fig_name(actor))
            return t("tq.hint.wait", name=self.seat_as_played(seat))
        tg = self.targets
        if tg.choices:
            if tg.choice_cells:
                return self.choice_title() + " — " + t("tq.hint.squares")
            return t("tq.hint.pending")
        if self.cast_card:
            return t("tq.hint.cast", card=self.card_name(self.cast_card))
        if tg.gives:
            return t("tq.hint.trade")
        if "activate" in tg.by_kind:
            return t("tq.hint.mb")
        if "end_phase" in tg.by_kind:               # the Evil Wizard's phase with nobody left to act: say why
            placed = any(f.side == "mb" and f.placed for f in self.figs.values())
            return t("tq.hint.mb_done" if placed else "tq.hint.mb_none", end=t("tq.act.end_phase"))
        actor = tg.actor
        name = self.fig_name(actor) if actor is not None else ""
        act = tab.act if tab else None
        if tg.moves and act:
            box = act.get("sub") or act
            m = box.get("move") or {}
            if m.get("left"):
                return t("tq.hint.moving", name=name, n=m.get("left"))
        if "roll_move" in tg.by_kind:
            return t("tq.hint.roll", name=name)
        if actor is not None and act:
            if {x.kind for x in tg.legal} == {"end_activation"}:     # a bar with nothing on it: say why
                why = " · ".join(self.status_words(self.figs[actor])) if actor in self.figs else ""
                return t("tq.hint.only_end", name=name, why=f" ({why})" if why else "",
                         end=t("tq.act.end_activation"))
            box = act.get("sub") if act.get("sub") else act
            return t("tq.hint.act", name=name, ap=box.get("ap", 0))
        return self.phase_hint()

    def phase_hint(self) -> str:
        tab = self.table
        phase = tab.phase if tab else ""
        key = "tq.phase." + phase
        kinds = {a.kind for a in self.targets.interlude} if phase == "interlude" else set()
        if kinds & {"confiscate", "stock", "veto"}:  # the Evil Wizard's say, not the party's shopping:
            key = ("tq.phase.interlude_mb" if "confiscate" in kinds          # only what it can click now
                   else "tq.phase.interlude_mb_shop" if "stock" in kinds else "tq.phase.interlude_mb_veto")
        return self.ctx.t(key) if self.ctx.i18n.has(key) else ""      # the play phase has no hint of its own

"""The right-hand panels: the character sheet (stats with their sources, objects,
followers, spells, trophies), the strip of every seat, and the choice panel (what
to decide, the fight's numbers and dice, the buttons, the card on hand)."""
from __future__ import annotations

import pygame

from game.engine.wording import contract, sentence
from game.games.talisman import text as gtext
from game.games.talisman.client import combat_numbers
from game.games.talisman.content import content
from game.games.talisman.world import carry_limit, spell_limit, stat

from ... import theme
from ...render.cards import render_card
from ...text import draw_paragraph, draw_text, paragraph_height
from ...widgets import Button
from .draw import KIND_COLOUR, card_art, card_kind, figure_art, fit_words
from .model import foe_name, label, nm, odds, space_text, the, tip, unbuyable, who, whom

STATS = ("strength", "craft", "fate", "lives", "gold")
ROWS = ("objects", "followers", "spells", "trophies")
CHOICE_ROWS = 5                  # at most, two buttons a row


def panel(surf, rect, alpha=235) -> None:
    bg = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(bg, (*theme.PANEL, alpha), bg.get_rect(), border_radius=10)
    surf.blit(bg, rect)
    pygame.draw.rect(surf, theme.PANEL_EDGE, rect, 2, border_radius=10)


class PanelsMixin:
    # -- which character the sheet shows --------------------------------------------------------------------
    def sheet_seat(self) -> int:
        if self.focus is not None and self.focus < len(self.w.res["chars"]):
            return self.focus
        ask = self.w.res["ask"]
        if not self.board.idle() and self.shown_turn is not None:
            return self.shown_turn            # the events of that turn are still being shown
        if ask is not None:
            return ask["seat"]
        return self.w.res["turn"]["seat"]

    def played_by(self, seat, article: bool = True) -> str:
        """The character and who plays it, for hints: "el Mago (IA)", or "Guerrero (Ana)" as a label."""
        lang = self.ctx.lang
        return f"{whom(self.w, seat, lang) if article else who(self.w, seat, lang)} ({self.seat_player(seat)})"

    def current_turn(self) -> int:
        """Whose turn is on show (the one still being animated, else the state's)."""
        if not self.board.idle() and self.shown_turn is not None:
            return self.shown_turn
        return self.w.res["turn"]["seat"]

    # -- the character sheet --------------------------------------------------------------------------------
    def draw_sheet(self, surf) -> None:
        a = self.ctx.assets
        r = self.layout.sheet
        panel(surf, r)
        seat = self.sheet_seat()
        w = self.w
        c = w.res["chars"][seat]
        lang = self.ctx.lang
        self.sheet_hot = []
        pr = pygame.Rect(r.left + 10, r.top + 10, 92, 92)
        pic = a.scaled(figure_art(c), pr.size)
        if c["state"] not in ("alive", "ghost"):
            pic = pic.copy()
            pic.set_alpha(90)                   # dead or out: a faded portrait
        surf.blit(pic, pr)
        pygame.draw.rect(surf, theme.seat_colour(seat), pr, 3, border_radius=4)
        rec = content().characters[c["id"]]
        abilities = " ".join(gtext.ABILITY[lang][x] for x in rec["abilities"])
        align = self.ctx.t("tal.align." + c["align"] + (".f" if rec["grammar"] == "fs" else ""))    # Elfa, Buena
        self.sheet_hot.append((pr, self.ctx.t("tal.tip.portrait", name=rec["name"][lang],
                                                align=align, abilities=abilities)
                               .strip(), None))
        x = pr.right + 12
        draw_text(surf, a, who(w, seat, lang), (x, r.top + 8), theme.SIZE_H2, theme.GOLD, "serif",
                  max_width=r.right - x - 10)
        state = [self.seat_player(seat), align]
        if c["state"] != "alive":
            state.append(self.ctx.t("tal.sheet." + c["state"]))
        if c["toad"]:
            state.append(self.ctx.t("tal.sheet.toad", n=c["toad"]))
        if c["lose_turns"]:
            state.append(self.ctx.t("tal.sheet.lost_turns", n=c["lose_turns"]))
        draw_text(surf, a, " · ".join(state), (x, r.top + 42), theme.SIZE_SMALL, theme.TEXT_DIM,
                  max_width=r.right - x - 10)
        if c["space"] and c["state"] in ("alive", "ghost"):
            draw_text(surf, a, nm(c["space"], lang), (x, r.top + 64), theme.SIZE_SMALL, theme.TEXT, "bold",
                      max_width=r.right - x - 10)
        # the five numbers
        alive = c["state"] in ("alive", "ghost")
        bw = (r.right - x - 10) // 5
        for k, s in enumerate(STATS):
            box = pygame.Rect(x + k * bw, r.top + 84, bw - 4, 40)
            pygame.draw.rect(surf, theme.BG_DEEP, box, border_radius=6)
            pic = a.fit(f"talisman/icons/{s}.png", (24, 24))
            surf.blit(pic, pic.get_rect(midleft=(box.left + 3, box.centery)))
            value = self.stat_value(seat, s) if alive else c.get(s, 0) if s in ("fate", "lives", "gold") else "—"
            draw_text(surf, a, str(value), (box.left + 30, box.centery), theme.SIZE_LABEL, theme.TEXT, "bold",
                      anchor="midleft")
            self.sheet_hot.append((box, self.stat_tip(seat, s), None))
        # objects, followers, spells, trophies
        y = r.top + 130
        for row in ROWS:
            items = self.row_items(c, row)
            head = self.row_title(seat, row)
            draw_text(surf, a, head, (r.left + 10, y + 14), theme.SIZE_SMALL, theme.TEXT_DIM, "bold",
                      anchor="midleft", max_width=130)
            ix = r.left + 146
            if not items:
                draw_text(surf, a, self.ctx.t("tal.sheet.none"), (ix, y + 14), theme.SIZE_SMALL, theme.TEXT_DIM,
                          anchor="midleft")
            for item in items:
                box = pygame.Rect(ix, y + 1, 27, 27)
                if box.right > r.right - 6:
                    break
                ident = item[0] if row == "trophies" else item
                pygame.draw.rect(surf, KIND_COLOUR.get(card_kind(ident), theme.PANEL), box, border_radius=5)
                pic = a.fit(card_art(ident), (23, 23))
                surf.blit(pic, pic.get_rect(center=box.center))
                pygame.draw.rect(surf, theme.INK, box, 1, border_radius=5)
                if row == "trophies":
                    text = self.ctx.t("tal.tip.trophy", card=nm(ident, lang), n=item[2],
                                      stat=gtext.STAT[lang][item[1]][1])
                else:
                    text = f"{nm(ident, lang)}: {gtext.card_text(ident, lang)}"
                self.sheet_hot.append((box, text, ident))
                ix += 31
            y += 27
        if c.get("quest"):
            q = c["quest"]
            what = self.ctx.t("tal.quest." + q["kind"], n=q["n"])
            box = pygame.Rect(r.right - 34, r.top + 8, 26, 26)
            pic = a.fit("talisman/icons/quest.png", box.size)
            surf.blit(pic, box)
            self.sheet_hot.append((box, self.ctx.t("tal.tip.quest", what=what), None))

    def row_items(self, c, row):
        if row == "trophies":
            return list(c["trophies"])
        items = list(c[row])
        if row == "objects" and c.get("raft"):
            items.append(c["raft"])
        return items

    def row_title(self, seat, row) -> str:
        c = self.w.res["chars"][seat]
        alive = c["state"] in ("alive", "ghost")
        if row == "objects":
            return self.ctx.t("tal.sheet.objects", n=len(c["objects"]), limit=carry_limit(c))
        if row == "spells":
            return self.ctx.t("tal.sheet.spells", n=len(c["spells"]), limit=spell_limit(self.w, seat) if alive else 0)
        return self.ctx.t("tal.sheet." + row)

    def stat_value(self, seat, s) -> int:
        c = self.w.res["chars"][seat]
        if s in ("strength", "craft"):
            return stat(self.w, seat, s)
        return c[s]

    def stat_tip(self, seat, s) -> str:
        from game.games.talisman.client import stat_parts
        from game.games.talisman.world import base_fate, base_lives
        c = self.w.res["chars"][seat]
        lang = self.ctx.lang
        t = self.ctx.t
        if s in ("strength", "craft"):
            if c["state"] not in ("alive", "ghost"):
                return t("tal.sheet." + s)
            lines = []
            for src, n in stat_parts(self.w, seat, s):
                if src == "base":
                    lines.append(t("tal.src.base", name=who(self.w, seat, lang), n=n))
                elif src in ("counters", "floor", "combat"):
                    lines.append(t("tal.src." + src, n=n))
                elif src == "toad":
                    lines.append(t("tal.src.toad"))
                else:
                    lines.append(t("tal.src.card", card=nm(src, lang), n=n))
            return t("tal.tip.stat", stat=t("tal.sheet." + s), total=stat(self.w, seat, s), parts="\n".join(lines))
        if s == "fate":
            return t("tal.tip.fate", n=c["fate"], base=base_fate(c) if c["state"] in ("alive", "ghost") else 0)
        if s == "lives":
            return t("tal.tip.lives", n=c["lives"], base=base_lives(c))
        return t("tal.tip.gold", n=c["gold"])

    # -- every seat ------------------------------------------------------------------------------------------
    def draw_seats(self, surf) -> None:
        a = self.ctx.assets
        r = self.layout.seats
        chars = self.w.res["chars"]
        n = len(chars)
        bw = r.width // n
        turn = self.current_turn()
        self.seat_hot = []
        lang = self.ctx.lang
        for seat, c in enumerate(chars):
            box = pygame.Rect(r.left + seat * bw, r.top, bw - 4, r.height)
            panel(surf, box, 220)
            col = theme.seat_colour(seat)
            if seat == self.sheet_seat():
                pygame.draw.rect(surf, theme.HIGHLIGHT, box, 2, border_radius=10)
            if seat == turn:
                pygame.draw.rect(surf, col, box.inflate(-4, -4), 2, border_radius=9)
            ps = 28
            pic = a.scaled(figure_art(c), (ps, ps))
            if c["state"] not in ("alive", "ghost"):
                pic = pic.copy()
                pic.set_alpha(90)
            surf.blit(pic, (box.left + 5, box.top + 5))
            pygame.draw.rect(surf, col, (box.left + 5, box.top + 5, ps, ps), 2)
            tx = box.left + ps + 9
            lines, font = fit_words(a, who(self.w, seat, lang), box.right - tx - 4, 24, top=13, bottom=7)
            ty = box.top + 4 + (12 - font.get_linesize() // 2 if len(lines) == 1 else 0)
            for line in lines:
                surf.blit(font.render(line, True, theme.TEXT), (tx, ty))
                ty += font.get_linesize() - 2
            if c["state"] in ("alive", "ghost"):
                vals = (("lives", c["lives"]), ("strength", stat(self.w, seat, "strength")),
                        ("craft", stat(self.w, seat, "craft")))
                ix = box.left + 5
                step = max(14, (box.right - ix - 2) // 3)
                for s, v in vals:
                    pic = a.fit(f"talisman/icons/{s}.png", (12, 12))
                    surf.blit(pic, (ix, box.top + 33))
                    draw_text(surf, a, str(v), (ix + 13, box.top + 39), 12, theme.TEXT, "bold", anchor="midleft")
                    ix += step
                space = the(c["space"], lang)
            else:
                draw_text(surf, a, self.ctx.t("tal.sheet." + c["state"]), (box.left + 8, box.top + 39), 12,
                          theme.TEXT_DIM, anchor="midleft", max_width=box.width - 12)
                space = "—"
            text = contract(self.ctx.t("tal.tip.seat", who=self.played_by(seat, article=False),
                              lives=c["lives"], strength=stat(self.w, seat, "strength") if c["state"] in
                              ("alive", "ghost") else 0, craft=stat(self.w, seat, "craft") if c["state"] in
                              ("alive", "ghost") else 0, space=space), lang)
            self.seat_hot.append((box, text, seat))

    # -- the choice panel ------------------------------------------------------------------------------------
    def prompt(self) -> str:
        w = self.w
        t = self.ctx.t
        lang = self.ctx.lang
        ask = w.res["ask"]
        if w.res["result"] is not None or ask is None:
            return t("tal.over")
        seat = ask["seat"]
        if self.summary is not None:        # the summary of the turn just played is open: it says what to do
            return t("tal.summary.click")
        if not self.board.idle():           # a turn's events are still being shown: name that turn
            seat = self.current_turn()
            return sentence(t("tal.wait", who=self.played_by(seat)), lang)
        if not self.mine_to_act():
            key = "tal.wait_ai" if self.match.seat_is_ai(seat) else "tal.wait"
            return sentence(t(key, who=self.played_by(seat)), lang)
        c = w.res["chars"][seat]
        k = ask["kind"]
        if k == "turn":
            if c["space"] == "crown":
                return t("tal.ask.turn_crown")
            from .model import where
            return t("tal.ask.turn_inner" if where(c["space"])[0] == "inner" else "tal.ask.turn")
        if k == "move":
            return t("tal.ask.move", n=ask.get("roll", "?"))
        if k == "reroll" and not self.board.idle():
            return sentence(t("tal.wait", who=self.played_by(seat)), lang)
        if k == "reroll":
            from game.games.talisman.client import roll_meaning
            text = t("tal.ask.reroll", dice=", ".join(str(d) for d in ask.get("dice", [])))
            means = roll_meaning(w, lang)
            return f"{text} ({means})" if means else text
        if k in ("take", "arrive", "shop"):
            return sentence(t("tal.ask." + k, space=the(c["space"], lang)), lang)
        if k == "combat":
            return t("tal.ask.combat", foes=", ".join(foe_name(w, f, lang, article=True) for f in ask.get("foes", [])))
        if k == "bite":
            return t("tal.ask.bite", n=ask.get("n", 1))
        if k == "offer":
            return t("tal.ask.offer", n=ask.get("pay", 1))
        if k == "limits":
            return t("tal.ask.limits_" + ask.get("what", "carry"), n=ask.get("limit", 0))
        if k == "reward":
            return contract(t("tal.ask.reward", who=whom(w, ask["loser"], lang)), lang)
        if k == "defend":
            return sentence(t("tal.ask.defend", who=whom(w, ask["attacker"], lang)), lang)
        if k in ("exchange", "quest", "crown"):
            return t("tal.ask." + k)
        return t("tal.ask.other")

    def mine_to_act(self) -> bool:
        seat = self.match.to_act()
        return seat is not None and not self.match.seat_is_ai(seat) and self.board.human_can_act()

    def choice_actions(self) -> list:
        """The legal actions shown as buttons: every one (board targets too, so nothing
        needs the board), in the rules' order."""
        return list(self.match.legal()) if self.mine_to_act() else []

    def build_choices(self) -> None:
        acts = self.choice_actions()
        key = (len(self.match.log), id(self.w), self.ctx.lang, self.ctx.assets.text_scale, self.page, len(acts),
               self.mine_to_act())
        if key == self._choices_key:
            return
        self._choices_key = key
        self.choice_buttons = []
        if not acts:
            return
        blocked = unbuyable(self.w)
        if blocked:                               # out of reach goods: before "done", disabled, saying why
            acts = acts[:-1] + [("blocked", *b) for b in blocked] + acts[-1:]
        area = self.buttons_rect()
        cols = 2
        # as many rows as leave each button room for a label on two lines (else it would be cut)
        small = self.ctx.assets.font("bold", max(10, int(theme.SIZE_SMALL * 0.7)))
        need = 2 * small.get_linesize() + 6
        slots = cols * max(2, min(CHOICE_ROWS, (area.height + 4) // (need + 4)))
        per_page = slots - 1                      # the last slot: "More options"
        pages = max(1, -(-len(acts) // per_page)) if len(acts) > slots else 1
        self.page %= pages
        shown = acts if pages == 1 else acts[self.page * per_page:(self.page + 1) * per_page]
        rows = max(1, -(-(len(shown) + (pages > 1)) // cols))
        bh = min(34, (area.height - (rows - 1) * 4) // rows)
        bw = (area.width - 6) // cols
        lang = self.ctx.lang
        for i, action in enumerate(shown):
            x = area.left + (i % cols) * (bw + 6)
            y = area.top + (i // cols) * (bh + 4)
            if isinstance(action, tuple):
                self.choice_buttons.append(self.blocked_button((x, y, bw, bh), *action[1:]))
                continue
            text = label(self.ctx.t, self.w, action, lang)
            style = "primary" if i == 0 and action.kind in ("roll", "encounter", "accept", "fight", "step", "command") \
                else "normal"
            b = Button(self.ctx, (x, y, bw, bh), text, lambda a=action: self.choose(a),
                       tip(self.ctx.t, self.w, action, lang), style=style, size=theme.SIZE_SMALL)
            b.action = action
            self.choice_buttons.append(b)
        if pages > 1:
            i = len(shown)
            x = area.left + (i % cols) * (bw + 6)
            y = area.top + (i // cols) * (bh + 4)
            rest = len(acts) - len(shown)
            b = Button(self.ctx, (x, y, bw, bh), self.ctx.t("tal.more", n=rest), self.next_page,
                       self.ctx.t("tal.tip.more"), size=theme.SIZE_SMALL)
            b.action = None
            self.choice_buttons.append(b)
        # a button's tip never covers the question it answers, nor the fight's numbers
        avoid = [pygame.Rect(self.layout.prompt)]
        if self.fight_strip() is not None:
            avoid.append(pygame.Rect(self.layout.buttons.left, self.layout.buttons.top, self.layout.buttons.width, 48))
        for b in self.choice_buttons:
            b.tip_avoid = avoid

    def blocked_button(self, rect, ident: str, reason: str, values: dict) -> Button:
        t, lang = self.ctx.t, self.ctx.lang
        name = nm(ident, lang)
        b = Button(self.ctx, rect, t("tal.act.cannot_" + reason, card=name, **values), None,
                   size=theme.SIZE_SMALL,
                   disabled_tooltip=t("tal.tip.cannot_" + reason, card=name, **values) + "\n"
                   + gtext.card_text(ident, lang))
        b.enabled = False
        b.action = ("blocked", ident)
        return b

    def next_page(self) -> None:
        self.page += 1
        self._choices_key = None

    def buttons_rect(self) -> pygame.Rect:
        r = pygame.Rect(self.layout.buttons)
        if self.fight_strip() is not None:
            r.top += 54
            r.height -= 54
        return r

    def fight_strip(self):
        """The fight on hand, for the numbers strip: (mine, theirs, foes, dice or None)."""
        w = self.w
        ask = w.res["ask"]
        if ask is None or ask["kind"] not in ("combat", "reroll", "defend"):
            return None
        if ask["kind"] == "reroll" and not self.board.idle():
            return None                         # the dice have not been shown yet: no result before they land
        nums = combat_numbers(w)
        if nums is None:
            return None
        return nums, ask

    def draw_choice(self, surf) -> None:
        a = self.ctx.assets
        r = self.layout.choice
        panel(surf, r)
        text = self.prompt()
        draw_paragraph(surf, a, text, self.layout.prompt, theme.SIZE_BODY, theme.GOLD, "bold", line_gap=-2, middle=True)
        strip = self.fight_strip()
        if strip is not None:
            self.draw_fight(surf, pygame.Rect(self.layout.buttons.left, self.layout.buttons.top,
                                              self.layout.buttons.width, 48), *strip)
        for b in self.choice_buttons:
            b.draw(surf)
        self.draw_card_slot(surf)

    def draw_fight(self, surf, box, nums, ask) -> None:
        a = self.ctx.assets
        lang = self.ctx.lang
        pygame.draw.rect(surf, theme.BG_DEEP, box, border_radius=8)
        mode = nums["mode"]
        for m in nums["modes"]:
            if ask.get("options") and ["fight", m] in ask["options"]:
                mode = m
                break
        mine, theirs = nums["mine"][mode], nums["foe_total"][mode]
        foes = ", ".join(foe_name(self.w, f, lang) for f, _ in nums["theirs"][mode])
        me = self.ctx.t("tal.fight.you") if self.mine_to_act() else who(self.w, nums["seat"], lang)
        icon = a.fit(f"talisman/icons/{mode}.png", (22, 22))
        surf.blit(icon, (box.left + 6, box.top + 4))
        if ask["kind"] == "reroll":
            d, e = ask.get("dice", [0])[0], ask.get("foe_die", 0)
            total = ask.get("score", d + mine)
            foe_total = ask.get("foe_score", e + theirs)
            die = a.fit(f"talisman/dice/d6_{max(1, min(6, d))}.png", (22, 22))
            surf.blit(die, (box.left + 32, box.top + 4))
            line = f"{me} {mine} + {d} = {total}   ·   {foes} {theirs} + {e} = {foe_total}"
            if e:
                die2 = a.fit(f"talisman/dice/d6_{max(1, min(6, e))}.png", (22, 22))
                surf.blit(die2, (box.right - 28, box.top + 4))
            draw_text(surf, a, line, (box.left + 60, box.top + 15), theme.SIZE_SMALL, theme.TEXT, "bold",
                      anchor="midleft", max_width=box.width - 96)
            outcome = "win" if total > foe_total else "lose" if total < foe_total else "tie"
            col = theme.GREEN if outcome == "win" else theme.RED if outcome == "lose" else theme.GOLD
            draw_text(surf, a, self.ctx.t("tal.fight.result_" + outcome), (box.left + 10, box.top + 36),
                      theme.SIZE_SMALL, col, "bold", anchor="midleft", max_width=box.width - 20)
            return
        line = f"{me} {mine} + d6   ·   {foes} {theirs} + d6"
        draw_text(surf, a, line, (box.left + 34, box.top + 15), theme.SIZE_SMALL, theme.TEXT,
                  "bold", anchor="midleft", max_width=box.width - 40)
        win, tie, lose = odds(mine, theirs)
        extra = self.ctx.t("tal.fight.odds", win=win, tie=tie, lose=lose)
        if nums.get("armour") and mode == "strength":
            extra += "  ·  " + self.ctx.t("tal.fight.armour", n=nums["armour"])
        draw_text(surf, a, extra, (box.left + 10, box.top + 36), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midleft",
                  max_width=box.width - 20)

    # -- the card on hand -----------------------------------------------------------------------------------
    def card_on_hand(self) -> str | None:
        """The card the acting character is dealing with (the one just met, or the first one
        offered to take)."""
        ask = self.w.res["ask"]
        if ask is not None and ask["kind"] in ("take", "limits"):
            for o in ask["options"]:
                if len(o) > 1 and isinstance(o[1], str) and o[1] in content().cards:
                    return o[1]
        if ask is not None and ask["kind"] == "shop":
            return None
        return self.met_card

    def draw_card_slot(self, surf) -> None:
        r = self.layout.card
        ident = self.card_on_hand()
        self.card_hot = None
        if ident is None or ident not in content().cards:
            self.draw_space_card(surf, r)
            return
        img = self.card_image(ident, r.width)
        surf.blit(img, img.get_rect(midtop=r.midtop))
        lang = self.ctx.lang
        self.card_hot = (r, f"{nm(ident, lang)}: {gtext.card_text(ident, lang)}\n{self.ctx.t('tal.card.hint')}", ident)

    def draw_space_card(self, surf, r) -> None:
        """No card on hand: the space the character on the sheet stands on, as a card."""
        c = self.w.res["chars"][self.sheet_seat()]
        space = c["space"]
        if not space or space not in content().spaces or c["state"] not in ("alive", "ghost"):
            pygame.draw.rect(surf, theme.BG_DEEP, r, border_radius=10)
            return
        lang = self.ctx.lang
        cover = self.w.res["terrain"]["on"].get(space)
        key = ("space", space, cover, r.width, lang, self.ctx.assets.text_scale)
        if key not in self._cache:
            from .model import space_icon, where
            icon = space_icon(space) or "draw"
            region = self.ctx.t("tal.region." + where(space)[0])
            body = self.fitted_sentences(space_text(self.w, space, lang), r.width)
            self._cache[key] = self.small_card(r.width, nm(space, lang), body, f"talisman/icons/{icon}.png",
                                               "talisman/cards/frame_place.png", region[:1].upper() + region[1:])
        img = self._cache[key]
        surf.blit(img, img.get_rect(midtop=r.midtop))
        self.card_hot = (r, self.space_tip(space), None)

    def card_image(self, ident: str, width: int) -> pygame.Surface:
        key = ("card", ident, width, self.ctx.lang, self.ctx.assets.text_scale)
        if key not in self._cache:
            lang = self.ctx.lang
            kind = card_kind(ident)
            rec = content().cards[ident]
            kind_label = gtext.type_line(ident, lang) if rec.get("kind") else (
                self.ctx.t("tal.deck.spells") if kind == "spell" else "")
            if rec.get("type"):     # the whole type line where the strip holds it on one line, else "Monstruo"
                kind_label = (kind_label, gtext.TYPE[lang][rec["type"]])
            body = self.short_text(ident, width)
            self._cache[key] = self.small_card(width, nm(ident, lang), body, card_art(ident),
                                               f"talisman/cards/frame_{kind}.png", kind_label)
        return self._cache[key]

    def small_card(self, width, title, body, image, frame, kind) -> pygame.Surface:
        """A card in its frame at a small size; the title in whole words as large as its ribbon allows."""
        from ...render.cards import card_layout, strip_ink
        a = self.ctx.assets
        img = render_card(a, width, "", body, image, frame, "")
        layout = card_layout(a)
        if layout:
            k = width / layout["size"][0]
            for text, region, pad, colour in ((title, "title", 4, theme.INK), (kind, "type", 14, None)):
                x, y, w, h = (round(v * k) for v in layout[region])
                box = pygame.Rect(x + pad, y, w - 2 * pad, h)
                colour = colour or strip_ink(img, box)          # light words on a dark strip
                choices = text if isinstance(text, tuple) else (text,)     # the first that fits one readable line
                for i, text in enumerate(choices):
                    last = i == len(choices) - 1
                    lines, font = fit_words(a, text, box.width, box.height + 2, top=16, bottom=6 if last else 9)
                    if last or (font.size(" ".join(lines))[0] <= box.width and font.get_height() >= 11):
                        break
                line = " ".join(lines)
                if font.size(line)[0] <= box.width:
                    lines = [line]
                ty = box.centery - (font.get_linesize() * len(lines)) // 2
                for ln in lines:
                    pic = font.render(ln, True, colour)
                    img.blit(pic, pic.get_rect(midtop=(box.centerx, ty)))
                    ty += font.get_linesize()
        return img

    def short_text(self, ident: str, width: int) -> str:
        """As much of the card's text (whole sentences) as its small text box holds at the
        smallest size; the whole text is in the tooltip and the large card."""
        text = gtext.card_text(ident, self.ctx.lang)
        kinds = tuple(gtext.KIND[self.ctx.lang].values())
        if text.startswith(kinds):
            text = text.split(".", 1)[1] if "." in text else ""     # the kind is already on the card's strip
        return self.fitted_sentences(text, width)

    def fitted_sentences(self, text: str, width: int) -> str:
        a = self.ctx.assets
        k = width / 240
        box_w = round(208 * k) - max(6, round(14 * k))
        box_h = round(98 * k) - max(6, round(12 * k))
        sentences = [s.strip() + "." for s in text.split(".") if s.strip()]

        def fits(body: str) -> bool:
            return paragraph_height(a, body, box_w, 10, line_gap=1) <= box_h
        n = 0
        while n < len(sentences) and fits(" ".join(sentences[:n + 1])):
            n += 1
        if n == len(sentences):
            return " ".join(sentences)
        # some is left out (a die's later rows): say so, or the first rows read as the whole card
        while n > 0 and not fits(" ".join(sentences[:n]) + " …"):
            n -= 1
        if n == 0:
            return self.ctx.t("tal.card.more")          # too long for the small card: the tooltip has it
        return " ".join(sentences[:n]) + " …"

    def show_big(self, ident: str) -> None:
        lang = self.ctx.lang
        kind = card_kind(ident)
        rec = content().cards[ident]
        kind_label = gtext.type_line(ident, lang) if rec.get("kind") else ""
        self.board.show_card(nm(ident, lang), gtext.card_text(ident, lang), card_art(ident),
                             f"talisman/cards/frame_{kind}.png", kind_label)

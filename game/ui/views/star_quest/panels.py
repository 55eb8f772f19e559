"""The right-hand panels: the heroes' roster (click one to activate it, or to see
its sheet), the mission box (goal, round, intel, enemies on the table), the sheet
of the hero or unit in focus, and the action panel: what to decide now, one
button per legal action with its consequences in the tooltip, and the toggles
for paying power."""
from __future__ import annotations

import pygame

from game.engine.wording import contract, sentence
from game.games.star_quest.components import Model, Unit
from game.games.star_quest.describe import called
from game.games.star_quest.world import content

from ... import theme
from ...text import draw_paragraph, draw_text, paragraph_height
from ...widgets import Button
from .draw import unit_art
from .spells import spell_sentence, spell_short

ORDER = ("activate", "reserve", "scout_skip", "ignore_stun", "counter", "wait", "hold", "advance", "rush", "charge",
         "shoot", "spells", "cast", "skip", "discover", "interact", "push", "sneak", "skill", "revive", "buy",
         "clear_affected", "rest", "ai_activate", "end")
BOARD_ONLY = ("move", "jump", "scout", "arrive")
PINNED = ("end", "skip", "scout_skip", "wait")      # always in the same place, under the pages
PROMPT_H = 44                                       # two lines of the question above the buttons
MENU_KINDS = ("charge", "push", "skill", "cast", "revive")


class Menu:
    """A button that opens the list of one choice's targets (Charge…, Psi bolt…)."""

    def __init__(self, key) -> None:
        self.key = key
        self.kind = key[0]

    def __eq__(self, other) -> bool:
        return isinstance(other, Menu) and other.key == self.key

    def __hash__(self) -> int:
        return hash(("menu", self.key))


class Back(Menu):
    def __init__(self) -> None:
        super().__init__(("back",))


BACK = Back()
SPELLS = ("spells",)


def menu_key(action):
    """Actions that differ only by target share a menu."""
    if action.kind in ("skill", "cast"):
        return (action.kind, action.args[0])
    if action.kind in MENU_KINDS:
        return (action.kind,)
    return None


def panel(surf, rect, alpha=235) -> None:
    bg = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(bg, (*theme.PANEL, alpha), bg.get_rect(), border_radius=8)
    surf.blit(bg, rect)
    pygame.draw.rect(surf, theme.PANEL_EDGE, rect, 2, border_radius=8)


def rules_text(tr, rules: dict) -> str:
    out = []
    for k, v in rules.items():
        if not v:
            continue
        key = "sq.rule." + k
        out.append(tr(key, v=v) if v is not True else tr(key))
    return ", ".join(out)


class PanelsMixin:
    roster_hot: list = []
    sheet_hot: list = []
    mission_hot: list = []

    # -- roster ---------------------------------------------------------------------------------------------
    def heroes(self) -> list[int]:
        return sorted(uid for uid, u in self.w.query(Unit) if u.side == "hero")

    def hero_state(self, u) -> str:
        if u.state == "unconscious":
            return "down"
        if u.state == "reserve":
            return "reserve"
        if u.state != "active":
            return "destroyed"
        return "done" if u.activated else "ready"

    def draw_roster(self, surf) -> None:
        r = self.layout.roster
        a = self.ctx.assets
        panel(surf, r)
        self.roster_hot = []
        hs = self.heroes()
        if not hs:
            return
        width = (r.width - 8) // len(hs)
        lang = self.ctx.lang
        for i, uid in enumerate(hs):
            u = self.w.get(uid, Unit)
            box = pygame.Rect(r.left + 4 + i * width, r.top + 4, width - 4, r.height - 8)
            state = self.hero_state(u)
            act = self.unit_click_action(uid)
            lit = act is not None and act.kind == "activate"
            col = theme.PANEL_LIGHT if lit else theme.BG
            pygame.draw.rect(surf, col, box, border_radius=6)
            edge = theme.HIGHLIGHT if lit else (theme.GOLD if uid == self.actor() else theme.PANEL_EDGE)
            pygame.draw.rect(surf, edge, box, 2, border_radius=6)
            img = a.fit(unit_art(u.ref), (box.height - 4, box.height - 4))
            if state in ("done", "down", "destroyed", "reserve") and uid != self.actor():
                img = img.copy()
                img.set_alpha(110)
            surf.blit(img, (box.left + 2, box.top + 2))
            name = content().name(u.ref, lang)
            tx = box.left + box.height + 2
            draw_text(surf, a, name, (tx, box.top + 2), theme.SIZE_SMALL, theme.TEXT, "bold",
                      max_width=box.right - tx - 4)
            tough = content().profile(u.ref)["tough"]
            wounds = sum(self.w.get(m, Model).wounds for m in u.models if self.w.try_get(m, Model))
            line = f"♥{tough - wounds}/{tough}  ⚡{u.power}"
            draw_text(surf, a, line, (tx, box.top + 21), theme.SIZE_SMALL - 2,
                      theme.RED if state == "down" else theme.TEXT_DIM, max_width=box.right - tx - 4)
            tip = self.tr("sq.roster.tip", who=name, state=self.tr("sq.state." + state))
            if lit:
                tip += "\n" + self.tr("sq.unit.click", what=self.button_text(act))
            self.roster_hot.append((box, tip, uid))

    # -- mission ---------------------------------------------------------------------------------------------------
    def goal_text(self) -> str:
        w = self.w
        g = w.res["mission"]["goal"]
        kind = g["kind"]
        if kind == "interact":
            done = sum(1 for e in w.res["elements"] if e["done"])
            return self.tr("sq.goal.interact", count=g["count"], done=done)
        if kind == "extract":
            return self.tr("sq.goal.extract", count=g["count"], done=w.res["intel"])
        if kind == "eliminate":
            return self.tr("sq.goal.eliminate", target=called(g["target"], self.ctx.lang))
        held = self.objective_control().count("heroes")
        return self.tr("sq.goal.seize", count=g.get("count", 1), done=held)

    def draw_mission(self, surf) -> None:
        r = self.layout.mission
        a = self.ctx.assets
        w = self.w
        panel(surf, r)
        m = w.res["mission"]
        rnd = self.tr("sq.round", n=w.res["round"], limit=m["round_limit"]) if w.res["round"] else self.tr("sq.setup")
        rr = draw_text(surf, a, rnd, (r.right - 10, r.top + 6), theme.SIZE_BODY, theme.GOLD, "bold", anchor="topright")
        draw_text(surf, a, m["name"][self.ctx.lang], (r.left + 10, r.top + 6), theme.SIZE_BODY, theme.TEXT, "bold",
                  max_width=rr.left - r.left - 20)
        goal = self.goal_text()
        enemies = sum(1 for _, u in w.query(Unit) if u.side == "ai" and u.state == "active" and u.models)
        extra = "   " + self.tr("sq.enemies", n=enemies)
        if m["goal"]["kind"] == "extract":
            extra = "   " + self.tr("sq.intel", n=w.res["intel"]) + extra
        box = pygame.Rect(r.left + 10, r.top + 30, r.width - 20, r.height - 32)
        draw_paragraph(surf, a, goal + extra, box, theme.SIZE_SMALL, theme.TEXT_DIM)
        self.mission_hot = [(r, m["intro"][self.ctx.lang] + "\n" + goal)]

    # -- the sheet -------------------------------------------------------------------------------------------------------
    def sheet_unit(self) -> int | None:
        w = self.w
        for uid in (self.focus, self.hover_unit, self.actor()):
            if uid is not None and w.try_get(uid, Unit) is not None:
                return uid
        if w.res["phase"] == "ai":           # the enemy's turn: the unit that activates next
            from game.games.star_quest.turn import next_ai_unit
            nxt = next_ai_unit(w)
            if nxt is not None:
                return nxt
        asked = [h for h in self.heroes() if getattr(self.unit_click_action(h), "kind", None) == "activate"]
        if asked:                           # the hero the prompt asks to activate, not another seat's
            return asked[0]
        hs = [h for h in self.heroes() if w.get(h, Unit).state == "active" and not w.get(h, Unit).activated]
        return hs[0] if hs else (self.heroes() or [None])[0]

    def draw_sheet(self, surf) -> None:
        r = self.layout.sheet
        a = self.ctx.assets
        panel(surf, r)
        self.sheet_hot = []
        uid = self.sheet_unit()
        if uid is None:
            return
        w = self.w
        u = w.get(uid, Unit)
        p = content().profile(u.ref)
        lang = self.ctx.lang
        port = pygame.Rect(r.left + 8, r.top + 8, 64, 64)
        pygame.draw.rect(surf, theme.BG_DEEP, port, border_radius=6)
        surf.blit(a.fit(unit_art(u.ref), (60, 60)), port.move(2, 2))
        x = port.right + 8
        draw_text(surf, a, p["name"][lang], (x, r.top + 8), theme.SIZE_BODY, theme.TEXT, "bold",
                  max_width=r.right - x - 8)
        if "role" in p:
            sub = p["role"][lang]
        else:                               # an enemy unit: its side and faction first
            sub = self.tr("sq.unit.enemy", faction=content().factions[p["faction"]]["name"][lang],
                          models=self.tr("sq.unit.models", n=len(u.models), size=u.size))
        draw_paragraph(surf, a, sub, pygame.Rect(x, r.top + 32, r.right - x - 8, 38), theme.SIZE_SMALL, theme.TEXT_DIM)
        # stats row
        stats = [("quality", p["quality"]), ("defence", p["defence"]), ("tough", p["tough"])]
        if u.side == "hero":
            stats += [("strength", p["strength"]), ("dexterity", p["dexterity"]), ("will", p["will"])]
        step = (r.width - 16) // 6
        sx, sy = r.left + 8, port.bottom + 4
        for key, v in stats:
            box = pygame.Rect(sx, sy, step - 2, 22)
            surf.blit(a.fit(f"star_quest/icons/{key}.png", (20, 20)), (sx, sy + 1))
            draw_text(surf, a, f"{v}{'' if key == 'tough' else '+'}", (sx + 22, sy + 2), theme.SIZE_SMALL,
                      theme.TEXT, "bold", max_width=step - 24)
            self.sheet_hot.append((box, self.tr("sq.sheet." + key, v=v)))
            sx += step
        y = sy + 26
        # wounds, power, tokens
        wounds = sum(w.get(m, Model).wounds for m in u.models if w.try_get(m, Model))
        line = self.tr("sq.unit.wounds", w=wounds, t=p["tough"] * max(1, len(u.models)))
        rr = draw_text(surf, a, line, (r.left + 10, y), theme.SIZE_SMALL, theme.RED if wounds else theme.TEXT)
        self.sheet_hot.append((rr, line))
        if u.side == "hero":
            mx = p["power"]["max"]
            pline = self.tr("sq.unit.power", p=u.power, max=mx)
            pr = draw_text(surf, a, pline, (r.left + 150, y), theme.SIZE_SMALL, theme.BLUE)
            self.sheet_hot.append((pr, self.tr("sq.sheet.power", p=u.power, max=mx)))
        y += 20
        states = []
        if u.stunned:
            states.append(("stunned", self.tr("sq.unit.stunned")))
        if u.fatigued:
            states.append(("fatigued", self.tr("sq.unit.fatigued")))
        for s in u.status:
            states.append((s, self.tr("sq.status." + s)))
        if u.state == "unconscious":
            states.append(("unconscious", self.tr("sq.unit.unconscious")))
        if p.get("rules", {}).get("caster"):
            states.append(("tokens", self.tr("sq.unit.tokens", n=u.tokens)))
        if u.ward:
            states.append(("ward", self.tr("sq.unit.ward", n=u.ward)))
        ix = r.left + 10
        for icon, tip in states:
            box = pygame.Rect(ix, y, 20, 20)
            surf.blit(a.fit(f"star_quest/icons/{icon}.png", (20, 20)), box)
            self.sheet_hot.append((box, tip))
            ix += 23
        if u.side == "ai" and not states:
            draw_text(surf, a, self.tr("sq.unit.ai"), (ix, y + 1), theme.SIZE_SMALL, theme.TEXT_DIM)
        y += 24
        # weapons
        y = self._sheet_list(surf, r, y, self.tr("sq.sheet.weapons"), [self.weapon_line(wid) for wid in p["weapons"]])
        if p.get("spells"):
            y = self._sheet_list(surf, r, y, self.tr("sq.sheet.spells"),
                                 [f"{content().name(s, lang)} ({content().spells[s]['cost']})" for s in p["spells"]],
                                 inline=True)
        if p.get("skills"):
            y = self._sheet_list(surf, r, y, self.tr("sq.sheet.skills"),
                                 [content().name(s, lang) for s in p["skills"]], inline=True)
        rules = rules_text(self.tr, p.get("rules", {}))
        if rules:
            self._sheet_list(surf, r, y, self.tr("sq.sheet.rules"), [rules], inline=True)

    def weapon_line(self, wid: str) -> str:
        wp = content().weapons[wid]
        rng = self.tr("sq.sheet.melee") if wp["range"] == 0 else f"{wp['range']}\""
        rules = rules_text(self.tr, wp["rules"])
        return self.tr("sq.weapon", name=content().name(wid, self.ctx.lang), range=rng, attacks=wp["attacks"],
                       rules=(" · " + rules) if rules else "")

    def _sheet_list(self, surf, r, y, title, lines, inline=False) -> int:
        a = self.ctx.assets
        if y > r.bottom - 18:
            return y
        draw_text(surf, a, title, (r.left + 10, y), theme.SIZE_SMALL, theme.GOLD, "bold")
        y += 18
        if inline:
            lines = [", ".join(lines)]
        for line in lines:
            h = paragraph_height(a, line, r.width - 24, theme.SIZE_SMALL - 2)
            box = pygame.Rect(r.left + 14, y, r.width - 24, min(h, r.bottom - y - 4))
            if box.height < 14:
                break
            draw_paragraph(surf, a, line, box, theme.SIZE_SMALL - 2, theme.TEXT)
            self.sheet_hot.append((pygame.Rect(box.left, y, box.width, h), line))
            y += h + 2
        return y + 2

    # -- the action panel ---------------------------------------------------------------------------------------------
    def prompt(self) -> str:
        w = self.w
        lang = self.ctx.lang
        if w.res["result"] is not None:
            return self.tr("sq.ask.over")
        p = w.res.get("pending")

        def nm(uid):
            return called(w.get(uid, Unit).ref, lang)
        if not self.board.human_can_act() and not (p and self.board.idle()):
            if w.res["phase"] == "ai":
                return self.tr("sq.ask.ai")
            seat, a = self.match.to_act(), w.res.get("act")
            if seat is not None and self.match.seat_is_ai(seat):      # an AI seat's hero: say whose turn it is
                queue = w.res["setup_queue"] if w.res["phase"] == "setup" else []
                uid = queue[0]["unit"] if queue else a["unit"] if a else None   # the hero being placed or acting
                who = f"{nm(uid)} ({self.seat_player(seat)})" if uid is not None else self.seat_as_played(seat)
                return sentence(self.tr("sq.ask.ai_hero", who=who), lang)
            return self.tr("sq.ask.wait")

        def ask(key, uid):          # the name opens the sentence: "La Hermana Ileth: elige..."
            return sentence(self.tr(key, who=nm(uid)), lang)
        if p:
            if p["kind"] == "stun":
                return ask("sq.ask.stun", p["hero"])
            hero = p["heroes"][p["index"]]
            return ask("sq.ask.arrive" if p["kind"] == "arrive" else "sq.ask.counter", hero)
        if w.res["phase"] == "setup":
            q = w.res["setup_queue"][0]
            return ask("sq.ask.reserve" if q["kind"] == "reserve" else "sq.ask.scout", q["unit"])
        if w.res["phase"] == "ai":
            return self.tr("sq.ask.ai")
        a = w.res.get("act")
        if a is None:
            return self.tr("sq.ask.pick")
        stage = a["stage"] or "main"
        return ask("sq.ask." + stage, a["unit"])

    def button_text(self, act) -> str:
        k, args = act.kind, act.args
        w = self.w
        lang = self.ctx.lang

        def nm(uid):
            u = w.try_get(uid, Unit)
            return content().name(u.ref, lang) if u else "?"
        if k == "activate":
            u = w.try_get(args[0], Unit)
            return contract(self.tr("sq.btn.activate_pay" if args[1] else "sq.btn.activate",
                                    who=called(u.ref, lang) if u else "?"), lang)
        if k in ("charge", "shoot", "push", "revive"):
            return self.tr("sq.btn." + k, target=nm(args[0]))
        if k == "discover":
            t = w.res["tokens"][args[0]]
            return self.tr("sq.btn.take" if t["revealed"] else "sq.btn.discover")
        if k == "skill":
            return self.tr("sq.btn.skill", skill=content().name(args[0], lang), target=nm(args[1]))
        if k == "cast":                     # in its own targets' list the spell's button already said what it does
            if self.menu == ("cast", args[0]):
                return self.tr("sq.btn.cast", spell=content().name(args[0], lang), target=nm(args[1]))
            return self.spell_label(args[0])
        if k == "reserve":
            return self.tr("sq.btn.reserve_yes" if args[1] else "sq.btn.reserve_no")
        if k == "ignore_stun":
            return self.tr("sq.btn.stun_yes" if args[0] else "sq.btn.stun_no")
        if k == "counter":
            return self.tr("sq.btn.counter", n=args[0]) if args[0] else self.tr("sq.btn.counter0")
        if k == "ai_activate":
            return self.tr("sq.btn.ai")
        if self.ctx.i18n.has("sq.btn." + k):
            return self.tr("sq.btn." + k)
        return k

    def button_actions(self) -> list:
        """The legal actions the panel offers (cells are clicked on the table), one per choice."""
        legal = [a for a in self.legal() if a.kind not in BOARD_ONLY]
        groups: dict = {}
        for a in legal:
            if a.kind in ("discover", "interact", "push", "sneak"):
                key = (a.kind,) + tuple(a.args[:-1])
            elif a.kind == "cast":
                key = (a.kind, a.args[0], a.args[1])
            elif a.kind == "activate":
                key = (a.kind, a.args[0])
            else:
                key = (a.kind,) + tuple(a.args)
            groups.setdefault(key, []).append(a)
        picked = [(key, self.pick(v)) for key, v in groups.items()]
        picked = [(key, a) for key, a in picked if a is not None]
        menus: dict = {}
        for key, a in picked:
            menus.setdefault(menu_key(a), []).append(a)
        items = {}
        for mk, acts in menus.items():
            items[mk] = [Menu(mk)] if mk is not None and len(acts) > 1 else acts
        spells = [x for mk, v in items.items() if mk and mk[0] == "cast" for x in v]
        if self.menu == SPELLS and spells:
            return spells + [BACK]
        if self.menu is not None:
            inside = menus.get(self.menu)
            if inside:
                return list(inside) + [Menu(SPELLS) if self.menu[0] == "cast" and len(spells) > 1 else BACK]
            self.menu = None
        out = []
        for mk, v in items.items():
            if mk and mk[0] == "cast" and len(spells) > 1:
                continue
            out += v
        if len(spells) > 1:
            out.append(Menu(SPELLS))
        out.sort(key=lambda a: ORDER.index(a.kind) if a.kind in ORDER else len(ORDER))
        return out

    def build_buttons(self) -> None:
        acts = self.button_actions()
        legal = self.legal()
        has_pay = any(a.kind in ("discover", "interact", "push", "sneak", "cast") for a in legal) or \
            len([a for a in legal if a.kind == "activate" and a.args[1]]) > 0
        has_jump = any(a.kind == "jump" for a in legal)
        max_extra = self.max_extra() if any(a.kind == "cast" for a in legal) else 0
        key = (tuple(acts), self.menu, self.page, self.pay, self.jump_pay, self.extra, has_pay, has_jump, max_extra,
               self.ctx.lang, self.ctx.assets.text_scale)
        if key == self._buttons_key:
            return
        self._buttons_key = key
        r = self.layout.actions
        top = r.top + PROMPT_H + 10
        toggles = [t for t in (("pay", has_pay), ("jump", has_jump), ("extra", max_extra > 0)) if t[1]]
        pinned = [a for a in acts if not isinstance(a, Menu) and a.kind in PINNED]
        acts = [a for a in acts if a not in pinned]
        rows = self.pair_rows(acts, (r.width - 20) // 2 - 16)
        # a spell's button has two lines (its name, what it does): its row is taller
        tall = [any("\n" in self.act_text(a) for a in row) for row in rows]
        lh = self.ctx.assets.font("bold", theme.SIZE_SMALL).get_linesize()
        bh, gap, paged = self.fit_rows(r.bottom - 8 - top, tall, len(toggles) + len(pinned), 2 * lh + 6)
        pages = len(paged)
        self.pages = pages
        self.page = min(self.page, pages - 1)
        shown = [(rows[i], h) for i, h in paged[self.page]]
        self.buttons = []
        y = top
        for row, h in shown:
            width = (r.width - 16 - 4 * (len(row) - 1)) // len(row)
            for i, act in enumerate(row):
                rect = (r.left + 8 + i * (width + 4), y, width, h)
                if isinstance(act, Menu):
                    b = Button(self.ctx, rect, self.menu_text(act), (lambda m=act: self.open_menu(m)),
                               tooltip=self.menu_tip(act), size=theme.SIZE_SMALL)
                    b.action = None
                    b.menu = act
                else:
                    style = "primary" if act.kind in ("activate", "end", "skip", "ai_activate") else "normal"
                    b = Button(self.ctx, rect, self.button_text(act), (lambda a=act: self.choose(a)),
                               tooltip=self.action_tip(act), style=style, size=theme.SIZE_SMALL)
                    b.action = act
                self.buttons.append(b)
            y += h + gap
        if pages > 1:
            hidden = sum(len(row) for row in rows) - sum(len(row) for row, _ in shown)
            b = Button(self.ctx, (r.left + 8, y, r.width - 16, bh), self.tr("sq.btn.more") + f" {self.page + 1}/{pages}",
                       self.next_page, tooltip=self.tr("sq.tip.more", n=hidden), size=theme.SIZE_SMALL)
            b.action = None
            self.buttons.append(b)
        y = r.bottom - 8 - (len(toggles) + len(pinned)) * (bh + gap) + gap
        for act in pinned:
            b = Button(self.ctx, (r.left + 8, y, r.width - 16, bh), self.button_text(act),
                       (lambda a=act: self.choose(a)), tooltip=self.action_tip(act), style="primary",
                       size=theme.SIZE_SMALL)
            b.action = act
            self.buttons.append(b)
            y += bh + gap
        for name, _ in toggles:
            if name == "pay":
                text = ("☑ " if self.pay else "☐ ") + self.tr("sq.toggle.pay")
                b = Button(self.ctx, (r.left + 8, y, r.width - 16, bh), text, self.toggle_pay,
                           tooltip=self.tr("sq.toggle.pay.tip"), size=theme.SIZE_SMALL)
            elif name == "jump":
                text = self.tr("sq.toggle.jump", mode=self.tr("sq.jump." + self.jump_pay))
                b = Button(self.ctx, (r.left + 8, y, r.width - 16, bh), text, self.toggle_jump,
                           tooltip=self.tr("sq.toggle.jump.tip"), size=theme.SIZE_SMALL)
            else:
                text = self.tr("sq.toggle.extra", n=min(self.extra, max_extra))
                b = Button(self.ctx, (r.left + 8, y, r.width - 16, bh), text,
                           lambda m=max_extra: self.toggle_extra(m),
                           tooltip=self.tr("sq.toggle.extra.tip"), size=theme.SIZE_SMALL)
            b.action = None
            self.buttons.append(b)
            y += bh + gap

    def spell_label(self, sid: str) -> str:
        """A spell's button, whether it opens a list of targets or casts at its only one: "name:
        effect" on one line at the buttons' size, else the name over the effect on two lines."""
        name, effect = content().name(sid, self.ctx.lang), spell_short(self.tr, sid)
        text = self.tr("sq.btn.menu_spell", name=name, effect=effect)
        room = self.layout.actions.width - 32
        if self.ctx.assets.font("bold", theme.SIZE_SMALL).size(text)[0] <= room:
            return text
        return name + "\n" + effect

    def act_text(self, a) -> str:
        return self.menu_text(a) if isinstance(a, Menu) else self.button_text(a)

    def pair_rows(self, acts: list, half: int) -> list[list]:
        """Rows of buttons: two short neighbours (Hold, Advance 6") share a row, so
        the actions a player needs fit on one page; long ones keep a row each."""
        font = self.ctx.assets.font("bold", theme.SIZE_SMALL)

        def short(a) -> bool:
            text = self.act_text(a)
            return "\n" not in text and font.size(text)[0] <= half
        rows: list[list] = []
        waiting = None                  # a short button's row, open for the next short one
        for a in acts:
            if not short(a):
                rows.append([a])
            elif waiting is not None:
                waiting.append(a)
                waiting = None
            else:
                waiting = [a]
                rows.append(waiting)
        return rows

    @staticmethod
    def fit_rows(height: int, tall: list[bool], fixed: int, two_lines: int) -> tuple[int, int, list]:
        """(button height, gap, pages) for paged rows above `fixed` pinned rows; a row marked tall
        is at least `two_lines` high; a page is a list of (row index, its height). The buttons
        shrink a little before any row goes to a second page (which keeps a row for "More…")."""
        for bh, gap in ((28, 4), (26, 3), (24, 2), (22, 2)):
            room = height - fixed * (bh + gap) + gap
            hs = [max(bh, two_lines) if t else bh for t in tall]
            if sum(hs) + gap * len(hs) <= room:
                return bh, gap, [list(enumerate(hs))]
        room -= bh + gap                        # one row for "More…"
        pages: list[list] = [[]]
        used = 0
        for i, h in enumerate(hs):
            if pages[-1] and used + h + gap > room:
                pages.append([])
                used = 0
            pages[-1].append((i, h))
            used += h + gap
        return bh, gap, pages

    def open_menu(self, m) -> None:
        self.menu = None if isinstance(m, Back) else m.key
        self.page = 0
        self._buttons_key = None
        self._cache.pop("targets_key", None)

    def menu_text(self, m) -> str:
        if isinstance(m, Back) or (m.key == SPELLS and self.menu and self.menu[0] == "cast"):
            return self.tr("sq.btn.back")
        if m.key == SPELLS:
            return self.tr("sq.btn.menu.spells")
        if m.kind == "cast":
            return self.spell_label(m.key[1])
        if m.kind == "skill":
            return self.tr("sq.btn.menu_named", name=content().name(m.key[1], self.ctx.lang))
        return self.tr("sq.btn.menu." + m.kind)

    def menu_tip(self, m) -> str:
        if isinstance(m, Back) or (m.key == SPELLS and self.menu and self.menu[0] == "cast"):
            return self.tr("sq.tip.back")
        if m.key == SPELLS:
            return self.tr("sq.tip.spells")
        if m.kind == "cast":
            return spell_sentence(self.tr, m.key[1], self.ctx.lang) + "\n" + self.tr("sq.tip.menu")
        return self.tr("sq.tip.menu")

    def next_page(self) -> None:
        self.page = (self.page + 1) % max(1, getattr(self, "pages", 1))
        self._buttons_key = None

    def toggle_pay(self) -> None:
        self.pay = not self.pay
        self._buttons_key = None
        self._cache.pop("targets_key", None)

    def toggle_jump(self) -> None:
        modes = ("none", "checks", "ledge")
        self.jump_pay = modes[(modes.index(self.jump_pay) + 1) % 3]
        self._cache.pop("targets_key", None)

    def toggle_extra(self, most: int) -> None:
        self.extra = (min(self.extra, most) + 1) % (most + 1)
        self._cache.pop("targets_key", None)

    def draw_actions(self, surf) -> None:
        r = self.layout.actions
        panel(surf, r)
        box = pygame.Rect(r.left + 10, r.top + 6, r.width - 20, PROMPT_H)
        draw_paragraph(surf, self.ctx.assets, self.prompt(), box, theme.SIZE_SMALL, theme.HIGHLIGHT)
        for b in self.buttons:
            b.draw(surf)

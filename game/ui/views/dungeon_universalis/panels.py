"""The right-hand panels: the figure sheet (profile, value points, experience, skills,
objects, states) and the JOA's counters, decks, scenario die and the mission."""
from __future__ import annotations

import pygame

from game.games.dungeon_universalis.content import content
from game.games.dungeon_universalis.describe import ATTR, STATE_NAMES

from ... import theme
from ...text import draw_paragraph, draw_text, paragraph_height, paragraph_size

ART = "dungeon_universalis"
STATS = ("cac", "dis", "fue", "agi", "des", "per", "int", "val", "arm", "vit", "mov")
SHORT = {"cac": ("CaC", "Mel"), "dis": ("Dis", "Sho"), "fue": ("Fue", "Str"), "agi": ("Agi", "Agi"),
         "des": ("Des", "Dex"), "per": ("Per", "Per"), "int": ("Int", "Int"), "val": ("Val", "Bra"),
         "arm": ("Arm", "Arm"), "vit": ("Vit", "Lif"), "mov": ("Mov", "Mov")}
DECKS = ("obstacle", "encounter", "power")


def panel(surf, r) -> None:
    pygame.draw.rect(surf, (0, 0, 0), r.move(2, 3), border_radius=10)
    pygame.draw.rect(surf, theme.PANEL, r, border_radius=10)
    pygame.draw.rect(surf, theme.PANEL_EDGE, r, 2, border_radius=10)


class PanelsMixin:
    def pick(self, pair) -> str:
        return pair[0] if self.ctx.lang == "es" else pair[1]

    def name_of(self, ref) -> str:
        c = content()
        from game.games.dungeon_universalis.companions import profiles
        p = c.heroes.get(ref) or c.creatures.get(ref) or c.npcs.get(ref) or profiles().get(ref)
        return self.ctx.i18n.pick(p["name"]) if p else ref

    def fig_title(self, fid) -> str:
        """A figure as the turn and the rolls name it: a companion as itself, with its hero
        ("War hound of Brannoc the Shield"), never by its hero's or seat's name."""
        f = self.w.res["figs"][fid]
        name = self.name_of(f["ref"])
        owner = self.w.res["figs"].get(f.get("owner")) if f.get("companion") else None
        return self.ctx.t("du.companion_of", name=name, who=self.name_of(owner["ref"])) if owner else name

    def level_of(self, f) -> str:
        if f.get("companion"):
            return self.ctx.t("du.level.companion", who=self.name_of(self.w.res["figs"][f["owner"]]["ref"]))
        if f["side"] == "hero":       # "Heroína" for Dorna, Ithra, Saska and Velka
            return self.ctx.t("du.level.heroine" if content().heroes.get(f["ref"], {}).get("grammar") == "fs"
                              else "du.level.hero")
        if f.get("leader"):
            return self.ctx.t("du.level.leader")
        lv = f.get("level") or "npc"
        return self.ctx.t(f"du.level.{lv}") if lv in ("troop", "elite", "champion") else self.ctx.t("du.level.npc")

    def item_name(self, item) -> str:
        c = content()
        from game.games.dungeon_universalis.armour import armours
        for table in (c.objects, c.weapons, c.shields, armours()):
            if item in table:
                return self.ctx.i18n.pick(table[item]["name"])
        return item

    def skill_name(self, s) -> str:
        return self.ctx.i18n.pick(content().skills[s]["name"])

    def sheet_fig(self):
        asks = self.w.res.get("asks")
        fid = self.hover_fig or (asks[0]["fid"] if asks else None) or self.table.view["acting"] or self.focus
        if fid is None or fid not in self.w.res["figs"] or fid not in self.pos:
            party = [h for h in self.w.res["party"] if h in self.pos]
            fid = party[0] if party else None
        return fid

    def draw_sheet(self, surf) -> None:
        r = self.layout.sheet
        panel(surf, r)
        self.sheet_rects = []
        fid = self.sheet_fig()
        if fid is None:
            return
        f = self.w.res["figs"][fid]
        a, t = self.ctx.assets, self.ctx.t
        img = a.fit(f"{ART}/figures/{f['ref']}.png", (86, 86))
        surf.blit(img, (r.left + 8, r.top + 6))
        x = r.left + 100
        draw_text(surf, a, self.name_of(f["ref"]), (x, r.top + 8), theme.SIZE_LABEL, theme.GOLD, "bold",
                  max_width=r.right - x - 8)
        sub = self.level_of(f)
        if f.get("companion"):
            owner = self.w.res["figs"][f["owner"]]
            sub = t("du.level.companion", who=self.name_of(owner["ref"])) + " · " + t("du.sheet.vp", n=f.get("value", 0)) \
                + " · " + t("du.sheet.ach", n=f.get("ach", 0))
        elif f["side"] == "hero":
            sub += " · " + t("du.sheet.vp", n=f.get("value", 10)) + " · " + t("du.sheet.xp", n=content().heroes[f["ref"]]
                                                                           .get("xp", 0) + self.w.res["options"]
                                                                           .get("experience", 0))
        elif f.get("pv"):
            sub += " · " + t("du.sheet.vp", n=f["pv"])
        if f.get("magic"):
            sub += " · " + t("du.spell.mana", mana=f["magic"]["mana"], max=f["magic"]["max_mana"])
        draw_text(surf, a, sub, (x, r.top + 34), theme.SIZE_SMALL, theme.TEXT_DIM, max_width=r.right - x - 8)
        life = t("du.sheet.life", a=max(0, f["life"]), b=f["max_life"])
        draw_text(surf, a, life, (x, r.top + 56), theme.SIZE_SMALL, theme.GREEN if f["side"] == "hero" else theme.RED,
                  "bold", max_width=150)
        if f["side"] == "hero":
            fr = pygame.Rect(x + 160, r.top + 54, 120, 20)
            im = a.fit(f"{ART}/tokens/fortune.png", (18, 18))
            surf.blit(im, fr.topleft)
            draw_text(surf, a, f"{f['fortune']}", (fr.left + 22, fr.top), theme.SIZE_SMALL, theme.TEXT, "bold")
            self.sheet_rects.append((fr.inflate(0, 0).clip(pygame.Rect(fr.left, fr.top, 40, 20)), t("du.fortune_tip")))
            cr = pygame.Rect(fr.left + 46, fr.top, 80, 20)
            im = a.fit(f"{ART}/tokens/coins.png", (18, 18))
            surf.blit(im, cr.topleft)
            draw_text(surf, a, f"{f['coins']}", (cr.left + 22, cr.top), theme.SIZE_SMALL, theme.TEXT, "bold")
            self.sheet_rects.append((cr, t("du.sheet.coins", n=f["coins"])))
        # the profile: two rows of attribute boxes
        bw = (r.width - 20) // 6
        for i, k in enumerate(STATS):
            col, row = i % 6, i // 6
            b = pygame.Rect(r.left + 10 + col * bw, r.top + 96 + row * 34, bw - 4, 30)
            if i >= 6:
                b.left += 0
            pygame.draw.rect(surf, theme.PANEL_LIGHT, b, border_radius=5)
            draw_text(surf, a, self.pick(SHORT[k]), (b.left + 4, b.centery), 13, theme.TEXT_DIM, anchor="midleft",
                      max_width=b.width // 2)
            val = self.w.res["figs"][fid]["stats"][k]
            if k == "arm":
                from game.games.dungeon_universalis.armour import worn_bonus
                val = min(6, val + worn_bonus(f))
            draw_text(surf, a, str(val), (b.right - 5, b.centery), theme.SIZE_BODY, theme.TEXT, "bold",
                      anchor="midright")
            full = self.pick(ATTR[k]) if k in ATTR else t(f"du.stat.{k}")
            self.sheet_rects.append((b, f"{full}: {val}"))
        y = r.top + 166
        lines = []
        weapons = [t("du.sheet.unknown", item=self.item_name(wp)) if wp in f.get("unknown", []) else
                   self.item_name(wp) for wp in f.get("weapons", [])]
        if f.get("shield"):
            weapons.append(self.item_name(f["shield"]))
        if f.get("light"):
            weapons.append(t("du.sheet.lit", item=self.item_name(f["light"])))
        if f.get("armour"):
            it = self.item_name(f["armour"])
            weapons.append(it if f.get("armour_on") else t("du.sheet.armour_off", item=it))
        lines.append((t("du.sheet.weapons"), ", ".join(weapons) or t("du.sheet.none")))
        lines.append((t("du.sheet.skills"), ", ".join(self.skill_name(s) for s in f.get("skills", [])) or
                      t("du.sheet.none")))
        if f["side"] == "hero":
            unknown = f.get("unknown", [])
            lines.append((t("du.sheet.objects"), ", ".join(
                t("du.sheet.unknown", item=self.item_name(o)) if o in unknown else self.item_name(o)
                for o in f.get("objects", [])) or t("du.sheet.none")))
        states = [self.pick(STATE_NAMES[s]) for s, on in f["states"].items() if on and s in STATE_NAMES]
        if states:
            lines.append((t("du.sheet.states"), ", ".join(states)))
        room = (r.bottom - 4 - y) // 17
        shown = lines[:4]
        for i, (label, text) in enumerate(shown):
            lw = draw_text(surf, a, label + ":", (r.left + 10, y), theme.SIZE_SMALL, theme.GOLD, "bold").width
            width = r.right - (r.left + 16 + lw) - 8
            parts = [(text, r.left + 16 + lw, width)]
            font = a.font("sans", theme.SIZE_SMALL)
            if room > len(shown) - i and font.size(text)[0] > width and ", " in text:
                # a long list takes a second, full-width line when the sheet has one to spare
                words = text.split(", ")
                cut = 1
                while cut < len(words) - 1 and font.size(", ".join(words[:cut + 1]) + ",")[0] <= width:
                    cut += 1
                parts = [(", ".join(words[:cut]) + ",", r.left + 16 + lw, width),      # flush with the label
                         (", ".join(words[cut:]), r.left + 10, r.width - 20)]
                room -= 1
            room -= 1
            top = y
            for part, x, wide in parts:
                draw_text(surf, a, part, (x, y), theme.SIZE_SMALL, theme.TEXT, max_width=wide)
                y += 17
            self.sheet_rects.append((pygame.Rect(r.left + 10, top, r.width - 20, y - top), f"{label}: {text}"))

    def draw_info(self, surf) -> None:
        r = self.layout.info
        panel(surf, r)
        self.info_rects = []
        a, t, v = self.ctx.assets, self.ctx.t, self.table.view
        c = v["counters"]
        x, y = r.left + 10, r.top + 8
        turn = t("du.turn", n=v["turn"]) + " · " + t("du.combat" if v["combat"] else "du.explore")
        tr = draw_text(surf, a, turn, (x, y), theme.SIZE_LABEL, theme.RED if v["combat"] else theme.TEAL, "bold",
                       max_width=r.width - 56)
        self.info_rects.append((tr, t("du.combat_tip" if v["combat"] else "du.explore_tip")))
        y += 30
        ach = c["achievement"]
        items = [("reserve", str(c["reserve"]), t("du.reserve"), t("du.reserve_tip")),
                 ("achievement", f"{ach.get('heroes', 0)}/{ach.get('joa', 0)}", t("du.achievement"),
                  t("du.achievement_tip", h=ach.get("heroes", 0), j=ach.get("joa", 0))),
                 ("noise", str(c["noise"]), t("du.noise"), t("du.noise_tip"))]
        cw = (r.width - 20) // 3
        for i, (icon, val, label, tip) in enumerate(items):
            box = pygame.Rect(x + i * cw, y, cw - 6, 36)
            pygame.draw.rect(surf, theme.PANEL_LIGHT, box, border_radius=6)
            surf.blit(a.fit(f"{ART}/tokens/{icon}.png", (28, 28)), (box.left + 4, box.top + 4))
            draw_text(surf, a, val, (box.left + 36, box.top + 1), theme.SIZE_LABEL, theme.TEXT, "bold",
                      max_width=box.width - 40)
            draw_text(surf, a, label, (box.left + 36, box.top + 22), 12, theme.TEXT_DIM, max_width=box.width - 40)
            self.info_rects.append((box, f"{label}: {val}\n{tip}"))
        y += 42
        dw = (r.width - 20 - 40) // len(DECKS)
        for i, name in enumerate(DECKS):
            d = v["decks"].get(name, {"draw": 0, "discard": []})
            box = pygame.Rect(x + i * dw, y, dw - 4, 24)
            surf.blit(a.fit(f"{ART}/tokens/deck.png", (20, 22)), (box.left, box.top + 1))
            label = t(f"du.deck.{name}")
            draw_text(surf, a, t("du.deck", name=label, n=d["draw"]), (box.left + 22, box.centery), 13, theme.TEXT,
                      anchor="midleft", max_width=box.width - 24)
            self.info_rects.append((box, t("du.deck_tip", name=label, n=d["draw"], d=len(d["discard"]))))
        die = pygame.Rect(r.right - 40, y - 4, 30, 30)
        face = self.last_scenario_face or "blank"
        surf.blit(a.fit(f"{ART}/dice/scenario_{face}.png", die.size), die)
        self.info_rects.append((die, t("du.die") + "\n" + t("du.die_tip")))
        y += 30
        mission = t("du.mission_done" if v["mission"] else "du.mission_todo")
        text = mission
        box = pygame.Rect(x + 22, y, r.right - x - 30, r.bottom - y - 4)
        in_play = ""
        if v["in_play"]:
            from game.games.dungeon_universalis.describe import card_name
            names = [card_name("power", cid, self.ctx.lang) for cid in v["in_play"]]
            # one card played twice reads "Battle fury ×2"
            in_play = t("du.in_play", cards=", ".join(n if names.count(n) == 1 else f"{n} ×{names.count(n)}"
                                                      for n in dict.fromkeys(names)))
            whole = text + " " + in_play
            size = paragraph_size(a, whole, box, 13, line_gap=1)
            fits = paragraph_height(a, whole, box.width, size, line_gap=1) <= box.height + 2
            # when the list does not fit, the panel counts the cards and the tooltip names them
            text = whole if fits else text + " " + t("du.in_play_n", n=len(names))
        surf.blit(a.fit(f"{ART}/tokens/mission.png", (18, 18)), (x, y + 1))
        draw_paragraph(surf, a, text, box, 13, theme.GOLD if v["mission"] else theme.TEXT, line_gap=1)
        tip = t("du.mission") + ": " + mission + (("\n" + in_play) if in_play else "")
        self.info_rects.append((box.union(pygame.Rect(x, y, 18, 18)), tip))
        dk = v.get("darkness")
        if dk:                            # the darkness card in play: a token by the turn, its rule on hover
            icon = pygame.Rect(r.right - 36, r.top + 6, 28, 28)
            name = "darkness" if dk["level"] == "total" else "dim_light"
            pygame.draw.rect(surf, theme.PANEL_LIGHT, icon.inflate(4, 4), border_radius=6)
            pygame.draw.rect(surf, theme.RED, icon.inflate(4, 4), 1, border_radius=6)
            surf.blit(a.fit(f"{ART}/tokens/{name}.png", icon.size), icon)
            self.info_rects.append((icon, self.darkness_text()))

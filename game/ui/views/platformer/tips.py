"""Hover texts and card texts of the Platformer view: every square, figure,
die, card and token explains itself."""
from __future__ import annotations

import pygame

from game.games.platformer.describe import cell_name
from game.games.platformer.world import board as rules_board
from game.games.platformer.world import ability, bottom_row, max_health

from .model import LEVEL_H, tokens
from .text import effects_text, loot_text, step_text


class TipsMixin:
    # -- tooltips ------------------------------------------------------------------------------------
    def tip_at(self, pos):
        t = self.ctx.t
        L = self.layout
        if self.popup is not None:        # an open menu: its own entries explain themselves
            return None
        for i, r in enumerate(self.die_rects()):
            if i >= len(self.pool()) or not self.turn_on_show():
                break
            d = self.pool()[i]
            minus, plus = self.stepper_rects(r)
            if plus.collidepoint(pos) and self.gem_action(i, 1):
                return t("pf.gem_up", n=d["gems"] + 1), plus
            if minus.collidepoint(pos) and self.gem_action(i, -1):
                return t("pf.gem_down"), minus
            if r.collidepoint(pos):
                lines = [self.die_tip("action", d["face"])]
                if d["src"] == "special":
                    lines.insert(0, t("pf.die.special_src"))
                if d["gems"]:
                    lines.append(t("pf.gems_on_die", n=d["gems"] + 1))
                if d["ready"]:
                    lines.append(t("pf.die.ready"))
                if d["used"]:
                    lines.append(t("pf.die.used"))
                return "\n".join(lines), r
        if self.targets is not None and self.targets.ability is not None and self.ability_rect().collidepoint(pos):
            return t("pf.tip.ability"), self.ability_rect()
        if self.special_rect().collidepoint(pos):
            seat = self.seat_on_show()
            face = self.w.res["players"][seat]["special"]
            return t("pf.special_tip", s=t("sym." + face)), self.special_rect()
        er = self.enemy_die_rect()
        face = self.w.res["turn"].get("enemy_face") if self.turn_on_show() else None
        if face and er.collidepoint(pos):
            return t("pf.enemy_die") + "\n" + self.die_tip("enemy", face), er
        cell = L.cell_at(pos)
        if cell is not None:
            return self.square_tip(cell), L.cell_rect(cell)
        card = self.card_under(pos)
        if card is not None:
            title, body, _ = card
            return f"{title}\n{body}", pygame.Rect(pos, (1, 1))
        for seat, r in self.other_rects().items():
            if r.collidepoint(pos):
                return self.hero_tip(seat), r
        h = self.layout.hero
        portrait = pygame.Rect(h.left + 16, h.top + 16, 92, 92)
        if portrait.collidepoint(pos):
            seat = self.seat_on_show()
            return self.hero_tip(seat) + "\n" + self.star_text(seat), portrait
        purse = pygame.Rect(h.left + 112, h.top + 96, 150, 30)
        if purse.collidepoint(pos):
            p = self.w.res["players"][self.seat_on_show()]
            return t("pf.gold", n=p["gold"]) + " · " + t("pf.gems", n=p["gems"]) + "\n" + t("pf.purse_tip"), purse
        if self.hearts_rect().collidepoint(pos):
            seat = self.seat_on_show()
            p = self.w.res["players"][seat]
            return t("pf.health", n=p["health"], m=max_health(self.w, seat)), self.hearts_rect()
        return None

    def square_tip(self, cell) -> str:
        t = self.ctx.t
        b = rules_board(self.w)
        lines = [t("pf.square", name=cell_name(cell))]
        level = cell[1] // LEVEL_H
        if self.levels[level] == "hidden":
            return lines[0] + "\n" + t("pf.hidden_level", n=level + 1)
        eid = self.figure_at(cell)
        if eid is not None:
            lines.append(self.figure_tip(eid))
        for flag, key in ((b.ladders, "pf.sq.ladder"), (b.traps, "pf.sq.trap"), (b.portals, "pf.sq.portal"),
                          (b.shops, "pf.sq.shop"), (b.one_way, "pf.sq.one_way"), (b.boss_spawns, "pf.sq.boss_spawn"),
                          (b.boss_tokens, "pf.sq.boss_token")):
            if cell in flag:
                seat = self.w.res["turn"]["seat"]
                if key == "pf.sq.trap" and ability(self.w, seat)["kind"] == "trap_immune":     # Nix
                    hero = self.c.heroes[self.w.res["players"][seat]["hero"]]["name"]
                    lines.append(t("pf.sq.trap_immune", hero=self.ctx.i18n.pick(hero)))
                else:
                    lines.append(t(key))
        if cell in b.floor and cell not in b.one_way:
            lines.append(t("pf.sq.floor"))
        elif cell not in b.ladders and cell not in b.one_way and eid is None and cell[1] > bottom_row(self.w):
            lines.append(t("pf.sq.air"))
        for _eid, kind, c in tokens(self.w):
            if c == cell:
                if kind == "gold":
                    lines.append(t("pf.sq.gold"))
                elif kind == "gem":
                    lines.append(t("pf.sq.gem"))
                elif kind in self.c.tokens:
                    tok = self.c.tokens[kind]
                    lines.append(t("pf.token", name=self.ctx.i18n.pick(tok["name"])) + ": "
                                 + effects_text(t, tok["effects"]))
        squares, enemies = self.current_square_targets()
        push = self.w.res["turn"].get("push")
        if cell in squares and squares[cell].kind == "push" and push and push.get("eid") in self.figs:
            lines.append("→ " + t("pf.sq.push", name=self.figure_name(push["eid"])))
        elif cell in squares:
            lines.append("→ " + t("pf.sq.move" if squares[cell].kind == "move" else "pf.sq.target"))
        elif self.selected is None and cell in self.targets.die_squares:
            lines.append("→ " + t("pf.sq.with_die"))
        elif eid is None and self.can_play() and not push and cell not in self.targets.die_squares \
                and cell not in self.targets.shove_more:
            lines.append(t("pf.sq.out_of_reach"))
        # stopping there: the preview of the move and the end of the actions (gravity, traps)
        reach = squares.get(cell) if cell in squares and squares[cell].kind == "move" else \
            (self.targets.die_squares.get(cell) or [None])[0] if self.selected is None else None
        if reach is not None and self.can_play():
            lines += self.step_lines(reach)
            fall = self.stop_line(reach)
            if fall:
                lines += [t("pf.sq.if_stop"), "   " + fall]
        if cell in self.targets.shove_more or cell in self.shove_arrows():
            lines.append("→ " + t("pf.choice.shove_on"))
        if eid is not None and eid in self.targets.attack:
            lines.append("→ " + self.attack_line(eid))
        if eid is not None and eid in enemies:
            lines.append("→ " + t("pf.shove_tip"))
            bonus = ability(self.w, self.w.res["turn"]["seat"])
            if bonus["kind"] == "shove_plus":          # Melosa: each shove goes further
                lines.append("   " + t("pf.shove_plus", n=bonus["amount"]))
        return "\n".join(lines)

    def figure_tip(self, eid) -> str:
        t = self.ctx.t
        f = self.figs.get(eid)
        if f is None:
            return ""
        if f.kind == "hero":
            return self.hero_tip(f.seat)
        if f.kind == "boss":
            boss = self.c.bosses[f.ref]
            return t("pf.boss", name=self.ctx.i18n.pick(boss["name"])) + " — " + \
                t("pf.boss_health", n=self.w.res["boss_health"], d=boss["damage"]) + "\n" + \
                t("pf.boss_rule", n=self.w.res["boss_health"])
        e = self.c.enemies.get(f.ref) or getattr(self.c, "summons", {}).get(f.ref)
        if not e:
            return f.ref
        return t("pf.enemy", name=self.ctx.i18n.pick(e["name"]), health=e["health"], damage=e["damage"]) + \
            "\n" + t("ea." + e["ability"])

    def figure_name(self, eid) -> str:
        f = self.figs.get(eid)
        if f is None:
            return ""
        pick = self.ctx.i18n.pick
        if f.kind == "hero":
            return pick(self.c.heroes[f.ref]["name"]) if f.ref in self.c.heroes else f.ref
        table = self.c.bosses if f.kind == "boss" else self.c.enemies
        return pick(table[f.ref]["name"]) if f.ref in table else f.ref

    def hero_tip(self, seat: int) -> str:
        t = self.ctx.t
        p = self.w.res["players"][seat]
        hero = self.c.heroes[p["hero"]]
        ab = hero["ability"]
        lines = [t("pf.hero_tip", name=self.ctx.i18n.pick(hero["name"]), health=p["health"],
                   max=max_health(self.w, seat)) + f" ({self.seat_player(seat)})",
                 t("ab." + ab["kind"], n=ab["amount"]),
                 t("pf.gold", n=p["gold"]) + " · " + t("pf.gems", n=p["gems"])]
        pick = self.ctx.i18n.pick
        if p["special"] != "blank":
            lines.append(t("pf.special") + ": " + t("sym." + p["special"]))
        held = [pick(self.c.items[i]["name"]) for i, _ in p["items"]] + \
            [pick(self.c.potions[x]["name"]) for x in p["potions"]] + \
            [pick(self.c.artifacts[k]["name"]) for k, a in sorted(self.w.res["artifacts"].items())
             if a["owner"] == seat] + [pick(self.c.tokens[k]["name"]) for k in p["tokens"] if k in self.c.tokens]
        if held:
            lines.append(t("pf.holds", what=", ".join(held)))
        return "\n".join(lines)

    def card_under(self, pos):
        """(title, body, image) of the card under pos, or None."""
        t, pick = self.ctx.t, self.ctx.i18n.pick
        L = self.layout
        level = L.level_at(pos)
        if level is not None:
            return self.level_card(level)
        for (kind, slot), rect in self.shop_rects().items():
            if rect.collidepoint(pos):
                card = self.w.res["shop"][kind][slot]
                if card is None:
                    return None
                return self.shop_card(kind, card)
        for key, rect in self.item_rects().items():
            if rect.collidepoint(pos):
                return self.held_card(key)
        if self.event_rect().collidepoint(pos) and self.w.res["turn"].get("event"):
            ev = self.c.events[self.w.res["turn"]["event"]]
            return (pick(ev["name"]), t("when." + ev["timing"]) + ": " + effects_text(t, ev["effects"]),
                    self.icon("event", self.w.res["turn"]["event"]))
        return None

    def level_card(self, level: int):
        t, pick = self.ctx.t, self.ctx.i18n.pick
        boss_level = level == len(self.levels) - 1
        if boss_level:
            boss = self.c.bosses[self.w.res["boss"]]
            attacks = [f"{pick(a['name'])} ({t('sym.' + a['symbol'])}): {self.attack_steps(a)}"
                       for a in boss["attacks"]]
            lines = [t("pf.boss_health", n=self.w.res["boss_health"], d=boss["damage"]),
                     t("pf.boss_rule", n=self.w.res["boss_health"])] + attacks
            if self.levels[level] == "hidden":          # the card's "?"
                lines.append(t("pf.boss_hidden"))
            body = "\n".join(lines)
            return (t("pf.boss", name=pick(boss["name"])), body, f"bosses/{boss['id']}_0.png")
        if self.levels[level] == "hidden":
            return (t("pf.hidden_level", n=level + 1), t("pf.hidden_card"), None)
        ref = self.w.res["enemy_cards"][level]
        e = self.c.enemies[ref]
        body = "\n".join([t("pf.enemy_card", tier=e["tier"]),
                          t("pf.enemy", name=pick(e["name"]), health=e["health"], damage=e["damage"]),
                          t("ea." + e["ability"]), t("pf.loot", loot=loot_text(t, e["loot"]))])
        return (pick(e["name"]), body, f"enemies/{ref}_0.png")

    def step_line(self, s: dict) -> str:
        s = dict(s)
        if "token" in s and s["token"] in self.c.tokens:
            s["token"] = self.ctx.i18n.pick(self.c.tokens[s["token"]]["name"])
        text = step_text(self.ctx.t, s)
        if "summon" in s:                       # name what comes: "summons 2 (Imp)"
            ref = self.c.bosses[self.w.res["boss"]].get("summon")
            e = self.c.enemies.get(ref) or getattr(self.c, "summons", {}).get(ref)
            if e:
                text += f" ({self.ctx.i18n.pick(e['name'])})"
        return text

    def attack_steps(self, a: dict) -> str:
        return "; ".join(self.step_line(s) for s in a["steps"])

    def shop_price(self, kind: str, card: str) -> int:
        """What the hero to act pays now: the card's cost with discounts and markups applied."""
        from game.games.platformer.actions import shop_price
        table = self.c.items if kind == "items" else self.c.potions
        return shop_price(self.w, self.w.res["turn"]["seat"], table[card]["cost"])

    def shop_card(self, kind: str, card: str):
        t, pick = self.ctx.t, self.ctx.i18n.pick
        table = self.c.items if kind == "items" else self.c.potions
        c = table[card]
        price = self.shop_price(kind, card)
        body = t("pf.cost", n=price) + (" " + t("pf.cost_was", n=c["cost"]) if price != c["cost"] else "")
        body += "\n" + effects_text(t, c["effects"])
        if kind == "items":
            body += "\n" + t("pf.passive" if c["kind"] == "passive" else "pf.item_use_later")
        buy = self.targets.buy if self.targets is not None else {}
        slot = next((s for (k, s) in buy if k == kind and self.w.res["shop"][k][s] == card), None)
        body += "\n→ " + (t("pf.buy_tip", n=price) if slot is not None else t("pf.buy_not_now"))
        return (pick(c["name"]), body, self.icon(kind[:-1], card))

    def held_card(self, key):
        t, pick = self.ctx.t, self.ctx.i18n.pick
        kind, k = key
        p = self.w.res["players"][self.seat_on_show()]
        if kind == "item":
            if k >= len(p["items"]):
                return None
            item, exhausted = p["items"][k]
            c = self.c.items[item]
            extra = t("pf.exhausted") if exhausted else t("pf.passive" if c["kind"] == "passive" else "pf.item_use")
            return (pick(c["name"]), effects_text(t, c["effects"]) + "\n" + extra, self.icon("item", item))
        if kind == "potion":
            if k >= len(p["potions"]):
                return None
            c = self.c.potions[p["potions"][k]]
            return (pick(c["name"]), effects_text(t, c["effects"]) + "\n" + t("pf.item_use"),
                    self.icon("potion", p["potions"][k]))
        if kind == "artifact":
            c = self.c.artifacts[k]
            return (pick(c["name"]), effects_text(t, c["effects"]), self.icon("artifact", k))
        if kind == "token":
            c = self.c.tokens[k]
            return (pick(c["name"]), effects_text(t, c["effects"]), f"tokens/boss_token_{self.w.res['boss']}.png")
        return None

    def icon(self, kind: str, ident: str) -> str:
        # tools/art_card_icons.py draws icon k for the k-th card of the content YAML
        index = {"item": self.item_index, "potion": self.potion_index, "artifact": self.artifact_index,
                 "event": self.event_index}[kind].get(ident, 0)
        return f"cards/{kind}_icon_{index}.png"

    def off_word(self, seat: int) -> str:
        """Knocked out, or simply not in the tower yet (before a hero's first entry)."""
        p = self.w.res["players"][seat]
        return self.ctx.t("pf.ko" if p.get("knockouts") else "pf.off_map")


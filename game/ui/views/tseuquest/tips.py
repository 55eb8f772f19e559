"""Names, labels and hover texts of the TseuQuest view: every square, figure,
door, trap, card, die and button explains itself in the player's language.
Names come from the game's content (es/en), UI words from text."""
from __future__ import annotations

import pygame

from game.engine.preview import preview

from .model import cell_name


class TipsMixin:
    # -- names -----------------------------------------------------------------------------------------------
    def name(self, ref) -> str:
        return self.c.name(ref, self.ctx.lang) if ref else "?"

    def fig_name(self, eid) -> str:
        f = self.figs.get(eid) if eid is not None else None
        if f is None and self.table is not None:
            f = self.table.figs.get(eid)
        if f is not None:
            return self.name(f.ref)
        ref = self.w.res.get("refs", {}).get(str(eid))      # figures that already left the board
        return self.name(ref) if ref else "?"

    def card_name(self, cid) -> str:
        card = self.c.cards.get(cid)
        return self.ctx.i18n.pick(card["name"]) if card else str(cid)

    def element_icon(self, cid) -> str:
        card = self.c.cards.get(cid)
        return f"tseuquest/elements/{card['deck'] if card else 'chaos'}.png"

    def stats(self, f) -> dict:
        try:
            return self.c.adventurers[f.ref] if f.kind == "adventurer" else self.c.monster(f.ref)
        except KeyError:
            return {}

    def kit_bonus(self, f, key) -> int:
        kit = self.table.kits.get(f.eid) if self.table else None
        if not kit:
            return 0
        return sum(self.c.items[i].get(key, 0) for i in kit["items"] if i in self.c.items)

    def max_life(self, f) -> int:
        return self.stats(f).get("life", 0) + self.kit_bonus(f, "life")

    def max_mind(self, f) -> int:
        return self.stats(f).get("mind", 0) + self.kit_bonus(f, "mind")

    def attack_text(self, f) -> str:
        base = self.stats(f).get("attack", 0)
        kit = self.table.kits.get(f.eid) if self.table else None
        if kit:
            best = max([self.c.weapons[w]["attack"] for w in kit["weapons"] if w in self.c.weapons
                        and w not in kit.get("lost", {})] + [0])
            return f"{base + best}"
        return str(base)

    def defence_text(self, f) -> str:
        n = self.stats(f).get("defence", 0) + self.kit_bonus(f, "defence")
        kit = self.table.kits.get(f.eid) if self.table else None
        if kit:
            n += sum(self.c.armour[x]["defence"] for x in kit["armour"] if x in self.c.armour
                     and x not in kit.get("lost", {}))
        return str(n)

    def shot_text(self, f) -> str:
        kit = self.table.kits.get(f.eid) if self.table else None
        if f.kind == "adventurer":
            if not kit:
                return "0"
            return str(max([self.c.weapons[w]["shot"] for w in kit["weapons"] if w in self.c.weapons] + [0]))
        return str(self.stats(f).get("shot", 0))

    def move_text(self, st) -> str:
        if "move_dice" in st:
            return f"{st['move_dice']} dMov"
        return str(st.get("move", 0))

    def side_colour(self, f):
        from ... import theme
        if f.side == "adv":
            return theme.seat_colour(f.seat) if f.kind == "adventurer" else theme.TEAL
        return (230, 90, 100)

    def fig_subtitle(self, f) -> str:
        t = self.ctx.t
        key = "tq." + f.kind
        if f.kind == "adventurer" and self.c.adventurers.get(f.ref, {}).get("grammar") == "fs":
            key += ".f"                     # "Aventurera"
        kind = t(key) if f.kind in ("adventurer", "minion", "antagonist", "elemental") else f.kind
        who = self.seat_player(f.seat) if f.kind == "adventurer" else ""
        return f"{kind} · {who}" if who else kind

    def status_words(self, f) -> list:
        t = self.ctx.t
        out = []
        st = f.status
        for key in ("prone", "pit", "buried", "sleep", "lost_turns", "ap_loss", "wild"):
            if st.get(key):
                out.append(t("tq.st." + ("deep" if key == "pit" and st.get("deep") else key)))
        if not f.placed:
            out.append(t("tq.unplaced"))
        return out

    # -- tooltips --------------------------------------------------------------------------------------------
    def figure_tip(self, eid) -> str:
        t = self.ctx.t
        f = self.figs.get(eid)
        if f is None:
            return ""
        st = self.stats(f)
        lines = [f"{self.fig_name(eid)} — {self.fig_subtitle(f)}",
                 t("tq.fig_life", life=f.life, max=self.max_life(f), mind=f.mind, mmax=self.max_mind(f)),
                 t("tq.fig_stats", a=self.attack_text(f), d=self.defence_text(f), s=self.shot_text(f),
                   m=self.move_text(st))]
        if f.kind == "adventurer":
            hero = self.c.adventurers.get(f.ref)
            if hero:
                lines.append(self.ctx.i18n.pick(hero["text"]))
        lines += self.status_words(f)
        return "\n".join(lines)

    def gear_tip(self, g) -> str:
        t, pick = self.ctx.t, self.ctx.i18n.pick
        try:
            row = self.c.gear(g)
            kind = self.c.gear_kind(g)
        except KeyError:
            return str(g)
        lines = [pick(row["name"])]
        if kind == "weapon":
            bits = []
            if row["attack"]:
                bits.append(f"{t('tq.attack')} +{row['attack']} dCom")
            if row["shot"]:
                bits.append(f"{t('tq.shot')} {row['shot']} dCom")
            lines.append(" · ".join(bits))
        elif kind == "armour":
            lines.append(f"{t('tq.defence')} +{row['defence']} dCom" +
                         (f" · vs. {row['shot_defence']}" if row.get("shot_defence") else ""))
        elif "text" in row:
            lines.append(pick(row["text"]))
        if row.get("cost"):
            lines.append(t("tq.gold_n", n=row["cost"]))
        return "\n".join(lines)

    def card_tip(self, cid) -> str:
        t, pick = self.ctx.t, self.ctx.i18n.pick
        card = self.c.cards.get(cid)
        if card is None:
            return str(cid)
        lines = [f"{pick(card['name'])} · {t('tq.elem.' + card['deck'])}", pick(card["text"]),
                 t("tq.card.cost", n=card["cost"])]
        if card["rounds"] > 0:
            lines.append(t("tq.card.rounds", n=card["rounds"]))
        return "\n".join(lines)

    def lethal_line(self, cid, eid) -> str:
        """A warning line when casting the card spends the caster's last mind: it dies (11.7)."""
        card, f = self.c.cards.get(cid), self.figs.get(eid)
        if card is None or f is None or card["cost"] < f.mind:
            return ""
        return "\n" + self.ctx.t("tq.card.lethal", who=self.fig_name(eid), mind=f.mind)

    def idle_heal_line(self, cid) -> str:
        """A healing spell castable now that would heal nobody (all in reach at full life):
        said before the click, worked out on a copy (healing rolls no dice)."""
        card, acts = self.c.cards.get(cid), self.targets.casts.get(cid) or []
        if card is None or card["effect"]["kind"] != "heal" or not acts:
            return ""

        def work() -> str:
            try:
                idle = not any(ev.kind == "heal" and ev.data.get("amount", 0) > 0
                               for a in acts for ev in preview(self.match.game, self.w, a))
            except Exception:                   # a preview must never break the board
                idle = False
            return "\n" + self.ctx.t("tq.card.heals_nobody") if idle else ""
        return self.kept_till_next_action("idle_heal", cid, work)

    def trap_name(self, tr) -> str:
        return self.name(tr["kind"]) if tr["kind"] else self.ctx.t("tq.trap_unknown")

    def trap_tip(self, tr) -> str:
        t = self.ctx.t
        if tr["kind"] is None:
            return t("tq.trap_unknown")
        key = "tq.trap_hidden" if tr["hidden"] else "tq.trap_shown"
        lines = [t(key, name=self.trap_name(tr))]
        row = self.c.traps.get(tr["kind"], {})
        if not tr["armed"]:
            lines[0] += " " + t("tq.trap_spent")
        elif row.get("complexity"):
            lines.append(t("tq.trap_need", n=row["complexity"]))
        if tr["id"] in self.targets.disarm:
            lines.append(t("tq.click_disarm"))
        return "\n".join(lines)

    def door_tip(self, d) -> str:
        t = self.ctx.t
        if d["kind"] == "secret" and not d["found"]:
            return t("tq.secret_hidden")
        if d["kind"] == "gate":
            text = t("tq.gate_open" if d["open"] else "tq.gate_closed")
        elif d["kind"] == "secret":
            text = t("tq.secret_found") + " · " + t("tq.door_open" if d["open"] else "tq.door_closed")
        else:
            text = t("tq.door_open" if d["open"] else "tq.door_closed")
        if d["id"] in self.targets.doors:
            text += "\n" + t("tq.click_door")
        return text

    def spec_text(self, spec) -> str:
        if not spec:
            return self.ctx.t("tq.chest_empty")
        if "gold" in spec:
            return self.ctx.t("tq.gold_n", n=spec["gold"])
        return self.name(spec.get("item") or spec.get("potion"))

    def square_tip(self, cell) -> str:
        t = self.ctx.t
        tab = self.table
        lines = [t("tq.square", cell=cell_name(cell))]
        if cell in tab.solid or cell not in tab.regions:
            return lines[0] + " · " + t("tq.rock")
        lines[0] += " · " + (t("tq.room") if tab.regions.get(cell) else t("tq.corridor"))
        vis = self.sight()
        if vis is not None and cell not in self.seen and cell not in vis:
            lines.append(t("tq.unseen"))
        f = self.figure_at(cell)
        if f is not None:
            lines.append(self.figure_tip(f.eid))
            tg = self.targets
            if self.cast_card and self.cast_target(cell, f) is not None:
                lines.append(t("tq.click_cast", card=self.card_name(self.cast_card)))
            elif f.eid in tg.hits:
                shot = all(a.kind == "shoot" for a in tg.hits[f.eid])
                lines.append(t("tq.click_shoot" if shot else "tq.click_attack"))
            elif f.eid in tg.activate:
                lines.append(t("tq.click_activate"))
            else:
                lines.append(t("tq.click_focus"))
        s = tab.scenery_at(cell)
        if s is not None:
            text = self.name(s["kind"])
            if s["kind"] == "chest":
                if s.get("opened"):
                    text += " " + t("tq.chest_opened")
                elif "contents" in s:
                    text += " · " + t("tq.chest_contents", what=self.spec_text(s["contents"]))
            if not s["placed"]:
                text += " — " + t("tq.unplaced")
            lines.append(text)
        for tr in tab.traps_at(cell):
            lines.append(self.trap_tip(tr))
        if cell in tab.hidden_treasure:
            lines.append(t("tq.treasure_hidden", what=self.spec_text(tab.hidden_treasure[cell])))
        for z, cells in tab.zones.items():
            if cell in cells:
                lines.append(t("tq.zone_searched" if z in tab.zones_searched else "tq.zone", n=z))
        if cell in tab.exits:
            lines.append(t("tq.exit"))
        if cell in tab.start and tab.round <= 1:
            lines.append(t("tq.start"))
        if cell in tab.wander:
            lines.append(t("tq.wander"))
        if cell in tab.dropped:
            lines.append(t("tq.dropped", what=", ".join(self.name(g) for g in tab.dropped[cell])))
        tg = self.targets
        if cell in tg.moves and not self.cast_card:
            lines.append(t("tq.click_move"))
        if cell in tg.choice_cells:
            pushed = [a.args[0][0] for a in tg.choice_cells[cell]
                      if isinstance(a.args[0], (list, tuple)) and isinstance(a.args[0][0], int)]
            if pushed and pushed[0] in self.figs:          # a push: whom the click moves here
                lines.append(t("tq.click_push", fig=self.fig_name(pushed[0])))
            else:
                lines.append(t("tq.click_choose"))
        if self.cast_card and f is None and self.cast_target(cell, None) is not None:
            lines.append(t("tq.click_cast", card=self.card_name(self.cast_card)))
        for (what, arg), _a in tg.uses.items():
            if what in ("chest", "lever", "take") and tuple(arg) == cell:
                lines.append(t("tq.click_use"))
        return "\n".join(lines)

    def tip_at(self, pos):
        for rect, _what, tip in reversed(self.hot_rects):
            if rect.collidepoint(pos) and tip:
                return tip, rect
        if self.table is None or not self.table.has_board or self.stage_active():
            return None
        L = self.layout
        if not L.board.collidepoint(pos):
            return None
        for d in self.table.doors.values():
            r = L.edge_rect(d["a"], d["b"])
            if r.collidepoint(pos):
                return self.door_tip(d), r
        for tr in self.table.traps:
            if tr["edge"] is not None and L.edge_rect(*tr["edge"]).collidepoint(pos):
                return self.trap_tip(tr), L.edge_rect(*tr["edge"])
        cell = L.cell_at(pos)
        if cell is None:
            return None
        return self.square_tip(cell), L.cell_rect(cell)

    # -- labels of actions and options -----------------------------------------------------------------------
    def action_label(self, a) -> str:
        t = self.ctx.t
        k, args = a.kind, a.args
        if k == "attack":
            return t("tq.act.attack_with", weapon=self.name(args[2])) if args[2] else t("tq.act.attack_bare")
        if k == "shoot":
            return t("tq.act.shoot_with", weapon=self.name(args[2])) if args[2] else t("tq.act.shoot")
        if k == "search":
            return t(f"tq.act.search_{args[1]}")
        if k == "disarm":
            tr = next((x for x in self.table.traps if x["id"] == args[1]), None)
            return t("tq.act.disarm") + (f": {self.trap_name(tr)}" if tr else "")
        if k == "exchange":
            return t("tq.act.exchange_with", name=self.fig_name(args[1]))
        if k == "use":
            what, arg = args[1], args[2]
            if what == "potion":
                return t("tq.act.potion", item=self.name(arg))
            if what == "take":
                items = self.table.dropped.get(tuple(arg), [])
                return t("tq.act.take", item=", ".join(self.name(g) for g in items) or "?")
            return t(f"tq.act.{what}") + f" ({cell_name(tuple(arg))})"
        if k in ("control", "dismiss"):
            return t(f"tq.act.{k}") + f": {self.fig_name(args[1])}"
        if k == "repair":
            return t("tq.act.repair_with", item=self.name(args[1]))
        if k == "activate":
            f = self.figs.get(args[0])
            return t("tq.act.activate_one", name=self.fig_name(args[0])) + (f" ({cell_name(f.cell)})" if f and f.cell
                                                                            else "")
        if k == "cast":
            tgt = args[2]
            where = t("tq.act.cast_self") if tgt == "self" else self.fig_name(tgt) if isinstance(tgt, int) \
                else cell_name(tuple(tgt))
            return f"{self.card_name(args[1])} → {where}"
        if k == "give" and isinstance(args[0], int):
            return t("tq.act.give", item=self.name(args[1]), name=self.fig_name(args[2]))
        if k == "move":
            return t("tq.act.move") + f" ({cell_name(tuple(args[1]))})"
        if k == "open_door":
            return t("tq.act.open_door")
        if k == "roll_move":
            return t("tq.act.stealth" if args[1] == "stealth" else "tq.act.roll")
        if k in ("end_move", "end_activation", "end_phase", "end_adventure", "detect", "exit", "trade_done"):
            return t(f"tq.act.{k}")
        if k in ("buy", "sell", "pack", "unpack", "give", "swap"):
            return f"{self.name(args[0])}: {self.interlude_label(a)}" if k != "buy" else \
                f"{self.name(args[0])}: {t('tq.inter.buy', n=self.c.gear(args[1])['cost'])} {self.name(args[1])}"
        if k == "choose":
            return self.option_label(args[0])[0]
        return str(a)

    def action_icon(self, a) -> str | None:
        k, args = a.kind, a.args
        icon = {"attack": "attack", "shoot": "shoot", "search": None, "disarm": "disarm", "exchange": "exchange",
                "control": "control", "dismiss": "dismiss", "repair": "repair", "activate": "activate",
                "cast": "cast", "exit": "exit", "detect": "detect", "sell": "sell", "pack": "pack", "unpack": "pack",
                "give": "give", "swap": "swap", "buy": "shop", "move": "roll", "open_door": "end_move"}.get(k)
        if k == "search":
            icon = f"search_{args[1]}"
        if k == "use":
            what = args[1]
            if what == "potion":
                return self.gear_path(args[2])
            icon = {"chest": "chest", "lever": "lever", "take": "take"}.get(what, "use")
        if k == "attack" and args[2]:
            return self.gear_path(args[2])
        if k == "shoot" and args[2]:
            return self.gear_path(args[2])
        if k == "activate":
            f = self.figs.get(args[0])
            if f is not None:
                return self.portrait(f.ref)
        if k == "cast":
            return self.element_icon(args[1])
        return f"tseuquest/icons/{icon}.png" if icon else None

    def option_label(self, opt) -> tuple[str, str | None, str]:
        """(label, icon, tooltip) of a pending decision's option."""
        t, pick = self.ctx.t, self.ctx.i18n.pick
        p = self.table.pending if self.table else None
        kind = p["kind"] if p else ""
        if kind == "advantage" and opt in self.c.advantages:
            adv = self.c.advantages[opt]
            return pick(adv["name"]), "tseuquest/dice/dmov_bolt.png", pick(adv["text"])
        if kind.startswith("pick_") and isinstance(opt, str):
            table = self.c.tables.get(kind[5:], {})
            entry = table.get(opt)
            if entry:
                return pick(entry["name"]), f"tseuquest/dice/dmov_{opt}.png", pick(entry["text"])
        if opt in ("roll", "decline", "first", "last", "none"):
            icon = {"roll": "defend", "decline": "decline", "first": "first", "last": "last", "none": "none"}[opt]
            stake = self.defence_stake() if kind == "defend" else ""
            return t(f"tq.opt.{opt}"), f"tseuquest/icons/{icon}.png", t(f"tq.opt_tip.{opt}") + stake
        if kind == "trap_tie" and isinstance(opt, str):
            tr = next((x for x in self.table.traps if x["id"] == opt), None)
            return (self.trap_name(tr) if tr else opt), f"tseuquest/traps/{tr['kind'] if tr else 'unknown'}.png", \
                t("tq.opt_tip.trap_tie")
        if isinstance(opt, (list, tuple)) and len(opt) == 2 and isinstance(opt[0], int) \
                and isinstance(opt[1], (list, tuple)):
            return t("tq.opt.push_to", name=self.fig_name(opt[0]), cell=cell_name(tuple(opt[1]))), \
                "tseuquest/icons/push.png", t("tq.opt_tip.push", name=self.fig_name(opt[0]))
        if isinstance(opt, (list, tuple)) and len(opt) == 2:
            return t("tq.opt.square", cell=cell_name(tuple(opt))), None, t("tq.opt_tip.square")
        return str(opt), None, ""

    def defence_stake(self) -> str:
        """What the blow does undefended, worked out on a copy by declining (no die is rolled
        for that): the hits against the defender's life, and whether it falls."""
        def work() -> str:
            decline = next((a for a in self.targets.choices if a.args and a.args[0] == "decline"), None)
            try:
                events = preview(self.match.game, self.w, decline) if decline is not None else []
            except Exception:                   # a preview must never break the board
                events = []
            hits = next((ev.data for ev in events if ev.kind == "hits"), None)
            f = self.figs.get(hits["target"]) if hits else None
            if f is None:
                return ""
            out = any(ev.kind == "eliminated" and ev.data.get("eid") == f.eid for ev in events)
            return "\n" + self.ctx.t("tq.stake", n=hits["hits"], life=f.life,
                                     out=self.ctx.t("tq.stake_out") if out else "")
        return self.kept_till_next_action("defence_stake", None, work)

    # -- right click: a thing shown large --------------------------------------------------------------------
    def card_under(self, pos):
        for rect, what, tip in reversed(self.hot_rects):
            if rect.collidepoint(pos) and tip:
                image = None
                if isinstance(what, tuple) and what and what[0] in ("card", "show_card"):
                    image = self.element_icon(what[1])
                elif isinstance(what, tuple) and what and what[0] == "gear":
                    image = self.gear_path(what[1])
                title, _, body = tip.partition("\n")
                return title, body, image
        if self.table is None or not self.table.has_board or self.stage_active():
            return None
        cell = self.layout.cell_at(pos)
        if cell is None:
            return None
        f = self.figure_at(cell)
        if f is not None:
            title, _, body = self.figure_tip(f.eid).partition("\n")
            return title, body, self.portrait(f.ref)
        return None

    def show_thing(self, value) -> None:
        kind, ident = value
        if kind == "gear":
            title, _, body = self.gear_tip(ident).partition("\n")
            self.board.show_card(title, body, self.gear_path(ident))
        else:
            title, _, body = self.card_tip(ident).partition("\n")
            self.board.show_card(title, body, self.element_icon(ident))

    def focus_rect(self) -> pygame.Rect:
        return self.layout.sheet

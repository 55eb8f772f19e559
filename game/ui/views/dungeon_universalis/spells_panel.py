"""Magic in the Dungeon Universalis view: the acting caster's spell list (mana, uses left, cost,
odds), aiming a spell (its area and the figures it hits, with the dice and wounds expected, lit
before committing; a warning when friends are caught), the dispel question, and lasting spells
drawn on their figures and squares with the turns they have left."""
from __future__ import annotations

import pygame

from game.games.dungeon_universalis import magic
from game.games.dungeon_universalis.describe_magic import lore_name, spell_name, spell_text
from game.engine.wording import decimal
from game.games.dungeon_universalis.spells import USES, spell

from ... import theme
from ...text import draw_text

ART = "dungeon_universalis"
AIM = (176, 120, 255)          # the violet of magic
MAGIC_EVENTS = ("cast", "dispel", "backlash", "spell_lasts", "spell_ends", "spell_resisted", "mana",
                "dispel_question")
FRIEND = (255, 170, 60)


class SpellsMixin:
    aim = None                 # the spell being aimed: {"spell": sid}

    # -- the list ------------------------------------------------------------------------------------
    def caster_fig(self):
        acting = self.table.view["acting"]
        f = self.w.res["figs"].get(acting) if acting else None
        return f if f and f.get("magic") and self.targets.legal else None

    def spell_rows(self) -> list:
        f = self.caster_fig()
        if f is None:
            return []
        t = self.ctx.t
        m = f["magic"]
        legal = {a.args[1] for a in self.targets.by_kind.get("cast", [])}
        apprentice = m["level"] == "apprentice"
        rows = []
        for sid in m["known"]:
            sp = spell(sid)
            left = magic.uses_left(f, sid)
            pct = round(magic.cast_chance(self.w, f["id"]) * 100)
            label = t("du.spell.row", name=spell_name(sid, self.ctx.lang), cost=sp["cost"], left=left,
                      max=USES[m["level"]], pct=pct)
            tip = spell_text(sid, self.ctx.lang, apprentice)
            if sid in legal:
                value = ("aim", sid)
            else:
                value = None
                tip += "\n" + t(self._why_not(f, sid))
            rows.append((label, value, f"{ART}/icons/spell.png" if value else None, tip))
        for a in self.targets.by_kind.get("end_spell", []):     # its lasting spell may be ended at will
            rec = next((r for r in self.w.res.get("spells", []) if r["uid"] == a.args[1]), None)
            if rec is not None:
                rows.append((t("du.end_spell_turns", name=spell_name(rec["spell"], self.ctx.lang), n=rec["turns"]),
                             a, f"{ART}/icons/dispel.png", t("du.end_spell_tip")))
        return rows

    def _why_not(self, f, sid) -> str:
        sp = spell(sid)
        a = self.w.res["act"]
        if magic.uses_left(f, sid) <= 0:
            return "du.spell.no_uses"
        if not magic.free_hand(self.w, f):
            return "du.spell.no_hand"
        if a and a["action"] <= 0:
            return "du.spell.no_action"
        if sp["cost"] >= 2 and a and a["move"] != "none":
            return "du.spell.moved"
        if f["magic"]["mana"] < sp["cost"]:
            return "du.spell.no_mana"
        return "du.spell.no_target"

    def spell_title(self) -> str:
        f = self.caster_fig()
        m = f["magic"]
        return self.ctx.t("du.spell.title", lore=lore_name(m["lore"], self.ctx.lang), mana=m["mana"],
                          max=m["max_mana"])

    def open_spells(self) -> None:
        rows = self.spell_rows()
        rect = next((b.rect for b in self.bar_buttons if getattr(b, "key", None) == "spells"), self.layout.bar)
        self.open_menu(rect, rows, self.spell_title())

    # -- aiming --------------------------------------------------------------------------------------
    def start_aim(self, sid: str) -> None:
        self.aim = {"spell": sid}
        if spell(sid)["range"] == 0:
            self.commit_spell(None, self.layout.cell_rect(self.pos[self.table.view["acting"]]))

    def aim_actions(self, target) -> list:
        sid = self.aim["spell"] if self.aim else None
        return [a for a in self.targets.by_kind.get("cast", []) if a.args[1] == sid and a.args[2] == target]

    def aim_targets(self) -> set:
        sid = self.aim["spell"] if self.aim else None
        return {a.args[2] for a in self.targets.by_kind.get("cast", [])
                if a.args[1] == sid and magic.is_fig(self.w, a.args[2])}

    def commit_spell(self, target, anchor) -> None:
        """One way to cast and no friend caught: cast now; else a choice (with or without a scroll
        or component) under a warning when friends stand in the area."""
        acts = self.aim_actions(target)
        if not acts:
            return
        sid = self.aim["spell"]
        p = magic.preview(self.w, acts[0].args[0], sid, target)
        friends = p["friends"] if spell(sid)["kind"] == "projectile" else 0
        if len(acts) == 1 and not friends:
            self.aim = None
            self.play(acts[0])
            return
        title = spell_name(sid, self.ctx.lang)
        if friends:
            title = self.ctx.t("du.spell.warn_friend" if friends == 1 else "du.spell.warn_friends", n=friends)
        self.open_menu(anchor, [self.cast_row(a) for a in acts], title)

    def cast_row(self, a):
        t = self.ctx.t
        pct = round(magic.cast_chance(self.w, a.args[0], a.args[3]) * 100)
        if a.args[3]:
            label = t("du.spell.cast_with", item=self.item_name(a.args[3]), pct=pct)
        else:
            label = t("du.spell.cast", pct=pct)
        if a.args[2] is not None and not magic.is_fig(self.w, a.args[2]):
            label = spell_name(a.args[1], self.ctx.lang) + ": " + label
        return (label, a, f"{ART}/icons/spell.png", self.hit_text(a))

    def hit_text(self, a) -> str:
        """Who the spell touches, with the dice and the wounds expected."""
        t = self.ctx.t
        p = magic.preview(self.w, a.args[0], a.args[1], a.args[2])
        lines = []
        for h in p["hits"]:
            who = self.name_of(self.w.res["figs"][h["fig"]]["ref"])
            if h["dice"]:
                lines.append(t("du.spell.hit_dice", who=who, n=h["dice"],
                               wounds=decimal(h["wounds"], self.ctx.lang)))
            else:
                lines.append(t("du.spell.hit", who=who))
            if not h["foe"] and spell(a.args[1])["kind"] == "projectile":
                lines[-1] += " " + t("du.spell.friend")
        return "\n".join(lines) or t("du.spell.nobody")

    def aim_click(self, pos) -> bool:
        """A click while aiming: a target casts (or opens the choice), anything else stops aiming."""
        cell = self.layout.cell_at(pos)
        fid = self.figure_at(cell) if cell else None
        if fid is not None and fid in self.aim_targets():
            self.commit_spell(fid, self.layout.cell_rect(cell))
            return True
        self.aim = None
        return False

    def aim_tip(self, pos):
        cell = self.layout.cell_at(pos)
        fid = self.figure_at(cell) if cell else None
        if fid is None or fid not in self.aim_targets():
            return None
        acts = self.aim_actions(fid)
        return (spell_name(self.aim["spell"], self.ctx.lang) + "\n" + self.hit_text(acts[0]),
                self.layout.cell_rect(cell)) if acts else None

    # -- drawing -------------------------------------------------------------------------------------
    def draw_aim(self, surf) -> None:
        if not self.aim or self.busy():
            return
        L = self.layout
        pulse = 150 + int(80 * abs(((self.ctx.time * 1.6) % 2) - 1))
        for fid in self.aim_targets():
            if fid in self.pos:
                pygame.draw.rect(surf, AIM, L.cell_rect(self.pos[fid]).inflate(4, 4), 3, border_radius=6)
        cell = L.cell_at(self.ctx.mouse)
        hover = self.figure_at(cell) if cell else None
        target = hover if hover in self.aim_targets() else (None if spell(self.aim["spell"])["range"] == 0 else False)
        if target is False:
            return
        acts = self.aim_actions(target)
        if not acts:
            return
        p = magic.preview(self.w, acts[0].args[0], self.aim["spell"], target)
        layer = pygame.Surface(L.board.size, pygame.SRCALPHA)
        for c in p["squares"]:
            r = pygame.Rect(c[0] * L.cell, c[1] * L.cell, L.cell, L.cell).inflate(-2, -2)
            layer.fill((*AIM, 70), r)
            pygame.draw.rect(layer, (*AIM, pulse), r, 2, border_radius=4)
        surf.blit(layer, L.board)
        for h in p["hits"]:
            if h["fig"] in self.pos:
                col = FRIEND if not h["foe"] and spell(self.aim["spell"])["kind"] == "projectile" else AIM
                r = L.cell_rect(self.pos[h["fig"]])
                pygame.draw.rect(surf, col, r.inflate(6, 6), 3, border_radius=7)
                if h["dice"]:
                    badge = pygame.Rect(r.right - 14, r.top - 6, 18, 14)
                    pygame.draw.rect(surf, theme.INK, badge, border_radius=4)
                    draw_text(surf, self.ctx.assets, f"{h['dice']}d", badge.center, 11, col, "bold", anchor="center")

    def draw_lasting(self, surf) -> None:
        """Protection squares framed in violet; a badge with the turns left on every figure a
        lasting spell holds."""
        L, a = self.layout, self.ctx.assets
        spells_ = self.table.view.get("spells", [])
        if not spells_:
            return
        layer = pygame.Surface(L.board.size, pygame.SRCALPHA)
        for rec in spells_:
            for c in rec["squares"]:
                r = pygame.Rect(c[0] * L.cell, c[1] * L.cell, L.cell, L.cell).inflate(-4, -4)
                layer.fill((*AIM, 64), r)
                pygame.draw.rect(layer, (*AIM, 210), r, 2, border_radius=3)
        surf.blit(layer, L.board)
        held = {}
        for rec in spells_:
            for fid in rec["figs"]:
                held[fid] = max(held.get(fid, 0), rec["turns"])
        for fid, turns in held.items():
            if fid not in self.pos:
                continue
            r = L.cell_rect(self.pos[fid])
            badge = pygame.Rect(r.right - 13, r.bottom - 14, 15, 13)
            pygame.draw.rect(surf, theme.INK, badge, border_radius=4)
            pygame.draw.rect(surf, AIM, badge, 1, border_radius=4)
            draw_text(surf, a, str(turns), badge.center, 10, AIM, "bold", anchor="center")

    def animate_magic(self, event) -> None:
        """The spell's name (or its fate) floats in violet over the caster; a moment to read it."""
        from ...render.tween import Wait
        d = event.data
        who = d.get("who")
        if who in self.pos:
            t = self.ctx.t
            k = event.kind
            if k == "cast":
                text = spell_name(d["spell"], self.ctx.lang) if d["ok"] else t("du.spell.failed")
            elif k == "dispel":
                text = t("du.spell.dispelled") if d["ok"] else t("du.spell.failed")
            elif k == "mana":
                text = f"+{d['mana']}"
            else:
                text = None
            if text:
                self.float_text(text, self.layout.cell_center(self.pos[who]), AIM)
        self.anims.add(Wait(self.d(0.4)))

    # -- words ---------------------------------------------------------------------------------------
    def magic_tip_lines(self, fid) -> list:
        t = self.ctx.t
        f = self.w.res["figs"][fid]
        lines = []
        if f.get("magic"):
            m = f["magic"]
            lines.append(t("du.spell.sheet", lore=lore_name(m["lore"], self.ctx.lang), mana=m["mana"],
                           max=m["max_mana"]))
        for rec in self.table.view.get("spells", []):
            if fid in rec["figs"]:
                lines.append(t("du.spell.on_fig", name=spell_name(rec["spell"], self.ctx.lang), n=rec["turns"]))
        return lines

    def dispel_text(self) -> str | None:
        ask = self.w.res.get("ask")
        if not ask or not self.targets.by_kind.get("dispel"):
            return None
        rec = ask["cast"]
        who = self.name_of(self.w.res["figs"][ask["hero"]]["ref"])
        caster = self.name_of(self.w.res["figs"][rec["caster"]]["ref"])
        pct = round(magic.dispel_chance(self.w, ask["hero"], rec["total"]) * 100)
        return self.ctx.t("du.spell.question", who=who, caster=caster, name=spell_name(rec["spell"], self.ctx.lang),
                          total=rec["total"], pct=pct)

    def dispel_pct(self) -> int:
        ask = self.w.res["ask"]
        return round(magic.dispel_chance(self.w, ask["hero"], ask["cast"]["total"]) * 100)

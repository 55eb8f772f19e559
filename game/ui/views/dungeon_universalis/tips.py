"""Hover help for every square, figure, door, chest, trap, counter and sheet line."""
from __future__ import annotations

from game.games.dungeon_universalis.actions import BREAK_AT
from game.games.dungeon_universalis.describe import STATE_NAMES, card_name
from game.games.dungeon_universalis.world import board as rules_board
from game.games.dungeon_universalis.world import engaged_by

from ...camera import offer_zoom_tip
from .panels import SHORT


class TipsMixin:
    def click_line(self, a) -> str:
        """"Click: open the door." — what a click on this spot does, as a sentence."""
        what = self.action_text(a)
        return self.ctx.t("du.tip.click", what=what[:1].lower() + what[1:])

    def tip_at(self, pos):
        self.slide_preview = None            # set again below while the pointer rests on a crate
        for rects in (self.sheet_rects, self.info_rects):
            for r, text in rects:
                if r.collidepoint(pos):
                    return text, r
        L = self.layout
        if offer_zoom_tip(self.ctx, L.camera, self.ctx.t("du.zoom_tip"), pos):
            return None
        if not L.view.collidepoint(pos) or not L.board.collidepoint(pos):
            return None
        t, v = self.ctx.t, self.table.view
        for ident, d in v["doors"].items():
            er = L.edge_rect(tuple(d["a"]), tuple(d["b"])).inflate(4, 4)
            if er.collidepoint(pos):
                state = ""
                for flag in ("broken", "open", "locked", "riddle"):
                    if d.get(flag):
                        state = t(f"du.tip.door_{flag}")
                        break
                else:
                    if not d["explored"]:
                        state = t("du.tip.door_unexplored")
                lines = [t("du.tip.door", state=state)]
                if d.get("hits") and not d["broken"]:
                    lines[0] += t("du.tip.door_hits", hits=d["hits"], need=BREAK_AT)
                lines += [self.click_line(a) for a in self.targets.doors.get(ident, [])]
                return "\n".join(lines), er
        cell = L.cell_at(pos)
        if cell is None:
            return None
        r = L.cell_rect(cell)
        if cell not in self.table.shown:
            return t("du.tip.hidden"), r
        lines = []
        fid = self.figure_at(cell)
        if fid is not None:
            lines += self.figure_tip(fid)
        else:
            lines.append(t(f"du.tip.{self.table.kind.get(cell, 'room')}"))
        key = f"{cell[0]},{cell[1]}"
        lines += self.terrain_tip(cell)
        fu = v["furniture"].get(key)
        if fu:
            extra = (t("du.tip.cover") if fu.get("cover") else "") + (t("du.tip.difficult") if fu.get("difficult")
                                                                       else "") + (t("du.tip.movable") if fu.get("movable") else "")
            lines.append(t("du.tip.furniture", what=self.element_name(fu.get("kind", "")), h=fu.get("height", 0),
                           extra=extra))
        if key in v["arrows"]:
            lines.append(t("du.tip.arrow"))
        if list(cell) in v.get("lights", []):
            lines.append(t("du.tip.light"))
        dk = v.get("darkness")
        if dk and any(cell in {tuple(c) for c in sec["cells"]} for n, sec in v["sections"].items()
                      if int(n) in dk["sections"]):
            lines.append(self.darkness_text())
        if cell in {tuple(c) for c in rules_board(self.w).exits}:
            lines.append(t("du.tip.exit"))
        for ch in v["chests"]:
            if tuple(ch["cell"]) == cell:
                st = t("du.tip.chest_open") if ch["opened"] or ch["broken"] else (
                    t("du.tip.chest_locked") if ch.get("locked") else "")
                lines.append(t("du.tip.chest", state=st))
                if ch.get("hits") and not ch["broken"] and not ch["opened"]:
                    lines[-1] += t("du.tip.door_hits", hits=ch["hits"], need=BREAK_AT)
        for tr in v["traps"]:
            if tuple(tr.get("cell") or tr.get("chest") or (-1, -1)) == cell:
                lines.append(t("du.tip.trap", name=card_name("obstacle", tr["card"], self.ctx.lang)))
        if fid is None and self.in_zoi(cell):
            lines.append(t("du.tip.zoi"))
        for rec in v.get("spells", []):
            if list(cell) in rec["squares"]:
                from game.games.dungeon_universalis.describe_magic import spell_name
                lines.append(t("du.spell.on_fig", name=spell_name(rec["spell"], self.ctx.lang), n=rec["turns"]))
        tg = self.targets
        if fid in tg.hits:
            a = tg.hits[fid][0]
            lines.append(t("du.tip.attack" if a.kind == "attack" else "du.tip.shoot", odds=self.odds_text(a)))
        elif cell in tg.chests:
            lines += [self.click_line(a) for a in tg.chests[cell]]
        elif cell in tg.slides:
            lines.append(t("du.tip.slide"))
        elif cell in tg.moves:
            running = self.w.res["act"] and self.w.res["act"].get("running")
            lines.append(t("du.tip.run_move" if running else "du.tip.move"))
        return "\n".join(lines), r

    def in_zoi(self, cell) -> bool:
        for fid, c in self.pos.items():
            f = self.fig_data(fid)
            n = self.span(f)
            if f and f["side"] == "joa" and c[0] - 1 <= cell[0] <= c[0] + n and c[1] - 1 <= cell[1] <= c[1] + n \
                    and not (c[0] <= cell[0] < c[0] + n and c[1] <= cell[1] < c[1] + n):
                return True
        return False

    def figure_tip(self, fid) -> list:
        t = self.ctx.t
        f = self.w.res["figs"][fid]
        head = f"{self.name_of(f['ref'])} — {self.level_of(f)}"
        from game.games.dungeon_universalis.armour import worn_bonus
        st = dict(f["stats"], arm=min(6, f["stats"]["arm"] + worn_bonus(f)))
        short = " · ".join(f"{self.pick(SHORT[k])} {st[k]}" for k in ("cac", "dis", "arm", "mov"))
        lines = [head, t("du.sheet.life", a=max(0, f["life"]), b=f["max_life"]) + " · " + short]
        states = [self.pick(STATE_NAMES[s]) for s, on in f["states"].items() if on and s in STATE_NAMES]
        if states:
            lines.append(t("du.sheet.states") + ": " + ", ".join(states))
        if f["side"] == "hero" and f["cell"] is not None:
            eng = [self.name_of(self.w.res["figs"][e]["ref"]) for e in engaged_by(self.w, fid)]
            if eng:
                lines.append(t("du.tip.engaged", who=", ".join(eng)))
        if f["size"] in ("large", "huge"):
            lines.append(t("du.tip.big"))
        if f.get("flying"):
            lines.append(t("du.tip.flying"))
        lines += self.magic_tip_lines(fid)
        if fid == self.table.view["acting"]:
            lines.append(t("du.tip.acting"))
        lines.append(t("du.tip.facing"))
        return lines

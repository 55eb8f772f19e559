"""Hover help: every cell (terrain, height, marks, the distance and sight from the
acting hero, what a click does), every model (its unit, wounds, conditions, what
a click does, the odds of a shot or a charge), the roster, the sheet's stats and
every button (what the action will cause)."""
from __future__ import annotations

import math

import pygame

from game.engine.wording import lower_first, sentence
from game.games.star_quest.client import attack_odds
from game.games.star_quest.describe import called
from game.games.star_quest.components import Model, Unit
from game.games.star_quest.world import board, content, measure

from ...camera import offer_zoom_tip

from .spells import spell_effect

RANGED = ("shoot",)
MELEE = ("charge",)



class TipsMixin:
    def hover(self) -> None:
        m = self.ctx.mouse
        tips = self.ctx.tips
        self.hover_cell = None
        self.hover_unit = None
        self.hover_button = None
        for b in self.buttons:
            if b.rect.collidepoint(m):
                self.hover_button = getattr(b, "action", None)
                return                          # the button offers its own tooltip
        if offer_zoom_tip(self.ctx, self.layout.camera, self.tr("sq.zoom.tip")):
            return
        key = getattr(self, "sight_key", None)
        if key is not None and key.collidepoint(m):
            tips.offer(self.tr("sq.legend.tip"), key)
            return
        for rect, text, uid in self.roster_hot:
            if rect.collidepoint(m):
                self.hover_unit = uid
                tips.offer(text, rect)
                return
        for rect, text in self.sheet_hot + self.mission_hot:
            if rect.collidepoint(m):
                tips.offer(text, rect)
                return
        if not self.layout.view.collidepoint(m):
            return
        self.hover_cell = self.layout.cell_at(m)
        uid = self.unit_under(m)
        c = self.layout.cell
        if uid is not None:
            self.hover_unit = uid
            tips.offer(self.unit_tip(uid), pygame.Rect(m[0] - c, m[1] - c, 2 * c, 2 * c))
            return
        tips.offer(self.cell_tip(self.hover_cell),
                   pygame.Rect(self.layout.board.left + self.hover_cell[0] * c,
                               self.layout.board.top + self.hover_cell[1] * c, c, c))

    # -- cells ---------------------------------------------------------------------------------------------
    def cell_tip(self, cellpos) -> str:
        w = self.w
        bd = board(w)
        lang = self.ctx.lang
        kind = bd.kind(cellpos)
        terr = content().terrain[kind]
        flags = [self.tr("sq.cell.flag." + f) for f in ("cover", "difficult", "dangerous", "impassable", "blocks_sight")
                 if terr[f]]
        lines = [terr["name"][lang] + (f" ({', '.join(flags)})" if flags else "")]
        h = bd.h(cellpos)
        if h:
            lines.append(self.tr("sq.cell.height", h=self.num(h / (bd.scale or 1))))
        lines += self.mark_lines(cellpos)
        actor = self.actor()
        u = w.try_get(actor, Unit) if actor is not None else None
        if u is not None and u.models and u.side == "hero":
            lead = self.model_cell(u.models[0])
            if lead is not None and lead != cellpos:
                who = called(u.ref, lang)
                if self.move_route(cellpos) is None:    # a move says its one figure in the click line
                    lines.append(sentence(self.tr("sq.cell.distance", d=self.num(self.distance(lead, cellpos)),
                                                  who=who), lang))
                seen = self.cell_sight(lead, cellpos)
                lines.append(sentence(self.tr("sq.cell.sight.no" if seen is None else
                                              ("sq.cell.sight.cover" if seen else "sq.cell.sight.yes"), who=who),
                                      lang))
        act = self.cell_actions.get(cellpos)
        if act is not None:
            lines.append(self.click_line(act, cellpos))
            for code, args in self.board.action_warnings(act):
                text = self.warning_text(code, args)
                if text:
                    lines.append("⚠ " + text)
        else:
            mark = self.mark_action(cellpos)
            if mark is not None:
                lines.append(self.tr("sq.unit.click", what=self.button_text(mark)))
            else:
                lines += self.out_of_reach(cellpos)
        return "\n".join(lines)

    def out_of_reach(self, cellpos) -> list[str]:
        """Why a cell that is not lit cannot be the end of the move being chosen."""
        a = self.w.res.get("act")
        if not self.cell_actions or not a or a.get("stage") not in ("move", "sneak"):
            return []
        from game.games.star_quest.movement import move_allowance, near_others, reach
        w, uid = self.w, a["unit"]
        u = w.get(uid, Unit)
        lead = self.model_cell(u.models[0])
        if lead is None or tuple(cellpos) == tuple(lead):
            return []
        terr = content().terrain[board(w).kind(cellpos)]
        if terr["impassable"]:
            why = self.tr("sq.reach.impassable")
        elif tuple(cellpos) in near_others(w, uid):
            why = self.tr("sq.reach.crowded")
        else:
            budget = a.get("sneak", 3) if a["stage"] == "sneak" else move_allowance(w, uid, a["move"])
            key = ("far", len(self.match.log))
            far = self._cache.get(key)
            if far is None:                     # every cell's walking cost, however far (once per position)
                far = reach(w, uid, lead, 1000.0)
                for k in [k for k in self._cache if isinstance(k, tuple) and k and k[0] == "far"]:
                    del self._cache[k]
                self._cache[key] = far
            cost = far.get(tuple(cellpos))
            if cost is None:
                why = self.tr("sq.reach.no_way")
            else:
                why = self.tr("sq.reach.far", d=self.num(measure(w).inches(cost)), most=self.num(budget))
        return [self.tr("sq.reach.out", why=why)]

    def click_line(self, act, cellpos) -> str:
        if act.kind == "jump":
            from game.games.star_quest.movement import jump_targets
            checks = jump_targets(self.w, self.w.res["act"]["unit"]).get(cellpos, 1)
            return self.tr("sq.cell.click.jump", checks=checks)
        if act.kind in ("scout", "arrive"):
            return self.tr("sq.cell.click." + act.kind)
        route = self.move_route(cellpos)
        if route is not None:                   # the length of the path the model will walk
            actor = self.actor()
            lead = self.model_cell(self.w.get(actor, Unit).models[0]) if actor is not None else None
            line = self.tr("sq.cell.click.move", d=self.num(route[1]))
            if lead is not None and route[1] - self.distance(lead, cellpos) >= 0.1:
                line += " " + self.tr("sq.cell.click.detour", d=self.num(self.distance(lead, cellpos)))
            return line
        actor = self.actor()
        lead = self.model_cell(self.w.get(actor, Unit).models[0]) if actor is not None else None
        d = self.distance(lead, cellpos) if lead is not None else 0
        return self.tr("sq.cell.click.move", d=self.num(d))

    def move_route(self, cellpos):
        """(cells, inches) of the path a move to cellpos will take, or None
        when the cell is not a move; kept per position and cell."""
        act = self.cell_actions.get(cellpos)
        a = self.w.res.get("act")
        if act is None or act.kind != "move" or not a or a.get("stage") not in ("move", "sneak"):
            return None
        key = ("route", len(self.match.log), tuple(cellpos))
        got = self._cache.get(key)
        if got is None:
            from game.games.star_quest.movement import move_allowance, move_path
            uid = a["unit"]
            budget = a.get("sneak", 3) if a["stage"] == "sneak" else move_allowance(self.w, uid, a["move"])
            reach, path = move_path(self.w, uid, tuple(cellpos), budget)
            got = (path, measure(self.w).inches(reach.get(tuple(cellpos), 0.0)))
            for k in [k for k in self._cache if isinstance(k, tuple) and k and k[0] == "route"]:
                del self._cache[k]
            self._cache[key] = got
        return got

    def mark_lines(self, cellpos) -> list[str]:
        w = self.w
        out = []
        for i, o in enumerate(w.res["objectives"]):
            if tuple(o) == tuple(cellpos):
                out.append(self.tr("sq.mark.objective"))
                out.append(self.tr("sq.mark.objective.state",
                                   who=self.tr("sq.control." + self.objective_control()[i])))
        for t in w.res["tokens"]:
            if not t["taken"] and math.dist(t["at"], cellpos) < 1:
                if t["revealed"]:
                    out.append(self.tr("sq.mark.search.open", content=lower_first(content().name(t["content"], self.ctx.lang))))
                else:
                    out.append(self.tr("sq.mark.search"))
        for e in w.res["elements"]:
            if math.dist(e["at"], cellpos) < 1:
                out.append(self.tr("sq.mark.element.done" if e["done"] else "sq.mark.element"))
        bd = board(w)
        if tuple(cellpos) in bd.marks.get("exit", ()):
            out.append(self.tr("sq.mark.exit"))
        for n in (1, 2, 3):
            if tuple(cellpos) in bd.marks.get(f"spawn_{n}", ()):
                out.append(self.tr("sq.mark.spawn", n=n))
        return out

    # -- units ---------------------------------------------------------------------------------------------
    def unit_tip(self, uid: int) -> str:
        w = self.w
        u = w.get(uid, Unit)
        p = content().profile(u.ref)
        lang = self.ctx.lang
        lines = [p["name"][lang] + (f" — {p['role'][lang]}" if "role" in p else "")]
        if u.side == "hero":
            lines.append(self.tr("sq.unit.hero_of", player=self.board.seat_name(u.seat)))
        else:
            lines.append(self.tr("sq.unit.models", n=len(u.models), size=u.size))
        wounds = sum(w.get(m, Model).wounds for m in u.models if w.try_get(m, Model))
        lines.append(self.tr("sq.unit.wounds", w=wounds, t=p["tough"] * max(1, len(u.models))))
        if u.side == "hero":
            lines.append(self.tr("sq.unit.power", p=u.power, max=p["power"]["max"]))
        if u.state == "unconscious":
            lines.append(self.tr("sq.unit.unconscious"))
        if u.stunned:
            lines.append(self.tr("sq.unit.stunned"))
        if u.fatigued:
            lines.append(self.tr("sq.unit.fatigued"))
        for s in u.status:
            lines.append(self.tr("sq.status." + s))
        if u.activated and w.res["phase"] != "setup":
            lines.append(self.tr("sq.unit.activated"))
        actor = self.actor()
        if actor is not None and actor != uid and u.side == "ai":
            seen = self.sight_lines().get(uid)
            if seen is not None:
                lines.append(self.tr("sq.odds.cover") if seen else "")
        act = self.unit_click_action(uid)
        if act is not None:
            lines.append(self.tr("sq.unit.click", what=self.button_text(act)))
            lines += self.odds_lines(act)
        return "\n".join(x for x in lines if x)

    def odds_lines(self, act) -> list[str]:
        if act.kind not in RANGED + MELEE:
            return []
        w = self.w
        a = w.res.get("act")
        if not a:
            return []
        odds = attack_odds(w, a["unit"], act.args[0], act.kind in MELEE)
        lang = self.ctx.lang
        out = [self.tr("sq.odds.title")]
        if not odds["rows"]:
            return out + [self.tr("sq.odds.none")]
        for r in odds["rows"]:
            if r["weapon"] == "impact":
                out.append(self.tr("sq.odds.impact", attacks=r["attacks"], hit=round(r["hit"] * 100),
                                   wound=round(r["wound"] * 100)))
                continue
            out.append(self.tr("sq.odds.row", weapon=content().name(r["weapon"], lang), attacks=r["attacks"],
                               hit=round(r["hit"] * 100), wound=round(r["wound"] * 100)))
            if r["extra"]:
                out.append(self.tr("sq.odds.bonus", n=self.num(round(r["bonus"], 1)),
                                   rules=", ".join(self.tr("sq.rule." + x) for x in r["extra"])))
        out.append(self.tr("sq.odds.expected", n=self.num(round(odds["expected"], 1))))
        if odds["cover"]:
            out.append(self.tr("sq.odds.cover"))
        return out

    # -- buttons --------------------------------------------------------------------------------------------------
    def action_tip(self, act) -> str:
        k, args = act.kind, act.args
        w = self.w
        lang = self.ctx.lang

        def nm(uid):
            u = w.try_get(uid, Unit)
            return called(u.ref, lang) if u else "?"
        kw = {}
        if k == "activate":
            key = "sq.tip.activate_pay" if args[1] else "sq.tip.activate"
            kw["who"] = nm(args[0])
        elif k in ("charge", "shoot", "push", "revive"):
            key = "sq.tip." + k
            kw["target"] = nm(args[0])
        elif k == "skill":
            key, kw["target"] = "sq.tip.skill", nm(args[1])
        elif k == "cast":
            key = "sq.tip.cast"
            kw.update(spell=("«{}»" if lang == "es" else "“{}”").format(content().name(args[0], lang)), target=nm(args[1]),
                      cost=content().spells[args[0]]["cost"], effect=spell_effect(self.tr, args[0]))
        elif k == "ai_activate":
            key = "sq.tip.ai"
        elif self.ctx.i18n.has("sq.tip." + k):
            key = "sq.tip." + k
        else:
            key = "sq.tip.generic"
        lines = [sentence(self.tr(key, **kw), lang)]
        lines += self.odds_lines(act)
        for warning in self.board.action_warnings(act):
            text = self.warning_text(warning[0], warning[1])
            if text:
                lines.append("⚠ " + text)
        return "\n".join(lines)

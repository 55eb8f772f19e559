"""Why a click did nothing: a short message in the tray's hint line, read from
the state (it explains; the legal actions decide)."""
from __future__ import annotations

from game.games.platformer.world import board as rules_board
from game.games.platformer.world import hero_cell

from .model import LEVEL_H


class FeedbackMixin:
    # -- feedback when a click does nothing -------------------------------------------------------
    def flash(self, key: str, **kw) -> None:
        """A short message in the tray's hint line (and the error sound)."""
        self.ctx.audio.play("error")
        self.flash_msg = (self.ctx.t(key, **kw), self.ctx.time + 3.0)

    def explain_die(self, i: int) -> None:
        pool = self.pool()
        if not self.can_play():
            self.flash("pf.why.wait", name=self.seat_as_played(self.w.res["turn"]["seat"]))
        elif i < len(pool) and pool[i]["used"]:
            self.flash("pf.why.die_used")
        elif self.targets.shove_more:
            self.flash("pf.why.finish_shove")
        elif self.targets.push:
            self.flash("pf.why.push_first")
        elif self.targets.store_phase and pool[i]["src"] == "special":
            self.flash("pf.why.store_special")
        else:
            self.flash("pf.why.die_idle")

    def explain_cell(self, cell) -> None:
        w = self.w
        if not self.can_play():
            self.flash("pf.why.wait", name=self.seat_as_played(w.res["turn"]["seat"]))
            return
        if self.levels[cell[1] // LEVEL_H] == "hidden":
            self.flash("pf.why.hidden")
            return
        eid = self.figure_at(cell)
        f = self.figs.get(eid) if eid is not None else None
        if self.targets.push:
            self.flash("pf.why.push_first")
        elif self.targets.shove_more:
            self.flash("pf.why.finish_shove")
        elif f is not None and f.kind in ("enemy", "boss") and self.selected is None:
            ready = any(d["ready"] and not d["used"] for d in self.pool())
            self.flash("pf.why.attack_short" if ready else "pf.why.attack_ready")
        elif self.selected is not None:
            self.flash("pf.why.not_there")
        elif self.targets.store_phase:
            self.flash("pf.why.store_phase")
        elif self.targets.die_squares or self.targets.squares:
            self.flash("pf.why.pick_highlighted")
        else:
            self.flash("pf.why.no_move")

    def explain_shop(self, key) -> None:
        seat = self.w.res["turn"]["seat"]
        if self.w.res["shop"][key[0]][key[1]] is None:
            return
        if not self.can_play():
            self.flash("pf.why.wait", name=self.seat_as_played(seat))
        elif self.targets.store_phase:
            self.flash("pf.why.shop_phase")
        elif hero_cell(self.w, seat) not in rules_board(self.w).shops:
            self.flash("pf.why.shop_square")
        else:
            self.flash("pf.why.shop_gold")

    def explain_item(self, key) -> None:
        kind, k = key
        p = self.w.res["players"][self.seat_on_show()]
        if not self.can_play():
            self.flash("pf.why.wait", name=self.seat_as_played(self.w.res["turn"]["seat"]))
        elif kind == "token":
            self.flash("pf.why.token")
        elif kind == "item" and self.c.items[p["items"][k][0]]["kind"] == "passive":
            self.flash("pf.why.passive")
        elif kind == "artifact" and self.c.artifacts[k]["kind"] == "passive":
            self.flash("pf.why.passive")
        elif self.targets.store_phase:
            self.flash("pf.why.store_phase")
        else:
            self.flash("pf.why.exhausted")

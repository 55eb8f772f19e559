"""The TseuQuest view's event handlers, one per event kind (on_<kind>):
dice into the tray, walks along the path, door swings, discoveries fading
in, traps springing, lunges, arrows and spells, hit flashes and damage
numbers, deaths, loot, round and phase banners, the adventure's book page.
New things are copied from the viewer's private view (fresh()), never from
the raw state, so animating cannot leak what the viewer may not see."""
from __future__ import annotations

import math

from ... import theme
from ...render.tween import PathMove, Shake, ease_out_quad
from .anim import ELEMENT_COL, TUMBLE, _edge, _Ev
from .model import walk_path


class EventsMixin:
    # dice ---------------------------------------------------------------------------------------------------
    def on_roll(self, d) -> None:
        who, slot = d.get("who"), d.get("slot") or "move"
        row = self.tray_rows[-1] if self.tray_rows else None
        if row is None or row["who"] != who or row["slot"] != slot or row["burst"] != self._burst:
            row = {"who": who, "slot": slot, "dice": [], "burst": self._burst}
            self.tray_rows.append(row)
            self.tray_rows = self.tray_rows[-3:]
        age = -0.06 * len(row["dice"]) if self.d(1.0) > 0 else TUMBLE + 1
        row["dice"].append([str(d.get("die")), str(d.get("face")), age])
        if len(row["dice"]) == 1:
            self.sound("dice_rattle")
        self._last_roll = True
        self.wait(0.07)
        if self.next_kind() != "roll":          # the last die of the burst: hold until all have landed,
            self.wait(TUMBLE + 0.35)            # so the log and what they cause come after the dice

    def tray_from_state(self) -> None:
        """A fight waiting on a decision (a loaded save, an undo) shows its dice as rolled: the
        attack and any defence already in the state's combat record (its dice are public)."""
        c = self.w.res.get("combat")
        if not c or not c.get("atk"):
            return
        melee = c.get("type") == "melee"
        self.tray_head = _Ev("attack" if melee else "shoot", {"eid": c["attacker"], "target": c["target"],
                                                              "weapon": c.get("weapon"), "dice": len(c["atk"])})
        self.tray_rows = []
        for who, slot, faces in ((c["attacker"], "attack" if melee else "shot", c["atk"]),
                                 (c["target"], "defence", c.get("def") or []),
                                 (c["target"], "cover", c.get("cover") or [])):
            if faces:
                self.tray_rows.append({"who": who, "slot": slot, "burst": self._burst,
                                       "dice": [["dcom", str(f), TUMBLE + 1] for f in faces]})

    def on_attack(self, d) -> None:
        self.tray_rows = []
        self.tray_head = _Ev("attack", d)    # worded when drawn: the language may change
        a, b = self.fig_point(d["eid"], 0), self.fig_point(d["target"], 0)
        if a and b:
            dist = math.dist(a, b) or 1
            vec = ((b[0] - a[0]) / dist * self.layout.cell * 0.4, (b[1] - a[1]) / dist * self.layout.cell * 0.4)
            self.tween(("lunge", d["eid"]), 0, 1, 0.28, data=vec)
        self.sound("hit")

    def on_shoot(self, d) -> None:
        self.tray_rows = []
        self.tray_head = _Ev("shoot", d)    # worded when drawn: the language may change
        a, b = self.fig_point(d["eid"]), self.fig_point(d["target"], 0.6)
        if a and b and self.d(0.3) > 0:
            pm = PathMove([a, b], self.d(0.3), ease=ease_out_quad)
            self.projectiles.append((pm, (240, 230, 200)))
            self.anims.add(pm)
        self.sound("shoot")

    def on_move_roll(self, d) -> None:
        self.tray_head = _Ev("move_roll", d)    # worded when drawn: the language may change

    def on_fumble(self, d) -> None:
        c = self.c
        try:
            entry = c.tables[d["table"]][d["key"]]
        except KeyError:
            return
        pick = self.ctx.i18n.pick
        from game.games.tseuquest.describe import TABLES
        table = TABLES.get(self.ctx.lang, TABLES["en"]).get(d["table"], "")
        self.sound("error")
        self.float_text(pick(entry["name"]), self.fig_point(d.get("eid"), 1.2), (255, 170, 90))
        self.show_banner(self.ctx.t("tq.fumble_card", table=table.capitalize(), name=pick(entry["name"])),
                         pick(entry["text"]), 1.8, 0.7)

    def on_fumble_pick(self, d) -> None:
        self.on_fumble({**d, "entry": None, "eid": None})

    # moving -------------------------------------------------------------------------------------------------
    def on_move(self, d) -> None:
        eid = d["eid"]
        f = self.figs.get(eid)
        if f is None:
            f = self.adopt_fig(eid)
            if f is None:
                return
        to = tuple(d["to"])
        frm = tuple(d["frm"]) if d.get("frm") is not None else f.cell
        path = walk_path(self.table, frm, to, self.figs) if frm is not None else [to]
        start = self.figure_pos(f)
        points = [start] + [self.layout.cell_foot(c) for c in path[1:]] if start else []
        duration = self.d(min(1.2, 0.12 * max(1, len(path) - 1)))
        if duration <= 0 or len(points) < 2:
            f.cell = to
            return
        self.sound("step")

        def arrive(f=f, to=to):
            f.cell = to
        f.cell = None
        self.anims.add(PathMove(points, duration, ease=lambda x: x, hop=self.layout.cell * 0.12, tag=("walk", eid),
                                on_done=arrive))

    def on_teleport(self, d) -> None:
        f = self.figs.get(d["eid"])
        if f is None:
            return
        self.add_fx("portal", self.fig_point(d["eid"], 0.4))
        f.cell = tuple(d["to"])
        self.sound("portal")
        self.add_fx("portal", self.layout.cell_center(f.cell))
        self.tween(("fig", d["eid"]), 0, 255, 0.35)

    def on_push(self, d) -> None:
        self.sound("push")

    def on_oops(self, d) -> None:
        self.sound("push")

    def on_stumble(self, d) -> None:
        self.sound("fall")
        self.adopt_fig(d["eid"])
        self.anims.add(Shake(self.layout.cell * 0.2, self.d(0.3), tag=("shake", d["eid"])))

    def on_stand_up(self, d) -> None:
        self.adopt_fig(d["eid"])

    def on_fall(self, d) -> None:
        self.sound("fall")
        self.adopt_fig(d["eid"])
        self.add_fx("dust", self.fig_point(d["eid"], 0.2))
        self.wait(0.3)

    def on_buried(self, d) -> None:
        self.adopt_fig(d["eid"])

    def on_unburied(self, d) -> None:
        self.adopt_fig(d["eid"])

    def on_asleep(self, d) -> None:
        self.adopt_fig(d["eid"])
        self.float_text("Zz", self.fig_point(d["eid"], 1.2), (200, 220, 255))

    # doors, discoveries, traps ------------------------------------------------------------------------------
    def on_door_open(self, d) -> None:
        door = self.table.doors.get(d["door"])
        if door is None:
            fresh = self.fresh().doors.get(d["door"])
            if fresh is None:
                return
            door = self.table.doors[d["door"]] = dict(fresh)
        door["open"] = True
        self.sound("door")
        self.tween(("door", d["door"]), 0, 1, 0.35)

    def on_gate(self, d) -> None:
        door = self.table.doors.get(d["door"]) or self.fresh().doors.get(d["door"])
        if door is None:
            return
        door = self.table.doors.setdefault(d["door"], dict(door))
        door["open"] = bool(d.get("open"))
        self.sound("door")
        self.tween(("door", d["door"]), 0 if door["open"] else 1, 1 if door["open"] else 0, 0.35)

    def on_secret_found(self, d) -> None:
        fresh = self.fresh().doors.get(d["door"])
        if fresh is None:
            return
        self.table.doors[d["door"]] = dict(fresh)
        self.table.walls.pop(_edge(fresh), None)
        self._cache.pop("base", None)
        p, q = self.layout.edge_line(fresh["a"], fresh["b"])
        self.add_fx("sparkle", ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2))
        self.sound("reveal")
        self.wait(0.35)

    def on_appear(self, d) -> None:
        eid = d["eid"]
        had = self.figs.get(eid)
        f = self.adopt_fig(eid)
        if f is None:
            return
        if had is None or not had.placed:
            self.add_fx("sparkle", self.fig_point(eid, 0.5))
            self.tween(("fig", eid), 0 if had is None else 120, 255, 0.4,
                       blocking=self.next_kind() not in ("appear", "scenery"))
            self.sound("reveal")

    def on_summon(self, d) -> None:
        f = self.adopt_fig(d["eid"])
        if f is None:
            return
        self.add_fx("portal", self.fig_point(d["eid"], 0.4))
        self.tween(("fig", d["eid"]), 0, 255, 0.45)
        self.sound("portal")

    def on_scenery(self, d) -> None:
        eid = d["eid"]
        fresh = self.fresh().scenery.get(eid)
        if fresh is None:
            return
        had = self.table.scenery.get(eid)
        self.table.scenery[eid] = dict(fresh)
        if had is None or not had["placed"]:
            self.tween(("scen", eid), 0 if had is None else 120, 255, 0.35,
                       blocking=self.next_kind() not in ("appear", "scenery"))

    def _adopt_trap(self, ident):
        for tr in self.fresh().traps:
            if tr["id"] == ident:
                for i, old in enumerate(self.table.traps):
                    if old["id"] == ident or (old["id"] is None and old["cells"] == tr["cells"]
                                              and old["edge"] == tr["edge"]):
                        self.table.traps[i] = dict(tr)
                        return tr
                self.table.traps.append(dict(tr))
                return tr
        return None

    def on_trap(self, d) -> None:
        tr = self._adopt_trap(d.get("trap"))
        self.sound("trap")
        point = self.fig_point(d.get("eid"), 0.5)
        self.add_fx("hit", point)
        if d.get("eid") is not None:
            self.anims.add(Shake(self.layout.cell * 0.22, self.d(0.35), tag=("shake", d["eid"])))
            self.tween(("flash", d["eid"]), 1, 0, 0.3, blocking=False)
        if tr is not None:
            self.tween(("trap", tr["id"]), 0, 255, 0.3)
        self.wait(0.25)

    def on_trap_found(self, d) -> None:
        tr = self._adopt_trap(d.get("trap"))
        if tr is None:
            return
        cell = tr["cells"][0] if tr["cells"] else tr["edge"][0]
        self.add_fx("sparkle", self.layout.cell_center(cell))
        self.tween(("trap", tr["id"]), 0, 255, 0.4)
        self.sound("reveal")

    def on_trap_detected(self, d) -> None:
        fresh = self.fresh()
        self.table.traps = [dict(t) for t in fresh.traps]
        cells = d.get("cells") or ([d["edge"][0]] if d.get("edge") else [])
        for cell in cells:
            self.add_fx("sparkle", self.layout.cell_center(tuple(cell)))
        self.sound("reveal")

    def on_disarm(self, d) -> None:
        fresh = self.fresh()
        self.table.traps = [dict(t) for t in fresh.traps]
        self.sound("click" if d.get("ok") else "error")
        self.float_text("✔" if d.get("ok") else "✘", self.fig_point(d.get("eid"), 1.2),
                        theme.GREEN if d.get("ok") else theme.RED)

    def on_rockfall(self, d) -> None:
        self.shake(8, self.d(0.5))
        self.sound("collapse")
        for cell in d.get("cells", []):
            self.add_fx("dust", self.layout.cell_center(tuple(cell)))
        fresh = self.fresh()
        self.table.scenery = {e: dict(s) for e, s in fresh.scenery.items()}

    def on_dodge(self, d) -> None:
        self.float_text("!", self.fig_point(d.get("eid"), 1.2), theme.HIGHLIGHT)

    # combat -------------------------------------------------------------------------------------------------
    def on_hits(self, d) -> None:
        n = d.get("hits", 0)
        self.float_text(f"×{n}" if n else "—", self.fig_point(d.get("target"), 1.3),
                        theme.HIGHLIGHT if n else theme.TEXT_DIM)

    def on_decline(self, d) -> None:
        self.float_text("—", self.fig_point(d.get("eid"), 1.2), theme.TEXT_DIM)

    def on_wound(self, d) -> None:
        eid = d["eid"]
        f = self.figs.get(eid)
        if f is not None and d.get("life") is not None:
            f.life = d["life"]
        self.sound("hurt")
        self.float_text(f"−{d.get('amount', 1)} ♥", self.fig_point(eid, 1.0), theme.RED)
        self.add_fx("hit", self.fig_point(eid, 0.5))
        self.anims.add(Shake(self.layout.cell * 0.18, self.d(0.35), tag=("shake", eid)))
        self.tween(("flash", eid), 1, 0, 0.3, blocking=False)
        self.wait(0.2)

    def on_drain(self, d) -> None:
        f = self.figs.get(d["eid"])
        if f is not None and d.get("mind") is not None:
            f.mind = d["mind"]
        self.float_text(f"−{d.get('amount', 1)} ✦", self.fig_point(d["eid"], 1.0), (200, 150, 255))

    def on_mind_spent(self, d) -> None:
        f = self.figs.get(d["eid"])
        if f is not None and d.get("mind") is not None:
            f.mind = d["mind"]

    def on_heal(self, d) -> None:
        f = self.figs.get(d["eid"])
        if f is not None and d.get("life") is not None:
            f.life = d["life"]
        self.sound("potion")
        self.float_text(f"+{d.get('amount', 1)} ♥", self.fig_point(d["eid"], 1.0), theme.GREEN)
        self.add_fx("sparkle", self.fig_point(d["eid"], 0.6))

    def on_mind(self, d) -> None:
        f = self.figs.get(d["eid"])
        if f is not None and d.get("mind") is not None:
            f.mind = d["mind"]
        self.float_text(f"+{d.get('amount', 1)} ✦", self.fig_point(d["eid"], 1.0), theme.BLUE)

    def on_eliminated(self, d) -> None:
        eid = d["eid"]
        self.sound("enemy_die" if d.get("side") == "mb" else "hurt")
        self.add_fx("hit", self.fig_point(eid, 0.5))
        self.float_text("☠", self.fig_point(eid, 1.4), theme.TEXT)
        self._remove(eid, 0.55)

    def _remove(self, eid, seconds) -> None:
        def gone(eid=eid):
            self.figs.pop(eid, None)
            if self.table is not None:
                self.table.figs.pop(eid, None)
            self.fading_out.discard(eid)
        if self.d(seconds) <= 0:
            gone()
            return
        self.fading_out.add(eid)
        self.tween(("fig", eid), 255, 0, seconds, on_done=gone)

    def on_exit(self, d) -> None:
        self.sound("portal")
        self.add_fx("sparkle", self.fig_point(d["eid"], 0.5))
        self._remove(d["eid"], 0.45)

    def on_elemental_gone(self, d) -> None:
        self.add_fx("portal", self.fig_point(d["eid"], 0.4))
        self._remove(d["eid"], 0.45)

    def on_counter(self, d) -> None:
        self.float_text("↺", self.fig_point(d.get("eid"), 1.3), theme.HIGHLIGHT)

    def on_redirect(self, d) -> None:
        self.float_text("!", self.fig_point(d.get("target"), 1.3), (255, 170, 90))

    def on_disarmed(self, d) -> None:
        self.float_text(self.c.name(d.get("item"), self.ctx.lang), self.fig_point(d.get("eid"), 1.3), theme.TEXT_DIM)

    # magic --------------------------------------------------------------------------------------------------
    def on_cast(self, d) -> None:
        card = self.c.cards.get(d.get("card"), {})
        col = ELEMENT_COL.get(card.get("deck"), (230, 200, 255))
        a = self.fig_point(d["eid"], 0.7)
        self.add_fx("sparkle", a)
        self.sound("magic")
        tgt = d.get("target")
        b = None
        if isinstance(tgt, int):
            b = self.fig_point(tgt, 0.6)
        elif isinstance(tgt, (list, tuple)) and len(tgt) == 2:
            b = self.layout.cell_center(tuple(tgt))
        name = self.ctx.i18n.pick(card["name"]) if card else ""
        if name:
            self.float_text(name, (a[0], a[1] - self.layout.cell * 0.5) if a else None, col)
        if a and b and self.d(0.35) > 0:
            pm = PathMove([a, b], self.d(0.35), ease=ease_out_quad)
            self.projectiles.append((pm, col))
            self.anims.add(pm)
            self.add_fx("sparkle", b)
        else:
            self.wait(0.3)

    def on_buff(self, d) -> None:
        amt = d.get("amount", 0)
        self.float_text(f"{'+' if amt >= 0 else ''}{amt}", self.fig_point(d.get("eid"), 1.2), theme.TEAL)

    def on_link_lost(self, d) -> None:
        self.adopt_fig(d["eid"])
        self.float_text("⚡", self.fig_point(d["eid"], 1.3), theme.RED)

    def on_control(self, d) -> None:
        self.add_fx("sparkle", self.fig_point(d.get("elemental"), 0.5))

    def on_dismiss(self, d) -> None:
        self.add_fx("portal", self.fig_point(d.get("elemental"), 0.4))

    # things and treasure ------------------------------------------------------------------------------------
    def _loot(self, eid, text, colour, sound="coin") -> None:
        self.sound(sound)
        self.float_text(text, self.fig_point(eid, 1.2), colour)
        self.wait(0.15)

    def on_chest(self, d) -> None:
        fresh = self.fresh()
        self.table.scenery = {e: dict(s) for e, s in fresh.scenery.items()}
        self.add_fx("sparkle", self.layout.cell_center(tuple(d["cell"])))
        self.sound("coin")

    def on_lever(self, d) -> None:
        self.sound("door")
        self.add_fx("sparkle", self.layout.cell_center(tuple(d["cell"])))

    def on_gold(self, d) -> None:
        self._loot(d.get("eid"), f"+{d.get('amount', 0)} ●", theme.GOLD)

    def on_gain(self, d) -> None:
        self._loot(d.get("eid"), self.c.name(d.get("item"), self.ctx.lang), theme.GOLD)

    def on_goal_item(self, d) -> None:
        self._loot(d.get("eid"), "★ " + self.c.name(d.get("item"), self.ctx.lang), theme.HIGHLIGHT, "reveal")

    def on_treasure_found(self, d) -> None:
        self.add_fx("sparkle", self.layout.cell_center(tuple(d["cell"])))
        self._loot(d.get("eid"), "✦", theme.GOLD)

    def on_treasure_card(self, d) -> None:
        self._loot(d.get("eid"), "✉", theme.GOLD, "click")

    def on_drink(self, d) -> None:
        self._loot(d.get("eid"), self.c.name(d.get("potion"), self.ctx.lang), theme.TEAL, "potion")

    def on_give(self, d) -> None:
        self._loot(d.get("eid"), "→ " + self.c.name(d.get("item"), self.ctx.lang), theme.TEXT, "click")

    def on_dropped(self, d) -> None:
        self.table.dropped = dict(self.fresh().dropped)

    def on_search(self, d) -> None:
        self.add_fx("sparkle", self.fig_point(d.get("eid"), 0.6))
        self.sound("click")
        self.wait(0.25)

    def on_search_nothing(self, d) -> None:
        self.float_text("…", self.fig_point(d.get("eid"), 1.2), theme.TEXT_DIM)

    def on_detect(self, d) -> None:
        self.add_fx("sparkle", self.fig_point(d.get("eid"), 0.6))

    # turn structure -----------------------------------------------------------------------------------------
    def on_activate(self, d) -> None:
        self.focus = d["eid"]
        if self.table is not None:
            self.table.act = {"fid": d["eid"], "ap": d.get("ap", 2)}
        self.tray_rows = []
        self.tray_head = None

    def on_end_activation(self, d) -> None:
        if self.table is not None:
            self.table.act = None

    def on_round(self, d) -> None:
        self.show_banner(self.ctx.t("tq.banner.round", n=d.get("number")), "", 1.0, 0.35)

    def on_mb_phase(self, d) -> None:
        self.sound("turn")
        self.show_banner(self.ctx.t("tq.banner.mb"), "", 1.0, 0.35)

    def on_noise(self, d) -> None:
        if self.table is not None:
            self.table.noise = d.get("count", self.table.noise)
        self.float_text(self.ctx.t("tq.noise", n=d.get("count")),
                        (self.layout.board.centerx, self.layout.board.top + 80), (250, 220, 120))

    def on_noise_rule(self, d) -> None:
        self.sound("boss_roar")
        self.shake(5, self.d(0.4))

    def on_intro(self, d) -> None:
        """The adventure is read out (3.7): a book page that waits for a click when a human plays."""
        pick = self.ctx.i18n.pick
        self.snapshot()                     # the board is revealed: draw the adventure from now on
        if any(not s.ai for s in self.match.seats) and self.d(1.0) > 0:
            self.book = d.get("adventure") or True
            self.book_again = False
            self.sound("turn")
        else:
            self.show_banner(pick(d["title"]), pick(d["goal"]), 2.0, 0.8)

    def on_adventure_over(self, d) -> None:
        self.show_banner(self.ctx.t("tq.banner.over_win" if d.get("success") else "tq.banner.over_lose"), "", 2.0,
                         0.8)

    def on_time_up(self, d) -> None:
        self.show_banner(self.ctx.t("tq.banner.time_up"), "", 1.4, 0.5)

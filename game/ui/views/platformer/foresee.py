"""Consequences before commitment (Platformer): what ending the actions or the turn
will do -- gravity's falls with their ghost path and landing square, trap wounds on
the way, knock-outs -- and what an attack will do to its target. Worked out with the
engine's preview() on a copy of the state, stopped before any die is rolled."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine.preview import first_legal, preview
from game.engine.protocol import act
from game.engine.wording import sentence, the

from ... import theme
from ...text import draw_text


@dataclass
class Fall:
    eid: int
    path: list                      # cells from where it stands to where it lands
    traps: list = field(default_factory=list)


@dataclass
class Foresight:
    falls: dict                     # eid -> Fall
    wounds: dict                    # seat -> trap wounds
    knocked: set                    # seats knocked out


def foresee_end(game, state, legal) -> Foresight | None:
    """What the main button (End actions / End turn) will cause, up to the first roll."""
    if act("end_actions") in legal:
        chain = [act("end_actions"), first_legal(game, "finish", False)]
    elif act("finish", False) in legal:
        chain = [act("finish", False)]
    else:
        return None
    return foresight_of(preview(game, state, chain))


def foresee_stop(game, state, action) -> Foresight:
    """What `action` (a move to a square) would cause if the actions then ended there."""
    return foresight_of(preview(game, state, [action, first_legal(game, "end_actions"),
                                              first_legal(game, "finish", False)]))


def foresight_of(events) -> Foresight:
    """The falls, trap wounds and knock-outs among previewed events."""
    falls, wounds, knocked = {}, {}, set()
    for ev in events:
        d = ev.data
        if ev.kind == "fall":
            f = falls.setdefault(d["eid"], Fall(d["eid"], [tuple(d["frm"])]))
            x, y = d["to"]
            y0 = f.path[-1][1]
            f.path += [(x, yy) for yy in range(y0 - 1, y - 1, -1)]
        elif ev.kind == "trap":
            for f in falls.values():
                if tuple(d["cell"]) == f.path[-1]:
                    f.traps.append(tuple(d["cell"]))
        elif ev.kind == "wound" and d.get("source") == "trap":
            wounds[d["seat"]] = wounds.get(d["seat"], 0) + d["amount"]
        elif ev.kind == "knocked_out":
            knocked.add(d["seat"])
    return Foresight(falls, wounds, knocked)


class ForeseeMixin:
    def foresight(self) -> Foresight | None:
        if not self.can_play():
            return None

        def work():
            try:
                return foresee_end(self.match.game, self.w, self.match.legal())
            except Exception:                   # a preview must never break the board
                return None
        return self.kept_till_next_action("foresight", None, work)

    def stop_line(self, action) -> str:
        """What stopping on a square reached by `action` would do to the active hero: its
        fall (with trap wounds, a knock-out) when the actions end there; "" if it stays."""
        def work():
            try:
                fs = foresee_stop(self.match.game, self.w, action)
            except Exception:                   # a preview must never break the board
                fs = None
            fall = self.own_fall(fs) if fs is not None else None
            return self.fall_line(fall, fs) if fall is not None else ""
        return self.kept_till_next_action("stop_line", action, work)

    def step_lines(self, action) -> list[str]:
        """What a step itself does to the active hero on the way: each enemy it provokes
        (walking away from it, pushing it, thorns) attacks, with the hearts that costs, and
        a knock-out. Worked out on a copy, before the click."""
        def work():
            try:
                events = preview(self.match.game, self.w, action)
            except Exception:                   # a preview must never break the board
                events = []
            return self.provoked_lines(events)
        return self.kept_till_next_action("step_lines", action, work)

    def provoked_lines(self, events) -> list[str]:
        t = self.ctx.t
        seat = self.w.res["turn"]["seat"]
        lines, attacker = [], None
        for ev in events:
            d = ev.data
            if ev.kind == "enemy_attack" and d.get("seat") == seat:
                attacker = d.get("enemy")
                lines.append(self.provoke_line(attacker, 0))
            elif ev.kind == "wound" and d.get("seat") == seat and d.get("source") != "trap" and attacker is not None:
                lines[-1] = self.provoke_line(attacker, d["amount"])
            elif ev.kind == "knocked_out" and d.get("seat") == seat:
                lines.append(t("pf.fore.knocked"))
                break
        return lines

    def provoke_line(self, eid, wounds: int) -> str:
        """"The Slime attacks as you go: -1 heart." (Spanish with the name's article)."""
        f, lang = self.figs.get(eid), self.ctx.lang
        name = self.figure_name(eid)
        if f is not None and f.kind != "hero":
            rec = (self.c.bosses if f.kind == "boss" else self.c.enemies).get(f.ref) or \
                getattr(self.c, "summons", {}).get(f.ref) or {}
            if f.kind != "boss" or (rec.get("article") and lang == "es"):
                name = the(name, rec.get("grammar", "ms"), lang)
        return sentence(self.ctx.t("pf.fore.provoke", enemy=name, n=wounds), lang)

    def own_fall(self, fs: Foresight | None = None) -> Fall | None:
        """The active hero's own fall, if ending now (or as `fs` foresees) drops it."""
        fs = fs if fs is not None else self.foresight()
        if fs is None:
            return None
        seat = self.w.res["turn"]["seat"]
        for f in fs.falls.values():
            fig = self.figs.get(f.eid)
            if fig is not None and fig.kind == "hero" and fig.seat == seat:
                return f
        return None

    def end_button_text(self, key: str) -> str:
        fall = self.own_fall() if key in ("pf.end_actions", "pf.finish") else None
        if fall is None:
            return self.ctx.t(key)
        return self.ctx.t(key + "_fall")

    def end_button_tip(self, key: str) -> str:
        tip = self.ctx.t(key.replace("pf.", "pf.tip.", 1))
        fs = self.foresight() if key in ("pf.end_actions", "pf.finish") else None
        if not fs or not fs.falls:
            return tip
        lines = [tip, ""]
        for f in fs.falls.values():
            lines.append(self.fall_line(f, fs))
        return "\n".join(lines)

    def fall_line(self, f: Fall, fs: Foresight) -> str:
        t = self.ctx.t
        fig = self.figs.get(f.eid)
        name = self.figure_name(f.eid) if fig is not None else "?"
        n = len(f.path) - 1
        line = t("pf.fore.fall_1" if n == 1 else "pf.fore.fall_n", who=name, n=n)
        if fig is not None and fig.kind == "hero":
            if fig.seat in fs.knocked:
                line += " " + t("pf.fore.knocked")
            elif fs.wounds.get(fig.seat):
                w = fs.wounds[fig.seat]
                line += " " + t("pf.fore.trap_1" if w == 1 else "pf.fore.trap_n", n=w)
        return line

    def draw_fall_ghosts(self, surf) -> None:
        """Each figure gravity will drop: a dotted path, its ghost on the landing square and
        a red mark on every trap it falls onto. Stronger while the end button is hovered."""
        fs = self.foresight()
        if not fs or not fs.falls or not self.board.idle():
            return
        L = self.layout
        hot = any(b.rect.collidepoint(self.ctx.mouse) for b in self.buttons[:1])
        alpha = 200 if hot else 120
        for f in fs.falls.values():
            fig = self.figs.get(f.eid)
            if fig is None or not all(L.visible(c) for c in (f.path[0], f.path[-1])):
                continue
            pts = [L.cell_rect(c).center for c in f.path]
            for i in range(len(pts) - 1):             # dotted line, cell to cell
                (x0, y0), (x1, y1) = pts[i], pts[i + 1]
                for k in range(0, 10, 2):
                    a = (x0 + (x1 - x0) * k / 10, y0 + (y1 - y0) * k / 10)
                    pygame.draw.circle(surf, theme.INK, (int(a[0]) + 1, int(a[1]) + 1), 3)
                    pygame.draw.circle(surf, theme.HIGHLIGHT, (int(a[0]), int(a[1])), 3)
            h = int(L.cell * (1.7 if fig.kind == "boss" else 1.15))
            key = ("fall_ghost", fig.kind, fig.ref, h, alpha)
            ghost = self._cache.get(key)
            if ghost is None:
                ghost = self.sprite(fig.kind, fig.ref, h)[0].copy()
                ghost.set_alpha(alpha)
                self._cache[key] = ghost
            land = L.cell_rect(f.path[-1])
            pygame.draw.rect(surf, theme.HIGHLIGHT, land.inflate(-2, -2), 2, border_radius=4)
            surf.blit(ghost, ghost.get_rect(midbottom=L.cell_foot(f.path[-1])))
            for cell in f.traps:
                r = L.cell_rect(cell)
                badge = pygame.Rect(0, 0, max(20, L.cell * 2 // 3), max(16, L.cell // 2))
                badge.midtop = (r.centerx, r.top + 1)
                pygame.draw.rect(surf, theme.RED, badge, border_radius=6)
                pygame.draw.rect(surf, theme.INK, badge, 1, border_radius=6)
                draw_text(surf, self.ctx.assets, "−1", badge.center, theme.SIZE_SMALL, theme.TEXT, "bold",
                          anchor="center")

    def attack_forecast(self, eid) -> tuple[int, int, bool] | None:
        """(wounds the ready attack deals, the target's health, whether it falls), before the click."""
        action = self.targets.attack.get(eid) if self.targets is not None else None
        f = self.figs.get(eid)
        if action is None or f is None:
            return None

        def work():
            try:
                events = preview(self.match.game, self.w, action)
            except Exception:                   # a preview must never break the board
                events = []
            wounds = sum(ev.data.get("wounds", 0) for ev in events if ev.kind == "attack")
            if f.kind == "boss":
                health = self.w.res["boss_health"]
            else:
                e = self.c.enemies.get(f.ref) or getattr(self.c, "summons", {}).get(f.ref) or {}
                health = e.get("health", 0)
            return (wounds, health, any(ev.kind == "defeat" for ev in events)) if events else None
        return self.kept_till_next_action("attack_forecast", action, work)

    def attack_line(self, eid) -> str:
        fc = self.attack_forecast(eid)
        if fc is None:
            return self.ctx.t("pf.attack_tip")
        wounds, health, falls = fc
        return self.ctx.t("pf.fore.attack_kill" if falls else "pf.fore.attack", n=wounds, health=health)

    def draw_attack_forecasts(self, surf) -> None:
        """Over each enemy a ready attack can reach: its wounds against the enemy's health."""
        if self.targets is None or not self.targets.attack or not self.board.idle():
            return
        L, a = self.layout, self.ctx.assets
        for eid in self.targets.attack:
            f, fc = self.figs.get(eid), self.attack_forecast(eid)
            if f is None or f.cell is None or fc is None or not L.visible(f.cell):
                continue
            wounds, health, falls = fc
            r = L.cell_rect(f.cell)
            icon = max(12, L.cell // 3)
            sw, hw = a.fit("symbols/sword.png", (icon, icon)), a.fit("symbols/heart.png", (icon, icon))
            t1 = a.text(str(wounds), theme.SIZE_SMALL, theme.TEXT, "bold")
            t2 = a.text(str(health), theme.SIZE_SMALL, theme.TEXT, "bold")
            w = icon * 2 + t1.get_width() + t2.get_width() + 16
            badge = pygame.Rect(0, 0, w, max(icon, t1.get_height()) + 4)
            badge.midbottom = (r.centerx, r.top - 2)
            pygame.draw.rect(surf, theme.INK, badge, border_radius=6)
            pygame.draw.rect(surf, theme.GREEN if falls else theme.RED, badge, 2, border_radius=6)
            x = badge.left + 4
            for img in (sw, t1, hw, t2):
                surf.blit(img, img.get_rect(midleft=(x, badge.centery)))
                x += img.get_width() + 2 + (2 if img in (t1,) else 0)

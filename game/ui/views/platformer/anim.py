"""How the Platformer view animates the events match.play() returned: walks,
falls with gravity, pushes, level reveal and collapse, enemy attacks, wounds,
loot, boss cards -- each with its sound. Durations follow the animation-speed
setting (0 when instant, or for the AI with "skip AI animations")."""
from __future__ import annotations

import pygame

from ... import theme
from ...render.cards import render_card
from ...render.effects import BoardEffects
from ...render.tween import Fade, Fall, PathMove, Shake, Tween, Wait, ease_in_quad, ease_out_quad
from .model import LEVEL_H, Shown
from .text import effects_text


class AnimMixin(BoardEffects):
    def init_anims(self) -> None:
        self.fading_out: set = set()
        self.reset_effects()
        self.level_anims: dict = {}         # level -> ("flip" | "drop", Tween)
        self.card_anim = None               # (title, body, Tween)
        self._ai = False
        self.display_turn = None
        self.used_flash = None             # (("die", i[, j]) | ("shop", kind, slot), until ctx.time)

    def clear_motion(self) -> None:
        self.display_turn = (self.w.res["turn"]["seat"], self.w.res["turn"]["number"])
        self.fading_out = set()
        self.reset_effects()
        self.level_anims = {}
        self.card_anim = None

    # -- reading the animations while drawing --------------------------------------------
    def figure_pos(self, eid, f):
        move = self.anims.find(eid, PathMove) or self.anims.find(eid, Fall)
        if move is not None:
            return move.pos
        if f.cell is None or not self.layout.visible(f.cell):
            return None
        return self.layout.cell_foot(f.cell)

    def figure_offset(self, eid) -> tuple[int, int]:
        s = self.anims.find(eid, Shake)
        return s.offset if s is not None else (0, 0)

    def figure_alpha(self, eid) -> int:
        f = self.anims.find(eid, Fade)
        if f is not None:
            return f.alpha
        return 0 if eid in self.fading_out else 255

    def level_offset(self, level: int) -> int:
        anim = self.level_anims.get(level)
        if anim and anim[0] == "drop":
            return int(anim[1].value * self.layout.cell * 3)
        return 0

    def level_alpha(self, level: int) -> int:
        anim = self.level_anims.get(level)
        if anim and anim[0] == "drop":
            return int(255 * (1 - anim[1].value))
        return 255

    def level_flip(self, level: int):
        anim = self.level_anims.get(level)
        if anim and anim[0] == "flip" and not anim[1].done:
            v = anim[1].value
            return (abs(1 - 2 * v) or 0.02, v < 0.5)
        return None

    # -- per frame -------------------------------------------------------------------------
    def update_anims(self, dt: float) -> None:
        self.update_effects(dt)
        self.level_anims = {k: v for k, v in self.level_anims.items() if not v[1].done}
        if self.card_anim is not None and self.card_anim[2].done:
            self.card_anim = None

    def draw_fx(self, surf) -> None:
        self.draw_bursts(surf)
        self.draw_floats(surf)
        if self.card_anim is not None:
            self.draw_flying_card(surf)

    def draw_flying_card(self, surf) -> None:
        """A boss attack or event card: grows out of its place, stays to be read, fades."""
        card, start, tween = self.card_anim
        k = tween.value
        grow = min(1.0, k / 0.2)
        grow = 1 - (1 - grow) ** 2
        end = card.get_rect()
        end.center = self.layout.tower.center
        end.clamp_ip(self.rect.inflate(-8, -8))
        r = pygame.Rect(0, 0, max(8, int(start.width + (end.width - start.width) * grow)),
                        max(8, int(start.height + (end.height - start.height) * grow)))
        r.center = (int(start.centerx + (end.centerx - start.centerx) * grow),
                    int(start.centery + (end.centery - start.centery) * grow))
        img = card if r.size == card.get_size() else pygame.transform.smoothscale(card, r.size)
        alpha = 255 if k < 0.88 else int(255 * (1 - (k - 0.88) / 0.12))
        shadow = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, min(120, alpha // 2)), shadow.get_rect(), border_radius=14)
        surf.blit(shadow, r.move(6, 8))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surf.blit(img, r)

    # -- helpers ---------------------------------------------------------------------------------
    def d(self, seconds: float) -> float:
        return self.ctx.anim(seconds, ai=self._ai)

    def sound(self, name: str) -> None:
        if self.d(1.0) > 0 or not self._ai:
            self.ctx.audio.play(name)

    def hero_eid(self, seat):
        try:
            return self.w.res["players"][seat]["eid"]
        except (IndexError, KeyError, TypeError):
            return None

    def eid_point(self, eid, lift: float = 0.9):
        f = self.figs.get(eid)
        if f is None:
            return None
        pos = self.figure_pos(eid, f)
        if pos is None:
            return None
        return (pos[0], pos[1] - self.layout.cell * lift)

    def cell_point(self, cell):
        if cell is None or not self.layout.visible(tuple(cell)):
            return None
        return self.layout.cell_center(tuple(cell))

    def wait(self, seconds: float) -> None:
        self.anims.add(Wait(self.d(seconds)))

    def move_to(self, eid, frm, to, seconds: float, hop: float = 0.0) -> None:
        f = self.figs.get(eid)
        if f is None:
            return
        to = tuple(to)
        start = self.figure_pos(eid, f) or (self.layout.cell_foot(tuple(frm)) if frm is not None else None)
        end = self.layout.cell_foot(to) if self.layout.visible(to) else None
        duration = self.d(seconds)
        if start is None or end is None or duration == 0:
            f.cell = to
            return

        def arrive(f=f, to=to):
            f.cell = to
        f.cell = None                      # drawn by the tween until it arrives
        self.anims.add(PathMove([start, end], duration, ease=ease_out_quad if not hop else ease_in_quad, hop=hop,
                                tag=eid, on_done=arrive))

    def next_kind(self):
        q = getattr(self.board, "queue", None)
        return q[0][0].kind if q else None

    # -- the events ------------------------------------------------------------------------------------
    def animate(self, event, seat, ai: bool) -> None:
        self._ai = bool(ai)
        handler = getattr(self, "on_" + event.kind, None)
        if handler is not None:
            handler(event.data)

    def acted(self, action, seat, ai: bool) -> None:
        """An AI's choice: light up the die (or shop card) it used for a moment."""
        self.used_flash = None
        if not ai or self.d(1.0) == 0:
            return
        until = self.ctx.time + self.d(0.7)
        if action.kind == "buy":
            self.used_flash = (("shop", action.args[0], action.args[1]), until)
        elif action.args and isinstance(action.args[0], int) and action.args[0] >= 0 and action.kind in (
                "respawn", "move", "portal", "shove", "coin", "star", "ready", "store", "gem", "forge"):
            self.used_flash = (("die",) + tuple(a for a in action.args[:2 if action.kind == "forge" else 1]), until)

    def on_turn(self, d) -> None:
        self.display_turn = (d.get("seat", self.w.res["turn"]["seat"]), d.get("number", self.w.res["turn"]["number"]))
        self.sound("turn")
        self.wait(0.15)

    def on_move(self, d) -> None:
        frm, to = d.get("frm"), d.get("to")
        how = d.get("how", "step")
        if how == "portal":
            self.on_portal(d)
            f = self.figs.get(d["eid"])
            if f is not None:
                f.cell = tuple(to)
            return
        vertical = frm is not None and to is not None and frm[0] == to[0]
        self.sound("jump" if vertical and to[1] > frm[1] else "step")
        self.move_to(d["eid"], frm, to, 0.2, hop=0 if vertical else self.layout.cell * 0.25)

    def on_portal(self, d) -> None:
        self.sound("portal")
        self.add_fx("portal", self.cell_point(d.get("frm")))
        self.add_fx("portal", self.cell_point(d.get("to")))
        self.wait(0.3)

    def on_fall(self, d) -> None:
        f = self.figs.get(d["eid"])
        if f is None:
            return
        frm, to = tuple(d["frm"]), tuple(d["to"])
        start = self.figure_pos(d["eid"], f) or self.layout.cell_foot(frm)
        end = self.layout.cell_foot(to)
        speed = self.d(1.0)
        if speed == 0 or not self.layout.visible(to):
            f.cell = to
            return
        self.sound("fall")

        def land(f=f, to=to, end=end):
            f.cell = to
            self.ctx.audio.play("land")
            self.add_fx("dust", (end[0], end[1] - 6))
        f.cell = None
        self.anims.add(Fall(start, end, g=self.layout.cell * 55, speed=speed, tag=d["eid"], on_done=land))

    def on_push_start(self, d) -> None:
        self.sound("push")

    def on_pushed(self, d) -> None:
        f = self.figs.get(d["eid"])
        self.move_to(d["eid"], f.cell if f else None, d["to"], 0.16)

    def on_shove(self, d) -> None:
        self.sound("push")
        self.move_to(d["eid"], d.get("frm"), d["to"], 0.18)

    def on_enemy_move(self, d) -> None:
        # every enemy moves at once on the enemy die: only the last one blocks
        f = self.figs.get(d["eid"])
        if f is None:
            return
        to = tuple(d["to"])
        start = self.figure_pos(d["eid"], f)
        end = self.layout.cell_foot(to) if self.layout.visible(to) else None
        duration = self.d(0.28)
        if start is None or end is None or duration == 0:
            f.cell = to
            return

        def arrive(f=f, to=to):
            f.cell = to
        f.cell = None
        self.anims.add(PathMove([start, end], duration, hop=self.layout.cell * 0.15, tag=d["eid"], on_done=arrive),
                       blocking=self.next_kind() != "enemy_move")
        self.sound("step")

    def on_boss_teleport(self, d) -> None:
        eid = d["eid"]
        self.sound("portal")
        self.add_fx("portal", self.cell_point(d.get("frm")))
        f = self.figs.get(eid)
        if f is not None:
            f.cell = tuple(d["to"])
        self.add_fx("portal", self.cell_point(d.get("to")))
        self.anims.add(Fade(0, 255, self.d(0.4), tag=eid))

    def on_enemy_attack(self, d) -> None:
        self.sound("hit")
        self.anims.add(Shake(self.layout.cell * 0.2, self.d(0.3), tag=d.get("enemy")))
        self.add_fx("hit", self.eid_point(self.hero_eid(d.get("seat")), 0.6))

    def on_wound(self, d) -> None:
        eid = self.hero_eid(d.get("seat"))
        self.sound("hurt")
        self.float_text(f"−{d.get('amount', 1)} ♥", self.eid_point(eid), theme.RED)
        self.anims.add(Shake(self.layout.cell * 0.15, self.d(0.35), tag=eid))

    def on_boss_hit(self, d) -> None:
        self.shake(6, self.d(0.4))
        self.sound("hit")

    def on_trap(self, d) -> None:
        self.sound("trap")
        self.add_fx("hit", self.cell_point(d.get("cell")))
        self.wait(0.2)

    def on_knocked_out(self, d) -> None:
        eid = self.hero_eid(d.get("seat"))
        f = self.figs.get(eid)
        self.sound("hurt")
        if f is None:
            return

        def gone(f=f):
            f.cell = None
        self.anims.add(Fade(255, 0, self.d(0.5), tag=eid, on_done=gone))
        if self.d(0.5) > 0:
            self.fading_out.add(eid)

    def on_respawn(self, d) -> None:
        eid = self.hero_eid(d.get("seat"))
        f = self.figs.get(eid)
        self.fading_out.discard(eid)
        if f is None:
            return
        f.cell = tuple(d["cell"])
        self.sound("land")
        self.add_fx("sparkle", self.cell_point(f.cell))
        self.anims.add(Fade(0, 255, self.d(0.35), tag=eid))

    def on_attack(self, d) -> None:
        self.sound("hit")
        point = self.eid_point(d.get("target"), 0.5)
        self.add_fx("hit", point)
        self.float_text(f"−{d.get('wounds', 0)}", point, theme.HIGHLIGHT)
        self.anims.add(Shake(self.layout.cell * 0.2, self.d(0.3), tag=d.get("target")))

    def on_defeat(self, d) -> None:
        eid = d.get("enemy")
        self.sound("enemy_die")
        self.add_fx("hit", self.cell_point(d.get("cell")))

        def gone(eid=eid):
            self.figs.pop(eid, None)
            self.fading_out.discard(eid)
        if self.d(0.45) > 0:
            self.fading_out.add(eid)
            self.anims.add(Fade(255, 0, self.d(0.45), tag=eid, on_done=gone))
        else:
            gone()

    def _loot(self, d, sound: str, colour, word: str) -> None:
        amount = d.get("amount", 0)
        point = self.cell_point(d.get("cell")) or self.eid_point(self.hero_eid(d.get("seat")))
        if amount > 0:
            self.sound(sound)
        self.float_text(f"{'+' if amount > 0 else '−'}{abs(amount)} {word}", point,
                        colour if amount > 0 else theme.TEXT_DIM)
        self.wait(0.12)

    def on_gold(self, d) -> None:
        self._loot(d, "coin", theme.GOLD, "●")

    def on_gems(self, d) -> None:
        self._loot(d, "gem", theme.TEAL, "◆")

    def on_heal(self, d) -> None:
        self.float_text(f"+{d.get('amount', 1)} ♥", self.eid_point(self.hero_eid(d.get("seat"))), theme.GREEN)
        self.wait(0.15)

    def on_reveal(self, d) -> None:
        level = d["level"]
        self.sound("reveal")
        duration = self.d(0.7)
        if duration == 0:
            self.levels[level] = "revealed"
            return

        def shown(level=level):
            self.levels[level] = "revealed"
        tween = Tween(0, 1, duration, on_done=shown)
        self.level_anims[level] = ("flip", tween)
        self.anims.add(tween)

    def on_remove_level(self, d) -> None:
        level = d["level"]
        self.sound("collapse")
        duration = self.d(0.8)
        # figures of that level go with it
        for eid, f in list(self.figs.items()):
            if f.cell is not None and f.cell[1] // LEVEL_H == level and f.kind != "hero":
                self.figs.pop(eid, None)

        def gone(level=level):
            self.levels[level] = "removed"
            self.relayout()
        if duration == 0:
            gone()
            return
        self.shake(8, duration)
        tween = Tween(0, 1, duration, on_done=gone)
        tween.ease = ease_in_quad
        self.level_anims[level] = ("drop", tween)
        self.anims.add(tween)

    def _appear(self, d, kind: str, seconds: float) -> None:
        eid = d["eid"]
        self.figs[eid] = Shown(kind, d["ref"], -1, tuple(d["cell"]))
        self.anims.add(Fade(0, 255, self.d(seconds), tag=eid), blocking=kind == "boss")

    def on_enemy_spawn(self, d) -> None:
        self._appear(d, "enemy", 0.35)

    def on_boss_appears(self, d) -> None:
        self.sound("boss_roar")
        self._appear(d, "boss", 0.8)
        self.shake(7, self.d(0.6))

    def _show_card(self, card: pygame.Surface, start: pygame.Rect, sound: str, seconds: float = 2.2) -> None:
        self.sound(sound)
        duration = self.d(seconds)
        if duration == 0:
            return
        tween = Tween(0, 1, duration)
        tween.ease = lambda x: x
        self.card_anim = (card, pygame.Rect(start), tween)
        self.anims.add(tween)

    def on_boss_turn(self, d) -> None:
        boss = self.boss_eid()
        self.sound("boss_roar")
        if boss is not None:
            self.anims.add(Shake(self.layout.cell * 0.25, self.d(0.4), tag=boss))
        self.wait(0.3)

    def boss_eid(self):
        return next((eid for eid, f in self.figs.items() if f.kind == "boss"), None)

    def on_boss_card(self, d) -> None:
        card = self.c.attacks.get(d.get("card"))
        if card is None or self.d(1.0) == 0:
            return
        t = self.ctx.t
        boss = self.c.bosses[self.w.res["boss"]]
        steps = "\n".join(self.step_line(s) for s in card["steps"])
        kind = t("pf.boss_attack") + " · " + t("sym." + card["symbol"])
        img = render_card(self.ctx.assets, 210, self.ctx.i18n.pick(card["name"]), steps,
                          f"bosses/{boss['id']}_0.png", "cards/frame_boss_attack.png", kind,
                          f"symbols/{card['symbol']}.png")
        self._show_card(img, self.layout.card_rect(self.layout.levels - 1), "boss_card")

    def on_event_card(self, d) -> None:
        ev = self.c.events.get(d.get("card"))
        if ev is None or self.d(1.0) == 0:
            return
        t = self.ctx.t
        img = render_card(self.ctx.assets, 210, self.ctx.i18n.pick(ev["name"]), effects_text(t, ev["effects"]),
                          self.icon("event", d["card"]), "cards/frame_event.png",
                          t("pf.event") + " · " + t("when." + ev["timing"]))
        start = self.event_rect() if self.event_rect().width else self.layout.tower
        self._show_card(img, start, "reveal")

    def on_buy(self, d) -> None:
        self.sound("buy")
        self.float_text(f"−{d.get('price', 0)} ●", self.layout.hero.midbottom, theme.GOLD)
        self.wait(0.2)

    def on_forge(self, d) -> None:
        self.sound("forge")
        self.add_fx("sparkle", self.layout.tray.center)
        self.wait(0.25)

    def on_use_potion(self, d) -> None:
        self.sound("potion")

    def on_gain_symbol(self, d) -> None:
        self.add_fx("sparkle", self.layout.tray.center)

    def on_token(self, d) -> None:
        self.sound("reveal")
        self.wait(0.2)

    def on_token_duplicate(self, d) -> None:
        self.sound("hurt")

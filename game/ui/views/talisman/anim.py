"""Animating Talisman's events, one handler per kind: figures walk along the ring,
drawn cards fly from the deck to their space, gains and losses float over the
figure, fights end in a banner with both totals, and a human's turn ends on a
summary that waits for a click (the player sees the outcome before the turn passes)."""
from __future__ import annotations

import pygame

from game.games.talisman import text as gtext
from game.games.talisman.content import content

from ... import theme
from ...render.tween import Anim, PathMove, Tween, ease_out_quad
from ...text import draw_paragraph, draw_text, paragraph_height
from .model import card_spot, nm, token_spot, where

GAIN_COLOUR = {"strength": theme.RED, "craft": theme.BLUE, "fate": theme.GREEN, "lives": (255, 120, 140),
               "gold": theme.GOLD}


class Hold(Anim):
    """Blocks until skipped (a click): the end-of-turn summary."""

    def __init__(self, **kw) -> None:
        super().__init__(10 ** 9, **kw)


class Flight(Tween):
    """A card flying from one point to another (then lying there a moment)."""

    def __init__(self, ident: str, start, end, duration: float, **kw) -> None:
        self.ident, self.start, self.end = ident, start, end
        super().__init__(0.0, 1.0, duration, ease=ease_out_quad, **kw)


class Reveal(Anim):
    """A drawn card: it grows out of its deck to the middle of the board, stays there whole with its
    text long enough to be read (a click goes on at once), then flies to its space."""

    def __init__(self, ident: str, start, end, grow: float, hold: float, fly: float, ai: bool) -> None:
        self.ident, self.start, self.end, self.ai = ident, start, end, ai
        self.grow, self.hold = grow, hold
        super().__init__(grow + hold + fly)

    def phase(self) -> tuple[str, float]:
        """("grow" | "hold" | "fly", how far into that phase, 0..1)."""
        t = self.t
        if t < self.grow:
            return "grow", t / self.grow
        if t < self.grow + self.hold:
            return "hold", (t - self.grow) / self.hold
        fly = self.duration - self.grow - self.hold
        return "fly", min(1.0, (t - self.grow - self.hold) / fly) if fly > 0 else 1.0


class Banner(Tween):
    def __init__(self, lines: list[str], colour, duration: float, **kw) -> None:
        self.lines, self.colour = lines, colour
        super().__init__(0.0, 1.0, duration, **kw)


class AnimMixin:
    def init_anims(self) -> None:
        self.walks: dict = {}
        self.shown: dict = {}                   # seat -> space drawn (follows the move events)
        self.cards_shown: dict | None = None    # space -> cards drawn lying there (follows the draw events)
        self.flights: list = []
        self.reveal = None                      # the drawn card being shown (Reveal)
        self.banner = None
        self.summary = None                     # (Hold, lines) at the end of a human's turn
        self.turn_lines: list = []              # what happened in the human's turn being played
        self.turn_seat = None
        self.reset_effects()

    def d(self, seconds: float, ai: bool = False) -> float:
        return self.ctx.anim(seconds, ai=ai)

    def shown_space(self, seat: int) -> str | None:
        c = self.w.res["chars"][seat]
        return self.shown.get(seat, c["space"])

    def point_of(self, seat) -> tuple | None:
        if not isinstance(seat, int) or seat >= len(self.w.res["chars"]):
            return None
        pos = self.figure_positions().get(seat)
        return pos

    def clear_motion(self) -> None:
        self.walks = {}
        self.shown = {}
        self.cards_shown = None
        self.flights = []
        self.reveal = None
        self.banner = None
        if self.summary is not None:
            self.summary[0].finish()
        self.summary = None
        self.reset_effects()

    # -- events --------------------------------------------------------------------------------------------
    def animate(self, event, seat, ai: bool) -> None:
        handler = getattr(self, "on_" + event.kind, None)
        data = dict(event.data)
        if self.turn_seat is None and event.kind != "turn" and isinstance(seat, int) and not ai \
                and seat == self.shown_turn:
            self.turn_seat = seat               # a human's turn already under way (a loaded game)
        if self.turn_seat is not None and event.kind not in ("turn", "roll", "shuffle", "draw"):
            line = self.board.describe(event)
            if line:
                self.turn_lines.append(line)
        if handler is not None:
            handler(data, seat, ai)

    def on_turn(self, data, seat, ai) -> None:
        new = data.get("seat")
        prev = self.turn_seat
        if prev is not None and prev != new and self.turn_lines and self.d(1.0) > 0 \
                and not self.match.seat_is_ai(prev):
            hold = Hold(on_done=lambda s=new: setattr(self, "shown_turn", s))
            self.summary = (hold, list(self.turn_lines[-9:]), prev)
            self.anims.add(hold)            # the sheet keeps showing the seat that played until then
        elif isinstance(new, int):
            self.shown_turn = new
        self.turn_lines = []
        self.turn_seat = new if new is not None and not self.match.seat_is_ai(new) else None
        self.met_card = None
        self.focus = None
        self.page = 0
        self.ctx.audio.play("turn")

    def on_move(self, data, seat, ai) -> None:
        who = data["seat"]
        to = data["to"]
        start = self.shown_space(who)
        self.shown[who] = to
        dur = self.d(0.5, ai)
        if not start or start == to or dur == 0 or start not in content().spaces:
            return
        pts = self.walk_points(start, to)
        walk = PathMove(pts, dur + 0.06 * len(pts), hop=8, on_done=lambda s=who: self.walks.pop(s, None))
        self.walks[who] = walk
        self.anims.add(walk)
        self.ctx.audio.play("step", 0.6)

    def walk_points(self, start: str, to: str) -> list:
        """The spaces passed on the way (the shorter way round a ring; straight across otherwise)."""
        r0, i0 = where(start)
        r1, i1 = where(to)
        if r0 != r1 or r0 == "inner":
            return [token_spot(start, 0, 1), token_spot(to, 0, 1)]
        ring = content().ring[r0]
        n = len(ring)
        fwd = (i1 - i0) % n
        step, count = (1, fwd) if fwd <= n - fwd else (-1, n - fwd)
        return [token_spot(ring[(i0 + step * k) % n], 0, 1) for k in range(count + 1)]

    def on_draw(self, data, seat, ai) -> None:
        ident = data.get("card")
        if not ident or ident not in content().cards:
            return
        deck = data.get("deck", "adventure")
        start = self.layout.decks.get(deck, self.layout.decks["adventure"]).center
        mover = self.current_turn()             # the turn being shown (the state may have passed it on)
        space = self.shown_space(mover) or self.w.res["chars"][mover]["space"]
        n = len(self.w.res["board"].get(space, []))
        end = card_spot(space, max(0, min(2, n - 1))) if space in content().spaces else start
        if self.cards_shown is not None and space in content().spaces:
            self.cards_shown.setdefault(space, []).append(ident)
        grow = self.d(0.35, ai)
        if grow == 0:
            return
        # long enough to read the card's name and effect; an AI's draw is shorter but still seen
        self.reveal = Reveal(ident, start, end, grow, self.d(1.4 if ai else 3.5, ai), self.d(0.45, ai), ai)
        self.anims.add(self.reveal)
        self.ctx.audio.play("reveal", 0.7)

    def on_encounter(self, data, seat, ai) -> None:
        ident = data.get("card")
        if ident in content().cards:
            self.met_card = ident

    def on_card_moved(self, data, seat, ai) -> None:
        ident, to = data.get("card"), data.get("to")
        mover = self.current_turn()             # the turn being shown (the state may have passed it on)
        here = self.shown_space(mover)
        if self.cards_shown is not None and ident in self.cards_shown.get(here, []):
            self.cards_shown[here].remove(ident)
            self.cards_shown.setdefault(to, []).append(ident)
        if ident in content().cards and to in content().spaces and here in content().spaces and self.d(1) > 0:
            f = Flight(ident, card_spot(here, 0), card_spot(to, 0), self.d(0.6, ai))
            self.flights.append(f)
            self.anims.add(f)

    def _float(self, seat, text, colour) -> None:
        p = self.point_of(seat)
        if p is not None:
            self.float_text(text, (p[0], p[1] - 20), colour)

    def _amount(self, sign: str, n: int, stat: str) -> str:
        # "+1 gold coin", "+2 gold coins": the name agrees with the number in both languages
        return f"{sign}{n} {gtext.STAT[self.ctx.lang][stat][n != 1]}"

    def on_gain(self, data, seat, ai) -> None:
        s = data["stat"]
        self._float(data["seat"], self._amount("+", data["n"], s), GAIN_COLOUR.get(s, theme.TEXT))
        self.ctx.audio.play("coin" if s == "gold" else "potion" if s == "lives" else "gem", 0.7)

    def on_lose(self, data, seat, ai) -> None:
        s = data["stat"]
        self._float(data["seat"], self._amount("-", data["n"], s), theme.RED)
        if s == "lives":
            self.ctx.audio.play("hurt", 0.8)
            p = self.point_of(data["seat"])
            if p is not None:
                self.add_fx("hit", p)

    def on_heal(self, data, seat, ai) -> None:
        self._float(data["seat"], self._amount("+", data["n"], "lives"), GAIN_COLOUR["lives"])
        self.ctx.audio.play("potion", 0.7)

    def on_restore(self, data, seat, ai) -> None:
        self._float(data["seat"], self._amount("+", data["n"], "fate"), theme.GREEN)

    def on_pick_gold(self, data, seat, ai) -> None:
        self._float(data["seat"], self._amount("+", data["n"], "gold"), theme.GOLD)
        self.ctx.audio.play("coin", 0.7)

    def on_pay(self, data, seat, ai) -> None:
        self._float(data["seat"], self._amount("-", data["n"], "gold"), theme.GOLD)

    def on_take(self, data, seat, ai) -> None:
        self._float(data["seat"], "+" + gtext.name(data["card"], self.ctx.lang), theme.TEXT)
        self.ctx.audio.play("buy", 0.7)

    on_buy = on_take

    def on_drop(self, data, seat, ai) -> None:
        self._float(data["seat"], "-" + gtext.name(data["card"], self.ctx.lang), theme.TEXT_DIM)

    on_follower_dies = on_drop

    def on_combat(self, data, seat, ai) -> None:
        self._fight_banner(data, [gtext.name(f, self.ctx.lang) if not isinstance(f, int) else
                                  self.seat_char(f) for f in data.get("foes", [])], ai)

    def on_pvp(self, data, seat, ai) -> None:
        self._fight_banner(data, [self.seat_char(data["target"])], ai)

    def seat_char(self, seat) -> str:
        from .model import who
        return who(self.w, seat, self.ctx.lang)

    def _fight_banner(self, data, foes, ai) -> None:
        outcome = data.get("outcome", "tie")
        t = self.ctx.t
        head = t("tal.fight.result_" + outcome)
        me = self.seat_char(data["seat"])
        line = f"{me} {data.get('score', 0)}  —  {', '.join(foes)} {data.get('foe_score', 0)}"
        col = theme.GREEN if outcome == "win" else theme.RED if outcome == "lose" else theme.GOLD
        dur = self.d(1.1, ai)
        if dur:
            self.banner = Banner([head, line], col, dur)
            self.anims.add(self.banner)
        self.ctx.audio.play("hit" if outcome != "tie" else "click", 0.8)
        p = self.point_of(data["seat"])
        if p is not None and outcome == "win":
            self.add_fx("sparkle", p)

    def on_death(self, data, seat, ai) -> None:
        p = self.point_of(data["seat"])
        if p is not None:
            self.add_fx("hit", p)
        self.shake(6, 0.35)
        self.ctx.audio.play("enemy_die", 0.9)

    def on_toad(self, data, seat, ai) -> None:
        p = self.point_of(data["seat"])
        if p is not None:
            self.add_fx("portal", p)
        self.ctx.audio.play("portal", 0.8)

    on_untoad = on_toad
    on_ghost = on_toad
    on_resurrect = on_toad

    def on_cast(self, data, seat, ai) -> None:
        p = self.point_of(data["seat"])
        if p is not None:
            self.add_fx("sparkle", p)
        self.ctx.audio.play("portal", 0.8)

    def on_command(self, data, seat, ai) -> None:
        self.shake(8 if data.get("hit") else 3, 0.5)
        self.ctx.audio.play("portal", 1.0)

    def on_crown_reached(self, data, seat, ai) -> None:
        p = self.point_of(data["seat"])
        if p is not None:
            self.add_fx("sparkle", p)
        self.ctx.audio.play("win", 0.9)

    # -- per frame -----------------------------------------------------------------------------------------------
    def update_anims(self, dt: float) -> None:
        if self.board.idle():       # where each figure stands before the next action's moves are shown
            self.shown = {seat: c["space"] for seat, c in enumerate(self.w.res["chars"])}
        if self.board.idle() or self.summary is not None or self.cards_shown is None:
            # the cards lying on the spaces as far as the events have shown them (a beaten enemy
            # stays on its space until the fight has been seen), as the sheet does
            self.cards_shown = {space: [e["c"] for e in entries] for space, entries in self.w.res["board"].items()}
        self.update_effects(dt)
        self.flights = [f for f in self.flights if not f.done]
        if self.reveal is not None and self.reveal.done:
            self.reveal = None
        if self.banner is not None and self.banner.done:
            self.banner = None
        if self.summary is not None and self.summary[0].done:
            self.summary = None

    def draw_anims(self, surf) -> None:
        a = self.ctx.assets
        for f in self.flights:
            k = f.value
            x = f.start[0] + (f.end[0] - f.start[0]) * k
            y = f.start[1] + (f.end[1] - f.start[1]) * k - 60 * (4 * k * (1 - k))
            size = int(90 - 60 * k)
            img = self.card_image(f.ident, 142)
            pic = pygame.transform.smoothscale(img, (size, int(size * 1.4)))
            y = max(y, self.layout.board.top + pic.get_height() // 2)      # its arc stays under the top bar
            surf.blit(pic, pic.get_rect(center=(int(x), int(y))))
        if self.reveal is not None:
            self.draw_reveal(surf, self.reveal)
        self.draw_bursts(surf)
        self.draw_floats(surf)
        if self.banner is not None:
            b = self.banner
            box = pygame.Rect(0, 0, 420, 86)
            box.center = self.layout.board.center
            bg = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, (*theme.BG_DEEP, 230), bg.get_rect(), border_radius=14)
            surf.blit(bg, box)
            pygame.draw.rect(surf, b.colour, box, 3, border_radius=14)
            draw_text(surf, a, b.lines[0], (box.centerx, box.top + 26), theme.SIZE_H2, b.colour, "serif",
                      anchor="center", max_width=box.width - 20)
            draw_text(surf, a, b.lines[1], (box.centerx, box.top + 62), theme.SIZE_BODY, theme.TEXT, "bold",
                      anchor="center", max_width=box.width - 20)
        if self.summary is not None:
            self.draw_summary(surf)

    REVEAL_WIDTH = 220

    def reveal_rects(self, ident: str) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a drawn card is shown whole: the card, and the box of its whole text under it,
        together in the middle of the board (clear of the top bar)."""
        a = self.ctx.assets
        card = self.card_image(ident, self.REVEAL_WIDTH)
        text_w = 340
        text_h = paragraph_height(a, self.reveal_text(ident), text_w - 24, theme.SIZE_SMALL, line_gap=1) + 44
        board = self.layout.board
        top = max(board.top + 4, board.centery - (card.get_height() + 8 + text_h) // 2)
        card_rect = card.get_rect(midtop=(board.centerx, top))
        box = pygame.Rect(0, 0, text_w, text_h)
        box.midtop = (board.centerx, card_rect.bottom + 8)
        return card_rect, box

    def reveal_text(self, ident: str) -> str:
        lang = self.ctx.lang
        return f"{nm(ident, lang)}: {gtext.card_text(ident, lang)}"

    def draw_reveal(self, surf, r: Reveal) -> None:
        a = self.ctx.assets
        phase, k = r.phase()
        card_rect, box = self.reveal_rects(r.ident)
        if phase == "hold":
            veil = pygame.Surface(self.layout.board.size, pygame.SRCALPHA)     # the board steps back
            veil.fill((0, 0, 0, 120))
            surf.blit(veil, self.layout.board)
            back = card_rect.inflate(-8, -8)        # the frame's parchment is not quite opaque
            pygame.draw.rect(surf, (236, 226, 200), back, border_radius=10)
            surf.blit(self.card_image(r.ident, self.REVEAL_WIDTH), card_rect)
            pygame.draw.rect(surf, theme.BG_DEEP, box, border_radius=12)
            pygame.draw.rect(surf, theme.GOLD, box, 2, border_radius=12)
            body = box.inflate(-24, -44).move(0, -8)
            draw_paragraph(surf, a, self.reveal_text(r.ident), body, theme.SIZE_SMALL, theme.TEXT, line_gap=1)
            draw_text(surf, a, self.ctx.t("tal.summary.click"), (box.centerx, box.bottom - 14), theme.SIZE_SMALL,
                      theme.HIGHLIGHT, "bold", anchor="center", max_width=box.width - 24)
            return
        k = ease_out_quad(k)
        if phase == "grow":          # out of the deck, growing to full size
            (x0, y0), (x1, y1), w0, w1 = r.start, card_rect.center, 40, self.REVEAL_WIDTH
        else:                        # down onto its space, shrinking
            (x0, y0), (x1, y1), w0, w1 = card_rect.center, r.end, self.REVEAL_WIDTH, 30
        x, y, w = x0 + (x1 - x0) * k, y0 + (y1 - y0) * k, max(8, int(w0 + (w1 - w0) * k))
        img = self.card_image(r.ident, self.REVEAL_WIDTH)
        pic = pygame.transform.smoothscale(img, (w, int(w * img.get_height() / img.get_width())))
        surf.blit(pic, pic.get_rect(center=(int(x), int(y))))

    def draw_summary(self, surf) -> None:
        a = self.ctx.assets
        _, lines, seat = self.summary
        width = 470
        body_w = width - 36
        fit, used = [], 0
        for line in reversed(lines or [self.ctx.t("tal.summary.nothing")]):      # the newest lines that fit
            h = paragraph_height(a, line, body_w, theme.SIZE_SMALL, line_gap=1) + 2
            if used + h > 240:
                break
            fit.insert(0, (line, h))
            used += h
        box = pygame.Rect(0, 0, width, used + 110)
        box.center = self.layout.board.center
        bg = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (*theme.BG_DEEP, 240), bg.get_rect(), border_radius=16)
        surf.blit(bg, box)
        pygame.draw.rect(surf, theme.seat_colour(seat), box, 3, border_radius=16)
        draw_text(surf, a, self.ctx.t("tal.summary.title"), (box.centerx, box.top + 26), theme.SIZE_H2, theme.GOLD,
                  "serif", anchor="center", max_width=box.width - 24)
        body = pygame.Rect(box.left + 18, box.top + 56, body_w, used)
        y = body.top
        for line, h in fit:
            draw_paragraph(surf, a, line, pygame.Rect(body.left, y, body.width, h), theme.SIZE_SMALL, theme.TEXT,
                           line_gap=1)
            y += h
        draw_text(surf, a, self.ctx.t("tal.summary.click"), (box.centerx, box.bottom - 22), theme.SIZE_BODY,
                  theme.HIGHLIGHT, "bold", anchor="center", max_width=box.width - 24)


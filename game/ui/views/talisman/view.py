"""The Talisman view: the painted board of three rings on the left (every space named,
its instruction on hover, the cards lying there, the figures, the decks in the corners),
and on the right the character sheet, the strip of every seat, the choice panel and
the log. Every click becomes one of match.legal():

  choice panel buttons   every legal action, worded, with what it will cause in its tooltip
  a glowing space        the move, raft crossing, teleport, terrain seal or inner step there
  a ringed figure        meeting (attacking, psychic combat, robbing) or a spell aimed at it
  a seat in the strip    shows that character's sheet (click again: back to the one acting)
  right click a card     shows it large (sheet items, the card on hand)
"""
from __future__ import annotations

import pygame

from game.engine.wording import listing, lower_first, sentence
from game.games.talisman import text as gtext

from ... import theme
from ...render.effects import BoardEffects
from ..base import View
from .anim import AnimMixin
from .draw import BoardDrawMixin, figure_art
from .model import Layout, target_seat, target_space, who, whom
from .panels import PanelsMixin
from .text import TEXT
from .tips import TipsMixin

SPACE_KINDS = ("roll", "accept", "encounter", "fight", "done", "keep", "step")

ROLL_TEXT = {"es": {"tal.roll.seat": "Tira {name} ({player})", "tal.roll.creature": "Tira la criatura",
                    "tal.roll.fight": "{a} contra {b}", "tal.die.tip": "Un dado de seis caras: {face}."},
             "en": {"tal.roll.seat": "{name} ({player}) rolls", "tal.roll.creature": "The creature rolls",
                    "tal.roll.fight": "{a} against {b}", "tal.die.tip": "A six-sided die: {face}."}}


class TalismanView(AnimMixin, BoardDrawMixin, PanelsMixin, TipsMixin, BoardEffects, View):
    handles_rolls = False           # the board's dice overlay shows our own dice faces
    opaque = True

    def __init__(self, ctx, match, rect, board) -> None:
        super().__init__(ctx, match, rect, board)
        ctx.i18n.add(TEXT)
        ctx.i18n.add(ROLL_TEXT)
        self.layout = Layout(self.rect)
        self._cache: dict = {}
        self.focus: int | None = None
        self.met_card: str | None = None
        self.page = 0
        self.choice_buttons: list = []
        self._choices_key = None
        self.hover_space: str | None = None
        self.sheet_hot: list = []
        self.seat_hot: list = []
        self.card_hot = None
        self.target_spaces: set = set()
        self.target_seats: set = set()
        self.target_actions: list = []
        self.shown_turn: int | None = match.state.res["turn"]["seat"]    # the turn the animations are showing
        self._frozen = None                   # the sheet and seats as last drawn while nothing was moving
        self.init_anims()

    # -- layout and state ---------------------------------------------------------------------------------
    def build(self) -> None:
        self.layout = Layout(self.rect)
        self._cache.clear()
        self._choices_key = None

    def shown_seat(self) -> int | None:
        """The end-of-turn summary is the turn of the seat that just played: the HUD names it too."""
        return self.summary[2] if self.summary is not None else None

    def relabel(self) -> None:
        self.refresh_targets()
        self.build_choices()

    def log_rect(self) -> pygame.Rect:
        return self.layout.log

    def sync(self) -> None:
        super().sync()
        self.clear_motion()
        self._frozen = None
        self._choices_key = None
        self.focus = None
        self.shown_turn = self.w.res["turn"]["seat"]

    def action_space(self, action) -> str | None:
        return target_space(self.w, action)

    def refresh_targets(self) -> None:
        acts = self.choice_actions()
        self.target_actions = acts
        self.target_spaces = {s for s in (self.action_space(a) for a in acts) if s}
        self.target_seats = {s for s in (target_seat(a) for a in acts) if s is not None}

    # -- frame ----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.anims.update(dt)
        self.update_anims(dt)
        self.refresh_targets()
        self.build_choices()
        for b in self.choice_buttons:
            b.update(dt)
        self.hover()

    def draw(self, surf) -> None:
        surf.fill(theme.BG, self.rect)
        self.draw_board(surf)
        self.draw_numbers(surf)
        self.draw_choice(surf)
        self.draw_anims(surf)

    def draw_numbers(self, surf) -> None:
        """The sheet and the seats. While events are still being shown they keep the picture of
        the last quiet moment, so no life lost or gold won shows before its dice have landed; the
        end-of-turn summary comes after the turn's last event, so it shows the outcome (the space
        reached, the lives left), as the card beside it does."""
        area = self.layout.sheet.union(self.layout.seats)
        live = self.board.idle() or self.summary is not None
        if live or self._frozen is None or self._frozen[0] != (self.ctx.lang, self.ctx.assets.text_scale):
            self.draw_sheet(surf)
            self.draw_seats(surf)
            self._frozen = ((self.ctx.lang, self.ctx.assets.text_scale), surf.subsurface(area).copy())
            return
        surf.blit(self._frozen[1], area)

    # -- input ---------------------------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.refresh_targets()              # the state may have moved on since the last frame
            self.build_choices()
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            ident = self.card_under(ev.pos)
            if ident:
                self.show_big(ident)
                return True
            return False
        for b in self.choice_buttons:
            if b.handle(ev):
                return True
        if ev.type != pygame.MOUSEBUTTONDOWN or ev.button != 1:
            return False
        for rect, _, seat in self.seat_hot:
            if rect.collidepoint(ev.pos):
                self.focus = None if self.focus == seat else seat
                self.ctx.audio.play("click")
                return True
        seat = self.figure_under(ev.pos)
        if seat is not None:
            for a in self.target_actions:
                if target_seat(a) == seat:
                    self.choose(a)
                    return True
            self.focus = seat
            return True
        if self.layout.board.collidepoint(ev.pos):
            from .model import space_under
            space = space_under(ev.pos)
            for a in self.target_actions:
                if space and self.action_space(a) == space:
                    self.choose(a)
                    return True
        return False

    def card_under(self, pos) -> str | None:
        for rect, _, ident in self.sheet_hot:
            if ident and rect.collidepoint(pos):
                return ident
        if self.card_hot is not None and self.card_hot[0].collidepoint(pos):
            return self.card_hot[2]
        return None

    def choose(self, action) -> None:
        if self.board.play(action):
            self.page = 0
            self._choices_key = None

    def space_action(self):
        legal = self.match.legal()
        for kind in SPACE_KINDS:
            for a in legal:
                if a.kind == kind:
                    return a
        return None

    # -- what the board asks of a view ------------------------------------------------------------------------
    def seat_role(self, seat) -> str | None:
        if seat is None or seat >= len(self.w.res["chars"]):
            return None
        return who(self.w, seat, self.ctx.lang)

    def seat_art(self, seat) -> str | None:
        if seat is None or seat >= len(self.w.res["chars"]):
            return None
        return figure_art(self.w.res["chars"][seat])

    def warning_text(self, code, args) -> str | None:
        """A confirmation's words: code and args as GAME.action_warnings gave them."""
        name, args = code if isinstance(code, tuple) else (code, args if isinstance(args, dict) else {})
        lang = self.ctx.lang
        words = {k: v for k, v in args.items() if k not in ("card", "target", "mode")}
        if "card" in args:
            words["card"] = gtext.name(args["card"], lang)
        if "target" in args:
            words["who"] = who(self.w, args["target"], lang)
        return self.ctx.t("tal.warn." + name, **words)

    def action_label(self, action) -> str | None:
        warnings = self.board.action_warnings(action)
        if warnings:
            code = warnings[0][0] if isinstance(warnings[0], tuple) else warnings[0]
            if self.ctx.i18n.has("tal.confirm." + code):
                return self.ctx.t("tal.confirm." + code)
        return None

    def die_face(self, die: str, face: str) -> str | None:
        return f"talisman/dice/d6_{face}.png"

    def die_faces(self, die: str) -> list[str] | None:
        return ["1", "2", "3", "4", "5", "6"]

    def die_tip(self, die: str, face: str) -> str:
        return self.ctx.t("tal.die.tip", face=face)

    def roll_title(self, rolls: list[dict], seat) -> str:
        """Who rolls: "The Warrior (Ana) rolls", "Tira el Trol (IA)", or both sides of a fight ("The Warrior against the Ogre")."""
        lang = self.ctx.lang
        seats = []
        creature = False
        foes = []                       # the creatures the roll names (by the time it is shown the fight is over)
        for r in rolls:
            w_ = r.get("who")
            if isinstance(w_, int) and not isinstance(w_, bool) and w_ < len(self.w.res["chars"]):
                if w_ not in seats:
                    seats.append(w_)
            else:
                creature = True
                foes += [f for f in r.get("foes") or [] if isinstance(f, str) and f not in foes]
        if len(seats) == 1 and not creature:
            return sentence(self.ctx.t("tal.roll.seat", name=whom(self.w, seats[0], lang),     # "Tira el Monje"
                                       player=self.seat_player(seats[0])), lang)
        if not seats:
            return self.ctx.t("tal.roll.creature")
        names = [whom(self.w, s, lang) for s in seats]          # with their articles: "el Trol contra el Goblin"
        if creature:
            from game.games.talisman.client import combat_numbers
            nums = combat_numbers(self.w)
            foe = listing([gtext.called(f, lang) for f in foes], lang) or None
            if foe is None and nums and nums.get("target") is None:
                foe = listing([gtext.called(f, lang) for f, _ in nums["theirs"][nums["mode"]]], lang)
            names.append(foe or lower_first(self.ctx.t("tal.who.creature")))
        return sentence(self.ctx.t("tal.roll.fight", a=names[0], b=listing(names[1:], lang)), lang)

    def result_title(self) -> str | None:
        res = self.w.res["result"]
        if res is None:
            return None
        if not res["winners"]:
            return self.ctx.t("tal.result.none")
        who = listing([self.played_by(s) for s in res["winners"]], self.ctx.lang)
        return sentence(self.ctx.t("tal.result.title", who=who, n=len(res["winners"])), self.ctx.lang)

    def result_lines(self) -> list[tuple[str, str]]:
        return [(self.ctx.t("tal.result.turns"), str(self.w.res["turn"]["n"]))]


"""Hover help: every space (its name, region, instruction, terrain, the cards lying
there and what a click would do), every figure, deck, seat, stat, card and button."""
from __future__ import annotations

import math

import pygame

from game.engine.wording import contract, lower_first, sentence
from game.games.talisman import text as gtext
from game.games.talisman.content import content

from .draw import TOKEN
from .model import label, nm, space_polygon, space_text, space_under, where


CARD_TEXT_MAX = 110     # a lone card's text longer than this is named by its kind, as several are
CARDS_NAMED = 5         # the cards named in a space's tip; the rest are counted


class TipsMixin:
    def hover(self) -> None:
        """Offer the tooltip of whatever is under the pointer; remember the space under it."""
        m = self.ctx.mouse
        tips = self.ctx.tips
        self.hover_space = None
        for b in self.choice_buttons:
            if b.rect.collidepoint(m):
                return                      # the button offers its own tooltip
        if (self.reveal is not None or self.summary is not None) and self.layout.board.collidepoint(m):
            return                          # a drawn card or the turn's summary is read there: nothing covers it
        for rect, text, _ in self.sheet_hot + self.seat_hot:
            if rect.collidepoint(m):
                tips.offer(text, rect)
                return
        if self.card_hot is not None and self.card_hot[0].collidepoint(m):
            tips.offer(self.card_hot[1], self.card_hot[0])
            return
        for name, rect in self.layout.decks.items():
            if rect.collidepoint(m):
                tips.offer(self.deck_tip(name), rect)
                return
        seat = self.figure_under(m)
        if seat is not None:
            tips.offer(self.figure_tip(seat), pygame.Rect(m[0] - 14, m[1] - 14, 28, 28))
            return
        if not self.layout.board.collidepoint(m):
            return
        space = space_under(m)
        if space is None:
            return
        self.hover_space = space
        poly = space_polygon(space)
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        tips.offer(self.space_tip(space), pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))

    def figure_under(self, pos) -> int | None:
        best = None
        for seat, p in self.figure_positions().items():
            d = math.dist(p, pos)
            if d <= TOKEN / 2 + 3 and (best is None or d < best[0]):
                best = (d, seat)
        return best[1] if best else None

    def figure_tip(self, seat: int) -> str:
        lang = self.ctx.lang
        c = self.w.res["chars"][seat]
        acts = [a for a in self.target_actions if a.args and a.args[0] == seat or
                (a.kind == "cast" and len(a.args) > 1 and a.args[1] == seat)]
        if acts:
            return self.ctx.t("tal.tip.token_act", who=self.played_by(seat, article=False),
                              what=lower_first(label(self.ctx.t, self.w, acts[0], lang)))
        return sentence(self.ctx.t("tal.tip.token", who=self.played_by(seat),
                                   space=gtext.called(c["space"], lang)), lang)

    def space_tip(self, space: str) -> str:
        lang = self.ctx.lang
        t = self.ctx.t
        w = self.w
        region = where(space)[0]
        rec = content().spaces[space]
        parts = [t("tal.tip.space", space=rec["name"][lang], region=t("tal.region." + region),
                   text=gtext.effect_text(rec["do"], lang) if rec["do"] else space_text(w, space, lang))]
        cover = w.res["terrain"]["on"].get(space)
        if cover:
            parts.append(contract(t("tal.tip.space_terrain", card=gtext.called(cover, lang),
                                    text=lower_first(space_text(w, space, lang))), lang))
        entries = self.cards_shown.get(space, []) if self.cards_shown is not None else \
            [e["c"] for e in w.res["board"].get(space, [])]         # the cards as the board draws them
        if entries:
            parts.append(self.cards_here(entries))
        acts = [a for a in self.target_actions if self.action_space(a) == space]
        if acts:
            parts.append(t("tal.tip.space_go", what=lower_first(label(t, w, acts[0], lang))))
        return "\n".join(parts)

    def cards_here(self, entries: list[str]) -> str:
        """The cards lying on a space in a line or two: a lone card with its text (if short), else
        each by name and kind, an enemy with its strength or craft, copies counted ("Goblin ×2"),
        the first few and how many more."""
        lang, t = self.ctx.lang, self.ctx.t
        if len(entries) == 1 and len(gtext.card_text(entries[0], lang)) <= CARD_TEXT_MAX:
            return t("tal.tip.space_card", card=f"{nm(entries[0], lang)} ({gtext.card_text(entries[0], lang)})")
        counts: dict[str, int] = {}
        for c in entries:
            counts[c] = counts.get(c, 0) + 1
        shown = []
        for c, n in list(counts.items())[:CARDS_NAMED]:
            rec = content().cards.get(c, {})
            what = [gtext.type_line(c, lang)] if rec.get("kind") else []
            what += [t("tal.tip.card_" + s, n=rec[s]) for s in ("strength", "craft") if rec.get(s)]
            name = nm(c, lang) + (f" ×{n}" if n > 1 else "")
            shown.append(f"{name} ({', '.join(x for x in what if x)})" if any(what) else name)
        more = sum(list(counts.values())[CARDS_NAMED:])
        cards = "; ".join(shown) + (t("tal.tip.cards_more", n=more) if more else "")
        return t("tal.tip.space_cards", n=len(entries), cards=cards)

    def deck_tip(self, name: str) -> str:
        w = self.w
        lang = self.ctx.lang
        if name == "adventure":
            d = w.res["decks"]["adventure"]
            return self.ctx.t("tal.tip.deck", n=len(d["draw"]), d=len(d["discard"]))
        if name == "spells":
            return self.ctx.t("tal.tip.spells", n=len(w.res["decks"]["spells"]["draw"]))
        if name == "purchase":
            items = ", ".join(f"{nm(k, lang)} ×{v}" for k, v in sorted(w.res["purchase"].items()))   # copies left, not a price
            return self.ctx.t("tal.tip.purchase", list=items)
        return self.ctx.t("tal.tip.talismans", n=w.res["talismans"])

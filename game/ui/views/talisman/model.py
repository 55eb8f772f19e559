"""Layout of the Talisman screen, the board's spaces in screen coordinates, and what
each legal action is called, says and points at (a space or a character)."""
from __future__ import annotations

import math

import pygame

from game.engine.wording import contract, lower_first, sentence
from game.games.talisman import text as gtext
from game.games.talisman.client import combat_numbers
from game.games.talisman.content import content

from . import geometry as G

BOARD_XY = (14, 64)                 # top-left of the board picture on screen


class Layout:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.board = pygame.Rect(BOARD_XY, (G.SIZE, G.SIZE))
        self.cell = 40                  # the size of a burst (hits, sparkles) over a figure
        x = self.board.right + 12
        w = rect.right - 8 - x
        self.sheet = pygame.Rect(x, rect.top + 8, w, 240)
        self.seats = pygame.Rect(x, self.sheet.bottom + 4, w, 50)
        self.choice = pygame.Rect(x, self.seats.bottom + 4, w, 204)
        self.card = pygame.Rect(self.choice.right - 150, self.choice.top + 6, 142, 199)
        self.prompt = pygame.Rect(self.choice.left + 10, self.choice.top + 6, self.card.left - self.choice.left - 18, 46)
        self.buttons = pygame.Rect(self.choice.left + 8, self.prompt.bottom + 4, self.card.left - self.choice.left - 16,
                                   self.choice.bottom - self.prompt.bottom - 10)
        self.log = pygame.Rect(x, self.choice.bottom + 4, w, rect.bottom - 6 - self.choice.bottom - 4)
        b = self.board
        self.decks = {"adventure": pygame.Rect(b.left + 4, b.top + 2, 58, 80),
                      "spells": pygame.Rect(b.right - 62, b.top + 2, 58, 80),
                      "purchase": pygame.Rect(b.left + 2, b.bottom - 62, 84, 60),
                      "talismans": pygame.Rect(b.right - 86, b.bottom - 62, 84, 60)}


def space_at(region: str, index: int) -> str:
    ring = content().ring[region]
    return ring[index] if index < len(ring) else ring[-1]


def where(space: str) -> tuple[str, int]:
    s = content().spaces[space]
    return s["region"], s["index"]


def to_screen(p) -> tuple[int, int]:
    return int(BOARD_XY[0] + p[0]), int(BOARD_XY[1] + p[1])


def space_centre(space: str) -> tuple[int, int]:
    return to_screen(G.centre(*where(space)))


def token_spot(space: str, k: int, n: int) -> tuple[int, int]:
    """Where the k-th of n figures on a space stands (nearer the centre of the board
    than the space's name, side by side along the ring)."""
    region, index = where(space)
    if region == "inner" and index >= G.COUNTS["inner"]:
        return to_screen((G.CENTRE + (k - (n - 1) / 2) * 30, G.CENTRE + 8))
    a, r = G.figure_anchor(region, index)
    if G.side(region, index):                   # side by side across the ring
        return to_screen(G.point(a, r + (k - (n - 1) / 2) * 22))
    spread = math.degrees(24 / r)
    return to_screen(G.point(a + (k - (n - 1) / 2) * spread, r + (k % 2) * 4))


def card_spot(space: str, k: int) -> tuple[int, int]:
    """Where the k-th card lying on a space is shown (near the board's rim side of the space)."""
    region, index = where(space)
    if region == "inner" and index >= G.COUNTS["inner"]:
        return to_screen((G.CENTRE + (k - 1) * 16, G.CENTRE - 60))
    lo, hi = G.RINGS[region]
    a = G.angle(region, index)
    r = hi - 9
    return to_screen(G.point(a + (k - 1) * math.degrees(13 / r), r))


def space_polygon(space: str, inset: float = 0.0) -> list[tuple[int, int]]:
    return [to_screen(p) for p in G.wedge(*where(space), inset=inset)]


def space_under(pos) -> str | None:
    got = G.hit(pos[0] - BOARD_XY[0], pos[1] - BOARD_XY[1])
    return space_at(*got) if got else None


# -- actions ------------------------------------------------------------------------------------------
def nm(ident, lang: str) -> str:
    """A name as a label shows it: "Ciudad"."""
    return gtext.name(ident, lang)


def the(ident, lang: str) -> str:
    """A name as a sentence says it, with its article: "la Ciudad", "el Aprendiz"."""
    return gtext.called(ident, lang)


def whom(w, seat, lang: str) -> str:
    """A seat's character (or ghost) with its article: "el Trol"."""
    c = w.res["chars"][seat]
    return gtext.called(c["ghost"] if c.get("ghost") and c["state"] == "ghost" else c["id"], lang)


def _worded(t, lang: str):
    """t() for button and tip sentences: names come with articles, so "a el" reads "al"."""
    return lambda key, **kw: contract(t(key, **kw), lang)


def target_space(w, action) -> str | None:
    """The space a click on the board plays this action for (None: not a board action)."""
    k, args = action.kind, action.args
    if k == "move":
        return args[0]
    if k == "raft":
        return args[0]
    if k == "cast" and len(args) > 1 and isinstance(args[1], str) and args[1] in content().spaces:
        return args[1]
    if k == "step":
        c = w.res["chars"][w.res["ask"]["seat"]]
        path = content().ring["inner"]
        i = path.index(c["space"]) if c["space"] in path else 0
        if c.get("back") and c["space"] != "plain_of_danger":
            return path[max(0, i - 1)]
        return path[min(len(path) - 1, i + 1)]
    if k == "leave" and len(args) == 0:
        return content().board["portal"]["space"]
    return None


def target_seat(action) -> int | None:
    """The character a click on a figure plays this action for."""
    k, args = action.kind, action.args
    if k == "meet":
        return args[0]
    if k == "cast" and len(args) > 1 and isinstance(args[1], int) and not isinstance(args[1], bool):
        return args[1]
    return None


def who(w, seat, lang: str) -> str:
    c = w.res["chars"][seat]
    rec = content().ghosts[c["ghost"]] if c.get("ghost") and c["state"] == "ghost" else content().characters[c["id"]]
    return rec["name"][lang]


def label(t, w, action, lang: str) -> str:
    """The words on an action's button."""
    t = _worded(t, lang)
    k, args = action.kind, action.args
    ask = w.res["ask"] or {}
    if k == "roll":
        c = w.res["chars"][ask.get("seat", 0)]
        return t("tal.act.roll_toad" if c["toad"] else "tal.act.roll")
    if k == "move":
        if args[1] == "portal":
            return t("tal.act.move_portal")
        return t("tal.act.move_bridge" if args[1] == "bridge" else "tal.act.move", space=the(args[0], lang))
    if k == "cast":
        spell = nm(args[0], lang)
        if len(args) < 2 or args[1] is None:
            return t("tal.act.defend_cast", spell=spell) if ask.get("kind") == "defend" else t("tal.act.cast", spell=spell)
        tg = args[1]
        if isinstance(tg, list):
            return t("tal.act.cast_follower", spell=spell, follower=nm(tg[1], lang), target=who(w, tg[0], lang))
        if isinstance(tg, int) and not isinstance(tg, bool):
            return t("tal.act.cast_on", spell=spell, target=whom(w, tg, lang))
        if content().cards[args[0]].get("op") == "teleport":
            return t("tal.act.cast_to", spell=spell, target=nm(tg, lang))      # "Teleport → Barley Fields"
        return t("tal.act.cast_on", spell=spell, target=the(tg, lang))         # "Cast Sealing on the Ruins"
    if k in ("drop", "take", "sell", "discard", "discard_spell"):
        return t(f"tal.act.{k}", card=the(args[0], lang))
    if k == "leave":
        if args:
            return t("tal.act.leave", card=the(args[0], lang))
        return t("tal.act.leave_inner")
    if k == "raft":
        return t("tal.act.raft", space=the(args[0], lang))
    if k == "step":
        return t("tal.act.step", space=the(target_space(w, action), lang))
    if k == "fight":
        if ask.get("kind") == "turn":
            return t("tal.act.fight_again")
        return t("tal.act.fight_" + args[0])
    if k == "reroll":
        c = w.res["chars"][ask.get("seat", 0)]
        return t("tal.act.reroll", n=c["fate"], m=c["fate"] - 1)      # what the reroll costs: "Fate 5 → 4"
    if k == "encounter":
        c = w.res["chars"][ask.get("seat", 0)]
        return t("tal.act.encounter", space=the(c["space"], lang))
    if k == "meet":
        return t("tal.act.meet_" + args[1], who=whom(w, args[0], lang))
    if k == "feed":
        return t("tal.act.feed", card=the(args[0], lang))
    if k == "bleed":
        return t("tal.act.bleed", n=ask.get("n", 1))
    if k == "buy":
        return t("tal.act.buy", card=the(args[0], lang), n=content().cards[args[0]].get("price", 0))
    if k == "exchange":
        return t("tal.act.exchange", stat=gtext.STAT[lang][args[0]][0])
    if k == "pay":
        return t("tal.act.pay", n=ask.get("pay", 1))
    if k == "reward":
        if args[0] == "object":
            return t("tal.act.reward_object", card=the(args[1], lang))
        return t("tal.act.reward_" + args[0])
    if k == "quest":
        return t("tal.act.quest_yes" if args[0] else "tal.act.quest_no")
    key = f"tal.act.{k}"
    return t(key)


def unbuyable(w) -> list[tuple[str, str, dict]]:
    """The shop's goods the character cannot buy now, each with why: (card, reason, values)
    -- "short" (values: price, gold, missing), "sold_out" or "no_followers". Shown as
    disabled buttons, so a purchase out of reach says why instead of being missing."""
    from game.games.talisman.world import has_ability
    ask = w.res["ask"]
    queue = w.res["queue"]
    if ask is None or ask["kind"] != "shop" or ask.get("what") != "shop" or not queue:
        return []
    goods = queue[0].get("e", {}).get("shop", [])
    offered = {o[1] for o in ask["options"] if o[0] == "buy"}
    c = w.res["chars"][ask["seat"]]
    out = []
    for ident in goods:
        if ident in offered:
            continue
        rec = content().cards[ident]
        if w.res["purchase"].get(ident, 0) <= 0:
            out.append((ident, "sold_out", {}))
        elif rec["kind"] == "follower" and has_ability(c, "no_followers"):
            out.append((ident, "no_followers", {}))
        elif rec.get("price", 0) > c["gold"]:
            out.append((ident, "short", {"price": rec["price"], "gold": c["gold"],
                                         "missing": rec["price"] - c["gold"]}))
    return out


def odds(mine: int, theirs: int) -> tuple[int, int, int]:
    """Win / tie / lose percentages of one die + mine against one die + theirs."""
    win = tie = 0
    for d in range(1, 7):
        for e in range(1, 7):
            a, b = d + mine, e + theirs
            win += a > b
            tie += a == b
    return round(win * 100 / 36), round(tie * 100 / 36), 100 - round(win * 100 / 36) - round(tie * 100 / 36)


def tip(t, w, action, lang: str) -> str:
    """What a click on this action will do (consequences before commitment)."""
    t = _worded(t, lang)
    k, args = action.kind, action.args
    cc = content()
    ask = w.res["ask"] or {}
    c = w.res["chars"][ask.get("seat", 0)]
    if k == "move":
        if args[1] == "portal":
            return t("tal.tip.move_portal")
        if args[1] == "bridge":
            return t("tal.tip.move_bridge")
        return t("tal.tip.move", space=the(args[0], lang), text=lower_first(space_text(w, args[0], lang)))
    if k == "step":
        sp = target_space(w, action)
        return t("tal.tip.step", space=the(sp, lang), text=lower_first(space_text(w, sp, lang)))
    if k == "cast":
        tg = args[1] if len(args) > 1 else None
        if isinstance(tg, str) and tg in cc.spaces and cc.cards[args[0]].get("op") == "teleport":
            return t("tal.tip.cast_to", spell=nm(args[0], lang), space=the(tg, lang),
                     text=lower_first(space_text(w, tg, lang)))
        return t("tal.tip.cast", text=gtext.card_text(args[0], lang))
    if k in ("drop", "sell", "discard", "discard_spell"):
        return t(f"tal.tip.{k}", card=the(args[0], lang))
    if k == "take":
        return t("tal.tip.take", card=the(args[0], lang), text=gtext.card_text(args[0], lang))
    if k == "leave":
        return t("tal.tip.leave", card=the(args[0], lang)) if args else t("tal.tip.leave_inner")
    if k == "raft":
        return t("tal.tip.raft", space=the(args[0], lang))
    if k == "feed":
        return sentence(t("tal.tip.feed", card=the(args[0], lang)), lang)
    if k == "bleed":
        return t("tal.tip.bleed", n=ask.get("n", 1), lives=c["lives"])
    if k == "buy":
        return t("tal.tip.buy", card=the(args[0], lang), n=cc.cards[args[0]].get("price", 0),
                 text=gtext.card_text(args[0], lang))
    if k == "encounter":
        return t("tal.tip.encounter", text=lower_first(space_text(w, c["space"], lang)))
    if k == "meet":
        if args[1] == "steal":
            return t("tal.tip.steal", who=whom(w, args[0], lang))
        from game.games.talisman.world import stat
        mode = "craft" if args[1] == "psychic" else "strength"
        theirs = stat(w, args[0], mode, combat=True)
        win, tie, lose = odds(stat(w, ask["seat"], mode, combat=True), theirs)
        return t("tal.tip.meet", who=whom(w, args[0], lang), stat=gtext.STAT[lang][mode][0], n=theirs,
                 win=win, tie=tie, lose=lose)
    if k == "fight" and ask.get("kind") == "combat":
        nums = combat_numbers(w)
        if nums and args[0] in nums["mine"]:
            m = args[0]
            win, tie, lose = odds(nums["mine"][m], nums["foe_total"][m])
            foes = ", ".join(foe_name(w, f, lang, article=True) for f, _ in nums["theirs"][m])
            return t("tal.tip.fight", mine=nums["mine"][m], foe=foes, theirs=nums["foe_total"][m],
                     win=win, tie=tie, lose=lose)
    if k == "fight":
        return t("tal.tip.fight_again")
    if k == "reward":
        return t("tal.tip.reward")
    if k == "quest":
        return t("tal.tip.quest_yes" if args[0] else "tal.tip.quest_no")
    if k == "pay":
        src = ask.get("src")
        eff = next((e for e in cc.spaces.get(c["space"], {}).get("do", []) if "offer" in e), None)
        text = gtext.effect_text(eff["offer"]["do"], lang) if eff else ""
        return t("tal.tip.pay", text=lower_first(text) or (the(src, lang) if src else ""))
    if k == "exchange":
        return t("tal.tip.exchange", stat=gtext.STAT[lang][args[0]][0])
    key = f"tal.tip.{k}"
    return t(key) if key_known(t, key) else label(t, w, action, lang)


def key_known(t, key: str) -> bool:
    return t(key) != key


def foe_name(w, f, lang: str, article: bool = False) -> str:
    """A foe as a label names it, or with its article for a sentence."""
    if isinstance(f, int) and not isinstance(f, bool):
        return whom(w, f, lang) if article else who(w, f, lang)
    return the(f, lang) if article else gtext.name(f, lang)


def space_text(w, space: str, lang: str) -> str:
    """A space's instruction (its terrain card's, when one covers it)."""
    cc = content()
    cover = w.res["terrain"]["on"].get(space)
    if cover:
        return gtext.effect_text(cc.cards[cover].get("do", []), lang)
    rec = cc.spaces[space]
    if not rec["do"]:
        if space == cc.board["portal"]["space"]:
            return {"es": "Pásalo con movimiento de sobra para intentar abrirlo (2 dados ≤ tu Fuerza o tu Astucia).",
                    "en": "Pass it with movement to spare to try to open it (2 dice ≤ your strength or craft)."}[lang]
        if space == "plain_of_danger":
            return {"es": "Aquí empieza la región interior: un espacio por turno.",
                    "en": "The inner region starts here: one space a turn."}[lang]
    return gtext.effect_text(rec["do"], lang)


def space_icon(space: str) -> str | None:
    """The small mark painted on a space, from what its instruction does."""
    rec = content().spaces[space]
    ops = [k for e in rec["do"] for k in e if k not in ("n", "rows")]
    if space == content().board["portal"]["space"]:
        return "portal"
    for op, icon in (("shop", "shop"), ("crown", "crown"), ("death", "skull"), ("valley", "fire"), ("pits", "fire"),
                     ("werewolf", "wolf"), ("maze", "maze"), ("quest", "quest"), ("offer", "eye"),
                     ("cleanse", "chapel"), ("by_alignment", "grave"), ("heal", "heal"), ("roll", "roll"),
                     ("draw", "draw")):
        if op in ops:
            return icon
    return None

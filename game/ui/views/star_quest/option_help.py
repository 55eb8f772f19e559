"""Hover help for Star Quest's setup choices, built from its content: who the usual
squad is, what each mode plays, a mission's story, goal and rounds, what the
small table and the two exhaustion readings change."""
from __future__ import annotations

import re

from game.games.star_quest.describe import called
from game.games.star_quest.game import LINEUP
from game.games.star_quest.world import content

from .text import TEXT, counted


def star_quest_tip(ctx, key: str, value) -> str | None:
    ctx.i18n.add(TEXT)
    lang = ctx.lang

    def t(k, **kw):
        return counted(ctx.t(k, **kw), **kw)
    c = content()
    if key == "lineup" and value == "standard":
        refs = [h for h in LINEUP if h in c.heroes] + sorted(set(c.heroes) - set(LINEUP))
        return t("sq.ot.lineup.standard", names=", ".join(called(h, lang) for h in refs))
    if key == "mission" and value in c.missions:
        m = c.missions[value]
        g = m["goal"]
        goal = {"interact": lambda: t("sq.goal.interact", count=g["count"], done=0),
                "extract": lambda: t("sq.goal.extract", count=g["count"], done=0),
                "eliminate": lambda: t("sq.goal.eliminate", target=called(g["target"], lang)),
                "seize": lambda: t("sq.goal.seize", count=g.get("count", 1), done=0)}[g["kind"]]()
        goal = re.sub(r" \([^)]*\)", "", goal)                # setup: no "(0 done)" progress yet
        return "\n".join([m["intro"][lang], goal, t("sq.ot.mission.rounds", n=m["round_limit"],
                                                     faction=c.factions[m["faction"]]["name"][lang])])
    if key in ("heroes", "players") and not isinstance(value, str):     # the steppers: what the number means
        return t(f"sq.ot.{key}", n=len(c.heroes))
    if key in ("lineup", "mode", "table", "exhaustion") and isinstance(value, str):
        return t(f"sq.ot.{key}.{value}", n=len(c.heroes))
    return None

"""What a spell does, in words built from its data: a short form for its button
("+1 Defence", "2 hits") and a sentence for its tooltip (effect with its rules, range, target)."""
from __future__ import annotations

from game.games.star_quest.world import content


def _rules(tr, rules: dict) -> str:
    return ", ".join(tr("sq.rule." + k, v=v) if v is not True else tr("sq.rule." + k) for k, v in rules.items() if v)


def spell_effect(tr, sid: str) -> str:
    """The effect alone: "2 hits with AP(1)", "+1 Defence until the end of the round"."""
    eff = content().spells[sid]["effect"]
    kind = eff["kind"]
    if kind == "attack":
        rules = _rules(tr, eff.get("rules", {}))
        text = tr("sq.spell.attack", n=eff["hits"], rules=(" " + tr("sq.spell.with", rules=rules)) if rules else "")
    elif kind == "status":
        return tr("sq.spell.status", status=tr("sq.status.name." + eff["status"]))
    else:
        text = tr("sq.spell." + kind, n=eff.get("amount", 0))
    if eff.get("status"):
        text += tr("sq.spell.also", status=tr("sq.status.name." + eff["status"]))
    return text


def spell_short(tr, sid: str) -> str:
    """The button's form: what it does, in two or three words, so "name: effect…" reads on one
    line at the buttons' own size; its weapon rules, range and cost are in the tooltip."""
    eff = content().spells[sid]["effect"]
    kind = eff["kind"]
    if kind == "attack":
        return tr("sq.spell.short.attack", n=eff["hits"])
    if kind == "status":
        return tr("sq.status.name." + eff["status"])
    return tr("sq.spell.short." + kind, n=eff.get("amount", 0))


def spell_sentence(tr, sid: str, lang: str) -> str:
    """The tooltip's line: cost, range, who it targets and what it does."""
    sp = content().spells[sid]
    return tr("sq.spell.line", name=content().name(sid, lang), effect=spell_effect(tr, sid), range=sp["range"], cost=sp["cost"],
              target=tr("sq.spell.target." + sp["target"]))

"""Log lines for magic events in Spanish and English, and spell texts generated from spell data."""
from __future__ import annotations

from game.engine.wording import reflexive

from .content import content
from .spells import book, spell

STAT_WORDS = {"cac": ("Cuerpo a cuerpo", "Melee"), "dis": ("Disparo", "Shooting"), "agi": ("Agilidad", "Agility"),
              "arm": ("Armadura", "Armour"), "mov": ("Movimiento", "Movement")}
KIND_WORDS = {"projectile": ("Proyectil mágico", "Magic projectile"), "hex": ("Maleficio", "Hex"),
              "enhancement": ("Potenciación", "Enhancement"), "protection": ("Protección", "Protection"),
              "heal": ("Curación", "Healing"), "domination": ("Dominio", "Domination")}
END_WHY = {"expired": ("se desvanece", "fades"), "replaced": ("se deshace por el nuevo hechizo",
                                                             "gives way to the new spell"),
           "caster_out": ("se deshace: su lanzador ya no está", "breaks: its caster is gone"),
           "ended": ("se deshace a voluntad de su lanzador", "is ended by its caster")}


def spell_name(sid: str, lang: str) -> str:
    return spell(sid)["name"]["es" if lang == "es" else "en"]


def lore_name(lore: str, lang: str) -> str:
    return book()["lores"][lore]["name"]["es" if lang == "es" else "en"]


def _turns(n: int, es: bool) -> str:
    return (f"{n} turno" if n == 1 else f"{n} turnos") if es else (f"{n} turn" if n == 1 else f"{n} turns")


def spell_text(sid: str, lang: str, apprentice: bool = False) -> str:
    """What the spell does, from its data."""
    es = lang == "es"
    sp = spell(sid)
    i = 0 if es else 1
    cost = sp["cost"]
    head = (f"{KIND_WORDS[sp['kind']][i]} · {cost} de maná" if es else f"{KIND_WORDS[sp['kind']][i]} · {cost} mana")
    head += (" · superior (sin mover)" if es else " · superior (no move)") if cost >= 2 else ""
    rng = sp["range"]
    where = (f"a {rng} casillas" if es else f"up to {rng} squares") if rng else ("centrado en el lanzador" if es
                                                                                else "centred on the caster")
    area = ""
    if sp["radius"]:
        area = (f"; radio {sp['radius']}" if es else f"; radius {sp['radius']}")
    k = sp["kind"]
    if k == "projectile":
        n = sp["dice"] - (1 if apprentice else 0)
        dice = (f"{n} dado de daño" if n == 1 else f"{n} dados de daño") if es else (
            f"{n} damage die" if n == 1 else f"{n} damage dice")
        body = (f"{dice} al objetivo ({where}{area})" if es else f"{dice} at the target ({where}{area})")
        if sp["radius"]:
            body += ("; los demás del área, 2 dados menos" if es else "; others in the area, 2 dice fewer")
        body += ("; cada 6 al lanzar, +1 dado" if es else "; each 6 rolled, +1 die")
    elif k == "heal":
        body = (f"un aliado ({where}) recupera {sp['amount']} de Vitalidad" if es
                else f"an ally ({where}) heals {sp['amount']} Life")
    elif k == "domination":
        body = (f"deja Inmóvil a un enemigo ({where}); a grandes, enormes y campeones solo con un 6"
                if es else f"leaves a foe immobile ({where}); large, huge and champions only with a 6")
    else:
        bonus = ", ".join(f"{'+' if v > 0 else ''}{v} {STAT_WORDS[key][i]}" for key, v in sp["bonus"].items())
        who = {"hex": ("a los enemigos", "to the foes"), "enhancement": ("a los aliados", "to the allies"),
               "protection": ("a los aliados en esas casillas", "to the allies on those squares")}[k][i]
        body = f"{bonus} {who} ({where}{area})"
        body += ("; dura lo que el dado más alto" if es else "; lasts as many turns as the higher die")
    return f"{head}. {body[0].upper()}{body[1:]}."


def describe_magic(event, lang: str, n, grammar=lambda fig: "ms") -> str | None:
    """n(fig) names a figure in a sentence; grammar(fig) is its gender and number."""
    es = lang == "es"
    d = event.data
    k = event.kind

    def t(a, b):
        return a if es else b

    def item(o):
        return content().objects[o]["name"]["es" if es else "en"]

    def listed(figs):       # "el Roedor, Dorna y Saska"
        names = [n(x) for x in figs]
        return names[0] if len(names) < 2 else ", ".join(names[:-1]) + t(" y ", " and ") + names[-1]

    def quoted(sid):        # a spell by its name in the log, quoted: «Dardo de chispas», “Spark dart”
        return ("«{}»" if es else "“{}”").format(spell_name(sid, lang))
    if k == "cast":
        tg = d.get("target")
        if isinstance(tg, list):
            at = t(" sobre el cofre", " at the chest")
        elif isinstance(tg, str) and "|" in tg:
            at = t(" sobre la puerta", " at the door")
        else:
            g = grammar(tg) if tg else "ms"      # a spell on its own caster: "sobre sí misma", "on herself"
            at = "" if not tg else t(f" sobre {reflexive(g, lang)}" if d.get("who") == tg else f" sobre {n(tg)}",
                                     f" on {reflexive(g, lang)}" if d.get("who") == tg else f" on {n(tg)}")
        roll = f"{d['dice'][0]}+{d['dice'][1]}"
        what = quoted(d["spell"])
        if d["dice"] == [1, 1]:
            return t(f"{n(d['who'])} pifia al lanzar {what} ({roll}): el hechizo se pierde.",
                     f"{n(d['who'])} fumbles {what} ({roll}): the spell is lost.")
        if d["ok"]:
            extra = t(" ¡Doble crítico: no se puede dispersar!", " Double crit: it cannot be dispelled!") \
                if d["dice"] == [6, 6] else ""
            return t(f"{n(d['who'])} lanza {what}{at}: {roll} = {d['total']} (necesita {d['need']}).{extra}",
                     f"{n(d['who'])} casts {what}{at}: {roll} = {d['total']} (needs {d['need']}).{extra}")
        return t(f"{n(d['who'])} no logra lanzar {what}: {roll} = {d['total']} (necesita {d['need']}).",
                 f"{n(d['who'])} fails to cast {what}: {roll} = {d['total']} (needs {d['need']}).")
    if k == "spell_aid":
        return t(f"{n(d['who'])} gasta: {item(d['item'])}.", f"{n(d['who'])} uses up: {item(d['item'])}.")
    if k == "backlash":
        dice = " ".join(map(str, d["dice"]))
        w = d["wounds"]
        return t(f"Contragolpe mágico: {dice} contra {d['need']}; {n(d['who'])} sufre aturdimiento y pierde {w} de Vitalidad.",
                 f"Magic backlash: {dice} against {d['need']}; {n(d['who'])} is stunned and loses {w} life.")
    if k == "dispel_question":
        return t(f"{n(d['who'])} puede intentar dispersar {quoted(d['spell'])} de {n(d['caster'])}.",
                 f"{n(d['who'])} may try to dispel {n(d['caster'])}'s {quoted(d['spell'])}.")
    if k == "dispel":
        roll = f"{d['dice'][0]}+{d['dice'][1]} = {d['total']}"
        if d["ok"]:
            return t(f"{n(d['who'])} dispersa {quoted(d['spell'])} ({roll} contra {d['against']}); gasta 1 de maná.",
                     f"{n(d['who'])} dispels {quoted(d['spell'])} ({roll} against {d['against']}); 1 mana spent.")
        return t(f"{n(d['who'])} no logra dispersar {quoted(d['spell'])} ({roll} contra {d['against']}).",
                 f"{n(d['who'])} fails to dispel {quoted(d['spell'])} ({roll} against {d['against']}).")
    if k == "dispel_declined":
        return t(f"{n(d['who'])} no intenta dispersar.", f"{n(d['who'])} does not try to dispel.")
    if k == "spell_hits":
        if not d["targets"]:
            return t(f"{quoted(d['spell'])} no alcanza a nadie.", f"{quoted(d['spell'])} hits nobody.")
        return t(f"{quoted(d['spell'])} alcanza a {listed(d['targets'])}.", f"{quoted(d['spell'])} hits {listed(d['targets'])}.")
    if k == "spell_resisted":
        return t(f"{n(d['who'])} resiste {quoted(d['spell'])}: hacía falta un 6.",
                 f"{n(d['who'])} resists {quoted(d['spell'])}: it needed a 6.")
    if k == "spell_lasts":
        who = listed(d["figs"]) or t("nadie", "nobody")
        return t(f"{quoted(d['spell'])} dura {_turns(d['turns'], True)} sobre: {who}.",
                 f"{quoted(d['spell'])} lasts {_turns(d['turns'], False)} on: {who}.")
    if k == "spell_ends":
        return f"{quoted(d['spell'])} {END_WHY[d['why']][0 if es else 1]}."
    if k == "mana":
        freed = (t(f"; puede volver a lanzar {quoted(d['freed'])}", f"; {quoted(d['freed'])} may be cast once more")
                 if d.get("freed") else "")
        return t(f"{n(d['who'])} bebe: {item(d['item'])}, +{d['mana']} de maná{freed}.",
                 f"{n(d['who'])} drinks the {item(d['item'])}: +{d['mana']} mana{freed}.")
    if k == "magic_arrows":
        return t(f"{n(d['who'])} dispara {item(d['item']).lower()} (una vez por combate).",
                 f"{n(d['who'])} shoots {item(d['item']).lower()} (once per combat).")
    return None

"""The Dungeon Universalis view's strings for magic (keys "du.spell.*", "du.act.spells" ...)."""
from __future__ import annotations

_T = {
    "du.act.spells": ("Hechizos", "Spells"),
    "du.act.spells_tip": ("Los hechizos de este lanzador: maná, usos que quedan, coste y probabilidad de lanzarlos.",
                          "This caster's spells: mana, casts left, cost and the odds of casting."),
    "du.act.dispel": ("Dispersar ({pct}%)", "Dispel ({pct}%)"),
    "du.act.dispel_tip": ("Tirada enfrentada de Inteligencia contra el total del lanzador; si lo logras, "
                          "gastas 1 de maná y el hechizo no tiene efecto.",
                          "Opposed Intelligence roll against the caster's total; if you beat it you spend "
                          "1 mana and the spell has no effect."),
    "du.act.let_pass": ("Dejarlo pasar", "Let it pass"),
    "du.act.let_pass_tip": ("No intentas dispersar: el hechizo surte efecto.",
                            "You do not try to dispel: the spell takes effect."),
    "du.spell.row": ("{name} · {cost} de maná · quedan {left}/{max} · {pct}%",
                     "{name} · {cost} mana · {left}/{max} left · {pct}%"),
    "du.spell.title": ("{lore} · Maná {mana}/{max}", "{lore} · Mana {mana}/{max}"),
    "du.spell.sheet": ("{lore} · Maná {mana}/{max}", "{lore} · Mana {mana}/{max}"),
    "du.spell.mana": ("Maná {mana}/{max}", "Mana {mana}/{max}"),
    "du.spell.no_uses": ("No quedan lanzamientos de este hechizo en esta aventura.",
                         "No casts of this spell are left this adventure."),
    "du.spell.no_hand": ("Hace falta una mano libre.", "A free hand is needed."),
    "du.spell.no_action": ("Ya has usado la acción.", "The action is already used."),
    "du.spell.moved": ("Un hechizo superior no se combina con un movimiento.",
                       "A superior spell is not combined with a move."),
    "du.spell.no_mana": ("No queda maná suficiente.", "Not enough mana."),
    "du.spell.no_target": ("Ningún objetivo a su alcance y a la vista.", "No target in range and in sight."),
    "du.spell.warn_friend": ("¡Cuidado! También alcanza a un aliado", "Careful! It also hits a friend"),
    "du.spell.warn_friends": ("¡Cuidado! También alcanza a {n} aliados", "Careful! It also hits {n} friends"),
    "du.spell.cast": ("Lanzar — {pct}%", "Cast — {pct}%"),
    "du.spell.cast_with": ("Lanzar con {item} — {pct}%", "Cast with {item} — {pct}%"),
    "du.spell.hit_dice": ("{who}: {n}D6 · heridas esperadas {wounds}", "{who}: {n}D6 · expected wounds {wounds}"),
    "du.spell.hit": ("{who}", "{who}"),
    "du.spell.friend": ("(¡aliado!)", "(friend!)"),
    "du.spell.nobody": ("No alcanza a nadie.", "It reaches nobody."),
    "du.spell.on_fig": ("{name}: turnos restantes {n}", "{name}: turns left {n}"),
    "du.spell.question": ("{who} puede dispersar {name} de {caster} (total {total}): lo logra con un {pct}%.",
                          "{who} may dispel {caster}'s {name} (total {total}): {pct}% to succeed."),
    "du.spell.aiming": ("Elige a quién lanzar {name} (clic en otro sitio para cancelar).",
                        "Pick the target of {name} (click elsewhere to cancel)."),
    "du.spell.dispelled": ("¡Dispersado!", "Dispelled!"),
    "du.spell.failed": ("Falla", "Fails"),
    "du.end_spell": ("Deshacer tu hechizo: {name}", "End your spell: {name}"),
    "du.magic_shot": ("Flechas mágicas (una vez por combate)", "Magic arrows (once per combat)"),
}

TEXT = {"es": {k: v[0] for k, v in _T.items()}, "en": {k: v[1] for k, v in _T.items()}}

"""ES / EN strings of the terrain pieces of the Dungeon Universalis view (keys "du.*")."""
from __future__ import annotations

TERRAIN_TEXT = {
    "du.act.jump": ("Salto espectacular", "Spectacular jump"),
    "du.act.climb": ("Trepar al saliente", "Climb the ledge"),
    "du.act.climb_out": ("Salir del foso", "Climb out of the pit"),
    "du.act.slide": ("Empujar el mueble", "Slide the furniture"),
    "du.act.move_here": ("Mover aquí", "Move here"),
    "du.piece.crate": ("Caja", "Crate"),
    "du.piece.chest": ("Cofre", "Chest"),
    "du.piece.statue": ("Estatua", "Statue"),
    "du.piece.rubble": ("Escombros", "Rubble"),
    "du.tip.pit": ("Foso (profundidad {n}): nadie entra andando; quien cae queda aturdido y recibe un dado "
                   "de daño por nivel. Dentro no se lucha cuerpo a cuerpo.",
                   "Pit ({n} deep): nobody walks in; whoever falls is stunned and takes one damage die per "
                   "level. No melee into, out of or inside it."),
    "du.tip.water": ("Aguas profundas: entrar cuesta +1 por casilla; quien empieza aquí nada su Agilidad "
                     "(2D6 antes). Solo dagas y armas naturales, −1 al combate salvo acuáticos, sin disparos; "
                     "cobertura ligera desde la orilla.",
                     "Deep water: +1 a square to walk in; whoever starts here swims its Agility (2D6 first). "
                     "Daggers and natural weapons only, −1 to melee unless aquatic, no shooting; light cover "
                     "against the shore."),
    "du.tip.walkway": ("Pasarela: se cruza como suelo firme.", "Walkway: crossed like solid floor."),
    "du.tip.level": ("Altura {n}: subir un nivel cuesta +1; dos o más hay que treparlos o saltarlos.",
                     "Level {n}: one level up costs +1; two or more must be climbed or jumped."),
    "du.tip.stairs": ("Escalera a la altura {n}: subir a ella cuesta +1; se sube y se baja solo por sus "
                      "extremos, sin cortar sus esquinas en diagonal. Quien está en ella solo es adyacente a "
                      "quien ocupa sus extremos (o a una figura enorme).",
                      "Stairs up to level {n}: stepping up onto them costs +1; they are got on and off only "
                      "at their ends, and no diagonal cuts their corners. Whoever stands on them is adjacent "
                      "only to those at their ends (or to a huge figure)."),
    "du.tip.stairs_vertical": ("Escalera vertical: no se puede correr por ella.",
                               "Vertical stairs: no running on them."),
    "du.tip.jump_here": ("Pulsa: saltar aquí — {chance}% de lograrlo; si fallas caes {levels} y acaba tu "
                         "activación.",
                         "Click: jump here — {chance}% to make it; if you fail you fall {levels} and your "
                         "activation ends."),
    "du.tip.climb_here": ("Pulsa: trepar aquí — {chance}% de lograrlo; si fallas caes 1 nivel.",
                          "Click: climb here — {chance}% to make it; if you fail you fall 1 level."),
    "du.tip.climb_out_here": ("Pulsa: salir del foso por aquí — {chance}% (la activación termina igualmente).",
                              "Click: climb out here — {chance}% (the activation ends either way)."),
    "du.tip.slide": ("Pulsa: empujarla una casilla (acción) o subirte a ella.",
                     "Click: slide it one square (an action) or step onto it."),
    "du.tip.movable": (", se puede empujar", ", can be slid"),
    "du.tip.big": ("Peana de 2×2: ocupa cuatro casillas.", "2×2 base: holds four squares."),
    "du.tip.flying": ("En vuelo: solo lucha contra quien vuela.", "In flight: only fights flyers."),
    "du.levels_1": ("1 nivel", "1 level"), "du.levels_n": ("{n} niveles", "{n} levels"),
    "du.warn.fall_risk": ("{what}: {chance}% de lograrlo. Si fallas caes {levels}: quedas aturdido, recibes "
                          "{dice} contra tu armadura natural y termina tu activación.",
                          "{what}: {chance}% to make it. If you fail you fall {levels}: stunned, {dice} "
                          "against your natural armour, and your activation ends."),
    "du.warn.climb_out": ("Salir del foso: {chance}% de lograrlo. Tu activación termina igualmente.",
                          "Climb out of the pit: {chance}% to make it. Your activation ends either way."),
    "du.dice_1": ("1 dado de daño", "1 damage die"), "du.dice_n": ("{n} dados de daño", "{n} damage dice"),
    "du.why.swimming": ("nadando −1", "swimming −1"), "du.why.big": ("objetivo grande +1", "large target +1"),
}

"""The view's ES / EN strings for armour, companions, potions, light and darkness and the
fortune question (keys "du.*", merged into text.TEXT)."""
from __future__ import annotations

_T = {
    "du.armour_off": ("Quitarse {item}", "Take off the {item}"),
    "du.armour_on": ("Ponerse {item}", "Put on the {item}"),
    "du.armour_tip": ("Acción sin movimiento en esta activación. La armadura suma a la natural; las caídas y "
                      "el agua solo miran la natural.",
                      "An action, with no movement this activation. Armour adds to natural armour; falls and "
                      "water only look at natural armour."),
    "du.step_aside": ("Apartarse a esta casilla", "Step aside to this square"),
    "du.hint.step_aside": ("Trampa descubierta: puedes apartarte a una casilla libre (iluminada); ya no te "
                           "moverás más en esta activación.",
                           "Trap found: you may step aside to a free (lit) square; you move no more this "
                           "activation."),
    "du.act.fatal_yes": ("Gastar Fortuna", "Spend Fortune"),
    "du.act.fatal_yes_tip": ("Gasta 1 punto de Fortuna y tira 1D6: con 5 o 6 el golpe no cuenta y te quedas "
                             "con 1 de Vitalidad. El JOA gana 1 punto de logro por cada punto gastado.",
                             "Spend 1 Fortune point and roll 1D6: on a 5 or 6 the blow does not count and you "
                             "stay at 1 Life. The JOA scores 1 achievement point per point spent."),
    "du.act.fatal_yes_second": ("Gastar el segundo punto", "Spend a second point"),
    "du.act.fatal_yes_second_tip": ("Un segundo punto de Fortuna te salva seguro: te quedas con 1 de Vitalidad.",
                                    "A second Fortune point saves you for sure: you stay at 1 Life."),
    "du.act.fatal_no": ("Caer", "Fall"),
    "du.act.fatal_no_tip": ("Guardas la Fortuna: el héroe queda fuera de combate y el JOA gana sus puntos de "
                            "valor como logro.",
                            "Keep your Fortune: the hero goes out of combat and the JOA scores its value "
                            "points as achievement."),
    "du.hint.fatal": ("¡Golpe fatal a {who}! ¿Gastas Fortuna (te quedan {n}) para tirar 1D6 y salvarte con 5+?",
                      "A fatal blow to {who}! Spend Fortune ({n} left) to roll 1D6 and survive on 5+?"),
    "du.hint.fatal_second": ("{who} ha fallado la tirada. ¿Gastas otro punto (te quedan {n}) para salvarte seguro?",
                             "{who} missed the roll. Spend another point ({n} left) to survive for sure?"),
    "du.level.companion": ("Acompaña a {who}", "With {who}"),
    "du.companion_of": ("{name} de {who}", "{name} of {who}"),
    "du.sheet.ach": ("Logro {n}", "Achievement {n}"),
    "du.carry": ("Cargar con {who}", "Carry {who}"),
    "du.carry_tip": ("Acción: te llevas al aliado caído; os movéis tantas casillas como tu Fuerza. Si sales "
                     "con él, sus pertenencias salen también.",
                     "Action: take up the fallen ally; you both move as many squares as your Strength. Leave "
                     "with it and its belongings leave too."),
    "du.identify": ("Identificar: {item}", "Identify: {item}"),
    "du.identify_tip": ("Acción de exploración: prueba de Inteligencia (Alquimia para pociones, Secretos de la "
                        "magia para objetos mágicos). Una poción identificada se decide con 1D6: 1 veneno, "
                        "2 destreza, 3 héroes, 4 fuerza, 5 maná, 6 curación.",
                        "Exploration action: an Intelligence test (Alchemy for potions, Secrets of magic for magic "
                        "objects). An identified potion is decided with 1D6: 1 poison, 2 dexterity, 3 heroes, "
                        "4 strength, 5 mana, 6 healing."),
    "du.drink_tip": ("Acción rápida. Las pociones no se suman: al beber una se acaba el efecto de la anterior. "
                     "Una poción sin identificar no se puede beber.",
                     "Quick action. Potions do not add up: drinking one ends the effect of the one before. An "
                     "unidentified potion cannot be drunk."),
    "du.sheet.unknown": ("{item} (sin identificar)", "{item} (unidentified)"),
    "du.light": ("Encender: {item}", "Light the {item}"),
    "du.light_tip": ("Acción rápida: la llevas en la mano (sin escudo). Anula la penumbra y la oscuridad a 6 "
                     "casillas.",
                     "Quick action: you hold it (no shield). It cancels dim light and darkness within 6 squares."),
    "du.set_light": ("Dejar la luz en esta casilla", "Set the light down here"),
    "du.set_light_tip": ("Acción rápida: la luz sigue encendida aquí y recuperas la mano del escudo.",
                         "Quick action: the light stays lit here and your shield hand is free again."),
    "du.darkness_total": ("Oscuridad total: sin luz a 6 casillas, los héroes ven a 2 casillas y tienen −1 "
                          "a Cuerpo a cuerpo y Percepción.",
                          "Total darkness: with no light within 6 squares, heroes see 2 squares and have −1 "
                          "Melee and Perception."),
    "du.darkness_dim": ("Penumbra: sin luz a 6 casillas, quien está perdido en la oscuridad ve a 6 casillas y "
                        "tiene −1 a Cuerpo a cuerpo y Percepción.",
                        "Dim light: with no light within 6 squares, whoever is lost in the dark sees 6 squares "
                        "and has −1 Melee and Perception."),
    "du.sheet.lit": ("{item} (encendida)", "{item} (lit)"),
    "du.persuade_tip": ("Con ingenio: 2D6 + Inteligencia contra 2D6 + la suya (+1 misma raza, −1 alineamiento "
                        "opuesto, −1 por cada héroe que lo intentó antes; una vez por héroe). Con miedo: 2D6 + "
                        "Fuerza contra 2D6 + su Valentía (+1 Temible; una vez por grupo). Un doble 1 estropea todo.",
                        "By wit: 2D6 + Intelligence against 2D6 + its own (+1 same race, −1 opposite alignment, "
                        "−1 per hero who tried before; once per hero). By fear: 2D6 + Strength against 2D6 + its "
                        "Bravery (+1 Fearsome; once per party). A double 1 spoils everything."),
    "du.tip.light": ("Una luz encendida: anula la penumbra y la oscuridad a 6 casillas.",
                     "A lit light: it cancels dim light and darkness within 6 squares."),
    "du.sheet.armour_off": ("{item} (quitada)", "{item} (off)"),
}
MORE = {"es": {k: v[0] for k, v in _T.items()}, "en": {k: v[1] for k, v in _T.items()}}

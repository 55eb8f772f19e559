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
    "du.sheet.armour_off": ("{item} (quitada)", "{item} (off)"),
}
MORE = {"es": {k: v[0] for k, v in _T.items()}, "en": {k: v[1] for k, v in _T.items()}}

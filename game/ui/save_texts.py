"""Strings of the Load / Save screens, Continue and the setup memory (ES and EN,
identical keys); scenes merge them with ctx.i18n.add(TEXTS)."""
from __future__ import annotations

TEXTS = {
    "es": {
        "sv.actions_one": "1 acción",
        "sv.actions": "{n} acciones",
        "sv.rebuilt_title": "Partida reconstruida",
        "sv.rebuilt": "La posición guardada en «{label}» no coincide con sus jugadas (el archivo está dañado). "
                      "Se ha reconstruido repitiendo sus {n} jugadas desde el principio. ¿Abrir la partida "
                      "reconstruida?",
        "sv.open": "Abrir",
        "sv.no_picture": "Sin imagen",
        "sv.damaged_file": "Archivo dañado",
        "setup.role_tip": "Este asiento juega como {role}: no tiene nada más que elegir.",
    },
    "en": {
        "sv.actions_one": "1 action",
        "sv.actions": "{n} actions",
        "sv.rebuilt_title": "Game rebuilt",
        "sv.rebuilt": "The position saved in “{label}” does not match its moves (the file is damaged). "
                      "It has been rebuilt by replaying its {n} moves from the start. Open the rebuilt game?",
        "sv.open": "Open",
        "sv.no_picture": "No picture",
        "sv.damaged_file": "Damaged file",
        "setup.role_tip": "This seat plays the {role}: it has nothing else to pick.",
    },
}

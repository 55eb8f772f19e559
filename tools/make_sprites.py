"""Generate every original sprite of the project into sprites/ (except sprites/tiles/).

Run from the repository root:  python tools/make_sprites.py [group ...]
Groups: heroes enemies bosses tokens dice symbols cards ui fx (default: all).
Deterministic: all randomness uses fixed seeds, so re-running gives the same files.
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from art_common import ROOT, save  # noqa: E402  (sets SDL dummy drivers before pygame)
import art_cards  # noqa: E402
import art_enemies  # noqa: E402
import art_fx  # noqa: E402
import art_heroes  # noqa: E402
import art_symbols  # noqa: E402
import art_tokens  # noqa: E402
import art_ui  # noqa: E402

OUT = os.path.join(ROOT, "sprites")


def p(*parts):
    return os.path.join(OUT, *parts)


def heroes():
    for hid in art_heroes.HEROES:
        for f in range(4):
            save(art_heroes.hero_frame(hid, f), p("heroes", f"{hid}_{f}.png"))
        save(art_heroes.hero_portrait(hid), p("heroes", f"{hid}_portrait.png"))


def enemies():
    for eid in art_enemies.ENEMIES:
        for f in range(4):
            save(art_enemies.enemy_frame(eid, f), p("enemies", f"{eid}_{f}.png"))


def bosses():
    for bid in art_enemies.BOSSES:
        for f in range(4):
            save(art_enemies.boss_frame(bid, f), p("bosses", f"{bid}_{f}.png"))


def tokens():
    for name in art_tokens.TOKENS:
        save(art_tokens.token(name), p("tokens", f"{name}.png"))


def dice():
    for sym in ("boot", "sword", "coin", "monster", "star"):
        save(art_tokens.die_face("action", sym), p("dice", f"action_{sym}.png"))
        save(art_tokens.die_face("special", sym), p("dice", f"special_{sym}.png"))
    save(art_tokens.die_face("special", "blank"), p("dice", "special_blank.png"))
    for sym in ("attack", "left", "right"):
        save(art_tokens.die_face("enemy", sym), p("dice", f"enemy_{sym}.png"))
    for i in range(6):
        save(art_tokens.tumble(i), p("dice", f"tumble_{i}.png"))
    for n in range(1, 7):
        save(art_tokens.d6_face(n), p("dice", f"d6_{n}.png"))


def symbols():
    for name in art_symbols.SYMBOLS:
        save(art_symbols.symbol_image(name), p("symbols", f"{name}.png"))


def cards():
    for kind in art_cards.FRAME_KINDS:
        save(art_cards.card_frame(kind), p("cards", f"frame_{kind}.png"))
    for kind in art_cards.BACK_KINDS:
        save(art_cards.card_back(kind), p("cards", f"back_{kind}.png"))
    import art_card_icons        # one drawing per card id, in the content's order
    art_card_icons.write_all(p("cards"))
    layout = dict(art_cards.LAYOUT)
    layout["_doc"] = ("Card frame regions in pixels of the 240x336 frame: rects are [x, y, w, h]; "
                      "cost is [cx, cy, r]. The art window is opaque: draw card art on top of it.")
    with open(p("cards", "layout.json"), "w", encoding="utf-8") as fh:
        json.dump(layout, fh, indent=2, sort_keys=True)
        fh.write("\n")


def ui():
    save(art_ui.panel(False), p("ui", "panel.png"))
    save(art_ui.panel(True), p("ui", "panel_dark.png"))
    for state in art_ui.BUTTON_STYLES:
        name = "button.png" if state == "normal" else f"button_{state}.png"
        save(art_ui.button(state), p("ui", name))
    for name in art_ui.UI_ICONS:
        save(art_ui.ui_icon(name), p("ui", f"icon_{name}.png"))
    save(art_ui.logo(), p("ui", "logo.png"))
    # JPEG: a painted full-screen picture decodes ~4x faster than as PNG (start-up time)
    save(art_ui.menu_background(), p("ui", "menu_background.jpg"))
    for gid, fn in art_ui.COVERS.items():
        save(fn(), p("ui", f"cover_{gid}.png"))


def fx():
    for name, fn in art_fx.FX.items():
        for f in range(4):
            save(fn(f), p("fx", f"{name}_{f}.png"))


GROUPS = {"heroes": heroes, "enemies": enemies, "bosses": bosses, "tokens": tokens, "dice": dice,
          "symbols": symbols, "cards": cards, "ui": ui, "fx": fx}


def main(argv):
    names = argv or list(GROUPS)
    for name in names:
        t = time.time()
        GROUPS[name]()
        print(f"{name:8s} {time.time() - t:5.1f} s")


if __name__ == "__main__":
    main(sys.argv[1:])

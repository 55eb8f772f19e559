"""Generate the TseuQuest adventure maps: tileset art, tseuquest.tsx and one .tmx per adventure.

    python tools/make_tseuquest_maps.py [--out maps/tseuquest] [--render /tmp/tseuquest_maps]

Layouts are written below as carved rectangles plus lists of doors, scenery,
traps, marks and figures; art is drawn with pygame. Every run rewrites the
tileset and all maps, then validates them with game.games.tseuquest.board and
exits 1 on any problem. --render also writes a PNG of each map (the Evil
Wizard's view: everything shown). See docs/maps.md, section TseuQuest.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402  (tools may use pygame; rules code may not)
import tiled_write  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

T = 32
COLUMNS = 12
W, H = 26, 19
EDGE_KINDS = ("none", "wall", "door", "secret", "ruined", "gate")
LAYERS = ("floor", "walls", "scenery", "traps", "zones", "marks", "monsters")
ROOM_IDS = 16
SCENERY = ("altar", "sarcophagus", "torture_rack", "cupboard", "weapon_rack", "chest", "barrel", "fireplace",
           "stairs", "trapdoor", "mirror", "statue", "guillotine", "cage", "wall_line", "table", "ruined_wall",
           "lever", "pendulum", "portal", "well", "open_door", "closed_door", "portcullis", "fallen_rock",
           "fallen_rock_double", "chair", "throne", "floor_trap", "wall_trap")
CELL_TRAPS = ("rocks", "arrows_cell", "pit", "deep_pit", "glyph_fire", "glyph_sleep", "glyph_drain")
EDGE_TRAPS = ("spears", "axes", "arrows")
MARKS = ("start", "exit", "wander", "hidden_treasure")
MONSTERS = ("grubling", "bonewalker", "gnasher", "rot_hound", "mire_archer", "stone_sentinel",
            "osmund", "vhal", "skarn", "brood_witch")


# ---------------------------------------------------------------------------
# Layouts. Regions: '#' rock, '.' corridor, 'a'..'p' rooms 1..16. carve() fills
# rectangles in order (later ones win). Edge lists use (x, y, side) with side
# n/s/e/w of that square. Walls are drawn automatically wherever two regions
# meet; doors, secret doors, gates and ruined walls replace them.
# ---------------------------------------------------------------------------

def carve(grid, ch, x, y, w, h):
    for yy in range(y, y + h):
        for xx in range(x, x + w):
            grid[yy][xx] = ch


def regions(ops):
    grid = [["#"] * W for _ in range(H)]
    for op in ops:
        carve(grid, *op)
    return ["".join(r) for r in grid]


ADVENTURES = {}

ADVENTURES["crypt"] = dict(
    title=("La cripta de Osmund", "Osmund's Crypt"),
    intro=("Bajo la abadía en ruinas, Osmund el Carcelero sigue haciendo su ronda, aunque murió hace un siglo. "
           "Sus presos nunca salieron. Bajad, acabad con él y liberad sus almas. Y no hagáis ruido: el "
           "carcelero tiene el sueño ligero.",
           "Beneath the ruined abbey, Osmund the Jailer still walks his rounds, though he died a century ago. "
           "His prisoners never left. Go down, destroy him and free their souls. And keep quiet: the jailer "
           "sleeps lightly."),
    goal_text=("Eliminad a Osmund el Carcelero.", "Destroy Osmund the Jailer."),
    rules_text=("Ruido: el primer ruido despierta la sala de Osmund (todas sus figuras se colocan y actúan). "
                "Al quinto ruido suben por la escalera del sureste dos Gruñones y un Andahuesos; al décimo, "
                "dos Colmillos de Cueva.",
                "Noise: the first noise wakes Osmund's hall (all its figures are placed and act). "
                "At the fifth noise two Grublings and a Bonewalker come up the south-east stairs; at the "
                "tenth, two Cave Gnashers."),
    goal="kill:osmund", noise="1:wake:5;5:spawn:grubling,grubling,bonewalker;10:spawn:gnasher,gnasher", round_limit=30, reward=40,
    regions=regions([
        (".", 1, 1, 24, 1), (".", 1, 6, 24, 1), (".", 1, 12, 24, 1), (".", 1, 17, 24, 1),
        (".", 1, 1, 1, 17), (".", 24, 1, 1, 17), (".", 1, 1, 3, 5), (".", 16, 1, 1, 6),
        ("a", 4, 2, 5, 4), ("b", 10, 2, 6, 4), ("c", 17, 2, 7, 4),
        (".", 6, 7, 1, 5), (".", 19, 7, 1, 5),
        ("d", 2, 7, 4, 5), ("e", 7, 7, 12, 5), ("f", 20, 7, 4, 5),
        (".", 8, 13, 1, 4), (".", 14, 13, 1, 4), (".", 19, 13, 1, 4),
        ("g", 2, 13, 6, 4), ("h", 9, 13, 5, 4), ("i", 15, 13, 4, 4), ("j", 20, 13, 4, 4),
    ]),
    doors=[(4, 3, "w"), (12, 5, "s"), (17, 4, "w"), (5, 9, "e"), (9, 7, "n"), (16, 11, "s"),
           (4, 13, "n"), (12, 13, "n"), (16, 13, "n"), (20, 15, "w")],
    secret=[(20, 10, "w")], gates=[], ruined=[],
    scenery=[("stairs", 1, 1), ("table", 5, 3), ("table", 6, 3), ("chair", 7, 3), ("cupboard", 10, 2),
             ("cupboard", 11, 2), ("chest", 15, 5), ("altar", 20, 3), ("statue", 18, 2), ("statue", 22, 2),
             ("cage", 2, 8), ("cage", 2, 10), ("throne", 12, 7), ("statue", 9, 9), ("statue", 16, 9),
             ("chest", 23, 11), ("barrel", 20, 7), ("torture_rack", 3, 14), ("guillotine", 6, 15),
             ("well", 11, 14), ("weapon_rack", 18, 13), ("sarcophagus", 21, 14), ("sarcophagus", 22, 14),
             ("stairs", 24, 17), ("fireplace", 4, 2)],
    traps=[("pit", 7, 6), ("spears", 10, 12, "w"), ("rocks", 24, 7), ("rocks", 24, 8), ("arrows", 1, 14, "n"),
           ("glyph_fire", 12, 9), ("deep_pit", 19, 15)],
    monsters=[("grubling", 5, 4), ("grubling", 8, 5), ("bonewalker", 12, 4), ("bonewalker", 14, 3),
              ("gnasher", 19, 4), ("grubling", 22, 5), ("grubling", 3, 9), ("osmund", 12, 8),
              ("bonewalker", 10, 10), ("bonewalker", 15, 10), ("rot_hound", 21, 9), ("mire_archer", 5, 13),
              ("gnasher", 10, 16), ("stone_sentinel", 16, 15), ("bonewalker", 20, 16)],
    start=[(1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (3, 2), (1, 3), (2, 3)],
    exits=[(1, 1)], wander=[(24, 16), (23, 17)],
    zones={1: [(10, 2, 6, 4)], 2: [(2, 13, 6, 4)], 3: [(20, 13, 4, 4)]},
    hidden={(3, 11): "potion:healing_draught", (22, 16): "gold:25"},
    chests={(15, 5): "gold:30", (23, 11): "gold:50"}, levers={},
)

ADVENTURES["marsh"] = dict(
    title=("El ídolo del pantano", "The Marsh Idol"),
    intro=("La Bruja del Cieno guarda un ídolo de jade que mantiene seco su cubil bajo el pantano. Robadlo y "
           "traedlo de vuelta a la escalera de entrada. La cámara del ídolo se abre con una palanca... o por "
           "caminos que la bruja prefiere olvidar.",
           "The Silt Witch keeps a jade idol that holds the marsh water away from her lair. Steal it and carry "
           "it back to the entrance stairs. The idol's vault opens with a lever... or by ways the witch would "
           "rather forget."),
    goal_text=("Sacad el ídolo del pantano por la escalera de entrada.", "Carry the marsh idol out by the entrance stairs."),
    rules_text=("Ruido: el segundo ruido despierta el cubil de la bruja. Al sexto llegan dos Sabuesos Podridos. "
                "La palanca del pasillo central abre y cierra la reja de la cámara del ídolo.",
                "Noise: the second noise wakes the witch's den. At the sixth two Rot Hounds arrive. "
                "The lever in the central corridor opens and closes the idol vault's gate."),
    goal="retrieve:marsh_idol", noise="2:wake:5;6:spawn:rot_hound,rot_hound", round_limit=35, reward=50,
    regions=regions([
        (".", 1, 1, 8, 1), (".", 1, 1, 1, 17), (".", 1, 17, 24, 1), (".", 24, 6, 1, 12), (".", 8, 1, 1, 6),
        (".", 8, 6, 17, 1), (".", 13, 6, 1, 12),
        ("a", 2, 2, 6, 4), ("b", 9, 2, 5, 4), ("c", 14, 2, 10, 4), ("d", 2, 7, 11, 5),
        ("e", 14, 7, 10, 5), ("f", 2, 12, 11, 5), ("g", 14, 12, 10, 5),
    ]),
    doors=[(2, 3, "w"), (9, 4, "w"), (18, 5, "s"), (10, 7, "n"), (12, 9, "e"), (14, 9, "w"), (23, 8, "e"),
           (5, 16, "s"), (12, 14, "e")],
    secret=[(13, 3, "e"), (18, 11, "s")], gates=[(14, 14, "w")], ruined=[],
    scenery=[("stairs", 1, 1), ("chest", 6, 2), ("barrel", 3, 5), ("table", 10, 3), ("statue", 19, 3),
             ("altar", 21, 3), ("well", 6, 9), ("barrel", 11, 11), ("fireplace", 23, 7), ("cage", 16, 10),
             ("table", 19, 9), ("chair", 20, 9), ("lever", 13, 13), ("chest", 22, 14), ("statue", 16, 12),
             ("statue", 16, 16), ("pendulum", 19, 14)],
    traps=[("pit", 6, 14), ("deep_pit", 9, 13), ("spears", 13, 10, "n"), ("rocks", 24, 12), ("rocks", 24, 13),
           ("arrows", 8, 3, "n"), ("glyph_sleep", 20, 13), ("glyph_drain", 5, 9)],
    monsters=[("grubling", 4, 3), ("grubling", 6, 4), ("mire_archer", 11, 2), ("mire_archer", 12, 5),
              ("bonewalker", 17, 4), ("bonewalker", 22, 2), ("stone_sentinel", 21, 4), ("rot_hound", 4, 10),
              ("rot_hound", 9, 8), ("gnasher", 11, 9), ("brood_witch", 18, 9), ("mire_archer", 22, 10),
              ("grubling", 4, 15), ("grubling", 8, 12), ("grubling", 11, 15), ("stone_sentinel", 21, 15),
              ("gnasher", 17, 13)],
    start=[(1, 1), (2, 1), (3, 1), (4, 1), (1, 2), (1, 3), (5, 1), (1, 4)],
    exits=[(1, 1), (2, 1)], wander=[(24, 16), (23, 17)],
    zones={1: [(2, 2, 6, 4)], 2: [(2, 7, 11, 5)], 3: [(2, 12, 11, 5)]},
    hidden={(16, 3): "potion:sage_tea", (10, 16): "gold:30"},
    chests={(6, 2): "gold:20", (22, 14): "item:marsh_idol"}, levers={(13, 13): [(14, 14, "west")]},
)

ADVENTURES["mine"] = dict(
    title=("La mina inundada", "The Flooded Mine"),
    intro=("Los mineros de Pozohondo cavaron demasiado. Ahora la mina está inundada y Skarn Rompeyelmos ha "
           "hecho de ella su guarida. Atravesadla de oeste a este y salid por la trampilla del pozo de "
           "ventilación: al menos dos de vosotros deben llegar para avisar al valle.",
           "The miners of Deepwell dug too deep. Now the mine is flooded and Skarn Helmbreaker has made it his "
           "lair. Cross it from west to east and climb out through the air shaft's trapdoor: at least two of "
           "you must get through to warn the valley."),
    goal_text=("Que dos aventureros salgan por la trampilla del este.", "Two adventurers leave by the east trapdoor."),
    rules_text=("Ruido: el tercer ruido trae dos Gruñones; el sexto despierta la sala de bombas de Skarn; el "
                "décimo trae un Colmillo de Cueva. Muros semiderruidos en varias galerías.",
                "Noise: the third noise brings two Grublings; the sixth wakes Skarn's pump room; the tenth "
                "brings a Cave Gnasher. Half-ruined walls in several galleries."),
    goal="escape:2", noise="3:spawn:grubling,grubling;6:wake:2;10:spawn:gnasher", round_limit=30,
    reward=45,
    regions=regions([
        (".", 1, 8, 5, 3), (".", 6, 2, 1, 15), (".", 6, 2, 8, 1), (".", 13, 2, 1, 8), (".", 13, 9, 12, 1),
        (".", 24, 9, 1, 9), (".", 20, 1, 1, 8), (".", 6, 16, 8, 1), (".", 13, 16, 1, 2), (".", 13, 17, 12, 1),
        (".", 20, 10, 1, 7),
        ("a", 7, 3, 6, 4), ("b", 7, 11, 6, 5), ("c", 15, 12, 5, 5), ("d", 21, 1, 4, 5), ("e", 1, 11, 5, 7),
        ("f", 14, 4, 5, 5), ("g", 21, 10, 3, 6),
    ]),
    doors=[(7, 5, "w"), (14, 6, "w"), (16, 8, "s"), (21, 3, "w"), (7, 13, "w"), (10, 15, "s"),
           (19, 14, "e"), (22, 10, "n"), (3, 11, "n")],
    secret=[(15, 16, "s")], gates=[],
    ruined=[(8, 3, "n"), (9, 3, "n"), (12, 6, "e"), (6, 12, "e"), (20, 12, "e")],
    scenery=[("stairs", 1, 9), ("fallen_rock", 4, 8), ("barrel", 8, 4), ("table", 10, 5), ("chest", 12, 3),
             ("well", 9, 12), ("barrel", 7, 15), ("weapon_rack", 19, 12), ("table", 17, 13), ("chest", 24, 1),
             ("cupboard", 21, 5), ("fallen_rock", 13, 4), ("trapdoor", 24, 10), ("barrel", 2, 16),
             ("statue", 16, 5), ("chest", 1, 17), ("table", 22, 14)],
    traps=[("pit", 6, 12), ("rocks", 10, 2), ("rocks", 11, 2), ("axes", 13, 7, "n"), ("spears", 20, 6, "n"),
           ("deep_pit", 18, 9), ("arrows_cell", 24, 14), ("pit", 16, 17), ("glyph_fire", 17, 6)],
    monsters=[("grubling", 9, 6), ("grubling", 11, 4), ("gnasher", 13, 3), ("skarn", 10, 13),
              ("grubling", 8, 11), ("gnasher", 12, 12), ("mire_archer", 17, 14), ("rot_hound", 23, 3),
              ("grubling", 22, 2), ("bonewalker", 2, 14), ("bonewalker", 3, 16), ("gnasher", 22, 12),
              ("mire_archer", 15, 5)],
    start=[(1, 9), (2, 9), (1, 8), (2, 8), (1, 10), (2, 10), (3, 9), (3, 8)],
    exits=[(24, 10)], wander=[(20, 1), (19, 17)],
    zones={1: [(7, 3, 6, 4)], 2: [(21, 1, 4, 5)], 3: [(1, 11, 5, 7)]},
    hidden={(15, 9): "gold:20", (4, 13): "potion:troll_broth"},
    chests={(12, 3): "gold:25", (24, 1): "gold:40", (1, 17): "potion:hare_elixir"}, levers={},
)

ADVENTURES["tower"] = dict(
    title=("La torre de Vhal", "Vhal's Tower"),
    intro=("Todo lleva aquí: Vhal el Nigromante os espera en lo alto de su torre, tras un portal y un espejo "
           "que nunca refleja a quien mira. Sus muertos vigilan cada escalón. Acabad con él y la sombra se "
           "levantará del valle.",
           "Everything leads here: Vhal the Necromancer awaits you at the top of his tower, beyond a portal "
           "and a mirror that never reflects the one who looks. His dead guard every step. Destroy him and the "
           "shadow will lift from the valley."),
    goal_text=("Eliminad a Vhal el Nigromante.", "Destroy Vhal the Necromancer."),
    rules_text=("Ruido: el tercer ruido despierta la biblioteca; el sexto, la sala del trono de Vhal. Aquí las "
                "figuras del Malvado Brujo también disparan las trampas. La palanca de la capilla abre la reja del trono.",
                "Noise: the third noise wakes the library; the sixth, Vhal's throne room. Here the Evil "
                "Wizard's figures set off traps too. The chapel lever opens the throne room's gate."),
    goal="kill:vhal", noise="3:wake:1;6:wake:6", round_limit=35, reward=80, mb_triggers_traps=True,
    regions=regions([
        (".", 1, 1, 24, 1), (".", 1, 17, 24, 1), (".", 1, 9, 24, 1), (".", 1, 1, 1, 17), (".", 24, 1, 1, 17),
        (".", 12, 1, 2, 17),
        ("a", 2, 2, 10, 7), ("b", 2, 10, 10, 7), ("c", 14, 10, 10, 7), ("d", 14, 2, 4, 7), ("e", 2, 2, 2, 2),
        ("f", 18, 2, 6, 7),
    ]),
    doors=[(6, 8, "s"), (11, 5, "e"), (6, 10, "n"), (11, 13, "e"), (14, 13, "w"), (20, 10, "n"),
           (16, 8, "s"), (14, 4, "w"), (3, 3, "e")],
    secret=[(22, 8, "s")], gates=[(18, 5, "w")], ruined=[],
    scenery=[("stairs", 1, 17), ("cupboard", 5, 2), ("cupboard", 6, 2), ("table", 6, 5), ("table", 7, 5),
             ("cupboard", 9, 2), ("fireplace", 2, 13), ("table", 6, 13), ("chest", 4, 15),
             ("altar", 19, 13), ("lever", 21, 12), ("statue", 16, 12), ("statue", 16, 14), ("mirror", 14, 2),
             ("portal", 16, 5), ("throne", 21, 3), ("statue", 19, 2), ("chest", 22, 7), ("chest", 2, 2)],
    traps=[("pit", 12, 9), ("spears", 13, 14, "n"), ("arrows", 24, 6, "n"), ("rocks", 1, 5), ("rocks", 1, 6),
           ("glyph_drain", 20, 6), ("axes", 18, 9, "w"), ("deep_pit", 5, 9)],
    monsters=[("bonewalker", 5, 4), ("bonewalker", 8, 6), ("mire_archer", 9, 4), ("gnasher", 5, 12),
              ("bonewalker", 8, 14), ("grubling", 9, 12), ("bonewalker", 18, 12), ("bonewalker", 18, 14),
              ("stone_sentinel", 21, 14), ("rot_hound", 15, 6), ("vhal", 21, 5), ("bonewalker", 20, 4),
              ("mire_archer", 20, 7), ("gnasher", 24, 2)],
    start=[(1, 17), (2, 17), (3, 17), (4, 17), (1, 16), (1, 15), (5, 17), (1, 14)],
    exits=[(1, 17)], wander=[(12, 1), (13, 1)],
    zones={1: [(2, 10, 10, 7)], 2: [(4, 2, 8, 7)], 3: [(14, 2, 4, 7)]},
    hidden={(10, 15): "potion:troll_broth", (3, 3): "gold:40"},
    chests={(4, 15): "potion:sage_tea", (22, 7): "gold:60", (2, 2): "gold:15"},
    levers={(21, 12): [(18, 5, "west")]},
)


# ---------------------------------------------------------------------------
# Parsing layouts into per-square data
# ---------------------------------------------------------------------------

def side_edge(x, y, side):
    """(cell, 'north'|'west') owning the edge on `side` of (x, y)."""
    if side == "n":
        return (x, y), "north"
    if side == "w":
        return (x, y), "west"
    if side == "s":
        return (x, y + 1), "north"
    if side == "e":
        return (x + 1, y), "west"
    raise ValueError(side)


def build_cells(name, adv):
    rows = adv["regions"]
    assert len(rows) == H and all(len(r) == W for r in rows), name
    region = {(x, y): rows[y][x] for y in range(H) for x in range(W)}
    edges = {}   # (cell, north|west) -> kind
    for y in range(H):
        for x in range(W):
            a = region[(x, y)]
            if x > 0 and region[(x - 1, y)] != a and not (a == "#" and region[(x - 1, y)] == "#"):
                edges[((x, y), "west")] = "wall"
            if y > 0 and region[(x, y - 1)] != a and not (a == "#" and region[(x, y - 1)] == "#"):
                edges[((x, y), "north")] = "wall"
    for kind, key in (("door", "doors"), ("secret", "secret"), ("gate", "gates"), ("ruined", "ruined")):
        for x, y, side in adv[key]:
            edges[side_edge(x, y, side)] = kind
    return region, edges


def spec_text(mapping):
    return ";".join(f"{x},{y}={v}" for (x, y), v in sorted(mapping.items()))


def lever_text(levers):
    parts = []
    for (x, y), gates in sorted(levers.items()):
        parts.append(f"{x},{y}>" + "|".join(f"{gx},{gy},{side}" for gx, gy, side in gates))
    return ";".join(parts)


# ---------------------------------------------------------------------------
# Art
# ---------------------------------------------------------------------------

ROOM_TINTS = [(150, 120, 90), (140, 110, 100), (125, 118, 95), (150, 128, 105), (135, 105, 85), (120, 112, 100),
              (145, 125, 95), (130, 115, 110), (140, 120, 80), (128, 108, 92), (150, 115, 95), (118, 118, 108),
              (142, 112, 88), (132, 122, 98), (122, 108, 96), (146, 130, 100)]


def new_tile():
    return pygame.Surface((T, T), pygame.SRCALPHA)


def font(size, bold=True):
    f = pygame.font.Font(None, size)
    f.set_bold(bold)
    return f


def label(s, text, colour, size=14, center=None):
    img = font(size).render(text, True, colour)
    s.blit(img, img.get_rect(center=center or (T // 2, T // 2)))


def floor_tile(kind, n=0):
    s = new_tile()
    rng = random.Random(f"{kind}{n}")
    if kind == "rock":
        s.fill((28, 24, 22))
        for _ in range(24):
            c = rng.choice([(44, 38, 34), (20, 17, 16), (52, 44, 40)])
            pygame.draw.circle(s, c, (rng.randrange(T), rng.randrange(T)), rng.randrange(1, 4))
        return s
    if kind == "corridor":
        base = (96, 96, 100)
    else:
        base = ROOM_TINTS[(n - 1) % len(ROOM_TINTS)]
    s.fill(base)
    dark = tuple(max(0, v - 28) for v in base)
    light = tuple(min(255, v + 18) for v in base)
    # flagstones: two by two with joints
    pygame.draw.line(s, dark, (0, T // 2), (T, T // 2), 1)
    pygame.draw.line(s, dark, (T // 2, 0), (T // 2, T // 2), 1)
    pygame.draw.line(s, dark, (T // 4, T // 2), (T // 4, T), 1)
    pygame.draw.line(s, dark, (3 * T // 4, T // 2), (3 * T // 4, T), 1)
    pygame.draw.rect(s, dark, s.get_rect(), 1)
    for _ in range(5):
        pygame.draw.circle(s, light, (rng.randrange(T), rng.randrange(T)), 1)
    if kind == "room":
        label(s, str(n), (*light, 255), 11, (T - 6, T - 6))
    return s


def draw_edge(s, kind, side):
    """Draw one edge kind on the top (north) or left (west) border of the tile."""
    thick = 6
    if side == "north":
        rect = pygame.Rect(0, 0, T, thick // 2 + 1)
        along = lambda a, b: ((a, 1), (b, 1))  # noqa: E731
    else:
        rect = pygame.Rect(0, 0, thick // 2 + 1, T)
        along = lambda a, b: ((1, a), (1, b))  # noqa: E731
    if kind == "wall":
        pygame.draw.rect(s, (30, 22, 18), rect)
        pygame.draw.line(s, (70, 60, 52), *along(0, T), 1)
    elif kind == "door":
        pygame.draw.rect(s, (30, 22, 18), rect)
        door = pygame.Rect(0, 0, T - 8, 8) if side == "north" else pygame.Rect(0, 0, 8, T - 8)
        door.center = (T // 2, 1) if side == "north" else (1, T // 2)
        pygame.draw.rect(s, (150, 96, 44), door)
        pygame.draw.rect(s, (70, 40, 16), door, 1)
        pygame.draw.circle(s, (230, 200, 80), (T // 2 + 6, 2) if side == "north" else (2, T // 2 + 6), 2)
    elif kind == "secret":
        pygame.draw.rect(s, (30, 22, 18), rect)
        for a in range(2, T - 2, 6):
            pygame.draw.line(s, (220, 60, 220), *along(a, a + 3), 3)
    elif kind == "ruined":
        for a in range(0, T, 8):
            pygame.draw.line(s, (60, 50, 44), *along(a, a + 4), 4)
    elif kind == "gate":
        pygame.draw.rect(s, (30, 22, 18), rect)
        for a in range(4, T - 2, 5):
            p, q = along(a, a)
            if side == "north":
                pygame.draw.line(s, (170, 170, 185), (a, 0), (a, 5), 2)
            else:
                pygame.draw.line(s, (170, 170, 185), (0, a), (5, a), 2)
        pygame.draw.line(s, (200, 200, 215), *along(2, T - 2), 1)


def walls_tile(north, west):
    s = new_tile()
    if west != "none":
        draw_edge(s, west, "west")
    if north != "none":
        draw_edge(s, north, "north")
    return s


def scenery_tile(kind):
    s = new_tile()
    r = pygame.Rect(4, 4, T - 8, T - 8)
    wood, dwood, stone, dstone = (132, 84, 40), (80, 48, 20), (170, 170, 165), (90, 90, 95)
    iron = (120, 125, 135)
    if kind in ("table", "cupboard", "chair", "throne", "weapon_rack", "torture_rack", "barrel", "chest",
                "trapdoor"):
        if kind == "table":
            pygame.draw.rect(s, wood, r.inflate(6, 6))
            pygame.draw.rect(s, dwood, r.inflate(6, 6), 2)
        elif kind == "cupboard":
            pygame.draw.rect(s, dwood, r.inflate(4, 4))
            pygame.draw.line(s, wood, (T // 2, 4), (T // 2, T - 4), 2)
        elif kind == "chair":
            pygame.draw.rect(s, wood, (9, 12, 14, 14))
            pygame.draw.rect(s, dwood, (9, 6, 14, 6))
        elif kind == "throne":
            pygame.draw.rect(s, (140, 30, 40), (7, 10, 18, 18))
            pygame.draw.rect(s, (220, 180, 60), (7, 3, 18, 8))
            pygame.draw.rect(s, (220, 180, 60), (7, 3, 18, 25), 2)
        elif kind == "weapon_rack":
            pygame.draw.rect(s, dwood, (3, 3, T - 6, 6))
            for x in (8, 15, 22):
                pygame.draw.line(s, iron, (x, 6), (x, 26), 2)
        elif kind == "torture_rack":
            pygame.draw.rect(s, dwood, r)
            for y in (10, 16, 22):
                pygame.draw.line(s, iron, (6, y), (26, y), 2)
            pygame.draw.circle(s, (150, 30, 30), (T // 2, T // 2), 3)
        elif kind == "barrel":
            pygame.draw.circle(s, wood, (T // 2, T // 2), 11)
            pygame.draw.circle(s, dwood, (T // 2, T // 2), 11, 2)
            pygame.draw.circle(s, dwood, (T // 2, T // 2), 6, 1)
        elif kind == "chest":
            pygame.draw.rect(s, wood, (5, 9, 22, 16))
            pygame.draw.rect(s, (220, 180, 60), (5, 9, 22, 16), 2)
            pygame.draw.line(s, (220, 180, 60), (5, 15), (27, 15), 2)
            pygame.draw.rect(s, (240, 210, 80), (14, 13, 4, 5))
        elif kind == "trapdoor":
            pygame.draw.rect(s, dwood, r)
            for x in range(8, T - 6, 5):
                pygame.draw.line(s, wood, (x, 5), (x, T - 5), 2)
            pygame.draw.circle(s, iron, (T // 2, T // 2), 3, 1)
        return s
    if kind in ("altar", "sarcophagus", "statue", "well", "guillotine", "mirror", "cage", "pendulum",
                "portcullis", "fallen_rock", "fallen_rock_double", "wall_line", "ruined_wall"):
        if kind == "altar":
            pygame.draw.rect(s, stone, r)
            pygame.draw.rect(s, dstone, r, 2)
            pygame.draw.line(s, (200, 40, 40), (T // 2, 8), (T // 2, 24), 2)
            pygame.draw.line(s, (200, 40, 40), (10, 14), (22, 14), 2)
        elif kind == "sarcophagus":
            pygame.draw.polygon(s, stone, [(10, 3), (22, 3), (27, 12), (22, 29), (10, 29), (5, 12)])
            pygame.draw.polygon(s, dstone, [(10, 3), (22, 3), (27, 12), (22, 29), (10, 29), (5, 12)], 2)
        elif kind == "statue":
            pygame.draw.circle(s, dstone, (T // 2, T // 2), 13)
            pygame.draw.circle(s, stone, (T // 2, 11), 5)
            pygame.draw.rect(s, stone, (11, 16, 10, 10))
        elif kind == "well":
            pygame.draw.circle(s, dstone, (T // 2, T // 2), 13)
            pygame.draw.circle(s, (30, 60, 110), (T // 2, T // 2), 8)
        elif kind == "guillotine":
            pygame.draw.rect(s, dwood, (6, 4, 4, 24))
            pygame.draw.rect(s, dwood, (22, 4, 4, 24))
            pygame.draw.polygon(s, iron, [(10, 8), (22, 8), (22, 14), (10, 18)])
        elif kind == "mirror":
            pygame.draw.ellipse(s, (220, 180, 60), (6, 2, 20, 28))
            pygame.draw.ellipse(s, (170, 210, 235), (9, 5, 14, 22))
        elif kind == "cage":
            pygame.draw.rect(s, iron, r, 2)
            for x in range(8, T - 4, 5):
                pygame.draw.line(s, iron, (x, 4), (x, T - 4), 1)
        elif kind == "pendulum":
            pygame.draw.line(s, iron, (T // 2, 0), (T // 2, 20), 2)
            pygame.draw.arc(s, (200, 200, 210), (4, 12, 24, 18), math.pi, 2 * math.pi, 4)
        elif kind == "portcullis":
            for x in range(5, T - 3, 5):
                pygame.draw.line(s, iron, (x, 2), (x, T - 2), 2)
            for y in (8, 18, 28):
                pygame.draw.line(s, iron, (2, y), (T - 2, y), 2)
        elif kind in ("fallen_rock", "fallen_rock_double"):
            pygame.draw.polygon(s, (110, 100, 90), [(4, 20), (10, 5), (24, 4), (29, 18), (20, 29), (7, 28)])
            pygame.draw.polygon(s, (60, 54, 48), [(4, 20), (10, 5), (24, 4), (29, 18), (20, 29), (7, 28)], 2)
            if kind == "fallen_rock_double":
                label(s, "2", (240, 240, 240), 16)
        elif kind == "wall_line":
            pygame.draw.rect(s, (30, 22, 18), (0, 12, T, 8))
        elif kind == "ruined_wall":
            for x in (2, 12, 22):
                pygame.draw.rect(s, (70, 60, 52), (x, 12, 8, 8))
        return s
    if kind == "fireplace":
        pygame.draw.rect(s, (90, 60, 50), (3, 3, T - 6, 12))
        pygame.draw.polygon(s, (240, 120, 30), [(10, 14), (16, 4), (22, 14)])
        pygame.draw.polygon(s, (250, 210, 60), [(13, 14), (16, 8), (19, 14)])
    elif kind == "stairs":
        for i in range(5):
            pygame.draw.rect(s, (160 - i * 18, 150 - i * 18, 140 - i * 18), (3, 3 + i * 5, T - 6, 5))
    elif kind == "lever":
        pygame.draw.rect(s, dstone, (10, 20, 12, 8))
        pygame.draw.line(s, iron, (16, 22), (24, 6), 3)
        pygame.draw.circle(s, (200, 40, 40), (24, 6), 4)
    elif kind == "portal":
        for i, c in enumerate(((80, 40, 160), (130, 70, 220), (190, 140, 255))):
            pygame.draw.ellipse(s, c, (4 + i * 4, 2 + i * 4, T - 8 - i * 8, T - 4 - i * 8), 3)
    elif kind in ("open_door", "closed_door"):
        pygame.draw.rect(s, (150, 96, 44), (4, 12, 24, 8) if kind == "closed_door" else (4, 4, 6, 24))
    elif kind in ("floor_trap", "wall_trap"):
        pygame.draw.rect(s, (20, 20, 20), r, 2)
    return s


def trap_tile(kind, side="cell"):
    s = new_tile()
    red = (210, 40, 40)
    if side != "cell":
        # a wall mechanism aimed at the north or west edge of the square
        if side == "north":
            pygame.draw.rect(s, red, (2, 0, T - 4, 6))
        else:
            pygame.draw.rect(s, red, (0, 2, 6, T - 4))
        sym = {"spears": "L", "axes": "H", "arrows": "F"}[kind]
        label(s, sym, (255, 230, 230), 16, (T // 2 + (0 if side == "north" else 4), T // 2 + (4 if side == "north" else 0)))
        return s
    if kind in ("pit", "deep_pit"):
        pygame.draw.rect(s, (10, 8, 8), (4, 4, T - 8, T - 8))
        pygame.draw.rect(s, red, (4, 4, T - 8, T - 8), 2)
        if kind == "deep_pit":
            pygame.draw.rect(s, red, (8, 8, T - 16, T - 16), 1)
    elif kind == "rocks":
        for cx, cy in ((10, 12), (20, 10), (15, 21)):
            pygame.draw.circle(s, (120, 110, 100), (cx, cy), 6)
        pygame.draw.rect(s, red, (1, 1, T - 2, T - 2), 2)
    elif kind == "arrows_cell":
        pygame.draw.rect(s, red, (1, 1, T - 2, T - 2), 2)
        label(s, "F", red, 18)
    else:  # magic glyphs
        colour = {"glyph_fire": (250, 120, 30), "glyph_sleep": (120, 150, 250), "glyph_drain": (170, 60, 200)}[kind]
        pygame.draw.circle(s, colour, (T // 2, T // 2), 12, 2)
        pygame.draw.polygon(s, colour, [(16, 6), (25, 22), (7, 22)], 2)
    return s


def mark_tile(kind):
    s = new_tile()
    if kind == "start":
        pygame.draw.circle(s, (60, 200, 90), (T // 2, T // 2), 9, 3)
    elif kind == "exit":
        pygame.draw.polygon(s, (70, 160, 250), [(8, 8), (24, 16), (8, 24)])
    elif kind == "wander":
        for (x, y) in ((10, 22), (20, 14)):
            pygame.draw.ellipse(s, (200, 60, 60), (x - 3, y - 5, 6, 10))
    elif kind == "hidden_treasure":
        pygame.draw.circle(s, (250, 210, 60), (T // 2, T // 2), 8, 2)
        label(s, "?", (250, 210, 60), 16)
    return s


def zone_tile(n):
    s = new_tile()
    s.fill((240, 200, 60, 36))
    for i in range(0, 2 * T, 8):
        pygame.draw.line(s, (250, 220, 90, 60), (i, 0), (i - T, T), 1)
    label(s, str(n), (250, 220, 90), 10, (5, 5))
    return s


MONSTER_LOOK = {
    "grubling": ((90, 150, 60), "g"), "bonewalker": ((225, 220, 200), "b"), "gnasher": ((150, 90, 50), "n"),
    "rot_hound": ((120, 100, 60), "h"), "mire_archer": ((70, 120, 100), "a"),
    "stone_sentinel": ((140, 140, 150), "s"), "osmund": ((180, 40, 40), "O"), "vhal": ((110, 40, 160), "V"),
    "skarn": ((170, 90, 30), "K"), "brood_witch": ((40, 130, 90), "W"),
}


def monster_tile(ref):
    s = new_tile()
    colour, letter = MONSTER_LOOK[ref]
    big = letter.isupper()
    pygame.draw.circle(s, (20, 10, 10), (T // 2, T // 2), 14 if big else 12)
    pygame.draw.circle(s, colour, (T // 2, T // 2), 12 if big else 10)
    if big:
        pygame.draw.circle(s, (240, 200, 60), (T // 2, T // 2), 14, 2)
    label(s, letter, (10, 10, 10) if sum(colour) > 450 else (250, 250, 250), 20)
    return s


def build_tileset():
    """[(key, properties, painter)] in tile-id order. Properties: name -> (type, value)."""
    tiles = [("floor_rock", {"room": ("int", 0), "solid": ("bool", True)}, lambda: floor_tile("rock")),
             ("floor_corridor", {"room": ("int", 0), "solid": ("bool", False)}, lambda: floor_tile("corridor"))]
    for n in range(1, ROOM_IDS + 1):
        tiles.append((f"floor_room_{n}", {"room": ("int", n), "solid": ("bool", False)},
                      (lambda n=n: floor_tile("room", n))))
    for north in EDGE_KINDS:
        for west in EDGE_KINDS:
            if north == west == "none":
                continue
            tiles.append((f"walls_{north}_{west}", {"north": ("string", north), "west": ("string", west)},
                          (lambda n=north, w=west: walls_tile(n, w))))
    for kind in SCENERY:
        tiles.append((f"scenery_{kind}", {"scenery": ("string", kind)}, (lambda k=kind: scenery_tile(k))))
    for kind in CELL_TRAPS:
        tiles.append((f"trap_{kind}", {"trap": ("string", kind), "side": ("string", "cell")},
                      (lambda k=kind: trap_tile(k))))
    for kind in EDGE_TRAPS:
        for side in ("north", "west"):
            tiles.append((f"trap_{kind}_{side}", {"trap": ("string", kind), "side": ("string", side)},
                          (lambda k=kind, sd=side: trap_tile(k, sd))))
    for n in range(1, 9):
        tiles.append((f"zone_{n}", {"zone": ("int", n)}, (lambda n=n: zone_tile(n))))
    for kind in MARKS:
        tiles.append((f"mark_{kind}", {"mark": ("string", kind)}, (lambda k=kind: mark_tile(k))))
    for ref in MONSTERS:
        tiles.append((f"monster_{ref}", {"monster": ("string", ref)}, (lambda r=ref: monster_tile(r))))
    return tiles


# ---------------------------------------------------------------------------
# Writing files
# ---------------------------------------------------------------------------

def write_tileset(out: Path, tiles) -> None:
    tiled_write.write_tileset(out, "tseuquest", tiles, T, COLUMNS, every_tile=True)


def map_layers(name: str, adv: dict, gid_of: dict) -> dict:
    region, edges = build_cells(name, adv)
    layers = {k: [[0] * W for _ in range(H)] for k in LAYERS}
    for (x, y), ch in region.items():
        if ch == "#":
            key = "floor_rock"
        elif ch == ".":
            key = "floor_corridor"
        else:
            key = f"floor_room_{ord(ch) - ord('a') + 1}"
        layers["floor"][y][x] = gid_of[key]
    for y in range(H):
        for x in range(W):
            north = edges.get(((x, y), "north"), "none")
            west = edges.get(((x, y), "west"), "none")
            if north != "none" or west != "none":
                layers["walls"][y][x] = gid_of[f"walls_{north}_{west}"]
    for kind, x, y in adv["scenery"]:
        assert layers["scenery"][y][x] == 0, (name, "two scenery", x, y)
        layers["scenery"][y][x] = gid_of[f"scenery_{kind}"]
    for trap in adv["traps"]:
        if len(trap) == 3:
            kind, x, y = trap
            key = f"trap_{kind}"
        else:
            kind, x, y, side = trap
            (x, y), full = side_edge(x, y, side)
            key = f"trap_{kind}_{full}"
        assert layers["traps"][y][x] == 0, (name, "two traps", x, y)
        layers["traps"][y][x] = gid_of[key]
    for n, rects in adv["zones"].items():
        for (x0, y0, w, h) in rects:
            for y in range(y0, y0 + h):
                for x in range(x0, x0 + w):
                    layers["zones"][y][x] = gid_of[f"zone_{n}"]
    for kind, cells in (("start", adv["start"]), ("exit", adv["exits"]), ("wander", adv["wander"]),
                        ("hidden_treasure", list(adv["hidden"]))):
        for x, y in cells:
            if kind == "exit" and (x, y) in adv["start"]:
                continue   # an entrance that is also the exit keeps its start mark (both listed in properties)
            assert layers["marks"][y][x] == 0, (name, "two marks", x, y)
            layers["marks"][y][x] = gid_of[f"mark_{kind}"]
    for ref, x, y in adv["monsters"]:
        assert layers["monsters"][y][x] == 0, (name, "two monsters", x, y)
        layers["monsters"][y][x] = gid_of[f"monster_{ref}"]
    return layers


def map_props(adv: dict) -> dict:
    p = {}
    for key, field in (("title", "title"), ("intro", "intro"), ("goal", "goal_text"), ("rules", "rules_text")):
        p[f"{key}_es"] = ("string", adv[field][0])
        p[f"{key}_en"] = ("string", adv[field][1])
    p["goal"] = ("string", adv["goal"])
    p["noise"] = ("string", adv["noise"])
    p["chests"] = ("string", spec_text(adv["chests"]))
    p["hidden"] = ("string", spec_text(adv["hidden"]))
    p["levers"] = ("string", lever_text(adv["levers"]))
    p["exits"] = ("string", ";".join(f"{x},{y}" for x, y in adv["exits"]))
    p["round_limit"] = ("int", adv["round_limit"])
    p["reward"] = ("int", adv["reward"])
    p["mb_triggers_traps"] = ("bool", adv.get("mb_triggers_traps", False))
    return dict(sorted(p.items()))


def write_map(out: Path, name: str, adv: dict, layers: dict) -> None:
    tiled_write.write_map(out / f"{name}.tmx", W, H, T, map_props(adv), "tseuquest.tsx", layers.items())


def render(out: Path, dest: Path, tiles) -> None:
    """PNG of every map with all layers (the Evil Wizard's view)."""
    from game.engine.tiled import load_map
    dest.mkdir(parents=True, exist_ok=True)
    images = [painter() for _, _, painter in tiles]
    for path in sorted(out.glob("*.tmx")):
        tm = load_map(path)
        surf = pygame.Surface((tm.width * T, tm.height * T))
        for lname in LAYERS:
            for (x, y), gid in tm.gids[lname].items():
                surf.blit(images[gid - 1], (x * T, y * T))
        big = pygame.transform.scale(surf, (surf.get_width() * 3 // 2, surf.get_height() * 3 // 2))
        pygame.image.save(big, str(dest / f"{path.stem}.png"))
    pygame.image.save(pygame.image.load(str(out / "tseuquest_tiles.png")), str(dest / "tileset.png"))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(REPO / "maps" / "tseuquest"))
    ap.add_argument("--render", default="")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    tiles = build_tileset()
    write_tileset(out, tiles)
    gid_of = {key: i + 1 for i, (key, _, _) in enumerate(tiles)}
    for name, adv in ADVENTURES.items():
        write_map(out, name, adv, map_layers(name, adv, gid_of))
    if args.render:
        render(out, Path(args.render), tiles)
    bad = tiled_write.check_written(out)
    print(f"wrote {len(tiles)} tileset tiles and {len(ADVENTURES)} maps to {out}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

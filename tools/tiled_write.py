"""Writing Tiled files from the map generators (tools/make_*_maps.py): typed
properties and a tileset (.tsx + its PNG sheet), in the format Tiled 1.8 opens."""
from __future__ import annotations

import math
from pathlib import Path
from xml.sax.saxutils import quoteattr

import pygame

TILED_VERSION = 'version="1.8" tiledversion="1.8.2"'


def prop_xml(props: dict, indent: str) -> str:
    """<properties> for {name: (type, value)}; '' when there are none."""
    if not props:
        return ""
    lines = [f"{indent}<properties>"]
    for name, (ptype, value) in props.items():
        text = ("true" if value else "false") if ptype == "bool" else str(value)
        lines.append(f'{indent} <property name={quoteattr(name)} type="{ptype}" value={quoteattr(text)}/>')
    lines.append(f"{indent}</properties>")
    return "\n".join(lines) + "\n"


def write_tileset(out: Path, name: str, tiles, tile_px: int, columns: int, every_tile: bool = False) -> None:
    """tiles: [(key, props, painter)]; writes <name>_tiles.png and <name>.tsx.
    every_tile: list tiles without properties too."""
    rows = math.ceil(len(tiles) / columns)
    sheet = pygame.Surface((columns * tile_px, rows * tile_px), pygame.SRCALPHA)
    for i, (_, _, painter) in enumerate(tiles):
        sheet.blit(painter(), ((i % columns) * tile_px, (i // columns) * tile_px))
    pygame.image.save(sheet, str(out / f"{name}_tiles.png"))
    body = [f' <tile id="{i}">\n' + prop_xml(props, "  ") + " </tile>\n"
            for i, (_key, props, _) in enumerate(tiles) if props or every_tile]
    xml = (f'<?xml version="1.0" encoding="UTF-8"?>\n'
           f'<tileset {TILED_VERSION} name="{name}" tilewidth="{tile_px}" tileheight="{tile_px}" '
           f'tilecount="{len(tiles)}" columns="{columns}">\n'
           f' <image source="{name}_tiles.png" width="{columns * tile_px}" height="{rows * tile_px}"/>\n'
           + "".join(body) + "</tileset>\n")
    (out / f"{name}.tsx").write_text(xml, encoding="utf-8")


def write_map(path: Path, width: int, height: int, tile_px: int, props: dict, tileset: str, layers) -> None:
    """One orthogonal .tmx: map properties, one external tileset, CSV tile layers ((name, rows) pairs)."""
    layers = list(layers)
    parts = [f'<?xml version="1.0" encoding="UTF-8"?>\n'
             f'<map {TILED_VERSION} orientation="orthogonal" renderorder="right-down" '
             f'width="{width}" height="{height}" tilewidth="{tile_px}" tileheight="{tile_px}" infinite="0" '
             f'nextlayerid="{len(layers) + 1}" nextobjectid="1">\n',
             prop_xml(props, " "),
             f' <tileset firstgid="1" source="{tileset}"/>\n']
    for i, (lname, grid) in enumerate(layers, start=1):
        csv = ",\n".join(",".join(str(g) for g in row) for row in grid)
        parts.append(f' <layer id="{i}" name="{lname}" width="{width}" height="{height}">\n'
                     f'  <data encoding="csv">\n{csv}\n</data>\n </layer>\n')
    parts.append("</map>\n")
    Path(path).write_text("".join(parts), encoding="utf-8")


def check_written(out: Path) -> list[str]:
    """The game's own map checks (engine.tiled.check_map) over every .tmx in `out`,
    printed to stderr: a generator exits non-zero when this is not empty."""
    import sys

    from game.engine.tiled import check_map
    problems = [p for path in sorted(Path(out).glob("*.tmx")) for p in check_map(path)]
    for p in problems:
        print(p, file=sys.stderr)
    return problems

"""The 32 Platformer map tiles: they load, meet the design rules, and bad tiles are caught."""
import dataclasses
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from game.engine.tiled import MapError, check_map, load_map
from game.games.platformer.tiles import (
    PlatformerTile, load_tiles, neighbours, reachable, tile_from_map, validate_tile)

REPO = Path(__file__).resolve().parents[1]
MAPS = REPO / "maps" / "platformer"
NAMES = [f"{s}_{n:02d}" for s in ("forest", "void") for n in range(1, 17)]


@pytest.fixture(scope="module")
def tiles() -> dict[str, PlatformerTile]:
    return {t.name: t for t in load_tiles(MAPS)}


def test_exactly_the_32_maps_exist():
    assert sorted(p.stem for p in MAPS.glob("*.tmx")) == sorted(NAMES)
    assert (MAPS / "platformer.tsx").is_file() and (MAPS / "platformer_tiles.png").is_file()


@pytest.mark.parametrize("name", NAMES)
def test_map_checks_clean_and_has_its_identity(name):
    path = MAPS / f"{name}.tmx"
    assert check_map(path) == []
    tm = load_map(path)
    assert (tm.width, tm.height, tm.tile_width, tm.tile_height) == (5, 4, 48, 48)
    tile = tile_from_map(tm)
    assert tile.set == name.split("_")[0]
    assert tile.boss is (int(name.split("_")[1]) in (15, 16))
    assert tile.title and tile.name == name


def test_load_tiles_default_folder_counts():
    found = load_tiles()
    assert len(found) == 32
    assert sum(t.set == "forest" for t in found) == 16
    assert sum(t.set == "void" for t in found) == 16
    boss = sorted(t.name for t in found if t.boss)
    assert boss == ["forest_15", "forest_16", "void_15", "void_16"]


def test_set_level_variety(tiles):
    for tile_set in ("forest", "void"):
        regular = [t for t in tiles.values() if t.set == tile_set and not t.boss]
        assert 5 <= sum(bool(t.shops) for t in regular) <= 7  # "about 6" shops per set
        assert sum(bool(t.traps) for t in regular) >= 6
        # ladders that can cross between stacked tiles: bottom-row ladder over a
        # platform in one tile, top-row ladder in the same column in another
        bottom_cols = {x for t in regular for (x, y) in t.ladders if y == 0 and (x, y) in t.platform_below}
        top_cols = {x for t in regular for (x, y) in t.ladders if y == 3}
        assert bottom_cols & top_cols
    void_regular = [t for t in tiles.values() if t.set == "void" and not t.boss]
    no_portals = [t.name for t in void_regular if not t.portals]
    assert 1 <= len(no_portals) <= 4


def test_rows_are_counted_bottom_up(tiles):
    log = tiles["forest_08"]  # full-width platform under the third row from the bottom
    assert {(x, 2) for x in range(5)} <= log.platform_below
    assert (1, 3) in log.gems
    # the ladder at column 3 crosses that platform both ways
    assert (3, 2) in set(neighbours(log, (3, 1)))
    assert (3, 1) in set(neighbours(log, (3, 2)))
    assert (2, 2) not in set(neighbours(log, (2, 1)))


def test_boss_floor_is_one_way(tiles):
    boss = tiles["void_15"]
    assert {(x, 0) for x in range(5)} <= boss.one_way
    assert len(reachable(boss, (0, 0))) == 20


# --- broken tiles are reported ------------------------------------------------

def _broken(tile, **changes):
    return validate_tile(dataclasses.replace(tile, **changes))


def test_no_gap_in_bottom_row(tiles):
    t = tiles["forest_01"]
    msgs = _broken(t, platform_below=t.platform_below | {(x, 0) for x in range(5)})
    assert any("no gap in the bottom row" in m for m in msgs)


def test_portal_on_forest_tile(tiles):
    t = tiles["forest_01"]
    msgs = _broken(t, portals=frozenset({(0, 3), (4, 3)}))
    assert any("portal on a forest tile" in m for m in msgs)


def test_one_portal_on_void_tile(tiles):
    t = tiles["void_01"]
    msgs = _broken(t, portals=frozenset({(0, 3)}))
    assert any("1 portal(s)" in m for m in msgs)


def test_disagreeing_walls(tiles):
    t = tiles["forest_01"]
    msgs = _broken(t, wall_right=t.wall_right | {(1, 1)})
    assert any("wall_right of (1,1) needs wall_left of (2,1)" in m for m in msgs)
    msgs = _broken(t, wall_left=t.wall_left | {(0, 2)})
    assert any("left border" in m for m in msgs)


def test_sealed_region(tiles):
    t = tiles["forest_04"]
    # wall the middle cell of the second row in: floor above, walls both sides
    msgs = _broken(t, wall_right=t.wall_right | {(1, 1), (2, 1)},
                   wall_left=t.wall_left | {(2, 1), (3, 1)},
                   platform_below=t.platform_below | {(2, 2)},
                   ladders=t.ladders - {(2, 1)})
    assert any("sealed" in m and "(2,1)" in m for m in msgs)


def test_floating_spawn_and_counts(tiles):
    t = tiles["forest_01"]
    msgs = _broken(t, spawns=frozenset({(2, 3)}))
    assert any("spawn at (2, 3) does not stand on a platform" in m for m in msgs)
    assert any("1 spawn square(s), expected 2-3" in m for m in msgs)


def test_boss_tile_rules(tiles):
    t = tiles["forest_15"]
    msgs = _broken(t, one_way=t.one_way - {(2, 0)}, traps=frozenset({(1, 0)}),
                   boss_spawns=frozenset())
    assert any("one_way" in m and "bottom row" in m for m in msgs)
    assert any("trap in the boss bottom row" in m for m in msgs)
    assert any("0 boss_spawn" in m for m in msgs)


def _copy_maps(tmp_path, names):
    folder = tmp_path / "maps" / "platformer"
    folder.mkdir(parents=True)
    for name in ("platformer.tsx", "platformer_tiles.png", *[f"{n}.tmx" for n in names]):
        shutil.copy(MAPS / name, folder / name)
    return folder


def test_broken_map_files_are_reported_by_check_map_and_load_tiles(tmp_path):
    folder = _copy_maps(tmp_path, ["forest_01", "void_02"])
    forest = folder / "forest_01.tmx"
    forest.write_text(forest.read_text().replace(
        '<property name="boss" type="bool" value="false"/>',
        '<property name="boss" type="string" value="no"/>'))
    void = folder / "void_02.tmx"
    void.write_text(void.read_text().replace('name="markers"', 'name="tokens"'))
    assert any("'boss' must be a bool" in m for m in check_map(forest))
    assert any("expected ['background'" in m for m in check_map(void))
    with pytest.raises(MapError) as err:
        load_tiles(folder)
    assert str(forest) in str(err.value) and str(void) in str(err.value)


def test_load_tiles_on_empty_folder(tmp_path):
    with pytest.raises(MapError, match="no .tmx"):
        load_tiles(tmp_path)


# --- the real Tiled editor ----------------------------------------------------

@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled editor not installed")
def test_maps_open_in_tiled(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    for name in NAMES:
        out = tmp_path / f"{name}.json"
        subprocess.run(["tiled", "--export-map", "json", str(MAPS / f"{name}.tmx"), str(out)],
                       env=env, check=True, capture_output=True, timeout=120)
        data = json.loads(out.read_text())
        assert [layer["name"] for layer in data["layers"]] == [
            "background", "edges", "terrain", "markers"]
    # a map re-saved by Tiled still loads and checks clean
    folder = tmp_path / "maps" / "platformer"
    folder.mkdir(parents=True)
    resaved = folder / "void_11.tmx"
    subprocess.run(["tiled", "--export-map", "tmx", str(MAPS / "void_11.tmx"), str(resaved)],
                   env=env, check=True, capture_output=True, timeout=120)
    assert check_map(resaved) == []

"""The generic Tiled loader: good maps load, bad ones give a MapError naming the file."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.tiled import MapError, check_map, game_of, load_map

REPO = Path(__file__).resolve().parents[1]
MAPS = REPO / "maps" / "platformer"

TSX = """<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" name="mini" tilewidth="16" tileheight="16" tilecount="4" columns="2">
 <image source="mini.png" width="32" height="32"/>
 <tile id="1"><properties><property name="solid" type="bool" value="true"/></properties></tile>
 <tile id="2"><properties>
  <property name="kind" type="string" value="door"/><property name="cost" type="int" value="3"/>
 </properties></tile>
</tileset>
"""

TMX = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" orientation="orthogonal" renderorder="right-down" width="3" height="2"
     tilewidth="16" tileheight="16" infinite="0" nextlayerid="3" nextobjectid="1">
 <properties>{props}</properties>
 <tileset firstgid="1" source="{tsx}"/>
 <layer id="1" name="ground" width="3" height="2"><data encoding="csv">
1,2,0,
0,3,{last}
</data></layer>
 <layer id="2" name="top" width="3" height="2"><data encoding="csv">
0,0,0,
0,0,2
</data></layer>
</map>
"""


def write_mini(folder: Path, props='<property name="level" type="int" value="2"/>',
               tsx="mini.tsx", last="2", image=True) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mini.tsx").write_text(TSX)
    if image:
        (folder / "mini.png").write_bytes(b"not really read by the loader")
    path = folder / "mini.tmx"
    path.write_text(TMX.format(props=props, tsx=tsx, last=last))
    return path


def test_load_good_map(tmp_path):
    tm = load_map(write_mini(tmp_path))
    assert (tm.width, tm.height, tm.tile_width, tm.tile_height) == (3, 2, 16, 16)
    assert tm.name == "mini"
    assert tm.properties == {"level": 2}
    assert list(tm.layers) == ["ground", "top"]
    ground = tm.layers["ground"]
    # y = 0 is the top row; empty cells are absent; properties are typed
    assert set(ground) == {(0, 0), (1, 0), (1, 1), (2, 1)}
    assert ground[(0, 0)] == {}
    assert ground[(1, 0)] == {"solid": True}
    assert ground[(1, 1)] == {"kind": "door", "cost": 3}
    assert tm.gids["ground"] == {(0, 0): 1, (1, 0): 2, (1, 1): 3, (2, 1): 2}
    assert tm.layers["top"] == {(2, 1): {"solid": True}}
    (ts,) = tm.tilesets
    assert (ts.firstgid, ts.tile_count, ts.columns) == (1, 4, 2)
    assert ts.image == str(tmp_path / "mini.png")
    assert tm.problems == ()


def test_load_real_platformer_map():
    tm = load_map(MAPS / "forest_01.tmx")
    assert tm.properties["set"] == "forest" and tm.properties["boss"] is False
    assert list(tm.layers) == ["background", "edges", "terrain", "markers"]
    assert len(tm.layers["background"]) == 20


def _assert_names_file(exc_info, path):
    assert str(path) in str(exc_info.value)


def test_truncated_file(tmp_path):
    good = write_mini(tmp_path)
    text = good.read_text()
    good.write_text(text[: len(text) // 2])
    with pytest.raises(MapError) as err:
        load_map(good)
    _assert_names_file(err, good)
    assert "XML" in str(err.value)


def test_non_xml_file(tmp_path):
    path = tmp_path / "notes.tmx"
    path.write_bytes(b"\x89PNG this is not a map at all")
    with pytest.raises(MapError) as err:
        load_map(path)
    _assert_names_file(err, path)


def test_xml_but_not_a_map(tmp_path):
    path = tmp_path / "x.tmx"
    path.write_text(TSX)
    with pytest.raises(MapError, match="not a Tiled map"):
        load_map(path)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(MapError, match="file not found"):
        load_map(tmp_path / "nope.tmx")
    with pytest.raises(MapError, match="folder"):
        load_map(tmp_path)


def test_missing_tileset(tmp_path):
    path = write_mini(tmp_path, tsx="gone.tsx")
    with pytest.raises(MapError) as err:
        load_map(path)
    _assert_names_file(err, path)
    assert "gone.tsx" in str(err.value)


@pytest.mark.parametrize("prop", [
    '<property name="boss" type="bool" value="maybe"/>',
    '<property name="level" type="int" value="two"/>',
    '<property name="level" type="sparkly" value="2"/>',
])
def test_wrong_property_type(tmp_path, prop):
    path = write_mini(tmp_path, props=prop)
    with pytest.raises(MapError) as err:
        load_map(path)
    _assert_names_file(err, path)


def test_gid_outside_tilesets(tmp_path):
    path = write_mini(tmp_path, last="99")
    with pytest.raises(MapError, match="gid 99"):
        load_map(path)


def test_soft_problems_flipped_tile_and_missing_image(tmp_path):
    path = write_mini(tmp_path, last=str(2 | 0x80000000), image=False)
    tm = load_map(path)
    assert tm.gids["ground"][(2, 1)] == 2  # flags stripped for renderers
    problems = check_map(path)
    assert all(p.startswith(str(path)) for p in problems)
    assert any("flipped" in p for p in problems)
    assert any("mini.png" in p for p in problems)


def test_check_map_on_unloadable_file(tmp_path):
    path = tmp_path / "bad.tmx"
    path.write_text("<map")
    (msg,) = check_map(path)
    assert msg.startswith(str(path))


def test_check_map_uses_game_validator(tmp_path):
    folder = tmp_path / "maps" / "platformer"
    folder.mkdir(parents=True)
    for name in ("platformer.tsx", "platformer_tiles.png", "forest_01.tmx"):
        shutil.copy(MAPS / name, folder / name)
    good = folder / "forest_01.tmx"
    assert check_map(good) == []
    broken = folder / "forest_99.tmx"
    broken.write_text(good.read_text().replace('name="set" type="string" value="forest"',
                                               'name="set" type="string" value="desert"'))
    problems = check_map(broken)
    assert problems and all(p.startswith(str(broken)) for p in problems)
    assert any("'set'" in p and "desert" in p for p in problems)


def test_maps_outside_a_game_folder_get_only_generic_checks(tmp_path):
    path = write_mini(tmp_path / "maps" / "nogame")
    assert game_of(path) == "nogame"
    assert check_map(path) == []


def test_rules_side_import_does_not_load_pygame():
    code = ("import sys, game.engine.tiled, game.games.platformer.tiles as t; t.load_tiles(); "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True)

import json

import pytest

from game.engine.state import World, component


@component
class Place:
    x: int
    y: int


@component
class Bag:
    name: str
    items: list = None  # type: ignore[assignment]

    def __post_init__(self):
        if self.items is None:
            self.items = []


@component
class Marks:
    cells: set
    pair: tuple


def make_world():
    w = World()
    a = w.spawn(Place(1, 2), Bag("a", ["x"]))
    b = w.spawn(Place(3, 4))
    c = w.spawn(Bag("c"))
    w.res["turn"] = {"seat": 1, "pool": [1, 2]}
    return w, a, b, c


def test_query_returns_only_entities_with_all_components_in_id_order():
    w, a, b, c = make_world()
    assert [e for e, _p in w.query(Place)] == [a, b]
    assert [(e, p.x, bag.name) for e, p, bag in w.query(Place, Bag)] == [(a, 1, "a")]
    assert list(w.query(Marks)) == []


def test_despawn_and_remove_component():
    w, a, b, c = make_world()
    w.remove(a, Place)
    assert not w.has(a, Place) and w.has(a, Bag)
    w.despawn(b)
    assert not w.alive(b)
    assert [e for e, _ in w.query(Place)] == []


def test_clone_is_independent():
    w, a, b, c = make_world()
    copy = w.clone()
    copy.get(a, Place).x = 99
    copy.get(a, Bag).items.append("y")
    copy.res["turn"]["pool"].append(3)
    copy.spawn(Place(0, 0))
    assert w.get(a, Place).x == 1
    assert w.get(a, Bag).items == ["x"]
    assert w.res["turn"]["pool"] == [1, 2]
    assert len(w.ids(Place)) == 2


def test_plain_data_round_trip_through_json():
    w, a, b, c = make_world()
    w.spawn(Marks({(1, 2), (3, 4)}, (5, 6)))
    data = json.loads(json.dumps(w.to_data()))
    back = World.from_data(data)
    assert back.to_data() == w.to_data()
    marks = next(m for _e, m in back.query(Marks))
    assert marks.cells == {(1, 2), (3, 4)} and marks.pair == (5, 6)
    assert back.next_id == w.next_id


def test_unknown_component_in_data_is_an_error():
    with pytest.raises(ValueError, match="unknown component"):
        World.from_data({"next_id": 2, "entities": {"1": {"Nope": {}}}, "res": {}})


def test_every_game_imports_together_and_names_components_apart():
    """Two games may both call a component Figure; their save names differ."""
    import importlib
    from pathlib import Path

    from game.engine.state import COMPONENTS
    root = Path(__file__).resolve().parents[2] / "game" / "games"
    for game_py in sorted(root.glob("*/game.py")):
        importlib.import_module(f"game.games.{game_py.parent.name}.game")
    assert "platformer/Figure" in COMPONENTS
    assert len(set(COMPONENTS.values())) == len(COMPONENTS)


def test_the_stamp_counts_every_change_of_components_and_clones_count_apart():
    w, a, b, c = make_world()
    seen = [w.stamp]
    for change in (lambda: w.add(c, Place(0, 0)), lambda: w.remove(a, Place), lambda: w.despawn(b),
                   lambda: w.spawn(Place(5, 5)), w.touch):
        change()
        assert w.stamp > seen[-1]
        seen.append(w.stamp)
    w.get(c, Place).x = 7               # an in-place change the game does not report is not counted
    assert w.stamp == seen[-1]
    copy = w.clone()
    assert copy.stamp == w.stamp
    copy.touch()
    assert w.stamp == seen[-1]


def test_kept_builds_once_per_stamp_and_again_after_a_change():
    w, a, _b, _c = make_world()
    builds = []

    def places(world):
        builds.append(world.stamp)
        return sorted((p.x, p.y) for _e, p in world.query(Place))

    first = w.kept("places", places)
    assert w.kept("places", places) is first and len(builds) == 1
    w.get(a, Place).x = 9
    w.touch()                            # the in-place change reported: built again
    assert (9, w.get(a, Place).y) in w.kept("places", places) and len(builds) == 2
    copy = w.clone()
    copy.spawn(Place(3, 3))
    assert (3, 3) in copy.kept("places", places) and (3, 3) not in w.kept("places", places)

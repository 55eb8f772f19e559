import pytest

from game.engine.content import TEXT, ContentError, IntRange, OneOf, load_checked, validate

SPEC = {"heroes": [{"id": str, "name": TEXT, "health": IntRange(1, 9), "kind?": OneOf("a", "b")}]}


def test_valid_content_has_no_problems():
    data = {"heroes": [{"id": "x", "name": {"es": "X", "en": "X"}, "health": 3}]}
    assert validate(data, SPEC) == []


def test_problems_name_the_field_path():
    data = {"heroes": [{"id": "x", "name": {"es": "X"}, "health": "five", "kind": "c", "extra": 1}]}
    problems = validate(data, SPEC)
    assert "heroes[0].name.en: missing" in problems
    assert any(p.startswith("heroes[0].health: expected int") for p in problems)
    assert any(p.startswith("heroes[0].kind: expected one of") for p in problems)
    assert "heroes[0].extra: unknown field" in problems


def test_bool_is_not_an_int():
    assert validate(True, int)
    assert validate(3, IntRange(1, 2)) == ["(top): 3 not in 1..2"]


def test_load_checked_names_the_file(tmp_path):
    f = tmp_path / "heroes.yaml"
    f.write_text("heroes:\n  - {id: x, name: {es: X, en: X}, health: 0}\n")
    with pytest.raises(ContentError, match=r"heroes.yaml: heroes\[0\].health: 0 not in 1..9"):
        load_checked(f, SPEC)


def test_bad_yaml_and_missing_file_are_content_errors(tmp_path):
    f = tmp_path / "broken.yaml"
    f.write_text("heroes: [unclosed\n")
    with pytest.raises(ContentError, match="broken.yaml: not valid YAML"):
        load_checked(f, SPEC)
    with pytest.raises(ContentError, match="file not found"):
        load_checked(tmp_path / "nope.yaml", SPEC)


def test_yaml_is_loaded_safely(tmp_path):
    f = tmp_path / "evil.yaml"
    f.write_text("!!python/object/apply:os.system ['echo hacked']\n")
    with pytest.raises(ContentError):
        load_checked(f, SPEC)


def test_a_duplicated_key_is_refused_with_its_line_and_column(tmp_path):
    from game.engine.content import ContentError, load_yaml
    path = tmp_path / "heroes.yaml"
    path.write_text("heroes:\n  - id: nix\n    health: 5\n    health: 7\n")
    with pytest.raises(ContentError, match=r"heroes.yaml: not valid YAML: line 4, column 5: duplicate key 'health' "
                                           r"\(first at line 3\)"):
        load_yaml(path)


def test_a_syntax_error_names_line_column_and_problem(tmp_path):
    from game.engine.content import ContentError, load_yaml
    path = tmp_path / "x.yaml"
    path.write_text("a: 1\nb: [1, 2\nc: 3\n")
    with pytest.raises(ContentError, match=r"x.yaml: not valid YAML: line \d+, column \d+: .+") as info:
        load_yaml(path)
    assert "\n" not in str(info.value)
    with pytest.raises(ContentError, match="is a folder"):
        load_yaml(tmp_path)

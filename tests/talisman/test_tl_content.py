"""Content: the YAML is validated with errors naming file and field, the board is
data a view can draw, every card's text comes from its effect data."""
import pytest

from game.engine.content import ContentError
from game.games.talisman import content as content_mod
from game.games.talisman.content import content
from game.games.talisman.text import card_text, effect_text, space_text


def test_the_board_has_three_regions_of_named_spaces():
    c = content()
    assert [len(c.ring[r]) for r in ("outer", "middle", "inner")] == [24, 16, 9]
    for sid, s in c.spaces.items():
        assert s["name"]["es"] and s["name"]["en"] and isinstance(s["do"], list)
    assert c.ring["inner"][-1] == "crown" and c.ring["inner"][0] == "plain_of_danger"


def test_the_decks_and_the_expansion_components():
    c = content()
    kinds = {c.cards[i]["kind"] for i in c.decks["adventure"]}
    assert kinds == {"event", "enemy", "stranger", "object", "magic_object", "follower", "place"}
    assert {c.cards[i].get("type") for i in c.decks["adventure"] if c.cards[i]["kind"] == "enemy"} == \
        {"animal", "dragon", "monster", "spirit"}
    assert len(c.decks["adventure+"]) == 6 and len(c.decks["spell+"]) == 3 and len(c.decks["veil+"]) == 70
    assert len(c.decks["terrain+"]) == 3 and len(c.endings) == 2 and len(c.ghosts) == 6
    assert sum(1 for v in c.characters.values() if v.get("souls")) == 3


def test_every_text_is_generated_in_both_languages():
    c = content()
    for ident in c.cards:
        es, en = card_text(ident, "es"), card_text(ident, "en")
        assert es and en and es != en, ident
    for sid in c.spaces:
        assert space_text(sid, "es") and space_text(sid, "en")
    assert effect_text([{"gain": "lives", "n": 2}], "es") == "Gana 2 Vidas."
    assert effect_text([{"gain": "lives", "n": 1}], "en") == "Gain 1 life."


def test_schema_errors_name_the_file_and_the_field(tmp_path, monkeypatch):
    import shutil
    from pathlib import Path
    src = Path(content_mod.__file__).parent / "content"
    for f in src.glob("*.yaml"):
        shutil.copy(f, tmp_path / f.name)
    text = (tmp_path / "adventure.yaml").read_text(encoding="utf-8").replace("strength: 3}", "strength: three}", 1)
    (tmp_path / "adventure.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(content_mod, "content_path", lambda game, name: tmp_path / name)
    content_mod.content.cache_clear()
    try:
        with pytest.raises(ContentError, match=r"adventure\.yaml: adventure\[\d+\]\.strength"):
            content_mod.content()
    finally:
        content_mod.content.cache_clear()


def test_roll_tables_must_cover_every_result():
    with pytest.raises(ContentError, match="must cover"):
        content_mod._walk([{"roll": 1, "rows": [{"lo": 1, "hi": 5, "do": []}]}], "x", content().spaces, content().cards)


def test_every_event_reads_as_a_sentence_in_both_languages():
    from game.games.talisman.game import GAME
    w = GAME.new_game({"players": 4, "souls": True}, 11)
    seen = set()
    while GAME.result(w) is None:
        for e in GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w))):
            for lang in ("es", "en"):
                line = GAME.describe(e, lang, w)
                assert line and "{" not in line and line != e.kind, (e.kind, lang, line)
            seen.add(e.kind)
    assert {"turn", "roll", "move", "combat", "game_over"} <= seen

"""The player's rules reference: the format, and every shipped reference checked
(pictures exist, Spanish and English have the same chapters, player words only)."""
import re

import pytest

from game.games import CATALOGUE
from game.ui import reference
from game.ui.reference import LANGS, has_reference, load, parse, pictures_of

SAMPLE = """// a comment
# [start] Start here
A paragraph with **bold** and a {dice/action_boot} picture,
that goes on.

- a bullet
  that goes on
1. a step
> an example
> in a box
! dice/action_sword Sword
! dice/action_coin

! dice/action_star Star
= dice/action_boot dice/special_boot | Boot | One step.
## A heading

# [next] Second
Text.
"""

SHIPPED = [e.id for e in CATALOGUE if has_reference(e.id)]


def test_the_format_gives_blocks_in_order():
    chapters = parse(SAMPLE)
    assert [(c.id, c.title) for c in chapters] == [("start", "Start here"), ("next", "Second")]
    kinds = [b.kind for b in chapters[0].blocks]
    assert kinds == ["para", "bullet", "number", "note", "pictures", "pictures", "term", "heading"]
    para = chapters[0].blocks[0]
    assert ("text", "bold", True) in para.spans and ("pic", "dice/action_boot") in para.spans
    assert para.spans[-1] == ("text", " picture, that goes on.", False)
    assert chapters[0].blocks[1].spans == [("text", "a bullet that goes on", False)]
    assert chapters[0].blocks[2].mark == "1."
    assert chapters[0].blocks[3].spans == [("text", "an example in a box", False)]
    assert chapters[0].blocks[4].pictures == [("dice/action_sword", "Sword"), ("dice/action_coin", "")]
    assert chapters[0].blocks[5].pictures == [("dice/action_star", "Star")]
    term = chapters[0].blocks[6]
    assert term.term == "Boot" and term.pictures == ["dice/action_boot", "dice/special_boot"]
    assert pictures_of(chapters) == {"dice/action_boot", "dice/special_boot", "dice/action_sword",
                                     "dice/action_coin", "dice/action_star"}


@pytest.mark.parametrize("text, why", [
    ("Text before any chapter\n", "line 1"),
    ("# [a] A\n# Untagged\n", "line 2"),
    ("# [a] A\n= dice/action_boot | Boot\n", "line 2"),
    ("# [a] A\n! Dice/Boot.png\n", "line 2"),
    ("# [a] A\n# [b] B\ntext\n", "[a] is empty"),
    ("# [a] A\nx\n# [a] B\ny\n", "used twice"),
])
def test_bad_files_name_the_line(text, why):
    with pytest.raises(reference.ReferenceFormatError, match=re.escape(why)):
        parse(text, "x.en.txt")


def test_a_missing_picture_is_an_error(tmp_path):
    for lang in LANGS:
        (tmp_path / f"g.{lang}.txt").write_text("# [a] A\nSee {dice/no_such_face}.\n", encoding="utf-8")
    with pytest.raises(reference.ReferenceFormatError, match="dice/no_such_face"):
        load("g", "en", tmp_path)


def test_platformer_and_tseuquest_have_a_reference():
    assert {"platformer", "tseuquest"} <= set(SHIPPED)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_both_languages_have_the_same_chapters_and_pictures_that_exist(game_id):
    es, en = load(game_id, "es"), load(game_id, "en")       # load checks every picture exists
    assert [c.id for c in es] == [c.id for c in en]
    for a, b in zip(es, en):
        assert [x.kind for x in a.blocks] == [x.kind for x in b.blocks], a.id
    assert pictures_of(es) == pictures_of(en)
    ids = [c.id for c in en]
    for chapter in ("first_turn", "glossary"):                 # every reference has these
        assert chapter in ids


def _words(chapters) -> str:
    out = []
    for c in chapters:
        out.append(c.title)
        for b in c.blocks:
            out.append(b.term)
            out.extend(s[1] for s in b.spans if s[0] == "text")
            if b.kind == "pictures":
                out.extend(caption for _, caption in b.pictures)
    return "\n".join(out)


@pytest.mark.parametrize("game_id", SHIPPED)
@pytest.mark.parametrize("lang", LANGS)
def test_the_reference_speaks_to_players_only(game_id, lang):
    text = _words(load(game_id, lang))
    assert not re.search(r"\bseeds?\b|semilla", text, re.I)
    assert not re.search(r"\.(ya?ml|md|py|png|tmx|txt)\b|docs/|game/|_", text)    # file names, code ids
    assert not re.search(r"\(\s*\d+\s*,\s*\d+\s*\)|\b[A-J]\d{1,2}\b", text)          # coordinates
    assert "{" not in text and "}" not in text and "**" not in text

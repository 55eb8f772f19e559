"""The player's rules reference: one text file per game and language in this
folder, ``<game>.<lang>.txt``, read and checked here (no pygame), drawn by
the rules scene. The format (also in docs/ui.md):

    # [id] Chapter title        a chapter; ids match between languages
    ## Heading                  a heading inside the chapter
    Plain lines                 a paragraph (consecutive lines join)
    - text / 1. text            a bullet / a numbered step
    > text                      a boxed example or tip (consecutive lines join)
    ! picture Caption           a large picture with an optional caption;
                                consecutive lines make one row of pictures
    = pic [pic…] | Term | Text  a glossary line: pictures, term, explanation

Inside text: **bold** and {picture} (a small picture in the line). A picture
is a sprite's path under sprites/ without ".png", e.g. {dice/action_boot}.
Lines starting with // are comments.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from game.paths import asset_path

FOLDER = Path(__file__).resolve().parent
LANGS = ("es", "en")

_INLINE = re.compile(r"(\*\*.+?\*\*|\{[a-z0-9_/]+\})")
_PICTURE = re.compile(r"^[a-z0-9_]+(/[a-z0-9_]+)*$")


class ReferenceFormatError(ValueError):
    """A reference file that does not follow the format; names file and line."""


@dataclass
class Block:
    kind: str                      # heading, para, bullet, number, note, pictures, term
    spans: list = field(default_factory=list)       # [("text", str, bold) | ("pic", name)]
    mark: str = ""                 # the number of a numbered step
    pictures: list = field(default_factory=list)    # [(name, caption)] or [name] for a term
    term: str = ""


@dataclass
class Chapter:
    id: str
    title: str
    blocks: list


def spans(text: str) -> list:
    """Inline text -> spans: plain or bold text and pictures."""
    out: list = []
    for part in _INLINE.split(text):
        if not part:
            continue
        if part.startswith("**") and part.endswith("**") and len(part) > 4:
            out.append(("text", part[2:-2], True))
        elif part.startswith("{") and part.endswith("}"):
            out.append(("pic", part[1:-1]))
        else:
            out.append(("text", part, False))
    return out


def picture_file(name: str) -> Path:
    return asset_path("sprites", name + ".png")


def parse(text: str, source: str = "reference") -> list[Chapter]:
    """The chapters of one file; ReferenceFormatError naming source and line on a bad line."""
    chapters: list[Chapter] = []
    joined: tuple | None = None            # (kind, [lines], mark) being gathered
    prev_picture = False                   # the line before was a picture: same row

    def fail(n: int, why: str):
        raise ReferenceFormatError(f"{source} line {n}: {why}")

    def flush():
        nonlocal joined
        if joined is not None:
            kind, lines, mark = joined
            chapters[-1].blocks.append(Block(kind, spans(" ".join(lines)), mark=mark))
            joined = None

    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line.startswith("//"):
            continue
        if not line:
            flush()
            prev_picture = False
            continue
        m = re.match(r"^#\s*\[([a-z0-9_]+)\]\s*(.+)$", line)
        if m:
            flush()
            chapters.append(Chapter(m.group(1), m.group(2).strip(), []))
            prev_picture = False
            continue
        if line.startswith("# "):
            fail(n, "a chapter needs an id: '# [id] Title'")
        if not chapters:
            fail(n, "text before the first chapter")
        blocks = chapters[-1].blocks
        if line.startswith("## "):
            flush()
            blocks.append(Block("heading", spans(line[3:].strip())))
        elif line.startswith("! "):
            flush()
            name, _, caption = line[2:].strip().partition(" ")
            if not _PICTURE.match(name):
                fail(n, f"bad picture name '{name}'")
            if prev_picture:
                blocks[-1].pictures.append((name, caption.strip()))
            else:
                blocks.append(Block("pictures", pictures=[(name, caption.strip())]))
        elif line.startswith("= "):
            flush()
            parts = [p.strip() for p in line[2:].split("|")]
            if len(parts) != 3 or not parts[1] or not parts[2]:
                fail(n, "a glossary line is '= pictures | Term | Explanation'")
            names = parts[0].split()
            for name in names:
                if not _PICTURE.match(name):
                    fail(n, f"bad picture name '{name}'")
            blocks.append(Block("term", spans(parts[2]), pictures=names, term=parts[1]))
        elif line.startswith("- "):
            flush()
            joined = ("bullet", [line[2:].strip()], "")
        elif re.match(r"^\d+\.\s", line):
            flush()
            mark, _, rest = line.partition(" ")
            joined = ("number", [rest.strip()], mark)
        elif line.startswith(">"):
            if joined is None or joined[0] != "note":
                flush()
                joined = ("note", [], "")
            joined[1].append(line[1:].strip())
        elif joined is not None and joined[0] in ("para", "bullet", "number"):
            joined[1].append(line)
        else:
            flush()
            joined = ("para", [line], "")
        prev_picture = line.startswith("! ")
    flush()
    for ch in chapters:
        if not ch.blocks:
            raise ReferenceFormatError(f"{source}: chapter [{ch.id}] is empty")
    ids = [c.id for c in chapters]
    if len(set(ids)) != len(ids):
        raise ReferenceFormatError(f"{source}: a chapter id is used twice")
    return chapters


def pictures_of(chapters: list[Chapter]) -> set[str]:
    """Every picture the chapters name."""
    names: set[str] = set()
    for ch in chapters:
        for b in ch.blocks:
            names.update(s[1] for s in b.spans if s[0] == "pic")
            if b.kind == "pictures":
                names.update(p for p, _ in b.pictures)
            elif b.kind == "term":
                names.update(b.pictures)
    return names


def reference_file(game_id: str, lang: str, folder: Path | None = None) -> Path:
    return (folder or FOLDER) / f"{game_id}.{lang}.txt"


def has_reference(game_id: str, folder: Path | None = None) -> bool:
    """True when the game's reference exists in every language."""
    return all(reference_file(game_id, lang, folder).is_file() for lang in LANGS)


def load(game_id: str, lang: str, folder: Path | None = None) -> list[Chapter]:
    """The game's chapters in lang, checked: every picture exists."""
    path = reference_file(game_id, lang, folder)
    chapters = parse(path.read_text(encoding="utf-8"), path.name)
    missing = sorted(p for p in pictures_of(chapters) if not picture_file(p).is_file())
    if missing:
        raise ReferenceFormatError(f"{path.name}: no such picture: {', '.join(missing)}")
    return chapters

"""Damaged saves never raise anything but SaveError, never open a damaged game as
if whole, and never touch other saves. CI runs a sample; TABLERO_CORPUS=1000
runs the long one (TABLERO_CORPUS_SEED picks the corpus, TABLERO_CORPUS_REPORT
names a JSON file for the figures)."""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pytest  # noqa: E402

from game.engine.messages import text  # noqa: E402
from game.engine.saves import SaveError, list_saves, read_save  # noqa: E402
from game.engine.session import load_match  # noqa: E402
from game.games import get_game  # noqa: E402
from save_corpus import originals, variants  # noqa: E402

N = int(os.environ.get("TABLERO_CORPUS", "54"))
SEED = int(os.environ.get("TABLERO_CORPUS_SEED", "1"))


@pytest.fixture(scope="module")
def orig():
    return originals()


def check_message(exc: SaveError) -> None:
    for lang in ("es", "en"):
        msg = text(exc, lang)
        assert msg and "\n" not in msg and len(msg) < 400


def replay_cli(path, capsys) -> tuple[int, str, str]:
    from game.__main__ import main
    code = main(["replay", str(path)])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_damaged_save_corpus(orig, tmp_path, capsys):
    folder = tmp_path / "saves"
    folder.mkdir()
    keep = folder / "keep.json"
    keep.write_text(json.dumps(orig["platformer"]))
    kept = keep.read_bytes()
    stats = {"variants": 0, "refused": 0, "loaded_whole": 0, "rebuilt_and_said": 0, "exceptions": 0,
             "opened_damaged": 0, "others_touched": 0, "replay_ok": 0, "replay_refused": 0, "slowest_s": 0.0}
    problems = []
    for name, data in variants(orig, N, SEED):
        stats["variants"] += 1
        path = folder / "autosave-x.json"
        path.write_bytes(data)
        start = time.perf_counter()
        try:
            try:
                save = read_save(path)
            except SaveError as exc:
                check_message(exc)
                save = None
            for p, entry in list_saves(folder):
                if isinstance(entry, SaveError):
                    check_message(entry)
            code, out, err = replay_cli(path, capsys)             # the `replay` command: one line, never "ok"
            stats["replay_ok" if code == 0 else "replay_refused"] += 1
            if code == 0:                                          # unless the game reproduces exactly
                assert out.startswith("ok") and not err
            else:
                assert code == 1 and err.count("\n") == 1 and err.startswith("error: ")
            try:
                match = load_match(path, get_game, autosave=None)
            except SaveError as exc:
                check_message(exc)
                stats["refused"] += 1
            else:
                assert save is not None
                game = match.game
                src = orig[game.id]
                assert not game.check_invariants(match.state)
                if match.rebuilt:
                    stats["rebuilt_and_said"] += 1
                elif game.to_data(match.state) == src["snapshot"]:
                    assert code == 0 or save.snapshot != src["snapshot"]
                    # (a log with a redundant action dropped may reproduce the very same game)
                    stats["loaded_whole"] += 1
                else:
                    stats["opened_damaged"] += 1
                    problems.append(f"{name}: opened as whole but differs from the original")
        except Exception as exc:               # the point of the test: nothing else escapes
            stats["exceptions"] += 1
            problems.append(f"{name}: {type(exc).__name__}: {exc}"[:300])
        stats["slowest_s"] = max(stats["slowest_s"], round(time.perf_counter() - start, 3))
        if keep.read_bytes() != kept:
            stats["others_touched"] += 1
            keep.write_bytes(kept)
        path.unlink()
    report = os.environ.get("TABLERO_CORPUS_REPORT")
    if report:
        with open(report, "w") as fh:
            json.dump({**stats, "problems": problems[:50]}, fh, indent=1)
    assert not problems, problems[:10]
    assert stats["others_touched"] == 0
    assert stats["refused"] > stats["variants"] // 3      # the corpus really damages files

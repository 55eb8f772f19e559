"""The rules reference parses simple markdown and scrolls."""
import pygame

from game.ui.scenes.rules import RulesScene, parse_markdown
from ui_helpers import step


def test_parse_markdown_blocks():
    blocks = parse_markdown("# Title\n\nSome **bold** text\ngoes on.\n\n- one\n- two\n  1. sub\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
    kinds = [k for k, _ in blocks]
    assert kinds[0] == "h1" and blocks[0][1] == "Title"
    assert ("para", "Some bold text goes on.") in blocks
    assert kinds.count("bullet0") == 2 and "bullet1" in kinds
    assert ("row", "1   ·   2") in blocks


def test_rules_scene_scrolls_and_goes_back(app, tmp_path, monkeypatch):
    folder = tmp_path / "docs" / "rules"
    folder.mkdir(parents=True)
    (folder / "dicerace.md").write_text("# Dice race\n\n" + "\n\n".join(f"Paragraph {i} " * 8 for i in range(80)))
    monkeypatch.setattr(app.ctx.assets, "root", tmp_path)
    scene = RulesScene(app.ctx, "dicerace")
    app.push(scene)
    step(app)
    assert scene.page.max_scroll() > 0
    pygame.mouse.set_pos((600, 300))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    step(app)
    assert scene.page.scroll > 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    step(app)
    assert app.top is not scene


def test_missing_rules_say_so(app):
    scene = RulesScene(app.ctx, "nothing-here")
    app.push(scene)
    step(app)
    assert scene.page.content_height() > 0


def test_bullets_written_over_several_lines_stay_one_bullet():
    from game.ui.scenes.rules import parse_markdown
    blocks = parse_markdown("- first line\n  goes on here\n- second\n\nA paragraph\nthat wraps.\n")
    assert blocks[0][0].startswith("bullet") and blocks[0][1].endswith("first line goes on here")
    assert blocks[1][1].endswith("second")
    assert blocks[2] == ("para", "A paragraph that wraps.")

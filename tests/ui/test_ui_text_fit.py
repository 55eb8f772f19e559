"""No clipped text: every scene of every ready game, and every tooltip offered on them, drawn
in both languages at the three text sizes; a string that had to be cut to fit its box
(ellipsized, a word split, paragraph lines dropped, a tooltip taller than the screen) fails.

Generic: the scenes come from the navigation registry and the games from the catalogue, so a
new game's setup, board (start and mid-game, each seat's view), rules and game over are checked
without touching this file. Text goes through game/ui/text.py, which reports every cut."""
import pygame
import pytest

from game.engine.session import Seat
from game.ui import text as textmod
from game.ui import theme
from game.ui.app import App
from game.ui.setup_options import quick_match
from game.ui.tooltip import Tooltips

LANGS = ("es", "en")
SIZES = tuple(theme.TEXT_SCALE)
GRID = 28                      # px between hover probes for tooltips


def configure(app, lang, size):
    s = app.ctx.settings
    s.language, s.text_size = lang, size
    app.apply_settings()
    textmod.reset_caches()


def shown(app, frames=3):
    for _ in range(frames):
        app.step(1 / 60)


def advance(board, n):
    """n AI actions through the board, animations finished (like the screenshot tool)."""
    match, game = board.match, board.match.game
    speed = board.ctx.settings.anim_speed
    board.ctx.settings.anim_speed = "instant"
    for _ in range(n):
        if match.result() is not None or match.to_act() is None:
            break
        action = board._choose(game, game.clone(match.state), match.to_act())
        if action is None:
            break
        board._apply(action, ai=True)
        board.update(0)
        board.view.skip()
    board.ctx.settings.anim_speed = speed


def every_choice(app) -> None:
    """Draw every choice of every cycler on the top scene, not only the shown one (a choice
    the player cycles to must read whole too, e.g. a longer scenario name or speed)."""
    from game.ui.widgets import Cycler
    surf = pygame.Surface((1280, 720))
    for w in getattr(app.top, "widgets", []):
        if not (isinstance(w, Cycler) and w.visible):
            continue
        shown_index = w.index
        for i in range(len(w.choices)):
            w.index = i
            w.draw(surf)
        w.index = shown_index


def offered_tips(app) -> set:
    """Every tooltip the top scene offers, probing the screen on a grid."""
    top, tips = app.top, set()
    for y in range(GRID // 2, 720, GRID):
        for x in range(GRID // 2, 1280, GRID):
            app.ctx.mouse = (x, y)
            top.update(0)
            if app.ctx.tips._offer:
                tips.add(app.ctx.tips._offer[0])
            app.ctx.tips._offer = None
    return tips


def cases(app):
    """(name, open) pairs: open() leaves the scene to check on top of the stack."""
    nav = app.ctx.nav
    out = [("menu", lambda: None), ("settings", lambda: nav.open("settings")),
           ("saves", lambda: nav.open("saves", "load"))]
    for gid in app.ctx.games.ready_ids():
        game = app.ctx.games.get(gid)
        out += [(f"{gid}/setup", lambda gid=gid: nav.open("setup", gid)),
                (f"{gid}/rules", lambda gid=gid: nav.open("rules", gid))]
        n = max(game.min_players, min(game.max_players, 3))
        for seat in range(n):        # each seat's own view, at the start and mid-game
            for after in (0, 40):
                out.append((f"{gid}/board seat {seat} after {after}",
                            lambda game=game, seat=seat, after=after, n=n: open_board(app, game, seat, after, n)))
        out.append((f"{gid}/replay", lambda game=game: watch(app, game)))
        out += [(f"{gid}/pause", lambda game=game: nav.open("pause", open_board(app, game, 0, 5, 2))),
                (f"{gid}/game over", lambda game=game: nav.open("gameover", open_board(app, game, 0, 400, 2))),
                (f"{gid}/hand-over", lambda game=game: curtain(app, game))]
    out.append(("records", lambda: records(app)))
    out.append(("confirm", lambda: nav.open("confirm", app.ctx.t("confirm.title"),
                                            app.ctx.t("confirm.generic"), on_yes=None)))
    return out


def open_board(app, game, seat, after, n):
    match = quick_match(game, seed=7, ai=True, players=n, name=app.ctx.t("setup.ai"))
    match.seats[seat] = Seat(match.seats[seat].name, ai=False)
    board = app.ctx.nav.open("board", match, autosave=False, sync_ai=True)
    board.frozen = True
    shown(app, 1)
    advance(board, after)
    if app.top is not board:
        app.pop(app.top)
    return board


def watch(app, game):
    """The replay scene of a finished game (every seat's view offered), at the move the
    board cases above check mid-game, so this case measures the replay's own texts."""
    from game.engine.replay import Replay
    match = quick_match(game, seed=7, ai=True, players=2, name=app.ctx.t("setup.ai"))
    while match.result() is None and len(match.log) < 400:
        match.play(game.choose_ai(match.state, match.to_act()))
    scene = app.ctx.nav.open("replay", Replay(game, match.save_data()))
    scene.jump(min(40, len(scene.replay)))
    scene.set_viewer(scene.viewers[-1])


def records(app):
    """The records with a row of every ready game, each seat playing its game's roles."""
    from game.engine.records import append_record, records_path
    path = records_path()
    if not path.exists():
        for gid in app.ctx.games.ready_ids():
            game = app.ctx.games.get(gid)
            match = quick_match(game, seed=3, ai=True, players=2, name="IA")
            summary = match.summary() or {}
            append_record({"v": 1, "game": gid, "at": 1.7e9, "winners": [0], "actions": 12, "turns": 5,
                           "seats": [{"name": s.name, "ai": i == 1,
                                      "role": {lang: summary.get(lang, {}).get("seats", ["", ""])[i]
                                               for lang in LANGS}} for i, s in enumerate(match.seats)]}, path)
    app.ctx.nav.open("records", app.ctx.games.ready_ids()[-1])


def curtain(app, game):
    board = open_board(app, game, 0, 0, 2)
    app.ctx.nav.open("handover", board.seat_name(0), 0, art=board.view.seat_art(0), role=board.view.seat_role(0))


@pytest.mark.parametrize("lang", LANGS)
def test_no_text_is_clipped(lang):
    app = App(headless=True, audio=False, persist=False)
    app.push(app.ctx.nav.make("menu"))
    problems = []
    tips = {}
    try:
        textmod.CLIPS = set()
        for size in SIZES:
            configure(app, lang, size)
            for name, open_ in cases(app):
                textmod.CLIPS.clear()          # (before the menu is drawn: the "menu" case checks it)
                app.reset(app.ctx.nav.make("menu"))
                shown(app, 1)
                open_()
                shown(app)
                every_choice(app)
                if size == "normal" and "after 0" not in name:
                    for tip in offered_tips(app):
                        tips.setdefault(tip, name)
                    shown(app, 1)
                problems += [f"{lang}/{size} {name}: {t!r}" for t in sorted(textmod.CLIPS)]
            # every tooltip seen, drawn at this size
            textmod.CLIPS.clear()
            probe = Tooltips()
            surf = pygame.Surface((1280, 720))
            for tip, where in tips.items():
                probe._current, probe.rested = (tip, ()), 1.0
                probe.draw(surf, app.ctx.assets, (640, 360))
                if tip in textmod.CLIPS:
                    problems.append(f"{lang}/{size} tooltip on {where}: {tip!r}")
    finally:
        textmod.CLIPS = None
        app.shutdown()
    assert tips, "no tooltips were found: the probe is broken"
    assert not problems, f"{len(problems)} clipped:\n" + "\n".join(problems[:80])

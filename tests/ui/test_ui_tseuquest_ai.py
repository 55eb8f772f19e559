"""TseuQuest's view with AI seats: a whole stretch of an AI-vs-AI game animated
frame by frame (walks, doors, fights, dice, banners) without errors; the
setup stages and the interlude shop by clicks; tooltips everywhere."""

import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from ui_helpers import click, move, step

tq = pytest.importorskip("game.games.tseuquest.game")
GAME = tq.GAME


def test_ai_game_animates_a_hundred_actions(bare_app):
    bare_app.ctx.settings.anim_speed = "fast"
    bare_app.ctx.settings.skip_ai_animations = False
    match = Match(GAME, {"players": 3, "adventure": "mine", "draft": "random"}, 21,
                  [Seat("A", True), Seat("B", True), Seat("C", True)])
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    bare_app.push(board)
    tags = set()
    frames = busy = 0
    # bounded by frames of game time, not by the wall clock (the machine's load must not matter)
    while len(match.log) < 110 and match.result() is None and frames < 3000:
        step(bare_app, 1, 1 / 12)
        frames += 1
        busy += board.view.busy()
        if bare_app.top is not board:
            bare_app.pop(bare_app.top)
        tags.update(a.tag[0] for a, _b in board.view.anims.items if isinstance(a.tag, tuple))
        tags.update(k[0] for k in board.view.tweens)
    assert len(match.log) >= 100 or match.result() is not None, (len(match.log), frames)
    assert busy > 60, busy                        # it did animate, not just jump
    assert "walk" in tags and tags & {"lunge", "flash", "shake", "fig", "door"}, tags


def test_setup_stages_by_clicks(bare_app):
    """The Evil Wizard picks the adventure on its card, the adventurer picks heroes and elements."""
    bare_app.ctx.settings.anim_speed = "instant"
    match = Match(GAME, {"players": 2, "party": 2}, 4, [Seat("Wizard"), Seat("Hero")])
    board = BoardScene(bare_app.ctx, match, autosave=False)
    bare_app.push(board)
    step(bare_app, 3)

    def settle():
        for _ in range(30):
            step(bare_app, 2)
            if bare_app.top is board and board.passing is not None:
                click(bare_app, board.btn_done.rect.center)      # pass-and-play: "Done", then the curtain
            elif bare_app.top is not board or board.view.book is not None:
                click(bare_app, (400, 360))          # curtains and the adventure's introduction
            elif board.human_can_act():
                return

    settle()
    view = board.view
    assert match.state.res["phase"] == "choose_adventure"
    rects = [(r, w) for r, w, _t in view.hot_rects if getattr(w, "kind", None) == "choose_adventure"]
    assert len(rects) == 4
    click(bare_app, rects[0][0].center)
    assert match.log[-1].kind == "choose_adventure"
    for _ in range(4):
        settle()
        phase = match.state.res["phase"]
        if phase == "play":
            break
        kind = {"pick": "pick", "deal": "element"}[phase]
        rects = [(r, w) for r, w, _t in view.hot_rects if getattr(w, "kind", None) == kind]
        assert rects, phase
        click(bare_app, rects[-1][0].center)
        assert match.log[-1].kind == kind
    assert [a.kind for a in match.log].count("pick") == 2


def test_interlude_shop_by_clicks(bare_app):
    bare_app.ctx.settings.anim_speed = "instant"
    match = Match(GAME, {"players": 2, "mode": "campaign", "draft": "random", "party": 2}, 3,
                  [Seat("A", True), Seat("Hero")])
    while match.state.res["phase"] != "interlude" and match.result() is None:
        match.play(GAME.choose_ai(GAME.clone(match.state), match.to_act()))
    assert match.state.res["phase"] == "interlude"
    for h, r in match.state.res["roster"].items():
        r["gold"] = 200 if r["status"] == "party" else r["gold"]
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    bare_app.push(board)
    step(bare_app, 3)
    view = board.view
    view.refresh_targets()
    word = bare_app.ctx.t("tq.inter.buy", n=7).split("7")[0]
    buy = [(r, w) for r, w, _t in view.hot_rects if getattr(w, "kind", None) == "buy"]
    menus = [(r, w) for r, w, t in view.hot_rects if callable(w) and ("\n" + word) in t]
    assert buy or menus
    if buy:
        click(bare_app, buy[0][0].center)
    else:
        click(bare_app, menus[0][0].center)
        click(bare_app, view.menu.row_rects()[0].center)
    assert match.log[-1].kind == "buy"
    step(bare_app, 2)
    done = next(b for b in view.bar_buttons if getattr(b, "key", None) == "done")
    click(bare_app, done.rect.center)
    assert match.log[-1].kind in ("done", "next") or any(a.kind == "done" for a in match.log)


def test_every_square_figure_door_and_card_has_a_tooltip(bare_app):
    bare_app.ctx.settings.anim_speed = "instant"
    state = GAME.build_scenario({"players": 2}, 3, {"adventure": "crypt",
                                                    "heroes": [{"hero": "mirel", "at": [3, 3], "hand": ["aqua_frost", "ignis_ember"]}, "kordan"]})
    match = Match(GAME, {"players": 2}, 3, [Seat("W", True), Seat("Hero")], state=state)
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    bare_app.push(board)
    step(bare_app, 3)
    view = board.view
    L = view.layout
    for cell in [(0, 0), (3, 3), (5, 3), (12, 9), (25, 18)]:
        tip = view.tip_at(L.cell_rect(cell).center)
        assert tip and tip[0]
    for d in view.table.doors.values():
        tip = view.tip_at(L.edge_rect(d["a"], d["b"]).center)
        assert tip and ("oor" in tip[0] or "uerta" in tip[0] or "ate" in tip[0] or "eja" in tip[0])
    cards = [(r, t) for r, w, t in view.hot_rects if isinstance(w, tuple) and w and w[0] in ("card", "show_card")]
    assert cards and all(t for _r, t in cards)
    for r, _t in cards[:2]:
        move(bare_app, r.center)
        step(bare_app, 30)
        assert bare_app.ctx.tips.visible_text
    for b in view.bar_buttons:
        assert b.tooltip
    # dice in the tray explain their faces
    assert view.die_tip("dmov", "qmark") and view.die_tip("dcom", "oval") != view.die_tip("dcom", "kite")
    # a language change rebuilds the bar in Spanish
    bare_app.ctx.i18n.lang = "es"
    board.build()
    step(bare_app, 2)
    assert any(b.text == "Terminar activación" for b in view.bar_buttons)
    assert "Casilla" in view.tip_at(L.cell_rect((3, 3)).center)[0]


def test_random_clicks_never_break_the_view(bare_app, caplog):
    """Random clicks and hovers over a human adventurer's board, half of them on something clickable:
    only legal actions get played and nothing logs an error."""
    import random
    bare_app.ctx.settings.anim_speed = "instant"
    match = Match(GAME, {"players": 2, "adventure": "crypt", "draft": "random"}, 8, [Seat("W", True), Seat("Hero")])
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    bare_app.push(board)
    rng = random.Random(4)
    view = board.view
    for i in range(700):
        if bare_app.top is not board:
            bare_app.pop(bare_app.top)
            continue
        if view.book is not None:
            click(bare_app, (400, 360))
            continue
        spots = [view.layout.cell_rect(c).center for c in view.targets.moves]
        spots += [view.layout.cell_rect(f.cell).center for e, f in view.figs.items() if e in view.targets.hits and f.cell]
        spots += [b.rect.center for b in view.bar_buttons]
        spots += [r.center for r, w, _t in view.hot_rects if w is not None]
        if view.menu is not None:
            spots = [r.center for r in view.menu.row_rects()]
        if spots and rng.random() < 0.5:
            pos = rng.choice(spots)
        else:
            pos = (rng.randrange(0, 1280), rng.randrange(60, 720))
        if rng.random() < 0.2:
            move(bare_app, pos)
        else:
            click(bare_app, pos, button=3 if rng.random() < 0.03 else 1)
        if match.result() is not None:
            break
    errors = [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]
    assert not errors, errors[0].getMessage()
    kinds = {a.kind for a in match.log}
    assert len(match.log) > 40 and {"roll_move", "move", "end_activation"} <= kinds, (len(match.log), kinds)


def test_every_content_thing_has_its_art():
    """Figures (4 idle frames + portrait), gear, scenery, traps, elements and dice faces of the content."""
    from pathlib import Path
    from game.games.tseuquest.world import content
    root = Path(__file__).resolve().parents[2] / "sprites" / "tseuquest"
    c = content()
    missing = []
    for ref in list(c.adventurers) + list(c.minions) + list(c.antagonists) + list(c.elementals):
        missing += [f"figures/{ref}_{i}.png" for i in range(4) if not (root / f"figures/{ref}_{i}.png").is_file()]
        if not (root / f"figures/{ref}_portrait.png").is_file():
            missing.append(f"figures/{ref}_portrait.png")
    for gid in list(c.weapons) + list(c.armour) + list(c.items) + list(c.potions):
        if not (root / f"gear/{gid}.png").is_file():
            missing.append(f"gear/{gid}.png")
    missing += [f"scenery/{k}.png" for k in c.scenery if not (root / f"scenery/{k}.png").is_file()]
    missing += [f"traps/{k}.png" for k in c.traps if not (root / f"traps/{k}.png").is_file()]
    missing += [f"elements/{d}.png" for d in c.decks if not (root / f"elements/{d}.png").is_file()]
    missing += [f"dice/dmov_{f}.png" for f in c.dmov.faces if not (root / f"dice/dmov_{f}.png").is_file()]
    missing += [f"dice/dcom_{f}.png" for f in c.dcom.faces if not (root / f"dice/dcom_{f}.png").is_file()]
    assert not missing, missing


def test_a_grey_element_card_says_why_it_cannot_be_taken(bare_app):
    """In the second magic round the element the adventurer already took is grey; hovering it
    says so instead of listing its cards as if it could be picked."""
    bare_app.ctx.settings.anim_speed = "instant"
    match = Match(GAME, {"players": 2, "party": 2}, 4, [Seat("Wizard", True), Seat("Hero")])
    for _ in range(200):
        deal = match.state.res.get("deal") or {}
        if match.state.res["phase"] == "deal" and deal.get("round") == 2 and match.to_act() == 1:
            break
        match.play(GAME.choose_ai(GAME.clone(match.state), match.to_act()))
    else:
        raise AssertionError("no second magic round")
    board = BoardScene(bare_app.ctx, match, autosave=False, sync_ai=True)
    bare_app.push(board)
    step(bare_app, 3)
    view = board.view
    eid = match.state.res["deal"]["queue"][0]
    used = match.state.res["deal"]["used"][str(eid)][0]
    grey = [r for r, w, t in view.hot_rects if w is None and bare_app.ctx.t(f"tq.elem.{used}") in t]
    assert grey
    move(bare_app, grey[0].center)
    step(bare_app, 40)
    tip = bare_app.ctx.tips._offer or bare_app.ctx.tips._current
    assert tip and "each element only once" in tip[0], tip

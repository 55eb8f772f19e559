"""What the Platformer view shows and where: a display model that follows the
events (so a figure is drawn where its animation has got to, not where the
state already put it), the screen layout, and the legal actions sorted by
what they target. Nothing here decides a rule: targets come from legal actions.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.games.platformer.components import Figure, Pos, Token
from game.games.platformer.movement import step_to
from game.games.platformer.world import hero_cell

LEVEL_H = 4
WIDTH = 10
TARGETED = ("move", "portal", "respawn", "shove")
DIE_KINDS = ("move", "portal", "respawn", "shove", "coin", "star", "ready", "store", "gem")


@dataclass
class Shown:
    """One figure as drawn."""
    kind: str
    ref: str
    seat: int
    cell: tuple | None


def snapshot(w) -> tuple[dict, list]:
    """Figures and level statuses as they are in the state now."""
    figs = {}
    for eid, fig in w.query(Figure):
        pos = w.try_get(eid, Pos)
        figs[eid] = Shown(fig.kind, fig.ref, fig.seat, (pos.x, pos.y) if pos is not None else None)
    return figs, list(w.res["level_status"])


def tokens(w) -> list[tuple[int, str, tuple]]:
    return [(eid, tok.kind, (pos.x, pos.y)) for eid, tok, pos in w.query(Token, Pos)]


class Layout:
    """Screen geometry for the current visible levels (removed levels are gone)."""

    CARD_W = 128
    RIGHT_X = 574
    NUMBERS_W = 18                 # the level numbers right of the tower
    ROWS_W = 16                    # the row numbers left of it (the log names squares "B7")
    LETTERS_H = 14                 # the column letters under it

    def __init__(self, rect: pygame.Rect, statuses: list[str]) -> None:
        self.rect = rect
        self.levels = len(statuses)
        self.lo = next((i for i, s in enumerate(statuses) if s != "removed"), self.levels - 1)
        rows = LEVEL_H * (self.levels - self.lo)
        # the widest tower that still leaves room for the cards on its left and the
        # level numbers on its right without reaching the panels at RIGHT_X
        widest = (self.RIGHT_X - 18 - self.CARD_W - 8 - self.ROWS_W - self.NUMBERS_W) // WIDTH
        self.cell = max(24, min(widest, (rect.height - 16 - self.LETTERS_H) // rows))
        block = self.CARD_W + 8 + self.ROWS_W + WIDTH * self.cell + self.NUMBERS_W
        left = max(8, (self.RIGHT_X - 10 - block) // 2)
        self.card_x = left
        self.tower_x = left + self.CARD_W + 8 + self.ROWS_W
        spare = max(0, rect.height - 16 - self.LETTERS_H - rows * self.cell)
        self.bottom = rect.bottom - 8 - self.LETTERS_H - spare // 2     # a short tower sits in the middle
        self.tower = pygame.Rect(self.tower_x, self.bottom - rows * self.cell, WIDTH * self.cell, rows * self.cell)
        r = self.RIGHT_X
        self.hero = pygame.Rect(r, rect.top + 8, 340, 228)
        self.shop = pygame.Rect(r + 350, rect.top + 8, 348, 228)
        self.tray = pygame.Rect(r, rect.top + 242, 698, 182)
        self.others = pygame.Rect(r, rect.top + 430, 340, 230)
        self.log = pygame.Rect(r + 350, rect.top + 430, 348, 230)

    def level_rect(self, level: int) -> pygame.Rect:
        h = LEVEL_H * self.cell
        return pygame.Rect(self.tower_x, self.bottom - (level - self.lo + 1) * h, WIDTH * self.cell, h)

    def card_rect(self, level: int) -> pygame.Rect:
        lr = self.level_rect(level)
        return pygame.Rect(self.card_x, lr.top + 3, self.CARD_W, lr.height - 6)

    def cell_rect(self, cell) -> pygame.Rect:
        x, y = cell
        return pygame.Rect(self.tower_x + x * self.cell, self.bottom - (y - self.lo * LEVEL_H + 1) * self.cell,
                           self.cell, self.cell)

    def cell_center(self, cell) -> tuple[float, float]:
        return self.cell_rect(cell).center

    def cell_foot(self, cell) -> tuple[float, float]:
        r = self.cell_rect(cell)
        return (r.centerx, r.bottom - 2)

    def visible(self, cell) -> bool:
        return cell is not None and cell[1] // LEVEL_H >= self.lo

    def cell_at(self, pos):
        if not self.tower.collidepoint(pos):
            return None
        x = int((pos[0] - self.tower_x) // self.cell)
        y = int((self.bottom - 1 - pos[1]) // self.cell + self.lo * LEVEL_H)
        if not (0 <= x < WIDTH and self.lo * LEVEL_H <= y < self.levels * LEVEL_H):
            return None
        return (x, y)

    def level_at(self, pos):
        for level in range(self.lo, self.levels):
            if self.card_rect(level).collidepoint(pos):
                return level
        return None


@dataclass
class Targets:
    """The legal actions of the seat to act, sorted by what a click lands on."""
    legal: list = field(default_factory=list)
    by_die: dict = field(default_factory=dict)        # die index -> [actions]
    squares: dict = field(default_factory=dict)       # cell -> action (no die selected)
    attack: dict = field(default_factory=dict)        # enemy eid -> attack action
    buy: dict = field(default_factory=dict)           # (kind, slot) -> action
    items: dict = field(default_factory=dict)         # ("item", k) / ("potion", k) / ("artifact", id) -> action
    forge: dict = field(default_factory=dict)         # frozenset({a, b}) -> [actions]
    buttons: list = field(default_factory=list)       # (key, action) for the tray buttons
    shove_more: dict = field(default_factory=dict)    # cell -> action
    die_squares: dict = field(default_factory=dict)   # cell -> [move/portal/respawn actions spending a die]
    die_enemies: dict = field(default_factory=dict)   # enemy eid -> [shove actions]
    push: bool = False
    store_phase: bool = False
    ability: object = None


def sort_targets(w, legal: list) -> Targets:
    t = Targets(legal=list(legal))
    seat = w.res["turn"]["seat"]
    me = hero_cell(w, seat) if w.res["result"] is None else None
    shove = w.res["turn"].get("shove")
    t.store_phase = w.res["turn"]["phase"] == "store"
    for a in legal:
        k, args = a.kind, a.args
        if k in DIE_KINDS and args and isinstance(args[0], int) and args[0] >= 0:
            t.by_die.setdefault(args[0], []).append(a)
            if k == "move" and me is not None:
                t.die_squares.setdefault(step_to(me, args[1]), []).append(a)
            elif k in ("portal", "respawn"):
                t.die_squares.setdefault(tuple(args[1]), []).append(a)
            elif k == "shove":
                t.die_enemies.setdefault(args[1], []).append(a)
        elif k == "move" and me is not None:
            t.squares[step_to(me, args[1])] = a
        elif k in ("portal", "respawn"):
            t.squares[tuple(args[1])] = a
        elif k == "push":
            t.squares[tuple(args[0])] = a
            t.push = True
        elif k == "shove_more" and shove:
            pos = w.try_get(shove["eid"], Pos)
            if pos is not None:
                t.shove_more[step_to((pos.x, pos.y), args[0])] = a
        elif k == "attack":
            t.attack[args[0]] = a
        elif k == "buy":
            t.buy[(args[0], args[1])] = a
        elif k == "use_item":
            t.items[("item", args[0])] = a
        elif k == "use_potion":
            t.items[("potion", args[0])] = a
        elif k == "use_artifact":
            t.items[("artifact", args[0])] = a
        elif k == "forge":
            t.forge.setdefault(frozenset(args[:2]), []).append(a)
        elif k == "ability":
            t.ability = a
        elif k == "end_actions":
            t.buttons.append(("pf.end_actions", a))
        elif k == "gravity":
            t.buttons.append(("pf.gravity_drop" if args[0] else "pf.gravity", a))
        elif k == "finish":
            t.buttons.append(("pf.finish_drop" if args[0] else "pf.finish", a))
        elif k == "shove_stop":
            t.buttons.append(("pf.shove_stop", a))
    # the main button (end actions, then end turn) stays in the top slot, so a second click
    # on the same spot never hits a different action
    order = {"pf.end_actions": 0, "pf.finish": 0, "pf.shove_stop": 1, "pf.gravity": 2, "pf.gravity_drop": 3,
             "pf.finish_drop": 4}
    t.buttons.sort(key=lambda b: order.get(b[0], 9))
    return t


def die_targets(w, actions: list) -> tuple[dict, dict]:
    """For one selected die: square -> action (move/portal/respawn) and
    enemy eid -> [shove actions]."""
    seat = w.res["turn"]["seat"]
    me = hero_cell(w, seat)
    squares, enemies = {}, {}
    for a in actions:
        if a.kind == "move" and me is not None:
            squares[step_to(me, a.args[1])] = a
        elif a.kind in ("portal", "respawn"):
            squares[tuple(a.args[1])] = a
        elif a.kind == "shove":
            enemies.setdefault(a.args[1], []).append(a)
    return squares, enemies

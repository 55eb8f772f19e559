"""What the Dungeon Universalis view shows and where.

* Layout: the dungeon (the map's squares, 28x19 or 30x20, fitted to the explored area and zoomable)
  left with the action bar under it; the figure sheet, the JOA's counters and decks, and the log on the right.
* Table: the draw model, built ONLY from GAME.private_view(state, viewer): hidden sections,
  unfound traps and secret doors never reach the screen.
* Targets: the legal actions sorted by what a click lands on (square, figure, door, chest)
  or by the bar button that plays them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.games.dungeon_universalis.game import GAME

from ...camera import BoardCamera, OnCamera
from ...render.squares import SquareBoard

RIGHT_W = 404
BAR_H = 56


ZOOM_MAX = 72             # pixels per square at the closest zoom
FIT_MAX = 56              # the automatic fit never makes squares larger than this
EDGE = 0.06               # at most this much of the window shows the table past the map's edge


class Layout(OnCamera, SquareBoard):
    """The dungeon panel `view` and the panels around it. The board camera (`game/ui/camera.py`,
    kept by the view across layouts) says which part of the map shows in `view`: `board` is the
    whole map at the current square size. The view fits the camera to the explored area: in the
    panel's middle, or against the panel's side where it lies at the map's edge (the map fills the
    panel but for a strip of table past its edge, however it is dragged);
    drawing clips to `view`, clicks outside it hit nothing."""

    def __init__(self, rect: pygame.Rect, width: int = 28, height: int = 19, camera: BoardCamera | None = None) -> None:
        self.rect = rect
        self.width, self.height = width, height
        self.right_x = rect.right - RIGHT_W - 8
        avail_w = self.right_x - 16
        avail_h = rect.height - 16 - BAR_H - 6
        top = rect.top + 8
        self.view = pygame.Rect(8, top, avail_w, avail_h)
        self.whole = max(12, min(avail_w // width, avail_h // height))
        if camera is None or (camera.cols, camera.rows) != (width, height):
            camera = BoardCamera(width, height, self.view, self.whole, overscroll=EDGE)
        self.camera = camera
        camera.set_view(self.view, self.whole, ZOOM_MAX)
        self.bar = pygame.Rect(8, rect.bottom - 8 - BAR_H, self.right_x - 16, BAR_H)
        # the zoom buttons sit in the panel's top right corner
        self.zoom_in = camera.zoom_in = pygame.Rect(self.view.right - 64, self.view.top + 4, 28, 26)
        self.zoom_out = camera.zoom_out = pygame.Rect(self.view.right - 32, self.view.top + 4, 28, 26)
        rx = self.right_x
        self.sheet = pygame.Rect(rx, top, RIGHT_W, 272)      # room for six lines of gear, skills and objects
        self.info = pygame.Rect(rx, self.sheet.bottom + 6, RIGHT_W, 160)
        self.log = pygame.Rect(rx, self.info.bottom + 6, RIGHT_W, rect.bottom - 8 - self.info.bottom - 6)

    def fit(self, box) -> None:
        """Zoom 1 shows the explored box (x0, y0, x1, y1; None: the whole map) with a square
        around it, in its middle."""
        self.camera.fit(box, pad=1, most=FIT_MAX)

    def cell_at(self, pos):
        return super().cell_at(pos) if self.view.collidepoint(pos) else None

    def edge_rect(self, a, b) -> pygame.Rect:
        """A thick box along the edge between two squares (a door)."""
        ra, rb = self.cell_rect(a), self.cell_rect(b)
        t = max(8, self.cell // 3)
        if a[0] != b[0]:                           # side by side: a vertical edge
            x = max(ra.left, rb.left)
            return pygame.Rect(x - t // 2, ra.top + 2, t, self.cell - 4)
        y = max(ra.top, rb.top)
        return pygame.Rect(ra.left + 2, y - t // 2, self.cell - 4, t)


@dataclass
class Table:
    seat: int | None
    view: dict
    shown: set = field(default_factory=set)          # squares of revealed sections
    kind: dict = field(default_factory=dict)         # square -> corridor | room | main
    figs: dict = field(default_factory=dict)


def explored_box(table: Table):
    """The box of squares the heroes have revealed (x0, y0, x1, y1), or None before any."""
    if not table.shown:
        return None
    xs = [c[0] for c in table.shown]
    ys = [c[1] for c in table.shown]
    return (min(xs), min(ys), max(xs), max(ys))


def build_table(w, seat) -> Table:
    v = GAME.private_view(w, seat)
    t = Table(seat, v)
    for sec in v["sections"].values():
        for c in sec["cells"]:
            t.shown.add(tuple(c))
            t.kind[tuple(c)] = sec["kind"]
    t.figs = {fid: dict(f, cell=tuple(f["cell"])) for fid, f in v["figures"].items()}
    return t


DOOR_KINDS = ("open_door", "door", "pick_lock", "riddle", "break")
BAR_KINDS = ("end", "run", "disengage", "leave", "reveal", "search_room", "search_secret", "search_bodies",
             "search_element", "disarm", "persuade", "drink", "give", "pick_up", "draw", "brace")


@dataclass
class Targets:
    legal: list = field(default_factory=list)
    actor: str | None = None
    moves: dict = field(default_factory=dict)        # square -> move action
    hits: dict = field(default_factory=dict)         # figure id -> attack / shoot actions
    doors: dict = field(default_factory=dict)        # door id -> actions
    chests: dict = field(default_factory=dict)       # square -> actions
    terrain: dict = field(default_factory=dict)      # landing square -> jump / climb / climb_out actions
    slides: dict = field(default_factory=dict)       # furniture square -> slide actions
    by_kind: dict = field(default_factory=dict)


def sort_targets(legal: list) -> Targets:
    t = Targets(list(legal))
    for a in legal:
        t.by_kind.setdefault(a.kind, []).append(a)
        if t.actor is None and a.args:
            t.actor = a.args[0]
        if a.kind in ("move", "step_aside"):      # a step aside from a found trap lights its squares too
            t.moves[tuple(a.args[1])] = a
        elif a.kind in ("attack", "shoot", "magic_shot"):
            t.hits.setdefault(a.args[1], []).append(a)
        elif a.kind in DOOR_KINDS or (a.kind == "riddle"):
            arg = a.args[1]
            if isinstance(arg, str):
                t.doors.setdefault(arg, []).append(a)
            else:
                t.chests.setdefault(tuple(arg), []).append(a)
        elif a.kind == "cast" and (isinstance(a.args[2], tuple) or "|" in (a.args[2] or "")):
            arg = a.args[2]                       # a projectile at a door or a chest
            if isinstance(arg, str):
                t.doors.setdefault(arg, []).append(a)
            else:
                t.chests.setdefault(tuple(arg), []).append(a)
        elif a.kind == "open_chest":
            t.chests.setdefault(tuple(a.args[1]), []).append(a)
        elif a.kind in ("jump", "climb", "climb_out"):
            t.terrain.setdefault(tuple(a.args[1]), []).append(a)
        elif a.kind == "slide":
            t.slides.setdefault(tuple(a.args[1]), []).append(a)
    return t

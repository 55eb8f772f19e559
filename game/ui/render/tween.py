"""Tweens: small time-based animations a view starts when an event arrives and
reads while drawing (position, offset, alpha). An Animator runs them; the board
waits while any blocking one is running."""
from __future__ import annotations

import math
from typing import Callable, Sequence


# -- easing -----------------------------------------------------------------------------------
def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(p, q, t: float) -> tuple[float, float]:
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


# -- animations ---------------------------------------------------------------------------------
class Anim:
    """Base: runs for `duration` seconds (0 = finished at once)."""

    def __init__(self, duration: float, ease: Callable[[float], float] = linear, on_done=None,
                 tag=None) -> None:
        self.duration = max(0.0, duration)
        self.t = 0.0
        self.ease = ease
        self.on_done = on_done
        self.tag = tag                   # what it animates (e.g. an entity id), for the view's lookups
        self.done = False
        if self.duration == 0:
            self.finish()

    @property
    def progress(self) -> float:
        return 1.0 if self.duration == 0 else min(1.0, self.t / self.duration)

    @property
    def k(self) -> float:
        return self.ease(self.progress)

    def update(self, dt: float) -> bool:
        if not self.done:
            self.t += dt
            if self.t >= self.duration:
                self.finish()
        return self.done

    def finish(self) -> None:
        if not self.done:
            self.t = self.duration
            self.done = True
            if self.on_done:
                cb, self.on_done = self.on_done, None
                cb()


class Wait(Anim):
    pass


class Tween(Anim):
    """A number from a to b."""

    def __init__(self, a: float, b: float, duration: float, ease=ease_in_out_cubic, **kw) -> None:
        self.a, self.b = a, b
        super().__init__(duration, ease, **kw)

    @property
    def value(self) -> float:
        return lerp(self.a, self.b, self.k)


class PathMove(Anim):
    """A point moving along a polyline (cell centres of a path), eased over its length."""

    def __init__(self, points: Sequence[tuple], duration: float, ease=ease_in_out_cubic, hop: float = 0.0,
                 **kw) -> None:
        self.points = [tuple(map(float, p)) for p in points] or [(0.0, 0.0)]
        self.hop = hop                   # height of a little jump on each segment (walking feel)
        lengths = [math.dist(a, b) for a, b in zip(self.points, self.points[1:])]
        self.lengths = lengths
        self.total = sum(lengths) or 1.0
        super().__init__(duration, ease, **kw)

    @property
    def pos(self) -> tuple[float, float]:
        if len(self.points) == 1:
            return self.points[0]
        d = self.k * self.total
        for (a, b), seg in zip(zip(self.points, self.points[1:]), self.lengths):
            if d <= seg or seg == 0:
                f = 0 if seg == 0 else d / seg
                x, y = lerp2(a, b, f)
                if self.hop:
                    y -= self.hop * math.sin(math.pi * f)
                return (x, y)
            d -= seg
        return self.points[-1]


class Fall(Anim):
    """Free fall from p to q with constant acceleration (g in px/s^2), then a small squash."""

    def __init__(self, p, q, g: float = 2600.0, speed: float = 1.0, **kw) -> None:
        self.p, self.q = tuple(p), tuple(q)
        dist = max(1.0, abs(q[1] - p[1]))
        duration = math.sqrt(2 * dist / g) * speed if speed > 0 else 0.0
        super().__init__(duration, linear, **kw)

    @property
    def pos(self) -> tuple[float, float]:
        k = self.progress * self.progress          # y ~ t^2
        return (lerp(self.p[0], self.q[0], self.progress), lerp(self.p[1], self.q[1], k))


class Shake(Anim):
    """A decaying horizontal shake (hits, collapses)."""

    def __init__(self, amplitude: float, duration: float, freq: float = 28.0, **kw) -> None:
        self.amplitude, self.freq = amplitude, freq
        super().__init__(duration, linear, **kw)

    @property
    def offset(self) -> tuple[int, int]:
        if self.done:
            return (0, 0)
        decay = 1 - self.progress
        return (int(self.amplitude * decay * math.sin(self.t * self.freq * math.tau / 4)), 0)


class Fade(Anim):
    """Alpha from a to b (0..255)."""

    def __init__(self, a: int, b: int, duration: float, **kw) -> None:
        self.a, self.b = a, b
        super().__init__(duration, ease_in_out_cubic, **kw)

    @property
    def alpha(self) -> int:
        return int(lerp(self.a, self.b, self.k))


class FloatText(Anim):
    """A number or word that rises and fades (damage, gold, gems)."""

    def __init__(self, text: str, pos, color, duration: float = 1.0, rise: float = 46.0, **kw) -> None:
        self.text, self.start, self.color, self.rise = text, tuple(pos), color, rise
        super().__init__(duration, ease_out_quad, **kw)

    @property
    def pos(self) -> tuple[float, float]:
        return (self.start[0], self.start[1] - self.rise * self.k)

    @property
    def alpha(self) -> int:
        return int(255 * (1 - max(0.0, self.progress - 0.5) * 2))


class Sequence_(Anim):
    """Children one after another (an event's animation made of steps)."""

    def __init__(self, children: list[Anim], **kw) -> None:
        self.children = [c for c in children if c is not None]
        self.index = 0
        super().__init__(sum(c.duration for c in self.children), linear, **kw)
        if self.duration == 0:
            for c in self.children:
                c.finish()

    @property
    def current(self) -> Anim | None:
        return self.children[self.index] if self.index < len(self.children) else None

    def update(self, dt: float) -> bool:
        while not self.done and dt >= 0:
            cur = self.current
            if cur is None:
                self.finish()
                break
            before = cur.t
            cur.update(dt)
            if not cur.done:
                break
            dt -= max(0.0, cur.duration - before)
            self.index += 1
            if dt <= 0 and self.current is not None:
                break
        if self.current is None:
            self.finish()
        return self.done

    def finish(self) -> None:
        for c in self.children[self.index:]:
            c.finish()
        self.index = len(self.children)
        super().finish()


class Animator:
    """Runs animations; blocking ones make the board wait before the next event."""

    def __init__(self) -> None:
        self.items: list[tuple[Anim, bool]] = []

    def add(self, anim: Anim, blocking: bool = True) -> Anim:
        if not anim.done:
            self.items.append((anim, blocking))
        return anim

    def update(self, dt: float) -> None:
        for anim, _ in list(self.items):
            anim.update(dt)
        self.items = [(a, b) for a, b in self.items if not a.done]

    def busy(self) -> bool:
        return any(b and not a.done for a, b in self.items)

    def finish(self) -> None:
        for anim, _ in list(self.items):
            anim.finish()
        self.items = []

    def clear(self) -> None:
        self.items = []

    def find(self, tag, kind: type | None = None) -> Anim | None:
        for anim, _ in reversed(self.items):
            if anim.tag == tag and (kind is None or isinstance(anim, kind)) and not anim.done:
                return anim
        return None

    def of_type(self, kind: type) -> list[Anim]:
        return [a for a, _ in self.items if isinstance(a, kind) and not a.done]

"""The client's main loop and scene stack.

Everything is drawn on a logical 1280x720 surface that is scaled (letterboxed)
to the window; mouse positions are mapped back, so scenes only ever see
logical coordinates. The App owns settings, audio, i18n, the asset cache and a
clock, and hands them to scenes in one Context.
"""
from __future__ import annotations

import logging
import os
import sys
import time

LOGICAL = (1280, 720)
FPS = 60
log = logging.getLogger("tablero.ui")


def _headless_env() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


class App:
    def __init__(self, games=None, headless: bool = False, audio: bool = True, persist: bool = True) -> None:
        if headless:
            _headless_env()
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame
        self.pg = pygame
        pygame.display.init()
        pygame.font.init()
        from game.paths import config_dir
        from .assets import Assets
        from .audio import Audio
        from .context import Context, Games
        from .i18n import I18n
        from .settings import load_settings, settings_path
        from . import theme

        self.settings_file = settings_path(config_dir())
        settings, damaged = load_settings(self.settings_file)
        self.headless = headless
        self.persist = persist           # False: tools that must not touch the player's settings
        self.stack: list = []
        self.cache: dict = {}           # scene-independent cached surfaces (backdrop, veils)
        self.notices: list[list] = []   # [text, seconds left]
        self.notice_log: list[str] = []  # every notice shown (tests, debugging)
        self.running = True
        self.minimized = False
        self.frames = 0
        self.drawn = 0                  # frames actually drawn (a still screen is not redrawn)
        self._stack_changed = True
        self._pending_rebuild = False
        self.window = self._open_window(settings)
        self.screen = pygame.Surface(LOGICAL, 0, self.window)   # the window's pixel format (a convert() without the copy)
        self._scale = (1.0, 0, 0)
        self.clock = pygame.time.Clock()
        assets = Assets(text_scale=theme.TEXT_SCALE.get(settings.text_size, 1.0))
        self.ctx = Context(app=self, settings=settings, i18n=I18n(settings.language),
                           audio=Audio(assets.sound_path, self.notify), assets=assets,
                           games=games or Games())
        self.ctx.ui_borders = self._read_borders()
        from .nav import Nav
        self.ctx.nav = Nav(self.ctx)
        if damaged:
            self.notify("notice.settings_damaged")
        if audio:
            self.ctx.audio.start()
        else:
            self.ctx.audio.available = False
        self.ctx.audio.set_volumes(settings.music_volume, settings.effects_volume)
        try:
            pygame.display.set_caption("Tablero")
            if assets.has_image("ui/icon_app.png"):
                pygame.display.set_icon(assets.image("ui/icon_app.png"))
        except pygame.error:
            pass

    # -- window --------------------------------------------------------------------------
    def _open_window(self, settings):
        pg = self.pg
        if settings.fullscreen and not self.headless:
            try:
                return pg.display.set_mode((0, 0), pg.FULLSCREEN)
            except pg.error:
                settings.fullscreen = False
        size = LOGICAL if self.headless else tuple(settings.window_size)
        try:
            return pg.display.set_mode(size, pg.RESIZABLE)
        except pg.error:
            return pg.display.set_mode(LOGICAL, pg.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        self.ctx.settings.fullscreen = on
        self.window = self._open_window(self.ctx.settings)
        self.save_settings()

    def set_window_size(self, size) -> None:
        self.ctx.settings.window_size = [int(size[0]), int(size[1])]
        if not self.ctx.settings.fullscreen:
            self.window = self._open_window(self.ctx.settings)
        self.save_settings()

    def _read_borders(self) -> dict:
        """Optional sprites/ui/nine_slice.yaml: {file name: border px} from the art helper."""
        path = self.ctx.assets.path("sprites", "ui", "nine_slice.yaml")
        if not path.is_file():
            return {}           # usual: no YAML to read, so no YAML import at start-up
        import yaml
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError):
            return {}
        out = {}
        if isinstance(data, dict):
            for k, v in data.items():
                if isinstance(v, int):
                    out[str(k)] = v
                elif isinstance(v, dict) and isinstance(v.get("border"), int):
                    out[str(k)] = v["border"]
        return out

    def to_logical(self, pos) -> tuple[int, int]:
        k, ox, oy = self._scale
        x = (pos[0] - ox) / k
        y = (pos[1] - oy) / k
        return (int(max(0, min(LOGICAL[0] - 1, x))), int(max(0, min(LOGICAL[1] - 1, y))))

    # -- scene stack -------------------------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene) -> None:
        self._stack_changed = True
        if self.top is not None:
            self.top.leave()
        self.stack.append(scene)
        scene.ensure_built()
        self._entered(scene)

    def pop(self, scene=None):
        """Remove the top scene (or, if given, that scene when it is on the stack)."""
        if not self.stack:
            return None
        self._stack_changed = True
        if scene is not None and scene is not self.top:
            if scene in self.stack:
                self.stack.remove(scene)
                scene.close()
            return scene
        gone = self.stack.pop()
        gone.leave()
        gone.close()
        if self.top is not None:
            self.top.ensure_built()
            self._entered(self.top)
        else:
            self.running = False
        return gone

    def replace(self, scene) -> None:
        if self.stack:
            gone = self.stack.pop()
            gone.leave()
            gone.close()
        self.push(scene)

    def reset(self, scene) -> None:
        """Clear the whole stack down to one scene (e.g. back to the menu)."""
        while self.stack:
            gone = self.stack.pop()
            gone.leave()
            gone.close()
        self.push(scene)

    def find(self, cls):
        for s in reversed(self.stack):
            if isinstance(s, cls):
                return s
        return None

    def _entered(self, scene) -> None:
        self.ctx.tips.clear()
        if scene.music:
            self.ctx.audio.music(scene.music)
        scene.enter()

    def quit(self) -> None:
        self.running = False

    # -- settings, language, notices ------------------------------------------------------------
    def notify(self, key_or_text: str, **kw) -> None:
        text = self.ctx.t(key_or_text, **kw) if "." in key_or_text and " " not in key_or_text else key_or_text
        self.notices.append([text, 4.5])
        self.notice_log.append(text)
        del self.notices[:-3]

    def save_settings(self) -> None:
        from .settings import save_settings
        if not self.persist:
            return
        if not save_settings(self.settings_file, self.ctx.settings):
            self.notify("notice.settings_not_saved")

    def apply_settings(self) -> None:
        """Push the current settings into i18n, fonts and audio; rebuild the scenes."""
        from . import theme
        s = self.ctx.settings
        changed = s.language != self.ctx.i18n.lang
        self.ctx.i18n.lang = s.language
        scale = theme.TEXT_SCALE.get(s.text_size, 1.0)
        if scale != self.ctx.assets.text_scale:
            self.ctx.assets.set_text_scale(scale)
            changed = True
        self.ctx.audio.set_volumes(s.music_volume, s.effects_volume)
        if changed:
            self._pending_rebuild = True
        self.save_settings()

    # -- events ------------------------------------------------------------------------------------
    def dispatch(self, ev) -> None:
        pg = self.pg
        t = ev.type
        if t == pg.QUIT:
            self.running = False
            return
        if t in (pg.WINDOWMINIMIZED, pg.WINDOWHIDDEN):
            self.minimized = True
            return
        if t in (pg.WINDOWRESTORED, pg.WINDOWSHOWN, pg.WINDOWEXPOSED, pg.WINDOWMAXIMIZED):
            self.minimized = False
            return
        if t == pg.WINDOWFOCUSLOST:
            # release anything held: a button-up far outside every widget
            self._to_scene(pg.event.Event(pg.MOUSEBUTTONUP, pos=(-10000, -10000), button=1))
            return
        if t == pg.VIDEORESIZE:
            self.window = pg.display.get_surface() or self.window
            s = self.ctx.settings
            if not s.fullscreen and getattr(ev, "w", 0) >= 320 and getattr(ev, "h", 0) >= 200:
                s.window_size = [int(ev.w), int(ev.h)]
            return
        if t == pg.KEYDOWN and ev.key == pg.K_F11:
            self.set_fullscreen(not self.ctx.settings.fullscreen)
            return
        if t in (pg.MOUSEMOTION, pg.MOUSEBUTTONDOWN, pg.MOUSEBUTTONUP):
            pos = getattr(ev, "pos", None)
            if pos is None:
                return
            data = dict(ev.dict)
            data["pos"] = self.to_logical(pos)
            self.ctx.mouse = data["pos"]
            if t == pg.MOUSEMOTION:
                data.setdefault("rel", (0, 0))
                data.setdefault("buttons", (0, 0, 0))
            else:
                data.setdefault("button", 1)
            ev = pg.event.Event(t, data)
        self._to_scene(ev)

    def _to_scene(self, ev) -> None:
        top = self.top
        if top is None:
            return
        try:
            top.handle(ev)
        except Exception:             # a scene bug must not kill a game in progress
            log.exception("error handling %s in %s", ev, type(top).__name__)
            if os.environ.get("TABLERO_STRICT"):
                raise

    # -- frame ------------------------------------------------------------------------------------
    def step(self, dt: float) -> None:
        pg = self.pg
        events = pg.event.get()
        for ev in events:
            self.dispatch(ev)
        changed = bool(events) or self._pending_rebuild or bool(self.notices) or self._stack_changed
        self._stack_changed = False
        if self._pending_rebuild:
            self._pending_rebuild = False
            for scene in self.stack:
                scene.rebuild()
        self._update_scale()
        if pg.mouse.get_focused() or self.headless:
            self.ctx.mouse = self.to_logical(pg.mouse.get_pos())
        self.ctx.time += dt
        top = self.top
        for below in reversed(self.stack[:-1]):      # scenes seen through overlays keep animating
            if not self.stack[self.stack.index(below) + 1].overlay:
                break
            try:
                below.update_background(dt)
            except Exception:
                log.exception("error animating %s", type(below).__name__)
        if top is not None:
            try:
                top.update(dt)
            except Exception:
                log.exception("error updating %s", type(top).__name__)
                if os.environ.get("TABLERO_STRICT"):
                    raise
        tip = self.ctx.tips.visible_text
        self.ctx.tips.tick(dt)
        changed = changed or tip != self.ctx.tips.visible_text
        for n in self.notices:
            n[1] -= dt
        self.notices = [n for n in self.notices if n[1] > 0]
        if not self.minimized and (changed or self._animating()):
            self.render()
            self.present()
            self.drawn += 1
        self.frames += 1

    def _animating(self) -> bool:
        """Whether any scene drawn now changes by itself (else the last frame still stands)."""
        base = len(self.stack) - 1
        while base > 0 and self.stack[base].overlay:
            base -= 1
        for scene in self.stack[max(0, base):]:
            try:
                if scene.animating():
                    return True
            except Exception:
                log.exception("animating() failed in %s", type(scene).__name__)
                return True
        return False

    def render(self) -> None:
        surf = self.screen
        if not self.stack:
            surf.fill((0, 0, 0))
            return
        base = len(self.stack) - 1
        while base > 0 and self.stack[base].overlay:
            base -= 1
        for i in range(base, len(self.stack)):
            scene = self.stack[i]
            if i > base and scene.dim_below:
                surf.blit(self._veil(), (0, 0))
            scene.draw(surf)
        self._draw_notices(surf)
        self.ctx.tips.draw(surf, self.ctx.assets, self.ctx.mouse)

    def _veil(self):
        veil = self.cache.get("veil")
        if veil is None:
            from . import theme
            veil = self.pg.Surface(LOGICAL, self.pg.SRCALPHA)
            veil.fill(theme.DIM)
            self.cache["veil"] = veil
        return veil

    def _draw_notices(self, surf) -> None:
        from . import theme
        from .text import draw_paragraph, draw_text
        base = len(self.stack) - 1
        while base > 0 and self.stack[base].overlay:
            base -= 1
        spot = next((s.notice_rect for s in self.stack[max(0, base):] if getattr(s, "notice_rect", None)), None)
        if spot is not None and self.notices:   # a scene's free spot: the newest notice only
            text, left = self.notices[-1]
            panel = self.pg.Surface(spot.size, self.pg.SRCALPHA)
            panel.fill((*theme.INK, int(235 * min(1.0, left / 0.5))))
            surf.blit(panel, spot)
            self.pg.draw.rect(surf, theme.GOLD, spot, 2, border_radius=6)
            draw_paragraph(surf, self.ctx.assets, text, spot.inflate(-12, -4), theme.SIZE_SMALL, theme.TEXT,
                           align="center", line_gap=-1, middle=True)
            return
        # below the board's HUD while the board shows, even under an overlay
        y = max((getattr(s, "notice_y", 12) for s in self.stack[max(0, base):]), default=12)
        for text, left in self.notices:
            font = self.ctx.assets.font("sans", theme.SIZE_BODY)
            w = min(900, font.size(text)[0] + 40)
            box = self.pg.Rect(0, y, w, 40)
            box.centerx = LOGICAL[0] // 2
            panel = self.pg.Surface(box.size, self.pg.SRCALPHA)
            alpha = int(235 * min(1.0, left / 0.5))
            panel.fill((*theme.INK, alpha))
            surf.blit(panel, box)
            self.pg.draw.rect(surf, theme.GOLD, box, 2, border_radius=6)
            draw_text(surf, self.ctx.assets, text, box.center, theme.SIZE_BODY, theme.TEXT, anchor="center",
                      max_width=box.width - 24)
            y += 46

    def _update_scale(self) -> None:
        win = self.pg.display.get_surface()
        if win is None:
            return
        self.window = win
        ww, wh = win.get_size()
        k = min(ww / LOGICAL[0], wh / LOGICAL[1]) or 1.0
        self._scale = (k, (ww - round(LOGICAL[0] * k)) // 2, (wh - round(LOGICAL[1] * k)) // 2)

    def present(self) -> None:
        pg = self.pg
        win = pg.display.get_surface()
        if win is None:
            return
        k, ox, oy = self._scale
        if win.get_size() == LOGICAL:
            win.blit(self.screen, (0, 0))
        else:
            size = (round(LOGICAL[0] * k), round(LOGICAL[1] * k))
            if size[0] < 1 or size[1] < 1:
                return
            win.fill((0, 0, 0))
            win.blit(pg.transform.smoothscale(self.screen, size), (ox, oy))
        try:
            pg.display.flip()
        except pg.error:
            pass

    def run(self) -> int:
        while self.running and self.stack:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(min(dt, 0.1))
        self.shutdown()
        return 0

    def shutdown(self) -> None:
        for scene in self.stack:
            scene.close()
        self.save_settings()
        self.ctx.audio.stop()


def build_app(games=None, headless: bool = False, audio: bool = True, persist: bool = True) -> App:
    app = App(games=games, headless=headless, audio=audio, persist=persist)
    from .scenes.menu import MenuScene
    app.push(MenuScene(app.ctx))
    return app


def smoke(games=None) -> int:
    """Start headless, render one frame of each ready game's board, exit 0."""
    from .scenes.board import BoardScene
    from .setup_options import quick_match
    app = build_app(games=games, headless=True, audio=False, persist=False)
    app.step(1 / 60)
    for game_id in app.ctx.games.ready_ids():
        try:
            game = app.ctx.games.get(game_id)
        except Exception as exc:            # a game listed ready whose module fails
            print(f"smoke: {game_id}: cannot load ({exc})", file=sys.stderr)
            return 1
        match = quick_match(game, seed=1, ai=True)
        board = BoardScene(app.ctx, match, autosave=False)
        board.frozen = True
        app.push(board)
        app.step(1 / 60)
        app.pop()
        print(f"smoke: {game_id}: board rendered")
    app.step(1 / 60)
    app.shutdown()
    return 0


def main(argv=None) -> int:
    import argparse    # only the command line needs it (start-up time)
    parser = argparse.ArgumentParser(prog="tablero", description="Play Tablero")
    parser.add_argument("--smoke", action="store_true", help="start headless, render each board once, exit")
    parser.add_argument("--game", help="open this game's setup directly")
    parser.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--fullscreen", action="store_true", help="start fullscreen")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.smoke:
        return smoke()
    started = time.perf_counter()
    app = build_app()
    if args.windowed or args.fullscreen:
        app.set_fullscreen(bool(args.fullscreen))
    if args.game:
        from .scenes.setup import SetupScene
        try:
            app.ctx.games.get(args.game)
            app.push(SetupScene(app.ctx, args.game))
        except KeyError as exc:
            print(f"tablero: {exc}", file=sys.stderr)
    log.info("started in %.2f s", time.perf_counter() - started)
    return app.run()


if __name__ == "__main__":
    sys.exit(main())

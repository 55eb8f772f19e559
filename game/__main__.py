"""Tablero's command line: `python -m game [COMMAND ...]` (also the `tablero` script).

  (no command) | play      open the game window
  simulate GAME ...       AI self-play with invariant checks (JSON report)
  scenario FILE --json    build a position, apply actions, print state and events
  screenshot GAME ...     render the board headless to a PNG
  replay SAVE             re-apply a save's log; exit 0 only if it reproduces the save
  bench --json            speed and memory figures
  check-map FILE...       validate Tiled maps
"""
from __future__ import annotations

import argparse
import json
import sys


def _print_json(data) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=None, separators=(",", ":")))


def cmd_simulate(args) -> int:
    from game.engine.simulate import parse_options, simulate
    from game.games import get_game
    try:
        game = get_game(args.game)
        options = parse_options(game, args.option or [])
    except (KeyError, ValueError) as exc:
        print(f"error: {str(exc).strip(chr(39))}", file=sys.stderr)
        return 2
    if args.players is not None:
        options["players"] = args.players
    report = simulate(game, args.games, args.seed, options, check_every=args.check_every)
    solo = options.get("mode") == "solo" or options.get("players") == 1
    data = report.to_data(solo=solo)
    if args.json:
        _print_json(data)
    else:
        for k, v in data.items():
            print(f"{k}: {v}")
    return 1 if report.crashes or report.invariant_violations else 0


def cmd_scenario(args) -> int:
    from game.engine.scenario import ScenarioError, run_scenario_file
    from game.games import get_game
    try:
        out = run_scenario_file(args.file, get_game)
    except ScenarioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    out.pop("_state")
    if args.json:
        _print_json(out)
    else:
        for e in out["events"]:
            print(e)
        print("result:", out["result"], "to act:", out["to_act"])
    failures = out.get("expect_failures") or []
    for failure in failures:
        print(f"expectation failed: {failure}", file=sys.stderr)
    return 1 if failures else 0


def cmd_replay(args) -> int:
    """Exit 0 only when the log, replayed from the options and seed, gives exactly the
    saved snapshot; any problem with the file is one line on stderr and exit 1."""
    from game.engine.saves import SaveError
    from game.engine.session import load_match
    from game.games import get_game
    try:
        match = load_match(args.save, get_game, verify=True)
    except SaveError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"ok: {len(match.log)} actions reproduce the saved state")
    return 0


def cmd_check_map(args) -> int:
    from game.engine.tiled import check_map
    bad = 0
    for path in args.files:
        problems = check_map(path)
        for p in problems:
            print(p)
        bad += bool(problems)
    if not bad:
        print(f"ok: {len(args.files)} map(s)")
    return 1 if bad else 0


def cmd_screenshot(args) -> int:
    from game.engine.simulate import parse_options
    from game.games import get_game
    from game.ui.screenshot import render_screenshot
    try:
        options = parse_options(get_game(args.game), args.option or []) if args.option else None
    except (KeyError, ValueError) as exc:
        print(f"error: {str(exc).strip(chr(39))}", file=sys.stderr)
        return 2
    render_screenshot(args.game, args.seed, args.after, args.out, options=options)
    print(args.out)
    return 0


def cmd_bench(args) -> int:
    import contextlib
    import os
    from game.bench import run_bench
    # stdout carries only the report: pygame's banner and any stray print go to stderr
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    with contextlib.redirect_stdout(sys.stderr):
        data = run_bench(quick=args.quick)
    if args.json:
        _print_json(data)
    else:
        for k, v in data.items():
            print(f"{k}: {v}")
    return 0


def cmd_play(args, rest) -> int:
    from game.ui.app import main as ui_main
    return ui_main(rest) or 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    commands = {"simulate", "scenario", "replay", "check-map", "screenshot", "bench", "play"}
    if not argv or argv[0] not in commands:
        if argv and argv[0] in ("-h", "--help"):
            print(__doc__)
            return 0
        return cmd_play(None, argv)
    if argv[0] == "play":
        return cmd_play(None, argv[1:])
    parser = argparse.ArgumentParser(prog="python -m game")
    sub = parser.add_subparsers(dest="command", required=True)
    from game.engine.simulate import CHECK_EVERY
    p = sub.add_parser("simulate")
    p.add_argument("game")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int)
    p.add_argument("--option", action="append", metavar="KEY=VALUE")
    p.add_argument("--check-every", type=int, default=CHECK_EVERY, metavar="N")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("scenario")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("replay")
    p.add_argument("save")
    p = sub.add_parser("check-map")
    p.add_argument("files", nargs="+")
    p = sub.add_parser("screenshot")
    p.add_argument("game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--after", type=int, default=0)
    p.add_argument("--option", action="append", metavar="KEY=VALUE")
    p.add_argument("--out", required=True)
    p = sub.add_parser("bench")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    return {"simulate": cmd_simulate, "scenario": cmd_scenario, "replay": cmd_replay,
            "check-map": cmd_check_map, "screenshot": cmd_screenshot, "bench": cmd_bench}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())

"""The README's two set-up commands are what a fresh machine runs, and CI runs the test one."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = text.split("## Set up on a fresh machine", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in re.findall(r"```\n(.*?)```", setup, re.S)]


def test_readme_has_exactly_two_setup_commands_in_a_virtual_environment():
    commands = readme_commands()
    assert len(commands) == 2
    for command in commands:
        assert "\n" not in command
        # a stock Debian/Ubuntu Python refuses a bare pip install and may have no `python`
        assert command.startswith("python3 -m venv .venv && ")
        assert " python -m pip" not in command and not command.startswith("python ")


def test_ci_runs_exactly_the_readme_test_command():
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    lines = [ln.strip() for ln in run.splitlines() if ln.strip() and not ln.startswith("#")]
    assert readme_commands()[1] == lines[-1]


def test_the_virtual_environment_is_not_committed():
    assert ".venv/" in (ROOT / ".gitignore").read_text(encoding="utf-8").split()

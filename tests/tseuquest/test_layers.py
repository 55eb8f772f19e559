"""The TseuQuest rules modules import each other in one direction only: the
systems stand side by side on shared primitives, the flow (turn, setup) above
them, the protocol (actions) on top."""
import ast
from pathlib import Path

import game.games.tseuquest as pkg

PACKAGE = Path(pkg.__file__).parent
SYSTEMS = {"movement", "combat", "magic", "search", "specials", "campaign"}
PRIMITIVES = {"world", "activation", "pending", "discovery", "squares", "effects", "trapfx"}


def _imports() -> dict[str, set[str]]:
    """module -> package modules it imports, at the top or inside functions."""
    out = {}
    for path in PACKAGE.glob("*.py"):
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                if node.module:
                    found.add(node.module.split(".")[0])
                else:
                    found |= {a.name for a in node.names}
        out[path.stem] = found
    return out


def test_no_module_imports_itself_back():
    graph = _imports()
    state: dict[str, str] = {}

    def visit(mod, trail):
        if state.get(mod) == "done":
            return
        assert state.get(mod) != "open", " -> ".join(trail + [mod])
        state[mod] = "open"
        for dep in sorted(graph.get(mod, ())):
            visit(dep, trail + [mod])
        state[mod] = "done"

    for mod in sorted(graph):
        visit(mod, [])


def test_systems_stand_side_by_side_on_the_primitives():
    graph = _imports()
    for mod in SYSTEMS:
        assert not graph[mod] & (SYSTEMS - {mod}), f"{mod} imports {sorted(graph[mod] & SYSTEMS)}"
    for mod in PRIMITIVES:
        above = graph[mod] & (SYSTEMS | {"turn", "setup", "actions"})
        assert not above, f"{mod} (a primitive) imports {sorted(above)}"

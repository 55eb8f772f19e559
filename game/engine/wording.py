"""Text templates with real plurals, shared by the games' describe() and the client's tables.

"{n} {n?gema|gemas}" reads "1 gema" or "3 gemas": the word before | when the named value
is 1, the one after it otherwise. Everything else is str.format."""
from __future__ import annotations

import re

PLURAL = re.compile(r"\{(\w+)\?([^|{}]*)\|([^{}]*)\}")


def plurals(template: str, values: dict) -> str:
    def one(m: re.Match) -> str:
        v = values.get(m.group(1))
        try:
            single = abs(int(v)) == 1
        except (TypeError, ValueError):
            single = False
        return m.group(2) if single else m.group(3)
    return PLURAL.sub(one, template)


def fill(template: str, **values) -> str:
    return plurals(template, values).format(**values)


def decimal(x: float, lang: str, places: int = 1) -> str:
    """A number with at most `places` decimals written the language's way: 12.5 in English,
    12,5 in Spanish; 6.0 reads 6."""
    s = f"{x:.{places}f}".rstrip("0").rstrip(".")
    return s.replace(".", ",") if lang == "es" else s

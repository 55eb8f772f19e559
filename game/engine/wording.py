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


# Articles for a name of known gender and number: "ms", "fs", "mp" or "fp".
GRAMMAR = ("ms", "fs", "mp", "fp")
_THE = {"ms": "el", "fs": "la", "mp": "los", "fp": "las"}
_A = {"ms": "un", "fs": "una", "mp": "unos", "fp": "unas"}
_CONTRACT = re.compile(r"\b([Aa]|[Dd]e) el\b")


# Feminine nouns starting with a stressed a take "el" / "un" in the singular: el hacha.
_STRESSED_A = {"hacha", "ancla", "alma", "arma", "agua", "águila", "ala", "hada", "área", "aula", "arpa", "hambre"}


def _es_article(table: dict, name: str, grammar: str) -> str:
    if grammar == "fs" and name.split(" ", 1)[0].lower() in _STRESSED_A:
        grammar = "ms"
    return f"{table[grammar]} {name}"


def the(name: str, grammar: str, lang: str) -> str:
    """The name with its definite article, lower case, for the middle of a sentence:
    "el Sacerdote de la pira", "las Bestias escupidoras", "el Hacha", "the Pyre priest"."""
    return _es_article(_THE, name, grammar) if lang == "es" else f"the {name}"


def a(name: str, grammar: str, lang: str) -> str:
    """The name with its indefinite article: "una célula de energía", "a power cell".
    The grammar is the Spanish name's; English takes "a" or "an"."""
    if lang == "es":
        return _es_article(_A, name, grammar)
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def listing(names: list[str], lang: str) -> str:
    """Names joined as a sentence lists them: "Ana, Bea y Carla", "Ana e Inés" (Spanish "e"
    before an "i" sound: I-, Hi-, Y- before a consonant; not "hie-", "hia-"), "Ana and Bea"."""
    names = [n for n in names if n]
    if len(names) < 2:
        return "".join(names)
    last = names[-1]
    if lang == "es":
        word = last.lstrip("«“\"'(¡¿").lower()
        i_sound = (word[:1] in ("i", "í") or (word[:2] in ("hi", "hí") and word[2:3] not in tuple("aeiouáéó"))
                   or (word[:1] == "y" and word[1:2] not in tuple("aeiouáéíóú ")))
        joint = " e " if i_sound and word[:1] else " y "
    else:
        joint = " and "
    return ", ".join(names[:-1]) + joint + last


def lower_first(name: str) -> str:
    """A common noun's label ("Carabina de pulsos") as it reads inside a sentence; a
    leading acronym ("JOA ...") stays as it is."""
    if name[1:2].isupper():
        return name
    return name[:1].lower() + name[1:]


def contract(text: str, lang: str) -> str:
    """Spanish "a el" / "de el" written "al" / "del"."""
    if lang != "es":
        return text
    return _CONTRACT.sub(lambda m: "al" if m.group(1) in "Aa" else m.group(1)[0] + "el", text)


def sentence(text: str, lang: str) -> str:
    """A finished line: contracted (see contract) and the first letter (after any opening
    ¡ ¿ — or quote) in upper case."""
    text = contract(text, lang)
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1:]
        if ch.isdigit():
            break
    return text


def agree(adjective: str, grammar: str) -> str:
    """A Spanish adjective given in the masculine singular, agreeing with a name of this
    grammar: "derribado" -> "derribada", "derribados"; "inmóvil" -> "inmóviles"."""
    word = adjective
    if grammar in ("fs", "fp") and word.endswith("o"):
        word = word[:-1] + "a"
    if grammar in ("mp", "fp"):
        word += "s" if word[-1] in "aeiou" else "es"
    return word


def reflexive(grammar: str, lang: str, person: bool = True) -> str:
    """What a spell cast on its own caster is cast on: "sí misma", "herself"; English takes
    the person's gender from the Spanish grammar, or "itself" for a creature (person=False)."""
    if lang == "es":
        return {"ms": "sí mismo", "fs": "sí misma", "mp": "sí mismos", "fp": "sí mismas"}[grammar]
    if grammar.endswith("p"):
        return "themselves"
    return ("herself" if grammar == "fs" else "himself") if person else "itself"

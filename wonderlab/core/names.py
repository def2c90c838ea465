"""Name matching for what people type: any letter case, accents optional, spaces relaxed.

>>> normalize("  Guilde des Bâtisseurs ")
'guilde des batisseurs'
>>> normalize("Scientists' Guild") == normalize("scientists guild")
True
"""

import unicodedata

from .i18n import register, say

register({     # the checks every game's table file shares (the games' own are in their messages.py)
    "table.object": {"en": "expected a JSON object with 'game' and 'players'",
                     "fr": "un objet JSON avec 'game' et 'players' est attendu"},
    "table.game": {"en": "expected {game}", "fr": "{game} est attendu"},
    "table.player": {"en": "expected an object", "fr": "un objet est attendu"},
    "table.bool": {"en": "expected true or false", "fr": "true ou false est attendu"},
    "table.and": {"en": " and ", "fr": " et "},
    "table.name.blank": {"en": "expected a non-empty name", "fr": "un nom non vide est attendu"},
    "table.name.characters": {"en": "a name holds no lone surrogate (\\ud800-\\udfff), which is not a character",
                              "fr": "un nom ne contient pas de moitié de paire de substitution (\\ud800-\\udfff), qui n'est pas un caractère"},
    "table.name.long": {"en": "a name has 100 characters at most", "fr": "un nom a 100 caractères au plus"},
    "table.name.twice": {"en": "two players have this name", "fr": "deux joueurs ont ce nom"},
    "table.name.spaces": {"en": " (it differs from {other} only by spaces)",
                          "fr": " (il ne diffère de {other} que par des espaces)"},
    "table.count.whole": {"en": "expected a whole number, 0 or more", "fr": "un nombre entier, 0 ou plus, est attendu"},
    "table.count.large": {"en": "far too large for any game", "fr": "bien trop grand pour une partie"},
    "table.field.unknown": {"en": "unknown field: expected {fields}", "fr": "champ inconnu : les champs sont {fields}"},
    "table.guess": {"en": " (did you mean {guess}?)", "fr": " (vouliez-vous dire {guess} ?)"},
    # what a name typed in a notebook that names nothing gets (``card_set().by_name("Libary")``)
    "names.unknown.card": {"en": "unknown card {name}{guess}", "fr": "carte inconnue : {name}{guess}"},
    "names.unknown.wonder": {"en": "unknown wonder {name}{guess}", "fr": "merveille inconnue : {name}{guess}"},
    "names.unknown.progress token": {"en": "unknown progress token {name}{guess}",
                                     "fr": "jeton Progrès inconnu : {name}{guess}"},
    "names.unknown.card kind": {"en": "unknown card kind {name}{guess}", "fr": "sorte de carte inconnue : {name}{guess}"},
})


def normalize(name):
    text = unicodedata.normalize("NFKD", str(name)).encode("ascii", "ignore").decode()
    text = text.casefold().replace("'", "").replace("’", "").replace("-", " ").replace("_", " ")
    return " ".join(text.split())


def closest(name, candidates):
    """The closest candidate to a mistyped ``name``, or None."""
    import difflib  # only on the error path: keeps the engines quick to import

    matches = difflib.get_close_matches(normalize(name), [normalize(c) for c in candidates], n=1)
    if not matches:
        return None
    return next(c for c in candidates if normalize(c) == matches[0])


ARTICLES = ("the", "le", "la", "les")


def bare(name):
    """A normalised name without its leading article: "La statue de Zeus" -> "statue de zeus".

    >>> bare("La Statue de Zeus"), bare("Les Pyramides"), bare("Le"), bare("l'École")
    ('statue de zeus', 'pyramides', 'le', 'ecole')
    """
    text = str(name).strip()
    if text[:2].lower() in ("l'", "l’") and len(text) > 2:      # the elided article: « l'École »
        return normalize(text[2:])
    words = normalize(name).split(" ")
    if len(words) > 1 and words[0] in ARTICLES:
        words = words[1:]
    return " ".join(words)


class NameIndex:
    """The one look-up of every game's cards, wonders and tokens by what a person types: the id,
    the English or the French name or an alias, any case, accents and leading article optional.
    A name that is none is refused in the current language, with the closest name in that
    language as a guess. ``shown`` gives an item's name in the current language (its ``label``
    by default).

    >>> from types import SimpleNamespace as Item
    >>> palace = Item(id="palace", name="Palace", name_fr="Palace", label="Palace")
    >>> baths = Item(id="baths", name="Baths", name_fr="Bains", label="Bains")
    >>> index = NameIndex([palace, baths], "card", aliases={"palace": ("Palais",)})
    >>> index.by_name("PALAIS") is palace, index.by_name("les bains") is baths
    (True, True)
    >>> index.by_name("Bainz")
    Traceback (most recent call last):
    ...
    KeyError: "unknown card 'Bainz' (did you mean 'Baths'?)"
    """

    def __init__(self, items, what, aliases=None, shown=None):
        self.items = tuple(items)
        self.what = what
        self._shown = shown
        self._keys = {}
        aliases = aliases or {}
        for item in self.items:
            spellings = (item.id, item.name, item.name_fr, *getattr(item, "aliases", ()),
                         *aliases.get(item.id, ()))
            for spelling in spellings:
                self._keys.setdefault(normalize(spelling), item)
            for spelling in spellings:
                self._keys.setdefault(bare(spelling), item)

    def find(self, name):
        """The item called ``name``, or None (for a name that is no text too)."""
        if not isinstance(name, str) or len(name) > 200:
            return None
        return self._keys.get(normalize(name)) or self._keys.get(bare(name))

    def by_name(self, name):
        """The item called ``name``; ``KeyError`` with one line in the current language if none."""
        item = self.find(name)
        if item is None:
            raise KeyError(say(f"names.unknown.{self.what}", name=repr(name), guess=self.guess(name)))
        return item

    def names(self):
        """Every item's name in the current language."""
        return [self.shown(item) for item in self.items]

    def shown(self, item):
        if self._shown:
            return self._shown(item)
        from .i18n import language
        return item.name_fr if language() == "fr" else item.name

    def guess(self, name):
        """`` (did you mean 'Baths'?)`` in the current language, or nothing: the closest of
        every spelling, English or French, named as the current language names it.

        >>> from types import SimpleNamespace as Item
        >>> NameIndex([Item(id="baths", name="Baths", name_fr="Bains")], "card").guess("Bainz")
        " (did you mean 'Baths'?)"
        """
        if not isinstance(name, str) or len(name) >= 100:
            return ""
        spellings = {}
        for item in self.items:
            for spelling in (item.name, item.name_fr, *getattr(item, "aliases", ())):
                spellings.setdefault(spelling, item)
        found = closest(name, list(spellings))
        return say("table.guess", guess=repr(self.shown(spellings[found]))) if found else ""


def short_value(value):
    """``value`` itself, or the start of its repr when that is too long for a one-line message.

    >>> short_value("Ana"), short_value("x" * 80)[-3:]
    ('Ana', 'xx…')
    """
    try:
        text = repr(value)
    except RecursionError:           # a value nested a thousand deep: its start says enough
        return f"{type(value).__name__}…"
    return value if len(text) <= 60 else text[:50] + "…"


def table_name(field, name, seen):
    """A player's name from a table file: non-empty, at most 100 characters, and unique even
    when spaces are ignored (``seen`` maps the names met so far, spaces removed, to the name).

    >>> seen = {}
    >>> table_name("players[0].name", "Ana", seen)
    'Ana'
    >>> table_name("players[1].name", "A na", seen)
    Traceback (most recent call last):
    ...
    wonderlab.core.errors.InvalidTable: players[1].name: 'A na': two players have this name (it differs from 'Ana' only by spaces)
    """
    from .errors import InvalidTable

    if not isinstance(name, str) or not name.strip():
        raise InvalidTable(field, short_value(name), say("table.name.blank"))
    if len(name) > 100:
        raise InvalidTable(field, short_value(name), say("table.name.long"))
    if any("\ud800" <= c <= "\udfff" for c in name):
        raise InvalidTable(field, short_value(name), say("table.name.characters"))
    key = "".join(name.split())
    if key in seen:
        raise InvalidTable(field, name, say("table.name.twice") + (
            "" if seen[key] == name else say("table.name.spaces", other=repr(seen[key]))))
    seen[key] = name
    return name


LARGEST = 10**15                # no count in a game comes near; the JSON reader refuses more too


def table_count(field, value):
    """A count of a table file (coins, stages, tokens, cards): a whole number, 0 or more.

    >>> table_count("players[0].coins", -1)
    Traceback (most recent call last):
    ...
    wonderlab.core.errors.InvalidTable: players[0].coins: -1: expected a whole number, 0 or more
    """
    from .errors import InvalidTable

    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise InvalidTable(field, short_value(value), say("table.count.whole"))
    if value > LARGEST:
        raise InvalidTable(field, short_value(value), say("table.count.large"))
    return value


def table_fields(where, data, fields):
    """Refuse a key of a table file's object ``data`` that is none of ``fields``."""
    from .errors import InvalidTable

    for key in data:
        if key not in fields:
            raise InvalidTable(f"{where}{short_value(key)}", None, say("table.field.unknown", fields=", ".join(fields)))


def did_you_mean(value, names):
    """`` (did you mean 'Gizah'?)`` for a mistyped name, or nothing.

    >>> did_you_mean("Gizha", ["Gizah", "Rhodos"]), did_you_mean("zzz", ["Gizah"])
    (" (did you mean 'Gizah'?)", '')
    """
    guess = closest(value, names) if isinstance(value, str) and len(value) < 100 else None
    return say("table.guess", guess=repr(guess)) if guess else ""

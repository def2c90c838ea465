"""Languages: every sentence wonderlab shows a person, in English and in French.

Each game keeps its texts in one catalog module (``wonderlab/classic/messages.py``, …) and
registers it here; ``say`` picks the current language.

>>> register({"demo.hello": {"en": "Hello {name}", "fr": "Bonjour {name}"}})
>>> register({"demo.hello": {"en": "Hi", "fr": "Salut"}})
Traceback (most recent call last):
ValueError: message 'demo.hello' is registered twice with different texts
>>> say("demo.hello", name="Ana")
'Hello Ana'
>>> set_language("fr"); say("demo.hello", name="Ana")
'Bonjour Ana'
>>> set_language("en")
"""

from functools import cache

from .grammar import fill, sentence, singular

LANGUAGES = ("en", "fr")
_catalog = {}
_language = ["en"]


def register(messages):
    """Add a catalog ``{key: {"en": text, "fr": text}}``; both languages are required."""
    for key, texts in messages.items():
        missing = [lang for lang in LANGUAGES if not texts.get(lang)]
        if missing:
            raise ValueError(f"message {key!r} has no text in {', '.join(missing)}")
        if _catalog.get(key, texts) != texts:
            raise ValueError(f"message {key!r} is registered twice with different texts")
        _catalog[key] = texts


def set_language(language):
    """Switch every name and sentence to ``"en"`` or ``"fr"``."""
    if language not in LANGUAGES:
        raise ValueError(f"language {language!r}: choose one of {', '.join(LANGUAGES)}")
    _language[0] = language


def language():
    """The current language code."""
    return _language[0]


class telling:
    """Within ``with telling():``, ``say`` gives a message's told form where it has one
    (``key + ".told"``): what a player did, as a log tells it, in the past and without its
    subject (« built the Theater »), where the message itself is an option, what a player may do
    (« Build the Theater »). A sentence built of parts tells each part that has a told form.

    >>> register({"demo.take": {"en": "Take {card}", "fr": "Prendre {card}"},
    ...           "demo.take.told": {"en": "took {card}", "fr": "a pris {card}"}})
    >>> with telling():
    ...     say("demo.take", card="Altar")
    'took Altar'
    >>> say("demo.take", card="Altar")
    'Take Altar'
    """

    def __enter__(self):
        self.was = _told[0]
        _told[0] = True
        return self

    def __exit__(self, *_exc):
        _told[0] = self.was


_told = [False]


def say(key, **fields):
    """The message ``key`` in the current language, with ``fields`` filled in (in French with
    its grammar, ``core.grammar``: « le coup d'Ana », ``{card:le}`` « la Bibliothèque »; in both
    languages a name that holds its article writes it as a sentence does, ``grammar.sentence``:
    "Ana took the Pyramids", « merveilles à construire : le Colosse, les Pyramides »); its told
    form within ``telling``."""
    if _told[0] and key + ".told" in _catalog:
        key += ".told"
    if _language[0] == "fr":
        text = fill(_catalog[key]["fr"], **fields)
        return text if not fields or _typed(key) else sentence(text, "fr")
    text = _catalog[key]["en"].format(**fields) if fields else _catalog[key]["en"]
    return text if not fields or _typed(key) else sentence(text)


@cache
def _typed(key):
    """Whether the message ``key`` names things as labels, not as a sentence does: a move as a
    person types it (``notation.duel.pick``: "pick The Pyramids"; an expansion's
    ``agora.short.recruit``), as the puzzles, records and the forum's hands keep it, or an
    object's repr (``duel.repr.wonder``: "<Wonder The Pyramids>")."""
    return key.startswith(("notation.", "repr.")) or ".short." in key or ".repr." in key


def plural(count, key, **fields):
    """The message ``key + ".one"`` or ``key + ".many"``, as ``count`` asks in the current
    language, with ``{count}`` and ``fields`` filled in. English takes the singular for 1 only;
    French for every count under 2 ("0 pièce", "1 pièce", "1,5 pièce", "2 pièces").

    >>> register({"demo.coin.one": {"en": "{count} coin", "fr": "{count} pièce"},
    ...           "demo.coin.many": {"en": "{count} coins", "fr": "{count} pièces"}})
    >>> [plural(n, "demo.coin") for n in (0, 1, 2)]
    ['0 coins', '1 coin', '2 coins']
    >>> set_language("fr"); [plural(n, "demo.coin") for n in (0, 1, 2)]
    ['0 pièce', '1 pièce', '2 pièces']
    >>> set_language("en")
    """
    return say(f"{key}.one" if singular(count, _language[0]) else f"{key}.many", count=count, **fields)


def decimal(value, digits=1):
    """``value`` with ``digits`` decimals as the current language writes it (French: a comma).

    >>> decimal(54), decimal(2 / 3, 2)
    ('54.0', '0.67')
    >>> set_language("fr"); decimal(54), decimal(-2 / 3, 2); set_language("en")
    ('54,0', '-0,67')
    """
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if _language[0] == "fr" else text


def percent(rate, digits=1):
    """The share ``rate`` (0 to 1) as a percentage the current language writes (French: a decimal
    comma and a narrow non-breaking space before ``%``).

    >>> percent(1 / 3)
    '33.3%'
    >>> set_language("fr"); percent(1 / 3); set_language("en")
    '33,3\u202f%'
    """
    return f"{rate:.{digits}%}" if _language[0] != "fr" else f"{decimal(100 * rate, digits)}\u202f%"


class Word(str):
    """A fixed word an engine keeps as data (``game.result == "military supremacy"``): it
    compares, hashes and is saved as itself, but printed it speaks the current language
    (message ``key``).

    >>> register({"demo.points": {"en": "points", "fr": "aux points"}})
    >>> word = Word("points", "demo.points")
    >>> set_language("fr"); (word == "points", str(word), f"{word}", repr(word))
    (True, 'aux points', 'aux points', "'points'")
    >>> set_language("en")
    """

    def __new__(cls, text, key):
        word = super().__new__(cls, text)
        word.key = key
        return word

    def __getnewargs__(self):
        return (str.__str__(self), self.key)

    def __str__(self):
        return say(self.key)

    def __format__(self, spec):
        return format(str(self), spec)


class Named(str):
    """A name code keeps as itself (a data frame's column ``win_rate``, the bot ``greedy``): it
    compares, hashes and is saved as itself, and prints its French words when French is spoken.

    >>> rate = Named("win_rate", "taux de victoire")
    >>> set_language("fr"); (rate == "win_rate", str(rate), f"{rate:>18}"); set_language("en")
    (True, 'taux de victoire', '  taux de victoire')
    >>> str(rate)
    'win_rate'
    """

    def __new__(cls, text, french):
        name = super().__new__(cls, text)
        name.french = french
        return name

    def __getnewargs__(self):
        return (str.__str__(self), self.french)

    def __str__(self):
        return self.french if _language[0] == "fr" else str.__str__(self)

    def __format__(self, spec):
        return format(str(self), spec)


def in_both(text):
    """``{"en": text(), "fr": text()}``: a text written in each language (the current one kept).

    >>> register({"demo.points": {"en": "points", "fr": "aux points"}})
    >>> in_both(lambda: say("demo.points"))
    {'en': 'points', 'fr': 'aux points'}
    """
    was = language()
    try:
        found = {}
        for code in LANGUAGES:
            set_language(code)
            found[code] = text()
        return found
    finally:
        set_language(was)


class Both(str):
    """A text written in each language (``texts``: ``{"en": ..., "fr": ...}``, as ``in_both``
    makes them), read in the current one: it compares and searches as the text of the language
    spoken when it was made, but printed (``str``, f-strings, ``say``'s fields) it speaks the
    current language, so that a text kept (an analysis' reason) follows the reader's language.
    ``Both.of`` makes one again from its ``texts`` (kept as JSON: ``to_json``).

    >>> register({"demo.points": {"en": "points", "fr": "aux points"}})
    >>> both = Both(in_both(lambda: say("demo.points")))
    >>> set_language("fr"); (both == "points", str(both), f"[{both}]", both.to_json()["en"])
    (True, 'aux points', '[aux points]', 'points')
    >>> set_language("en"); Both.of(both.to_json()) == both, Both.of("plain"), Both.of(None)
    (True, 'plain', None)
    """

    def __new__(cls, texts):
        made = super().__new__(cls, texts[_language[0]])
        made.texts = {code: texts[code] for code in LANGUAGES}
        return made

    def __getnewargs__(self):
        return (self.texts,)

    def __str__(self):
        return self.texts[_language[0]]

    def __format__(self, spec):
        return format(str(self), spec)

    def to_json(self):
        return dict(self.texts)

    @classmethod
    def of(cls, value):
        """``value`` as kept (a ``{"en", "fr"}`` dict becomes a ``Both``; a plain text or None stays)."""
        if isinstance(value, dict) and set(value) == set(LANGUAGES) and all(isinstance(v, str) for v in value.values()):
            return cls(value)
        return value


def both(text):
    """``Both(in_both(text))``: ``text()`` (a function saying something) in each language, kept."""
    return Both(in_both(text))


def catalog():
    """Every registered message (for the test that no language is missing)."""
    return dict(_catalog)

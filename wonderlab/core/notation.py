"""What the three games' ``notation`` modules share: reading what a person types.

A move's text is cut into words once (any case, accents optional, punctuation kept apart), and
each game's parser looks for its verbs and names in those words.

>>> words("Build Caravansery: 1 Wood from left, 1 clay from RIGHT")
['build', 'caravansery', ':', '1', 'wood', 'from', 'left', ',', '1', 'clay', 'from', 'right']
>>> find_name(["lumber", "yard", "chained"], lambda text: text if text == "lumber yard" else None)
('lumber yard', ['chained'])
"""

import re

from .errors import IllegalAction
from .i18n import register, say
from .labels import semicolons
from .names import normalize

MESSAGES = {
    "notation.empty": {"en": "say what to do, e.g. `{example}`", "fr": "dites quoi faire, p. ex. `{example}`"},
    "notation.unknown": {"en": "`{text}` names no move I know; say it like `{example}`",
                         "fr": "`{text}` ne nomme aucun coup connu ; dites-le comme `{example}`"},
    "notation.several": {"en": "`{text}` fits several moves, say which: {moves}",
                         "fr": "`{text}` correspond à plusieurs coups, précisez lequel : {moves}"},
    "notation.nothing": {"en": "there is nothing for you to choose now",
                         "fr": "vous n'avez rien à choisir maintenant"},
    "notation.cheapest": {"en": "the cheapest way: `{move}`", "fr": "la façon la moins chère : `{move}`"},
    "notation.not_text": {"en": "a move is a text, not {kind}: say it like `{example}`",
                          "fr": "un coup est un texte, pas {kind} : dites-le comme `{example}`"},
    "notation.too_long": {"en": "`{text}` is {length} characters long; a move is a few words, like `{example}`",
                          "fr": "`{text}` fait {length} caractères ; un coup tient en quelques mots, comme `{example}`"},
}
register(MESSAGES)

_WORD = re.compile(r"[a-z0-9]+|[:,;()]")
MAX_TEXT = 300         # characters: the longest move ("build Caravansery: 1 wood from left, ...") is ~80
MAX_NAME_WORDS = 8     # the longest name of a card, wonder or token is 4 words (French included)


def quoted(text, limit=60):
    """``text`` as a refusal quotes it: one line, control characters escaped, at most ``limit``
    characters (a refusal never echoes a page of text, nor a terminal's escape codes).

    >>> print(quoted("build\\n\\x1b[31mAltar" + "x" * 100, 20))
    build \\x1b[31mAltar…
    """
    text = str(text)[:limit * 4]
    line = "".join(c if c.isprintable() else " " if c.isspace() else ascii(c)[1:-1] for c in text)
    line = " ".join(line.split())
    return line if len(line) <= limit else line[:limit - 1] + "…"


def check_text(text, example):
    """Refuse, before any work, what is not a move's text: not a string, or longer than a move
    could be (the parser's time stays bounded, whatever is typed or sent).

    >>> check_text(True, "build Altar")
    Traceback (most recent call last):
    wonderlab.core.errors.IllegalAction: a move is a text, not True: say it like `build Altar`
    """
    if not isinstance(text, str):
        raise IllegalAction(say("notation.not_text", kind=quoted(repr(text), 30), example=example))
    if len(text) > MAX_TEXT:
        raise IllegalAction(say("notation.too_long", text=quoted(text, 40), length=len(text), example=example))


def words(text):
    """The words of ``text``, normalised (see ``core.names.normalize``), punctuation apart."""
    if not isinstance(text, str):
        return []
    text = text.replace(",", " , ").replace(":", " : ").replace("'", " ").replace("’", " ")
    return _WORD.findall(normalize(text))


def name_table(items, spellings):
    """``{words without spaces: item}`` for every spelling of every item, so that a name reads
    the same with or without its apostrophes (``Place d'armes``, ``l'étape``)."""
    table = {}
    for item in items:
        for spelling in spellings(item):
            table.setdefault("".join(words(spelling)), item)
    return table


def find_name(tokens, find):
    """The longest leading run of ``tokens`` that ``find`` recognises: ``(item, rest)``.

    ``(None, tokens)`` when no leading run names anything.
    """
    for size in range(min(len(tokens), MAX_NAME_WORDS), 0, -1):
        item = find(" ".join(tokens[:size]))
        if item is not None:
            return item, tokens[size:]
    return None, tokens


def whole_name(tokens, find):
    """What ``find`` says of all of ``tokens`` as one name; None, without looking, for more
    words than any name has (so that a loop over a long text stays linear)."""
    return find(" ".join(tokens)) if len(tokens) <= MAX_NAME_WORDS else None


def split_items(tokens):
    """Cut ``tokens`` at commas and at ``and`` / ``et``: ``[[...], [...]]``, empty runs left out."""
    items, current = [], []
    for token in tokens:
        if token in (",", ";", "and", "et", "&"):
            if current:
                items.append(current)
            current = []
        else:
            current.append(token)
    if current:
        items.append(current)
    return items


def choose(text, found, notation, example):
    """The one action of ``found`` or an ``IllegalAction`` that says why not."""
    if len(found) == 1:
        return found[0]
    if not found:
        raise IllegalAction(say("notation.unknown", text=quoted(text), example=example))
    listed = semicolons([*(f"`{notation(a)}`" for a in found[:8]), *(["…"] if len(found) > 8 else [])])
    raise IllegalAction(say("notation.several", text=quoted(text), moves=listed))


def exact(text, legal, notation):
    """The legal action whose own notation is ``text`` (same words), or None."""
    wanted = words(text)
    for action in legal:
        if words(notation(action)) == wanted:
            return action
    return None


def reason(game, seat, action):
    """Why ``action`` is not legal, in the engine's own words (the engine refuses it unchanged)."""
    if action in game.legal_actions(seat):
        return None
    try:
        game.play(seat, action)
    except IllegalAction as error:
        return str(error)
    except (AttributeError, TypeError, ValueError, KeyError, IndexError):
        return None
    raise AssertionError("an action outside legal_actions was played")  # pragma: no cover

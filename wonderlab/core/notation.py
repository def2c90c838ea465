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
}
register(MESSAGES)

_WORD = re.compile(r"[a-z0-9]+|[:,;()]")


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
    for size in range(len(tokens), 0, -1):
        item = find(" ".join(tokens[:size]))
        if item is not None:
            return item, tokens[size:]
    return None, tokens


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
        raise IllegalAction(say("notation.unknown", text=text.strip(), example=example))
    listed = "; ".join(f"`{notation(a)}`" for a in found[:8]) + ("; …" if len(found) > 8 else "")
    raise IllegalAction(say("notation.several", text=text.strip(), moves=listed))


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

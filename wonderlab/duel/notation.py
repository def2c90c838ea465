"""7 Wonders Duel moves as text: ``notation`` prints an action, ``parse`` reads what a person types.

    pick The Pyramids              (the wonder draft)
    build Palace                   (``take Palace`` too: the cost is what the rules say)
    discard Stable
    wonder The Sphinx with Stable
    token Law
    destroy Quarry                 (after the Circus Maximus or the Statue of Zeus)
    build Quarry from discard      (the Mausoleum; ``revive Quarry`` too)
    start player 2                 (``start me``, ``start opponent`` or a player's name)

Any letter case, accents optional, English or French (``construire Palais``, ``merveille Le Sphinx
avec Écuries``, ``jeton Loi``). The verb may be left out when the name says enough.

>>> from .game import Game
>>> game = Game(seed=3)
>>> action = game.parse(0, game.legal_actions(0)[0].notation.upper())
>>> action == game.legal_actions(0)[0], action.notation
(True, 'pick The Colossus')
"""

from functools import cache

from ..core.errors import IllegalAction
from ..core.i18n import register, say
from ..core.notation import (
    check_text,
    choose,
    exact,
    find_name,
    name_table,
    quoted,
    reason,
    whole_name,
    words,
)
from .actions import BUILD, DESTROY, DISCARD, PICK, REVIVE, START, TOKEN, WONDER, Action
from .cards import card_set, token_set, wonder_set

MESSAGES = {
    "notation.duel.pick": {"en": "pick {wonder}", "fr": "choisir {wonder}"},
    "notation.duel.build": {"en": "build {card}", "fr": "construire {card}"},
    "notation.duel.discard": {"en": "discard {card}", "fr": "défausser {card}"},
    "notation.duel.wonder": {"en": "wonder {wonder} with {card}", "fr": "merveille {wonder} avec {card}"},
    "notation.duel.token": {"en": "token {token}", "fr": "jeton {token}"},
    "notation.duel.destroy": {"en": "destroy {card}", "fr": "détruire {card}"},
    "notation.duel.revive": {"en": "build {card} from discard", "fr": "construire {card} depuis la défausse"},
    "notation.duel.start": {"en": "start player {player}", "fr": "commence joueur {player}"},
}
register(MESSAGES)

ANY_TAKE = (BUILD, PICK, TOKEN, REVIVE, WONDER)
VERBS = {"build": ANY_TAKE, "take": ANY_TAKE, "construire": ANY_TAKE, "prendre": ANY_TAKE,
         "construis": ANY_TAKE, "prends": ANY_TAKE,
         "discard": (DISCARD,), "defausser": (DISCARD,), "sell": (DISCARD,), "vendre": (DISCARD,),
         "wonder": (WONDER,), "merveille": (WONDER,),
         "token": (TOKEN,), "jeton": (TOKEN,), "progress": (TOKEN,), "progres": (TOKEN,),
         "destroy": (DESTROY,), "detruire": (DESTROY,),
         "revive": (REVIVE,), "pick": (PICK,), "choisir": (PICK,), "choose": (PICK,),
         "start": (START,), "commence": (START,), "commencer": (START,)}
PILE = {"from", "the", "discard", "pile", "depuis", "la", "defausse", "de"}
LEADING = {"the", "le", "la", "les", "l", "a", "card", "carte", "wonder", "merveille", "token",
           "jeton", "for", "pour"}
WITH = ("with", "avec", "using")


def notation(action):
    """The short text of ``action``, in the current language: ``build Palace``."""
    if action.__class__ is not Action:      # an expansion's action says its own (``Rite.notation``, ``Plot.notation``)
        return action.notation
    kind = action.kind
    if kind == START:
        return say("notation.duel.start", player=action.starter + 1)
    fields = {"card": action.card.label if action.card is not None else "",
              "wonder": action.wonder.label if action.wonder is not None else "",
              "token": action.token.label if action.token is not None else ""}
    return say(f"notation.duel.{kind}", **fields)


def parse(game, seat, text):
    """The legal action of ``seat`` that ``text`` names; ``IllegalAction`` says why there is none."""
    return read(game, seat, text)[0]


def read(game, seat, text):
    """``(action, note)``, as in the other games; Duel never has a part to fill in (``""``)."""
    legal = game.legal_actions(seat)
    if not legal:
        raise IllegalAction(reason(game, seat, Action(START, starter=0)) or say("notation.nothing"))
    check_text(text, notation(legal[0]))
    found = exact(text, legal, notation) or exact(_bare(text), legal, lambda action: _bare(notation(action)))
    if found is not None:
        return found, ""
    tokens = [t for t in words(text) if t not in ("(", ")", ",", ":")]
    example = notation(legal[0])
    unknown = IllegalAction(say("notation.unknown", text=quoted(text), example=example))
    if not tokens:
        raise IllegalAction(say("notation.empty", example=example))
    kinds = VERBS.get(tokens[0])
    rest = tokens[1:] if kinds else tokens
    kinds = kinds or (BUILD, DISCARD, WONDER, TOKEN, DESTROY, REVIVE, PICK, START)
    if START in kinds and len(kinds) == 1 or all(a.kind == START for a in legal):
        return choose(text, [a for a in legal if a.kind == START and a.starter == _starter(game, seat, rest)],
                      notation, example), ""
    if len(rest) > 1 and set(rest[-2:]) <= PILE and {"discard", "defausse", "pile"} & set(rest):
        while rest and rest[-1] in PILE:
            rest = rest[:-1]
        kinds = (REVIVE,)
    names = []
    for part in _split(rest):
        while part and part[0] in LEADING and whole_name(part, _find) is None:
            part = part[1:]
        item, extra = find_name(part, _find)
        if item is None or extra:
            raise unknown
        names.append(item)
    if not names:
        raise unknown
    if kinds is ANY_TAKE and not any(n in wonder_set().items for n in names):
        kinds = (BUILD, PICK, TOKEN, REVIVE)        # "build Theater" builds the card itself
    found = [a for a in legal if a.kind in kinds and all(n in (a.card, a.wonder, a.token) for n in names)]
    if not found:
        raise IllegalAction(_why(game, seat, kinds, names) or str(unknown))
    return choose(text, found, notation, example), ""


def _bare(text):
    """``text``'s words without the English article: an expansion's move reads the same with it or
    without (``activate the Gate``, as its option says, or ``activate Gate``, as it was written
    before the Gate took its article).

    >>> _bare("Activate the Gate with offerings -3")
    'activate gate with offerings 3'
    """
    return " ".join(word for word in words(text) if word != "the")


def _split(tokens):
    """``The Sphinx with Stable`` -> ``[[the, sphinx], [stable]]``."""
    parts, current = [], []
    for token in tokens:
        if token in WITH:
            parts.append(current)
            current = []
        else:
            current.append(token)
    parts.append(current)
    return [p for p in parts if p]


def _find(text):
    """The card, wonder or progress token a run of words names, or None."""
    return _names().get(text.replace(" ", ""))


@cache
def _names():
    table = {}
    for items in (token_set(), wonder_set(), card_set()):     # a card's name wins a tie
        table.update(name_table(items, lambda item: (item.id, item.name, item.name_fr, *getattr(item, "aliases", ()))))
    return table


def _starter(game, seat, tokens):
    """The seat a ``start`` text names: ``player 2``, ``2``, ``me``, ``opponent`` or a name."""
    text = " ".join(t for t in tokens if t not in ("player", "joueur", "the", "le", "l"))
    if text in ("1", "2"):
        return int(text) - 1
    if text in ("me", "moi", "myself", "i"):
        return seat
    if text in ("opponent", "adversaire", "them", "other", "lui", "elle"):
        return 1 - seat
    for i, name in enumerate(game.names):
        if words(name) == text.split():
            return i
    return None


def _why(game, seat, kinds, names):
    """The engine's reason for the move the text most likely meant."""
    cards = [n for n in names if n in card_set().items]
    wonders = [n for n in names if n in wonder_set().items]
    tokens = [n for n in names if n in token_set().items]
    kind = kinds[0]
    if wonders and not cards and game.phase == "play":
        kind = WONDER
    elif len(kinds) > 1:
        kind = {"pick": PICK, "token": TOKEN, "revive": REVIVE, "destroy": DESTROY}.get(game.phase, BUILD)
    probe = Action(kind, card=cards[0] if cards else None, wonder=wonders[0] if wonders else None,
                   token=tokens[0] if tokens else None)
    return reason(game, seat, probe)

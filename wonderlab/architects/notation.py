"""7 Wonders Architects moves as text: ``notation`` prints an action, ``parse`` reads a text.

    take left                        (or right, central; the turn's card)
    take central (Urbanism)          (an extra card: the token or the power that gives it)
    take Giza (Alexandria)           (Alexandria's power: the top of any deck)
    look left                        (Halicarnassus's power), then ``keep Wood``
    build stage 3 with Wood, Stone, Gold      (``pay wood, stone, gold`` too)
    token Urbanism with Compass, Compass      (a science set traded for a Progress token)
    token hidden with Compass, Gear, Tablet
    token Culture (Babylon)

Any letter case, accents optional, English or French (``prendre gauche``, ``jeton Urbanisme avec
Compas, Compas``). The cards of a build may be left out: the way that spends the fewest gold
cards is then taken, and ``read`` says which.

>>> from .game import Game
>>> game = Game(players=2, seed=1)
>>> [a.notation for a in game.legal_actions(0)]
['take left', 'take right', 'take central']
>>> game.parse(0, "PRENDRE centre") == game.legal_actions(0)[2]
True
"""

from functools import cache

from ..core.errors import IllegalAction
from ..core.i18n import register, say
from ..core.notation import check_text, choose, exact, quoted, reason, split_items, words
from .actions import BUILD, HIDDEN, KEEP, LOOK, PROGRESS, SCIENCE, TAKE, TURN, Action
from .rules import GOLD, KINDS, ruleset

MESSAGES = {
    "notation.arch.take": {"en": "take {source}", "fr": "prendre {source}"},
    "notation.arch.look": {"en": "look {source}", "fr": "regarder {source}"},
    "notation.arch.keep": {"en": "keep {card}", "fr": "garder {card}"},
    "notation.arch.build": {"en": "build stage {stage} with {cards}", "fr": "construire étape {stage} avec {cards}"},
    "notation.arch.token": {"en": "token {token}", "fr": "jeton {token}"},
    "notation.arch.with": {"en": "with {cards}", "fr": "avec {cards}"},
    "notation.arch.hidden": {"en": "hidden", "fr": "caché"},
    "notation.arch.left": {"en": "left", "fr": "gauche"},
    "notation.arch.right": {"en": "right", "fr": "droite"},
    "notation.arch.central": {"en": "central", "fr": "centre"},
}
register(MESSAGES)

VERBS = {"take": TAKE, "prendre": TAKE, "prends": TAKE, "draw": TAKE, "piocher": TAKE, "pioche": TAKE,
         "look": LOOK, "regarder": LOOK, "regarde": LOOK,
         "keep": KEEP, "garder": KEEP, "garde": KEEP,
         "build": BUILD, "construire": BUILD, "construis": BUILD, "pay": BUILD, "payer": BUILD,
         "paie": BUILD, "token": PROGRESS, "jeton": PROGRESS, "progress": PROGRESS,
         "progres": PROGRESS, "trade": PROGRESS, "echanger": PROGRESS}
SIDES = {"left": "left", "gauche": "left", "right": "right", "droite": "right",
         "central": "central", "centre": "central", "center": "central", "middle": "central",
         "milieu": "central", "centrale": "central"}
FILLERS = {"the", "le", "la", "l", "deck", "pioche", "of", "de", "du", "from", "top", "sommet",
           "card", "carte", "a", "stage", "etape", "with", "avec", "for", "contre", "pour", "via",
           "par", "using", "hidden", "cache", "cachee"}
HIDDEN_WORDS = {"hidden", "cache", "cachee", "stack", "pile"}


def notation(action):
    """The short text of ``action``, in the current language: ``take left``."""
    kind = action.kind
    if kind in (TAKE, LOOK):
        text = say(f"notation.arch.{kind}", source=_source_text(action.source))
        return text if action.via in (TURN, "halicarnassus") else f"{text} ({_via_text(action.via)})"
    if kind == KEEP:
        return say("notation.arch.keep", card=_kind_text(action.cards[0]))
    if kind == BUILD:
        return say("notation.arch.build", stage=action.stage, cards=_cards_text(action.cards))
    token = say("notation.arch.hidden") if action.token == HIDDEN else ruleset().token(action.token).label
    text = say("notation.arch.token", token=token)
    if action.cards:
        text += " " + say("notation.arch.with", cards=_cards_text(action.cards))
    return text if action.via == SCIENCE else f"{text} ({_via_text(action.via)})"


def _source_text(source):
    if source in ("left", "right", "central"):
        return say(f"notation.arch.{source}")
    return ruleset().wonder(source).label


def _via_text(via):
    try:
        return ruleset().token(via).label
    except KeyError:
        return ruleset().wonder(via).label


def _kind_text(kind):
    return ruleset().kinds[kind].label


def _cards_text(cards):
    return ", ".join(_kind_text(k) for k in cards)


def parse(game, seat, text):
    """The legal action of ``seat`` that ``text`` names; ``IllegalAction`` says why there is none."""
    return read(game, seat, text)[0]


def read(game, seat, text):
    """``(action, note)``: the legal action ``text`` names, and a note when wonderlab chose the
    cards of a build the text left out, else ``""``."""
    legal = game.legal_actions(seat)
    if not legal:
        raise IllegalAction(reason(game, seat, Action.take("left")) or say("notation.nothing"))
    check_text(text, notation(legal[0]))
    found = exact(text, legal, notation)
    if found is not None:
        return found, ""
    tokens = words(text)
    example = notation(legal[0])
    unknown = IllegalAction(say("notation.unknown", text=quoted(text), example=example))
    if not tokens:
        raise IllegalAction(say("notation.empty", example=example))
    kind = VERBS.get(tokens[0])
    rest = tokens[1:] if kind else tokens
    via = None
    if "(" in rest:                       # the token or power that gives an extra card
        at = rest.index("(")
        via = _name(rest[at + 1:], _vias())
        if via is None:
            raise unknown
        rest = rest[:at]
    if kind is None:
        kind = TAKE if rest and rest[0] in SIDES else None
    if kind in (TAKE, LOOK):
        found = _takes(legal, kind, rest, via, unknown)
    elif kind == KEEP:
        card = _name(rest, _kinds())
        found = [a for a in legal if a.kind == KEEP and a.cards == (card,)]
    elif kind == BUILD:
        return _build(game, seat, legal, rest, text, unknown)
    elif kind == PROGRESS:
        found, probe = _progress(legal, rest, via, unknown)
        if not found:
            raise IllegalAction(reason(game, seat, probe) or str(unknown))
    else:
        raise unknown
    if not found:
        raise IllegalAction(_why(game, seat, kind, rest) or str(unknown))
    return choose(text, found, notation, example), ""


def _takes(legal, kind, rest, via, unknown):
    words_left = [t for t in rest if t not in FILLERS]
    vias = {"with", "avec", "via", "par", "using"} & set(rest)
    if vias and via is None:             # ``take left with Urbanism``
        at = min(rest.index(v) for v in vias)
        via = _name(rest[at + 1:], _vias())
        words_left = [t for t in rest[:at] if t not in FILLERS]
    if not words_left:
        raise unknown
    source = SIDES.get(words_left[0]) if len(words_left) == 1 else None
    if source is None:
        wonder = _name(words_left, _wonders())
        if wonder is None:
            raise unknown
        source = wonder
    return [a for a in legal if a.kind == kind and a.source == source and via in (None, a.via)]


def _progress(legal, rest, via, unknown):
    cards = None
    for word in ("with", "avec", "for", "contre"):
        if word in rest:
            at = rest.index(word)
            cards = _card_list(rest[at + 1:], unknown)
            rest = rest[:at]
    rest = [t for t in rest if t not in ("the", "le", "la", "l")]
    if rest and set(rest) <= HIDDEN_WORDS | {"token", "jeton", "progress", "progres"}:
        token = HIDDEN
    else:
        token = _name(rest, _tokens())
        if token is None:
            raise unknown
    found = [a for a in legal if a.kind == PROGRESS and a.token == token and via in (None, a.via)
             and (cards is None or a.cards == cards)]
    return found, Action.progress(token, cards or (), via or SCIENCE)


def _build(game, seat, legal, rest, text, unknown):
    stage = None
    if rest[:1] in (["stage"], ["etape"]):
        rest = rest[1:]
    if rest and rest[0].isdigit():
        stage, rest = int(rest[0]), rest[1:]
    while rest and rest[0] in ("with", "avec", ":"):
        rest = rest[1:]
    cards = _card_list(rest, unknown) if rest else None
    builds = [a for a in legal if a.kind == BUILD and stage in (None, a.stage)
              and (cards is None or a.cards == cards)]
    if not builds:
        free = game.wonders[seat].available(game.built[seat])
        probe = Action.build(stage or (free[0] if free else 1), cards or ())
        raise IllegalAction(reason(game, seat, probe) or str(unknown))
    if cards is None and len({a.stage for a in builds}) == 1:
        best = min(builds, key=lambda a: a.cards.count(GOLD))
        note = say("notation.cheapest", move=notation(best)) if len(builds) > 1 else ""
        return best, note
    return choose(text, builds, notation, notation(builds[0])), ""


def _card_list(tokens, unknown):
    """``wood, 2 stone`` -> the sorted kind indices ``(0, 1, 1)``."""
    cards = []
    for item in split_items(tokens):
        count = 1
        if item[0].isdigit():
            count, item = int(item[0]), item[1:]
        kind = _name(item, _kinds())
        if kind is None:
            raise unknown
        cards += [kind] * count
    return tuple(sorted(cards))


def _why(game, seat, kind, rest):
    probe = {TAKE: Action.take("left"), LOOK: Action.look("left"), KEEP: Action.keep(0)}.get(kind)
    if kind == TAKE and rest and rest[0] in SIDES:
        probe = Action.take(SIDES[rest[0]])
    return reason(game, seat, probe) if probe is not None else None


def _name(tokens, table):
    return table.get(tuple(t for t in tokens if t not in (",", ")", "the", "le", "la", "l")))


@cache
def _kinds():
    """Every spelling of a card kind, as its words: ``("blue", "3", "points")`` -> 9."""
    table = {}
    for kind in ruleset().kinds:
        for spelling in (kind.id, kind.name, kind.name_fr, *kind.aliases):
            table.setdefault(_key(spelling), kind.index)
    for i, name in enumerate(KINDS):
        table.setdefault((name,), i)
    return table


@cache
def _tokens():
    return {_key(s): t.id for t in ruleset().tokens for s in (t.id, t.name, t.name_fr, *t.aliases)}


@cache
def _wonders():
    return {_key(s): w.id for w in ruleset().wonders for s in (w.id, w.name, w.name_fr, *w.aliases)}


@cache
def _vias():
    return {**_wonders(), **_tokens()}


def _key(spelling):
    return tuple(t for t in words(spelling.replace("_", " ")) if t not in (",", "the", "le", "la", "l"))

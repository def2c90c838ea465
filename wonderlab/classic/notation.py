"""7 Wonders moves as text: ``notation`` prints an action, ``parse`` reads what a person types.

    build Baths
    build Library chained
    build Caravansery: 1 wood from left, 1 clay from right
    build Temple free                  (the Statue of Zeus, once per Age)
    build Baths from discard           (the Mausoleum)
    wonder with Altar: 1 stone from right
    discard Altar

Any letter case, accents optional, English or French (``construire Bains``, ``merveille avec
Autel``, ``défausser Autel``, ``1 bois de gauche``). The payment may be left out: the cheapest way
is then taken, and ``read`` says which.

>>> from .game import Game
>>> game = Game(players=3, seed=1)
>>> action = game.parse(0, "BUILD altar")
>>> action.notation, parse(game, 0, action.notation) == action
('build Altar', True)
>>> parse(game, 0, "build Baths")
Traceback (most recent call last):
wonderlab.core.errors.IllegalAction: Baths is not in your hand
"""

from collections import Counter
from functools import cache

from ..core.errors import IllegalAction
from ..core.i18n import register, say
from ..core.labels import colon
from ..core.notation import (
    check_text,
    choose,
    exact,
    find_name,
    name_table,
    quoted,
    reason,
    split_items,
    whole_name,
    words,
)
from .actions import BUILD, DISCARD, STAGE, Action
from .cards import RESOURCES, RESOURCES_FR, card_set, resource_name
from .payment import Payment

MESSAGES = {
    "notation.classic.build": {"en": "build {card}", "fr": "construire {card}"},
    "notation.classic.stage": {"en": "wonder with {card}", "fr": "merveille avec {card}"},
    "notation.classic.discard": {"en": "discard {card}", "fr": "défausser {card}"},
    "notation.classic.chained": {"en": "chained", "fr": "chaîné"},
    "notation.classic.free": {"en": "free", "fr": "gratuit"},
    "notation.classic.age": {"en": "(Age {age})", "fr": "(Âge {age})"},     # which of two Looms: « (Âge II) »
    "notation.classic.from_discard": {"en": "from discard", "fr": "depuis la défausse"},
    "notation.classic.buy": {"en": "{count} {resource} from {side}", "fr": "{count} {resource} de {side}"},
    "notation.classic.left": {"en": "left", "fr": "gauche"},
    "notation.classic.right": {"en": "right", "fr": "droite"},
    "notation.classic.no_card": {"en": "`{text}` names no card in your hand ({hand})",
                                 "fr": "`{text}` ne nomme aucune carte de votre main ({hand})"},
    "notation.classic.ways": {"en": "{target} needs {buys} from your neighbours: say whom you buy them from, e.g. `{example}`",
                              "fr": "{target} demande {buys} de vos voisins : dites à qui vous les achetez, p. ex. `{example}`"},
    "notation.classic.no_trade": {"en": "{target} needs no trading: say `{example}`",
                                  "fr": "{target} ne demande aucun achat : dites `{example}`"},
}
register(MESSAGES)

VERBS = {"build": BUILD, "construire": BUILD, "construis": BUILD, "construit": BUILD, "b": BUILD,
         "wonder": STAGE, "stage": STAGE, "merveille": STAGE, "etape": STAGE,
         "discard": DISCARD, "defausser": DISCARD, "defausse": DISCARD, "sell": DISCARD,
         "vendre": DISCARD}
LEADING = {"with", "avec", "the", "le", "la", "l", "my", "ma", "stage", "etape", "wonder",
           "merveille", "de", "1", "2", "3", "4"}
CHAINED = {"chained", "chain", "chaine", "chainage", "chaining"}
FREE = {"free", "gratuit", "gratuitement", "zeus", "olympia", "olympie"}
PILE = {"from", "discard", "depuis", "defausse", "pile", "mausoleum", "mausolee", "de", "la", "the"}
SIDES = {"left": "left", "gauche": "left", "right": "right", "droite": "right"}
SIDE_FILLERS = {"from", "de", "du", "a", "au", "to", "the", "le", "la", "your", "votre", "my",
                "neighbour", "neighbor", "voisin", "on", "chez", "of", "d"}
_RESOURCE_WORDS = {**{r: i for i, r in enumerate(RESOURCES)}, **{r: i for i, r in enumerate(RESOURCES_FR)},
                   "brick": 2, "brique": 2, "cloth": 5, "textile": 5, "tissu": 5, "paper": 6,
                   "ores": 3, "minerais": 3}


def notation(action):
    """The short text of ``action``, in the current language: ``build Baths``."""
    card = action.card.label
    if action.kind == DISCARD:
        return say("notation.classic.discard", card=card)
    payment = action.payment
    text = say("notation.classic.stage" if action.kind == STAGE else "notation.classic.build", card=card)
    if payment.how == "chain":
        return f"{text} {say('notation.classic.chained')}"
    if payment.how == "free":
        return f"{text} {say('notation.classic.free')}"
    if payment.how == "discard":
        if action.card.name in _twice():     # two Looms may lie in the discard pile
            text += " " + say("notation.classic.age", age=_ROMAN[action.card.age])
        return f"{text} {say('notation.classic.from_discard')}"
    if payment.buys:
        text = colon(text) + " " + ", ".join(_buy_text(side, r, count) for side, r, count, _price in payment.buys)
    return text


_ROMAN = {1: "I", 2: "II", 3: "III"}
_AGES = {"1": 1, "2": 2, "3": 3, "i": 1, "ii": 2, "iii": 3}


@cache
def _cards():
    return name_table(card_set().cards, lambda card: (card.name, card.name_fr))


def _find_card(text):
    """The card a run of words names (English or French), or None."""
    return _cards().get(text.replace(" ", ""))


@cache
def _twice():
    """The card names printed in two Ages."""
    names = [card.name for card in card_set().cards]
    return frozenset(name for name in names if names.count(name) > 1)


def _buy_text(side, resource, count):
    return say("notation.classic.buy", count=count, resource=resource_name(resource),
               side=say(f"notation.classic.{side}"))


def parse(game, city, text):
    """The legal action of ``city`` that ``text`` names; ``IllegalAction`` says why there is none."""
    return read(game, city, text)[0]


def read(game, city, text):
    """``(action, note)``: the legal action ``text`` names, and a note when wonderlab filled in a
    part the text left out (the cheapest payment), else ``""``."""
    legal = game.legal_actions(city)
    if not legal:
        raise IllegalAction(reason(game, city, Action.discard(card_set().cards[0])) or say("notation.nothing"))
    check_text(text, notation(legal[0]))
    found = exact(text, legal, notation)
    if found is not None:
        return found, ""
    tokens = [t for t in words(text) if t not in ("(", ")")]
    example = notation(legal[0])
    unknown = IllegalAction(say("notation.unknown", text=quoted(text), example=example))
    if not tokens:
        raise IllegalAction(say("notation.empty", example=example))
    kind = VERBS.get(tokens[0])
    rest = tokens[1:] if kind else tokens
    payment_tokens = None
    if ":" in rest:
        at = rest.index(":")
        rest, payment_tokens = rest[:at], rest[at + 1:]
    while rest and rest[0] in LEADING and whole_name(rest, _find_card) is None:
        if kind == BUILD and rest[0] in ("wonder", "stage", "merveille", "etape"):
            kind = STAGE                   # "build wonder stage 2 with Altar"
        rest = rest[1:]
    card, extra = find_name(rest, _find_card)
    if card is None:
        hand = ", ".join(sorted({c.label for c in game.hand(city)}))
        raise IllegalAction(say("notation.classic.no_card", text=quoted(text), hand=hand))
    age = None
    if extra[:1] == ["age"] and len(extra) > 1 and extra[1] in _AGES:
        age, extra = _AGES[extra[1]], extra[2:]
    for held in game.hand(city) + [game.deck[pid] for pid in game.discard]:
        if held.name == card.name and age in (None, held.age):   # one name in two Ages: Loom, Press
            card = held
            break
    how, extra = _qualifier(extra)
    if payment_tokens is None and extra:
        payment_tokens, extra = extra, []
    if extra:
        raise unknown
    spec = _payment_spec(payment_tokens, unknown) if payment_tokens else None
    kinds = (kind,) if kind else (BUILD, STAGE, DISCARD)
    same = [a for a in legal if a.card.name == card.name and a.kind in kinds and age in (None, a.card.age)]
    if not same:
        wanted = kind or BUILD
        stage = getattr(game.cities[city].next_stage, "index", 0) if wanted == STAGE else 0
        probe = Action.discard(card) if wanted == DISCARD else Action(wanted, card, Payment(how=how or "pay"), stage)
        raise IllegalAction(reason(game, city, probe) or str(unknown))
    if kind is None and len({a.kind for a in same}) > 1:
        choose(text, [next(a for a in same if a.kind == k) for k in (BUILD, STAGE, DISCARD)
                      if any(a.kind == k for a in same)], notation, example)
    if how is not None:
        chosen = [a for a in same if a.kind != DISCARD and a.payment.how == how]
        if not chosen:
            parent = card.chains_from[0] if card.chains_from else None
            probe = Action(kind or BUILD, card, Payment(how=how, chain_from=parent))
            raise IllegalAction(reason(game, city, probe) or str(unknown))
        return chosen[0], ""
    if spec is not None:
        chosen = [a for a in same if a.kind != DISCARD and a.payment.how == "pay" and _fits(a.payment, spec)]
        if len(chosen) == 1:
            return chosen[0], ""
        raise IllegalAction(_ways(same, card))
    paid = [a for a in same if a.payment.how != "free"] or same
    best = paid[0]
    note = say("notation.cheapest", move=notation(best)) if len(paid) > 1 else ""
    return best, note


def _qualifier(tokens):
    """``(how, the tokens left)``: ``chain``, ``free`` or ``discard`` (pile) when the text says so."""
    if tokens and tokens[0] in CHAINED:
        return "chain", _after_chain(tokens[1:])
    if tokens and tokens[0] in FREE:
        return "free", [t for t in tokens[1:] if t not in FREE | {"with", "avec", "the", "la", "statue", "of", "de"}]
    if tokens and set(tokens) <= PILE and {"discard", "defausse", "pile"} & set(tokens):
        return "discard", []
    if tokens and set(tokens) <= {"for", "pour", "3", "coins", "pieces"}:
        return None, []
    return None, tokens


def _after_chain(tokens):
    """``chained from Scriptorium``: the parent's name is allowed, and needs no check."""
    if tokens[:1] in (["from"], ["de"], ["depuis"], ["par"]):
        _, rest = find_name(tokens[1:], _find_card)
        return rest
    return tokens


def _payment_spec(tokens, unknown):
    """``[(side or None, resource, count)]`` from ``1 wood from left, clay from right``."""
    spec = []
    for item in split_items(tokens):
        if item in (["nothing"], ["rien"], ["no", "trade"], ["own"]):
            continue
        count = 1
        if item and item[0].isdigit():
            count, item = int(item[0]), item[1:]
        if not item or _resource(item[0]) is None:
            raise unknown
        resource = _resource(item[0])
        sides = [SIDES[t] for t in item[1:] if t in SIDES]
        if len(sides) > 1 or any(t not in SIDES and t not in SIDE_FILLERS for t in item[1:]):
            raise unknown
        spec.append((sides[0] if sides else None, resource, count))
    return spec


def _resource(word):
    found = _RESOURCE_WORDS.get(word)
    if found is None and word.endswith("s"):
        found = _RESOURCE_WORDS.get(word[:-1])
    return found


def _fits(payment, spec):
    """Whether ``payment``'s purchases are the ones ``spec`` names (a side left out fits either)."""
    bought = Counter()
    for side, r, count, _price in payment.buys:
        bought[(side, r)] += count
    wanted, any_side = Counter(), Counter()
    for side, r, count in spec:
        if side is None:
            any_side[r] += count
        else:
            wanted[(side, r)] += count
    for r in range(7):
        left, right = bought[("left", r)], bought[("right", r)]
        if left < wanted[("left", r)] or right < wanted[("right", r)]:
            return False
        if left + right != wanted[("left", r)] + wanted[("right", r)] + any_side[r]:
            return False
    return True


def _ways(actions, card):
    """The refusal of a payment that fits no legal one: what to buy, and an example."""
    paid = [a for a in actions if a.kind != DISCARD and a.payment.how == "pay"]
    if not paid:
        return say("notation.unknown", text=card.label, example=notation(actions[0]))
    best = paid[0]
    target = card.label if best.kind == BUILD else f"{best.card.label} ({say('notation.classic.stage', card=best.card.label)})"
    if not best.payment.buys:
        return say("notation.classic.no_trade", target=target, example=notation(best))
    need = Counter()
    for _side, r, count, _price in best.payment.buys:
        need[r] += count
    buys = say("pay.and").join(f"{n} {resource_name(r)}" for r, n in need.items())
    return say("notation.classic.ways", target=target, buys=buys, example=notation(best))

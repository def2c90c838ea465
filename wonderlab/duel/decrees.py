"""Agora's 16 Decrees: what each one does for the player controlling its Chamber, and the price of
a card or a wonder for a player whose Decrees change it.

A Decree works for the controller of its Chamber only, face up (a Chamber's control turns its
Decree face up). Its effect keys come from data/duel/agora.json.

>>> [decree_effect(d) for d in (1, 9, 13)]
[{'age_coins_on_build': 'blue'}, {'shield': 1}, {'discard_bonus': 2}]
>>> print(decree_text(10))
Buy each raw material (brown) from the bank for 1 coin less (never under 1 coin)
"""

from functools import cache

from ..core.i18n import register, say
from .payment import units_cost
from .senate import facts

COLOR_COINS = {"blue": 1, "green": 2, "yellow": 3, "red": 4}     # a coin per Age when built
IGNORE_SYMBOL = {"yellow": 5, "red": 6, "green": 7}              # one cost symbol ignored
WONDER_DISCOUNT, SHIELD, RAW_DISCOUNT, MADE_DISCOUNT = 8, 9, 10, 11
SENATE_BONUS, DISCARD_BONUS, WONDER_COINS, OPPONENT_CHAINS, CONSPIRATOR_AGAIN = 12, 13, 14, 15, 16
# the Decrees that change what a take costs or gains: a player holding one is priced here
PRICING = frozenset((*IGNORE_SYMBOL.values(), WONDER_DISCOUNT, RAW_DISCOUNT, MADE_DISCOUNT, DISCARD_BONUS,
                     OPPONENT_CHAINS))

_COLORS = {"blue": ("blue", "bleue"), "green": ("green", "verte"), "yellow": ("yellow", "jaune"),
           "red": ("red", "rouge")}
register({
    **{f"agora.decree.{d}": {
        "en": f"Each time a {_COLORS[c][0]} card is built (by anyone), take as many coins as the Age",
        "fr": f"Chaque fois qu'une carte {_COLORS[c][1]} est construite (par l'un ou l'autre), prenez autant "
              "de pièces que le numéro de l'Âge"} for c, d in COLOR_COINS.items()},
    **{f"agora.decree.{d}": {
        "en": f"Ignore 1 cost symbol (a resource or the coins) of each {_COLORS[c][0]} card you build",
        "fr": f"Ignorez 1 symbole du coût (une ressource ou les pièces) de chaque carte {_COLORS[c][1]} "
              "que vous construisez"} for c, d in IGNORE_SYMBOL.items()},
    "agora.decree.8": {"en": "Pay 1 resource less (of your choice) for each wonder",
                       "fr": "Payez 1 ressource de moins (au choix) pour chaque Merveille"},
    "agora.decree.9": {"en": "1 shield: the Conflict pawn moves 1 space your way while you hold it",
                       "fr": "1 bouclier : le pion Conflit avance d'une case de votre côté tant que vous le tenez"},
    "agora.decree.10": {"en": "Buy each raw material (brown) from the bank for 1 coin less (never under 1 coin)",
                        "fr": "Achetez chaque matière première (marron) à la banque 1 pièce de moins "
                              "(jamais moins d'1 pièce)"},
    "agora.decree.11": {"en": "Buy each manufactured good (grey) from the bank for 1 coin less (never under 1 coin)",
                        "fr": "Achetez chaque produit manufacturé (gris) à la banque 1 pièce de moins "
                              "(jamais moins d'1 pièce)"},
    "agora.decree.12": {"en": "Count 2 more blue cards for your Senate actions",
                        "fr": "Comptez 2 cartes bleues de plus pour vos actions au Sénat"},
    "agora.decree.13": {"en": "Take 2 more coins when you discard a card",
                        "fr": "Prenez 2 pièces de plus quand vous défaussez une carte"},
    "agora.decree.14": {"en": "Each time a wonder is built (by anyone), take as many coins as the Age",
                        "fr": "Chaque fois qu'une Merveille est construite (par l'un ou l'autre), prenez autant "
                              "de pièces que le numéro de l'Âge"},
    "agora.decree.15": {"en": "Chain from your opponent's cards as from your own",
                        "fr": "Chaînez depuis les cartes de votre adversaire comme depuis les vôtres"},
    "agora.decree.16": {"en": "Play again after recruiting a Conspirator",
                        "fr": "Rejouez après avoir recruté un Conspirateur"},
    # a Decree named in a sentence (« priced by Decree 13, "…" »), its number and what it does
    "agora.decree.named": {"en": "Decree {n}, \"{text}\"", "fr": "le Décret {n}, « {text} »"},
})


@cache
def _effects():
    return {d["id"]: d["effect"] for d in facts()["decrees"]}


def decree_effect(decree):
    return dict(_effects()[decree])


def decree_text(decree):
    """What Decree ``decree`` does, in the current language."""
    return say(f"agora.decree.{decree}")


def decree_named(decree):
    """Decree ``decree`` named in a sentence: its number, then what it does.

    >>> decree_named(13)
    'Decree 13, "take 2 more coins when you discard a card"'
    """
    text = decree_text(decree)
    return say("agora.decree.named", n=decree, text=text[:1].lower() + text[1:])


def priced_by(game, seat, action):
    """The Decrees held by ``seat`` that changed what ``action`` (a build, a discard or a wonder
    of an Agora ``game`` not yet played) costs or gains, in their order: the discard's bonus; the
    chain from the opponent's card; for a price, each Decree without which it would be other (or,
    when Decrees stand in for each other, each one that alone lowers it). The others it holds, which
    price other cards, are not named.

    >>> from .game import Game
    >>> game = Game(seed=1, agora=True)               # (nobody controls a Chamber yet)
    >>> priced_by(game, 0, game.legal_actions(0)[0])
    []
    """
    held = {decree for decree, holder in holders(game.senate).items() if holder == seat and decree in PRICING}
    kind = action.kind
    if kind == "discard":
        return [DISCARD_BONUS] if DISCARD_BONUS in held else []
    if kind == "build" and action.chain is not None:
        own = action.chain in game.p[seat].chains
        return [OPPONENT_CHAINS] if OPPONENT_CHAINS in held and not own else []
    if kind not in ("build", "wonder"):
        return []
    is_card = kind == "build"
    item, prices, city = action.card if is_card else action.wonder, game.prices(seat), game.p[seat]

    def price(decrees):
        return decree_price(prices, city, item, is_card, dict.fromkeys(decrees, seat), seat)[0]

    paid, base = price(held), price(())
    named = sorted(d for d in held if price(held - {d}) != paid)
    return named or sorted(d for d in held if price({d}) < base)


def holders(senate, controllers=None):
    """``{decree: seat}`` for every Decree of a controlled Chamber (``controllers``: the Senate's
    ``controllers()``, when the caller has them)."""
    found = {}
    for chamber, seat in enumerate(controllers or senate.controllers()):
        if seat is not None:
            for decree in senate.decrees[chamber]:
                found[decree] = seat
    return found


_UNITS = {}       # per card or wonder: its cost as (resource, units) pairs


def decree_price(prices, p, item, is_card, held, seat):
    """``(coins, trade)`` for city ``p`` (seat ``seat``) to build ``item`` at the bank's ``prices``
    with the Decrees ``held`` (``{decree: seat}``): raw materials or manufactured goods 1 coin
    cheaper (never under 1), a cost symbol ignored on a yellow, red or green card (a resource, or
    the coins), a resource less on a wonder.

    >>> from types import SimpleNamespace
    >>> from .cards import card_set
    >>> city = SimpleNamespace(produced=(0,) * 5, choices=(), has=set())
    >>> card = card_set().by_name("Garrison")           # a red card: 1 clay
    >>> decree_price((2,) * 5, city, card, True, {}, 0), decree_price((2,) * 5, city, card, True, {6: 0}, 0)
    ((2, 2), (0, 0))
    >>> decree_price((3,) * 5, city, card, True, {10: 0}, 0)
    (2, 2)
    """
    price = prices
    if held.get(RAW_DISCOUNT) == seat:
        w, c, s, g, y = price
        price = (w - 1 if w > 1 else 1, c - 1 if c > 1 else 1, s - 1 if s > 1 else 1, g, y)
    if held.get(MADE_DISCOUNT) == seat:
        w, c, s, g, y = price
        price = (w, c, s, g - 1 if g > 1 else 1, y - 1 if y > 1 else 1)
    units = _UNITS.get(item)
    if units is None:
        units = _UNITS[item] = tuple((r, n) for r, n in enumerate(item.cost) if n)
    if is_card:
        printed, token = item.coins, "masonry" if item.color == "blue" else None
        ignores = held.get(IGNORE_SYMBOL.get(item.color)) == seat
    else:
        printed, token = 0, "architecture"
        ignores = held.get(WONDER_DISCOUNT) == seat
    discount = 2 if token is not None and token in p.has else 0
    trade = units_cost(units, p.produced, p.choices, price, discount)
    coins = printed + trade
    if ignores:
        fewer = units_cost(units, p.produced, p.choices, price, discount + 1) if trade else trade
        if printed + fewer < coins:
            coins, trade = printed + fewer, fewer
        if is_card and printed and trade < coins:       # the coins' symbol ignored instead
            coins = trade
    return coins, trade

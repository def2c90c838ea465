"""The decisions of 7 Wonders Duel as immutable values that print as sentences.

>>> from .cards import card_set, wonder_set
>>> altar = card_set().by_name("Altar")
>>> print(Action(DISCARD, card=altar, coins=2))
Discard Altar for 2 coins
>>> print(Action(BUILD, card=altar))
Build Altar for nothing
>>> print(Action(WONDER, card=altar, wonder=wonder_set().by_name("The Sphinx"), coins=5, trade=5))
Build the Sphinx with Altar, paying 5 coins
"""

import numbers
from dataclasses import dataclass

from ..core.frozen import slot_setters
from ..core.i18n import say
from . import messages  # noqa: F401  (registers the texts)
from .cards import symbol_name

PICK, BUILD, DISCARD, WONDER = "pick", "build", "discard", "wonder"
TOKEN, DESTROY, REVIVE, START = "token", "destroy", "revive", "start"
KINDS = (PICK, BUILD, DISCARD, WONDER, TOKEN, DESTROY, REVIVE, START)
AGES = {1: "I", 2: "II", 3: "III"}


def coins_text(coins):
    """``1 coin``, ``3 coins`` in the current language (anything but an int is shown as it is)."""
    if coins.__class__ is not int:
        if not isinstance(coins, numbers.Integral) or isinstance(coins, bool):
            return say("duel.coins.odd", coins=describe(coins))
        coins = int(coins)
    if coins in (0, 1):
        return say("duel.coins.zero" if coins == 0 else "duel.coins.one")
    return say("duel.coins.many", coins=coins)


def describe(value):
    """How a value reads in a sentence: a card, wonder or token by its name (by ``called`` when
    it has one: Agora's "the Conspirator"), anything else by a short ``repr`` (so that printing a
    hand-built action never raises).

    >>> from .cards import card_set
    >>> describe("altar"), describe(None), describe(card_set().by_name("Altar"))
    ("'altar'", 'None', 'Altar')
    """
    try:
        label = value.called if hasattr(value, "called") else value.label
        if label.__class__ is str:
            return label
    except Exception:           # any object may come in: its attributes are not ours to trust
        pass
    try:
        text = repr(value)
    except Exception:
        text = object.__repr__(value)
    return text if len(text) <= 60 else text[:57] + "..."


@dataclass(frozen=True, slots=True)
class _Decision:
    """The fields of an ``Action``, which adds what it says and its kept hash."""

    kind: str
    card: object = None
    wonder: object = None
    token: object = None
    starter: int | None = None
    coins: int = 0
    trade: int = 0
    chain: str | None = None


class Action(_Decision):
    """One decision.

    - ``pick``: take ``wonder`` in the draft;
    - ``build`` / ``discard`` / ``wonder``: take ``card`` from the structure and build it,
      discard it (gaining ``coins``) or build ``wonder`` with it; ``coins`` is what is paid,
      ``trade`` the part paid for resources, ``chain`` the symbol that made it free;
    - ``token``: take progress ``token`` (from the board, or among those the Great Library drew);
    - ``destroy``: put the opponent's ``card`` in the discard pile;
    - ``revive``: build ``card`` from the discard pile for free (the Mausoleum);
    - ``start``: player ``starter`` begins the next Age.

    Its hash is worked out once and kept (a search looks actions up in its tree all the
    time); a copy or a pickle works it out again.
    """

    __slots__ = ("_hash",)

    def __hash__(self):
        try:
            return self._hash
        except AttributeError:
            value = hash((self.kind, self.card, self.wonder, self.token, self.starter, self.coins,
                          self.trade, self.chain))
            object.__setattr__(self, "_hash", value)
            return value

    def __str__(self):
        kind, card = self.kind, describe(self.card)
        if kind == BUILD:
            if self.chain.__class__ is str:
                return say("duel.action.build_chain", card=card, symbol=symbol_name(self.chain))
            return say("duel.action.build", card=card, payment=payment_text(self.coins))
        if kind == DISCARD:
            return say("duel.action.discard", card=card, coins=coins_text(self.coins))
        if kind == WONDER:
            return say("duel.action.wonder", wonder=describe(self.wonder), card=card,
                       payment=payment_text(self.coins))
        if kind == PICK:
            return say("duel.action.pick", wonder=describe(self.wonder))
        if kind == TOKEN:
            return say("duel.action.token", token=describe(self.token))
        if kind == DESTROY:
            return say("duel.action.destroy", card=card)
        if kind == REVIVE:
            return say("duel.action.revive", card=card)
        if kind == START:
            if self.starter.__class__ is int and self.starter in (0, 1):
                return say("duel.action.start", player=self.starter + 1)
            return say("duel.action.start_odd", starter=describe(self.starter))
        return say("duel.action.unknown", kind=describe(kind))

    def __repr__(self):
        return f"<Action {self}>"

    @property
    def notation(self):
        """The move as a person types it: ``build Palace`` (see ``notation.py``)."""
        from .notation import notation
        return notation(self)

    def _repr_html_(self):
        from ..views.duel import action_html
        return action_html(self)

    def to_json(self):
        """The record form: ``{"kind": "build", "card": "library", "coins": 4}`` and so on."""
        data = {"kind": self.kind}
        if self.card is not None:
            data["card"] = self.card.id
        if self.wonder is not None:
            data["wonder"] = self.wonder.id
        if self.token is not None:
            data["token"] = self.token.id
        if self.starter is not None:
            data["starter"] = self.starter
        if self.kind in (BUILD, DISCARD, WONDER):
            data["coins"] = self.coins
        return data

    def matches(self, data):
        """Whether a record entry names this action."""
        return (data.get("kind") == self.kind
                and data.get("card") == (self.card.id if self.card is not None else None)
                and data.get("wonder") == (self.wonder.id if self.wonder is not None else None)
                and data.get("token") == (self.token.id if self.token is not None else None)
                and data.get("starter") == self.starter
                and data.get("coins", self.coins) == self.coins)


# ``made`` fills an action's slots itself (``core.frozen``), at half the cost of ``Action(...)``,
# for the actions the engine makes (and keeps) in play.
_SET_KIND, _SET_CARD, _SET_WONDER, _SET_TOKEN, _SET_STARTER, _SET_COINS, _SET_TRADE, _SET_CHAIN = slot_setters(
    _Decision, "kind", "card", "wonder", "token", "starter", "coins", "trade", "chain")


def made(kind, card=None, wonder=None, token=None, starter=None, coins=0, trade=0, chain=None):
    """``Action(kind, card, wonder, token, starter, coins, trade, chain)``, made faster.

    >>> made(DISCARD, coins=3) == Action(DISCARD, coins=3)
    True
    """
    action = object.__new__(Action)
    _SET_KIND(action, kind)
    _SET_CARD(action, card)
    _SET_WONDER(action, wonder)
    _SET_TOKEN(action, token)
    _SET_STARTER(action, starter)
    _SET_COINS(action, coins)
    _SET_TRADE(action, trade)
    _SET_CHAIN(action, chain)
    return action


def payment_text(coins):
    """How a take is paid, as the end of its sentence: a comma before "paying" (a phrase of its
    own), none before "for nothing".

    >>> payment_text(3), payment_text(0)
    (', paying 3 coins', ' for nothing')
    """
    if coins.__class__ is int and not coins:
        return " " + say("duel.pay.nothing")
    return ", " + say("duel.pay.coins", coins=coins_text(coins))

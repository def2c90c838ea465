"""The decisions of 7 Wonders Duel as immutable values that print as sentences.

>>> from .cards import card_set, wonder_set
>>> altar = card_set().by_name("Altar")
>>> print(Action(DISCARD, card=altar, coins=2))
Discard Altar for 2 coins
>>> print(Action(BUILD, card=altar))
Build Altar for nothing
>>> print(Action(WONDER, card=altar, wonder=wonder_set().by_name("The Sphinx"), coins=5, trade=5))
Build The Sphinx with Altar, paying 5 coins
"""

from dataclasses import dataclass

from ..core.i18n import say
from . import messages  # noqa: F401  (registers the texts)
from .cards import symbol_name

PICK, BUILD, DISCARD, WONDER = "pick", "build", "discard", "wonder"
TOKEN, DESTROY, REVIVE, START = "token", "destroy", "revive", "start"
KINDS = (PICK, BUILD, DISCARD, WONDER, TOKEN, DESTROY, REVIVE, START)
AGES = {1: "I", 2: "II", 3: "III"}


def coins_text(coins):
    return say("duel.coins.one") if coins == 1 else say("duel.coins.many", coins=coins)


@dataclass(frozen=True, slots=True)
class Action:
    """One decision.

    - ``pick``: take ``wonder`` in the draft;
    - ``build`` / ``discard`` / ``wonder``: take ``card`` from the structure and build it,
      discard it (gaining ``coins``) or build ``wonder`` with it; ``coins`` is what is paid,
      ``trade`` the part paid for resources, ``chain`` the symbol that made it free;
    - ``token``: take progress ``token`` (from the board, or among those the Great Library drew);
    - ``destroy``: put the opponent's ``card`` in the discard pile;
    - ``revive``: build ``card`` from the discard pile for free (the Mausoleum);
    - ``start``: player ``starter`` begins the next Age.
    """

    kind: str
    card: object = None
    wonder: object = None
    token: object = None
    starter: int | None = None
    coins: int = 0
    trade: int = 0
    chain: str | None = None

    def __str__(self):
        kind = self.kind
        if kind == BUILD:
            if self.chain:
                return say("duel.action.build_chain", card=self.card.label, symbol=symbol_name(self.chain))
            return say("duel.action.build", card=self.card.label, payment=_paying(self.coins))
        if kind == DISCARD:
            return say("duel.action.discard", card=self.card.label, coins=coins_text(self.coins))
        if kind == WONDER:
            return say("duel.action.wonder", wonder=self.wonder.label, card=self.card.label,
                       payment=_paying(self.coins))
        if kind == PICK:
            return say("duel.action.pick", wonder=self.wonder.label)
        if kind == TOKEN:
            return say("duel.action.token", token=self.token.label)
        if kind == DESTROY:
            return say("duel.action.destroy", card=self.card.label)
        if kind == REVIVE:
            return say("duel.action.revive", card=self.card.label)
        return say("duel.action.start", player=self.starter + 1)

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


def _paying(coins):
    return say("duel.pay.coins", coins=coins_text(coins)) if coins else say("duel.pay.nothing")

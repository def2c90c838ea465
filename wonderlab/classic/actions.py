"""The actions of 7 Wonders as immutable values that print as sentences.

>>> from .cards import card_set
>>> altar = card_set().by_name("Altar")
>>> print(Action.discard(altar))
Discard Altar for 3 coins
>>> print(Action.build(altar))
Build Altar for nothing
"""

from dataclasses import dataclass

from ..core.i18n import say
from .payment import FREE, Payment

BUILD, STAGE, DISCARD = "build", "stage", "discard"


@dataclass(frozen=True, slots=True)
class Action:
    """Build ``card``, build the next wonder stage with it, or discard it.

    A build from the discard pile (Halikarnassos) is a build whose payment says ``"discard"``.
    """

    kind: str
    card: object
    payment: Payment = FREE
    stage: int = 0          # the stage number, for kind "stage"

    @classmethod
    def build(cls, card, payment=FREE):
        return cls(BUILD, card, payment)

    @classmethod
    def build_stage(cls, card, stage, payment=FREE):
        return cls(STAGE, card, payment, stage)

    @classmethod
    def discard(cls, card):
        return cls(DISCARD, card)

    def __str__(self):
        if self.kind == DISCARD:
            return say("action.discard", card=self.card.label)
        if self.kind == STAGE:
            return say("action.stage", stage=self.stage, card=self.card.label,
                       payment=self.payment.describe())
        return say("action.build", card=self.card.label, payment=self.payment.describe())

    def __repr__(self):
        return f"<Action {self}>"

    @property
    def notation(self):
        """The move as a person types it: ``build Baths`` (see ``notation.py``)."""
        from .notation import notation
        return notation(self)

    def _repr_html_(self):
        from ..views.classic import action_html
        return action_html(self)

    def to_json(self):
        """The record form: ``{"kind": "build", "card": "library", "left": 2, "right": 0, ...}``."""
        data = {"kind": self.kind, "card": self.card.id}
        if self.kind != DISCARD:
            data.update(left=self.payment.left, right=self.payment.right, how=self.payment.how)
        return data

    def matches(self, data):
        """Whether a record entry names this action."""
        return (data.get("kind") == self.kind and data.get("card") == self.card.id
                and (self.kind == DISCARD or (data.get("left") == self.payment.left
                                              and data.get("right") == self.payment.right
                                              and data.get("how", "pay") == self.payment.how)))


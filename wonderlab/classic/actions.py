"""The actions of 7 Wonders as immutable values that print as sentences.

>>> from .cards import card_set
>>> altar = card_set().by_name("Altar")
>>> print(Action.discard(altar))
Discard Altar for 3 coins
>>> print(Action.build(altar))
Build Altar for nothing
"""

from dataclasses import dataclass
from numbers import Integral

from ..core.frozen import slot_setters
from ..core.i18n import say
from .cards import Card
from .payment import FREE, Payment

BUILD, STAGE, DISCARD = "build", "stage", "discard"
KINDS = (BUILD, STAGE, DISCARD)


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
        # A hand-built action may hold anything: it prints what it holds, and never raises.
        card = self.card.label if type(self.card) is Card else shown(self.card)
        kind = self.kind if type(self.kind) is str else None
        if kind == DISCARD:
            return say("action.discard", card=card)
        if type(self.payment) is Payment:       # "paying …", a phrase of its own, after a comma
            payment = self.payment.describe()
            paid = type(self.payment.how) is str and self.payment.how == "pay" and payment != say("pay.nothing")
            payment = (", " if paid else " ") + payment
        else:
            payment = " " + shown(self.payment)
        if kind == STAGE:
            return say("action.stage", stage=shown(self.stage), card=card, payment=payment)
        if kind == BUILD:
            return say("action.build", card=card, payment=payment)
        return say("action.unknown", kind=shown(self.kind), card=card)

    def __repr__(self):
        return f"<Action {self}>"

    @property
    def notation(self):
        """The move as a person types it: ``build Baths`` (see ``notation.py``)."""
        from .notation import notation
        return notation(self)

    def _repr_html_(self):
        if self.malformed():      # shown as its plain text: the drawing needs a real card and payment
            return None
        from ..views.classic import action_html
        return action_html(self)

    def malformed(self):
        """Why this action cannot be an action of the game (a hand-built one with a card given
        as a name, say), or None when its fields have the right types.

        >>> print(Action("build", "altar").malformed())
        an action's card is a card of the game (a Card, as in legal_actions), not 'altar'
        """
        if type(self.kind) is not str or self.kind not in KINDS:
            return say("error.bad_kind", value=shown(self.kind))
        if type(self.card) is not Card:
            return say("error.bad_card", value=shown(self.card))
        if type(self.payment) is not Payment:
            return say("error.bad_payment", value=shown(self.payment))
        if not _sound(self.payment):
            return say("error.bad_payment_fields", value=shown(self.payment, 80))
        if type(self.stage) is not int:
            return say("error.bad_stage", value=shown(self.stage))
        if self.kind != STAGE and self.stage != 0:
            return say("error.stage_of_card", kind=self.kind, value=self.stage)
        if self.kind == DISCARD and self.payment != FREE:
            return say("error.discard_payment")
        return None

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


_new = object.__new__
_SET_ACTION = slot_setters(Action, "kind", "card", "payment", "stage")


def new_action(kind, card, payment, stage=0):
    """``Action(kind, card, payment, stage)``, the very same value made faster: the engine makes
    one for every payment a card's trading offers (a hot path)."""
    action = _new(Action)
    set_kind, set_card, set_payment, set_stage = _SET_ACTION
    set_kind(action, kind)
    set_card(action, card)
    set_payment(action, payment)
    set_stage(action, stage)
    return action


def _whole(value):
    return isinstance(value, Integral) and not isinstance(value, bool)


def _sound(payment):
    """Whether a payment's fields have the types the engine gives them."""
    return (_whole(payment.left) and _whole(payment.right) and _whole(payment.bank)
            and type(payment.how) is str and (payment.chain_from is None or type(payment.chain_from) is str)
            and type(payment.buys) is tuple
            and all(type(buy) is tuple and len(buy) == 4 and type(buy[0]) is str and all(map(_whole, buy[1:]))
                    for buy in payment.buys))


def shown(value, limit=40):
    """``repr(value)``, cut to ``limit`` characters, for a message about a wrong value."""
    try:
        text = repr(value)
    except Exception:   # a hostile __repr__ must not break the message about it
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"

"""The actions of 7 Wonders Architects as immutable values that print as sentences.

Every decision is an action: which source a card is taken from (the turn's card, an extra card of
a Progress token or a wonder's power), which deck Halicarnassus looks at and which card it keeps,
which stage is built with which cards, and which Progress token is taken with which green cards.

>>> print(Action.take("left"))
Take the top card of the left deck
>>> print(Action.take("central", via="urbanism"))
Urbanism's extra card: take the top card of the hidden central deck
>>> print(Action.build(3, (0, 1, 5)))
Build stage 3 with Wood, Stone and Gold
>>> print(Action.progress("culture", (6, 6)))
Trade Compass and Compass for Culture
>>> Action.build(1, ["gold", "wood"]) == Action.build(1, (0, 5))
True
>>> Action.take("right").to_json()
{'kind': 'take', 'source': 'right', 'via': 'turn'}
"""

from dataclasses import dataclass

from ..core.i18n import say
from . import messages  # noqa: F401  (registers the texts)
from .rules import KINDS, ruleset

TAKE, LOOK, KEEP, BUILD, PROGRESS = "take", "look", "keep", "build", "progress"
TURN, SCIENCE, HIDDEN = "turn", "science", "hidden"
POWER_VIAS = ("alexandria", "babylon", "halicarnassus")


def kinds_text(cards):
    """``(0, 1, 5)`` -> ``'Wood, Stone and Gold'``."""
    labels = [ruleset().kinds[k].label for k in cards]
    if len(labels) <= 1:
        return "".join(labels) or say("arch.nothing")
    return say("arch.list.and", first=", ".join(labels[:-1]), last=labels[-1])


def source_text(source):
    if source in ("left", "right", "central"):
        return say(f"arch.source.{source}")
    return say("arch.source.deck", wonder=ruleset().wonder(source).label)


def via_text(via):
    if via in POWER_VIAS:
        return say("arch.via.power", wonder=ruleset().wonder(via).label)
    return say("arch.via.token", token=ruleset().token(via).label)


def _kinds(cards):
    return tuple(sorted(KINDS.index(c) if isinstance(c, str) else c for c in cards))


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``source``: ``left``/``right``/``central`` or a wonder's id (Alexandria);
    ``via``: ``turn``, a token id, ``science`` or a wonder's id; ``cards``: card kind indices paid,
    traded or kept; ``token``: a Progress token id or ``hidden``."""

    kind: str
    source: str = ""
    via: str = ""
    stage: int = 0
    cards: tuple = ()
    token: str = ""

    @classmethod
    def take(cls, source, via=TURN):
        return cls(TAKE, source, via)

    @classmethod
    def look(cls, source):
        return cls(LOOK, source, "halicarnassus")

    @classmethod
    def keep(cls, kind):
        return cls(KEEP, via="halicarnassus", cards=(kind,))

    @classmethod
    def build(cls, stage, cards):
        """Build ``stage`` with ``cards`` (card kind indices or ids, in any order)."""
        return cls(BUILD, stage=stage, cards=_kinds(cards))

    @classmethod
    def progress(cls, token, cards=(), via=SCIENCE):
        """Take ``token`` (an id, or ``hidden``) for the green ``cards``, or through a power."""
        return cls(PROGRESS, via=via, cards=_kinds(cards), token=token)

    def __str__(self):
        if self.kind == TAKE:
            text = say("arch.action.take", source=source_text(self.source))
            if self.via == TURN:
                return text
            return say("arch.action.extra", via=via_text(self.via), what=text[0].lower() + text[1:])
        if self.kind == LOOK:
            return say("arch.action.look", source=source_text(self.source))
        if self.kind == KEEP:
            return say("arch.action.keep", card=kinds_text(self.cards))
        if self.kind == BUILD:
            return say("arch.action.build", stage=self.stage, cards=kinds_text(self.cards))
        token = say("arch.token.hidden") if self.token == HIDDEN else ruleset().token(self.token).label
        if self.via == SCIENCE:
            return say("arch.action.trade", cards=kinds_text(self.cards), token=token)
        return say("arch.action.extra", via=via_text(self.via), what=say("arch.action.token", token=token))

    def __repr__(self):
        return f"<Action {self}>"

    @property
    def notation(self):
        """The move as a person types it: ``take left`` (see ``notation.py``)."""
        from .notation import notation
        return notation(self)

    def _repr_html_(self):
        from ..views.architects import action_html
        return action_html(self)

    def to_json(self):
        """The record form, e.g. ``{"kind": "build", "stage": 3, "cards": ["wood", "gold"]}``."""
        if self.kind in (TAKE, LOOK):
            return {"kind": self.kind, "source": self.source, "via": self.via}
        if self.kind == KEEP:
            return {"kind": KEEP, "card": KINDS[self.cards[0]]}
        if self.kind == BUILD:
            return {"kind": BUILD, "stage": self.stage, "cards": [KINDS[k] for k in self.cards]}
        return {"kind": PROGRESS, "token": self.token, "via": self.via,
                "cards": [KINDS[k] for k in self.cards]}

    def matches(self, data):
        """Whether a record entry names this action."""
        return {k: v for k, v in data.items() if k != "seat"} == self.to_json()

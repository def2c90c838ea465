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
>>> Action("build", stage="3", cards=("wood",)).problem()
"stage: '3' is not a stage number (1 to 5)"
"""

from dataclasses import dataclass

from ..core.errors import IllegalAction
from .messages import say
from .rules import KINDS, ruleset

TAKE, LOOK, KEEP, BUILD, PROGRESS = "take", "look", "keep", "build", "progress"
ACTION_KINDS = (TAKE, LOOK, KEEP, BUILD, PROGRESS)
TURN, SCIENCE, HIDDEN = "turn", "science", "hidden"
POWER_VIAS = ("alexandria", "babylon", "halicarnassus")
SIDES = ("left", "right", "central")


def kinds_text(cards):
    """``(0, 1, 5)`` -> ``'Wood, Stone and Gold'``."""
    labels = [ruleset().kinds[k].label for k in cards]
    if len(labels) <= 1:
        return "".join(labels) or say("arch.nothing")
    return say("arch.list.and", first=", ".join(labels[:-1]), last=labels[-1])


_PHRASED = ("blue_3", "blue_2_cat", "red_0_horns", "red_1_horn", "red_2_horns")     # said as a card, not by name


def card_phrase(kind_id):
    """A card kind as a sentence names it: ``'gold'`` -> ``'the Gold'``, ``'red_1_horn'`` -> ``'a red card with 1 horn'``.

    >>> card_phrase("gold"), card_phrase("red_1_horn")
    ('the Gold', 'a red card with 1 horn')
    """
    if kind_id in _PHRASED:
        return say(f"arch.card.{kind_id}")
    return say("arch.card.the", label=ruleset().kind(kind_id).label)


def source_text(source):
    """``'left'`` -> ``'the left deck'``; a wonder's id -> ``"Giza's deck"``."""
    if source in SIDES:
        return say(f"arch.source.{source}")
    return say("arch.source.deck", wonder=ruleset().wonder(source).label)


def via_text(via):
    """What gives an extra decision: ``'urbanism'`` -> ``"Urbanism's extra card"``."""
    if via in POWER_VIAS:
        return say("arch.via.power", wonder=ruleset().wonder(via).label)
    return say("arch.via.token", token=ruleset().token(via).label)


def giver_text(via):
    """Who gives it, as a name: ``'urbanism'`` -> ``'Urbanism'``, ``'babylon'`` -> ``"Babylon's power"``."""
    if via in POWER_VIAS:
        return say("arch.giver.power", wonder=ruleset().wonder(via).label)
    try:
        return ruleset().token(via).label
    except KeyError:
        return repr(via)


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def _kinds(cards):
    """Card kinds given by index or id, sorted; anything else is refused in words."""
    try:
        if isinstance(cards, (str, bytes)):       # one name, not a sequence of names
            raise TypeError
        given = list(cards)
    except TypeError:
        raise IllegalAction(say("arch.error.field", field="cards", value=short_repr(cards),
                                problem=say("arch.problem.card_list"))) from None
    out = []
    for card in given:
        if isinstance(card, str) and card in KINDS:
            out.append(KINDS.index(card))
        elif _is_int(card) and 0 <= card < len(KINDS):
            out.append(card)
        else:
            raise IllegalAction(say("arch.error.field", field="cards", value=short_repr(card),
                                    problem=say("arch.problem.card")))
    return tuple(sorted(out))


def _extra_vias():
    return {t.id for t in ruleset().tokens if t.extra_take_on or t.extra_take_on_build}


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
        return cls(KEEP, via="halicarnassus", cards=_kinds((kind,)))

    @classmethod
    def build(cls, stage, cards):
        """Build ``stage`` with ``cards`` (card kind indices or ids, in any order)."""
        return cls(BUILD, stage=stage, cards=_kinds(cards))

    @classmethod
    def progress(cls, token, cards=(), via=SCIENCE):
        """Take ``token`` (an id, or ``hidden``) for the green ``cards``, or through a power."""
        return cls(PROGRESS, via=via, cards=_kinds(cards), token=token)

    def problem(self):
        """Why this action cannot exist in any game (a field of the wrong type or an unknown
        value), in words; None when it is well formed. Whether it is legal now is the game's call."""
        kind = self.kind
        if kind not in ACTION_KINDS:
            return say("arch.error.field", field="kind", value=short_repr(kind),
                       problem=say("arch.problem.kind", kinds=", ".join(ACTION_KINDS)))
        for name in ("source", "via", "token"):
            if not isinstance(getattr(self, name), str):
                return say("arch.error.field", field=name, value=short_repr(getattr(self, name)),
                           problem=say("arch.problem.text"))
        if not _is_int(self.stage):
            return say("arch.error.field", field="stage", value=short_repr(self.stage),
                       problem=say("arch.problem.stage"))
        if not isinstance(self.cards, tuple) or not all(_is_int(c) and 0 <= c < len(KINDS)
                                                        for c in self.cards):
            return say("arch.error.field", field="cards", value=short_repr(self.cards),
                       problem=say("arch.problem.cards"))
        rules = ruleset()
        if kind == TAKE:
            if self.source not in SIDES and self.source not in {w.id for w in rules.wonders}:
                return say("arch.error.field", field="source", value=short_repr(self.source),
                           problem=say("arch.problem.source"))
            if self.via not in (TURN, "alexandria") and self.via not in _extra_vias():
                return say("arch.error.field", field="via", value=short_repr(self.via),
                           problem=say("arch.problem.via"))
        elif kind == LOOK and self.source not in ("left", "right"):
            return say("arch.error.field", field="source", value=short_repr(self.source),
                       problem=say("arch.problem.look"))
        elif kind == KEEP and len(self.cards) != 1:
            return say("arch.error.field", field="cards", value=short_repr(self.cards),
                       problem=say("arch.problem.keep"))
        elif kind == PROGRESS:
            if self.token != HIDDEN and self.token not in {t.id for t in rules.tokens}:
                return say("arch.error.field", field="token", value=short_repr(self.token),
                           problem=say("arch.problem.token"))
            if self.via not in (SCIENCE, "babylon"):
                return say("arch.error.field", field="via", value=short_repr(self.via),
                           problem=say("arch.problem.progress_via"))
        return None

    def __str__(self):
        try:
            if self.problem() is None:
                return self._text()
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            pass
        fields = ", ".join(f"{name}={short_repr(getattr(self, name))}" for name in
                           ("kind", "source", "via", "stage", "cards", "token"))
        return say("arch.action.bogus", fields=fields)

    def _text(self):
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
            if not 1 <= self.stage <= 5:
                raise ValueError(self.stage)
            return say("arch.action.build", stage=self.stage, cards=kinds_text(self.cards))
        if self.kind != PROGRESS:
            raise ValueError(self.kind)
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
        if self.problem() is not None:            # a hand-built action that cannot exist
            from html import escape
            return f"<span>{escape(str(self))}</span>"
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

    @classmethod
    def from_json(cls, data):
        """The action a record entry names (the inverse of ``to_json``); a malformed entry raises
        ``IllegalAction`` saying which field is wrong."""
        if not isinstance(data, dict):
            raise IllegalAction(say("arch.error.field", field="action", value=short_repr(data),
                                    problem=say("arch.problem.entry")))
        kind = data.get("kind")
        if kind == KEEP:
            action = cls(KEEP, via="halicarnassus", cards=_kinds((data.get("card"),)))
        elif kind in (BUILD, PROGRESS):
            action = cls(kind, via=data.get("via", ""), stage=data.get("stage", 0),
                         cards=_kinds(data.get("cards", ())), token=data.get("token", ""))
        else:
            action = cls(kind, data.get("source", ""), data.get("via", ""))
        problem = action.problem()
        if problem:
            raise IllegalAction(problem)
        return action

    def matches(self, data):
        """Whether a record entry names this action."""
        return {k: v for k, v in data.items() if k != "seat"} == self.to_json()


def short_repr(value, limit=60):
    """A value as shown inside an error message: its repr, cut when it is long."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"

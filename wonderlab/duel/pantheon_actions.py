"""Pantheon's decisions as immutable values that print as sentences (``Rite``), and their record form.

>>> from .pantheon_data import DIVINITIES
>>> print(Rite(ACTIVATE, divinity=DIVINITIES.by_name("Tanit"), space=2, coins=7))
Activate Tanit from space 2 of the Pantheon, paying 7 coins
>>> Rite.from_json(Rite(PLACE, divinity=DIVINITIES.by_name("Zeus"), space=4).to_json()).space
4
"""

from dataclasses import dataclass

from ..core.i18n import say
from ..core.labels import semicolons
from . import pantheon_messages  # noqa: F401  (registers the texts)
from .actions import coins_text, describe, payment_text
from .agora_items import WONDERS_BY_INDEX
from .cards import card_set
from .pantheon_data import ALL_DIVINITIES, MYTHOLOGIES, TEMPLES

PLACE, ACTIVATE, SNAKE, BAAL, ZEUS, ANUBIS, ISIS, RA, MINERVA = (
    "place", "activate", "snake", "baal", "zeus", "anubis", "isis", "ra", "minerva")
NEPTUNE_DISCARD, NEPTUNE_APPLY, DECK, FREE = "neptune_discard", "neptune_apply", "deck", "free"
KINDS = (PLACE, ACTIVATE, SNAKE, BAAL, ZEUS, ANUBIS, ISIS, RA, MINERVA, NEPTUNE_DISCARD, NEPTUNE_APPLY, DECK, FREE)
_MYTHS = {m.id: m for m in MYTHOLOGIES}


def _player(seat, names):
    """Seat ``seat`` in a sentence: its player's name when ``names`` are given (a log names the
    players), else its number (« le joueur 2 », which « de » contracts: « du joueur 2 »).

    >>> _player(1, None), _player(1, ["Ana", "Bo"])
    ('player 2', 'Bo')
    """
    return names[seat] if names else say("duel.pantheon.player", n=seat + 1)


def _minerva_text(space, names=None):
    """Where the Minerva pawn goes (``space``: -9 to 9, > 0 towards player 2), as the track
    is read: so many spaces from the middle towards a capital.

    >>> _minerva_text(-4), _minerva_text(1, ["Ana", "Bo"])
    ("Put the Minerva pawn 4 spaces towards player 1's capital", "Put the Minerva pawn 1 space towards Bo's capital")
    """
    if space.__class__ is not int:
        return say("duel.pantheon.action.minerva_odd", space=describe(space))
    if not space:
        return say("duel.pantheon.action.minerva_middle")
    spaces = say("duel.pantheon.spaces.one") if abs(space) == 1 else say("duel.pantheon.spaces.many", n=abs(space))
    return say("duel.pantheon.action.minerva", spaces=spaces, player=_player(1 if space > 0 else 0, names))


def offering_words(discount, held=True):
    """What an Offering token is, in words a learner reads (a board, a seat, a forum post): the
    coins it takes off activating a Divinity; ``held`` False: the discount alone, for a list whose
    heading names the tokens already.

    >>> offering_words(4)
    'Offering token: 4 coins off activating a Divinity'
    >>> offering_words(2, held=False)
    '2 coins off activating a Divinity'
    """
    off = say("duel.pantheon.offering.off", coins=coins_text(discount))
    return say("duel.pantheon.offering.token", off=off) if held else off


def offerings_held(discounts, separator=", "):
    """The Offering tokens a player holds, each as ``offering_words`` says it (``separator``
    between them), or that there is none.

    >>> offerings_held([])
    'no Offering token'
    """
    return separator.join(map(offering_words, discounts)) or say("duel.pantheon.offering.none")


def offerings_text(offerings):
    """The Offering tokens ``offerings`` (their discounts) said as the coins they save.

    >>> offerings_text((3,))
    'the Offering token that saves 3 coins'
    >>> offerings_text((2, 3, 4))
    'the Offering tokens that save 2, 3 and 4 coins'
    """
    if not isinstance(offerings, tuple | list) or not offerings or any(x.__class__ is not int for x in offerings):
        return say("duel.pantheon.offerings.odd", offerings=describe(offerings))
    if len(offerings) == 1:
        return say("duel.pantheon.offerings.one", coins=coins_text(offerings[0]))
    return say("duel.pantheon.offerings.many", some=", ".join(str(x) for x in offerings[:-1]),
               coins=coins_text(offerings[-1]))


@dataclass(frozen=True, slots=True)
class Rite:
    """One Pantheon decision.

    - ``place``: put ``divinity`` face down on ``space`` (1 to 6) after taking a Mythology token;
    - ``activate``: activate the ``divinity`` on ``space``, paying ``coins`` after the Offering
      tokens ``offerings`` (their discounts) are given;
    - ``snake`` / ``baal``: Nisaba's Snake on the opponent's green ``card`` / take their brown or
      gray ``card``; ``zeus``: discard the structure's card at position ``target``;
    - ``anubis``: discard the card under ``wonder``; ``isis``: build ``wonder`` with ``card`` from
      the discard pile; ``ra``: take the opponent's unbuilt ``wonder``;
    - ``minerva``: the Minerva pawn on track space ``target`` (-9 to 9, > 0 towards player 2);
    - ``neptune_discard`` / ``neptune_apply``: the military token ``target`` = (victim seat, from);
    - ``deck``: reveal the Mythology deck ``target`` (the Divine Theater); ``free``: activate the
      revealed ``divinity`` for free.
    """

    kind: str
    divinity: object = None
    space: int | None = None
    offerings: tuple = ()
    coins: int = 0
    card: object = None
    wonder: object = None
    target: object = None

    def __str__(self):
        return self.said()

    def said(self, names=None):
        """The sentence, naming the players by ``names`` (a log's) where it speaks of a seat
        (Minerva's pawn, Neptune's token); without them, by number, as ``str`` does."""
        kind = self.kind
        try:
            if kind == PLACE:
                return say("duel.pantheon.action.place", divinity=describe(self.divinity),
                           mythology=_MYTHS[self.divinity.mythology].label, space=self.space)
            if kind == ACTIVATE:
                payment = payment_text(self.coins)
                if self.offerings:
                    payment = say("duel.pantheon.action.offerings", payment=payment,
                                  offerings=offerings_text(self.offerings))
                return say("duel.pantheon.action.activate", divinity=describe(self.divinity), space=self.space,
                           payment=payment)
            if kind == SNAKE:
                return say("duel.pantheon.action.snake", card=describe(self.card))
            if kind == BAAL:
                return say("duel.pantheon.action.steal", card=describe(self.card))
            if kind == ZEUS:
                return say("duel.pantheon.action.zeus", position=self.target)
            if kind in (ANUBIS, RA):
                return say(f"duel.pantheon.action.{kind}", wonder=describe(self.wonder))
            if kind == ISIS:
                return say("duel.pantheon.action.isis", wonder=describe(self.wonder), card=describe(self.card))
            if kind == MINERVA:
                return _minerva_text(self.target, names)
            if kind in (NEPTUNE_DISCARD, NEPTUNE_APPLY):
                victim, _ = self.target
                return say(f"duel.pantheon.action.{kind}", coins=coins_text(_LOOT_COINS.get(self.target, 0)),
                           player=_player(victim, names))
            if kind == DECK:
                return say("duel.pantheon.action.deck", mythology=_MYTHS[self.target].label)
            if kind == FREE:
                return say("duel.pantheon.action.free", divinity=describe(self.divinity))
        except Exception:       # a hand-built action may hold anything: print what it holds
            pass
        return say("duel.pantheon.action.odd", kind=describe(kind))

    def __repr__(self):
        return f"<Rite {self}>"

    @property
    def notation(self):
        """The move as a person types it: ``activate Tanit``, ``place Zeus on 3`` (``notation.py``
        reads it back)."""
        kind, fields = self.kind, {}
        for name in ("divinity", "card", "wonder"):
            item = getattr(self, name)
            fields[name] = item.label if item is not None and hasattr(item, "label") else ""
        fields["space"] = self.space
        if kind in (NEPTUNE_DISCARD, NEPTUNE_APPLY) and isinstance(self.target, tuple):
            fields["player"], fields["start"] = self.target[0] + 1, self.target[1]
        elif kind == DECK and self.target in _MYTHS:
            fields["mythology"] = _MYTHS[self.target].label
        elif kind == MINERVA and self.target.__class__ is int and self.target:
            return say("notation.pantheon.minerva_side", target=abs(self.target), player=2 if self.target > 0 else 1)
        else:
            fields["target"] = self.target
        text = say(f"notation.pantheon.{kind}", **fields)
        if kind == ACTIVATE and self.offerings:
            text += " " + say("notation.pantheon.offerings", offerings=" ".join(f"-{x}" for x in self.offerings))
        return text

    def to_json(self):
        """The record form: ``{"kind": "activate", "divinity": "tanit", "space": 2, "coins": 7}``."""
        data = {"kind": self.kind}
        for name in ("divinity", "card", "wonder"):
            item = getattr(self, name)
            if item is not None:
                data[name] = item.id
        if self.space is not None:
            data["space"] = self.space
        if self.offerings:
            data["offerings"] = list(self.offerings)
        if self.kind == ACTIVATE:
            data["coins"] = self.coins
        if self.target is not None:
            data["target"] = list(self.target) if isinstance(self.target, tuple) else self.target
        return data

    def matches(self, data):
        """Whether a record entry names this action (its record form, the seat aside)."""
        return {k: v for k, v in data.items() if k != "seat"} == self.to_json()

    @classmethod
    def from_json(cls, entry):
        """The action a record entry names (legal or not); ``ValueError`` naming the field when
        the entry is not a Pantheon action at all."""
        kind = entry.get("kind")
        if kind not in KINDS:
            raise ValueError(f"kind: {kind!r}: expected one of {', '.join(KINDS)}")
        fields = {}
        for name, items in _BY_ID.items():
            if name in entry:
                fields[name] = items.get(entry[name])
                if fields[name] is None:
                    raise ValueError(f"{name}: {entry[name]!r} is not the id of a Pantheon {name}")
        for name in ("space", "coins"):
            if name in entry:
                if entry[name].__class__ is not int:
                    raise ValueError(f"{name}: {entry[name]!r}: expected a whole number")
                fields[name] = entry[name]
        if "offerings" in entry:
            offerings = entry["offerings"]
            if not isinstance(offerings, list) or any(x.__class__ is not int for x in offerings):
                raise ValueError(f"offerings: {offerings!r}: expected a list of whole numbers")
            fields["offerings"] = tuple(offerings)
        if "target" in entry:
            target = entry["target"]
            fields["target"] = tuple(target) if isinstance(target, list) else target
        try:
            return cls(kind, **fields)
        except TypeError as error:
            raise ValueError(str(error)) from None


_BY_ID = {"divinity": {d.id: d for d in ALL_DIVINITIES},
          "card": {c.id: c for c in (*card_set(), *TEMPLES)},
          "wonder": {w.id: w for w in WONDERS_BY_INDEX}}     # (Agora's too: Ra may take one, with both)
# the coins of each military token, by (victim seat, first space of its zone)
_LOOT_COINS = {}


def set_loot(loot):
    """Learn the military tokens' coins (``(victim, from, to, coins)``) for the sentences."""
    _LOOT_COINS.update({(victim, start): coins for victim, start, _, coins in loot})


def choices_text(actions):
    return semicolons(str(a) for a in actions)

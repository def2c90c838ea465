"""Agora's Senators and Senate actions: the 13 Senator cards (7 Politicians of the three
sections, 6 Conspirators), recruiting one (``RecruitAction``, a build of the card that prints as a
recruitment) and the Senate's decisions (``SenateAction``: place, move, remove, done).

>>> print(SenateAction(MOVE, 1, 2))
Move an Influence cube from Chamber 2 to Chamber 3
>>> [s.kind for s in senators()].count("politician"), senators()[0].label
(7, 'Politician (left section)')
"""

from dataclasses import dataclass
from functools import cache

from ..core.grammar import register_articles, register_english
from ..core.i18n import register, say
from .actions import BUILD, Action, coins_text, describe
from .senate import CHAMBERS, facts

PLACE, MOVE, REMOVE, DONE = "place", "move", "remove", "done"
SENATOR_BASE = 100          # Senators' indices (the Age cards' are 0 to 72)

register({
    "agora.senator.politician": {"en": "Politician ({section} section)", "fr": "Politicien (section {section})"},
    "agora.senator.conspirator": {"en": "Conspirator", "fr": "Conspirateur"},
    "agora.senator.called": {"en": "the {name}", "fr": "{name}"},
    "agora.section.0": {"en": "left", "fr": "gauche"},
    "agora.section.1": {"en": "middle", "fr": "du milieu"},
    "agora.section.2": {"en": "right", "fr": "droite"},
    "agora.action.recruit": {"en": "Recruit {card} {payment}", "fr": "Recruter le {card} {payment}"},
    "agora.pay.nothing": {"en": "for nothing", "fr": "gratuitement"},
    "agora.pay.coins": {"en": "for {coins}", "fr": "pour {coins}"},
    "agora.action.place": {"en": "Place an Influence cube in Chamber {chamber}",
                           "fr": "Placer un cube d'Influence dans la Chambre {chamber}"},
    "agora.action.move": {"en": "Move an Influence cube from Chamber {origin} to Chamber {target}",
                          "fr": "Déplacer un cube d'Influence de la Chambre {origin} à la Chambre {target}"},
    "agora.action.remove": {"en": "Remove one of the opponent's Influence cubes from Chamber {chamber}",
                            "fr": "Retirer un cube d'Influence adverse de la Chambre {chamber}"},
    "agora.action.done": {"en": "Take no more Senate action", "fr": "Ne plus agir au Sénat"},
    # each decision as a log tells it (``core.i18n.telling``), in the past
    **{f"agora.action.{key}.told": {"en": en, "fr": fr} for key, (en, fr) in {
        "recruit": ("recruited {card} {payment}", "a recruté le {card} {payment}"),
        "place": ("placed an Influence cube in Chamber {chamber}", "a placé un cube d'Influence dans la Chambre {chamber}"),
        "move": ("moved an Influence cube from Chamber {origin} to Chamber {target}",
                 "a déplacé un cube d'Influence de la Chambre {origin} à la Chambre {target}"),
        "remove": ("removed one of the opponent's Influence cubes from Chamber {chamber}",
                   "a retiré un cube d'Influence adverse de la Chambre {chamber}"),
        "done": ("took no more Senate action", "n'a rien fait de plus au Sénat"),
    }.items()},
    "agora.short.place": {"en": "place", "fr": "placer"},
    "agora.short.move": {"en": "move", "fr": "déplacer"},
    "agora.short.remove": {"en": "remove", "fr": "retirer"},
    "agora.short.done": {"en": "done", "fr": "fin"},
    "agora.short.recruit": {"en": "recruit {card}", "fr": "recruter {card}"},
})


# a Senator's French name takes « le » in a sentence (« Défausser le Conspirateur de la structure »)
register_articles({"Conspirateur": "le", **{f"Politicien (section {side})": "le" for side in ("gauche", "du milieu", "droite")}})
# and its English name « the » (``called``), « The » at a sentence's start: "The Conspirator was discarded"
register_english(["the Conspirator", "the Politician"])


# -- the Senators -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, eq=False)
class Senator:
    """A Senator card: a Politician of one section (0 to 2) or a Conspirator (section None).
    ``label`` names the card ("Conspirator"); ``called`` is how a sentence names it, in English
    with its article ("Discard the Conspirator"; a French text gives it « le » by ``{card:le}``).

    >>> senators()[-1].label, senators()[-1].called
    ('Conspirator', 'the Conspirator')
    """

    index: int
    id: str
    kind: str
    section: int | None

    @property
    def label(self):
        if self.kind == "politician":
            return say("agora.senator.politician", section=say(f"agora.section.{self.section}"))
        return say("agora.senator.conspirator")

    @property
    def called(self):
        return say("agora.senator.called", name=self.label)

    def __repr__(self):
        return f"<Senator {self.label}>"


@cache
def senators():
    """The 13 Senators in a fixed order: the Politicians section by section, then the Conspirators."""
    found = []
    for entry in facts()["senators"]["politicians"]:
        section = entry["section"] - 1
        for n in range(entry["count"]):
            found.append(("politician", section, f"politician_{('left', 'middle', 'right')[section]}_{n + 1}"))
    for n in range(facts()["senators"]["conspirators"]):
        found.append(("conspirator", None, f"conspirator_{n + 1}"))
    return tuple(Senator(SENATOR_BASE + i, ident, kind, section) for i, (kind, section, ident) in enumerate(found))


def senator(index):
    return senators()[index - SENATOR_BASE]


_RECRUITS = {}


class RecruitAction(Action):
    """Recruiting a Senator: a ``build`` of the Senator card, which prints as a recruitment."""

    __slots__ = ()

    @property
    def notation(self):
        return say("agora.short.recruit", card=self.card.label)

    def __str__(self):
        payment = say("agora.pay.nothing") if not self.coins else say("agora.pay.coins", coins=coins_text(self.coins))
        return say("agora.action.recruit", card=describe(self.card), payment=payment)


def recruit_action(card, coins):
    """The action recruiting ``card`` for ``coins`` (made once, then kept)."""
    recruit = _RECRUITS.get((card, coins))
    if recruit is not None:
        return recruit
    recruit = _RECRUITS[card, coins] = object.__new__(RecruitAction)
    for name, value in (("kind", BUILD), ("card", card), ("wonder", None), ("token", None), ("starter", None),
                        ("coins", coins), ("trade", 0), ("chain", None)):
        object.__setattr__(recruit, name, value)
    return recruit


@dataclass(frozen=True, slots=True)
class SenateAction:
    """A decision in the Senate: ``place`` a cube in ``chamber``, ``move`` one from ``chamber`` to
    ``target``, ``remove`` an opponent's cube from ``chamber``, or ``done`` (take no more)."""

    kind: str
    chamber: int | None = None
    target: int | None = None

    def __str__(self):
        if self.kind == PLACE:
            return say("agora.action.place", chamber=chamber_number(self.chamber))
        if self.kind == MOVE:
            return say("agora.action.move", origin=chamber_number(self.chamber), target=chamber_number(self.target))
        if self.kind == REMOVE:
            return say("agora.action.remove", chamber=chamber_number(self.chamber))
        return say("agora.action.done")

    def __repr__(self):
        return f"<SenateAction {self}>"

    @property
    def notation(self):
        """The notation: ``place 3``, ``move 2 3``, ``remove 4``, ``done``."""
        numbers = " ".join(str(chamber_number(c)) for c in (self.chamber, self.target) if c is not None)
        return (say(f"agora.short.{self.kind}") + " " + numbers).strip() if self.kind in _VERBS else str(self)

    def to_json(self):
        data = {"kind": self.kind}
        if self.chamber is not None:
            data["chamber"] = self.chamber + 1
        if self.target is not None:
            data["target"] = self.target + 1
        return data

    def matches(self, data):
        return data == {"seat": data.get("seat"), **self.to_json()}


_VERBS = (PLACE, MOVE, REMOVE, DONE)


def chamber_number(chamber):
    return chamber + 1 if chamber.__class__ is int else describe(chamber)


PLACES = [SenateAction(PLACE, c) for c in range(CHAMBERS)]
REMOVES = [SenateAction(REMOVE, c) for c in range(CHAMBERS)]
MOVES = {(a, b): SenateAction(MOVE, a, b) for a in range(CHAMBERS) for b in (a - 1, a + 1) if 0 <= b < CHAMBERS}
STOP = SenateAction(DONE)

"""7 Wonders Architects' score pad.

>>> pad = ArchitectsScorePad()
>>> pad.result["players"][0]["total"]            # seed 002's worked example
29
>>> pad.players[0].cat.value = False       # the Cat came with a Cat card: not without one
>>> pad.error.field
'players'
>>> pad.players[0].cards.value = "blue_3: 1"
>>> pad.error is None, pad.result["players"][0]["total"]
(True, 23)
"""


from ..architects.rules import ruleset
from ..core.labels import colon
from .pad import (
    Field,
    TablePad,
    area,
    checkbox,
    choice,
    parse_ints,
    parse_number,
    split_list,
    text,
    whole,
)

EXAMPLE = {"game": "architects", "players": [
    {"name": "Ada", "wonder": "Ephesus", "stages": [1, 2, 3], "cards": {"blue_3": 1, "blue_2_cat": 2},
     "victory_tokens": 2, "progress": ["Culture"], "cat": True},
    {"name": "Bo", "wonder": "Giza", "stages": [1, 2], "cards": {"blue_3": 2},
     "victory_tokens": 1, "progress": [], "cat": False},
    {"name": "Cy", "wonder": "Rhodes", "stages": [1], "cards": {}, "victory_tokens": 0,
     "progress": ["Decoration"], "cat": False}]}


def parse_cards(text):
    """``"blue_3: 1"`` lines -> ``{"blue_3": 1}``; anything else goes to the table as typed.

    >>> parse_cards("blue_3: 1\\nblue_2_cat 2"), parse_cards("")
    ({'blue_3': 1, 'blue_2_cat': 2}, {})
    """
    cards = {}
    for line in text.replace(",", "\n").splitlines():
        parts = line.replace(":", " ").replace("=", " ").split()
        if not parts:
            continue
        if len(parts) == 1:
            cards[parts[0]] = cards.get(parts[0], 0) + 1
            continue
        try:
            cards[" ".join(parts[:-1])] = int(parts[-1])
        except ValueError:
            return text
    return cards


def _cards_text(cards):
    if isinstance(cards, dict):
        return "\n".join(f"{colon(kind)} {count}" for kind, count in cards.items())
    return str(cards or "")


def _wonder(value):
    try:
        return ruleset().wonder(str(value)).name
    except KeyError:
        return ruleset().wonders[0].name


class ArchitectsScorePad(TablePad):
    """A 7 Wonders Architects score pad (the table format of FORMATS.md, ``"architects"``)."""

    GAME = "architects"
    EXAMPLE = EXAMPLE
    PLAYERS = (2, 7)
    FIELDS = (
        Field("name", "lab.pad.name", text(), default=""),
        Field("wonder", "lab.pad.wonder", choice([w.name for w in ruleset().wonders]), write=_wonder),
        Field("stages", "lab.arch.stages", text(), read=lambda t: parse_ints(t) if t.strip() else [],
              write=lambda v: ", ".join(map(str, v)) if isinstance(v, list) else str(v), default=[]),
        Field("cards", "lab.arch.cards", area("90px"), read=parse_cards, write=_cards_text, default={}),
        Field("victory_tokens", "lab.arch.victories", whole(), read=parse_number, default=0),
        Field("progress", "lab.arch.progress", text(), read=split_list, write=", ".join, default=[]),
        Field("cat", "lab.arch.has_cat", checkbox, default=False),
    )

    def new_player(self, number):
        taken = {p.wonder.value for p in self.players}
        free = [w.name for w in ruleset().wonders if w.name not in taken] or ["Giza"]
        return {"name": super().new_player(number)["name"], "wonder": free[0]}

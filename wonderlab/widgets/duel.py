"""7 Wonders Duel's score pad: two players, the Conflict pawn, and the score at once.

>>> pad = DuelScorePad()
>>> pad.result["players"][0]["total"]          # seed 004's worked example
58
>>> pad.conflict.value = 9                      # the pawn enters Lea's capital
>>> pad.result["result"], pad.result["winners"]
('military supremacy', ['Hugo'])
"""

import ipywidgets as widgets

from .pad import (
    Field,
    TablePad,
    area,
    omit_empty,
    parse_ints,
    parse_number,
    split_list,
    text,
    whole,
)


def _temples(text):
    """``"2"`` -> ``2``; ``"Greek Grand Temple, Roman Grand Temple"`` -> the names."""
    number = parse_number(text)
    return number if isinstance(number, int) else split_list(text)


def _listed(value):
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


EXAMPLE = {"game": "duel", "conflict": 4, "players": [
    {"name": "Hugo", "coins": 11, "cards": ["Palace", "Gardens", "Obelisk", "Magistrates Guild"],
     "wonders": ["The Pyramids", "The Colossus"], "progress": ["Agriculture", "Mathematics", "Law"]},
    {"name": "Lea", "coins": 2, "wonders": [], "progress": [],
     "cards": ["Theater", "Altar", "Baths", "Statue", "Temple", "Courthouse", "Rostrum"]}]}


def _pawn(label):
    """The pawn's place, its label above it, so the whole width is the track (9 squares each way)."""
    return widgets.IntSlider(min=-9, max=9, layout=widgets.Layout(width="460px"))


class DuelScorePad(TablePad):
    """A 7 Wonders Duel score pad (the table format of FORMATS.md, ``"duel"``)."""

    GAME = "duel"
    EXAMPLE = EXAMPLE
    PLAYERS = (2, 2)
    TABLE_FIELDS = (Field("conflict", "lab.duel.conflict_field", _pawn, default=0),)
    FIELDS = (
        Field("name", "lab.pad.name", text(), default=""),
        Field("coins", "lab.pad.coins", whole(), read=parse_number, default=0),
        Field("cards", "lab.pad.cards", area("150px"), read=split_list, write="\n".join, default=[]),
        Field("wonders", "lab.duel.wonders", area("60px"), read=split_list, write="\n".join, default=[]),
        Field("progress", "lab.duel.progress", text(), read=split_list, write=", ".join, default=[]),
        # the expansions' scoring, left out of the table while empty
        Field("divinities", "lab.duel.divinities", text(), read=omit_empty(split_list), write=_listed, default=""),
        Field("astarte_coins", "lab.duel.astarte_coins", whole(), read=parse_number, default=""),
        Field("grand_temples", "lab.duel.grand_temples", text(), read=omit_empty(_temples), write=_listed, default=""),
        Field("chambers", "lab.duel.chambers", text(), read=omit_empty(parse_ints), write=_listed, default=""),
    )

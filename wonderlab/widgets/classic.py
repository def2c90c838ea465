"""7 Wonders' what-if widgets: the score pad and the science calculator.

>>> pad = ScorePad()
>>> pad.players[0].coins.value = "12"        # what typing 12 in Ana's coins does
>>> pad.result["players"][0]["categories"]["treasury"]
4
>>> pad.players[0].cards.value += "\\nNo Such Card"
>>> "unknown card" in pad.players[0].errors["cards"].value
True
"""

from html import escape

import ipywidgets as widgets

import wonderlab.core.labels  # noqa: F401  (registers the texts)

from ..classic.cards import wonder_set
from ..core.i18n import say
from ..core.science import SYMBOLS, best_science
from .pad import (
    Field,
    TablePad,
    area,
    checkbox,
    choice,
    label_html,
    omit_empty,
    parse_ints,
    parse_number,
    split_list,
    text,
    whole,
)
from .quiz import science_formula

EXAMPLE = {"game": "classic", "players": [
    {"name": "Ana", "wonder": "Babylon", "side": "A", "stages": 2, "coins": 8, "military": [1, 3, -1],
     "cards": ["Apothecary", "Workshop", "Scriptorium", "Library"]},
    {"name": "Bo", "wonder": "Gizah", "side": "A", "stages": 1, "coins": 5, "military": 0, "cards": []},
    {"name": "Cy", "wonder": "Rhodos", "side": "B", "stages": 0, "coins": 3, "military": 0, "cards": []}]}


def parse_military(text):
    """The conflict tokens field: ``"1, 3, -1"`` -> ``[1, 3, -1]``, ``"4"`` -> ``4``, ``""`` -> ``[]``.

    Anything else is handed to the table as typed, so that the engine names the problem.

    >>> parse_military("1, 3 -1"), parse_military(" 4 "), parse_military(""), parse_military("lots")
    ([1, 3, -1], 4, [], 'lots')
    """
    text = text.strip()
    if not text:
        return []
    values = parse_ints(text)
    if isinstance(values, list) and len(values) == 1 and "," not in text:
        return values[0]
    return values


def _military_text(value):
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return "" if value in (None, 0) else str(value)


def _board(value):
    board = wonder_set().find(str(value or "")) or wonder_set().boards[0]
    return board.city


def _side(value):
    return str(value).upper() if str(value).upper() in ("A", "B") else "A"


def _side_buttons(label):
    return widgets.ToggleButtons(options=["A", "B"], style={"button_width": "48px"})


class ScorePad(TablePad):
    """A 7 Wonders score pad: enter or load a table, change anything, see the score at once.

    ``table`` is a table file's contents (a dict) or a path to one.
    """

    GAME = "classic"
    EXAMPLE = EXAMPLE
    FIELDS = (
        Field("name", "lab.pad.name", text(), default=""),
        Field("wonder", "lab.pad.wonder", choice([b.city for b in wonder_set().boards]), write=_board),
        Field("side", "lab.pad.side", _side_buttons, write=_side, default="A"),
        Field("stages", "lab.pad.stages", whole(), read=parse_number, default=0),
        Field("coins", "lab.pad.coins", whole(), read=parse_number, default=0),
        Field("military", "lab.pad.military", text(), read=parse_military, write=_military_text, default=[]),
        Field("cards", "lab.pad.cards", area("150px"), read=split_list, write="\n".join, default=[]),
        Field("free_city", "lab.pad.free_city", checkbox, read=omit_empty(bool), default=False),
    )

    def new_player(self, number):
        taken = {p.wonder.value for p in self.players}
        free = [b.city for b in wonder_set().boards if b.city not in taken] or ["Gizah"]
        return {"name": say("lab.pad.player", n=number), "wonder": free[0]}


class ScienceCalculator(widgets.VBox):
    """Science symbols in, best points out: counts of each symbol, plus symbols of free choice.

    >>> calc = ScienceCalculator(3, 2, 1)
    >>> calc.points, calc.formula
    (21, '3² + 2² + 1² + 7 × 1 = 9 + 4 + 1 + 7 = 21')
    """

    def __init__(self, compass=0, gear=0, tablet=0, wildcards=0):
        def number(value, most):
            return widgets.BoundedIntText(value=value, min=0, max=most, layout=widgets.Layout(width="110px"))

        self.counts = {s: number(v, 30) for s, v in zip(SYMBOLS, (compass, gear, tablet), strict=True)}
        self.compass, self.gear, self.tablet = (self.counts[s] for s in SYMBOLS)
        self.wildcards = number(wildcards, 3)
        labels = [say(f"lab.symbol.{s}") for s in SYMBOLS] + [say("lab.sci.wildcards")]
        # each number under its label: a label beside a fixed-width box left the box 40 px wide
        fields = [widgets.VBox([label_html(label), box], layout=widgets.Layout(margin="0 12px 0 0"))
                  for label, box in zip(labels, [*self.counts.values(), self.wildcards], strict=True)]
        self.result = widgets.HTML()
        self.points, self.formula, self.choice = 0, "", ()
        for field in (*self.counts.values(), self.wildcards):
            field.observe(lambda _change: self.update(), "value")
        super().__init__([widgets.HTML(f"<h3>{escape(say('lab.sci.title'))}</h3>"),
                          widgets.HBox(fields), self.result])
        self.update()

    def _repr_mimebundle_(self, **kwargs):
        """The live calculator, plus what it shows as still HTML and a line of text."""
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        counts = ", ".join(f"{self.counts[s].value} {say(f'lab.symbol.{s}')}" for s in SYMBOLS)
        bundle["text/html"] = (f'<div class="wonderlab-calculator-still"><h3>{escape(say("lab.sci.title"))}</h3>'
                               f'<div>{escape(counts)}, {self.wildcards.value} ?</div>{self.result.value}</div>')
        bundle["text/plain"] = f"<Science calculator: {counts}, {self.wildcards.value} wildcards -> {self.points} points>"
        return bundle

    def update(self):
        counts = [self.counts[s].value for s in SYMBOLS]
        self.points, chosen = best_science(tuple(counts), self.wildcards.value)
        self.choice = tuple(SYMBOLS[i] for i in chosen)
        for i in chosen:
            counts[i] += 1
        self.formula = science_formula(tuple(counts))
        lines = []
        if chosen:
            lines.append(escape(say("lab.sci.choose", symbols=", ".join(say(f"lab.symbol.{s}") for s in self.choice))))
        lines.append(f"<code>{escape(self.formula)}</code> → <b>{escape(say('lab.sci.points', points=self.points))}</b>")
        lines.append(f'<span style="font-size:12px">{escape(say("lab.sci.formula"))}</span>')
        self.result.value = "<br>".join(lines)

"""The coach's answers as plain Python: rows of dicts, read by column or by row, with no pandas.

A hint, a what-if, an analysis are small tables. ``Rows`` keeps them as a list of dicts, so
that they work where pandas is missing (the JupyterLite course), and offers what their readers
use: ``rows["action"]`` (a ``Column``, a list with ``iloc``), ``rows.iloc[0]`` (a row),
``itertuples()``, ``len``, ``columns``, ``attrs``, and ``to_frame()`` for a pandas DataFrame.

>>> rows = Rows([{"action": "build Baths", "win_rate": 0.5}, {"action": "discard Baths", "win_rate": 0.25}],
...             ["action", "win_rate"], note="two options")
>>> rows["action"].iloc[0], list(rows["win_rate"]), rows.iloc[1]["action"], len(rows)
('build Baths', [0.5, 0.25], 'discard Baths', 2)
>>> [row.action for row in rows.itertuples()], rows.attrs["note"]
(['build Baths', 'discard Baths'], 'two options')
>>> print(rows)
action         win_rate
build Baths    0.5
discard Baths  0.25
two options
"""

import html
from collections import namedtuple

from ..core.i18n import language
from ..core.labels import said
from .words import in_words, word

__all__ = ["Column", "Rows"]


class Column(list):
    """One column's values: a list, with ``iloc``, ``tolist``, ``sum``, ``min``, ``max`` and
    ``mean`` as a pandas Series has them.

    >>> Column([3, 1]).iloc[-1], Column([3, 1]).tolist(), Column([3, 1]).min(), Column([3, 1]).mean()
    (1, [3, 1], 1, 2.0)
    """

    def sum(self):
        return sum(self)

    def min(self):
        return min(self)

    def max(self):
        return max(self)

    def mean(self):
        return sum(self) / len(self) if self else float("nan")

    @property
    def iloc(self):
        return self

    def tolist(self):
        return list(self)


class _Rows:
    def __init__(self, rows):
        self.rows = rows

    def __getitem__(self, index):
        return self.rows[index]


class Rows:
    """Rows (dicts) under ``columns``; ``attrs`` holds what the whole table says (as a
    DataFrame's ``attrs``); the last line of its text is ``attrs["note"]`` when there is one."""

    def __init__(self, rows, columns, **attrs):
        self.rows = [{c: row.get(c) for c in columns} for row in rows]
        self.columns = list(columns)
        self.attrs = dict(attrs)

    def __len__(self):
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def __getitem__(self, column):
        if column not in self.columns:
            raise KeyError(column)
        return Column(row[column] for row in self.rows)

    def __setitem__(self, column, values):
        """Set (or add) a column from one value per row."""
        values = list(values)
        if len(values) != len(self.rows):
            raise ValueError(f"{column}: {len(values)} values for {len(self.rows)} rows")
        if column not in self.columns:
            self.columns.append(column)
        for row, value in zip(self.rows, values, strict=True):
            row[column] = value

    @property
    def empty(self):
        return not self.rows

    @property
    def iloc(self):
        """``iloc[i]``: row ``i`` (a dict)."""
        return _Rows(self.rows)

    def itertuples(self):
        """Each row as a named tuple (``Index`` first, as pandas gives them)."""
        shape = namedtuple("Row", ["Index", *self.columns])
        return (shape(i, *(row[c] for c in self.columns)) for i, row in enumerate(self.rows))

    def to_frame(self):
        """A pandas DataFrame of the rows, with the same ``attrs`` (pandas imported here only)."""
        from . import pandas_module

        pd = pandas_module()

        frame = pd.DataFrame(self.rows, columns=self.columns)
        frame.attrs.update(self.attrs)
        return in_words(frame)

    def _heads(self):
        """The column names as the learner reads them (French words in French: « perte »)."""
        return [str(word(c)) for c in self.columns]

    def _cells(self):
        return [[_text(row[c]) for c in self.columns] for row in self.rows]

    def __repr__(self):
        cells = [self._heads(), *self._cells()]
        widths = [max(len(line[i]) for line in cells) for i in range(len(self.columns))]
        lines = ["  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
                 for line in cells]
        if self.attrs.get("note"):
            lines.append(str(self.attrs["note"]))
        return "\n".join(lines)

    def _repr_html_(self):
        head = "".join(f"<th>{html.escape(c)}</th>" for c in self._heads())
        body = "".join("<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in line) + "</tr>"
                       for line in self._cells())
        note = f"<p>{html.escape(str(self.attrs['note']))}</p>" if self.attrs.get("note") else ""
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>{note}"


def _text(value):
    """A cell as the current language writes it (French: a decimal comma, « oui » for True).

    >>> _text(0.0395), _text(12.345), _text(None)
    ('0.0395', '12.3', '')
    >>> from wonderlab.core.i18n import set_language
    >>> set_language("fr"); _text(-0.042), _text(True); set_language("en")
    ('-0,042', 'oui')
    """
    if isinstance(value, bool):
        return str(said(value))
    if isinstance(value, float):
        text = f"{value:.3g}" if abs(value) < 1 else f"{value:.1f}"
        return text.replace(".", ",") if language() == "fr" else text
    return "" if value is None else str(value)

"""How a course widget reads where no kernel runs: one base for the three games' exercises and pads.

A stored notebook (on GitHub, on Binder's first view) has no kernel to draw a widget, so each
course widget also gives a text and an HTML "still" of itself — its question, its options, or
what it computed — never a raw widget repr. A widget says what its still is with ``still_text``
and ``still_html``; ``Still`` puts them in its display bundle, beside the live widget's view:

>>> import ipywidgets as widgets
>>> class Note(Still, widgets.HTML):
...     def still_text(self):
...         return "A note (run the cell)"
...     def still_html(self):
...         return "<i>A note</i>"
>>> bundle = Note()._repr_mimebundle_()
>>> bundle["text/plain"], bundle["text/html"]
('A note (run the cell)', '<i>A note</i>')
"""

import re
from html import unescape


class Still:
    """Mixin for an ipywidgets widget: its display bundle carries ``still_text()`` as text and
    ``still_html()`` as HTML, next to the widget view that a live kernel draws."""

    def still_text(self):
        raise NotImplementedError

    def still_html(self):
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs) or {}
        data["text/plain"] = self.still_text()
        data["text/html"] = self.still_html()
        return data


def plain(html):
    """``html`` as the text it shows: tags dropped, entities read.

    >>> plain("<b>Bo&#x27;s turn</b>")
    "Bo's turn"
    """
    return unescape(re.sub(r"<[^>]+>", "", html)).strip()

"""The score sheet every game fills in: points per category in score-pad order, and the choices
made for the best score. Each game adds what breaks its ties and how it is drawn.

>>> from types import MappingProxyType
>>> sheet = ScoreSheet("Ana", MappingProxyType({"military": 3, "science": 21}))
>>> sheet.total, sheet.as_dict()["categories"]
(24, {'military': 3, 'science': 21})
>>> sheet
<Score Ana: 24 points (military 3, science 21)>
"""

from dataclasses import dataclass


class Points(dict):
    """A score sheet's points by category (``{"military": 3, …}``), the form a table file's score
    keeps: a plain dict to code (its keys are the categories' ids), printed in the current
    language for a learner: in French, each category by its name.

    >>> points = Points({"military": 3, "science": 21})
    >>> points, points == {"military": 3, "science": 21}
    ({'military': 3, 'science': 21}, True)
    >>> from .i18n import set_language
    >>> set_language("fr"); print(points); set_language("en")
    conflits militaires 3, science 21
    """

    def __repr__(self):
        from .i18n import language
        from .labels import category_label

        if language() != "fr":
            return dict.__repr__(self)
        return ", ".join(f"{category_label(category).lower()} {points}" for category, points in self.items())


@dataclass(frozen=True)
class ScoreSheet:
    name: str
    categories: object          # a read-only mapping, category -> points
    choices: tuple = ()

    @classmethod
    def made(cls, name, categories, choices=(), **fields):
        """``cls(name, categories, choices, **fields)``, the very same sheet made without the
        frozen dataclass's ``__init__``, which sets each field by a slow ``object.__setattr__``:
        every game ends with a sheet a player, so random games and rollouts make a great many.
        ``fields`` are the game's own fields, every one of them (no default is filled in).

        >>> ScoreSheet.made("Ana", {"military": 3}) == ScoreSheet("Ana", {"military": 3})
        True
        """
        sheet = object.__new__(cls)
        values = sheet.__dict__         # (set item by item: an update by keywords makes a dict more)
        values["name"] = name
        values["categories"] = categories
        values["choices"] = choices
        values.update(fields)
        return sheet

    @property
    def total(self):
        return sum(self.categories.values())

    @property
    def points(self):
        """The points by category as a ``Points`` dict (printed in French for a French learner)."""
        return Points(self.categories)

    def as_dict(self):
        """The form of ``wonderlab score --json``."""
        return {"name": self.name, "total": self.total, "categories": Points(self.categories),
                "choices": list(self.choices)}

    def __repr__(self):
        """``<Score Ana: 24 points (military 3, science 21)>``: what it says, in plain text, in
        the current language (« <Score de Ana : 24 points (conflits militaires 3, science 21)> »)."""
        from .i18n import language, plural
        from .labels import category_label, shown_name

        french = language() == "fr"
        parts = ", ".join(f"{category_label(category).lower() if french else category} {points}"
                          for category, points in self.categories.items() if points)
        return plural(self.total, "lab.repr.score", name=shown_name(str(self.name)),
                      parts=f" ({parts})" if parts else "")

"""The errors wonderlab raises. Every one says what went wrong in plain words.

>>> try:
...     raise IllegalAction("Library needs 2 stone: you produce 1 and neither neighbour sells stone")
... except ValueError as error:
...     print(error)
Library needs 2 stone: you produce 1 and neither neighbour sells stone
"""

from .i18n import register, say

register({
    "table.error.value": {"en": "{field}: {value}: {problem}", "fr": "{field} : {value} : {problem}"},
    "table.error.field": {"en": "{field}: {problem}", "fr": "{field} : {problem}"},
})


class WonderlabError(Exception):
    """Base of every error wonderlab raises on purpose."""


class IllegalAction(WonderlabError, ValueError):
    """An action the rules do not allow now; the game is left exactly as it was."""


class InvalidData(WonderlabError, ValueError):
    """A game data file of wonderlab's own ``data/`` folder is broken."""


class InvalidTable(WonderlabError, ValueError):
    """A table file (see FORMATS.md) that cannot be scored: names the field, value and problem,
    in one line of the current language (``problem`` is a sentence already said in it).

    >>> str(InvalidTable("players[0].coins", -1, "expected a whole number, 0 or more"))
    'players[0].coins: -1: expected a whole number, 0 or more'
    """

    def __init__(self, field, value, problem):
        self.field, self.value, self.problem = field, value, problem
        super().__init__(say("table.error.field", field=field, problem=problem) if value is None
                         else say("table.error.value", field=field, value=repr(value), problem=problem))


class InvalidRecord(WonderlabError, ValueError):
    """A saved game record that cannot be replayed."""

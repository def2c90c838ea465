"""What a code exercise is made of: its positions (``Case``) and the exercise (``CodeExercise``),
shared by ``code`` (the exercises on the rules) and ``arc`` (the code arc on real games).

>>> Case((3,), 1, "3 coins").expected
1
"""

from dataclasses import dataclass, field

HIDDEN = 20
"""Hidden positions drawn afresh at each run, after the shown ones."""


@dataclass(frozen=True)
class Case:
    """One position: the arguments given to the learner's function, the engine's answer, and
    the position in words."""
    args: tuple
    expected: object
    shown: str


@dataclass(frozen=True)
class CodeExercise:
    """A function to write: ``cases()`` builds the shown positions with the engine's answers (the
    same every run), ``draw(rng)`` the hidden ones (``HIDDEN`` of them, from ``rng``); ``engine``
    names the engine's functions that answer the question, which the learner's function may not call."""
    name: str
    cases: object
    draw: object
    engine: tuple = field(default=())

    def hidden(self, rng):
        return list(self.draw(rng))[:HIDDEN]

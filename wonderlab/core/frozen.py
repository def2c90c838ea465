"""Making values of frozen slotted dataclasses in a hot path.

A frozen dataclass's ``__init__`` sets every field through ``object.__setattr__``, a slow call
(some thousands of instructions a field under CPython 3.11). The engines make many actions and
payments while they price a turn, so they fill a new instance's slots through the slots' own
descriptors instead: the very same value, still frozen to everyone else.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True)
... class Point:
...     x: int
...     y: int
>>> set_x, set_y = slot_setters(Point, "x", "y")
>>> point = object.__new__(Point)
>>> set_x(point, 1); set_y(point, 2)
>>> point == Point(1, 2)
True
"""


def slot_setters(cls, *names):
    """The setters of the slots ``names`` of the frozen dataclass ``cls``, in that order."""
    return tuple(getattr(cls, name).__set__ for name in names)

"""Students played through the table's Python API, as clicks would."""

import random

from wonderlab.classroom.student import student_table


def random_student(session, name, seed):
    """A student who picks any option (``options``/``choose``/``confirm``); returns the finished
    widget, whose view holds the result code."""
    widget = student_table(session, name)
    rng = random.Random(seed)
    while not widget.is_over:
        widget.choose(rng.randrange(len(widget.options())))
        widget.confirm()
    return widget

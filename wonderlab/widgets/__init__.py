"""What-if widgets for the course: score pads, the science calculator and exercises.

Every widget is composed from ipywidgets and can be driven from Python the way clicks drive it:
set a field's ``value``, call a button's ``click()``, then read what it shows. Each game's
widgets live in their own module and are imported only when asked for.
"""

import importlib

_WHERE = {"ScorePad": "classic", "ScienceCalculator": "classic", "Question": "quiz",
          "ScienceQuiz": "quiz", "BreakdownQuiz": "quiz", "ArchitectsScorePad": "architects", "DuelScorePad": "duel",
          "PlayTable": "play", "Puzzles": "puzzles"}
__all__ = sorted(_WHERE)


def __getattr__(name):
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

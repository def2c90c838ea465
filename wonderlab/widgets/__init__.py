"""What-if widgets for the course: score pads, the science calculator and exercises.

Every widget is composed from ipywidgets and can be driven from Python the way clicks drive it:
set a field's ``value``, call a button's ``click()``, then read what it shows.
"""

from .classic import ScienceCalculator, ScorePad
from .quiz import Question, ScienceQuiz

__all__ = ["Question", "ScienceCalculator", "ScienceQuiz", "ScorePad"]

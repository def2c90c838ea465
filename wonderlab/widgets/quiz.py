"""Exercises that answer back: the learner types an answer, presses Check, and reads why.

>>> quiz = ScienceQuiz((2, 2, 1))
>>> quiz.answer.value = "9"
>>> quiz.button.click()
>>> "forgot the 7 points" in quiz.feedback.value
True
"""

from html import escape

import ipywidgets as widgets

from ..core.i18n import say
from ..core.science import SYMBOLS, science_points
from ..lab import messages  # noqa: F401  (registers the texts)

RIGHT, WRONG = "#2e7d32", "#b71c1c"


class Question(widgets.VBox):
    """A question with a whole-number answer. ``check(answer)`` returns ``(right, explanation)``."""

    def __init__(self, prompt, check):
        self._check = check
        self.prompt = widgets.HTML(f"<b>{escape(prompt)}</b>")
        self.answer = widgets.Text(description=say("lab.quiz.answer"), placeholder="?",
                                   style={"description_width": "initial"})
        self.button = widgets.Button(description=say("lab.quiz.check"), button_style="primary")
        self.feedback = widgets.HTML()
        self.right = None
        self.button.on_click(lambda _button: self.submit())
        super().__init__([self.prompt, widgets.HBox([self.answer, self.button]), self.feedback])

    def submit(self):
        """What pressing Check does: read the answer, show whether it is right and why."""
        text = self.answer.value.strip()
        try:
            value = int(text)
        except ValueError:
            self.right = None
            self._show(say("lab.quiz.not_a_number"), WRONG)
            return
        self.right, explanation = self._check(value)
        self._show(explanation, RIGHT if self.right else WRONG)

    def _show(self, message, color):
        mark = "✔" if color == RIGHT else "✘"
        self.feedback.value = (f'<div style="padding:4px 8px;border-left:4px solid {color};'
                               f'color:{color}">{mark} {escape(message)}</div>')


def science_formula(counts):
    """``(3, 2, 1)`` -> ``'3² + 2² + 1² + 7 × 1 = 9 + 4 + 1 + 7 = 21'``."""
    sets = min(counts)
    squares = " + ".join(f"{n}²" for n in counts)
    values = " + ".join(str(n * n) for n in counts)
    return f"{squares} + 7 × {sets} = {values} + {7 * sets} = {science_points(counts)}"


def _counts_text(counts):
    return ", ".join(f"{n} {say(f'lab.symbol.{s}')}" for s, n in zip(SYMBOLS, counts, strict=True))


class ScienceQuiz(Question):
    """How many science points for these symbol counts? A wrong answer is diagnosed."""

    def __init__(self, counts):
        self.counts = tuple(counts)
        super().__init__(say("lab.quiz.science.question", counts=_counts_text(self.counts)), self._judge)

    def _judge(self, value):
        counts = self.counts
        points = science_points(counts)
        how = say("lab.quiz.science.how", formula=science_formula(counts))
        if value == points:
            return True, say("lab.quiz.right", why=how)
        squares = sum(n * n for n in counts)
        if value == squares and squares != points:
            reason = say("lab.quiz.science.forgot_sets", squares=squares)
        elif value in (sum(counts), sum(counts) + 7 * min(counts)):
            reason = say("lab.quiz.science.linear")
        elif value == 7 * min(counts):
            reason = say("lab.quiz.science.only_sets")
        else:
            reason = say("lab.quiz.wrong", answer=value)
        return False, f"{reason} {how}"


class BreakdownQuiz(Question):
    """What is the total of these points? A wrong answer is compared with each category.

    ``parts`` maps a category to its points; an answer that leaves one out, or counts one
    twice, is told which.

    >>> quiz = BreakdownQuiz("How many points?", {"wonder": 9, "civilian": 6, "military": 3})
    >>> quiz.answer.value = "15"; quiz.button.click()
    >>> "Military (3 points)" in quiz.feedback.value
    True
    """

    def __init__(self, prompt, parts, hints=None):
        self.parts = dict(parts)
        self.hints = dict(hints or {})
        super().__init__(prompt, self._judge)

    def _judge(self, value):
        from ..views.style import category_label

        total = sum(self.parts.values())
        how = " + ".join(f"{category_label(c)} {n}" for c, n in self.parts.items()) + f" = {total}"
        if value == total:
            return True, say("lab.quiz.right", why=how)
        for category, points in self.parts.items():
            if points and value in (total - points, total + points):
                key = "lab.quiz.left_out" if value < total else "lab.quiz.twice"
                reason = say(key, category=f"{category_label(category)} ({points} points)")
                hint = self.hints.get(category)
                return False, " ".join(filter(None, [reason, hint, how]))
        return False, f"{say('lab.quiz.wrong', answer=value)} {how}"

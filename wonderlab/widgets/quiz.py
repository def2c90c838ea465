"""Exercises that answer back: the learner types an answer, presses Check, and reads why.

>>> quiz = ScienceQuiz((2, 2, 1))
>>> quiz.answer.value = "9"
>>> quiz.button.click()
>>> "forgot the 7 points" in quiz.feedback.value
True
"""

from html import escape
from html import unescape as html_unescape

import ipywidgets as widgets

import wonderlab.core.labels  # noqa: F401  (registers the texts)

from ..core.i18n import say
from ..core.labels import symbol_count
from ..core.science import SYMBOLS, science_points
from ..views.style import RIGHT_EDGE, THEME_TEXT, WRONG_EDGE

RIGHT, WRONG = RIGHT_EDGE, WRONG_EDGE      # the edge's colour; the words keep the theme's text colour


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

    def _repr_mimebundle_(self, **kwargs):
        """The live question, plus its still picture and text for a file read without a kernel."""
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        box = ("display:inline-block;min-width:120px;padding:2px 6px;margin:4px 6px 4px 0;"
               "border:1px solid var(--jp-border-color1, #999)")
        bundle["text/html"] = (
            f'<div class="wonderlab-quiz-still" style="color:{THEME_TEXT}">{self.prompt.value}<div>'
            f'{escape(say("lab.quiz.answer"))} <span style="{box}">{escape(self.answer.value) or "?"}</span>'
            f'<span style="{box};min-width:0">{escape(say("lab.quiz.check"))}</span></div>{self.feedback.value}</div>')
        prompt = self.prompt.value.replace("<b>", "").replace("</b>", "")
        bundle["text/plain"] = f"<Question: {html_unescape(prompt)} (run the cell to answer)>"
        return bundle

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
        right = color == RIGHT
        self.feedback.value = (f'<div class="wonderlab-feedback" data-right="{str(right).lower()}" '
                               f'style="padding:4px 8px;border-left:4px solid {color};color:{THEME_TEXT}">'
                               f'<b>{"✔" if right else "✘"}</b> {escape(message)}</div>')


def science_formula(counts):
    """``(3, 2, 1)`` -> ``'3² + 2² + 1² + 7 × 1 = 9 + 4 + 1 + 7 = 21'``."""
    sets = min(counts)
    squares = " + ".join(f"{n}²" for n in counts)
    values = " + ".join(str(n * n) for n in counts)
    return f"{squares} + 7 × {sets} = {values} + {7 * sets} = {science_points(counts)}"


def _counts_text(counts):
    return ", ".join(symbol_count(n, s) for s, n in zip(SYMBOLS, counts, strict=True))


class ScienceQuiz(Question):
    """How many science points for these symbol counts? A wrong answer is diagnosed."""

    def __init__(self, counts):
        self.counts = tuple(counts)
        super().__init__(say("lab.quiz.science.question", counts=_counts_text(self.counts)), self._judge)

    def solution(self):
        return say("lab.quiz.science.how", formula=science_formula(self.counts))

    def verdict(self, value):
        """``(right, diagnosis)``: the diagnosis names the mistake when there is a known one."""
        counts = self.counts
        points = science_points(counts)
        if value == points:
            return True, None
        squares = sum(n * n for n in counts)
        if value == squares and squares != points:
            return False, say("lab.quiz.science.forgot_sets", squares=squares)
        if value in (sum(counts), sum(counts) + 7 * min(counts)):
            return False, say("lab.quiz.science.linear")
        if value == 7 * min(counts):
            return False, say("lab.quiz.science.only_sets")
        return False, None

    def _judge(self, value):
        right, diagnosis = self.verdict(value)
        if right:
            return True, say("lab.quiz.right", why=self.solution())
        return False, f"{diagnosis or say('lab.quiz.wrong', answer=value)} {self.solution()}"


class BreakdownQuiz(Question):
    """What is the total of these points? A wrong answer is compared with each category.

    ``parts`` maps a category to its points; an answer that leaves one out, or counts one
    twice, is told which.

    >>> quiz = BreakdownQuiz("How many points?", {"wonder": 9, "civilian": 6, "military": 3})
    >>> quiz.answer.value = "15"; quiz.button.click()
    >>> "Military (3 points)" in quiz.feedback.value
    True

    When several categories could explain the gap, each is named:

    >>> quiz = BreakdownQuiz("How many points?", {"military": 2, "treasury": 2, "civilian": 6})
    >>> quiz.answer.value = "8"; quiz.button.click()
    >>> "Military (2 points) or Treasury (2 points)" in quiz.feedback.value
    True
    """

    def __init__(self, prompt, parts, hints=None):
        self.parts = dict(parts)
        self.hints = dict(hints or {})
        super().__init__(prompt, self._judge)

    def solution(self):
        from ..core.labels import category_label

        total = sum(self.parts.values())
        return " + ".join(f"{category_label(c)} {n}" for c, n in self.parts.items()) + f" = {total}"

    def verdict(self, value):
        """``(right, diagnosis)``: a category left out or counted twice is named."""
        from ..core.labels import category_label

        total = sum(self.parts.values())
        if value == total:
            return True, None
        for key, sign in (("lab.quiz.left_out", -1), ("lab.quiz.twice", 1)):
            # every category whose points explain the gap: forgetting 2 military points and
            # forgetting 2 treasury points give the same answer, so both are named
            suspects = [c for c, points in self.parts.items() if points and value == total + sign * points]
            if suspects:
                named = say("lab.or").join(f"{category_label(c)} ({self.parts[c]} points)" for c in suspects)
                hints = [self.hints[c] for c in suspects if self.hints.get(c)]
                return False, " ".join([say(key, category=named), *hints])
        return False, None

    def _judge(self, value):
        right, diagnosis = self.verdict(value)
        if right:
            return True, say("lab.quiz.right", why=self.solution())
        return False, f"{diagnosis or say('lab.quiz.wrong', answer=value)} {self.solution()}"

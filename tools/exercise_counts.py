"""The course's exercises counted by kind for each series, from the course's registries: typed and
choice exercises (``wonderlab/course/<game>.py``), code exercises (``course/code.py``, the code
arc included, and the Python warm-ups), review questions (``course/review.py`` as the review
notebooks draw them, and the last review of ``course/differences.py``).

    python tools/exercise_counts.py        # a Markdown table, for the closing note of issue 36

tests/course/test_exercise_counts.py counts the same from the notebooks' own cells.
"""

import sys

SERIES = ("classic", "duel", "architects", "lab", "python you need", "last review")
KINDS = ("typed", "choice", "code", "review")
SEED = 1            # the review notebooks' SEED


def counts():
    """``{series: {kind: number}}``."""
    from importlib import import_module

    from wonderlab.course.code import EXERCISES, PYTHON
    from wonderlab.course.differences import Differences
    from wonderlab.course.review import Review, form_of

    found = {series: dict.fromkeys(KINDS, 0) for series in SERIES}
    for game in ("classic", "duel", "architects"):
        course = import_module(f"wonderlab.course.{game}")
        for name in course.EXERCISES:
            found[game][form_of(course.exercise(name))] += 1
        found[game]["code"] = sum(name.startswith(f"{game}-") for name in EXERCISES)
        found[game]["review"] = len(Review(game, SEED).questions)
    found["python you need"]["code"] = len(PYTHON)
    found["last review"]["review"] = len(Differences(SEED).questions)
    return found


def table(found=None):
    """The counts as a Markdown table, with its totals."""
    found = found or counts()
    lines = ["| series | " + " | ".join(KINDS) + " | all |", "|---" * (len(KINDS) + 2) + "|"]
    for series in SERIES:
        row = [found[series][kind] for kind in KINDS]
        lines.append(f"| {series} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    totals = [sum(found[s][kind] for s in SERIES) for kind in KINDS]
    lines.append("| all | " + " | ".join(map(str, totals)) + f" | {sum(totals)} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(table())
    sys.exit(0)

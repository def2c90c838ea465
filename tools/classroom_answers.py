"""Write the answers of the course's exercises into the teacher's guide, from the exercises
themselves, so that they are right (and the code exercises' reference solutions).

    python tools/classroom_answers.py            # rewrite the answers in notebooks/classroom/README.md
    python tools/classroom_answers.py --check    # exit 1 when the guide is not up to date

Each exercise of ``wonderlab/course/<game>.py`` is built as the learner sees it; every answer it
offers (each option of a choice, each whole number from -30 to 400) is submitted as a click
would, and the one it accepts is written down with the explanation it gives.
"""

import argparse
import importlib
import re
import sys
from html import unescape
from pathlib import Path

GUIDE = Path(__file__).resolve().parent.parent / "notebooks" / "classroom" / "README.md"
NOTEBOOKS = GUIDE.parent.parent
BEGIN, END = "<!-- answers: begin (tools/classroom_answers.py) -->", "<!-- answers: end -->"
TITLES = {"classic": "7 Wonders", "duel": "7 Wonders Duel", "architects": "7 Wonders Architects"}
NUMBERS = range(-30, 401)


def text(html):
    """The words of an HTML fragment, on one line."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def solve(widget):
    """``(answer, explanation)``: the answer ``widget`` accepts, found by submitting each one."""
    import ipywidgets as widgets

    inputs = list(_inputs(widget))
    box = next((w for w in inputs if isinstance(w, widgets.RadioButtons)), None)
    if box is not None:
        candidates = list(zip(box._options_labels, box._options_values, strict=True))
    else:
        box = next(w for w in inputs if isinstance(w, widgets.Text))
        candidates = [(str(n), str(n)) for n in NUMBERS]
    for label, value in candidates:
        box.value = value
        widget.submit()
        if widget.right:
            why = text(widget.feedback.value).lstrip("✔ ").strip().removeprefix("Right!").strip()
            return label, why
    raise ValueError(f"no answer accepted by {text(widget.prompt.value)!r}")


def _inputs(widget):
    """Every widget inside ``widget``, depth first."""
    for child in getattr(widget, "children", ()):
        yield child
        yield from _inputs(child)


def where(game, key):
    """The notebook of ``game`` that asks exercise ``key``."""
    for path in sorted((NOTEBOOKS / game).glob("*.ipynb")):
        if f'exercise(\\"{key}\\")' in path.read_text(encoding="utf-8") or \
                f"exercise('{key}')" in path.read_text(encoding="utf-8"):
            return path.name
    return "-"


def answers():
    """The answers section of the guide, in Markdown."""
    from wonderlab.core.i18n import set_language

    set_language("en")
    lines = []
    for game, title in TITLES.items():
        course = importlib.import_module(f"wonderlab.course.{game}")
        lines += [f"### {title}", ""]
        for key in course.EXERCISES:
            widget = course.exercise(key)
            answer, why = solve(widget)
            lines.append(f"- **{key}** ({where(game, key)}): {text(widget.prompt.value)} "
                         f"**Answer: {answer}.** {why}")
        lines.append("")
    lines += code_solutions()
    return "\n".join(lines).rstrip() + "\n"


def code_solutions():
    """The reference solution of each code exercise, with the notebook that asks it: the same
    text the learner finds behind "Show a reference solution"."""
    from wonderlab.course.code import EXERCISES, solution

    lines = ["### Code exercises: reference solutions", "",
             "Each is written from the rules alone; the check also runs hidden positions drawn at each run, "
             "and refuses a function that calls the engine's own answer.", "",
             "The code arc of each game (`code-your-bot.ipynb`) ends with a bot of the student's own: "
             "`save_bot` writes it into `~/wonderlab-bots/`, a Python file the student can send you. In the "
             "teacher's notebook, `from wonderlab.course.arc import load_bot` then `load_bot(\"ana_bot.py\")` "
             "seats it under the file's name (it runs the student's code: read the file first), and "
             "`tournament(\"duel\", bots=(\"ana_bot\", \"greedy\"), games=50)` with `standings(frame)` "
             "compares the class's bots with their intervals. The live classroom seats only the bots it "
             "ships (random, greedy, search), not a student's file.", ""]
    for name in EXERCISES:
        game = name.split("-")[0]
        found = next((path.name for path in sorted((NOTEBOOKS / game).glob("*.ipynb"))
                      if f'check(\\"{name}\\"' in path.read_text(encoding="utf-8")), "-")
        lines += [f"- **{name}** ({found}):", "", "  ```python",
                  *(f"  {line}".rstrip() for line in solution(name).splitlines()), "  ```", ""]
    return lines


def updated(guide_text, section):
    start, end = guide_text.index(BEGIN) + len(BEGIN), guide_text.index(END)
    return guide_text[:start] + "\n\n" + section + "\n" + guide_text[end:]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only say whether the guide is up to date")
    args = parser.parse_args(argv)
    now = GUIDE.read_text(encoding="utf-8")
    new = updated(now, answers())
    if args.check:
        if new != now:
            print(f"{GUIDE}: the answers are out of date: run python tools/classroom_answers.py")
            return 1
        return 0
    GUIDE.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

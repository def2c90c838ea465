"""Write the answers of the course's exercises into the teacher's guide, from the exercises
themselves, so that they are right (and the code exercises' reference solutions).

    python tools/classroom_answers.py            # rewrite the answers in both guides
    python tools/classroom_answers.py --check    # exit 1 when a guide is not up to date

The English guide is ``notebooks/classroom/README.md``; its French twin,
``notebooks/fr/classroom/LISEZMOI.md``, gets the same answers in French: the exercises built in
French, as the French course asks them, with the French notebooks' names.

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

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
GUIDES = {"en": NOTEBOOKS / "classroom" / "README.md", "fr": NOTEBOOKS / "fr" / "classroom" / "LISEZMOI.md"}
GUIDE = GUIDES["en"]
BEGIN, END = "<!-- answers: begin (tools/classroom_answers.py) -->", "<!-- answers: end -->"
TITLES = {"classic": "7 Wonders", "duel": "7 Wonders Duel", "architects": "7 Wonders Architects"}
NUMBERS = range(-30, 401)
WORDS = {   # the guide's own words around the exercises' texts
    "en": {"answer": "Answer: {answer}.", "colon": ":",
           "code": "Code exercises: reference solutions",
           "code_note": "Each is written from the rules alone; the check also runs hidden positions drawn at "
                        "each run, and refuses a function that calls the engine's own answer.",
           "arc_note": "The code arc of each game (`code-your-bot.ipynb`) ends with a bot of the student's own: "
                       "`save_bot` writes it into `~/wonderlab-bots/`, a Python file the student can send you. In "
                       "the teacher's notebook, `from wonderlab.course.arc import load_bot` then "
                       "`load_bot(\"ana_bot.py\")` seats it under the file's name (it runs the student's code: "
                       "read the file first), and `tournament(\"duel\", bots=(\"ana_bot\", \"greedy\"), games=50)` "
                       "with `standings(frame)` compares the class's bots with their intervals. The live classroom "
                       "seats only the bots it ships (random, greedy, search), not a student's file."},
    "fr": {"answer": "Réponse\u00a0: {answer}.", "colon": "\u00a0:",
           "code": "Exercices de code\u00a0: les solutions de référence",
           "code_note": "Chacune est écrite à partir des seules règles\u00a0; la vérification essaie aussi des "
                        "positions cachées, tirées à chaque exécution, et refuse une fonction qui appelle la "
                        "réponse du moteur lui-même.",
           "arc_note": "Le parcours de code de chaque jeu (`coder-votre-bot.ipynb`) se termine par un robot écrit "
                       "par l'élève\u00a0: `save_bot` l'enregistre dans `~/wonderlab-bots/`, un fichier Python que "
                       "l'élève peut vous envoyer. Dans le carnet de l'enseignant, "
                       "`from wonderlab.course.arc import load_bot` puis `load_bot(\"ana_bot.py\")` l'installe sous "
                       "le nom du fichier (cela exécute le code de l'élève\u00a0: lisez d'abord le fichier), et "
                       "`tournament(\"duel\", bots=(\"ana_bot\", \"greedy\"), games=50)` avec `standings(frame)` "
                       "compare les robots de la classe avec leurs intervalles. La classe en direct n'installe que "
                       "les robots qu'elle fournit (random, greedy, search), pas le fichier d'un élève."},
}


def french_spaces(line):
    """French typography in a line of the guide: a non-breaking space before « : », « ; », « ? »,
    « ! » and « » », after « « » (the catalogs write a plain one).

    >>> french_spaces("Qui gagne ? « Hugo » : 2 ; oui !") == "Qui gagne\u00a0? «\u00a0Hugo\u00a0»\u00a0: 2\u00a0; oui\u00a0!"
    True
    >>> french_spaces("1 bois; 1 pierre") == "1 bois\u00a0; 1 pierre"
    True
    """
    line = re.sub(r"(?<=[^\s\u00a0(])(?=[:;?!](?:\s|$))", "\u00a0", line)   # a list the catalogs glue: « Gisement; 2 »
    return re.sub(r"« ", "«\u00a0", re.sub(r" (?=[:;?!»])", "\u00a0", line))


def text(html):
    """The words of an HTML fragment, on one line."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def solve(widget):
    """``(answer, explanation)``: the answer ``widget`` accepts, found by submitting each one."""
    import ipywidgets as widgets

    from wonderlab.core.i18n import say

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
            right = say("lab.quiz.right", why="").strip()      # "Right!", « Exact ! »
            why = text(widget.feedback.value).lstrip("✔ ").strip().removeprefix(right).strip()
            return label, why
    raise ValueError(f"no answer accepted by {text(widget.prompt.value)!r}")


def _inputs(widget):
    """Every widget inside ``widget``, depth first."""
    for child in getattr(widget, "children", ()):
        yield child
        yield from _inputs(child)


def folder(lang):
    """The folder of the course in ``lang``: ``notebooks/`` or ``notebooks/fr/``."""
    return NOTEBOOKS if lang == "en" else NOTEBOOKS / lang


def where(game, key, lang="en"):
    """The notebook of ``game`` (in the course of ``lang``) that asks exercise ``key``."""
    for path in sorted((folder(lang) / game).glob("*.ipynb")):
        if f'exercise(\\"{key}\\")' in path.read_text(encoding="utf-8") or \
                f"exercise('{key}')" in path.read_text(encoding="utf-8"):
            return path.name
    return "-"


def answers(lang="en"):
    """The answers section of the guide in ``lang``, in Markdown."""
    from wonderlab.core.i18n import language, set_language

    before = language()
    set_language(lang)
    try:
        lines = []
        for game, title in TITLES.items():
            course = importlib.import_module(f"wonderlab.course.{game}")
            lines += [f"### {title}", ""]
            for key in course.EXERCISES:
                widget = course.exercise(key)
                answer, why = solve(widget)
                line = (f"{text(widget.prompt.value)} **{WORDS[lang]['answer'].format(answer=answer)}** {why}")
                lines.append(f"- **{key}** ({where(game, key, lang)}){WORDS[lang]['colon']} "
                             f"{french_spaces(line) if lang == 'fr' else line}")
            lines.append("")
        lines += code_solutions(lang)
    finally:
        set_language(before)
    return "\n".join(lines).rstrip() + "\n"


def code_solutions(lang="en"):
    """The reference solution of each code exercise, with the notebook that asks it: the same
    text the learner finds behind "Show a reference solution" (in the current language)."""
    from wonderlab.course.code import EXERCISES, solution

    lines = [f"### {WORDS[lang]['code']}", "", WORDS[lang]["code_note"], "", WORDS[lang]["arc_note"], ""]
    for name in EXERCISES:
        game = name.split("-")[0]
        found = next((path.name for path in sorted((folder(lang) / game).glob("*.ipynb"))
                      if f'check(\\"{name}\\"' in path.read_text(encoding="utf-8")), "-")
        lines += [f"- **{name}** ({found}){WORDS[lang]['colon']}", "", "  ```python",
                  *(f"  {line}".rstrip() for line in solution(name).splitlines()), "  ```", ""]
    return lines


def updated(guide_text, section):
    start, end = guide_text.index(BEGIN) + len(BEGIN), guide_text.index(END)
    return guide_text[:start] + "\n\n" + section + "\n" + guide_text[end:]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only say whether the guide is up to date")
    args = parser.parse_args(argv)
    stale = 0
    for lang, guide in GUIDES.items():
        now = guide.read_text(encoding="utf-8")
        new = updated(now, answers(lang))
        if args.check and new != now:
            print(f"{guide}: the answers are out of date: run python tools/classroom_answers.py")
            stale = 1
        elif new != now:
            guide.write_text(new, encoding="utf-8")
    return stale


if __name__ == "__main__":
    sys.exit(main())

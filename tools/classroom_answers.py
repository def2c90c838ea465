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
           "reviews": "Reviews: the questions as the notebooks ask them",
           "reviews_note": "Each review draws its questions from its seed: `SEED = 1` as the notebooks are "
                           "stored (a student who changes it gets other questions; the review still shows each "
                           "solution on the third try). Its typed and choice questions are the exercises above, "
                           "asked again; its numeric ones are positions of the code exercises, answered by the "
                           "engine. The last review's answers are each an exercise of the game they describe.",
           "review_title": {"classic": "7 Wonders", "duel": "7 Wonders Duel", "architects": "7 Wonders Architects",
                            "three-games": "The three games' differences"},
           "code": "Code exercises: reference solutions",
           "code_note": "Each is written from the rules alone; the check also runs hidden positions drawn at "
                        "each run, and refuses a function that calls the engine's own answer.",
           "arc_note": "The code arc of each game (`code-your-bot.ipynb`) ends with a bot of the student's own: "
                       "`save_bot` writes it into `~/wonderlab-bots/` (or the folder `WONDERLAB_BOTS` names), a "
                       "Python file the student can send you. In "
                       "the teacher's notebook, `from wonderlab.course.arc import load_bot` then "
                       "`load_bot(\"ana_bot.py\")` seats it under the file's name (it runs the student's code: "
                       "read the file first), and `tournament(\"duel\", bots=(\"ana_bot\", \"greedy\"), games=50)` "
                       "with `standings(frame)` compares the class's bots with their intervals. At a live table "
                       "(`wonderlab serve`), a student's bot plays from the student's own notebook: "
                       "`from wonderlab.live.client import play_seat` then `play_seat(address, bot, \"Ana bot\")` "
                       "joins with the class's address and holds a seat like a student (your dashboard shows it "
                       "and can move it); you may seat a file you have read the same way from your own notebook, "
                       "`play_seat(address, \"ana_bot.py\", \"Ana bot\")`. The server itself never runs a "
                       "student's code (docs/live.md)."},
    "fr": {"answer": "Réponse\u00a0: {answer}.", "colon": "\u00a0:",
           "reviews": "Révisions\u00a0: les questions telles que les notebooks les posent",
           "reviews_note": "Chaque révision tire ses questions de sa graine\u00a0: `SEED = 1` dans les notebooks "
                           "tels qu'ils sont livrés (un élève qui la change a d'autres questions\u00a0; la révision "
                           "montre toujours la solution au troisième essai). Ses questions à taper et à choix sont "
                           "les exercices ci-dessus, posés à nouveau\u00a0; ses questions numériques sont des "
                           "positions des exercices de code, résolues par le moteur. Chaque réponse de la dernière "
                           "révision est un exercice du jeu qu'elle décrit.",
           "review_title": {"classic": "7 Wonders", "duel": "7 Wonders Duel", "architects": "7 Wonders Architects",
                            "three-games": "Les différences entre les trois jeux"},
           "code": "Exercices de code\u00a0: les solutions de référence",
           "code_note": "Chacune est écrite à partir des seules règles\u00a0; la vérification essaie aussi des "
                        "positions cachées, tirées à chaque exécution, et refuse une fonction qui appelle la "
                        "réponse du moteur lui-même.",
           "arc_note": "Le parcours de code de chaque jeu (`coder-votre-bot.ipynb`) se termine par un robot écrit "
                       "par l'élève\u00a0: `save_bot` l'enregistre dans `~/wonderlab-bots/` (ou le dossier que "
                       "nomme `WONDERLAB_BOTS`), un fichier Python que "
                       "l'élève peut vous envoyer. Dans le carnet de l'enseignant, "
                       "`from wonderlab.course.arc import load_bot` puis `load_bot(\"ana_bot.py\")` l'installe sous "
                       "le nom du fichier (cela exécute le code de l'élève\u00a0: lisez d'abord le fichier), et "
                       "`tournament(\"duel\", bots=(\"ana_bot\", \"greedy\"), games=50)` avec `standings(frame)` "
                       "compare les robots de la classe avec leurs intervalles. À une table en direct "
                       "(`wonderlab serve`), le robot d'un élève joue depuis le notebook de l'élève\u00a0: "
                       "`from wonderlab.live.client import play_seat` puis `play_seat(adresse, bot, \"Ana bot\")` "
                       "rejoint la classe par son adresse et tient une place comme un élève (votre tableau de bord "
                       "la montre et peut la déplacer)\u00a0; vous pouvez placer de même un fichier que vous avez "
                       "lu, depuis votre propre notebook, `play_seat(adresse, \"ana_bot.py\", \"Ana bot\")`. "
                       "Le serveur n'exécute jamais le code d'un élève (docs/live.md)."},
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
        lines += reviews(lang)
        lines += code_solutions(lang)
    finally:
        set_language(before)
    return "\n".join(lines).rstrip() + "\n"


REVIEWS = {"en": {"classic": "classic/review.ipynb", "duel": "duel/review.ipynb",
                   "architects": "architects/review.ipynb", "three-games": "review-three-games.ipynb"},
           "fr": {"classic": "classic/revision.ipynb", "duel": "duel/revision.ipynb",
                  "architects": "architects/revision.ipynb", "three-games": "revision-trois-jeux.ipynb"}}
REVIEW_SEED = 1


def reviews(lang="en"):
    """The answers of each review as its notebook asks it (``SEED = 1``), and of the last review
    of the three games' differences: a numeric question's is the engine's, with the review's own
    explanation; a typed or choice question's is the one its widget accepts."""
    from wonderlab.course.differences import Differences
    from wonderlab.course.review import Review, ReviewQuestion

    lines = [f"### {WORDS[lang]['reviews']}", "", WORDS[lang]["reviews_note"], ""]
    for name, notebook in REVIEWS[lang].items():
        review = Differences(REVIEW_SEED) if name == "three-games" else Review(name, REVIEW_SEED)
        lines += [f"#### {WORDS[lang]['review_title'][name]} ({notebook})", ""]
        for question in review.questions:
            if isinstance(question, ReviewQuestion):
                answer, why = question.expected, question.solution()
            else:
                answer, why = solve(question)
            if name == "three-games":
                why = ""                          # its explanation repeats the description asked
            number, asked = re.match(r"(\d+)\.\s*(.*)", text(question.prompt.value)).groups()
            line = f"{asked} **{WORDS[lang]['answer'].format(answer=answer)}** {why}".rstrip()
            lines.append(f"- **{number}.** {french_spaces(line) if lang == 'fr' else line}")
        lines.append("")
    return lines


def code_solutions(lang="en"):
    """The reference solution of each code exercise, with the notebook that asks it: the same
    text the learner finds behind "Show a reference solution" (in the current language)."""
    from wonderlab.course.code import EXERCISES, PYTHON, solution

    lines = [f"### {WORDS[lang]['code']}", "", WORDS[lang]["code_note"], "", WORDS[lang]["arc_note"], ""]
    for name in [*EXERCISES, *PYTHON]:          # the warm-ups of "The Python you need" last
        game = name.split("-")[0]
        where = folder(lang) / game if game in TITLES else folder(lang)
        found = next((path.name for path in sorted(where.glob("*.ipynb"))
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

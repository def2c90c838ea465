"""The teacher's learning board: per rule family, who got its exercises right first time, and who
needs help, from the course results that travel in the students' result codes.

For each family: how many of the exercises the students tried were **right first time** (at the
first try, the solution not shown), of how many tried, by how many students; the students who
**need help** there (an exercise wrong at first and still wrong, or its solution shown); and the
reviews' score (questions right without the solution, of those asked).

>>> from wonderlab.course.journal import Journal
>>> ana, bo = Journal(), Journal()
>>> ana.note("classic", "military-1", True)
>>> bo.note("classic", "military-1", False); bo.note("classic", "military-2", False); bo.shown("classic", "chain-1")
>>> for row in learning_rows([("Ana", ana.data()), ("Bo", bo.data())]):
...     print(row["family"], row["right_first"], row["tried"], row["students"], row["help"])
chaining 0 1 1 {'Bo': ['chain-1']}
military 1 3 2 {'Bo': ['military-1', 'military-2']}
"""

import random
from html import escape

from ..core.i18n import plural, register, say
from ..course.families import FAMILIES, FAMILY_ORDER, WHOLE_GAMES, family_of, names
from ..course.journal import FIRST, RIGHT, SHOWN, TRIES, Journal
from ..views.style import FONT, RIGHT_EDGE, THEME_TEXT


def needs_help(entry):
    """Whether one exercise's ``[right first, tries, shown, right at last]`` asks for the teacher:
    wrong at first and still wrong, or the solution shown.

    >>> needs_help([0, 2, 0, 1]), needs_help([0, 3, 0, 0]), needs_help([0, 0, 1, 0])
    (False, True, True)
    """
    return bool(entry[SHOWN]) or (entry[TRIES] > 0 and not entry[FIRST] and not entry[RIGHT])


def learning_rows(students):
    """One row per (game, rule family) that a student tried, in the course's order: ``game``,
    ``family``, ``label`` (its name in the current language), ``tried`` (exercises tried, each
    student's counted), ``right_first`` (of those, right at the first try without the solution),
    ``students`` (who tried one), ``help`` (``{student: [exercises]}``, by name from A to Z), ``review_right``
    and ``review_asked`` (all students' review questions of the family). ``students``: pairs
    ``(name, course)``, the course in the journal's short form (a ``Result``'s ``course``), or a
    verified ``Board``."""
    if hasattr(students, "results"):
        students = [(r.name, r.course) for r in students.results]
    rows = {}

    def row(game, family):
        return rows.setdefault((game, family), {
            "game": game, "family": family, "label": say(f"classroom.family.{family}"), "tried": 0,
            "right_first": 0, "students": set(), "help": {}, "review_right": 0, "review_asked": 0})

    for name, course in students:
        for game, entries in course.get("e", {}).items():
            for exercise, entry in entries.items():
                found = row(game, family_of(game, exercise))
                found["students"].add(name)
                found["tried"] += 1
                found["right_first"] += int(bool(entry[FIRST]) and not entry[SHOWN])
                if needs_help(entry):
                    found["help"].setdefault(name, []).append(exercise)
        for game, kinds in course.get("r", {}).items():
            for kind, (right, asked) in kinds.items():
                found = row(game, family_of(game, kind))
                found["review_right"] += right
                found["review_asked"] += asked
    out = []
    for game in FAMILIES:
        for family in FAMILY_ORDER:
            found = rows.get((game, family))
            if found is None:
                continue
            found["students"] = len(found["students"])
            found["help"] = {name: sorted(found["help"][name]) for name in sorted(found["help"], key=str.casefold)}
            out.append(found)
    return out


def learning_text(rows):
    """The rows as plain text lines, for the command line and a notebook's print; the exercises
    of a student who needs help in brackets, by the names a notebook's cell asks them by.

    >>> from wonderlab.course.journal import Journal
    >>> bo = Journal(); bo.note("duel", "trade-1", False); bo.review("duel", {"duel-price": (1, 2)})
    >>> print(learning_text(learning_rows([("Bo", bo.data())])))
    7 Wonders Duel · Trading: right first time 0 of 1 (1 student) · review 1 of 2 · help: Bo [trade-1]
    """
    if not rows:
        return say("classroom.learning.none")
    lines = []
    for row in rows:
        parts = [say("classroom.learning.line", game=say(f"classroom.learning.game.{row['game']}"),
                     family=row["label"], first=say("classroom.learning.first", right=row["right_first"], tried=row["tried"],
                                                    students=plural(row["students"], "classroom.learning.students")))]
        if row["review_asked"]:
            parts.append(say("classroom.learning.review", right=row["review_right"], asked=row["review_asked"]))
        if row["help"]:
            parts.append(say("classroom.learning.help", names=", ".join(
                f"{name} [{', '.join(names)}]" for name, names in row["help"].items())))
        lines.append(" · ".join(parts))
    return "\n".join(lines)


def learning_html(rows):
    """The rows as a compact table: a bar of right first time out of tried, the reviews, the
    students who need help (their exercises on hover). Theme colours: readable light and dark."""
    if not rows:
        return f'<div class="wl-learning" style="{FONT};color:{THEME_TEXT}"><i>{escape(say("classroom.learning.none"))}</i></div>'
    cell = "padding:3px 8px;border-bottom:1px solid var(--jp-border-color2,#ccc);vertical-align:middle"
    head = [say("classroom.learning.family"), say("classroom.learning.first_head"),
            say("classroom.learning.review_head"), say("classroom.learning.help_head")]
    lines, game = [], None
    for row in rows:
        if row["game"] != game:
            game = row["game"]
            lines.append(f'<tr><th colspan="4" style="{cell};text-align:left;padding-top:8px">'
                         f'{escape(say(f"classroom.learning.game.{game}"))}</th></tr>')
        share = row["right_first"] / row["tried"] if row["tried"] else 0
        bar = (f'<div style="display:flex;align-items:center;gap:6px"><div style="width:120px;height:12px;'
               f'border:1px solid {THEME_TEXT};border-radius:2px;background:var(--jp-layout-color3,#bdbdbd)">'
               f'<div style="width:{share * 100:.0f}%;height:100%;background:{RIGHT_EDGE}"></div></div>'
               f'<span>{row["right_first"]}/{row["tried"]} · {row["students"]}</span></div>')
        review = f'{row["review_right"]}/{row["review_asked"]}' if row["review_asked"] else "–"
        helped = ", ".join(f'<span title="{escape(", ".join(names))}">{escape(name)}</span>'
                           for name, names in row["help"].items()) or "–"
        lines.append(f'<tr data-game="{game}" data-family="{escape(row["family"])}"><td style="{cell};text-align:left">{escape(row["label"])}</td>'
                     f'<td style="{cell};text-align:left">{bar}</td><td style="{cell};text-align:right">{review}</td>'
                     f'<td style="{cell};text-align:left;max-width:420px">{helped}</td></tr>')
    # the title in line with the cells' text, inside the board (its margin does not leak out of
    # it), and each column's head aligned as its numbers are (the reviews' on the right)
    aligns = ("left", "left", "right", "left")
    return (f'<div class="wl-learning" style="{FONT};color:{THEME_TEXT};max-width:1000px;padding-top:1px">'
            f'<h4 style="margin:8px 8px 4px">{escape(say("classroom.learning.title"))}</h4>'
            f'<table data-role="learning" style="border-collapse:collapse;color:{THEME_TEXT}"><tr>'
            + "".join(f'<th style="{cell};text-align:{align}">{escape(h)}</th>' for h, align in zip(head, aligns, strict=True))
            + "</tr>" + "".join(lines) + "</table></div>")


def pretend_course(game, seed, skill=0.7):
    """The course results of a pretend student of ``game`` (the journal's short form), seeded:
    each exercise done or not, each try right with probability ``skill``, up to three tries then
    the solution shown or not, and a review of two or three questions a kind. For a rehearsal and
    for tests; ``learning_rows`` does not know them from a real class's.

    >>> pretend_course("duel", 1) == pretend_course("duel", 1) != pretend_course("duel", 2)
    True
    """
    rng = random.Random(f"pretend/{game}/{seed}")
    journal = Journal()
    for name in sorted(names(game)):
        if rng.random() < 0.3:
            continue
        for _try in range(3):
            right = rng.random() < skill
            journal.note(game, name, right)
            if right:
                break
        else:
            if rng.random() < 0.5:
                journal.shown(game, name)
    kinds = sorted(name for name in names(game) if name.startswith(f"{game}-") and name not in WHOLE_GAMES)
    scores = {}
    for kind in kinds:
        asked = rng.choice((2, 3))
        scores[kind] = (sum(rng.random() < skill for _ in range(asked)), asked)
    journal.review(game, scores)
    return journal.data()


class LearningBoard:
    """The learning board of a class, shown as its table in a notebook (``rows`` for the data).

    >>> LearningBoard([]).rows, repr(LearningBoard([]))
    ([], 'No course results in these codes yet.')
    """

    def __init__(self, students):
        self.rows = learning_rows(students)

    def __repr__(self):
        return learning_text(self.rows)

    def _repr_html_(self):
        return learning_html(self.rows)


register({
    "classroom.learning.title": {"en": "What the class learned: the course's exercises by rule",
                                 "fr": "Ce que la classe a appris : les exercices du cours par règle"},
    "classroom.learning.none": {"en": "No course results in these codes yet.",
                                "fr": "Pas encore de résultats du cours dans ces codes."},
    "classroom.learning.family": {"en": "Rule", "fr": "Règle"},
    "classroom.learning.first_head": {"en": "Right first time · students", "fr": "Juste du premier coup · élèves"},
    "classroom.learning.review_head": {"en": "Review", "fr": "Révision"},
    "classroom.learning.help_head": {"en": "Needs help", "fr": "À aider"},
    "classroom.learning.line": {"en": "{game} · {family}: {first}", "fr": "{game} · {family} : {first}"},
    "classroom.learning.first": {"en": "right first time {right} of {tried} ({students})",
                                 "fr": "juste du premier coup {right} sur {tried} ({students})"},
    "classroom.learning.students.one": {"en": "{count} student", "fr": "{count} élève"},
    "classroom.learning.students.many": {"en": "{count} students", "fr": "{count} élèves"},
    "classroom.learning.review": {"en": "review {right} of {asked}", "fr": "révision {right} sur {asked}"},
    "classroom.learning.help": {"en": "help: {names}", "fr": "à aider : {names}"},
    "classroom.learning.game.classic": {"en": "7 Wonders", "fr": "7 Wonders"},
    "classroom.learning.game.duel": {"en": "7 Wonders Duel", "fr": "7 Wonders Duel"},
    "classroom.learning.game.architects": {"en": "7 Wonders Architects", "fr": "7 Wonders Architects"},
    **{f"classroom.family.{family}": {"en": en, "fr": fr} for family, (en, fr) in {
        "setup": ("Set-up and turns", "Mise en place et tours"),
        "resources": ("Resources and costs", "Ressources et coûts"),
        "trading": ("Trading", "Commerce"),
        "chaining": ("Chaining", "Chaînages"),
        "ages": ("End of an Age", "Fin d'un âge"),
        "wonders": ("Wonders", "Merveilles"),
        "military": ("Military", "Militaire"),
        "science": ("Science", "Science"),
        "guilds": ("Guilds and commerce", "Guildes et commerce"),
        "scoring": ("Scoring", "Décompte"),
        "end": ("End of the game and ties", "Fin de partie et égalités"),
        "variants": ("Variants and expansions", "Variantes et extensions"),
        "bots": ("Choosing, and your own bot", "Choisir, et votre propre bot"),
    }.items()},
})

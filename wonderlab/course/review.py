"""The review of each series: twelve mixed questions, so that the answers cannot be learned by
heart, and a score with the notebooks to read again.

A review draws from every kind of exercise of its series, never the same twice:

- **numeric**: what a rule gives on a position of a code exercise (``code.py``: the positions
  and the engine's answers), drawn from a seed the learner can change; a typical wrong number is
  diagnosed with the mistake that gives it;
- **typed** and **choice**: exercises of the series' notebooks (a number to type, an option to
  pick), drawn from the same seed, each with its own ladder and the notebook that teaches it.

>>> review = Review("duel", seed=3)
>>> len(review.questions), review.score()[:2]
(12, (0, 12))
>>> sorted({q.form for q in review.questions})
['choice', 'numeric', 'typed']
>>> first = next(q for q in review.questions if q.form == "numeric")
>>> first.answer.value = str(first.expected); first.button.click()
>>> review.score()[:2]
(1, 12)
"""

import os
import random
from dataclasses import dataclass
from html import escape

import ipywidgets as widgets

from ..core.i18n import language, register, say
from ..widgets.quiz import Question
from .code import EXERCISES as CODE
from .journal import JOURNAL
from .ladder import Laddered
from .still import Still, plain

QUESTIONS = 12


@dataclass(frozen=True)
class Kind:
    """One kind of question: the code exercise whose positions it asks about, the notebook
    that teaches its rule, and typical wrong answers as ``(function, diagnosis key)``."""
    code: str
    notebook: str
    mistakes: tuple = ()


KINDS = {
    "classic": (
        Kind("classic-science", "11-science.ipynb",
             ((lambda a, b, c: a * a + b * b + c * c, "forgot_sets"), (lambda a, b, c: a + b + c + 7 * min(a, b, c), "linear"))),
        Kind("classic-treasury", "01-goal-and-scoring.ipynb",
             ((lambda coins: coins, "coins"), (lambda coins: -(-coins // 3), "round_up"))),
        Kind("classic-military", "10-military.ipynb",
             ((lambda s, left, right, age: sum(1 if s > o else -1 if s < o else 0 for o in (left, right)), "age"),
              (lambda s, left, right, age: sum({1: 1, 2: 3, 3: 5}[age] if s > o else -1 for o in (left, right)), "tie"))),
        Kind("classic-trade", "04-trading.ipynb",
             ((lambda need, left, right, lp, rp: 2 * need, "discount"),)),
        Kind("classic-wild", "11-science.ipynb",
             ((lambda a, b, c, wild: a * a + b * b + c * c + 7 * min(a, b, c), "forgot"),)),
    ),
    "duel": (
        Kind("duel-discard", "04-three-ways-to-play.ipynb", ((lambda yellow: 2, "yellow"),)),
        Kind("duel-price", "05-production-and-trading.ipynb",
             ((lambda units, fixed: 2, "opponent"), (lambda units, fixed: 2 + units, "fixed"))),
        Kind("duel-points", "06-military.ipynb", ((lambda d: d, "zones"),)),
        Kind("duel-looting", "06-military.ipynb", ((lambda start, shields: 0, "loot"),)),
        Kind("duel-pairs", "07-science.ipynb", ((lambda symbols: len(symbols) // 2, "pairs"),)),
    ),
    "architects": (
        Kind("architects-battle", "08-horns-and-battles.ipynb",
             ((lambda mine, left, right: (mine >= left) + (mine >= right), "tie"),
              (lambda mine, left, right: int(mine > max(left, right)), "each"))),
        Kind("architects-duel", "08-horns-and-battles.ipynb", ((lambda mine, theirs: int(mine > theirs), "double"),)),
        Kind("architects-blue", "06-blue-cards-and-the-cat.ipynb",
             ((lambda plain, cat: 3 * (plain + cat), "cat"), (lambda plain, cat: plain + cat, "count"))),
        Kind("architects-science", "07-science-and-progress.ipynb", ()),
        Kind("architects-shape", "05-stage-costs-and-supports.ipynb",
             ((lambda cards, identical: int(len(set(cards)) == 1 if identical else len(set(cards)) == len(cards)),
               "gold"),)),
    ),
}

TAUGHT = {
    "classic": {
        "01-goal-and-scoring.ipynb": ("colour-1", "treasury-1", "score-1", "science-1"),
        "02-box-and-setup.ipynb": ("setup-1", "setup-2", "setup-3"),
        "03-cards-and-costs.ipynb": ("cost-1", "production-1", "choice-1"),
        "04-trading.ipynb": ("trading-1", "trading-2", "trading-3", "trading-4", "trading-5"),
        "05-chaining.ipynb": ("chain-1", "chain-2"),
        "06-a-turn.ipynb": ("age-4",),
        "07-an-age.ipynb": ("age-1", "age-2", "age-3"),
        "08-wonder-stages.ipynb": ("wonder-1", "wonder-2", "wonder-3"),
        "09-wonder-powers.ipynb": ("wonder-4", "wonder-5"),
        "10-military.ipynb": ("military-1", "military-2", "military-3"),
        "11-science.ipynb": ("science-2", "science-3", "science-wild"),
        "12-commerce-and-guilds.ipynb": ("commerce-1", "guild-1", "guild-2", "guild-3"),
        "13-the-end.ipynb": ("end-1", "tie-1", "tie-2"),
        "14-first-game-tips.ipynb": ("tips-1",),
        "15-two-players.ipynb": ("free-1", "free-2", "free-3", "free-4"),
        "16-by-forum.ipynb": ("forum-1",),
    },
    "duel": {
        "01-goal-and-scoring.ipynb": ("goal-1", "score-1", "tiebreak-1"),
        "02-setup-and-draft.ipynb": ("draft-1", "setup-1", "setup-2"),
        "03-structure.ipynb": ("structure-1", "structure-2", "structure-3"),
        "04-three-ways-to-play.ipynb": ("discard-1", "wonders-1"),
        "05-production-and-trading.ipynb": ("trade-1", "trade-2", "afford-1", "chain-1"),
        "06-military.ipynb": ("military-1", "military-2", "military-3"),
        "07-science.ipynb": ("science-1", "science-2"),
        "08-wonders-and-tokens.ipynb": ("wonders-2", "tokens-1", "trade-3"),
        "09-end-of-age.ipynb": ("next-age-1",),
        "10-final-score.ipynb": ("example-1", "guild-1", "treasury-1"),
        "11-pitfalls.ipynb": ("pitfall-free", "pitfall-military", "pitfall-science", "pitfall-wonders",
                              "pitfall-again", "pitfall-pawn", "pitfall-coins", "pitfall-guilds", "pitfall-tie"),
        "12-pantheon.ipynb": ("divinity-1", "grand-temple-1", "temples-1", "temples-2"),
        "13-agora.ipynb": ("supremacy-1", "senate-1"),
    },
    "architects": {
        "01-goal-and-scoring.ipynb": ("goal-1", "turn-1"),
        "02-material-and-setup.ipynb": ("setup-1", "setup-2"),
        "03-taking-a-card.ipynb": ("sources-1", "sources-2"),
        "04-resources-and-construction.ipynb": ("gold-1", "mandatory-1"),
        "05-stage-costs-and-supports.ipynb": ("cost-1", "cost-2", "supports-1", "several-1"),
        "06-blue-cards-and-the-cat.ipynb": ("blue-1", "cat-1", "cat-2"),
        "07-science-and-progress.ipynb": ("science-1", "progress-1", "progress-2", "progress-3", "tokens-1"),
        "08-horns-and-battles.ipynb": ("horns-1", "battle-1", "battle-2", "battle-3", "duel-1", "duel-2"),
        "09-wonder-powers.ipynb": ("powers-1", "powers-2", "powers-3"),
        "10-the-end.ipynb": ("end-1",),
        "11-scoring-and-ties.ipynb": ("score-1", "tie-1"),
        "12-pitfalls.ipynb": ("pitfall-hand", "pitfall-keep", "pitfall-supports", "pitfall-progress", "pitfall-battle",
                              "pitfall-duel", "pitfall-finish"),
    },
}
"""The notebook of each series that asks each of its typed and choice exercises (the one a
review sends the learner back to when the exercise is missed)."""

# Each notebook above by its name in the French course (notebooks/fr/<game>/): the notebooks a
# French learner is sent back to.
FRENCH_NOTEBOOKS = {
    "classic": {"01-goal-and-scoring.ipynb": "01-but-et-decompte.ipynb",
                "02-box-and-setup.ipynb": "02-materiel-et-mise-en-place.ipynb",
                "03-cards-and-costs.ipynb": "03-cartes-et-couts.ipynb", "04-trading.ipynb": "04-commerce.ipynb",
                "05-chaining.ipynb": "05-chainage.ipynb", "06-a-turn.ipynb": "06-un-tour.ipynb",
                "07-an-age.ipynb": "07-un-age.ipynb", "08-wonder-stages.ipynb": "08-etapes-de-merveille.ipynb",
                "09-wonder-powers.ipynb": "09-pouvoirs-des-merveilles.ipynb",
                "10-military.ipynb": "10-conflits-militaires.ipynb", "11-science.ipynb": "11-science.ipynb",
                "12-commerce-and-guilds.ipynb": "12-commerce-et-guildes.ipynb", "13-the-end.ipynb": "13-la-fin.ipynb",
                "14-first-game-tips.ipynb": "14-conseils-pour-debuter.ipynb",
                "15-two-players.ipynb": "15-deux-joueurs.ipynb", "16-by-forum.ipynb": "16-par-forum.ipynb"},
    "duel": {"01-goal-and-scoring.ipynb": "01-but-et-decompte.ipynb",
             "02-setup-and-draft.ipynb": "02-mise-en-place-et-selection.ipynb",
             "03-structure.ipynb": "03-la-structure.ipynb",
             "04-three-ways-to-play.ipynb": "04-trois-facons-de-jouer.ipynb",
             "05-production-and-trading.ipynb": "05-production-et-commerce.ipynb",
             "06-military.ipynb": "06-le-militaire.ipynb", "07-science.ipynb": "07-la-science.ipynb",
             "08-wonders-and-tokens.ipynb": "08-merveilles-et-jetons.ipynb", "09-end-of-age.ipynb": "09-fin-d-age.ipynb",
             "10-final-score.ipynb": "10-decompte-final.ipynb", "11-pitfalls.ipynb": "11-pieges.ipynb",
             "12-pantheon.ipynb": "12-pantheon.ipynb", "13-agora.ipynb": "13-agora.ipynb"},
    "architects": {"01-goal-and-scoring.ipynb": "01-but-et-decompte.ipynb",
                   "02-material-and-setup.ipynb": "02-materiel-et-mise-en-place.ipynb",
                   "03-taking-a-card.ipynb": "03-prendre-une-carte.ipynb",
                   "04-resources-and-construction.ipynb": "04-ressources-et-construction.ipynb",
                   "05-stage-costs-and-supports.ipynb": "05-couts-et-supports.ipynb",
                   "06-blue-cards-and-the-cat.ipynb": "06-cartes-bleues-et-chat.ipynb",
                   "07-science-and-progress.ipynb": "07-science-et-progres.ipynb",
                   "08-horns-and-battles.ipynb": "08-cors-et-batailles.ipynb",
                   "09-wonder-powers.ipynb": "09-pouvoirs-des-merveilles.ipynb",
                   "10-the-end.ipynb": "10-la-fin.ipynb", "11-scoring-and-ties.ipynb": "11-decompte-et-egalites.ipynb",
                   "12-pitfalls.ipynb": "12-pieges.ipynb"},
}


class ReviewQuestion(Laddered, Still, Question):
    """One numeric question of a review: a number (or yes/no for a rule that decides) on one
    position of a code exercise."""

    form = "numeric"

    def __init__(self, number, kind, case):
        self.kind, self.case, self.number = kind, case, number
        self.expected = int(case.expected) if isinstance(case.expected, bool) else case.expected
        if self.expected is None:              # a purchase the neighbours cannot supply
            self.expected = -1
        self.revealed = False
        super().__init__(say("course.review.q", number=number, question=say(f"course.review.{kind.code}.q"),
                             shown=case.shown), None)

    def solution(self):
        return say(f"course.review.{self.kind.code}.how", answer=self.expected)

    def verdict(self, value):
        if value == self.expected:
            return True, None
        for mistake, key in self.kind.mistakes:
            wrong = mistake(*self.case.args)
            if wrong is not None and value == wrong:
                return False, say(f"course.review.{self.kind.code}.{key}")
        return False, None

    def reveal(self):
        self.revealed = True
        super().reveal()

    review = None

    def noted(self, right):
        """A review's answer goes to the kernel's journal as the review's score by kind."""
        if self.review is not None:
            self.review.heard(self, right)

    def still_text(self):
        return f"{plain(self.prompt.value)} ({say('course.review.run')})"

    def still_html(self):
        return f'<div class="wonderlab-exercise">{self.prompt.value}</div>'


COURSES = {"classic": "classic", "duel": "duel", "architects": "architects"}
"""The module of ``wonderlab.course`` that holds each game's typed and choice exercises."""


def exercises(game):
    """The module of ``game``'s typed and choice exercises (imported when a review needs it)."""
    from importlib import import_module

    return import_module(f"{__package__}.{COURSES[game]}")


def form_of(widget):
    """``"choice"`` for an exercise whose answer is picked among options, ``"typed"`` for a number
    typed in (the three games' widgets keep their options in three ways)."""
    picked = (hasattr(widget, "choices") or hasattr(getattr(widget, "options", None), "options")
              or hasattr(widget.answer, "options"))
    return "choice" if picked else "typed"


def labels_of(widget):
    """The options a learner can pick in a choice exercise, as they read; none for a typed one."""
    if hasattr(widget, "choices"):
        return list(widget.labels)
    if hasattr(getattr(widget, "options", None), "options"):
        return [label for label, _key in widget.options.options]
    return list(getattr(widget.answer, "options", ()))


def taught(game, name):
    """The notebook of ``game`` that asks exercise ``name``."""
    return next(notebook for notebook, names in TAUGHT[game].items() if name in names)


def reviewed(widget, game, name, number, review=None):
    """The exercise ``widget`` (``name`` of ``game``) as question ``number`` of ``review``: its
    answers count in the review's score (not again as the notebook's exercise), and a missed one
    sends the learner back to the notebook that asks it."""
    widget.kind, widget.form, widget.number, widget.revealed = Kind(name, taught(game, name)), form_of(widget), number, False
    widget.journal_key, widget.review = None, review
    widget.noted = lambda right: review.heard(widget, right) if review is not None else None
    widget.prompt.value = f"<b>{number}.</b> {widget.prompt.value}"
    return widget


def _shares(game, rng, total):
    """How many of ``total`` questions each form gets: one numeric question per code exercise of
    the series, the rest shared between typed and choice exercises (the odd one drawn)."""
    numeric = len(KINDS[game])
    rest = total - numeric
    typed = rest // 2 + (rest % 2 and rng.random() < 0.5)
    return numeric, typed, rest - typed


def questions(game, seed, review=None):
    """Twelve questions of ``game`` drawn from ``seed``, in a seeded mixed order: one numeric
    question on each code exercise (a position drawn from its cases), and typed and choice
    exercises of the series' notebooks, each asked once.

    >>> drawn = questions("architects", 1)
    >>> len({q.kind.code for q in drawn}), sorted({q.form for q in drawn})
    (12, ['choice', 'numeric', 'typed'])
    """
    rng = random.Random(f"review/{game}/{seed}")
    _numeric, typed, choice = _shares(game, rng, QUESTIONS)
    drawn = []
    for kind in KINDS[game]:
        cases = list({case.shown: case for case in CODE[kind.code].cases()}.values())   # no position twice
        drawn.append(("numeric", kind, rng.choice(cases)))
    module = exercises(game)
    built = {name: module.exercise(name) for names in TAUGHT[game].values() for name in names}
    for form, count in (("typed", typed), ("choice", choice)):
        pool = sorted(name for name, widget in built.items() if form_of(widget) == form)
        drawn += [(form, name, built[name]) for name in rng.sample(pool, count)]
    rng.shuffle(drawn)
    out = []
    for number, (form, what, case) in enumerate(drawn, 1):
        out.append(ReviewQuestion(number, what, case) if form == "numeric" else reviewed(case, game, what, number, review))
    return out


def _here(name):
    """The notebook ``name`` (in the kernel's folder, or ``folder/name`` below it) as the folder
    holds it: the JupyterLite site puts the folder in front of a file name several folders share
    (``classic-01-goal-and-scoring.ipynb``, tools/build_lite.py), the course's own folders do not."""
    if os.path.exists(name):
        return name
    folder, _, base = name.rpartition("/")
    try:
        found = [entry for entry in os.listdir(folder or ".") if entry.endswith("-" + base)]
    except OSError:
        return name
    return (f"{folder}/{found[0]}" if folder else found[0]) if len(found) == 1 else name


class Review(Still, widgets.VBox):
    """The review of ``game`` from ``seed``: its twelve questions, then a Score button that
    counts the questions answered right without "Show the solution" and links each missed
    rule's notebook."""

    games = tuple(KINDS)

    def __init__(self, game, seed=0):
        if game not in self.games:
            raise ValueError(say("course.review.unknown", game=game, games=", ".join(self.games)))
        self.game, self.seed = game, seed
        self.questions = self.draw()
        for question in self.questions:
            question.review = self
        self.button = widgets.Button(description=say("course.review.score_button"), button_style="info")
        self.result = widgets.HTML()
        self.button.on_click(lambda _button: self.show_score())
        super().__init__([*self.questions, self.button, self.result])

    def draw(self):
        """The review's questions, drawn from its seed."""
        return questions(self.game, self.seed, self)

    def french(self, notebook):
        """The French course's name of ``notebook``, one the review sends back to."""
        return FRENCH_NOTEBOOKS[self.game][notebook]

    def score(self):
        """``(right, total, notebooks to read again)``; in French, the French course's notebooks."""
        right = [q for q in self.questions if q.right and not q.revealed]
        missed = {q.kind.notebook for q in self.questions if q not in right}
        if language() == "fr":
            missed = {self.french(name) for name in missed}
        return len(right), len(self.questions), sorted(missed)

    def by_kind(self):
        """``{kind: (right, asked)}``: the score of each kind of question, as ``score`` counts.

        >>> review = Review("architects", seed=1)
        >>> sorted(review.by_kind().values())[0]
        (0, 1)
        """
        out = {}
        for q in self.questions:
            right, asked = out.get(q.kind.code, (0, 0))
            out[q.kind.code] = (right + int(bool(q.right) and not q.revealed), asked + 1)
        return out

    def heard(self, question, right):
        """``question`` was answered (``right`` true or false) or its solution shown (None): the
        review's score by kind goes to the kernel's journal."""
        if right is None:
            question.revealed = True
        JOURNAL.review(self.game, self.by_kind())

    def answered(self):
        """Whether the learner has answered (or asked the solution of) at least one question."""
        return any(q.tries or q.right is not None or q.revealed for q in self.questions)

    def summary(self):
        """The score in words: a question before any answer ("answer first"), a verdict after.

        >>> Review("classic", 1).summary()
        'No answer yet: answer the 12 questions above, then ask for your score.'
        """
        if not self.answered():
            return say("course.review.none", total=len(self.questions))
        right, total, missed = self.score()
        text = say("course.review.score", right=right, total=total)
        return f"{text} {say('course.review.again')} {', '.join(missed)}" if missed else text

    def show_score(self):
        if not self.answered():
            self.result.value = (f'<div class="wonderlab-review-score"><b>{escape(self.summary())}</b></div>')
            return self.result.value
        right, total, missed = self.score()
        links = "".join(f'<li><a href="{escape(_here(name))}">{escape(name)}</a></li>' for name in missed)
        again = f"<p>{escape(say('course.review.again'))}</p><ul>{links}</ul>" if missed else ""
        self.result.value = (f'<div class="wonderlab-review-score"><b>{escape(say("course.review.score", right=right, total=total))}</b>'
                             f"{again}</div>")
        return self.result.value

    def still_text(self):
        lines = [_still_text(q) for q in self.questions]
        return "\n".join([say("course.review.title", seed=self.seed), *lines])

    def still_html(self):
        items = "".join(f"<li>{_still_html(q)}</li>" for q in self.questions)
        return (f'<div class="wonderlab-review"><b>{escape(say("course.review.title", seed=self.seed))}</b>'
                f"<ol>{items}</ol><i>{escape(say('course.review.run'))}</i></div>")


def _still_text(question):
    """One question as a stored notebook shows it: the question, its options, how to answer."""
    if question.form == "numeric":
        return question.still_text()
    options = "".join(f"\n   ( ) {label}" for label in labels_of(question))
    return f"{plain(question.prompt.value)} ({say('course.review.run')}){options}"


def _still_html(question):
    if question.form == "numeric":
        return question.still_html()
    options = "".join(f"<li>{escape(label)}</li>" for label in labels_of(question))
    return f'<div class="wonderlab-exercise">{question.prompt.value}' + (f"<ul>{options}</ul>" if options else "") + "</div>"


def _texts(**pairs):
    """``classic_science__q=(english, french)`` -> the entry ``course.review.classic-science.q``."""
    def name(key):
        first, *rest = key.split("__")
        return ".".join(["course.review." + first.replace("_", "-"), *rest])
    return {name(key): {"en": en, "fr": fr} for key, (en, fr) in pairs.items()}


register({
    "course.review.q": {"en": "{number}. {question} ({shown})", "fr": "{number}. {question} ({shown})"},
    "course.review.run": {"en": "run the cell to answer", "fr": "exécutez la cellule pour répondre"},
    "course.review.title": {"en": "Review, seed {seed}", "fr": "Révision, graine {seed}"},
    "course.review.score_button": {"en": "Score", "fr": "Score"},
    "course.review.score": {"en": "Your score: {right} of {total} (a question counts when answered right without the solution shown).",
                            "fr": "Votre score : {right} sur {total} (une question compte quand elle est juste sans avoir vu la solution)."},
    "course.review.again": {"en": "Read these notebooks again:", "fr": "Relisez ces notebooks :"},
    "course.review.none": {"en": "No answer yet: answer the {total} questions above, then ask for your score.",
                           "fr": "Pas encore de réponse : répondez aux {total} questions ci-dessus, puis demandez votre score."},
    "course.review.unknown": {"en": "no review for {game}: the reviews are {games}",
                              "fr": "pas de révision pour {game} : les révisions sont {games}"},
})
register(_texts(
    classic_science__q=("How many science points?", "Combien de points de science ?"),
    classic_science__how=("{answer}: each family scores its count squared, plus 7 a set of three different symbols.",
                          "{answer} : chaque famille marque son nombre au carré, plus 7 par série de trois symboles différents."),
    classic_science__forgot_sets=("You added the squares but forgot the 7 points a set of three different symbols.",
                                  "Vous avez additionné les carrés mais oublié les 7 points par série de trois symboles différents."),
    classic_science__linear=("Each family scores its count squared, not its count.",
                             "Chaque famille marque son nombre au carré, pas son nombre."),
    classic_treasury__q=("How many treasury points?", "Combien de points de Trésor ?"),
    classic_treasury__how=("{answer}: one point for each full group of 3 coins.",
                           "{answer} : un point par groupe complet de 3 pièces."),
    classic_treasury__coins=("A coin is not a point: only full groups of 3 coins score, 1 point each.",
                             "Une pièce n'est pas un point : seuls les groupes complets de 3 pièces marquent, 1 point chacun."),
    classic_treasury__round_up=("Only full groups of 3 count: coins left over score nothing.",
                                "Seuls les groupes complets de 3 comptent : les pièces restantes ne marquent rien."),
    classic_military__q=("What is the sum of the Conflict tokens this city takes?",
                         "Quelle est la somme des jetons Conflit que prend cette cité ?"),
    classic_military__how=("{answer}: against each neighbour, a victory is worth 1, 3 or 5 by the Age, a defeat -1, a tie nothing.",
                           "{answer} : contre chaque voisin, une victoire vaut 1, 3 ou 5 selon l'âge, une défaite -1, une égalité rien."),
    classic_military__age=("A victory is worth the value of the Age it is fought in, which grows from Age to Age.",
                           "Une victoire vaut la valeur de l'âge où elle a lieu, qui grandit d'âge en âge."),
    classic_military__tie=("A tie with a neighbour takes no token at all.", "Une égalité avec un voisin ne donne aucun jeton."),
    classic_trade__q=("How many coins at the cheapest (-1 when the neighbours cannot supply it)?",
                      "Combien de pièces au moins cher (-1 si les voisins ne peuvent pas fournir) ?"),
    classic_trade__how=("{answer}: buy first where it costs 1 coin, then at 2 coins; the two neighbours together must have enough.",
                        "{answer} : achetez d'abord là où c'est 1 pièce, puis à 2 pièces ; les deux voisins ensemble doivent en avoir assez."),
    classic_trade__discount=("A trading post makes that neighbour's units cost 1 coin, and each neighbour sells only what he produces.",
                             "Un comptoir fait payer 1 pièce les unités de ce voisin, et chaque voisin ne vend que ce qu'il produit."),
    duel_discard__q=("How many coins does discarding a card bring?", "Combien de pièces rapporte la défausse d'une carte ?"),
    duel_discard__how=("{answer}: 2 coins, plus 1 for each yellow card of your city.",
                       "{answer} : 2 pièces, plus 1 par carte jaune de votre cité."),
    duel_discard__yellow=("You forgot the yellow cards: each adds 1 coin.", "Vous avez oublié les cartes jaunes : chacune ajoute 1 pièce."),
    duel_price__q=("What does the bank ask for one unit?", "Combien la banque demande-t-elle pour une unité ?"),
    duel_price__how=("{answer}: 2 coins plus 1 for each unit the opponent's brown and gray cards produce, or 1 coin when a yellow card fixes it.",
                     "{answer} : 2 pièces plus 1 par unité que produisent les cartes marron et grises de l'adversaire, ou 1 pièce si une carte jaune le fixe."),
    duel_price__opponent=("The opponent's production raises the price: +1 a unit.", "La production de l'adversaire fait monter le prix : +1 par unité."),
    duel_price__fixed=("A yellow card that fixes this resource makes it 1 coin, whatever the opponent produces.",
                       "Une carte jaune qui fixe cette ressource la met à 1 pièce, quoi que produise l'adversaire."),
    duel_points__q=("How many victory points does the pawn give its leader?", "Combien de points de victoire le pion donne-t-il à celui qui mène ?"),
    duel_points__how=("{answer}: 0 in the middle, then 2, 5 or 10 by the zone.", "{answer} : 0 au milieu, puis 2, 5 ou 10 selon la zone."),
    duel_points__zones=("The points go by the pawn's zone, not by the number of spaces: read the zone's value.", "Les points vont par la zone du pion, pas par le nombre de cases : lisez la valeur de la zone."),
    duel_looting__q=("How many coins does the opponent lose on this move?", "Combien de pièces l'adversaire perd-il sur ce coup ?"),
    duel_looting__how=("{answer}: entering the first looting zone takes 2 coins, the second 5, each token once.",
                       "{answer} : entrer dans la première zone de pillage coûte 2 pièces, la seconde 5, chaque jeton une seule fois."),
    duel_looting__loot=("The pawn entered a looting zone whose token was still there.",
                        "Le pion est entré dans une zone de pillage dont le jeton était encore là."),
    architects_battle__q=("How many Military Victory tokens do you win?", "Combien de jetons Victoire militaire gagnez-vous ?"),
    architects_battle__how=("{answer}: one token against each neighbour who has fewer shields than you.",
                            "{answer} : un jeton contre chaque voisin qui a moins de boucliers que vous."),
    architects_battle__tie=("A tie wins nothing: you need more shields than the neighbour.",
                            "Une égalité ne gagne rien : il faut plus de boucliers que le voisin."),
    architects_battle__each=("Each neighbour is a battle of its own: one token against each one you beat.",
                             "Chaque voisin est une bataille à part : un jeton contre chacun que vous battez."),
    architects_duel__q=("How many Military Victory tokens do you win?", "Combien de jetons Victoire militaire gagnez-vous ?"),
    architects_duel__how=("{answer}: 1 to the stronger, 2 when at least double the other's (and at least 2).",
                          "{answer} : 1 au plus fort, 2 s'il a au moins le double de l'autre (et au moins 2)."),
    architects_duel__double=("At two players, shields at least double the opponent's (and at least two) win more than one token.",
                             "À deux joueurs, des boucliers au moins doubles de ceux de l'adversaire (et au moins deux) gagnent plus d'un jeton."),
    architects_blue__q=("How many points do these blue cards score?", "Combien de points rapportent ces cartes bleues ?"),
    architects_blue__how=("{answer}: 3 points a blue card without the Cat, 2 with the Cat.",
                          "{answer} : 3 points par carte bleue sans le Chat, 2 avec le Chat."),
    architects_blue__cat=("A blue card with the Cat scores fewer points than one without: the Cat pays for its points.",
                          "Une carte bleue avec le Chat rapporte moins qu'une carte sans : le Chat se paie en points."),
    architects_blue__count=("A blue card scores the points it shows, not 1: read the points on each kind of blue card.",
                            "Une carte bleue rapporte les points qu'elle porte, pas 1 : lisez les points de chaque sorte de carte bleue."),
    classic_wild__q=("How many science points, each symbol of your choice placed at its best?",
                     "Combien de points de science, chaque symbole au choix placé au mieux ?"),
    classic_wild__how=("{answer}: each symbol of your choice becomes the symbol that scores most.",
                       "{answer} : chaque symbole au choix devient le symbole qui rapporte le plus."),
    classic_wild__forgot=("A symbol of your choice counts too: make it the symbol that scores most.",
                          "Un symbole au choix compte aussi : faites-en le symbole qui rapporte le plus."),
    duel_pairs__q=("How many progress tokens do these symbols take, built in this order?",
                   "Combien de jetons Progrès ces symboles font-ils prendre, construits dans cet ordre ?"),
    duel_pairs__how=("{answer}: a token when the second symbol of a kind is built, once per kind.",
                     "{answer} : un jeton quand le deuxième symbole d'une sorte est construit, une fois par sorte."),
    duel_pairs__pairs=("A token comes with the second symbol of one kind, not with any two symbols.",
                       "Un jeton vient avec le deuxième symbole d'une même sorte, pas avec deux symboles quelconques."),
    architects_shape__q=("Do these cards pay for the stage, exactly? Answer 1 for yes, 0 for no.",
                         "Ces cartes paient-elles l'étape, exactement ? Répondez 1 pour oui, 0 pour non."),
    architects_shape__how=("{answer}: a gold card stands in for any resource; the grey cards must be identical, or all different, as the stage asks.",
                           "{answer} : une pièce remplace n'importe quelle ressource ; les cartes grises doivent être identiques, ou toutes différentes, comme le demande l'étape."),
    architects_shape__gold=("A gold card stands in for any resource: leave it out when you compare the grey cards.",
                            "Une pièce remplace n'importe quelle ressource : laissez-la de côté pour comparer les cartes grises."),
    architects_science__q=("Can you take a Progress token now? Answer 1 for yes, 0 for no.",
                           "Pouvez-vous prendre un Progrès maintenant ? Répondez 1 pour oui, 0 pour non."),
    architects_science__how=("{answer}: two identical symbols, or three different ones, take a Progress token.",
                             "{answer} : deux symboles identiques, ou trois différents, prennent un Progrès."),
))

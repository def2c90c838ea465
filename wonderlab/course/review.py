"""The review of each series: twelve mixed questions on positions drawn from a seed the learner
can change, so that the answers cannot be learned by heart, and a score with the notebooks to
read again.

Each question asks what a rule gives on one position of a code exercise (``code.py``: the
positions and the engine's answers); a typical wrong number is diagnosed with the mistake
that gives it, and the feedback ladder does the rest.

>>> review = Review("duel", seed=3)
>>> len(review.questions), review.score()[:2]
(12, (0, 12))
>>> first = review.questions[0]
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

# Each notebook above by its name in the French course (notebooks/fr/<game>/): the notebooks a
# French learner is sent back to.
FRENCH_NOTEBOOKS = {
    "classic": {"01-goal-and-scoring.ipynb": "01-but-et-decompte.ipynb", "04-trading.ipynb": "04-commerce.ipynb",
                "10-military.ipynb": "10-conflits-militaires.ipynb", "11-science.ipynb": "11-science.ipynb"},
    "duel": {"04-three-ways-to-play.ipynb": "04-trois-facons-de-jouer.ipynb",
             "05-production-and-trading.ipynb": "05-production-et-commerce.ipynb",
             "06-military.ipynb": "06-le-militaire.ipynb", "07-science.ipynb": "07-la-science.ipynb"},
    "architects": {"05-stage-costs-and-supports.ipynb": "05-couts-et-supports.ipynb",
                   "06-blue-cards-and-the-cat.ipynb": "06-cartes-bleues-et-chat.ipynb",
                   "07-science-and-progress.ipynb": "07-science-et-progres.ipynb",
                   "08-horns-and-battles.ipynb": "08-cors-et-batailles.ipynb"},
}


class ReviewQuestion(Laddered, Still, Question):
    """One question of a review: a number (or yes/no for a rule that decides) on one position."""

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
            if right is None:
                self.revealed = True
            JOURNAL.review(self.review.game, self.review.by_kind())

    def still_text(self):
        return f"{plain(self.prompt.value)} ({say('course.review.run')})"

    def still_html(self):
        return f'<div class="wonderlab-exercise">{self.prompt.value}</div>'


def questions(game, seed):
    """Twelve questions of ``game``: every kind of its code exercises, two or three times each
    (which kinds get the third is drawn too), on positions drawn from ``seed``, in a seeded
    mixed order, no position twice."""
    rng = random.Random(f"review/{game}/{seed}")
    kinds = list(KINDS[game])
    extra = set(rng.sample(range(len(kinds)), QUESTIONS % len(kinds)))
    drawn = []
    for i, kind in enumerate(kinds):
        cases = list({case.shown: case for case in CODE[kind.code].cases()}.values())   # no position twice
        drawn += [(kind, case) for case in rng.sample(cases, QUESTIONS // len(kinds) + (i in extra))]
    rng.shuffle(drawn)
    return [ReviewQuestion(number, kind, case) for number, (kind, case) in enumerate(drawn, 1)]


def _here(name):
    """The notebook ``name`` as the kernel's folder holds it: the JupyterLite site puts the
    folder in front of a file name several folders share (``classic-01-goal-and-scoring.ipynb``,
    tools/build_lite.py), the course's own folders do not."""
    if os.path.exists(name):
        return name
    try:
        found = [entry for entry in os.listdir() if entry.endswith("-" + name)]
    except OSError:
        return name
    return found[0] if len(found) == 1 else name


class Review(Still, widgets.VBox):
    """The review of ``game`` from ``seed``: its twelve questions, then a Score button that
    counts the questions answered right without "Show the solution" and links each missed
    rule's notebook."""

    def __init__(self, game, seed=0):
        if game not in KINDS:
            raise ValueError(say("course.review.unknown", game=game, games=", ".join(KINDS)))
        self.game, self.seed = game, seed
        self.questions = questions(game, seed)
        for question in self.questions:
            question.review = self
        self.button = widgets.Button(description=say("course.review.score_button"), button_style="info")
        self.result = widgets.HTML()
        self.button.on_click(lambda _button: self.show_score())
        super().__init__([*self.questions, self.button, self.result])

    def score(self):
        """``(right, total, notebooks to read again)``; in French, the French course's notebooks."""
        right = [q for q in self.questions if q.right and not q.revealed]
        missed = {q.kind.notebook for q in self.questions if q not in right}
        if language() == "fr":
            missed = {FRENCH_NOTEBOOKS[self.game][name] for name in missed}
        return len(right), len(self.questions), sorted(missed)

    def by_kind(self):
        """``{kind: (right, asked)}``: the score of each kind of question, as ``score`` counts.

        >>> review = Review("architects", seed=1)
        >>> sorted(review.by_kind().values())[0]
        (0, 2)
        """
        out = {}
        for q in self.questions:
            right, asked = out.get(q.kind.code, (0, 0))
            out[q.kind.code] = (right + int(bool(q.right) and not q.revealed), asked + 1)
        return out

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
        lines = [q.still_text() for q in self.questions]
        return "\n".join([say("course.review.title", seed=self.seed), *lines])

    def still_html(self):
        items = "".join(f"<li>{q.still_html()}</li>" for q in self.questions)
        return (f'<div class="wonderlab-review"><b>{escape(say("course.review.title", seed=self.seed))}</b>'
                f"<ol>{items}</ol><i>{escape(say('course.review.run'))}</i></div>")


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

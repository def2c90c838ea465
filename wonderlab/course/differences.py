"""The last review: what differs between the three games, fifteen questions "which game is it?".

Five topics — how a card is had, how a missing resource is paid, military, science, the end —
each described for 7 Wonders, 7 Wonders Duel and 7 Wonders Architects: fifteen descriptions, each
asked as a choice among the three games, in an order drawn from a seed, with the review's score
and the notebooks to read again (``review.py``'s machinery). Each answer is an exercise of the
game it describes (``diff-<topic>``, with its rule family): it travels in the classroom's result
code like the others. tests/course/test_differences.py checks each description on the engines.

>>> review = Differences(seed=1)
>>> len(review.questions), sorted({q.kind.code for q in review.questions})[:2]
(15, ['diff-cards', 'diff-end'])
>>> review.summary()
'No answer yet: answer the 15 questions above, then ask for your score.'
"""

import random

from ..core.i18n import register, say
from .architects import Choice
from .ladder import prepared
from .review import FRENCH_NOTEBOOKS, Kind, Review

GAMES = ("classic", "duel", "architects")
TOPICS = ("cards", "trading", "military", "science", "end")

TAUGHT = {
    "cards": {"classic": "07-an-age.ipynb", "duel": "03-structure.ipynb", "architects": "03-taking-a-card.ipynb"},
    "trading": {"classic": "04-trading.ipynb", "duel": "05-production-and-trading.ipynb",
                "architects": "04-resources-and-construction.ipynb"},
    "military": {"classic": "10-military.ipynb", "duel": "06-military.ipynb", "architects": "08-horns-and-battles.ipynb"},
    "science": {"classic": "11-science.ipynb", "duel": "07-science.ipynb", "architects": "07-science-and-progress.ipynb"},
    "end": {"classic": "13-the-end.ipynb", "duel": "01-goal-and-scoring.ipynb", "architects": "10-the-end.ipynb"},
}
"""The notebook of each game's series that teaches each topic."""


def question(topic, game, number, seed=0):
    """Question ``number``: which game does ``topic``'s description of ``game`` describe? Each
    wrong game is answered with what it does instead."""
    options = [(say(f"course.diff.game.{other}"),
                None if other == game else say("course.diff.instead", game=say(f"course.diff.short.{other}"),
                                                 fact=say(f"course.diff.{topic}.{other}")))
               for other in GAMES]
    fact = say(f"course.diff.{topic}.{game}")
    widget = Choice(say("course.diff.q", number=number, fact=fact[:1].upper() + fact[1:]), options,
                    say("course.diff.why", game=say(f"course.diff.short.{game}"), fact=say(f"course.diff.{topic}.{game}")))
    widget = prepared(widget, game, f"diff-{topic}")
    widget.order_options(random.Random(f"differences/{seed}/{topic}/{game}"))
    widget.kind, widget.form, widget.revealed = Kind(f"diff-{topic}", f"{game}/{TAUGHT[topic][game]}"), "choice", False
    return widget


class Differences(Review):
    """The review of the three games' differences, from ``seed`` (the order of the questions and
    of their options); its questions are exercises of the games they describe."""

    games = ("three-games",)

    def __init__(self, seed=0):
        super().__init__("three-games", seed)

    def draw(self):
        pairs = [(topic, game) for topic in TOPICS for game in GAMES]
        random.Random(f"differences/{self.seed}").shuffle(pairs)
        out = []
        for number, (topic, game) in enumerate(pairs, 1):
            widget = question(topic, game, number, self.seed)
            widget.noted = lambda right, base=widget.noted, widget=widget: (base(right), self.heard(widget, right))
            out.append(widget)
        return out

    def heard(self, question, right):
        """An answer is the exercise's own (its game's journal); the review only keeps "Show the solution"."""
        if right is None:
            question.revealed = True

    def french(self, notebook):
        game, name = notebook.split("/")
        return f"{game}/{FRENCH_NOTEBOOKS[game][name]}"


register({
    "course.diff.q": {"en": "{number}. Which game does this describe? {fact}",
                      "fr": "{number}. Quel jeu est ainsi décrit ? {fact}"},
    "course.diff.instead": {"en": "Not {game}: there, {fact}", "fr": "Pas {game} : là, {fact}"},
    "course.diff.why": {"en": "{game}: {fact}", "fr": "{game} : {fact}"},
    "course.diff.game.classic": {"en": "7 Wonders", "fr": "7 Wonders"},
    "course.diff.game.duel": {"en": "7 Wonders Duel", "fr": "7 Wonders Duel"},
    "course.diff.game.architects": {"en": "7 Wonders Architects", "fr": "7 Wonders Architects"},
    "course.diff.short.classic": {"en": "7 Wonders", "fr": "7 Wonders"},
    "course.diff.short.duel": {"en": "Duel", "fr": "Duel"},
    "course.diff.short.architects": {"en": "Architects", "fr": "Architects"},
    "course.diff.cards.classic": {
        "en": "you choose one card of your hand, then pass the rest of the hand to a neighbour.",
        "fr": "on choisit une carte de sa main, puis on passe le reste de la main à un voisin."},
    "course.diff.cards.duel": {
        "en": "the Age's cards are laid out in a structure, some face down, and you take a card that no other card covers.",
        "fr": "les cartes de l'âge sont disposées en une structure, certaines face cachée, et on prend une carte qu'aucune autre ne recouvre."},
    "course.diff.cards.architects": {
        "en": "you take the top card of the deck on your left, of the deck on your right, or the hidden central card.",
        "fr": "on prend le sommet de la pioche de gauche, de la pioche de droite, ou la carte cachée du centre."},
    "course.diff.trading.classic": {
        "en": "a missing resource is bought from a neighbour, 2 coins a unit (1 with a discount card), paid to that neighbour.",
        "fr": "une ressource qui manque s'achète à un voisin, 2 pièces l'unité (1 avec une carte de réduction), payées à ce voisin."},
    "course.diff.trading.duel": {
        "en": "a missing resource is bought from the bank, 2 coins plus 1 for each unit of it the opponent's brown and grey cards produce.",
        "fr": "une ressource qui manque s'achète à la banque, 2 pièces plus 1 par unité qu'en produisent les cartes marron et grises de l'adversaire."},
    "course.diff.trading.architects": {
        "en": "nothing is ever bought: a gold card stands in for a missing resource of your own.",
        "fr": "on n'achète jamais rien : une carte jaune remplace une ressource qui vous manque."},
    "course.diff.military.classic": {
        "en": "at the end of each Age, your shields are compared with each neighbour's: a victory is worth 1, 3 or 5 points by the Age, a defeat -1.",
        "fr": "à la fin de chaque âge, vos boucliers se comparent à ceux de chaque voisin : une victoire vaut 1, 3 ou 5 points selon l'âge, une défaite -1."},
    "course.diff.military.duel": {
        "en": "each shield moves a pawn along a track towards the opponent's capital, and reaching it wins at once.",
        "fr": "chaque bouclier avance un pion sur une piste vers la capitale adverse, et l'atteindre fait gagner aussitôt."},
    "course.diff.military.architects": {
        "en": "horns turn Conflict tokens to their battle side, and when all show it, each player's shields are compared with both neighbours'.",
        "fr": "les cors retournent les jetons Conflit côté Bataille, et quand tous le montrent, les boucliers de chacun se comparent à ceux de ses deux voisins."},
    "course.diff.science.classic": {
        "en": "each family of symbols scores its count squared, plus 7 points for each set of three different symbols.",
        "fr": "chaque famille de symboles marque son nombre au carré, plus 7 points par série de trois symboles différents."},
    "course.diff.science.duel": {
        "en": "a pair of identical symbols takes a progress token, and six different symbols win at once.",
        "fr": "une paire de symboles identiques fait prendre un jeton Progrès, et six symboles différents font gagner aussitôt."},
    "course.diff.science.architects": {
        "en": "two identical symbols, or three different ones, are traded for a Progress token.",
        "fr": "deux symboles identiques, ou trois différents, s'échangent contre un jeton Progrès."},
    "course.diff.end.classic": {
        "en": "the game always ends after the third Age, and the most points wins.",
        "fr": "la partie finit toujours après le troisième âge, et le plus de points gagne."},
    "course.diff.end.duel": {
        "en": "the game ends after the third Age, unless a military or scientific supremacy ends it earlier.",
        "fr": "la partie finit après le troisième âge, sauf si une suprématie militaire ou scientifique la finit plus tôt."},
    "course.diff.end.architects": {
        "en": "the game ends with the turn in which a player builds the last stage of their wonder.",
        "fr": "la partie finit avec le tour où un joueur construit la dernière étape de sa Merveille."},
})

"""The 7 Wonders course's exercises: real positions from seeded games, answers checked here.

A learner's cell is ``exercise("trading-1")``: the widget asks, the learner answers and presses
Check, and a wrong answer is told which rule it missed. Every position is a real game played
by ``play_to`` (a fixed rule of play, so that it never changes with the bots).

>>> quiz = exercise("trading-3")
>>> quiz.answer.value = "4"; quiz.button.click()
>>> "Marketplace" in quiz.feedback.value
True
>>> quiz.answer.value = "3"; quiz.button.click()
>>> quiz.right
True
"""

from html import escape, unescape

import ipywidgets as widgets
from IPython.display import HTML

from ..classic import Game, card_set, wonder_set
from ..classic.cards import cost_text, unit_text
from ..classic.city import City
from ..classic.payment import trade_options
from ..core.i18n import register, say
from ..widgets.quiz import BreakdownQuiz, Question, ScienceQuiz

RIGHT = "var(--jp-success-color1, #1b5e20)"
WRONG = "var(--jp-error-color1, #b71c1c)"

# -- positions -----------------------------------------------------------------------------------
NAMES = ("Ana", "Bo", "Cy", "Di", "Eva", "Fay", "Gus")


def first_build(game, city):
    """The fixed rule of play of the course's positions: the first card that can be built (the
    cheapest way), else the first legal action."""
    actions = game.legal_actions(city)
    builds = [a for a in actions if a.kind == "build"]
    return (builds or actions)[0]


def play_to(game, age, turn):
    """Play ``game`` with ``first_build`` until Age ``age``, turn ``turn`` begins (or the end).

    >>> game = play_to(Game(players=4, seed=0, names=NAMES[:4]), 2, 1)
    >>> game.age, game.turn
    (2, 1)
    """
    while not game.is_over and (game.age, game.turn) < (age, turn):
        for city in game.waiting:
            game.play(city, first_build(game, city))
    return game


def position(players, seed, age=1, turn=1):
    """A seeded game of ``players`` named Ana, Bo, Cy…, played to Age ``age``, turn ``turn``."""
    return play_to(Game(players=players, seed=seed, names=list(NAMES[:players])), age, turn)


def play_to_end(game):
    """Play ``game`` to its end with ``first_build``."""
    return play_to(game, 4, 1)


def show(*things):
    """Cards, wonder sides and cities drawn side by side (one HTML output).

    >>> "Altar" in show(card_set().by_name("Altar")).data
    True
    """
    from ..classic.cards import Card, Wonder
    from ..views.classic import card_html, city_html, wonder_html

    parts = []
    for thing in things:
        if isinstance(thing, Card):
            parts.append(card_html(thing))
        elif isinstance(thing, Wonder):
            parts.append(wonder_html(thing))
        elif isinstance(thing, City):
            parts.append(city_html(thing))
        else:
            parts.append(f"<div>{escape(str(thing))}</div>")
    return HTML("".join(parts))


# -- the two kinds of exercise --------------------------------------------------------------------
class Shown:
    """A widget that also reads as text and HTML where no kernel runs (GitHub, a stored file):
    its question, its options, and "run the cell to answer" — never a raw widget repr."""

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs)
        prompt = self.prompt.value.replace("<b>", "").replace("</b>", "")     # escaped HTML
        options = [label for label, _key in getattr(self, "options", widgets.RadioButtons()).options]
        listed = "".join(f"<li>{escape(label)}</li>" for label in options)
        note = say("course.classic.run_to_answer")
        data["text/plain"] = "\n".join([unescape(prompt), *(f"- {label}" for label in options), f"({note})"])
        data["text/html"] = (f'<div class="wonderlab-exercise"><b>{prompt}</b>'
                             f'{f"<ul>{listed}</ul>" if listed else ""}<div><i>{escape(note)}</i></div></div>')
        return data


class NumberQuestion(Shown, Question):
    """``Question`` (a whole-number answer) that reads as text where no kernel runs."""


class ScienceQuestion(Shown, ScienceQuiz):
    """``ScienceQuiz`` that reads as text where no kernel runs."""


class BreakdownQuestion(Shown, BreakdownQuiz):
    """``BreakdownQuiz`` that reads as text where no kernel runs."""


class Choice(Shown, widgets.VBox):
    """A question with one right option among a few. ``judge(key)`` returns ``(right, why)``.

    Driven from Python like a click: ``choice.options.value = key; choice.button.click()``.
    """

    def __init__(self, prompt, options, judge):
        self._judge = judge
        self.prompt = widgets.HTML(f"<b>{escape(prompt)}</b>")
        self.options = widgets.RadioButtons(options=[(label, key) for key, label in options], value=None,
                                            layout=widgets.Layout(width="auto"))
        self.button = widgets.Button(description=say("lab.quiz.check"), button_style="primary")
        self.feedback = widgets.HTML()
        self.right = None
        self.button.on_click(lambda _button: self.submit())
        super().__init__([self.prompt, self.options, self.button, self.feedback])

    def submit(self):
        if self.options.value is None:
            self.right = None
            self._show(say("course.classic.pick"), False)
            return
        self.right, why = self._judge(self.options.value)
        self._show(why, self.right)

    def _show(self, message, right):
        color, mark = (RIGHT, "✔") if right else (WRONG, "✘")
        self.feedback.value = (f'<div style="padding:4px 8px;border-left:4px solid {color};'
                               f'color:{color}">{mark} {escape(message)}</div>')


def _choice(key, options, good, reasons=None, **fields):
    """A ``Choice`` whose prompt and options are messages ``course.classic.<key>.*``; ``reasons``
    maps a wrong option to the message explaining it (default ``<key>.why.<option>``)."""
    reasons = reasons or {}

    def judge(option):
        if option == good:
            return True, say("lab.quiz.right", why=say(f"course.classic.{key}.right", **fields))
        reason = reasons.get(option, f"course.classic.{key}.why.{option}")
        return False, say(reason, **fields)

    labels = [(o, say(f"course.classic.{key}.option.{o}", **fields)) for o in options]
    return Choice(say(f"course.classic.{key}.prompt", **fields), labels, judge)


def _number(key, right, reasons, **fields):
    """A ``Question`` whose answer is ``right``; ``reasons`` maps a typical wrong number to the
    message key that explains it; any other number is told the way to the answer."""
    how = say(f"course.classic.{key}.right", **fields)

    def check(value):
        if value == right:
            return True, say("lab.quiz.right", why=how)
        reason = reasons.get(value)
        if reason is None:
            return False, f"{say('lab.quiz.wrong', answer=value)} {how}"
        return False, say(reason, **fields)

    return NumberQuestion(say(f"course.classic.{key}.prompt", **fields), check)


# -- 01 the goal and the score --------------------------------------------------------------------
def treasury_1():
    """11 coins are worth 3 points: only full groups of 3 count."""
    return _number("treasury-1", 11 // 3, {4: "course.classic.treasury-1.why.up",
                                            11: "course.classic.treasury-1.why.coins"}, coins=11)


GOAL_TABLE = {"game": "classic", "players": [
    {"name": "Ana", "wonder": "Alexandria", "side": "A", "stages": 1, "coins": 4, "military": [-1, -1, -1, -1],
     "cards": ["Apothecary", "Workshop", "Scriptorium", "Laboratory", "Library", "University"]},
    {"name": "Bo", "wonder": "Gizah", "side": "A", "stages": 2, "coins": 6, "military": [1, 1, 3, 3, 5, -1],
     "cards": ["Baths", "Temple", "Stockade"]},
    {"name": "Cy", "wonder": "Rhodos", "side": "A", "stages": 3, "coins": 9, "military": [-1, -1, 5, 5],
     "cards": ["Altar", "Pantheon", "Marketplace"]},
]}
"""The small table of notebook 01: tokens that their shields explain (Ana has none, so she
only lost; Bo's Stockade beat everyone in Ages I and II; Cy's Colossus stage, built in Age III,
beat both)."""


def goal_table_sheets():
    from ..classic import score_cities
    from ..classic.table import read_table

    names, cities = read_table(GOAL_TABLE)
    return names, cities, score_cities(cities, names)


def score_1():
    """Cy's total from the score pad's seven categories."""
    _names, _cities, sheets = goal_table_sheets()
    return BreakdownQuestion(say("course.classic.score-1.prompt"), sheets[2].categories)


# -- 02 the box and the setup ----------------------------------------------------------------------
def setup_1():
    """How many guilds at 5 players: n + 2 = 7."""
    return _number("setup-1", 7, {5: "course.classic.setup-1.why.n", 10: "course.classic.setup-1.why.all"},
                   players=5)


def setup_2():
    """The Age III deck at 4 players: its 22 cards plus 6 guilds = 28 = 7 per player."""
    plain = len(card_set().physical_deck(3, 4))
    return _number("setup-2", plain + 6, {plain: "course.classic.setup-2.why.guilds",
                                          plain + 10: "course.classic.setup-2.why.all"},
                   players=4, plain=plain)


def setup_3():
    """A card printed 5+ is put back in a 4-player game."""
    return _choice("setup-3", ("keep", "back"), "back")


# -- 03 cards, colours and costs -------------------------------------------------------------------
def cost_position():
    """Ana's first hand in a 3-player game (seed 1)."""
    return position(3, 1)


def _free_now(game, city, card):
    return any(a.card is card and a.kind == "build" and a.payment.total == 0 for a in game.legal_actions(city))


def cost_1():
    """How many cards of Ana's first hand can she build paying nothing at all?"""
    game = cost_position()
    hand = game.hand(0)
    free = [c for c in hand if _free_now(game, 0, c)]
    coin_cards = [c for c in hand if c.coins and not any(c.cost)]
    short = [c for c in hand if any(c.cost) and c not in free]
    fields = {"free": ", ".join(c.label for c in free), "coins": ", ".join(c.label for c in coin_cards) or "-",
              "short": ", ".join(c.label for c in short) or "-"}

    def check(value):
        if value == len(free):
            return True, say("lab.quiz.right", why=say("course.classic.cost-1.right", **fields))
        key = "more" if value > len(free) else "less"
        return False, say(f"course.classic.cost-1.why.{key}", **fields)

    return NumberQuestion(say("course.classic.cost-1.prompt"), check)


def production_1():
    """A Stone Pit used on one turn still produces on the next: production is never spent."""
    return _choice("production-1", ("yes", "no"), "yes")


def tree_farm_units():
    """What a city of Gizah A with a Tree Farm pays, itself, for 1 wood + 1 clay: ``None`` when it
    cannot without trading (the Tree Farm gives wood *or* clay, once a turn)."""
    city = City(wonder_set().by_name("Gizah").side("A"))
    city.add_card(card_set().by_name("Tree Farm"))
    nothing = ((0,) * 7, ())
    cost = (1, 0, 1, 0, 0, 0, 0)
    return trade_options(cost, city.own_production(), nothing, nothing, 0, 0)


def choice_1():
    """A Tree Farm (wood or clay) gives one unit a turn."""
    return _number("choice-1", 1, {2: "course.classic.choice-1.why.both"},
                   unit=unit_text(card_set().by_name("Tree Farm").effect.produces[0]))


# -- 04 trading -----------------------------------------------------------------------------------
def trading_1():
    """Ana's Barracks (1 ore) in the seed-1 position: 2 coins to Cy, her right neighbour."""
    game = cost_position()
    action = next(a for a in game.legal_actions(0) if a.card.name == "Barracks" and a.kind == "build")
    left, right = game.names[game.left(0)], game.names[game.right(0)]
    seller = right if action.payment.right else left
    other = left if seller == right else right
    keys = {right: "right", left: "left"}
    good = keys[seller]
    wrong_side = keys[other]
    options = ("bank", "left", "right", "one")
    reasons = {"bank": "course.classic.trading-1.why.bank", wrong_side: "course.classic.trading-1.why.side",
               "one": "course.classic.trading-1.why.one"}
    return _choice("trading-1", options, good, reasons, left=left, right=right, seller=seller, other=other,
                   card=action.card.label)


def trading_2():
    """What a neighbour may sell: his brown and gray cards and his board's resource, not the
    production of a yellow card."""
    return _choice("trading-2", ("brown", "gray", "board", "yellow"), "yellow",
                   {k: "course.classic.trading-2.why.sold" for k in ("brown", "gray", "board")})


def discount_position():
    """Age II, turn 1 of a 4-player game (seed 0): Ana has a Marketplace."""
    return position(4, 0, 2, 1)


def trading_3():
    """Ana's Library: stone from her board, 1 stone from the left (2 coins), 1 loom from the
    right at 1 coin thanks to her Marketplace: 3 coins."""
    game = discount_position()
    cheapest = min(a.payment.total for a in game.legal_actions(0) if a.card.name == "Library" and a.kind == "build")
    return _number("trading-3", cheapest, {cheapest + 1: "course.classic.trading-3.why.discount",
                                           cheapest + 2: "course.classic.trading-3.why.own",
                                           cheapest - 1: "course.classic.trading-3.why.raw"})


def trading_4():
    """Coins earned by selling this turn can be spent only from the next turn."""
    return _choice("trading-4", ("yes", "no"), "no")


def trading_5():
    """A neighbour cannot refuse to sell, and selling does not stop him using his resource."""
    return _choice("trading-5", ("refuse", "lose", "both"), "both")


# -- 05 chaining and names ------------------------------------------------------------------------
def chain_position():
    """Age II, turn 1 of a 4-player game (seed 4): Ana built a Theater; her hand holds the Statue."""
    return position(4, 4, 2, 1)


def chain_1():
    """The Statue costs Ana nothing: she built the Theater."""
    statue = card_set().by_name("Statue")
    return _choice("chain-1", ("free", "cost", "trade", "never"), "free",
                   cost=cost_text(statue.cost), parent=card_set().by_name("Theater").label, card=statue.label)


def duplicate_position():
    """Age III, turn 2 of a 5-player game (seed 0): Ana's hand holds a Senate, and she built one."""
    return position(5, 0, 3, 2)


def chain_2():
    """Never two cards of one name: the second Senate can only be discarded or tucked."""
    return _choice("chain-2", ("build", "stage", "discard", "stage_or_discard"), "stage_or_discard",
                   {"build": "course.classic.chain-2.why.build", "stage": "course.classic.chain-2.why.part",
                    "discard": "course.classic.chain-2.why.part"},
                   card=card_set().by_name("Senate").label)


# -- 06 an Age ------------------------------------------------------------------------------------
def age_1():
    """In Age II the hands go right: Ana (4 players) passes to Di."""
    game = position(4, 0, 2, 1)
    right, left = game.names[game.right(0)], game.names[game.left(0)]
    return _choice("age-1", ("left", "right"), "right", left=left, right=right)


def age_2():
    """A player builds (or tucks, or discards) 6 cards an Age; the 7th is discarded."""
    return _number("age-2", 6, {7: "course.classic.age-2.why.seven"})


def age_3():
    """The 6th turn's last card is discarded, with no coins."""
    return _choice("age-3", ("three", "none", "keep"), "none")


def age_4():
    """A card that can be neither built nor tucked is discarded for 3 coins."""
    return _number("age-4", 3, {0: "course.classic.age-4.why.zero"})


EXERCISES = {
    "treasury-1": treasury_1, "score-1": score_1, "science-1": lambda: ScienceQuestion((2, 2, 1)),
    "setup-1": setup_1, "setup-2": setup_2, "setup-3": setup_3,
    "cost-1": cost_1, "production-1": production_1, "choice-1": choice_1,
    "trading-1": trading_1, "trading-2": trading_2, "trading-3": trading_3, "trading-4": trading_4,
    "trading-5": trading_5,
    "chain-1": chain_1, "chain-2": chain_2,
    "age-1": age_1, "age-2": age_2, "age-3": age_3, "age-4": age_4,
}


def exercise(key):
    """The exercise ``key`` (``"trading-1"``…) as a widget, built afresh from its position."""
    if key not in EXERCISES:
        raise KeyError(say("course.classic.unknown", name=key, keys=", ".join(EXERCISES)))
    return EXERCISES[key]()


MESSAGES = {
    "course.classic.run_to_answer": {"en": "run the cell to answer", "fr": "exécutez la cellule pour répondre"},
    "course.classic.pick": {"en": "Choose one answer first.", "fr": "Choisissez d'abord une réponse."},
    "course.classic.unknown": {"en": "no exercise {name!r}: the exercises are {keys}",
                               "fr": "pas d'exercice {name!r} : les exercices sont {keys}"},
    # 01
    "course.classic.treasury-1.prompt": {
        "en": "A city ends the game with {coins} coins. How many treasury points does it score?",
        "fr": "Une cité finit la partie avec {coins} pièces. Combien de points de trésor marque-t-elle ?"},
    "course.classic.treasury-1.right": {
        "en": "1 point for each full group of 3 coins: {coins} coins are 3 groups of 3, and 2 coins left over.",
        "fr": "1 point par tranche complète de 3 pièces : {coins} pièces font 3 tranches, et il reste 2 pièces."},
    "course.classic.treasury-1.why.up": {
        "en": "Not rounded up: only a full group of 3 coins is worth a point, so the 2 coins left over score nothing (9 coins: 3 points, 11 coins: 3 points too).",
        "fr": "On n'arrondit pas : seule une tranche complète de 3 pièces vaut un point ; les 2 pièces qui restent ne rapportent rien (9 pièces : 3 points, 11 pièces : 3 points aussi)."},
    "course.classic.treasury-1.why.coins": {
        "en": "Coins are not points one for one: the treasury scores 1 point for each 3 coins.",
        "fr": "Une pièce ne vaut pas un point : le trésor rapporte 1 point par tranche de 3 pièces."},
    "course.classic.score-1.prompt": {
        "en": "What is Cy's total? Add up the seven lines of the score pad.",
        "fr": "Quel est le total de Cy ? Additionnez les sept lignes du carnet de scores."},
    # 02
    "course.classic.setup-1.prompt": {
        "en": "You set up a game for {players} players. How many guilds (purple cards) go into the Age III deck?",
        "fr": "Vous préparez une partie à {players} joueurs. Combien de guildes (cartes violettes) mettez-vous dans le paquet de l'Âge III ?"},
    "course.classic.setup-1.right": {
        "en": "The number of players plus 2: {players} + 2 = 7 guilds, drawn at random among the ten.",
        "fr": "Le nombre de joueurs plus 2 : {players} + 2 = 7 guildes, tirées au hasard parmi les dix."},
    "course.classic.setup-1.why.n": {
        "en": "One guild per player is not enough: keep the number of players plus 2 (3 players: 5 guilds … 7 players: 9).",
        "fr": "Une guilde par joueur ne suffit pas : on garde le nombre de joueurs plus 2 (3 joueurs : 5 guildes … 7 joueurs : 9)."},
    "course.classic.setup-1.why.all": {
        "en": "Not all ten: set the ten guilds aside, then shuffle back only the number of players plus 2, at random.",
        "fr": "Pas les dix : on écarte les dix guildes, puis on en remet au hasard le nombre de joueurs plus 2."},
    "course.classic.setup-2.prompt": {
        "en": "At {players} players, how many cards does the Age III deck hold once the guilds are in?",
        "fr": "À {players} joueurs, combien de cartes compte le paquet de l'Âge III une fois les guildes ajoutées ?"},
    "course.classic.setup-2.right": {
        "en": "{plain} cards printed for up to {players} players, plus {players} + 2 = 6 guilds: 28, exactly 7 cards per player.",
        "fr": "{plain} cartes marquées pour {players} joueurs au plus, plus {players} + 2 = 6 guildes : 28, exactement 7 cartes par joueur."},
    "course.classic.setup-2.why.guilds": {
        "en": "You left out the guilds: the Age III deck also gets the number of players plus 2 guilds (here 6). Check: every Age deals exactly 7 cards per player.",
        "fr": "Vous avez oublié les guildes : le paquet de l'Âge III reçoit aussi le nombre de joueurs plus 2 guildes (ici 6). Vérification : chaque âge se divise en exactement 7 cartes par joueur."},
    "course.classic.setup-2.why.all": {
        "en": "Not all ten guilds: only the number of players plus 2 (here 6). Check: every Age deals exactly 7 cards per player.",
        "fr": "Pas les dix guildes : seulement le nombre de joueurs plus 2 (ici 6). Vérification : chaque âge se divise en exactement 7 cartes par joueur."},
    "course.classic.setup-3.prompt": {
        "en": "You set up a game for 4 players. A card shows \"5+\" at the bottom. What do you do with it?",
        "fr": "Vous préparez une partie à 4 joueurs. Une carte porte « 5+ » en bas. Qu'en faites-vous ?"},
    "course.classic.setup-3.option.keep": {"en": "It goes into its Age's deck", "fr": "Elle va dans le paquet de son âge"},
    "course.classic.setup-3.option.back": {"en": "It goes back into the box", "fr": "Elle retourne dans la boîte"},
    "course.classic.setup-3.right": {
        "en": "A card is used only when the game has at least as many players as it shows: 5+ is for 5 players or more.",
        "fr": "Une carte ne sert que si la partie compte au moins le nombre de joueurs qu'elle indique : 5+ est pour 5 joueurs ou plus."},
    "course.classic.setup-3.why.keep": {
        "en": "The number at the bottom is the fewest players for which the card is used: put back every card whose number is above the number of players.",
        "fr": "Le nombre en bas est le nombre minimal de joueurs pour lequel la carte sert : remettez dans la boîte les cartes dont le nombre est supérieur au nombre de joueurs."},
    # 03
    "course.classic.cost-1.prompt": {
        "en": "This is Ana's first hand. How many of these cards can she build right now paying nothing at all (no coins, no trading)?",
        "fr": "Voici la première main d'Ana. Combien de ces cartes peut-elle construire tout de suite sans rien payer (ni pièces, ni commerce) ?"},
    "course.classic.cost-1.right": {
        "en": "Free now: {free}. The others cost coins to the bank ({coins}) or a resource Ana does not produce ({short}).",
        "fr": "Gratuites maintenant : {free}. Les autres coûtent des pièces à la banque ({coins}) ou une ressource qu'Ana ne produit pas ({short})."},
    "course.classic.cost-1.why.more": {
        "en": "Too many: a coin printed in the cost corner is paid to the bank ({coins}), and a resource Ana does not produce must be bought ({short}). Free now: {free}.",
        "fr": "Trop : une pièce imprimée dans le coin du coût se paie à la banque ({coins}), et une ressource qu'Ana ne produit pas doit s'acheter ({short}). Gratuites maintenant : {free}."},
    "course.classic.cost-1.why.less": {
        "en": "Too few: a card with an empty cost corner is free, and so is a card whose resources Ana's own city produces (her wonder board counts). Free now: {free}.",
        "fr": "Trop peu : une carte au coin de coût vide est gratuite, tout comme une carte dont la cité d'Ana produit elle-même les ressources (son plateau compte). Gratuites maintenant : {free}."},
    "course.classic.production-1.prompt": {
        "en": "Ana's only stone comes from her Stone Pit. On turn 2 she built Baths (cost: 1 stone). On turn 3 she wants a card that costs 1 stone. Can she build it with her own stone?",
        "fr": "La seule pierre d'Ana vient de sa Cavité. Au tour 2 elle a construit les Bains (coût : 1 pierre). Au tour 3 elle veut une carte qui coûte 1 pierre. Peut-elle la construire avec sa propre pierre ?"},
    "course.classic.production-1.option.yes": {"en": "Yes", "fr": "Oui"},
    "course.classic.production-1.option.no": {"en": "No, the stone was used for the Baths",
                                              "fr": "Non, la pierre a servi pour les Bains"},
    "course.classic.production-1.right": {
        "en": "Production is never spent: the Stone Pit gives 1 stone on every turn of the game.",
        "fr": "La production ne se dépense jamais : la Cavité donne 1 pierre à chaque tour de la partie."},
    "course.classic.production-1.why.no": {
        "en": "You own production, not resources: nothing is discarded when you build, and the Stone Pit gives its stone again on every turn.",
        "fr": "Vous possédez une production, pas des ressources : rien n'est défaussé quand vous construisez, et la Cavité redonne sa pierre à chaque tour."},
    "course.classic.choice-1.prompt": {
        "en": "A Tree Farm produces {unit}. How many resources does it give you on one turn?",
        "fr": "Une Friche produit {unit}. Combien de ressources vous donne-t-elle en un tour ?"},
    "course.classic.choice-1.right": {
        "en": "One: you choose which of the two each turn, but never both at once.",
        "fr": "Une : vous choisissez laquelle des deux à chaque tour, mais jamais les deux à la fois."},
    "course.classic.choice-1.why.both": {
        "en": "A card that shows two resources with a slash gives one of them, of your choice, each turn: not both. A cost of 1 wood and 1 clay needs another producer.",
        "fr": "Une carte qui montre deux ressources séparées d'une barre en donne une, au choix, à chaque tour : pas les deux. Un coût de 1 bois et 1 argile demande un autre producteur."},
    # 04
    "course.classic.trading-1.prompt": {
        "en": "Ana builds {card}: it costs 1 ore, and she produces none. Whom does she pay, and how much?",
        "fr": "Ana construit {card} : la carte coûte 1 minerai, qu'elle ne produit pas. À qui paie-t-elle, et combien ?"},
    "course.classic.trading-1.option.bank": {"en": "2 coins to the bank", "fr": "2 pièces à la banque"},
    "course.classic.trading-1.option.left": {"en": "2 coins to {left}, her left neighbour",
                                             "fr": "2 pièces à {left}, son voisin de gauche"},
    "course.classic.trading-1.option.right": {"en": "2 coins to {right}, her right neighbour",
                                              "fr": "2 pièces à {right}, son voisin de droite"},
    "course.classic.trading-1.option.one": {"en": "1 coin to {seller}", "fr": "1 pièce à {seller}"},
    "course.classic.trading-1.right": {
        "en": "{seller} produces ore and sells it: 2 coins a unit, paid to {seller}.",
        "fr": "{seller} produit du minerai et le vend : 2 pièces par unité, payées à {seller}."},
    "course.classic.trading-1.why.bank": {
        "en": "A resource you buy is paid to the neighbour who produces it, not to the bank: 2 coins to {seller}.",
        "fr": "Une ressource achetée se paie au voisin qui la produit, pas à la banque : 2 pièces à {seller}."},
    "course.classic.trading-1.why.side": {
        "en": "{other} produces no ore: you can only buy what a neighbour's brown or gray cards or wonder board produce. {seller} has ore.",
        "fr": "{other} ne produit pas de minerai : on n'achète que ce que produisent les cartes marron ou grises ou le plateau d'un voisin. {seller} en a."},
    "course.classic.trading-1.why.one": {
        "en": "The price is 2 coins a unit; only a yellow card of yours (a trading post, the Marketplace) lowers it to 1, and Ana has none.",
        "fr": "Le prix est de 2 pièces par unité ; seule une de vos cartes jaunes (un comptoir, le Marché) le baisse à 1, et Ana n'en a pas."},
    "course.classic.trading-2.prompt": {
        "en": "Which of these can you NOT buy from your neighbour?",
        "fr": "Laquelle de ces ressources ne pouvez-vous PAS acheter à votre voisin ?"},
    "course.classic.trading-2.option.brown": {"en": "the wood of his Lumber Yard (brown)",
                                              "fr": "le bois de son Chantier (marron)"},
    "course.classic.trading-2.option.gray": {"en": "the glass of his Glassworks (gray)",
                                             "fr": "le verre de sa Verrerie (gris)"},
    "course.classic.trading-2.option.board": {"en": "the resource printed on his wonder board",
                                              "fr": "la ressource imprimée sur son plateau Merveille"},
    "course.classic.trading-2.option.yellow": {"en": "the loom of his Forum (yellow)",
                                               "fr": "le tissu de son Forum (jaune)"},
    "course.classic.trading-2.right": {
        "en": "A yellow card's (or a wonder stage's) resources are for their owner only. Brown and gray cards and the board's resource are for sale.",
        "fr": "Les ressources d'une carte jaune (ou d'une étape de merveille) sont réservées à leur propriétaire. Les cartes marron et grises et la ressource du plateau sont à vendre."},
    "course.classic.trading-2.why.sold": {
        "en": "That one can be bought: a neighbour sells what his brown and gray cards and his wonder board produce. It is a yellow card's resource (the Forum's) that is not for sale.",
        "fr": "Celle-là s'achète : un voisin vend ce que produisent ses cartes marron et grises et son plateau. C'est la ressource d'une carte jaune (le Forum) qui n'est pas à vendre."},
    "course.classic.trading-3.prompt": {
        "en": "Ana builds the Library (2 stone, 1 loom) the cheapest way. How many coins does she pay in all?",
        "fr": "Ana construit la Bibliothèque (2 pierres, 1 tissu) au moins cher. Combien de pièces paie-t-elle en tout ?"},
    "course.classic.trading-3.right": {
        "en": "Her board gives 1 stone; she buys 1 stone from the left (2 coins) and 1 loom from the right at 1 coin, thanks to her Marketplace: 3 coins.",
        "fr": "Son plateau donne 1 pierre ; elle achète 1 pierre à gauche (2 pièces) et 1 tissu à droite pour 1 pièce grâce à son Marché : 3 pièces."},
    "course.classic.trading-3.why.discount": {
        "en": "You forgot Ana's Marketplace: it lowers glass, loom and papyrus to 1 coin from both neighbours. The loom costs 1, not 2.",
        "fr": "Vous avez oublié le Marché d'Ana : il baisse le verre, le tissu et le papyrus à 1 pièce chez les deux voisins. Le tissu coûte 1, pas 2."},
    "course.classic.trading-3.why.own": {
        "en": "Ana's wonder board produces 1 stone: only the second stone is bought. You pay only for what you lack.",
        "fr": "Le plateau d'Ana produit 1 pierre : seule la seconde pierre s'achète. On ne paie que ce qui manque."},
    "course.classic.trading-3.why.raw": {
        "en": "The Marketplace lowers only the manufactured goods (glass, loom, papyrus): the stone still costs 2 coins.",
        "fr": "Le Marché ne baisse que les produits manufacturés (verre, tissu, papyrus) : la pierre coûte toujours 2 pièces."},
    "course.classic.trading-4.prompt": {
        "en": "Ana has 0 coins. This turn Bo buys a clay from her for 2 coins. Can Ana spend those 2 coins to buy an ore this same turn?",
        "fr": "Ana a 0 pièce. Ce tour-ci, Bo lui achète une argile pour 2 pièces. Ana peut-elle dépenser ces 2 pièces pour acheter un minerai ce même tour ?"},
    "course.classic.trading-4.option.yes": {"en": "Yes", "fr": "Oui"},
    "course.classic.trading-4.option.no": {"en": "No, not before the next turn", "fr": "Non, pas avant le tour suivant"},
    "course.classic.trading-4.right": {
        "en": "Coins earned by trading this turn can be spent only from the next turn: everyone chooses at once, with the coins they had.",
        "fr": "Les pièces gagnées par le commerce ce tour ne se dépensent qu'à partir du tour suivant : chacun choisit en même temps, avec les pièces qu'il avait."},
    "course.classic.trading-4.why.yes": {
        "en": "Coins earned by trading this turn arrive when the turn is played: they can be spent only from the next turn.",
        "fr": "Les pièces gagnées par le commerce arrivent quand le tour est joué : elles ne se dépensent qu'à partir du tour suivant."},
    "course.classic.trading-5.prompt": {
        "en": "Ana wants to buy Bo's only stone, and Bo needs that stone for his own card this turn. What happens?",
        "fr": "Ana veut acheter l'unique pierre de Bo, et Bo a besoin de cette pierre pour sa propre carte ce tour-ci. Que se passe-t-il ?"},
    "course.classic.trading-5.option.refuse": {"en": "Bo may refuse to sell", "fr": "Bo peut refuser de vendre"},
    "course.classic.trading-5.option.lose": {"en": "Bo must sell, and cannot use his stone this turn",
                                             "fr": "Bo doit vendre, et ne peut plus utiliser sa pierre ce tour"},
    "course.classic.trading-5.option.both": {"en": "Bo must sell, and uses his stone too",
                                             "fr": "Bo doit vendre, et utilise aussi sa pierre"},
    "course.classic.trading-5.right": {
        "en": "No one can refuse to sell, and selling a resource does not stop the seller using it the same turn.",
        "fr": "Personne ne peut refuser de vendre, et vendre une ressource n'empêche pas de l'utiliser soi-même ce même tour."},
    "course.classic.trading-5.why.refuse": {
        "en": "No one can refuse to sell: as long as the buyer pays, the resource is sold.",
        "fr": "Personne ne peut refuser de vendre : tant que l'acheteur paie, la ressource est vendue."},
    "course.classic.trading-5.why.lose": {
        "en": "Selling does not take the resource away: it is production, and the seller still uses it himself this turn.",
        "fr": "Vendre n'enlève pas la ressource : c'est une production, et le vendeur l'utilise quand même ce tour."},
    # 05
    "course.classic.chain-1.prompt": {
        "en": "Age II. Ana built a {parent} in Age I, and her hand holds the {card} (cost: {cost}). What does the {card} cost her?",
        "fr": "Âge II. Ana a construit un {parent} à l'Âge I, et sa main contient la {card} (coût : {cost}). Que lui coûte la {card} ?"},
    "course.classic.chain-1.option.free": {"en": "Nothing", "fr": "Rien"},
    "course.classic.chain-1.option.cost": {"en": "{cost}, from her own production", "fr": "{cost}, de sa propre production"},
    "course.classic.chain-1.option.trade": {"en": "{cost}, buying what she lacks", "fr": "{cost}, en achetant ce qui lui manque"},
    "course.classic.chain-1.option.never": {"en": "She cannot build it in Age II", "fr": "Elle ne peut pas la construire à l'Âge II"},
    "course.classic.chain-1.right": {
        "en": "The {card} names the {parent} next to its cost: whoever built the {parent} builds the {card} for free (chaining).",
        "fr": "La {card} porte le nom du {parent} à côté de son coût : qui a construit le {parent} construit la {card} gratuitement (chaînage)."},
    "course.classic.chain-1.why.cost": {
        "en": "A card that names a building you own is free: chaining. You pay no resource at all.",
        "fr": "Une carte qui porte le nom d'un bâtiment que vous possédez est gratuite : c'est le chaînage. Aucune ressource à payer."},
    "course.classic.chain-1.why.trade": {
        "en": "No trading is needed: the {card} chains from the {parent}, which Ana built, so it costs nothing.",
        "fr": "Aucun commerce n'est nécessaire : la {card} se chaîne depuis le {parent}, qu'Ana a construit ; elle ne coûte rien."},
    "course.classic.chain-1.why.never": {
        "en": "An Age II card is played in Age II; and this one is even free: it chains from the {parent}.",
        "fr": "Une carte de l'Âge II se joue à l'Âge II ; et celle-ci est même gratuite : elle se chaîne depuis le {parent}."},
    "course.classic.chain-2.prompt": {
        "en": "Age III. Ana already built a {card}, and another {card} comes into her hand. What may she do with it?",
        "fr": "Âge III. Ana a déjà construit un {card}, et un autre {card} arrive dans sa main. Que peut-elle en faire ?"},
    "course.classic.chain-2.option.build": {"en": "Build it", "fr": "Le construire"},
    "course.classic.chain-2.option.stage": {"en": "Only tuck it under her wonder for a stage",
                                            "fr": "Seulement le glisser sous sa merveille pour une étape"},
    "course.classic.chain-2.option.discard": {"en": "Only discard it for 3 coins", "fr": "Seulement le défausser pour 3 pièces"},
    "course.classic.chain-2.option.stage_or_discard": {"en": "Tuck it for a wonder stage, or discard it for 3 coins",
                                                       "fr": "Le glisser pour une étape de merveille, ou le défausser pour 3 pièces"},
    "course.classic.chain-2.right": {
        "en": "Never two buildings of the same name in one city; the card can still build a wonder stage (if she can pay the stage) or be discarded for 3 coins.",
        "fr": "Jamais deux bâtiments du même nom dans une cité ; la carte peut encore servir à une étape de merveille (si elle en paie le coût) ou être défaussée pour 3 pièces."},
    "course.classic.chain-2.why.build": {
        "en": "You can never build two buildings with the same name: a second {card} cannot be built.",
        "fr": "On ne construit jamais deux bâtiments portant le même nom : un second {card} ne se construit pas."},
    "course.classic.chain-2.why.part": {
        "en": "Only building it is forbidden (never two of one name): the other two actions, a wonder stage and the discard for 3 coins, stay open.",
        "fr": "Seule la construction est interdite (jamais deux du même nom) : les deux autres actions, l'étape de merveille et la défausse pour 3 pièces, restent possibles."},
    # 06
    "course.classic.age-1.prompt": {
        "en": "Age II, 4 players. After choosing her card, to whom does Ana pass the rest of her hand?",
        "fr": "Âge II, 4 joueurs. Après avoir choisi sa carte, à qui Ana passe-t-elle le reste de sa main ?"},
    "course.classic.age-1.option.left": {"en": "{left}, her left neighbour", "fr": "{left}, sa voisine de gauche"},
    "course.classic.age-1.option.right": {"en": "{right}, her right neighbour", "fr": "{right}, sa voisine de droite"},
    "course.classic.age-1.right": {
        "en": "Age I passes left, Age II right, Age III left again: Ana passes to {right}.",
        "fr": "L'Âge I passe à gauche, l'Âge II à droite, l'Âge III de nouveau à gauche : Ana passe à {right}."},
    "course.classic.age-1.why.left": {
        "en": "The direction changes each Age: left in Ages I and III, but right in Age II. Ana passes to {right}.",
        "fr": "Le sens change à chaque âge : à gauche aux Âges I et III, mais à droite à l'Âge II. Ana passe à {right}."},
    "course.classic.age-2.prompt": {
        "en": "Each player is dealt 7 cards at the start of an Age. How many cards does each player play (build, tuck or discard for coins) in that Age?",
        "fr": "Chaque joueur reçoit 7 cartes au début d'un âge. Combien de cartes chaque joueur joue-t-il (construite, glissée ou défaussée pour des pièces) pendant cet âge ?"},
    "course.classic.age-2.right": {
        "en": "An Age has 6 turns, one card each; on the 6th turn the last of the two cards is discarded.",
        "fr": "Un âge compte 6 tours, une carte chacun ; au 6e tour, la dernière des deux cartes est défaussée."},
    "course.classic.age-2.why.seven": {
        "en": "An Age has 6 turns, not 7: on the 6th turn you hold 2 cards, play one, and the 7th card is discarded.",
        "fr": "Un âge compte 6 tours, pas 7 : au 6e tour vous avez 2 cartes, vous en jouez une, et la 7e est défaussée."},
    "course.classic.age-3.prompt": {
        "en": "6th turn: Ana holds 2 cards and plays one. What becomes of the other?",
        "fr": "6e tour : Ana a 2 cartes et en joue une. Que devient l'autre ?"},
    "course.classic.age-3.option.three": {"en": "Discarded, and Ana takes 3 coins", "fr": "Défaussée, et Ana prend 3 pièces"},
    "course.classic.age-3.option.none": {"en": "Discarded face down, with no coins", "fr": "Défaussée face cachée, sans pièces"},
    "course.classic.age-3.option.keep": {"en": "Kept for the next Age", "fr": "Gardée pour l'âge suivant"},
    "course.classic.age-3.right": {
        "en": "The last card of an Age is discarded face down, and it gives no coins.",
        "fr": "La dernière carte d'un âge est défaussée face cachée, et ne rapporte aucune pièce."},
    "course.classic.age-3.why.three": {
        "en": "The 3 coins are for a card you choose to discard; the 7th card is discarded with no coins.",
        "fr": "Les 3 pièces sont pour une carte que l'on choisit de défausser ; la 7e carte est défaussée sans pièces."},
    "course.classic.age-3.why.keep": {
        "en": "Nothing is kept from one Age to the next: each Age deals its own 7 cards, and the leftover card is discarded (with no coins).",
        "fr": "Rien ne se garde d'un âge à l'autre : chaque âge distribue ses 7 cartes, et la carte restante est défaussée (sans pièces)."},
    "course.classic.age-4.prompt": {
        "en": "Bo revealed a card he can neither build nor use for a wonder stage. He must discard it. How many coins does he take?",
        "fr": "Bo a révélé une carte qu'il ne peut ni construire ni utiliser pour une étape de merveille. Il doit la défausser. Combien de pièces prend-il ?"},
    "course.classic.age-4.right": {
        "en": "A card that cannot be played is discarded, as any discard, for 3 coins from the bank.",
        "fr": "Une carte qui ne peut pas être jouée est défaussée, comme toute défausse, pour 3 pièces de la banque."},
    "course.classic.age-4.why.zero": {
        "en": "The forced discard is an ordinary discard: 3 coins from the bank. Only the 7th card of an Age gives nothing.",
        "fr": "La défausse forcée est une défausse ordinaire : 3 pièces de la banque. Seule la 7e carte d'un âge ne rapporte rien."},
}
register(MESSAGES)

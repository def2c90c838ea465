"""A puzzle's themes, tagged by code: what its best move does, read from the move's own effect
(``lab.reasons``' facts) and from the position, never from what the seat may not see.

The codes, with their names in both languages (``THEMES``): ``science``, ``science_set``,
``science_supremacy``, ``military``, ``military_majority``, ``military_supremacy``, ``chain``,
``resource``, ``denial`` (a card kept from a neighbour: 7 Wonders, a science card the second
option would pass to a neighbour who collects science; Duel, a science card discarded or put under
a wonder where the rival holds its symbol once), ``wonder`` (a wonder stage now),
``wonder_draft`` (Duel: the wonders chosen before Age I), ``guild``, ``endgame``, ``coins``,
``points``, ``play_again``, ``progress_token``, ``cat`` (Architects' Cat).

>>> from wonderlab.duel.game import Game
>>> game = Game(seed=1)
>>> seat = game.waiting[0]
>>> themes(game, seat, seat, game.legal_actions(seat)[0], game.legal_actions(seat)[1])
['wonder_draft']
"""

from ..core.i18n import register, say
from ..core.search import kind_of
from .reasons import reasons

__all__ = ["THEMES", "theme_label", "themes"]

THEMES = {
    "science": ("Science", "Science"),
    "science_set": ("Science set", "Groupe scientifique"),
    "science_supremacy": ("Scientific supremacy", "Suprématie scientifique"),
    "military": ("Military", "Militaire"),
    "military_majority": ("Military majority", "Majorité militaire"),
    "military_supremacy": ("Military supremacy", "Suprématie militaire"),
    "chain": ("Chain", "Chaînage"),
    "resource": ("Resource for what comes", "Ressource pour la suite"),
    "denial": ("Denying a card", "Priver un voisin d'une carte"),
    "wonder": ("Wonder stage timing", "Le moment d'une étape de merveille"),
    "wonder_draft": ("Wonder draft", "Choix des merveilles"),
    "guild": ("Guild", "Guilde"),
    "endgame": ("Endgame", "Fin de partie"),
    "coins": ("Coins and treasury", "Pièces et trésor"),
    "points": ("Victory points", "Points de victoire"),
    "play_again": ("Play again", "Rejouer"),
    "progress_token": ("Progress tokens", "Jetons Progrès"),
    "cat": ("The Cat", "Le Chat"),
}
register({f"puzzles.theme.{code}": {"en": en, "fr": fr} for code, (en, fr) in THEMES.items()})
register({f"puzzles.hint.{code}": texts for code, texts in {
    "science": {"en": "Count your science symbols.", "fr": "Comptez vos symboles scientifiques."},
    "science_set": {"en": "Which symbols are you missing for a set of three?",
                    "fr": "Quels symboles vous manque-t-il pour un groupe de trois ?"},
    "science_supremacy": {"en": "How many different science symbols do you hold?",
                          "fr": "Combien de symboles scientifiques différents avez-vous ?"},
    "military": {"en": "Compare your shields with your neighbours'.", "fr": "Comparez vos boucliers à ceux de vos voisins."},
    "military_majority": {"en": "Who wins the next conflict, as the shields stand?",
                          "fr": "Qui gagne le prochain conflit, boucliers comptés ?"},
    "military_supremacy": {"en": "How far is the conflict pawn from the capital?",
                           "fr": "À quelle distance de la capitale est le pion Conflit ?"},
    "chain": {"en": "Look at what your city already built: a card may come for free.",
              "fr": "Regardez ce que votre cité a déjà construit : une carte peut venir gratuitement."},
    "resource": {"en": "Think of what the cards still to come will cost.",
                 "fr": "Pensez à ce que coûteront les cartes encore à venir."},
    "denial": {"en": "Think of the hand you pass on, and who receives it.",
               "fr": "Pensez à la main que vous passez, et à qui la reçoit."},
    "wonder": {"en": "Is it the moment for a wonder stage?", "fr": "Est-ce le moment d'une étape de merveille ?"},
    "wonder_draft": {"en": "Which wonder serves your plan, and which would serve your rival?",
                     "fr": "Quelle merveille sert votre plan, et laquelle servirait votre adversaire ?"},
    "guild": {"en": "Count what each guild would give at the end.", "fr": "Comptez ce que chaque guilde rapporterait à la fin."},
    "endgame": {"en": "Few moves are left: count the points of the end.",
                "fr": "Il reste peu de coups : comptez les points de la fin."},
    "coins": {"en": "Look at your treasury.", "fr": "Regardez votre trésor."},
    "points": {"en": "Count the points each move brings.", "fr": "Comptez les points que rapporte chaque coup."},
    "play_again": {"en": "One move lets you play twice.", "fr": "Un coup vous fait jouer deux fois."},
    "progress_token": {"en": "Look at the progress tokens on offer.", "fr": "Regardez les jetons Progrès disponibles."},
    "cat": {"en": "Who holds the Cat, and what does it show?", "fr": "Qui a le Chat, et que montre-t-il ?"},
}.items()})

_FROM_REASONS = {"military": "military", "science": "science", "chain": "chain", "resource": "resource",
                 "coins": "coins", "points": "points", "again": "play_again", "token": "progress_token"}


def theme_label(code):
    """A theme's name in the current language."""
    return say(f"puzzles.theme.{code}")


def themes(game, seat, city, best, second):
    """The theme codes of the puzzle whose best move is ``best`` (``second`` the runner-up), sorted."""
    kind = kind_of(game)
    found = set()
    for what, _ in reasons(game, seat, best, other_action=second, city=city):
        if what in _FROM_REASONS:
            found.add(_FROM_REASONS[what])
        elif what in ("win", "end"):
            found.add("endgame")
    found |= {"classic": _classic, "duel": _duel, "architects": _architects}[kind](game, seat, city, best, found, second)
    return sorted(found)


def _classic(game, seat, city, action, found, second):
    from ..core.science import best_science
    from .reasons import _passes, _sets

    own = game.cities[city]
    extra = set()
    if _passes(game, city, second, action):     # the second would pass this science card to a collector of science
        extra.add("denial")
    card = action.card
    if action.kind == "stage":
        extra.add("wonder")
        effect = own.upcoming.effect
    else:
        effect = card.effect
    if action.kind == "discard":
        extra.add("coins")
    if action.kind == "build" and card.color == "purple":
        extra.add("guild")
    if game.age == 3 and len(game.hand(city)) <= 3:
        extra.add("endgame")
    if action.kind != "discard" and (effect.science is not None or effect.science_choice):
        counts, wild = list(own.science), own.wildcards
        if effect.science is not None:
            counts[effect.science] += 1
        else:
            wild += 1
        if _sets(counts, wild, best_science) > _sets(own.science, own.wildcards, best_science):
            extra.add("science_set")
    if action.kind != "discard" and effect.shields:
        mine = own.shields + effect.shields
        rivals = [game.cities[game.left(city)].shields, game.cities[game.right(city)].shields]
        if any(own.shields <= r < mine for r in rivals):
            extra.add("military_majority")
    return extra


def _duel(game, seat, city, action, found, second):
    from ..duel.game import MILITARY, SCIENTIFIC
    from .reasons import _after

    extra = set()
    if action.kind == "pick":
        extra.add("wonder_draft")
    if action.kind == "wonder":
        extra.add("wonder")
    if action.kind == "discard":
        extra.add("coins")
    if action.kind in ("discard", "wonder") and action.card.effect.science is not None \
            and game.p[1 - seat].science[action.card.effect.science] == 1:
        extra.add("denial")         # the rival holds this symbol once: the card would make them a pair
    if action.kind == "build" and action.card.color == "purple":
        extra.add("guild")
    if game.phase == "play" and game.age == 3 and game.remaining <= 6:
        extra.add("endgame")
    after = _after(game, "duel", seat, city, action)
    if after is not None and after.is_over and after.winners() == [game.names[seat]]:
        extra.add({MILITARY: "military_supremacy", SCIENTIFIC: "science_supremacy"}.get(after.result, "endgame"))
    elif "science" in found and action.kind == "build" and game.p[seat].science[action.card.effect.science] == 1:
        extra.add("progress_token")
    return extra


def _architects(game, seat, city, action, found, second):
    from ..architects.game import FULL
    from ..architects.rules import GREENS, KINDS, ruleset
    from .reasons import _architects_top

    extra = set()
    if action.kind == "build":
        extra.add("wonder")
    if action.kind == "progress":
        extra.add("progress_token")
    if max(bin(b).count("1") for b in game.built) >= 4:
        extra.add("endgame")
    if action.kind == "take":
        top = _architects_top(game, seat, action.source)
        if top is not None:
            card = ruleset().kinds[KINDS.index(top)]
            if card.cat:
                extra.add("cat")
            if card.resource and game.built[seat] != FULL and "endgame" not in found:   # a stage is left to build
                extra.add("resource")
            index = KINDS.index(top)
            if index in GREENS:
                held = [game.cards[seat][g] for g in GREENS]
                held[GREENS.index(index)] += 1
                if held[GREENS.index(index)] >= 2 or all(held):
                    extra.add("progress_token")
    return extra

"""What a player may be told of the decisions played: the expansions' secrets left out.

Two expansions make a decision whose record names a secret of the player who made it:

- Pantheon's ``place`` names the Divinity seated face down in Age I: the other player learns it
  when the Divinities are revealed, at the start of Age II;
- Agora's ``keep`` names the Conspiracy kept face down, and ``prepare`` the Conspiracy a card is
  tucked under: the other player learns it when it is triggered.

The full record stays with whoever serves the game (the forum's game master, the live server):
it replays the game. What is posted or sent to a player goes through ``entry_for`` (one decision
as a record entry), ``sentence_for`` (the same as a sentence, an option's words), ``line_for`` (who made the
decision and what they did, told in the past, for a log) or ``record_for`` (the whole record), which leave out what that player may not see yet; once the game is over, every secret
is told, as the base game's review shows the cards under the wonders.

>>> from .game import Game
>>> game = Game(seed=3, pantheon=True)
>>> while game.record().actions[-1:] == () or game.record().actions[-1]["kind"] != "place":
...     game.play(game.current, game.legal_actions(game.current)[0])
>>> placed = len(game.record().actions) - 1
>>> entry_for(game, placed, 1 - game.record().actions[placed]["seat"])["divinity"] is None
True
>>> sentence_for(game, placed, None)
'Place a Divinity of the Greek Mythology face down on space 1 of the Pantheon'
"""

from ..core.i18n import register, say, telling
from ..core.records import GameRecord
from .actions import describe
from .pantheon_actions import _MYTHS, Rite

register({
    "duel.shared.place": {"en": "Place a Divinity of the {mythology} Mythology face down on space {space} of the Pantheon",
                          "fr": "Poser une Divinité de la mythologie {mythology} face cachée sur la case {space} "
                                "du Panthéon"},
    "duel.shared.keep": {"en": "Keep one of the two Conspiracies drawn, face down",
                         "fr": "Garder face cachée l'une des deux Conspirations piochées"},
    "duel.shared.prepare": {"en": "Prepare a Conspiracy with {card}",
                            "fr": "Préparer une Conspiration avec {card:le}"},
    # a log's line: who decided, then what they did, as the action's told form says it
    # (``core.i18n.telling``: « Ana built the Theater », « Ana a construit le Théâtre »)
    "duel.shared.line": {"en": "{name} {action}", "fr": "{name} {action}"},
    # who starts the next Age, said by whoever chose (the action alone says "Player 2 starts…")
    "duel.shared.start": {"en": "{name} chose {starter} to start the next Age",
                          "fr": "{name} a choisi {starter} pour commencer l'Âge suivant"},
    "duel.shared.start_self": {"en": "{name} chose to start the next Age",
                               "fr": "{name} a choisi de commencer l'Âge suivant"},
    # Zeus, once played: the card it put in the discard pile (which shows it to both players)
    "duel.shared.zeus": {"en": "Put {card} of the structure in the discard pile with Zeus",
                         "fr": "Mettre {card:le} de la structure à la défausse avec Zeus"},
    "duel.shared.zeus_down": {"en": "Put a face-down card of the structure in the discard pile with Zeus (it was {card})",
                              "fr": "Mettre à la défausse avec Zeus une carte face cachée de la structure "
                                    "(c'était {card:le})"},
    # the same, told in a log (``line_for``)
    "duel.shared.place.told": {"en": "placed a Divinity of the {mythology} Mythology face down on space {space} of the "
                                     "Pantheon",
                               "fr": "a posé une Divinité de la mythologie {mythology} face cachée sur la case {space} "
                                     "du Panthéon"},
    "duel.shared.keep.told": {"en": "kept one of the two Conspiracies drawn, face down",
                              "fr": "a gardé face cachée l'une des deux Conspirations piochées"},
    "duel.shared.prepare.told": {"en": "prepared a Conspiracy with {card}", "fr": "a préparé une Conspiration avec {card:le}"},
    "duel.shared.zeus.told": {"en": "put {card} of the structure in the discard pile with Zeus",
                              "fr": "a mis {card:le} de la structure à la défausse avec Zeus"},
    "duel.shared.zeus_down.told": {"en": "put a face-down card of the structure in the discard pile with Zeus "
                                         "(it was {card})",
                                   "fr": "a mis à la défausse avec Zeus une carte face cachée de la structure "
                                         "(c'était {card:le})"},
    # what a looting token took, told after the decision that took it (``looting_lines``)
    "duel.shared.looted": {"en": "{name} lost {coins} to a looting token", "fr": "{name} a perdu {coins} (jeton de pillage)"},
    "duel.shared.looted_all": {"en": "{name} lost {coins} to a looting token, all they had",
                               "fr": "{name} a perdu {coins} (jeton de pillage), tout ce qui lui restait"},
    "duel.shared.looted_none": {"en": "{name} lost no coins to a looting token: they had none",
                                "fr": "{name} n'a perdu aucune pièce (jeton de pillage) : son trésor était vide"},
    "duel.shared.looted_astarte": {"en": "{name} lost {coins} to a looting token; Astarte keeps {kept}",
                                   "fr": "{name} a perdu {coins} (jeton de pillage) ; Astarté garde {kept}"},
})

SECRET_FIELDS = {"place": "divinity", "keep": "conspiracy", "prepare": "conspiracy"}


def secret(game, index, viewer):
    """The field of decision ``index`` of ``game`` that ``viewer`` (a seat; None: anyone
    reading a public post) may not see now, or None when nothing of it is secret."""
    seat, action = game._actions[index]
    kind = action.kind
    if kind not in SECRET_FIELDS or seat == viewer or game.is_over:
        return None
    if kind == "place" and not isinstance(action, Rite):     # Agora's place is a cube, in the open
        return None
    if kind == "place":
        if not hasattr(game, "spaces") or game.age >= 2:      # Pantheon's Divinities revealed in Age II
            return None
        return "divinity"
    plots = getattr(game, "plots", None)
    if plots is None:
        return None
    kept = (action.conspiracy if kind == "keep" else action.token).index
    if any(i == kept and done for i, _card, done in plots[seat]):     # triggered: shown to both
        return None
    return "conspiracy"


def entry_for(game, index, viewer):
    """Record entry ``index`` as ``viewer`` may see it: a secret field is None."""
    seat, action = game._actions[index]
    entry = {"seat": seat, **action.to_json()}
    field = secret(game, index, viewer)
    if field is not None:
        entry[field] = None
    return entry


def sentence_for(game, index, viewer):
    """Decision ``index`` as a sentence ``viewer`` may read (the action's own, or without its secret)."""
    _seat, action = game._actions[index]
    if secret(game, index, viewer) is None:
        return str(action)
    if action.kind == "place":

        return say("duel.shared.place", mythology=_MYTHS[action.divinity.mythology].label, space=action.space)
    if action.kind == "keep":
        return say("duel.shared.keep")
    return say("duel.shared.prepare", card=describe(action.card))


def structure_card(index):
    """The card object of index ``index`` in a structure: an Age card, a Grand Temple or a Senator.

    >>> structure_card(0).name
    'Lumber Yard'
    """
    from .pantheon_data import CARDS_BY_INDEX
    from .senators import SENATOR_BASE, senator

    return senator(index) if index >= SENATOR_BASE else CARDS_BY_INDEX[index]


def _zeus_line(game, index, action):
    """Zeus's discard as a person says it: the card (the discard pile shows it), face up or not
    when Zeus took it, read from the game replayed to just before decision ``index``."""
    from .game import Game

    full = game.record()
    before = Game.replay(GameRecord(full.game, full.options, full.seed, full.actions[:index], None, full.position))
    slot = before.slots[action.target]
    key = "duel.shared.zeus" if before.revealed[action.target] else "duel.shared.zeus_down"
    return say(key, card=describe(structure_card(slot)))


def line_for(game, index, viewer, names=None):
    """Decision ``index`` as a log's line ``viewer`` may read: who made it (``names``, the
    game's own by default), then what, as ``sentence_for`` says it; the choice of who starts
    the next Age names both players.

    >>> from .game import Game
    >>> game = Game(seed=1, names=["Ana", "Bo"])
    >>> game.play(game.current, game.legal_actions(game.current)[0])
    >>> line_for(game, 0, None)
    'Ana took the Pyramids'
    """
    seat, action = game._actions[index]
    names = names or game.names
    if action.kind == "start" and action.starter in (0, 1):
        if action.starter == seat:
            return say("duel.shared.start_self", name=names[seat])
        return say("duel.shared.start", name=names[seat], starter=names[action.starter])
    with telling():         # what was done (« took »), not what may be done (« Take »)
        if action.__class__ is Rite and action.kind == "zeus":
            return say("duel.shared.line", name=names[seat], action=_zeus_line(game, index, action))
        if action.__class__ is Rite and secret(game, index, viewer) is None:     # « towards Bo's capital »
            return say("duel.shared.line", name=names[seat], action=action.said(names))
        return say("duel.shared.line", name=names[seat], action=sentence_for(game, index, viewer))


def looting_lines(game, index, names=None):
    """What the looting tokens taken by decision ``index`` of ``game`` cost, a line each, as the
    engine kept it (``Game.lootings``): the coins lost, fewer when the player had fewer, none
    of those on Astarte (Pantheon). Agora's Military tokens take no coins: the decisions they
    give say what they did.

    >>> from .game import random_game
    >>> game = random_game(4)
    >>> [looting_lines(game, t.index) for t in game.lootings]
    [['Player 1 lost 2 coins to a looting token'], ['Player 1 lost 5 coins to a looting token']]
    >>> looting_lines(game, 0)
    []
    """
    names = names or game.names
    return [_looting_line(t, names[t.victim]) for t in game.lootings if t.index == index]


def _looting_line(looting, name):
    """One looting, said as what it took and, when less than its value, why."""
    coins = _coins(looting.coins)
    if looting.coins == looting.value:
        return say("duel.shared.looted", name=name, coins=coins)
    if looting.kept:
        return say("duel.shared.looted_astarte", name=name, coins=coins, kept=_coins(looting.kept))
    if looting.coins:
        return say("duel.shared.looted_all", name=name, coins=coins)
    return say("duel.shared.looted_none", name=name)


def _coins(n):
    """``n`` coins in words (« 1 coin », « 0 pièce »)."""
    return say("duel.coins.zero" if n == 0 else "duel.coins.one" if n == 1 else "duel.coins.many", coins=n)


def record_for(game, viewer):
    """The record ``viewer`` may be given: every entry as ``entry_for`` says it; before the end,
    without the seed (it deals every hidden card, as a classroom's Save keeps it)."""
    full = game.record()
    if game.is_over:
        return full
    actions = tuple(entry_for(game, i, viewer) for i in range(len(full.actions)))
    return GameRecord(full.game, full.options, None, actions, full.result, full.position)

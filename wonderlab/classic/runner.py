"""What the command line needs from 7 Wonders: score a table, play bot games, replay a record.

Every game package has a ``runner`` module with these same names; ``wonderlab.cli`` uses them.

>>> rows, turns = play_game(3, seed=5, bots=["random", "greedy", "random"])
>>> [row["bot"] for row in rows], sum(row["winner"] for row in rows) >= 1
(['random', 'greedy', 'random'], True)
"""

from itertools import chain

from ..core.bots import make_bot, play_out_for
from ..core.records import entry_fields, entry_seat, shown
from ..core.rng import make_rng
from ..core.runner import rows, summary
from .actions import BUILD, DISCARD, STAGE, Action
from .cards import card_set
from .game import OVER, Game
from .payment import Payment
from .scoring import CATEGORIES, winners
from .table import score_table  # noqa: F401  (part of the runner interface)

GAME = "classic"
PLAYER_COUNTS = (2, 3, 4, 5, 6, 7)
DEFAULT_PLAYERS = 3
EXTRA_COLUMNS = ()


def play_game(players, seed, bots, rng=None):
    """Play one game with a bot name per player; returns ``(rows, decisions)``.

    Each row: ``seat``, ``bot``, the categories, ``total`` and ``winner``. The bots draw from
    ``rng``, by default a generator seeded from ``seed`` (``wonderlab bench`` gives one
    generator for a whole run).
    """
    game = Game(players=players, seed=seed)
    if rng is None:
        rng = make_rng(seed)
    play_out = play_out_for(GAME, bots)
    if play_out is not None:
        play_out(game, rng)       # the same draws, without a bot's call a decision
    else:
        agents = [make_bot(GAME, name) for name in bots]
        play = game.play
        if game.variant:      # the Free City's choices are made by its card's holder
            while not game.is_over:
                for city in game.waiting:
                    play(city, agents[game.controller(city)].choose(game, city, rng))
        else:                 # each city is its own player's
            choose = [agent.choose for agent in agents]
            while game.phase != OVER:
                for city in game.waiting:
                    play(city, choose[city](game, city, rng))
    sheets = game.scores()[:players]
    return rows(sheets, bots, winners(sheets)), game.entries_played()     # a decision per action played


_PAID = {"city": int, "kind": str, "card": str, "left": int, "right": int}


def read_action(game, entry):
    """The seat and the action a record entry names, legal or not, so the engine can say why
    it is not; ``ValueError`` naming the field when the entry is not an action at all.

    >>> read_action(Game(players=3, seed=1), {"city": 2, "kind": "discard", "card": "altar"})
    (2, <Action Discard Altar for 3 coins>)
    """
    city = entry_seat(entry, "city", len(game.cities))
    kind = entry.get("kind")
    if kind == DISCARD:
        entry_fields(entry, {"city": int, "kind": str, "card": str})
    elif kind in (BUILD, STAGE):
        entry_fields(entry, _PAID, {"how": str})
    else:
        raise ValueError(f"kind: {shown(kind)}: expected {BUILD!r}, {STAGE!r} or {DISCARD!r}")
    card = _card(game, city, entry["card"])
    if kind == DISCARD:
        return city, Action.discard(card)
    if entry["left"] < 0 or entry["right"] < 0:
        raise ValueError("left, right: the coins paid to a neighbour cannot be negative")
    payment = Payment(left=entry["left"], right=entry["right"], how=entry.get("how", "pay"))
    if kind == BUILD:
        return city, Action.build(card, payment)
    stage = game.cities[city].next_stage
    return city, Action.build_stage(card, stage.index if stage else 0, payment)


def _card(game, city, card_id):
    """The card of that id in the city's hand, else in this game, else in the whole set."""
    for card in chain(game.hand(city), game.deck):
        if card.id == card_id:
            return card
    card = card_set().find(card_id)
    if card is None or card.id != card_id:
        raise ValueError(f"card: {shown(card_id)} is not the id of a 7 Wonders card")
    return card


def replay(record):
    """Replay a record and score it like a table file."""
    game = Game.replay(record)
    return game, summary(game, CATEGORIES)

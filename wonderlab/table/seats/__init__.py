"""The seat adapters of the playable table, one module per game with the same names in each:
what one seat may see now (plain JSON-able data, nothing hidden in it), what it may do, and the
verbs that apply a choice. They belong with the table, above the views whose words they use
(``views.classic.effect_parts``) and below its transports; the engines know nothing of a table.

>>> import importlib
>>> importlib.import_module("wonderlab.table.seats.duel").PLAYERS
(2,)
"""

from ...core.bots import make_bot


def seat_bots(game, names, think=None, by_clock=False):
    """One bot of ``game`` per name. With ``think``, a ``search`` bot thinks at most that many
    seconds a decision: its playouts, or fewer on a slow machine; ``by_clock`` drops the playouts,
    so it thinks for the whole time (Duel's opponents for people).

    >>> [type(bot).__name__ for bot in seat_bots("duel", ["random", "greedy"])]
    ['RandomBot', 'GreedyBot']
    """
    bots = []
    for name in names:
        bot = make_bot(game, name)
        if think is not None and hasattr(bot, "think_time"):
            bot.think_time = think
            if by_clock:
                bot.playouts = None
        bots.append(bot)
    return bots

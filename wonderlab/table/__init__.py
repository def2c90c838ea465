"""One table, whatever carries it: a game with human and bot seats, the coach, and what each
seat may see, as plain JSON-able dicts in and out. ``wonderlab.widgets.PlayTable`` carries a
table over a Jupyter comm, the live classroom (``wonderlab.live``) over a websocket; the seat
adapters (``wonderlab.table.seats``) are the one way a table talks to the engines.

>>> from wonderlab.table import Table
>>> Table("duel", seed=1).state()["viewer"]
0
"""

from .table import GAMES, TITLES, Table, refusal, seat_module

__all__ = ["GAMES", "TITLES", "Table", "refusal", "seat_module"]

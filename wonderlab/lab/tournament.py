"""Tournaments: many seeded bot games, and which bots, wonders, sides and seats win them.

``tournament`` plays the games (here, or on a Dask cluster with the same rows) and returns one
row per player per game, with the seat's bot, the wonder it was dealt (``board``, and ``side``
in 7 Wonders; ``wonder`` is the points of its stages), every score category, the total and whether the player won. ``standings`` turns
those rows into win rates and mean totals by any column, with 95 % confidence intervals;
``category_summary`` does the same for every score category, ``win_rate_table`` crosses two
columns (wonder board × seat) for a heat map.

Bots move around the table (``rotate``): in game ``n`` seat ``s`` plays ``bots[(s + n) % len(bots)]``,
so over every ``len(bots)`` games each bot sits at each seat equally often and no bot is helped
by its seat.

>>> frame = tournament("classic", players=3, games=4, seed=2, bots=("greedy", "random"), progress=False)
>>> list(frame.columns[:6]), len(frame), frame.attrs["interrupted"]
(['game', 'seed', 'seat', 'bot', 'board', 'side'], 12, False)
>>> standings(frame)["seats"].to_dict()
{'greedy': 6, 'random': 6}
"""

import functools
import math

from ..core.i18n import register, say
from ..core.rng import game_seeds
from ..games import runner
from .parallel import run_tasks
from .words import in_words

__all__ = ["category_summary", "check_run", "play_rows", "standings", "tournament", "win_rate_table"]

Z95 = 1.959963984540054            # the normal quantile of a two-sided 95 % interval
BATCH = 250                        # most games in one batch on a cluster: seconds of work, one round trip

register({
    "lab.column.bot": {"en": "bot", "fr": "bot"},
    "lab.column.seat": {"en": "seat", "fr": "place"},
    "lab.column.board": {"en": "wonder", "fr": "merveille"},
    "lab.column.side": {"en": "side", "fr": "face"},
    "lab.column.result": {"en": "result", "fr": "résultat"},
    "lab.fig.heatmap": {"en": "Win rate by {rows} and {columns}", "fr": "Taux de victoire par {rows} et {columns}"},
    "lab.fig.heatmap_hover": {"en": "{rows} %{{y}}, {columns} %{{x}}: %{{z:.0%}} of %{{customdata}} games",
                              "fr": "{rows} %{{y}}, {columns} %{{x}} : %{{z:.0%}} sur %{{customdata}} parties"},
    "lab.fig.totals": {"en": "Final totals", "fr": "Totaux en fin de partie"},
    "lab.fig.total_points": {"en": "Total points", "fr": "Points au total"},
    "lab.fig.share": {"en": "Share of the games", "fr": "Part des parties"},
    "lab.fig.standings": {"en": "Win rate by {by}, with its 95 % interval",
                          "fr": "Taux de victoire par {by}, avec son intervalle à 95 %"},
    "lab.fig.fair": {"en": "fair share", "fr": "part égale"},
    "lab.fig.standings_hover": {"en": "{name}: {rate} [{low}, {high}], {seats} seats",
                                "fr": "{name}\u00a0: {rate} [{low}, {high}], {seats} places"},
    "lab.run.exactly": {"en": "exactly {count}", "fr": "à {count} joueurs exactement"},
    "lab.run.range": {"en": "{low} to {high}", "fr": "de {low} à {high} joueurs"},
    "lab.run.players": {"en": "players: {value}: {game} is played by {allowed}",
                        "fr": "players : {value} : {game} se joue {allowed}"},
    "lab.run.games": {"en": "games: {value}: expected a whole number of games, 0 or more",
                      "fr": "games : {value} : il faut un nombre entier de parties, 0 ou plus"},
    "lab.run.no_bots": {"en": "bots: give at least one bot name, such as ('greedy', 'random'), not {value}",
                        "fr": "bots : donnez au moins un nom de bot, comme ('greedy', 'random'), pas {value}"},
    "lab.run.bot": {"en": "bots: {value} is no bot of {game}: choose among {known}",
                    "fr": "bots : {value} n'est pas un bot de {game} : choisissez parmi {known}"},
    "lab.run.batch": {"en": "batch_size: {value}: expected a whole number of games, 1 or more",
                      "fr": "batch_size : {value} : il faut un nombre entier de parties, 1 ou plus"},
    "lab.run.client": {"en": "client: {value}: expected a dask.distributed Client (Client('tcp://host:8786')), or None to play here",
                       "fr": "client : {value} : il faut un Client de dask.distributed (Client('tcp://host:8786')), ou None pour jouer ici"},
    "lab.run.seed": {"en": "seed: {value}: a seed is a whole number", "fr": "seed : {value} : une graine est un nombre entier"},
    "lab.run.progress": {"en": "{game} games", "fr": "parties de {game}"},
    "lab.run.unit": {"en": "game", "fr": "partie"},
    "lab.run.frame": {"en": "frame: {value}: expected the DataFrame of a tournament or a simulate",
                      "fr": "frame : {value} : il faut le DataFrame d'un tournament ou d'un simulate"},
    "lab.run.column": {"en": "{value}: no such column in this frame (its columns are {have})",
                       "fr": "{value} : ce tableau n'a pas cette colonne (ses colonnes sont {have})"},
})


def column_label(column):
    """The words for a frame's column in figures: ``board`` is "wonder", ``seat`` "seat"."""
    from ..core.i18n import catalog, say

    key = f"lab.column.{str.__str__(column) if isinstance(column, str) else column}"   # a Named column: its id
    return say(key) if key in catalog() else str(column)


# -- playing ------------------------------------------------------------------------------
def tournament(game="classic", players=None, games=100, seed=0, bots=("greedy", "random"), rotate=True,
               client=None, batch_size=None, progress=True):
    """Play ``games`` seeded bot games; one row per player per game.

    Columns: ``game``, ``seed``, ``seat``, ``bot``, the wonder dealt as ``board`` (``"Gizah"``)
    and ``side`` (7 Wonders) or ``board`` (Architects; in Duel the wonders are drafted during the
    game, by the bots, so there is none),
    the game's score categories, ``total``, ``winner`` (every tied winner counts) and Duel's
    ``result``. The game seeds come from ``seed`` as in ``simulate``: the same arguments give
    the same frame, here or on ``client``'s workers (a ``dask.distributed.Client``), in
    batches of ``batch_size`` games (by default about four per worker, at most 250).

    A progress bar shows the run; the interrupt button stops it and the frame keeps the games
    finished before, with ``frame.attrs["interrupted"]`` True.
    """
    module, players, bots = check_run(game, players, games, bots)
    task = functools.partial(play_rows, game, players, tuple(bots), bool(rotate), True)
    return _frame(module, task, seed, games, client, batch_size, progress, deal=True)


def check_run(game, players, games, bots):
    """``(runner module, players, bot names)`` once every argument is checked, or a ValueError."""
    from ..core.bots import bot_names

    module = runner(game)
    players = module.DEFAULT_PLAYERS if players is None else players
    counts = module.PLAYER_COUNTS
    if not isinstance(players, int) or isinstance(players, bool) or players not in counts:
        allowed = (say("lab.run.exactly", count=counts[0]) if len(counts) == 1 else
                   say("lab.run.range", low=counts[0], high=counts[-1]))
        raise ValueError(say("lab.run.players", value=repr(players), game=game, allowed=allowed))
    if not isinstance(games, int) or isinstance(games, bool) or games < 0:
        raise ValueError(say("lab.run.games", value=repr(games)))
    if isinstance(bots, str):
        bots = [b.strip() for b in bots.split(",") if b.strip()]
    if not isinstance(bots, list | tuple) or not bots:
        raise ValueError(say("lab.run.no_bots", value=repr(bots)))
    known = bot_names(game)
    for name in bots:
        if name not in known:
            raise ValueError(say("lab.run.bot", value=repr(name), game=game, known=", ".join(known)))
    return module, players, list(bots)


def play_rows(game, players, bots, rotate, deal, item, *, options=None):
    """The rows of one game ``item = (number, seed)``: what a worker runs for each game
    (``options``: Duel's ``pantheon`` or ``agora``)."""
    number, seed = item
    module = runner(game)
    shift = number if rotate else 0
    seats = [bots[(seat + shift) % len(bots)] for seat in range(players)]
    rows, _ = module.play_game(players, seed, seats, **(options or {}))
    dealt = _dealt(game, players, seed) if deal else None
    found = []
    for row in rows:
        extra = dealt[row["seat"]] if dealt else {}
        found.append({"game": number, "seed": seed, "seat": row["seat"], "bot": row["bot"], **extra, **row})
    return found


def _dealt(game, players, seed):
    """What the deal gave each seat: wonder (and side). A new game of the same seed deals the same."""
    if game == "classic":
        from ..classic.game import Game
        cities = Game(players=players, seed=seed).cities
        return [{"board": c.wonder.city, "side": c.wonder.side} for c in cities]
    if game == "architects":
        from ..architects.game import Game
        return [{"board": w.name} for w in Game(players=players, seed=seed).wonders]
    return None


def _deal_columns(game):
    return {"classic": ["board", "side"], "architects": ["board"]}.get(game, [])


def _frame(module, task, seed, games, client, batch_size, progress, deal):
    from . import pandas_module

    pd = pandas_module()

    if batch_size is not None and (isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1):
        raise ValueError(say("lab.run.batch", value=repr(batch_size)))
    if client is not None and not callable(getattr(client, "submit", None)):
        raise ValueError(say("lab.run.client", value=type(client).__name__))
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(say("lab.run.seed", value=repr(seed)))
    items = list(enumerate(game_seeds(seed, games)))
    if client is not None and batch_size is None:       # small enough to show progress and lose little on a stop
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        batch_size = max(1, min(BATCH, -(-games // (4 * workers))))
    done = run_tasks(task, items, client=client, batch_size=batch_size, desc=say("lab.run.progress", game=module.GAME),
                     unit=say("lab.run.unit"), progress=progress)
    columns = ["game", "seed", "seat", "bot", *(_deal_columns(module.GAME) if deal else []),
               *module.CATEGORIES, "total", "winner", *module.EXTRA_COLUMNS]
    frame = pd.DataFrame([row for rows in done for row in rows], columns=columns)
    frame.attrs.update({"games": games, "played": len(done), "interrupted": done.interrupted})
    return in_words(frame, module.GAME)


# -- reading the rows ---------------------------------------------------------------------
def standings(frame, by="bot"):
    """Per value of ``by`` (a column or a list of them): seats, wins, win rate and mean total,
    each rate and mean with a 95 % confidence interval, best win rate first.

    The win rate's interval is Wilson's (right even for 0 or 100 %); the mean's is the mean ±
    1.96 standard errors (for many games; NaN with fewer than 2 seats).

    >>> import pandas as pd
    >>> rows = pd.DataFrame({"bot": ["a"] * 10 + ["b"] * 10, "total": [40] * 20,
    ...                      "winner": [True] * 5 + [False] * 10 + [True] * 5})
    >>> table = standings(rows)
    >>> table["win_rate"].to_dict(), round(table.loc["a", "win_low"], 3), round(table.loc["a", "win_high"], 3)
    ({'a': 0.5, 'b': 0.5}, np.float64(0.237), np.float64(0.763))
    """
    check_columns(frame, by, ["total", "winner"])
    grouped = frame.groupby(by, sort=True)
    table = grouped.agg(seats=("total", "size"), wins=("winner", "sum"), mean_total=("total", "mean"),
                        sd_total=("total", "std"))
    table["wins"] = table["wins"].astype(int)
    table["win_rate"] = table["wins"] / table["seats"]
    low, high = zip(*(wilson(w, n) for w, n in zip(table["wins"], table["seats"], strict=True)), strict=True) \
        if len(table) else ((), ())
    table["win_low"], table["win_high"] = list(low), list(high)
    half = Z95 * table["sd_total"] / table["seats"].pow(0.5)
    table["total_low"], table["total_high"] = table["mean_total"] - half, table["mean_total"] + half
    columns = ["seats", "wins", "win_rate", "win_low", "win_high", "mean_total", "total_low", "total_high",
               "sd_total"]
    return in_words(table[columns].sort_values(["win_rate", "mean_total"], ascending=False, kind="stable"))


def wilson(wins, count, z=Z95):
    """Wilson's 95 % interval ``(low, high)`` of a rate of ``wins`` in ``count`` tries.

    >>> [round(x, 3) for x in wilson(0, 20)], wilson(0, 0)
    ([0.0, 0.161], (nan, nan))
    """
    if count == 0:
        return (math.nan, math.nan)
    rate = wins / count
    scale = 1 + z * z / count
    centre = (rate + z * z / (2 * count)) / scale
    half = z * math.sqrt(rate * (1 - rate) / count + z * z / (4 * count * count)) / scale
    return (max(0.0, min(rate, centre - half)), min(1.0, max(rate, centre + half)))   # exact at 0 and 1


def category_summary(frame, by="bot", categories=None):
    """How each score category spreads, per value of ``by``: one row per (``by``, category)
    with the mean, its 95 % interval, the standard deviation and the quartiles.

    >>> import pandas as pd
    >>> rows = pd.DataFrame({"bot": ["a", "a", "b", "b"], "science": [2, 4, 10, 10]})
    >>> category_summary(rows, categories=["science"])["mean"].to_dict()
    {('a', 'science'): 3.0, ('b', 'science'): 10.0}
    """
    from . import _categories

    categories = list(categories or [c for c in _categories(frame) if c not in _NOT_SCORES])
    check_columns(frame, by, categories)
    long = frame.melt(id_vars=by if isinstance(by, list) else [by], value_vars=categories,
                      var_name="category", value_name="points")
    keys = [*(by if isinstance(by, list) else [by]), "category"]
    grouped = long.groupby(keys, sort=False)["points"]
    table = grouped.agg(seats="size", mean="mean", sd="std", q25=lambda s: s.quantile(0.25),
                        median="median", q75=lambda s: s.quantile(0.75))
    half = Z95 * table["sd"] / table["seats"].pow(0.5)
    table["low"], table["high"] = table["mean"] - half, table["mean"] + half
    return in_words(table[["seats", "mean", "low", "high", "sd", "q25", "median", "q75"]].sort_index(
        level=list(range(len(keys) - 1)), sort_remaining=False))


_NOT_SCORES = {"board", "side"}


def win_rate_table(frame, rows="board", columns="seat"):
    """Win rates crossed by two columns (a wonder board per row, a seat per column by default), and
    beside it the number of seats behind each rate: ``(rates, counts)``, two DataFrames.

    >>> import pandas as pd
    >>> data = pd.DataFrame({"board": ["X", "X", "Y"], "seat": [0, 1, 0], "winner": [True, False, False]})
    >>> rates, counts = win_rate_table(data)
    >>> rates.loc["X"].to_dict(), int(counts.loc["Y", 0])
    ({0: 1.0, 1: 0.0}, 1)
    """
    check_columns(frame, [rows, columns], ["winner"])
    grouped = frame.groupby([rows, columns])["winner"]
    rates = grouped.mean().unstack(columns)
    counts = grouped.size().unstack(columns).fillna(0).astype(int)
    return in_words(rates), in_words(counts)


def check_columns(frame, by, needed):
    if not hasattr(frame, "columns") or not hasattr(frame, "groupby"):
        raise ValueError(say("lab.run.frame", value=type(frame).__name__))
    keys = by if isinstance(by, list) else [by]
    missing = [c for c in [*keys, *needed] if c not in frame.columns]
    if missing:
        have = ", ".join(str.__str__(c) if isinstance(c, str) else str(c) for c in frame.columns)   # the ids to type
        raise ValueError(say("lab.run.column", value=repr(missing[0]), have=have))

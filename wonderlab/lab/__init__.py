"""The course's helpers at the edge of the engines: pandas frames, simulations, tables from games.

Nothing here is imported by an engine; pandas is imported only when a frame is asked for.

>>> from wonderlab.classic import Game
>>> table = table_from_game(Game(players=3, seed=4))
>>> table["game"], len(table["players"]), table["players"][0]["cards"]
('classic', 3, [])
"""

import sys

import wonderlab.core.labels  # noqa: F401  (registers the texts)

from .analyse import analyse, key_decisions, win_rate_figure
from .hint import hint
from .tables import bot_record, game_at, pad_at, table_at
from .tournament import category_summary, standings, tournament, win_rate_table
from .whatif import what_if
from .words import in_words, show_frames_in

__all__ = ["analyse", "bot_record", "category_means", "category_summary", "course_setup", "game_at", "hint", "key_decisions", "pad_at", "read_simulation",
           "score_frame", "simulate", "standings", "table_at", "table_from_game", "tournament", "what_if",
           "win_rate_figure", "win_rate_table", "win_rates"]


def _sheets_and_winners(data):
    """``(names, categories, rows, winners)`` from score sheets, a scored table or a frame."""
    if hasattr(data, "to_dict") and hasattr(data, "columns"):          # a DataFrame
        frame = data if "name" in data.columns else data.reset_index()
        categories = [c for c in frame.columns if c not in ("name", "total", "winner", "index")]
        rows = [{c: int(r[c]) for c in categories} for r in frame.to_dict("records")]
        winners = [r["name"] for r in frame.to_dict("records") if r.get("winner")]
        return [str(n) for n in frame["name"]], categories, rows, winners
    if isinstance(data, dict):                                             # score_table's result
        categories = list(data.get("categories") or data["players"][0]["categories"])
        names = [p["name"] for p in data["players"]]
        rows = [{c: p["categories"][c] for c in categories} for p in data["players"]]
        return names, categories, rows, list(data.get("winners", ()))
    sheets = list(data)                                                    # ScoreSheet values
    categories = list(sheets[0].categories)
    rows = [dict(s.categories) for s in sheets]
    winners = []
    if len(sheets) > 1:
        best = max((s.total, _tiebreak(s)) for s in sheets)
        winners = [s.name for s in sheets if (s.total, _tiebreak(s)) == best]
    return [s.name for s in sheets], categories, rows, winners


def _tiebreak(sheet):
    """What breaks a tie: coins (7 Wonders), stages built (Architects), civilian points (Duel)."""
    for name in ("coins", "stages", "blue"):
        if hasattr(sheet, name):
            return getattr(sheet, name)
    return sheet.categories.get("civilian", 0)


def score_frame(data):
    """A DataFrame of scores, one row per player: categories, ``total`` and ``winner``.

    ``data`` is a list of ``ScoreSheet``, or the result of a ``score_table``.

    >>> from wonderlab.classic.table import score_table
    >>> frame = score_frame(score_table({"game": "classic", "players": [
    ...     {"name": "Ana", "wonder": "Gizah", "coins": 9}, {"name": "Bo", "wonder": "Rhodos"},
    ...     {"name": "Cy", "wonder": "Babylon"}]}))
    >>> frame.loc["Ana", "treasury"], frame.loc["Ana", "total"], bool(frame.loc["Ana", "winner"])
    (np.int64(3), np.int64(3), True)
    """
    pd = pandas_module()

    names, categories, rows, winners = _sheets_and_winners(data)
    frame = pd.DataFrame(rows, index=pd.Index(names, name="name"), columns=categories)
    frame["total"] = frame[categories].sum(axis=1)
    frame["winner"] = [name in winners for name in names]
    return frame


def table_from_game(game):
    """The table file (FORMATS.md) of a game of any of the three as it stands now.

    For the table at a past turn of a saved game, see ``table_at`` (``wonderlab.lab.tables``).
    """
    import importlib

    package = type(game).__module__.rpartition(".")[0]          # wonderlab.classic, …
    return importlib.import_module(f"{package}.table").table_from_game(game)


# -- simulations --------------------------------------------------------------------------
def simulate(game="classic", players=None, games=100, seed=0, bots=("random",), client=None, batch_size=None,
             progress=True):
    """Play ``games`` bot games; one row per player per game, the columns of ``wonderlab simulate``.

    The same arguments give the same frame as ``wonderlab simulate ... --out runs.csv``, here or
    spread over the workers of ``client`` (a ``dask.distributed.Client``) in batches of
    ``batch_size`` games. A progress bar shows a long run; the interrupt button stops it and the
    frame keeps the games finished, with ``frame.attrs["interrupted"]`` True. For the wonders and
    sides of each seat, and bots that change seats, see ``tournament``.

    >>> frame = simulate("classic", players=3, games=2, seed=1, bots=("greedy", "random"), progress=False)
    >>> list(frame["bot"]), int(frame["winner"].sum()) >= 2
    (['greedy', 'random', 'greedy', 'greedy', 'random', 'greedy'], True)
    """
    import functools

    from .tournament import _frame, check_run, play_rows

    module, players, bots = check_run(game, players, games, bots)
    task = functools.partial(play_rows, game, players, tuple(bots), False, False)
    return _frame(module, task, seed, games, client, batch_size, progress, deal=False)


def read_simulation(path):
    """The CSV written by ``wonderlab simulate --out`` as a DataFrame (``winner`` as booleans)."""
    pd = pandas_module()

    frame = pd.read_csv(path)
    frame["winner"] = frame["winner"].astype(str).str.lower().isin(("true", "1"))
    return frame


def win_rates(frame):
    """Per bot: seats played, wins, win rate and mean total, best win rate first.

    >>> import pandas as pd
    >>> rows = pd.DataFrame({"bot": ["a", "b", "a", "b"], "total": [40, 30, 35, 45],
    ...                      "winner": [True, False, False, True]})
    >>> win_rates(rows)[["seats", "wins", "win_rate"]].to_dict("index")
    {'a': {'seats': 2, 'wins': 1, 'win_rate': 0.5}, 'b': {'seats': 2, 'wins': 1, 'win_rate': 0.5}}
    """
    grouped = frame.groupby("bot")
    summary = grouped.agg(seats=("total", "size"), wins=("winner", "sum"), mean_total=("total", "mean"))
    summary["wins"] = summary["wins"].astype(int)
    summary["win_rate"] = summary["wins"] / summary["seats"]
    return in_words(summary[["seats", "wins", "win_rate", "mean_total"]].sort_values(
        ["win_rate", "mean_total"], ascending=False, kind="stable"))


def category_means(frame, categories=None):
    """Per bot, the mean points of each score category."""
    categories = list(categories or _categories(frame))
    return in_words(frame.groupby("bot")[categories].mean())


def _categories(frame):
    skip = {"game", "seed", "seat", "bot", "total", "winner", "result"}
    return [c for c in frame.columns if c not in skip and frame[c].dtype.kind in "iuf"]


def course_setup(language="en"):
    """What the course notebooks run first: the language, and figures that need no network.

    Figures go to JupyterLab as plotly data (its plotly extension draws them with the plotly.js
    it bundles) with a still SVG picture beside them for a file not yet run or exported to HTML;
    nothing is fetched from a CDN. Returns the style that gives live figures the theme's text
    colour (shown as the cell's output: it draws nothing itself).
    """
    from IPython.display import HTML

    from ..core.i18n import set_language
    from ..plots import THEME_CSS, use_course_renderer

    set_language(language)
    use_course_renderer()
    _frames_in(language)
    return HTML(THEME_CSS)


def _frames_in(language):
    """Data frames print their decimals as the course's language writes them (« 0,54 »), once
    pandas is loaded (``pandas_module`` sets it for a frame made later)."""
    pandas = sys.modules.get("pandas")
    if pandas is not None:
        from ..core.grammar import number

        pandas.set_option("display.float_format", (lambda x: number(x, ".6g")) if language == "fr" else None)
        show_frames_in(language, pandas)  # True/False said « oui »/« non » in a French frame


def pandas_module():
    """pandas, for a function that makes a frame: it prints decimals in the current language."""
    import pandas as pd

    from ..core.i18n import language

    _frames_in(language())
    return pd

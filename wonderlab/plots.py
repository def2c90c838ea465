"""Figures for the course and for "what if?": plotly figures built from plain data or DataFrames.

Every function returns a ``plotly.graph_objects.Figure``; the tests read its data, not pictures.

Figures use the ``"wonderlab"`` template: transparent backgrounds and grey lines, so that they sit
on JupyterLab's light or dark page alike, and words in a grey readable on both (``theme_css``
gives them the theme's own text colour). They are shown by the ``"wonderlab"`` renderer
(``use_course_renderer``): plotly's data, which JupyterLab's plotly extension draws with the
plotly.js it bundles, plus a still SVG picture for GitHub, an exported HTML file or a notebook not
yet run — no script is fetched from the network, and none is stored in the notebook.

>>> from wonderlab.classic.table import score_table
>>> result = score_table({"game": "classic", "players": [
...     {"name": "Ana", "wonder": "Gizah", "coins": 9, "military": [1, 3]},
...     {"name": "Bo", "wonder": "Rhodos", "military": [-1]}, {"name": "Cy", "wonder": "Babylon"}]})
>>> figure = score_breakdown(result)
>>> [trace.name for trace in figure.data][:3], figure.data[0].y
(['Military', 'Treasury', 'Wonder'], (4, -1, 0))
"""

import sys

from .core.i18n import language, percent, say
from .core.labels import category_label, colon
from .lab import _sheets_and_winners
from .views.style import category_color

__all__ = ["score_breakdown", "score_progress", "progress_frame", "win_rate_figure",
           "score_distribution", "standings_figure", "total_histogram", "win_rate_heatmap"]

_LAYOUT = {"template": "wonderlab", "font": {"family": "system-ui, sans-serif"},
           "margin": {"l": 50, "r": 20, "t": 60, "b": 40}, "height": 420}


def _layout():
    """The figures' common layout; in French, numbers with a decimal comma (« 33,3 % »)."""
    return {**_LAYOUT, "separators": ", "} if language() == "fr" else _LAYOUT


FONT_GREY = "#767676"          # 4.5:1 on white, 4.2:1 on JupyterLab's dark page: the fallback only
LINE_GREY = "rgba(128,128,128,0.35)"

# JupyterLab's own text colours for the words of live figures, light theme or dark
THEME_CSS = """<style>
.js-plotly-plot .main-svg :is(.xtick, .ytick, .g-xtitle, .g-ytitle, .gtitle, .legendtext, .textpoint) text,
.js-plotly-plot .main-svg :is(.gtitle, .legendtext, .legendtitletext) {
  fill: var(--jp-ui-font-color1, #1f1f1f) !important; }
</style>"""


_COURSE = {"renderer": False}        # course_setup() asked for the course's renderer


def _go():
    """plotly's graph objects, with the course's template and renderer registered (plotly is
    imported here, when a figure is first made: the JupyterLite site loads it only then)."""
    from .lab.ondemand import ensure, without_iri_grammar

    without_iri_grammar()           # (plotly's renderers import nbformat, and it jsonschema)
    go = ensure("plotly.graph_objects")
    import plotly.io as pio

    if "wonderlab" not in pio.templates:
        axis = {"gridcolor": LINE_GREY, "zerolinecolor": LINE_GREY, "linecolor": LINE_GREY,
                "automargin": True}
        pio.templates["wonderlab"] = go.layout.Template(layout={
            "paper_bgcolor": "rgba(0,0,0,0)", "plot_bgcolor": "rgba(0,0,0,0)",
            "font": {"color": FONT_GREY}, "xaxis": axis, "yaxis": axis,
            "legend": {"bgcolor": "rgba(0,0,0,0)"}, "colorway": ["#35608f", "#c62828", "#2a7d38", "#b8860b",
                                                                 "#7b3fa0", "#00796b", "#6d4c41", "#5c6bc0"]})
        pio.renderers["wonderlab"] = _renderer()
        if _COURSE["renderer"]:
            pio.renderers.default = "wonderlab"
    return go


def _renderer():
    from plotly.io._base_renderers import MimetypeRenderer, PlotlyRenderer

    class CourseRenderer(MimetypeRenderer):
        """plotly's data for JupyterLab, a still SVG beside it, and a one-line text."""

        def to_mimebundle(self, fig_dict):
            from .lab.static_figure import figure_svg

            bundle = PlotlyRenderer().to_mimebundle(fig_dict)
            figure = _go().Figure(fig_dict)
            title = figure.layout.title.text or say("lab.repr.figure.untitled")
            bundle["text/html"] = f'<div class="wonderlab-figure-still">{figure_svg(figure)}</div>'
            bundle["text/plain"] = say("lab.repr.figure", title=title)
            return bundle

    return CourseRenderer()


def use_course_renderer():
    """Show figures with the ``"wonderlab"`` renderer (what ``lab.course_setup`` does), without
    importing plotly now: the renderer becomes the default when the first figure is made (or
    shown: a figure built with plotly alone is shown the same way)."""
    _COURSE["renderer"] = True
    if "plotly.io" in sys.modules:
        _go()
        sys.modules["plotly.io"].renderers.default = "wonderlab"
    _show_without_nbformat()


def _show_without_nbformat():
    """Let IPython show a figure from its mime bundle, as ``Figure.show`` would, but without the
    nbformat that ``show`` asks for (only to check its version): in the browser's Python of the
    JupyterLite site, nbformat would pull in compiled packages that only a CDN has."""
    from IPython import get_ipython

    shell = get_ipython()
    if shell is None:
        return
    from IPython.display import display

    def show(figure):
        _go()                   # the course's renderer, even for a figure made with plotly alone
        display(figure._repr_mimebundle_(), raw=True)

    shell.display_formatter.ipython_display_formatter.for_type_by_name(
        "plotly.basedatatypes", "BaseFigure", show)


def score_breakdown(data, title=None):
    """A stacked bar per player, one segment per category, the total on top, winners starred.

    ``data``: a list of ``ScoreSheet``, the result of a ``score_table``/``replay``, or a
    DataFrame with a ``name`` column (or index) and a column per category.
    """
    go = _go()
    names, categories, rows, winners = _sheets_and_winners(data)
    labels = [f"★ {n}" if n in winners else n for n in names]
    figure = go.Figure()
    for position, category in enumerate(categories):
        figure.add_bar(name=category_label(category), x=labels, y=[row[category] for row in rows],
                       marker_color=category_color(category, position),
                       meta=category, hovertemplate=colon("%{x}") + " %{y} (" + category_label(category) + ")<extra></extra>")
    totals = [sum(row.values()) for row in rows]
    tops = [sum(v for v in row.values() if v > 0) for row in rows]
    figure.add_scatter(name=say("lab.total"), x=labels, y=tops, text=[str(t) for t in totals],
                       mode="text", textposition="top center", meta="total", showlegend=False,
                       textfont={"size": 15}, hoverinfo="skip",
                       customdata=[n in winners for n in names])
    figure.update_layout(barmode="relative", title=title or say("lab.fig.breakdown"),
                         yaxis_title=say("lab.fig.points"), legend_traceorder="normal", **_layout())
    figure.update_yaxes(range=[min(0, *(sum(v for v in r.values() if v < 0) for r in rows)) - 2,
                               max(tops + [1]) * 1.15 + 2])
    return figure


def progress_frame(record):
    """Each player's score "if the game ended now" after every turn of a recorded game.

    ``record``: a ``GameRecord`` of any of the three games, its JSON text, a path to a saved
    record, or a game (its record is replayed). One row per player per step; step 0 is the deal.
    """
    from .lab import pandas_module

    pd = pandas_module()

    from .lab.tables import turns

    rows = [{"step": step, "label": label, "name": sheet.name, "total": sheet.total, **dict(sheet.categories)}
            for step, label, game in turns(record) for sheet in game.scores()]
    return pd.DataFrame(rows)


def score_progress(record, title=None):
    """Lines: each player's score if the game ended now, after every turn of a recorded game."""
    go = _go()
    frame = progress_frame(record)
    figure = go.Figure()
    for name, rows in frame.groupby("name", sort=False):
        figure.add_scatter(name=name, x=rows["step"], y=rows["total"], mode="lines+markers",
                           customdata=rows["label"], hovertemplate=name + " · " + colon("%{customdata}") + " %{y}<extra></extra>")
    steps = frame.drop_duplicates("step")
    every = max(3, -(-len(steps) // 12))        # at most 12 labels: a long game's never run together
    figure.update_layout(title=title or say("lab.fig.progress"), xaxis_title=say("lab.fig.turn"),
                         yaxis_title=say("lab.fig.points"), **_layout())
    figure.update_xaxes(tickmode="array", tickvals=list(steps["step"])[::every], ticktext=list(steps["label"])[::every])
    return figure


def _percent_ticks(top=1.0):
    """An axis (or colour bar) of shares from 0 to ``top`` labelled as percentages the current
    language writes: plotly's ``.0%`` in English; in French its own labels, « 20 % » (plotly
    writes no space before %).

    >>> from wonderlab.core.i18n import set_language
    >>> _percent_ticks()
    {'tickformat': '.0%'}
    >>> set_language("fr"); _percent_ticks(0.3)["ticktext"][:3]; set_language("en")
    ['0\u202f%', '5\u202f%', '10\u202f%']
    """
    if language() != "fr":
        return {"tickformat": ".0%"}
    step = 5 if top <= 0.4 else 10
    values = [n / 100 for n in range(0, 101, step)]
    return {"tickmode": "array", "tickvals": values, "ticktext": [percent(v, 0) for v in values]}


def win_rate_figure(frame, title=None):
    """A bar per bot: its win rate in a simulation frame (see ``wonderlab.lab.simulate``)."""
    from .lab import win_rates

    go = _go()
    rates = win_rates(frame)
    figure = go.Figure(go.Bar(x=list(rates.index), y=list(rates["win_rate"]),
                              text=[percent(r, 0) for r in rates["win_rate"]], textposition="outside",
                              marker_color="#35608f"))
    figure.update_layout(title=title or say("lab.fig.win_rate"), xaxis_title=say("lab.fig.bot"), **_layout())
    figure.update_yaxes(range=[0, 1.1], **_percent_ticks())
    return figure


def score_distribution(frame, categories=None, title=None):
    """A box per score category (and per bot when there are several): how the points spread."""
    from .lab import _categories

    go = _go()
    categories = list(categories or _categories(frame))
    figure = go.Figure()
    bots = list(dict.fromkeys(frame["bot"])) if "bot" in frame.columns else [None]
    for position, category in enumerate(categories):
        for bot in bots:
            rows = frame if bot is None else frame[frame["bot"] == bot]
            figure.add_box(y=list(rows[category]), name=category_label(category),
                           legendgroup=category, meta=category, boxpoints=False,
                           marker_color=category_color(category, position),
                           x=[str(bot)] * len(rows) if len(bots) > 1 else None,
                           offsetgroup=category, showlegend=bot == bots[0])
    figure.update_layout(title=title or say("lab.fig.distribution"), yaxis_title=say("lab.fig.points"),
                         boxmode="group" if len(bots) > 1 else "overlay", **_layout())
    return figure


# -- tournaments (``wonderlab.lab.tournament``) --------------------------------------------------
def standings_figure(frame, by="bot", title=None):
    """A bar per value of ``by`` (bot, board, side, seat…): its win rate, the 95 % interval as an
    error bar, and a dotted line at the fair share (one game in as many as there are players).

    >>> import pandas as pd
    >>> rows = pd.DataFrame({"game": [0, 0, 1, 1], "bot": ["a", "b", "b", "a"], "total": [40, 30, 35, 45],
    ...                      "winner": [True, False, False, True]})
    >>> standings_figure(rows).data[0].y
    (1.0, 0.0)
    """
    from .lab.tournament import column_label, standings

    go = _go()
    table = standings(frame, by)
    names = [str(v) for v in table.index]
    figure = go.Figure(go.Bar(
        x=names, y=list(table["win_rate"]), text=[percent(r, 0) for r in table["win_rate"]], textposition="inside",
        insidetextanchor="start", textfont={"color": "#ffffff"}, marker_color="#35608f", showlegend=False, customdata=list(zip(table["seats"], table["win_low"], table["win_high"], strict=True)),
        error_y={"type": "data", "symmetric": False, "color": FONT_GREY,
                 "array": list(table["win_high"] - table["win_rate"]),
                 "arrayminus": list(table["win_rate"] - table["win_low"])},
        hovertext=[say("lab.fig.standings_hover", name=name, rate=percent(rate), low=percent(low), high=percent(high),
                       seats=int(seats))           # (« 63,6 % » in French: plotly's own % has no space)
                   for name, rate, low, high, seats in zip(names, table["win_rate"], table["win_low"],
                                                           table["win_high"], table["seats"], strict=True)],
        hovertemplate="%{hovertext}<extra></extra>"))
    fair = _fair_share(frame)
    if fair:
        figure.add_scatter(x=names, y=[fair] * len(names), mode="lines", name=say("lab.fig.fair"), meta="fair",
                           line={"dash": "dot", "color": "#b8860b", "width": 2}, hoverinfo="skip")
    label = column_label(by)
    figure.update_layout(title=title or say("lab.fig.standings", by=label), xaxis_title=label, **_layout())
    top = min(1.15, max([*table["win_high"].fillna(0), fair or 0, 0.1]) * 1.2)
    figure.update_yaxes(range=[0, top], **_percent_ticks(top))
    return figure


def _fair_share(frame):
    """1 / players, when the frame tells the players of a game (its ``game`` column)."""
    if "game" not in frame.columns or frame.empty:
        return None
    return 1 / frame.groupby("game").size().max()


def win_rate_heatmap(frame, rows="board", columns="seat", title=None):
    """A heat map of win rates crossed by two columns (wonder board × seat by default): blue
    above the fair share, red below, each cell with its rate; hover gives how many games.

    >>> import pandas as pd
    >>> data = pd.DataFrame({"game": [0, 0, 1, 1], "board": ["X", "Y", "Y", "X"], "seat": [0, 1, 0, 1],
    ...                      "winner": [True, False, True, False]})
    >>> figure = win_rate_heatmap(data)
    >>> figure.data[0].y, figure.data[0].z
    (('X', 'Y'), ([1.0, 0.0], [1.0, 0.0]))
    """
    from .lab.tournament import column_label, win_rate_table

    go = _go()
    rates, counts = win_rate_table(frame, rows, columns)
    order = rates.mean(axis=1).sort_values(ascending=False, kind="stable").index
    rates, counts = rates.loc[order], counts.loc[order]
    z = [[None if v != v else float(v) for v in row] for row in rates.to_numpy()]
    fair = _fair_share(frame) or 0.5
    figure = go.Figure(go.Heatmap(
        x=[str(c) for c in rates.columns], y=[str(r) for r in rates.index], z=z,
        customdata=counts.to_numpy().tolist(), text=[[("" if v is None else percent(v, 0)) for v in row] for row in z],
        texttemplate="%{text}", zmin=0, zmax=min(1.0, 2 * fair), zmid=fair,
        colorscale=[[0, "#c62828"], [0.5, "#f2efe8"], [1, "#35608f"]], xgap=2, ygap=2,
        colorbar={**_percent_ticks(min(1.0, 2 * fair)), "outlinewidth": 0},
        hovertemplate=say("lab.fig.heatmap_hover", rows=column_label(rows), columns=column_label(columns))
        + "<extra></extra>"))
    figure.update_layout(title=title or say("lab.fig.heatmap", rows=column_label(rows), columns=column_label(columns)),
                         xaxis_title=column_label(columns), yaxis_title=column_label(rows), **_layout())
    figure.update_layout(height=max(320, 60 + 110 + 26 * len(z)))
    figure.update_xaxes(type="category", showgrid=False)
    figure.update_yaxes(type="category", autorange="reversed", showgrid=False)
    return figure


def total_histogram(frame, by="bot", bin_size=None, title=None):
    """The final totals as a histogram, one colour per value of ``by`` (None for all seats): the
    share of that group's games in each bin of ``bin_size`` points (about 12 bins by default).

    >>> import pandas as pd
    >>> rows = pd.DataFrame({"bot": ["a", "a", "b", "b"], "total": [40, 44, 50, 51]})
    >>> figure = total_histogram(rows, bin_size=5)
    >>> figure.data[0].x, figure.data[0].y, figure.data[1].y
    (('40–44', '45–49', '50–54'), (1.0, 0.0, 0.0), (0.0, 0.0, 1.0))
    """
    from .lab.tournament import check_columns, column_label

    go = _go()
    check_columns(frame, [] if by is None else [by], ["total"])
    if bin_size is not None and (isinstance(bin_size, bool) or not isinstance(bin_size, int) or bin_size < 1):
        raise ValueError(say("lab.fig.bin_size", value=repr(bin_size)))
    totals = frame["total"]
    low, high = (int(totals.min()), int(totals.max())) if len(totals) else (0, 0)
    size = bin_size or max(1, -(-(high - low + 1) // 12))
    start = low - low % size
    edges = list(range(start, high + 1, size))
    labels = [f"{e}–{e + size - 1}" if size > 1 else str(e) for e in edges]
    groups = [(None, frame)] if by is None else list(frame.groupby(by, sort=False))
    figure, top = go.Figure(), 0.0
    for position, (name, rows) in enumerate(groups):
        counts = ((rows["total"] - start) // size).value_counts()
        shares = [float(counts.get(i, 0)) / max(len(rows), 1) for i in range(len(edges))]
        figure.add_bar(x=labels, y=shares, name=say("lab.total") if name is None else str(name),
                       marker_color=_PALETTE[position % len(_PALETTE)], meta=name,
                       hovertext=[f"{colon(name)} {label} — {percent(share)}" for label, share in zip(labels, shares, strict=True)],
                       hovertemplate="%{hovertext}<extra></extra>")
        top = max([top, *shares])
    figure.update_layout(title=title or say("lab.fig.totals"), xaxis_title=say("lab.fig.total_points"),
                         yaxis_title=say("lab.fig.share"), barmode="group", bargap=0.1,
                         legend_title_text="" if by is None else column_label(by), **_layout())
    figure.update_yaxes(**_percent_ticks(top or 1.0))
    return figure


_PALETTE = ("#35608f", "#c62828", "#2a7d38", "#b8860b", "#7b3fa0", "#00796b", "#6d4c41", "#5c6bc0")

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

from .core.i18n import say
from .lab import _sheets_and_winners
from .views.style import category_color, category_label

__all__ = ["score_breakdown", "score_progress", "progress_frame", "win_rate_figure",
           "score_distribution"]

_LAYOUT = {"template": "wonderlab", "font": {"family": "system-ui, sans-serif"},
           "margin": {"l": 50, "r": 20, "t": 60, "b": 40}, "height": 420}
FONT_GREY = "#767676"          # 4.5:1 on white, 4.2:1 on JupyterLab's dark page: the fallback only
LINE_GREY = "rgba(128,128,128,0.35)"

# JupyterLab's own text colours for the words of live figures, light theme or dark
THEME_CSS = """<style>
.js-plotly-plot .main-svg :is(.xtick, .ytick, .g-xtitle, .g-ytitle, .gtitle, .legendtext, .textpoint) text,
.js-plotly-plot .main-svg :is(.gtitle, .legendtext, .legendtitletext) {
  fill: var(--jp-ui-font-color1, #1f1f1f) !important; }
</style>"""


def _go():
    import plotly.graph_objects as go
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
    return go


def _renderer():
    from plotly.io._base_renderers import MimetypeRenderer, PlotlyRenderer

    class CourseRenderer(MimetypeRenderer):
        """plotly's data for JupyterLab, a still SVG beside it, and a one-line text."""

        def to_mimebundle(self, fig_dict):
            from .lab.static_figure import figure_svg

            bundle = PlotlyRenderer().to_mimebundle(fig_dict)
            figure = _go().Figure(fig_dict)
            title = figure.layout.title.text or "figure"
            bundle["text/html"] = f'<div class="wonderlab-figure-still">{figure_svg(figure)}</div>'
            bundle["text/plain"] = f"<Figure: {title}>"
            return bundle

    return CourseRenderer()


def use_course_renderer():
    """Show figures with the ``"wonderlab"`` renderer (what ``lab.course_setup`` does)."""
    import plotly.io as pio

    _go()
    pio.renderers.default = "wonderlab"
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
    from plotly.basedatatypes import BaseFigure

    shell.display_formatter.ipython_display_formatter.for_type(
        BaseFigure, lambda figure: display(figure._repr_mimebundle_(), raw=True))


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
                       meta=category, hovertemplate="%{x}: %{y} (" + category_label(category) + ")<extra></extra>")
    totals = [sum(row.values()) for row in rows]
    tops = [sum(v for v in row.values() if v > 0) for row in rows]
    figure.add_scatter(name=say("lab.total"), x=labels, y=tops, text=[str(t) for t in totals],
                       mode="text", textposition="top center", meta="total", showlegend=False,
                       textfont={"size": 15}, hoverinfo="skip",
                       customdata=[n in winners for n in names])
    figure.update_layout(barmode="relative", title=title or say("lab.fig.breakdown"),
                         yaxis_title=say("lab.fig.points"), legend_traceorder="normal", **_LAYOUT)
    figure.update_yaxes(range=[min(0, *(sum(v for v in r.values() if v < 0) for r in rows)) - 2,
                               max(tops + [1]) * 1.15 + 2])
    return figure


def progress_frame(record):
    """Each player's score "if the game ended now" after every turn of a recorded game.

    ``record``: a ``GameRecord`` of any of the three games, its JSON text, a path to a saved
    record, or a game (its record is replayed). One row per player per step; step 0 is the deal.
    """
    import importlib

    import pandas as pd

    from .core.records import GameRecord

    if hasattr(record, "record") and callable(record.record):
        record = record.record()
    elif isinstance(record, str) and record.lstrip().startswith("{"):
        record = GameRecord.from_json(record)
    elif not isinstance(record, GameRecord):
        record = GameRecord.load(record)
    game = importlib.import_module(f"wonderlab.{record.game}.game").Game.from_record(record)
    classic = record.game == "classic"
    rows = []

    def marker():
        """What changes when a turn ends: (Age, turn, phase) in 7 Wonders, the turn elsewhere."""
        if classic:
            return (game.age, game.turn, game.phase)
        return (getattr(game, "age", None), getattr(game, "turn", getattr(game, "turns", None)), None)

    def label(where):
        age, turn, phase = where
        extra = "+" if classic and phase != "play" else ""
        return f"{_roman(age)}.{turn}{extra}" if age else f"{turn}"

    def snapshot(step, text):
        for sheet in game.scores():
            rows.append({"step": step, "label": text, "name": sheet.name, "total": sheet.total,
                         **dict(sheet.categories)})

    snapshot(0, say("lab.fig.deal"))
    step, where, since = 0, marker(), 0
    for entry in record.actions:
        game.play_json(entry)
        since += 1
        now = marker()
        if now != where:                # a turn ended (in 7 Wonders, or a wonder's extra phase began)
            step, since = step + 1, 0
            snapshot(step, label(where))
            where = now
    if since:                           # the last turn, when the game ended inside it
        snapshot(step + 1, label(where))
    return pd.DataFrame(rows)


def _roman(age):
    return {1: "I", 2: "II", 3: "III"}.get(age, str(age))


def score_progress(record, title=None):
    """Lines: each player's score if the game ended now, after every turn of a recorded game."""
    go = _go()
    frame = progress_frame(record)
    figure = go.Figure()
    for name, rows in frame.groupby("name", sort=False):
        figure.add_scatter(name=name, x=rows["step"], y=rows["total"], mode="lines+markers",
                           customdata=rows["label"], hovertemplate=name + " · %{customdata}: %{y}<extra></extra>")
    steps = frame.drop_duplicates("step")
    figure.update_layout(title=title or say("lab.fig.progress"), xaxis_title=say("lab.fig.turn"),
                         yaxis_title=say("lab.fig.points"), **_LAYOUT)
    figure.update_xaxes(tickmode="array", tickvals=list(steps["step"])[::3], ticktext=list(steps["label"])[::3])
    return figure


def win_rate_figure(frame, title=None):
    """A bar per bot: its win rate in a simulation frame (see ``wonderlab.lab.simulate``)."""
    from .lab import win_rates

    go = _go()
    rates = win_rates(frame)
    figure = go.Figure(go.Bar(x=list(rates.index), y=list(rates["win_rate"]),
                              text=[f"{r:.0%}" for r in rates["win_rate"]], textposition="outside",
                              marker_color="#35608f"))
    figure.update_layout(title=title or say("lab.fig.win_rate"), xaxis_title=say("lab.fig.bot"),
                         yaxis_tickformat=".0%", **_LAYOUT)
    figure.update_yaxes(range=[0, 1.1])
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
                           x=[bot] * len(rows) if len(bots) > 1 else None,
                           offsetgroup=category, showlegend=bot == bots[0])
    figure.update_layout(title=title or say("lab.fig.distribution"), yaxis_title=say("lab.fig.points"),
                         boxmode="group" if len(bots) > 1 else "overlay", **_LAYOUT)
    return figure

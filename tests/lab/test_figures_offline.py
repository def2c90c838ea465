"""Figures draw with no network and follow JupyterLab's theme (issue 10, "Notebooks as files":
"today the renderer fetches plotly's script from a CDN"; "plotly figures stay white blocks")."""

import re

import plotly.io as pio
import pytest

from wonderlab.classic.table import score_table
from wonderlab.lab import course_setup, simulate
from wonderlab.lab.static_figure import figure_svg
from wonderlab.plots import (
    FONT_GREY,
    THEME_CSS,
    score_breakdown,
    score_distribution,
    score_progress,
    win_rate_figure,
)
from wonderlab.views.style import contrast
from wonderlab.widgets.classic import EXAMPLE

PLOTLY = "application/vnd.plotly.v1+json"


def figures():
    from wonderlab.classic import Game

    frame = simulate("classic", players=3, games=3, seed=1, bots=("greedy", "random"))
    game = Game(players=3, seed=2)
    for _ in range(4):
        for city in list(game.waiting):
            game.play(city, game.legal_actions(city)[0])
    return {"breakdown": score_breakdown(score_table(EXAMPLE)), "win rate": win_rate_figure(frame),
            "distribution": score_distribution(frame), "progress": score_progress(game)}


@pytest.fixture(scope="module")
def shown():
    course_setup()
    return {name: pio.renderers._build_mime_bundle(f.to_dict(), renderers_string=None)
            for name, f in figures().items()}


def test_course_setup_shows_figures_with_the_course_renderer(shown):
    assert pio.renderers.default == "wonderlab"
    for bundle in shown.values():
        assert set(bundle) == {PLOTLY, "text/html", "text/plain"}


def test_no_figure_output_loads_a_script_from_anywhere(shown):
    """No <script>, so no CDN: the still picture is SVG; JupyterLab draws the plotly data with
    the plotly.js its extension bundles."""
    for name, bundle in shown.items():
        html = bundle["text/html"]
        assert "<script" not in html, name
        assert not re.search(r'(src|href)="https?://', html), name
        assert len(html) < 40_000, name            # a few KB per figure, not plotly.js's 4.8 MB


def test_the_still_picture_draws_the_data(shown):
    breakdown = figures()["breakdown"]
    svg = figure_svg(breakdown)
    bars = [t for t in breakdown.data if t.type == "bar"]
    drawn = sum(1 for t in bars for y in t.y if y)          # a rect per non-empty segment (zero ones too)
    assert svg.count('class="bar"') == sum(len(t.y) for t in bars) and drawn > 0
    assert ">26<" in svg and ">Score breakdown<" in svg and ">Science<" in svg
    assert shown["progress"]["text/html"].count('class="line"') == 3
    assert shown["distribution"]["text/html"].count('class="box"') > 0


def test_the_short_text_is_the_title_not_the_figure_dump(shown):
    assert shown["breakdown"]["text/plain"] == "<Figure: Score breakdown>"


def test_the_template_lets_the_theme_show_through():
    """Transparent backgrounds (no white block on the dark theme), words in a grey that reads on
    both pages, and the style that gives live figures the theme's own text colour."""
    layout = score_breakdown(score_table(EXAMPLE)).layout
    theme = layout.template.layout
    assert theme.paper_bgcolor == "rgba(0,0,0,0)" and theme.plot_bgcolor == "rgba(0,0,0,0)"
    assert layout.template.layout.font.color == FONT_GREY
    assert contrast(FONT_GREY, "#ffffff") >= 4.5 and contrast(FONT_GREY, "#111111") >= 4
    assert "var(--jp-ui-font-color1" in THEME_CSS and "!important" in THEME_CSS
    assert "var(--jp-ui-font-color1" in figure_svg(score_breakdown(score_table(EXAMPLE)))
    assert THEME_CSS in course_setup().data


def test_an_exported_notebook_draws_its_figure_and_pad_without_plotlys_script(tmp_path):
    """Run a notebook as the course stores it, export it to HTML as ``jupyter nbconvert`` does:
    the figure is there as SVG, plotly.js is neither fetched nor embedded."""
    import json
    import sys
    from pathlib import Path

    import nbformat
    from nbclient import NotebookClient
    from nbconvert import HTMLExporter

    sys.path.insert(0, str(Path(__file__).parents[2] / "tools"))
    from run_notebooks import clean

    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source) for source in (
        "from wonderlab.lab import course_setup\ncourse_setup()",
        "from wonderlab.plots import score_breakdown\nfrom wonderlab.classic.table import score_table\n"
        "from wonderlab.widgets.classic import EXAMPLE, ScorePad\nscore_breakdown(score_table(EXAMPLE))",
        "ScorePad()")])
    NotebookClient(notebook, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    stored = nbformat.reads(json.dumps(clean(json.loads(nbformat.writes(notebook)))), as_version=4)
    html, _ = HTMLExporter().from_notebook_node(stored)
    assert html.count('class="wonderlab-figure"') == 2            # the figure, and the pad's
    assert "wonderlab-pad-still" in html and "children=(" not in html
    assert "cdn.plot.ly" not in html and "plotly-latest" not in html
    assert "Plotly.newPlot" not in html and len(html) < 1_500_000   # plotly.js (4.8 MB) is not embedded



def test_a_still_picture_reads_a_figures_numpy_columns_as_its_plotly_data():
    """A figure made from a frame holds numpy arrays: its still picture is the one drawn from
    the figure's plotly data (a number from numpy is a number: the lines and turn labels drew
    flat at 0 with only "deal" under them)."""
    import plotly.graph_objects as go

    figure = figures()["progress"]
    assert hasattr(figure.data[0].x, "dtype")
    svg = figure_svg(figure)
    assert svg == figure_svg(go.Figure(figure.to_dict()))
    assert svg.count("<circle") == sum(len(t.x) for t in figure.data)
    assert all(f">{label}<" in svg for label in figure.layout.xaxis.ticktext)

"""Figures show in a kernel that has no nbformat, as Pyodide's in the JupyterLite site (issue 13,
"figures display without nbformat where that pulls in compiled packages"): plotly's own
``Figure.show`` refuses there, the course's display does not."""

import importlib

import plotly.io as pio
import pytest
from IPython.core.interactiveshell import InteractiveShell

from wonderlab.classic.table import score_table
from wonderlab.plots import score_breakdown, use_course_renderer
from wonderlab.widgets.classic import EXAMPLE

PLOTLY = "application/vnd.plotly.v1+json"


@pytest.fixture
def shell_without_nbformat(monkeypatch):
    """An IPython shell whose plotly sees no nbformat; what it displays is kept in ``.shown``."""
    monkeypatch.setattr(importlib.import_module("plotly.io._renderers"), "nbformat", None)
    shell = InteractiveShell.instance()
    shown = []
    monkeypatch.setattr(shell.display_pub, "publish",
                        lambda data, metadata=None, **kwargs: shown.append(data))
    shell.shown = shown
    yield shell
    shell.display_formatter.ipython_display_formatter.type_printers.clear()
    InteractiveShell.clear_instance()


def test_plotly_alone_refuses_to_show_a_figure_without_nbformat(shell_without_nbformat):
    figure = score_breakdown(score_table(EXAMPLE))
    pio.renderers.default = "wonderlab"
    with pytest.raises(ValueError, match="nbformat"):
        figure._ipython_display_()
    assert shell_without_nbformat.shown == []


def test_after_course_setup_a_figure_shows_its_data_and_its_still_picture(shell_without_nbformat):
    use_course_renderer()
    figure = score_breakdown(score_table(EXAMPLE))
    shell_without_nbformat.display_formatter.format(figure)
    bundle, = shell_without_nbformat.shown
    assert bundle[PLOTLY]["data"][0]["name"] == "Military"
    assert "<svg" in bundle["text/html"] and bundle["text/plain"].startswith("<Figure:")

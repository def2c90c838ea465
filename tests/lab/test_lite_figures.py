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


def test_course_setup_imports_no_plotly_and_the_first_figure_uses_the_course_renderer():
    """The JupyterLite site loads plotly (9 MiB) only when a figure is made (issue 21): the
    first cell of every notebook, ``course_setup()``, must not import it."""
    import subprocess
    import sys
    code = ("import sys\nfrom wonderlab.lab import course_setup\ncourse_setup()\n"
            "print('plotly' in sys.modules)\n"
            "from wonderlab.classic.table import score_table\nfrom wonderlab.plots import score_breakdown\n"
            "from wonderlab.widgets.classic import EXAMPLE\nscore_breakdown(score_table(EXAMPLE))\n"
            "import plotly.io as pio\nprint(pio.renderers.default)")
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.split() == ["False", "wonderlab"]

"""The Voilà settings of the app, in one file that both servers read: tools/app.py (``make
app``) gives them to its own Voilà, and Binder's Jupyter server runs this file from the
``jupyter_server_config.py`` that binder/postBuild writes (``configure(c)``).

- **the template** ``wonderlab`` (``tools/voila/templates``): Voilà's lab template without its
  links to a CDN (Font Awesome), so a page asks nothing of another host; it draws the widget
  outputs itself once the page's widget manager holds their models (Voilà's drawing could give
  up on a model arriving late: "model not found", docs/hosting.md), and has a watchdog: a
  page that could not draw its table loads itself again once, then says so in words, with a
  retry button;
- **the shutdown beacon**: a page left or closed stops its kernel; the beacon sends the ``_xsrf``
  cookie, which Voilà never sets (voila-dashboards/voila#1458), so the prelaunch hook sets it
  when the page is served;
- **the cull**: a kernel no page is connected to (a tab killed, a lost connection) is stopped
  after ``cull_idle_s`` seconds, looked for every ``CULL_EVERY_S`` seconds: ``make app
  CULL_IDLE_S=300``, ``python tools/app.py --cull-idle 300``, or on Binder the environment
  variable ``WONDERLAB_CULL_IDLE_S``;
- **MathJax**: inside a Jupyter server the page would fetch it from cdnjs; the page's own
  (bundled with its JupyterLab) typesets;
- **kernel ports**: the server's kernels take their ports below the system's ephemeral range
  (``wonderlab/live/kernel_ports.py``): ten pages opening at once made a kernel lose a port to
  another connection, and its page waited for good;
- **a busy machine**: Voilà's executor waits ``IOPUB_TIMEOUT_S`` for a cell's outputs once the
  kernel says it ran (nbclient's 4 s default drops them, "Timeout waiting for IOPub output",
  and the page comes up without its table or form).

    >>> from traitlets.config import Config
    >>> c = configure(Config(), cull_idle_s=300)
    >>> c.VoilaConfiguration.template, c.MappingKernelManager.cull_idle_timeout
    ('wonderlab', 300)
    >>> c.VoilaExecutor.iopub_timeout >= 60
    True
"""

import os
from pathlib import Path

from wonderlab.live.kernel_ports import use_ports_below_the_ephemeral_range

TEMPLATES = Path(__file__).resolve().parents[1]      # tools/, a Jupyter data folder: voila/templates/wonderlab
TEMPLATE = "wonderlab"
CULL_IDLE_S = 600         # a kernel without a page for 10 minutes is stopped
CULL_EVERY_S = 60
CULL_VARIABLE = "WONDERLAB_CULL_IDLE_S"
IOPUB_TIMEOUT_S = 120     # outputs of a cell that ran, on two cores shared by a class
# JupyterLab's "preview in Voilà" button has no use in Voilà's page (and is built for JupyterLab 4.6)
DENIED_EXTENSIONS = ["@voila-dashboards/jupyterlab-preview"]


def cull_seconds(value=None):
    """The seconds a kernel without a page lives: ``value``, else the environment's
    ``WONDERLAB_CULL_IDLE_S``, else ``CULL_IDLE_S``; a whole number of seconds from 60.

    >>> cull_seconds(120), cull_seconds("300"), cull_seconds()
    (120, 300, 600)
    >>> cull_seconds("ten")
    Traceback (most recent call last):
    ValueError: the cull must be a whole number of seconds from 60 (how long a kernel without a page lives), not 'ten'
    """
    value = os.environ.get(CULL_VARIABLE, CULL_IDLE_S) if value is None else value
    text = str(value).strip()
    if isinstance(value, bool) or not text.isdigit() or int(text) < 60:
        raise ValueError(f"the cull must be a whole number of seconds from 60 (how long a kernel "
                         f"without a page lives), not {value!r}")
    return int(text)


def page_texts(notebook_folder):
    """The watchdog's sentences, in the language of the notebook's folder (``notebooks/fr/``)."""
    from wonderlab.core.i18n import language, set_language
    from wonderlab.widgets.app_page import texts

    before = language()
    set_language("fr" if "fr" in Path(notebook_folder).parts else "en")
    try:
        return texts()
    finally:
        set_language(before)


def prelaunch(handler, notebook, cwd):
    """Voilà's prelaunch hook: reading ``xsrf_token`` makes tornado set the ``_xsrf`` cookie the
    shutdown beacon sends back; the page's watchdog finds its sentences in the notebook's
    metadata, which the template reads, and the cells that must show something are marked."""
    handler.xsrf_token       # noqa: B018  (the property sets the cookie)
    notebook.metadata["wonderlab_page"] = page_texts(cwd)
    for cell in notebook.cells:          # it showed something when saved: it must show it now
        if cell.get("cell_type") == "code" and cell.get("outputs"):
            cell.setdefault("metadata", {})["wonderlab_shows"] = True
    return notebook


def configure(c, cull_idle_s=None):
    """Set the app's Voilà settings on the configuration ``c`` (a traitlets ``Config``, or the
    ``c`` of a ``jupyter_server_config.py``)."""
    os.environ["JUPYTER_PATH"] = os.pathsep.join(
        dict.fromkeys(filter(None, [str(TEMPLATES), *os.environ.get("JUPYTER_PATH", "").split(os.pathsep)])))
    c.VoilaConfiguration.template = TEMPLATE
    c.VoilaConfiguration.prelaunch_hook = prelaunch
    c.VoilaConfiguration.extension_denylist = DENIED_EXTENSIONS
    c.VoilaConfiguration.allow_theme_override = "YES"       # ?theme=dark, as JupyterLab's dark theme
    c.VoilaExecutor.iopub_timeout = IOPUB_TIMEOUT_S
    # inside a Jupyter server (Binder), Voilà's page would load MathJax from cdnjs unless the
    # server's settings name neither MathJax's address nor its configuration, as Voilà's own
    # server's do not: then the page's JupyterLab typesets with the MathJax it bundles
    c.ServerApp.tornado_settings.update({"mathjax_url": None, "mathjax_config": None})   # merged
    c.MappingKernelManager.cull_idle_timeout = cull_seconds(cull_idle_s)
    c.MappingKernelManager.cull_interval = CULL_EVERY_S
    c.MappingKernelManager.cull_connected = False
    use_ports_below_the_ephemeral_range()
    return c

"""The live classroom: a class plays each other, on one server, from any browser.

A jupyter_server extension mounted at ``/wonderlab/live/`` (so a teacher's JupyterLab, Binder
or JupyterHub serves the class), also standalone as ``wonderlab serve``. The engine is the
authority: each student's browser is sent only its seat's view, and every move is on disk
before anyone hears of it. See ``docs/live.md``.
"""

from ..lab.ondemand import without_iri_grammar

__all__ = ["_jupyter_server_extension_points"]

without_iri_grammar()       # before ``app`` imports jupyter_server: the class server starts a second sooner


def _jupyter_server_extension_points():
    """Where jupyter_server finds the extension (``jupyter server extension enable wonderlab.live``)."""
    from .app import LiveApp

    return [{"module": "wonderlab.live", "app": LiveApp}]

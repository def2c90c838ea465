"""Packages loaded when first used, in the browser's Python of the JupyterLite site.

The site preloads only what every notebook needs (the kernel, the widgets, wonderlab); plotly,
9 MiB, is in the site too but loaded the first time a figure is drawn. ``ensure("plotly")``
imports it, and in Pyodide first loads it from the site's own lock file (``loadPackage``, waited
for with ``run_sync`` where the browser lets a cell wait: Chromium and Firefox). Elsewhere it is
a plain import.

>>> ensure("json").__name__
'json'
"""

import importlib
import sys

from ..core.i18n import register, say

register({
    "lab.ondemand.cannot_wait": {
        "en": "{package} is not loaded yet, and this browser cannot load it while a cell runs: "
              "run `import {package}` in a cell of its own, then this cell again",
        "fr": "{package} n'est pas encore chargé, et ce navigateur ne peut pas le charger pendant "
              "qu'une cellule tourne : exécutez `import {package}` dans une cellule à part, puis "
              "de nouveau cette cellule"},
})


def ensure(module, package=None):
    """The module ``module``; in the JupyterLite site, ``package`` (default: the module's top
    name) loaded from the site first when it is not there yet."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError:
        if sys.platform != "emscripten":
            raise
    package = package or module.split(".")[0]
    import pyodide_js  # noqa: F401  (Pyodide's own module, in the browser only)
    from pyodide.ffi import can_run_sync, run_sync

    if not can_run_sync():
        raise ModuleNotFoundError(say("lab.ondemand.cannot_wait", package=package))
    run_sync(pyodide_js.loadPackage([package]))
    importlib.invalidate_caches()
    return importlib.import_module(module)


def without_iri_grammar():
    """Leave out the IRI grammar that ``jsonschema`` loads with its format checkers.

    Jupyter's servers (through ``jupyter_events``) and plotly's renderers (through ``nbformat``)
    import ``jsonschema``, which imports ``rfc3987_syntax`` when installed, only to check the
    formats "iri" and "iri-reference": no schema of Jupyter's or plotly's uses them, and that
    import builds some thirty parsers, about a second of CPU in every server and in every kernel
    that draws a figure. Marked missing, it is skipped as ``jsonschema`` skips any checker whose
    package is absent (a value of those formats is then not checked). Does nothing once
    ``jsonschema`` is imported. Called before Jupyter's or plotly's first import: by the class server
    (``wonderlab.live``), the app server (``tools/app.py``) and the first figure (``plots``);
    tests/lab/test_iri_grammar.py shows each of them starting without it.
    """
    if "jsonschema" not in sys.modules:
        sys.modules.setdefault("rfc3987_syntax", None)

"""Serve one game's table as an app with Voilà on this machine: what ``make app GAME=duel`` runs.

    python tools/app.py duel                 # prints the address, serves until Ctrl-C
    python tools/app.py architects --port 8870

Voilà serves the folder ``notebooks/`` (as Binder's ``voila/render/notebooks/...`` does) and the
address opens the game's app notebook, ``notebooks/app/GAME.ipynb``: one table, no code. The
server listens on 127.0.0.1 only, behind a random token (its kernels run code).
tests/browser/test_app.py starts this same command.

Its Voilà settings (the template, the shutdown beacon, the cull of a kernel whose page was
killed, the wait for a busy kernel's outputs) live in ``tools/voila/config.py``, which Binder's
server reads too (binder/postBuild). ``--cull-idle S`` (``make app CULL_IDLE_S=S``) sets how long
a kernel no page is connected to lives: a page killed without closing keeps its kernel (~60 MB)
until then, and docs/hosting.md says what a class costs.

Voilà 0.5.13 (the newest) draws its page with JupyterLab 4.2.5, and the widget managers it
needs are built for newer ones: its own (``^4.5.10``) and ipywidgets' (``jupyterlab_widgets``,
``^4.6.2``, which registers ``@jupyter-widgets/base``: without it every widget model fails to
load, "No version of module @jupyter-widgets/base is registered"). Their "Unsatisfied version"
console warnings remain; only the preview button for JupyterLab is left out.

    >>> app_address("duel", 8866, "abc")
    'http://127.0.0.1:8866/voila/render/app/duel.ipynb?token=abc'
"""

import argparse
import runpy
import secrets
import sys
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
SETTINGS = runpy.run_path(str(Path(__file__).resolve().parent / "voila" / "config.py"))
GAMES = ("classic", "duel", "architects")


def app_address(game, port, token):
    """The page that shows ``game``'s table in the Voilà server of ``voila_argv``."""
    return f"http://127.0.0.1:{port}/voila/render/app/{game}.ipynb?token={token}"


def voila_argv(port, token, notebooks=NOTEBOOKS):
    """Voilà's arguments: the course's notebooks on 127.0.0.1:``port``, no browser opened (the
    rest is ``voila_config``)."""
    return [str(notebooks), "--no-browser", "--Voila.ip=127.0.0.1", f"--Voila.port={port}",
            "--Voila.port_retries=0", f"--Voila.token={token}"]


def voila_config(cull_idle_s=None):
    """The settings of tools/voila/config.py, as a traitlets ``Config``."""
    from traitlets.config import Config

    return SETTINGS["configure"](Config(), cull_idle_s)


def serve(port, token, cull_idle_s=None, notebooks=NOTEBOOKS):
    """Run Voilà in this process with the settings above, until Ctrl-C."""
    config = voila_config(cull_idle_s)
    from wonderlab.lab.ondemand import without_iri_grammar

    without_iri_grammar()       # a second of CPU less at each start (its docstring says why)
    from voila.app import Voila

    Voila.launch_instance(argv=voila_argv(port, token, notebooks), config=config)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Serve one game's table as an app with Voilà.")
    parser.add_argument("game", nargs="?", default="classic", choices=GAMES)
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--token", default=None, help="default: a new random one")
    parser.add_argument("--cull-idle", default=None, metavar="S",
                        help="seconds a kernel no page is connected to lives (a page killed "
                             f"without closing); default ${SETTINGS['CULL_VARIABLE']} or "
                             f"{SETTINGS['CULL_IDLE_S']}")
    parser.add_argument("--notebooks", default=NOTEBOOKS, type=Path, metavar="FOLDER",
                        help="the folder served (default: the course's notebooks/)")
    arguments = parser.parse_args(argv)
    try:
        cull = SETTINGS["cull_seconds"](arguments.cull_idle)
    except ValueError as error:
        parser.error(str(error))
    token = arguments.token or secrets.token_hex(16)
    print(f"The {arguments.game} table, as an app: "
          f"{app_address(arguments.game, arguments.port, token)}\n(Ctrl-C stops the server)",
          flush=True)
    try:
        serve(arguments.port, token, cull, arguments.notebooks)
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())

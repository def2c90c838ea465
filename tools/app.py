"""Serve one game's table as an app with Voilà on this machine: what ``make app GAME=duel`` runs.

    python tools/app.py duel                 # prints the address, serves until Ctrl-C
    python tools/app.py architects --port 8870

Voilà serves the folder ``notebooks/`` (as Binder's ``voila/render/notebooks/...`` does) and the
address opens the game's app notebook, ``notebooks/app/GAME.ipynb``: one table, no code. The
server listens on 127.0.0.1 only, behind a random token (its kernels run code).
tests/browser/test_app.py starts this same command.

A class opens and closes the page many times, and each visit starts a kernel (~100 MB), so:

- the page's shutdown beacon must be accepted: it sends the ``_xsrf`` cookie, which Voilà never
  sets (voila-dashboards/voila#1458, a 403 on every page left); ``set_xsrf_cookie`` sets it
  when the page is served, so the kernel stops when its page is left;
- a kernel no page is connected to is culled after ``CULL_IDLE_S`` seconds (a page closed by a
  crash, a lost connection), as a safety net;
- the page loads nothing from another host (the ``wonderlab`` template of ``tools/voila``).

Binder serves Voilà inside its Jupyter server: binder/postBuild writes the same settings (the
hook, the culling, the extensions left out) into its ``jupyter_server_config.py``, and
tests/lab/test_binder_voila.py checks that they are these.

Voilà 0.5.13 (the newest) draws its page with JupyterLab 4.2.5, and the widget managers it
needs are built for newer ones: its own (``^4.5.10``) and ipywidgets' (``jupyterlab_widgets``,
``^4.6.2``, which registers ``@jupyter-widgets/base``: without it every widget model fails to
load, "No version of module @jupyter-widgets/base is registered"). Their "Unsatisfied version"
console warnings remain; only the preview button for JupyterLab is left out.

    >>> app_address("duel", 8866, "abc")
    'http://127.0.0.1:8866/voila/render/app/duel.ipynb?token=abc'
"""

import argparse
import os
import secrets
import sys
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
TEMPLATES = Path(__file__).resolve().parent          # a Jupyter data folder: voila/templates/wonderlab
GAMES = ("classic", "duel", "architects")
CULL_IDLE_S = 600         # a kernel without a page for 10 minutes is stopped
CULL_EVERY_S = 60
# JupyterLab's "preview in Voilà" button has no use in Voilà's page (and is built for JupyterLab 4.6)
DENIED_EXTENSIONS = ["@voila-dashboards/jupyterlab-preview"]


def app_address(game, port, token):
    """The page that shows ``game``'s table in the Voilà server of ``voila_argv``."""
    return f"http://127.0.0.1:{port}/voila/render/app/{game}.ipynb?token={token}"


def voila_argv(port, token):
    """Voilà's arguments: the course's notebooks on 127.0.0.1:``port``, no browser opened, our
    template (the rest is ``voila_config``)."""
    return [str(NOTEBOOKS), "--no-browser", "--Voila.ip=127.0.0.1", f"--Voila.port={port}",
            "--Voila.port_retries=0", f"--Voila.token={token}", "--template=wonderlab"]


def set_xsrf_cookie(handler, notebook, cwd):
    """Voilà's prelaunch hook: reading ``xsrf_token`` makes tornado set the ``_xsrf`` cookie on
    the page, the one its shutdown beacon sends back when the page is left."""
    handler.xsrf_token       # noqa: B018  (the property sets the cookie)
    return notebook


def serve(port, token):
    """Run Voilà in this process with the settings above, until Ctrl-C."""
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(TEMPLATES), os.environ.get("JUPYTER_PATH")]))
    from voila.app import Voila

    Voila.launch_instance(argv=voila_argv(port, token), config=voila_config())


def voila_config():
    """The settings Voilà takes as configuration (binder/postBuild writes the same ones)."""
    from traitlets.config import Config

    config = Config()
    config.VoilaConfiguration.prelaunch_hook = set_xsrf_cookie
    config.VoilaConfiguration.extension_denylist = DENIED_EXTENSIONS
    config.MappingKernelManager.cull_idle_timeout = CULL_IDLE_S
    config.MappingKernelManager.cull_interval = CULL_EVERY_S
    config.MappingKernelManager.cull_connected = False
    return config


def main(argv=None):
    parser = argparse.ArgumentParser(description="Serve one game's table as an app with Voilà.")
    parser.add_argument("game", nargs="?", default="classic", choices=GAMES)
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--token", default=None, help="default: a new random one")
    arguments = parser.parse_args(argv)
    token = arguments.token or secrets.token_hex(16)
    print(f"The {arguments.game} table, as an app: "
          f"{app_address(arguments.game, arguments.port, token)}\n(Ctrl-C stops the server)",
          flush=True)
    try:
        serve(arguments.port, token)
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())

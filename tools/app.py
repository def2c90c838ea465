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
- the page loads nothing from another host (the ``wonderlab`` template of ``tools/voila``), and
  no extension built for another JupyterLab than Voilà's.

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


def app_address(game, port, token):
    """The page that shows ``game``'s table in the Voilà server of ``voila_argv``."""
    return f"http://127.0.0.1:{port}/voila/render/app/{game}.ipynb?token={token}"


def voila_argv(port, token):
    """Voilà's arguments: the course's notebooks on 127.0.0.1:``port``, no browser opened, our
    template, idle kernels culled."""
    return [str(NOTEBOOKS), "--no-browser", "--Voila.ip=127.0.0.1", f"--Voila.port={port}",
            "--Voila.port_retries=0", f"--Voila.token={token}", "--template=wonderlab",
            f"--MappingKernelManager.cull_idle_timeout={CULL_IDLE_S}",
            f"--MappingKernelManager.cull_interval={CULL_EVERY_S}",
            "--MappingKernelManager.cull_connected=False"]


def set_xsrf_cookie(handler, notebook, cwd):
    """Voilà's prelaunch hook: reading ``xsrf_token`` makes tornado set the ``_xsrf`` cookie on
    the page, the one its shutdown beacon sends back when the page is left."""
    handler.xsrf_token       # noqa: B018  (the property sets the cookie)
    return notebook


def serve(port, token):
    """Run Voilà in this process with the settings above, until Ctrl-C."""
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(TEMPLATES), os.environ.get("JUPYTER_PATH")]))
    from traitlets.config import Config
    from voila.app import Voila

    config = Config()
    config.VoilaConfiguration.prelaunch_hook = set_xsrf_cookie
    # JupyterLab's widget manager and "preview in Voilà" button are built for a newer JupyterLab
    # than Voilà's (console warnings of unsatisfied versions); Voilà brings its own widget manager
    config.VoilaConfiguration.extension_denylist = ["@voila-dashboards/jupyterlab-preview",
                                                    "@jupyter-widgets/jupyterlab-manager"]
    Voila.launch_instance(argv=voila_argv(port, token), config=config)


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

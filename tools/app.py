"""Serve one game's table as an app with Voilà on this machine: what ``make app GAME=duel`` runs.

    python tools/app.py duel                 # prints the address, serves until Ctrl-C
    python tools/app.py architects --port 8870

Voilà serves the folder ``notebooks/`` (as Binder's ``voila/render/notebooks/...`` does) and the
address opens the game's app notebook, ``notebooks/app/GAME.ipynb``: one table, no code. The
server listens on 127.0.0.1 only, behind a random token (its kernels run code).
tests/browser/test_app.py starts this same command.

    >>> app_address("duel", 8866, "abc")
    'http://127.0.0.1:8866/voila/render/app/duel.ipynb?token=abc'
"""

import argparse
import secrets
import subprocess
import sys
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
GAMES = ("classic", "duel", "architects")


def app_address(game, port, token):
    """The page that shows ``game``'s table in the Voilà server of ``voila_argv``."""
    return f"http://127.0.0.1:{port}/voila/render/app/{game}.ipynb?token={token}"


def voila_argv(port, token):
    """The Voilà command: the course's notebooks on 127.0.0.1:``port``, no browser opened."""
    return [sys.executable, "-m", "voila", str(NOTEBOOKS), "--no-browser",
            "--Voila.ip=127.0.0.1", f"--Voila.port={port}", "--Voila.port_retries=0",
            f"--Voila.token={token}"]


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
        return subprocess.call(voila_argv(arguments.port, token))
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())

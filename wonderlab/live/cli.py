"""``wonderlab serve``: the live classroom on this machine, for a class on its network.

    wonderlab serve [--ip 0.0.0.0] [--port 8866] [--data DIR] [--analysis-playouts N]

It prints the address students type (and its QR code, for the projector); the teacher's
dashboard address, with its token, follows in the server's log.
"""

import socket

from ..core.i18n import register, say
from ..lab.analyse import PLAYOUTS

register({
    "live.help.serve": {"en": "serve the live classroom: a class plays each other from their browsers",
                        "fr": "servir la classe en direct : une classe joue ensemble depuis ses navigateurs"},
    "live.help.ip": {"en": "the address to listen on (0.0.0.0: every network of this machine)",
                     "fr": "l'adresse d'écoute (0.0.0.0 : tous les réseaux de cette machine)"},
    "live.help.port": {"en": "the port to listen on", "fr": "le port d'écoute"},
    "live.help.data": {"en": "the folder of the sessions and tables' records (kept across restarts)",
                       "fr": "le dossier des séances et des parties des tables (gardé d'un redémarrage à l'autre)"},
    "live.help.analysis": {"en": "rollouts a decision of the analysis of each student's finished game (their accuracy, "
                                 "their mistakes to learn from; 0: none; default {default}, about 40 s of CPU for a "
                                 "4-player 7 Wonders game)",
                           "fr": "parties simulées par décision pour l'analyse de la partie finie de chaque élève (sa "
                                 "précision, ses erreurs à revoir ; 0 : aucune ; {default} par défaut, environ 40 s de "
                                 "calcul pour une partie de 7 Wonders à 4)"},
    "live.help.root": {"en": "run even as root (as jupyter server --allow-root)",
                       "fr": "démarrer même en root (comme jupyter server --allow-root)"},
    "live.serve.students": {"en": "Students open: {address}", "fr": "Les élèves ouvrent : {address}"},
    "live.serve.teacher": {"en": "The teacher's dashboard: the address with a token printed below, ending in /wonderlab/live/teacher",
                           "fr": "Le tableau de bord du professeur : l'adresse avec un jeton affichée plus bas, finissant par /wonderlab/live/teacher"},
    "live.serve.no_qr": {"en": "(install qrcode to see the address as a QR code here)",
                         "fr": "(installez qrcode pour voir l'adresse en QR code ici)"},
})


def add_parser(commands):
    serve = commands.add_parser("serve", help=say("live.help.serve"), description=say("live.help.serve"))
    serve.add_argument("--ip", default="0.0.0.0", help=say("live.help.ip"))
    serve.add_argument("--port", type=int, default=8866, help=say("live.help.port"))
    serve.add_argument("--data", default="wonderlab-live", help=say("live.help.data"))
    serve.add_argument("--analysis-playouts", type=int, metavar="N", help=say("live.help.analysis", default=PLAYOUTS))
    serve.add_argument("--allow-root", action="store_true", help=say("live.help.root"))
    serve.set_defaults(run=_serve)


def address(ip, port):
    """The address students type: this machine's address on its network when listening on
    all of them, else ``ip`` itself.

    >>> address("127.0.0.1", 8866)
    'http://127.0.0.1:8866/wonderlab/live/'
    """
    host = ip
    if ip in ("0.0.0.0", "", "*"):
        host = _network_address()
    return f"http://{host}:{port}/wonderlab/live/"


def _network_address():
    """This machine's address on the network that leads out (no packet is sent)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return probe.getsockname()[0]
    except OSError:
        return socket.gethostname()
    finally:
        probe.close()


def qr_text(text):
    """``text`` as a QR code drawn with characters, or None without the qrcode package."""
    try:
        import qrcode
    except ImportError:
        return None
    import io

    code = qrcode.QRCode(border=1)
    code.add_data(text)
    out = io.StringIO()
    code.print_ascii(out=out, invert=True)
    return out.getvalue()


def _serve(args):
    from .app import LiveApp

    where = address(args.ip, args.port)
    print(say("live.serve.students", address=where))
    print(qr_text(where) or say("live.serve.no_qr"))
    print(say("live.serve.teacher"), flush=True)
    LiveApp.launch_instance([f"--ServerApp.ip={args.ip}", f"--ServerApp.port={args.port}",
                             "--ServerApp.port_retries=0", "--ServerApp.open_browser=False",
                             f"--LiveApp.data={args.data}", *(["--allow-root"] if args.allow_root else []),
                             *([f"--LiveApp.analysis_playouts={args.analysis_playouts}"]
                               if args.analysis_playouts is not None else [])])
    return 0

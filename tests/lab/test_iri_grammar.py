"""wonderlab's servers and its first figure start without the IRI grammar ``jsonschema`` would
load (``lab.ondemand.without_iri_grammar``): about a second of CPU in each, for format checks
("iri", "iri-reference") that no schema of Jupyter's or plotly's uses. Each case runs in a
fresh Python, as a server or a kernel starts, and shows that the rest of ``jsonschema``'s format
checks, and Jupyter's own event schemas, still work."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# what each fresh Python reports once the code under test ran
REPORT = """
import json, sys
import jsonschema
checker = jsonschema.FormatChecker()
print(json.dumps({
    "grammar": "rfc3987_syntax" in sys.modules and sys.modules["rfc3987_syntax"] is not None,
    "blocked": "rfc3987_syntax" in sys.modules and sys.modules["rfc3987_syntax"] is None,
    "iri_checked": "iri" in checker.checkers,
    "ipv4_refused": not checker.conforms("300.1.2.3", "ipv4"),
    "email_refused": not checker.conforms("no at sign", "email"),
    "loaded": sorted(name for name in ("jupyter_server", "nbformat", "plotly.io", "voila.app")
                     if name in sys.modules),
}))
"""

CASES = {
    # the class server, as ``wonderlab serve`` and the tests start it; then jupyter_server's own
    # event schemas are read and an event checked against them, as the server does
    "class server": ("from wonderlab.live.app import LiveApp\n"
                     "import pathlib, jupyter_server\n"
                     "from jupyter_events import EventLogger\n"
                     "schema = pathlib.Path(jupyter_server.__file__).parent / 'event_schemas' / 'contents_service' / 'v1.yaml'\n"
                     "import io, logging\n"
                     "written = io.StringIO()\n"
                     "logger = EventLogger(handlers=[logging.StreamHandler(written)])\n"
                     "logger.register_event_schema(schema)\n"
                     "ID = 'https://events.jupyter.org/jupyter_server/contents_service/v1'\n"
                     "logger.emit(schema_id=ID, data={'action': 'get', 'path': 'a.ipynb'})\n"
                     "assert 'a.ipynb' in written.getvalue(), written.getvalue()\n"
                     "try:\n"
                     "    logger.emit(schema_id=ID, data={'action': 'eat', 'path': 'a.ipynb'})\n"
                     "    raise AssertionError('an event against its schema was not refused')\n"
                     "except Exception as refused:\n"
                     "    assert 'eat' in str(refused), refused\n"),
    # a kernel's first figure, shown by the course's renderer (``plots``) as in a kernel
    "first figure": ("from wonderlab.plots import score_breakdown\n"
                     "from wonderlab.classic.table import score_table\n"
                     "result = score_table({'game': 'classic', 'players': [{'name': 'Ana', 'wonder': 'Gizah'},"
                     " {'name': 'Bo', 'wonder': 'Rhodos'}, {'name': 'Cy', 'wonder': 'Babylon'}]})\n"
                     "figure = score_breakdown(result)\n"
                     "import plotly.io\n"
                     "bundle = plotly.io.renderers['wonderlab'].to_mimebundle(figure.to_dict())\n"
                     "assert 'application/vnd.plotly.v1+json' in bundle, list(bundle)"),
    # the app server of tools/app.py, stopped where Voilà would start serving: Voilà's
    # ``launch_instance`` is replaced as its module is first imported (by ``serve`` itself)
    "app server": ("import importlib.abc, importlib.util, runpy, sys\n"
                   "class Stop(importlib.abc.MetaPathFinder):\n"
                   "    def find_spec(self, name, path, target=None):\n"
                   "        if name != 'voila.app':\n"
                   "            return None\n"
                   "        sys.meta_path.remove(self)\n"
                   "        spec = importlib.util.find_spec(name)\n"
                   "        run = spec.loader.exec_module\n"
                   "        def exec_module(module):\n"
                   "            run(module)\n"
                   "            module.Voila.launch_instance = classmethod(lambda cls, **kwargs: None)\n"
                   "        spec.loader.exec_module = exec_module\n"
                   "        return spec\n"
                   "sys.meta_path.insert(0, Stop())\n"
                   f"runpy.run_path({str(ROOT / 'tools' / 'app.py')!r})['serve'](8866, 'token')"),
}


def _report(code):
    done = subprocess.run([sys.executable, "-c", code + "\n" + REPORT], capture_output=True, text=True,
                          cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("case", CASES)
def test_wonderlabs_servers_and_first_figure_start_without_the_iri_grammar(case):
    found = _report(CASES[case])
    assert found["blocked"] and not found["grammar"], found
    assert not found["iri_checked"], found          # the only checks left out
    assert found["ipv4_refused"] and found["email_refused"], found
    wanted = {"class server": ["jupyter_server"], "first figure": ["nbformat", "plotly.io"],
              "app server": ["jupyter_server", "voila.app"]}[case]
    assert set(wanted) <= set(found["loaded"]), found


def test_once_jsonschema_is_imported_the_call_changes_nothing():
    """A Python that imported jsonschema first (a JupyterLab that loads the class server as its
    extension) keeps its IRI checks; and the cases above are not empty: jsonschema loads the
    grammar (it is installed with Jupyter) and checks IRIs with it."""
    found = _report("import jsonschema\nfrom wonderlab.lab.ondemand import without_iri_grammar\nwithout_iri_grammar()")
    assert found["grammar"] and found["iri_checked"] and not found["blocked"], found

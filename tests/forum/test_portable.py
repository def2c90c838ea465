"""Issue 22: the forum runs where ``fcntl`` does not exist (Windows, JupyterLite's Pyodide): it
locks with ``filelock``'s soft lock, imported only by the commands that write."""

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

WITHOUT_FCNTL = textwrap.dedent('''
    import contextlib, io, json, sys
    class NoFcntl:                      # as on Windows and in Pyodide: there is no fcntl
        def find_spec(self, name, path=None, target=None):
            if name == "fcntl":
                raise ImportError("No module named 'fcntl'")
    sys.meta_path.insert(0, NoFcntl())
    sys.modules.pop("fcntl", None)
    report = {}
    import wonderlab.forum
    from wonderlab.cli import main
    help = io.StringIO()
    with contextlib.redirect_stdout(help):
        try:
            report["simulate --help"] = main(["simulate", "--help"]) or 0
        except SystemExit as end:
            report["simulate --help"] = end.code
    report["help text"] = "usage" in help.getvalue()
    path = sys.argv[1]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        codes = [main(["forum", "status", "/nowhere.json"])]
        report["filelock after a read"] = "filelock" in sys.modules
        codes.append(main(["forum", "new", path, "--players", "Ana,Bo,Cy"]))
        for name in ("Ana", "Bo", "Cy"):
            codes.append(main(["forum", "bot", path, name, "--bot", "random"]))
        codes.append(main(["forum", "status", path]))
    report["codes"] = codes
    report["fcntl"] = "fcntl" in sys.modules
    report["resolved"] = "is resolved" in out.getvalue()
    print(json.dumps(report))
''')


def test_the_forum_and_the_command_line_work_without_fcntl(tmp_path):
    run = subprocess.run([sys.executable, "-c", WITHOUT_FCNTL, str(tmp_path / "game.json")],
                         capture_output=True, text=True, timeout=120, cwd=tmp_path,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report == {"simulate --help": 0, "help text": True, "filelock after a read": False,
                      "codes": [2, 0, 0, 0, 0, 0], "fcntl": False, "resolved": True}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]       # no lock file left


def test_filelock_is_a_dependency_of_the_package():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert any(dep.split(">")[0].split("=")[0].strip() == "filelock" for dep in project["dependencies"])

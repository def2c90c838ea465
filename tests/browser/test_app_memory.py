"""tools/app_memory.py, what a class costs the app in memory (issue 40), run at a small size: two
visits at once to the Duel app, both drawn, and its last line's figures add up — the peak is the
server plus the kernels, a kernel a visit at least, each a whole Python process. Speed is not
checked."""

import doctest
import importlib.util
import os
import re
import subprocess
import sys

from .jupyter import RENDER_S, ROOT
from .waits import s

TOOL = ROOT / "tools" / "app_memory.py"
LINE = re.compile(r"app: (\d+) visits, (\d+) tables drawn, peak (\d+\.\d\d) GB "
                  r"\(server (\d+) MB, kernels (\d+) × (\d+) MB\)")


def _tool():
    spec = importlib.util.spec_from_file_location("app_memory", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_tools_examples_hold_and_it_tells_a_server_from_its_kernels():
    tool = _tool()
    assert doctest.testmod(tool).failed == 0
    server, kernels = tool.memory(os.getpid())          # pytest: no ipykernel below it
    assert server > 20 * tool.MB and kernels == []


def test_two_visits_at_once_are_measured_and_the_last_line_adds_up(tmp_path):
    env = dict(os.environ)
    for variable, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                          ("IPYTHONDIR", "ipython")):
        env[variable] = str(tmp_path / sub)
    run = subprocess.run([sys.executable, str(TOOL), "--visits", "2", "--game", "duel", "--wave", "2",
                          "--timeout", str(RENDER_S), "--log", str(tmp_path / "server.log")],
                         capture_output=True, text=True, env=env, cwd=tmp_path, timeout=s(900))
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.strip().splitlines()
    found = LINE.fullmatch(lines[-1])
    assert found, lines[-1]
    visits, drawn, peak_gb, server, count, each = found.groups()
    assert int(visits) == int(drawn) == 2
    assert int(count) >= 2                   # a kernel a visit (and one more while a page reloads)
    total = int(server) + int(count) * int(each)                 # each part rounded to 1 MB
    assert abs(float(peak_gb) * 1024 - total) <= 0.005 * 1024 + 0.5 + 0.5 * int(count)
    assert 20 <= int(each) <= 1000 and 20 <= int(server) <= 2000  # whole Python processes
    assert re.fullmatch(r"all 2 pages open: \d+ MB proportional .*", lines[-2])
    assert re.fullmatch(r"\d pages loaded themselves again .*; \d met 'model not found'; "
                        r"\d asked their kernel again for its widgets", lines[-3])

"""The browser tests on a busy machine (issue 40): every wait scales with one setting,
``WONDERLAB_WAIT_SCALE`` (``tests/browser/waits.py``), so no browser-test file holds a literal
timeout, pause or deadline — as ``activate``'s fixed 30 s in the Lite test did."""

import ast
from pathlib import Path

import pytest

BROWSER = Path(__file__).parent / "browser"
WAITING = {"wait", "wait_for", "wait_for_timeout", "sleep", "appear", "run_cell", "set_default_timeout",
           "set_default_navigation_timeout", "urlopen", "wait_for_function", "wait_for_selector",
           "wait_for_load_state", "goto", "screenshot", "communicate", "run"}
SCALED = {"s", "ms", "round"}


def _literal_numbers(node):
    """Whether ``node`` is a length of time written as a number: it holds a number and derives
    from no setting (no call to ``s``/``ms``, no name such as ``STEP_S``; ``round`` is no setting).
    """
    numbers, derived = False, False
    for part in ast.walk(node):
        if isinstance(part, ast.Call) and getattr(part.func, "id", None) in {"s", "ms"}:
            derived = True
        elif isinstance(part, ast.Name) and part.id not in {"s", "ms", "round", "int", "float"}:
            derived = True
        elif isinstance(part, ast.Constant) and type(part.value) in (int, float):
            numbers = True
    return numbers and not derived


def literal_waits(source):
    """``(line, text)`` of each wait in ``source`` whose length is a literal number."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            timed = [k.value for k in node.keywords if k.arg and "timeout" in k.arg]
            if name in WAITING:
                first = {"wait": 2, "wait_for": 2, "run_cell": 1}.get(name, 0)
                timed += [a for a in node.args[first:] if name not in {"goto", "run", "communicate"}]
            found += [(node.lineno, name) for value in timed if _literal_numbers(value)]
        elif isinstance(node, ast.FunctionDef):
            args = node.args.args[len(node.args.args) - len(node.args.defaults):]
            found += [(node.lineno, arg.arg) for arg, default in zip(args, node.args.defaults, strict=True)
                      if "timeout" in arg.arg and _literal_numbers(default)]
        elif isinstance(node, ast.BinOp) and "monotonic" in ast.unparse(node.left) and _literal_numbers(node.right):
            found.append((node.lineno, "deadline"))
        elif isinstance(node, ast.Assign) and any(getattr(t, "id", "").endswith("_S") for t in node.targets) \
                and _literal_numbers(node.value):
            found.append((node.lineno, node.targets[0].id))
    return found


@pytest.mark.parametrize("path", sorted(BROWSER.glob("*.py")), ids=lambda p: p.name)
def test_no_browser_test_file_has_a_literal_wait(path):
    assert literal_waits(path.read_text()) == [], f"{path.name}: waits not derived from WONDERLAB_WAIT_SCALE"


@pytest.mark.parametrize("source", [
    "lab.wait_for_function('x', timeout=30_000)",
    "def appear(self, timeout_s=120): pass",
    "steps.wait('the hint', lambda ms: go(ms), 60)",
    "time.sleep(0.5)",
    "deadline = time.monotonic() + 60",
    "LITE_KERNEL_S = 600",
    "context.set_default_timeout(30_000)",
])
def test_the_check_sees_each_kind_of_literal_wait(source):
    assert literal_waits(source)


def test_the_check_accepts_scaled_waits():
    assert literal_waits("time.sleep(s(0.5))\nLITE_KERNEL_S = s(600)\npage.wait_for_function('x', timeout=ms(30))\n"
                         "steps.wait('x', lambda ms: go(ms), s(60))\nx.screenshot(timeout=round(STEP_S * 1000))\n"
                         "lab.run_cell(4)") == []

"""Notebooks that need pandas say so for the JupyterLite site (issue 40), whose offline kernel has
no pandas (only Pyodide's CDN serves it): ``duel/11-pitfalls`` and its French twin met a red
``ModuleNotFoundError`` and said nothing.

A notebook needs pandas when a code cell imports it, or calls a wonderlab function that imports
it, itself or through the functions it calls (``simulate``, ``tournament``…: found by reading
wonderlab's source; the coach, ``what_if``, ``hint`` and ``analyse``, needs none). Such a notebook says so at its top (one of its first three
cells), or in the text right above each cell that needs pandas; a notebook for a real machine
only (Dask) says that at its top instead.
"""

import ast
import json
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").rglob("*.ipynb"))
GENERIC = {"run", "main"}      # names too common to say which function a cell calls


def _imports_pandas(nodes):
    return any(isinstance(n, ast.Import | ast.ImportFrom) and "pandas" in ast.unparse(n) for n in nodes)


@cache
def pandas_functions():
    """The names of wonderlab's functions that import pandas, or call one that does."""
    calls, needs = {}, set()
    for path in (ROOT / "wonderlab").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                body = [n for statement in node.body for n in ast.walk(statement)]
                calls.setdefault(node.name, set()).update(
                    getattr(n.func, "id", getattr(n.func, "attr", None)) for n in body if isinstance(n, ast.Call))
                if _imports_pandas(body):
                    needs.add(node.name)
    while more := {name for name, called in calls.items() if called & needs} - needs:
        needs |= more
    return frozenset(needs - GENERIC)


def cells_needing_pandas(notebook):
    """The indices of the code cells of ``notebook`` (a dict) that need pandas."""
    imported, found = set(), []
    for index, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] != "code":
            continue
        code = "\n".join(line for line in "".join(cell["source"]).splitlines()
                         if not line.lstrip().startswith(("%", "!")))
        nodes = list(ast.walk(ast.parse(code)))
        imported |= {alias.asname or alias.name for n in nodes if isinstance(n, ast.ImportFrom)
                     and (n.module or "").startswith("wonderlab") for alias in n.names}
        called = {n.func.id for n in nodes if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)} & imported
        methods = {n.func.attr for n in nodes if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}
        if _imports_pandas(nodes) or (called | methods) & pandas_functions():
            found.append(index)
    return found


def _says_so(cell):
    text = "".join(cell["source"])
    return cell["cell_type"] == "markdown" and "JupyterLite" in text and ("pandas" in text or "Dask" in text)


def test_the_finder_sees_simulate_and_tournament_through_wonderlab_and_not_the_coach():
    assert {"simulate", "tournament"} <= pandas_functions()
    assert not {"hint", "analyse", "what_if", "key_decisions"} & pandas_functions()   # no pandas (issue 35)
    notebook = {"cells": [{"cell_type": "code", "source": "from wonderlab.lab import simulate\nx = 1"},
                          {"cell_type": "code", "source": "simulate('duel', games=5)"},
                          {"cell_type": "code", "source": "table.hint(playouts=5)"},
                          {"cell_type": "code", "source": "print(1 + 1)"}]}
    assert cells_needing_pandas(notebook) == [1]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT / "notebooks")))
def test_a_notebook_that_needs_pandas_says_so_for_the_lite_site(path):
    notebook = json.loads(path.read_text())
    needing = cells_needing_pandas(notebook)
    if not needing or any(_says_so(cell) for cell in notebook["cells"][:3]):
        return
    silent = [i for i in needing if i == 0 or not _says_so(notebook["cells"][i - 1])]
    assert silent == [], f"cells {silent} need pandas, which the JupyterLite site lacks offline, and nothing says so"

"""The layers of DESIGN.md are kept by import-linter (the contracts in pyproject.toml, run by
`make lint`): these tests show the contract holds today, that it fails on an upward import
planted in a copy of the package, and that the one way up it lets through (an engine's rich
display importing views) is used only inside ``_repr_*`` methods."""

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT = Path(sys.executable).with_name("lint-imports")
ENGINES = ("classic", "duel", "architects")


def lint(package_parent):
    """lint-imports over the package found in ``package_parent``, with the project's contracts."""
    env = {**os.environ, "PYTHONPATH": str(package_parent)}
    return subprocess.run([str(LINT), "--no-cache", "--config", str(ROOT / "pyproject.toml")],
                          capture_output=True, text=True, env=env, cwd=package_parent, timeout=120)


def copy_package(tmp_path):
    shutil.copytree(ROOT / "wonderlab", tmp_path / "wonderlab",
                    ignore=shutil.ignore_patterns("__pycache__", "static"))
    return tmp_path


def test_the_layers_contract_is_kept():
    result = lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize(("module", "planted", "broken"), [
    # core reaching up to the drawings, as core/scoring.py once reached up to views/style.py
    ("core/rng.py", "from ..views import style", "wonderlab.core.rng -> wonderlab.views.style"),
    # an engine importing another engine
    ("duel/payment.py", "from ..classic import cards", "wonderlab.duel.payment -> wonderlab.classic.cards"),
    # a lazy import up from an engine's ordinary method is seen too (the ignore covers views only)
    ("architects/game.py", "def _up():\n    from ..widgets import play", "wonderlab.architects.game -> wonderlab.widgets.play"),
])
def test_an_import_against_the_layers_breaks_the_contract(tmp_path, module, planted, broken):
    copy = copy_package(tmp_path)
    path = copy / "wonderlab" / module
    path.write_text(path.read_text() + f"\n\n{planted}  # noqa\n")
    result = lint(copy)
    assert result.returncode != 0
    assert "BROKEN" in result.stdout and broken in result.stdout


def _imports_of_views(path):
    """(line, enclosing function names) of each import of ``views`` in a module of an engine."""
    tree = ast.parse(path.read_text())
    found = []

    def visit(node, functions):
        for child in ast.iter_child_nodes(node):
            inside = functions
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                inside = (*functions, child.name)
            if isinstance(child, ast.ImportFrom):
                module = "." * child.level + (child.module or "")
                if module.startswith("..views") or module.startswith("wonderlab.views"):
                    found.append((child.lineno, functions))
            if isinstance(child, ast.Import) and any(a.name.startswith("wonderlab.views") for a in child.names):
                found.append((child.lineno, functions))
            visit(child, inside)

    visit(tree, ())
    return found


def test_engines_reach_views_only_from_their_rich_displays():
    """The contract's ignore_imports lets engines import views: only a ``_repr_*`` method may."""
    seen = 0
    for engine in ENGINES:
        for path in sorted((ROOT / "wonderlab" / engine).glob("*.py")):
            for line, functions in _imports_of_views(path):
                seen += 1
                where = f"{path.relative_to(ROOT)}:{line}"
                assert functions, f"{where} imports views at module level"
                assert functions[-1].startswith("_repr_"), f"{where} imports views in {functions[-1]}()"
    assert seen >= 10      # the cards', actions', games' and score sheets' _repr_html_ do


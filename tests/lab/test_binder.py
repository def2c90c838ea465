"""The Binder environment, built as Binder builds it (issue 4: "Binder").

Binder (repo2docker) installs ``binder/requirements.txt``, runs ``binder/postBuild`` from the
repository's root, and opens the URL of the badge. This test does the same in a fresh virtual
environment — then runs every notebook of the course with the wonderlab that postBuild
installed. It takes a minute or two.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"
START = "notebooks/00-start-here.ipynb"


def pins():
    lines = BINDER.joinpath("requirements.txt").read_text().splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


def test_every_requirement_is_pinned_and_covers_wonderlab_and_its_lab_extra():
    found = {}
    for line in pins():
        match = re.fullmatch(r"([A-Za-z0-9_.\-]+)==([^\s;]+)", line.strip())
        assert match, f"not pinned: {line!r}"
        found[match.group(1).lower().replace("_", "-")] = match.group(2)
    assert "wonderlab" not in found        # postBuild installs wonderlab itself
    project = tomllib.loads(ROOT.joinpath("pyproject.toml").read_text())["project"]
    for requirement in project["dependencies"] + project["optional-dependencies"]["lab"]:
        name = re.match(r"[A-Za-z0-9_.\-]+", requirement).group(0).lower().replace("_", "-")
        assert name in found, f"{name} is not pinned in binder/requirements.txt"


def test_binder_opens_the_course_on_its_first_notebook():
    assert f'"/lab/tree/{START}"' in BINDER.joinpath("postBuild").read_text()
    assert f"urlpath=lab/tree/{START}" in ROOT.joinpath("README.md").read_text()
    assert ROOT.joinpath(START).exists()
    assert os.access(BINDER / "postBuild", os.X_OK)


@pytest.mark.skipif(shutil.which("bash") is None, reason="postBuild is a bash script")
def test_the_binder_environment_builds_and_runs_every_notebook(tmp_path):
    env_dir = tmp_path / "binder-env"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    bin_dir = env_dir / "bin"
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "HOME": str(tmp_path / "home"), "VIRTUAL_ENV": str(env_dir),
           "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("PYTHONPATH", None)
    (tmp_path / "home").mkdir()

    def run(*command, cwd=tmp_path):
        done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=1800)
        assert done.returncode == 0, f"{' '.join(map(str, command))}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        return done

    def execute(notebook, attempts=3):
        """Run one notebook in a fresh kernel. Now and then nbconvert's client waits on a cell
        that shows a widget until its time limit, although the kernel has finished (seen with
        ipykernel 7.4 and nbclient 0.11, never under nbval): such a run is tried again."""
        command = [bin_dir / "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
                   "--ExecutePreprocessor.timeout=120", notebook]
        for attempt in range(attempts):
            try:
                done = subprocess.run(command, cwd=notebook.parent, env=env, capture_output=True,
                                      text=True, timeout=600)
            except subprocess.TimeoutExpired:
                continue
            if done.returncode == 0:
                return
            if attempt == attempts - 1:
                raise AssertionError(f"{notebook.name}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
        raise AssertionError(f"{notebook.name}: nbconvert did not finish in {attempts} tries")

    # the repository as Binder sees it: its files, without what git ignores (.venv, caches)
    repo = tmp_path / "repo"
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, text=True, check=True)
    for name in filter(None, listed.stdout.split("\0")):
        source = ROOT / name
        if source.is_file():
            target = repo / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)

    run(bin_dir / "python", "-m", "pip", "install", "--quiet", "--no-compile", "-r",
        repo / "binder/requirements.txt")
    run("bash", repo / "binder/postBuild", cwd=repo)
    assert "00-start-here" in (tmp_path / "home/.jupyter/jupyter_server_config.py").read_text()

    where = run(bin_dir / "python", "-c", "import wonderlab, sys; print(wonderlab.__file__)").stdout
    assert str(env_dir) in where, "wonderlab must come from the Binder environment, not the checkout"
    assert sys.prefix not in where

    notebooks = sorted((repo / "notebooks").rglob("*.ipynb"))
    assert len(notebooks) >= 2
    for notebook in notebooks:                 # forget the stored outputs: they must come back
        data = json.loads(notebook.read_text())
        for cell in data["cells"]:
            if cell["cell_type"] == "code":
                cell["outputs"], cell["execution_count"] = [], None
        notebook.write_text(json.dumps(data))
    def ran(notebook):
        cells = [c for c in json.loads(notebook.read_text())["cells"] if c["cell_type"] == "code"]
        return (all(c["execution_count"] for c in cells)
                and not [o for c in cells for o in c["outputs"] if o["output_type"] == "error"])

    # One nbconvert for the whole course (a process start per notebook would cost minutes);
    # a notebook that did not run there, or stalled, is run again on its own.
    batch = [bin_dir / "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
             "--ExecutePreprocessor.timeout=120", *notebooks]
    try:
        subprocess.run(batch, cwd=repo, env=env, capture_output=True, text=True, timeout=1200)
    except subprocess.TimeoutExpired:
        pass
    for notebook in notebooks:
        if not ran(notebook):
            execute(notebook)
    for notebook in notebooks:
        assert ran(notebook), notebook.name

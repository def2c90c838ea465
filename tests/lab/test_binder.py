"""The Binder environment, built as mybinder.org builds it (issue 11: "Binder and Voilà").

repo2docker first installs its own base environment with conda (for Python 3.11: JupyterLab
4.4, Notebook 7.4, jupyter_server 2.17, ipykernel, ipywidgets, nbconvert), then, into that same
environment, ``pip install -r binder/requirements.txt``, then runs ``binder/postBuild`` from the
repository's root. The slow test does the same in a fresh virtual environment: the base's own
pinned list ships inside the ``jupyter-repo2docker`` package, and its Python packages are
installed from PyPI at exactly those versions. It fails on any pip conflict, then runs one
notebook of each kind in that environment (BINDER_NOTEBOOKS). The fast tests check the files Binder reads and every link
between the notebooks.
"""

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"
NOTEBOOKS = ROOT / "notebooks"
START = "notebooks/00-start-here.ipynb"
GAMES = ("classic", "duel", "architects")
BINDER_URL = "https://mybinder.org/v2/gh/wonderlab/wonderlab/main"

# The repo2docker release whose base environment the test builds (mybinder.org follows
# repo2docker's releases; move this pin when it does).
REPO2DOCKER = "jupyter-repo2docker==2026.4.0"
BASE_LOCK = "repo2docker/buildpacks/conda/environment.py-3.11-linux-64.lock"
# conda-forge names whose PyPI name differs
PYPI_NAME = {"brotli-python": "brotli", "python-fastjsonschema": "fastjsonschema",
             "jupyterhub-base": "jupyterhub", "nbconvert-core": "nbconvert"}
# The base owns the server side: requirements.txt must never move these.
BASE_OWNED = ("jupyterlab", "notebook", "jupyter-server", "jupyterlab-server", "notebook-shim",
              "ipykernel", "jupyterlab-widgets", "widgetsnbextension", "nbclient", "nbconvert")
PIP_CONFLICT = re.compile(r"dependency resolver does not currently take into account|"
                          r"requires .*, but you have|incompatible|ResolutionImpossible|conflict",
                          re.IGNORECASE)


def pip_conflicts(output):
    """The lines of pip's ``output`` that report a conflict. pip installs a pin that breaks a
    package already there and still exits 0, so its words are read (with ``pip check``).

    >>> pip_conflicts('''Successfully installed jupyterlab-4.6.6
    ... ERROR: pip's dependency resolver does not currently take into account all the packages
    ... notebook 7.4.7 requires jupyterlab<4.5,>=4.4.9, but you have jupyterlab 4.6.6 which is incompatible.''')[1][:27]
    'notebook 7.4.7 requires jup'
    """
    return [line for line in output.splitlines() if PIP_CONFLICT.search(line)]


def normal(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def pins():
    """binder/requirements.txt as {normalised name: version}; a line that is not ``name==x``
    fails (comments after a pin are allowed)."""
    found = {}
    for line in BINDER.joinpath("requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([A-Za-z0-9_.\-]+)==([^\s;]+)", line)
        assert match, f"binder/requirements.txt: not pinned: {line!r}"
        found[normal(match.group(1))] = match.group(2)
    return found


def requirement_names(requirements):
    return {normal(re.match(r"[A-Za-z0-9_.\-]+", line).group(0)) for line in requirements}


def base_packages(lock):
    """repo2docker's conda lock file as (pip pins, names skipped).

    A package whose conda build string starts with ``py`` is a Python package, installed here
    from PyPI at the same version. The others are not on PyPI as Python packages and are
    skipped: python itself and python_abi, nodejs, the C and C++ libraries (libgcc, openssl,
    zeromq, icu, ...), conda's tzdata and ca-certificates (system data, not the PyPI
    packages of those names), and the metapackages whose parts the lock lists on their own
    (typing-extensions, cached-property, bleach-with-css, jsonschema-with-format-nongpl,
    jupyterhub-singleuser).

    >>> base_packages('''@EXPLICIT
    ... https://conda.anaconda.org/conda-forge/linux-64/python-3.11.14-hfe2f287_1_cpython.conda#e8
    ... https://conda.anaconda.org/conda-forge/noarch/nbconvert-core-7.16.6-pyh29332c3_0.conda#d2
    ... https://conda.anaconda.org/conda-forge/noarch/jupyterlab-4.4.9-pyhd8ed1ab_0.conda#6f''')
    (['nbconvert==7.16.6', 'jupyterlab==4.4.9'], ['python'])
    """
    found, skipped = [], []
    for line in lock.splitlines():
        if not line.startswith("https://"):
            continue
        stem = re.sub(r"\.(conda|tar\.bz2)$", "", line.split("#")[0].rsplit("/", 1)[1])
        name, version, build = stem.rsplit("-", 2)
        if build.startswith("py"):
            found.append(f"{PYPI_NAME.get(name, name)}=={version}")
        else:
            skipped.append(name)
    return found, skipped


def markdown_links(notebook):
    """The link targets written in the markdown cells of ``notebook`` (a path)."""
    cells = json.loads(notebook.read_text())["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return (re.findall(r"\]\(\s*<?([^)\s>]+)", text)
            + re.findall(r"""href\s*=\s*["']([^"']+)["']""", text))


def local(target):
    """``target`` without its #anchor and ?query, or None for a web address or an anchor."""
    if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
        return None
    return target.split("#")[0].split("?")[0]


# What the Binder environment changes is the versions under the notebooks (repo2docker's
# JupyterLab, its nbclient, binder/requirements.txt's pins), not the notebooks: so it runs one of
# each kind of notebook, each kind using a different part of wonderlab and of its stack (the
# course's exercises and figures, the tables, the forum, pandas and plotly in the lab, Dask, the
# classroom, the Voilà apps, French), and nbval runs all of them in the project's environment.
BINDER_NOTEBOOKS = (
    "00-start-here.ipynb", "classic/01-goal-and-scoring.ipynb", "duel/play.ipynb",
    "architects/play.ipynb", "classic/forum.ipynb", "lab/02-what-if.ipynb",
    "lab/03-strategies-and-wonders.ipynb", "lab/04-beyond-one-machine.ipynb",
    "classroom/teacher.ipynb", "app/classic.ipynb", "puzzles/duel.ipynb", "fr/00-commencer-ici.ipynb",
)


def binder_notebooks(folder):
    """The notebooks of BINDER_NOTEBOOKS under ``folder``, each one checked to exist."""
    paths = [folder / name for name in BINDER_NOTEBOOKS]
    missing = [str(path) for path in paths if not path.is_file()]
    assert not missing, f"BINDER_NOTEBOOKS names notebooks that are gone: {missing}"
    return paths


def test_the_binder_notebooks_cover_every_folder_of_the_english_course_and_the_french_start():
    """The French notebooks run the English code with French set (tests/test_french_course.py)."""
    french = NOTEBOOKS / "fr"
    folders = {path.parent for path in NOTEBOOKS.rglob("*.ipynb")
               if ".ipynb_checkpoints" not in path.parts and french not in path.parents}
    chosen = binder_notebooks(NOTEBOOKS)
    assert folders <= {path.parent for path in chosen}
    assert french / "00-commencer-ici.ipynb" in chosen


# -- the files Binder reads ------------------------------------------------------------------

def test_requirements_pin_the_kernel_side_and_leave_the_server_to_the_base():
    found = pins()
    assert "wonderlab" not in found                 # postBuild installs wonderlab itself
    project = tomllib.loads(ROOT.joinpath("pyproject.toml").read_text())["project"]
    run_time = requirement_names(project["dependencies"] + project["optional-dependencies"]["lab"])
    for name in run_time - set(BASE_OWNED):
        assert name in found, f"{name} (a run-time dependency) is not pinned in binder/requirements.txt"
    for name in BASE_OWNED:
        assert name not in found, f"{name} belongs to repo2docker's base: do not pin it"
    dev_tools = requirement_names(project["optional-dependencies"]["dev"]) - run_time - {"voila"}
    assert {"pytest", "ruff", "hypothesis", "nbval", "playwright"} <= dev_tools
    assert not dev_tools & set(found), f"dev tools in the Binder image: {dev_tools & set(found)}"
    assert "voila" in found                         # the README's Voilà link needs it


def test_binder_opens_the_course_on_its_first_notebook():
    assert f'"/lab/tree/{START}"' in BINDER.joinpath("postBuild").read_text()
    assert ROOT.joinpath(START).exists()
    assert os.access(BINDER / "postBuild", os.X_OK)
    assert BINDER.joinpath("runtime.txt").read_text().strip() == "python-3.11"


def test_the_readme_opens_each_game_and_the_app_on_binder():
    readme = ROOT.joinpath("README.md").read_text()
    links = re.findall(re.escape(BINDER_URL) + r"\?urlpath=([^)\s]+)", readme)
    assert f"lab/tree/{START}" in links
    for game in GAMES:
        for notebook in ("01-goal-and-scoring.ipynb", "play.ipynb"):
            path = f"notebooks/{game}/{notebook}"
            assert f"lab/tree/{path}" in links, f"no Binder link to {path}"
        # one app notebook per game: Binder's launcher cannot pass a query on to the server
        assert f"voila/render/notebooks/app/{game}.ipynb" in links, f"no Voilà link to the {game} app"
    for link in links:
        path = re.sub(r"^(lab/tree|voila/render)/", "", link)
        assert ROOT.joinpath(path).is_file(), f"the README's Binder link {link} leads nowhere"


def test_every_link_between_notebooks_leads_to_a_file_of_the_repository():
    """Links are relative to the notebook, so they work wherever the server's root is (make lab,
    Binder, Voilà's /voila/render/..., plain `jupyter lab` in the repository)."""
    checked = 0
    for notebook in sorted(NOTEBOOKS.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in notebook.parts:
            continue
        for target in markdown_links(notebook):
            path = local(target)
            if path is None:
                continue
            where = f"{notebook.relative_to(ROOT)} links {target!r}"
            assert not path.startswith("/"), f"{where}: an absolute path breaks on Binder"
            resolved = (notebook.parent / path).resolve()
            assert resolved.is_relative_to(ROOT), f"{where}: outside the repository"
            assert resolved.exists(), f"{where}: no such file"
            checked += 1
    assert checked >= 40


@pytest.mark.parametrize("game", GAMES)
def test_each_games_app_notebook_is_one_table_of_that_game(game):
    """What Voilà shows of notebooks/app/GAME.ipynb: its title, and its one code cell's table."""
    cells = json.loads(NOTEBOOKS.joinpath(f"app/{game}.ipynb").read_text())["cells"]
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    assert len(code) == 1 and code[0].rstrip().endswith("\ntable")
    assert f'PlayTable("{game}"' in code[0]
    assert "as an app" in "".join(cells[0]["source"]).splitlines()[0]


def test_make_app_knows_each_games_app_notebook_and_refuses_another_game_in_one_line():
    app = ROOT / "tools" / "app.py"
    spec = importlib.util.spec_from_file_location("wonderlab_app", app)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert set(module.GAMES) == set(GAMES) == {p.stem for p in NOTEBOOKS.glob("app/*.ipynb")}
    assert module.app_address("architects", 8866, "t").startswith(
        "http://127.0.0.1:8866/voila/render/app/architects.ipynb?")
    assert "--Voila.ip=127.0.0.1" in module.voila_argv(8866, "t")
    done = subprocess.run([sys.executable, str(app), "chess"], capture_output=True, text=True)
    assert done.returncode == 2 and not done.stdout
    assert "invalid choice: 'chess'" in done.stderr.splitlines()[-1]
    assert "Traceback" not in done.stderr


# -- the environment itself ---------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.skipif(shutil.which("bash") is None, reason="postBuild is a bash script")
def test_the_binder_environment_installs_on_repo2dockers_base_and_runs_every_notebook(
        tmp_path, tmp_path_factory):
    started = time.monotonic()
    env_dir, home = tmp_path / "binder-env", tmp_path / "home"
    home.mkdir()
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    bin_dir = env_dir / "bin"
    python = str(bin_dir / "python")
    # pip's cache, if pip keeps one, lives under pytest's own temporary root between runs (a
    # fresh CI machine starts without it); nothing goes to the user's caches or the checkout.
    cache = tmp_path_factory.getbasetemp().parent / "wonderlab-binder-pip-cache"
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "HOME": str(home), "VIRTUAL_ENV": str(env_dir), "PIP_CACHE_DIR": str(cache),
           "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    # (PYTHONDONTWRITEBYTECODE too: installed --no-compile, each of the notebooks' kernels would
    # compile again every module it imports; written once: a quarter of the test's CPU)
    for variable in ("PYTHONPATH", "JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_PATH", "PYTHONDONTWRITEBYTECODE"):
        env.pop(variable, None)

    def run(*command, cwd=tmp_path):
        done = subprocess.run([str(part) for part in command], cwd=cwd, env=env,
                              capture_output=True, text=True, timeout=1800)
        assert done.returncode == 0, (f"{' '.join(map(str, command))}\n"
                                      f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
        return done

    def no_conflict(done, step):
        lines = pip_conflicts(done.stdout + done.stderr)
        assert not lines, f"{step}: pip reports a conflict:\n" + "\n".join(lines)

    # 1. repo2docker's base, at the versions of its lock file, with its pip
    run(python, "-m", "pip", "download", "--quiet", "--no-deps", "-d", tmp_path, REPO2DOCKER)
    wheel = next(tmp_path.glob("jupyter_repo2docker-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        base, skipped = base_packages(archive.read(BASE_LOCK).decode())
    assert {"python", "nodejs"} <= set(skipped)
    versions = dict(line.split("==") for line in base)
    assert versions["jupyterlab"].startswith("4.") and versions["notebook"].startswith("7.")
    run(python, "-m", "pip", "install", "--quiet", f"pip=={versions['pip']}")
    base_file = tmp_path / "base.txt"
    base_file.write_text("\n".join(base) + "\n")
    # --no-deps: conda installed exactly these; pip check then shows the base is whole
    run(python, "-m", "pip", "install", "--quiet", "--no-compile", "--no-deps", "-r", base_file)
    run(python, "-m", "pip", "check")
    base_s = time.monotonic() - started

    # 2. the repository as Binder sees it: its files, without what git ignores
    repo = tmp_path / "repo"
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, text=True, check=True)
    for name in filter(None, listed.stdout.split("\0")):
        source = ROOT / name
        if source.is_file():
            target = repo / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)

    # 3. what repo2docker runs: requirements.txt on top of the base, then postBuild
    done = run(python, "-m", "pip", "install", "--no-compile", "-r", repo / "binder/requirements.txt")
    no_conflict(done, "pip install -r binder/requirements.txt")
    done = run("bash", repo / "binder/postBuild", cwd=repo)
    no_conflict(done, "binder/postBuild")
    run(python, "-m", "pip", "check")
    frozen = dict(line.split("==", 1) for line in
                  run(python, "-m", "pip", "freeze").stdout.splitlines() if "==" in line)
    frozen = {normal(name): version for name, version in frozen.items()}
    for name in BASE_OWNED:
        base_version = {normal(k): v for k, v in versions.items()}[name]
        assert frozen[name] == base_version, f"requirements.txt moved the base's {name}"
    assert "00-start-here" in (home / ".jupyter/jupyter_server_config.py").read_text()
    where = run(python, "-c", "import wonderlab; print(wonderlab.__file__)").stdout
    assert str(env_dir) in where, "wonderlab must come from the Binder environment, not the checkout"
    extensions = run(bin_dir / "jupyter", "server", "extension", "list")
    listed = re.sub(r"\x1b\[[0-9;]*m", "", extensions.stdout + extensions.stderr)   # colours
    assert re.search(r"voila\S*\s+enabled", listed), \
        "Voilà is not a server extension on Binder: the README's app links would not open"
    installed_s = time.monotonic() - started - base_s

    # 4. one notebook of each kind, their stored outputs forgotten, two at a time, each in a
    # fresh kernel (BINDER_NOTEBOOKS says which and why); nbval runs every notebook in make test.
    notebooks = binder_notebooks(repo / "notebooks")
    for notebook in notebooks:
        data = json.loads(notebook.read_text())
        for cell in data["cells"]:
            if cell["cell_type"] == "code":
                cell["outputs"], cell["execution_count"] = [], None
        notebook.write_text(json.dumps(data))
    done = subprocess.run([python, str(Path(__file__).with_name("binder_notebooks.py")),
                           "--workers", "2", *map(str, notebooks)],
                          cwd=repo, env=env, capture_output=True, text=True, timeout=1200)
    report = done.stdout + done.stderr[-3000:]
    assert done.returncode == 0, report
    assert done.stdout.count("\nok ") + done.stdout.startswith("ok ") == len(notebooks), report
    for notebook in notebooks:                 # the outputs came back, none an error
        cells = [c for c in json.loads(notebook.read_text())["cells"] if c["cell_type"] == "code"]
        assert all(c["execution_count"] for c in cells), notebook.name
        assert not [o for c in cells for o in c["outputs"] if o["output_type"] == "error"], \
            notebook.name
    whole_s = time.monotonic() - started
    for line in done.stdout.splitlines():
        if "(try " in line:                    # tried again: say so, it must stay rare
            print(f"Binder environment: {line}", file=sys.stderr)
    print(f"Binder environment: repo2docker's base {base_s:.0f} s, requirements.txt and postBuild "
          f"{installed_s:.0f} s, {len(notebooks)} notebooks "
          f"{whole_s - base_s - installed_s:.0f} s; the whole test {whole_s:.0f} s", file=sys.stderr)

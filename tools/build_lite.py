"""Build the course as a JupyterLite site: every notebook runs in the student's browser, offline.

    python3 tools/build_lite.py                 # build build/lite/site (what `make lite` runs)
    python3 tools/build_lite.py serve           # serve it on http://127.0.0.1:8000 (`make lite-serve`)

The site fetches nothing from any other host once built:

- the build runs in its own virtual environment, build/lite/venv, made from lite/build-requirements.txt;
- Pyodide's runtime comes from its npm package, at the version jupyterlite-pyodide-kernel names;
- the pure-Python wheels the kernel and the course import (IPython, ipywidgets, anywidget, plotly,
  tqdm and what they need) come from PyPI at build time, wonderlab's own wheel from this checkout;
- all of them are written into the site's own ``pyodide-lock.json``; those listed in
  lite/jupyter-lite.json's ``loadPyodideOptions.packages`` Pyodide loads when the kernel starts,
  so no notebook needs a ``%pip`` cell; plotly (``ON_DEMAND``, 9 MiB) only when the first figure
  is made (``wonderlab.lab.ondemand``), so a first visit does not download it.

JupyterLite 0.8.6 gives two notebooks of one file name the same session (its session client
finds a running session by the file's name, not its path: opening ``duel/01-goal-and-scoring.ipynb``
after ``classic/01-goal-and-scoring.ipynb`` leaves Duel without a kernel and stops classic's).
So the site names each notebook whose file name is in several folders with its folder in front
(``site_names``), and links between notebooks follow; the course's own files keep their names.

What Pyodide only distributes through its CDN (numpy, pandas and the other compiled packages) stays
in the lock file with the CDN's address: a notebook that imports pandas works where the CDN can be
reached, and only there.

    >>> requirement_names("ipython>=8; sys_platform != 'emscripten'", "pexpect; sys_platform != 'emscripten'")
    []
    >>> requirement_names("comm>=0.1.3", "psygnal[pydantic]>=0.8")
    ['comm', 'psygnal']
    >>> site_names(["classic/play.ipynb", "duel/play.ipynb", "duel/02-draft.ipynb", "fr/duel/play.ipynb"])
    {'classic/play.ipynb': 'classic/classic-play.ipynb', 'duel/play.ipynb': 'duel/duel-play.ipynb', 'fr/duel/play.ipynb': 'fr/duel/fr-duel-play.ipynb'}
"""

import argparse
import email.parser
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LITE = ROOT / "lite"
BUILD = ROOT / "build" / "lite"
VENV = BUILD / "venv"
SRC = BUILD / "src"            # the lite folder jupyter lite reads: our config and static/pyodide
CONTENTS = BUILD / "contents"  # the notebooks as the site serves them
WHEELS = BUILD / "wheels"
SITE = BUILD / "site"
REQUIREMENTS = LITE / "build-requirements.txt"

# Pyodide's browser: what the wheels' environment markers are evaluated against.
PYODIDE_MARKERS = {"sys_platform": "emscripten", "platform_system": "Emscripten",
                   "platform_machine": "wasm32", "os_name": "posix",
                   "implementation_name": "cpython", "platform_python_implementation": "CPython",
                   "python_version": "3.14", "python_full_version": "3.14.2", "extra": ""}
# The kernel ships these itself (stubs of ipykernel and widgetsnbextension, its own piplite).
KERNEL_WHEELS = {"ipykernel", "piplite", "pyodide-kernel", "widgetsnbextension"}
SITE_FILES = ("pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide.mjs", "pyodide.js",
              "python_stdlib.zip", "package.json")
PURE = re.compile(r"-py[23](\.py3)?-none-any\.whl$")
# In the site, loaded by the kernel the first time they are imported, not when it starts.
ON_DEMAND = ("plotly",)
# A link to a notebook in a markdown cell or a .md file: [text](target) or href="target".
LINK = re.compile(r"""(\]\(|href=["'])([^)"'#?\s]+\.ipynb)""")


def canonical(name):
    """PEP 503's form of a project name, the one Pyodide's lock file uses.

    >>> canonical("Prompt_Toolkit")
    'prompt-toolkit'
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_names(*requirements):
    """The projects that ``requirements`` (Requires-Dist lines) ask for in Pyodide's browser."""
    from packaging.requirements import Requirement
    wanted = []
    for line in requirements:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(PYODIDE_MARKERS):
            wanted.append(canonical(requirement.name))
    return wanted


def run(*command, **options):
    print("+", " ".join(str(part) for part in command), flush=True)
    subprocess.run([str(part) for part in command], check=True, **options)


def in_build_venv():
    """Make build/lite/venv when it is missing or older than its requirements, then run there."""
    python = VENV / "bin" / "python"
    stamp = VENV / ".installed"
    if not stamp.exists() or stamp.stat().st_mtime < REQUIREMENTS.stat().st_mtime:
        run(sys.executable, "-m", "venv", "--clear", VENV)
        # (not compiled at install: this venv only runs the build, a process or two, which compile
        # what they import; the course's own venv is compiled, see the Makefile)
        run(python, "-m", "pip", "install", "--quiet", "--no-compile", "-r", REQUIREMENTS)
        stamp.touch()
    if Path(sys.prefix).resolve() != VENV.resolve():
        os.execv(python, [str(python), *sys.argv])


class Wheel:
    """A wheel file and what its metadata says: name, version, requirements, top-level modules."""

    def __init__(self, path):
        self.path = Path(path)
        with zipfile.ZipFile(self.path) as archive:
            names = archive.namelist()
            metadata_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
            metadata = email.parser.Parser().parsestr(archive.read(metadata_name).decode())
        self.name = canonical(metadata["Name"])
        self.version = metadata["Version"]
        self.requires = requirement_names(*(metadata.get_all("Requires-Dist") or []))
        self.imports = sorted(set(_top_level(names)))

    def lock_entry(self):
        return {"name": self.name, "version": self.version, "file_name": self.path.name,
                "install_dir": "site", "sha256": hashlib.sha256(self.path.read_bytes()).hexdigest(),
                "package_type": "package", "imports": self.imports, "depends": self.requires}


def _top_level(names):
    """The modules a wheel's files (``names``) install at the top of site-packages."""
    for name in names:
        first, _, rest = name.partition("/")
        if not rest and first.endswith(".py"):
            yield first.removesuffix(".py")
        elif rest and first.isidentifier():
            yield first


def pyodide_version():
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION
    return PYODIDE_VERSION


def kernel_wheel_dir():
    import jupyterlite_pyodide_kernel
    extension = Path(jupyterlite_pyodide_kernel.__file__).parent / "labextension"
    if not extension.exists():
        extension = VENV / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
    return extension / "static" / "pypi"


def fetch_pyodide(version):
    """The npm package ``pyodide@version``, unpacked (kept between builds)."""
    folder = BUILD / "npm" / f"pyodide-{version}"
    if not (folder / "pyodide-lock.json").exists():
        if shutil.which("npm") is None:
            sys.exit("build_lite: npm is missing: it fetches Pyodide's runtime (apt-get install npm)")
        (BUILD / "npm").mkdir(parents=True, exist_ok=True)
        run("npm", "pack", f"pyodide@{version}", "--silent", cwd=BUILD / "npm")
        with tarfile.open(BUILD / "npm" / f"pyodide-{version}.tgz") as archive:
            archive.extractall(BUILD / "npm" / "unpacked", filter="data")
        shutil.rmtree(folder, ignore_errors=True)
        (BUILD / "npm" / "unpacked" / "package").rename(folder)
    return folder


def wonderlab_wheel():
    out = WHEELS / "wonderlab"
    shutil.rmtree(out, ignore_errors=True)
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
        "-w", out, ROOT)
    return Wheel(next(out.glob("wonderlab-*.whl")))


def download(specs):
    """Pure-Python wheels from PyPI for ``specs`` (``name==version`` or plain names)."""
    out = WHEELS / "pypi"
    run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
        "--platform", "any", "--implementation", "py", "--abi", "none",
        "--python-version", PYODIDE_MARKERS["python_version"], "-d", out, *specs)
    return out


def resolve(roots, lock, own):
    """Every wheel ``roots`` need in Pyodide, by canonical name: ``own`` ones (the kernel's and
    wonderlab's) first, then the pure-Python ones of Pyodide's lock at its versions, then PyPI's
    at the build venv's version (where it has the package) or the newest."""
    chosen, wanted = {}, list(roots)
    while wanted:
        wanted = sorted({name for name in wanted if name not in chosen})
        specs = []
        for name in wanted:
            if name in own:
                chosen[name] = own[name]
                continue
            entry = lock.get(name)
            if entry and not PURE.search(entry["file_name"]):
                sys.exit(f"build_lite: {name} is a compiled package only Pyodide's CDN has; "
                         f"a package the site preloads cannot need it")
            version = entry["version"] if entry else _installed_version(name)
            specs.append(f"{name}=={version}" if version else name)
        if specs:
            folder = download(specs)
            found = {}
            for path in sorted(folder.glob("*.whl")):
                wheel = Wheel(path)
                found.setdefault(wheel.name, []).append(wheel)
            for name in wanted:
                if name not in chosen:
                    entry = lock.get(name)
                    pinned = entry["version"] if entry else _installed_version(name)
                    candidates = [w for w in found[name] if not pinned or w.version == pinned]
                    chosen[name] = max(candidates, key=lambda w: _version(w.version))
        wanted = [dep for name in wanted for dep in chosen[name].requires]
    return chosen


def _installed_version(name):
    """The version of ``name`` in the build venv, if there: the Python side of a widget or figure
    library is the one its JupyterLab extension in the site was built with."""
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version(name)
    except PackageNotFoundError:
        return None


def _version(text):
    from packaging.version import Version
    return Version(text)


def write_pyodide(version, roots):
    """static/pyodide of the site: the npm runtime, our wheels, and a lock file naming them."""
    npm = fetch_pyodide(version)
    lock = json.loads((npm / "pyodide-lock.json").read_text())
    kernel = [Wheel(path) for path in sorted(kernel_wheel_dir().glob("*.whl"))]
    own = {}
    for wheel in kernel:   # the newest stub of each (widgetsnbextension has a 3.x and a 4.x one)
        if wheel.name in KERNEL_WHEELS and (wheel.name not in own or
                                            _version(wheel.version) > _version(own[wheel.name].version)):
            own[wheel.name] = wheel
    own["wonderlab"] = wonderlab_wheel()
    chosen = resolve([canonical(r) for r in roots], lock["packages"], own)

    target = SRC / "static" / "pyodide"
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    for name in SITE_FILES:
        shutil.copy2(npm / name, target / name)
    cdn = f"https://cdn.jsdelivr.net/pyodide/v{version}/full/"
    for entry in lock["packages"].values():   # what is not local is fetched from the CDN, if it can be
        entry["file_name"] = cdn + entry["file_name"]
    for name, wheel in sorted(chosen.items()):
        shutil.copy2(wheel.path, target / wheel.path.name)
        lock["packages"][name] = wheel.lock_entry()
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    print(f"build_lite: {len(chosen)} wheels preloaded: {', '.join(sorted(chosen))}")
    return chosen


def site_names(paths):
    """{course path: site path} for the notebooks (paths relative to ``notebooks/``) whose file
    name is in more than one folder: the folders, joined by ``-``, go in front of the name, so
    that every notebook of the site has a file name of its own (see the module's docstring)."""
    paths = [str(path) for path in paths if str(path).endswith(".ipynb")]
    count = {}
    for path in paths:
        count[path.rsplit("/", 1)[-1]] = count.get(path.rsplit("/", 1)[-1], 0) + 1
    renamed = {}
    for path in paths:
        folder, _, name = path.rpartition("/")
        if count[name] > 1 and folder:
            renamed[path] = f"{folder}/{folder.replace('/', '-')}-{name}"
    names = [renamed.get(path, path).rsplit("/", 1)[-1] for path in paths]
    if len(set(names)) != len(names):
        sys.exit(f"build_lite: two notebooks of the site would still share a file name: {sorted(names)}")
    return renamed


def relink(text, here, renamed):
    """``text`` (of the file at ``here``, a course path) with its links to renamed notebooks
    pointing at their site names.

    >>> relink("[next](../duel/play.ipynb#top)", "classic/x.ipynb", {"duel/play.ipynb": "duel/duel-play.ipynb"})
    '[next](../duel/duel-play.ipynb#top)'
    """
    import posixpath
    folder = posixpath.dirname(here)

    def site_link(match):
        target = match.group(2)
        if "://" in target or target.startswith("/"):
            return match.group(0)
        course = posixpath.normpath(posixpath.join(folder, target))
        if course not in renamed:
            return match.group(0)
        return match.group(1) + posixpath.relpath(renamed[course], folder or ".")

    return LINK.sub(site_link, text)


def write_contents():
    """The course's notebooks, their kernel named as the site names it (Pyodide's ``python``),
    under their site names (``site_names``), their links following. Returns the renaming."""
    shutil.rmtree(CONTENTS, ignore_errors=True)
    base = ROOT / "notebooks"
    sources = [path for path in sorted(base.rglob("*"))
               if ".ipynb_checkpoints" not in path.parts and not path.is_dir()]
    renamed = site_names(path.relative_to(base).as_posix() for path in sources)
    for source in sources:
        here = source.relative_to(base).as_posix()
        target = CONTENTS / renamed.get(here, here)
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix == ".ipynb":
            notebook = json.loads(source.read_text())
            notebook.setdefault("metadata", {})["kernelspec"] = {
                "name": "python", "display_name": "Python (Pyodide)", "language": "python"}
            for cell in notebook["cells"]:
                if cell["cell_type"] == "markdown":
                    cell["source"] = relink("".join(cell["source"]), here, renamed)
            target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False))
        elif source.suffix == ".md":
            target.write_text(relink(source.read_text(), here, renamed))
        else:
            shutil.copy2(source, target)
    (BUILD / "site-names.json").write_text(json.dumps(renamed, indent=1, sort_keys=True))
    return renamed


def build():
    started = time.monotonic()
    in_build_venv()
    SRC.mkdir(parents=True, exist_ok=True)
    config = json.loads((LITE / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    preloaded = kernel["loadPyodideOptions"]["packages"]
    if set(ON_DEMAND) & set(preloaded):
        sys.exit(f"build_lite: {sorted(set(ON_DEMAND) & set(preloaded))} are loaded on demand: "
                 "take them out of lite/jupyter-lite.json's preloaded packages")
    write_pyodide(pyodide_version(), [*preloaded, *ON_DEMAND])
    for name in ("jupyter-lite.json", "jupyter_lite_config.json"):
        shutil.copy2(LITE / name, SRC / name)
    write_contents()
    shutil.rmtree(SITE, ignore_errors=True)
    for stale in SRC.glob(".jupyterlite.doit.db*"):
        stale.unlink()
    run(VENV / "bin" / "jupyter", "lite", "build", "--lite-dir", SRC, "--output-dir", SITE,
        "--contents", CONTENTS, cwd=SRC)
    size = sum(path.stat().st_size for path in SITE.rglob("*") if path.is_file())
    print(f"build_lite: built {SITE} in {time.monotonic() - started:.0f} s, {size / 2**20:.0f} MiB")


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types a browser insists on for modules and WebAssembly."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json",
                      ".whl": "application/zip", ".ipynb": "application/json"}

    served = None       # a file: one line "<bytes> <path>" per file sent (``serve --log``)

    def log_message(self, format, *args):   # quiet: the test reads requests in the browser
        pass

    def copyfile(self, source, outputfile):
        data = source.read()
        outputfile.write(data)
        if self.served:
            with open(self.served, "a") as log:
                log.write(f"{len(data)} {self.path}\n")


def serve(port, folder=SITE, log=None):
    """Serve the built site on 127.0.0.1:``port`` until interrupted; ``log``: a file where each
    file sent is written down with its size (what a first visit downloads)."""
    if not (folder / "index.html").exists():
        sys.exit(f"build_lite: no site in {folder}; build it first: make lite")
    SiteHandler.served = log
    handler = lambda *args: SiteHandler(*args, directory=str(folder))  # noqa: E731
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"build_lite: serving http://127.0.0.1:{port}/lab/index.html (Ctrl-C stops)",
              flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--log", default=None, help="serve: write each file sent, with its size, here")
    args = parser.parse_args(argv)
    if args.command == "serve":
        serve(args.port, log=args.log)
    else:
        build()


if __name__ == "__main__":
    main()

"""The French course (notebooks/fr/) kept in step with the English one: what drifted, and stamps.

Each French notebook names its English source, ``metadata["wonderlab"]["source"]`` (a path
relative to ``notebooks/``), and each French cell that translates an English cell says which
one and what the English said when a translator last checked it::

    cell["metadata"]["wonderlab"] = {"translates": "<English cell id>", "english_sha": "<sha>"}

``english_sha`` is a hash of the English cell's text. When the English cell changes, the hashes
differ and ``check`` names the cell; once the French says the same again, ``stamp`` records the
new hash. A French cell with no ``translates`` is the French course's own (the cell that sets
the language, where the English has none).

    python tools/french.py check                        # every drift, exit 1 when there is one
    python tools/french.py show notebooks/fr/glossaire.ipynb     # what changed in the English
    python tools/french.py stamp notebooks/fr/glossaire.ipynb 4d963190 b3a66bdc   # checked
    python tools/french.py new notebooks/glossary.ipynb notebooks/fr/glossaire.ipynb  # a draft
    python tools/french.py links                        # point links at the French notebooks

docs/french.md tells a translator the whole round.
"""

import argparse
import copy
import difflib
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
FRENCH = NOTEBOOKS / "fr"
KEY = "wonderlab"


def sha(cell):
    """The hash of a cell's text, as stamped beside its translation.

    >>> sha({"source": ["# Hello\\n", "world"]}) == sha({"source": "# Hello\\nworld"})
    True
    >>> len(sha({"source": ""}))
    16
    """
    source = cell["source"]
    text = "".join(source) if isinstance(source, list) else source
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def read(path):
    return json.loads(Path(path).read_text(encoding="utf-8"))


def write(path, notebook):
    Path(path).write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n",
                          encoding="utf-8")


def tie(cell):
    """``(English cell id, stamped hash)`` of a French cell, ``(None, None)`` for its own cells."""
    mark = cell.get("metadata", {}).get(KEY, {})
    return mark.get("translates"), mark.get("english_sha")


def french_notebooks(folder=FRENCH):
    return sorted(p for p in Path(folder).rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def english_notebooks(folder=NOTEBOOKS):
    """Every English notebook: those under ``folder`` outside its ``fr/``."""
    folder = Path(folder)
    return sorted(p for p in folder.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
                  and p.relative_to(folder).parts[0] != "fr")


def source_of(french, root=NOTEBOOKS):
    """The English notebook ``french`` names as its source (a path, may not exist)."""
    return Path(root) / read(french)["metadata"][KEY]["source"]


def drift(french, root=NOTEBOOKS):
    """What keeps the French notebook at ``french`` from saying what its English source says,
    one sentence each, naming the cells (empty when in step)."""
    name = Path(french).relative_to(root).as_posix()
    source = read(french).get("metadata", {}).get(KEY, {}).get("source")
    if not source:
        return [f"{name}: no metadata.{KEY}.source naming its English notebook"]
    if not (Path(root) / source).is_file():
        return [f"{name}: its English source {source} does not exist"]
    english = {c["id"]: c for c in read(Path(root) / source)["cells"]}
    order = list(english)
    found, seen = [], []
    for cell in read(french)["cells"]:
        translates, stamped = tie(cell)
        if translates is None:
            continue
        where = f"{name} cell {cell.get('id')} (English {source} cell {translates})"
        if translates not in english:
            found.append(f"{where}: the English cell is gone; delete or re-tie the French one")
            continue
        seen.append(translates)
        first = "".join(english[translates]["source"]).strip().split("\n")[0][:60]
        if stamped is None:
            found.append(f"{where}: not checked yet (no english_sha), English: {first!r}")
        elif stamped != sha(english[translates]):
            found.append(f"{where}: the English {english[translates]['cell_type']} cell changed "
                         f"after its translation was checked, English now: {first!r}")
    for cell_id in order:
        count = seen.count(cell_id)
        if count == 0:
            first = "".join(english[cell_id]["source"]).strip().split("\n")[0][:60]
            found.append(f"{name}: English {source} cell {cell_id} has no translation: {first!r}")
        elif count > 1:
            found.append(f"{name}: English {source} cell {cell_id} is translated {count} times")
    ordered = [cell_id for cell_id in order if cell_id in seen]
    if not found and ordered != seen:
        found.append(f"{name}: its cells are not in the English order")
    return found


def stamp(french, cell_ids, root=NOTEBOOKS):
    """Record that the French cells of ``french`` tied to ``cell_ids`` (English or French ids;
    ``["all"]`` for every tied cell) say what their English cell says now. Returns the ids."""
    notebook = read(french)
    english = {c["id"]: c for c in read(source_of(french, root))["cells"]}
    stamped = []
    for cell in notebook["cells"]:
        translates, _ = tie(cell)
        if translates in english and (cell_ids == ["all"] or translates in cell_ids
                                      or cell.get("id") in cell_ids):
            cell["metadata"][KEY]["english_sha"] = sha(english[translates])
            stamped.append(translates)
    unknown = set(cell_ids) - {"all"} - set(stamped) - {c.get("id") for c in notebook["cells"]
                                                          if tie(c)[0] in stamped}
    if unknown:
        raise SystemExit(f"{french}: no French cell translates {', '.join(sorted(unknown))}")
    write(french, notebook)
    return stamped


def new(english, french, root=NOTEBOOKS):
    """A draft French notebook at ``french``: the English cells, each tied to its English cell
    and not yet checked, the language set to French where the English sets it."""
    notebook = copy.deepcopy(read(english))
    notebook["metadata"][KEY] = {"source": Path(english).resolve().relative_to(
        Path(root).resolve()).as_posix()}
    for cell in notebook["cells"]:
        cell["metadata"][KEY] = {"translates": cell["id"]}
        cell["id"] = f"fr-{cell['id']}"
        if cell["cell_type"] == "code":
            text = "".join(cell["source"])
            for english in ("course_setup()", 'course_setup("en")'):
                text = text.replace(english, 'course_setup("fr")')
            cell["source"] = text.splitlines(keepends=True)
    Path(french).parent.mkdir(parents=True, exist_ok=True)
    write(french, notebook)


def counterparts(root=NOTEBOOKS):
    """``{English path relative to root: [French notebooks naming it]}``."""
    found = {p.relative_to(root).as_posix(): [] for p in english_notebooks(root)}
    for french in french_notebooks(Path(root) / "fr"):
        source = read(french).get("metadata", {}).get(KEY, {}).get("source")
        found.setdefault(source, []).append(french)
    return found


LINK = re.compile(r"\]\(([^)\s#?]+(?:\.ipynb|/))([#?][^)\s]*)?\)")     # a notebook or a folder


def english_links(french, root=NOTEBOOKS):
    """``(target, French target)`` for each link of ``french`` to an English notebook that has
    a French one, or to an English folder that has a French one (``../classic/`` from
    ``fr/00-commencer-ici``: the French reader should land in French); a link to its own English
    source (the same page in English) is meant."""
    french_of = {source: paths[0] for source, paths in counterparts(root).items() if paths}
    french_of.pop(read(french)["metadata"][KEY]["source"], None)
    found = []
    for cell in read(french)["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        for target, _ in LINK.findall("".join(cell["source"])):
            resolved = (Path(french).parent / target).resolve()
            if not resolved.is_relative_to(Path(root).resolve()):
                continue
            relative = resolved.relative_to(Path(root).resolve()).as_posix()
            if target.endswith("/"):
                french_folder = Path(root) / "fr" / relative
                if resolved.is_dir() and relative.split("/")[0] != "fr" and french_folder.is_dir():
                    found.append((target, Path(_relpath(french_folder, Path(french).parent)).as_posix() + "/"))
            elif relative in french_of:
                better = Path(_relpath(french_of[relative], Path(french).parent)).as_posix()
                found.append((target, better))
    return found


def _relpath(path, start):
    import os

    return os.path.relpath(Path(path).resolve(), Path(start).resolve())


def relink(french, root=NOTEBOOKS):
    """Point the links of ``french`` to English notebooks at their French ones; the changes."""
    changes = english_links(french, root)
    if not changes:
        return []
    notebook = read(french)
    mapping = dict(changes)
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            text = LINK.sub(lambda m: f"]({mapping.get(m[1], m[1])}{m[2] or ''})",
                            "".join(cell["source"]))
            cell["source"] = text.splitlines(keepends=True)
    write(french, notebook)
    return changes


def show(french, root=NOTEBOOKS):
    """For each drifted cell of ``french``, the English text as checked (found in git's history
    of the English notebook by its hash) against the English text now."""
    english_path = source_of(french, root)
    now = {c["id"]: c for c in read(english_path)["cells"]}
    wanted = {}
    for cell in read(french)["cells"]:
        translates, stamped = tie(cell)
        if translates in now and stamped and stamped != sha(now[translates]):
            wanted[translates] = stamped
    lines = []
    old = _old_texts(english_path, wanted)
    for cell_id in wanted:
        before = old.get(cell_id)
        after = "".join(now[cell_id]["source"])
        lines.append(f"--- English cell {cell_id} ---")
        if before is None:
            lines.append("(the checked English text is not in git's history; the text now:)")
            lines += after.splitlines()
        else:
            lines += difflib.unified_diff(before.splitlines(), after.splitlines(), "checked",
                                          "now", lineterm="")
    return lines


def _old_texts(path, wanted):
    """``{cell id: text}`` of the English cells whose text hashed to ``wanted[cell id]`` in some
    commit of ``path``."""
    found = {}
    relative = Path(path).resolve().relative_to(ROOT).as_posix()
    commits = subprocess.run(["git", "log", "--format=%H", "--", relative], cwd=ROOT,
                             capture_output=True, text=True).stdout.split()
    for commit in commits:
        if len(found) == len(wanted):
            break
        shown = subprocess.run(["git", "show", f"{commit}:{relative}"], cwd=ROOT,
                               capture_output=True, text=True)
        if shown.returncode:
            continue
        for cell in json.loads(shown.stdout)["cells"]:
            if wanted.get(cell.get("id")) == sha(cell):
                found.setdefault(cell["id"], "".join(cell["source"]))
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("check", help="every French cell whose English changed, every English "
                                      "cell or notebook with no French")
    shown = commands.add_parser("show", help="what changed in the English of drifted cells")
    shown.add_argument("french")
    stamped = commands.add_parser("stamp", help="record that the French cells were checked")
    stamped.add_argument("french")
    stamped.add_argument("cells", nargs="+", help="English or French cell ids, or: all")
    drafted = commands.add_parser("new", help="a draft French notebook from an English one")
    drafted.add_argument("english")
    drafted.add_argument("french")
    commands.add_parser("links", help="point French links at French notebooks where they exist")
    args = parser.parse_args(argv)
    if args.command == "check":
        found = [line for french in french_notebooks() for line in drift(french)]
        found += [f"{source}: no French notebook" for source, paths in counterparts().items()
                  if not paths]
        print("\n".join(found) or "the French course says what the English says")
        return 1 if found else 0
    if args.command == "show":
        print("\n".join(show(args.french)) or "no cell drifted")
    elif args.command == "stamp":
        print(f"stamped {len(stamp(args.french, args.cells))} cells")
    elif args.command == "new":
        new(args.english, args.french)
        print(f"{args.french}: a draft; translate each cell, then stamp it")
    elif args.command == "links":
        for french in french_notebooks():
            for target, better in relink(french):
                print(f"{french.relative_to(ROOT)}: {target} -> {better}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

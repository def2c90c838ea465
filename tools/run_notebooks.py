"""Run course notebooks and store them the way the course keeps its files.

    python tools/run_notebooks.py notebooks/classic/02-*.ipynb     # run, then store cleaned
    python tools/run_notebooks.py --check notebooks                 # only say what is unclean

A stored notebook keeps its outputs (so GitHub and Binder's first view show something), but not
what only a live kernel can use: no widget models (`metadata.widgets`, hundreds of KB), no
execution timestamps, the kernel name JupyterLab uses (`python3`), and no trailing changes that
would mark the file modified when it is opened.
"""

import argparse
import json
import sys
from pathlib import Path

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def clean(notebook):
    """``notebook`` (a dict in nbformat 4) without what a stored course file must not hold.

    >>> nb = {"metadata": {"widgets": {"x": 1}}, "cells": [{"cell_type": "code", "metadata":
    ...       {"execution": {"iopub.status.busy": "2026"}}, "outputs": [], "source": ""}]}
    >>> clean(nb)["metadata"]["kernelspec"]["name"], clean(nb)["cells"][0]["metadata"]
    ('python3', {})
    """
    notebook = json.loads(json.dumps(notebook))
    metadata = notebook.setdefault("metadata", {})
    metadata.pop("widgets", None)
    metadata["kernelspec"] = dict(KERNELSPEC)
    metadata.setdefault("language_info", {"name": "python"})
    for cell in notebook.get("cells", []):
        cell.get("metadata", {}).pop("execution", None)
        if "outputs" in cell:
            cell["outputs"] = merged_streams(cell["outputs"])
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW in data and len(data) > 1:
                data.pop(WIDGET_VIEW)      # the model is not stored, so the view could not draw
    return notebook


def merged_streams(outputs):
    """``outputs`` with each run of printed text on one stream joined into one output: a busy
    machine splits a cell's printing at random places, which would change the stored file.

    >>> parts = [{"output_type": "stream", "name": "stdout", "text": ["before:"]},
    ...          {"output_type": "stream", "name": "stdout", "text": [" [3, 3]\\n", "after\\n"]}]
    >>> merged_streams(parts)
    [{'output_type': 'stream', 'name': 'stdout', 'text': ['before: [3, 3]\\n', 'after\\n']}]
    """
    joined = []
    for output in outputs:
        last = joined[-1] if joined else None
        if (output.get("output_type") == "stream" and last and last.get("output_type") == "stream"
                and last.get("name") == output.get("name")):
            text = "".join(last["text"]) + "".join(output["text"])
            last["text"] = text.splitlines(keepends=True)
        else:
            joined.append(output)
    return joined


def problems(notebook):
    """What keeps ``notebook`` from being stored as the course stores it (empty when clean)."""
    found = []
    if "widgets" in notebook.get("metadata", {}):
        found.append("stores widget models (metadata.widgets)")
    if notebook.get("metadata", {}).get("kernelspec", {}).get("name") != "python3":
        found.append("kernel is not python3")
    for number, cell in enumerate(notebook.get("cells", []), 1):
        if "execution" in cell.get("metadata", {}):
            found.append(f"cell {number} stores execution timestamps")
        if len(merged_streams(json.loads(json.dumps(cell.get("outputs", []))))) < len(cell.get("outputs", [])):
            found.append(f"cell {number} stores its printed text in pieces")
        for output in cell.get("outputs", []):
            if set(output.get("data", {})) == {WIDGET_VIEW, "text/plain"} and \
                    "children=(" in "".join(output["data"]["text/plain"]):
                found.append(f"cell {number} shows a raw widget repr when not run")
    return found


def write(path, notebook):
    text = json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"
    Path(path).write_text(text, encoding="utf-8")


def run(path, timeout=300):
    """Execute the notebook at ``path`` in its own folder, then store it cleaned."""
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, timeout=timeout, kernel_name="python3",
                   resources={"metadata": {"path": str(Path(path).parent)}}).execute()
    write(path, clean(json.loads(nbformat.writes(notebook))))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+", help="notebooks, or folders to search for them")
    parser.add_argument("--check", action="store_true", help="only report unclean notebooks")
    args = parser.parse_args(argv)
    paths = []
    for given in map(Path, args.paths):
        paths += sorted(given.rglob("*.ipynb")) if given.is_dir() else [given]
    paths = [p for p in paths if ".ipynb_checkpoints" not in p.parts]
    unclean = 0
    for path in paths:
        if args.check:
            for problem in problems(json.loads(path.read_text(encoding="utf-8"))):
                print(f"{path}: {problem}")
                unclean += 1
        else:
            print(f"running {path}", file=sys.stderr)
            run(path)
    return 1 if unclean else 0


if __name__ == "__main__":
    sys.exit(main())

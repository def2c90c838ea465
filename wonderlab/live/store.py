"""The live classroom's disk: each file written whole, flushed and fsynced, then renamed over
the old one, so that after a crash (``kill -9``, a power cut) a file is either its old text or
its new one, never half of each.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_json(folder / "t.json", {"a": 1}); read_json(folder / "t.json")
{'a': 1}
"""

import json
import os
from pathlib import Path

from ..core.jsonfile import read_json_file

__all__ = ["read_json", "write_json", "write_text"]


def write_text(path, text):
    """Write ``text`` to ``path`` durably: a temporary file beside it, fsynced, renamed over
    ``path``, and the folder fsynced so the rename itself survives a crash."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())
    os.replace(temporary, path)
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


def write_json(path, data):
    write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def read_json(path):
    """The JSON value in ``path``, read strictly (``wonderlab.core.jsonfile``)."""
    return read_json_file(path)

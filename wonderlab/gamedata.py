"""Where wonderlab's JSON game data lives, in a wheel and in a source checkout.

>>> sorted(p.name for p in data_path("classic").iterdir())
['cards.json', 'wonders.json']
"""

import json
from pathlib import Path

from .core.errors import InvalidData

_HERE = Path(__file__).resolve().parent


def data_path(game):
    """The folder holding ``game``'s data: ``wonderlab/data/<game>`` when installed as a wheel,
    ``data/<game>`` in a source checkout or an editable install."""
    for root in (_HERE / "data", _HERE.parent / "data"):
        if (root / game).is_dir():
            return root / game
    raise InvalidData(f"no data folder for {game!r}: looked in {_HERE / 'data'} and {_HERE.parent / 'data'}")


def read_json(game, filename):
    path = data_path(game) / filename
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise InvalidData(f"{path}: not valid JSON ({error.msg} at line {error.lineno})") from None

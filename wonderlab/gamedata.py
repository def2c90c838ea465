"""Where wonderlab's JSON game data lives, in a wheel and in a source checkout.

>>> {"cards.json", "wonders.json"} <= {p.name for p in data_path("classic").iterdir()}    # (and puzzles.json)
True
"""

import json
from pathlib import Path

from .core.errors import InvalidData
from .core.grammar import register_articles, register_english

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
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise InvalidData(f"{path}: not valid JSON ({error.msg} at line {error.lineno})") from None
    register_articles(articles(data))
    register_english(english_names(data))
    return data


def english_names(data):
    """The English names of a data file's cards, wonders and tokens (for ``core.grammar``, which
    writes the article of those holding one as a sentence does: "Ana took the Pyramids").

    >>> english_names({"wonders": [{"name": "The Sphinx"}, {"name": {"en": "The Colossus of Rhodes"}}, {"id": 3}],
    ...                "gate": {"name": "Gate", "article_en": "the"}})
    ['The Sphinx', 'The Colossus of Rhodes', 'the Gate']
    """
    found = []
    for entries in data.values():
        for entry in entries if isinstance(entries, list) else [entries]:
            name = entry.get("name") if isinstance(entry, dict) else None
            name = name.get("en") if isinstance(name, dict) else name
            if isinstance(name, str):
                found.append(f"{entry['article_en']} {name}" if entry.get("article_en") else name)
    return found


def articles(data):
    """``{French name: article}`` of a data file's cards, wonders, tokens or kinds (each entry's
    ``article_fr``, for ``core.grammar``: « construire la Bibliothèque »).

    >>> articles({"cards": [{"name": {"en": "Baths", "fr": "Bains"}, "article_fr": "les"},
    ...                     {"name": "Lumber Yard", "name_fr": "Chantier", "article_fr": "le"}]})
    {'Bains': 'les', 'Chantier': 'le'}
    """
    found = {}
    for entries in data.values():
        for entry in entries if isinstance(entries, list) else ():
            if isinstance(entry, dict) and "article_fr" in entry:
                name = entry["name"]["fr"] if isinstance(entry["name"], dict) else entry["name_fr"]
                found[name] = entry["article_fr"]
    return found

"""Name matching for what people type: any letter case, accents optional, spaces relaxed.

>>> normalize("  Guilde des Bâtisseurs ")
'guilde des batisseurs'
>>> normalize("Scientists' Guild") == normalize("scientists guild")
True
"""

import unicodedata


def normalize(name):
    text = unicodedata.normalize("NFKD", str(name)).encode("ascii", "ignore").decode()
    text = text.casefold().replace("'", "").replace("’", "").replace("-", " ").replace("_", " ")
    return " ".join(text.split())


def closest(name, candidates):
    """The closest candidate to a mistyped ``name``, or None."""
    import difflib  # only on the error path: keeps the engines quick to import

    matches = difflib.get_close_matches(normalize(name), [normalize(c) for c in candidates], n=1)
    if not matches:
        return None
    return next(c for c in candidates if normalize(c) == matches[0])

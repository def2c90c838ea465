"""Every message has its English and its French (issue 4: "a test checks that no key is missing")."""

import importlib

from wonderlab.core.i18n import LANGUAGES, catalog

MODULES = ["wonderlab.core.labels", "wonderlab.classic.messages", "wonderlab.views.classic",
           "wonderlab.widgets", "wonderlab.plots"]


def test_every_registered_message_has_every_language():
    for module in MODULES:
        importlib.import_module(module)
    for name in ("duel", "architects"):
        try:
            importlib.import_module(f"wonderlab.{name}.messages")
            importlib.import_module(f"wonderlab.views.{name}")
        except ModuleNotFoundError:
            pass
    messages = catalog()
    assert len(messages) > 100
    for key, texts in messages.items():
        for language in LANGUAGES:
            assert isinstance(texts.get(language), str) and texts[language].strip(), (key, language)


def test_both_languages_use_the_same_fields():
    import string

    for key, texts in catalog().items():
        fields = [{f for _, f, _, _ in string.Formatter().parse(texts[lang]) if f} for lang in LANGUAGES]
        assert fields[0] == fields[1], key


def test_the_course_uses_only_registered_keys():
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2] / "wonderlab"
    folders = ("core", "views", "widgets", "table", "table/seats", "lab")
    for folder in folders:        # each module registers its texts when imported: import them all
        for path in (root / folder).glob("*.py"):
            importlib.import_module(f"wonderlab.{folder.replace('/', '.')}.{path.stem}".removesuffix(".__init__"))
    known = set(catalog())
    for folder in folders:
        for path in (root / folder).glob("*.py"):
            for key in re.findall(r'say\(\s*"(lab\.[a-z_.]+)"', path.read_text()):
                assert key in known, (path.name, key)


def test_no_two_catalogs_claim_the_same_key_with_different_texts():
    """The catalog is one namespace: a key registered twice silently replaces the first text."""
    found = {}
    for name in ("wonderlab.core.labels", "wonderlab.classic.messages", "wonderlab.duel.messages",
                 "wonderlab.architects.messages"):
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError:
            continue
        for key, texts in getattr(module, "MESSAGES", {}).items():
            if key in found:
                assert found[key][1] == texts, f"{key} is registered by {found[key][0]} and {name}"
            found[key] = (name, texts)

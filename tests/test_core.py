"""What the games share: one catalog of messages in both languages, and modules that load together."""

import importlib
import pkgutil

import wonderlab
from wonderlab.core.i18n import LANGUAGES, catalog


def test_every_module_imports_with_the_others_and_no_message_key_clashes():
    """Registering one key twice with different texts raises, so importing all is the check."""
    for module in pkgutil.walk_packages(wonderlab.__path__, "wonderlab."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    texts = catalog()
    assert len(texts) > 100
    for key, both in texts.items():
        assert all(both.get(lang) for lang in LANGUAGES), key

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


def test_rng_shuffle_leaves_another_generator_its_own_shuffle():
    """core.rng.shuffle draws what random.Random.shuffle draws; a generator of another class
    (a subclass with its own shuffle, say) shuffles its own way, as the games' redeal expects."""
    import random as _random

    from wonderlab.core.rng import shuffle

    class Reversing(_random.Random):
        def shuffle(self, items):
            items.reverse()

    items = list(range(10))
    shuffle(Reversing(1), items)
    assert items == list(range(9, -1, -1))
    mine, theirs = list(range(30)), list(range(30))
    shuffle(_random.Random(2), mine)
    _random.Random(2).shuffle(theirs)
    assert mine == theirs


def test_a_generator_seeded_by_a_text_is_random_random_of_that_text():
    """``make_rng`` seeds a text (Agora's stream ``"agora:<seed>"``, both expansions' ``"both:<seed>"``,
    a negative seed's digits) without ``random.Random``'s Python calls, as its ``seed`` does (the
    text and its SHA-512 as one big-endian int): the very same state, for thousands of texts."""
    import random

    from wonderlab.core.rng import make_rng

    texts = [f"{kind}:{n}" for kind in ("agora", "both") for n in range(-50, 3000, 3)]
    texts += ["", "é", "Ünïcödé 🎲", "x" * 300, *map(str, range(-400, 0))]
    assert all(make_rng(text).getstate() == random.Random(text).getstate() for text in texts)
    assert all(make_rng(-n).getstate() == random.Random(str(-n)).getstate() for n in range(1, 500))
    assert make_rng("agora:7").random() == random.Random("agora:7").random()

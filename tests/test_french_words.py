"""Issue 39, « the rules' words »: one French word per concept, the source texts' own, in the
glossary, the games' data, the catalogs and every French notebook (its text and its outputs).

The seeds say « le verre, le textile et le papyrus » (000, 003) and « l'engrenage, le compas et
la tablette » (003); the course once said « tissu » and the glossary « roue dentée ».
"""

import json
import re
from pathlib import Path

import pytest

from wonderlab.core.i18n import catalog

ROOT = Path(__file__).resolve().parents[1]
SEEDS = Path("/work/shared/seeds") if Path("/work/shared/seeds").is_dir() else ROOT.parent / "shared/seeds"

# concept -> (the rules' French word, the words that must not stand for it)
WORDS = {
    "loom (a manufactured good)": ("textile", ("tissu", "tissus")),
    "gear (a science symbol)": ("engrenage", ("roue dentée", "roues dentées")),
}


def _forbidden(text):
    return sorted({word for _, (_, others) in WORDS.items() for word in others
                   if re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE)})


def _french_notebooks():
    return sorted((ROOT / "notebooks" / "fr").rglob("*.ipynb"))


@pytest.mark.parametrize("path", _french_notebooks(), ids=lambda p: str(p.relative_to(ROOT / "notebooks")))
def test_a_french_notebook_uses_the_rules_word_for_each_concept(path):
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for number, cell in enumerate(notebook["cells"]):
        text = "".join(cell["source"]) + json.dumps(cell.get("outputs", []), ensure_ascii=False)
        assert _forbidden(text) == [], f"{path.name} cell {number}: {_forbidden(text)}"


def test_the_catalogs_and_the_glossary_use_the_rules_words():
    from wonderlab.lab.glossary import MEANINGS_FR, TERMS

    french = [texts["fr"] for texts in catalog().values()]
    french += [term.fr for term in TERMS] + list(MEANINGS_FR.values())
    assert [text for text in french if _forbidden(text)] == []
    assert {term.en: term.fr for term in TERMS if term.game == "classic"}["loom"] == "textile"
    assert "engrenage" in MEANINGS_FR[("classic", "science symbol")]


def test_the_cards_say_the_rules_words_for_the_goods():
    from wonderlab.classic.cards import card_set, cost_text
    from wonderlab.core.i18n import set_language

    set_language("fr")
    try:
        assert cost_text(card_set().by_name("Library").cost) == "2 pierres, 1 textile"
    finally:
        set_language("en")


def test_the_rules_words_are_the_seeds_words():
    """Each word of the table stands in the source texts, and none it replaces does."""
    seeds = " ".join(path.read_text(encoding="utf-8") for path in sorted(SEEDS.glob("*.txt")))
    for word, others in WORDS.values():
        assert re.search(rf"\b{word}\b", seeds)
        assert not any(re.search(rf"\b{other}\b", seeds) for other in others)


def _wonder_names():
    data = ROOT / "data"
    classic = json.loads((data / "classic" / "wonders.json").read_text(encoding="utf-8"))["wonders"]
    duel = json.loads((data / "duel" / "wonders.json").read_text(encoding="utf-8"))["wonders"]
    return [w["name"]["fr"] for w in classic] + [w["name_fr"] for w in duel]


@pytest.mark.parametrize("name", _wonder_names())
def test_a_wonders_french_name_is_capitalised_as_the_others(name):
    """« Le Phare d'Alexandrie », « La Grande Pyramide de Gizeh », « Les Jardins suspendus »: the
    article, then the wonder's noun (and an adjective before it) with a capital, as the seeds
    write the wonders (000: « La Statue de Zeus à Olympie », « Le Mausolée d'Halicarnasse »)."""
    article, rest = name.split(" ", 1)
    assert article in ("Le", "La", "Les")
    words = rest.split(" ")
    assert words[0][0].isupper()
    if words[0] in ("Grand", "Grande"):
        assert words[1][0].isupper()


def test_the_seeds_name_the_wonders_as_the_data_does():
    seeds = (SEEDS / "000_28c7cb0354fc18e4.txt").read_text(encoding="utf-8").replace("’", "'")
    named = [name for name in _wonder_names()[:7] if name.casefold() in seeds.casefold()]
    assert len(named) >= 6
    for name in named:
        assert name in seeds or name.replace("suspendus", "Suspendus") in seeds, name

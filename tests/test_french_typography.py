"""Issue 20, French as French writes it: a space before « : », « ; », « ? » and « ! » (a
non-breaking one where a view glues a label to its colon: « Coût : »), counts in words rather
than « carte(s) » in the exercises, and each label of the views said in one place.
"""

import re

import pytest
from test_french_everywhere import _every_message

from wonderlab.core.i18n import set_language

# code a sentence quotes as it is typed: JSON ("cat": true), a move (`build Baths: 1 wood`), a
# position's line ('hand: ...'), a path
CODE = re.compile(r'"[a-z_]+": \w+|`[^`]*`|\'[^\'\s]+: [^\']*\'|\S+://\S+|\{[^}]*\}')
TIGHT = re.compile(r"(?<=[^\s\u00a0\u202f(])[:;?!](?=\s|$|\)|»|<)")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def test_the_check_finds_a_missing_space():
    assert TIGHT.search("Coût: 2") and TIGHT.search("Prêt?") and not TIGHT.search("Coût : 2 ; prêt ?")
    assert not TIGHT.search(CODE.sub(" ", 'donnez "cat": true à ce joueur'))


def test_every_french_sentence_has_its_space_before_the_double_punctuation():
    tight = {key: texts["fr"] for key, texts in _every_message().items()
             if TIGHT.search(CODE.sub(" ", texts["fr"]))}
    assert tight == {}


def test_a_view_glues_a_french_label_to_its_colon_with_a_non_breaking_space():
    from wonderlab.classic.cards import card_set
    from wonderlab.views.classic import card_html

    set_language("fr")
    page = card_html(card_set().by_name("Library"))
    assert "Coût\u00a0:" in page and "Coût:" not in page
    set_language("en")
    assert "Cost:" in card_html(card_set().by_name("Library"))


def test_the_french_exercises_count_in_words():
    counted = {key: texts["fr"] for key, texts in _every_message().items()
               if key.startswith("course.") and re.search(r"\((?:s|e|es)\)", texts["fr"])}
    assert counted == {}
    from wonderlab.core.i18n import plural

    set_language("fr")
    assert plural(1, "course.classic.count.stages_built") == "1 étape construite"
    assert plural(2, "course.duel.count.yellow") == "2 cartes jaunes"
    assert plural(1, "course.duel.count.turning") == "1 carte cachée n'a plus rien dessus et se retourne"


def test_the_views_say_each_of_their_words_in_one_place():
    """views/messages.py keeps the drawings' sentences; a word or label another view says too
    (« vainqueur », « Âge 2 », « 3 pièces », a category's name) is core.labels' one."""
    from wonderlab.core.i18n import catalog
    from wonderlab.views.messages import MESSAGES

    labels = {key: texts for key, texts in catalog().items() if key.startswith(("lab.", "view."))}
    same = [(key, other) for key, texts in MESSAGES.items() for other, theirs in labels.items()
            if texts["en"].lower() == theirs["en"].lower() or texts["fr"].lower() == theirs["fr"].lower()]
    assert same == []


def test_the_duel_guilds_line_up_in_french():
    from wonderlab.duel.cards import card_set
    from wonderlab.views.duel import guilds_text

    set_language("fr")
    lines = guilds_text(card_set().guilds()).splitlines()
    starts = {len(line) - len(line.split("  ", 1)[1].lstrip()) for line in lines}
    assert len(lines) == 7 and len(starts) == 1
    assert lines[0].startswith("Guilde des commerçants ") and "carte jaune" in lines[0]

"""Issue 39, « Du français sans anglais »: a French name is accepted wherever a name is typed,
and every refusal a French course meets is French, the operating system's and the JSON parser's
included.
"""

import pytest
from test_french_everywhere import english_in

from wonderlab.architects.rules import ruleset
from wonderlab.classic.cards import card_set, wonder_set
from wonderlab.core.i18n import set_language
from wonderlab.duel.cards import card_set as duel_cards
from wonderlab.duel.cards import token_set
from wonderlab.duel.cards import wonder_set as duel_wonders


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


@pytest.mark.parametrize("lookup, typed, english", [
    (card_set, "Bibliothèque", "Library"),
    (card_set, "BIBLIOTHEQUE", "Library"),
    (card_set, "palais", "Palace"),                 # the word a French player types for the Palace
    (card_set, "guilde des batisseurs", "Builders Guild"),
    (wonder_set, "Rhodes", "The Colossus of Rhodes"),
    (wonder_set, "le phare d'alexandrie", "The Lighthouse of Alexandria"),
    (duel_cards, "Palais", "Palace"),
    (duel_cards, "caravanserail", "Caravansery"),
    (duel_wonders, "pyramides", "The Pyramids"),
    (token_set, "urbanisme", "Urbanism"),
    (token_set, "ÉCONOMIE", "Economy"),
])
def test_a_french_name_finds_its_card_wonder_or_token(lookup, typed, english):
    """Issue 39: « card_set().by_name("Palais") finds Palace; urbanisme is accepted », with or
    without accents, any case, with or without the article."""
    assert lookup().by_name(typed).name == english


@pytest.mark.parametrize("find, typed, english", [
    (ruleset().wonder, "gizeh", "Giza"),
    (ruleset().token, "Économie", "Economy"),
])
def test_architects_accepts_french_names_through_the_same_lookup(find, typed, english):
    assert find(typed).name == english


@pytest.mark.parametrize("lookup, typed, french, english", [
    (card_set, "Bibliotheqe", "Bibliothèque", "Library"),
    (duel_cards, "Libary", "Bibliothèque", "Library"),
    (token_set, "urbanisem", "Urbanisme", "Urbanism"),
    (wonder_set, "Alexandri", "Alexandrie", "Alexandria"),
])
def test_an_unknown_name_is_refused_in_the_course_language_with_a_guess_in_it(lookup, typed, french, english):
    """Issue 39: « the "did you mean" suggestion proposes names in the current language »."""
    with pytest.raises(KeyError) as caught:
        lookup().by_name(typed)
    assert caught.value.args[0].endswith(f"(did you mean '{english}'?)")
    set_language("fr")
    with pytest.raises(KeyError) as caught:
        lookup().by_name(typed)
    message = caught.value.args[0]
    assert message.endswith(f"(vouliez-vous dire '{french}' ?)") and "inconnu" in message
    assert english_in(message.replace(repr(typed), "")) == []

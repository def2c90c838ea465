"""Messages say true things, in grammatical English and French, with names, never raw ids.

Seats of ``rig.table()``: city 0 is Gizah (stone), city 1 Rhodos (ore) on its left, city 2
Ephesos (papyrus) on its right."""

import re

import pytest

from wonderlab import set_language
from wonderlab.classic import Action, Game, Payment, card_set
from wonderlab.core.errors import IllegalAction

from . import rig

FILLER = ("Theater", "Baths", "Tavern", "Press", "Loom", "Pawnshop")
CARDS = card_set()


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def refusal(game, city, action):
    before = game.state_key()
    with pytest.raises(IllegalAction) as error:
        game.play(city, action)
    assert game.state_key() == before
    return str(error.value)


def test_a_chain_refused_with_the_parent_in_the_city_does_not_say_the_parent_is_missing():
    """Seed 000, "Les constructions gratuites par chaînage": Altar chains to Temple. A chain
    payment that does not name Altar is refused by listing the ways, Altar's chain first."""
    game = rig.table()
    rig.build(game, 0, "Altar")
    rig.hand(game, 0, "Temple", *FILLER)
    temple = CARDS.by_name("Temple")
    for payment in (Payment(how="chain"), Payment(how="chain", chain_from="Baths")):
        reason = refusal(game, 0, Action.build(temple, payment))
        assert reason.startswith("that is not a way to pay for Temple; the ways are: for free, chained from Altar")
        assert "none of" not in reason and "needs Altar" not in reason


def test_a_chain_refused_without_the_parent_names_it_in_the_current_language(french):
    game = rig.table()
    rig.hand(game, 0, "Temple", *FILLER)
    temple = Action.build(CARDS.by_name("Temple"), Payment(how="chain", chain_from="Altar"))
    assert refusal(game, 0, temple) == "pas de chaînage pour le Temple : il faut Autel dans votre cité"
    set_language("en")
    assert refusal(game, 0, temple) == "Temple cannot be chained: it needs Altar in your city"
    rig.hand(game, 0, "Altar", *FILLER)
    altar = Action.build(CARDS.by_name("Altar"), Payment(how="chain", chain_from="Altar"))
    assert refusal(game, 0, altar) == "Altar is chained from no card"


@pytest.mark.parametrize("language, message", [
    ("en", "Timber Yard costs at least 1 coin and you have 0 coins"),
    ("fr", "Exploitation forestière coûte au moins 1 pièce et vous avez 0 pièce"),
])
def test_a_card_one_cannot_afford_counts_its_coins_grammatically(language, message):
    game = rig.table()
    rig.hand(game, 0, "Timber Yard", *FILLER)
    rig.coins(game, 0, 0)
    set_language(language)
    try:
        assert refusal(game, 0, Action.build(CARDS.by_name("Timber Yard"), Payment(bank=1))) == message
    finally:
        set_language("en")


def test_a_payment_given_by_its_coins_alone_is_the_legal_payment_not_a_riddle():
    """A hand-built ``Payment(left=6)`` pays what the legal one pays: it is played as that one
    (once refused as "not a way to pay ...; the ways are: paying 6 coins to your left neighbour")."""
    game = rig.table()
    rig.hand(game, 0, "Fortifications", *FILLER)            # 1 stone, 3 ore
    rig.build(game, 1, "Foundry")                           # Rhodos: 3 ore for sale
    rig.coins(game, 0, 6)
    legal = rig.action(game, 0, "Build Fortifications")
    hand_built = Action.build(CARDS.by_name("Fortifications"), Payment(left=6))
    assert hand_built != legal and game.explain(0, hand_built) == game.explain(0, legal)
    game.play(0, hand_built)
    assert game.record().actions[-1] == {"city": 0, **legal.to_json()}


def test_olympias_free_build_of_a_card_that_costs_nothing_is_not_called_used():
    """Olympia A stage 2 builds one card per Age for free; Altar costs nothing anyway."""
    game = rig.table(wonders=["Olympia", "Rhodos", "Ephesos"])
    rig.stages(game, 0, 2)
    rig.hand(game, 0, "Altar", *FILLER)
    reason = refusal(game, 0, Action.build(CARDS.by_name("Altar"), Payment(how="free")))
    assert reason == "that is not a way to pay for Altar; the ways are: for nothing"


def test_a_seat_that_exists_but_waits_is_told_so():
    """Babylon B stage 2 plays the 7th card of an Age: the others wait for it."""
    game = Game(players=3, seed=0, wonders=["Babylon", "Rhodos", "Ephesos"], sides="B")
    rig.stages(game, 0, 2)
    while game.phase != "seventh card":
        for city in game.waiting:
            game.play(city, next(a for a in game.legal_actions(city) if a.kind == "discard"))
    assert game.waiting == (0,)
    assert refusal(game, 1, game.legal_actions(0)[0]) == \
        "Player 2 has no decision to make now (Player 1 must choose first)"


def test_the_french_gear_is_the_seeds_engrenage(french):
    """Seed 003: "les marqueurs scientifiques (l'engrenage, le compas et la tablette)"."""
    from wonderlab.views.classic import card_html
    assert "engrenage" in card_html(CARDS.by_name("Workshop"))


def test_french_counts_resources_in_the_plural_as_the_rules_do(french):
    """Seed 003: "deux pierres"; seed 000: "2 Pierres"."""
    from wonderlab.classic.cards import cost_text
    assert cost_text(CARDS.by_name("Library").cost) == "2 pierres, 1 textile"
    game = rig.table()
    rig.build(game, 1, "Foundry")                           # Rhodos sells 3 ore
    rig.hand(game, 0, "Fortifications", *FILLER)            # 1 stone, 3 ore
    rig.coins(game, 0, 6)
    assert game.explain(0, rig.action(game, 0, "Construire les Fortifications")) == [
        "pierre de votre plateau Merveille", "3 minerais du voisin de gauche : 6 pièces"]


def test_no_message_writes_a_plural_after_a_number_it_does_not_know():
    """Counted words go through ``plural`` ("1 coin", "2 coins"): a text never puts a fixed
    plural after a field, where the field could be 1 ("{coins} coins" once said "1 coins")."""
    from wonderlab.classic import messages
    for key, texts in messages.MESSAGES.items():
        if key.endswith(".many"):                           # the plural forms themselves
            continue
        for text in texts.values():
            assert not re.search(r"\}\s*(coins|pièces|points|shields|boucliers)\b", text), (key, text)

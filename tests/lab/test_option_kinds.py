"""Every kind of option the coach may name or explain, over seeded random games of each game and
Duel expansion: an option named inside a sentence (« Compared with … », a close call's verdict)
reads as a gerund phrase in English (« activating Anubis … », never « activate Anubis … ») and as
an infinitive in French (« Par rapport à invoquer Anubis … »), and an option that puts a card in
the city by another way than a take (the Mausoleum's and Hades's card from the discard pile, a
Conspiracy's free build or card taken, Baal's theft, Isis's wonder) says what the card does, as a
build of it says (``lab.reasons``), in both languages."""

import importlib
import random
import re

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.core.scoring import ScoreSheet
from wonderlab.core.search import Outcome
from wonderlab.lab.hint import rows
from wonderlab.lab.reasons import EFFECT_KINDS, explain, option_words, reasons

GAMES = [("classic", {"players": 3}, 4), ("classic", {"players": 7}, 2), ("classic", {"players": 2}, 3),
         ("duel", {}, 12), ("duel", {"pantheon": True}, 25), ("duel", {"agora": True}, 25),
         ("duel", {"pantheon": True, "agora": True}, 15), ("architects", {"players": 3}, 8),
         ("architects", {"players": 7}, 3)]
PLACING = ("revive", "build_free", "take_card", "baal", "isis")
INFINITIVE = re.compile(r"^(?:ne (?:rien|plus|pas) )?[a-zéèêîô]+(?:er|ir|re|oir)\b")     # « ne plus agir »


def _kinds(game, options, games):
    """One (position, seat, city, option) per kind of option met in seeded random games."""
    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    found = {}
    for seed in range(games):
        position, rng = game_class(seed=seed, **options), random.Random(seed)
        while not position.is_over:
            city = position.waiting[0]
            seat = position.controller(city) if game == "classic" else city
            legal = position.legal_actions(city)
            for action in legal:
                found.setdefault((type(action).__name__, action.kind), (position.copy(), seat, city, action))
            position.play(city, rng.choice(legal))
    return found


def _outcomes(players, wins, n=12):
    sheets = [ScoreSheet(f"P{i}", {"civilian": 10 + i, "military": 3}) for i in range(players)]
    return [Outcome(1.0 if i < wins else 0.0, 13, 13, sheets) for i in range(n)]


@pytest.mark.parametrize(("game", "options", "games"), GAMES)
def test_every_kind_of_option_is_named_as_a_gerund_in_english_and_an_infinitive_in_french(game, options, games):
    """The comparison (« Compared with building Port: … ») and a close call's verdict name the
    other option as a phrase a sentence can hold: a gerund in English, as the base game writes
    « building Port », an infinitive in French (« construire le Port »), for every kind."""
    kinds = _kinds(game, options, games)
    assert len(kinds) >= {"classic": 3, "duel": 7, "architects": 5}[game], sorted(kinds)
    for (_, kind), (position, seat, city, action) in sorted(kinds.items()):
        other = next((a for a in position.legal_actions(city) if a != action), None)
        for language in ("en", "fr"):
            set_language(language)
            try:
                words = option_words(action, position, seat)
                first = words.split(" ", 1)[0].rstrip(":")
                if language == "en":
                    assert first.endswith("ing"), (kind, words)
                    assert ", then " not in words or re.search(r", then \w+ing\b", words), (kind, words)
                else:
                    assert INFINITIVE.match(words), (kind, words)
                if other is None:
                    continue
                mine, theirs = _outcomes(position.players, 9), _outcomes(position.players, 2)
                text = explain(position, seat, other, theirs, action, mine, city)
                assert ("Compared with " if language == "en" else "Par rapport à ") + words in text, text
                close = rows(position, seat, [action, other], [mine, mine]).attrs["verdict"]
                assert words in close, (words, close)
            finally:
                set_language("en")


@pytest.mark.parametrize("options", [{}, {"pantheon": True}, {"agora": True}, {"pantheon": True, "agora": True}])
def test_an_option_that_puts_a_card_in_the_city_says_what_the_card_does(options):
    """The Mausoleum and Hades build a card of the discard pile for free, a Conspiracy builds one
    or takes one from the rival's city, Baal steals a brown or grey one, Isis builds a wonder with
    a discarded card: each option says what its card (or wonder) does, in the words of a build —
    its points, the resource it makes for the cards showing, its science symbol, the price it sets
    at the bank — in English and
    French; a card taken from the rival brings no coins (« ce qu'il a donné une fois reste
    donné »)."""
    from wonderlab.duel.game import Game

    met = {}
    for seed in range(40):
        position, rng = Game(seed=seed, **options), random.Random(f"placing {seed}")
        while not position.is_over:
            seat = position.waiting[0]
            legal = position.legal_actions(seat)
            for action in legal:
                if action.kind not in PLACING:
                    continue
                item = action.wonder if action.kind == "isis" else action.card
                effect = item.effect
                texts = {language: _said(position, seat, action, language) for language in ("en", "fr")}
                if texts["en"] and texts["en"][0][0] in ("win", "end"):
                    continue                           # a move that ends the game says so instead
                en = " ".join(text for _, text in texts["en"])
                if effect.points:
                    word = "wonder point" if action.kind == "isis" else "victory point"
                    assert f"+{effect.points} {word}" in en, (action, en)
                    assert f"+{effect.points} point" in " ".join(t for _, t in texts["fr"]), texts["fr"]
                if getattr(effect, "science", None) is not None:
                    assert any(kind == "science" for kind, _ in texts["en"]), (action, en)
                prices = position.prices(seat)
                if getattr(effect, "fixed_price", 0) and any(effect.fixed_price >> r & 1 and prices[r] > 1
                                                             for r in range(5)):
                    assert "you now pay 1 coin at the bank for 1 " in en, (action, en)     # Customs House
                if action.kind == "take_card":
                    assert not any(kind == "coins" for kind, _ in texts["en"]), (action, en)
                if any(kind in EFFECT_KINDS for kind, _ in texts["en"]):
                    met[action.kind] = met.get(action.kind, 0) + 1
            position.play(seat, rng.choice(legal))
    expected = {"revive"} | ({"baal", "isis"} if "pantheon" in options else set()) | \
        ({"build_free"} if "agora" in options else set())
    assert expected <= set(met), met


def _said(position, seat, action, language):
    set_language(language)
    try:
        return reasons(position, seat, action)
    finally:
        set_language("en")


def test_a_revived_card_says_what_a_build_of_it_says():
    """The Mausoleum: building a card from the discard pile gives the card's own reasons, the same
    texts (same function) a build of that card gives on the same position, whatever differs from a
    take (no chain: it is free anyway)."""
    from wonderlab.duel.actions import Action
    from wonderlab.duel.game import Game
    from wonderlab.lab.reasons import _after, _duel_take

    checked = 0
    for seed in range(40):
        position, rng = Game(seed=seed), random.Random(seed)
        while not position.is_over and checked < 12:
            seat = position.waiting[0]
            legal = position.legal_actions(seat)
            for action in legal:
                if action.kind == "revive":
                    said = reasons(position, seat, action)
                    if said and said[0][0] in ("win", "end"):
                        continue
                    after = _after(position, "duel", seat, seat, action)
                    assert said == _duel_take(position, seat, Action("build", action.card), after), said
                    checked += bool(said)
            position.play(seat, rng.choice(legal))
    assert checked >= 5


def test_ra_s_wonder_taken_agrees_in_french_whatever_its_gender():
    """Ra takes the rival's wonder not yet built: « Prendre le Pirée à votre adversaire (une
    Merveille pas encore construite) », the participle agreeing with « Merveille », not with a
    masculine name (« le Pirée …, pas encore construite » was wrong)."""
    from wonderlab.duel.agora_items import WONDERS_BY_INDEX
    from wonderlab.duel.pantheon_actions import Rite

    set_language("fr")
    try:
        said = [str(Rite("ra", wonder=w)) for w in WONDERS_BY_INDEX]
    finally:
        set_language("en")
    assert "Prendre le Pirée à votre adversaire (une Merveille pas encore construite)" in said, said
    assert all(text.endswith("(une Merveille pas encore construite)") for text in said)


@pytest.mark.parametrize(("game", "options", "games"), GAMES)
def test_every_kind_of_option_reads_as_a_sentence_with_a_comma_before_its_payment(game, options, games):
    """Issue 42, "every action prints as a sentence": an option that pays is written « Build
    Press, paying 1 coin » (« Construire la Presse, en payant 1 pièce »), its payment a phrase of
    its own after a comma, never « Build Press paying 1 coin »; each option starts with a capital
    and names no missing value (« None »)."""
    kinds = _kinds(game, options, games)
    paid = 0
    for (_, kind), (position, _seat, city, _action) in sorted(kinds.items()):
        for action in [a for a in position.legal_actions(city) if a.kind == kind]:
            for language, paying in (("en", "paying "), ("fr", "en payant ")):
                set_language(language)
                try:
                    text = str(action)
                finally:
                    set_language("en")
                assert text[:1].isupper() and "None" not in text, (kind, text)
                if paying in text:
                    assert f", {paying}" in text, (kind, text)
                    paid += 1
    assert paid or game == "architects", kinds.keys()

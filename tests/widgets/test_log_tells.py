"""The table's log tells what happened, never what a player may do (issue 42: "every action
prints as a sentence"; the options stay orders, « Build the Theater »): every line of a move is
its player's name then a verb in the past — « Ana built the Theater », « Ana a construit le
Théâtre » — for the three games and both Duel expansions, in English and in French, never a
line « Ana: Take … » among lines « Ana took … »."""

import importlib
import random
import re

import pytest

from wonderlab.core.i18n import set_language

GAMES = [("classic", {"players": 3}, 2), ("duel", {}, 3), ("duel", {"pantheon": True}, 4),
         ("duel", {"agora": True}, 4), ("duel", {"pantheon": True, "agora": True}, 3),
         ("architects", {"players": 3}, 3)]
IRREGULAR = {"took", "built", "put", "kept", "chose", "gave", "got", "won", "drew", "paid", "did"}


def _told(line, name, language):
    """Whether ``line`` tells a move of ``name`` in the past (English) or the passé composé."""
    if not line.startswith(name + " "):
        return False
    verb = line[len(name) + 1:].split(" ", 1)[0].rstrip(":,")
    if language == "en":
        return verb in IRREGULAR or verb.endswith("ed")
    return verb in ("a", "n'a")


@pytest.mark.parametrize(("game", "options", "games"), GAMES)
def test_every_line_of_the_log_tells_a_move_in_the_past(game, options, games):
    engine = importlib.import_module(f"wonderlab.{game}.game").Game
    seat_module = importlib.import_module(f"wonderlab.table.seats.{game}")
    kinds = set()
    for seed in range(games):
        position, rng = engine(seed=seed, **options), random.Random(seed)
        history = position.history if game == "architects" else position._actions
        while not position.is_over:
            city = position.waiting[0]
            viewer = position.controller(city) if game == "classic" else city
            start = len(history)
            position.play(city, rng.choice(position.legal_actions(city)))
            done = history[start:]
            for language in ("en", "fr"):
                set_language(language)
                try:
                    lines = seat_module.events(position, start, viewer)
                    orders = [str(entry[1]) for entry in done]
                finally:
                    set_language("en")
                names = {position.names[entry[0]] for entry in done}
                for line in lines[:len(done)]:
                    assert any(_told(line, name, language) for name in names), (language, line)
                    assert not any(order in line for order in orders), (language, line, orders)
            kinds |= {type(entry[1]).__name__ + "." + str(entry[1].kind) for entry in done}
    assert len(kinds) >= {"classic": 3, "duel": 6, "architects": 4}[game], kinds


def test_a_chain_in_the_french_log_names_its_card_in_french():
    """Found by reading a French log: « a construit le Phare gratuitement (chaînage depuis
    Caravansery) », the card it chains from left in English."""
    from wonderlab.classic.cards import card_label
    from wonderlab.table.seats import classic as seat_module

    told = 0
    for seed in range(6):
        position, rng = importlib.import_module("wonderlab.classic.game").Game(players=3, seed=seed), random.Random(seed)
        while not position.is_over:
            city = position.waiting[0]
            chains = [a for a in position.legal_actions(city) if a.payment and a.payment.how == "chain"]
            start = len(position._actions)
            position.play(city, chains[0] if chains else rng.choice(position.legal_actions(city)))
            for city_played, action in position._actions[start:]:
                if action.payment and action.payment.how == "chain":
                    set_language("fr")
                    try:
                        line = " ".join(seat_module.events(position, position._actions.index((city_played, action)), None))
                        french = card_label(action.payment.chain_from)
                    finally:
                        set_language("en")
                    english = action.payment.chain_from
                    assert french in line and (french == english or english not in line), line
                    told += french != english
    assert told >= 5


def test_what_gave_an_architects_move_reads_in_lower_case_within_its_french_line():
    """Found by reading a French log: « Cy a pris le sommet de la pioche de gauche (Pouvoir
    d'Alexandrie) », a capital within the sentence; the option keeps it at its start
    (« Pouvoir d'Alexandrie : prendre … »)."""
    from wonderlab.architects.game import Game
    from wonderlab.table.seats import architects as seat_module

    set_language("fr")
    try:
        lines = []
        for seed in range(8):
            position, rng = Game(players=4, seed=seed), random.Random(seed)
            while not position.is_over:
                position.play(position.current, rng.choice(position.legal_actions(position.current)))
            lines += seat_module.events(position, 0, None)
    finally:
        set_language("en")
    bracketed = [line for line in lines if "(pouvoir d" in line or "(carte supplémentaire d" in line]
    assert len(bracketed) >= 5
    assert not [line for line in lines if "(Pouvoir" in line or "(Carte" in line]


def test_an_architects_card_received_is_named_as_a_sentence_names_it():
    """Found by reading a log: « Player 3 got Red, no horn », a card's short label where a
    sentence names it: « got a red card without horns », « got the Gold », « a reçu l'Or »."""
    from wonderlab.architects.game import Game
    from wonderlab.table.seats import architects as seat_module

    got = {"en": [], "fr": []}
    for seed in range(4):
        position, rng = Game(players=3, seed=seed), random.Random(seed)
        while not position.is_over:
            before = seat_module.snapshot(position)
            position.play(position.current, rng.choice(position.legal_actions(position.current)))
            for language in got:
                set_language(language)
                try:
                    got[language] += [line for line in seat_module.changes(position, before, None)
                                      if " got " in line or " a reçu " in line]
                finally:
                    set_language("en")
    for language, start in (("en", r" got (the |a |an |\w+ ×\d)"), ("fr", r" a reçu (le |la |l'|les |une? |\w+ ×\d)")):
        assert len(got[language]) > 100
        assert all(re.search(start, line) for line in got[language]), [line for line in got[language]
                                                                         if not re.search(start, line)][:3]

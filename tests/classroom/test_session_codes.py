"""Session codes: short, written on a board, and a mistyped one is refused in words."""

import itertools
import random

import pytest

from wonderlab.classroom.letters import ALPHABET
from wonderlab.classroom.session import (
    BOTS,
    GAMES,
    MAX_SEED,
    PLAYERS,
    SIDES,
    InvalidCode,
    new_session,
    read_session,
)
from wonderlab.core.bots import bot_names


def every_session(rng, count):
    for _ in range(count):
        game = rng.choice(GAMES)
        players = rng.choice(PLAYERS[game])
        yield new_session(game, players, rng.choice([0, 7, rng.randrange(MAX_SEED + 1)]),
                          rng.choice(SIDES[game]), rng.choice(BOTS[game]), rng.randrange(players))


def test_a_session_code_round_trips_for_every_game_and_setting():
    rng = random.Random(11)
    for session in every_session(rng, 500):
        assert read_session(session.code) == session
        assert read_session(session.code.lower().replace("-", " ")) == session


def test_the_code_of_a_small_seed_is_short_and_uses_unambiguous_letters():
    session = new_session("classic", players=4, seed=7, bots="greedy")
    assert len(session.code.replace("-", "")) <= 6
    big = new_session("classic", players=7, seed=MAX_SEED, bots="random", seat=6, sides="B")
    assert len(big.code.replace("-", "")) <= 12
    assert not set(big.code.replace("-", "")) & set("ILOU")


def test_every_single_mistyped_letter_is_refused_as_a_typo():
    rng = random.Random(3)
    for session in every_session(rng, 40):
        letters = session.code.replace("-", "")
        for position, letter in itertools.product(range(len(letters)), ALPHABET):
            if letter == letters[position]:
                continue
            typed = letters[:position] + letter + letters[position + 1:]
            with pytest.raises(InvalidCode) as refused:
                read_session(typed)
            assert "mistyped" in str(refused.value) or "knows" in str(refused.value)


def test_swapping_two_neighbouring_letters_is_caught():
    rng = random.Random(4)
    for session in every_session(rng, 60):
        letters = session.code.replace("-", "")
        for i in range(len(letters) - 1):
            if letters[i] == letters[i + 1]:
                continue
            swapped = letters[:i] + letters[i + 1] + letters[i] + letters[i + 2:]
            with pytest.raises(InvalidCode):
                read_session(swapped)


@pytest.mark.parametrize("text, words", [
    ("", "empty"), ("   ", "empty"), ("3Y1G-U", "'U' is not one of its letters"),
    ("3Y1G-Z", "mistyped"), ("é", "not one of its letters"), (None, "empty"), (42, "empty")])
def test_a_bad_session_code_gets_a_reason(text, words):
    with pytest.raises(InvalidCode, match=words):
        read_session(text)


def test_the_french_refusal_is_in_french():
    from wonderlab.core.i18n import set_language
    set_language("fr")
    with pytest.raises(InvalidCode, match="mal tapée"):
        read_session("3Y1G-Z")


@pytest.mark.parametrize("fields, words", [
    ({"game": "chess"}, "game: 'chess'"), ({"players": 8}, "players: 8"),
    ({"game": "duel", "players": 3}, "players: 3"), ({"seed": -1}, "seed: -1"),
    ({"seed": True}, "seed: True"), ({"sides": "C"}, "sides: 'C'"),
    ({"game": "duel", "players": 2, "sides": "A"}, "sides: 'A'"), ({"bots": "search"}, "bots: 'search'"),
    ({"seat": 4}, "seat: 4"), ({"seat": "0"}, "seat: '0'")])
def test_a_session_with_a_bad_field_names_it(fields, words):
    with pytest.raises(ValueError, match=words):
        new_session(**{"game": "classic", "players": 4, **fields})


def test_the_session_bots_are_the_games_own():
    for game in GAMES:
        assert set(BOTS[game]) <= set(bot_names(game))

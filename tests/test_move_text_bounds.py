"""What a person types as a move, at its edges, in the three games (issue 21's audit): the
parser's work is bounded whatever the text's length, a refusal quotes the text short and on one
line, and what is not a text is refused in words.
"""

import pytest

import wonderlab.classic.notation as classic_notation
import wonderlab.duel.notation as duel_notation
from wonderlab.architects.game import Game as ArchitectsGame
from wonderlab.classic.game import Game as ClassicGame
from wonderlab.core.errors import IllegalAction
from wonderlab.core.notation import MAX_TEXT
from wonderlab.duel.game import Game as DuelGame

GAMES = {"classic": lambda: ClassicGame(players=3, seed=1), "duel": lambda: DuelGame(seed=3),
         "architects": lambda: ArchitectsGame(players=3, seed=1)}
LOOKUPS = {"classic": (classic_notation, "_find_card"), "duel": (duel_notation, "_find")}


def _refusal(game, text, seat=0):
    before = game.state_key()
    with pytest.raises(IllegalAction) as refused:
        game.parse(seat, text)
    assert game.state_key() == before
    return str(refused.value)


@pytest.mark.parametrize("game", ["classic", "duel"])
def test_the_name_lookups_grow_at_most_linearly_with_the_words(game, monkeypatch):
    module, name = LOOKUPS[game]
    real, calls = getattr(module, name), []
    monkeypatch.setattr(module, name, lambda text: calls.append(len(text)) or real(text))
    table = GAMES[game]()
    for count in (10, 30, 60):
        for text in ("build " + "the " * count + "zzz", "build zzz" + " the" * count):
            assert len(text) <= MAX_TEXT
            calls.clear()
            _refusal(table, text)
            assert len(calls) <= count + 10, (text, len(calls))
            assert sum(calls) <= 12 * len(text), (text, sum(calls))


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("words", [16_000, 64_000])
def test_a_text_longer_than_any_move_is_refused_before_any_work(game, words, monkeypatch):
    table = GAMES[game]()
    if game in LOOKUPS:
        module, name = LOOKUPS[game]
        monkeypatch.setattr(module, name, lambda text: pytest.fail("a name was looked up"))
    message = _refusal(table, "build " + "altar " * words)
    assert f"is {6 + 6 * words} characters long; a move is a few words" in message
    assert len(message) < 200


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("text", ["build \x1b[31mAltar\nrm -rf\r\x00 now" + "x" * 200,
                                  "zzz\n" * 30, "\u2028build\tzzz\x7f"])
def test_a_refusal_quotes_the_text_short_on_one_line_without_control_characters(game, text):
    message = _refusal(GAMES[game](), text)
    assert len(message) < 300
    assert all(c.isprintable() for c in message), repr(message)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("value", [True, 1.0, None, b"build", ["build"], 0])
def test_what_is_not_a_seat_or_not_a_text_is_refused_in_words(game, value):
    table = GAMES[game]()
    text = table.legal_actions(0)[0].notation
    if value != 0:
        assert "seat" in _refusal(table, text, seat=value)
        if value is True or value == 1.0:     # equal to seat 1: the text of one of seat 1's moves
            assert "seat" in _refusal(table, (table.legal_actions(1) or table.legal_actions(0))[0].notation, seat=value)
    assert _refusal(table, value).startswith("a move is a text, not ")

"""Positions of Duel games with the Pantheon (issue 42): written from what a seat knows, read
back to the same view and the same legal actions, played on to the end; bad text refused in
one line naming the field.

Rules they keep (docs/duel_expansions.md): a Divinity seated face down in Age I shows only to who
seated it, its back showing its Mythology; the decks show as counts; the Mythology tokens on the
structure show in Age I, the Offering tokens' places from Age II.
"""

import random

import pytest

from wonderlab.core.position import InvalidPosition
from wonderlab.duel.bots import RandomBot
from wonderlab.duel.game import Game


def _legal(game, seat):
    return sorted(str(a) for a in game.legal_actions(seat)) if game.current == seat else []


def test_every_position_of_seeded_pantheon_games_reads_back_to_the_same_view_and_choices():
    checked = hidden = 0
    for seed in range(4):
        game, rng = Game(seed=seed, pantheon=True), random.Random(seed)
        n = 0
        while not game.is_over:
            if game.phase == "play":
                for seat in (0, 1):
                    position = game.position(seat)
                    again = Game.from_position(position.text, seed=n)
                    assert again.view(seat) == game.view(seat)
                    assert _legal(again, seat) == _legal(game, seat)
                    assert again.position(seat).text == position.text
                    assert Game.from_position(position.data, seed=n).view(seat) == game.view(seat)
                    hidden += "? " in position.text.split("pantheon: ")[1].splitlines()[0]
                    checked += 1
                    if n % 25 == 0:        # plays on to the end from there
                        other = random.Random(n)
                        while not again.is_over:
                            again.play(again.current, RandomBot().choose(again, again.current, other))
                        assert again.result is not None
            game.play(game.current, RandomBot().choose(game, game.current, rng))
            n += 1
    assert checked > 400 and hidden > 10


def test_a_position_never_shows_the_other_players_face_down_divinity():
    game, rng = Game(seed=1, pantheon=True), random.Random(1)
    while not any(by is not None for by in game.placed_by) or game.phase != "play":
        game.play(game.current, RandomBot().choose(game, game.current, rng))
    s = next(s for s, by in enumerate(game.placed_by) if by is not None)
    owner, name = game.placed_by[s], None
    from wonderlab.duel.pantheon_data import ALL_DIVINITIES
    name = ALL_DIVINITIES[game.spaces[s]].name
    assert name in game.position(owner).text.split("pantheon: ")[1]
    assert name not in game.position(1 - owner).text.split("pantheon: ")[1]


def _text():
    game, rng = Game(seed=3, pantheon=True), random.Random(3)
    while game.age < 2 or game.phase != "play":
        game.play(game.current, RandomBot().choose(game, game.current, rng))
    return game.position(0).text


@pytest.mark.parametrize(("change", "field"), [
    (lambda t: t.replace("pantheon: Ishtar, Ra,", "pantheon: Ishtar, Zorba,"), "pantheon.spaces[1]"),
    (lambda t: t.replace("pantheon: Ishtar, Ra,", "pantheon: Ishtar, Ishtar,"), "pantheon.spaces[1]"),
    (lambda t: t.replace("pantheon: Ishtar, Ra,", "pantheon: Ishtar, ? Greek,"), "pantheon.spaces[1]"),
    (lambda t: t.replace("pantheon: Ishtar, Ra, ", "pantheon: Ishtar, "), "pantheon.spaces"),
    (lambda t: t.replace("tokens: 6 2", "tokens: 7 2"), "pantheon.tokens[0]"),
    (lambda t: t.replace("tokens: 6 2", "tokens: 6 5"), "pantheon.tokens[0]"),
    (lambda t: t.replace("mythology phoenician, egyptian", "mythology phoenician, norse"), "Player 1.mythology[1]"),
    (lambda t: t.replace("mythology phoenician, egyptian", "mythology phoenician, egyptian; astarte 2"),
     "Player 1.astarte"),
])
def test_bad_pantheon_text_is_refused_in_one_line_naming_the_field(change, field):
    text = _text()
    bad = change(text)
    assert bad != text
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(bad)
    assert str(refused.value).startswith(field + ":") and "\n" not in str(refused.value)


def test_a_bad_pantheon_position_is_refused_in_french_too():
    from wonderlab.core.i18n import set_language

    text = _text().replace("pantheon: Ishtar, Ra,", "pantheon: Ishtar, ? Nordique,")
    set_language("fr")
    try:
        with pytest.raises(InvalidPosition) as refused:
            Game.from_position(text)
        message = str(refused.value)
    finally:
        set_language("en")
    assert message.startswith("pantheon.spaces[1]") and "une mythologie est attendue : " in message

"""Positions of Duel games with Agora, and with Agora and the Pantheon (issue 42): written from what
a seat knows, read back to the same view and the same legal actions, played on to the end; bad
text refused in one line naming the field, in English and French.

Rules they keep (docs/duel_expansions.md, from the rulebook and BGA's Senate.php): the Senators
are shuffled into Agora's structures of 25, 25 and 23 places (5, 5 and 3 Senators); a Decree lies
face down in Chambers 2, 4 and 6 until a player controls its Chamber; a kept Conspiracy lies face
down before its owner until triggered, the card that prepared it showing; one Conspiracy may be
triggered a turn; controlling the six Chambers ends the game (political supremacy).
"""

import random
import re
from pathlib import Path

import pytest

from tests.test_position_fuzz import (
    mutated_json_text,
    mutated_object,
    mutated_typed_text,
    said_in_one_line_naming,
)
from wonderlab.core.i18n import set_language
from wonderlab.core.position import InvalidPosition
from wonderlab.duel.bots import RandomBot
from wonderlab.duel.conspiracies import conspiracy
from wonderlab.duel.game import Game
from wonderlab.lab.hint import hint


def _play(game, rng):
    """A legal action drawn uniformly (preparing Conspiracies too), as ``RandomBot`` when none is listed."""
    actions = game.legal_actions(game.current)
    game.play(game.current, rng.choice(actions) if actions else RandomBot().choose(game, game.current, rng))


def _legal(game, seat):
    return sorted(str(a) for a in game.legal_actions(seat)) if game.current == seat else []


@pytest.mark.parametrize("pantheon", [False, True], ids=["agora", "agora and pantheon"])
def test_every_position_of_seeded_agora_games_reads_back_to_the_same_view_and_choices(pantheon):
    checked, seen = 0, {"senator in the structure": 0, "prepared": 0, "the other's hidden": 0, "triggered": 0,
                        "trigger used": 0}
    for seed in range(5):
        game, rng = Game(seed=seed, agora=True, pantheon=pantheon), random.Random(seed)
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
                    rows = [line for line in position.text.splitlines() if line.startswith("row ")]
                    seen["senator in the structure"] += any("politician_" in r or "conspirator_" in r for r in rows)
                    plots = [p for player in position.data["players"] for p in player.get("conspiracies", [])]
                    seen["prepared"] += any(" with " in p for p in plots)
                    seen["the other's hidden"] += any(p.startswith("?") for p in plots)
                    seen["triggered"] += any(p.endswith("triggered") for p in plots)
                    seen["trigger used"] += "trigger used: yes" in position.text
                    checked += 1
                    if n % 40 == 0:        # plays on to the end from there
                        other = random.Random(n)
                        while not again.is_over:
                            again.play(again.current, RandomBot().choose(again, again.current, other))
                        assert again.result is not None
            _play(game, rng)
            n += 1
    assert checked > 300 and all(count > 5 for count in seen.values()), seen


def test_a_position_never_shows_what_the_seat_cannot_see():
    """The other player's Conspiracies not triggered, the face-down Decrees and the deck: dealt
    again (``redeal``), the seat's position is the very same text."""
    hidden = 0
    for seed in range(4):
        game, rng = Game(seed=seed, agora=True, pantheon=True), random.Random(seed)
        n = 0
        while not game.is_over:
            if game.phase == "play" and n % 2 == 0:
                for seat in (0, 1):
                    text = game.position(seat).text
                    assert game.redeal(seat, random.Random(n)).position(seat).text == text
                    for index, _card, done in game.plots[1 - seat]:
                        if not done:
                            assert conspiracy(index).name not in text
                            hidden += 1
                    decrees = next(line for line in text.splitlines() if line.startswith("decrees:"))
                    shown = [d for stack in game.senate.decrees for d in stack if game.senate.face_up[d]]
                    assert sorted(int(d) for d in decrees[8:].replace(",", " ").split() if d.isdigit()) == sorted(shown)
            _play(game, rng)
            n += 1
    assert hidden > 10


def _game():
    """Seat 0 to play in Age II, a Conspiracy prepared and triggered, a Senator recruited; the other
    player's two Conspiracies face down."""
    game, rng = Game(seed=29, agora=True), random.Random(29)
    while not (game.phase == "play" and game.age == 2 and game.current == 0 and game.senators[0]
               and any(card is not None for _, card, _ in game.plots[0]) and len(game.plots[1]) == 2):
        _play(game, rng)
    return game


def _text():
    return _game().position(0).text


def _line(text, start):
    return next(line for line in text.splitlines() if line.startswith(start))


def _replace_line(start, new):
    return lambda t: t.replace(_line(t, start), new)


@pytest.mark.parametrize(("change", "field"), [
    (_replace_line("senate:", "senate: 1-0, 0-0, 0-0, 0-0, 0-0"), "agora.senate"),
    (_replace_line("senate:", "senate: 13-0, 0-0, 0-0, 0-0, 0-0, 0-0"), "agora.senate"),
    (_replace_line("senate:", "senate: one, 0-0, 0-0, 0-0, 0-0, 0-0"), "agora.senate[0]"),
    (_replace_line("senate:", "senate: 1-0, 1-0, 1-0, 1-0, 1-0, 1-0"), "agora.senate"),
    (_replace_line("decrees:", "decrees: 99, ?, 3, ?, 4, ?"), "agora.decrees[0]"),
    (_replace_line("decrees:", "decrees: 3, ?, 3, ?, 4, ?"), "agora.decrees[2]"),
    (_replace_line("decrees:", "decrees: 3, ?, 5, ?, 4"), "agora.decrees"),
    (lambda t: _replace_line("decrees:", "decrees: ?, ?, 3, ?, 4, ?")(
        _replace_line("senate:", "senate: 1-0, 0-0, 0-0, 0-0, 0-0, 0-0")(t)), "agora.decrees[0]"),
    (lambda t: t.replace("senators ", "senators politician_left_9, ", 1), "Player 1.senators[0]"),
    (lambda t: t.replace("conspiracies ", "conspiracies ?, ", 1), "Player 1.conspiracies[0]"),
    (lambda t: t.replace("conspiracies ", "conspiracies Zorba, ", 1), "Player 1.conspiracies[0]"),
    (lambda t: t + "trigger used: maybe\n", "agora.trigger_used"),
    (lambda t: t + "locked: Zorba\n", "agora.locked[0]"),
])
def test_bad_agora_text_is_refused_in_one_line_naming_the_field(change, field):
    text = _text()
    bad = change(text)
    assert bad != text
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(bad)
    assert str(refused.value).startswith(field + ":") and "\n" not in str(refused.value)


def test_a_senator_shown_twice_is_refused():
    text = _text()
    recruited = _line(text, "Player 1:").split("senators ")[1].split(",")[0].split(";")[0]
    bad = text.replace("senators discarded: ", f"senators discarded: {recruited}, ")
    if bad == text:
        bad = text + f"senators discarded: {recruited}\n"
    with pytest.raises(InvalidPosition, match=r"^agora\.senators_discarded\[0\]: .*also at Player 1\.senators"):
        Game.from_position(bad)


def test_a_bad_agora_position_is_refused_in_french_too():
    text = _replace_line("senate:", "senate: 1-0, 0-0, 0-0")(_text())
    set_language("fr")
    try:
        with pytest.raises(InvalidPosition) as refused:
            Game.from_position(text)
        message = str(refused.value)
    finally:
        set_language("en")
    assert message.startswith("agora.senate") and "les cubes des 6 Chambres sont attendus" in message


def test_the_coach_hints_on_an_agora_position():
    game = _game()
    text = game.position(game.current).text
    shown = hint(text, game.current, playouts=30)
    legal = {a.notation for a in game.legal_actions(game.current)}
    assert shown.rows and {row["action"] for row in shown.rows} <= legal
    assert any(row["action"].startswith(("recruit", "prepare")) for row in shown.rows)


def test_the_agora_example_of_the_doc_reads_back_to_itself():
    """docs/positions.md's Agora example (an indented block after « With Agora ») is a position
    its game accepts, written again the same."""
    example = _doc_example()
    assert example.startswith("duel; age 2") and "senate: " in example and "conspiracies " in example
    game = Game.from_position(example, seed=0)
    assert game.position(0).text == example


@pytest.mark.parametrize("pantheon", [False, True], ids=["agora", "agora and pantheon"])
def test_a_game_dealt_from_an_agora_position_saves_a_record_that_replays_it(pantheon):
    """docs/positions.md « Saving a game dealt from a position »: the record keeps the position
    and the seed of its deal, and replays to the very same game."""
    game, rng = Game(seed=29, agora=True, pantheon=pantheon), random.Random(29)
    for _ in range(40):
        _play(game, rng)
    while game.phase != "play":
        _play(game, rng)
    dealt = Game.from_position(game.position(0).text, seed=3)
    for _ in range(15):
        if not dealt.is_over:
            _play(dealt, rng)
    record = dealt.record()
    assert record.position is not None and Game.replay(record).state_key() == dealt.state_key()


def _doc_example():
    doc = (Path(__file__).parents[2] / "docs" / "positions.md").read_text()
    return "".join(line[4:] + "\n" for line in doc.split("With Agora (")[1].split("\n\n")[1].splitlines())


def test_more_senators_than_the_ages_deal_are_refused():
    """Agora's rulebook: 5 Senators are shuffled into Ages I and II, 3 into Age III. In the doc's
    example, 9 Senators are seen, 3 of Age II's in its structure: 2 more face up there leave 2
    unseen for the 3 of Age III."""
    example = _doc_example()
    bad = example.replace("Glass-Blower, Laboratory", "conspirator_2, conspirator_3")
    assert bad != example
    with pytest.raises(InvalidPosition, match=r"^structure: the structures deal 5, 5, 3 Senators"):
        Game.from_position(bad)


@pytest.mark.parametrize("surface", ["object", "json", "text"])
def test_a_mutated_agora_position_is_a_game_or_one_line_naming_the_field(surface):
    """As tests/test_position_fuzz.py for the three worked examples, on the doc's Agora example."""
    text = _doc_example()
    data = Game.from_position(text, seed=1).position(0).to_json()
    make = {"object": lambda rng: mutated_object(data, rng), "json": lambda rng: mutated_json_text(data, rng),
            "text": lambda rng: mutated_typed_text(text, rng)}[surface]
    rng, refused = random.Random(f"agora {surface}"), 0
    for _ in range(300):
        source = make(rng)
        try:
            Game.from_position(source, seed=1)
        except InvalidPosition as error:
            said_in_one_line_naming(error, data, source if surface == "text" else "")
            assert surface != "text" or not re.match(r"(players|seen)\[", str(error)), str(error)
            refused += 1
    assert refused > 150


def test_the_cards_under_the_wonders_left_out_are_dealt_senators_among_them():
    """docs/positions.md: ``tucked`` is optional. Left out in the doc's Agora example, the 6 cards
    under the wonders are dealt from those unseen, and each Age still holds its count of Senators
    (5, 5, 3): the Senators not seen go to the face-down places, Age III and under the wonders."""
    typed = re.sub(r"; tucked [^;]*", "", _doc_example())
    under = set()
    for seed in range(4):
        game = Game.from_position(typed, seed=seed)
        assert [len(p.tucked) for p in game.p] == [3, 3]
        assert [sum(1 for c in game.layouts[age] if c >= 100) for age in (1, 2, 3)] == [5, 5, 3]
        under |= {c for p in game.p for c in p.tucked if c >= 100}
        rng = random.Random(seed)
        while not game.is_over:
            game.play(game.current, RandomBot().choose(game, game.current, rng))
    assert under        # a Senator dealt under a wonder

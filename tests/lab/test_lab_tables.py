"""A real table, changed (issue 11): the table at any turn of a saved game, for the three games.

The table of turn ``n`` must score exactly what the game itself scores after ``n`` turns, and a
score pad opened at that turn must show it, and change when a coin or a card is changed.
"""

import random

import pytest

from wonderlab.core.bots import make_bot
from wonderlab.core.errors import InvalidRecord
from wonderlab.core.records import GameRecord
from wonderlab.games import runner
from wonderlab.lab.tables import as_record, game_at, pad_at, table_at, turn_labels, turns


def played(game_name, players, seed, stop=None):
    """A game of greedy bots, to its end or ``stop`` actions in."""
    module = __import__(f"wonderlab.{game_name}.game", fromlist=["Game"])
    game = module.Game(players=players, seed=seed)
    bot, rng, done = make_bot(game_name, "greedy"), random.Random(seed), 0
    while not game.is_over and (stop is None or done < stop):
        seat = game.waiting[0]
        game.play(seat, bot.choose(game, seat, rng))
        done += 1
    return game


GAMES = [("classic", 4), ("classic", 2), ("duel", 2), ("architects", 3)]


@pytest.mark.parametrize(("game_name", "players"), GAMES)
@pytest.mark.parametrize("seed", [1, 8])
def test_the_table_of_every_turn_scores_what_the_game_scores_then(game_name, players, seed):
    record = played(game_name, players, seed).record()
    score_table = runner(game_name).score_table
    seen = 0
    for turn, label, game in turns(record):
        table = table_at(record, turn)
        assert table["game"] == game_name
        scored = {p["name"]: p["total"] for p in score_table(table)["players"]}
        assert scored == {s.name: s.total for s in game.scores()}, (turn, label)
        seen += 1
    assert seen >= 6          # a whole game has many turns, and the deal
    assert turns(record).__next__()[0] == 0


def test_turn_zero_is_the_deal_and_the_last_turn_is_the_end():
    game = played("classic", 3, 4)
    record = game.record()
    labels = turn_labels(record)
    assert labels[0] == "deal" and labels[1] == "I.1"
    assert all(p["cards"] == [] and p["coins"] == 3 for p in table_at(record, 0)["players"])
    last = max(labels)
    assert table_at(record, last) == table_at(record) == table_at(game, None)
    end = game_at(record)
    assert end.is_over and [s.total for s in end.scores()] == [s.total for s in game.scores()]


def test_a_turn_counts_every_city_playing_once_in_7_wonders():
    """7 Wonders: "each player chooses a card ... then all reveal and play" — a turn is the
    round of every city, so after turn 1 each city holds one card, discarded, built or staged."""
    record = played("classic", 4, 2).record()
    one = game_at(record, 1)
    assert [len(hand) for hand in one.hands] == [6] * 4


def test_a_pad_opens_at_a_turn_and_a_change_changes_the_breakdown():
    for game_name, players in [("classic", 3), ("duel", 2), ("architects", 4)]:
        record = played(game_name, players, 3).record()
        middle = max(turn_labels(record)) // 2
        pad = pad_at(record, middle)
        expected = {s.name: s.total for s in game_at(record, middle).scores()}
        assert {p["name"]: p["total"] for p in pad.result["players"]} == expected
        first = pad.players[0]
        if game_name == "architects":
            before = pad.result["players"][0]["total"]
            first.victory_tokens.value = str(int(first.victory_tokens.value or 0) + 2)
            assert pad.result["players"][0]["total"] == before + 2 * 3   # a victory token is 3 points
        else:
            coins = int(first.coins.value or 0)
            first.coins.value = str(coins + 3)
            after = pad.result["players"][0]["categories"]["treasury"]
            assert after == (coins + 3) // 3          # 3 coins are worth 1 point
        assert pad.result["players"][0]["total"] != expected[pad.result["players"][0]["name"]]


def test_a_record_is_read_from_json_a_file_or_a_game(tmp_path):
    game = played("duel", 2, 5, stop=9)
    record = game.record()
    path = tmp_path / "game.json"
    record.save(path)
    assert as_record(record.to_json()) == as_record(str(path)) == as_record(path) == as_record(game) == record
    assert table_at(path, 2) == table_at(record, 2)


@pytest.mark.parametrize(("turn", "why"), [(-1, "0 .the deal. or more"), ("3", "whole number"),
                                           (True, "whole number"), (2.0, "whole number"),
                                           (999, "this record has turns 0 .the deal. to")])
def test_a_turn_that_is_not_one_is_refused_in_words(turn, why):
    record = played("architects", 2, 1, stop=6).record()
    with pytest.raises(ValueError, match=f"^turn: .*{why}"):
        table_at(record, turn)


def test_something_that_is_no_record_is_refused_in_words():
    with pytest.raises(ValueError, match="not a game record"):
        table_at(3.5, 0)
    broken = GameRecord("classic", {"players": 3}, 1, ({"city": 0, "kind": "build", "card": "palace", "left": 0,
                                                    "right": 0},))
    with pytest.raises(InvalidRecord, match="^record: action #1 .* is not legal: .*Palace"):
        table_at(broken, 1)


@pytest.mark.parametrize(("game_name", "players"), GAMES)
def test_a_bot_record_is_a_whole_game_that_replays(game_name, players):
    from wonderlab.lab.tables import bot_record

    record = bot_record(game_name, players, seed=6, bots=("greedy", "random"))
    game = __import__(f"wonderlab.{game_name}.game", fromlist=["Game"]).Game.replay(record)   # checks every action
    assert game.is_over
    assert record.result == {s.name: s.total for s in game.scores()}
    assert bot_record(game_name, players, seed=6, bots=("greedy", "random")) == record
    with pytest.raises(ValueError, match="no bot of"):
        bot_record(game_name, players, bots=("genius",))


def test_duel_turns_are_the_draft_then_counted_from_1_in_each_age():
    """Duel: the wonders are drafted before Age I; then each Age's turns are counted from 1."""
    from wonderlab.core.i18n import set_language
    from wonderlab.lab.tables import bot_record

    record = bot_record("duel", seed=2, bots=("greedy", "random"))
    labels = list(turn_labels(record).values())
    assert labels[:3] == ["deal", "wonders", "I.1"]
    for age in ("I", "II", "III"):
        numbers = [int(label.split(".")[1]) for label in labels if label.split(".")[0] == age]
        assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 10
    set_language("fr")
    try:
        assert list(turn_labels(record).values())[:2] == ["donne", "merveilles"]
    finally:
        set_language("en")

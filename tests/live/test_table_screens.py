"""A table where each human has their own screen (``Table(screens="each")``), the live
classroom's table: each seat decides when its city must, sees only its own hand, pick and
message, and a table rebuilt from its record goes on exactly as it would have."""


import pytest

from wonderlab.table import Table


def _play_out(table, limit=400):
    """Every human confirms their first option whenever they must decide, until the game ends."""
    for _ in range(limit):
        if table.is_over:
            return
        moved = False
        for seat in table.humans:
            with table.at(seat):
                if table.acting() is not None:
                    table.receive({"type": "choose", "index": 0})
                    table.receive({"type": "confirm"})
                    assert table.message == ""
                    moved = True
        assert moved, "no human could move in a game not over"
    raise AssertionError("the game did not end")


def test_two_humans_of_7_wonders_choose_in_the_same_turn_and_the_turn_waits_for_both():
    table = Table("classic", players=3, seed=4, you=[0, 2], screens="each")
    with table.at(0):
        assert table.acting() == (0, 0)
        table.receive({"type": "choose", "index": 0})
        table.receive({"type": "confirm"})
        assert table.acting() is None            # done; the turn waits for seat 2
        assert "turn 1" in table.state()["status"]
    with table.at(2):
        assert table.acting() == (2, 2)
        table.receive({"type": "choose", "index": 0})
        table.receive({"type": "confirm"})
    with table.at(0):
        assert "turn 2" in table.state()["status"]


def test_a_seat_is_never_shown_another_seats_hand_pick_or_message():
    table = Table("classic", players=4, seed=9, you=[0, 1], screens="each")
    with table.at(1):
        table.receive({"type": "choose", "index": 1})
        table.receive({"type": "choose", "index": 999})
        theirs = table.state()
    with table.at(0):
        mine = table.state()
    assert theirs["pick"] == 1 and "999" in theirs["message"]
    assert mine["pick"] is None and mine["message"] == ""
    hands = [sorted(c["key"] for c in table.seat.view(table.game, seat, seat)["hand"]) for seat in (0, 1)]
    assert sorted(c["key"] for c in mine["hand"]) == hands[0] != hands[1]
    assert sorted(c["key"] for c in theirs["hand"]) == hands[1]


@pytest.mark.parametrize(("game", "players", "humans"), [("classic", 3, [0, 1, 2]), ("duel", 2, [0, 1]),
                                                          ("architects", 3, [0, 2])])
def test_humans_at_their_own_screens_play_a_whole_game(game, players, humans):
    table = Table(game, players=players, seed=3, you=humans, screens="each")
    _play_out(table)
    assert table.is_over
    assert len(table.game.winners()) >= 1


def test_a_table_rebuilt_from_its_record_goes_on_exactly_as_the_one_never_stopped():
    """The live server's promise after a restart: the record is the log, the bots' randomness
    comes from the seed and the moves played."""
    whole = Table("classic", players=4, seed=11, you=[0, 1], bots="random", screens="each")
    half = Table("classic", players=4, seed=11, you=[0, 1], bots="random", screens="each")
    for table in (whole, half):
        for _ in range(5):
            for seat in (0, 1):
                with table.at(seat):
                    table.receive({"type": "choose", "index": 0})
                    table.receive({"type": "confirm"})
    rebuilt = Table("classic", players=4, seed=11, you=[0, 1], bots="random", screens="each")
    rebuilt._start(11, half.record())
    assert rebuilt.record() == whole.record()
    _play_out(whole)
    _play_out(rebuilt)
    assert rebuilt.record() == whole.record()


def test_a_bot_plays_for_an_absent_seat_only_when_it_must_decide():
    table = Table("duel", seed=2, you=[0, 1], screens="each")
    first = next(seat for seat in (0, 1) if table.at(seat).__enter__().acting())
    other = 1 - first
    table.viewer = 0
    assert table.play_for(other) is False
    before = len(table.record().actions)
    assert table.play_for(first) is True
    assert len(table.record().actions) > before


def test_a_seat_that_is_not_a_human_cannot_be_served():
    table = Table("classic", players=3, seed=1, you=[0], screens="each")
    with pytest.raises(ValueError, match="you: 2"):
        with table.at(2):
            pass
    with pytest.raises(ValueError, match="screens: 'two'"):
        Table("classic", screens="two")


def test_who_starts_the_next_age_is_offered_by_the_names_the_table_gives_its_players():
    """Source (004, « La fin et le décompte ») : « À la fin d'un Âge, celui qui est mené
    militairement choisit qui commence le suivant. » Found walking through the live class: at a
    table of Ana and Bo the chooser read « Player 1 starts the next Age » and « Player 2 … »,
    not knowing which one was them. The options name the players, in English and French."""
    table = Table("duel", seed=3, you=[0, 1], names=["Ana", "Bo"], screens="each")
    texts = []
    for _ in range(200):
        for seat in (0, 1):
            with table.at(seat):
                if table.acting() is None:
                    continue
                texts = [o["text"] for o in table.state()["options"]]
                if any("next Age" in text for text in texts):
                    chooser = seat
                    break
                table.receive({"type": "choose", "index": 0})
                table.receive({"type": "confirm"})
        if any("next Age" in text for text in texts):
            break
    assert texts == ["Ana starts the next Age", "Bo starts the next Age"]
    with table.at(chooser):
        table.receive({"type": "language", "lang": "fr"})
        assert [o["text"] for o in table.state()["options"]] == ["Ana commence l'Âge suivant",
                                                                 "Bo commence l'Âge suivant"]

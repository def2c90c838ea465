"""A score pad accepts exactly what ``wonderlab score`` accepts (issue 8: "Score pads").

Mutated tables (those of the table fuzz test) are handed to each game's pad: a table the engine
scores is shown and scores the same in the pad, and saved again it scores the same; a table the
engine refuses leaves the pad exactly as it was, with the engine's reason beside the file field.
"""

import html
import random

import pytest
from test_table_fuzz import mutate, starting_tables

from wonderlab.core.jsonfile import UnreadableFile, loads_strict
from wonderlab.games import runner
from wonderlab.widgets import ArchitectsScorePad, DuelScorePad, ScorePad

PADS = {"classic": ScorePad, "duel": DuelScorePad, "architects": ArchitectsScorePad}
PER_GAME = 150


def outcome(result):
    return ([(p["name"], p["total"]) for p in result["players"]], result["winners"], result["result"])


@pytest.mark.parametrize("game", list(PADS))
def test_a_pad_shows_exactly_the_tables_score_accepts(game):
    rng = random.Random(f"pad fuzz {game}")
    tables = starting_tables(game)
    pad = PADS[game]()
    score = runner(game).score_table
    tally = {True: 0, False: 0}
    for _ in range(PER_GAME):
        try:
            data = loads_strict(mutate(rng.choice(tables), rng).decode("utf-8"))
        except (UnreadableFile, UnicodeDecodeError):
            continue
        try:
            expected = score(data)
        except ValueError as error:
            expected, reason = None, str(error)
        before = pad.table()
        shown = pad.set_table(data)
        tally[shown] += 1
        assert shown == (expected is not None), (data, pad.file_message.value)
        if shown:
            assert pad.error is None and outcome(pad.result) == outcome(expected)
            assert outcome(score(pad.table())) == outcome(expected)       # what Save would write
        else:
            assert pad.table() == before
            assert (reason[:40] in pad.file_message.value.replace("&#x27;", "'").replace("&quot;", '"')
                    or "not a" in pad.file_message.value)
    assert tally[True] > PER_GAME // 20 and tally[False] > PER_GAME // 4, tally


@pytest.mark.parametrize("game", list(PADS))
def test_a_pad_opened_on_a_table_makes_that_tables_fields_only_and_a_refused_one_leaves_the_example(game, monkeypatch):
    """A pad given a table shows it without filling in the example first (each field a widget
    the notebook's page receives); a table the engine refuses leaves the example, with the reason."""
    from wonderlab.widgets import pad as pads

    made = []
    entry = pads.PlayerEntry.__init__
    monkeypatch.setattr(pads.PlayerEntry, "__init__", lambda self, *a: made.append(1) or entry(self, *a))
    pad_class = PADS[game]
    table = starting_tables(game)[-1]
    pad = pad_class(table)
    assert len(made) == len(table["players"]) and outcome(pad.result) == outcome(runner(game).score_table(table))
    refused = {**table, "players": [{**table["players"][0], "coins": -4}, *table["players"][1:]]}
    with pytest.raises(ValueError) as error:
        runner(game).score_table(refused)
    made.clear()
    pad = pad_class(refused)
    assert len(made) == len(pad_class.EXAMPLE["players"]), made
    assert outcome(pad.result) == outcome(runner(game).score_table(pad_class.EXAMPLE))
    assert str(error.value) in html.unescape(pad.file_message.value), pad.file_message.value

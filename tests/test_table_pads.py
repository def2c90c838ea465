"""A score pad accepts exactly what ``wonderlab score`` accepts (issue 8: "Score pads").

Mutated tables (those of the table fuzz test) are handed to each game's pad: a table the engine
scores is shown and scores the same in the pad, and saved again it scores the same; a table the
engine refuses leaves the pad exactly as it was, with the engine's reason beside the file field.
"""

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

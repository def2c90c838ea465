"""Thousands of mutated table files through ``wonderlab score``: exit 0 or 2, never a traceback,
a refusal in one line (issue 8: "a table fuzz test").

Each game starts from tables written from finished random games (every player count), then
mutates them: fields deleted, duplicated (also as duplicate JSON keys), retyped, set to huge,
negative or fractional numbers, to unknown or foreign names, to deeply nested values, escapes
and lone surrogates, and the file's bytes flipped or cut. ``wonderlab.cli.main`` runs in-process.
The exit-code tallies are printed (``pytest -s``) and checked to cover both outcomes.
"""

import contextlib
import io
import json
import os
import random
import tempfile
from pathlib import Path

import pytest
from test_table_properties import (
    architects_table,
    classic_table,
    duel_table,
    finished_architects,
    finished_classic,
    finished_duel,
)

from wonderlab.cli import main

PER_GAME = 2000
NAMES = ["Loom", "Glassworks", "Strategists Guild", "Scientists Guild", "Gizah", "Olympia", "Babylon",
         "The Great Library", "Law", "Zeus", "Astarte", "Greek Grand Temple", "Culture", "Ephesus",
         "blue_2_cat", "science_gear", "Atlantis", "Free City", "Ana", "Ana ", "A\x1b[31m", "\u200b",
         "Bibliothèque", "x" * 300]


def weird_value(rng):
    roll = rng.randrange(18)
    if roll == 0:
        return None
    if roll == 1:
        return rng.choice([True, False])
    if roll == 2:
        return rng.choice([0, 1, 2, 3, 5, 6, 7, 9, 20, 21])
    if roll == 3:
        return rng.choice([-1, -7, -9, -10, -10**15])
    if roll == 4:
        return rng.choice([10**15, 10**15 + 1, 2**63, 10**30])
    if roll == 5:
        return rng.choice([0.5, 1.0, 3.0, -1.0, 1e300])
    if roll == 6:
        return rng.choice(["", " ", "A", "B", "a", "1", "true"])
    if roll in (7, 8, 9):
        return rng.choice(NAMES)
    if roll == 10:
        return []
    if roll == 11:
        return {}
    if roll == 12:
        return [rng.choice(NAMES) for _ in range(rng.randrange(1, 8))]
    if roll == 13:
        return {rng.choice(NAMES): rng.choice([1, 2, -1, "x"])}
    if roll == 14:
        value = 1
        for _ in range(rng.choice([5, 31, 40])):
            value = [value] if rng.random() < 0.5 else {"a": value}
        return value
    if roll == 15:
        return [1, 2, 3, 4, 5, 6] if rng.random() < 0.5 else [1, 1]
    if roll == 16:
        return list(range(rng.randrange(30)))
    return "\ud800"


def places(data):
    """Every (container, key) of a JSON value, containers included."""
    found, stack = [], [data]
    while stack:
        item = stack.pop()
        keys = list(item) if isinstance(item, dict) else range(len(item)) if isinstance(item, list) else ()
        for key in keys:
            found.append((item, key))
            stack.append(item[key])
    return found


def mutate(table, rng):
    """A mutated copy of ``table``, as the bytes of a file."""
    data = json.loads(json.dumps(table))
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        spots = places(data)
        if not spots:
            break
        container, key = rng.choice(spots)
        roll = rng.randrange(7)
        if roll == 0:
            del container[key]
        elif roll in (1, 2, 3):
            container[key] = weird_value(rng)
        elif roll == 4 and isinstance(container, list):
            container.append(json.loads(json.dumps(container[key])))
        elif roll == 4:
            container[rng.choice(NAMES + ["coin", "notes", "free_city", "chambers"])] = weird_value(rng)
        elif roll == 5 and isinstance(container[key], list | dict) and container[key]:
            inner = container[key]
            target = rng.choice(list(inner) if isinstance(inner, dict) else range(len(inner)))
            inner[target] = weird_value(rng)
        else:
            data = weird_value(rng) if rng.random() < 0.1 else data
    text = json.dumps(data, ensure_ascii=rng.random() < 0.5)
    roll = rng.random()
    if roll < 0.05 and '"coins": ' in text:
        text = text.replace('"coins": ', '"coins": 1, "coins": ', 1)
    raw = text.encode("utf-8", "surrogatepass")
    if 0.05 <= roll < 0.15 and raw:
        raw = bytearray(raw)
        for _ in range(rng.randrange(1, 4)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        raw = bytes(raw)
    elif 0.15 <= roll < 0.2:
        raw = raw[:rng.randrange(len(raw) + 1)]
    return raw


def starting_tables(game):
    if game == "classic":
        return [classic_table(finished_classic(n, seed)) for n in range(2, 8) for seed in range(3)]
    if game == "duel":
        return [duel_table(finished_duel(seed)) for seed in range(12)]
    return [architects_table(finished_architects(n, seed)) for n in range(2, 8) for seed in range(2)]


@pytest.fixture
def folder(tmp_path):
    """A folder in memory when the system has one: thousands of small writes stay quick."""
    if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
        with tempfile.TemporaryDirectory(dir="/dev/shm") as name:
            yield Path(name)
    else:
        yield tmp_path


@pytest.mark.parametrize("game", ["classic", "duel", "architects"])
def test_mutated_tables_exit_0_or_2_with_one_line(game, folder):
    rng = random.Random(f"table fuzz {game}")
    tables = starting_tables(game)
    path = folder / "table.json"
    tally = {}
    for number in range(PER_GAME):
        raw = mutate(rng.choice(tables), rng)
        path.write_bytes(raw)
        out, err = io.StringIO(), io.StringIO()
        options = ["--json"] if number % 2 else []
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(["score", str(path), *options])
            except Exception as error:                    # a traceback: show the file that made it
                pytest.fail(f"{type(error).__name__}: {error} on {raw[:300]!r}")
        tally[code] = tally.get(code, 0) + 1
        assert code in (0, 2), raw[:300]
        if code == 2:
            message = err.getvalue()
            assert message.startswith("wonderlab score: ") and message.count("\n") == 1, message
            assert out.getvalue() == "" and len(message) < 500, message
            assert "\x1b" not in message
        else:
            assert err.getvalue() == "" and "\x1b" not in out.getvalue()
    print(f"\n{game}: {PER_GAME} mutated tables, exit codes {dict(sorted(tally.items()))}")
    assert tally.get(0, 0) > PER_GAME // 20 and tally.get(2, 0) > PER_GAME // 2

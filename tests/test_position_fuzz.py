"""Positions fuzzed on each surface (issue 40): random, seeded mutations of the three worked
examples, as a JSON object, as JSON text and as typed text. Whatever the mutation, the answer is
a game or one line naming the field (a JSON path, ``line N``, ``seen N`` or the name a player
was typed with): never a traceback, never a second line."""

import copy
import importlib
import json
import random
import re
from pathlib import Path

import pytest

from wonderlab.core.position import InvalidPosition

EXAMPLES = Path(__file__).parent.parent / "docs" / "examples" / "positions"
GAMES = {"classic": ("classic-age2-turn3.txt", 0), "duel": ("duel-age1.txt", 1), "architects": ("architects-3p.txt", 0)}
VALUES = [None, True, False, -1, 0, 1, 2, 7, 99, 10**12, 10**20, 2.5, float("nan"), "", "x", "-", "Ana", "\ud800",
          [], {}, ["x"], [1, "a"], [[1]], [None], {"a": 1}, [2, 5, 2]]
MUTATIONS = 1000


def game_class(kind):
    return importlib.import_module(f"wonderlab.{kind}.game").Game


def example(kind):
    name, seat = GAMES[kind]
    text = (EXAMPLES / name).read_text()
    return text, game_class(kind).from_position(text, seed=1).position(seat).to_json()


def paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from paths(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from paths(child, (*path, index))


def mutated_object(data, rng):
    data = copy.deepcopy(data)
    for _ in range(rng.choice((1, 1, 2, 3))):
        path = rng.choice([p for p in paths(data) if p])
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        action = rng.random()
        if action < 0.7:
            parent[path[-1]] = copy.deepcopy(rng.choice(VALUES))
        elif action < 0.85:
            del parent[path[-1]]
        elif isinstance(parent, list):
            parent.append(copy.deepcopy(parent[path[-1]]))
        else:
            parent[rng.choice(["colour", "seats", "Turn"])] = 1
    return data


def mutated_json_text(data, rng):
    text = json.dumps(data, ensure_ascii=False)
    for _ in range(rng.choice((1, 2))):
        at = rng.randrange(len(text))
        piece = rng.choice(['"', "{", "[", "]", ",", "1" * 30, '"coins": 1, "coins": 2', "[" * 40, "-", "\\u"])
        text = text[:at] + piece + text[at + rng.choice((0, 1)):]
    return text


def mutated_typed_text(text, rng):
    lines = text.splitlines()
    for _ in range(rng.choice((1, 2))):
        n = rng.randrange(len(lines))
        items = lines[n].split(";")
        k = rng.randrange(len(items))
        change = rng.random()
        if change < 0.3:
            items[k] = re.sub(r"\d+", lambda m: rng.choice(["-3", "0", "99", "x", "1" * 25, ""]), items[k])
        elif change < 0.5:
            del items[k]
        elif change < 0.7:
            items[k] = rng.choice([" colour red", " -", " seen 9", " cat", " wonders left", " looting 2 2", ":"])
        elif change < 0.85:
            lines.insert(n, rng.choice(["seen 1: -", "hand: Baths", "Zed: Gizah A", "row 9: ?", "decks: -", "x"]))
            continue
        else:
            lines.pop(n)
            continue
        lines[n] = ";".join(items)
    return "\n".join(lines)


def said_in_one_line_naming(error, data, text=""):
    """The refusal is one line whose start names a field of the position, a line, or a player."""
    said = str(error)
    assert "\n" not in said and "Traceback" not in said, said
    field = said.split(": ", 1)[0]
    module = importlib.import_module(f"wonderlab.{data['game']}.position")
    roots = {*module.FIELDS, *getattr(module, "PLAYER_FIELDS", ()), "position", "game", "structure", "row"}
    names = {line.split(":", 1)[0].strip() for line in text.splitlines()[1:]}
    root = re.split(r"[.\[ ]", field, maxsplit=1)[0]
    assert root in roots or field.startswith(("line ", "seen ")) or root in names \
        or field.split(":")[0] in names or "unknown field" in said or "JSON" in said, f"{said!r} names no field"


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_mutated_json_object_is_a_game_or_one_line_naming_the_field(kind):
    text, data = example(kind)
    rng, refused = random.Random(f"object {kind}"), 0
    for _ in range(MUTATIONS):
        try:
            game_class(kind).from_position(mutated_object(data, rng), seed=1)
        except InvalidPosition as error:
            said_in_one_line_naming(error, data)
            refused += 1
    assert refused > MUTATIONS // 2            # the mutations do break positions


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_mutated_json_text_is_a_game_or_one_line_naming_the_field(kind):
    text, data = example(kind)
    rng, refused = random.Random(f"json {kind}"), 0
    for _ in range(MUTATIONS):
        try:
            game_class(kind).from_position(mutated_json_text(data, rng), seed=1)
        except InvalidPosition as error:
            said_in_one_line_naming(error, data)
            refused += 1
    assert refused > MUTATIONS // 2


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_mutated_typed_text_is_a_game_or_one_line_naming_the_line(kind):
    text, data = example(kind)
    rng, refused = random.Random(f"text {kind}"), 0
    for _ in range(MUTATIONS):
        typed = mutated_typed_text(text, rng)
        try:
            game_class(kind).from_position(typed, seed=1)
        except InvalidPosition as error:
            said_in_one_line_naming(error, data, typed)
            assert not re.match(r"(players|seen)\[", str(error)), f"a JSON path for typed text: {error}"
            refused += 1
    assert refused > MUTATIONS // 3

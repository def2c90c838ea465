"""Result codes: plain text that round-trips exactly; an edited, cut or foreign code is refused
with the reason, and no input ever makes reading or checking raise anything else."""

import base64
import json
import random
import zlib

import pytest

from wonderlab.classroom.codes import _checksum, make_code, read_code
from wonderlab.classroom.session import GAMES, PLAYERS, InvalidCode, new_session
from wonderlab.classroom.student import moves_of
from wonderlab.classroom.verify import check, replay_code

from .helpers import random_student


def forge(session, payload):
    """A code with a valid checksum around any payload: the checksum is no secret, so whatever
    is inside must still be checked."""
    raw = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = base64.b32encode(packer.compress(raw) + packer.flush()).decode().rstrip("=")
    return f"WL2.{session.compact}.{body}.{_checksum(session.compact, body)}"


@pytest.mark.parametrize("game", GAMES)
def test_codes_round_trip_exactly_over_many_seeds(game):
    """Property: over many seeded sessions and random students, the code holds exactly the
    student's moves, and replaying it gives the very game the student played, bots included."""
    rng = random.Random(game)
    for seed in range(25):
        players = rng.choice(PLAYERS[game])
        session = new_session(game, players, seed=seed, seat=rng.randrange(players),
                              bots=rng.choice(("greedy", "random")))
        widget = random_student(session, f"S{seed}", seed)
        code = widget.view["result"]["code"]
        record = widget.record()
        assert read_code(code).moves == tuple(moves_of(session, record))
        assert read_code(code).name == f"S{seed}"
        verified = replay_code(session, code)
        sheet = widget.game.scores()[session.seat]
        assert verified.categories == dict(sheet.categories)
        assert [m.entry for m in verified.moves] == moves_of(session, record)


def test_a_finished_seven_player_game_code_stays_under_1000_characters():
    for seed in range(6):
        for game in ("classic", "architects"):
            session = new_session(game, 7, seed=seed, seat=seed)
            code = random_student(session, "Maximilian-Alexandre", seed).view["result"]["code"]
            assert len(code) < 1000, (game, seed, len(code))
    duel = random_student(new_session("duel", seed=1), "Ana", 1).view["result"]["code"]
    assert len(duel) < 1000


@pytest.fixture(scope="module")
def session_and_code():
    session = new_session("classic", players=3, seed=5)
    return session, random_student(session, "Ana", 5).view["result"]["code"]


def test_every_edited_character_is_refused_by_the_checksum(session_and_code):
    session, code = session_and_code
    rng = random.Random(1)
    for position in rng.sample(range(5, len(code)), 60):
        if code[position] == ".":
            continue
        other = "A" if code[position] != "A" else "B"
        with pytest.raises(InvalidCode, match="checksum does not match|not one of|cut short|belongs"):
            replay_code(session, code[:position] + other + code[position + 1:])


def test_a_truncated_code_is_refused(session_and_code):
    session, code = session_and_code
    for cut in (5, 10, len(code) // 2, len(code) - 1):
        with pytest.raises(InvalidCode, match="cut short|checksum does not match"):
            replay_code(session, code[:cut])


def test_a_code_of_another_session_is_refused_naming_both(session_and_code):
    session, code = session_and_code
    other = new_session("classic", players=3, seed=6)
    with pytest.raises(InvalidCode, match=f"belongs to session {session.code}, not to session {other.code}"):
        replay_code(other, code)


def test_line_breaks_and_spaces_from_a_chat_are_ignored(session_and_code):
    session, code = session_and_code
    wrapped = "\n".join(code[i:i + 70] for i in range(0, len(code), 70))
    assert replay_code(session, "  " + wrapped + " \n").total == replay_code(session, code).total


@pytest.mark.parametrize("payload, words", [
    ([1, 2], "expected a name, moves"), ({"name": "Ana"}, "expected a name, moves"),
    ({"name": 7, "moves": [], "attempt": 1, "hints": False}, "name: type your name first"),
    ({"name": "A\x00na", "moves": [], "attempt": 1, "hints": False}, "letters, digits, spaces"),
    ({"name": "x" * 41, "moves": [], "attempt": 1, "hints": False}, "at most 40"),
    ({"name": "Ana", "moves": "build", "attempt": 1, "hints": False}, "expected a list of moves"),
    ({"name": "Ana", "moves": [1], "attempt": 1, "hints": False}, "expected a list of moves"),
    (b"\xff\xfe", "not readable"), (b'{"name": "Ana", "name": "Bo", "moves": [], "attempt": 1, "hints": false}', "appears twice"),
    (b"{" * 5000, "not readable")])
def test_a_code_with_a_sound_checksum_but_bad_content_is_refused(payload, words):
    session = new_session("classic", players=3, seed=5)
    with pytest.raises(InvalidCode, match=words):
        replay_code(session, forge(session, payload))


def test_a_deflate_bomb_is_refused_without_inflating_it():
    session = new_session("classic", players=3, seed=5)
    with pytest.raises(InvalidCode, match="too large"):
        read_code(forge(session, b" " * 10_000_000))


def test_moves_that_do_not_replay_are_refused_with_the_engines_reason(session_and_code):
    session, code = session_and_code
    moves = list(read_code(code).moves)
    illegal = dict(moves[0], card="palace")
    cases = [
        (moves[:5], "stops after 5 of the student's moves"),
        (moves + [moves[-1]], "1 moves are left over"),
        ([illegal, *moves[1:]], r"move 1 \(.*palace.*\) is not legal"),
        ([dict(moves[0], city=2), *moves[1:]], "move 1 is for city 2, but city 0 was to play"),
        ([{"city": 0, "kind": "steal"}, *moves[1:]], "move 1 .* is not legal: kind: 'steal'"),
        ([{"city": 0, "kind": "build", "card": 3, "left": 0, "right": 0}], "card: expected a text"),
    ]
    for forged_moves, words in cases:
        forged = forge(session, {"name": "Eve", "moves": forged_moves, "attempt": 1, "hints": False})
        with pytest.raises(InvalidCode, match=words):
            replay_code(session, forged)


def test_garbage_of_every_kind_never_escapes_as_anything_but_a_refusal():
    """Fuzz: random text, random bytes as text, mutations and forged JSON moves, all through
    ``check``: each is refused with a reason, nothing raises."""
    session = new_session("duel", seed=2)
    good = random_student(session, "Ana", 2).view["result"]["code"]
    moves = list(read_code(good).moves)
    rng = random.Random(7)
    samples = [None, 3, b"WL2.", "WL2...", "WL2." * 3, "wl1.x.y.z", "\x00" * 30, "WL2." + "A" * 30000]
    for _ in range(150):
        kind = rng.randrange(4)
        if kind == 0:
            samples.append("".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randrange(1, 80))))
        elif kind == 1:
            cut = rng.randrange(len(good))
            mutated = good[:cut] + chr(rng.randrange(33, 127)) + good[cut + 1:]
            samples.append(mutated if mutated != good else good[:cut])
        elif kind == 2:
            entry = dict(rng.choice(moves))
            key = rng.choice(list(entry))
            entry[key] = rng.choice([None, -1, 10**9, "", [], {}, True, 2.5, "x" * 300])
            forged = list(moves)
            forged[rng.randrange(len(forged))] = entry
            samples.append(forge(session, {"name": "Eve", "moves": forged}))
        else:
            samples.append(forge(session, {"name": "Eve", "moves": rng.sample(moves, len(moves))}))
    board = check(session, samples)
    assert len(board.refused) == len(samples)
    assert all(r.reason and "\n" not in r.reason for r in board.refused)
    assert board.results == []


def test_a_code_is_plain_text_that_names_the_student():
    session = new_session("architects", players=3, seed=1)
    code = make_code(session, "  Zoé   Martin ", [])
    assert code.isascii() and code.isprintable() and " " not in code
    assert read_code(code).name == "Zoé Martin"

"""Issue 12: the forum game file is never lost or half written, two commands at once cannot both
win, a file edited by hand into something the game cannot be is refused (one line, exit 2) and
left as it was; hidden information stays hidden."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from wonderlab.forum import gamefile
from wonderlab.forum.gamefile import locked

from .kit import moves_in, ok, refused

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def game(tmp_path):
    path = tmp_path / "game.json"
    ok("new", path, "--game", "classic", "--players", "Ana,Bo,Cy,Dan", "--seed", 5, "--sides", "A")
    return path


def _play_first(path, player, prefix=""):
    move = next(m for m in moves_in(ok("hand", path, player)) if m.startswith(prefix))
    return move, ok("play", path, player, move)


def test_new_never_replaces_a_game_unless_forced(game):
    before = game.read_bytes()
    line = refused("new", game, "--game", "classic", "--players", "X,Y,Z")
    assert "exists already" in line and game.read_bytes() == before
    ok("new", game, "--game", "duel", "--players", "X,Y", "--force")
    assert json.loads(game.read_text())["game"] == "duel"


def test_writes_leave_no_temporary_file_and_no_lock_file_behind(game):
    """Issue 22: the lock is removed when the command ends."""
    _play_first(game, "Ana")
    assert sorted(p.name for p in game.parent.iterdir()) == ["game.json"]


def _edit(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


BROKEN = {
    "not JSON": (lambda p: p.write_text("{ oops"), "malformed JSON"),
    "format": (lambda p: _edit(p, lambda d: d.update(format="7w/9")), "format"),
    "seed": (lambda p: _edit(p, lambda d: d.update(seed="five")), "seed"),
    "names": (lambda p: _edit(p, lambda d: d.update(names=["Ana", "ana", "Cy", "Dan"])), "names"),
    "an illegal action": (lambda p: _edit(p, lambda d: d["actions"][0].update(card="palace")), "actions"),
    "turns": (lambda p: _edit(p, lambda d: d.update(turns=[2])), "turns"),
    "a choice for another seat": (lambda p: _edit(p, lambda d: d["chosen"]["Bo"]["entry"].update(city=3)), "chosen.Bo"),
    "an unknown player": (lambda p: _edit(p, lambda d: d["chosen"].update(Zed=d["chosen"]["Bo"])), "Zed"),
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_file_broken_by_hand_is_refused_with_the_field_and_left_as_it_was(game, case):
    for player in ("Ana", "Bo", "Cy", "Dan"):
        _play_first(game, player)                      # turn 1 resolved
    _play_first(game, "Bo")                            # one choice collected for turn 2
    damage, field = BROKEN[case]
    damage(game)
    broken = game.read_bytes()
    for argv in (("status", game), ("hand", game, "Ana"), ("play", game, "Ana", "discard Altar"),
                 ("post", game), ("undo", game), ("board", game, "--out", game.parent / "t.svg")):
        line = refused(*argv)
        assert field in line, line
        assert game.read_bytes() == broken
    assert not (game.parent / "t.svg").exists()


def test_a_command_waits_for_the_lock_then_gives_up_without_writing(game, monkeypatch):
    monkeypatch.setattr(gamefile, "LOCK_WAIT", 0.2)
    before = game.read_bytes()
    move = moves_in(ok("hand", game, "Ana"))[0]
    with locked(game):
        line = refused("play", game, "Ana", move)
    assert "another command is changing this game" in line
    assert game.read_bytes() == before
    assert "Ana's move for turn 1 is recorded" in ok("play", game, "Ana", move)


def test_four_players_sending_at_once_are_all_recorded(game):
    moves = {p: moves_in(ok("hand", game, p))[0] for p in ("Ana", "Bo", "Cy", "Dan")}
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    runs = [subprocess.Popen([sys.executable, "-m", "wonderlab", "forum", "play", str(game), p, m],
                             env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for p, m in moves.items()]
    outputs = [run.communicate(timeout=60) for run in runs]
    assert [run.returncode for run in runs] == [0, 0, 0, 0], outputs
    assert sum("is resolved" in out for out, _ in outputs) == 1
    data = json.loads(game.read_text())
    assert data["turns"] == [4] and data["chosen"] == {}
    assert sorted(entry["city"] for entry in data["actions"]) == [0, 1, 2, 3]


def test_a_changed_move_replaces_the_first_and_nobody_sees_either(game):
    hand = ok("hand", game, "Ana")
    first, second = moves_in(hand)[:2]
    assert "Ana's move for turn 1 is recorded; waiting for Bo, Cy, Dan." in ok("play", game, "Ana", first)
    assert "Ana's move for turn 1 is changed" in ok("play", game, "Ana", second)
    status = ok("status", game)
    assert "chosen: Ana" in status and first not in status and second not in status
    assert f"Your move this turn: `{second}`" in ok("hand", game, "Ana")
    assert "Your move this turn" not in ok("hand", game, "Bo")


def test_the_post_keeps_wonder_and_discarded_cards_secret_and_hands_stay_private(tmp_path):
    from wonderlab.forum.gamefile import GameFile

    path = tmp_path / "game.json"
    ok("new", path, "--game", "classic", "--players", "Ana,Bo,Cy", "--seed", 5, "--sides", "A")
    table = GameFile.load(path)
    game = table.game_at()
    stage = next((a for c in range(3) for a in game.legal_actions(c) if a.kind == "stage"), None)
    hidden = []
    for seat, player in enumerate(("Ana", "Bo", "Cy")):
        legal = game.legal_actions(seat)
        action = stage if stage is not None and stage in legal else next(a for a in legal if a.kind == "discard")
        hidden.append(action.card.name)
        out = ok("play", path, player, action.notation)
    assert "is resolved" in out
    post = ok("post", path) + ok("post", path, "--bbcode")
    for name in hidden:
        assert name not in post
    assert post.count("discarded a card") + post.count("of the wonder") == 6
    ana = ok("hand", path, "Ana")
    ana_cards = {c.name for c in GameFile.load(path).game_at().hand(0)}
    for card in GameFile.load(path).game_at().hand(1):
        if card.name not in ana_cards:
            assert f"**{card.name}**" not in ana


def test_shuffle_seats_the_players_at_random_from_the_seed(tmp_path):
    seatings = set()
    for seed in range(6):
        path = tmp_path / f"g{seed}.json"
        ok("new", path, "--game", "architects", "--players", "Ana,Bo,Cy,Dan,Eve", "--seed", seed, "--shuffle")
        names = json.loads(path.read_text())["names"]
        assert sorted(names) == ["Ana", "Bo", "Cy", "Dan", "Eve"]
        seatings.add(tuple(names))
        again = tmp_path / f"again{seed}.json"
        ok("new", again, "--game", "architects", "--players", "Ana,Bo,Cy,Dan,Eve", "--seed", seed, "--shuffle")
        assert json.loads(again.read_text())["names"] == names        # the same seed, the same seats
    assert len(seatings) > 1


def test_a_lock_left_by_a_crashed_command_does_not_block_the_game(game):
    """Issue 22: the soft lock names its process; a lock whose process is gone is taken over."""
    crash = ("import os, sys; from wonderlab.forum.gamefile import locked; "
             "cm = locked(sys.argv[1]); cm.__enter__(); os._exit(9)")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-c", crash, str(game)], env=env, timeout=60, check=False)
    assert (game.parent / "game.json.lock").exists()
    move = moves_in(ok("hand", game, "Ana"))[0]
    assert "Ana's move for turn 1 is recorded" in ok("play", game, "Ana", move)
    assert sorted(p.name for p in game.parent.iterdir()) == ["game.json"]

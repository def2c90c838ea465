"""Issue 42: the forum game master plays Duel with Pantheon and with Agora: ``forum new
--pantheon`` / ``--agora`` records the expansion in the game file, players type the expansion's
moves as their hand messages print them (``Rite``, ``SenateAction``, ``Plot``, ``RecruitAction``,
``PrepareAction`` notations), a bad one is refused in one line, posts tell the Pantheon's and the
Senate's public state, and no post, answer or other player's message names a Divinity seated face
down or a Conspiracy kept or prepared before it is shown (``duel/shared.py``)."""

import json
import random
import re

import pytest

from wonderlab.duel.game import _WONDER_LIST as WONDERS
from wonderlab.duel.game import Game
from wonderlab.duel.shared import secret
from wonderlab.forum import master
from wonderlab.forum.expansions import public_lines
from wonderlab.forum.gamefile import ForumError, GameFile

from .kit import forum, moves_in, ok, refused, totals_in, waiting_in

NAMES = ["Ana", "Bo"]
LIKED = {"Rite", "SenateAction", "Plot", "RecruitAction", "PrepareAction"}


def secrets_of(engine, seat):
    """The names of ``seat``'s secrets the other player may not see now."""
    found = set()
    for index, (who, action) in enumerate(engine._actions):
        if who == seat and secret(engine, index, 1 - seat) is not None:
            found.add(action.divinity.label if action.kind == "place"
                      else (action.conspiracy if action.kind == "keep" else action.token).label)
    return found


def named(text, labels):
    """The ``labels`` that ``text`` names (a wonder's name, The Statue of Zeus, is not Zeus)."""
    for wonder in WONDERS:
        text = text.replace(wonder.label, "")
    return {label for label in labels if re.search(rf"\b{re.escape(label)}\b", text)}


@pytest.mark.parametrize("expansion", ["pantheon", "agora"])
def test_a_whole_forum_game_of_each_expansion_ends_with_the_engines_scores_and_tells_no_secret(tmp_path, expansion):
    path = tmp_path / "game.json"
    out = ok("new", path, "--game", "duel", "--players", "Ana,Bo", f"--{expansion}", "--seed", 11)
    assert out.startswith("New 7 Wonders Duel + ")
    assert json.loads(path.read_text())["options"][expansion] is True        # the game file records it
    engine = Game(seed=11, names=NAMES, **{expansion: True})
    rng = random.Random(expansion)
    kinds, refusals, hidden_seen, final = set(), 0, 0, None
    for _ in range(600):
        status = ok("status", path)
        if "game is over" in status:
            break
        player = waiting_in(status)[0]
        seat = NAMES.index(player)
        hand = ok("hand", path, player)
        other_hand = ok("hand", path, NAMES[1 - seat])
        for who, text in ((seat, hand), (1 - seat, other_hand)):     # a message names none of the other's secrets
            assert not named(text, secrets_of(engine, 1 - who) - secrets_of(engine, who)), text
        moves = moves_in(hand)
        assert moves and [a.notation for a in engine.legal_actions(seat)] == moves
        if rng.random() < 0.1:
            line = refused("play", path, player, rng.choice(["activate Nobody", "place Zeus on 9", "place 9",
                                                              "trigger Nothing", "recruit Caesar"]))
            assert line.startswith("wonderlab forum play: ") and GameFile.load(path).actions == [
                {"seat": s, **a.to_json()} for s, a in engine._actions]
            refusals += 1
        liked = [a.notation for a in engine.legal_actions(seat)     # the expansion's own moves, often
                 if a.__class__.__name__ in LIKED and a.kind != "done"]
        plots = [m for m in liked if m.split()[0] in ("conspire", "keep", "prepare", "recruit")]
        move = rng.choice(plots if plots and rng.random() < 0.7 else liked if liked and rng.random() < 0.5 else moves)
        out = ok("play", path, player, move.upper() if rng.random() < 0.3 else move)
        action = engine.parse(seat, move)
        engine.play(seat, action)
        kinds.add(action.kind)
        assert "is resolved" in out
        hidden = secrets_of(engine, 0) | secrets_of(engine, 1)
        hidden_seen += bool(hidden)
        assert not named(out, hidden), out                # the answer and the post are public
        assert not named(ok("post", path), hidden)
        final = out
    else:
        raise AssertionError("the game did not end")
    assert engine.is_over and totals_in(final) == {s.name: s.total for s in engine.scores()}
    assert refusals > 0 and hidden_seen > 0, kinds
    if expansion == "pantheon":
        assert {"place", "activate"} <= kinds
        assert "**Pantheon:**" in final
    else:
        assert {"place", "conspire", "keep", "prepare"} <= kinds, kinds
        assert "**Senate (influence cubes Ana–Bo" in final


def played_until(game, kinds, rng):
    """Play random moves until the last one is of one of ``kinds``."""
    while not game.is_over:
        seat = game.current
        action = rng.choice(game.legal_actions(seat))
        game.play(seat, action)
        if action.kind in kinds:
            return seat, action
    raise AssertionError("not met")


def test_a_post_says_a_face_down_divinity_by_its_mythology_until_age_two_reveals_it(tmp_path):
    path = tmp_path / "game.json"
    master.new(path, "duel", NAMES, seed=4, expansion="pantheon")
    table = GameFile.load(path)
    game = table.game_at()
    seat, action = played_until(game, {"place"}, random.Random(1))
    table.actions = [{"seat": s, **a.to_json()} for s, a in game._actions]
    table.turns = list(range(1, len(table.actions) + 1))
    table.save(path)
    post = master.post(path)
    mythology = {"greek": "Greek", "egyptian": "Egyptian", "mesopotamian": "Mesopotamian",
                 "phoenician": "Phoenician", "roman": "Roman"}[action.divinity.mythology]
    assert f"{NAMES[seat]}: Place a Divinity of the {mythology} Mythology face down on space {action.space}" in post
    assert action.divinity.label not in post
    assert f"- space {action.space}: a {mythology} Divinity, face down" in post
    assert f"Your face-down Divinity: {action.divinity.label} on space {action.space}" in master.hand(path, NAMES[seat])
    rng = random.Random(2)
    while game.age < 2:
        game.play(game.current, rng.choice(game.legal_actions(game.current)))
    table = GameFile.load(path)
    table.actions = [{"seat": s, **a.to_json()} for s, a in game._actions]
    table.turns = list(range(1, len(table.actions) + 1))
    table.save(path)
    turn = next(i for i, (_s, a) in enumerate(game._actions) if a is action) + 1     # a decision a turn
    assert f"Place {action.divinity.label} ({mythology}) face down" in master.post(path, turn)   # revealed now


def test_a_new_game_with_an_expansion_other_than_duels_is_refused_in_one_line(tmp_path):
    assert refused("new", tmp_path / "a.json", "--game", "classic", "--players", "Ana,Bo,Cy", "--agora") == (
        "wonderlab forum new: --agora: only 7 Wonders Duel has Pantheon and Agora, one at a time (game: classic)")
    assert not (tmp_path / "a.json").exists()
    code = refused("new", tmp_path / "b.json", "--game", "duel", "--players", "Ana,Bo", "--agora", "--pantheon")
    assert "--pantheon" in code and not (tmp_path / "b.json").exists()
    with pytest.raises(ForumError, match="^--senate: only 7 Wonders Duel"):
        GameFile.new("duel", NAMES, 1, expansion="senate")
    out = ok("--lang", "fr", "new", tmp_path / "c.json", "--game", "duel", "--players", "Ana,Bo", "--pantheon")
    assert out.startswith("Nouvelle partie de 7 Wonders Duel + Panthéon")


def test_the_senate_post_says_cubes_control_and_decrees_face_up_only(tmp_path):
    path = tmp_path / "game.json"
    master.new(path, "duel", NAMES, seed=9, expansion="agora")
    game = GameFile.load(path).game_at()
    lines = public_lines(game, NAMES)
    chambers = [line for line in lines if line.startswith("- Chamber ")]
    assert len(chambers) == 6 and all("0–0, nobody controls it" in line for line in chambers)
    face_down = [line for line in chambers if line.endswith("Decree: face down")]
    assert len(face_down) == sum(game.senate.face_up[d] is False for stack in game.senate.decrees for d in stack)


def test_a_missing_players_move_in_an_expansion_is_the_random_bots_and_another_bot_is_refused(tmp_path):
    """Greedy and search do not play the expansions yet: the game master is told in one line."""
    path = tmp_path / "game.json"
    ok("new", path, "--game", "duel", "--players", "Ana,Bo", "--pantheon")
    assert refused("bot", path, "Ana", "--bot", "greedy") == (
        "wonderlab forum bot: --bot greedy: with Pantheon only the random bot plays so far: use --bot random")
    assert GameFile.load(path).actions == []
    assert "(chosen by the random bot)" in ok("bot", path, "Ana", "--bot", "random")
    assert len(GameFile.load(path).actions) == 1


def test_a_french_post_of_an_expansion_game_writes_french_colons_and_the_senate_in_french(tmp_path):
    path = tmp_path / "game.json"
    ok("new", path, "--game", "duel", "--players", "Ana,Bo", "--agora", "--seed", 2)
    move = moves_in(ok("hand", path, "Ana"))[0]
    out = ok("--lang", "fr", "play", path, "Ana", move)
    assert "\n- Ana\u00a0: Prendre " in out and "\n- Ana: " not in out
    assert "**Sénat (cubes d'influence Ana–Bo ; une Chambre est contrôlée à la majorité stricte) :**" in out
    assert "- Chambre 1 : 0–0, personne ne la contrôle ; Décret : " in out


@pytest.mark.parametrize("expansion", ["pantheon", "agora"])
def test_the_board_of_an_expansion_game_is_drawn_or_refused_in_one_line(tmp_path, expansion):
    """The expansions' boards are another piece of work: until they are drawn, ``forum board``
    says so in one line rather than failing."""
    path = tmp_path / "game.json"
    ok("new", path, "--game", "duel", "--players", "Ana,Bo", f"--{expansion}", "--seed", 3)
    code, out, err = forum("board", path, "--out", tmp_path / "b.svg")
    label = {"pantheon": "Pantheon", "agora": "Agora"}[expansion]
    assert (code, out) == (0, f"Wrote {tmp_path / 'b.svg'}\n") or err == (
        f"wonderlab forum board: the picture of a game with {label} cannot be drawn yet: the posts tell its state\n")

"""Issue 42: the forum game master plays Duel with Pantheon, with Agora and with both: ``forum new
--pantheon`` / ``--agora`` (or both) records the expansions in the game file, players type the expansion's
moves as their hand messages print them (``Rite``, ``SenateAction``, ``Plot``, ``RecruitAction``,
``PrepareAction`` notations), a bad one is refused in one line, posts tell the Pantheon's and the
Senate's public state, and no post, answer or other player's message names a Divinity seated face
down or a Conspiracy kept or prepared before it is shown (``duel/shared.py``). Every bot plays a
missing player's move; ``forum board`` draws the Pantheon and the Senate, their public side only."""

import html
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

from .kit import moves_in, ok, refused, totals_in, waiting_in

NAMES = ["Ana", "Bo"]
EXPANSIONS = {"pantheon": ("pantheon",), "agora": ("agora",), "both": ("pantheon", "agora")}
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
    """The ``labels`` that ``text`` names (a wonder's name, The Statue of Zeus or "the Statue of
    Zeus" in a sentence, is not Zeus)."""
    for wonder in WONDERS:
        text = re.sub(re.escape(wonder.label), "", text, flags=re.IGNORECASE)
    return {label for label in labels if re.search(rf"\b{re.escape(label)}\b", text)}


@pytest.mark.parametrize("expansion", EXPANSIONS)
def test_a_whole_forum_game_of_each_expansion_ends_with_the_engines_scores_and_tells_no_secret(tmp_path, expansion):
    path = tmp_path / "game.json"
    out = ok("new", path, "--game", "duel", "--players", "Ana,Bo", *(f"--{e}" for e in EXPANSIONS[expansion]),
             "--seed", 11)
    assert out.startswith("New 7 Wonders Duel + ")
    options = json.loads(path.read_text())["options"]
    assert [e for e in ("pantheon", "agora") if options.get(e)] == list(EXPANSIONS[expansion])   # the file records them
    engine = Game(seed=11, names=NAMES, **dict.fromkeys(EXPANSIONS[expansion], True))
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
    if "pantheon" in EXPANSIONS[expansion]:
        assert {"place", "activate"} <= kinds
        assert "**Pantheon:**" in final
    if "agora" in EXPANSIONS[expansion]:
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
    master.new(path, "duel", NAMES, seed=4, expansions=("pantheon",))
    table = GameFile.load(path)
    game = table.game_at()
    seat, action = played_until(game, {"place"}, random.Random(1))
    table.actions = [{"seat": s, **a.to_json()} for s, a in game._actions]
    table.turns = list(range(1, len(table.actions) + 1))
    table.save(path)
    post = master.post(path)
    mythology = {"greek": "Greek", "egyptian": "Egyptian", "mesopotamian": "Mesopotamian",
                 "phoenician": "Phoenician", "roman": "Roman"}[action.divinity.mythology]
    assert f"{NAMES[seat]} placed a Divinity of the {mythology} Mythology face down on space {action.space}" in post
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
    assert f"placed {action.divinity.label} ({mythology}) face down" in master.post(path, turn)   # revealed now


def test_a_new_game_with_an_expansion_other_than_duels_is_refused_in_one_line_and_both_together_are_dealt(tmp_path):
    assert refused("new", tmp_path / "a.json", "--game", "classic", "--players", "Ana,Bo,Cy", "--agora") == (
        "wonderlab forum new: --agora: only 7 Wonders Duel has Pantheon and Agora (game: classic)")
    assert not (tmp_path / "a.json").exists()
    out = ok("new", tmp_path / "b.json", "--game", "duel", "--players", "Ana,Bo", "--agora", "--pantheon")
    assert out.startswith("New 7 Wonders Duel + Pantheon + Agora")
    game = GameFile.load(tmp_path / "b.json").game_at()
    assert game._options["pantheon"] and game._options["agora"]
    lines = public_lines(game, NAMES)
    assert "**Pantheon:**" in lines and any(line.startswith("**Senate") for line in lines)
    with pytest.raises(ForumError, match="^--senate: only 7 Wonders Duel"):
        GameFile.new("duel", NAMES, 1, expansions=("senate",))
    out = ok("--lang", "fr", "new", tmp_path / "c.json", "--game", "duel", "--players", "Ana,Bo", "--pantheon")
    assert out.startswith("Nouvelle partie de 7 Wonders Duel + Panthéon")


def test_the_senate_post_says_cubes_control_and_decrees_face_up_only(tmp_path):
    path = tmp_path / "game.json"
    master.new(path, "duel", NAMES, seed=9, expansions=("agora",))
    game = GameFile.load(path).game_at()
    lines = public_lines(game, NAMES)
    chambers = [line for line in lines if line.startswith("- Chamber ")]
    assert len(chambers) == 6 and all("0–0, nobody controls it" in line for line in chambers)
    face_down = [line for line in chambers if line.endswith("Decree: face down")]
    assert len(face_down) == sum(game.senate.face_up[d] is False for stack in game.senate.decrees for d in stack)


@pytest.mark.parametrize("bot", ["greedy", "search"])
def test_a_bot_plays_a_missing_players_moves_in_both_expansions(tmp_path, bot):
    """The expansions' bots (duel/expansion_bots.py): greedy plays a whole game of both for the
    two players, the expansion's own moves among them; search plays a move."""
    path = tmp_path / "game.json"
    ok("new", path, "--game", "duel", "--players", "Ana,Bo", "--pantheon", "--agora", "--seed", 5)
    for _ in range(400 if bot == "greedy" else 1):
        status = ok("status", path)
        if "game is over" in status:
            break
        out = ok("bot", path, waiting_in(status)[0], "--bot", bot)
        assert f"(chosen by the {bot} bot)" in out
    game = GameFile.load(path).game_at()
    if bot == "greedy":
        assert game.is_over and {a.__class__.__name__ for _s, a in game._actions} & LIKED
    else:
        assert len(game._actions) == 1


def test_a_french_post_of_an_expansion_game_writes_french_colons_and_the_senate_in_french(tmp_path):
    path = tmp_path / "game.json"
    ok("new", path, "--game", "duel", "--players", "Ana,Bo", "--agora", "--seed", 2)
    move = moves_in(ok("hand", path, "Ana"))[0]
    out = ok("--lang", "fr", "play", path, "Ana", move)
    assert out.startswith("Ana\u00a0: Prendre ") and "\n- Ana a pris " in out and "\n- Ana: " not in out
    assert "**Sénat (cubes d'influence Ana–Bo ; une Chambre est contrôlée à la majorité stricte) :**" in out
    assert "- Chambre 1 : 0–0, personne ne la contrôle ; Décret : " in out


@pytest.mark.parametrize("expansion", EXPANSIONS)
def test_the_board_of_an_expansion_game_draws_its_public_side_only(tmp_path, expansion):
    """``forum board`` draws the Pantheon (its Divinities coloured by Mythology, a face-down one by
    its Mythology alone) and the Senate (each Chamber's cubes and controller, its Decrees face up),
    naming no Divinity face down, no Decree face down and no Conspiracy not yet triggered."""
    from wonderlab.duel.conspiracies import conspiracy
    from wonderlab.duel.decrees import decree_text
    from wonderlab.duel.pantheon_data import ALL_DIVINITIES

    path = tmp_path / "game.json"
    ok("new", path, "--game", "duel", "--players", "Ana,Bo", *(f"--{e}" for e in EXPANSIONS[expansion]), "--seed", 3)
    table = GameFile.load(path)
    game = table.game_at()
    rng = random.Random(expansion)
    def plotting():                      # a Conspiracy held, not yet triggered
        return "agora" not in EXPANSIONS[expansion] or any(not p[2] for seat in (0, 1) for p in game.plots[seat])

    while game.age < 1 or len(game._actions) < 26 or not plotting():     # into Age I: Divinities seated, cubes placed
        legal = game.legal_actions(game.current)
        own = [a for a in legal if a.__class__.__name__ in LIKED and a.kind != "done"]
        plots = [a for a in own if a.kind in ("conspire", "keep")]
        game.play(game.current, rng.choice(plots or (own if own and rng.random() < 0.6 else legal)))
    table.actions = [{"seat": s, **a.to_json()} for s, a in game._actions]
    table.turns = list(range(1, len(table.actions) + 1))
    table.save(path)
    assert ok("board", path, "--out", tmp_path / "b.svg") == f"wrote {tmp_path / 'b.svg'}\n"
    svg = (tmp_path / "b.svg").read_text()
    texts = html.unescape(" ".join(re.findall(r">([^<]+)</text>", svg)))
    if "pantheon" in EXPANSIONS[expansion]:
        assert 'class="pantheon"' in svg
        seated = [ALL_DIVINITIES[i] for i in game.spaces if i is not None]
        assert seated and game.age == 1
        for god in seated:                        # Age I: face down, its Mythology coloured and named
            assert f'data-myth="{god.mythology or "gate"}"' in svg
            assert not named(texts, {god.label}), god.label
        assert texts.count("face down") >= len(seated)
    if "agora" in EXPANSIONS[expansion]:
        assert 'class="senate"' in svg
        senate = game.senate
        for chamber in range(6):
            owner = senate.controller(chamber)
            said = "nobody controls it" if owner is None else f"{NAMES[owner]} controls it"
            assert said in texts
            for d in senate.decrees[chamber]:
                assert (decree_text(d) in texts) == bool(senate.face_up[d]), d
        assert any(senate.cubes[0]) or any(senate.cubes[1])
        hidden = {conspiracy(c).label for seat in (0, 1) for c, _card, done in game.plots[seat] if not done}
        assert hidden and not named(texts, hidden), hidden


def test_the_board_of_a_finished_game_of_both_names_the_expansions_score_rows_in_words():
    from wonderlab.core.i18n import set_language
    from wonderlab.views.board import board_svg

    game = Game(seed=8, names=NAMES, pantheon=True, agora=True)
    rng = random.Random(8)
    while not game.is_over:
        game.play(game.current, rng.choice(game.legal_actions(game.current)))
    sheet = game.scores()[0].categories
    for lang, rows in (("en", ("divinities", "grand temples", "senate")), ("fr", ("divinités", "grands temples", "sénat"))):
        set_language(lang)
        try:
            svg = board_svg(game, "end")
        finally:
            set_language("en")
        for row, category in zip(rows, ("divinities", "grand_temples", "senate"), strict=True):
            assert f">{row} {sheet[category]}</text>" in svg, (lang, row)
        assert "grand_temples" not in svg

"""Issue 12: a whole game of each of the three games run to the end with ``wonderlab forum``
commands alone, as a game master types them (moves copied from the players' hand messages, some
illegal moves refused, some moves changed); the final scores are the engine's."""

import random
import re

import pytest

from wonderlab.architects.game import Game as ArchitectsGame
from wonderlab.classic.game import Game as ClassicGame
from wonderlab.duel.game import Game as DuelGame
from wonderlab.forum.gamefile import GameFile

from .kit import moves_in, ok, refused, totals_in, waiting_in

GAMES = {"classic": (ClassicGame, ["Ana", "Bo", "Cy", "Dan"], {"players": 4, "sides": "A"}),
         "duel": (DuelGame, ["Ana", "Bo"], {}),
         "architects": (ArchitectsGame, ["Ana", "Bo", "Cy"], {"players": 3})}


@pytest.mark.parametrize("name", list(GAMES))
def test_a_whole_game_by_forum_commands_ends_with_the_engines_scores(tmp_path, name):
    engine_class, players, options = GAMES[name]
    path = tmp_path / "game.json"
    argv = ["new", path, "--game", name, "--players", ",".join(players), "--seed", 7]
    if name == "classic":
        argv += ["--sides", "A"]
    assert "seating order: 1. Ana" in ok(*argv)
    engine = engine_class(seed=7, names=players, **options)   # the same deal, played apart
    rng = random.Random(name)
    choices = {}                                  # this turn's moves, as the engine will get them
    refusals = changes = turns = bots = 0
    final, late = None, False
    for _ in range(3000):
        status = ok("status", path)
        if "game is over" in status:
            break
        player = rng.choice(waiting_in(status))
        hand = ok("hand", path, player)
        assert hand.startswith(f"**Private message for {player}")
        moves = moves_in(hand)
        assert moves, hand
        if rng.random() < 0.05:                    # a move the rules do not allow
            line = refused("play", path, player, "build the Colossus of nowhere")
            assert line.startswith("wonderlab forum play: ")
            refusals += 1
        if name == "classic" and len(moves) > 1 and len(waiting_in(status)) > 1 and rng.random() < 0.15:
            first = rng.choice(moves)                  # a mind changed: this move is replaced
            out = ok("play", path, player, first)
            assert f"{player}'s move for turn" in out and ("is recorded" in out or "is changed" in out)
            assert first not in ok("status", path)         # the move stays secret from the table
            changes += 1
        if name != "classic" and turns % 9 == 8:        # issue 22: a missed deadline, a bot's move
            ok("deadline", path, "--at", "2020-01-01 00:00")
            out = ok("bot", path, player, "--bot", "random")
            assert out.startswith(f"{player}: ") and "(chosen by the random bot)" in out and "is resolved" in out
            engine.play_json(GameFile.load(path).actions[-1])
            assert f"{player} was missing: the random bot chose this move." in ok("post", path)
            bots += 1
            turns += 1
            final = out
            continue
        if name != "classic" and turns == 4 and not late:    # a message for turn 2 arrives late
            assert "turn 2 is over: it is Move 5 now" in refused("play", path, player, moves[0], "--turn", 2)
            late = True
        move = rng.choice(moves)
        out = ok("play", path, player, move, "--turn", turns + 1)
        choices[player] = move
        if "is resolved" in out:
            turns += 1
            for who, text in choices.items():
                seat = players.index(who)
                engine.play(seat, engine.parse(seat, text))
            choices = {}
            final = out
        else:
            assert "waiting for" in out
    else:
        raise AssertionError("the game did not end")
    assert engine.is_over
    assert totals_in(final) == {s.name: s.total for s in engine.scores()}
    assert totals_in(ok("post", path)) == totals_in(final)
    winners = engine.winners()
    said = "Winner: " if len(winners) == 1 else "Winners: "     # one winner is no "winners"
    assert f"{said}{', '.join(winners)}." in ok("status", path)
    assert refusals > 0 and turns >= (18 if name == "classic" else 20)
    if name == "classic":
        assert changes > 0
    else:
        assert bots >= 2 and late
    ok("board", path, "--out", tmp_path / "end.svg")               # issue 22: the end board's scores
    assert all(f">total {s.total}<" in (tmp_path / "end.svg").read_text() for s in engine.scores())


def test_a_game_master_fixes_a_mistake_with_undo(tmp_path):
    path = tmp_path / "game.json"
    ok("new", path, "--game", "classic", "--players", "Ana,Bo,Cy", "--seed", 5, "--sides", "A")
    for player in ("Ana", "Bo", "Cy"):
        move = next(m for m in moves_in(ok("hand", path, player)) if m.startswith("discard"))
        out = ok("play", path, player, move)
    assert "Turn 1 (Age I, turn 1) is resolved" in out and "Next: Turn 2 (Age I, turn 2)." in out
    assert "Turn 2 (Age I, turn 2): chosen: nobody" in ok("status", path)
    out = ok("undo", path)
    assert "Age I, turn 1 is taken back" in out
    assert "everyone has chosen" in ok("status", path)
    hand = ok("hand", path, "Cy")
    assert "Your move this turn: `discard" in hand
    build = next(m for m in moves_in(hand) if m.startswith("build"))
    out = ok("play", path, "Cy", build)              # the corrected move resolves the turn again
    assert "is resolved" in out and "Cy (" in out and "built **" in out
    refused_line = refused("undo", tmp_path / "missing.json")
    assert "cannot read the file" in refused_line


def test_duel_plays_one_player_at_a_time(tmp_path):
    path = tmp_path / "duel.json"
    ok("new", path, "--game", "duel", "--players", "Ana,Bo", "--seed", 3)
    assert ok("status", path).strip() == "Move 1: Ana to move."
    line = refused("play", path, "Bo", "pick The Pyramids")
    assert "it is Ana's decision now" in line
    assert "You have nothing to choose now; waiting for Ana." in ok("hand", path, "Bo")
    move = moves_in(ok("hand", path, "Ana"))[0]
    out = ok("play", path, "Ana", move)
    assert "**Move 1**" in out and "Next: Move 2." in out


def test_two_players_with_the_free_city_its_card_chosen_first(tmp_path):
    path = tmp_path / "game.json"
    ok("new", path, "--game", "classic", "--players", "Ana,Bo", "--seed", 4)
    status = ok("status", path)
    assert "waiting for: Bo, Free City" in status          # Ana holds the Free City's card
    assert "choose the Free City's card first" in refused("play", path, "Ana", "discard Altar")
    for player in ("Free City", "Ana", "Bo"):
        moves = moves_in(ok("hand", path, player))
        out = ok("play", path, player, moves[-1])
    assert "is resolved" in out and "- Free City (" in out
    assert "Age I, turn 1 is taken back" in ok("undo", path)
    assert "everyone has chosen" in ok("status", path)


def test_the_game_master_speaks_french_with_lang_fr(tmp_path):
    path = tmp_path / "game.json"
    assert "Nouvelle partie de 7 Wonders" in ok("--lang", "fr", "new", path, "--game", "classic",
                                                "--players", "Ana,Bo,Cy", "--seed", 5, "--sides", "A")
    hand = ok("--lang", "fr", "hand", path, "Ana")
    assert hand.startswith("**Message privé pour Ana : Tour 1 (Âge I, tour 1)")
    assert "- **Officine** (verte ; 1 textile)" in hand
    assert "Le coup d'Ana pour le tour 1 est noté ; on attend Bo, Cy." in ok("--lang", "fr", "play", path, "Ana", "construire officine")
    assert "Caserne n'est pas dans votre main" in refused("--lang", "fr", "play", path, "Bo", "build Barracks")
    assert "Message privé" not in ok("hand", path, "Bo")          # the language is not kept


def _forced_candidate(path, seat):
    """A card of ``seat``'s hand that cannot be built nor be the wonder's stage, or None."""
    game = GameFile.load(path).game_at()
    if game.phase != "play" or seat not in game.waiting:
        return None
    legal = game.legal_actions(seat)
    return next((c for c in game.hand(seat) if {a.kind for a in legal if a.card.name == c.name} == {"discard"}), None)


def test_issue_22_a_whole_four_player_game_with_a_forced_discard_a_bot_a_replacement_and_a_late_move(tmp_path):
    """Seed 003's game master over a whole game: a card played that cannot be built is discarded
    for 3 coins; at a missed deadline a bot plays for Bo; Eve takes Cy's seat; a move for a turn
    already over is refused; the end posts every score by category and draws the end board."""
    path = tmp_path / "game.json"
    ok("new", path, "--game", "classic", "--players", "Ana,Bo,Cy,Dan", "--shuffle-seats")
    seed = str(GameFile.load(path).seed)
    rng = random.Random(22)
    shown = []
    forced = bot = replaced = late = 0
    final = None
    for _ in range(400):
        turn = GameFile.load(path).turn
        if turn == 2 and not bot:
            ok("deadline", path, "--at", "2020-01-01 00:00")
            shown.append(ok("deadline", path))
        if turn == 3 and not replaced:
            shown.append(ok("replace", path, "Cy", "Eve"))
            replaced += 1
        status = ok("status", path)
        shown.append(status)
        if "game is over" in status:
            break
        for player in waiting_in(status):
            seat = GameFile.load(path).seat(player)
            card = _forced_candidate(path, seat) if not forced else None
            if player == "Bo" and turn == 2:
                out = ok("bot", path, "Bo", "--bot", "greedy")
                assert "(chosen by the greedy bot)" in out
                bot += 1
            elif card is not None:
                out = ok("play", path, player, f"build {card.name}", "--turn", turn)
                assert f"{player}: discard {card.label} for 3 coins (forced: " in out
                forced += 1
            else:
                hand = ok("hand", path, player)
                shown.append(hand)
                out = ok("play", path, player, rng.choice(moves_in(hand)), "--turn", turn)
            shown.append(out)
            if "is resolved" in out:
                final = out
                post = ok("post", path, "--turn", turn)
                if turn == 2:
                    assert "(a missing player: the greedy bot's move)" in post
                if turn == 3:
                    assert "Eve takes Cy's seat" in post
                break
        if turn == 3 and not late:                       # Dan's message arrives too late
            line = refused("play", path, "Dan", "turn 3: discard Altar")
            assert "turn 3 is over" in line
            late += 1
    else:
        raise AssertionError("the game did not end")
    assert forced >= 1 and bot == 1 and replaced == 1 and late == 1
    game = GameFile.load(path).game_at()
    assert game.is_over and "Cy" not in game.names and "Eve" in game.names
    assert totals_in(final) == {s.name: s.total for s in game.scores()}
    for category in ("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds"):
        assert re.search(rf"^\| {category} \|( -?\d+ \|){{4}}$", final, re.M), category
    ok("board", path, "--out", tmp_path / "end.svg")
    end = (tmp_path / "end.svg").read_text()
    for sheet in game.scores():
        assert f">total {sheet.total}<" in end
    posts = [ok("post", path, "--turn", n) for n in range(1, len(GameFile.load(path).turns) + 1)]
    assert sum(p.count("(forced discard)") for p in posts) == forced
    assert not any(seed in text for text in [*shown, *posts, end])

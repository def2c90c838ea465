"""Duel's Pantheon and Agora at the playable table (issue 42): the table offers them, refuses what
it cannot play in one line, draws each seat's share of their boards, and never sends a seat what
the rules hide from it (docs/duel_expansions.md, "Hidden information")."""

import json
import re

import pytest

from wonderlab.core.errors import InvalidRecord
from wonderlab.core.i18n import language, set_language
from wonderlab.duel.conspiracies import conspiracy
from wonderlab.duel.decrees import decree_text
from wonderlab.duel.pantheon_data import ALL_DIVINITIES
from wonderlab.table import coach
from wonderlab.table.table import Table
from wonderlab.widgets import PlayTable

from .play_helpers import play_out, rng, synced_text


@pytest.fixture
def french():
    before = language()
    set_language("fr")
    yield
    set_language(before)


# -- the table offers them ----------------------------------------------------------------------
@pytest.mark.parametrize("expansions, kind", [(("pantheon",), "PantheonGame"), (("agora",), "AgoraGame"),
                                               (("pantheon", "agora"), "PantheonAgoraGame")])
def test_a_table_and_a_play_table_play_the_expansions_they_are_given(expansions, kind):
    table = Table("duel", seed=3, expansions=expansions, bots="random")
    widget = PlayTable("duel", seed=3, expansions=list(expansions), bots="random")
    assert table.settings["expansions"] == widget.table.settings["expansions"] == expansions
    assert type(table.game).__name__ == type(widget.game).__name__ == kind
    assert all(widget.game.record().options[e] is True for e in expansions)
    assert type(Table("duel", seed=3).game).__name__ == "Game"        # none asked: the base game


@pytest.mark.parametrize("game, expansions, words", [
    ("classic", ("agora",), "expansions: ('agora',): classic is played without expansions at the table"),
    ("architects", ("pantheon",), "expansions: ('pantheon',): architects is played without expansions at the table"),
    ("duel", ("cities",), "expansions: ('cities',): give a tuple of names among pantheon, agora"),
    ("duel", "pantheon", "expansions: 'pantheon': give a tuple of names among pantheon, agora"),
    ("duel", (1,), "expansions: (1,): give a tuple of names among pantheon, agora"),
])
def test_an_expansion_a_table_cannot_play_is_refused_in_one_line(game, expansions, words):
    with pytest.raises(ValueError) as refused:
        Table(game, expansions=expansions)
    assert str(refused.value) == words and "\n" not in words


def test_the_refusal_speaks_french_with_its_typography(french):
    with pytest.raises(ValueError, match="^expansions : \\('agora',\\) : classic se joue sans extension à la table$"):
        Table("classic", expansions=("agora",))


@pytest.mark.parametrize("expansions", [("pantheon",), ("agora",), ("pantheon", "agora")])
def test_a_table_of_greedy_bots_plays_each_expansion_to_the_end_with_its_own_moves(expansions):
    # every seat a greedy bot (the human's own moves too): Duel's greedy bot knows both expansions
    from wonderlab.core.bots import make_bot

    table = Table("duel", seed=4, you=0, bots="greedy", expansions=expansions)
    assert [type(b).__name__ for b in table.bots] == ["GreedyBot", "GreedyBot"]      # never wrapped
    mine = make_bot("duel", "greedy")
    while not table.is_over:
        options = table.option_list()
        choice = mine.choose(table.game, table.acting()[1], rng(1))
        table.choose([o.action for o in options].index(choice))
        table.confirm()
    assert table.game.result and len(table.game._actions) > 40


def _to_decision(table, wanted, r):
    """Click at random until the human may pick an option ``wanted`` says is one it looks for."""
    while not table.is_over:
        options = table.option_list()
        if any(wanted(o.action) for o in options):
            return
        table.choose(r.randrange(len(options)))
        table.confirm()
    raise AssertionError("the game ended before the decision looked for")


def _senate_action(action):
    return type(action).__name__ == "SenateAction"


def _activation(action):
    return getattr(action, "kind", None) == "activate"


@pytest.mark.parametrize("expansions, wanted, seed", [
    (("agora",), _senate_action, 3), (("pantheon",), _activation, 3),
    (("pantheon", "agora"), _senate_action, 5), (("pantheon", "agora"), _activation, 5)])
def test_a_hint_at_an_expansion_table_gives_reasons_true_of_its_position(expansions, wanted, seed):
    # Agora (BGA's Senate.php): a Chamber is controlled on a strict majority of cubes, Chambers
    # worth 1, 2, 3, 3, 2, 1; Pantheon: an activation costs its space's price less the Offering
    # tokens, and Aphrodite's card is worth 9 points (seed 004)
    from wonderlab.duel.senate import facts

    table = Table("duel", seed=seed, bots="random", expansions=expansions)
    _to_decision(table, wanted, rng(seed))
    game, seat = table.game, table.acting()[1]
    # what the Hint button asks, with fewer games: two for each option, so that each is tried
    coach.hint(table, playouts=2 * len(game.legal_actions(seat)))
    rows = table.state()["coach"]["hint"]["rows"]
    legal = {str(a): a for a in game.legal_actions(seat)}
    assert {r["words"] for r in rows} <= set(legal) and any(wanted(legal[r["words"]]) for r in rows)
    checked = 0
    for row in rows:
        # the reasons, first letter lowered, before the comparison with another option
        action, why = legal[row["words"]], row["why"].split(" Compared with")[0]
        why = why[:1].lower() + why[1:]
        after = game.copy()
        after.play(seat, action)
        for chamber, points in re.findall(r"takes control of Chamber (\d) \((\d) points?\)", why):
            c = int(chamber) - 1
            assert after.senate.controller(c) == seat != game.senate.controller(c), (row, c)
            assert int(points) == facts()["senate"]["points"][c]
            checked += 1
        if _senate_action(action):      # every Chamber the action takes is said
            taken = [c for c in range(6) if after.senate.controller(c) == seat != game.senate.controller(c)]
            assert [f"takes control of Chamber {c + 1}" in why for c in taken] == [True] * len(taken), row
        if _activation(action):
            points = action.divinity.effect.get("points", 0)
            assert (f"+{points} victory points from {action.divinity.label}" in why) == bool(points), row
            assert (f"costs {action.coins} coin" in why) == bool(action.coins), row
            checked += 1
    assert checked, rows


@pytest.mark.parametrize("expansion", ["pantheon", "agora"])
def test_save_load_and_replay_keep_the_expansion(expansion, tmp_path):
    table = Table("duel", seed=6, bots="random", expansions=(expansion,))
    for _ in range(12):
        table.receive({"type": "choose", "index": 0})
        table.receive({"type": "confirm"})
    path = table.save(tmp_path / "game.json")
    other = Table("duel", seed=1, bots="random")
    other.load(path)
    assert other.settings["expansions"] == (expansion,)
    assert other.game.state_key() == table.game.state_key()
    other.new(same_seed=True)                       # a new deal of the loaded table keeps it too
    assert other.game.record().options.get(expansion) is True
    with pytest.raises(InvalidRecord):
        other.load_text("not a record")
    assert other.settings["expansions"] == (expansion,)


# -- what a seat sees ---------------------------------------------------------------------------
def _to_age_2(table, r):
    while table.game.age < 2 and not table.is_over:
        table.choose(r.randrange(len(table.option_list())))
        table.confirm()


def test_the_pantheon_shows_spaces_costs_decks_and_tokens_as_a_seat_may_see_them():
    # Pantheon rules: the first player pays 8 to 3 from space 1 to 6, the other 3 to 8; Mythology
    # tokens lie on face-down cards of Age I; a Divinity seated in Age I is face down
    table = Table("duel", seed=5, bots="random", expansions=("pantheon",))
    board = table.state()["board"]
    pantheon = board["pantheon"]
    assert [s["costs"] for s in pantheon["spaces"]][0] == [8, 3]
    assert [s["cost"] for s in pantheon["spaces"]] == [8, 7, 6, 5, 4, 3]     # seat 0: the first player
    assert sorted(d["count"] for d in pantheon["decks"]) == [3] * 5
    game = table.game
    tokens = {s["position"]: s["token"]["text"] for s in _structure_after_draft(table) if s["token"]}
    assert set(tokens) == set(game.myth_on)
    assert all(t.endswith("Mythology token") for t in tokens.values())
    _to_age_2(table, rng(3))
    spaces = table.state()["board"]["pantheon"]["spaces"]
    filled = [s for s in spaces if s["divinity"]]
    assert filled and all(not s["divinity"].get("face_down") for s in filled)     # revealed in Age II
    assert any(s["divinity"]["key"] == "gate" for s in filled) or table.is_over
    for s in filled:                    # the activation cost the engine charges this seat
        assert s["cost"] == table.game.activation_cost(0, s["space"])


def _structure_after_draft(table):
    r = rng(9)
    while table.game.age < 1:
        table.choose(r.randrange(len(table.option_list())))
        table.confirm()
    return table.state()["board"]["structure"]


def test_a_divinity_placed_in_age_one_shows_its_name_only_to_who_placed_it():
    from wonderlab.table.seats import duel as seat
    game = seat.new_game(seed=5, expansions=("pantheon",))
    r = rng(4)
    while not any(game.spaces) and game.age < 2:
        actor = game.waiting[0]
        seat.apply(game, actor, r.choice(seat.options(game, actor)).action)
    s = next(i for i, d in enumerate(game.spaces) if d is not None)
    owner = game.placed_by[s]
    mine = seat.view(game, owner)["board"]["pantheon"]["spaces"][s]["divinity"]
    theirs = seat.view(game, 1 - owner)["board"]["pantheon"]["spaces"][s]["divinity"]
    assert mine["name"] == ALL_DIVINITIES[game.spaces[s]].label and not mine.get("face_down")
    assert theirs["name"] is None and theirs["face_down"]
    assert theirs["power"] == f"face down, {mine['mythology_name']} Divinity"
    line = seat.events(game, len(game._actions) - 1, 1 - owner)[0]
    assert mine["name"] not in line and f"a Divinity of the {mine['mythology_name']} Mythology face down on space {s + 1}" in line


def test_the_senate_shows_chambers_sections_points_cubes_control_and_decrees():
    # Agora rules: six Chambers in three sections worth 1, 2, 3, 3, 2, 1; a strict majority of
    # cubes controls a Chamber; the Decrees of Chambers 1, 3, 5 lie face up, 2, 4, 6 face down
    table = Table("duel", seed=7, bots="random", expansions=("agora",))
    senate = table.state()["board"]["senate"]
    chambers = senate["chambers"]
    assert [c["section"] for c in chambers] == [0, 0, 1, 1, 2, 2]
    assert [c["points"] for c in chambers] == [1, 2, 3, 3, 2, 1]
    assert [bool(c["decrees"][0].get("face_down")) for c in chambers] == [False, True] * 3
    assert [c["decrees"][0]["name"] is None for c in chambers] == [False, True] * 3
    assert [p["reserve"] for p in senate["players"]] == [12, 12]
    game = table.game
    game.senate.cubes[0][2], game.senate.cubes[1][2] = 2, 1
    chamber = table.state()["board"]["senate"]["chambers"][2]
    assert chamber["cubes"] == [2, 1] and chamber["controller"] == 0
    assert chamber["control_text"] == "Player 1 controls it"
    assert table.state()["board"]["senate"]["players"][0]["reserve"] == 10


def test_senate_actions_and_placements_name_the_board_part_that_picks_them():
    from wonderlab.table.seats import duel as seat
    for expansion, prefix in (("agora", "chamber:"), ("pantheon", "space:")):
        game = seat.new_game(seed=8, expansions=(expansion,))
        r, seen = rng(5), []
        while not game.is_over and len(seen) < 3:
            actor = game.waiting[0]
            options = seat.options(game, actor)
            for o in options:
                if o.target:
                    assert o.target.startswith(prefix)
                    number = int(o.target.split(":")[1])
                    assert str(number) in o.text          # the sentence names the same space/Chamber
                    seen.append(o.target)
            seat.apply(game, actor, r.choice(options).action)
        assert seen, expansion


def test_conspiracies_show_their_names_to_their_holder_only():
    from wonderlab.table.seats import duel as seat
    game = seat.new_game(seed=3, expansions=("agora",))
    game.plots[0].append([conspiracy("coup").index, None, False])
    game.plots[1].append([conspiracy("treason").index, 12, False])
    mine, theirs = (seat.view(game, v)["board"]["senate"]["players"] for v in (0, 1))
    assert mine[0]["conspiracies"] == [{"name": "Coup", "face_down": False, "prepared": False, "triggered": False}]
    assert mine[1]["conspiracies"] == [{"name": "a Conspiracy", "face_down": True, "prepared": True, "triggered": False}]
    assert theirs[1]["conspiracies"][0]["name"] == "Treason"


def test_political_supremacy_is_said_at_the_end():
    from wonderlab.table.seats import duel as seat
    game = seat.new_game(seed=3, expansions=("agora",))
    game.result, game.winner, game.phase = "political supremacy", 1, "over"
    assert seat.outcome(game) == "Political supremacy: Player 2 controls the six Chambers and wins at once"


# -- hidden information never synced -------------------------------------------------------------
def _words(names):
    return [re.compile(rf"(?<![\w-]){re.escape(n)}(?![\w-])") for n in names if n]


def _sent(widget):
    """The synced view as the browser reads it, less its static labels and the wonder named
    after a god (The Statue of Zeus is no Divinity)."""
    sent = json.loads(synced_text(widget))["view"]
    sent.pop("labels")
    text = json.dumps(sent, ensure_ascii=False)
    return sent, re.sub(r"Statue (of|de) Zeus", "", text)


def _pantheon_secrets(game, viewer, options_text):
    hidden = []
    if game.age < 2:
        hidden += [d for s, d in enumerate(game.spaces) if d is not None and game.placed_by[s] != viewer]
    hidden += [d for deck in game.decks.values() for d in deck]
    return [ALL_DIVINITIES[d].label for d in hidden if ALL_DIVINITIES[d].label not in options_text]


def _agora_secrets(game, viewer, options_text):
    holders = [0, 1] if viewer is None else [1 - viewer]        # None: the pass screen, no seat's
    hidden = [i for h in holders for i, _card, done in game.plots[h] if not done]
    hidden += list(game.plot_deck) + list(game.drawn)
    names = [conspiracy(i).label for i in hidden if conspiracy(i).label not in options_text]
    senate = game.senate
    names += [decree_text(d) for stack in senate.decrees for d in stack if not senate.face_up[d]]
    names += [f"Decree {d}" for stack in senate.decrees for d in stack if not senate.face_up[d]]
    return names


def _secrets(expansions, game, viewer, options_text):
    """The names ``viewer`` must not be sent (None: the hot-seat pass screen, nobody's)."""
    found = _pantheon_secrets(game, viewer, options_text) if "pantheon" in expansions else []
    return found + (_agora_secrets(game, viewer, options_text) if "agora" in expansions else [])


EXPANSIONS = [("pantheon",), ("agora",), ("pantheon", "agora")]


@pytest.mark.parametrize("expansions", EXPANSIONS)
@pytest.mark.parametrize("you, seed", [(0, 14), (1, 12), (0, 18)])
def test_no_sync_sends_a_seat_what_the_expansion_hides(expansions, you, seed):
    widget = PlayTable("duel", seed=seed, you=you, bots="random", expansions=expansions)
    checked = []

    def look(table, state):
        game = table.game
        sent, text = _sent(table)
        options = " ".join(o["text"] + " ".join(o["steps"]) for o in sent["options"])
        for word in _words(_secrets(expansions, game, you, options)):
            assert not word.search(text), f"{word.pattern} sent to seat {you} at {state['status']}"
        checked.append(state["status"])

    play_out(widget, rng(seed), on_state=look)
    assert len(checked) > 20


def test_no_sync_in_french_names_a_hidden_divinity_either(french):
    widget = PlayTable("duel", seed=14, bots="random", expansions=("pantheon",), lang="fr")

    def look(table, state):
        sent, text = _sent(table)
        options = " ".join(o["text"] for o in sent["options"])
        for word in _words(_pantheon_secrets(table.game, 0, options)):
            assert not word.search(text), word.pattern

    play_out(widget, rng(14), on_state=look)
    assert widget.view["lang"] == "fr" and widget.is_over


@pytest.mark.parametrize("expansions", EXPANSIONS)
def test_a_hot_seat_game_plays_to_the_end_and_its_pass_screen_hides_both_seats_secrets(expansions):
    widget = PlayTable("duel", seed=21, you=[0, 1], bots="random", expansions=expansions)
    passes = []

    def look(table, state):
        if state["pass_to"] is None:
            return
        sent, text = _sent(table)
        assert sent["viewer"] is None and sent["options"] == []
        # the screen passed on is no seat's: what either seat alone may see is hidden too
        for word in _words(_secrets(expansions, table.game, None, "")):
            assert not word.search(text), f"{word.pattern} on the pass screen at {state['status']}"
        passes.append(state["status"])

    play_out(widget, rng(3), on_state=look)
    assert widget.is_over and len(passes) > 10


def test_both_expansions_at_one_table_show_both_boards_and_the_options_and_events_of_both():
    # Pantheon and Agora together (docs/duel_expansions.md): Agora's structures hold the
    # Pantheon's tokens; a Divinity is placed on a space, an Influence cube in a Chamber
    table = Table("duel", seed=8, you=0, bots="random", expansions=("pantheon", "agora"))
    board = table.state()["board"]
    assert [s["cost"] for s in board["pantheon"]["spaces"]] == [8, 7, 6, 5, 4, 3]
    assert [c["points"] for c in board["senate"]["chambers"]] == [1, 2, 3, 3, 2, 1]
    targets, tokens, r = set(), set(), rng(5)
    while not table.is_over:
        state = table.state()
        tokens |= {s["token"]["kind"] for s in state["board"]["structure"] if s["token"]}
        for o in table.option_list():
            if o.target:
                kind, number = o.target.split(":")
                assert ("Chamber " if kind == "chamber" else "space ") + number in o.text, o.text
                targets.add(kind)
        options = table.option_list()
        table.choose(r.randrange(len(options)))
        table.confirm()
    assert targets == {"space", "chamber"} and tokens == {"mythology", "offering"}
    lines = [line["en"] for _, line in table.log]
    assert any(re.search(r"Player 2 placed a Divinity of the \w+ Mythology face down on space \d", t) for t in lines)
    assert any("placed an Influence cube in Chamber" in t for t in lines)
    assert any("activated" in t and "from space" in t for t in lines)
    assert any("recruited the Politician" in t for t in lines)


def test_every_divinity_card_of_the_pantheon_board_is_titled_with_a_capital_in_french():
    """The Gate is « la Porte » inside a French sentence, « La Porte » as a card's title."""
    from wonderlab.core.i18n import set_language
    from wonderlab.duel.pantheon_data import ALL_DIVINITIES
    from wonderlab.table.seats.duel_pantheon import divinity

    set_language("fr")
    try:
        titles = [divinity(i)["name"] for i in range(len(ALL_DIVINITIES))]
    finally:
        set_language("en")
    assert "La Porte" in titles and all(t[:1].isupper() for t in titles), titles


# -- the end of a game hides nothing ---------------------------------------------------------------
@pytest.mark.parametrize("seed", [3, 5])
def test_the_end_of_an_agora_game_shows_every_conspiracy_and_decree(seed):
    """Hidden information is hidden while it matters (docs/duel_expansions.md): once the game is
    over the table shows the opponent's untriggered Conspiracies and the face-down Decrees, as
    ``record_for`` then gives the whole record."""
    from wonderlab.duel.shared import record_for

    widget = PlayTable("duel", seed=seed, you=0, bots="random", expansions=("agora",))
    hidden_before = []
    play_out(widget, rng(seed), on_state=lambda table, state: hidden_before.append(
        _agora_secrets(table.game, 0, "")))
    game = widget.game
    secrets = ([conspiracy(i).label for i, _card, done in game.plots[1] if not done]
               + [decree_text(d) for stack in game.senate.decrees for d in stack if not game.senate.face_up[d]])
    assert widget.is_over and secrets and all(s in hidden_before[-1] for s in secrets)
    _sent_view, text = _sent(widget)
    assert all(s in text for s in secrets), secrets
    senate = json.loads(synced_text(widget))["view"]["board"]["senate"]
    assert not any(d.get("face_down") for c in senate["chambers"] for d in c["decrees"])
    assert not any(p["face_down"] for player in senate["players"] for p in player["conspiracies"])
    assert record_for(game, 0) == game.record()
    # the review of the game over hides nothing either, at any step
    reviewed = 0
    for step in range(0, len(widget.table.snapshots()), 7):
        widget.review(step)
        shot = widget.table.snapshots()[step]
        senate = json.loads(synced_text(widget))["view"]["board"]["senate"]
        assert not any(d.get("face_down") for c in senate["chambers"] for d in c["decrees"]), step
        assert not any(p["face_down"] for player in senate["players"] for p in player["conspiracies"]), step
        reviewed += (any(not done for _i, _card, done in shot.plots[1])
                     or not all(shot.senate.face_up[d] for stack in shot.senate.decrees for d in stack))
    assert reviewed


def test_the_review_of_a_pantheon_game_shows_the_divinities_placed_face_down_in_age_one():
    widget = PlayTable("duel", seed=5, you=0, bots="random", expansions=("pantheon",))
    play_out(widget, rng(5))
    seen = 0
    for step, shot in enumerate(widget.table.snapshots()):
        if shot.age != 1 or not any(s is not None and shot.placed_by[i] == 1 for i, s in enumerate(shot.spaces)):
            continue
        widget.review(step)
        spaces = json.loads(synced_text(widget))["view"]["board"]["pantheon"]["spaces"]
        for i, space in enumerate(spaces):
            if shot.spaces[i] is not None:
                assert space["divinity"]["name"] == ALL_DIVINITIES[shot.spaces[i]].label, (step, space)
                seen += 1
    assert seen


# -- the log speaks as a person writes ------------------------------------------------------------
def _played(expansions, seed, until):
    """A Duel game with ``expansions`` played at random until ``until(game)``, or None."""
    import random

    from wonderlab.duel.game import Game

    game, r = Game(seed=seed, **{e: True for e in expansions}), random.Random(seed)
    while not game.is_over:
        game.play(game.current, r.choice(game.legal_actions(game.current)))
        if until(game):
            return game
    return None


@pytest.mark.parametrize("expansions", [(), ("pantheon",), ("agora",)])
def test_the_log_says_who_chose_which_player_to_start_the_next_age(expansions):
    """Seed 004: the player behind on the military track chooses who starts the next Age; the
    log names both, never "Player 2: Player 1 starts the next Age"."""
    from wonderlab.table.seats import duel as seat

    said = {}
    for seed in range(40):
        game = _played(expansions, seed, lambda g: g._actions[-1][1].kind == "start")
        if game is None:
            continue
        chooser, action = game._actions[-1]
        names = game.names
        line = seat.events(game, len(game._actions) - 1, None)[0]
        set_language("fr")
        try:
            french = seat.events(game, len(game._actions) - 1, None)[0]
        finally:
            set_language("en")
        if action.starter == chooser:
            assert (line, french) == (f"{names[chooser]} chose to start the next Age",
                                      f"{names[chooser]} a choisi de commencer l'Âge suivant")
        else:
            assert (line, french) == (f"{names[chooser]} chose {names[action.starter]} to start the next Age",
                                      f"{names[chooser]} a choisi {names[action.starter]} pour commencer l'Âge suivant")
        said[action.starter == chooser] = line
        if len(said) == 2:
            break
    assert len(said) == 2, said


def test_an_offering_token_in_the_log_is_the_coins_it_saves():
    """Pantheon: an Offering token takes its discount off an activation's cost; the sentence
    says the coins each token saves, and they are what the cost loses (never "tokens -3")."""
    import random

    from wonderlab.duel.game import Game
    from wonderlab.duel.pantheon_actions import Rite

    seen = 0
    for seed in range(60):
        game, r = Game(seed=seed, pantheon=True), random.Random(seed)
        while not game.is_over and seen < 3:
            seat_ = game.current
            action = r.choice(game.legal_actions(seat_))
            given = isinstance(action, Rite) and action.kind == "activate" and action.offerings
            cost = game.activation_cost(seat_, action.space) if given else None
            game.play(seat_, action)
            if not given:
                continue
            assert action.coins == max(0, cost - sum(action.offerings))
            *some, last = action.offerings
            saved = f"{', '.join(map(str, some))} and {last}" if some else str(last)
            token = "token that saves" if len(action.offerings) == 1 else "tokens that save"
            assert str(action).endswith(f", giving the Offering {token} {saved} coins"), str(action)
            assert "-" not in str(action)
            seen += 1
        if seen == 3:
            break
    assert seen == 3


@pytest.mark.parametrize("target, english, french", [
    (-4, "Put the Minerva pawn 4 spaces towards player 1's capital",
     "Poser le pion Minerve à 4 cases vers la capitale du joueur 1"),
    (1, "Put the Minerva pawn 1 space towards player 2's capital",
     "Poser le pion Minerve à 1 case vers la capitale du joueur 2"),
    (0, "Put the Minerva pawn in the middle of the military track",
     "Poser le pion Minerve au centre de la piste militaire")])
def test_minerva_s_pawn_is_placed_so_many_spaces_towards_a_capital(target, english, french):
    """Minerva's pawn goes on a space of the military track (> 0 towards player 2, as the
    Conflict pawn): the sentence counts spaces towards a capital, never "space -4"."""
    from wonderlab.duel.pantheon_actions import MINERVA, Rite

    action = Rite(MINERVA, target=target)
    set_language("fr")
    try:
        said = str(action)
    finally:
        set_language("en")
    assert (str(action), said) == (english, french)


def test_zeus_names_the_card_it_discards_at_the_table_and_in_the_log():
    """Zeus puts a card of the structure, face up or face down, in the discard pile (the
    rulebook; docs/duel_expansions.md): an option names the card that shows, or the face-down
    card's row and place from the left as the table draws them; once played, the log names the
    card (the discard pile shows it), never "the card at position 17"."""
    import random

    from wonderlab.duel.pantheon_actions import Rite
    from wonderlab.table.seats import duel as seat

    said = set()
    for number in range(40):
        game, r = seat.new_game(seed=number, expansions=("pantheon",)), random.Random(number)
        while not game.is_over and len(said) < 2:
            actor = game.waiting[0]
            options = seat.options(game, actor)
            zeus = [o for o in options if isinstance(o.action, Rite) and o.action.kind == "zeus"]
            if not zeus:
                seat.apply(game, actor, r.choice(options).action)
                continue
            drawn = {s["position"]: s for s in seat.view(game, actor)["board"]["structure"]}
            for option in zeus:
                place = drawn[option.action.target]
                if place["card"] is not None:
                    assert option.text == f"Put {place['card']['name']} of the structure in the discard pile with Zeus"
                    said.add("up")
                else:
                    row = sorted((s["column"], q) for q, s in drawn.items() if s["row"] == place["row"])
                    at = [q for _c, q in row].index(option.action.target) + 1
                    assert option.text == (f"Put the face-down card of row {place['row']}, place {at} from the left, "
                                           "in the discard pile with Zeus"), option.text
                    said.add("down")
            chosen = r.choice(zeus)
            seat.apply(game, actor, chosen.action)
            line = seat.events(game, len(game._actions) - 1, None)[0]
            card = seat.structure_card(game.discard[-1]).label
            assert line.startswith(f"{game.names[actor]} put ") and f"{card}" in line and "position" not in line, line
        if len(said) == 2:
            break
    assert said == {"up", "down"}, said

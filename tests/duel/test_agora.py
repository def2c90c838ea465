"""Agora's rules, one test each, naming its source: the rulebook (its contents and Senate pages, as
transcribed), seed 004 (the Duel source text) or the Board Game Arena file the fact comes from
(tools/duel_expansion_facts/agora.json; the doubtful ones in docs/duel_expansions.md)."""

import random
from collections import Counter
from contextlib import contextmanager

import pytest

from tests.duel.duelkit import CARDS, give, places_of_cards
from wonderlab.core.errors import IllegalAction
from wonderlab.core.i18n import set_language
from wonderlab.duel.agora import (
    AGORA_TOKENS,
    AGORA_WONDERS,
    DONE,
    MOVE,
    PLACE,
    POLITICAL,
    REMOVE,
    SENATOR_BASE,
    AgoraGame,
    RecruitAction,
    SenateAction,
    senator,
    senators,
)
from wonderlab.duel.cards import token_set
from wonderlab.duel.game import MILITARY, Game
from wonderlab.duel.senate import Senate


@contextmanager
def speaking(language):
    set_language(language)
    try:
        yield
    finally:
        set_language("en")


def after_draft(seed=0):
    """A game after its draft (the first wonder offered, Agora's last), its Senate empty and no
    Conspiracy kept: what picking Curia Julia or Knossos did is undone."""
    game = Game(seed=seed, agora=True)
    while game.phase != "play":
        legal = game.legal_actions(game.current)
        game.play(game.current, next((a for a in legal if getattr(a, "wonder", None) not in AGORA_WONDERS), legal[0]))
    for seat in (0, 1):
        game.plot_deck += [i for i, _, _ in game.plots[seat]]
        game.plots[seat] = []
        game.senate.cubes[seat] = [0] * 6
    game._senate_changed()
    game._legal = None
    return game


def put_senator(game, kind, section=None):
    """Swap a Senator of ``kind`` (and ``section``) into the first accessible place, face up."""
    wanted = next(s for s in senators() if s.kind == kind and (section is None or s.section == section))
    position = game.accessible()[0]
    here = game.slots[position]
    for age in (1, 2, 3):
        layout = game.layouts[age]
        if wanted.index in layout:
            q = layout.index(wanted.index)
            layout[q] = here
            if age == game.age:
                game.slots[q] = here
    game.layouts[game.age][position] = game.slots[position] = wanted.index
    game.revealed[position] = True
    game._legal = None
    return wanted


def recruit(game, card):
    seat = game.current
    action = next(a for a in game.legal_actions(seat) if isinstance(a, RecruitAction) and a.card is card)
    game.play(seat, action)
    return seat


# -- setup ------------------------------------------------------------------------------------
def test_senators_are_shuffled_into_the_age_decks_five_five_and_three():
    """Rulebook: the 13 Senators are added to the Age cards; BGA GameSetupTrait.php: 5, 5, 3."""
    game = Game(seed=11, agora=True)
    counts = [sum(1 for c in game.layouts[age] if c >= SENATOR_BASE) for age in (1, 2, 3)]
    assert counts == [5, 5, 3]
    assert sorted(c for age in (1, 2, 3) for c in game.layouts[age] if c >= SENATOR_BASE) == [
        s.index for s in senators()]
    assert Counter(s.kind for s in senators()) == {"politician": 7, "conspirator": 6}


def test_agora_ages_lie_in_larger_structures():
    """BGA Draftpool.php: Age I of 25 cards (3 to 7 a row), Age II of 25, Age III of 23; the last
    row of Age I lies on nothing: its 7 cards are the first ones to take, face up."""
    game = after_draft(4)
    assert len(game.slots) == 25 and game.remaining == 25
    assert game.accessible() == list(range(18, 25)) and all(game.revealed[q] for q in range(18, 25))
    assert game.revealed[:3] == [True] * 3 and game.revealed[3:7] == [False] * 4


def test_the_base_game_is_unchanged_without_agora():
    game = Game(seed=11)
    assert type(game) is Game and [len(game.layouts[a]) for a in (1, 2, 3)] == [20, 20, 20]
    assert "agora" not in game.record().options
    assert not hasattr(game, "senate")


def test_one_decree_per_chamber_the_first_third_and_fifth_face_up():
    """Rulebook: a Decree lies in each Chamber; BGA GameSetupTrait.php: 6 of the 16, those of
    Chambers 1, 3 and 5 face up."""
    senate = Game(seed=2, agora=True).senate
    assert [len(stack) for stack in senate.decrees] == [1] * 6
    assert [senate.face_up[stack[0]] for stack in senate.decrees] == [True, False] * 3
    ids = [d for stack in senate.decrees for d in stack]
    assert len(set(ids)) == 6 and set(ids) <= set(range(1, 17))


def test_agora_option_is_true_or_left_out_as_pantheon_is_and_anything_else_is_refused_in_words():
    """``agora=None`` is the base game, as ``pantheon=None`` is; any other value than True,
    False or None is refused in one line, in English and in French."""
    assert type(Game(seed=1, agora=None)) is Game and type(Game(seed=1, agora=False)) is Game
    assert "agora" not in Game(seed=1, agora=None).record().options
    assert type(Game(seed=1, agora=True)).__name__ == "AgoraGame"
    for value, shown in (("yes", "'yes'"), (1, "1"), ([True], r"\[True\]"), (0, "0")):
        with pytest.raises(ValueError, match=f"^agora: {shown}: give True to play with Agora, or leave it out$"):
            Game(seed=1, agora=value)
    set_language("fr")
    try:
        with pytest.raises(ValueError, match="^agora : 'oui' : donnez True pour jouer avec Agora"):
            Game(seed=1, agora="oui")
    finally:
        set_language("en")


# -- Senators ---------------------------------------------------------------------------------
def test_recruiting_a_senator_costs_a_coin_per_senator_already_recruited():
    """BGA PaymentPlan.php: a Senator costs as many coins as Senators in the recruiter's city."""
    game = after_draft(5)
    first = put_senator(game, "conspirator")
    offered = [a for a in game.legal_actions(0) if isinstance(a, RecruitAction)]
    assert [a.coins for a in offered] == [0]
    recruit(game, first)
    game.play(0, game.legal_actions(0)[0])      # the Conspirator's cube
    game.senators[1] = [senators()[0].index, senators()[1].index]
    game._legal = None
    second = put_senator(game, "conspirator")
    coins = game.p[1].coins
    action = next(a for a in game.legal_actions(1) if isinstance(a, RecruitAction))
    assert action.coins == 2 and game.explain(1, action) == [
        "1 coin per Senator already recruited (2): 2 coins"]
    recruit(game, second)
    assert game.p[1].coins == coins - 2


def test_without_the_coins_a_senator_is_not_recruited_and_the_refusal_says_why():
    game = after_draft(5)
    card = put_senator(game, "politician", 0)
    game.senators[0] = [s.index for s in senators()[7:12]]
    game.p[0].coins = 3
    game._legal = None
    assert not any(isinstance(a, RecruitAction) for a in game.legal_actions(0))
    before = game.state_key()
    from wonderlab.duel.agora import recruit_action
    with pytest.raises(IllegalAction, match="costs 5 coins, you have 3 coins"):
        game.play(0, recruit_action(card, 5))
    assert game.state_key() == before


@pytest.mark.parametrize("blue, actions", [((), 1), (("Altar",), 1), (("Altar", "Baths"), 2),
                                           (("Altar", "Baths", "Theater"), 2),
                                           (("Altar", "Baths", "Theater", "Statue"), 3)])
def test_a_politician_gives_senate_actions_by_blue_cards(blue, actions):
    """BGA Material.php, the Politician's card: 0–1 blue cards 1 Senate action, 2–3 two, 4+ three."""
    game = after_draft(7)
    give(game, 0, *blue)
    card = put_senator(game, "politician", 1)
    recruit(game, card)
    taken = 0
    while game.phase == "senate" and game.current == 0:
        game.play(0, next(a for a in game.legal_actions(0) if a.kind == PLACE))
        taken += 1
    assert taken == actions and sum(game.senate.cubes[0]) == actions


def test_a_politician_places_in_its_section_and_moves_to_the_next_chamber():
    """BGA Material.php: Place Influence (in the section of the Politician); Move Influence (from
    any Chamber to an adjacent Chamber)."""
    game = after_draft(7)
    game.senate.cubes[0][0] = 1
    card = put_senator(game, "politician", 2)
    recruit(game, card)
    legal = game.legal_actions(0)
    assert {a.chamber for a in legal if a.kind == PLACE} == {4, 5}
    assert [(a.chamber, a.target) for a in legal if a.kind == MOVE] == [(0, 1)]
    assert SenateAction(DONE) in legal


def test_senate_actions_may_stop_early():
    """BGA SenateActionsTrait.php: a player may skip the remaining Senate actions."""
    game = after_draft(7)
    give(game, 0, "Altar", "Baths", "Theater", "Statue")
    recruit(game, put_senator(game, "politician", 0))
    game.play(0, SenateAction(PLACE, 0))
    game.play(0, SenateAction(DONE))
    assert game.phase == "play" and game.current == 1 and game.senate.cubes[0] == [1, 0, 0, 0, 0, 0]


def test_a_conspirator_places_one_cube_in_any_chamber():
    """BGA Material.php, the Conspirator: take only one of: Place Influence (1 cube in the Chamber
    of your choice) or Conspire."""
    game = after_draft(8)
    recruit(game, put_senator(game, "conspirator"))
    legal = game.legal_actions(0)
    assert [a.chamber for a in legal if a.kind == PLACE] == [0, 1, 2, 3, 4, 5]
    assert [str(a) for a in legal if a.kind != PLACE] == ["Conspire: draw 2 Conspiracies and keep 1"]
    game.play(0, SenateAction(PLACE, 3))
    assert game.senate.cubes[0][3] == 1 and game.phase == "play" and game.current == 1


def test_a_senator_may_be_discarded_or_built_into_a_wonder_instead():
    game = after_draft(8)
    card = put_senator(game, "conspirator")
    kinds = {a.kind for a in game.card_actions(0, card)}
    assert {"discard", "build"} <= kinds
    coins = game.p[0].coins
    game.play(0, next(a for a in game.card_actions(0, card) if a.kind == "discard"))
    assert game.p[0].coins == coins + 2 and card.index in game.senators_discarded
    assert card.index not in game.discard          # the Mausoleum builds Age cards only


# -- the Senate -------------------------------------------------------------------------------
def test_a_chamber_is_controlled_on_a_strict_majority():
    """BGA Senate.php getSituation: equal cubes (0–0 too) control nothing."""
    senate = Senate()
    assert senate.controller(0) is None
    senate.place(0, 0)
    assert senate.controller(0) == 0
    senate.place(1, 0)
    assert senate.controller(0) is None
    senate.place(1, 0)
    assert senate.controller(0) == 1


def test_a_face_down_decree_turns_up_when_a_player_takes_its_chamber():
    """BGA Senate.php handleDecreeControlChange: a hidden Decree is revealed on control."""
    senate = Senate([[1], [2], [3], [4], [5], [6]], [True, False] * 3)
    assert senate.face_up[2] is False
    senate.place(1, 1)
    assert senate.face_up[2] is True


def test_senate_points_go_to_each_chambers_controller_at_the_end():
    """Rulebook: each Chamber grants victory points at the end; seed 004 line 34: « Les points des
    Chambres que tu contrôles, de 1 à 3 chacune »; BGA: 1, 2, 3, 3, 2, 1."""
    game = Game(seed=3, agora=True)
    game.senate.cubes[0] = [1, 0, 2, 0, 0, 0]
    game.senate.cubes[1] = [0, 1, 1, 0, 0, 1]
    sheets = game.scores()
    assert sheets[0].points["senate"] == 1 + 3 and sheets[1].points["senate"] == 2 + 1
    assert game.totals() == [sheet.total for sheet in sheets]


def test_political_supremacy_wins_at_once():
    """BGA game help: 'Control all six chambers in the senate'; seed 004 line 35: « Une suprématie
    … (ou politique, avec Agora) arrête la partie »."""
    game = after_draft(9)
    game.senate.cubes[0] = [1, 1, 1, 1, 1, 0]
    recruit(game, put_senator(game, "conspirator"))
    game.play(0, SenateAction(PLACE, 5))
    assert game.is_over and game.result == POLITICAL and game.winner == 0
    assert game.legal_actions(0) == [] == game.legal_actions(1)
    with speaking("fr"):
        assert str(game.result) == "suprématie politique"


# -- the military tokens ----------------------------------------------------------------------
def test_a_small_military_token_places_a_cube_for_the_mover_and_nobody_loses_coins():
    """BGA Item.php and MilitaryTrack.php: with Agora the small token gives the player moving the
    pawn an Influence cube to place; the opponent keeps its coins."""
    game = after_draft(6)
    coins = game.p[1].coins
    game._military(0, 3)
    game._continue(0)
    assert game.phase == "influence" and game.current == 0
    assert [a.kind for a in game.legal_actions(0)] == [PLACE] * 6
    game.play(0, SenateAction(PLACE, 2))
    assert game.senate.cubes[0][2] == 1 and game.p[1].coins == coins


def test_a_large_military_token_removes_an_opponent_cube_then_may_move_one():
    """BGA Item.php: the large token: remove an opponent's cube, then move one of yours (or not)."""
    game = after_draft(6)
    game.loot = [t for t in game.loot if t[3] == 5]
    game.senate.cubes[1][4] = 2
    game.senate.cubes[0][0] = 1
    game._military(0, 6)
    game._continue(0)
    assert game.legal_actions(0) == [SenateAction(REMOVE, 4)]
    game.play(0, SenateAction(REMOVE, 4))
    assert game.senate.cubes[1][4] == 1
    assert game.legal_actions(0) == [SenateAction(MOVE, 0, 1), SenateAction(DONE)]
    game.play(0, SenateAction(DONE))
    assert game.phase == "play"


def test_military_supremacy_still_ends_the_game():
    game = after_draft(6)
    game._military(0, 9)
    assert game.result == MILITARY


# -- actions in words -------------------------------------------------------------------------
def test_agora_actions_print_as_sentences_in_english_and_french():
    card = senators()[0]
    assert str(SenateAction(MOVE, 1, 2)) == "Move an Influence cube from Chamber 2 to Chamber 3"
    from wonderlab.duel.agora import recruit_action
    assert str(recruit_action(card, 2)) == "Recruit the Politician (left section) for 2 coins"
    with speaking("fr"):
        assert str(SenateAction(PLACE, 0)) == "Placer un cube d'Influence dans la Chambre 1"
        assert str(recruit_action(senator(SENATOR_BASE + 12), 0)) == "Recruter le Conspirateur gratuitement"


@pytest.mark.parametrize("action, reason", [
    (SenateAction(PLACE, 0), "places only in Chambers 3 & 4"),
    (SenateAction(PLACE, 9), "there is no Chamber 10"),
    (SenateAction(MOVE, 2, 3), "you have no cube in Chamber 3"),
    (SenateAction(REMOVE, 2), "not possible now"),
    (SenateAction(PLACE, "one"), "no Chamber 'one'"),
])
def test_illegal_senate_actions_are_refused_in_words_and_change_nothing(action, reason):
    game = after_draft(7)
    recruit(game, put_senator(game, "politician", 1))
    before = game.state_key()
    with pytest.raises(IllegalAction, match=reason):
        game.play(0, action)
    assert game.state_key() == before


def test_a_senate_action_out_of_its_turn_is_refused():
    game = after_draft(7)
    recruit(game, put_senator(game, "politician", 1))
    before = game.state_key()
    with pytest.raises(IllegalAction, match="not your decision"):
        game.play(1, SenateAction(PLACE, 2))
    assert game.state_key() == before


# -- properties over many games ---------------------------------------------------------------
def _places(game):
    """Every card and Senator, wherever it lies."""
    found = places_of_cards(game) + game.senators_discarded + game.senators[0] + game.senators[1]
    found += [card for mine in game.plots for _, card, _ in mine if card is not None]
    return found + [card for _, card in game.sabotaged]


def play_random(seed, check=None):
    game = Game(seed=seed, agora=True)
    rng = random.Random(seed)
    while not game.is_over:
        seat = game.waiting[0]
        legal = game.legal_actions(seat)
        if check:
            check(game, seat, legal)
        game.play(seat, rng.choice(legal))
    return game


ALL = len(CARDS.items) + len(senators())


def test_properties_over_many_agora_games():
    """Over 300 seeded games: cards, Senators, progress tokens, Conspiracies and cubes are
    conserved; no game goes on past a supremacy; replay is exact; a game ends with a supremacy or
    after Age III."""
    results = Counter()

    def check(game, seat, legal):
        places = _places(game)
        assert len(places) == ALL and len(set(places)) == ALL
        tokens = game.board_tokens + game.box_tokens + game.p[0].tokens + game.p[1].tokens + game.locked
        assert sorted(tokens) == sorted(t.index for t in (*token_set(), *AGORA_TOKENS))
        plots = game.plot_deck + game.drawn + [i for mine in game.plots for i, _, _ in mine]
        assert sorted(plots) == list(range(1, 17))
        assert abs(game.pawn) < 9                                   # military supremacy ends it
        assert all(len(q.science) - q.science.count(0) < 6 for q in game.p)   # and scientific
        for s in (0, 1):
            assert game.senate.reserve(s) + sum(game.senate.cubes[s]) == 12 and game.senate.reserve(s) >= 0
        assert legal

    for seed in range(300):
        game = play_random(seed, check)
        results[str(game.result)] += 1
        assert Game.replay(game.record()).state_key() == game.state_key()
        assert game.legal_actions(0) == game.legal_actions(1) == []
    assert results["points"] > 200


def test_every_legal_agora_action_applies():
    def check(game, seat, legal):
        for action in legal:
            game.copy().play(seat, action)

    for seed in range(30):
        play_random(seed, check)


def test_political_supremacy_ends_games_at_once_over_many_games():
    """Bots that always place where they lead: political supremacy happens, and ends the game at
    the very action that completes it."""
    ended = 0
    for seed in range(60):
        game = Game(seed=seed, agora=True)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.waiting[0]
            legal = game.legal_actions(seat)
            cubes = game.senate.cubes
            senate = sorted((a for a in legal if isinstance(a, SenateAction) and a.kind in (PLACE, REMOVE)),
                            key=lambda a: cubes[seat][a.chamber] - cubes[1 - seat][a.chamber])
            recruits = [a for a in legal if isinstance(a, RecruitAction)]
            action = senate[0] if senate and seat == 0 else recruits[0] if recruits and seat == 0 else rng.choice(legal)
            game.play(seat, action)
            if game.senate.supremacy() is not None:
                assert game.is_over and game.result == POLITICAL
        ended += game.result == POLITICAL
    assert ended >= 1


def test_random_fuzzed_attempts_leave_the_game_unchanged():
    rng = random.Random(5)
    from wonderlab.duel.conspiracies import Plot, conspiracy, prepare_action

    junk = [SenateAction(PLACE, c) for c in (-1, 6, None, 2.0)] + [SenateAction(MOVE, 0, 2), SenateAction("vote"),
                                                                    "place 1", None, 3]
    junk += [Plot("keep", conspiracy("coup")), Plot("trigger", conspiracy("sabotage")), Plot("top"), Plot("vote"),
             Plot("take_card", card=CARDS.by_name("Altar")), Plot("move_decree", chamber=0, target=9),
             prepare_action(CARDS.by_name("Palace"), conspiracy("coup")), Plot("keep", conspiracy="coup")]
    for seed in range(20):
        game = play_random(seed) if seed % 4 == 0 else Game(seed=seed, agora=True)
        for _ in range(rng.randrange(60)):
            if game.is_over:
                break
            seat = game.waiting[0]
            game.play(seat, rng.choice(game.legal_actions(seat)))
        for attempt in junk + [SenateAction(DONE)]:
            for seat in (0, 1):
                legal = game.legal_actions(seat)
                if attempt in legal:
                    continue
                before = game.state_key()
                with pytest.raises(IllegalAction):
                    game.play(seat, attempt)
                assert game.state_key() == before


# -- hidden information -----------------------------------------------------------------------
def test_face_down_decrees_never_show_in_a_view():
    game = Game(seed=12, agora=True)
    for seat in (0, 1):
        decrees = game.view(seat)["senate"]["decrees"]
        assert [stack[0] is None for stack in decrees] == [False, True] * 3


def test_redeal_keeps_what_the_seat_sees_and_deals_the_rest_again():
    """Non-interference: a redealt game shows the seat the very same view; the face-down
    Decrees, unseen cards and Senators are dealt again."""
    moved = 0
    for seed in range(40):
        game = Game(seed=seed, agora=True)
        rng = random.Random(seed)
        for _ in range(rng.randrange(10, 80)):
            if game.is_over:
                break
            seat = game.waiting[0]
            game.play(seat, rng.choice(game.legal_actions(seat)))
        for seat in (0, 1):
            other = game.redeal(seat, random.Random(seed + 100))
            assert other.view(seat) == game.view(seat)
            assert sorted(_places(other)) == sorted(_places(game))
            moved += other.state_key() != game.state_key()
            if not other.is_over:
                s = other.waiting[0]
                other.play(s, other.legal_actions(s)[0])
    assert moved > 40


def test_bots_decide_the_same_whatever_the_hidden_decrees():
    """The same view, two different hidden deals: the legal actions are the same."""
    for seed in range(20):
        game = after_draft(seed)
        for seat in (0, 1):
            other = game.redeal(seat, random.Random(seed))
            assert [str(a) for a in other.legal_actions(seat)] == [str(a) for a in game.legal_actions(seat)]


def test_an_agora_game_is_an_agora_game_after_copy():
    game = after_draft(1)
    other = game.copy()
    assert isinstance(other, AgoraGame) and other.senate is not game.senate
    assert other.state_key() == game.state_key()


# -- the bench --------------------------------------------------------------------------------
def test_bench_duel_agora_plays_agora_games(capsys):
    from wonderlab import cli

    code = cli.main(["bench", "duel", "--agora", "--seconds", "0.2"])
    out = capsys.readouterr().out
    assert code == 0 and out.startswith("duel --agora, 2 players") and out.strip().splitlines()[-1].startswith("games_per_s=")


def test_bench_agora_is_an_option_of_duel_only(capsys):
    from wonderlab import cli

    code = cli.main(["bench", "classic", "--agora", "--seconds", "0.2"])
    err = capsys.readouterr().err
    assert code == 2 and "--agora is an option of duel, not of classic" in err and err.count("\n") == 1


def test_runner_plays_an_agora_game():
    from wonderlab.duel.runner import play_game

    rows, decisions = play_game(2, 4, ["random", "random"], agora=True)
    assert len(rows) == 2 and decisions > 60 and all("senate" in row for row in rows)
    rows, decisions = play_game(2, 4, ["random", "greedy"], agora=True)     # issue 42: every bot plays Agora
    assert [row["bot"] for row in rows] == ["random", "greedy"] and decisions > 20 and all("senate" in row for row in rows)


# -- notation, explanations, what is not written yet ------------------------------------------
def test_every_agora_action_has_a_notation_that_parses_back_and_an_explanation():
    seen = set()
    for seed in range(12):
        game = Game(seed=seed, agora=True)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.waiting[0]
            legal = game.legal_actions(seat)
            for action in legal:
                text = action.notation
                assert game.parse(seat, text).notation == text
                assert game.explain(seat, action)
                seen.add(action.kind)
            game.play(seat, rng.choice(legal))
    assert {"place", "move", "done", "conspire", "keep", "top", "prepare"} <= seen


def test_senate_notation_speaks_french_too():
    assert SenateAction(MOVE, 1, 2).notation == "move 2 3"
    with speaking("fr"):
        assert SenateAction(MOVE, 1, 2).notation == "déplacer 2 3"
        assert SenateAction(PLACE, 0).notation == "placer 1"


def test_a_notebook_shows_the_senate_of_an_agora_game():
    game = after_draft(2)
    assert "Senate: 0–0" in game._repr_html_()


def test_a_token_taken_by_the_pawn_the_opponent_moved_is_the_opponents_to_play():
    """BGA Item.php: the military token's Senate action goes to the player who moved the pawn,
    even during the other player's turn (here: seat 0 loses the Decree of the shield, the pawn
    moves towards seat 0, onto seat 0's small token, so seat 1 places a cube), then seat 0's turn
    goes on."""
    game = after_draft(6)
    game.pawn = -2                      # one space from seat 0's small token (zone 3–5)
    for stack in game.senate.decrees:
        if 9 in stack:
            stack.remove(9)
    game.senate.decrees[0].append(9)
    game.senate.face_up[9] = True
    chamber = 0
    game.senate.cubes[0][chamber] = 1
    game._senate_changed()
    assert game.pawn == -1
    game.pawn = -2
    recruit(game, put_senator(game, "politician", chamber // 2))
    game.play(0, SenateAction(MOVE, chamber, chamber + 1 if chamber < 5 else chamber - 1))
    assert game.pawn == -3 and game.phase == "influence" and game.current == 1
    game.play(1, SenateAction(PLACE, 4))
    assert game.senate.cubes[1][4] == 1
    assert game.current == 1 and game.phase == "play"       # seat 0's turn ended: seat 1 plays


@pytest.mark.parametrize("entry", [
    {"seat": 0, "kind": "place", "chamber": "x"},
    {"seat": 0, "kind": "place", "chamber": 9},
    {"seat": 0, "kind": "move", "chamber": 1},
    {"seat": 0, "kind": "place", "chamber": 1, "colour": "red"},
    {"seat": 0, "kind": "keep"},
    {"seat": 0, "kind": "keep", "conspiracy": "nope"},
    {"seat": 0, "kind": "trigger", "conspiracy": 3},
    {"seat": 0, "kind": "prepare", "card": "altar"},
    {"seat": 0, "kind": "prepare", "card": "altar", "conspiracy": "coup"},
    {"seat": 0, "kind": "build", "card": "politician_left_1", "coins": -1},
    {"seat": 0, "kind": "token", "card": "conspirator_1"},
    {"seat": 0, "kind": "pick", "wonder": "knossos", "coins": "a"},
    {"seat": 1, "kind": "done"},
    {"seat": 0, "kind": "sabotage", "wonder": "the_pyramids", "chamber": 2.5},
])
def test_a_wrong_agora_record_entry_is_refused_in_one_line_and_changes_nothing(entry):
    from wonderlab.core.errors import InvalidRecord

    game = after_draft(4)
    before = game.state_key()
    with pytest.raises(InvalidRecord) as refused:
        game.play_json(entry)
    assert "\n" not in str(refused.value) and str(refused.value).startswith("record: action #")
    assert game.state_key() == before


def test_an_agora_record_saved_as_json_replays_and_its_summary_adds_up(tmp_path, capsys):
    from wonderlab import cli
    from wonderlab.core.records import GameRecord

    game = play_random(9)
    path = tmp_path / "agora.json"
    path.write_text(game.record().to_json(), encoding="utf-8")
    assert Game.replay(GameRecord.from_json(path.read_text(encoding="utf-8"))).state_key() == game.state_key()
    assert cli.main(["replay", str(path)]) == 0
    rows = {line.split()[0]: [int(n) for n in line.split()[1:]] for line in capsys.readouterr().out.splitlines()
            if line.split() and line.split()[0] in ("senate", "total", "civilian", "science", "commercial", "guilds",
                                                    "wonders", "progress", "treasury", "military")}
    assert "senate" in rows
    for seat in (0, 1):
        assert sum(v[seat] for k, v in rows.items() if k != "total") == rows["total"][seat]

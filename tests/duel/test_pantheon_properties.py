"""Issue 42, Pantheon: properties over many seeded random games with ``pantheon=True``.

Cards, progress tokens, Divinities and Mythology tokens are conserved; coins are never negative;
every legal action applies; the record replays to the same state; a supremacy ends the game at
once; what a seat sees does not change when the hidden parts are dealt again (``redeal``);
illegal attempts of every kind are refused in words and leave the game as it was.
"""

import random
from collections import Counter

import pytest

from wonderlab.core.errors import IllegalAction
from wonderlab.duel.actions import Action
from wonderlab.duel.cards import card_set
from wonderlab.duel.game import Game, random_game
from wonderlab.duel.pantheon_actions import KINDS, Rite
from wonderlab.duel.pantheon_data import ALL_DIVINITIES, DIVINITIES, GATE, TEMPLES

from .duelkit import places_of_cards
from .pantheonkit import activate, at_age

GAMES = 500
CARDS = card_set()
IN_PLAY = {c.index for c in CARDS if not c.is_guild} | {t.index for t in TEMPLES}


def check_conserved(game):
    cards = places_of_cards(game)
    assert len(cards) == len(set(cards)) and set(cards) == IN_PLAY
    tokens = game.board_tokens + game.box_tokens + game.enki + game.p[0].tokens + game.p[1].tokens
    assert sorted(tokens) == list(range(13))
    gods = [d for deck in game.decks.values() for d in deck] + [d for d in game.spaces if d is not None]
    gods += game.gods[0] + game.gods[1]
    expected = {d.index for d in DIVINITIES} | ({GATE.index} if game.age >= 2 or GATE.index in gods else set())
    assert len(gods) == len(set(gods)) and set(gods) == expected
    gone = [t for t in game.gone if t is not None]
    myths = list(game.myth_on.values()) + game.myths[0] + game.myths[1] + [t for t in gone if isinstance(t, str)]
    assert len(myths) == 5 and all(myths.count(m) <= 2 for m in myths)
    offerings = list(game.offering_on.values()) + game.offerings[0] + game.offerings[1]
    assert sorted(offerings + [t for t in gone if isinstance(t, int)]) == [2, 3, 4]
    for seat in (0, 1):
        assert game.p[seat].coins >= 0 and 0 <= game.astarte[seat] <= game.p[seat].coins


def check_supremacy(game):
    if abs(game.pawn) >= 9:
        assert game.is_over and game.result == "military supremacy"
    for seat in (0, 1):
        if sum(1 for n in game.p[seat].science if n) >= 6:
            assert game.is_over and game.result in ("scientific supremacy", "military supremacy")


def test_random_pantheon_games_conserve_everything_and_replay_exactly():
    kinds = Counter()
    for seed in range(GAMES):
        game, rng = Game(seed=seed, pantheon=True), random.Random(seed)
        while not game.is_over:
            seat = game.current
            legal = game.legal_actions(seat)
            assert legal, (seed, game.phase)
            action = rng.choice(legal)
            game.play(seat, action)             # every legal action applies
            kinds[action.kind] += 1
            check_conserved(game)
            check_supremacy(game)
            if rng.random() < 0.02:
                assert Game.replay(game.record()).state_key() == game.state_key()
        assert Game.replay(game.record()).state_key() == game.state_key()
        sheets = game.scores()
        assert all(s.total == sum(s.categories.values()) for s in sheets)
    assert kinds["activate"] > GAMES and kinds["place"] >= 4 * GAMES       # (Age I may end the game early)


def test_every_pantheon_decision_kind_is_met_in_random_games():
    kinds = Counter()
    for seed in range(GAMES):
        game = random_game(seed, pantheon=True)
        kinds.update(a.kind for _, a in game._actions)
    assert set(KINDS) <= set(kinds), set(KINDS) - set(kinds)


def test_a_supremacy_won_with_a_divinity_ends_the_game_at_once():
    """Seed 004: « Une suprématie militaire ou scientifique ... arrête la partie »: Mars's 2 shields."""
    game = at_age(2)
    seat = game.current
    game.pawn = 7 if seat == 0 else -7
    game.minerva = None
    activate(game, "Mars")
    assert game.is_over and game.result == "military supremacy" and game.winner == seat
    game = at_age(2)
    seat = game.current
    game.p[seat].science = [1, 0, 1, 1, 1, 1, 0]        # five symbols; Ishtar brings the scales
    activate(game, "Ishtar")
    assert game.is_over and game.result == "scientific supremacy" and game.winner == seat


def test_what_a_seat_sees_does_not_change_when_the_hidden_parts_are_dealt_again():
    compared = changed = secret = 0
    for seed in range(GAMES // 3):
        game, rng = Game(seed=seed, pantheon=True), random.Random(seed)
        while not game.is_over:
            for seat in (0, 1):
                other = game.redeal(seat, random.Random(compared))
                assert other.view(seat) == game.view(seat), (seed, seat, game.phase)
                assert sorted(map(str, other.legal_actions(seat))) == sorted(map(str, game.legal_actions(seat)))
                changed += other.state_key() != game.state_key()
                secret += other.decks != game.decks
                compared += 1
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
    assert changed > compared * 0.9 and secret > compared * 0.5


def test_the_divinities_seated_face_down_by_the_opponent_are_dealt_again():
    game = Game(seed=6, pantheon=True)
    rng = random.Random(1)
    while not (game.age == 1 and game.spaces.count(None) <= 3):
        game.play(game.current, rng.choice(game.legal_actions(game.current)))
    seat = 0
    theirs = [s for s, d in enumerate(game.spaces) if d is not None and game.placed_by[s] == 1]
    mine = [s for s, d in enumerate(game.spaces) if d is not None and game.placed_by[s] == 0]
    dealt = [game.redeal(seat, random.Random(k)) for k in range(30)]
    assert all(g.spaces[s] == game.spaces[s] for g in dealt for s in mine)
    assert all(ALL_DIVINITIES[g.spaces[s]].mythology == ALL_DIVINITIES[game.spaces[s]].mythology
               for g in dealt for s in theirs)
    assert theirs and mine
    assert any(g.spaces[s] != game.spaces[s] for g in dealt for s in theirs)


JUNK = (None, 0, 1, -1, 7, 2.5, "", "tanit", (1,), [], object(), 10**30)


def bogus(rng, legal):
    """An attempt that is not legal now: a stale action, a field changed, a Rite out of place."""
    pick = rng.random()
    if legal and pick < 0.5:
        base = rng.choice(legal)
        if base.__class__ is Rite:
            field = rng.choice(("divinity", "space", "offerings", "coins", "card", "wonder", "target", "kind"))
            value = rng.choice(JUNK + (rng.choice(ALL_DIVINITIES), rng.choice(KINDS)))
            try:
                return Rite(**{**{f: getattr(base, f) for f in Rite.__dataclass_fields__}, field: value})
            except TypeError:
                return Rite("activate", space=value)
        return Action(base.kind, card=rng.choice(list(CARDS)), coins=rng.choice((0, 1, 99)))
    if pick < 0.8:
        return Rite(rng.choice(KINDS + ("nothing",)), divinity=rng.choice(ALL_DIVINITIES),
                    space=rng.choice((1, 3, 6, 0, 9, None)), coins=rng.choice((0, 3, 8, -1)))
    return rng.choice(JUNK)


def test_illegal_attempts_are_refused_in_words_and_change_nothing():
    refused = Counter()
    for seed in range(GAMES // 3):
        game, rng = Game(seed=seed, pantheon=True), random.Random(seed)
        while not game.is_over:
            seat = game.current
            legal = game.legal_actions(seat)
            for _ in range(2):
                attempt = bogus(rng, legal)
                if any(attempt is a or (attempt.__class__ is a.__class__ and attempt == a) for a in legal):
                    continue
                before, record = game.state_key(), game.record()
                who = rng.choice((seat, 1 - seat))
                with pytest.raises(IllegalAction) as refusal:
                    game.play(who, attempt)
                assert isinstance(refusal.value, ValueError) and len(str(refusal.value)) > 10
                assert "\n" not in str(refusal.value)
                assert game.state_key() == before and game.record() == record
                refused[game.phase] += 1
            game.play(seat, rng.choice(game.legal_actions(seat)))
        with pytest.raises(IllegalAction, match="over"):
            game.play(0, Rite("activate", divinity=DIVINITIES.by_name("Tanit"), space=1))
    assert {"play", "place"} <= set(refused)


def test_the_random_play_out_plays_legal_games_that_replay():
    """``RandomBot``'s play-out (the bench's) plays the engine's own legal actions: its record replays."""
    from wonderlab.core.rng import make_rng

    kinds = Counter()
    for seed in range(GAMES // 2):
        game = Game(seed=seed, pantheon=True)
        game._play_at_random(make_rng(seed))
        assert game.is_over and game._due is None
        check_conserved(game)
        assert Game.replay(game.record()).state_key() == game.state_key()
        kinds.update(a.kind for _, a in game._actions)
    assert kinds["activate"] > GAMES and kinds["place"] >= 4 * (GAMES // 2) // 2


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_legal_action_of_a_pantheon_game_reads_back_from_its_notation(lang):
    """``action.notation`` (``activate Tanit``, ``place Zeus on 3``, ``build Greek Grand Temple``) is
    what ``game.parse`` reads back to that very action, in English and in French."""
    from wonderlab.core.i18n import set_language

    set_language(lang)
    try:
        read = Counter()
        for seed in range(GAMES // 20):
            game, rng = Game(seed=seed, pantheon=True), random.Random(seed)
            while not game.is_over:
                seat = game.current
                legal = game.legal_actions(seat)
                for action in legal:
                    assert game.parse(seat, action.notation) is action, action.notation
                    read[action.kind] += 1
                game.play(seat, rng.choice(legal))
        assert {"place", "activate", "build"} <= set(read)
    finally:
        set_language("en")


def test_the_engines_pantheon_points_are_the_table_files_scoring():
    """The engine's sheet and ``scoring.expansion_points`` (table files) give the same Divinities'
    and Grand Temples' points for the same city (seed 004 line 33)."""
    from wonderlab.duel.pantheon_data import ALL_DIVINITIES as GODS
    from wonderlab.duel.scoring import City, expansion_points

    scored = 0
    for seed in range(GAMES // 5):
        game = random_game(seed, pantheon=True)
        for seat in (0, 1):
            kept = min(game.astarte[seat], game.p[seat].coins)
            temples = sum(1 for c in game.p[seat].cards if c in {t.index for t in TEMPLES})
            city = City(extras={"divinities": [GODS[d].id for d in game.gods[seat]], "astarte_coins": kept,
                                "grand_temples": temples})
            sheet = game.scores()[seat].categories
            expected = expansion_points(city, ("divinities", "grand_temples"))
            assert {k: sheet[k] for k in expected} == expected
            scored += sheet["divinities"] + sheet["grand_temples"] > 0
    assert scored > GAMES // 10


def test_the_random_bot_chooses_legal_pantheon_actions_one_decision_at_a_time():
    from wonderlab.core.bots import make_bot

    bot, chosen = make_bot("duel", "random"), Counter()
    for seed in range(GAMES // 10):
        game, rng = Game(seed=seed, pantheon=True), random.Random(seed)
        while not game.is_over:
            seat = game.current
            action = bot.choose(game, seat, rng)
            assert action in game.legal_actions(seat)
            game.play(seat, action)
            chosen[action.kind] += 1
        assert Game.replay(game.record()).state_key() == game.state_key()
    assert chosen["activate"] > GAMES // 10

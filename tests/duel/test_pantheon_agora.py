"""Issue 42: Pantheon and Agora played together (``Game(seed=..., pantheon=True, agora=True)``).

The combination's rules, one test each naming its source (docs/duel_expansions.md, « Pantheon and
Agora together »), then properties over many seeded random games: cards, tokens, Divinities,
Conspiracies and Influence cubes conserved; the record replays to the same state; each of the three
supremacies ends the game at once. (Every legal action applies, hidden-information non-interference,
refusals of stale, foreign and junk attempts: test_expansion_properties.py, for each expansion
alone and both.)
"""

import random
from collections import Counter

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.duel.agora import AGORA_TOKENS, AGORA_WONDERS, POLITICAL, structures
from wonderlab.duel.cards import card_set, token_set, wonder_set
from wonderlab.duel.conspiracies import Plot, conspiracy
from wonderlab.duel.game import Game, random_game
from wonderlab.duel.pantheon_actions import Rite
from wonderlab.duel.pantheon_agora import MYTHOLOGY_PLACES, OFFERING_PLACES, PantheonAgoraGame
from wonderlab.duel.pantheon_data import DIVINITIES, GATE, TEMPLES
from wonderlab.duel.pantheon_data import TOKENS as PANTHEON_TOKENS
from wonderlab.duel.pantheon_data import WONDERS as PANTHEON_WONDERS
from wonderlab.duel.senate import facts
from wonderlab.duel.senators import PLACE, SENATOR_BASE, SenateAction, senators

from .duelkit import places_of_cards
from .pantheonkit import activation, put_divinity

GAMES = 300
CARDS = card_set()
IN_PLAY = ({c.index for c in CARDS if not c.is_guild} | {t.index for t in TEMPLES}
           | {s.index for s in senators()})
TOKENS = sorted(t.index for t in (*token_set(), *PANTHEON_TOKENS, *AGORA_TOKENS))


def both(seed):
    return Game(seed=seed, pantheon=True, agora=True)


def played_to(seed, test, rng=None):
    """A game of both from ``seed`` played at random until ``test(game)`` holds (None if it ends first)."""
    game, rng = both(seed), rng or random.Random(seed)
    while not game.is_over and not test(game):
        game.play(game.current, rng.choice(game.legal_actions(game.current)))
    return None if game.is_over else game


# -- the rules of the combination ------------------------------------------------------------
def test_both_play_in_agoras_structures_with_the_tokens_on_bgas_places():
    """BGA Draftpool.php ``$agoraPantheonAgeTokens``: with Agora the Mythology tokens lie on Age I
    places 4, 6, 12, 14, 17 and the Offering tokens on Age II places 7, 9, 12, all face down."""
    for seed in range(10):
        game = both(seed)
        assert [len(game.layouts[age]) for age in (1, 2, 3)] == [25, 25, 23]
        assert sorted(game.myth_on) == list(MYTHOLOGY_PLACES) and sorted(game.offering_on) == list(OFFERING_PLACES)
        assert sorted(game.offering_on.values()) == [2, 3, 4]
        for age, places in ((1, MYTHOLOGY_PLACES), (2, OFFERING_PLACES)):
            face_up = structures()[age][0]
            assert not any(face_up[q] for q in places)
            rows = [len(r["columns"]) for r in facts()["structures"][str(age)]["rows"]]
            starts = [sum(rows[:i]) for i in range(len(rows))]
            # the second and fourth rows (Age I), the second (Age II): the rows dealt face down
            assert {max(i for i, s in enumerate(starts) if s <= q) for q in places} == ({1, 3} if age == 1 else {1})


def test_both_draft_all_sixteen_wonders_and_fifteen_progress_tokens():
    """BGA GameSetupTrait.php: each expansion adds its wonders (13–14, 15–16) and progress tokens
    (11–12, 13–15) to the base game's before the draws; 8 wonders are drafted, 5 tokens laid."""
    seen = set()
    for seed in range(40):
        game = both(seed)
        assert sorted(game.draft) == sorted(w.index for w in (*wonder_set(), *PANTHEON_WONDERS, *AGORA_WONDERS))
        assert sorted(game.board_tokens + game.box_tokens) == TOKENS and len(game.board_tokens) == 5
        seen |= set(game.draft[:8]) | set(game.board_tokens)
    assert {w.index for w in (*PANTHEON_WONDERS, *AGORA_WONDERS)} <= seen
    assert {t.index for t in (*PANTHEON_TOKENS, *AGORA_TOKENS)} <= seen


def test_age_three_holds_three_grand_temples_and_three_senators_no_guild():
    """Pantheon rulebook: 3 Grand Temples instead of the Guilds; Agora: 3 Senators shuffled into
    Age III (BGA GameSetupTrait.php does both): 17 + 3 + 3 = 23 cards."""
    temples = {t.index for t in TEMPLES}
    for seed in range(20):
        deck = both(seed).layouts[3]
        assert len(deck) == 23 and len(temples & set(deck)) == 3
        assert sum(c >= SENATOR_BASE for c in deck) == 3
        assert not any(CARDS.items[c].is_guild for c in deck if c < len(CARDS.items))


def test_a_military_token_gives_influence_even_with_minerva_on_the_track():
    """BGA MilitaryTrack.php: with Agora the token goes to the player who moved the pawn
    (``tokenToPlayerId``), nobody pays coins; the Pantheon's Minerva pawn still stops it."""
    game = played_to(1, lambda g: g.age == 2 and g.phase == "play")
    seat = game.current
    step = 1 if seat == 0 else -1
    game.pawn, game.minerva = 2 * step, 8 * step          # (Minerva far on: the Pantheon's track path)
    coins = [game.p[0].coins, game.p[1].coins]
    game._military(seat, 1)                               # onto the small token (3 spaces from the centre)
    assert [game.p[0].coins, game.p[1].coins] == coins
    assert game.pending == [("small_token", seat)]


def test_neptune_applying_a_military_token_gives_its_influence_to_the_activator():
    """BGA MilitaryTrack.php (Neptune): with Agora, the token applied goes to the player who
    activated Neptune; no coins are lost."""
    game = played_to(2, lambda g: g.age == 2 and g.phase == "play")
    seat = game.current
    put_divinity(game, "Neptune")
    game.p[seat].coins = 60
    game.play(seat, activation(game, "Neptune"))
    discard = next(a for a in game.legal_actions(seat) if a.kind == "neptune_discard")
    game.play(seat, discard)
    apply = next(a for a in game.legal_actions(seat) if a.kind == "neptune_apply")
    coins = [game.p[0].coins, game.p[1].coins]
    reserve = game.senate.reserve(seat)
    game.play(seat, apply)
    assert [game.p[0].coins, game.p[1].coins] == coins
    assert game.phase == "influence" and game.current == seat
    if any(a.kind == PLACE for a in game.legal_actions(seat)):
        game.play(seat, next(a for a in game.legal_actions(seat) if a.kind == PLACE))
        assert game.senate.reserve(seat) == reserve - 1


def test_a_senator_zeus_discards_goes_to_the_senators_discard():
    """Our reading (no source found): Zeus discards a card of the structure; a Senator goes where
    discarded Senators go, never to the discard pile that Hades, Isis and the Mausoleum read."""
    game = played_to(3, lambda g: g.age == 2 and g.phase == "play" and any(
        c is not None and c >= SENATOR_BASE for c in g.slots))
    seat = game.current
    put_divinity(game, "Zeus")
    game.p[seat].coins = 60
    game.play(seat, activation(game, "Zeus"))
    pos = next(q for q, c in enumerate(game.slots) if c is not None and c >= SENATOR_BASE)
    card = game.slots[pos]
    game.play(seat, next(a for a in game.legal_actions(seat) if a.kind == "zeus" and a.target == pos))
    assert card in game.senators_discarded and card not in game.discard and game.slots[pos] is None


def test_preparing_a_conspiracy_that_uncovers_a_mythology_token_gives_it_to_the_preparer():
    """Pantheon rulebook: the player who turns a card with a token over takes it; Agora: preparing a
    Conspiracy takes a card of the structure (BGA PlayerTurnTrait.php): its uncovering counts."""
    met = 0
    for seed in range(60):
        rng = random.Random(seed)
        game = both(seed)
        while not game.is_over and game.age <= 1:
            seat = game.current
            legal = game.legal_actions(seat)
            prepares = [a for a in legal if a.kind == "prepare" and game.phase == "play"]
            before = len(game.myths[seat])
            if prepares:
                action = rng.choice(prepares)
                pos = game.slots.index(action.card.index)
                tokens = [q for q in game._covers[pos] if q in game.myth_on and game.cover[q] == 1]
                game.play(seat, action)
                if tokens:
                    met += 1
                    assert len(game.myths[seat]) > before and game.phase == "place" and game.current == seat
                    assert not set(tokens) & set(game.myth_on)
                continue
            game.play(seat, rng.choice(legal))
        if met >= 3:
            break
    assert met >= 3


def test_a_divinity_may_be_activated_after_a_conspiracy_is_triggered_and_a_new_turn_may_trigger_again():
    """Agora: a prepared Conspiracy triggers at the start of a turn, before the turn's action; the
    Pantheon: activating a Divinity is the turn's action instead of taking a card. One trigger a turn."""
    game = played_to(4, lambda g: g.age == 2 and g.phase == "play")
    seat = game.current
    game.plots[seat] = [[conspiracy("coup").index, game.layouts[1][0], False],
                        [conspiracy("blackmail").index, game.layouts[1][1], False]]
    game._legal = None
    game.play(seat, next(a for a in game.legal_actions(seat) if a.__class__ is Plot and a.kind == "trigger"))
    while game.current == seat and game.phase != "play":
        game.play(seat, game.legal_actions(seat)[0])
    assert not any(a.__class__ is Plot and a.kind == "trigger" for a in game.legal_actions(seat))
    put_divinity(game, "Tanit")
    game.p[seat].coins = 60
    game.play(seat, activation(game, "Tanit"))
    assert game.trigger_used is False and game.current == 1 - seat


def test_a_card_moved_by_a_conspiracy_keeps_the_mythology_symbols():
    """Pantheon: a Mythology token's symbol builds its Grand Temple free; Agora's Foreclosure and
    Coercion move cards between cities and count their chains again: the tokens' symbols stay."""
    game = played_to(5, lambda g: g.age == 1 and g.phase == "play" and g.p[1].cards)
    myth = next(iter(TEMPLES)).chain_needs
    game.p[0].chains.add(myth)
    card = CARDS.items[game.p[1].cards[0]]
    game.p[1].cards.remove(card.index)
    game.p[0].cards.append(card.index)
    game._count(0, card, 1)
    assert myth in game.p[0].chains and (card.chain_gives is None or card.chain_gives in game.p[0].chains)


def test_records_of_both_read_each_expansions_place_and_ras_agora_wonder():
    """Both expansions have a ``place``: Agora's names a Chamber, the Pantheon's a space; Ra may
    take an Agora wonder. Records name them all and read them back."""
    read = PantheonAgoraGame._read_own
    assert read({"seat": 0, "kind": "place", "chamber": 2}) == SenateAction(PLACE, 1)
    divinity = DIVINITIES.by_name("Tanit")
    assert read({"seat": 0, "kind": "place", "divinity": divinity.id, "space": 3}) == Rite("place", divinity=divinity, space=3)
    assert read({"seat": 1, "kind": "ra", "wonder": AGORA_WONDERS[0].id}) == Rite("ra", wonder=AGORA_WONDERS[0])


def test_both_score_every_category_of_both_expansions():
    """Seed 004 lists the categories: Divinities, Grand Temples (Pantheon), the Senate (Agora)."""
    for seed in range(20):
        game = random_game(seed, pantheon=True, agora=True)
        if game.result != "points":
            continue
        for seat, sheet in enumerate(game.scores()):
            assert {"divinities", "grand_temples", "senate"} <= set(sheet.categories)
            assert sheet.categories["senate"] == game.senate.points(seat)
            assert sheet.total == sum(sheet.categories.values())
        assert game.totals() == [s.total for s in game.scores()]


# -- properties -------------------------------------------------------------------------------
def check_conserved(game):
    cards = places_of_cards(game) + game.senators_discarded + game.senators[0] + game.senators[1]
    cards += [card for mine in game.plots for _, card, _ in mine if card is not None]
    cards += [card for _, card in game.sabotaged]
    assert len(cards) == len(set(cards)) and set(cards) == IN_PLAY
    tokens = game.board_tokens + game.box_tokens + game.enki + game.p[0].tokens + game.p[1].tokens + game.locked
    assert sorted(tokens) == TOKENS
    gods = [d for deck in game.decks.values() for d in deck] + [d for d in game.spaces if d is not None]
    gods += game.gods[0] + game.gods[1]
    expected = {d.index for d in DIVINITIES} | ({GATE.index} if game.age >= 2 or GATE.index in gods else set())
    assert len(gods) == len(set(gods)) and set(gods) == expected
    gone = [t for t in game.gone if t is not None]
    myths = list(game.myth_on.values()) + game.myths[0] + game.myths[1] + [t for t in gone if isinstance(t, str)]
    assert len(myths) == 5
    assert sorted(list(game.offering_on.values()) + game.offerings[0] + game.offerings[1]
                  + [t for t in gone if isinstance(t, int)]) == [2, 3, 4]
    plots = game.plot_deck + game.drawn + [i for mine in game.plots for i, _, _ in mine]
    assert sorted(plots) == list(range(1, 17))
    for seat in (0, 1):
        assert game.senate.reserve(seat) >= 0 and game.senate.reserve(seat) + sum(game.senate.cubes[seat]) == 12
        assert game.p[seat].coins >= 0 and 0 <= game.astarte[seat] <= game.p[seat].coins


def check_supremacy(game):
    """A supremacy reached ends the game at once, with its result."""
    if abs(game.pawn) >= 9:
        assert game.is_over and game.result == "military supremacy"
    if any(sum(1 for n in q.science if n) >= 6 for q in game.p):
        assert game.is_over and game.result in ("scientific supremacy", "military supremacy", POLITICAL)
    if game.senate.supremacy() is not None:
        assert game.is_over and game.result in (POLITICAL, "military supremacy", "scientific supremacy")


def test_random_games_of_both_conserve_everything_end_at_a_supremacy_and_replay_exactly():
    kinds, results = Counter(), Counter()
    for seed in range(GAMES):
        game, rng = both(seed), random.Random(seed)
        while not game.is_over:
            seat = game.current
            legal = game.legal_actions(seat)
            assert legal, (seed, game.phase)
            action = rng.choice(legal)
            game.play(seat, action)
            kinds[action.kind] += 1
            check_conserved(game)
            check_supremacy(game)
        assert Game.replay(game.record()).state_key() == game.state_key()
        assert game.legal_actions(0) == game.legal_actions(1) == []
        results[str(game.result)] += 1
    # both expansions are played: Divinities seated and activated, Senators and Conspiracies used
    assert kinds["activate"] > GAMES and kinds["place"] > 4 * GAMES and kinds["trigger"] > GAMES // 4
    assert results["points"] > GAMES // 2 and results["military supremacy"] and results["scientific supremacy"]


def test_each_supremacy_ends_a_game_of_both_at_once():
    """Seed 004: a supremacy ends the game at once — military (Mars's shields), scientific
    (Ishtar's symbol), political (a cube completing the Senate), with both expansions on."""
    game = played_to(6, lambda g: g.age == 2 and g.phase == "play")
    seat = game.current
    game.pawn, game.minerva = (7 if seat == 0 else -7), None
    put_divinity(game, "Mars")
    game.p[seat].coins = 60
    game.play(seat, activation(game, "Mars"))
    assert game.is_over and game.result == "military supremacy" and game.winner == seat
    game = played_to(6, lambda g: g.age == 2 and g.phase == "play")
    seat = game.current
    game.p[seat].science = [1, 0, 1, 1, 1, 1, 0]
    put_divinity(game, "Ishtar")
    game.p[seat].coins = 60
    game.play(seat, activation(game, "Ishtar"))
    assert game.is_over and game.result == "scientific supremacy" and game.winner == seat
    game = played_to(7, lambda g: g.phase == "influence" and any(a.kind == PLACE for a in g.legal_actions(g.current)))
    seat = game.current
    cubes = game.senate.cubes
    chamber = next(a.chamber for a in game.legal_actions(seat) if a.kind == PLACE)
    for c in range(6):
        cubes[1 - seat][c] = 0
        cubes[seat][c] = 0 if c == chamber else 1
    game.play(seat, SenateAction(PLACE, chamber))
    assert game.is_over and game.result == POLITICAL and game.winner == seat


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_legal_action_of_both_has_a_notation_that_reads_back_and_an_explanation(lang):
    """Every action prints as a sentence and a notation in English and French, the notation reads
    back to an action printing the same (two Senators of one name read as the first), and the
    engine explains it."""
    seen = set()
    set_language(lang)
    try:
        for seed in range(6):
            game, rng = both(seed), random.Random(seed)
            while not game.is_over:
                seat = game.current
                legal = game.legal_actions(seat)
                for action in legal:
                    text = action.notation
                    assert game.parse(seat, text).notation == text and str(game.parse(seat, text)) == str(action)
                    assert game.explain(seat, action)
                    seen.add(action.kind)
                game.play(seat, rng.choice(legal))
    finally:
        set_language("en")
    assert {"activate", "place", "prepare", "build", "wonder", "move"} <= seen


def test_the_table_draws_a_game_of_both_in_agoras_structures():
    """``game_html`` lays Agora's structures out (25 places in Age I): every card of the structure
    is a slot at its row and column, a face-up Senator by its name, a face-down card as a back only."""
    from wonderlab.views.duel import game_html

    game = played_to(4, lambda g: g.age == 1 and g.phase == "play" and any(
        c is not None and c >= SENATOR_BASE and g.revealed[q] for q, c in enumerate(g.slots)))
    html = game_html(game)
    assert html.count('class="wonderlab-slot"') == game.remaining
    rows = facts()["structures"]["1"]["rows"]
    for q, c in enumerate(game.slots):
        if c is None:
            continue
        row = next(r for r in range(len(rows)) if q < sum(len(x["columns"]) for x in rows[:r + 1]))
        column = rows[row]["columns"][q - sum(len(x["columns"]) for x in rows[:row])]
        assert f'data-position="{q}"' in html
        cell = html.split(f'data-position="{q}"')[1].split("</div>")[0]
        assert f"grid-row:{row + 1};grid-column:{column} / span 2" in cell
        if game.revealed[q]:
            assert game.card_at(q).label in cell
        else:
            assert 'data-face="down"' in cell


def test_a_record_of_both_saved_as_json_replays_and_its_summary_adds_up(tmp_path, capsys):
    """``wonderlab replay`` of a game of both: the summary shows both expansions' categories
    (Divinities, Grand Temples, the Senate) and each total is the sum of its column."""
    from wonderlab import cli
    from wonderlab.core.records import GameRecord

    for seed in range(9, 40):
        game = random_game(seed, pantheon=True, agora=True)
        if any(s.categories["divinities"] for s in game.scores()):
            break
    path = tmp_path / "both.json"
    path.write_text(game.record().to_json(), encoding="utf-8")
    assert Game.replay(GameRecord.from_json(path.read_text(encoding="utf-8"))).state_key() == game.state_key()
    assert cli.main(["replay", str(path)]) == 0
    lines = [line.split() for line in capsys.readouterr().out.splitlines()]
    rows = {words[0]: [int(n) for n in words[1:]] for words in lines
            if len(words) == 3 and words[1].lstrip("-").isdigit() and words[2].lstrip("-").isdigit()}
    assert {"divinities", "grand_temples", "senate", "total"} <= set(rows)
    assert any(rows["divinities"])
    for seat in (0, 1):
        assert sum(v[seat] for k, v in rows.items() if k != "total") == rows["total"][seat] == game.totals()[seat]


def test_a_conspiracy_discarding_a_card_that_uncovers_a_mythology_token_gives_it_to_the_conspirer():
    """Pantheon: the player whose turn turns a card with a token over takes it; Agora's Turn of
    Events discards accessible cards of the structure (BGA Material.php): a card it uncovers turns
    over in the conspirer's turn, so its Mythology token is the conspirer's."""

    def ready(game):
        return game.age == 1 and game.phase == "play" and any(
            game.cover[q] == 1 and any(game.slots[c] is not None and c in game.free and q in game._covers[c]
                                       for c in range(len(game.slots)))
            for q in game.myth_on)

    game = None
    for seed in range(20):
        game = played_to(seed, ready)
        if game is not None:
            break
    seat = game.current
    q = next(q for q in game.myth_on if game.cover[q] == 1)
    above = next(c for c in game.free if q in game._covers[c])
    game.plot_deck.remove(conspiracy("turn_of_events").index)
    game.plots[seat].append([conspiracy("turn_of_events").index, game.removed[1][0], False])
    game._legal = None
    token = game.myth_on[q]
    mine = list(game.myths[seat])
    game.play(seat, Plot("trigger", conspiracy("turn_of_events")))
    game.play(seat, next(a for a in game.legal_actions(seat)
                         if a.kind == "discard_accessible" and a.card.index == game.slots[above]))
    if game.phase == "plot":
        game.play(seat, Plot("done"))
    assert q not in game.myth_on and game.myths[seat] == mine + [token]
    assert game.current == seat and game.phase in ("place", "play")


def test_mars_moving_the_pawn_onto_a_military_token_gives_its_influence():
    """Agora (BGA MilitaryTrack.php): the token the pawn reaches gives its Influence to the player
    who moved it; Mars's 2 shields move it too (the Pantheon's power), nobody loses coins."""
    game = played_to(8, lambda g: g.age == 2 and g.phase == "play")
    seat = game.current
    game.pawn, game.minerva = (1 if seat == 0 else -1), None
    put_divinity(game, "Mars")
    game.p[seat].coins = 60
    coins = game.p[1 - seat].coins
    game.play(seat, activation(game, "Mars"))
    assert abs(game.pawn) == 3 and game.p[1 - seat].coins == coins
    assert game.phase == "influence" and game.current == seat


def test_a_token_turned_over_in_a_turn_is_the_turns_player_even_after_the_opponents_decision():
    """Pantheon: the player whose turn turns a card with a token over takes it. With Agora the
    turn's last decision may be the opponent's (an Influence cube a move of the pawn gives them,
    BGA Item.php): the token is still the turn's player's."""
    game = played_to(2, lambda g: g.age == 1 and g.phase == "play" and g.myth_on)
    seat = game.current
    game._turn = seat                       # seat's turn; its last decision was the opponent's
    q = min(game.myth_on)
    token = game.myth_on[q]
    game.revealed[q] = True
    theirs = list(game.myths[1 - seat])
    game._claim(1 - seat)
    assert game.myths[seat][-1] == token and game.myths[1 - seat] == theirs
    assert q not in game.myth_on and game.phase == "place" and game.current == seat


def test_a_senator_anubis_discards_from_under_a_wonder_goes_to_the_senators_discard():
    """Our reading (no source found): Anubis discards the card under a wonder; a Senator built
    into the wonder goes where discarded Senators go, never to the discard pile."""
    game = played_to(3, lambda g: g.age == 2 and g.phase == "play" and g.p[g.current].wonders)
    seat = game.current
    senator = next(s for s in senators() if s.index not in game.senators[0] + game.senators[1])
    for age in (1, 2, 3):
        if senator.index in game.layouts[age]:
            game.layouts[age][game.layouts[age].index(senator.index)] = game.removed[age].pop()
    if senator.index in game.slots:         # (the card set aside takes its place in the structure too)
        q = game.slots.index(senator.index)
        game.slots[q] = game.layouts[game.age][q]
    p = game.p[seat]
    wonder = p.wonders.pop(0)
    p.built.append(wonder)
    p.tucked.append(senator.index)
    game.wonders_built += 1
    put_divinity(game, "Anubis")
    p.coins = 60
    game.play(seat, activation(game, "Anubis"))
    game.play(seat, next(a for a in game.legal_actions(seat) if a.kind == "anubis" and a.wonder.index == wonder))
    assert senator.index in game.senators_discarded and senator.index not in game.discard
    assert wonder in p.wonders and senator.index not in p.tucked


def test_engineering_builds_a_card_with_a_chain_symbol_for_one_coin_under_a_decree_that_prices_it():
    """Engineering (Pantheon: a card showing a chain symbol costs 1 coin) with Agora's Decree of
    raw materials 1 coin cheaper: the cheaper of the two prices, as without the Decree; a card
    whose Decree price is already 1 coin or less keeps it."""
    from wonderlab.duel.agora import AgoraGame
    from wonderlab.duel.cards import Card
    from wonderlab.duel.decrees import RAW_DISCOUNT

    checked = dearer = 0
    for seed in range(40):
        game = played_to(seed, lambda g: g.age == 2 and g.phase == "play")
        if game is None:
            continue
        seat = game.current
        game.p[seat].has.add("engineering")
        game._forget((seat,))           # (as taking the token does)
        game._hold({RAW_DISCOUNT: seat})
        for action in game.legal_actions(seat):
            card = getattr(action, "card", None)
            if action.kind != "build" or card.__class__ is not Card or not card.chain_needs \
                    or action.chain is not None or card.index >= TEMPLES[0].index:
                continue
            decree_price = AgoraGame._decree_entry(game, seat, card, True)[0]
            assert action.coins == min(decree_price, 1), (seed, card.name, action.coins, decree_price)
            checked += 1
            dearer += decree_price > 1
    assert checked >= 10 and dearer >= 5, (checked, dearer)

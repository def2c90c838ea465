"""Issue 42, Pantheon: one test per rule, each naming its source.

Sources: the Pantheon rulebook (English transcription, "The Pantheon rules US"), seed 004 line 33
(« Divinités et Grands Temples (Pantheon) : Les points des Divinités invoquées (Aphrodite 9, 1 par
pièce restée sur Astarté). 1, 2 ou 3 Grands Temples rapportent 5, 12 ou 21 points »), and the
Board Game Arena implementation's texts (modules/php/Material.php), kept in
tools/duel_expansion_facts/pantheon.json with the source of each fact.
"""

import pytest

from wonderlab.core.errors import IllegalAction
from wonderlab.duel.cards import SCIENCE, board, card_set, wonder_set
from wonderlab.duel.game import _LOOT, Game
from wonderlab.duel.pantheon_actions import Rite
from wonderlab.duel.pantheon_data import (
    ALL_DIVINITIES,
    BOARD_COSTS,
    DIVINITIES,
    GATE,
    TEMPLES,
    TOKENS,
    WONDERS,
)

from .duelkit import put
from .pantheonkit import activate, activation, at_age, choose, put_divinity

CARDS = card_set()


def test_pantheon_is_an_option_of_the_duel_engine_and_a_bad_value_is_refused_in_words():
    game = Game(seed=4, pantheon=True)
    assert type(game).__name__ == "PantheonGame" and game.record().options["pantheon"] is True
    assert "pantheon" not in Game(seed=4).record().options
    assert type(Game(seed=4, pantheon=None)) is Game and type(Game(seed=4, pantheon=False)) is Game
    for value, shown in (("yes", "'yes'"), (1, "1"), ([True], r"\[True\]")):
        with pytest.raises(ValueError, match=f"pantheon: {shown}: give True"):
            Game(seed=4, pantheon=value)


def test_the_base_game_deals_as_before_when_pantheon_is_not_asked():
    """The expansion draws its deal after the base game's: the base deal is unchanged."""
    base, pantheon = Game(seed=11), Game(seed=11, pantheon=True)
    assert base.layouts[1] == pantheon.layouts[1] and base.layouts[2] == pantheon.layouts[2]
    assert set(base.draft) == set(range(12))


def test_grand_temples_replace_the_guilds_in_age_3():
    """Rulebook: « The Grand Temples ... take the place of Guilds during Age III »; BGA setup: 3 of
    the 5 drawn at random into the Age III deck."""
    for seed in range(20):
        game = Game(seed=seed, pantheon=True)
        deck = game.layouts[3]
        assert len(deck) == 20 and not any(CARDS[c].is_guild for c in deck if c < len(CARDS))
        assert sum(c in {t.index for t in TEMPLES} for c in deck) == 3


def test_the_new_wonders_and_progress_tokens_join_the_box():
    """Rulebook: « The 2 new Wonder cards and the 3 Progress tokens should be added to those already
    present »: 14 wonders in the draft's deck, 13 progress tokens (5 on the board)."""
    game = Game(seed=2, pantheon=True)
    assert sorted(game.draft) == list(range(len(wonder_set()) + len(WONDERS)))
    assert len(game.board_tokens) == 5 and len(game.board_tokens) + len(game.box_tokens) == 13
    seen = set()
    for seed in range(40):
        g = Game(seed=seed, pantheon=True)
        seen.update(g.draft[:8])
        seen.update(g.board_tokens)
    assert {w.index for w in WONDERS} <= seen


def test_mythology_tokens_lie_on_face_down_cards_of_age_1():
    """Rulebook: Mythology tokens « are placed on top of some of Age I's face-down cards »; 5 of
    the 10 (2 per Mythology), on the positions BGA's Draftpool uses."""
    structure = board().structures[1]
    for seed in range(10):
        game = Game(seed=seed, pantheon=True)
        assert len(game.myth_on) == 5 and all(not structure.face_up[q] for q in game.myth_on)
        assert all(list(game.myth_on.values()).count(m) <= 2 for m in game.myth_on.values())


def _take_until_claim(game):
    """Take cards (discarding) until a Mythology token is claimed; the taker."""
    while game.phase != "place":
        seat = game.current
        legal = [a for a in game.legal_actions(seat) if a.kind == "discard"]
        game.play(seat, legal[0])
    return seat


def test_turning_over_a_card_with_a_mythology_token_gives_it_and_two_divinities_to_choose():
    """BGA (MythologyToken): « If you must, at the end of your turn, flip over one or more face-down
    cards which hold a Mythology token, you must first place that token in front of yourself ...
    draw the first two Divinity cards from the corresponding Mythology deck ... choose one ... and
    place it face-down on an empty space ... the remaining card face-down on top of the deck »."""
    game = Game(seed=6, pantheon=True)
    while game.phase == "pick":
        game.play(game.current, game.legal_actions(game.current)[0])
    before = dict(game.myth_on)
    seat = _take_until_claim(game)
    myth = game.claims[0][1]
    assert game.current == seat and myth in game.myths[seat] and len(game.myth_on) < len(before)
    top_two = game.decks[myth][:2]
    options = game.legal_actions(seat)
    assert {a.divinity.index for a in options} == set(top_two) and {a.space for a in options} == set(range(1, 7))
    chosen = options[0]
    game.play(seat, chosen)
    assert game.spaces[chosen.space - 1] == chosen.divinity.index
    assert game.decks[myth][0] == (set(top_two) - {chosen.divinity.index}).pop()
    assert game.phase == "play" and game.current == 1 - seat       # the turn had ended: the other plays


def test_a_seated_divinity_stays_hidden_from_the_opponent_until_age_2():
    game = Game(seed=6, pantheon=True)
    while game.phase == "pick":
        game.play(game.current, game.legal_actions(game.current)[0])
    seat = _take_until_claim(game)
    assert game.view(1 - seat)["options"] == [] and game.view(seat)["options"]
    chosen = game.legal_actions(seat)[0]
    game.play(seat, chosen)
    mine, theirs = game.view(seat)["pantheon"]["spaces"], game.view(1 - seat)["pantheon"]["spaces"]
    assert mine[chosen.space - 1]["divinity"] == chosen.divinity.id
    assert theirs[chosen.space - 1] == {**mine[chosen.space - 1], "divinity": None}
    assert chosen.divinity.id not in _values(game.view(1 - seat))


def _values(data):
    """Every string value in ``data`` (a view), however deep."""
    if isinstance(data, dict):
        return [v for value in data.values() for v in _values(value)]
    if isinstance(data, (list, tuple)):
        return [v for value in data for v in _values(value)]
    return [data] if isinstance(data, str) else []


def test_age_2_reveals_the_pantheon_with_the_gate_in_the_empty_space():
    """Rulebook: the Gate is « the last card to be placed in the Pantheon »; BGA NextAge: at Age II
    the Gate goes to the empty space and the Divinities are revealed."""
    game = at_age(2)
    assert game.spaces.count(None) == 0 and game.spaces.count(GATE.index) == 1
    assert all(space["divinity"] is not None for space in game.view(1)["pantheon"]["spaces"])


def test_offering_tokens_go_to_the_player_who_turns_their_card_over_in_age_2():
    """Rulebook: « Offering tokens ... are placed on some face-down cards in Age II »."""
    game = at_age(2, 3)
    assert sorted(game.offering_on.values()) == [2, 3, 4]
    while game.offering_on and game.age == 2:
        seat = game.current
        before = len(game.offering_on)
        game.play(seat, next(a for a in game.legal_actions(seat) if a.kind == "discard"))
        if len(game.offering_on) < before:
            assert len(game.offerings[seat]) + len(game.offerings[1 - seat]) == 3 - len(game.offering_on)
            assert game.offerings[seat]
            break
    else:
        raise AssertionError("no Offering token was taken")


def test_activation_costs_are_printed_per_space_and_player():
    """Rulebook: « On each space, 2 activation costs are printed - one for each player »; BGA:
    8 to 3 for the game's first player, 3 to 8 for the other."""
    assert BOARD_COSTS == ((8, 7, 6, 5, 4, 3), (3, 4, 5, 6, 7, 8))
    game = at_age(2)
    put_divinity(game, "Tanit", 1)
    assert game.activation_cost(0, 1) == 8 and game.activation_cost(1, 1) == 3
    seat = game.current
    game.p[seat].coins = 30
    act = activation(game, "Tanit")
    assert act.coins == BOARD_COSTS[seat][0]
    assert game.explain(seat, act)[-1] == f"you pay {act.coins} coins"


def test_the_gate_costs_twice_its_space():
    """BGA: « The activation cost of the Gate corresponds to twice the normal activation cost of its space »."""
    game = at_age(2)
    put_divinity(game, "Gate", 2)
    assert game.activation_cost(0, 2) == 14 and game.activation_cost(1, 2) == 8


def test_offering_tokens_lower_an_activation_and_are_spent():
    """BGA (OfferingToken): « a single-use discount used when activating a card from the Pantheon ...
    discarded after use »."""
    game = at_age(2)
    seat = game.current
    put_divinity(game, "Aphrodite", 3)
    game.offerings[seat] = [2, 4]
    game.p[seat].coins = 20
    cost = game.activation_cost(seat, 3)
    act = activation(game, "Aphrodite", (2,))
    assert act.coins == cost - 2
    game.play(seat, act)
    assert game.offerings[seat] == [4] and game.p[seat].coins == 20 - (cost - 2)


def test_an_offering_token_wasted_on_a_free_activation_is_not_offered():
    game = at_age(2)
    seat = game.current
    put_divinity(game, "Aphrodite", 1 if seat == 1 else 6)      # costs 3
    game.offerings[seat] = [3, 4]
    game.p[seat].coins = 10
    sets = {a.offerings for a in game.legal_actions(seat) if a.__class__ is Rite and a.divinity.name == "Aphrodite"}
    assert sets == {(), (3,), (4,)}


def test_divinities_are_activated_only_from_age_2_and_the_refusal_leaves_the_game_as_it_was():
    game = Game(seed=1, pantheon=True)
    while game.phase == "pick":
        game.play(game.current, game.legal_actions(game.current)[0])
    before = game.state_key()
    with pytest.raises(IllegalAction, match="from Age II on"):
        game.play(game.current, Rite("activate", divinity=DIVINITIES.by_name("Tanit"), space=1, coins=3))
    assert game.state_key() == before


def test_activating_is_the_turn_and_takes_no_card():
    game = at_age(2)
    remaining, seat = game.remaining, game.current
    activate(game, "Aphrodite")
    assert game.remaining == remaining and game.current == 1 - seat and game.phase == "play"


def test_tanit_gives_12_coins():
    game = at_age(2)
    seat = activate(game, "Tanit", coins=20)
    assert game.p[seat].coins == 20 - BOARD_COSTS[seat][0] + 12


def test_aphrodite_is_worth_9_points():
    """Seed 004 line 33: « Aphrodite 9 »."""
    game = at_age(2)
    seat = activate(game, "Aphrodite")
    assert game.scores()[seat].categories["divinities"] == 9


def test_astarte_keeps_7_coins_safe_from_losses_and_each_left_is_a_point():
    """Seed 004 line 33: « 1 par pièce restée sur Astarté »; BGA: « Place 7 coins from the bank on
    Astarte's card. These are not part of your City's Treasury ... protected against coin losses.
    It's possible to spend them normally »."""
    game = at_age(2)
    seat = activate(game, "Astarte", coins=BOARD_COSTS[game.current][0])      # the treasury is 0 after paying
    assert game.p[seat].coins == 7 and game.astarte[seat] == 7
    game._lose(seat, 5)
    assert game.p[seat].coins == 7
    sheet = game.scores()[seat].categories
    assert sheet["divinities"] == 7 and sheet["treasury"] == 0
    game.p[seat].coins = 3          # 4 spent (the treasury was empty: they came from Astarte)
    game._settle()
    assert game.astarte[seat] == 3 and game.scores()[seat].categories["divinities"] == 3


def test_mars_moves_the_conflict_pawn_2_spaces():
    game = at_age(2)
    pawn = game.pawn
    seat = activate(game, "Mars")
    assert game.pawn == pawn + (2 if seat == 0 else -2)


def test_ishtar_gives_the_law_tokens_scientific_symbol():
    """BGA: « This Divinity grants the shown scientific symbol (identical to that of the Law Progress token) »."""
    game = at_age(2)
    seat = game.current
    before = game.p[seat].science[SCIENCE.index("scales")]
    activate(game, "Ishtar")
    assert game.p[seat].science[SCIENCE.index("scales")] == before + 1


def test_nisaba_copies_the_symbol_of_an_opponents_green_card():
    """BGA: « Place the Snake token on an opponent's green card. Nisaba is worth the scientific
    symbol shown on the card »."""
    game = at_age(2)
    seat = game.current
    green = next(c for c in CARDS if c.color == "green" and c.age == 1)
    if green.index not in game.p[1 - seat].cards:
        game.p[1 - seat].cards.append(green.index)
    before = game.p[seat].science[green.effect.science]
    activate(game, "Nisaba")
    assert game.phase == "snake" and game.current == seat
    choose(game, "snake", lambda a: a.card is green)
    assert game.snake == green.index and game.p[seat].science[green.effect.science] == before + 1


def test_baal_takes_a_brown_or_gray_card_of_the_opponent():
    game = at_age(2)
    seat = game.current
    brown = next(c for c in CARDS if c.color == "brown" and c.age == 1 and c.index not in game.p[seat].cards)
    if brown.index not in game.p[1 - seat].cards:
        game._build(1 - seat, brown, False)
    mine = game.p[seat].produced
    activate(game, "Baal")
    choose(game, "baal", lambda a: a.card is brown)
    assert brown.index in game.p[seat].cards and brown.index not in game.p[1 - seat].cards
    assert sum(game.p[seat].produced) == sum(mine) + sum(brown.effect.produces)


def test_hades_builds_a_discarded_card_for_free():
    """BGA: « You take all cards discarded since the beginning of the game, choose one, and construct it for free »."""
    game = at_age(2)
    seat = game.current
    card = next(c for c in game.discard)
    activate(game, "Hades")
    assert game.phase == "revive" and card in game.options
    game.play(seat, next(a for a in game.legal_actions(seat) if a.card.index == card))
    assert card in game.p[seat].cards and card not in game.discard


def test_zeus_discards_any_card_of_the_structure_with_its_token():
    """BGA: « Put in the discard pile a card of your choice (face up or down) from the structure, as
    well as any tokens which may be present on that card »."""
    game = at_age(2)
    hidden = next(q for q in game.offering_on)          # a face-down card with an Offering token
    card = game.slots[hidden]
    activate(game, "Zeus")
    choose(game, "zeus", lambda a: a.target == hidden)
    assert game.slots[hidden] is None and card in game.discard and hidden not in game.offering_on
    assert sum(game.offerings[0]) + sum(game.offerings[1]) + sum(game.offering_on.values()) < 9


def test_anubis_discards_a_wonders_card_and_the_wonder_can_be_built_again():
    """BGA: « Discard a card previously used to construct a Wonder ... It is possible to rebuild this Wonder »."""
    game = at_age(2)
    seat = game.current
    owner = game.p[1 - seat]
    wonder = owner.wonders[0]
    owner.wonders.remove(wonder)
    owner.built.append(wonder)
    owner.tucked.append(game.discard[0])
    game.discard.pop(0)
    built = game.wonders_built = game.wonders_built + 1
    activate(game, "Anubis")
    choose(game, "anubis", lambda a: a.wonder.index == wonder)
    assert wonder in owner.wonders and wonder not in owner.built and game.wonders_built == built - 1


def test_isis_builds_a_wonder_with_a_discarded_card():
    """BGA: « Choose a card from the discard pile and construct one of your Wonders for free using that card »."""
    game = at_age(2)
    seat = game.current
    activate(game, "Isis")
    act = choose(game, "isis")
    assert act.wonder.index in game.p[seat].built and act.card.index in game.p[seat].tucked
    assert act.card.index not in game.discard


def test_ra_takes_an_unbuilt_wonder_of_the_opponent():
    game = at_age(2)
    seat = game.current
    theirs = list(game.p[1 - seat].wonders)
    activate(game, "Ra")
    act = choose(game, "ra")
    assert act.wonder.index in theirs and act.wonder.index in game.p[seat].wonders
    assert act.wonder.index not in game.p[1 - seat].wonders


def test_minerva_stops_the_conflict_pawn_before_its_space():
    """BGA: « If the Conflict pawn would enter the space which contains the Minerva pawn, it instead
    stops moving and its movement ends. Then discard the Minerva pawn »."""
    game = at_age(2)
    seat = game.current
    step = 1 if seat == 0 else -1
    activate(game, "Minerva")
    target = game.pawn - 2 * step         # two spaces towards the player who placed it
    choose(game, "minerva", lambda a: a.target == target)
    assert game.minerva == target
    game._military(1 - seat, 5)
    assert game.pawn == target + step and game.minerva is None


def test_neptune_discards_one_military_token_and_applies_another():
    """BGA: « Choose and discard a Military token without applying its effect. Then choose and apply
    the effect of another Military token »."""
    game = at_age(2)
    seat = game.current
    game.loot = list(_LOOT)
    activate(game, "Neptune")
    first = choose(game, "neptune_discard", lambda a: a.target[0] == seat)
    game.p[1 - seat].coins = 10
    second = choose(game, "neptune_apply", lambda a: a.target[0] == 1 - seat)
    coins = next(n for v, a, _, n in _LOOT if (v, a) == second.target)
    left = [(t[0], t[1]) for t in game.loot]
    assert first.target not in left and second.target not in left and len(left) == len(_LOOT) - 2
    assert game.p[1 - seat].coins == 10 - coins and game.phase == "play"


def test_enki_offers_two_progress_tokens_set_aside():
    """BGA: « When Enki is revealed, randomly draw 2 Progress tokens from those discarded at the
    beginning of the game ... When you invoke Enki, choose one ... The other token is returned to the box »."""
    game = at_age(2)
    seat = game.current
    if DIVINITIES.by_name("Enki").index not in game.spaces:
        put_divinity(game, "Enki")
        game.enki, game.box_tokens = game.box_tokens[:2], game.box_tokens[2:]
    shown = list(game.enki)
    assert len(shown) == 2 and not set(shown) & set(game.box_tokens)
    space = game.spaces.index(DIVINITIES.by_name("Enki").index) + 1
    game.p[seat].coins = 30
    game.play(seat, next(a for a in game.legal_actions(seat) if a.__class__ is Rite and a.space == space
                         and not a.offerings))
    assert game.phase == "token" and sorted(game.options) == sorted(shown)
    game.play(seat, game.legal_actions(seat)[0])
    taken = game.p[seat].tokens[-1]
    assert taken in shown and (set(shown) - {taken}) <= set(game.box_tokens)


def test_the_gate_reveals_each_decks_top_and_activates_one_for_free():
    """BGA: « Reveal the top Divinity card from each Mythology deck. Then choose one ... activate it
    for free. Finally, place the other Divinities face down on their respective decks »."""
    game = at_age(2)
    seat = game.current
    tops = {deck[0] for deck in game.decks.values() if deck}
    activate(game, "Gate")
    assert game.phase == "free" and {a.divinity.index for a in game.legal_actions(seat)} == tops
    assert game.view(1 - seat)["options"] == []
    coins = game.p[seat].coins
    act = game.legal_actions(seat)[0]
    game.play(seat, act)
    assert act.divinity.index in game.gods[seat] and game.p[seat].coins >= coins
    assert all(act.divinity.index not in deck for deck in game.decks.values())


def test_grand_temples_are_free_with_a_matching_mythology_token():
    """BGA: a Grand Temple is built for free by a player who owns a Mythology token of its Mythology."""
    game = at_age(3)
    temple = next(t for t in TEMPLES if t.index in game.slots)
    q = game.slots.index(temple.index)
    game.revealed[q] = True
    game.cover[q] = 0
    if q not in game.free:
        game.free.append(q)
    seat = game.current
    game.p[seat].chains.add(temple.chain_needs)
    game.p[seat].coins = 0
    game._legal = None
    build = next(a for a in game.legal_actions(seat) if a.kind == "build" and a.card is temple)
    assert build.coins == 0 and build.chain == temple.chain_needs


def test_grand_temples_score_5_12_or_21_and_not_as_guilds():
    """Seed 004 line 33: « 1, 2 ou 3 Grands Temples rapportent 5, 12 ou 21 points, à ne pas compter
    dans les Guildes »."""
    game = at_age(2)
    for count, points in ((1, 5), (2, 12), (3, 21)):
        game.p[0].cards.append(TEMPLES[count - 1].index)
        sheet = game._sheet(0).categories
        assert sheet["grand_temples"] == points and sheet["guilds"] == 0


def test_mysticism_scores_2_points_per_mythology_and_offering_token_kept():
    game = at_age(2)
    mysticism = next(t for t in TOKENS if t.id == "mysticism")
    game.p[0].tokens, game.p[0].has = [mysticism.index], {"mysticism"}
    game.myths[0], game.offerings[0] = ["greek", "roman"], [3]
    assert game._sheet(0).categories["progress"] == 2 * 3


def test_poliorcetics_costs_the_opponent_a_coin_a_space():
    game = at_age(2)
    game.loot = []
    game.p[0].has.add("poliorcetics")
    game.p[1].coins = 10
    game._military(0, 3)
    assert game.p[1].coins == 7


def test_engineering_builds_a_card_with_a_chain_symbol_for_1_coin():
    """BGA: « You can construct, for 1 coin, any card which has, under its cost, a chaining symbol ...
    even if your city doesn't contain the Building or the token which has that symbol »."""
    game = at_age(2)
    seat = game.current
    engineering = next(t for t in TOKENS if t.id == "engineering")
    game.board_tokens = [engineering.index]
    dear = [c for c in CARDS if c.chain_needs and game.cost(seat, c)[0] > 1]
    plain = [c for c in CARDS if not c.chain_needs and game.cost(seat, c)[0] > 1]
    game._take_token(seat, engineering.index)
    assert dear and all(game.cost(seat, c)[0] == 1 for c in dear)
    assert plain and all(game.cost(seat, c)[0] > 1 for c in plain)


def test_the_sanctuary_lowers_activations_by_2_and_plays_again():
    game = at_age(2)
    seat = game.current
    sanctuary = next(w for w in WONDERS if w.id == "the_sanctuary")
    game.p[seat].built.append(sanctuary.index)
    put_divinity(game, "Tanit", 1)
    assert game.activation_cost(seat, 1) == BOARD_COSTS[seat][0] - 2
    assert sanctuary.effect.play_again


def test_the_divine_theater_reveals_a_deck_and_activates_one_for_free():
    """BGA: « Reveal all of the cards from a Mythology deck of your choice. Choose one of the
    Divinities revealed this way and activate it for free »; 2 points."""
    game = at_age(2)
    seat = game.current
    theater = next(w for w in WONDERS if w.id == "the_divine_theater")
    for q in game.p:
        if theater.index in q.wonders:
            q.wonders.remove(theater.index)
    game.p[seat].wonders.append(theater.index)
    game._build_wonder(seat, theater, CARDS[game.discard[0]])
    game._continue(seat)
    assert game.phase == "deck"
    deck = choose(game, "deck").target
    assert game.phase == "free" and {a.divinity.mythology for a in game.legal_actions(seat)} == {deck}
    assert game.view(1 - seat)["options"] == []
    assert theater.effect.points == 2


def test_every_divinity_has_a_mythology_and_each_mythology_three():
    """Rulebook: « 15 Divinity cards ... separated into 5 different Mythologies »."""
    assert len(DIVINITIES) == 15 and len(ALL_DIVINITIES) == 16
    assert {sum(d.mythology == m for d in DIVINITIES) for m in {d.mythology for d in DIVINITIES}} == {3}


def test_a_mythology_token_whose_deck_is_empty_is_kept_without_seating_a_divinity():
    """The Divine Theater may empty a Mythology deck in Age I; a token of that Mythology turned over
    later is still taken (Mysticism counts it, a Grand Temple is free with it), with nothing to seat."""
    game = Game(seed=6, pantheon=True)
    while game.phase == "pick":
        game.play(game.current, game.legal_actions(game.current)[0])
    for myth in game.decks:
        game.decks[myth] = []
    seat = None
    while not any(game.myths):
        seat = game.current
        game.play(seat, next(a for a in game.legal_actions(seat) if a.kind == "discard"))
    assert game.phase == "play" and game.claims == [] and game.resume is None
    holder = 0 if game.myths[0] else 1
    assert holder == seat and game.p[seat].chains & {t.chain_needs for t in TEMPLES}


def test_a_position_of_a_pantheon_game_is_written_and_read_back():
    """Issue 42 (tests/duel/test_pantheon_position.py checks it over every decision)."""
    game = at_age(2)
    again = type(game).from_position(game.position(0).text, seed=4)
    assert again.view(0) == game.view(0) and again.position(0).text == game.position(0).text


def test_an_activations_explanation_adds_up_to_what_it_pays():
    """Each step of ``cost_steps`` names a part of the cost; the last is what the action pays."""
    game = at_age(2)
    seat = game.current
    put_divinity(game, "Gate", 4)
    sanctuary = next(w for w in WONDERS if w.id == "the_sanctuary")
    game.p[seat].built.append(sanctuary.index)
    game.offerings[seat] = [3]
    game.p[seat].coins = 40
    act = activation(game, "Gate", (3,))
    steps = game.cost_steps(seat, act)
    printed = BOARD_COSTS[seat][3]
    assert act.coins == 2 * printed - 2 - 3 == steps[-1].coins
    assert [s.text for s in steps] == [f"space 4 of the Pantheon costs you {printed} coins",
                                       f"the Gate costs twice its space: {2 * printed} coins",
                                       "The Sanctuary takes off 2 coins", "the Offering token takes off 3 coins",
                                       f"you pay {act.coins} coins"]


def test_engineerings_price_is_explained():
    game = at_age(2)
    seat = game.current
    game.p[seat].coins = 1
    held = game.p[0].cards + game.p[1].cards + game.p[0].tucked + game.p[1].tucked + game.discard
    card = next(c for c in CARDS if c.chain_needs and c.age == 2 and c.chain_needs not in game.p[seat].chains
                and c.index not in held and game.cost(seat, c)[0] > 1)
    put(game, card.name)
    assert game.option(seat, card, "build") is None          # 1 coin is not enough without Engineering
    engineering = next(t for t in TOKENS if t.id == "engineering")
    game.board_tokens = [engineering.index]
    game._take_token(seat, engineering.index)
    game._legal, game._card_cache = None, {}
    build = game.option(seat, card, "build")
    assert build is not None and build.coins == 1 and build in game.legal_actions(seat)
    assert game.explain(seat, build) == ["Engineering: this card shows a chain symbol, it costs 1 coin"]


def test_a_pantheon_game_draws_itself_with_its_grand_temples_and_new_wonders():
    """A Pantheon game shows itself in a notebook like a base game (``_repr_html_``), whatever it holds."""
    from wonderlab.duel.game import random_game

    shown = 0
    for seed in range(30):
        game = random_game(seed, pantheon=True, until=95)
        html = game._repr_html_()
        names = [TEMPLES[c - TEMPLES[0].index].name for c in game.p[0].cards + game.p[1].cards
                 if c >= TEMPLES[0].index]
        assert all(name in html for name in names) and "wonderlab-game" in html
        shown += len(names)
    assert shown >= 3

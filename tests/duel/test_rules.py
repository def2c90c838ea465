"""One test per rule of 7 Wonders Duel, each citing seed 004 (the French rules text)."""

import pytest

from wonderlab.core.errors import IllegalAction
from wonderlab.duel.game import PICK_ORDER, Game

from .duelkit import CARDS, TOKENS, WONDERS, after_draft, do, give, give_token, give_wonder, put


# -- setup -------------------------------------------------------------------------------------
def test_each_player_takes_7_coins():
    """Seed 004, «Le plateau»: « Chaque joueur prend 7 pièces à la banque. »"""
    game = Game(seed=3)
    assert [game.coins(0), game.coins(1)] == [7, 7]


def test_conflict_pawn_starts_in_the_middle_with_the_four_looting_tokens():
    """Seed 004: « Mets le pion Conflit sur la case neutre » ; « Pose les 4 jetons Militaire »."""
    game = Game(seed=3)
    assert game.pawn == 0
    assert sorted((v, n) for v, _, _, n in game.loot) == [(0, 2), (0, 5), (1, 2), (1, 5)]


def test_five_progress_tokens_face_up_and_five_set_aside_unseen():
    """Seed 004: « poses-en 5 au hasard, face visible [...] Range les 5 autres [...] sans les regarder »."""
    for seed in range(20):
        game = Game(seed=seed)
        assert len(game.board_tokens) == 5 and len(game.box_tokens) == 5
        assert sorted(game.board_tokens + game.box_tokens) == list(range(10))
        view = game.view(0)
        assert len(view["progress"]) == 5
        assert all(TOKENS[t].id not in str(view) for t in game.box_tokens)


def test_wonder_draft_first_one_second_two_first_the_last_then_the_reverse():
    """Seed 004, «Les Merveilles»: 4 révélées, « Le premier joueur en choisit 1, le second en choisit
    2, le premier prend la dernière », puis « le second joueur choisit d'abord 1, le premier en prend
    2, le second prend la dernière »; « Les 4 dernières Merveilles restent dans la boîte »."""
    assert PICK_ORDER == (0, 1, 1, 0, 1, 0, 0, 1)
    game = Game(seed=8)
    seen = []
    for pick in range(8):
        assert game.waiting == (PICK_ORDER[pick],)
        offered = [a.wonder.index for a in game.legal_actions(game.current)]
        assert len(offered) == 4 - pick % 4
        assert set(offered) <= set(game.draft[:4] if pick < 4 else game.draft[4:8])
        game.play(game.current, game.legal_actions(game.current)[-1])
        seen += offered
    assert len(game.p[0].wonders) == len(game.p[1].wonders) == 4
    assert set(game.p[0].wonders + game.p[1].wonders) == set(game.draft[:8])
    assert game.phase == "play" and game.age == 1 and game.current == 0


def test_second_group_of_wonders_is_hidden_until_revealed():
    """Seed 004: « Révèle 4 autres Merveilles » comes after the first four are taken."""
    game = Game(seed=8)
    view = game.view(1)
    assert all(WONDERS[w].id not in str(view) for w in game.draft[4:])


def test_three_cards_of_each_age_are_removed_and_three_guilds_join_age_three():
    """Seed 004: « Remets 3 cartes de chaque paquet d'Âge dans la boîte » ; « Pioche 3 Guildes au
    hasard [...] et mélange-les dans le paquet de l'Âge III »."""
    for seed in range(30):
        game = Game(seed=seed)
        for age in (1, 2, 3):
            layout = game.layouts[age]
            assert len(layout) == 20 and len(set(layout)) == 20
            assert all(CARDS[c].age == age for c in layout)
        assert len(game.removed[1]) == len(game.removed[2]) == 3
        assert sum(CARDS[c].is_guild for c in game.layouts[3]) == 3
        assert sum(CARDS[c].is_guild for c in game.removed[3]) == 4
        assert sum(not CARDS[c].is_guild for c in game.removed[3]) == 3


def test_age_one_structure_rows_2_3_4_5_6_alternating_faces():
    """Seed 004: « De haut en bas : 2 cartes visibles, 3 cachées, 4 visibles, 5 cachées, 6 visibles »."""
    game = after_draft(1)
    assert game.revealed == [True] * 2 + [False] * 3 + [True] * 4 + [False] * 5 + [True] * 6
    assert game.accessible() == list(range(14, 20))


# -- a turn ------------------------------------------------------------------------------------
def test_only_an_accessible_card_can_be_taken():
    """Seed 004: « tu prends une carte accessible, qu'aucune autre carte ne recouvre, même en partie »."""
    game = after_draft(2)
    covered = CARDS[game.slots[0]]
    with pytest.raises(IllegalAction, match="still covered"):
        game.play(0, type(game.legal_actions(0)[0])("discard", card=covered, coins=2))
    taken = {a.card for a in game.legal_actions(0)}
    assert taken == {CARDS[game.slots[p]] for p in range(14, 20)}


def test_building_pays_the_printed_coins():
    """Seed 004: « Tu peux construire le bâtiment, en payant son coût »."""
    game = after_draft(2)
    put(game, "Logging Camp")
    do(game, "build", card="Logging Camp")
    assert game.coins(0) == 6 and CARDS.by_name("Logging Camp").index in game.p[0].cards


def test_discarding_gives_2_coins_plus_1_per_yellow_card():
    """Seed 004: « la défausser pour gagner 2 pièces, plus 1 par carte jaune de ta cité »."""
    game = after_draft(2)
    give(game, 0, "Tavern", "Stone Reserve")
    coins = game.coins(0)
    put(game, "Altar")
    chosen = do(game, "discard", card="Altar")
    assert chosen.coins == 4 and game.coins(0) == coins + 4
    assert CARDS.by_name("Altar").index in game.discard


def test_building_a_wonder_tucks_the_card_under_it():
    """Seed 004: « tu construis une de tes Merveilles en payant son coût et en glissant la carte dessous »."""
    game = after_draft(2)
    give_wonder(game, 0, "The Pyramids")
    give(game, 0, "Quarry", "Stone Pit", "Shelf Quarry", "Press")
    put(game, "Altar")
    do(game, "wonder", card="Altar", wonder="The Pyramids")
    pyramids = WONDERS.by_name("The Pyramids").index
    assert game.p[0].built == [pyramids] and game.p[0].tucked == [CARDS.by_name("Altar").index]
    assert CARDS.by_name("Altar").index not in game.p[0].cards


def test_the_eighth_wonder_leaves_once_seven_are_built():
    """Seed 004: « seules 7 Merveilles sur 8 seront construites, et dès que la septième est bâtie,
    la dernière retourne dans la boîte »."""
    game = after_draft(5)
    for seat in (0, 1):
        game.p[seat].coins = 200
    built = 0
    while built < 7:
        seat = game.current
        wonders = [a for a in game.legal_actions(seat) if a.kind == "wonder"]
        if wonders:
            game.play(seat, wonders[0])
            built += 1
        else:
            game.play(seat, next(a for a in game.legal_actions(seat) if a.kind == "discard"))
        while game.phase not in ("play", "over"):
            game.play(game.current, game.legal_actions(game.current)[0])
    assert game.wonders_built == 7
    assert game.left_wonder is not None
    assert game.p[0].wonders == [] and game.p[1].wonders == []
    assert not [a for s in (0, 1) for a in game.legal_actions(s) if a.kind == "wonder"]


def test_face_down_cards_are_turned_over_when_freed():
    """Seed 004: « Après ton tour, retourne les cartes cachées qui viennent de se libérer »."""
    game = after_draft(6)
    assert not game.revealed[13]
    do(game, "discard", card=CARDS[game.slots[19]].name)
    assert game.revealed[13] is False and 13 not in game.accessible()
    do(game, "discard", card=CARDS[game.slots[18]].name)
    assert game.revealed[13] and 13 in game.accessible()
    assert game.view(0)["structure"][-1]["card"] is not None


def test_an_age_ends_when_its_20_cards_are_taken():
    """Seed 004: « l'Âge se termine quand les 20 cartes sont jouées »."""
    game = after_draft(7)
    for _ in range(19):
        assert game.age == 1 and game.phase == "play"
        seat = game.current
        game.play(seat, next(a for a in game.legal_actions(seat) if a.kind == "discard"))
    seat = game.current
    game.play(seat, next(a for a in game.legal_actions(seat) if a.kind == "discard"))
    assert game.phase == "start"


# -- paying ------------------------------------------------------------------------------------
def test_trading_costs_2_plus_the_opponents_brown_and_gray_production():
    """Seed 004: « Une ressource qui te manque s'achète à la banque : 2 pièces, plus 1 par exemplaire
    de cette ressource produit par les cartes marron et grises de ton adversaire »."""
    game = after_draft(2)
    give(game, 1, "Glassworks", "Quarry", "Shelf Quarry")
    assert game.prices(0) == (2, 2, 5, 3, 2)
    put(game, "Baths")            # costs 1 stone
    assert do(game, "build", card="Baths").coins == 5


def test_trading_price_fixed_at_1_by_reserves_and_customs_house():
    """Board data: Stone, Clay and Wood Reserve and the Customs House fix their resources at 1 coin."""
    game = after_draft(2)
    give(game, 1, "Shelf Quarry", "Glassblower")
    give(game, 0, "Stone Reserve", "Customs House")
    assert game.prices(0) == (2, 2, 1, 1, 1)
    assert game.prices(1) == (2, 2, 2, 2, 2)


def test_choice_producers_serve_only_their_owner():
    """The Forum's and the Caravansery's resources serve their owner and do not raise the
    opponent's price (brown and gray cards only count)."""
    game = after_draft(2)
    give(game, 1, "Forum", "Caravansery")
    assert game.prices(0) == (2, 2, 2, 2, 2)
    assert game.cost(1, CARDS.by_name("Baths")) == (0, 0)     # 1 stone from the Caravansery
    assert game.cost(1, CARDS.by_name("Laboratory")) == (2, 2)    # wood + 2 glass: glass from Forum


def test_chaining_builds_for_free():
    """Seed 004: « un petit symbole blanc te fait construire gratuitement si tu possèdes déjà le
    bâtiment qui le porte »."""
    game = after_draft(2)
    give(game, 0, "Scriptorium")
    game._start_age(2, 0)
    put(game, "Library")
    chosen = do(game, "build", card="Library")
    assert chosen.chain == "book" and chosen.coins == 0 and game.coins(0) == 7
    assert "Build Library for free, chained by the book symbol" == str(chosen)


def test_urbanism_gives_4_coins_when_chaining():
    """Urbanism: 6 coins now, then 4 coins each time you build for free through a chain."""
    game = after_draft(2)
    give(game, 0, "Altar")
    game.board_tokens.append(TOKENS.by_name("Urbanism").index)
    game._take_token(0, TOKENS.by_name("Urbanism").index)
    assert game.coins(0) == 13
    game._start_age(2, 0)
    put(game, "Temple")
    do(game, "build", card="Temple")
    assert game.coins(0) == 17


def test_masonry_waives_two_units_of_a_blue_card_the_dearest():
    """Masonry: blue cards cost 2 fewer resources; they are the dearest units."""
    game = after_draft(2)
    give(game, 1, "Glassworks")
    give_token(game, 0, "Masonry")
    courthouse = CARDS.by_name("Courthouse")        # 2 wood, 1 glass
    assert game.cost(0, courthouse) == (2, 2)       # glass (3) and a wood waived, 1 wood bought
    assert game.cost(0, CARDS.by_name("Laboratory")) == (8, 8)   # green: no discount


def test_architecture_waives_two_units_of_a_wonder():
    """Architecture: wonders cost 2 fewer resources."""
    game = after_draft(2)
    give_token(game, 0, "Architecture")
    assert game.cost(0, WONDERS.by_name("The Colossus")) == (4, 4)   # 3 clay + 1 glass: 2 waived


def test_economy_receives_the_opponents_trading_coins():
    """Economy: the coins your opponent spends trading with the bank come to you."""
    game = after_draft(2)
    give_token(game, 1, "Economy")
    put(game, "Baths")
    do(game, "build", card="Baths")
    assert game.coins(0) == 5 and game.coins(1) == 9


# -- military ----------------------------------------------------------------------------------
def test_each_shield_moves_the_pawn_at_once():
    """Seed 004: « Chaque bouclier construit avance aussitôt le pion Conflit d'une case vers la
    capitale adverse »."""
    game = after_draft(2)
    put(game, "Guard Tower")
    do(game, "build", card="Guard Tower")
    assert game.pawn == 1
    put(game, "Garrison")
    give(game, 1, "Clay Pool")
    do(game, "build", card="Garrison")
    assert game.pawn == 0


def test_looting_tokens_take_2_then_5_coins_once():
    """Seed 004: « en entrant dans certaines zones, il fait perdre à ton adversaire 2 puis 5 pièces »."""
    game = after_draft(2)
    game._military(0, 3)
    assert game.coins(1) == 5
    game._military(1, 1)
    game._military(0, 1)
    assert game.coins(1) == 5          # the 2-coin token is gone
    game._military(0, 3)
    assert game.pawn == 6 and game.coins(1) == 0
    assert [t[0] for t in game.loot] == [0, 0]


def test_military_supremacy_wins_at_once():
    """Seed 004: « Suprématie militaire : ton pion Conflit entre dans la capitale adverse [...] Ces
    deux victoires arrêtent la partie sur-le-champ »."""
    game = after_draft(2)
    game.pawn = 7
    put(game, "Guard Tower")
    give_token(game, 0, "Strategy")
    do(game, "build", card="Guard Tower")
    assert game.is_over and game.result == "military supremacy" and game.winner == 0
    assert game.winners() == ["Player 1"]


def test_strategy_adds_a_shield_to_red_cards_only():
    """Strategy: each red card built afterwards gives 1 more shield (not wonders)."""
    game = after_draft(2)
    give_token(game, 0, "Strategy")
    give(game, 0, "Guard Tower")
    assert game.pawn == 2
    give_wonder(game, 0, "The Colossus")
    game.p[0].coins = 50
    put(game, "Altar")
    do(game, "wonder", card="Altar", wonder="The Colossus")
    assert game.pawn == 4


# -- science -----------------------------------------------------------------------------------
def test_a_pair_of_science_symbols_takes_a_progress_token():
    """Seed 004: « Chaque fois que tu réunis deux symboles scientifiques identiques, tu prends tout
    de suite un jeton Progrès sur le plateau »."""
    game = after_draft(2)
    give(game, 0, "Scriptorium")
    game._start_age(2, 0)
    put(game, "Library")
    do(game, "build", card="Library")
    assert game.phase == "token" and game.current == 0
    assert len(game.legal_actions(0)) == 5
    token = game.legal_actions(0)[0].token
    game.play(0, game.legal_actions(0)[0])
    assert token.index in game.p[0].tokens and len(game.board_tokens) == 4
    assert game.phase == "play" and game.current == 1


def test_six_different_science_symbols_win_at_once_law_included():
    """Seed 004: « suprématie scientifique : tu réunis six symboles scientifiques différents ».
    Law carries the scales, the seventh symbol."""
    game = after_draft(2)
    give(game, 0, "Workshop", "Apothecary", "Scriptorium", "Pharmacist")
    give_token(game, 0, "Law")
    game.p[0].science[1] += 1
    put(game, "Academy")
    game.p[0].coins = 50
    do(game, "build", card="Academy")
    assert game.result == "scientific supremacy" and game.winner == 0 and game.is_over


# -- wonders' effects --------------------------------------------------------------------------
def _wonder_ready(seed, wonder):
    game = after_draft(seed)
    give_wonder(game, 0, wonder)
    game.p[0].coins = 40
    put(game, "Altar")
    return game


def test_play_again_wonders_give_a_second_turn():
    """Seed 004: « pense à celles qui font rejouer : elles enchaînent deux actions »."""
    game = _wonder_ready(2, "The Sphinx")
    do(game, "wonder", card="Altar", wonder="The Sphinx")
    assert game.current == 0 and game.phase == "play"


def test_theology_makes_every_wonder_play_again():
    """Theology: every wonder built afterwards has the play-again effect."""
    game = _wonder_ready(2, "The Pyramids")
    give_token(game, 0, "Theology")
    do(game, "wonder", card="Altar", wonder="The Pyramids")
    assert game.current == 0


def test_a_wonder_without_play_again_passes_the_turn():
    """Only some wonders give a second turn."""
    game = _wonder_ready(2, "The Pyramids")
    do(game, "wonder", card="Altar", wonder="The Pyramids")
    assert game.current == 1


def test_statue_of_zeus_discards_a_brown_card_of_the_opponent():
    """The Statue of Zeus: 1 shield, and one brown card of the opponent goes to the discard pile."""
    game = _wonder_ready(2, "The Statue of Zeus")
    give(game, 1, "Quarry", "Glassworks")
    do(game, "wonder", card="Altar", wonder="The Statue of Zeus")
    assert game.phase == "destroy" and [a.card.name for a in game.legal_actions(0)] == ["Quarry"]
    do(game, "destroy", card="Quarry")
    assert CARDS.by_name("Quarry").index in game.discard and game.p[1].produced == (0, 0, 0, 1, 0)
    assert game.pawn == 1 and game.current == 1


def test_circus_maximus_destroys_nothing_when_there_is_no_gray_card():
    """Circus Maximus: a gray card of the opponent, nothing when they have none."""
    game = _wonder_ready(2, "Circus Maximus")
    do(game, "wonder", card="Altar", wonder="Circus Maximus")
    assert game.phase == "play" and game.current == 1


def test_mausoleum_builds_a_discarded_card_for_free():
    """The Mausoleum: build one card of the discard pile for free."""
    game = _wonder_ready(2, "The Mausoleum")
    game.discard.append(CARDS.by_name("Lumber Yard").index)
    coins = game.coins(0)
    do(game, "wonder", card="Altar", wonder="The Mausoleum")
    cost = coins - game.coins(0)
    assert game.phase == "revive"
    do(game, "revive", card="Lumber Yard")
    assert game.coins(0) == coins - cost and game.p[0].produced[0] == 1 and not game.discard


def test_great_library_offers_three_tokens_set_aside():
    """The Great Library: draw 3 of the 5 tokens set aside at random, keep 1, return the others."""
    game = _wonder_ready(2, "The Great Library")
    box = list(game.box_tokens)
    do(game, "wonder", card="Altar", wonder="The Great Library")
    assert game.phase == "token"
    offered = [a.token.index for a in game.legal_actions(0)]
    assert sorted(offered) == sorted(box[:3])
    game.play(0, game.legal_actions(0)[0])
    assert len(game.box_tokens) == 4 and len(game.board_tokens) == 5


def test_appian_way_makes_the_opponent_lose_3_coins():
    """The Appian Way: 3 coins for you, the opponent loses 3 (as many as they have), play again."""
    game = _wonder_ready(2, "The Appian Way")
    game.p[1].coins = 2
    do(game, "wonder", card="Altar", wonder="The Appian Way")
    assert game.coins(1) == 0 and game.current == 0


def test_great_lighthouse_produces_a_raw_resource_for_its_owner():
    """The Great Lighthouse: one wood, clay or stone a turn, for its owner only."""
    game = _wonder_ready(2, "The Great Lighthouse")
    do(game, "wonder", card="Altar", wonder="The Great Lighthouse")
    assert game.cost(0, CARDS.by_name("Baths")) == (0, 0)
    assert game.prices(1) == (2, 2, 2, 2, 2)


# -- tokens ------------------------------------------------------------------------------------
def test_agriculture_gives_6_coins_and_4_points():
    """Seed 004: « Agriculture : 4 points »; the token also gives 6 coins at once."""
    game = after_draft(2)
    agriculture = TOKENS.by_name("Agriculture").index
    if agriculture not in game.board_tokens:
        game.board_tokens.append(agriculture)
    game._take_token(0, agriculture)
    assert game.coins(0) == 13
    assert game.scores()[0].categories["progress"] == 4


# -- between Ages --------------------------------------------------------------------------------
def _end_age(game):
    while game.phase == "play":
        seat = game.current
        game.play(seat, next(a for a in game.legal_actions(seat) if a.kind == "discard"))


def test_the_player_behind_on_the_conflict_track_chooses_who_starts():
    """Seed 004: « À la fin d'un Âge, celui qui est mené militairement choisit qui commence le suivant »."""
    game = after_draft(2)
    game.pawn = 2                      # seat 0 leads: seat 1 chooses
    _end_age(game)
    assert game.phase == "start" and game.current == 1
    game.play(1, [a for a in game.legal_actions(1) if a.starter == 0][0])
    assert game.age == 2 and game.current == 0 and game.phase == "play"


def test_with_the_pawn_in_the_middle_the_last_card_taker_chooses():
    """Board data: if the pawn is in the middle, the player who took the last card chooses."""
    game = after_draft(2)
    _end_age(game)
    assert game.pawn == 0 and game.current == game.last_taker == 1


# -- illegal actions ---------------------------------------------------------------------------
def test_an_illegal_action_says_why_and_changes_nothing():
    """Illegal actions raise IllegalAction (a ValueError) with the reason, and change nothing."""
    game = after_draft(2)
    give_wonder(game, 0, "The Pyramids")
    put(game, "Altar")
    before = game.state_key()
    from wonderlab.duel.actions import Action
    wrong = Action("wonder", card=CARDS.by_name("Altar"), wonder=WONDERS.by_name("The Pyramids"),
                   coins=3, trade=3)
    with pytest.raises(ValueError, match="The Pyramids costs you 8 coins and you have 7 coins"):
        game.play(0, wrong)
    with pytest.raises(IllegalAction, match=r"it is Player 1's decision now \(seat 0\), not seat 1's"):
        game.play(1, game.legal_actions(0)[0])
    assert game.state_key() == before


def test_explain_labels_each_step_of_a_cost():
    """A cost explains itself: own production, then the bank's price with its reason."""
    game = after_draft(2)
    give(game, 0, "Quarry", "Stone Pit")
    give(game, 1, "Glassworks")
    give_wonder(game, 0, "The Sphinx")       # 1 clay, 1 stone, 2 glass
    game.p[0].coins = 30
    put(game, "Altar")
    wonder = [a for a in game.legal_actions(0) if a.kind == "wonder" and a.wonder.name == "The Sphinx"][0]
    steps = game.explain(0, wonder)
    assert steps == ["1 stone from your Quarry", "1 clay from the bank: 2 coins",
                     "2 glass from the bank at 3 coins each: 6 coins "
                     "(2 + 1: your opponent produces 1 with Glassworks)"]
    assert wonder.coins == 8


def test_explain_names_choice_producers_and_waived_units():
    """The Forum's glass serves its owner; Masonry waives two units of a blue card."""
    game = after_draft(2)
    give(game, 0, "Forum")
    give_token(game, 0, "Masonry")
    game._start_age(2, 0)
    put(game, "Courthouse")
    build = [a for a in game.legal_actions(0) if a.kind == "build" and a.card.name == "Courthouse"][0]
    assert build.coins == 0
    assert game.explain(0, build) == ["1 glass from your Forum (one of glass/papyrus)",
                                      "2 wood waived by Masonry"]


@pytest.mark.parametrize("name, coins, shields, again, points", [
    ("The Appian Way", 3, 0, True, 3), ("Circus Maximus", 0, 1, False, 3),
    ("The Colossus", 0, 2, False, 3), ("The Great Library", 0, 0, False, 4),
    ("The Great Lighthouse", 0, 0, False, 4), ("The Hanging Gardens", 6, 0, True, 3),
    ("The Mausoleum", 0, 0, False, 2), ("Piraeus", 0, 0, True, 2), ("The Pyramids", 0, 0, False, 9),
    ("The Sphinx", 0, 0, True, 6), ("The Statue of Zeus", 0, 1, False, 3),
    ("The Temple of Artemis", 12, 0, True, 0)])
def test_each_wonder_gives_its_coins_shields_points_and_turn(name, coins, shields, again, points):
    """Wonders' data: coins taken at once, shields moving the pawn, points, and play-again."""
    game = _wonder_ready(2, name)
    chosen = do(game, "wonder", card="Altar", wonder=name)
    while game.phase in ("token", "destroy", "revive"):
        game.play(0, game.legal_actions(0)[0])
    assert game.coins(0) == 40 - chosen.coins + coins
    assert game.pawn == shields
    assert game.current == (0 if again else 1)
    assert game.scores()[0].categories["wonders"] == points


@pytest.mark.parametrize("name, city, coins", [
    ("Chamber of Commerce", ["Glassworks", "Press"], 6),          # 3 per gray card
    ("Port", ["Lumber Yard", "Quarry", "Clay Pool"], 6),          # 2 per brown card
    ("Armory", ["Guard Tower", "Stable"], 2),                     # 1 per red card
    ("Lighthouse", ["Tavern", "Stone Reserve"], 3),               # 1 per yellow card, itself too
])
def test_age_three_yellow_cards_pay_per_card_when_built(name, city, coins):
    """Cards' data: the coins of Age III yellow cards are counted in your city once, when built."""
    game = after_draft(2)
    give(game, 0, *city)
    before = game.coins(0)
    give(game, 0, name)
    assert game.coins(0) == before + coins


def test_arena_pays_2_coins_per_wonder_built():
    game = _wonder_ready(2, "The Pyramids")
    do(game, "wonder", card="Altar", wonder="The Pyramids")
    before = game.coins(0)
    give(game, 0, "Arena")
    assert game.coins(0) == before + 2


def test_guilds_pay_coins_for_the_city_with_the_most_when_built():
    """Cards' data: a guild's coins count the city that has the most of what it counts."""
    game = after_draft(2)
    give(game, 1, "Lumber Yard", "Quarry", "Glassworks")
    give(game, 0, "Clay Pool")
    before = game.coins(0)
    give(game, 0, "Shipowners Guild")          # brown and gray together: the opponent's 3
    assert game.coins(0) == before + 3
    before = game.coins(0)
    give(game, 0, "Builders Guild", "Moneylenders Guild")   # no coins when built
    assert game.coins(0) == before

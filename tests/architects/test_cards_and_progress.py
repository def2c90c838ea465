"""Blue cards, the Cat, science and the Progress tokens — seed 002, « Cartes bleues et Chat » and
« Science et choix de Progrès »."""

import itertools

import pytest

from wonderlab.architects import Game, ruleset, score_player
from wonderlab.architects import game as game_module
from wonderlab.architects.actions import Action
from wonderlab.architects.rules import BLUE3, COMPASS, GEAR, GOLD, KINDS, TABLET, WOOD
from wonderlab.core.errors import IllegalAction

from . import rig


def _sheet(**kw):
    cards = [0] * len(KINDS)
    for name, n in kw.pop("cards", {}).items():
        cards[rig.k(name)] = n
    rules = ruleset()
    return score_player("P", rules.wonder(kw.get("wonder", "Giza")), kw.get("built", 0), cards,
                        kw.get("victories", 0), kw.get("tokens", []), kw.get("cat", False))


def test_blue_cards_stay_in_front_and_score_their_points():
    """Seed 002: « Les cartes bleues restent devant toi et donneront les points indiqués »."""
    game = rig.table(2)
    rig.top(game, "left", "blue_3")
    rig.take(game, "left")
    assert game.cards[0][BLUE3] == 1
    assert game.scores()[0].categories["civilian"] == 3
    assert _sheet(cards={"blue_3": 2, "blue_2_cat": 3}).categories["civilian"] == 12


def test_a_blue_card_with_the_cat_takes_the_cat_from_its_holder():
    """Seed 002: « Quand une carte bleue porte le Chat, prends ce pion à son détenteur ou au centre »."""
    game = rig.table(3)
    rig.top(game, "central", "blue_2_cat")
    rig.take(game, "central")
    assert game.cat == 0
    rig.top(game, "central", "blue_2_cat")
    rig.take(game, "central")
    assert game.cat == 1
    rig.top(game, "central", "blue_3")
    rig.take(game, "central")
    assert game.cat == 1


def test_the_cat_holder_sees_the_central_top_at_the_start_of_their_turn_only():
    """Seed 002: « tu peux regarder secrètement le sommet de la pioche centrale au début de ton
    tour, avant de choisir ta carte »; nobody else sees it."""
    game = rig.table(3)
    rig.top(game, "central", "blue_2_cat")
    rig.take(game, "central")             # seat 0 holds the Cat
    assert game.current == 1
    assert [game.view(s)["central"]["top"] for s in range(3)] == [None, None, None]
    rig.top(game, "central", "glass")     # (the top the Cat shows at the turn's start)
    rig.turn(game, 0)
    assert game.view(0)["central"]["top"] == "glass"
    assert game.view(1)["central"]["top"] is None and game.view(2)["central"]["top"] is None
    assert "glass" not in str(game.legal_actions(0))


def test_the_cat_is_worth_two_points():
    """Seed 002: « Le Chat vaut aussi deux points à la fin »."""
    assert _sheet(cat=True).categories["cat"] == 2
    assert _sheet(cat=False).categories["cat"] == 0


def test_the_view_hides_the_order_of_the_decks():
    """A player sees the face-up tops of the wonder decks, their sizes, never the cards below."""
    game = rig.table(3)
    view = game.view(0)
    assert all(set(d) == {"wonder", "size", "top"} for d in view["decks"])
    assert view["decks"][0]["top"] == KINDS[game.decks[0][-1]]
    assert set(view["progress"]) == {"face_up", "stack"} and view["progress"]["stack"] == 12


def test_two_identical_science_symbols_are_traded_for_a_progress_token():
    """Seed 002: « Avec deux symboles scientifiques identiques ... tu dois défausser les cartes
    vertes correspondantes et prendre un Progrès : un des trois visibles ou le sommet caché »."""
    game = rig.table(3)
    game.face_up[:] = ["urbanism", "crafts", "tactics"]
    rig.give(game, 0, science_compass=1)
    rig.top(game, "left", "science_compass")
    rig.take(game, "left")
    legal = game.legal_actions(0)
    assert [a.token for a in legal] == ["crafts", "tactics", "urbanism", "hidden"]
    assert all(a.kind == "progress" and a.cards == (COMPASS, COMPASS) for a in legal)
    following = game.stack[-1]
    game.play(0, Action.progress("tactics", (COMPASS, COMPASS)))
    assert game.tokens[0] == ["tactics"]
    assert game.face_up == ["urbanism", "crafts", following]   # replaced at once
    assert game.cards[0][COMPASS] == 0 and game.discard[COMPASS] == 2


@pytest.mark.parametrize("order", list(itertools.permutations(["urbanism", "crafts", "tactics"])))
def test_the_tokens_offered_are_the_three_visible_in_any_order_and_the_hidden_one(order):
    """Seed 002: « prendre un Progrès : un des trois visibles ou le sommet caché »: the offers are
    the same whatever order the three lie in, each once (the engine keeps the offers it made
    for one order of the tokens and finds them again for another: never stale)."""
    game = rig.table(3)
    game.face_up[:] = order
    rig.give(game, 0, science_compass=1)
    rig.top(game, "left", "science_compass")
    rig.take(game, "left")
    legal = game.legal_actions(0)
    assert [a.token for a in legal] == ["crafts", "tactics", "urbanism", "hidden"]
    assert list(legal) == game._offers(0, "science")
    game.stack.clear()      # no hidden token left: none offered, in this order too
    assert [a.token for a in game._progress_actions(0, "science")] == ["crafts", "tactics", "urbanism"]


def test_three_different_science_symbols_are_traded_too():
    """Seed 002: « ... ou les trois différents »."""
    game = rig.table(3)
    rig.give(game, 0, science_compass=1, science_gear=1)
    rig.top(game, "left", "science_tablet")
    rig.take(game, "left")
    assert {a.cards for a in game.legal_actions(0)} == {(COMPASS, GEAR, TABLET)}


def test_the_engine_finds_a_science_set_in_hand_exactly_as_it_lists_the_sets():
    """``architects.game._SCIENCE``, the table the engine reads to know which science sets green
    cards make (a bit a set: two Compasses, Gears, Tablets, one of each; 0 for none), says so for
    every count of each symbol up to all its copies: as ``_science_sets`` lists them."""
    game = Game(players=2, seed=0)
    table = game_module._SCIENCE
    copies = ruleset().central_deck[COMPASS] + sum(w.deck[COMPASS] for w in ruleset().wonders)
    assert len(table) > copies
    bits = {(COMPASS, COMPASS): 1, (GEAR, GEAR): 2, (TABLET, TABLET): 4, (COMPASS, GEAR, TABLET): 8}
    for a, b, t in itertools.product(range(len(table)), repeat=3):
        game.cards[0][COMPASS], game.cards[0][GEAR], game.cards[0][TABLET] = a, b, t
        assert table[a][b][t] == sum(bits[cards] for cards in game._science_sets(0)), (a, b, t)


def test_the_hidden_progress_token_is_the_top_of_the_stack():
    """Seed 002: « On pourra choisir l'un de ces trois ou le sommet caché »."""
    game = rig.table(3)
    rig.give(game, 0, science_gear=1)
    rig.top(game, "left", "science_gear")
    face_up, hidden = list(game.face_up), game.stack[-1]
    rig.take(game, "left")
    game.play(0, Action.progress("hidden", (GEAR, GEAR)))
    assert game.tokens[0] == [hidden] and game.face_up == face_up


def test_a_science_set_cannot_be_kept():
    """Seed 002: « tu dois défausser les cartes vertes correspondantes »: the turn waits for it."""
    game = rig.table(3)
    rig.give(game, 0, science_gear=1)
    rig.top(game, "left", "science_gear")
    rig.take(game, "left")
    assert game.current == 0
    with pytest.raises(IllegalAction):
        game.play(0, Action.take("left"))


@pytest.mark.parametrize("token, kind", [
    ("urbanism", "wood"), ("urbanism", "brick"), ("crafts", "papyrus"), ("crafts", "glass"),
    ("jewellery", "stone"), ("jewellery", "gold"), ("science", "science_tablet"),
    ("propaganda", "red_1_horn"), ("propaganda", "red_2_horns")])
def test_progress_tokens_give_an_extra_card_among_the_three_tops(token, kind):
    """Seed 002: « Urbanisme ... Bois ou Brique ; Artisanat ... Papyrus ou Verre ; Joaillerie ...
    Pierre ou ... jaune. Science ... une verte. Propagande ... une rouge portant un ou deux cors.
    La carte supplémentaire se choisit parmi les trois sommets accessibles. »"""
    game = rig.table(3)
    rig.tokens(game, 0, token)
    rig.top(game, "left", kind)
    rig.take(game, "left")
    assert game.legal_actions(0) == [Action.take(s, token) for s in ("left", "right", "central")]
    rig.top(game, "central", "blue_3")
    game.play(0, Action.take("central", token))
    assert game.cards[0][BLUE3] == 1 and game.current == 1


@pytest.mark.parametrize("token, kind", [
    ("urbanism", "stone"), ("crafts", "wood"), ("jewellery", "brick"), ("science", "blue_3"),
    ("propaganda", "red_0_horns")])
def test_progress_tokens_ignore_other_cards(token, kind):
    """Seed 002: each token reacts only to the cards it names (Propagande: « une rouge portant un
    ou deux cors »)."""
    game = rig.table(3)
    rig.tokens(game, 0, token)
    rig.top(game, "left", kind)
    rig.take(game, "left")
    assert game.current == 1


def test_architecture_gives_an_extra_card_when_a_stage_is_built():
    """Seed 002: « Architecture en donne une quand tu construis une étape »."""
    game = rig.table(3)
    rig.tokens(game, 0, "architecture")
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "stone")
    rig.take(game, "left")
    assert game.built_ids(0) == [1]
    assert game.legal_actions(0) == [Action.take(s, "architecture") for s in ("left", "right", "central")]


def test_economy_makes_a_gold_card_count_as_two_coins():
    """Seed 002: « Économie fait compter une carte jaune comme deux pièces »."""
    game = rig.table(3)
    rig.tokens(game, 0, "economy")
    rig.top(game, "left", "gold")
    rig.take(game, "left")               # Giza stage 1: 2 different, from one gold card
    assert game.built_ids(0) == [1] and game.discard[GOLD] == 1


def test_engineering_lifts_identical_or_different_but_not_the_count():
    """Seed 002: « Ingénierie supprime la contrainte identiques/différentes pour les constructions,
    mais pas leur nombre de ressources »."""
    game = rig.table(3)
    rig.tokens(game, 0, "engineering")
    rig.built(game, 0, 1)                # Giza stage 2: 2 identical
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "stone")
    rig.take(game, "left")
    assert game.built_ids(0) == [1, 2]
    rig.turn(game, 0)
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "stone")
    rig.take(game, "left")               # stage 3 needs 3 resources: two are not enough
    assert game.built_ids(0) == [1, 2] and game.cards[0][WOOD] == 1


def test_tactics_adds_two_permanent_shields():
    """Seed 002: « Tactique ajoute deux boucliers permanents »."""
    game = rig.table(3)
    rig.give(game, 0, red_0_horns=1)
    rig.tokens(game, 0, "tactics")
    assert game.shields(0) == 3
    game.battle()
    assert game.shields(0) == 3


@pytest.mark.parametrize("built, points", [(0b00111, 4), (0b11111, 6)])
def test_decoration_four_points_unfinished_six_complete(built, points):
    """Seed 002: « Décoration donne quatre points si ta Merveille reste inachevée, ou six si elle
    est complète »."""
    assert _sheet(built=built, tokens=["decoration"]).categories["progress"] == points


def test_politics_one_point_per_cat_icon_on_blue_cards():
    """Seed 002: « Politique donne un point par icône Chat sur tes cartes bleues »."""
    sheet = _sheet(cards={"blue_2_cat": 3, "blue_3": 2}, tokens=["politics"])
    assert sheet.categories["progress"] == 3


def test_strategy_one_point_per_military_victory_token():
    """Seed 002: « Stratégie ajoute un point par jeton Victoire Militaire »."""
    sheet = _sheet(victories=4, tokens=["strategy"])
    assert sheet.categories["progress"] == 4 and sheet.categories["military"] == 12


def test_education_two_points_per_token_itself_included():
    """Seed 002: « Éducation ajoute deux points par Progrès possédé, lui compris »."""
    assert _sheet(tokens=["education"]).categories["progress"] == 2
    assert _sheet(tokens=["education", "urbanism", "crafts"]).categories["progress"] == 6


def test_culture_four_points_alone_twelve_together():
    """Seed 002: « Culture existe en deux exemplaires : un vaut quatre points, les deux ensemble
    douze »."""
    assert _sheet(tokens=["culture"]).categories["progress"] == 4
    assert _sheet(tokens=["culture", "culture"]).categories["progress"] == 12


def test_an_extra_card_may_trigger_another_token():
    """Seed 002: « Une carte supplémentaire peut déclencher un autre effet encore disponible »."""
    game = rig.table(3)
    rig.built(game, 0, 1)                # Giza's next stage asks 2 identical
    rig.tokens(game, 0, "urbanism", "jewellery")
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    rig.top(game, "right", "stone")
    game.play(0, Action.take("right", "urbanism"))
    assert game.legal_actions(0) == [Action.take(s, "jewellery") for s in ("left", "right", "central")]


def test_a_new_token_works_later_in_the_same_turn():
    """Seed 002's example: « tu prends une verte et possèdes déjà une verte du même symbole. Tu
    échanges cette paire contre Science. Plus tard pendant ce même tour, une autre prise de verte
    peut profiter de ce nouveau Progrès »."""
    game = rig.table(3)
    rig.tokens(game, 0, "urbanism", "architecture")
    game.face_up[:] = ["science", "crafts", "tactics"]
    rig.give(game, 0, science_gear=1, stone=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")               # Urbanism's extra card is due, and Giza's stage 1
    rig.top(game, "right", "science_gear")
    game.play(0, Action.take("right", "urbanism"))
    game.play(0, Action.progress("science", (GEAR, GEAR)))
    assert "science" in game.tokens[0] and "science" not in game.used
    assert game.built_ids(0) == [1]      # the only thing left, played by itself; then Architecture
    rig.top(game, "central", "science_compass")
    game.play(0, Action.take("central", "architecture"))
    assert game.legal_actions(0) == [Action.take(s, "science") for s in ("left", "right", "central")]


@pytest.mark.parametrize("token, first, second", [
    ("urbanism", "wood", "brick"), ("crafts", "papyrus", "glass"), ("jewellery", "stone", "gold"),
    ("science", "science_compass", "science_gear"), ("propaganda", "red_1_horn", "red_2_horns")])
def test_a_token_that_gives_an_extra_card_gives_one_a_turn_however_many_cards_trigger_it(
        token, first, second):
    """Seed 002: « Chaque Progrès peut servir au plus une fois par tour » and « ne réactive pas
    pour la deuxième fois le même Progrès dans ce tour »: the extra card's own kind would trigger
    the token again; it does not, and the view says the token has served."""
    game = rig.table(3)
    rig.built(game, 0, 1, 2)             # Giza's next stage asks 3 different: no build here
    rig.tokens(game, 0, token)
    rig.top(game, "left", first)
    rig.take(game, "left")
    assert game.view(0)["served"] == [token]
    assert game.view(2)["pending"] == [{"effect": "take", "via": token}]
    rig.top(game, "right", second)
    game.play(0, Action.take("right", token))
    assert game.current == 1             # no second extra card: the turn is over
    kept = game.cards[0][rig.k(second)] or game.discard[rig.k(second)]    # horns go after the battle
    assert kept == 1
    rig.turn(game, 0)                    # the next turn, the token serves again
    rig.top(game, "left", first)
    rig.take(game, "left")
    assert {Action.take(s, token) for s in ("left", "right", "central")} <= set(game.legal_actions(0))


def test_architecture_gives_one_extra_card_a_turn_however_many_stages_are_built():
    """Seed 002: « Architecture en donne une quand tu construis une étape », once a turn."""
    game = rig.table(3)
    rig.tokens(game, 0, "architecture")
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "stone")
    rig.take(game, "left")               # Giza stage 1, then Architecture's extra card
    assert game.built_ids(0) == [1] and game.view(0)["served"] == ["architecture"]
    rig.give(game, 0, glass=1)
    rig.top(game, "right", "glass")
    game.play(0, Action.take("right", "architecture"))
    assert game.built_ids(0) == [1, 2]   # a second stage, and no second extra card
    assert game.current == 1


def test_economy_serves_one_construction_a_turn():
    """Game.py's settled case, from seed 002's « Chaque Progrès peut servir au plus une fois par
    tour, sauf les effets réservés au décompte final »: Economy serves when a gold card pays for
    two resources; a second stage that needs it waits for the next turn."""
    game = rig.table(3)
    rig.tokens(game, 0, "economy", "jewellery")
    rig.top(game, "left", "gold")
    rig.take(game, "left")               # stage 1 (2 different) from one gold card, or the extra card
    game.play(0, Action.build(1, (GOLD,)))
    assert game.view(0)["served"] == ["economy", "jewellery"]
    rig.top(game, "right", "gold")
    game.play(0, Action.take("right", "jewellery"))
    assert game.built_ids(0) == [1] and game.current == 1     # stage 2 would need Economy again
    rig.turn(game, 0)
    rig.take(game, "left")               # any card: the stage is built at once, Economy serving
    assert game.built_ids(0) == [1, 2] and game.cards[0][GOLD] == 0


def test_economy_does_not_serve_when_a_gold_card_pays_for_one_resource():
    game = rig.table(3)
    rig.tokens(game, 0, "economy")
    rig.give(game, 0, gold=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")               # stage 1: the Wood and one coin of the gold card
    assert game.built_ids(0) == [1] and "economy" not in game.used


def test_engineering_serves_one_construction_a_turn():
    """Game.py's settled case, as for Economy: Engineering serves when the cards paid are not
    identical or different as the stage asks; a second such stage waits for the next turn."""
    game = rig.table(3)
    rig.built(game, 0, 1)                # Giza stage 2 asks 2 identical
    rig.tokens(game, 0, "engineering", "urbanism")
    rig.give(game, 0, stone=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    game.play(0, Action.build(2, (WOOD, rig.k("stone"))))
    assert game.view(0)["served"] == ["engineering", "urbanism"]
    rig.give(game, 0, wood=1, glass=1)
    rig.top(game, "right", "wood")       # Wood, Wood, Glass: stage 3 (3 different) needs Engineering
    game.play(0, Action.take("right", "urbanism"))
    assert game.built_ids(0) == [1, 2] and game.current == 1
    rig.turn(game, 0)
    rig.take(game, "left")
    assert game.built_ids(0) == [1, 2, 3] and game.cards[0][WOOD] == 0

"""Building, production, trading and chaining — seed 000 ("Comment construire un bâtiment",
"Le commerce avec les voisins", "Les constructions gratuites par chaînage") and seed 003.

Seats: city 0 is Gizah (stone), its left neighbour city 1 Rhodos (ore), its right neighbour
city 2 Ephesos (papyrus)."""

import pytest

from wonderlab.classic import Action
from wonderlab.classic.game import Game
from wonderlab.core.errors import IllegalAction

from . import rig

FILLER = ("Altar", "Theater", "Pawnshop", "Tavern", "Loom", "Press")


def kinds(game, city, card):
    return [(a.kind, a.payment.left, a.payment.right, a.payment.bank, a.payment.how)
            for a in game.card_actions(city, card)]


def test_a_build_pays_its_coin_cost_to_the_bank():
    """Seed 000: some cards cost coins, paid directly to the bank."""
    game = rig.table()
    rig.hand(game, 0, "Timber Yard", *FILLER)
    game.play(0, rig.action(game, 0, "Build Timber Yard"))
    rig.discard_all(game)
    assert game.cities[0].coins == 2 and "Timber Yard" in game.cities[0].names
    assert [c.coins for c in game.cities[1:]] == [6, 6]


def test_a_city_never_holds_two_cards_of_the_same_name():
    """Seed 000: you may never build two buildings with the same name."""
    game = rig.table()
    rig.build(game, 0, "Altar")
    rig.hand(game, 0, "Altar", *FILLER)
    assert [a.kind for a in game.card_actions(0, "Altar")] == ["discard"]
    before = game.state_key()
    with pytest.raises(IllegalAction, match="already in your city"):
        game.play(0, Action.build(game.hand(0)[0]))
    assert game.state_key() == before


def test_wonder_stages_cost_the_board_and_are_built_in_order():
    """Seed 000: the board's cost counts, not the card's; the card is tucked face down; stages
    are built in order, left to right."""
    game = rig.table()
    rig.build(game, 0, "Stone Pit")                       # Gizah's stone + 1: stage 1 needs 2 stone
    rig.hand(game, 0, "Palace", *FILLER)                  # the Palace itself costs 7 resources
    stage = rig.action(game, 0, "Build wonder stage 1 with Palace")
    with pytest.raises(IllegalAction, match="stages are built in order: the next one is stage 1"):
        game.play(0, Action.build_stage(stage.card, 2, stage.payment))
    game.play(0, stage)
    rig.discard_all(game)
    city = game.cities[0]
    assert city.stages == 1 and "Palace" not in city.names and len(game.tucked[0]) == 1
    assert game.deck[game.tucked[0][0]].name == "Palace"


def test_a_complete_wonder_takes_no_more_stages():
    """Seed 003: each stage can be built only once."""
    game = rig.table()
    rig.stages(game, 0, 3)
    rig.hand(game, 0, "Altar", *FILLER)
    assert "stage" not in [a.kind for a in game.card_actions(0, "Altar")]
    with pytest.raises(IllegalAction, match="all 3 stages are built"):
        game.play(0, Action.build_stage(game.hand(0)[0], 4))


def test_discarding_gives_three_coins():
    """Seed 000: discard the card face down and take 3 coins from the bank."""
    game = rig.table()
    rig.discard_all(game)
    assert [c.coins for c in game.cities] == [6, 6, 6]


def test_production_is_permanent():
    """Seed 003: you own production, not resources — the same stone serves every turn."""
    game = rig.table()
    rig.hand(game, 0, "Baths", *FILLER)
    game.play(0, rig.action(game, 0, "Build Baths for nothing"))
    rig.discard_all(game)
    rig.hand(game, 0, "Walls", "Stone Pit", "Altar", "Theater", "Press")
    rig.build(game, 0, "Quarry")
    assert kinds(game, 0, "Walls")[0] == ("build", 0, 0, 0, "pay")   # 1 + 2 stone, again


def test_double_and_choice_producers_combine():
    """Seed 000: production cards combine — a double card and a choice card together pay a cost
    that needs one of each resource (no false "cannot build")."""
    game = rig.table()
    rig.build(game, 1, "Foundry", "Tree Farm", "Timber Yard", "Clay Pit")   # Rhodos: ore + 2 ore
    rig.hand(game, 1, "Training Ground", "Stables", "Archery Range", *FILLER[:4])
    assert kinds(game, 1, "Training Ground")[0] == ("build", 0, 0, 0, "pay")  # wood/clay + 2 ore
    assert kinds(game, 1, "Stables")[0] == ("build", 0, 0, 0, "pay")          # wood, clay, ore
    assert kinds(game, 1, "Archery Range")[0] == ("build", 0, 0, 0, "pay")    # 2 wood, ore


def test_buying_from_a_neighbour_costs_two_coins_a_unit_paid_to_that_neighbour():
    """Seed 000: the standard price is 2 coins a resource, paid to the neighbouring player."""
    game = rig.table()
    rig.hand(game, 0, "Barracks", *FILLER)          # 1 ore: Rhodos, on the left, sells ore
    rig.hand(game, 2, "Altar", *FILLER)
    action = rig.action(game, 0, "Build Barracks")
    assert (action.payment.left, action.payment.right) == (2, 0)
    assert game.explain(0, action) == ["1 ore from your left neighbour: 2 coins"]
    game.play(0, action)
    rig.discard_all(game)
    assert [c.coins for c in game.cities] == [1, 3 + 2 + 3, 6]


def test_payment_to_the_right_neighbour():
    """Seed 000: coins go to the neighbour who sells — here the right one (Ephesos, papyrus)."""
    game = rig.table()
    rig.hand(game, 0, "Scriptorium", *FILLER)
    game.play(0, rig.action(game, 0, "Build Scriptorium"))
    rig.discard_all(game)
    assert [c.coins for c in game.cities] == [1, 6, 8]


def test_coins_received_this_turn_are_spent_only_from_the_next_turn():
    """Seed 000: coins earned by trading this turn can only be spent from the next turn."""
    game = rig.table()
    rig.coins(game, 1, 0)
    rig.hand(game, 0, "Barracks", *FILLER)                     # buys Rhodos's ore: Rhodos gets 2
    rig.hand(game, 1, "Guard Tower", *FILLER)                  # Rhodos needs clay: 2 coins
    game.play(0, rig.action(game, 0, "Build Barracks"))
    assert [a.kind for a in game.card_actions(1, "Guard Tower")] == ["discard"]
    game.play(1, rig.action(game, 1, "Discard Altar"))
    game.play(2, rig.action(game, 2, "Discard"))
    assert game.cities[1].coins == 5
    rig.hand(game, 1, "Guard Tower", *FILLER[:5])
    rig.build(game, 2, "Clay Pool")
    assert any(a.kind == "build" for a in game.card_actions(1, "Guard Tower"))


def test_neighbours_cannot_refuse_and_selling_does_not_stop_the_seller():
    """Seed 000: nobody can refuse to sell; selling a resource does not stop you using it the
    same turn."""
    game = rig.table()
    rig.hand(game, 0, "Barracks", *FILLER)
    rig.hand(game, 1, "Barracks", *FILLER)
    game.play(0, rig.action(game, 0, "Build Barracks"))
    game.play(1, rig.action(game, 1, "Build Barracks for nothing"))
    rig.discard_all(game)
    assert "Barracks" in game.cities[0].names and "Barracks" in game.cities[1].names


def test_forum_caravansery_and_wonder_stage_production_are_not_for_sale():
    """Seed 000: resources from some yellow cards and wonder stages belong to their owner."""
    game = Game(players=3, seed=0, wonders=["Gizah", "Alexandria", "Ephesos"], sides="A")
    rig.build(game, 1, "Caravansery", "Forum")
    rig.stages(game, 1, 2)                                  # Alexandria A: any raw material
    rig.hand(game, 0, "Stockade", "Loom", *FILLER[:5])      # wood; loom
    assert [a.kind for a in game.card_actions(0, "Stockade")] == ["discard"]
    with pytest.raises(IllegalAction, match="Stockade needs 1 wood: you produce 0 and neither neighbour sells wood"):
        game.play(0, Action.build(game.hand(0)[0]))
    rig.hand(game, 1, "Stockade", "Apothecary", *FILLER[:5])
    assert kinds(game, 1, "Stockade")[0] == ("build", 0, 0, 0, "pay")      # its owner uses it
    assert kinds(game, 1, "Apothecary")[0] == ("build", 0, 0, 0, "pay")    # loom from the Forum


@pytest.mark.parametrize("post, side, price_left, price_right", [
    ("East Trading Post", "right", 2, 1), ("West Trading Post", "left", 1, 2)])
def test_trading_posts_lower_raw_materials_on_their_side(post, side, price_left, price_right):
    """Seed 000: some yellow cards bring the price from 2 coins down to 1 (East: right
    neighbour, West: left neighbour; raw materials)."""
    game = rig.table(wonders=["Gizah", "Olympia", "Halikarnassos"])
    rig.build(game, 0, post)
    rig.build(game, 2, "Lumber Yard")                        # Olympia (left) and right both sell wood
    rig.hand(game, 0, "Stockade", *FILLER)
    options = {(a.payment.left, a.payment.right) for a in game.card_actions(0, "Stockade") if a.kind == "build"}
    assert options == {(price_left, 0), (0, price_right)}


def test_marketplace_lowers_manufactured_goods_on_both_sides():
    """Seed 000 and 003: the Marketplace buys glass, loom and papyrus at 1 coin from both sides."""
    game = rig.table(wonders=["Gizah", "Halikarnassos", "Ephesos"])
    rig.build(game, 0, "Marketplace")
    rig.hand(game, 0, "Apothecary", "Scriptorium", "Stockade", *FILLER[:4])
    assert [(a.payment.left, a.payment.right) for a in game.card_actions(0, "Apothecary")][:1] == [(1, 0)]
    assert [(a.payment.left, a.payment.right) for a in game.card_actions(0, "Scriptorium")][:1] == [(0, 1)]


def test_olympia_b_first_stage_lowers_raw_materials_on_both_sides():
    """Reference data: Olympia B's first stage buys raw materials at 1 coin from both neighbours."""
    game = rig.table(wonders=["Olympia", "Rhodos", "Gizah"], sides="B")
    rig.stages(game, 0, 1)
    rig.hand(game, 0, "Barracks", "Baths", *FILLER[:5])
    assert [(a.payment.left, a.payment.right) for a in game.card_actions(0, "Barracks")][:1] == [(1, 0)]
    assert [(a.payment.left, a.payment.right) for a in game.card_actions(0, "Baths")][:1] == [(0, 1)]


def test_every_non_dominated_split_is_offered_cheapest_first():
    """The engine offers each sensible way to split purchases between the neighbours."""
    game = rig.table()
    rig.build(game, 0, "West Trading Post")
    rig.build(game, 1, "Quarry")
    rig.build(game, 2, "Quarry")
    rig.hand(game, 0, "Walls", *FILLER)                     # 3 stone: Gizah makes 1
    rig.coins(game, 0, 10)
    splits = [(a.payment.left, a.payment.right) for a in game.card_actions(0, "Walls") if a.kind == "build"]
    assert splits == [(2, 0), (1, 2), (0, 4)]
    rig.coins(game, 0, 2)
    splits = [(a.payment.left, a.payment.right) for a in game.card_actions(0, "Walls") if a.kind == "build"]
    assert splits == [(2, 0)], "only what the player can pay"


def test_explain_names_own_producers_and_purchases():
    """A cost explained as labelled steps."""
    game = rig.table()
    rig.hand(game, 0, "Fortifications", *FILLER)            # 1 stone, 3 ore
    rig.build(game, 1, "Foundry")                           # Rhodos: 3 ore for sale
    rig.coins(game, 0, 6)
    action = rig.action(game, 0, "Build Fortifications")
    assert game.explain(0, action) == ["stone from your own wonder board",
                                       "3 ore from your left neighbour: 6 coins"]
    assert str(rig.action(game, 0, "Build Fortifications")) == "Build Fortifications, paying 6 coins to your left neighbour"


def test_chaining_builds_for_free_from_age_two():
    """Seed 000: having built the Scriptorium lets you build the Library for nothing."""
    game = rig.table()
    rig.build(game, 0, "Scriptorium")
    rig.coins(game, 0, 0)
    rig.hand(game, 0, "Library", *FILLER)
    action = game.card_actions(0, "Library")[0]
    assert str(action) == "Build Library for free, chained from Scriptorium"
    game.play(0, action)
    rig.discard_all(game)
    assert "Library" in game.cities[0].names and game.cities[0].coins == 0


@pytest.mark.parametrize("parent, child", [
    ("West Trading Post", "Forum"), ("East Trading Post", "Forum"), ("Marketplace", "Caravansery"),
    ("Baths", "Aqueduct"), ("Altar", "Temple"), ("Temple", "Pantheon"), ("School", "Study")])
def test_every_chain_of_the_data_builds_for_free(parent, child):
    """Reference data: both Trading Posts lead to the Forum, and every other chain holds."""
    game = rig.table()
    rig.build(game, 0, parent)
    rig.coins(game, 0, 0)
    rig.hand(game, 0, child, *FILLER)
    assert kinds(game, 0, child)[0] == ("build", 0, 0, 0, "chain")


def test_library_message_when_stone_is_missing():
    """An illegal build says why in plain words."""
    game = rig.table(wonders=["Rhodos", "Ephesos", "Babylon"])
    rig.build(game, 0, "Stone Pit", "Loom")
    rig.hand(game, 0, "Library", *FILLER)
    before = game.state_key()
    with pytest.raises(IllegalAction) as error:
        game.play(0, Action.build(game.hand(0)[0]))
    assert str(error.value) == "Library needs 2 stone: you produce 1 and neither neighbour sells stone"
    assert game.state_key() == before

"""Scoring in the score pad's order — seed 000 ("Le comptage des points", "Le calcul des points
scientifiques", "Le vainqueur", "Les conflits militaires") and seed 003 (the scoring steps, the
guilds one by one)."""

import pytest

from wonderlab.classic import CATEGORIES, City, score_cities, wonder_set
from wonderlab.classic.cards import card_set
from wonderlab.classic.scoring import winners
from wonderlab.core.science import best_science, science_points

from . import rig


def city(board="Gizah", side="A", cards=(), coins=0, stages=0, military=()):
    c = City(wonder_set().by_name(board).side(side), coins=coins)
    for name in cards:
        c.add_card(card_set().by_name(name))
    for _ in range(stages):
        c.add_stage()
    c.military = list(military)
    return c


def sheets(*cities):
    return score_cities(list(cities), [f"P{i}" for i in range(len(cities))])


def test_score_pad_order():
    """Seed 000: military, treasury, wonder, civilian, science, commercial, guilds."""
    assert CATEGORIES == ("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds")
    assert tuple(sheets(city(), city("Rhodos"), city("Ephesos"))[0].categories) == CATEGORIES


def test_science_worked_example_of_seed_000_is_21_points():
    """Seed 000: 3 identical symbols, 2 of another and 1 of the third: 9 + 4 + 1 + 7 = 21."""
    assert science_points((3, 2, 1)) == 21
    ana = city(cards=["Apothecary", "Dispensary", "Lodge", "Workshop", "Laboratory", "Scriptorium"])
    assert sheets(ana, city("Rhodos"), city("Ephesos"))[0].categories["science"] == 21


def test_science_examples_of_seed_003():
    """Seed 003: two gears, two compasses and a tablet: 4 + 4 + 1 + 7; one more tablet:
    4 + 4 + 4 + 7 × 2."""
    assert science_points((2, 2, 1)) == 4 + 4 + 1 + 7
    assert science_points((2, 2, 2)) == 4 + 4 + 4 + 7 * 2
    assert science_points((0, 0, 6)) == 36 and science_points((3, 3, 0)) == 18


def test_treasury_nine_and_eleven_coins_are_both_three_points():
    """Seed 003: 9 coins give 3 points, and 11 coins… 3 points too."""
    scores = sheets(city(coins=9), city("Rhodos", coins=11), city("Ephesos", coins=2))
    assert [s.categories["treasury"] for s in scores] == [3, 3, 0]


def test_science_wildcards_are_chosen_for_the_best_score():
    """Seed 003 (Scientists Guild) and seed 000 (Babylon A): a symbol of your choice, chosen at
    the end for the best score."""
    babylon = city("Babylon", stages=2, cards=["Apothecary", "Workshop", "Scriptorium", "Library",
                                               "Scientists Guild"])
    sheet = sheets(babylon, city(), city("Rhodos"))[0]
    assert sheet.categories["science"] == 26                 # (2, 2, 2) beats (1, 1, 4) = 25
    assert sheet.choices == ("science: Babylon A stage 2 -> compass", "science: Scientists Guild -> gear")
    assert best_science((1, 1, 2), 2) == (26, (0, 1))


def test_the_scientists_guild_symbol_is_counted():
    """Seed 003: the Scientists Guild adds one symbol of your choice."""
    alone = city(cards=["Apothecary"])
    guild = city(cards=["Apothecary", "Scientists Guild"])
    assert sheets(alone, city("Rhodos"), city("Ephesos"))[0].categories["science"] == 1
    assert sheets(guild, city("Rhodos"), city("Ephesos"))[0].categories["science"] == 4


def test_civilian_and_wonder_points_are_printed_values():
    """Seed 000: blue cards and wonder stages score the points printed on them."""
    sheet = sheets(city(cards=["Palace", "Altar"], stages=2), city("Rhodos"), city("Ephesos"))[0]
    assert (sheet.categories["civilian"], sheet.categories["wonder"]) == (10, 8)


@pytest.mark.parametrize("card, coins", [("Vineyard", 1 + 2 + 1), ("Bazar", 2 * (1 + 1 + 2))])
def test_vineyard_and_bazar_count_both_neighbours_and_self(card, coins):
    """Reference data: 1 coin per brown card (Vineyard), 2 per gray card (Bazar) in the city and
    both neighbours, taken when the card is built."""
    game = rig.table()
    rig.build(game, 0, "Lumber Yard", "Loom", "Sawmill", "Glassworks")   # own: 2 brown, 2 gray
    rig.build(game, 1, "Stone Pit", "Press")                              # left: 1 brown, 1 gray
    rig.build(game, 2, "Clay Pool", "Loom")                               # right: 1 brown, 1 gray
    rig.hand(game, 0, card, "Altar", "Theater", "Tavern", "Pawnshop", "Baths", "Press")
    rig.coins(game, 0, 0)
    game.play(0, rig.action(game, 0, f"Build {card}"))
    rig.discard_all(game)
    assert game.cities[0].coins == coins


def test_age_three_commercial_cards_give_coins_then_points():
    """Seed 003 and reference data: Haven (brown), Lighthouse (yellow), Chamber of Commerce
    (gray) and Arena (stages) count the owner's city: coins when built, points at the end."""
    mine = city(cards=["Lumber Yard", "Sawmill", "Loom", "Glassworks", "Tavern", "Haven", "Lighthouse",
                       "Chamber of Commerce", "Arena"], stages=2)
    sheet = sheets(mine, city("Rhodos", cards=["Ore Vein"]), city("Ephesos"))[0]
    # Haven 2 brown, Lighthouse 5 yellow (itself included), Chamber 2 gray x 2, Arena 2 stages.
    assert sheet.categories["commercial"] == 2 + 5 + 4 + 2


@pytest.mark.parametrize("guild, expected", [
    ("Workers Guild", 1 + 2),           # brown cards in both neighbours
    ("Craftsmens Guild", 2 * (1 + 1)),  # 2 per gray card next door
    ("Traders Guild", 1 + 1),           # yellow next door
    ("Philosophers Guild", 2 + 0),      # green next door
    ("Spies Guild", 0 + 1),             # red next door
    ("Magistrates Guild", 1 + 0),       # blue next door
    ("Shipowners Guild", 1 + 1 + 1),    # own brown, gray and purple, itself included
    ("Builders Guild", 1 + 2 + 0),      # stages in the three cities
    ("Strategists Guild", 2 + 1),       # defeat tokens next door
])
def test_each_guild_counts_the_right_cities(guild, expected):
    """Seed 003: the guilds one by one; the arrows say which cities count."""
    own = city(cards=[guild, "Lumber Yard", "Loom"], stages=1)
    left = city("Rhodos", cards=["Stone Pit", "Press", "Tavern", "Apothecary", "Workshop", "Altar"],
                stages=2, military=[-1, -1])
    right = city("Ephesos", cards=["Clay Pool", "Ore Vein", "Glassworks", "Marketplace", "Barracks"],
                 military=[-1, 1])
    assert sheets(own, left, right)[0].categories["guilds"] == expected


def test_military_tokens_at_the_end_of_each_age():
    """Seed 000: against each neighbour, more shields take a victory token (+1, +3, +5 by Age),
    fewer a defeat token (-1), the same nothing."""
    game = rig.table()
    rig.build(game, 0, "Walls")          # 2 shields
    rig.build(game, 1, "Stockade")       # 1
    rig.build(game, 2, "Barracks")       # 1
    while not game.is_over:
        rig.discard_all(game)
    assert game.cities[0].military == [1, 1, 3, 3, 5, 5]
    assert game.cities[1].military == [-1, -1, -1]
    assert game.cities[2].military == [-1, -1, -1]
    assert [s.categories["military"] for s in game.scores()] == [18, -3, -3]


def test_a_tie_goes_to_the_most_coins_then_is_shared():
    """Seed 000: equal scores — the richer player wins; still equal — both win."""
    a = city(cards=["Palace"], coins=2)         # 8 civilian + 0 treasury
    b = city("Rhodos", cards=["Town Hall"], coins=7)   # 6 + 2
    c = city("Ephesos", cards=["Altar"], coins=5)
    assert winners(sheets(a, b, c)) == ["P1"]
    d = city("Babylon", cards=["Pantheon"], coins=5)    # 7 + 1 = 8, 5 coins
    e = city("Olympia", cards=["Senate"], coins=8)      # 6 + 2 = 8, 8 coins
    assert winners(sheets(d, e, city("Alexandria", cards=["Town Hall"], coins=8))) == ["P1", "P2"]


def test_totals_are_the_sum_of_categories():
    sheet = sheets(city(cards=["Palace", "Apothecary"], coins=7, stages=1, military=[5, -1]),
                   city("Rhodos"), city("Ephesos"))[0]
    assert sheet.total == sum(sheet.categories.values()) == 4 + 2 + 3 + 8 + 1


def test_a_science_symbol_adds_what_the_best_score_gains():
    """« si vous avez 3 symboles identiques du même type, 2 d'un autre et 1 du troisième, vous
    marquez 9+4+1 = 14 points pour les familles, plus 7 points pour le groupe de 3 différents »
    (seed 000): one more symbol, printed or of the city's choice (Babylon, the Scientists Guild),
    adds the best score with it less the score now; ``scoring.science_added`` is what both the
    greedy bot's card and stage weighings count, for every city of up to 3 of each symbol and 2
    free ones."""
    from itertools import product
    from types import SimpleNamespace

    from wonderlab.classic.scoring import science_added

    for *counts, wild in product(range(4), range(4), range(4), range(3)):
        city = SimpleNamespace(science=tuple(counts), wildcards=wild,
                               science_points=best_science(tuple(counts), wild)[0])
        for symbol in range(3):
            more = list(counts)
            more[symbol] += 1
            assert science_added(city, SimpleNamespace(science=symbol, science_choice=False)) == \
                best_science(tuple(more), wild)[0] - city.science_points
        assert science_added(city, SimpleNamespace(science=None, science_choice=True)) == \
            best_science(tuple(counts), wild + 1)[0] - city.science_points
    city = SimpleNamespace(science=(2, 2, 1), wildcards=0, science_points=science_points((2, 2, 1)))
    assert science_added(city, SimpleNamespace(science=0, science_choice=False)) == 21 - 16

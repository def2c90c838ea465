"""Wonder powers at the moment the rules give them — seed 000 ("Les merveilles et leurs
pouvoirs"), and the faults other engines have shown (Halicarnassus on the last turn, Babylon B
built on the 6th turn, Olympia's free build, Olympia B's copied guild)."""

import pytest

from wonderlab.classic import Action, score_cities
from wonderlab.core.errors import IllegalAction

from . import rig

FILLER = ("Altar", "Theater", "Pawnshop", "Tavern", "Loom", "Press", "Baths")


def to_turn(game, turn):
    while game.turn != turn:
        rig.discard_all(game)


def test_babylon_b_plays_the_seventh_card_instead_of_discarding_it():
    """Reference data, Babylon B stage 2: the 7th card of each Age may be played."""
    game = rig.table(wonders=["Babylon", "Gizah", "Rhodos"], sides="B")
    rig.stages(game, 0, 2)
    to_turn(game, 6)
    rig.hand(game, 0, "Altar", "Theater")
    game.play(0, rig.action(game, 0, "Build Altar"))
    rig.discard_all(game)
    assert game.phase == "seventh card" and game.waiting == (0,)
    assert [str(a) for a in game.legal_actions(0)] == ["Build Theater for nothing", "Discard Theater for 3 coins"]
    game.play(0, rig.action(game, 0, "Build Theater"))
    assert (game.age, game.turn) == (2, 1)
    assert {"Altar", "Theater"} <= game.cities[0].names


def test_babylon_b_seventh_card_when_the_stage_is_built_on_the_sixth_turn():
    """The power counts from the moment the stage is built, also on the 6th turn."""
    game = rig.table(wonders=["Babylon", "Gizah", "Rhodos"], sides="B")
    rig.stages(game, 0, 1)
    rig.build(game, 0, "Sawmill", "Glassworks")              # stage 2: 2 wood, 1 glass
    to_turn(game, 6)
    rig.hand(game, 0, "Altar", "Theater")
    game.play(0, rig.action(game, 0, "Build wonder stage 2 with Altar"))
    rig.discard_all(game)
    assert game.phase == "seventh card" and game.waiting == (0,)
    game.play(0, rig.action(game, 0, "Discard Theater"))
    assert game.age == 2


def test_without_babylon_b_the_last_card_is_discarded():
    """Seed 000: without the power, the 7th card goes to the discard pile."""
    game = rig.table(wonders=["Babylon", "Gizah", "Rhodos"], sides="A")
    rig.stages(game, 0, 2)
    to_turn(game, 6)
    rig.discard_all(game)
    assert game.age == 2 and game.phase == "play"


def halicarnassus():
    game = rig.table(wonders=["Halikarnassos", "Gizah", "Rhodos"], sides="A")
    rig.stages(game, 0, 1)
    rig.build(game, 0, "Foundry", "Ore Vein")                # stage 2: 3 ore
    return game


def test_halicarnassus_builds_from_the_discard_pile_at_the_end_of_the_turn():
    """Seed 000, Halicarnassus A: the 2nd stage takes a card from the discard pile and builds it
    for free — also a card discarded during that same turn."""
    game = halicarnassus()
    rig.discard_pile(game, "Palace")
    rig.hand(game, 0, *FILLER)
    rig.hand(game, 1, "Senate", *FILLER[:6])
    game.play(0, rig.action(game, 0, "Build wonder stage 2 with Altar"))
    game.play(1, rig.action(game, 1, "Discard Senate"))
    rig.discard_all(game)
    assert game.phase == "discard pile" and game.waiting == (0,)
    options = {str(a) for a in game.legal_actions(0)}
    assert "Build Palace for free from the discard pile (Mausoleum)" in options
    assert "Build Senate for free from the discard pile (Mausoleum)" in options
    game.play(0, rig.action(game, 0, "Build Senate"))
    assert "Senate" in game.cities[0].names and game.turn == 2 and game.phase == "play"


def test_halicarnassus_on_the_last_turn_of_an_age_sees_the_last_cards_before_the_battle():
    """The end of the 6th turn: the last cards are discarded, Halicarnassus builds, then the
    conflicts are resolved — a red card taken from the pile counts."""
    game = halicarnassus()
    to_turn(game, 6)
    rig.hand(game, 0, "Altar", "Theater")
    rig.hand(game, 1, "Altar", "Stockade")
    game.play(0, rig.action(game, 0, "Build wonder stage 2 with Altar"))
    game.play(1, rig.action(game, 1, "Discard Altar"))
    rig.discard_all(game)
    assert game.phase == "discard pile" and game.age == 1
    game.play(0, rig.action(game, 0, "Build Stockade"))       # Gizah's last card, just discarded
    assert game.age == 2
    assert game.cities[0].military == [1, 1], "the Stockade's shield won both conflicts of Age I"


def test_halicarnassus_on_the_last_turn_of_the_game():
    """The power works on the very last turn; the card built counts in the score."""
    game = halicarnassus()
    while not (game.age == 3 and game.turn == 6):
        rig.discard_all(game)
    rig.discard_pile(game, "Palace")
    rig.hand(game, 0, "Altar", "Theater")
    game.play(0, rig.action(game, 0, "Build wonder stage 2 with Altar"))
    rig.discard_all(game)
    assert not game.is_over and game.phase == "discard pile"
    game.play(0, rig.action(game, 0, "Build Palace"))
    assert game.is_over and game.scores()[0].categories["civilian"] == 8


def test_halicarnassus_skips_when_nothing_in_the_pile_can_be_built():
    """Nothing to build (an empty pile): the turn simply goes on."""
    game = halicarnassus()
    rig.hand(game, 0, *FILLER)
    game.play(0, rig.action(game, 0, "Build wonder stage 2"))
    for city in (1, 2):
        game.play(city, rig.action(game, city, "Build"))     # nobody discards
    assert game.phase == "play" and game.turn == 2


def olympia():
    game = rig.table(wonders=["Olympia", "Gizah", "Rhodos"], sides="A")
    rig.stages(game, 0, 2)
    rig.coins(game, 0, 0)
    return game


def test_olympia_a_builds_one_card_a_turn_for_free_once_per_age():
    """Seed 000, Olympia A stage 2: build a building of your choice for free once per Age —
    offered even when the city lacks the resources."""
    game = olympia()
    rig.hand(game, 0, "Palace", *FILLER[:6])
    action = rig.action(game, 0, "Build Palace")
    assert str(action) == "Build Palace for free with the Statue of Zeus (once per Age)"
    game.play(0, action)
    rig.discard_all(game)
    rig.hand(game, 0, "Senate", *FILLER[:5])
    assert [a.kind for a in game.card_actions(0, "Senate")] == ["discard"], "used this Age"
    before = game.state_key()
    with pytest.raises(IllegalAction, match="already used this Age"):
        game.play(0, Action(action.kind, game.hand(0)[0], action.payment))
    assert game.state_key() == before
    to_turn(game, 1)
    assert game.age == 2
    rig.hand(game, 0, "Senate", *FILLER[:6])
    assert [a.payment.how for a in game.card_actions(0, "Senate")][:1] == ["free"], "a new Age"


def test_olympia_a_never_free_builds_a_card_it_already_has():
    """A city never holds two cards of one name, free build or not."""
    game = olympia()
    rig.build(game, 0, "Palace")
    rig.hand(game, 0, "Palace", *FILLER[:6])
    assert [a.kind for a in game.card_actions(0, "Palace")] == ["discard"]


def test_olympia_b_copies_one_neighbour_guild_counted_once():
    """Reference data, Olympia B stage 3: at the end, copy one guild of a neighbouring city; it
    counts once, for the best score."""
    game = rig.table(wonders=["Olympia", "Gizah", "Rhodos"], sides="B")
    rig.stages(game, 0, 3)
    rig.build(game, 1, "Spies Guild", "Barracks", "Stockade")     # 2 red cards next to Olympia
    rig.build(game, 2, "Magistrates Guild", "Altar", "Baths", "Theater")
    sheets = score_cities(game.cities)
    assert sheets[0].categories["guilds"] == 3, "Magistrates (3 blue in Rhodos) beats Spies (2 red), once"
    assert sheets[0].choices == ("guild: Olympia B copies Magistrates Guild",)
    assert sheets[1].categories["guilds"] == 0 and sheets[2].categories["guilds"] == 0, "no blue, no red next door"


def test_olympia_b_without_neighbour_guilds_copies_nothing():
    game = rig.table(wonders=["Olympia", "Gizah", "Rhodos"], sides="B")
    rig.stages(game, 0, 3)
    assert score_cities(game.cities)[0].categories["guilds"] == 0


def test_rhodes_a_second_stage_adds_two_shields():
    """Seed 000, Rhodes A: the 2nd stage adds 2 shields to every conflict."""
    game = rig.table(wonders=["Rhodos", "Gizah", "Ephesos"])
    rig.stages(game, 0, 2)
    to_turn(game, 6)
    rig.discard_all(game)
    assert game.cities[0].shields == 2 and game.cities[0].military == [1, 1]


def test_ephesus_a_second_stage_gives_nine_coins_at_once():
    """Seed 000, Ephesus A: the 2nd stage brings 9 coins immediately."""
    game = rig.table(wonders=["Ephesos", "Gizah", "Rhodos"])
    rig.stages(game, 0, 1)
    rig.build(game, 0, "Sawmill")
    rig.hand(game, 0, *FILLER)
    game.play(0, rig.action(game, 0, "Build wonder stage 2"))
    rig.discard_all(game)
    assert game.cities[0].coins == 3 + 9


def test_gizah_a_stages_give_3_5_and_7_points():
    """Seed 000, Gizah A: no power, the stages give 3, 5 and 7 points."""
    game = rig.table()
    for built, points in ((1, 3), (2, 8), (3, 15)):
        rig.stages(game, 0, 1)
        assert score_cities(game.cities)[0].categories["wonder"] == points == sum((3, 5, 7)[:built])


def test_alexandria_a_raw_choice_serves_its_owner():
    """Seed 000, Alexandria A: the 2nd stage produces one raw material of choice each turn."""
    game = rig.table(wonders=["Alexandria", "Gizah", "Rhodos"])
    rig.stages(game, 0, 2)
    rig.coins(game, 0, 0)
    rig.hand(game, 0, "Stockade", "Guard Tower", *FILLER[:5])
    assert rig.action(game, 0, "Build Stockade").payment.total == 0
    assert rig.action(game, 0, "Build Guard Tower").payment.total == 0


def test_while_halikarnassos_looks_through_the_discard_pile_the_others_see_only_their_hands():
    """Rules (seed 000): a discarded card goes « face cachée dans la pile commune », and the
    Mausolée d'Halicarnasse « vous permet de récupérer une carte dans la défausse »: only its
    builder looks through the pile, so no other seat's view shows its cards."""
    import random

    from wonderlab.classic.actions import STAGE
    from wonderlab.classic.game import DISCARD_BUILD
    from wonderlab.table.seats import classic as classic_seat

    seen = 0
    for seed in range(40):
        game = classic_seat.new_game(players=4, seed=seed, wonders=["Halikarnassos", "Rhodos", "Gizah", "Olympia"],
                                       sides="A")
        draw = random.Random(seed)
        while not game.is_over:
            if game.phase == DISCARD_BUILD:
                for other in range(4):
                    if other in game.waiting:
                        continue
                    view = classic_seat.view(game, other)
                    shown = sorted(card["name"] for card in view["hand"])
                    assert shown == sorted(game.deck[p].name for p in game.hands[other])
                    seen += 1
            city = game.waiting[0]
            actions = game.legal_actions(city)
            stages = [a for a in actions if a.kind == STAGE]
            game.play(city, stages[0] if stages and city == 0 else draw.choice(actions))
        if seen >= 12:
            break
    assert seen >= 12

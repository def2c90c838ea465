"""7 Wonders positions (issue 23): ``game.position(seat)``, ``Game.from_position`` and refusals.

Seed 000: each player chooses « secrètement une carte de sa main »; discarded cards go « face
cachée dans la pile commune », stage cards « face cachée sous votre plateau »; hands pass « à
gauche » in Ages I and III, « à droite » in Age II; « n + 2 » guilds go into Age III. So a seat
sees the cities, the coins and tokens, its hand and the size of the discard pile: a position
holds these, and everything else is dealt again at random from the box.
"""

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from wonderlab.classic.game import PLAY, Game
from wonderlab.classic.position import card_name
from wonderlab.core.bots import make_bot
from wonderlab.core.position import InvalidPosition
from wonderlab.table.seats import classic as classic_seat

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "positions" / "classic-age2-turn3.txt"


def _view(game, seat):
    view = classic_seat.view(game, seat)
    city = classic_seat.acting_city(game, seat)
    view["legal"] = [] if city is None else [str(a) for a in game.legal_actions(city)]
    return view


def _positions(players, seeds):
    """(game, seat) at the start of turns of seeded random games, a random seat each."""
    for seed in range(seeds):
        game, rng = Game(players=players, seed=seed), random.Random(seed)
        while not game.is_over:
            if not game._chosen and game.phase == PLAY and rng.random() < 0.5:
                yield game, rng.randrange(players)
            city = game.waiting[0]
            game.play(city, rng.choice(game.legal_actions(city)))


def test_round_trip_gives_the_seat_the_same_view_in_both_forms():
    checked = 0
    for players in (3, 4, 7):
        for game, seat in _positions(players, seeds=3):
            position = game.position(seat)
            other = Game.from_position(position.text, seed=checked)
            assert game.redeal(seat, random.Random(checked)).position(seat) == position   # nothing hidden in it
            assert _view(other, seat) == _view(game, seat)
            assert other.position(seat) == position
            again = Game.from_position(position.data, seed=checked)
            assert again.state_key() == other.state_key()
            checked += 1
    assert checked > 50


def test_hidden_cards_are_dealt_from_the_box_again_and_only_from_the_seed():
    game = Game(players=4, seed=3)
    rng = random.Random(0)
    while game.age < 2:
        for city in game.waiting:
            game.play(city, rng.choice(game.legal_actions(city)))
    text = game.position(1).text
    first, second = Game.from_position(text, seed=1), Game.from_position(text, seed=2)
    assert first.state_key() == Game.from_position(text, seed=1).state_key()
    assert first.hands[0] != second.hands[0] or first.hands[2] != second.hands[2]
    assert [c.name for c in first.hand(0)] != [c.name for c in game.hand(0)]
    for other in (first, second):       # the box: the same cards of each Age as a fresh game
        for age in (1, 2):
            assert Counter(other.deck[p] for p in other._ages[age]) == Counter(game.deck[p] for p in game._ages[age])
        assert len(other.discard) == len(game.discard)
        assert [len(t) for t in other.tucked] == [len(t) for t in game.tucked]
        assert sum(1 for p in other._ages[3] if other.deck[p].is_guild) == 6


def test_a_game_from_a_position_plays_legally_to_the_end():
    for seed in range(3):
        game = Game.from_position(EXAMPLE.read_text(), seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            city = game.waiting[0]
            game.play(city, rng.choice(game.legal_actions(city)))
        assert len(game.scores()) == 4


def test_the_worked_example_reads_as_typed():
    game = Game.from_position(EXAMPLE.read_text(), seed=0)
    assert (game.age, game.turn, game.names) == (2, 3, ["Ana", "Bo", "Cy", "Dee"])
    assert [c.name for c in game.hand(0)] == ["Loom", "Walls", "Aqueduct", "Dispensary", "Laboratory"]
    assert game.hand(0)[0].age == 2 and game.cities[1].cards[0].age == 1     # "Loom II", "Loom I"
    assert len(game.discard) == 5 and game.cities[0].coins == 6


BASE = {"game": "classic", "age": 1, "turn": 2, "seat": "Ana",
        "players": [{"name": "Ana", "wonder": "Gizah", "side": "A", "coins": 3, "cards": ["Lumber Yard"]},
                    {"name": "Bo", "wonder": "Rhodos", "side": "A", "coins": 3, "cards": ["Altar"]},
                    {"name": "Cy", "wonder": "Ephesos", "side": "A", "coins": 3, "cards": ["Baths"]}],
        "hand": ["Theater", "Stockade", "Apothecary", "Workshop", "Scriptorium", "Loom"]}


def _with(change):
    import copy
    data = copy.deepcopy(BASE)
    change(data)
    return data


def test_the_base_position_is_accepted():
    assert Game.from_position(BASE).hand(0)[0].name == "Theater"


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda d: d.update(turn=3, hand=d["hand"][:5], players=[dict(p, cards=p["cards"] + ["Altar"]) if i == 2 else p
                                                           for i, p in enumerate(d["players"])]),
     "players", "2 copies of Altar of Age I in view, but the deck for 3 players has 1"),
    (lambda d: d["players"][0]["cards"].append("Lumber Yard"), "players[0].cards[1]", "two cards of the same name"),
    (lambda d: d["players"][0]["cards"].__setitem__(0, "Pantheon"), "players[0].cards[0]", "Age III"),
    (lambda d: d["hand"].__setitem__(0, "University"), "hand[0]", "Age II"),
    (lambda d: d["hand"].__setitem__(5, "Loom II"), "hand[5]", "Age II"),
    (lambda d: d["players"][1].__setitem__("stages", 1), "players[1].cards", "1 cards at most"),    # no card to tuck
    (lambda d: d["players"][1].__setitem__("stages", 4), "players[1].stages", "only 3 stages"),
    (lambda d: d.__setitem__("tucked", ["Baths"]), "tucked", "one card a stage"),
    (lambda d: d["players"][0].__setitem__("military", [1]), "players[0].military[0]", "none yet"),
    (lambda d: d.update(age=2, turn=1, hand=d["hand"][:0] + ["Walls"] * 7), "players", "copies of Walls"),
    (lambda d: d.__setitem__("passing", "right"), "passing", "to the left"),
    (lambda d: d.__setitem__("discard", 2), "discard", "leave 0"),
    (lambda d: d["hand"].pop(), "hand", "holds 6"),
    (lambda d: d.__setitem__("age", 4), "age", "1, 2 or 3"),
    (lambda d: d.__setitem__("seat", "Zed"), "seat", "one of the players"),
    (lambda d: d["players"][0].__setitem__("colour", "red"), "players[0].colour", "unknown field"),
    (lambda d: d["players"][0]["cards"].__setitem__(0, "Lumbr Yard"), "players[0].cards[0]", "did you mean"),
    (lambda d: d["players"][1].__setitem__("wonder", "Gizah"), "players[1].wonder", "the box has one"),
    (lambda d: d["players"][1].__setitem__("free_build_used", True), "players[1].free_build_used", "no stage"),
    (lambda d: d["players"][1].__setitem__("coins", -1), "players[1].coins", "whole number"),
    (lambda d: d.update(turn=3, players=[dict(p, cards=p["cards"] + ["Clay Pool", "Ore Vein"]) if i == 0 else p
                                         for i, p in enumerate(d["players"])]), "players[0].cards", "3 cards"),
])
def test_an_impossible_position_is_refused_naming_the_field(change, field, words):
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(_with(change))
    assert refused.value.field == field, str(refused.value)
    assert words in str(refused.value)
    assert "\n" not in str(refused.value)


def test_too_many_guilds_are_refused():
    """Seed 000: n + 2 guilds are shuffled into Age III, so 3 players never see 7."""
    guilds = ["Workers Guild", "Craftsmens Guild", "Traders Guild", "Philosophers Guild", "Spies Guild",
              "Strategists Guild", "Shipowners Guild"]
    data = _with(lambda d: d.update(age=3, turn=3, hand=[guilds[6], "Pantheon", "Gardens", "Town Hall", "Senate"]))
    for i, player in enumerate(data["players"]):
        player["cards"] = guilds[2 * i:2 * i + 2]
    with pytest.raises(InvalidPosition, match="7 guilds in view, but 3 players play with 5"):
        Game.from_position(data)


@pytest.mark.parametrize(("text", "field"), [
    ("duel; age 1", "game"),
    ("classic; age 1; turn 2; colour red\nAna: Gizah A; coins 3", "line 1"),
    ("classic; age 1; turn 2\nAna Gizah A", "line 2"),
    ("classic; age 1; turn 2\nAna: Gizah A; coins three", "Ana.coins"),   # the line typed, not a JSON path
    ("classic; age 1; turn 2\nAna: Gizah A; sparkle", "line 2"),
    ("", "position"),
])
def test_a_broken_text_is_refused_in_one_line_naming_the_field(text, field):
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(text)
    assert refused.value.field == field, str(refused.value)


def test_positions_are_refused_where_they_cannot_be_written():
    game = Game(players=3, seed=0)
    game.play(0, game.legal_actions(0)[0])
    with pytest.raises(ValueError, match="already chosen"):
        game.position(0)
    with pytest.raises(ValueError, match="seats of this game are 0 to 1"):
        Game(players=2, seed=0).position(2)          # the Free City is no player


# -- seen: the hands the seat passed this Age (issue 17) ----------------------------------------
# Seed 000: the players « passer les cartes restantes à leur voisin » each turn, build « face
# visible » and discard or tuck face down. A seat has held every hand it passed: ``seen`` lists,
# for each turn, the cards of the hand it passed then that it has not seen built since, and
# ``discarded`` the cards it discarded itself; the deal keeps both.

PASSED = ["Stone Pit", "Clay Pool", "Ore Vein", "Barracks", "Glassworks I", "Press I"]


def test_the_hand_passed_is_dealt_where_the_seat_saw_it_go():
    data = _with(lambda d: d.__setitem__("seen", [PASSED]))
    for seed in range(3):
        game = Game.from_position(data, seed=seed)
        assert sorted(card_name(c) for c in game.hand(1)) == sorted(PASSED)      # Bo, on Ana's left
        for k in range(3):
            assert sorted(card_name(c) for c in game.redeal(0, random.Random(k)).hand(1)) == sorted(PASSED)
        assert game.position(0).data["seen"] == [sorted(PASSED)]
    text = Game.from_position(data).position(0).text
    assert "seen 1: Barracks, Clay Pool, Glassworks I, Ore Vein, Press I, Stone Pit" in text.splitlines()


def test_a_card_discarded_by_the_seat_stays_in_the_pile():
    data = _with(lambda d: (d.__setitem__("discarded", ["Guard Tower"]), d["players"][0].__setitem__("cards", []),
                            d["players"][0].__setitem__("coins", 6), d.__setitem__("discard", 1)))
    game = Game.from_position(data, seed=4)
    for k in range(5):
        other = game.redeal(0, random.Random(k))
        assert [other.deck[p].name for p in other.discard] == ["Guard Tower"]
        assert all(c.name != "Guard Tower" for h in other.hands for c in (other.deck[p] for p in h))
    assert game.position(0).data["discarded"] == ["Guard Tower"]


def test_without_seen_the_neighbours_hand_is_dealt_again():
    game = Game.from_position(BASE, seed=2)
    hands = {tuple(sorted(c.name for c in game.redeal(0, random.Random(k)).hand(1))) for k in range(8)}
    assert len(hands) > 4


def test_a_live_game_and_its_position_redeal_alike():
    """The same view and memory, dealt two ways (the live game's places, the position's): every
    card of a hand the seat never held turns up there about as often in both."""
    game, rng = Game(players=5, seed=21), random.Random(21)
    while game.turn < 4:
        for city in game.waiting:
            game.play(city, rng.choice(game.legal_actions(city)))
    dealt = Game.from_position(game.position(0), seed=3)
    assert dealt.position(0) == game.position(0)
    far = game.right(0)                  # its hand came from the seat's right: never seen by it
    tally = []
    for source in (game, dealt):
        counts = Counter()
        for k in range(600):
            counts.update(c.name for c in source.redeal(0, random.Random(k)).hand(far))
        tally.append(counts)
    names = set(tally[0]) | set(tally[1])
    distance = sum(abs(tally[0][n] - tally[1][n]) for n in names) / (2 * 600 * len(game.hand(far)))
    assert distance < 0.06, (distance, tally)
    near = game.left(0)
    assert {tuple(sorted(c.name for c in s.redeal(0, random.Random(1)).hand(near))) for s in (game, dealt)} == \
        {tuple(sorted(c.name for c in game.hand(near)))}


def test_the_round_trip_carries_what_the_seat_saw():
    """``game.position(seat)`` writes ``seen``; reading it back deals a game that writes the same."""
    carried = 0
    for players in (3, 5, 7):
        for game, seat in _positions(players, seeds=2):
            position = game.position(seat)
            if game.turn > 1:
                assert len(position.data["seen"]) == game.turn - 1
                carried += 1
            assert Game.from_position(position.text, seed=carried).position(seat) == position
    assert carried > 30


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda d: d.__setitem__("seen", [PASSED[:5]]), "seen[0]", "holds 6 cards now"),
    (lambda d: d.__setitem__("seen", [PASSED, [], []]), "seen[2]", "has passed 1"),
    (lambda d: d.__setitem__("seen", [["Library"] + PASSED[1:]]), "seen[0][0]", "Age II"),
    (lambda d: d.__setitem__("seen", [["Theater"] + PASSED[1:]]), "players", "copies of Theater"),
    (lambda d: d.__setitem__("seen", "Baths"), "seen", "one list a turn"),
    (lambda d: d.update(discarded=["Guard Tower"], discard=1), "discarded", "has played 1"),
    (lambda d: (d.__setitem__("discarded", ["Guard Tower"]), d["players"][0].update(cards=[], stages=1)),
     "discarded", "holds 0"),
])
def test_an_impossible_memory_is_refused_naming_the_field(change, field, words):
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(_with(change))
    assert refused.value.field == field, str(refused.value)
    assert words in str(refused.value)


def test_a_seen_line_names_its_turn():
    text = Game.from_position(BASE).position(0).text + "seen 0: Baths\n"
    with pytest.raises(InvalidPosition, match="seen N"):
        Game.from_position(text)


def test_the_documented_seen_lines_complete_the_worked_example():
    """docs/positions.md: Ana, remembering both hands she passed, knows every hand but Bo's."""
    import re
    doc = (Path(__file__).parents[2] / "docs" / "positions.md").read_text()
    lines = re.search(r"```text\n(.*?)\s*```", doc, re.S).group(1)
    text = EXAMPLE.read_text() + "\n".join(line.strip() for line in lines.splitlines()) + "\n"
    game = Game.from_position(text, seed=0)
    assert sorted(card_name(c) for c in game.hand(2)) == ["Caravansery", "Library", "Quarry", "Temple", "Vineyard"]
    assert sorted(card_name(c) for c in game.hand(3)) == ["Courthouse", "Glassworks II", "Press II", "Statue",
                                                         "Training Ground"]
    for k in range(4):
        other = game.redeal(0, random.Random(k))
        assert [Counter(other.hand(i)) for i in (2, 3)] == [Counter(game.hand(i)) for i in (2, 3)]


# -- the Free City (seed 000, « La variante à 2 joueurs ») --------------------------------------
# « Chaque joueur reçoit une main de 7 cartes, et les 7 cartes restantes forment une pioche »; the
# holder of the Free City card « pioche la première carte de la pioche et l'ajoute à sa main » and
# chooses for the Free City too; « les joueurs échangent les paquets » at the end of the turn, and
# the first holder alternates with the Ages.

def test_free_city_positions_round_trip_and_play_on():
    checked = 0
    for game, seat in _positions(2, seeds=12):
        position = game.position(seat)
        assert position.data["players"][2].get("free_city") is True
        other = Game.from_position(position.text, seed=checked)
        assert _view(other, seat) == _view(game, seat)
        assert other.position(seat) == position
        assert game.redeal(seat, random.Random(checked)).position(seat) == position
        assert (len(other.pile), [len(h) for h in other.hands]) == (len(game.pile), [len(h) for h in game.hands])
        rng = random.Random(checked)
        while not other.is_over:
            city = other.waiting[0]
            other.play(city, rng.choice(other.legal_actions(city)))
        checked += 1
    assert checked > 60


def _every_moment(seeds):
    """(game, seat) at every choice of a player of seeded 2-player games (greedy and random
    moves), the holder's own choice after the Free City's card included."""
    greedy = make_bot("classic", "greedy")
    for seed in range(seeds):
        game, rng = Game(players=2, seed=100 + seed), random.Random(seed)
        while not game.is_over:
            if game.phase == PLAY:
                for seat in sorted({game.controller(city) for city in game.waiting}):
                    yield game, seat
            city = game.waiting[0]
            game.play(city, rng.choice(game.legal_actions(city)) if rng.random() < 0.3 else greedy.choose(game, city, rng))


def _seat_view(game, seat):
    """What ``seat`` sees, less whether the others have chosen yet (a position is what the seat
    knows of the cards; a choice made at the same time is not in it, at any player count)."""
    view = _view(game, seat)
    for city in view["board"]["cities"]:
        if game.controller(city["index"]) != seat:
            city.pop("chosen")
    return view


def test_every_free_city_moment_reads_back_and_plays_on():
    """Issue: a 2-player position written between the Free City's card and its holder's own
    (« Il choisit alors deux cartes : une pour sa propre cité, une pour la Cité franche », seed
    000) read back one card short. Every choice of a player reads back to the same seat view,
    the Free City's card chosen included, and a world dealt again from it plays to the end."""
    between = checked = 0
    for game, seat in _every_moment(seeds=4):
        position = game.position(seat)
        other = Game.from_position(position.text, seed=checked)
        assert _seat_view(other, seat) == _seat_view(game, seat)
        assert other.position(seat) == position
        assert Game.from_position(position.data, seed=checked).position(seat) == position
        if "free_city_plays" in position.data:
            between += 1
            assert seat == game.holder and 2 not in other.waiting and seat in other.waiting
            assert position.text.splitlines()[-1] == f"free city plays: {game._chosen[2][0].notation}"
        world, rng = other.redeal(seat, random.Random(checked)), random.Random(checked)
        while not world.is_over:
            city = world.waiting[0]
            world.play(city, rng.choice(world.legal_actions(city)))
        checked += 1
    assert between >= 60 and checked >= 200


def test_the_coach_takes_a_free_city_position_at_the_holders_own_choice():
    """Hint and what-if rank the holder's own options from the typed position (the Free City's
    card already chosen); the French text reads back too."""
    from wonderlab.core.i18n import set_language
    from wonderlab.lab import hint, what_if

    game = Game(players=2, seed=1)
    game.play(2, game.legal_actions(2)[0])
    seat = game.holder
    text = game.position(seat).text
    own = {a.notation for a in game.legal_actions(seat)}
    shown = hint(text, seat, playouts=16)
    assert set(shown["action"]) <= own and len(shown) >= 2
    assert set(what_if(text, seat, rollouts=2, progress=False)["action"]) <= own
    set_language("fr")
    try:
        french = game.position(seat).text
    finally:
        set_language("en")
    assert french == text          # typed in English whatever the language spoken


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d.update(seat=d["players"][1]["name"]), "only the Free City card's holder"),
    (lambda d: d.update(free_city_plays=3), "expected the Free City's action"),
    (lambda d: d.update(free_city_plays="build Pyramids"), ""),
])
def test_an_impossible_free_city_play_is_refused_naming_the_field(change, words):
    game = Game(players=2, seed=1)
    game.play(2, game.legal_actions(2)[0])
    data = json.loads(json.dumps(game.position(game.holder).data))
    change(data)
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(data)
    assert refused.value.field == "free_city_plays" and words in str(refused.value), str(refused.value)


FREE = {"game": "classic", "age": 1, "turn": 2, "seat": "Ana",
        "players": [{"name": "Ana", "wonder": "Gizah", "side": "A", "coins": 3, "cards": ["Lumber Yard"]},
                    {"name": "Bo", "wonder": "Rhodos", "side": "A", "coins": 3, "cards": ["Altar"]},
                    {"name": "Free City", "wonder": "Ephesos", "side": "A", "coins": 3, "cards": ["Baths"],
                     "free_city": True}],
        "hand": ["Theater", "Stockade", "Apothecary", "Workshop", "Scriptorium", "Loom"]}


def test_a_free_city_position_deals_the_pile_and_the_holder():
    """Turn 2 of Age I: Bo holds the Free City card (Ana held it at turn 1) and has drawn."""
    game = Game.from_position(FREE, seed=1)
    assert game.variant and game.holder == 1 and game.controller(2) == 1
    assert [len(h) for h in game.hands] == [6, 7, 0] and len(game.pile) == 5
    assert game.waiting == (0, 2)
    assert Game.from_position(game.position(0).text, seed=1).position(0) == game.position(0)


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda d: d.__setitem__("seat", "Free City"), "seat", "no player"),
    (lambda d: d["players"][0].__setitem__("free_city", True), "players[0].free_city", "third and last"),
    (lambda d: d["players"][2].__setitem__("free_city", "yes"), "players[2].free_city", "expected true"),
    (lambda d: d.update(turn=3, hand=d["hand"][:5]), "hand", "holds 6 with the card drawn"),
])
def test_an_impossible_free_city_position_is_refused(change, field, words):
    import copy
    data = copy.deepcopy(FREE)
    change(data)
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(data)
    assert refused.value.field == field, str(refused.value)
    assert words in str(refused.value)


@pytest.mark.parametrize("change", [
    lambda d: d.__setitem__("seen", [PASSED[:5]]),
    lambda d: d.__setitem__("seen", [PASSED, [], []]),
    lambda d: d.__setitem__("seen", "Baths"),
    lambda d: d.update(discarded=["Guard Tower"], discard=1),
    lambda d: (d.__setitem__("discarded", ["Guard Tower"]), d["players"][0].update(cards=[], stages=1)),
    lambda d: d["players"][0].__setitem__("free_city", True),
])
def test_the_memory_and_free_city_refusals_speak_french(change):
    """Issue 20: the refusals added with ``seen``, ``discarded`` and the Free City are French too."""
    from tests.test_french_everywhere import english_in
    from wonderlab.core.i18n import set_language
    said = []
    for language in ("en", "fr"):
        set_language(language)
        try:
            with pytest.raises(InvalidPosition) as refused:
                Game.from_position(_with(change))
        finally:
            set_language("en")
        said.append(refused.value)
    assert said[0].field == said[1].field and said[0].problem != said[1].problem
    assert english_in(said[1].problem, identifiers=("seen", "discarded", "free city", "free_city", "true")) == [], \
        said[1].problem


def test_the_puzzle_maker_screens_every_choice_of_a_free_city_game():
    """The puzzles are found from each seat's position: at 2 players, the 18 turns' 3 choices
    each (the Free City's, then both players'), none skipped for a position that does not read back."""
    from wonderlab.lab.puzzles import make_puzzles

    _, stats = make_puzzles("classic", players=2, games=1, seed=3, rollouts=4, screen_rollouts=2)
    assert stats["games"] == 1 and stats["decisions"] == 3 * 18

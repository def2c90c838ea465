"""The playable 7 Wonders table, driven from Python exactly as clicks drive it."""

import json
import random

import pytest

from wonderlab.core.errors import IllegalAction, InvalidRecord
from wonderlab.widgets import PlayTable

from .play_helpers import play_out, rng, synced_text


def test_a_whole_three_player_game_ends_with_scores_and_a_review():
    table = PlayTable("classic", players=3, seed=11, bots="greedy")
    confirms = play_out(table, rng(1))
    assert 18 <= confirms <= 24       # 3 Ages of 6 turns; wonder powers may add a choice
    view = table.view
    assert view["over"] and table.is_over
    assert [p["name"] for p in view["scores"]["players"]] == table.game.names
    assert sum(p["total"] for p in view["scores"]["players"]) == sum(s.total for s in table.game.scores())
    assert view["review"]["steps"] >= 18
    assert any("Age III conflicts" in line for line in view["review"]["log"])


def test_the_free_city_variant_is_played_to_the_end_and_its_card_is_chosen_first():
    table = PlayTable("classic", players=2, seed=5, names=["Ana", "Bo"])
    seen_free_city = []

    def look(t, state):
        seen_free_city.append(any("Free City" in n for n in state["notes"]))

    play_out(table, rng(2), on_state=look)
    assert table.is_over
    assert any(seen_free_city), "the holder was never asked to choose the Free City's card"
    assert [p["name"] for p in table.view["scores"]["players"]] == ["Ana", "Bo"]   # the Free City is not ranked


HALICARNASSUS = "Halikarnassos {side}: build a card from the discard pile"   # as its board is labelled
BABYLON = "Babylon {side}: play your 7th card"


def _stages_first(table, text):
    if "wonder stage" in text or "Statue of Zeus" in text or "discard pile" in text:
        return 0
    if text.startswith("Build"):
        return 1 if "paying" not in text else 2
    return None


@pytest.mark.parametrize(("side", "seed", "expected", "olympia"), [
    ("A", 9, set(), True), ("A", 7, {HALICARNASSUS}, False), ("B", 6, {HALICARNASSUS, BABYLON}, False)])
def test_babylon_halicarnassus_and_olympia_powers_are_played_at_the_table(side, seed, expected, olympia):
    # Rules (7 Wonders, wonder boards): Babylon B plays its 7th card, Halicarnassus builds from
    # the discard pile, Olympia A builds one card an Age for free.
    table = PlayTable("classic", players=3, seed=seed, you=[0, 1, 2],
                      wonders=["Babylon", "Halikarnassos", "Olympia"], sides=side)
    notes = set()
    play_out(table, rng(3), prefer=_stages_first, on_state=lambda t, s: notes.update(s["notes"]))
    assert table.is_over
    assert {note.format(side=side) for note in expected} <= notes
    built_free = [a for c, a in table.game._actions if a.payment.how == "free"]
    assert bool(built_free) == olympia


def test_bad_indexes_raise_and_clicks_show_them_as_messages():
    table = PlayTable("classic", players=3, seed=1)
    count = len(table.options())
    for bad in (count, -1, "2", 1.0, None, True):
        with pytest.raises(IllegalAction):
            table.choose(bad)
    with pytest.raises(IllegalAction, match="Choose an option first"):
        table.confirm()
    with pytest.raises(IllegalAction, match="Nothing to undo"):
        table.undo()
    before = table.game.state_key()
    for message in ({"type": "choose", "index": 99}, {"type": "confirm"}, {"type": "select", "card": "nope"},
                    {"type": "review", "step": 1}, {"type": "load", "text": "{not json"}, {"type": "bogus"}, "x"):
        table._on_message(table, message, [])
        assert table.view["message"], message
    assert table.game.state_key() == before


def test_a_pick_can_be_changed_until_confirmed():
    table = PlayTable("classic", players=3, seed=1)
    table.choose(0)
    assert table.view["pick"] == 0
    table.undo()
    assert table.view["pick"] is None
    table.choose(1)
    card = table.view["options"][1]["card"]
    assert table.view["selected"] == card
    table.confirm()
    assert table.view["status"] == "Age I · turn 2 · your move"
    assert len(table.view["log"]) >= 3                 # what every city did


def _hidden_names(game, seat):
    """Card names that lie in other hands and are seen nowhere else by ``seat``."""
    visible = {game.deck[p].label for p in game.hand_ids(seat)}
    for city in game.cities:
        visible.update(card.label for card in city.cards)
        visible.update((city.wonder.name, city.wonder.name_fr))
    visible.update(a.card.label for c, a in game._actions if game.controller(c) == seat)
    hidden = set()
    for i in range(len(game.cities)):
        if game.controller(i) != seat:
            hidden.update(game.deck[p].label for p in game.hands[i])
    hidden.update(game.deck[p].label for p in game.discard)
    for i in range(len(game.cities)):
        if game.controller(i) != seat:
            hidden.update(game.deck[p].label for p in game.tucked[i])
    return {name for name in hidden - visible if not any(name in v for v in visible)}


@pytest.mark.parametrize("players", [2, 3, 7])
def test_the_synced_state_never_names_a_card_the_seat_cannot_see(players):
    table = PlayTable("classic", players=players, seed=20 + players)
    checked = 0

    def look(t, state):
        nonlocal checked
        if t.is_over:
            return
        text = synced_text(t)
        for name in _hidden_names(t.game, t.table.viewer):
            assert name not in text, f"{name} leaks into the synced state"
        assert '"seed"' not in text
        checked += 1

    play_out(table, rng(players), on_state=look)
    assert checked >= 18


def test_hot_seat_hides_the_hand_behind_a_pass_screen():
    table = PlayTable("classic", players=3, seed=4, you=[0, 1], names=["Ana", "Bo", "Cy"])
    table.choose(0)
    table.confirm()
    state = table.view
    assert state["pass_to"] == "Bo" and state["hand"] == [] and state["options"] == []
    assert table.options() == []
    table.pass_ok()
    assert table.view["viewer_name"] == "Bo" and len(table.view["hand"]) == 7


def test_save_and_load_give_back_the_same_game(tmp_path):
    table = PlayTable("classic", players=4, seed=9)
    for _ in range(5):
        table.choose(0)
        table.confirm()
    path = table.save(tmp_path / "game.json")
    again = PlayTable("classic", players=3, seed=0)
    again.load(path)
    assert again.game.state_key() == table.game.state_key()
    assert again.view["hand"] == table.view["hand"]
    again.load(path.read_text())              # the Load button sends the file's text
    assert again.game.state_key() == table.game.state_key()
    with pytest.raises(InvalidRecord):
        again.load(json.dumps({"game": "duel", "options": {}, "seed": 1, "actions": []}))
    assert again.game.state_key() == table.game.state_key()


def test_the_review_steps_through_the_game_with_tucked_cards_revealed():
    table = PlayTable("classic", players=3, seed=2)
    play_out(table, rng(5), prefer=lambda t, text: "wonder stage" in text)
    tucked = table.view["review"]["tucked"]
    assert any(tucked), "no stage was built"
    table.review(0)
    assert table.view["review"]["step"] == 0
    assert table.view["board"]["age"] == 1 and table.view["board"]["turn"] == 1
    last = table.view["review"]["steps"]
    table.review(last + 10)
    assert table.view["review"]["step"] == last
    assert table.view["board"]["cities"][0]["tucked_cards"] == tucked[0]


def test_the_language_switch_redraws_in_french():
    table = PlayTable("classic", players=3, seed=1)
    table._on_message(table, {"type": "language", "lang": "fr"}, [])
    assert table.view["status"].startswith("Âge I")
    assert table.options()[0].startswith("0. Construire")
    assert table.view["labels"]["confirm"] == "Confirmer"


def test_the_end_shows_the_score_breakdown_and_progress_figures():
    table = PlayTable("classic", players=3, seed=8, names=["Ana", "Bo", "Cy"])
    play_out(table, rng(8))
    breakdown = table.score_figure()
    labels = {str(x) for trace in breakdown.data for x in (trace.x or ())}
    assert all(any(name in label for label in labels) for name in ("Ana", "Bo", "Cy"))
    progress = table.progress_figure()
    assert {trace.name for trace in progress.data} >= {"Ana", "Bo", "Cy"}


def test_new_game_deals_the_same_cards_again_or_new_ones():
    table = PlayTable("classic", players=3, seed=8)
    hand = [c["key"] for c in table.view["hand"]]
    table.choose(0)
    table.confirm()
    table._on_message(table, {"type": "new", "same_seed": True}, [])
    assert [c["key"] for c in table.view["hand"]] == hand
    assert table.view["status"] == "Age I · turn 1 · your move"
    seeds = set()
    for _ in range(3):
        table.new(same_seed=False)
        seeds.add(tuple(c["key"] for c in table.view["hand"]))
    assert len(seeds) > 1


def test_every_front_end_message_goes_through_the_python_methods(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    table = PlayTable("classic", players=3, seed=6, you=[0, 1])
    sent = []
    table.send = sent.append
    card = table.view["options"][0]["card"]
    for message in ({"type": "select", "card": card}, {"type": "choose", "index": 0}, {"type": "undo"},
                    {"type": "choose", "index": 1}, {"type": "confirm"}):
        table._on_message(table, message, [])
        assert table.view["message"] == "", (message, table.view["message"])
    assert table.view["pass_to"] == "Player 2"
    table._on_message(table, {"type": "pass_ok"}, [])
    assert table.view["viewer"] == 1 and table.view["hand"]
    table._on_message(table, {"type": "save"}, [])
    assert list(tmp_path.iterdir()) == []            # the browser downloads the game, no file here
    assert [m["type"] for m in sent] == ["download"] and "Game saved" in table.view["message"]
    table._on_message(table, {"type": "load", "text": sent[0]["text"]}, [])
    assert table.view["message"] == "Game loaded: 2 moves replayed"     # seat 0 and the bot of seat 2
    assert table.view["pass_to"] == "Player 2" and table.view["hand"] == []    # whose turn it is


def test_at_a_shared_screen_the_log_never_names_a_discarded_card():
    table = PlayTable("classic", players=3, seed=6, you=[0, 1])
    discard = next(i for i, text in enumerate(table.options()) if "Discard" in text)
    card = table.view["options"][discard]["card"]
    name = next(c["name"] for c in table.view["hand"] if c["key"] == card)
    table.choose(discard)
    table.confirm()
    table.pass_ok()
    table.choose(0)
    table.confirm()
    assert "Player 1 discarded a card for 3 coins" in table.view["log"]
    assert not any(name in line for line in table.view["log"] if "discarded" in line)
    alone = PlayTable("classic", players=3, seed=6)
    alone.choose(discard)
    alone.confirm()
    assert f"Player 1 discarded {name} for 3 coins" in alone.view["log"]


def _redealt(game, seat):
    """A copy where the cards of every hand ``seat`` cannot see, and the face-down discard
    pile, are dealt again among themselves."""
    other = game.copy()
    hidden = [i for i in range(len(game.cities)) if game.controller(i) != seat and game.hands[i]]
    pool = [pid for i in hidden for pid in other.hands[i]] + list(other.discard)
    random.Random(len(pool)).shuffle(pool)
    for i in hidden:
        size = len(other.hands[i])
        other.hands[i], pool = pool[:size], pool[size:]
    other.discard = pool
    return other


@pytest.mark.parametrize("players", [3, 7])
def test_the_view_is_the_same_whatever_the_other_hands_hold(players):
    from wonderlab.table.seats import classic as classic_seat
    game = classic_seat.new_game(players=players, seed=players)
    draw = random.Random(players)
    checks = 0
    while not game.is_over:
        city = game.waiting[0]
        if game.phase == "play":
            again = _redealt(game, city)
            assert classic_seat.view(game, city) == classic_seat.view(again, city)
            assert [o.text for o in classic_seat.options(game, city)] == [
                o.text for o in classic_seat.options(again, city)]
            checks += 1
        game.play(city, draw.choice(game.legal_actions(city)))
    assert checks > 50


def test_the_review_log_says_what_happened_in_the_turn_shown():
    table = PlayTable("classic", players=3, seed=2, names=["Ana", "Bo", "Cy"])
    play_out(table, rng(5))
    table.review(1)
    log = table.view["log"]
    assert len(log) >= 3 and {line.split()[0] for line in log} >= {"Ana", "Bo", "Cy"}
    assert all(line in [entry.split(": ", 1)[1] for entry in table.view["review"]["log"]
                        if entry.startswith("Age I · turn 1:")] for line in log)


def test_a_wonder_stage_is_named_in_the_tables_language():
    # "Alexandrie B stage 1 demande…": the stage's name was English in every language.
    table = PlayTable("classic", players=3, seed=1, lang="fr")
    notes = [n for n in table.view["notes"] if n.startswith("Pas d'étape de merveille")]
    assert notes and " étape 1 demande " in notes[0] and " stage " not in notes[0]
    table.language("en")
    assert any(" stage 1 needs " in n for n in table.view["notes"])


def test_a_free_city_card_with_no_option_says_why_in_the_engines_words():
    # Rules (2 players, Cité franche): the Free City discards only when it can build nothing.
    for seed in range(40):
        table = PlayTable("classic", players=2, seed=seed)
        if table.table.acting()[1] != 2:
            continue
        view = table.view
        dead = [c for c in view["hand"] if not any(o["card"] == c["key"] for o in view["options"])]
        if dead:
            assert dead[0]["notes"][-1].startswith(
                "Cannot discard: the Free City may discard only when it can build nothing, and it can: ")
            return
    raise AssertionError("no Free City hand had a card it can neither build nor discard")


def test_a_card_says_its_gains_once_with_their_count_and_coins_in_the_singular():
    # Sawmill produces 2 wood and costs 1 coin: "produces wood ×2", "1 coin to the bank".
    from wonderlab.classic.cards import card_set
    from wonderlab.table.seats.classic import card_data
    data = card_data(card_set().by_name("Sawmill"))
    assert [g["text"] for g in data["gives"]] == ["produces wood ×2"]
    assert [c["text"] for c in data["cost"]] == ["1 coin"]
    for seed in range(20):
        table = PlayTable("classic", players=3, seed=seed)
        steps = [s for o in table.view["options"] for s in o["steps"]]
        if "1 coin to the bank (printed on the card)" in steps:
            assert not any("1 coins" in s for s in steps)
            return
    raise AssertionError("no first hand had a card costing 1 coin")


def test_a_stored_table_says_what_it_is_before_it_is_run():
    """A notebook opened on GitHub or before its cells run shows a sentence, not an address."""
    table = PlayTable("classic", players=4, seed=2026)
    bundle = table._repr_mimebundle_()
    bundle = bundle[0] if isinstance(bundle, tuple) else bundle
    assert bundle["text/plain"] == "<PlayTable: 7 Wonders, 4 players, in play>"
    assert "Run this cell to play" in bundle["text/html"]
    assert "application/vnd.jupyter.widget-view+json" in bundle

"""Issue 39, its last points: what a French game, table file, data frame or exercise shows a
pupil is French — the players nobody named are « Joueur 1 », a score's categories, a tournament's
columns, bots and wonders print their French words, an exercise says « vrai » and « faux », a
card taken back from the discard pile says « (Âge II) », and a refusal after « refusé : » goes on
in lower case. Code still reads every one of them by its id.
"""

import pytest

from wonderlab.core.i18n import set_language


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def test_a_french_game_names_the_players_nobody_named_joueur(french):
    from wonderlab import architects, classic, duel

    assert classic.Game(players=3, seed=1).names == ["Joueur 1", "Joueur 2", "Joueur 3"]
    assert classic.Game(players=2, seed=1).names == ["Joueur 1", "Joueur 2", "Cité franche"]
    assert duel.Game(seed=1).names == ["Joueur 1", "Joueur 2"]
    assert architects.Game(players=3, seed=1).names[2] == "Joueur 3"
    set_language("en")
    assert classic.Game(players=3, seed=1).names[0] == "Player 1"        # English stays English


def test_a_score_files_points_print_in_french_and_stay_a_dict(french):
    from wonderlab.classic import Game
    from wonderlab.classic.table import score_table, table_from_game

    points = score_table(table_from_game(Game(players=3, seed=1)))["players"][0]["categories"]
    assert points["treasury"] == 1 and dict(points) == points
    assert repr(points).startswith("conflits militaires 0, trésor 1, merveille 0")
    set_language("en")
    assert repr(points) == repr(dict(points))


def test_a_tournament_frame_prints_french_words_read_by_their_ids(french):
    from wonderlab.lab import category_summary, standings, tournament

    frame = tournament("classic", players=3, games=2, seed=1, bots=("greedy", "random"), progress=False)
    text = frame.to_string()
    assert "glouton" in text and "aléatoire" in text and "greedy" not in text and "gagnant" in text
    table = standings(frame)
    assert "taux de victoire" in table.to_string() and table.loc["greedy", "seats"] == 3
    assert "Gizeh" in standings(frame, "board").to_string() or "Gizah" not in set(frame["board"])
    summary = category_summary(frame)
    assert "conflits militaires" in summary.loc["greedy"].to_string() and "military" not in summary.to_string()
    set_language("en")
    english = tournament("classic", players=3, games=2, seed=1, bots=("greedy", "random"), progress=False)
    assert "greedy" in english.to_string() and english["bot"].tolist() == frame["bot"].tolist()


def test_an_exercise_says_true_and_false_in_words(french):
    from wonderlab.course.code import _said

    assert (_said(True), _said(False), _said(None), _said(2)) == ("vrai", "faux", "rien", 2)


def test_a_card_from_the_discard_pile_names_its_age_in_french_and_is_typed_back(french):
    """Halikarnassos builds from the discard pile, where two Looms may lie (Age I and II)."""
    from wonderlab.classic.actions import BUILD, Action
    from wonderlab.classic.cards import card_set
    from wonderlab.classic.notation import notation
    from wonderlab.classic.payment import Payment
    from wonderlab.core.notation import words

    loom = next(c for c in card_set().cards if c.name == "Loom" and c.age == 2)
    text = notation(Action(BUILD, loom, Payment(how="discard")))
    assert "(Âge II)" in text and "Age" not in text
    typed = " ".join(words(text))        # what the notation's reader sees, as it sees the English
    set_language("en")
    assert "( age ii )" in typed and "( age ii )" in " ".join(words(notation(Action(BUILD, loom, Payment(how="discard")))))


def test_a_refusal_goes_on_in_lower_case_after_a_colon():
    from wonderlab.core.grammar import after_colon

    assert after_colon("Fichier introuvable (partie.json)") == "fichier introuvable (partie.json)"
    assert after_colon("Ana n'a pas joué") == "Ana n'a pas joué"
    import wonderlab.classic  # noqa: F401  (its refusals: « Construction impossible : … »)

    assert after_colon("Construction impossible : Bains demande 1 pierre").startswith("construction impossible")
    assert after_colon("Bibliothèque déjà construite") == "Bibliothèque déjà construite"     # a card: a name


def test_a_hand_drawn_for_the_game_master_speaks_french(french):
    """The forum's picture of a hand (Seed 003: « les images des cartes »): its ages, costs and
    the decks an Architects player may draw from, in French, for the three games."""
    import html
    import re

    from tests.test_french_everywhere import english_in
    from wonderlab import architects, classic, duel
    from wonderlab.views.hand import hand_svg

    for game in (classic.Game(players=3, seed=1), duel.Game(seed=1), architects.Game(players=3, seed=1)):
        while getattr(game, "phase", "") == "pick":                  # Duel: past the wonders' draft
            game.play(game.waiting[0], game.legal_actions(game.waiting[0])[0])
        words = " ".join(html.unescape(w) for w in re.findall(r">([^<>]+)<", hand_svg(game, 0)))
        bracketed = re.sub(r"\([A-Z][\w' -]*\)", " ", words)          # the card's English name, on purpose
        assert english_in(bracketed) == [], words
        assert "Coût" in words or "pioche" in words, words


def test_a_game_saved_in_french_replays_in_english_and_back(tmp_path):
    """Its players nobody named are « Joueur 1 »… in French, « Player 1 »… in English: the record
    keeps no names, and its result is checked seat by seat."""
    from wonderlab import classic
    from wonderlab.core.records import GameRecord
    from wonderlab.lab import bot_record

    set_language("fr")
    try:
        bot_record("classic", players=2, seed=5, bots=("greedy",)).save(tmp_path / "partie.json")
        saved = GameRecord.load(tmp_path / "partie.json")
        assert list(saved.result)[:2] == ["Joueur 1", "Joueur 2"]
    finally:
        set_language("en")
    game = classic.Game.replay(saved)
    assert game.names[:2] == ["Player 1", "Player 2"] and game.is_over
    assert [s.total for s in game.scores()] == list(saved.result.values())
    wrong = GameRecord(saved.game, saved.options, saved.seed, saved.actions,
                       dict(zip(saved.result, [*list(saved.result.values())[1:], 0], strict=True)))
    with pytest.raises(ValueError, match="result"):
        classic.Game.replay(wrong)

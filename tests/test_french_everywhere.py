"""Issue 10, "set_language('fr')": the same notebooks in French, for what the objects, widgets
and messages show. What a learner prints (the games' and rule objects' plain-text descriptions),
the score's choices, the lab's figures and messages, the playable table's texts and the
classroom's are run here in French and searched for English words; the course says "vous".

Identifiers stay English on purpose (a frame's column names, an argument named in an error
such as « seed : … », a state's ``icon`` or ``side`` codes): they are left out of the search.
"""

import importlib
import pkgutil
import random
import re

import pytest

import wonderlab
from wonderlab.core.i18n import catalog, set_language

ENGLISH = re.compile(r"\b(the|and|of|with|from|is|are|players?|turn|cards?|wonders?|stages?|built|build|"
                     r"left|right|discard|coins?|shields?|treasury|military|civilian|guilds?|winner|"
                     r"none|free|cost|hand|deck|run|cell|answer|check|which|how|many|what|who|wins?|"
                     r"side|age|your|you|to|for|pay|takes?|over|copies|rows|verified|refused|"
                     r"playable|interrupted|games?|session|expected|whole|number|choose|among|such|"
                     r"column|in play|token|power|score pad|mistake)\b", re.IGNORECASE)
GAME_NAMES = re.compile(r"7 Wonders( Duel| Architects)?")
INFORMAL = re.compile(r"\b(tu|ton|ta|tes|toi|te)\b|-tu\b", re.IGNORECASE)


def english_in(text, identifiers=()):
    """The English words of ``text``, the games' own names and ``identifiers`` left out."""
    text = GAME_NAMES.sub(" ", text)
    for word in identifiers:
        text = re.sub(rf"\b{re.escape(word)}\b", " ", text)
    return sorted({word.lower() for word in ENGLISH.findall(text)})


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def test_the_search_finds_english_and_spares_french():
    """The checks below could fail: the search finds English, not French."""
    assert english_in("<7 Wonders, 3 players, Age 1, turn 1>") == ["age", "players", "turn"]
    assert english_in("<7 Wonders, 3 joueurs, âge 1, tour 1> ; partie finie, 4 pièces") == []
    assert INFORMAL.search("Que fais-tu d'abord ?") and INFORMAL.search("C'est ton tour")
    assert not INFORMAL.search("Que faites-vous d'abord ? C'est votre tour, tenez-vous prêt.")


# -- 1. plain-text descriptions ------------------------------------------------------------
def _finished(game):
    rng = random.Random(3)
    while not game.is_over:
        seat = game.waiting[0]
        game.play(seat, rng.choice(game.legal_actions(seat)))
    return game


def _described():
    """``(what, object)`` pairs a learner prints, each built while the language is English."""
    from wonderlab import architects, classic, duel
    from wonderlab.architects.rules import ruleset
    from wonderlab.classic.cards import card_set, wonder_set
    from wonderlab.duel.cards import card_set as duel_cards
    from wonderlab.duel.cards import token_set
    from wonderlab.duel.cards import wonder_set as duel_wonders
    from wonderlab.lab.glossary import Table
    from wonderlab.lab.parallel import Results

    seven, two, arch = classic.Game(players=3, seed=4), duel.Game(seed=4), architects.Game(players=3, seed=4)
    stopped = Results([1, 2])
    stopped.interrupted, stopped.total = True, 5
    rules = ruleset()
    return [
        ("classic game", seven), ("classic game over", _finished(classic.Game(players=3, seed=5))),
        ("classic card", card_set().by_name("Library")), ("classic wonder", wonder_set().by_name("Babylon").side("A")),
        ("classic city", seven.cities[0]), ("classic score", _finished(classic.Game(players=3, seed=6)).scores()[0]),
        ("duel game", two), ("duel game over", _finished(duel.Game(seed=5))),
        ("duel card", duel_cards().by_name("Library")), ("duel wonder", duel_wonders().by_name("The Pyramids")),
        ("duel token", token_set().by_name("Agriculture")), ("duel score", two.scores()[0]),
        ("architects game", arch), ("architects game over", _finished(architects.Game(players=3, seed=5))),
        ("architects wonder", rules.wonders[0]), ("architects token", rules.tokens[0]),
        ("glossary table", Table(["Anglais", "Français"], [("chaining", "chaînage")])),
        ("stopped results", stopped),
    ]


def test_what_a_learner_prints_reads_french_and_back():
    """A repr speaks the current language, both ways, and never raises."""
    described = _described()
    english = {what: repr(thing) for what, thing in described}
    set_language("fr")
    french = {what: repr(thing) for what, thing in described}
    set_language("en")
    assert {what: repr(thing) for what, thing in described} == english
    assert [what for what in english if english[what] == french[what]] == []
    found = {what: english_in(text, identifiers=("chaining", "any_deck", "progress", "Results"))
             for what, text in french.items()}
    assert {what: words for what, words in found.items() if words} == {}, french
    assert "3 joueurs" in french["classic game"] and "partie finie" in french["architects game over"]
    assert french["classic card"] == "<Carte Bibliothèque (âge 2, verte)>"
    assert "Joueur 1" in french["architects game"] and "Player" not in french["architects game"]


def test_the_english_descriptions_are_the_ones_documented():
    from wonderlab.classic import Game

    game = Game(players=3, seed=4)
    assert repr(game) == "<7 Wonders, 3 players, Age 1, turn 1>"
    assert repr(game.scores()[0]) == "<Score Player 1: 1 point (treasury 1)>"      # 1 point, not "1 points"


def test_the_play_table_describes_itself_in_french():
    from wonderlab.widgets.play import PlayTable

    table = PlayTable("classic", players=4, seed=2026, lang="fr")
    set_language("fr")
    bundle = table._repr_mimebundle_()
    bundle = bundle[0] if isinstance(bundle, tuple) else bundle
    assert bundle["text/plain"] == "<PlayTable : 7 Wonders, 4 joueurs, en cours>"
    assert english_in(re.sub(r"<[^>]+>", " ", bundle["text/html"])) == [] and "Exécutez" in bundle["text/html"]


def test_the_score_pad_summary_reads_french():
    from wonderlab.widgets.duel import DuelScorePad

    table = {"game": "duel", "conflict": 9, "players": [
        {"name": "Hugo", "coins": 1, "cards": [], "wonders": [], "progress": []},
        {"name": "Lea", "coins": 2, "cards": [], "wonders": [], "progress": []}]}
    set_language("fr")
    pad = DuelScorePad(table)
    summary = pad.summary()
    assert summary.startswith("<Carnet de scores (duel) : Hugo, Lea ;") and "suprématie militaire" in summary
    assert english_in(summary) == [], summary
    assert "suprématie militaire" in pad.breakdown.value and "military supremacy" not in pad.breakdown.value


# -- 2. the score's choices ----------------------------------------------------------------
def _scientist_babylon():
    from wonderlab.classic.cards import card_set, wonder_set
    from wonderlab.classic.city import City
    from wonderlab.classic.scoring import score_cities

    cards, boards = card_set(), wonder_set()
    city = City(boards.by_name("Babylon").side("A"), coins=9)
    for name in ("Apothecary", "Workshop", "Scriptorium", "Library", "Scientists Guild"):
        city.add_card(cards.by_name(name))
    city.add_stage()
    city.add_stage()                    # Babylon A's stage 2: a science symbol of your choice
    return score_cities([city, City(boards.by_name("Gizah").side("A")), City(boards.by_name("Rhodos").side("A"))],
                        names=["Ana", "Bo", "Cy"])


def test_the_classic_score_choices_read_french_on_the_pad_and_stay_english_in_the_data():
    """FORMATS.md: the choices the rules leave are made for the best score and the output
    says which; ``--json`` keeps its English form, a view shows it in the learner's language."""
    from wonderlab.views.style import score_pad_html

    sheets = _scientist_babylon()
    choices = sheets[0].choices
    assert choices and all(" -> " in choice for choice in choices)
    set_language("fr")
    assert _scientist_babylon()[0].choices == choices and sheets[0].as_dict()["choices"] == list(choices)
    pad = re.sub(r"<[^>]+>", " ", score_pad_html(sheets))
    notes = pad[pad.index("Choix faits"):]
    assert "Babylone A, étape 2" in notes and "Guilde des scientifiques" in notes and "→" in notes
    assert english_in(notes) == [] and "->" not in notes, notes


def test_a_copied_guild_and_an_unknown_choice_are_shown_in_french_or_as_they_are():
    from wonderlab.classic.scoring import choice_label

    set_language("fr")
    assert choice_label("guild: Olympia B copies Magistrates Guild") == "guilde : Olympie B copie Guilde des magistrats"
    assert choice_label("science: Nowhere Z stage 9 -> compass") == "science: Nowhere Z stage 9 -> compass"
    assert choice_label("science: Nowhere A stage 2 -> compass") == "science: Nowhere A stage 2 -> compass"
    assert choice_label(42) == 42


# -- 3. the lab ----------------------------------------------------------------------------
@pytest.mark.parametrize("call, field", [
    (lambda lab: lab.simulate("classic", players=9, games=1, progress=False), "players"),
    (lambda lab: lab.simulate("duel", players=3, games=1, progress=False), "players"),
    (lambda lab: lab.simulate("classic", games=-1, progress=False), "games"),
    (lambda lab: lab.simulate("classic", games=1, bots=(), progress=False), "bots"),
    (lambda lab: lab.simulate("classic", games=1, bots=("genius",), progress=False), "bots"),
    (lambda lab: lab.simulate("classic", games=1, seed="x", progress=False), "seed"),
    (lambda lab: lab.simulate("classic", games=1, batch_size=0, progress=False), "batch_size"),
    (lambda lab: lab.simulate("classic", games=1, client=object(), progress=False), "client"),
    (lambda lab: lab.standings([1, 2]), "frame"),
])
def test_the_lab_refuses_bad_arguments_in_french(call, field):
    import wonderlab.lab as lab

    with pytest.raises(ValueError) as english:
        call(lab)
    set_language("fr")
    with pytest.raises(ValueError) as french:
        call(lab)
    assert str(english.value).startswith(f"{field}: ") and str(french.value).startswith(f"{field} : ")
    assert str(french.value) != str(english.value)
    assert english_in(str(french.value), identifiers=(field, "Client", "None", "simulate", "tournament", "DataFrame")) == []


def test_the_lab_names_a_missing_column_in_french():
    import pandas as pd

    from wonderlab.lab import standings

    set_language("fr")
    with pytest.raises(ValueError, match="ce tableau n'a pas cette colonne"):
        standings(pd.DataFrame({"bot": ["a"], "total": [1]}), by="board")


def test_the_lab_figures_read_french():
    """Titles, axis names and trace names of the course's figures (column names stay)."""
    from wonderlab import plots
    from wonderlab.lab import simulate, tournament
    from wonderlab.lab.whatif import what_if, what_if_figure

    set_language("fr")
    frame = simulate("classic", players=3, games=4, seed=2, bots=("greedy", "random"), progress=False)
    deals = tournament("classic", players=3, games=4, seed=2, bots=("greedy", "random"), progress=False)
    assert {"bot", "total", "winner"} <= set(frame.columns)
    from wonderlab.classic import Game
    choices = what_if(Game(players=3, seed=2), seat=0, rollouts=1, progress=False)
    figures = {"win rate": plots.win_rate_figure(frame), "distribution": plots.score_distribution(frame),
               "standings": plots.standings_figure(deals, by="board"), "what if": what_if_figure(choices),
               "breakdown": plots.score_breakdown(Game(players=3, seed=2).scores())}
    texts = {}
    for name, figure in figures.items():
        layout = figure.layout
        words = [layout.title.text, layout.xaxis.title.text, layout.yaxis.title.text,
                 *(trace.name for trace in figure.data)]
        texts[name] = " · ".join(str(w) for w in words if w)
    found = {name: english_in(text, identifiers=("greedy", "random", "bot")) for name, text in texts.items()}
    assert {name: words for name, words in found.items() if words} == {}, texts
    assert all(texts.values())
    assert "Et si Joueur 1 avait joué autre chose ? (1 partie par action)" in texts["what if"]


# -- 4. the course says "vous" -------------------------------------------------------------
def _every_message():
    for module in pkgutil.walk_packages(wonderlab.__path__, "wonderlab."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    return catalog()


def test_every_french_text_says_vous():
    """The course and the engines address the learner as "vous", in the three games alike."""
    informal = {key: texts["fr"] for key, texts in _every_message().items() if INFORMAL.search(texts["fr"])}
    assert informal == {}


def test_the_architects_exercises_say_vous_in_french():
    from wonderlab.course.architects import EXERCISES, exercise

    set_language("fr")
    shown = [exercise(name) for name in ("turn-1", "cost-1", "cat-2", "score-1")]
    texts = [w.prompt.value + " ".join(map(str, w.choices.options)) for w in shown if hasattr(w, "choices")]
    assert texts and any("vous" in text.lower() or "votre" in text.lower() for text in texts)
    assert [text for text in texts if INFORMAL.search(text)] == []
    assert len(EXERCISES) > 20


# -- 5. every sentence has its French ------------------------------------------------------
def test_every_sentence_has_a_french_text_of_its_own():
    """Each catalog's sentences (two words or more, placeholders left out) differ in French:
    a French text copied from the English one would show English in French."""
    same = []
    for key, texts in _every_message().items():
        words = re.findall(r"[A-Za-z]{3,}", GAME_NAMES.sub(" ", re.sub(r"\{[^}]*\}", " ", texts["en"])))
        if len(words) >= 2 and texts["fr"] == texts["en"]:
            same.append(key)
    assert same == []


# -- the playable table and the classroom -------------------------------------------------
IDENTIFIER_FIELDS = {"game", "lang", "icon", "side", "phase", "key", "relation", "kind", "id", "color", "card"}


def _texts_of(value, field=None):
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in IDENTIFIER_FIELDS:
                yield from _texts_of(item, key)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _texts_of(item, field)
    elif isinstance(value, str):
        yield field, value


@pytest.mark.parametrize("game, players", [("classic", 3), ("classic", 2), ("duel", 2), ("architects", 4)])
def test_a_play_table_in_french_shows_no_english_from_deal_to_review(game, players):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from widgets.play_helpers import play_out

    from wonderlab.table import Table

    table = Table(game, players=players, seed=7, bots="random", lang="fr")
    found = {}

    def look(_table, state):
        for field, text in _texts_of(state):
            for word in english_in(text):
                found.setdefault((field, word), text[:100])

    play_out(table, random.Random(7), on_state=look)
    table.review(0) if hasattr(table, "review") else None
    look(table, table.state())
    state = table.state()
    assert found == {}
    assert all(name.startswith(("Joueur", "Cité franche")) for name in state["names"]), state["names"]
    assert "Player" not in str(state)


def test_a_classroom_board_reads_french():
    from wonderlab.classroom.session import new_session
    from wonderlab.classroom.student import play_as
    from wonderlab.classroom.teacher import board_html, board_text
    from wonderlab.classroom.verify import check

    session = new_session("classic", players=3, seed=5)
    code = play_as(session, "Ana", seed=1, lang="fr")
    set_language("fr")
    board = check(session, [code, "bonjour"], lang="fr")
    text = " ".join([repr(board), board_text(board), re.sub(r"<[^>]+>", " ", board_html(board)), str(session)])
    assert "<Tableau de la séance" in repr(board)
    assert english_in(text, identifiers=("greedy", "random", "classic", "sides")) == [], text


# -- a new game's options, refused in French ------------------------------------------------
def _new(game, **options):
    import importlib

    return importlib.import_module(f"wonderlab.{game}").Game(**options)


@pytest.mark.parametrize("game, options, field", [
    ("classic", {"players": 9}, "players"), ("classic", {"seed": "x"}, "seed"),
    ("classic", {"names": "Ana"}, "names"), ("classic", {"names": ["Ana", "Bo"]}, "names"),
    ("classic", {"names": ["Ana", " ", "Bo"]}, "names"), ("classic", {"names": ["Ana", "ana", "Bo"]}, "names"),
    ("classic", {"wonders": "Gizah"}, "wonders"), ("classic", {"wonders": ["Gizah"]}, "wonders"),
    ("classic", {"wonders": ["Gizah", "Atlantis", "Rhodos"]}, "wonders"),
    ("classic", {"wonders": ["Gizah", "Gizah", "Rhodos"]}, "wonders"), ("classic", {"sides": "C"}, "sides"),
    ("duel", {"players": 3}, "players"), ("duel", {"seed": 2**70}, "seed"), ("duel", {"names": "Ana"}, "names"),
    ("duel", {"names": ["Ana"]}, "names"), ("duel", {"names": ["Ana", ""]}, "names[1]"),
    ("duel", {"names": ["Ana", "ANA"]}, "names[1]"),
    ("architects", {"players": 1}, "players"), ("architects", {"seed": 1.5}, "seed"),
    ("architects", {"seed": 2**4000}, "seed"), ("architects", {"players": 2, "wonders": ["Giza"]}, "wonders"),
    ("architects", {"players": 2, "wonders": ["Giza", "Atlantis"]}, "wonders"),
    ("architects", {"players": 2, "wonders": ["Giza", "Giza"]}, "wonders"),
    ("architects", {"players": 2, "names": ["Ana"]}, "names"), ("architects", {"players": 2, "names": ["Ana", " "]}, "names"),
    ("architects", {"players": 2, "names": ["Ana", "ana"]}, "names"),
])
def test_a_new_game_refuses_a_bad_option_in_french(game, options, field):
    """Each engine names the option (an argument's name, kept) and says why in French."""
    with pytest.raises(ValueError) as english:
        _new(game, **options)
    set_language("fr")
    with pytest.raises(ValueError) as french:
        _new(game, **options)
    assert str(english.value).startswith(f"{field}: ") and str(french.value).startswith(f"{field} : ")
    assert english_in(str(french.value), identifiers=(field, "random", "Gizah", "Atlantis", "Giza", "Ana", "ana")) == [], \
        str(french.value)


@pytest.mark.parametrize("options, field", [
    ({"game": "chess"}, "game"), ({"players": 9}, "players"), ({"you": 5}, "you"), ({"lang": "de"}, "lang"),
])
def test_a_play_table_refuses_a_bad_option_in_french(options, field):
    from wonderlab.table import Table

    set_language("fr")
    with pytest.raises(ValueError) as french:
        Table(**options)
    assert str(french.value).startswith(f"{field} : ")
    assert english_in(str(french.value), identifiers=(field, "classic", "duel", "architects", "chess")) == [], str(french.value)

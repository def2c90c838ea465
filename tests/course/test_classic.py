"""The 7 Wonders course's exercises: each accepts its right answer and explains each typical
wrong one with the rule it missed (seed 000, "Règles de 7 Wonders", and seed 003)."""

import pytest

from wonderlab.classic import card_set
from wonderlab.core.i18n import set_language
from wonderlab.course import classic as course
from wonderlab.course.classic import EXERCISES, exercise


def answer(quiz, value):
    """Answer as a learner does: type or pick, then click Check; return the feedback's text."""
    if hasattr(quiz, "options"):
        quiz.options.value = value
    else:
        quiz.answer.value = str(value)
    quiz.button.click()
    return quiz.feedback.value


def right_option(quiz):
    """The option the exercise accepts, found by trying each (the test knows no answer key)."""
    found = []
    for _label, key in quiz.options.options:
        answer(quiz, key)
        if quiz.right:
            found.append(key)
    return found


# -- every exercise ------------------------------------------------------------------------------
@pytest.mark.parametrize("key", sorted(EXERCISES))
def test_every_exercise_builds_in_both_languages(key):
    english = exercise(key)
    set_language("fr")
    french = exercise(key)
    assert english.prompt.value != french.prompt.value


@pytest.mark.parametrize("key", sorted(k for k in EXERCISES if hasattr(exercise(k), "options")))
def test_choices_have_exactly_one_right_option_and_explain_the_others(key):
    quiz = exercise(key)
    options = [k for _label, k in quiz.options.options]
    assert len(right_option(quiz)) == 1
    for option in options:
        text = answer(quiz, option)
        assert "✔" in text if quiz.right else "✘" in text
        assert len(text) > 60          # a sentence, not a bare "wrong"


def test_a_choice_without_an_answer_asks_for_one():
    quiz = exercise("trading-4")
    quiz.button.click()
    assert quiz.right is None and "Choose one answer" in quiz.feedback.value


def test_an_unknown_exercise_names_the_known_ones():
    with pytest.raises(ValueError, match="trading-1"):
        exercise("trading-99")


# -- 01 the goal and the score (seed 000: "Le comptage des points", seed 003 "Contenu du trésor") -
def test_treasury_counts_only_full_groups_of_three():
    quiz = exercise("treasury-1")
    assert "17 coins are 5 groups of 3, and 2 coins left over" in answer(quiz, 5) and quiz.right
    assert "Not rounded up" in answer(quiz, 6) and not quiz.right
    assert "not points one for one" in answer(quiz, 17)
    answer(quiz, "three")
    assert quiz.right is None


def test_the_goal_table_tokens_follow_the_shields():
    """Rule (seed 000, conflits): a victory token needs more shields than the neighbour; a city
    with no shields can only lose. Ana has none: all her tokens are defeats."""
    names, cities, sheets = course.goal_table_sheets()
    assert cities[0].shields == 0 and all(t == -1 for t in cities[0].military)
    for city in cities:
        if city.shields == 0:
            assert all(t < 0 for t in city.military)


def test_score_1_is_a_total_not_shown_before_and_a_left_out_category_is_named():
    quiz = exercise("score-1")
    sheet = course.play_to_end(course.position(3, course.SCORE_SEED)).scores()[1]
    assert sheet.total not in {s.total for s in course.goal_table_sheets()[2]}    # not the notebook's table
    total = sum(sheet.categories.values())
    game = course.play_to_end(course.position(3, course.SCORE_SEED))
    prompt = quiz.prompt.value.replace("&#x27;", "'")
    assert f"the conflict tokens {', '.join(f'{t:+d}' for t in game.cities[1].military)} and {game.cities[1].coins} coins" in prompt
    assert "Military" not in prompt and "Treasury" not in prompt        # two lines to work out, not to copy
    answer(quiz, total)
    assert quiz.right
    civilian = sheet.categories["civilian"]
    assert "Civilian" in answer(quiz, total - civilian) and not quiz.right


# -- 02 setup (seed 000: "Les cartes par âge") ---------------------------------------------------
def test_guilds_are_players_plus_two():
    quiz = exercise("setup-1")
    answer(quiz, 7)
    assert quiz.right
    assert "plus 2" in answer(quiz, 5)
    assert "Not all ten" in answer(quiz, 10)


def test_age_three_deals_seven_cards_a_player():
    quiz = exercise("setup-2")
    answer(quiz, 28)
    assert quiz.right
    assert "left out the guilds" in answer(quiz, 22)
    assert "Not all ten" in answer(quiz, 32)


@pytest.mark.parametrize("players", range(3, 8))
def test_each_age_is_seven_cards_per_player(players):
    cards = card_set()
    for age in (1, 2):
        assert len(cards.physical_deck(age, players)) == 7 * players
    assert len(cards.physical_deck(3, players)) + players + 2 == 7 * players


def test_a_card_printed_above_the_player_count_goes_back():
    quiz = exercise("setup-3")
    assert right_option(quiz) == ["back"]
    assert "fewest players" in answer(quiz, "keep")


# -- 03 costs and production ---------------------------------------------------------------------
def test_cost_1_counts_the_free_cards_of_a_real_hand():
    game = course.cost_position()
    free = [c.name for c in game.hand(0)
            if any(a.card is c and a.kind == "build" and a.payment.total == 0 for a in game.legal_actions(0))]
    quiz = exercise("cost-1")
    answer(quiz, len(free))
    assert quiz.right
    assert "paid to the bank" in answer(quiz, len(free) + 1)
    assert "card by card" in answer(quiz, 7) and not quiz.right
    assert "Timber Yard" in answer(quiz, 7) and "Barracks" in quiz.feedback.value      # the third try tells
    assert "empty cost corner" in answer(quiz, len(free) - 1)


def test_choice_producer_gives_one_unit_a_turn():
    """Seed 000/003: a card showing "wood/clay" gives one of them a turn."""
    assert course.tree_farm_units() == ()     # 1 wood + 1 clay is beyond a lone Tree Farm
    quiz = exercise("choice-1")
    answer(quiz, 1)
    assert quiz.right
    assert "not an “and”" in answer(quiz, 2)


def test_production_is_never_spent():
    quiz = exercise("production-1")
    assert right_option(quiz) == ["yes"]
    assert "production, not resources" in answer(quiz, "no")


# -- 04 trading (seed 000: "Le commerce avec les voisins") ---------------------------------------
def test_trading_1_pays_the_neighbour_who_sells():
    game = course.cost_position()
    action = next(a for a in game.legal_actions(0) if a.card.name == "Barracks" and a.kind == "build")
    seller = game.right(0) if action.payment.right else game.left(0)
    before = game.cities[seller].coins
    game.play(0, action)
    for city in game.waiting:
        game.play(city, next(a for a in game.legal_actions(city) if a.kind == "discard"))
    assert game.cities[seller].coins == before + 2 + 3      # the ore's 2 coins, and its own discard
    quiz = exercise("trading-1")
    side = "right" if seller == game.right(0) else "left"
    assert right_option(quiz) == [side]
    assert "not to the bank" in answer(quiz, "bank")
    assert "produces no ore" in answer(quiz, "left" if side == "right" else "right")
    assert "2 coins a unit" in answer(quiz, "one")


def test_trading_2_a_yellow_cards_resource_is_not_for_sale():
    quiz = exercise("trading-2")
    assert right_option(quiz) == ["yellow"]
    for option in ("brown", "gray", "board"):
        assert "can be bought" in answer(quiz, option)
    forum = card_set().by_name("Forum")
    assert forum.effect.produces and not forum.effect.sellable


def test_trading_3_the_marketplace_discount():
    quiz = exercise("trading-3")
    answer(quiz, 3)
    assert quiz.right
    assert "Marketplace" in answer(quiz, 4)
    assert "only the second stone" in answer(quiz, 5)
    assert "still costs 2" in answer(quiz, 2)


def test_coins_earned_this_turn_arrive_after_the_turn():
    """Seed 000: coins earned by trading this turn are spent from the next turn."""
    game = course.cost_position()
    seller = game.right(0)
    coins = game.cities[seller].coins
    action = next(a for a in game.legal_actions(0) if a.card.name == "Barracks" and a.payment.right)
    game.play(0, action)
    assert game.cities[seller].coins == coins           # not yet: the turn is not played
    quiz = exercise("trading-4")
    assert right_option(quiz) == ["no"]
    assert "next turn" in answer(quiz, "yes")


def test_no_refusal_and_the_seller_keeps_using_it():
    quiz = exercise("trading-5")
    assert right_option(quiz) == ["both"]
    assert "No one can refuse" in answer(quiz, "refuse")
    assert "still uses it" in answer(quiz, "lose")


# -- 05 chaining and names -----------------------------------------------------------------------
def test_chain_1_the_statue_is_free_after_the_theater():
    game = course.chain_position()
    builds = [a for a in game.card_actions(0, "Statue") if a.kind == "build"]
    assert [a.payment.how for a in builds] == ["chain"] and builds[0].payment.total == 0
    quiz = exercise("chain-1")
    assert right_option(quiz) == ["free"]
    assert "chaining" in answer(quiz, "cost")


def test_chain_2_never_two_of_a_name():
    game = course.duplicate_position()
    assert "Senate" in game.cities[0].names
    kinds = {a.kind for a in game.card_actions(0, "Senate")}
    assert "build" not in kinds and "discard" in kinds
    quiz = exercise("chain-2")
    assert right_option(quiz) == ["stage_or_discard"]
    assert "same name" in answer(quiz, "build")
    assert "stay open" in answer(quiz, "stage")


# -- 06-07 a turn, an Age (seed 000: "Le déroulement d'un âge") -----------------------------------
def test_age_two_passes_right():
    game = course.position(4, 0, 2, 1)
    hand = list(game.hand_ids(0))
    for city in game.waiting:
        game.play(city, game.legal_actions(city)[-1])
    receiver = game.right(0)
    assert set(game.hand_ids(receiver)) < set(hand)
    quiz = exercise("age-1")
    assert right_option(quiz) == ["right"]
    assert "right in Age II" in answer(quiz, "left")


def test_six_turns_and_the_seventh_card():
    quiz = exercise("age-2")
    answer(quiz, 6)
    assert quiz.right
    assert "what becomes of the last card of a hand" in answer(quiz, 7)
    quiz = exercise("age-3")
    assert right_option(quiz) == ["none"]
    assert "no coins" in answer(quiz, "three")


def test_forced_discard_pays_three():
    quiz = exercise("age-4")
    answer(quiz, 3)
    assert quiz.right
    assert "ordinary discard" in answer(quiz, 0)


def test_french_feedback():
    set_language("fr")
    quiz = exercise("trading-3")
    assert "Marché" in answer(quiz, 4)


@pytest.mark.parametrize("key", ["trading-1", "treasury-1", "science-1", "score-1"])
def test_an_exercise_reads_as_its_question_where_no_kernel_runs(key):
    quiz = exercise(key)
    data = quiz._repr_mimebundle_()
    assert "children=(" not in data["text/plain"] and "run the cell" in data["text/plain"]
    assert "<b>" in data["text/html"]


# -- 08-09 wonder stages and powers (seed 000: "Construire sa Merveille"; seed 003: stages in order, secret card) --
def test_wonder_stages_go_in_order():
    game = course.play_with(course.powers_game(), course.wonder_first, 2, 1)
    seat = course.WONDER_SEAT
    built = game.cities[seat].stages
    stages = {a.stage for a in game.legal_actions(seat) if a.kind == "stage"}
    assert stages <= {built + 1}
    quiz = exercise("wonder-1")
    answer(quiz, built + 1)
    assert quiz.right
    assert "in order" in answer(quiz, built + 2)


def test_a_stage_costs_the_boards_price():
    game = course.duplicate_position()
    stage = game.cities[0].next_stage
    tuck = next(a for a in game.card_actions(0, "Senate") if a.kind == "stage")
    explained = " ".join(game.explain(0, tuck))
    bought_or_own = sum(stage.cost)
    assert bought_or_own == 3 and "stone" in explained and "wood" not in explained
    quiz = exercise("wonder-2")
    assert right_option(quiz) == ["stage"]
    assert "does not count" in answer(quiz, "card")


def test_the_tucked_card_is_kept_secret_and_blocks():
    quiz = exercise("wonder-3")
    assert right_option(quiz) == ["stage"]
    assert "reaches your neighbour" in answer(quiz, "pass")


def test_gizah_points_add_up():
    quiz = exercise("wonder-4")
    answer(quiz, 15)
    assert quiz.right
    assert "Not only the last" in answer(quiz, 7)


def test_every_power_shows_up_in_the_powers_game():
    """Olympia A's free build, Halikarnassos A's build from the discard, Babylon B's 7th card."""
    game = course.powers_game()
    seen = set()
    while not game.is_over and (game.age, game.turn) < (3, 2):
        if game.phase == "seventh card":
            seen.add("seventh")
        for city in game.waiting:
            for action in game.legal_actions(city):
                if action.payment.how in ("free", "discard"):
                    seen.add(action.payment.how)
        for city in game.waiting:
            game.play(city, course.wonder_first(game, city))
    assert seen == {"free", "discard", "seventh"}


# -- 10 military (seed 000: "Les conflits militaires en fin d'âge") -------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_conflict_tokens_are_what_the_engine_gives(seed):
    before = course.position(4, seed, 2, 6)
    tokens = [len(city.military) for city in before.cities]
    for city in before.waiting:
        before.play(city, course.first_build(before, city))
    for i, city in enumerate(before.cities):
        neighbours = [before.cities[n].shields for n in (before.left(i), before.right(i))]
        assert city.military[tokens[i]:] == course.conflict_tokens(city.shields, neighbours, 2)


def test_military_1_counts_both_neighbours_at_the_ages_value():
    quiz = exercise("military-1")
    answer(quiz, 2)              # +3 against Di, -1 against Bo
    assert quiz.right
    assert "value of the Age" in answer(quiz, 0)        # +1 as in Age I
    assert "both neighbours" in answer(quiz, 3)
    assert "only for fewer shields" in answer(quiz, -2)
    quiz = exercise("military-2")
    assert right_option(quiz) == ["two"]


# -- 11 science (seed 003's worked examples; wildcards) -------------------------------------------
@pytest.mark.parametrize("counts, points", [((3, 2, 1), 21), ((2, 2, 1), 4 + 4 + 1 + 7),
                                            ((2, 2, 2), 4 + 4 + 4 + 14), ((3, 3, 0), 18), ((4, 1, 0), 17)])
def test_the_seeds_science_examples(counts, points):
    from wonderlab.core.science import science_points
    assert science_points(counts) == points


def test_the_wild_symbol_is_the_best_one():
    quiz = exercise("science-wild")
    assert right_option(quiz) == ["tablet"]
    assert "does not score the most" in answer(quiz, "compass")
    from wonderlab.classic import City  # noqa: F401
    from wonderlab.classic.scoring import score_city
    city = course.wildcard_city()
    others = [type(city)(course.wonder_set().by_name(n).side("A")) for n in ("Gizah", "Rhodos")]
    assert score_city([city, *others], 0).categories["science"] == 18


def test_science_quizzes_of_the_seed():
    quiz = exercise("science-2")                # 3, 2, 2: notebook 11 works out 2, 2, 2 before asking
    answer(quiz, 31)
    assert quiz.right
    answer(quiz, 17)
    assert not quiz.right and "7" in quiz.feedback.value


# -- 12 commerce and guilds (seed 003: "Bâtiments commerciaux", "Guildes") ------------------------
def test_commercial_points_count_your_own_city():
    game = course.commerce_position()
    ana = game.cities[0]
    assert {"Haven", "Lighthouse"} <= ana.names
    points = game.scores()[0].categories["commercial"]
    assert points == ana.colors["brown"] + ana.colors["yellow"]
    quiz = exercise("commerce-1")
    answer(quiz, points)
    assert quiz.right


def test_the_spies_guild_counts_the_neighbours_red_cards():
    game = course.guild_position()
    assert "Spies Guild" in game.cities[0].names
    reds = sum(game.cities[n].colors["red"] for n in (game.left(0), game.right(0)))
    assert game.scores()[0].categories["guilds"] == reds
    quiz = exercise("guild-1")
    answer(quiz, reds)
    assert quiz.right
    assert "do not count" in answer(quiz, reds + game.cities[0].colors["red"])


# -- 13 the end (seed 000: "Le vainqueur") --------------------------------------------------------
def test_ties_go_to_coins_then_are_shared():
    from wonderlab.classic.table import score_table
    assert score_table(course.tie_table(6))["winners"] == ["Ana"]
    assert score_table(course.tie_table(7))["winners"] == ["Ana", "Bo"]
    totals = {p["name"]: p["total"] for p in score_table(course.tie_table(6))["players"]}
    assert totals["Ana"] == totals["Bo"] == 45
    assert right_option(exercise("tie-1")) == ["ana"]
    assert right_option(exercise("tie-2")) == ["both"]
    assert "broken by the coins" in answer(exercise("tie-1"), "bo")


def test_end_1_is_anas_total():
    quiz = exercise("end-1")
    sheet = course.end_position().scores()[0]
    answer(quiz, sheet.total)
    assert quiz.right


# -- 15 the Free City (seed 000: "La variante à 2 joueurs") ---------------------------------------
def test_the_free_city_card_crosses_the_frontier_every_turn():
    game = course.free_city()
    holders = {}
    while game.age == 1:
        holders.setdefault(game.turn, game.controller(2))
        city = game.waiting[0]
        game.play(city, course.first_build(game, city))
    holders = [holders[turn] for turn in sorted(holders)]
    assert holders == [0, 1, 0, 1, 0, 1]
    assert game.controller(2) == game.right(2)          # Age II starts on the right
    assert right_option(exercise("free-1")) == ["ana"]
    assert right_option(exercise("free-4")) == ["right"]


def test_the_free_city_must_chain_and_cannot_discard_at_will():
    game = course.free_city(1)
    course.play_to(game, 2, 1)
    actions = game.legal_actions(2)
    statue = [a for a in actions if a.card.name == "Statue"]
    assert [a.payment.how for a in statue] == ["chain"]
    assert all(a.kind != "discard" for a in actions)
    assert right_option(exercise("free-2")) == ["chain"]
    assert right_option(exercise("free-3")) == ["no"]


def test_forum_neighbours_follow_the_list():
    assert right_option(exercise("forum-1")) == ["list"]


# -- the series as files --------------------------------------------------------------------------
def _series():
    import json
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "notebooks" / "classic"
    return folder, {path.name: json.loads(path.read_text(encoding="utf-8"))
                    for path in sorted(folder.glob("[0-9][0-9]-*.ipynb"))}


def _text(notebook, kind):
    return ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == kind]


def test_every_notebook_has_objectives_a_summary_and_a_next_link():
    import re

    folder, series = _series()
    names = list(series)
    assert [name[:2] for name in names] == [f"{n:02d}" for n in range(1, 17)]   # one idea each, in order
    for number, (name, notebook) in enumerate(series.items(), 1):
        markdown = _text(notebook, "markdown")
        assert markdown[0].startswith(f"# 7 Wonders, {number}:"), name
        assert "you will learn" in markdown[0], name
        assert "## What you learned" in markdown[-1], name
        link = re.search(r"\*\*Next →\*\* \[(\d+)?[^\]]*\]\(([^)]+)\)", markdown[-1])
        target = link.group(2)
        assert target == "play.ipynb" or (folder / target).exists(), (name, target)
        if number < len(names):
            assert (target, link.group(1)) == (names[number], str(number + 1)), name


def test_every_exercise_is_in_a_notebook_and_every_notebook_has_one():
    import re

    _folder, series = _series()
    used = set()
    for name, notebook in series.items():
        keys = {key for source in _text(notebook, "code") for key in re.findall(r'exercise\("([^"]+)"\)', source)}
        assert keys, name
        used |= keys
    assert used == set(EXERCISES)


def test_no_learner_cell_calls_a_private_drawing():
    _folder, series = _series()
    for name, notebook in series.items():
        for source in _text(notebook, "code"):
            assert "_repr_html_" not in source and "NBVAL_CHECK_OUTPUT" not in source, name


def test_the_shipowners_count_themselves_and_the_builders_three_cities():
    game = course.builders_game(course.SHIPOWNERS_SEED)
    bo = game.cities[1]
    assert [c.name for c in bo.cards if c.is_guild] == ["Shipowners Guild"]
    assert game.scores()[1].categories["guilds"] == bo.colors["brown"] + bo.colors["gray"] + bo.colors["purple"]
    quiz = exercise("guild-2")
    answer(quiz, game.scores()[1].categories["guilds"])
    assert quiz.right
    assert "counts itself" in answer(quiz, game.scores()[1].categories["guilds"] - 1)
    game = course.builders_game(course.BUILDERS_SEED)
    assert [c.name for c in game.cities[0].cards if c.is_guild] == ["Builders Guild"]
    stages = [game.cities[s].stages for s in (game.left(0), 0, game.right(0))]
    assert game.scores()[0].categories["guilds"] == sum(stages)
    quiz = exercise("guild-3")
    answer(quiz, sum(stages))
    assert quiz.right
    assert "your own stages" in answer(quiz, stages[0] + stages[2])


@pytest.mark.parametrize("key", sorted(EXERCISES))
def test_every_answer_is_explained_in_french_too(key):
    set_language("fr")
    quiz = exercise(key)
    if hasattr(quiz, "options"):
        for _label, option in quiz.options.options:
            assert answer(quiz, option)
    else:
        for value in range(-3, 40):
            text = answer(quiz, value)
            assert text and "You " not in text and "The " not in text


def test_olympias_free_build_is_once_per_age():
    offered = course.olympia_free_builds()
    assert not any(offered[2]) and offered[3][0]
    quiz = exercise("wonder-5")
    assert right_option(quiz) == ["next_age"]
    assert "once per Age" in answer(quiz, "never")


def test_the_score_pad_and_the_calculator_read_as_their_results_where_no_kernel_runs():
    pad = course.score_pad(course.GOAL_TABLE)
    data = pad._repr_mimebundle_()
    assert "children=(" not in data["text/plain"] and "Cy" in data["text/html"]
    pad.players[2].coins.value = "12"
    assert pad.result["players"][2]["categories"]["treasury"] == 4
    calculator = course.science_calculator(2, 2, 1, 1)
    assert calculator.points == 26 and "26" in calculator._repr_mimebundle_()["text/html"]


def test_the_last_tip_builds_the_guild_the_neighbours_feed():
    """Seed 000, the rules' tips: « Les guildes font la différence : à l'Âge III, observez bien ce
    que construisent vos voisins pour choisir la guilde qui rapportera le plus de points ». The
    Spies, Magistrates and Workers count their colour in the two neighbouring cities only."""
    from wonderlab.classic.table import score_table

    colours = {"spies": "red", "magistrates": "blue", "workers": "brown"}
    points = {}
    for key, guild in course.TIPS_GUILDS.items():
        table = course.guild_table(guild)
        cities = [[card_set().by_name(name) for name in player["cards"]] for player in table["players"]]
        fed = sum(card.color == colours[key] for city in cities[1:] for card in city)
        own = sum(card.color == colours[key] for card in cities[0])
        points[key] = score_table(table)["players"][0]["categories"]["guilds"]
        assert points[key] == fed != fed + own, guild
    assert right_option(exercise("tips-1")) == [max(points, key=points.get)]

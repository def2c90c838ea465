"""Code to write (issues 19 and 36): each code exercise accepts a function written from the rules
(its reference solution), answers two typical wrong ones with the first position where they
differ from the engine, tells the engine's answer only from the second failure, climbs a hint
ladder to a reference solution behind a button, checks hidden positions drawn afresh at each
run (a table of the answers it printed does not pass), and refuses a function that calls the
engine's own answer."""

import random

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.course import solutions
from wonderlab.course.code import EXERCISES, HIDDEN, check, forget, solution

classic_science, classic_wild, classic_military = (solutions.classic_science, solutions.classic_wild,
                                                   solutions.classic_military)
classic_trade, duel_pairs, duel_looting, duel_points = (solutions.classic_trade, solutions.duel_pairs,
                                                       solutions.duel_looting, solutions.duel_points)
architects_battle, architects_duel, architects_shape = (solutions.architects_battle, solutions.architects_duel,
                                                        solutions.architects_shape)


@pytest.fixture(autouse=True)
def _fresh_ladder():
    forget()
    yield
    forget()


CASES = {
    # seed 000: each family squared, 7 a set / the wildcard takes the best symbol / 1, 3, 5 a victory,
    # -1 a defeat, nothing on a tie / 2 coins a unit, 1 with a trading post
    "classic-science": (classic_science, [lambda a, b, c: a + b + c + 7 * min(a, b, c),
                                          lambda a, b, c: a * a + b * b + c * c]),
    "classic-wild": (classic_wild, [lambda a, b, c, w: classic_science(a + w, b, c),
                                    lambda a, b, c, w: classic_science(a, b, c) + w]),
    "classic-military": (classic_military, [lambda s, left, right, age: sum(age if s > o else -1 if s < o else 0
                                                                           for o in (left, right)),
                                            lambda s, left, right, age: sum(1 if s > o else -1 for o in (left, right))]),
    "classic-trade": (classic_trade, [lambda need, left, right, lp, rp: 2 * need if left + right >= need else None,
                                      lambda need, left, right, lp, rp: need * min(lp, rp)]),
    "classic-treasury": (lambda coins: coins // 3, [lambda coins: coins, lambda coins: round(coins / 3)]),
    # seed 004: a pair of one symbol takes a token, once / looting 2 then 5 coins / 0, 2, 5, 10
    # points / discarding pays 2 + 1 a yellow card / 2 coins + 1 a unit the opponent produces
    "duel-pairs": (duel_pairs, [lambda symbols: len(symbols) // 2,
                                lambda symbols: sum(symbols.count(s) // 2 for s in set(symbols))]),
    "duel-looting": (duel_looting, [lambda start, shields: 2 * shields,
                                    lambda start, shields: 2 if start + shields >= 3 else 0]),
    "duel-points": (duel_points, [lambda d: d, lambda d: 0 if d < 3 else 2 if d < 6 else 5]),
    "duel-discard": (lambda yellow: 2 + yellow, [lambda yellow: 2, lambda yellow: yellow]),
    "duel-price": (lambda units, fixed: 1 if fixed else 2 + units, [lambda units, fixed: 2 + units,
                                                                      lambda units, fixed: 2]),
    # seed 002: a token against each weaker neighbour / 2 when at least double / identical or
    # different greys, gold for anything / 2 identical or 3 different greens / 3 and 2 points
    "architects-battle": (architects_battle, [lambda mine, left, right: (mine >= left) + (mine >= right),
                                              lambda mine, left, right: int(mine > max(left, right))]),
    "architects-duel": (architects_duel, [lambda mine, theirs: int(mine > theirs),
                                          lambda mine, theirs: 2 if mine >= 2 * theirs else int(mine > theirs)]),
    "architects-shape": (architects_shape, [lambda cards, identical: len(set(cards)) == 1 if identical
                                            else len(set(cards)) == len(cards),
                                            lambda cards, identical: True]),
    "architects-science": (lambda a, b, t: max(a, b, t) >= 2 or min(a, b, t) >= 1,
                           [lambda a, b, t: a + b + t >= 2, lambda a, b, t: max(a, b, t) >= 2]),
    "architects-blue": (lambda plain, cat: 3 * plain + 2 * cat, [lambda plain, cat: 3 * (plain + cat),
                                                                lambda plain, cat: plain + cat]),
}


def _discard(game, seat):
    """A choice that throws away a card whenever it may (else the first legal action)."""
    legal = game.legal_actions(seat)
    return next((action for action in legal if action.kind == "discard"), legal[0])


def _central(game, seat):
    """A choice that takes the face-down central card whenever it may."""
    legal = game.legal_actions(seat)
    return next((action for action in legal if getattr(action, "source", None) == "central"), legal[0])


def _first(game, seat):
    return game.legal_actions(seat)[0]


def _blue(city):
    return [card for card in city.cards if card.color == "blue"]


CASES.update({
    # the code arc (issue 36), on real finished games and real positions: seed 000 scores the blue
    # cards' printed points, the built stages, the pad's seven lines; seed 004 the blue, green and
    # yellow points, the wonders built, Agriculture 4, Philosophy 7, Mathematics 3 a token, the pawn for
    # its leader only; seed 002 3 and 2 points a blue
    # card, the stages built, 3 a Military Victory, 2 for the Cat
    "classic-civilian": (solutions.classic_civilian, [lambda g, s: len(_blue(g.cities[s])),
                                                      lambda g, s: g.cities[s].points]),
    "classic-wonder": (solutions.classic_wonder, [lambda g, s: sum(st.effect.points for st in g.cities[s].wonder.stages),
                                                  lambda g, s: g.cities[s].stages]),
    "classic-score": (solutions.classic_score, [lambda g, s: solutions.classic_score(g, s) - g.cities[s].coins // 3,
                                                lambda g, s: solutions.classic_score(g, s) - classic_wild(
                                                    *g.cities[s].science, g.cities[s].wildcards)
                                                + classic_science(*g.cities[s].science)]),
    "classic-choose": (solutions.classic_choose, [_discard, _first]),
    "classic-bot": (solutions.classic_bot, [_discard, lambda g, s: "Build"]),
    "duel-civilian": (solutions.duel_civilian, [lambda g, s: len(_blue(g.city(s))),
                                                lambda g, s: sum(c.effect.points for c in g.city(s).cards)]),
    "duel-wonders": (solutions.duel_wonders, [lambda g, s: len(g.city(s).wonders),
                                              lambda g, s: sum(w.effect.points for i in (0, 1) for w in g.city(i).wonders)]),
    "duel-progress": (solutions.duel_progress, [lambda g, s: sum(t.effect.points for t in g.city(s).tokens),
                                                lambda g, s: 3 * len(g.city(s).tokens)]),
    "duel-score": (solutions.duel_score, [lambda g, s: solutions.duel_score(g, s) - sum(
                                              c.effect.points for c in g.city(s).cards if c.color == "green"),
                                          lambda g, s: solutions.duel_score(g, s) + (
                                              duel_points(abs(g.pawn)) if (g.pawn > 0) != (s == 0) and abs(g.pawn) < 9 else 0)]),
    "duel-choose": (solutions.duel_choose, [_discard, _first]),
    "duel-bot": (solutions.duel_bot, [_discard, solutions.duel_choose]),
    "architects-civilian": (solutions.architects_civilian, [lambda g, s: 3 * sum(n for k, n in g.cards_of(s).items()
                                                                                if k.startswith("blue")),
                                                            lambda g, s: sum(n for k, n in g.cards_of(s).items()
                                                                             if k.startswith("blue"))]),
    "architects-wonder": (solutions.architects_wonder, [lambda g, s: sum(st.points for st in g.wonders[s].stages),
                                                        lambda g, s: 3 * len(g.built_ids(s))]),
    "architects-score": (solutions.architects_score, [lambda g, s: solutions.architects_score(g, s) - 2 * (g.cat == s),
                                                      lambda g, s: solutions.architects_score(g, s) - g.victories[s]]),
    "architects-choose": (solutions.architects_choose, [_central, _first]),
    "architects-bot": (solutions.architects_bot, [_central, _first]),
})
CHOICES = {name for name in CASES if name.endswith(("-choose", "-bot"))}


def _differs(case, got):
    """Whether ``got`` is a wrong answer at ``case``: another value, or a choice it does not accept."""
    if hasattr(case, "judge"):
        return case.judge(got) is not None
    return got != case.expected


def test_every_code_exercise_has_its_functions_here_and_ten_a_series_half_on_wonderlab_objects():
    """Issue 36: at least 8 code exercises per game, half of them taking real wonderlab objects."""
    import inspect

    assert set(CASES) == set(EXERCISES)
    for game in ("classic", "duel", "architects"):
        names = [name for name in EXERCISES if name.startswith(game)]
        on_objects = [name for name in names
                      if list(inspect.signature(getattr(solutions, name.replace("-", "_"))).parameters) == ["game", "seat"]]
        assert len(names) >= 8 and 2 * len(on_objects) >= len(names), (names, on_objects)


@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_a_function_written_from_the_rules_agrees_with_the_engine(name):
    right, _wrongs = CASES[name]
    report = check(name, right)
    assert report.right, str(report)
    assert str(report).startswith("✔") and f"all {report.total} positions" in str(report)
    assert ("keeps the property" in str(report)) == (name in CHOICES)
    assert report.total >= 9


@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_each_typical_wrong_function_is_shown_its_first_differing_position(name):
    right, wrongs = CASES[name]
    cases = EXERCISES[name].cases()
    for wrong in wrongs:
        forget()
        report = check(name, wrong)
        assert not report.right
        first = next(i for i, case in enumerate(cases) if _differs(case, wrong(*case.args)))
        assert report.index == first + 1 and report.case.shown == cases[first].shown
        assert report.got == wrong(*cases[first].args)
        if name in CHOICES:       # a choice: the engine's example is a right one, and the right function's too
            assert not _differs(cases[first], report.expected) and not _differs(cases[first], right(*cases[first].args))
        else:
            assert report.expected == cases[first].expected == right(*cases[first].args)
        text = str(report)
        assert text.startswith(f"✘ Position {first + 1} of {len(cases)}: {cases[first].shown}.")
        assert "_repr_html_" not in text


@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_the_engines_answer_comes_at_the_second_failure_and_the_solution_at_the_third(name):
    from wonderlab.core.i18n import say

    wrong = CASES[name][1][0]
    reports = [check(name, wrong) for _ in range(3)]
    texts = [str(report) for report in reports]
    told = "One right choice here: " if name in CHOICES else "The engine says "
    expected = f"{told}{reports[0].expected}"
    rule, look = (say(f"course.hint.code.{name}.{step}") for step in ("rule", "look"))
    first_words = reports[0].why if name in CHOICES else "not what the rules give"
    assert expected not in texts[0] and first_words in texts[0] and rule in texts[0]
    assert expected in texts[1] and look in texts[1] and "reference solution" not in texts[1]
    assert "reference solution is behind the button" in texts[2]
    assert ["<details" in report._repr_html_() for report in reports] == [False, False, True]
    assert "Show a reference solution" in reports[2]._repr_html_()


@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_the_reference_solution_passes_and_is_shown_behind_the_button(name):
    function = getattr(solutions, name.replace("-", "_"))
    report = check(name, function, random.Random(1))
    assert report.right and f"and on {HIDDEN} hidden ones" in str(report)
    assert solution(name).startswith(f"def {function.__name__}(") and solution(name) in _unescaped(report)


def _unescaped(report):
    from html import unescape

    return unescape(report._repr_html_())


@pytest.mark.parametrize("name", sorted(set(EXERCISES) - {"duel-points"}))   # 9 distances: its table is the rule
def test_a_table_of_the_printed_answers_fails_on_the_hidden_positions(name):
    """The shown positions are the same every run, and from the second failure each report
    prints one of their answers: a learner who copies every answer printed into a table still
    fails, on a hidden position drawn for the run."""
    def key(args):          # a real game: what the learner's function can read of its position
        return (args[0].state_key(), args[1]) if hasattr(args[0], "state_key") else repr(args)

    table = {key(case.args): case.expected for case in EXERCISES[name].cases()}
    assert not hasattr(EXERCISES[name].cases()[0].args[0], "state_key") or len(table) == len(EXERCISES[name].cases())
    report = check(name, lambda *args: table[key(args)], random.Random(2))
    assert not report.right and report.index > report.total, str(report)
    assert str(report).startswith("✘ A hidden position, drawn for this run:")


@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_hidden_positions_change_from_run_to_run(name):
    draw = EXERCISES[name].hidden
    assert len(draw(random.Random(3))) == HIDDEN
    assert name == "duel-points" or [c.args for c in draw(random.Random(3))] != [c.args for c in draw(random.Random(4))]


def test_a_function_calling_the_engines_answer_is_refused_in_words():
    from wonderlab.architects.game import duel_tokens
    from wonderlab.core import science
    from wonderlab.core.science import science_points as points

    for name, function, called in (
            ("classic-science", lambda c, g, t: science.science_points((c, g, t)), "science_points"),
            ("classic-science", lambda c, g, t: points((c, g, t)), "science_points"),
            ("architects-duel", lambda mine, theirs: duel_tokens(mine, theirs), "duel_tokens")):
        report = check(name, function)
        assert not report.right and str(report) == (f"✘ Your function calls {called}, the engine's own answer: "
                                                    "write the rule yourself, from the rules of the game.")
    assert check("classic-science", classic_science).right

    def shields(mine, left, right):         # a helper of the learner's own, named like the engine's
        return (mine > left) + (mine > right)

    assert check("architects-battle", lambda mine, left, right: shields(mine, left, right)).right


def test_a_function_that_raises_is_reported_not_raised_and_a_float_is_not_an_int():
    report = check("duel-points", lambda d: 1 // 0)
    assert not report.right and "ZeroDivisionError" in str(report) and "engine says" not in str(report)
    assert "(the engine says 0)" in str(check("duel-points", lambda d: 1 // 0))
    report = check("classic-treasury", lambda coins: coins / 3 if coins else 0)
    assert "0.3333333333333333" in str(report)
    report = check("classic-treasury", lambda coins: float(coins // 3))
    assert "(int)" in str(report) and "(float)" in str(report)


def test_an_unknown_exercise_is_refused_and_the_report_speaks_french():
    with pytest.raises(ValueError, match="classic-science"):
        check("nope", print)
    set_language("fr")
    try:
        assert "ce n'est pas ce que donnent les règles" in str(check("duel-points", lambda d: -1))
        assert "Le moteur dit" in str(check("duel-points", lambda d: -1))
        assert "fin de l'Âge" in str(check("classic-military", lambda *a: 99))
    finally:
        set_language("en")


def test_each_code_exercise_sits_in_a_tagged_cell_of_its_series_with_its_report_stored():
    """The cells the learner writes in are tagged ``wonderlab-code-exercise``; their stored output
    is the check's report (the starting function is a typical mistake, so it shows a position)."""
    import json
    from pathlib import Path

    notebooks = Path(__file__).resolve().parents[2] / "notebooks"
    found = {}
    for game in ("classic", "duel", "architects"):
        for path in sorted((notebooks / game).glob("*.ipynb")):
            for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
                if "wonderlab-code-exercise" in cell["metadata"].get("tags", ()):
                    source = "".join(cell["source"])
                    name = source.split('check("')[1].split('"')[0]
                    assert name.startswith(game) and "def " in source, (path.name, name)
                    shown = "".join("".join(o.get("data", {}).get("text/plain", "")) for o in cell["outputs"])
                    assert shown.startswith("✘ Position "), (path.name, shown)
                    found[name] = path.name
    assert set(found) == set(EXERCISES)


def test_the_teachers_guide_holds_every_reference_solution_with_its_notebook():
    from pathlib import Path

    guide = (Path(__file__).resolve().parents[2] / "notebooks" / "classroom" / "README.md").read_text(encoding="utf-8")
    for name in EXERCISES:
        assert f"- **{name}** (" in guide and f"**{name}** (-)" not in guide
        assert "\n".join(f"  {line}".rstrip() for line in solution(name).splitlines()) in guide


def test_the_python_you_need_is_linked_from_the_start_and_the_first_code_exercise():
    import json
    from pathlib import Path

    notebooks = Path(__file__).resolve().parents[2] / "notebooks"

    def text(path):
        return "\n".join("".join(c["source"]) for c in json.loads((notebooks / path).read_text(encoding="utf-8"))["cells"])

    for start, first, target in (("00-start-here.ipynb", "classic/01-goal-and-scoring.ipynb", "python-you-need.ipynb"),
                                 ("fr/00-commencer-ici.ipynb", "fr/classic/01-but-et-decompte.ipynb", "le-python-utile.ipynb")):
        page = text(target if start.startswith("00") else f"fr/{target}")
        assert all(word in page for word in ("def ", "if ", "for ", "min(", "max(", "None", "check("))
        assert f"]({target})" in text(start) and f"](../{target})" in text(first)


def test_the_duel_tokens_line_is_seed_004s_worked_example():
    """Seed 004: "Jetons Progrès: Agriculture : 4 points. Philosophie : 7 points. Mathématiques : 3
    points par jeton Progrès possédé." Hugo's 3 tokens, Agriculture (4) and Mathematics (3 × 3 = 9)
    and Law: 13; the reference solution says so, and the check refuses a function that forgets
    that Mathematics counts every token."""
    from types import SimpleNamespace

    from wonderlab.duel.cards import token_set

    token = token_set().by_name
    hugo = SimpleNamespace(tokens=[token("Agriculture"), token("Mathematics"), token("Law")])
    game = SimpleNamespace(city=lambda seat: hugo)
    assert solutions.duel_progress(game, 0) == 4 + 3 * 3
    assert solutions.duel_progress(SimpleNamespace(city=lambda seat: SimpleNamespace(tokens=[token("Philosophy")])), 0) == 7
    assert not check("duel-progress", lambda g, s: sum(t.effect.points for t in g.city(s).tokens)).right

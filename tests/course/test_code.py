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


def test_every_code_exercise_has_its_functions_here_and_five_a_series():
    assert set(CASES) == set(EXERCISES)
    for game in ("classic", "duel", "architects"):
        assert sum(name.startswith(game) for name in EXERCISES) >= 5


@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_a_function_written_from_the_rules_agrees_with_the_engine(name):
    right, _wrongs = CASES[name]
    report = check(name, right)
    assert report.right, str(report)
    assert str(report).startswith("✔") and f"all {report.total} positions" in str(report)
    assert report.total >= 9


@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_each_typical_wrong_function_is_shown_its_first_differing_position(name):
    right, wrongs = CASES[name]
    cases = EXERCISES[name].cases()
    for wrong in wrongs:
        forget()
        report = check(name, wrong)
        assert not report.right
        first = next(i for i, case in enumerate(cases) if wrong(*case.args) != case.expected)
        assert report.case == cases[first] and report.got == wrong(*cases[first].args)
        assert report.expected == right(*cases[first].args)
        text = str(report)
        assert text.startswith(f"✘ Position {first + 1} of {len(cases)}: {cases[first].shown}.")
        assert "_repr_html_" not in text


@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_the_engines_answer_comes_at_the_second_failure_and_the_solution_at_the_third(name):
    from wonderlab.core.i18n import say

    wrong = CASES[name][1][0]
    reports = [check(name, wrong) for _ in range(3)]
    texts = [str(report) for report in reports]
    expected = f"The engine says {reports[0].expected}"
    rule, look = (say(f"course.hint.code.{name}.{step}") for step in ("rule", "look"))
    assert expected not in texts[0] and "not what the rules give" in texts[0] and rule in texts[0]
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
    table = {repr(case.args): case.expected for case in EXERCISES[name].cases()}
    report = check(name, lambda *args: table[repr(args)], random.Random(2))
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

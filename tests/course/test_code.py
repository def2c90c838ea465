"""Code to write (issue 19): each code exercise accepts a function written from the rules and
answers two typical wrong ones with the first position where they differ from the engine."""

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.course.code import EXERCISES, check


def classic_science(compass, gear, tablet):
    return compass ** 2 + gear ** 2 + tablet ** 2 + 7 * min(compass, gear, tablet)


def classic_wild(compass, gear, tablet, wildcards):
    if not wildcards:
        return classic_science(compass, gear, tablet)
    return max(classic_wild(*[n + (i == k) for i, n in enumerate((compass, gear, tablet))], wildcards - 1)
               for k in range(3))


def classic_military(shields, left, right, age):
    win = {1: 1, 2: 3, 3: 5}[age]
    return sum(win if shields > other else -1 if shields < other else 0 for other in (left, right))


def classic_trade(need, left, right, left_price, right_price):
    if left + right < need:
        return None
    cheap, dear = sorted([(left_price, left), (right_price, right)])
    from_cheap = min(need, cheap[1])
    return from_cheap * cheap[0] + (need - from_cheap) * dear[0]


def duel_pairs(symbols):
    return sum(1 for s in set(symbols) if symbols.count(s) >= 2)


def duel_looting(start, shields):
    end = min(start + shields, 9)
    return (2 if start < 3 <= end else 0) + (5 if start < 6 <= end else 0)


def duel_points(distance):
    return 0 if distance == 0 else 2 if distance <= 2 else 5 if distance <= 5 else 10


def architects_battle(mine, left, right):
    return (mine > left) + (mine > right)


def architects_duel(mine, theirs):
    if mine <= theirs:
        return 0
    return 2 if mine >= 2 * theirs and mine >= 2 else 1


def architects_shape(cards, identical):
    greys = [c for c in cards if c != "gold"]
    return len(set(greys)) <= 1 if identical else len(set(greys)) == len(greys)


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
        report = check(name, wrong)
        assert not report.right
        first = next(i for i, case in enumerate(cases) if wrong(*case.args) != case.expected)
        assert report.case == cases[first] and report.got == wrong(*cases[first].args)
        assert report.expected == right(*cases[first].args)
        text = str(report)
        assert text.startswith(f"✘ Position {first + 1} of {len(cases)}: {cases[first].shown}.")
        assert f"The engine says {report.expected}" in text and "_repr_html_" not in text


def test_a_function_that_raises_is_reported_not_raised_and_a_float_is_not_an_int():
    report = check("duel-points", lambda d: 1 // 0)
    assert not report.right and "ZeroDivisionError" in str(report)
    report = check("classic-treasury", lambda coins: coins / 3 if coins else 0)
    assert "0.3333333333333333" in str(report)
    report = check("classic-treasury", lambda coins: float(coins // 3))
    assert "(int)" in str(report) and "(float)" in str(report)


def test_an_unknown_exercise_is_refused_and_the_report_speaks_french():
    with pytest.raises(ValueError, match="classic-science"):
        check("nope", print)
    set_language("fr")
    try:
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

"""A worked example says what its cell prints (issue 36): prose that quotes a cell's output
(``The cell prints `…` ``, ``La cellule affiche `…` ``, then each further quoted line of the same
paragraph) finds
it, word for word, in the output of the code cell that follows; and the worked example of
classic/04 that teaches that coins earned this turn wait for the next plays the builds its prose
names (it once named a Workshop and played a Stockade)."""

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COURSE = sorted(p.relative_to(ROOT / "notebooks").as_posix()
                for folder in ("classic", "duel", "architects", "fr/classic", "fr/duel", "fr/architects")
                for p in (ROOT / "notebooks" / folder).glob("*.ipynb"))
CLAIM = re.compile(r"\b(?:[Tt]he\s+cell\s+prints|[Ll]a\s+cellule\s+affiche)\b(.*)", re.S)


def output_text(cell):
    return "".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get("text/plain", ""))
                   for o in cell.get("outputs", []))


def claims(markdown):
    """The quoted outputs of a markdown text: every ``…`` span of a paragraph from its first
    "The cell prints" (or "La cellule affiche") on.

    >>> claims("Look. The cell prints `a: 1`, then `b: 2`.\\n\\nNot `c`.")
    ['a: 1', 'b: 2']
    """
    found = []
    for paragraph in markdown.split("\n\n"):
        said = CLAIM.search(paragraph)
        if said:
            found += [" ".join(span.split()) for span in re.findall(r"`([^`]+)`", said.group(1))]
    return found


def worked_examples(path):
    cells = json.loads((ROOT / "notebooks" / path).read_text(encoding="utf-8"))["cells"]
    for prose, code in zip(cells, cells[1:], strict=False):
        if prose["cell_type"] == "markdown" and code["cell_type"] == "code":
            quoted = claims("".join(prose["source"]))
            if quoted:
                yield prose, code, quoted


@pytest.mark.parametrize("path", COURSE)
def test_what_the_prose_says_a_cell_prints_is_what_it_prints(path):
    for prose, code, quoted in worked_examples(path):
        printed = " ".join(output_text(code).split())
        for claim in quoted:
            assert claim in printed, (path, prose.get("id"), claim, printed)


def test_the_prose_quotes_outputs_in_both_languages():
    assert len([q for p in COURSE if not p.startswith("fr/") for q in worked_examples(p)]) >= 1
    assert len([q for p in COURSE if p.startswith("fr/") for q in worked_examples(p)]) >= 1


def test_the_trading_example_plays_the_builds_its_prose_names():
    from wonderlab.classic import card_set

    cells = {c.get("id"): c for c in json.loads((ROOT / "notebooks/classic/04-trading.ipynb").read_text())["cells"]}
    prose, code = "".join(cells["c15"]["source"]), "".join(cells["c16"]["source"])
    named = {card.name for card in card_set().cards if re.search(rf"\b{card.name}\b", prose)}
    played = set(re.findall(r'card_actions\(\d, "([^"]+)"\)', code))
    assert named == played == {"Barracks", "Workshop", "Glassworks"}

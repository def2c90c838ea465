"""Issue 38 (a student's seat in French, 360 px: « étapes de merveille: »): French writes a
no-break space before « : ; ? ! » (a line never starts with the colon), in the live classroom's
pages and in the table they draw, as in the catalogue (``tests/test_french_typography.py``). The
pages' own texts are checked here; a label joined to its colon in a script goes through the
script's one helper (``colon(view)`` in play.js, ``COLON`` in teacher.js)."""

import json
import re
from pathlib import Path

import pytest

import wonderlab.live
import wonderlab.table  # noqa: F401 (its catalogue)
import wonderlab.widgets
from wonderlab.core.i18n import say, set_language

LIVE = Path(wonderlab.live.__file__).parent / "static"
SCRIPTS = [LIVE / "live.js", LIVE / "teacher.js", Path(wonderlab.widgets.__file__).parent / "static" / "play.js"]
# a double punctuation mark with no space before it, or an ordinary (breaking) one
UNSPACED = re.compile(r"(?:^|[^\u00a0\u202f])[:;?!](?=\s|$)")
# a label glued to a colon of its own: `+ ": "`, `, ": "`, or `${label}: ` in a template
GLUED = re.compile(r'(?:[+,(]\s*"\s?:\s)|\$\{[^}]*\}:\s')


def _french_texts(path):
    """The strings of the script's French catalogue (``fr: { ... }`` inside ``TEXTS``)."""
    text = path.read_text(encoding="utf-8")
    block = text[text.index("  fr: {"):text.index("\n};", text.index("  fr: {"))]
    return [json.loads(f'"{s}"') for s in re.findall(r'"((?:[^"\\]|\\.)*)"', block)]


@pytest.mark.parametrize("path", SCRIPTS[:2], ids=lambda p: p.name)
def test_every_french_text_of_the_live_pages_has_a_no_break_space_before_its_colon(path):
    texts = _french_texts(path)
    assert len(texts) > 5 and any(":" in t for t in texts)
    assert [t for t in texts if UNSPACED.search(t)] == []


def test_the_check_finds_a_label_glued_to_its_colon():
    assert UNSPACED.search("Connexion perdue : reconnexion") and UNSPACED.search("merveille: 2")
    assert not UNSPACED.search("Connexion perdue\u00a0: reconnexion")
    for glued in ('L.stages + ": "', "`${L.military}: ${b.pawn_text}`", 'h("b", {}, ": ")'):
        assert GLUED.search(glued), glued
    assert not GLUED.search('view.lang === "fr" ? "\\u00a0: " : ": "')


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_no_script_glues_a_label_to_a_colon_of_its_own(path):
    glued = [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if GLUED.search(line)]
    assert glued == []


def test_the_review_log_puts_a_no_break_space_before_the_colon_in_french():
    set_language("fr")
    try:
        assert say("play.log_line", label="Âge I · tour 1", line="Ana construit Bains") == \
            "Âge I · tour 1\u00a0: Ana construit Bains"
    finally:
        set_language("en")
    assert say("play.log_line", label="Age I · turn 1", line="Ana built Baths") == "Age I · turn 1: Ana built Baths"

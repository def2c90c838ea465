"""Accessibility (issue 40): axe-core's WCAG 2.1 A and AA rules, run in the page on every app's
table (first drawing and a card clicked) and on course pages, in the light and dark themes, find
nothing serious or critical. axe-core is the npm package of tests/browser/package.json, installed
by ``npm ci`` in tests/browser (.ci/run does it) and loaded from disk into the page, never from a
CDN."""

import json
import secrets
import sys

import pytest

from .jupyter import RENDER_S, ROOT, Server, Steps, free_port
from .table import Clicks

HERE = ROOT / "tests" / "browser"
AXE = HERE / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
GAMES = ("classic", "duel", "architects")
PAGES = {"00-start-here.ipynb": "Start here", "classroom/student.ipynb": "Classroom"}


def axe_findings(page):
    """axe.run on ``page`` with the rules of ``TAGS``: its serious and critical findings, one
    line each."""
    if not AXE.exists():
        pytest.fail(f"axe-core is not installed: run `npm ci` in {HERE.relative_to(ROOT)}")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    # the rules of these tags, the experimental ones too (label-content-name-mismatch is one)
    result = page.evaluate("""tags => {
        const rules = {};
        for (const rule of axe.getRules(tags)) rules[rule.ruleId] = {enabled: true};
        return axe.run(document, {runOnly: {type: 'tag', values: tags}, rules: rules})
            .then(r => r.violations.map(v => ({id: v.id, impact: v.impact,
                nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary)})));
    }""", TAGS)
    return [f"{v['id']} ({v['impact']}) ×{len(v['nodes'])}: {json.dumps(v['nodes'][:2])}"
            for v in result if v["impact"] in ("serious", "critical")]


@pytest.fixture(scope="module")
def app(browser_ready, tmp_path_factory):
    """``python tools/app.py`` (make app): the wonderlab template, ?theme=dark allowed."""
    port, token = free_port(), secrets.token_hex(16)
    argv = [sys.executable, str(ROOT / "tools" / "app.py"), "--port", str(port), "--token", token]
    server = Server("voila-app", argv, f"http://127.0.0.1:{port}", token,
                    tmp_path_factory.mktemp("axe-app"), "/").start()
    yield server
    server.stop()


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("game", GAMES)
def test_every_apps_table_has_no_serious_accessibility_finding(app, page, game, theme):
    steps = Steps(page, f"axe-{game}-{theme}")
    page.goto(app.url(f"/voila/render/app/{game}.ipynb?theme={theme}"), timeout=RENDER_S * 1000)
    table = Clicks(steps, game).appear(RENDER_S)
    dark = page.evaluate("document.body.getAttribute('data-jp-theme-light')")
    assert dark == ("false" if theme == "dark" else "true")
    assert axe_findings(page) == [], f"the {game} table's first drawing, {theme}"
    cards = table.cards()
    if cards:                                   # Duel opens on its wonder draft
        table.select(cards[0])
    else:
        table.choose(min(table.options()))
    table.shot("clicked")
    assert axe_findings(page) == [], f"the {game} table once clicked, {theme}"


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("name", list(PAGES))
def test_course_pages_have_no_serious_accessibility_finding(app, page, name, theme):
    steps = Steps(page, f"axe-{name.replace('/', '-')}-{theme}")
    page.goto(app.url(f"/voila/render/{name}?theme={theme}"), timeout=RENDER_S * 1000)
    steps.wait(f"{name} drawn", lambda ms: page.get_by_text(PAGES[name]).first.wait_for(timeout=ms),
               RENDER_S)
    steps.wait(f"every widget of {name} drawn", lambda ms: page.wait_for_function(
        "() => document.querySelector('.jp-OutputArea-output') && ![...document.querySelectorAll("
        "'.jp-OutputArea-output')].some(o => o.textContent.trim() === 'Loading widget...')",
        timeout=ms), RENDER_S)
    steps.shot("page")
    assert axe_findings(page) == [], f"{name}, {theme}"

"""The coach where the JupyterLite site runs it (issue 35): no threads, no pandas.

Pyodide cannot start a thread (``RuntimeError("can't start new thread")``) and the offline site
has no pandas. The review's "Analyse my decisions" then analyses in the click itself; a failure
says one line, closes the box and keeps the finished game; the coach draws the hint from plain
rows, with pandas unimportable."""

import asyncio
import sys
import threading

import pytest

from wonderlab.table import coach
from wonderlab.widgets import PlayTable


@pytest.fixture(scope="module")
def ended():
    table = PlayTable("architects", players=2, seed=3, analysis_playouts=4)
    while not table.is_over:
        table.choose(min(option["index"] for option in table.view["options"]))
        table.confirm()
    return table


_THREAD = threading.Thread      # before a test takes threads away


def _on_a_loop(main):
    """Run coroutine function ``main`` to its end on an event loop of its own (in a thread of
    the test's: the browser tests leave a loop running in this one)."""
    failed = []

    def run():
        try:
            asyncio.run(main())
        except BaseException as error:      # handed to the test's thread
            failed.append(error)

    runner = _THREAD(target=run)
    runner.start()
    runner.join()
    if failed:
        raise failed[0]


def _click(table, kind):
    table._on_message(table, {"type": kind}, [])


def _fresh(table):
    table.table.coach_analysis = table.table.coach_busy = None
    table.table.message = ""
    table._analysing = None


def test_no_thread_to_start_analyses_in_the_click(ended, monkeypatch):
    def refuse(self):
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", refuse)
    _fresh(ended)
    record = ended.table.record()
    _click(ended, "analyse")
    analysis = ended.view["coach"]["analysis"]
    assert analysis is not None and analysis["done"] == analysis["total"] > 0
    assert ended.view["coach"]["busy"] is None
    assert ended.is_over and ended.table.record() == record


def test_the_browser_python_analyses_on_its_event_loop_and_stop_gets_in(ended, monkeypatch):
    """Pyodide: no thread; the analysis is a task on the event loop, one decision a step, and a
    Stop click that arrives between two steps stops it, keeping the decisions done."""
    def no_thread(*args, **kwargs):
        raise AssertionError("a thread was made in the browser's Python")

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(threading, "Thread", no_thread)
    seen = []

    async def click_then_stop():
        _fresh(ended)
        _click(ended, "analyse")
        assert ended.view["coach"]["busy"] == {"done": 0, "total": None}     # the click returned at once
        while ended.view["coach"]["busy"] is not None and ended.view["coach"]["busy"]["done"] < 2:
            await asyncio.sleep(0)
        seen.append(ended.view["coach"]["busy"]["done"])
        _click(ended, "cancel_analysis")          # a Stop click, between two decisions
        while ended._analysing.is_alive():
            await asyncio.sleep(0)

    _on_a_loop(click_then_stop)
    analysis = ended.view["coach"]["analysis"]
    assert seen == [2] and analysis["interrupted"] and analysis["done"] == 2 < analysis["total"]
    assert ended.view["coach"]["busy"] is None and ended.is_over


def test_the_browser_python_analyses_every_decision_when_not_stopped(ended, monkeypatch):
    from wonderlab.table.coach import analysis

    monkeypatch.setattr(sys, "platform", "emscripten")

    async def click():
        _fresh(ended)
        _click(ended, "analyse")
        while ended._analysing.is_alive():
            await asyncio.sleep(0)

    _on_a_loop(click)
    sliced = ended.view["coach"]["analysis"]
    assert not sliced["interrupted"] and sliced["done"] == sliced["total"] > 2
    analysis(ended.table)                       # the same analysis in one go gives the same decisions
    assert ended.view["coach"]["analysis"] == sliced


def test_a_failed_analysis_says_one_line_closes_the_box_and_keeps_the_game(ended, monkeypatch):
    def broken(*args, **kwargs):
        raise ModuleNotFoundError("No module named 'pandas'")

    monkeypatch.setattr(threading.Thread, "start", lambda self: (_ for _ in ()).throw(RuntimeError("no thread")))
    monkeypatch.setattr(coach, "analysis", broken)
    _fresh(ended)
    record = ended.table.record()
    _click(ended, "analyse")
    assert ended.view["message"] == "Something went wrong: ModuleNotFoundError(\"No module named 'pandas'\")"
    assert ended.view["coach"]["busy"] is None
    assert ended.is_over and ended.table.record() == record and ended.view["review"] is not None


def test_the_hint_is_drawn_from_plain_rows_without_pandas(monkeypatch):
    """With ``import pandas`` failing, as on the offline site, the table's Hint answers: the lab
    gives its rows as plain dicts and the coach draws them, each with its reason."""
    monkeypatch.setitem(sys.modules, "pandas", None)
    with pytest.raises(ImportError):
        import pandas  # noqa: F401
    table = PlayTable("duel", seed=5)
    _click(table, "hint")
    rows = table.view["coach"]["hint"]["rows"]
    assert table.view["message"] == "" and len(rows) >= 2
    legal = {a.notation for a in table.game.legal_actions(table.game.waiting[0])}
    assert {row["action"] for row in rows} <= legal
    assert all("Compared with " in row["why"] for row in rows)


def test_a_failure_on_the_event_loop_says_one_line_and_keeps_the_game(ended, monkeypatch):
    def broken(*args, **kwargs):
        yield None
        raise ModuleNotFoundError("No module named 'pandas'")

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(coach, "analysis_slices", broken)
    record = ended.table.record()

    async def click():
        _fresh(ended)
        _click(ended, "analyse")
        while ended._analysing.is_alive():
            await asyncio.sleep(0)

    _on_a_loop(click)
    assert ended.view["message"] == "Something went wrong: ModuleNotFoundError(\"No module named 'pandas'\")"
    assert ended.view["coach"]["busy"] is None and ended.view["coach"]["analysis"] is None
    assert ended.is_over and ended.table.record() == record


def test_the_coach_runs_in_a_python_that_cannot_import_pandas():
    """The offline site has no pandas: in a fresh Python where ``import pandas`` fails, before
    any of wonderlab is imported, what_if (a game, a record at a turn), its figure, a hint, an
    analysis, its key decisions and its figure all answer, and pandas is never imported."""
    import os
    import subprocess

    script = """
import sys
sys.modules["pandas"] = None
from wonderlab.lab import analyse, bot_record, hint, key_decisions, what_if, win_rate_figure
from wonderlab.lab.whatif import what_if_figure
from wonderlab.duel.game import Game
record = bot_record("classic", players=3, seed=2031, bots=("greedy",))
at_turn = what_if(record, 0, turn=3, rollouts=3, progress=False)
duel = what_if(Game(seed=2), 0, rollouts=3)
figure = what_if_figure(at_turn)
shown = hint(Game(seed=2), 0, playouts=20)
frame = analyse(record, 0, playouts=6, progress=False, steps=range(0, 9))
key = key_decisions(frame)
lines = win_rate_figure(frame)
assert sys.modules["pandas"] is None
print(len(at_turn), len(duel), len(figure.data[0].x), len(shown), len(frame), len(key), len(lines.data))
"""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    at_turn, duel, bars, shown, decisions, key, lines = map(int, done.stdout.split())
    assert at_turn >= 2 and duel >= 2 and bars == at_turn and shown >= 2
    assert decisions == 3 and 1 <= key <= 3 and lines == 2

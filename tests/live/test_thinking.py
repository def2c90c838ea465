"""A search bot thinks off the server's loop (``Hub`` with an executor): another table's click
is answered while it thinks, a message at its own table waits its turn, and each move is on disk
before anyone is shown it. The bot's think is held on an ``Event`` the test releases: no timing."""

import asyncio
import json
import multiprocessing
import threading
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

from wonderlab.core.records import GameRecord
from wonderlab.live.hub import Hub
from wonderlab.live.session import Classroom

from .apart import run_apart


class Screen:
    """A student's browser; with ``table``, each view it is sent notes how many moves that
    table's record on disk held at that moment."""

    def __init__(self, table=None):
        self.frames, self.table, self.on_disk = [], table, []

    def send(self, data):
        json.dumps(data)
        self.frames.append(data)
        if self.table is not None and data["type"] == "view":
            self.on_disk.append(len(GameRecord.load(self.table.path).actions))

    def views(self):
        return [f["view"] for f in self.frames if f["type"] == "view"]


async def _settle(hub):
    """Let the loop run what is ready (what is held on purpose stays held), the records being
    written (in the hub's threads) included."""
    while True:
        for _ in range(200):
            await asyncio.sleep(0)
        if not hub.writing:
            return
        await asyncio.sleep(0.01)          # a write's fsync: waited for, however long it takes


def _say(hub, screen, **message):
    hub.receive(screen, json.dumps(message))


async def _scenario(tmp_path):
    room = Classroom(tmp_path)
    session = room.create({"game": "duel", "tables": 2, "bots": "search", "seating": "teacher", "seed": 7})
    pool = ThreadPoolExecutor(2)
    hub = Hub(room, executor=pool)
    ana, cy, di = Screen(), Screen(), Screen()
    for screen, name in ((ana, "Ana"), (cy, "Cy"), (di, "Di")):
        _say(hub, screen, type="join", code=session.code, name=name)
    students = session.students
    session.move(students[0], 0, 0)
    session.move(students[1], 1, 0)
    session.move(students[2], 1, 1)
    first, second = session.tables
    started, release = threading.Event(), threading.Event()
    session.start(0)                                 # seat 2 gets a search bot
    bot = first.table.bots[1]
    real = bot.choose

    def held(game, city, rng):
        started.set()
        assert release.wait(60)
        return real(game, city, rng)

    bot.choose = held
    session.start(1)
    ana.table, cy.table = first, second
    await _settle(hub)
    hub.broadcast(first)
    hub.broadcast(second)
    while not started.is_set():                      # Ana plays until it is the bot's turn
        assert first.table.bot_job(0) is not None
        _say(hub, ana, type="choose", index=0)
        _say(hub, ana, type="confirm")
        await _settle(hub)
    moves = len(GameRecord.load(first.path).actions)
    return hub, pool, session, first, second, ana, cy, di, started, release, moves


def test_another_tables_click_is_answered_while_a_search_bot_thinks(tmp_path):
    async def go():
        hub, pool, session, first, second, ana, cy, di, started, release, moves = await _scenario(tmp_path)
        mover = cy if second.table.bot_job(0) is not None else di
        seat = 0 if mover is cy else 1
        before, ana_before = len(mover.views()), len(ana.frames)
        _say(hub, mover, type="choose", index=0)     # at table 2, while table 1's bot is held
        await _settle(hub)
        answered = mover.views()[before:]
        assert answered and answered[-1]["pick"] == 0 and answered[-1]["viewer"] == seat
        assert not release.is_set() and len(GameRecord.load(first.path).actions) == moves
        _say(hub, ana, type="choose", index=0)       # at table 1: waits for the bot's move
        await _settle(hub)
        assert len(ana.frames) == ana_before
        release.set()
        while hub.tasks:                             # the bot's move, then Ana's answer
            await asyncio.wait(list(hub.tasks))
        after = len(GameRecord.load(first.path).actions)
        assert after > moves                         # the bot played (a Duel move may play again)
        since = [f["view"] for f in ana.frames[ana_before:] if f["type"] == "view"]
        assert since[-1]["pick"] == 0 and all(v["pick"] is None for v in since[:-1])
        assert ana.on_disk[-1] == after and min(ana.on_disk[-len(since):]) > moves   # shown once on disk
        pool.shutdown()
    run_apart(go())



def test_search_bots_think_in_other_processes_and_play_this_games_own_moves(tmp_path):
    async def go():
        room = Classroom(tmp_path)
        session = room.create({"game": "duel", "bots": "search", "seed": 2})
        pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
        hub = Hub(room, executor=pool)
        session.start(0)                             # two search bots, no student
        live = session.tables[0]
        while live.moves < 2:                        # their moves come back from the other process
            await asyncio.wait(list(hub.tasks), timeout=1)
        session.close(0)
        while hub.tasks:
            await asyncio.wait(list(hub.tasks))
        pool.shutdown()
        record = GameRecord.load(live.path)
        assert len(record.actions) == live.moves >= 2
        again = live.table.seat.replay(record)       # the record replays to the game the server holds
        seat = live.table.seat
        assert seat.view(again, 0, 0) == seat.view(live.table.game, 0, 0)
    run_apart(go())


def test_a_hint_is_worked_out_off_the_loop_and_shown_to_its_seat_only(tmp_path):
    async def go():
        room = Classroom(tmp_path)
        session = room.create({"game": "classic", "players": 3, "bots": "greedy", "hints": True, "seed": 4})
        pool = ThreadPoolExecutor(1)
        hub = Hub(room, executor=pool)
        ana, bo = Screen(), Screen()
        _say(hub, ana, type="join", code=session.code, name="Ana")
        _say(hub, bo, type="join", code=session.code, name="Bo")
        session.start(0)
        await _settle(hub)
        _say(hub, ana, type="hint")
        assert not any(v["coach"]["hint"] for v in ana.views())     # not yet: it is thinking
        while hub.tasks:
            await asyncio.wait(list(hub.tasks))
        pool.shutdown()
        rows = ana.views()[-1]["coach"]["hint"]["rows"]
        table = session.tables[0].table
        legal = {o.action.notation for o in table.seat.options(table.game, 0)}
        assert rows and {row["action"] for row in rows} <= legal
        assert bo.views() and not bo.views()[-1]["coach"]["hint"]
    run_apart(go())


def test_a_bots_move_owed_when_the_server_stopped_is_played_at_the_first_tick_after_a_restart(tmp_path):
    """The server stopped while a bot thought: the student's move is on disk, the bot's is not."""
    room = Classroom(tmp_path)
    session = room.create({"game": "duel", "bots": "greedy", "seed": 7})
    hub, ana = Hub(room), Screen()
    _say(hub, ana, type="join", code=session.code, name="Ana")
    room.drive_later = lambda live: None              # the bot's think never comes back
    session.start(0)
    live = session.tables[0]
    while live.table.bot_job(0) is not None:           # Ana plays until the bot owes a move
        _say(hub, ana, type="choose", index=0)
        _say(hub, ana, type="confirm")
    owed = len(GameRecord.load(live.path).actions)
    again = Classroom(tmp_path)                        # the restart
    table = again.find(session.code).tables[0]
    assert table.next_job() is not None and len(table.table.record().actions) == owed
    Hub(again).tick()
    assert table.next_job() is None and len(GameRecord.load(table.path).actions) > owed

"""``wonderlab bench live``: a class of simulated students plays whole games on a real server.

It starts ``wonderlab serve``'s app in its own process, creates a session as the teacher does
(through the API, with the server's token), connects each student over a websocket (tornado's
client), and lets them think 0.5 to 3 seconds (times ``think``) before each choice. A click is
timed from the Confirm sent to the view that answers it. With ``kill_restart`` the server is
killed (SIGKILL) mid-game and started again on the same folder: the students come back with
their seat secrets, and every move they were told of must be in the records. The last line:

    live: 32 students at 8 tables, 8/8 games finished, 0 lost actions, click median 40 ms, p95 120 ms, server 210 MB
"""

import asyncio
import json
import os
import random
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import WebSocketClosedError, websocket_connect

from ..core.records import GameRecord

__all__ = ["Server", "Student", "run"]


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """The live classroom's server in a child process, on a free loopback port."""

    def __init__(self, data, port=None, token=None, rate=None, analysis_playouts=None):
        self.data, self.port, self.rate = str(data), port or free_port(), rate
        self.analysis_playouts = analysis_playouts      # None: the server's own (LiveApp.analysis_playouts)
        self.token = token or secrets.token_hex(16)
        self.process = None

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}/wonderlab/live"

    def start(self, timeout=60):
        code = ("import sys; from wonderlab.live.app import LiveApp; LiveApp.launch_instance(sys.argv[1:])")
        self.process = subprocess.Popen(
            [sys.executable, "-c", code, "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={self.port}",
             "--ServerApp.port_retries=0", "--ServerApp.open_browser=False", "--allow-root",
             f"--IdentityProvider.token={self.token}", f"--LiveApp.data={self.data}",
             "--ServerApp.log_level=WARN", *([f"--LiveApp.rate={self.rate}"] if self.rate else []),
             *([f"--LiveApp.analysis_playouts={self.analysis_playouts}"] if self.analysis_playouts is not None else [])],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=dict(os.environ))
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", self.port)) == 0:
                    return self
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped at once (exit {self.process.returncode})")
            time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def kill(self):
        """SIGKILL: no clean shutdown, what a crash or a power cut does."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def memory(self):
        """The server's peak resident memory, in MB (VmHWM)."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
        return 0.0

    async def api(self, path, body=None):
        request = HTTPRequest(f"{self.base}/api/{path}", method="GET" if body is None else "POST",
                              body=None if body is None else json.dumps(body),
                              headers={"Authorization": f"token {self.token}"})
        response = await AsyncHTTPClient().fetch(request, raise_error=False)
        if body is None and path.endswith("/record"):
            return response.code, response.body.decode()
        return response.code, json.loads(response.body or b"{}")


EARLY = 20          # the early tables' students think this many times quicker


class Student:
    """One simulated student: joins, plays a random option after thinking, comes back after
    a lost connection with the seat secret."""

    def __init__(self, server, code, name, think, rng, early=0):
        self.server, self.code, self.name, self.think, self.rng = server, code, name, think, rng
        self.early = early               # at tables 1 to early: thinks 20 times quicker, clicks not timed
        self.secret = None
        self.clicks = []                 # seconds from Confirm to the answering view
        self.acked = 0                   # confirms answered with a view and no refusal
        self.views = 0
        self.over = False
        self.seat = None

    async def _connect(self):
        while True:
            try:
                return await websocket_connect(self.server.base.replace("http", "ws") + "/socket")
            except (OSError, HTTPClientError):          # refused, or a handshake timed out: again
                await asyncio.sleep(0.2)

    async def play(self, limit=3600):
        end = time.monotonic() + limit
        while not self.over and time.monotonic() < end:
            socket_ = await self._connect()
            first = {"type": "back", "code": self.code, "secret": self.secret} if self.secret else \
                {"type": "join", "code": self.code, "name": self.name}
            await socket_.write_message(json.dumps(first))
            try:
                await self._turns(socket_)
            except (OSError, WebSocketClosedError):
                pass
            finally:
                socket_.close()

    async def _read(self, socket_):
        try:
            text = await asyncio.wait_for(socket_.read_message(), 30)
        except TimeoutError:
            raise OSError("no answer in 30 s: connect again") from None
        if text is None:
            raise OSError("closed")
        return json.loads(text)

    async def _turns(self, socket_):
        view = None                   # a view in hand: the answer to a click may ask again
        while not self.over:
            if view is None:
                message = await self._read(socket_)
                if message["type"] == "joined" and message.get("secret"):
                    self.secret = message["secret"]
                if message["type"] != "view":
                    continue
                self.views += 1
                view = message["view"]
            current, view = view, None
            self.seat = current["live"]["seat"]
            if current["over"]:
                self.over = True
                return
            if not current["options"] or current["live"]["status"] != "playing":
                continue
            quick = current["live"]["table"] <= self.early
            await asyncio.sleep(self.rng.uniform(0.5, 3.0) * self.think / (EARLY if quick else 1))
            index = self.rng.choice(current["options"])["index"]
            await socket_.write_message(json.dumps({"type": "choose", "index": index}))
            answer = await self._until_view(socket_, lambda v, index=index: v["pick"] == index or v["message"])
            if answer["pick"] != index:       # the game moved on meanwhile: look again
                view = answer if "options" in answer else None
                continue
            started = time.perf_counter()
            await socket_.write_message(json.dumps({"type": "confirm"}))
            # the answer to this Confirm, not a view another seat's move sent meanwhile
            answer = await self._until_view(socket_, lambda v: v["pick"] is None or v["message"])
            if not quick:
                self.clicks.append(time.perf_counter() - started)
            if not answer["message"]:
                self.acked += 1
            view = answer if "options" in answer else None

    async def _until_view(self, socket_, answers):
        while True:
            message = await self._read(socket_)
            if message["type"] == "error":        # refused before the table saw it
                return {"pick": None, "message": message["message"], "over": False}
            if message["type"] == "view":
                self.views += 1
                if answers(message["view"]):
                    return message["view"]


async def _run(game, students, tables, think, kill_restart, seed, data, early=0, analysis_playouts=None,
               expansion=None):
    """The class played out (``expansion``: Duel's ``pantheon``, ``agora`` or ``both``)."""
    players = students // tables
    # students quicker than people (--think below 0.2, or early) would pass the rate a person never reaches
    server = Server(data, rate=None if think >= 0.2 and not early else 100_000,
                    analysis_playouts=analysis_playouts).start()
    try:
        settings = {"game": game, "players": players, "tables": tables, "bots": "greedy", "seed": seed}
        if expansion is not None:
            settings["expansion"] = expansion
        status, session = await server.api("sessions", settings)
        if status != 200:
            raise RuntimeError(session.get("message"))
        code = session["code"]
        rng = random.Random(seed)
        crowd = [Student(server, code, f"Student {i + 1}", think, random.Random(rng.random()), early)
                 for i in range(students)]
        tasks = [asyncio.ensure_future(s.play()) for s in crowd]
        while any(s.secret is None for s in crowd):
            for student, task in zip(crowd, tasks, strict=True):
                if task.done() and student.secret is None:      # stopped before sitting: said, not waited for
                    task.result()
                    raise RuntimeError(f"{student.name} stopped before joining")
            await asyncio.sleep(0.05)
        for table in range(1, tables + 1):
            await server.api(f"sessions/{code}", {"action": "start", "table": table})
        memory = 0.0
        if kill_restart:
            total = sum(s.acked for s in crowd)
            while sum(s.acked for s in crowd) < total + students * 4:
                await asyncio.sleep(0.05)
            memory = server.memory()
            server.kill()
            server.start()
        while not all(t.done() for t in tasks):
            await asyncio.sleep(0.2)
            memory = max(memory, server.memory())
        _, state = await server.api(f"sessions/{code}")
        finished = sum(1 for t in state["tables"] if t.get("over"))
        lost = 0
        for table in range(1, tables + 1):
            status, text = await server.api(f"sessions/{code}/tables/{table}/record")
            recorded = len(GameRecord.from_json(text).actions) if status == 200 else 0
            acked = sum(s.acked for s in crowd if _table_of(state, s.name) == table)
            lost += max(0, acked - recorded)
        clicks = sorted(c for s in crowd for c in s.clicks)
        analysed = (sum(1 for t in state["tables"] for seat in t["seats"] if seat.get("accuracy") is not None),
                    sum(1 for t in state["tables"][:early] for seat in t["seats"] if seat["name"]))
        return finished, lost, clicks, memory, analysed
    finally:
        server.stop()


def _table_of(state, name):
    for student in state["students"]:
        if student["name"] == name:
            return student["table"]
    return None


def check(game, students, tables, think, early=0):
    """The bench's figures, each refused in one line (a ``UsageError``-like ``ValueError``)."""
    from ..table import seat_module

    seats = seat_module(game).PLAYERS
    if students % tables or not seats[0] <= students // tables <= seats[-1]:
        raise ValueError(f"--students {students} --tables {tables}: {game} tables seat {seats[0]} to "
                         f"{seats[-1]} players each, the same number at every table")
    if not 0 < think <= 100:
        raise ValueError(f"--think {think}: give a number above 0, at most 100")
    if not 0 <= early < tables:
        raise ValueError(f"--early {early}: give a number of tables from 0 to {tables - 1}")


def run(game="classic", students=32, tables=8, think=1.0, kill_restart=False, seed=0, data=None, early=0,
        analysis_playouts=None):
    """Play the class out; print and return the last line. With ``early``, tables 1 to ``early``
    play 20 times quicker: their games end, and their students' decisions are analysed (with
    ``analysis_playouts`` rollouts a decision, the server's own when None; 0: none), while the
    other tables play, whose clicks alone are timed."""
    with tempfile.TemporaryDirectory(prefix="wonderlab-live-") as folder:
        finished, lost, clicks, memory, analysed = asyncio.run(
            _run(game, students, tables, think, kill_restart, seed, data or folder, early, analysis_playouts))
    median = statistics.median(clicks) * 1000 if clicks else 0.0
    p95 = clicks[min(len(clicks) - 1, int(0.95 * len(clicks)))] * 1000 if clicks else 0.0
    line = (f"live: {students} students at {tables} tables, {finished}/{tables} games finished, "
            f"{lost} lost actions, click median {median:.0f} ms, p95 {p95:.0f} ms, server {memory:.0f} MB")
    if early:
        line += (f" (clicks at tables {early + 1} to {tables}; analyses finished by the end: {analysed[0]}, "
                 f"{analysed[1]} students at the early tables)")
    print(line, flush=True)
    return line

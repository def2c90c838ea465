"""A learner's bot at a live table (``wonderlab.live.client``), played from the learner's own
process: it plays a whole table against a shipped bot, what its seat is sent to decide holds
nothing the seat cannot see, and a bot that raises or returns an illegal move is refused in
words with the game as it was (docs/live.md, "A learner's bot at the table")."""

import json
import random
import threading
import time

import pytest

from wonderlab.course.arc import first_action, read_bot, save_bot
from wonderlab.live.bench import Server
from wonderlab.live.client import SeatDriver, play_seat
from wonderlab.live.hub import Hub
from wonderlab.live.session import Classroom

from .apart import run_apart


class Screen:
    """The learner's end of the socket: every frame it is sent."""

    def __init__(self):
        self.frames, self.games, self.live = [], [], None

    def send(self, data):
        self.frames.append(json.loads(json.dumps(data)))      # as the socket carries it
        table = self.live.table if self.live is not None else None
        self.games.append(table.game.state_key() if table is not None else None)


def _learner(log):
    """A learner's bot: the middle one of its legal actions, noted in ``log``."""
    def choose(game, seat):
        legal = game.legal_actions(seat)
        action = legal[len(legal) // 2]
        log.append(json.loads(json.dumps(action.to_json())))
        return action
    return choose


def _seated(tmp_path, game="duel", **settings):
    room = Classroom(tmp_path)
    session = room.create({"game": game, "bots": "greedy", "seed": 11, **settings})
    hub, screen = Hub(room, rate=10_000), Screen()
    screen.live = session.tables[0]
    hub.receive(screen, json.dumps({"type": "join", "code": session.code, "name": "Ana bot"}))
    session.start(0)
    hub.broadcast(session.tables[0])
    return session, hub, screen


def _drive(hub, screen, driver, limit=5000):
    """Hand every frame to ``driver`` and send what it answers, until the game ends."""
    read = 0
    while not driver.over and read < len(screen.frames) and read < limit:
        frame, read = screen.frames[read], read + 1
        for message in driver.receive(frame):
            hub.receive(screen, json.dumps(message))


@pytest.mark.parametrize("game", ["classic", "duel", "architects"])
def test_a_learners_bot_plays_a_whole_live_table_against_greedy_its_own_moves_in_the_record(tmp_path, game):
    session, hub, screen = _seated(tmp_path, game, players=3 if game != "duel" else 2)
    chosen = []
    driver = SeatDriver(_learner(chosen), seed=1)
    _drive(hub, screen, driver)
    table = session.tables[0].table
    assert driver.over and table.is_over
    assert driver.mine == len(chosen) and driver.mine > driver.stood
    played = [json.loads(json.dumps(a)) for a in table.record().actions]
    rest = iter(played)                       # the learner's moves, in order, among the table's
    assert all(any(key.items() <= move.items() for move in rest) for key in chosen)   # the record adds the city
    assert "Your bot decided" in driver.result() and driver.status in driver.result()


def test_where_the_engine_cannot_read_a_position_back_the_tables_bot_stands_in_and_the_game_ends(tmp_path):
    """7 Wonders with two players: a position written while the Free City's card is being chosen
    does not read back (the engine's positions, noted for its room), so the table's bot plays
    those moves; the learner's bot plays the others."""
    session, hub, screen = _seated(tmp_path, "classic", players=2)
    chosen = []
    driver = SeatDriver(_learner(chosen), seed=1)
    _drive(hub, screen, driver)
    assert driver.over and session.tables[0].table.is_over
    assert driver.mine == len(chosen) > 0 and driver.stood > 0


def test_a_teacher_seats_a_bot_file_read_in_their_own_process(tmp_path):
    path = save_bot(first_action, tmp_path / "ana_bot.py", "duel")
    session, hub, screen = _seated(tmp_path / "class")
    kind, choose = read_bot(path)
    driver = SeatDriver(choose, game=kind)
    _drive(hub, screen, driver)
    assert driver.over and session.tables[0].table.is_over and driver.mine > 0


def test_what_a_seat_played_by_code_is_sent_to_decide_is_the_same_for_two_deals_it_cannot_tell_apart(tmp_path):
    sent = []
    for deal in (1, 2):
        session, hub, screen = _seated(tmp_path / str(deal), "classic", players=3)
        live = session.tables[0]
        live.table.game = live.table.game.redeal(0, random.Random(deal))
        hub.receive(screen, json.dumps({"type": "position"}))
        sent.append((screen.frames[-1], live.table.game.hand(1)))
    assert sent[0][1] != sent[1][1]                   # seat 1 does hold other cards
    assert sent[0][0] == sent[1][0] and sent[0][0]["position"].startswith("classic; age 1")


@pytest.mark.parametrize("bot, said", [
    (lambda game, seat: 1 / 0, "your bot raised ZeroDivisionError('division by zero') at duel; age 1"),
    (lambda game, seat: "build Baths", "your bot returned 'build Baths', which is not one of game.legal_actions(0)"),
    (lambda game, seat: game.legal_actions(1 - seat)[0] if game.legal_actions(1 - seat) else None,
     "which is not one of game.legal_actions(0)"),
])
def test_a_bot_that_raises_or_returns_an_illegal_move_is_refused_in_words_and_the_game_is_as_it_was(tmp_path, bot, said):
    session, hub, screen = _seated(tmp_path)
    driver = SeatDriver(bot)
    with pytest.raises(ValueError) as refused:      # the wonder draft stood in for, then Age I
        _drive(hub, screen, driver)
    assert said in str(refused.value) and "nothing was sent, the game is as it was" in str(refused.value)
    assert "\n" not in str(refused.value) and "Traceback" not in str(refused.value)
    assert driver.stood > 0 and screen.frames[-1]["type"] == "position"     # nothing sent after it
    assert session.tables[0].table.game.state_key() == screen.games[-1]


def test_a_learners_bot_is_refused_in_french_for_a_french_kernel(tmp_path):
    from wonderlab.core.i18n import set_language

    session, hub, screen = _seated(tmp_path)
    driver = SeatDriver(lambda game, seat: None)
    set_language("fr")
    try:
        with pytest.raises(ValueError, match="n'est pas une des actions de game.legal_actions") as refused:
            _drive(hub, screen, driver)
    finally:
        set_language("en")
    assert "rien n'a été envoyé" in str(refused.value)


def test_a_wrong_join_code_is_said_and_a_table_paused_meanwhile_is_waited_for(tmp_path):
    session, hub, screen = _seated(tmp_path)
    with pytest.raises(ValueError, match="the server says: There is no class with this code"):
        SeatDriver(_learner([])).receive({"type": "error", "message": "There is no class with this code: check the code on the board"})
    driver = SeatDriver(_learner([]))
    driver.receive(screen.frames[0])                                   # joined
    session.pause(0)
    hub.receive(screen, json.dumps({"type": "position"}))              # asked just as the teacher paused
    assert driver.receive(screen.frames[-1]) == [] and driver.said == "the teacher has paused the table"
    session.start(0)
    hub.broadcast(session.tables[0])
    _drive(hub, screen, driver)
    assert driver.over and session.tables[0].table.is_over


def test_a_student_cannot_ask_a_position_or_a_stand_in_with_nothing_to_decide(tmp_path):
    session, hub, screen = _seated(tmp_path, "classic", players=3, seating="teacher")
    hub.receive(screen, json.dumps({"type": "position"}))
    assert screen.frames[-1] == {"type": "error", "message": "waiting for the teacher to give you a seat"}
    session2, hub2, screen2 = _seated(tmp_path / "b", "duel")
    live = session2.tables[0]
    while live.table.bot_job(0) is not None:           # Ana's turn played: now the bot's
        live.table.play_for(0)
    hub2.receive(screen2, json.dumps({"type": "stand_in"}))
    assert screen2.frames[-1]["message"] == "your seat has nothing to decide now"
    hub2.receive(screen2, json.dumps({"type": "position"}))
    assert screen2.frames[-1] == {"type": "position", "city": None, "position": None, "actions": []}


def _api(server, path, body=None):
    """``Server.api`` called from this thread: the answer, which must be a success."""
    status, answer = run_apart(server.api(path, body))
    assert status < 300, (status, answer)
    return answer


def _play_at(server, code, learner):
    """Run ``learner`` (a ``play_seat`` call) in a thread until it ends; the table of class
    ``code`` starts once the learner's bot, "Ana bot", is seated at it."""
    thread = threading.Thread(target=learner)
    thread.start()
    for _ in range(600):
        if _api(server, f"sessions/{code}")["tables"][0]["seats"][0]["name"] == "Ana bot":
            break
        time.sleep(0.05)
    _api(server, f"sessions/{code}", {"action": "start", "table": 1})
    thread.join(600)


def test_a_learners_bot_plays_a_whole_table_of_a_live_server_from_its_own_process(tmp_path):
    """The server in its own process; the learner's bot here, through ``play_seat``."""
    server = Server(tmp_path, analysis_playouts=0).start()      # no after-game analysis here
    try:
        code = _api(server, "sessions", {"game": "duel", "bots": "greedy", "seed": 3})["code"]
        other = _api(server, "sessions", {"game": "classic", "players": 3})["code"]
        path = save_bot(first_action, tmp_path / "cy_bot.py", "duel")       # a file: read here
        with pytest.raises(ValueError, match="this bot plays duel, and the class plays classic: nothing was sent"):
            play_seat(f"{server.base}/?code={other}", path, "Cy bot")
        chosen, ended = [], {}
        address = f"{server.base}/?code={code}"
        _play_at(server, code, lambda: ended.update(text=play_seat(address, _learner(chosen), "Ana bot")))
        board = _api(server, f"sessions/{code}")["tables"][0]
    finally:
        server.stop()
    assert board["over"] and board["names"][0] == "Ana bot"
    assert ended["text"].startswith("Game over") and f"Your bot decided {len(chosen)} moves" in ended["text"]
    assert len(chosen) >= 15


@pytest.mark.parametrize("lang, said", [
    ("en", "the server closed the connection before the end of the game: too many messages"),
    ("fr", "le serveur a fermé la connexion avant la fin de la partie : trop de messages")])
def test_a_bot_the_server_closes_is_told_why_in_its_language(tmp_path, lang, said):
    """A server that closes a learner's bot (here for too many messages: a class server run with a
    rate of 3 messages in 10 seconds, where a bot decides a move a message) gives its reason in
    the student's language, and ``play_seat`` says it in the kernel's."""
    from wonderlab.core.i18n import set_language

    server = Server(tmp_path, rate=3, analysis_playouts=0).start()
    try:
        code = _api(server, "sessions", {"game": "duel", "bots": "greedy", "seed": 3})["code"]
        ended = {}

        def learner():
            try:
                play_seat(f"{server.base}/?code={code}", _learner([]), "Ana bot", lang=lang)
            except ValueError as error:
                ended["error"] = str(error)
        set_language(lang)
        _play_at(server, code, learner)
    finally:
        set_language("en")
        server.stop()
    assert ended["error"] == said


def test_a_bot_keeps_under_the_servers_rate_after_a_slow_start(monkeypatch):
    """A bot slow at first (its first messages spread over more than 10 seconds), then fast: no
    10 seconds ever hold more than ``SENDS`` of its messages, under the server's limit (100 in 10
    s, past which it closes the connection). The throttle once stopped for good when its oldest
    time was more than 10 seconds old: a fresh clone's run under load saw the server close."""
    from types import SimpleNamespace

    from wonderlab.live import client

    clock, times = [0.0], []

    async def sleep(seconds):
        clock[0] += seconds

    async def write_message(text):
        times.append(clock[0])

    monkeypatch.setattr(client, "time", SimpleNamespace(monotonic=lambda: clock[0]))   # this module's clock
    monkeypatch.setattr(client, "asyncio", SimpleNamespace(sleep=sleep))
    socket_, sent = SimpleNamespace(write_message=write_message), client.deque()
    for number in range(400):
        with pytest.raises(StopIteration):     # (nothing waits for real: each send ends at once)
            client._send(socket_, sent, {"type": "position"}).send(None)
        clock[0] += 0.25 if number < 80 else 0.01       # 20 s for the first 80, then fast
    busiest = max(sum(1 for t in times if start <= t < start + 10) for start in times)
    assert len(times) == 400 and busiest == client.SENDS
    assert times[-1] > 40      # the waits were made: 320 fast messages at 90 in 10 s take over 20 s, not 3.2

"""Your own bot at a live table, played from your own kernel: the seat is a student's seat like
any other, and the code that decides for it runs only where it was written.

A learner's ``choose(game, seat)`` never travels: ``play_seat`` joins the class as a student
does, and at each of its seat's decisions asks the server for the seat's position (what the
seat knows, nothing more), deals a game from it here (``Game.from_position``, every unseen card
dealt at random), asks ``choose`` and sends the option's number and Confirm, as a click would.
At a decision no position describes (a wonder draft, a token drawn from the box) the table's
bot plays that one move for the seat. A ``choose`` that raises, or returns an action that is
not a legal one, is refused in words and nothing is sent: the game stays as it was.

>>> from wonderlab.live.client import SeatDriver
>>> driver = SeatDriver(lambda game, seat: game.legal_actions(seat)[0])
>>> driver.receive({"type": "view", "view": {"game": "duel", "over": False, "pick": None,
...     "options": [{"index": 0}], "live": {"seat": 1, "status": "playing"}}})
[{'type': 'position'}]
"""

import asyncio
import importlib
import json
import random
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import parse_qs, urlsplit, urlunsplit

from ..core.i18n import register, say
from ..core.records import shown
from ..table import GAMES

__all__ = ["SeatDriver", "play_seat", "socket_address"]

BASE = "/wonderlab/live"
SENDS = 90                  # at most this many messages in 10 seconds: under the server's limit (100)

register({
    "live.client.raised": {"en": "your bot raised {error} at {position}: nothing was sent, the game is as it was",
                           "fr": "votre bot a levé {error} à {position} : rien n'a été envoyé, la partie est telle qu'elle était"},
    "live.client.illegal": {"en": "your bot returned {action}, which is not one of game.legal_actions({seat}): "
                                  "nothing was sent, the game is as it was",
                            "fr": "votre bot a renvoyé {action}, qui n'est pas une des actions de "
                                  "game.legal_actions({seat}) : rien n'a été envoyé, la partie est telle qu'elle était"},
    "live.client.not_function": {"en": "expected a function choose(game, seat), not a {value}",
                                 "fr": "il faut une fonction choose(game, seat), pas un {value}"},
    "live.client.address": {"en": "address: {value}: give the address your teacher gave, such as "
                                  "http://192.168.1.10:8866/wonderlab/live/?code=ABC234",
                            "fr": "adresse : {value} : donnez l'adresse donnée par votre professeur, comme "
                                  "http://192.168.1.10:8866/wonderlab/live/?code=ABC234"},
    "live.client.other_game": {"en": "this bot plays {game}, and the class plays {table}: nothing was sent; "
                                     "ask your teacher to free the seat",
                               "fr": "ce bot joue à {game}, et la classe à {table} : rien n'a été envoyé ; "
                                     "demandez à votre professeur de libérer la place"},
    "live.client.refused": {"en": "the server says: {message}", "fr": "le serveur dit : {message}"},
    "live.client.closed": {"en": "the server closed the connection before the end of the game",
                           "fr": "le serveur a fermé la connexion avant la fin de la partie"},
    "live.client.closed_because": {"en": "the server closed the connection before the end of the game: {reason}",
                                   "fr": "le serveur a fermé la connexion avant la fin de la partie : {reason}"},
    "live.client.done": {"en": "{status}. Your bot decided {mine} moves; the table's bot played {stood} "
                               "for it (decisions no position describes).",
                         "fr": "{status}. Votre bot a décidé {mine} coups ; le bot de la table en a joué {stood} "
                               "pour lui (des décisions qu'aucune position ne décrit)."},
})


def socket_address(address, code=None):
    """The student socket's address and the join code, from the address the teacher gives.

    >>> socket_address("http://192.168.1.10:8866/wonderlab/live/?code=abc234")
    ('ws://192.168.1.10:8866/wonderlab/live/socket', 'ABC234')
    >>> socket_address("https://hub.example/user/ms-lee/wonderlab/live", "XY7K2P")[0]
    'wss://hub.example/user/ms-lee/wonderlab/live/socket'
    """
    parts = urlsplit(address) if isinstance(address, str) else None
    if parts is None or parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(say("live.client.address", value=shown(address)))
    path = parts.path.rstrip("/")
    if not path.endswith(BASE):
        path += BASE
    code = code or (parse_qs(parts.query).get("code") or [""])[0]
    if not isinstance(code, str) or not code:
        raise ValueError(say("live.client.address", value=shown(address)))
    scheme = "wss" if parts.scheme == "https" else "ws"
    return urlunsplit((scheme, parts.netloc, path + "/socket", "", "")), code.upper()


class SeatDriver:
    """What a seat played by ``choose`` sends, message by message, with no transport: give it
    each frame the server sends (``receive``), send what it returns. A refusal of ``choose``
    raises ``ValueError`` in words before anything is sent."""

    def __init__(self, choose, seed=0, game=None):
        if not callable(choose):
            raise ValueError(say("live.client.not_function", value=type(choose).__name__))
        self.choose, self.rng, self.game = choose, random.Random(seed), game
        self.secret, self.kind, self.status = None, None, ""
        self.asking, self.over, self.joined, self.said = False, False, False, None
        self.mine = self.stood = 0

    def receive(self, message):
        """The messages to send after ``message`` (a frame from the server, a dict)."""
        kind = message.get("type")
        if kind == "joined":
            self.joined = True
            self.secret = message.get("secret") or self.secret
            if self.game not in (None, message.get("game")):
                raise ValueError(say("live.client.other_game", game=self.game, table=message.get("game")))
        elif kind == "error" and not self.joined:       # a wrong code, a name refused: said, and stop
            raise ValueError(say("live.client.refused", message=message.get("message")))
        elif kind == "error":        # a table paused meanwhile, say: the next view asks again
            self.asking, self.said = False, message.get("message")
        elif kind == "view":
            view = message["view"]
            self.kind, self.status, self.over = view["game"], view.get("status", ""), view["over"]
            playing = view["live"]["status"] == "playing"
            if not self.over and playing and view["options"] and view["pick"] is None and not self.asking:
                self.asking = True
                return [{"type": "position"}]
        elif kind == "position":
            self.asking = False
            if message["city"] is None:          # the decision was made meanwhile: wait for the next
                return []
            game = self.game_at(message)
            if game is None:
                self.stood += 1
                return [{"type": "stand_in"}]
            index = self.decide(message, game)
            self.mine += 1
            return [{"type": "choose", "index": index}, {"type": "confirm"}]
        return []

    def game_at(self, message):
        """A game dealt from ``message``'s position (what the seat cannot see at random), or None
        where there is no position, or one the engine cannot read back: the table's bot decides."""
        if self.kind not in GAMES:
            raise ValueError(say("live.client.refused", message=shown(self.kind)))
        if message["position"] is None:
            return None
        game_class = importlib.import_module(f"wonderlab.{self.kind}.game").Game
        try:
            return game_class.from_position(message["position"], seed=self.rng.randrange(1 << 30))
        except ValueError:
            return None

    def decide(self, message, game):
        """The number of the option ``choose`` picks in ``game``, dealt from ``message``'s
        position, or a refusal."""
        city, where = message["city"], message["position"].splitlines()[0]
        try:
            action = self.choose(game, city)
        except Exception as error:       # the learner's code: any error is said, nothing sent
            raise ValueError(say("live.client.raised", error=shown(error, 120), position=where)) from None
        try:
            key = json.loads(json.dumps(action.to_json()))
        except (AttributeError, TypeError, ValueError):
            key = None
        if key is None or key not in message["actions"]:
            raise ValueError(say("live.client.illegal", action=shown(action, 80), seat=city))
        return message["actions"].index(key)

    def result(self):
        return say("live.client.done", status=self.status, mine=self.mine, stood=self.stood)


async def play(address, choose, name, code=None, lang="en", seed=0, read_timeout=600):
    """``play_seat`` on the running event loop."""
    from tornado.websocket import websocket_connect

    url, code = socket_address(address, code)
    game = None
    if isinstance(choose, str | Path):          # a saved bot, read here (the teacher's own machine)
        from ..course.arc import read_bot
        game, choose = read_bot(choose)
    driver, sent, key = SeatDriver(choose, seed, game), deque(), (url, code, name)
    socket_ = await websocket_connect(url)
    try:
        first = {"type": "back", "code": code, "secret": _seats[key]} if key in _seats else \
            {"type": "join", "code": code, "name": name, "lang": lang}
        await _send(socket_, sent, first)
        while not driver.over:
            text = await asyncio.wait_for(socket_.read_message(), read_timeout)
            if text is None:        # closed, with the server's reason when it gave one (too many messages…)
                reason = socket_.close_reason
                raise ValueError(say("live.client.closed_because", reason=reason) if reason else say("live.client.closed"))
            try:
                for message in driver.receive(json.loads(text)):
                    await _send(socket_, sent, message)
            finally:
                if driver.secret:
                    _seats[key] = driver.secret
    finally:
        socket_.close()
    return driver.result()


_seats = {}     # (socket, code, name): the seat secret this kernel joined with, to come back


async def _send(socket_, sent, message):
    """Send ``message``, keeping under the server's rate of messages (a bot decides faster than
    a person clicks): ``sent`` holds the times of the messages sent in the last 10 seconds."""
    while True:
        now = time.monotonic()
        while sent and now - sent[0] >= 10:
            sent.popleft()
        if len(sent) < SENDS:
            break
        await asyncio.sleep(sent[0] + 10.01 - now)     # (a hundredth more: surely 10 s past the oldest)
    sent.append(time.monotonic())
    await socket_.write_message(json.dumps(message))


def play_seat(address, choose, name, code=None, lang="en", seed=0):
    """Join the live class at ``address`` (the one your teacher gives) as ``name`` and let
    ``choose(game, seat)`` play your seat to the end of the game, here, in this kernel (or the
    bot ``save_bot`` wrote at the path ``choose``: its code runs here, read it first); returns
    the end of the game in words. Works in a notebook (its own event loop, in a thread).
    A refusal (your bot raised, or returned an illegal action) is a ``ValueError`` in words,
    the game as it was: fix your bot and call ``play_seat`` again with the same address and
    name: it comes back to its seat.
    """
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, play(address, choose, name, code, lang, seed)).result()

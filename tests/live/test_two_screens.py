"""A student's seat open on two screens (a phone and a laptop), and the language a page's address
names. Source: the class check's note, "A refusal shows in both tabs of one seat, and a page
opened with ``?lang=en`` keeps the language the student chose before."

A refusal is the answer to one screen's message: that screen is sent its view with the refusal
on its message line, the other screen nothing (it did not ask), and the seat's view keeps no trace
of it; a move accepted is shown on both. A back whose page's address names its language
(``"choose": true``) makes it the student's language from then on; a back without keeps theirs.
"""

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor

from wonderlab.live.hub import Hub
from wonderlab.live.session import Classroom

from .apart import run_apart


class Screen:
    def __init__(self):
        self.frames = []

    def send(self, data):
        json.dumps(data)
        self.frames.append(data)

    def close(self, code, reason):
        raise AssertionError(f"closed: {code} {reason}")

    def last(self, kind="view"):
        return next(f for f in reversed(self.frames) if f["type"] == kind)


def _say(hub, screen, **message):
    hub.receive(screen, json.dumps(message))


def _seat_on_two_screens(tmp_path, executor=None, **settings):
    """Ana's seat 1 of a started table, on her ``laptop`` and her ``phone`` (a back with her
    secret); Bo and Cy at seats 2 and 3 (their screens, ``hub.bo`` and ``hub.cy``)."""
    room = Classroom(tmp_path)
    session = room.create({"game": "classic", "players": 3, "bots": "none", "seed": 4, **settings})
    hub = Hub(room, executor=executor)
    laptop, phone, bo, cy = Screen(), Screen(), Screen(), Screen()
    for screen, name in ((laptop, "Ana"), (bo, "Bo"), (cy, "Cy")):
        _say(hub, screen, type="join", code=session.code, name=name)
    _say(hub, phone, type="back", code=session.code, secret=laptop.frames[0]["secret"])
    session.start(0)
    hub.broadcast(session.tables[0])
    hub.bo, hub.cy = bo, cy
    return session, hub, laptop, phone


def test_a_refused_move_is_said_to_the_screen_that_sent_it_and_the_seats_other_screen_hears_nothing(tmp_path):
    session, hub, laptop, phone = _seat_on_two_screens(tmp_path)
    live = session.tables[0]
    before, heard, record = live.view(0), len(phone.frames), live.table.record()
    _say(hub, laptop, type="confirm")                       # nothing picked: the engine refuses
    assert laptop.frames[-1]["type"] == "view"
    assert laptop.frames[-1]["view"]["message"] == "Choose an option first, then confirm."
    assert len(phone.frames) == heard                       # the phone did not ask
    assert dict(laptop.frames[-1]["view"], message="") == before == live.view(0)   # nothing of it kept
    _say(hub, phone, type="choose", index=99)
    assert phone.frames[-1]["view"]["message"] == \
        f"There is no option 99: choose a number from 0 to {len(before['options']) - 1}."
    assert laptop.last()["view"]["message"] == "Choose an option first, then confirm."   # its own, not the phone's
    assert live.table.record() == record
    # Bo plays: every screen at the table is sent its view, the table the same on both of Ana's;
    # the phone's still says why its click was refused (until the seat's next message), the
    # laptop's refusal was an old answer once the phone spoke
    sent = len(laptop.frames), len(phone.frames)
    _say(hub, hub.bo, type="choose", index=0)
    _say(hub, hub.bo, type="confirm")
    assert len(laptop.frames) > sent[0] and len(phone.frames) > sent[1]
    assert laptop.last()["view"]["message"] == ""
    assert phone.last()["view"]["message"].startswith("There is no option 99")
    assert dict(laptop.last()["view"], message="") == dict(phone.last()["view"], message="") == live.view(0)
    # a move accepted is shown on both screens, the same table, no refusal on either
    _say(hub, phone, type="choose", index=0)
    _say(hub, laptop, type="confirm")
    assert laptop.last()["view"] == phone.last()["view"]
    assert laptop.last()["view"]["message"] == "" and laptop.last()["view"]["pick"] is None
    assert len(live.table.record().actions) == len(record.actions) + 2          # (Bo's, then Ana's)


def test_a_refusal_is_an_old_answer_once_the_teacher_gives_an_order(tmp_path):
    """The teacher pauses the table, then starts it again: the refusal a screen showed is not
    shown again on the table it is sent next."""
    session, hub, laptop, _ = _seat_on_two_screens(tmp_path)
    _say(hub, laptop, type="confirm")
    assert laptop.last()["view"]["message"] == "Choose an option first, then confirm."
    session.pause(0)
    hub.broadcast_session(session)
    assert laptop.last()["view"]["message"] == "the teacher has paused the table"
    session.start(0)
    hub.broadcast_session(session)
    assert laptop.last()["view"]["message"] == "" and laptop.frames[-1]["type"] == "view"


def test_a_refused_hint_or_confirm_with_the_servers_processes_goes_to_the_screen_that_asked(tmp_path):
    """The server's hub (its executor): a hint asked when it is not the seat's turn, and a confirm
    of nothing, refused, answered on the laptop alone, the seat's message line as it was."""
    async def scenario():
        with ThreadPoolExecutor(1) as pool:
            session, hub, laptop, phone = _seat_on_two_screens(tmp_path, executor=pool, hints=True)
            live = session.tables[0]
            _say(hub, phone, type="choose", index=0)
            _say(hub, phone, type="confirm")            # Ana has played: Bo and Cy have not
            await _settle(hub)
            heard = len(phone.frames)
            for message, said in (({"type": "hint"}, "a hint is for your decision: it is not your turn"),
                                  ({"type": "confirm"}, "Choose an option first, then confirm.")):
                _say(hub, laptop, **message)
                await _settle(hub)
                assert laptop.frames[-1]["type"] == "view" and laptop.frames[-1]["view"]["message"] == said
                assert len(phone.frames) == heard
                assert live.view(0)["message"] == ""
            return laptop.last()["view"], phone.last()["view"]
    refused, other = run_apart(scenario())
    assert dict(refused, message="") == other


async def _settle(hub):
    while hub.tasks or hub.writing:
        await asyncio.sleep(0.01)


def test_a_back_from_an_address_naming_its_language_makes_it_the_students_choice(tmp_path):
    room = Classroom(tmp_path)
    session = room.create({"game": "duel", "bots": "greedy", "seed": 3})
    hub, first = Hub(room), Screen()
    _say(hub, first, type="join", code=session.code, name="Ana", lang="fr")
    session.start(0)
    hub.broadcast(session.tables[0])
    secret = first.frames[0]["secret"]
    assert first.last()["view"]["lang"] == "fr"
    plain = Screen()                   # no lang in the address: the page's guess does not change her choice
    _say(hub, plain, type="back", code=session.code, secret=secret, lang="en")
    assert plain.last()["view"]["lang"] == "fr"
    named = Screen()                   # ?lang=en: her choice from now on, on disk
    _say(hub, named, type="back", code=session.code, secret=secret, lang="en", choose=True)
    assert named.last()["view"]["lang"] == "en" and named.last()["view"]["status"].startswith("Wonder draft")
    again = Screen()                   # a reload without lang, after a restart
    _say(Hub(Classroom(tmp_path)), again, type="back", code=session.code, secret=secret, lang="fr")
    assert again.last()["view"]["lang"] == "en"


def test_a_back_choosing_an_unknown_language_is_refused_in_words_and_changes_nothing(tmp_path):
    room = Classroom(tmp_path)
    session = room.create({"game": "duel", "bots": "greedy", "seed": 3})
    hub, first = Hub(room), Screen()
    _say(hub, first, type="join", code=session.code, name="Ana", lang="fr")
    for lang, shown in (("de", "'de'"), ("<script>", "'<script>'"), (None, "None"), (["fr"], "['fr']")):
        screen = Screen()
        _say(hub, screen, type="back", code=session.code, secret=first.frames[0]["secret"], lang=lang, choose=True)
        assert screen.frames == [{"type": "error", "message": f"lang: {shown}: choose one of en, fr"}]
        assert screen not in hub.where and session.students[0].lang == "fr"

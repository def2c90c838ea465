"""The live classroom's protocol (``wonderlab.live.hub``) over screens in the test's hands: what
a student may ask, what each seat is sent, a restart on the same folder, and bad input of every
type answered in words with the game untouched."""

import json
import random

import pytest

from wonderlab.live.hub import MAX_MESSAGE, Hub
from wonderlab.live.session import Classroom


class Screen:
    """A student's browser: every frame it is sent, and how it was closed."""

    def __init__(self):
        self.frames, self.closed = [], None

    def send(self, data):
        json.dumps(data)                 # every frame is plain JSON
        self.frames.append(data)

    def close(self, code, reason):
        self.closed = (code, reason)

    def last(self, kind="view"):
        return next(f for f in reversed(self.frames) if f["type"] == kind)


def _say(hub, screen, **message):
    hub.receive(screen, json.dumps(message))


def _class(tmp_path, rate=100, **settings):
    room = Classroom(tmp_path)
    session = room.create({"game": "classic", "players": 3, "bots": "none", "seed": 4, **settings})
    hub = Hub(room, rate)
    screens = [Screen() for _ in range(session.settings["players"] * session.settings["tables"])]
    for i, screen in enumerate(screens):
        _say(hub, screen, type="join", code=session.code.lower(), name=f"Student {i + 1}")
    for table in range(session.settings["tables"]):
        session.start(table)
        hub.broadcast(session.tables[table])
    return room, session, hub, screens


def test_each_student_is_seated_first_come_and_sent_only_their_own_seat(tmp_path):
    room, session, hub, screens = _class(tmp_path)
    for seat, screen in enumerate(screens):
        view = screen.last()["view"]
        assert view["viewer"] == seat and view["live"] == {"table": 1, "seat": seat + 1, "status": "playing"}
        own = session.tables[0].table.seat.view(session.tables[0].table.game, seat, seat)["hand"]
        assert view["hand"] == own


def test_a_student_acts_only_for_their_own_seat(tmp_path):
    _, session, hub, screens = _class(tmp_path)
    _say(hub, screens[1], type="choose", index=0)
    assert screens[1].last()["view"]["pick"] == 0
    assert screens[0].last()["view"]["pick"] is None      # another seat's pick is not shown, not applied
    before = len(session.tables[0].table.record().actions)
    _say(hub, screens[0], type="confirm")                  # seat 0 has picked nothing: refused in words
    assert screens[0].last()["view"]["message"] == "Choose an option first, then confirm."
    assert len(session.tables[0].table.record().actions) == before


def test_a_student_cannot_read_another_table(tmp_path):
    _, session, hub, screens = _class(tmp_path, tables=2)
    second = [len(s.frames) for s in screens[3:]]
    _say(hub, screens[0], type="choose", index=0)
    _say(hub, screens[0], type="confirm")
    assert [len(s.frames) for s in screens[3:]] == second   # table 2 heard nothing of table 1
    assert all(s.last()["view"]["live"]["table"] == 2 for s in screens[3:])


def test_a_student_screen_cannot_start_a_new_game_load_a_file_or_save(tmp_path):
    _, session, hub, screens = _class(tmp_path)
    record = session.tables[0].table.record()
    for kind in ("new", "load", "save", "pass_ok", "analyse"):
        _say(hub, screens[0], type=kind, text="{}", same_seed=False)
        assert screens[0].last("error")["message"] == f"'{kind}': a student's screen cannot ask that"
    assert session.tables[0].table.record() == record


def test_every_move_is_on_disk_and_a_reopened_classroom_resumes_every_table_and_seat(tmp_path):
    room, session, hub, screens = _class(tmp_path)
    for _ in range(3):
        for screen in screens:
            _say(hub, screen, type="choose", index=0)
            _say(hub, screen, type="confirm")
    record = session.tables[0].table.record()
    assert len(record.actions) == 9
    assert json.loads((tmp_path / session.code / "table-1.json").read_text())["actions"] == list(record.actions)
    secrets = [s.frames[0]["secret"] for s in screens]
    # a restart: nothing kept but the folder
    again = Hub(Classroom(tmp_path))
    back = [Screen() for _ in screens]
    for screen, secret in zip(back, secrets, strict=True):
        _say(again, screen, type="back", code=session.code, secret=secret)
    for seat, (old, new) in enumerate(zip(screens, back, strict=True)):
        assert new.last()["view"]["live"]["seat"] == seat + 1
        assert new.last()["view"]["hand"] == old.last()["view"]["hand"]
        assert new.last()["view"]["board"] == old.last()["view"]["board"]
    table = again.classroom.find(session.code).tables[0].table
    assert table.record() == record


def test_a_wrong_seat_secret_or_code_is_refused_in_words(tmp_path):
    _, session, hub, _ = _class(tmp_path)
    screen = Screen()
    _say(hub, screen, type="back", code=session.code, secret="x" * 24)
    assert screen.last("error")["message"] == "This seat is not yours any more: join again with the code"
    _say(hub, screen, type="join", code="NOPE", name="Eve")
    assert screen.last("error")["message"] == "There is no class with this code: check the code on the board"
    _say(hub, screen, type="choose", index=0)
    assert screen.last("error")["message"] == "Join the class first: type its code and your name"
    _say(hub, screen, type="join", code=session.code, name="Eve")     # every seat is taken
    assert screen.last("error")["message"] == "Every seat is taken: ask your teacher for a seat"


def test_two_screens_on_one_seat_show_one_table_and_a_confirm_counts_once(tmp_path):
    _, session, hub, screens = _class(tmp_path)
    twin = Screen()
    _say(hub, twin, type="back", code=session.code, secret=screens[0].frames[0]["secret"])
    _say(hub, screens[0], type="choose", index=0)
    assert twin.last()["view"]["pick"] == 0
    before = len(session.tables[0].table.record().actions)
    _say(hub, screens[0], type="confirm")
    _say(hub, twin, type="confirm")
    assert len(session.tables[0].table.record().actions) == before + 1
    assert twin.last()["view"]["message"] == "Choose an option first, then confirm."


def test_what_one_seat_is_sent_is_the_same_for_two_deals_that_differ_only_in_what_it_cannot_see(tmp_path):
    """Seat 1's hand is dealt two ways (``game.redeal(0, rng)`` keeps what seat 0 knows); every
    frame sent to seat 0 while it plays its turn and seat 1 picks is the same."""
    sent = []
    for deal in (1, 2):
        _, session, hub, screens = _class(tmp_path / str(deal))
        live = session.tables[0]
        live.table.game = live.table.game.redeal(0, random.Random(deal))
        hub.broadcast(live)
        first = len(screens[0].frames)
        _say(hub, screens[0], type="choose", index=1)
        card = screens[0].last()["view"]["options"][1]["card"]
        _say(hub, screens[0], type="select", card=card)
        _say(hub, screens[1], type="choose", index=0)
        _say(hub, screens[2], type="choose", index=0)
        _say(hub, screens[0], type="confirm")
        _say(hub, screens[1], type="undo")
        sent.append((screens[0].frames[first:], screens[1].last()["view"]["hand"]))
    assert sent[0][1] != sent[1][1]                       # seat 1 does hold other cards
    assert sent[0][0] == sent[1][0] and len(sent[0][0]) >= 5


BAD = ["", "null", "[]", "3", '"confirm"', "{}", '{"type": 7}', '{"type": ["choose"]}', '{"type": {}}',
       '{"type": "choose", "index": "0"}', '{"type": "choose", "index": 1e308}', '{"type": "choose", "index": -1}',
       '{"type": "select", "card": {"key": 1}}', '{"type": "review", "step": []}', '{"type": "language", "lang": 3}',
       '{"type": "join", "code": 5, "name": []}', '{"type": "back", "code": null}', '{"type": "hint"}',
       '{"type": "confirm", "confirm": "x"}', "{" * 40 + "}" * 40, '{"type": "a", "type": "b"}', "NaN",
       '{"type": "select", "card": "../../etc/passwd"}', '{"type": "load", "text": "/etc/passwd"}']


@pytest.mark.parametrize("text", BAD)
def test_a_bad_message_of_any_type_is_refused_in_words_and_the_game_is_untouched(tmp_path, text):
    _, session, hub, screens = _class(tmp_path)
    table = session.tables[0].table
    before, frames = table.game.state_key(), len(screens[0].frames)
    hub.receive(screens[0], text)
    answer = screens[0].frames[frames:]
    assert len(answer) == 1 and screens[0].closed is None
    said = answer[0]["message"] if answer[0]["type"] == "error" else answer[0]["view"]["message"]
    assert said and "\n" not in said and "Traceback" not in said
    assert table.game.state_key() == before


def test_random_messages_never_break_a_table_and_it_can_still_be_played_to_the_end(tmp_path):
    _, session, hub, screens = _class(tmp_path, rate=10_000)
    rng = random.Random(7)
    kinds = ["choose", "confirm", "select", "undo", "review", "hint", "language", "new", "back", None, 3]
    values = [None, -1, 0, 1, 2, 99, True, "0", "x" * 50, [], {}, {"a": [1]}, 1.5, "en", "fr", "Ana"]
    for _ in range(600):
        message = {"type": rng.choice(kinds)}
        for key in rng.sample(["index", "card", "step", "lang", "code", "secret", "name"], 2):
            message[key] = rng.choice(values)
        hub.receive(rng.choice(screens), json.dumps(message))
    table = session.tables[0].table
    assert all(screen.closed is None for screen in screens)
    for _ in range(100):                          # every seat plays its first option to the end
        if table.is_over:
            break
        for screen in screens:
            view = screen.last()["view"]
            if view["options"]:
                _say(hub, screen, type="choose", index=view["options"][0]["index"])
                _say(hub, screen, type="confirm")
    assert table.is_over


def test_a_message_past_the_size_limit_or_the_rate_closes_the_connection_cleanly(tmp_path):
    _, session, hub, screens = _class(tmp_path)
    hub.receive(screens[0], json.dumps({"type": "select", "card": "x" * MAX_MESSAGE}))
    assert screens[0].closed == (1009, "message too large")
    quick = Hub(hub.classroom, rate=5)
    screen = Screen()
    for _ in range(6):
        _say(quick, screen, type="back", code=session.code, secret=screens[1].frames[0]["secret"])
    assert screen.closed == (1008, "too many messages")
    assert screen not in quick.where


def test_a_french_student_is_answered_in_french_and_an_english_one_in_english(tmp_path):
    room = Classroom(tmp_path)
    session = room.create({"game": "duel", "seed": 1})
    hub, ana, bo = Hub(room), Screen(), Screen()
    _say(hub, ana, type="join", code=session.code, name="Ana", lang="fr")
    _say(hub, bo, type="join", code=session.code, name="Bo", lang="en")
    assert ana.last("wait")["message"] == "en attente du démarrage de la table par le professeur"
    assert bo.last("wait")["message"] == "waiting for the teacher to start the table"
    _say(hub, ana, type="choose", index=0)
    assert ana.last("error")["message"] == "en attente du démarrage de la table par le professeur"


def test_a_join_or_back_refused_is_said_in_the_language_of_the_page_that_sent_it(tmp_path):
    """Found by hand (a French join page answered "There is no class with this code" in
    English): the page's ``lang`` speaks for a student the server does not know yet."""
    _, session, hub, _ = _class(tmp_path)
    screen = Screen()
    _say(hub, screen, type="join", code="NOPE", name="Éva", lang="fr")
    assert screen.last("error")["message"] == "Aucune classe n'a ce code : vérifiez le code au tableau"
    _say(hub, screen, type="join", code=session.code, name="", lang="fr")
    assert screen.last("error")["message"] == "Votre nom : donnez de 1 à 24 lettres, chiffres ou espaces"
    _say(hub, screen, type="join", code=session.code, name="Éva", lang="fr")     # every seat is taken
    assert screen.last("error")["message"] == "Toutes les places sont prises : demandez une place à votre professeur"
    _say(hub, screen, type="back", code=session.code, secret="x" * 24, lang="fr")
    assert screen.last("error")["message"] == "Cette place n'est plus la vôtre : rejoignez la classe avec le code"
    _say(hub, screen, type="join", code="NOPE", name="Eve", lang="en")
    assert screen.last("error")["message"] == "There is no class with this code: check the code on the board"
    assert screen not in hub.where and len(session.students) == 3


def test_a_second_join_from_a_joined_screen_is_refused_and_takes_no_second_seat(tmp_path):
    """Found by hand: Join clicked three times on a page waiting for the teacher seated "Ana" at
    three seats of a first-come table."""
    room = Classroom(tmp_path)
    session = room.create({"game": "classic", "players": 4, "bots": "greedy", "seed": 2})
    hub, ana = Hub(room), Screen()
    _say(hub, ana, type="join", code=session.code, name="Ana", lang="fr")
    _say(hub, ana, type="join", code=session.code, name="Ana", lang="fr")
    assert ana.last("error")["message"] == "Vous avez déjà rejoint la classe sous le nom d'Ana"
    _say(hub, ana, type="join", code=session.code, name="Bob")
    assert [(s.name, s.seat) for s in session.students] == [("Ana", 0)]
    assert [f["type"] for f in ana.frames].count("joined") == 1


def test_the_teachers_dashboard_is_pushed_the_board_at_every_join_and_move_in_its_language(tmp_path):
    """Source: issue 38, "a dashboard follows every table live" (pushed, not polled)."""
    room = Classroom(tmp_path)
    session = room.create({"game": "classic", "players": 3, "bots": "greedy", "seed": 4})
    hub, board, ana = Hub(room), Screen(), Screen()
    hub.watch(board, session, "fr")
    assert board.last("board")["board"]["students"] == []
    _say(hub, ana, type="join", code=session.code, name="Ana")
    assert board.last("board")["board"]["students"] == [{"id": 0, "name": "Ana", "table": 1, "seat": 1}]
    session.start(0)
    hub.broadcast(session.tables[0])
    first = board.last("board")["board"]["tables"][0]
    assert first["status"] == "playing" and first["round"].startswith("Âge I") and first["to_move"] == [1]
    _say(hub, ana, type="choose", index=0)
    _say(hub, ana, type="confirm")
    after = board.last("board")["board"]["tables"][0]
    assert after["moves"] == session.tables[0].moves > first["moves"] and after["round"].endswith("tour 2")
    hub.unwatch(board)
    count = len(board.frames)
    _say(hub, ana, type="choose", index=0)
    assert len(board.frames) == count


def test_a_language_switch_keeps_a_duel_seats_recent_moves_and_says_them_in_the_new_language(tmp_path):
    # Issue seen at a live Duel table: "What happened" seemed emptied by a switch. The seat's
    # recent moves are those since its own last Confirm; a switch must keep every one of them.
    room = Classroom(tmp_path)
    session = room.create({"game": "duel", "seed": 1, "bots": "none"})
    hub, ana, bo = Hub(room), Screen(), Screen()
    _say(hub, ana, type="join", code=session.code, name="Ana")
    _say(hub, bo, type="join", code=session.code, name="Bo")
    session.start(0)
    hub.broadcast(session.tables[0])
    screens = [ana, bo]
    while len(ana.last()["view"]["log"]) < 2:            # Ana has seen her move and Bo's
        acting = next(s for s in screens if s.last()["view"]["options"])
        _say(hub, acting, type="choose", index=0)
        _say(hub, acting, type="confirm")
    before = ana.last()["view"]["log"]
    _say(hub, ana, type="language", lang="fr")
    after = ana.last()["view"]["log"]
    assert len(after) == len(before) == 2, (before, after)
    assert after != before and all(" a pris " in line for line in after), after
    _say(hub, ana, type="language", lang="en")
    assert ana.last()["view"]["log"] == before

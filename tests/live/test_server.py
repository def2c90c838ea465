"""The live classroom's server in its own process on a free loopback port: what is open to
students and what only the teacher's token opens, the socket's Origin and size checks, and a
class that plays on through ``kill -9`` and a restart with nothing lost."""

import json
import time

import pytest
from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect

from wonderlab.live.bench import Server, _run

from .apart import run_apart


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    found = Server(tmp_path_factory.mktemp("live"), analysis_playouts=0).start()   # no after-game analysis here
    yield found
    found.stop()


def _fetch(url, **kwargs):
    async def go():
        return await AsyncHTTPClient().fetch(HTTPRequest(url, **kwargs), raise_error=False)
    return run_apart(go())


def test_students_open_the_page_and_its_scripts_without_a_token(server):
    page = _fetch(server.base + "/")
    assert page.code == 200 and b'src="/wonderlab/live/static/live.js"' in page.body
    script = _fetch(server.base + "/static/play.js")
    assert script.code == 200 and b"export default { render }" in script.body
    assert _fetch(server.base + "/static/..%2F..%2Fapp.py").code == 404


def test_the_teachers_api_needs_the_servers_token(server):
    assert _fetch(server.base + "/api/sessions").code == 403
    body = json.dumps({"game": "duel"})
    assert _fetch(server.base + "/api/sessions", method="POST", body=body).code == 403
    made = _fetch(server.base + "/api/sessions", method="POST", body=body,
                  headers={"Authorization": f"token {server.token}"})
    assert made.code == 200 and len(json.loads(made.body)["code"]) == 6
    refused = _fetch(server.base + "/api/sessions", method="POST", body=json.dumps({"game": "chess"}),
                     headers={"Authorization": f"token {server.token}"})
    assert refused.code == 400
    assert json.loads(refused.body)["message"] == "game: 'chess': choose one of classic, duel, architects"


def test_another_sites_page_cannot_open_the_student_socket(server):
    async def go(origin):
        url = server.base.replace("http", "ws") + "/socket"
        try:
            socket = await websocket_connect(HTTPRequest(url, headers={"Origin": origin}))
        except Exception as error:
            return getattr(error, "code", str(error))
        socket.close()
        return "open"
    assert run_apart(go("https://evil.example")) == 403
    assert run_apart(go(f"http://127.0.0.1:{server.port}")) == "open"


def test_a_frame_past_the_size_limit_closes_the_socket_and_a_bad_one_is_answered(server):
    async def go():
        socket = await websocket_connect(server.base.replace("http", "ws") + "/socket")
        await socket.write_message('{"type": "choose"')
        answer = json.loads(await socket.read_message())
        await socket.write_message("x" * 70_000)
        closed = await socket.read_message()
        return answer, closed, socket.close_code
    answer, closed, code = run_apart(go())
    assert answer["type"] == "error" and answer["message"].startswith("malformed JSON")
    assert closed is None and code == 1009


def test_a_class_plays_on_through_kill_9_and_a_restart_with_no_move_lost(tmp_path):
    finished, lost, clicks, memory, _ = run_apart(_run("duel", 4, 2, 0.01, True, 5, tmp_path, analysis_playouts=0))
    assert (finished, lost) == (2, 0)
    assert clicks and memory > 0


def test_the_teacher_gets_a_tables_record_only_once_its_game_is_over_and_the_leaderboard_as_csv(server):
    token = {"Authorization": f"token {server.token}"}

    def call(path, body=None):
        return _fetch(f"{server.base}/api/{path}", method="GET" if body is None else "POST",
                      body=None if body is None else json.dumps(body), headers=token)
    code = json.loads(call("sessions", {"game": "duel", "bots": "none", "seed": 9}).body)["code"]
    assert call(f"sessions/{code}", {"action": "bot", "table": 1, "seat": 1}).code == 200
    assert call(f"sessions/{code}", {"action": "start", "table": 1}).code == 400     # seat 2 is empty
    assert call(f"sessions/{code}/tables/1/record").code == 404
    assert call(f"sessions/{code}", {"action": "bot", "table": 1, "seat": 2}).code == 200
    assert call(f"sessions/{code}", {"action": "start", "table": 1}).code == 200     # two bots play it out
    for _ in range(1200):          # each move on disk before the next: a bound on a stuck server, not on its speed
        if json.loads(call(f"sessions/{code}").body)["tables"][0].get("over"):
            break
        time.sleep(0.25)
    record = json.loads(call(f"sessions/{code}/tables/1/record").body)
    assert record["game"] == "duel" and record["seed"] == 9 and record["actions"]
    lines = call(f"sessions/{code}/leaderboard.csv").body.decode().splitlines()
    assert lines[0] == "rank,name,table,seat,total,tiebreak,winner,bot" and len(lines) == 3
    refused = call(f"sessions/{code}", {"action": "fly", "table": 1})
    assert refused.code == 400 and json.loads(refused.body)["message"].startswith("action: 'fly'")
    assert call(f"sessions/{code}", {"action": "move", "student": 5, "table": 1}).code == 400


def test_the_teachers_api_refuses_in_the_teachers_language(server):
    """Source: issue 38, "refused in words"; every text a user reads is in English and French."""
    def refusal(path, body, lang=None, header=None):
        headers = {"Authorization": f"token {server.token}"}
        if header:
            headers["Accept-Language"] = header
        query = f"?lang={lang}" if lang else ""
        answer = _fetch(f"{server.base}/api/{path}{query}", method="POST", body=body, headers=headers)
        assert answer.code == 400
        return json.loads(answer.body)["message"]
    code = json.loads(_fetch(f"{server.base}/api/sessions", method="POST", body=json.dumps({"game": "duel"}),
                             headers={"Authorization": f"token {server.token}"}).body)["code"]
    fly = json.dumps({"action": "fly", "table": 1})
    assert refusal(f"sessions/{code}", fly) == "action: 'fly': choose start, pause, close, bot or move"
    assert refusal(f"sessions/{code}", fly, lang="fr") == "action : 'fly' : choisissez start, pause, close, bot ou move"
    assert refusal(f"sessions/{code}", fly, header="fr-FR,fr;q=0.9") == refusal(f"sessions/{code}", fly, lang="fr")
    assert refusal(f"sessions/{code}", "[1, 2]", lang="fr") == "un objet de champs est attendu, pas [1, 2]"
    assert refusal(f"sessions/{code}", "[1, 2]") == "expected an object of fields, got [1, 2]"
    assert refusal(f"sessions/{code}", json.dumps({"action": "move", "student": 7, "table": 1}), lang="fr") \
        == "student : 7 : pas d'élève de ce numéro dans cette séance"
    assert refusal("sessions", json.dumps({"game": "chess"}), lang="fr") \
        == "game : 'chess' : choisissez parmi classic, duel, architects"
    assert refusal(f"sessions/{code}", json.dumps({"action": "start", "table": 9}), lang="fr") \
        == "table : 9 : cette séance a les tables 1 à 1"
    assert refusal("sessions", "{not json", lang="fr").startswith("JSON mal formé : ")


def test_the_dashboards_socket_needs_the_teachers_token_and_pushes_the_board(server):
    token = {"Authorization": f"token {server.token}"}
    code = json.loads(_fetch(f"{server.base}/api/sessions", method="POST", body=json.dumps({"game": "duel"}),
                             headers=token).body)["code"]
    url = server.base.replace("http", "ws") + f"/teacher/socket/{code}?lang=fr"
    origin = {"Origin": f"http://127.0.0.1:{server.port}"}

    async def go(headers):
        try:
            socket = await websocket_connect(HTTPRequest(url, headers=headers))
        except Exception as error:
            return getattr(error, "code", str(error))
        first = json.loads(await socket.read_message())
        student = await websocket_connect(HTTPRequest(server.base.replace("http", "ws") + "/socket", headers=origin))
        student.write_message(json.dumps({"type": "join", "code": code, "name": "Ana"}))
        pushed = json.loads(await socket.read_message())
        socket.close()
        student.close()
        return first, pushed
    assert run_apart(go(origin)) == 403
    first, pushed = run_apart(go({**origin, **token}))
    assert first["type"] == "board" and first["board"]["code"] == code and first["board"]["students"] == []
    assert pushed["board"]["students"] == [{"id": 0, "name": "Ana", "table": 1, "seat": 1}]


def test_search_bots_play_through_the_servers_thinking_processes(server):
    """A table of two search bots: each move thought in a spawned process and played by the server."""
    token = {"Authorization": f"token {server.token}"}

    def call(path, body=None):
        return _fetch(f"{server.base}/api/{path}", method="GET" if body is None else "POST",
                      body=None if body is None else json.dumps(body), headers=token)
    code = json.loads(call("sessions", {"game": "duel", "bots": "search", "seed": 4}).body)["code"]
    assert call(f"sessions/{code}", {"action": "start", "table": 1}).code == 200
    moves = 0
    for _ in range(1200):                       # a bound on a stuck server, not on its speed
        moves = json.loads(call(f"sessions/{code}").body)["tables"][0]["moves"]
        if moves >= 2:
            break
        time.sleep(0.25)
    assert moves >= 2
    assert call(f"sessions/{code}", {"action": "close", "table": 1}).code == 200

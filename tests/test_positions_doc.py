"""``docs/positions.md`` (issue 23): its worked examples are the files of docs/examples/positions/,
and every example in it, text or JSON, is a position that its game accepts."""

import json
import re
from pathlib import Path

from wonderlab.core.position import from_any, game_of

ROOT = Path(__file__).parents[1]
DOC = (ROOT / "docs" / "positions.md").read_text()
FILES = sorted((ROOT / "docs" / "examples" / "positions").glob("*.txt"))


def test_one_example_file_per_game_each_shown_in_the_doc():
    assert sorted({game_of(f.read_text()) for f in FILES}) == ["architects", "classic", "duel"]
    for path in FILES:
        assert path.name.startswith(game_of(path.read_text()) + "-")
        assert path.read_text() in DOC, path.name


def test_every_example_of_the_doc_is_accepted_and_the_json_says_the_same():
    blocks = re.findall(r"^```(\w*)\n(.*?)^```$", DOC, re.S | re.M)
    texts = [body for kind, body in blocks if not kind]
    objects = [json.loads(body) for kind, body in blocks if kind == "json"]
    assert len(texts) == 3 and len(objects) == 2
    games = {game_of(text): from_any(text, seed=0) for text in texts}
    for data in objects:
        game = from_any(data, seed=0)
        assert game.state_key() == games[data["game"]].state_key()

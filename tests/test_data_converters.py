"""Each game's data files are what its converter makes of the checked reference: rerun on
``../shared/reference/<game>``, ``tools/convert_<game>.py`` writes the same files, so a hand edit to
``data/`` that the converter does not know (a French name, an alias) fails here instead of being
lost the next time the reference changes. The Duel's own test (tests/duel/test_data.py) also checks
its converter on a sample card."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FILES = {"classic": ("cards.json", "wonders.json"),
         "architects": ("cards.json", "wonders.json", "progress.json")}


@pytest.mark.parametrize("game", sorted(FILES))
def test_converter_reproduces_the_data(game, tmp_path):
    reference = ROOT.parent / "shared" / "reference" / game
    if not reference.is_dir():
        pytest.fail(f"the reference data for {game} is not beside the checkout: {reference}")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / f"convert_{game}.py"), str(reference),
                           str(tmp_path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    for name in FILES[game]:
        made = json.loads((tmp_path / name).read_text(encoding="utf-8"))
        kept = json.loads((ROOT / "data" / game / name).read_text(encoding="utf-8"))
        assert made == kept, f"data/{game}/{name} differs from what tools/convert_{game}.py makes"

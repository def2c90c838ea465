"""The console command exists under both names and refuses bad input in one line."""

import subprocess
import sys


def test_python_dash_m_runs_the_command(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{oops", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "wonderlab", "score", str(bad)],
                          capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "malformed JSON" in done.stderr
    assert "Traceback" not in done.stderr

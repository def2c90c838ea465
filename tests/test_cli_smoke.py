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


def test_a_hostile_record_and_a_bad_option_end_in_one_line_from_the_real_command(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 50000 + "]" * 50000, encoding="utf-8")
    for argv in (["replay", str(deep)], ["simulate", "classic", "--players", "0"],
                 ["simulate", "classic", "--games", "1", "--out", str(tmp_path)]):
        done = subprocess.run([sys.executable, "-m", "wonderlab", *argv], capture_output=True, text=True,
                              timeout=120)
        assert done.returncode == 2, (argv, done.stderr)
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr

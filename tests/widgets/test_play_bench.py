"""``wonderlab bench table``: a click's Python work, timed over a whole seeded game."""

import re

from wonderlab.cli import main


def test_bench_table_prints_the_median_and_p95_as_its_last_line(capsys):
    assert main(["bench", "table", "duel", "--seed", "3"]) in (0, None)
    last = capsys.readouterr().out.strip().splitlines()[-1]
    found = re.fullmatch(r"median_ms=(\d+\.\d) p95_ms=(\d+\.\d)", last)
    assert found, last
    median, p95 = map(float, found.groups())
    assert 0 < median <= p95

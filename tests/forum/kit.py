"""Running ``wonderlab forum`` commands in the test process, as a game master types them."""

import contextlib
import io
import re

from wonderlab.cli import main


def forum(*argv):
    """``(exit code, stdout, stderr)`` of ``wonderlab forum ARGV``."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["forum", *map(str, argv)])
    return code, out.getvalue(), err.getvalue()


def ok(*argv):
    code, out, err = forum(*argv)
    assert code == 0, err
    return out


def refused(*argv):
    """A refusal: exit 2, one line on stderr, nothing on stdout; returns the line."""
    code, out, err = forum(*argv)
    assert code == 2, (code, out, err)
    assert out == "" and err.count("\n") == 1, err
    return err.strip()


def moves_in(hand):
    """The moves a hand message offers, in its order (the backticked texts of its list)."""
    return re.findall(r"^\s*- `([^`]+)`", hand, re.M)


def waiting_in(status):
    """Whom a status line says the game master waits for."""
    found = re.search(r"waiting for: (.*)\.$", status.strip())
    if found:
        return found.group(1).split(", ")
    return [re.search(r": (.*) to move\.", status).group(1)]


def totals_in(post):
    """``{name: total}`` from a post's final score table."""
    head = next(line for line in post.splitlines() if line.startswith("| |"))
    names = [cell.strip() for cell in head.strip("|").split("|")[1:]]
    row = next(line for line in post.splitlines() if line.startswith("| **total**"))
    values = [int(cell.strip().strip("*")) for cell in row.strip("|").split("|")[1:]]
    return dict(zip(names, values, strict=True))

"""Shared moves for the playable-table tests: play a table to its end the way clicks do."""

import json
import random


def play_out(table, rng, prefer=None, on_state=None, limit=2000):
    """Pick options until the game is over (``prefer(table, option text)`` gives a rank, or
    None; the lowest rank is chosen, else any option), passing the hot-seat screen when it shows; returns the number of confirms."""
    confirms = 0
    while not table.is_over:
        state = table.view if hasattr(table, "view") and isinstance(table.view, dict) else table.state()
        if on_state is not None:
            on_state(table, state)
        if state["pass_to"] is not None:
            table.pass_ok()
            continue
        options = table.options()
        assert options, f"no option while the game is not over: {state['status']}"
        ranks = [(prefer(table, text), i) for i, text in enumerate(options)] if prefer else []
        ranks = sorted(r for r in ranks if r[0] is not None and r[0] is not False)
        index = ranks[0][1] if ranks else rng.randrange(len(options))
        table.choose(index)
        table.confirm()
        confirms += 1
        assert confirms < limit, "the game does not end"
    return confirms


def synced_text(widget):
    """What the browser receives: the synced traitlets, as JSON."""
    return json.dumps(widget.get_state(), ensure_ascii=False, default=str)


def rng(seed):
    return random.Random(seed)

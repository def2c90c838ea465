"""Say the shipped puzzles in the coach's words of today, without playing a game again.

    python tools/puzzle_texts.py            # rewrite data/<game>/puzzles.json's texts
    python tools/puzzle_texts.py --check    # exit 1 when a file's texts are not today's

A puzzle's ``why`` is three parts (``lab.puzzles.puzzle``): what the best move does (computed
from the position alone), the comparison with the second move (its score categories and verdict
come from the puzzle's 2,000 rollouts, kept as they were measured) and the win shares of both. The
parts that depend on the position only are written again from the stored position: the move's
own effects, the other move named as a learner reads it (« Par rapport à construire les Douanes »,
not the typed notation « construire Douanes ») and the shares' sentence. ``why_not`` the same, the
other way round. The measured figures are not touched; a text whose parts cannot be told apart is
left as it is and said.
"""

import argparse
import importlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wonderlab.core.grammar import sentence  # noqa: E402
from wonderlab.core.i18n import language, say, set_language  # noqa: E402
from wonderlab.lab import puzzle_file  # noqa: E402
from wonderlab.lab.hint import words  # noqa: E402
from wonderlab.lab.puzzles import _capital, _percent  # noqa: E402
from wonderlab.lab.reasons import explain, option_words  # noqa: E402
from wonderlab.lab.whatif import _deciding  # noqa: E402

GAMES = ("classic", "duel", "architects")


def _parse(game, city, notation):
    """The legal action of ``city`` typed ``notation`` (English, as the file keeps it)."""
    for action in game.legal_actions(city):
        if action.notation == notation:
            return action
    raise ValueError(notation)


def _body(text, other, game, seat):
    """What ``text`` says after its comparison's start with ``other`` (« Par rapport à … : »), as
    written now (the option in words) or before (its notation; in English "Against"), or None."""
    starts = [say("reasons.against", other=name, text="\0").split("\0")[0]
              for name in (option_words(other, game, seat), option_words(other), other.notation)] + \
        [f"Against {other.notation}: "]
    for start in starts:
        at = sentence(text).find(sentence(start))      # a text kept from before writes "The Pyramids"
        if at >= 0:
            return text[at + len(start):]
    return None


def rewritten(puzzle):
    """``puzzle`` with its ``words`` (the two moves as their options print), ``why`` and ``why_not``
    said again in both languages (or None: a text whose parts could not be told apart)."""
    module = importlib.import_module(f"wonderlab.{puzzle['game']}.game")
    game = module.Game.from_position(puzzle["position"], seed=0)
    seat = puzzle["seat"]
    city = _deciding(game, puzzle["game"], seat)
    was = language()
    texts = {"words": {}, "why": {}, "why_not": {}}
    try:
        set_language("en")
        best, second = _parse(game, city, puzzle["best"]), _parse(game, city, puzzle["second"])
        shares = puzzle["win_share"]
        for code in ("en", "fr"):
            set_language(code)
            texts["words"][code] = {"best": words(game, seat, best), "second": words(game, seat, second)}
            for field, mine, other in (("why", best, second), ("why_not", second, best)):
                body = _body(puzzle[field][code], other, game, seat)
                if body is None:
                    return None
                tail = ""
                if field == "why":
                    said = [say("puzzles.shares", best=_capital(words), mine=_percent(shares["best"]),
                                second=words_second, theirs=_percent(shares["second"]))
                            for words, words_second in ((best.notation, second.notation),
                                                        (option_words(best), option_words(second)),
                                                        (option_words(best, game, seat), option_words(second, game, seat)))]
                    ending = next((s for s in said if sentence(body).endswith(" " + sentence(s))), None)
                    if ending is None:
                        return None
                    body, tail = body[:-len(ending) - 1], " " + said[2]
                own = explain(game, seat, mine, city=city)
                versus = say("reasons.against", other=option_words(other, game, seat), text=body.removesuffix("."))
                texts[field][code] = f"{own} {versus}".strip() + tail
    finally:
        set_language(was)
    return {**puzzle, **texts}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the texts are today's")
    args = parser.parse_args(argv)
    stale = 0
    for game in GAMES:
        path = puzzle_file.shipped_path(game)
        data = puzzle_file.load(path)
        changed = kept = 0
        for index, puzzle in enumerate(data["puzzles"]):
            new = rewritten(puzzle)
            if new is None:
                kept += 1
                print(f"{path}: puzzles[{index}] ({puzzle['id']}): its texts' parts could not be told apart: left as they are")
            elif new != puzzle:
                data["puzzles"][index] = new
                changed += 1
        stale += changed
        print(f"{path}: {changed} of {len(data['puzzles'])} puzzles said again, {kept} left as they are")
        if changed and not args.check:
            puzzle_file.save(path, data)
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())

"""A ``what_if`` frame as plain text, best first: what ``wonderlab what-if FILE`` prints.

>>> from wonderlab.classic import Game
>>> from wonderlab.lab.whatif import what_if
>>> frame = what_if(Game(players=3, seed=1), 0, rollouts=2, bots="random", progress=False)
>>> print(report(frame).splitlines()[0])
What if Player 1 played each choice? 2 games per choice, bots: random, random, random (seed 0)
"""

from ..core.i18n import register, say

MESSAGES = {
    "whatif.text.title": {"en": "What if {name} played each choice? {rollouts} games per choice, bots: {bots} (seed {seed})",
                          "fr": "Et si {name} jouait chaque choix ? {rollouts} parties par choix, bots : {bots} (graine {seed})"},
    "whatif.text.choice": {"en": "choice", "fr": "choix"},
    "whatif.text.win": {"en": "win rate (95%)", "fr": "victoires (95 %)"},
    "whatif.text.score": {"en": "mean score (95%)", "fr": "score moyen (95 %)"},
    "whatif.text.versus": {"en": "win rate vs best, paired (95%)",
                           "fr": "victoires, écart au meilleur, apparié (95 %)"},
    "whatif.text.best": {"en": "best", "fr": "meilleur"},
    "whatif.text.apart": {"en": "apart", "fr": "départagé"},
    "whatif.text.close": {"en": "too close to tell", "fr": "trop proche"},
    "whatif.text.foot": {
        "en": "{apart} of {others} other choices are really apart from the best (a paired interval leaves out 0); "
              "more games tell more apart",
        "fr": "{apart} des {others} autres choix sont vraiment départagés du meilleur (un intervalle apparié "
              "exclut 0) ; plus de parties en départagent davantage"},
}
register(MESSAGES)


def report(frame):
    """The ranking as lines of text: win rate and mean score with their intervals, and the
    paired difference of the win rate to the best choice (``compare``'s interval: the value
    the rows are ranked by) with its verdict."""
    attrs = frame.attrs
    head = tuple(say(f"whatif.text.{key}") for key in ("choice", "win", "score", "versus"))
    rows = []
    for i, row in enumerate(frame):
        if i == 0:
            versus = say("whatif.text.best")
        else:
            verdict = say("whatif.text.close" if not row["apart"] else "whatif.text.apart")
            versus = (f"{row['win_vs_best']:+.0%} ({row['win_vs_low']:+.0%} to {row['win_vs_high']:+.0%}) "
                      f"{verdict}")
        rows.append((f"{i + 1}. {row['action']}",
                     f"{row['win_rate']:.0%} ({row['win_low']:.0%}-{row['win_high']:.0%})",
                     f"{row['mean_score']:.1f} ({row['score_low']:.1f}-{row['score_high']:.1f})", versus))
    widths = [max(len(r[c]) for r in [head, *rows]) for c in range(3)]
    lines = [say("whatif.text.title", name=attrs.get("name", ""), rollouts=attrs.get("asked", ""),
                 bots=", ".join(attrs.get("bots", ())), seed=attrs.get("seed", 0))]
    for r in [head, *rows]:
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(r[:3], widths, strict=True)) + "  " + r[3])
    apart = sum(bool(a) for a in frame["apart"])
    lines.append(say("whatif.text.foot", apart=apart, others=max(0, len(frame) - 1)))
    return "\n".join(lines)

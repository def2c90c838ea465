"""The texts the game master sends: a player's private hand message and the public post of a turn.

A hand message is for one player: it shows what only they may see. A post shows only what the
whole table may see: the card under a wonder stage and a discarded card stay secret.

>>> to_bbcode("**Age I, turn 1**\\n- Ana built **Baths**")
'[b]Age I, turn 1[/b]\\n[list]\\n[*]Ana built [b]Baths[/b]\\n[/list]'
"""

import re

from ..core.i18n import plural, say
from ..core.labels import bot_label
from . import messages  # noqa: F401  (registers the texts)
from .expansions import item_label, private_lines, public_lines


def action_of(game, entry):
    """The legal action of ``game`` that a record entry names."""
    seat = entry.get("city", entry.get("seat"))
    for action in game.legal_actions(seat):
        if action.matches(entry):
            return action
    raise ValueError(f"{entry!r} is not legal now")


def seat_of(entry):
    """The seat a record entry is for (``city`` in 7 Wonders, ``seat`` elsewhere)."""
    return entry.get("city", entry.get("seat"))


def understood(table, game, seat, action, mark=None):
    """What the game master understood of a move, for the game master's eyes:
    ``build Baths, paying 2 coins to Ana``; a forced discard and a bot's move say so."""
    mark = mark or {}
    if table.game == "classic":
        text = _classic_move(game, seat, action)
    elif table.game == "duel":      # the answer may be pasted on the forum: no secret in it
        from ..duel.shared import sentence_for

        text = sentence_for(game, len(game.record().actions) - 1, None)
    else:
        text = str(action)
    if mark.get("forced"):
        text += " " + say("forum.understood.forced", reason=mark["forced"].rstrip("."))
    if mark.get("bot"):
        text += " " + say("forum.understood.bot", bot=bot_label(mark["bot"]))
    return text


def _classic_move(game, seat, action):
    card, payment = action.card.label, action.payment
    if action.kind == "discard":
        return say("forum.move.discard", card=card)
    if action.kind == "stage":
        text = say("forum.move.stage", card=card, stage=action.stage)
    else:
        text = say("forum.move.build", card=card)
    if payment.how == "chain":
        return f"{text} {say('forum.move.chained', parent=payment.chain_from)}"
    if payment.how == "free":
        return f"{text} {say('forum.move.free')}"
    if payment.how == "discard":
        return f"{text} {say('forum.move.pile')}"
    return ", ".join([text, *_payments(game, seat, payment)])      # « build Baths, paying 2 coins to Ana »


def _payments(game, seat, payment):
    paid, names = [], game.names
    if payment.left:
        paid.append(say("forum.post.paid", coins=_coins(payment.left), name=names[game.left(seat)]))
    if payment.right:
        paid.append(say("forum.post.paid", coins=_coins(payment.right), name=names[game.right(seat)]))
    if payment.bank:
        paid.append(say("forum.post.bank", coins=_coins(payment.bank)))
    return [", ".join(paid)] if paid else []


def wonder_label(game, seat):
    if hasattr(game, "cities"):
        return game.cities[seat].wonder.label
    if hasattr(game, "wonders") and isinstance(game.wonders, list):
        return game.wonders[seat].label
    return ""


def _coins(n):
    return plural(n, "forum.coins")


# -- hands --------------------------------------------------------------------------------
def hand(table, game, seat, chosen, turn):
    names = table.seat_names()
    lines = [f"**{say('forum.hand.title', name=names[seat], turn=turn)}**", ""]
    if table.game == "classic":
        lines += _classic_city(game, seat, names)
    if chosen:
        lines.append(say("forum.hand.chosen", move=chosen))
        lines.append("")
    legal = game.legal_actions(seat)
    if not legal and not chosen:
        waiting = ", ".join(names[s] for s in game.waiting) or say("forum.nobody")
        if table.game == "duel":            # a Divinity face down, Conspiracies: theirs to know
            lines += private_lines(game, seat)
        lines.append(say("forum.hand.idle", waiting=waiting))
        return "\n".join(lines)
    if table.game == "classic":
        lines += _classic_hand(game, seat, legal)
    else:
        lines += _private_view(table, game, seat)
        lines.append(say("forum.hand.moves"))
        for action in legal:
            line = f"- `{action.notation}` — {action}"
            if table.game == "architects":
                line += ". " + " ".join(game.explain(seat, action))
            lines.append(line)
    if legal:
        lines += ["", say("forum.hand.send", turn=table.turn, example=legal[0].notation)]
    return "\n".join(lines).rstrip()


def _classic_city(game, seat, names):
    from ..classic.cards import unit_text

    city = game.cities[seat]
    lines = [say("forum.hand.city", wonder=city.wonder.label, coins=_coins(city.coins), stages=city.stages,
                 total=len(city.wonder.stages), shields=city.shields)]
    if city.next_stage is not None:
        from ..classic.cards import cost_text
        lines.append(say("forum.hand.stage", stage=city.next_stage.index, cost=cost_text(city.next_stage.cost)))
    if city.cards:
        lines.append(say("forum.hand.built", cards=", ".join(c.label for c in city.cards)))
    for side in ("left", "right"):
        other = game.left(seat) if side == "left" else game.right(seat)
        fixed, choices = game.cities[other].sellable_production()
        sells = [f"{n} {unit_text(1 << r)}" for r, n in enumerate(fixed) if n]
        sells += [unit_text(m) for m in choices]
        lines.append(say("forum.hand.neighbour", side=say(f"forum.hand.side.{side}"), name=names[other],
                         wonder=game.cities[other].wonder.label, sells=", ".join(sells) or say("forum.nobody")))
    return [*lines, ""]


def _classic_hand(game, seat, legal):
    from ..classic.cards import cost_text

    cards = game.hand(seat)
    lines = [say("forum.hand.cards", count=len(cards))]
    seen = set()
    for card in cards:
        if card.name in seen:
            continue
        seen.add(card.name)
        cost = ", ".join(filter(None, [_coins(card.coins) if card.coins else "", cost_text(card.cost)]))
        color = say(f"forum.color.{card.color}")
        lines.append(f"- **{card.label}** ({color}{say('view.semicolon') + cost if cost else ''})")
        moves = [a for a in legal if a.card.name == card.name]
        shown = {}
        for action in moves:
            shown.setdefault(action.kind, []).append(action)
        if set(shown) == {"discard"}:
            lines.append(f"  - {say('forum.hand.cannot', reason=_why_not(game, seat, card))}")
        for kind_moves in shown.values():
            for action in kind_moves[:3]:
                lines.append(f"  - `{action.notation}` — {action}")
            if len(kind_moves) > 3:
                lines.append(f"  - … {say('forum.hand.more', count=len(kind_moves) - 3)}")
    if game.phase == "discard pile":
        lines = [f"- `{a.notation}` — {a}" for a in legal]
    return lines


def _why_not(game, seat, card):
    from ..core.errors import IllegalAction

    try:
        game.parse(seat, f"build {card.name}")
    except IllegalAction as error:
        return str(error)
    return ""


def _private_view(table, game, seat):
    view = game.view(seat)
    lines = []
    if table.game == "architects":
        rules = game.rules
        me = view["players"][seat]
        held = ", ".join(f"{rules.kind(k).label} ×{n}" for k, n in me["cards"].items()) or say("arch.nothing")
        lines.append(say("forum.hand.arch_city", wonder=game.wonders[seat].label,
                         built=", ".join(map(str, me["built"])) or "-", cards=held, shields=me["shields"]))
        if view["central"]["top"]:
            lines.append(say("forum.hand.peek", card=rules.kind(view["central"]["top"]).label))
        if view["revealed"]:
            lines.append(say("forum.hand.revealed", cards=", ".join(rules.kind(k).label for k in view["revealed"])))
    else:
        me = view["players"][seat]
        lines.append(say("forum.hand.duel_city", coins=me["coins"], cards=len(me["cards"]),
                         wonders=", ".join(item_label(w) for w in me["wonders"]) or "-"))
        lines += private_lines(game, seat)
    if view.get("drawn_tokens"):
        lines.append(say("forum.hand.drawn", tokens=", ".join(item_label(t) for t in view["drawn_tokens"])))
    return [*lines, ""] if lines else []


# -- posts --------------------------------------------------------------------------------
def post(table, before, after, entries, turn, next_turn, marks=(), seats=(), first=0, now=None):
    """The public post of one turn; ``marks`` (one per entry) tell a forced discard and a bot's
    move, ``seats`` the replacement players who took a seat this turn; ``first``: the number of
    decisions before the turn; ``now``: the game as it is now, which says what is still secret
    (a Duel expansion's face-down Divinity or Conspiracy: ``duel/shared.py``)."""
    lines = [f"**{turn}**", ""]
    for change in seats:
        lines.append(say("forum.post.replaced", old=change["old"], new=change["new"]))
    if seats:
        lines.append("")
    marks = list(marks) or [{}] * len(entries)
    if table.game == "classic":
        lines += _classic_post(table, before, after, entries, marks)
    elif table.game == "duel":
        lines += _duel_post(table, before, after, entries, first, after if now is None else now)
    else:
        lines += _architects_post(table, before, after)
    names = table.seat_names()
    for entry, mark in zip(entries, marks, strict=True):
        if mark.get("bot") and table.game != "classic":
            lines.append(say("forum.post.bot", name=names[seat_of(entry)], bot=bot_label(mark["bot"])))
    if after.is_over:
        lines += ["", *_scores(after)]
    else:
        lines += ["", say("forum.post.next", turn=next_turn)]
    return "\n".join(lines)


def _classic_post(table, before, after, entries, marks):
    names = table.seat_names()
    lines = []
    played, game, marked = {}, before.copy(), {}
    for entry, mark in zip(entries, marks, strict=True):   # the engine's order: the Free City's first
        played[entry["city"]] = action = action_of(game, entry)
        marked[entry["city"]] = mark
        game.play(entry["city"], action)
    for seat, action in sorted(played.items()):
        mark = marked[seat]
        what = say("forum.post.forced") if mark.get("forced") else _classic_deed(before, seat, action)
        if mark.get("bot"):
            what += " " + say("forum.post.by_bot", bot=bot_label(mark["bot"]))
        lines.append(f"- {names[seat]} ({before.cities[seat].wonder.label}) {what}")
    changes = [f"{names[i]} {b.coins} → {a.coins}" for i, (b, a) in enumerate(zip(before.cities, after.cities, strict=True))
               if a.coins != b.coins]
    if changes:
        lines += ["", say("forum.post.coins", changes=", ".join(changes))]
    tokens = []
    for i, (b, a) in enumerate(zip(before.cities, after.cities, strict=True)):
        new = a.military[len(b.military):]
        if new:
            tokens.append(f"{names[i]} {' '.join(f'{t:+d}' for t in new)}")
    if tokens:
        lines += ["", say("forum.post.conflicts", age="I" * before.age, tokens=", ".join(tokens))]
    return lines


def _classic_deed(game, seat, action):
    card, payment = action.card.label, action.payment
    if action.kind == "discard":
        return say("forum.post.discard")
    if payment.how == "chain":
        return say("forum.post.chained", card=card, parent=payment.chain_from)
    if payment.how == "free":
        return say("forum.post.free", card=card)
    if payment.how == "discard":
        return say("forum.post.pile", card=card)
    text = (say("forum.post.stage", stage=action.stage) if action.kind == "stage"
            else say("forum.post.built", card=card))
    paid = _payments(game, seat, payment)
    return text + (", " + paid[0] if paid else "")


def _duel_post(table, before, after, entries, first, now):
    from ..duel.game import _TOKEN_LIST
    from ..duel.shared import line_for, looting_lines

    names = table.seat_names()
    lines = [f"- {line}" for index in range(first, first + len(entries))
             for line in (line_for(now, index, None, names), *looting_lines(now, index, names))]
    changes = [f"{names[i]} {before.coins(i)} → {after.coins(i)}" for i in (0, 1) if before.coins(i) != after.coins(i)]
    if changes:
        lines += ["", say("forum.post.coins", changes=", ".join(changes))]
    if after.pawn != before.pawn:
        lines.append(say("forum.post.conflict_track", pawn=_pawn(after.pawn, names)))
    for i in (0, 1):
        for t in after.p[i].tokens[len(before.p[i].tokens):]:
            lines.append(say("forum.post.tokens", name=names[i], token=_TOKEN_LIST[t].label))
    shown = {p["position"] for p in before.view(0)["structure"] if p["face_up"]}
    revealed = [item_label(p["card"]) for p in after.view(0)["structure"]
                if p["face_up"] and p["position"] not in shown and before.age == after.age]
    if revealed:
        lines.append(say("forum.post.revealed", cards=", ".join(revealed)))
    more = public_lines(after, names)
    return [*lines, "", *more] if more else lines


def _pawn(pawn, names):
    if pawn == 0:
        return "0"
    return f"{abs(pawn)} → {names[1] if pawn > 0 else names[0]}"


def _architects_post(table, before, after):
    names = table.seat_names()
    rules = after.rules
    lines, pops, shuffled = [], {}, set()
    for seat, action, _forced in after.history[len(before.history):]:
        text = f"- {names[seat]}: {action}"
        if action.kind == "take":          # the card taken lies face up in front of its player
            deck = before.deck_index(seat, action.source)
            pops[deck] = pops.get(deck, 0) + 1
            if deck not in shuffled and pops[deck] <= len(before.decks[deck]):
                text += f" → {rules.kinds[before.decks[deck][-pops[deck]]].label}"
        elif action.kind == "look":
            shuffled.add(before.deck_index(seat, action.source))
        elif action.kind == "build":       # Olympia and Ephesus take cards with their stages
            power = before.wonders[seat].stage(action.stage).power
            decks = {"left_and_right": (seat, (seat - 1) % before.players),
                     "central": (before.players,)}.get(power, ())
            for deck in decks:
                pops[deck] = pops.get(deck, 0) + 1
        lines.append(text)
    for i in range(after.players):
        gained = [f"+{n - before.cards[i][k]} {rules.kinds[k].label}" for k, n in enumerate(after.cards[i])
                  if n > before.cards[i][k]]
        if gained:
            lines.append(say("forum.post.gained", name=names[i], cards=", ".join(gained)))
        for token in after.tokens[i][len(before.tokens[i]):]:
            lines.append(say("forum.post.tokens", name=names[i], token=rules.token(token).label))
    if after.victories != before.victories:
        lines.append(say("forum.post.battle", victories=", ".join(f"{names[i]} {v}" for i, v in enumerate(after.victories))))
    return lines


def _scores(game):
    sheets = game.scores()
    categories = list(sheets[0].categories)
    head = "| | " + " | ".join(s.name for s in sheets) + " |"
    rule = "|---" * (len(sheets) + 1) + "|"
    rows = [f"| {_category(c)} | " + " | ".join(str(s.categories[c]) for s in sheets) + " |" for c in categories]
    rows.append(f"| **{_category('total')}** | " + " | ".join(f"**{s.total}**" for s in sheets) + " |")
    return [f"**{say('forum.post.scores')}**", "", head, rule, *rows, "",
            plural(len(game.winners()), "forum.post.winners", winners=", ".join(game.winners()))]


def _category(name):
    from ..core.labels import short_category

    return short_category(name)


# -- BBCode ---------------------------------------------------------------------------------
def to_bbcode(markdown):
    """The same post for forums that read BBCode: bold, lists, and the score table as code."""
    out, in_list, table = [], False, []
    for line in markdown.split("\n"):
        if line.startswith("|"):
            if not line.startswith("|---"):
                table.append([cell.strip().replace("**", "") for cell in line.strip("|").split("|")])
            continue
        if table:
            out.append(_code_table(table))
            table = []
        item = line.startswith("- ") or line.startswith("  - ")
        if item and not in_list:
            out.append("[list]")
            in_list = True
        if not item and in_list:
            out.append("[/list]")
            in_list = False
        text = line.strip()[2:] if item else line
        text = re.sub(r"\*\*(.+?)\*\*", r"[b]\1[/b]", text)
        text = re.sub(r"`(.+?)`", r"[i]\1[/i]", text)
        out.append(f"[*]{text}" if item else text)
    if table:
        out.append(_code_table(table))
    if in_list:
        out.append("[/list]")
    return "\n".join(out)


def _code_table(rows):
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.rjust(w) if i else cell.ljust(w) for i, (cell, w) in enumerate(zip(row, widths, strict=True)))
             for row in rows]
    return "[code]\n" + "\n".join(lines) + "\n[/code]"

"""The Duel log tells what a looting token took (issue 42: "every action prints as a sentence and
explains its cost"). Seed 004: « Chaque bouclier construit avance aussitôt le pion Conflit d'une
case vers la capitale adverse ; en entrant dans certaines zones, il fait perdre à ton adversaire
2 puis 5 pièces. » The reference (board.json, ``looting_rule``): "the first time the pawn enters
a zone holding a looting token, the player on whose side the zone lies loses that many coins (as
many as they have if fewer) to the bank, and the token is removed from the game". With the
Pantheon, Astarte keeps the coins on her, Poliorcetics costs a coin a space and Neptune applies
or discards a token; with Agora, a Military token gives Influence and nobody loses coins.

The coins each token took are worked out here from the positions before and after each
decision, walking the pawn space by space, apart from the engine's own record and from the code
that writes the lines; then the lines the table's log and the forum's post tell are read back.
"""

import random
import re
from dataclasses import replace

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.duel.game import Game
from wonderlab.duel.shared import looting_lines
from wonderlab.table.seats import duel as seat
from wonderlab.table.table import Table

EXPANSIONS = [{}, {"pantheon": True}, {"agora": True}, {"pantheon": True, "agora": True}]
IDS = ["base", "pantheon", "agora", "pantheon+agora"]
GAMES = 60

# a looting line read back: who, and the coins lost ("no" / « aucune »: none)
SAID = {"en": re.compile(r"^(Player [12]) lost (no|\d+) coins? to a looting token(?:, all they had"
                         r"|: they had none|; Astarte keeps \d+ coins?)?$"),
        "fr": re.compile(r"^(Joueur [12]) (?:a perdu (\d+) pièces? \(jeton de pillage\)(?:, tout ce qui lui restait"
                         r"| ; Astarté garde \d+ pièces?)?|n'a perdu (aucune) pièce \(jeton de pillage\) : son "
                         r"trésor était vide)$")}
LOOTING_WORDS = {"en": "looting", "fr": "pillage"}


def _expected(before, after, mover, action, agora):
    """``(victim, coins lost, token's value)`` of each looting token decision ``action`` of ``mover`` took, from
    the positions ``before`` and ``after`` it: the victim's coins free of Astarte (plus what
    Economy gave them from the mover's trading) go, space by space, to Poliorcetics and to the
    tokens of the zones the pawn enters; Neptune applies its token at once, or discards it."""
    taken = [t for t in before.loot if t not in after.loot]
    if agora or not taken or action.kind == "neptune_discard":
        return []
    free = []
    for v in (0, 1):
        coins = before.p[v].coins
        kept = min(before.astarte[v], coins) if hasattr(before, "astarte") else 0
        gain = getattr(action, "trade", 0) or 0
        economy = v != mover and action.kind in ("build", "wonder") and "economy" in before.p[v].has
        free.append(coins - kept + (gain if economy else 0))
    if action.kind == "neptune_apply":
        (victim, _a, _b, value), = taken
        return [(victim, min(free[victim], value), value)]
    found, step = [], 1 if after.pawn > before.pawn else -1
    poliorcetics = "poliorcetics" in before.p[mover].has
    for pawn in range(before.pawn + step, after.pawn + step, step):
        side = 1 if pawn > 0 else 0
        if poliorcetics:
            free[1 - mover] -= min(free[1 - mover], 1)
        for token in [t for t in taken if t[0] == side and t[1] <= abs(pawn) <= t[2]]:
            victim, value = token[0], token[3]
            found.append((victim, min(free[victim], value), value))
            free[victim] -= min(free[victim], value)
            taken.remove(token)         # a token is taken once, on entering its zone
    assert taken == [], (before.pawn, after.pawn, taken)
    return found


def _told(lines, language):
    """``(name, coins)`` of each looting line among ``lines``; a line that speaks of looting
    and does not read as one fails."""
    out = []
    for line in lines:
        if LOOTING_WORDS[language] in line:
            match = SAID[language].match(line)
            assert match, (language, line)
            name, *numbers = match.groups()
            coins = next(n for n in numbers if n is not None)
            out.append((name, 0 if coins in ("no", "aucune") else int(coins)))
    return out


def _name(victim, language):
    return ("Player " if language == "en" else "Joueur ") + str(victim + 1)


@pytest.mark.parametrize("options", EXPANSIONS, ids=IDS)
def test_every_looting_token_is_told_once_with_the_coins_it_took_and_nothing_else_speaks_of_looting(options):
    agora = bool(options.get("agora"))
    lootings = less = taken = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        games = {language: None for language in ("en", "fr")}
        for language in games:
            set_language(language)
            try:
                games[language] = Game(seed=seed, **options)
            finally:
                set_language("en")
        game = games["en"]
        while not game.is_over:
            mover = game.current
            action = rng.choice(game.legal_actions(mover))
            before, start = game.copy(), len(game._actions)
            for language, each in games.items():
                set_language(language)
                try:
                    each.play(mover, next(a for a in each.legal_actions(mover) if a.to_json() == action.to_json()))
                    told = _told(seat.events(each, start, None), language)
                finally:
                    set_language("en")
                expected = _expected(before, each, mover, action, agora)
                assert told == [(_name(v, language), coins) for v, coins, _value in expected], (seed, start, language)
            lootings += len(expected)
            taken += sum(1 for t in before.loot if t not in game.loot)
            less += sum(1 for _v, coins, value in expected if coins < value)
    # the games do take tokens, and loot, not only a full purse (Agora's tokens never take coins)
    assert taken >= GAMES // 2, taken
    assert (lootings, less) == (0, 0) if agora else lootings >= GAMES // 2 and less > 0, (lootings, less)


def _looting_at(options, low=2):
    """A game just after a decision whose looting took ``coins``, with ``coins`` below ``low``
    when asked: seed, game."""
    for seed in range(400):
        game, rng = Game(seed=seed, **options), random.Random(seed)
        while not game.is_over:
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
            last = game.lootings[-1:]
            if last and last[0].index == len(game._actions) - 1 and last[0].coins < low:
                return seed, game
    raise AssertionError("no such looting")


def test_a_player_with_fewer_coins_than_the_token_loses_what_they_have_and_the_line_says_so():
    _seed, game = _looting_at({}, low=2)
    looting = game.lootings[-1]
    assert game.p[looting.victim].coins == 0
    line, = looting_lines(game, looting.index)
    name = game.names[looting.victim]
    assert line in (f"{name} lost 1 coin to a looting token, all they had",
                    f"{name} lost no coins to a looting token: they had none")
    set_language("fr")
    try:
        line, = looting_lines(game, looting.index)
    finally:
        set_language("en")
    assert line in (f"{name} a perdu 1 pièce (jeton de pillage), tout ce qui lui restait",
                    f"{name} n'a perdu aucune pièce (jeton de pillage) : son trésor était vide")


def test_astarte_keeps_her_coins_from_a_looting_token_and_the_line_says_how_many():
    """Seed 004 (Pantheon): « Aphrodite 9, 1 par pièce restée sur Astarté »: the coins on Astarte
    stay on her; a looting token takes only the others."""
    for seed in range(300):
        game, rng = Game(seed=seed, pantheon=True), random.Random(seed)
        while not game.is_over:
            victim_coins = [p.coins for p in game.p]
            on_astarte = list(game.astarte)
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
            last = game.lootings[-1:]
            if last and last[0].index == len(game._actions) - 1 and last[0].kept:
                looting = last[0]
                v = looting.victim
                assert looting.kept == min(on_astarte[v], victim_coins[v])
                assert looting.coins < looting.value and game.p[v].coins >= looting.kept
                line, = looting_lines(game, looting.index)
                coins = "1 coin" if looting.coins == 1 else f"{looting.coins} coins"
                kept = "1 coin" if looting.kept == 1 else f"{looting.kept} coins"
                assert line == f"{game.names[v]} lost {coins} to a looting token; Astarte keeps {kept}"
                return
    raise AssertionError("no looting met coins on Astarte in these games")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tables_log_tells_the_looting_right_after_the_decision_that_took_it(lang):
    seed, game = _looting_at({}, low=6)
    looting = game.lootings[0]
    # the table plays the same game, its two human seats playing the record's moves
    record = game.record()
    table = Table("duel", seed=seed, you=(0, 1), lang=lang)
    for entry in record.actions[:looting.index + 1]:
        if table.pass_to is not None:       # the shared screen passes to the other player
            table.pass_ok()
        option = next(i for i, o in enumerate(table.option_list()) if o.action.to_json() == {
            k: v for k, v in entry.items() if k != "seat"})
        table.choose(option)
        table.confirm()
    lines = [line[lang] for _label, line in table.log]
    # a table that loads the record up to there (its bot plays on) tells it as well
    loaded = Table("duel", seed=seed, you=0, lang=lang)
    loaded.load(replace(record, actions=record.actions[:looting.index + 1], result=None))
    retold = [line[lang] for _label, line in loaded.log][:looting.index + 2]
    name = table.game.names[looting.victim]
    said = (f"{name} lost {looting.coins} coins to a looting token" if lang == "en"
            else f"{name} a perdu {looting.coins} pièces (jeton de pillage)")
    assert lines[-1] == said, lines[-3:]
    # (a French table that loads a record names its players in English, « Player 1 a perdu »,
    # as in its other retold lines: the words after the name are compared there)
    assert retold[-1].split(" ", 1)[1] == said.split(" ", 1)[1], retold[-3:]
    for told in (lines, retold):
        assert len(told) == looting.index + 2
        assert sum(LOOTING_WORDS[lang] in line for line in told) == 1

"""Bots for 7 Wonders Duel: ``random``, ``greedy`` (one decision ahead), ``search`` (a Monte
Carlo tree search) and ``flat`` (the same search one decision deep).

Bots see only what a player may see: the search bot deals the hidden cards again at random
(``Game.redeal``) instead of reading them, and the greedy bot weighs only the cities.

The greedy bot, and the search bots through it, never miss the game's sharpest moments (seed
004: « Ces deux victoires arrêtent la partie sur-le-champ »): a move that wins at once, by
military or scientific supremacy (Law's scales counted) or with the last card, is always
played; and when the rival could win at once on their next turn with a card face up now, the
bot plays a move that leaves them none, if one exists (``GreedyBot.sharpest``).

>>> from .game import Game
>>> import random
>>> game = Game(seed=4)
>>> GreedyBot().choose(game, 0, random.Random(0)) in game.legal_actions(0)
True
"""

import math
import time

from ..core.bots import register_bot
from .actions import BUILD, DISCARD, PICK, START, WONDER
from .cards import card_set, token_set, wonder_set
from .expansion_bots import evaluate as expansion_evaluate
from .expansion_bots import is_expansion, values_of
from .game import (
    _BOARD,
    _BUILT,
    _CAPITAL,
    _CARD_POINTS,
    _GUILDS,
    _LOOTING,
    _SHEET_POINTS,
    OVER,
    PLAY,
    TOKEN_PHASE,
    _color_count,
    _kept_points,
)

WIN = 1000.0
PLAYOUTS = 1000     # a search's playouts per decision by default: about 0.1 s of one core's CPU
# The most shields one card can bring at once (Strategy adds one to a card's) or one wonder: a
# seat further than that from the rival's capital cannot win by military supremacy this turn.
REACH = max(max(c.effect.shields for c in card_set().items) + 1, max(w.effect.shields for w in wonder_set()))
_CARD_LIST, _WONDERS = card_set().items, {w.index: w for w in wonder_set()}
_CARD_CLASS = _CARD_LIST[0].__class__
LAW_SYMBOLS = {t.index: t.effect.science for t in token_set() if t.effect.science is not None}
# The bots draw an index as ``(rng.random() * n).__trunc__()``: ``int(rng.random() * n)``, without
# ``int``'s slow call of a type.


class RandomBot:
    """In the structure, picks an accessible card at random, then one of its legal actions at
    random (build it, discard it, or build one of the wonders it can pay for); any other decision
    is a uniformly random legal action.

    The card's action is drawn without replacement: a way of taking it is drawn among all
    (build, discard, each wonder still to build), and an illegal one is set aside until a legal
    one comes. That is uniform over the legal ones and spares computing the others' costs.
    The engine draws the take (``Game._random_take``): it knows the take is legal, and ``play``
    recognises it without working it out again.
    """

    name = "random"

    def choose(self, game, seat, rng):
        if game.phase == "play":
            return game._random_take(seat, rng.random)
        return rng.choice(game.legal_actions(seat))

    @staticmethod
    def play_out(game, rng):
        """Play ``game`` to its end with this bot in both seats: the very draws ``choose`` makes
        decision by decision, without a call to it at each (how the runner plays a game of random
        bots, the hot path of ``wonderlab bench``)."""
        game._play_at_random(rng)


def evaluate(game, seat):
    """How good the public position is for ``seat``: a score difference with a few hints
    (production early on, science symbols, the pawn, coins)."""
    if game.is_over:
        if game.winner is None and game.result == "points":
            return 0.0
        return WIN if game.winner == seat else -WIN
    totals = game.totals()
    mine, theirs = game.p[seat], game.p[1 - seat]
    left = max(0.0, 3 - game.age + 0.5)
    return _judged(totals[seat] - totals[1 - seat], game.pawn if seat == 0 else -game.pawn,
                   _part(sum(mine.produced), len(mine.choices), _distinct(mine.science), mine.coins,
                         len(mine.tokens), left),
                   _part(sum(theirs.produced), len(theirs.choices), _distinct(theirs.science), theirs.coins,
                         len(theirs.tokens), left))


def _distinct(science):
    """How many different science symbols a city shows."""
    return len(science) - science.count(0)


def _part(produced, choices, distinct, coins, tokens, left):
    """What ``evaluate`` counts of a city besides its points: the sum of its production and its
    choices (worth more with ``left`` Ages to play), its distinct science symbols, its coins and
    its tokens.

    >>> round(_part(4, 1, 2, 7, 0, 2.5), 9)       # (3.6 + 1.2) * 2.5 + 1.4 + 1.05
    14.45
    """
    part = (produced * 0.9 + choices * 1.2) * left
    part += distinct * distinct * 0.35
    part += coins * 0.15
    part += tokens * 1.0     # (unbuilt wonders are potential, not points: not counted)
    return part


def _judged(difference, pawn, mine, theirs):
    """``evaluate`` of a position told by numbers: the ``difference`` of the totals, the
    ``pawn`` seen from the seat (> 0 towards the rival's capital) and the ``_part`` of the
    seat's city and of its rival's (``_quick_value`` tells them of a take without playing it).

    >>> round(_judged(3, 2, 14.45, 6.6), 9)     # 3 + 14.45 - 6.6 + 1.6
    12.45
    """
    value = difference + mine - theirs
    return value + (pawn * 0.8 + (4.0 * pawn / abs(pawn) if abs(pawn) >= 7 else 0))


class GreedyBot:
    """Chooses the decision whose outcome ``evaluate`` likes best (ties broken at random)."""

    name = "greedy"

    def choose(self, game, seat, rng):
        if is_expansion(game):
            return _expansion_choice(game, seat, game.legal_actions(seat), rng)
        return self._choose(game, seat, game.legal_actions(seat), rng)

    def _choose(self, game, seat, actions, rng):
        """``choose`` among ``actions``, the legal ones (``play_out`` passes the engine's own
        list, which it does not change)."""
        if len(actions) == 1:
            return actions[0]
        values, best = self._valued(game, seat, actions)
        if max(values) >= WIN:      # (as ``sharpest``)
            best = _best(*self.sharpest(game, seat, actions, values))
        elif game.phase == PLAY and threatened(game, 1 - seat):
            best = self._unblocked_best(game, seat, actions, values)
        return best[(rng.random() * len(best)).__trunc__()]

    def _unblocked_best(self, game, seat, actions, values):
        """``_best(*sharpest(...))`` when the rival is ``threatened`` and no move wins at once,
        asking ``hands_win`` only of the actions that may be among the best: by value, highest
        first, until the best of those kept is known and a gap of more than 1e-9 parts it from
        the next (below that gap, an action can be neither among the best nor change them).

        >>> from .game import random_game
        >>> game, bot = random_game(3, until=20), GreedyBot()
        >>> game.pawn = 8           # one space from seat 1's capital: seat 0 may win by a shield
        >>> game.current
        1
        >>> actions = game.legal_actions(1)
        >>> values = bot.values(game, 1, actions)
        >>> threatened(game, 0), len(bot.sharpest(game, 1, actions, values)[0]), len(actions)
        (True, 3, 12)
        >>> bot._unblocked_best(game, 1, actions, values) == _best(*bot.sharpest(game, 1, actions, values))
        True
        """
        visible = _face_up(game)
        found, kept = {}, []
        top = previous = None
        for i in sorted(range(len(actions)), key=values.__getitem__, reverse=True):
            value = values[i]
            if top is not None and value < top - 2e-9 and value < previous - 1e-9:
                break
            previous = value
            key = _block_key(actions[i])
            blocks = found.get(key)
            if blocks is None:
                blocks = found[key] = self.hands_win(game, seat, actions[i], visible)
            if not blocks:
                kept.append(i)
                if top is None:
                    top = value
        if not kept:
            return _best(actions, values)
        kept.sort()
        return _best([actions[i] for i in kept], [values[i] for i in kept])

    @staticmethod
    def play_out(game, rng):
        """Play ``game`` to its end with this bot in both seats, making the very draws ``choose``
        makes decision by decision (how the coach's rollouts play, ``core.search.rollout``).

        >>> from .game import Game
        >>> import random
        >>> game, again = Game(seed=4), Game(seed=4)
        >>> GreedyBot.play_out(game, random.Random(1))
        >>> rng, bot = random.Random(1), GreedyBot()
        >>> while not again.is_over:
        ...     again.play(again.current, bot.choose(again, again.current, rng))
        >>> again.state_key() == game.state_key()
        True
        """
        if is_expansion(game):      # (``GreedyBot.choose``'s own way with an expansion)
            while game.phase != OVER:
                seat = game.current
                game.play(seat, _expansion_choice(game, seat, game.legal_actions(seat), rng))
            return
        choose, play, compute, take, forget = _PLAYER._choose, game.play, game._compute_legal, game._take, game._forget_handed
        while True:
            phase = game.phase
            if phase == OVER:
                return
            seat = game.current
            legal = game._legal
            if legal is None:
                legal = game._legal = compute(seat)
            action = choose(game, seat, legal, rng)
            if phase == PLAY:       # a take of the engine's own legal action: ``play``'s hot path, found at once
                forget()
                take(seat, game.slots.index(action.card.index), action)
            else:
                play(seat, action)

    def sharpest(self, game, seat, actions, values):
        """``actions`` and their ``values`` narrowed to what the game's sharpest moments allow:
        the moves that win at once when there are any (their value is ``WIN``); else, when the
        rival could win at once on their next turn (``threatened``), the moves after which they
        cannot with a card face up now (``hands_win``), when some can and some cannot; else all.

        >>> from .game import Game
        >>> game = Game(seed=1)
        >>> actions = game.legal_actions(0)
        >>> GreedyBot().sharpest(game, 0, actions, [0.0] * len(actions))[0] == actions
        True
        """
        if max(values) >= WIN:
            kept = [i for i, value in enumerate(values) if value >= WIN]
        elif game.phase == PLAY and not is_expansion(game) and threatened(game, 1 - seat):
            visible = _face_up(game)
            found = {}
            kept = []
            for i, action in enumerate(actions):
                key = _block_key(action)
                if key not in found:
                    found[key] = self.hands_win(game, seat, action, visible)
                if not found[key]:
                    kept.append(i)
            if not kept:
                return actions, values
        else:
            return actions, values
        return [actions[i] for i in kept], [values[i] for i in kept]

    def hands_win(self, game, seat, action, visible):
        """Whether, after ``seat`` plays ``action`` (then whichever of its own choices of that
        turn, a token or a card to destroy, saves it best), the rival can win at once on their
        turn with one of the ``visible`` cards (those face up before ``action``: a card it turns
        over is not known when choosing)."""
        return _rival_wins(_played(game, seat, action), seat, visible)

    def values(self, game, seat, actions):
        """``value`` of each of ``actions``, looking ahead once for the actions that end alike;
        a take whose effects add up simply is valued without playing it (``_quick_value``); with
        an expansion, each played on a copy dealt again from ``seat``'s knowledge
        (``expansion_bots.values_of``)."""
        if is_expansion(game):
            return values_of(game, seat, actions)
        return self._valued(game, seat, actions)[0]

    def _valued(self, game, seat, actions):
        """``(values, best)``: ``values`` of ``actions``, and ``_best`` of them, found in the same pass."""
        found = {}
        values = []
        before = _before(game, seat)
        get = found.get
        best, best_value = [], None
        for action in actions:
            kind = action.kind      # ``_outcome(action)``, the usual kinds without a call
            if kind == BUILD:       # its own outcome (each card of the structure is there once)
                value = None if before is None else _quick_value(game, seat, action, before)
                if value is None:
                    value = self.value(game, seat, action)
            else:
                key = ((DISCARD, action.coins) if kind == DISCARD else (WONDER, action.wonder, action.coins, action.trade)
                       if kind == WONDER else _outcome(action))
                value = get(key)
                if value is None:
                    value = None if before is None else _quick_value(game, seat, action, before)
                    if value is None:
                        value = self.value(game, seat, action)
                    found[key] = value
            values.append(value)
            if best_value is None or value > best_value + 1e-9:     # (as ``_best``)
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return values, best

    def value(self, game, seat, action):
        """How good ``action`` is for ``seat``: ``evaluate`` of the game once it is played (on a
        public copy), with a little for what the move itself is (a discard, a wonder's extra
        turn, a chain)."""
        after = _public_copy(game)
        after.play(seat, action)
        if after.phase == TOKEN_PHASE and _won(after, seat):
            return WIN       # a pair, then the scales of Law: the sixth symbol
        return _bonus(evaluate(after, seat), action, after.current == seat and after.phase == "play")


def _expansion_choice(game, seat, actions, rng):
    """``GreedyBot.choose`` in a game of an expansion: one of the ``actions`` of best
    ``values_of``, valued on a deal drawn from ``rng`` (ties broken by ``rng`` too)."""
    if len(actions) == 1:
        return actions[0]
    best = _best(actions, values_of(game, seat, actions, rng))
    return best[(rng.random() * len(best)).__trunc__()]


def _best(actions, values):
    """The ``actions`` of best value (``values``, one each), the greedy bot's draw: the first of
    the highest, and those within 1e-9 of it.

    >>> _best("abc", [1.0, 2.0, 2.0 + 1e-12])
    ['b', 'c']
    """
    best, best_value = [], None
    for action, value in zip(actions, values, strict=True):
        if best_value is None or value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return best


def _bonus(value, action, again):
    """``value`` with what the move itself is worth: a discard a little less, a wonder that
    plays ``again`` a turn more, a card that opens a chain a little more."""
    if action.kind == DISCARD:
        value -= 0.5
    elif action.kind == WONDER and again:
        value += 1.5       # playing again is worth a turn
    elif action.kind == BUILD and action.card.chain_gives:
        value += 0.8
    return value


def _before(game, seat):
    """What ``_quick_value`` adds each take to, or None when it does not apply (not a take of
    ``seat``'s turn): each city's guild cards
    and its points but its coins', its guilds' and the pawn's (``_kept_points``); the
    Ages left; the seat's production, choices and distinct symbols; the rival's ``_part``;
    whether this is the Age's last card."""
    if game.phase != PLAY or game.current != seat:
        return None
    first, second = game.p
    mine, theirs = (first, second) if seat == 0 else (second, first)
    guilds = [_guild_cards(first) if first.colors.get("purple") else (),
              _guild_cards(second) if second.colors.get("purple") else ()]
    base = [_kept_points(first), _kept_points(second)]
    left = max(0.0, 3 - game.age + 0.5)
    science = theirs.science
    theirs_part = _part(sum(theirs.produced), len(theirs.choices), len(science) - science.count(0), theirs.coins,
                        len(theirs.tokens), left)
    science = mine.science
    return (base, guilds, left, sum(mine.produced), len(mine.choices), len(science) - science.count(0), theirs_part,
            game.remaining == 1)


def _guild_cards(p):
    """The guild cards of the city ``p``."""
    return [c for c in p.cards if _GUILDS[c] is not None]


# the pawn's place -> each seat's points for it (the leader's zone)
_MILITARY = {pawn: (0, 0) if not pawn else (_BOARD.military_points(pawn), 0) if pawn > 0 else
             (0, _BOARD.military_points(pawn)) for pawn in range(-_CAPITAL, _CAPITAL + 1)}


def _guild_points(game, guilds, seat, color, built, first_coins, second_coins):
    """Each city's guild points (``guilds``: its guild cards) once ``seat`` has built a card of
    ``color`` (None: none) and ``built`` wonders more, the cities holding these coins: a guild
    counts what the richer city has (``Game._guild_count``)."""
    first, second = game.p
    found = [0, 0]
    for q in (0, 1):
        for c in guilds[q]:
            guild = _GUILDS[c]
            if guild.kind == "wonders":
                count = max(len(first.built) + (built if seat == 0 else 0), len(second.built) + (built if seat else 0))
            elif guild.kind == "coin_sets":
                count = max(first_coins // 3, second_coins // 3)
            else:
                added = color is not None and color in guild.colors
                count = max(_color_count(first.colors, guild.colors) + (added and seat == 0),
                            _color_count(second.colors, guild.colors) + (added and seat == 1))
            found[q] += guild.points * count
    return found


def _quick_value(game, seat, action, before):
    """``GreedyBot.value`` of a take worked out from what it adds (coins, points, production,
    a science symbol, the pawn's moves and their looting, a wonder's effects, the guilds'
    counts), without copying the game and playing it; ``before`` is ``_before``'s. None for a
    wonder of an effect it does not add up (then ``value`` plays it on a copy).

    >>> from .game import random_game
    >>> game = random_game(2, until=14)
    >>> seat, bot, actions = game.current, GreedyBot(), game.legal_actions(game.current)
    >>> [_quick_value(game, seat, a, _before(game, seat)) for a in actions] == [bot.value(game, seat, a) for a in actions]
    True
    """
    kind = action.kind
    rival = 1 - seat
    mine, theirs = game.p[seat], game.p[rival]
    coins, rival_coins = mine.coins, theirs.coins
    base, guilds, left, produced, choices, distinct, theirs_part, last = before
    science = mine.science
    points = built = shields = 0
    color = symbol = None
    opens = again = False       # a decision of the turn still to come; playing again
    if kind == DISCARD:
        coins += action.coins
    else:
        coins -= action.coins
        if action.trade and "economy" in theirs.has:
            rival_coins += action.trade
        if kind == BUILD:
            index = action.card.index
            color, _, produces, shields, symbol, rarer = _BUILT[index]
            if action.chain is not None and "urbanism" in mine.has:
                coins += 4
            if produces is not None:
                produced += sum(produces)
            if rarer is not None:
                choice, _, gained, coins_per, guild = rarer
                if choice:
                    choices += 1
                if coins_per is not None:
                    gained += coins_per.coins * (len(mine.built) if coins_per.kind == "wonders" else
                                                 _color_count(mine.colors, coins_per.colors) + (color in coins_per.colors))
                if guild is not None:
                    added = color in guild.colors
                    gained += guild.coins * max(_color_count(game.p[0].colors, guild.colors) + (added and seat == 0),
                                                _color_count(game.p[1].colors, guild.colors) + (added and seat == 1))
                coins += gained
            points = _CARD_POINTS[index]
            if shields and "strategy" in mine.has:
                shields += 1
        else:
            effect = action.wonder.effect
            if effect.science is not None or any(effect.produces) or effect.coins_per or effect.guild:
                return None
            built, points, shields = 1, effect.points, effect.shields
            coins += effect.coins
            if effect.opponent_loses:
                rival_coins -= min(rival_coins, effect.opponent_loses)
            if effect.produces_choice:
                choices += 1
            again = effect.play_again or "theology" in mine.has
    pawn = game.pawn
    if shields:         # the pawn moves space by space, looting as it goes (``Game._military``)
        step, loot = (1 if seat == 0 else -1), game.loot
        for _ in range(shields):
            pawn += step
            distance = abs(pawn)
            if distance in _LOOTING:
                victim = 1 if pawn > 0 else 0
                for token in loot:
                    if token[0] == victim and token[1] <= distance <= token[2]:
                        loot = [t for t in loot if t is not token]
                        if victim == seat:
                            coins -= min(coins, token[3])
                        else:
                            rival_coins -= min(rival_coins, token[3])
                        break
            if distance >= _CAPITAL:        # military supremacy: the game is won
                return _bonus(WIN, action, False)
    if symbol is not None:
        if not science[symbol]:
            distinct += 1
            if distinct >= 6:           # scientific supremacy: the game is won
                return _bonus(WIN, action, False)
        elif science[symbol] == 1 and game.board_tokens:
            if distinct == 5 and any(t in LAW_SYMBOLS and not science[LAW_SYMBOLS[t]] for t in game.board_tokens):
                return WIN      # a pair, then the scales of Law: the sixth symbol
            opens = True        # a token to choose
    if kind == WONDER:      # the decisions its effects open, in their order (``Game._continue``)
        if effect.destroy and any(_CARD_LIST[c].color == effect.destroy for c in theirs.cards):
            opens = True
        elif effect.build_from_discard and game.discard:
            opens = True
        elif effect.token_from_box and game.box_tokens:
            if distinct == 5 and any(t in LAW_SYMBOLS and not science[LAW_SYMBOLS[t]]
                                     for t in sorted(game.box_tokens)[:effect.token_from_box]):
                return WIN      # the Great Library draws the scales of Law: the sixth symbol
            opens = True
    if kind == BUILD and _GUILDS[index] is not None:        # a guild counts for its builder at once
        guilds = [[*guilds[q], index] if q == seat else guilds[q] for q in (0, 1)]
    if not guilds[0] and not guilds[1]:
        found = (0, 0)
    elif seat == 0:
        found = _guild_points(game, guilds, seat, color, built, coins, rival_coins)
    else:
        found = _guild_points(game, guilds, seat, color, built, rival_coins, coins)
    military = _MILITARY[pawn]
    mine_total = base[seat] + coins // 3 + found[seat] + military[seat] + points
    rival_total = base[rival] + rival_coins // 3 + found[rival] + military[rival]
    if rival_coins != theirs.coins:
        theirs_part = _part(sum(theirs.produced), len(theirs.choices), _distinct(theirs.science), rival_coins,
                            len(theirs.tokens), left)
    if last and not opens:      # the Age's last card: a play-again is lost
        again = False
        if game.age == 3:           # the game ends on points, the blue cards breaking a tie
            blue = sum(map(_SHEET_POINTS.__getitem__, mine.cards)) + (_SHEET_POINTS[index] if kind == BUILD else 0)
            mine_end = mine_total, blue & 255
            rival_end = rival_total, sum(map(_SHEET_POINTS.__getitem__, theirs.cards)) & 255
            return _bonus(WIN if mine_end > rival_end else -WIN if rival_end > mine_end else 0.0, action, False)
    value = _judged(mine_total - rival_total, pawn if seat == 0 else -pawn,
                    _part(produced, choices, distinct, coins, len(mine.tokens), left), theirs_part)
    return _bonus(value, action, again and not opens)


def _wins(value):
    """Whether a ``GreedyBot.value`` is a win at once: ``WIN``, give or take what the move itself
    is worth (a discard winning with the last card on points).

    >>> _wins(WIN - 0.5), _wins(-WIN + 0.8), _wins(35.0)
    (True, False, False)
    """
    return value > WIN / 2


_PLAYER = GreedyBot()       # the one ``GreedyBot.play_out`` plays with (a greedy bot keeps no state)


def threatened(game, seat):
    """Whether ``seat`` might win at once by taking a card face up in the structure: one whose
    shields (or a wonder's, still to build) reach the rival's capital, or a sixth different
    science symbol (the card's own, or a pair and Law's scales on the board), or Age III's last
    card (the game then ends on points).

    >>> from .game import random_game
    >>> game = random_game(1, until=12)
    >>> threatened(game, 0), threatened(game, 1)
    (False, False)
    >>> game.pawn = 8       # one space from seat 1's capital: any shield face up wins
    >>> shields = [game.card_at(q).effect.shields for q in range(20) if game.card_at(q)]
    >>> threatened(game, 0) == (max(shields) > 0), threatened(game, 1)
    (True, False)
    """
    if game.age == 3 and game.remaining <= 2:       # the last card may be theirs: a points end
        return True
    p = game.p[seat]
    ahead = game.pawn if seat == 0 else -game.pawn
    distance = _CAPITAL - ahead
    science = p.science
    distinct = len(science) - science.count(0)
    if distance > REACH and distinct < 5:
        return False
    if distance <= REACH and game.wonders_built < 7 and any(
            _WONDERS[w].effect.shields >= distance and _affordable(game, seat, _WONDERS[w]) for w in p.wonders):
        return True
    extra = 1 if "strategy" in p.has else 0
    law = distinct == 5 and any(t in LAW_SYMBOLS and not science[LAW_SYMBOLS[t]] for t in game.board_tokens)
    for index, shown in zip(game.slots, game.revealed, strict=True):
        if index is not None and shown:
            card = _CARD_LIST[index]
            effect = card.effect
            if ((effect.shields and effect.shields + extra >= distance
                 or distinct == 5 and effect.science is not None and (not science[effect.science] or law))
                    and _affordable(game, seat, card)):
                return True
    return False


def _affordable(game, seat, item):
    """Whether ``seat`` could pay for the card or wonder ``item`` on its next turn: its price
    now, which the other seat's move can only raise (more of its production to buy, fewer coins
    to pay with), unless ``seat`` holds Economy (the other seat's trade then pays it)."""
    p = game.p[seat]
    if "economy" in p.has or item.__class__ is _CARD_CLASS and item.chain_needs in p.chains:
        return True
    found = game._costs[seat].get(item) or game._entry(seat, item)
    return found[0] <= p.coins


def _rival_wins(game, seat, visible):
    """``GreedyBot.hands_win`` of the game after ``seat``'s action."""
    if game.is_over:
        return game.winner == 1 - seat
    if game.current == seat:        # a choice of its own this turn (any may save it), or again
        return game.phase != PLAY and all(_rival_wins(_played(game, seat, choice), seat, visible)
                                          for choice in game.legal_actions(seat))
    if game.phase != PLAY or not threatened(game, 1 - seat):
        return False
    last = game.age == 3 and game.remaining == 1     # the last card: the game ends on points
    before = _before(game, 1 - seat)
    for reply in game.legal_actions(1 - seat):
        if reply.card.index in visible and (last or reply.kind != DISCARD and _may_win(reply)):
            if _wins(_quick_value(game, 1 - seat, reply, before)):
                return True
    return False


def _played(game, seat, action):
    """A copy of ``game`` (``_public_copy``) once ``seat`` has played ``action``."""
    after = _public_copy(game)
    after.play(seat, action)
    return after


def _may_win(action):
    """Whether taking a card by ``action`` could win at once: shields, or a science symbol."""
    if action.kind == WONDER:
        return action.wonder.effect.shields > 0
    effect = action.card.effect
    return effect.shields > 0 or effect.science is not None


def _won(game, seat):
    """Whether ``seat`` has won ``game``, or is choosing a Progress token whose symbol (Law's
    scales) would be its sixth different one."""
    if game.is_over:
        return game.winner == seat
    if game.phase != TOKEN_PHASE or game.current != seat:
        return False
    science = game.p[seat].science
    return len(science) - science.count(0) == 5 and any(
        token in LAW_SYMBOLS and not science[LAW_SYMBOLS[token]] for token in game.options)


def _face_up(game):
    """The indices of the cards face up in the structure (accessible now or later)."""
    return {index for index, shown in zip(game.slots, game.revealed, strict=True) if index is not None and shown}


def _block_key(action):
    """What of ``action`` decides what the rival may do next: the card taken, how, which wonder
    (discarding a card for any coins leaves the same table)."""
    return action.kind, action.card.index, action.wonder


def _outcome(action):
    """What of ``action`` ``GreedyBot.value`` can tell: discarding any card gains the same coins,
    a wonder built with any card is the same wonder for the same coins (the card is tucked
    under it unseen), every wonder drafted and every player chosen to start an Age leave the
    cities' worth as it was (``evaluate`` counts no wonder still to build, and nobody's turn),
    so each of those is valued once; any other action is its own.

    >>> from .game import Game
    >>> game = Game(seed=1)
    >>> len({_outcome(a) for a in game.legal_actions(0)}), len(game.legal_actions(0))
    (1, 4)
    """
    kind = action.kind
    if kind == DISCARD:
        return DISCARD, action.coins
    if kind == WONDER:
        return WONDER, action.wonder, action.coins, action.trade
    if kind == PICK or kind == START:
        return kind
    return action


def _public_copy(game):
    """A copy whose hidden parts are of no use: looking ahead one decision reveals nothing,
    since evaluation reads only the cities, and the Great Library's draw is replaced by the
    tokens' canonical order."""
    after = game.copy()
    if not game.library:
        after.box_tokens = sorted(after.box_tokens)
    return after


class FlatSearchBot:
    """Flat Monte Carlo search over determinized games, a search tree one decision deep: each
    iteration deals the hidden cards again at random from what this player sees, plays a root
    decision chosen by UCB among the ``width`` the greedy bot likes best, then a short playout
    (both players building at random), and scores the end position with ``evaluate``.

    A decision gets ``playouts`` playouts (``PLAYOUTS`` by default), so that the same seed gives
    the same game on every machine, as ``wonderlab simulate`` needs. ``think_time`` (seconds a
    decision, of this process's CPU: ``time.process_time``, which a busy machine does not eat into)
    makes it think by the clock instead, for a person playing against it; with both,
    it stops at whichever comes first.

    >>> FlatSearchBot().playouts, FlatSearchBot(think_time=0.5).playouts
    (1000, None)
    """

    name = "flat"

    def __init__(self, playouts=None, think_time=None, depth=8, width=8):
        if playouts is None and think_time is None:
            playouts = PLAYOUTS
        if playouts is not None and (playouts.__class__ is not int or playouts < 1):
            raise ValueError(f"playouts: {playouts!r}: expected a whole number of at least 1")
        if think_time is not None and not (isinstance(think_time, (int, float)) and 0 < think_time < 3600):
            raise ValueError(f"think_time: {think_time!r}: expected seconds, more than 0 and under an hour")
        self.playouts, self.think_time, self.depth, self.width = playouts, think_time, depth, width

    def _thinking(self, n, deadline):
        """Whether to play playout number ``n + 1``."""
        if self.playouts is not None and n >= self.playouts:
            return False
        return deadline is None or time.process_time() < deadline

    def _deadline(self):
        """When to stop thinking by the clock (the ranking counts in the time), or None."""
        return None if self.think_time is None else time.process_time() + self.think_time

    def candidates(self, game, seat):
        """The ``width`` actions the greedy bot likes best, best first, among those its
        ``GreedyBot.sharpest`` keeps: a move that wins at once is the only candidate.

        >>> from .game import random_game
        >>> game = random_game(2, until=20)
        >>> len(FlatSearchBot(width=3).candidates(game, game.current))
        3
        """
        greedy = GreedyBot()
        actions = game.legal_actions(seat)
        actions, values = greedy.sharpest(game, seat, actions, greedy.values(game, seat, actions))
        if max(values) >= WIN:
            return [actions[values.index(max(values))]]
        value = dict(zip(actions, values, strict=True))
        return sorted(actions, key=lambda a: -value[a])[:self.width]

    def choose(self, game, seat, rng):
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        deadline = self._deadline()
        candidates = self.candidates(game, seat)
        if len(candidates) == 1:
            return candidates[0]
        visits = [0] * len(candidates)
        totals = [0.0] * len(candidates)
        n = 0
        while self._thinking(n, deadline):
            if n < len(candidates):
                i = n
            else:
                log_n = math.log(n)
                i = max(range(len(candidates)),
                        key=lambda k: totals[k] / visits[k] + 0.7 * math.sqrt(log_n / visits[k]))
            world = game.redeal(seat, rng)
            world.play(seat, candidates[i])
            totals[i] += self._playout(world, seat, rng)
            visits[i] += 1
            n += 1
        best = max(range(len(candidates)), key=lambda k: (visits[k], totals[k] / max(1, visits[k])))
        return candidates[best]

    def _playout(self, world, seat, rng):
        for _ in range(self.depth):
            if world.is_over:
                break
            who = world.current
            # build while anything can be built, discard only when nothing else is legal
            pool = world._compute_legal(who, discards=False) if world.phase == "play" else None
            if not pool:
                pool = world.legal_actions(who)
            world.play(who, pool[(rng.random() * len(pool)).__trunc__()])
        value = (expansion_evaluate if is_expansion(world) else evaluate)(world, seat)
        return 1.0 / (1.0 + math.exp(-value / 6.0))


class _Node:
    __slots__ = ("children", "visits", "total")

    def __init__(self):
        self.children = {}     # action -> _Node
        self.visits = 0
        self.total = 0.0       # summed results, for the player who chose the action leading here


class SearchBot(FlatSearchBot):
    """Information-set Monte Carlo tree search: each iteration deals the hidden cards again at
    random from what this player sees, walks down a tree of decisions shared by all the deals
    (UCB among the actions legal in this deal, widening slowly), adds one node, plays a short
    playout and scores the end with ``evaluate``. The root keeps the ``width`` decisions the
    greedy bot likes best.

    Thinking 0.2 s a decision (about ``PLAYOUTS`` playouts) it beat the greedy bot in 185 of
    200 seeded games (``wonderlab simulate duel --bots search,greedy``, two runs of 100); with
    its default ``PLAYOUTS`` it won a share of 0.94 [0.88, 0.97] over 100 games
    (``wonderlab bench bots duel --games 100``). A decision of 1,000 playouts takes about 0.08 s
    of CPU (median; ``wonderlab bench bots duel`` prints it).
    """

    name = "search"

    def __init__(self, playouts=None, think_time=None, depth=6, width=8, tree_depth=6):
        super().__init__(playouts, think_time, depth, width)
        self.tree_depth = tree_depth

    def choose(self, game, seat, rng):
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        deadline = self._deadline()
        candidates = self.candidates(game, seat)
        if len(candidates) == 1:
            return candidates[0]
        root = _Node()
        n = 0
        while self._thinking(n, deadline):
            world = game.redeal(seat, rng)
            node, path = root, []
            for level in range(self.tree_depth):
                if world.is_over:
                    break
                mover = world.current
                legal = candidates if level == 0 else world.legal_actions(mover)
                allowed = 2 + int(math.sqrt(node.visits))
                known = [a for a in legal if a in node.children]
                if len(known) < allowed and len(known) < len(legal):
                    fresh = [a for a in legal if a not in node.children]
                    action = fresh[(rng.random() * len(fresh)).__trunc__()]
                    child = node.children[action] = _Node()
                    world.play(mover, action)
                    path.append((child, mover))
                    break
                log_n = math.log(node.visits + 1)
                action = max(known, key=lambda a: node.children[a].total / node.children[a].visits
                             + 0.7 * math.sqrt(log_n / node.children[a].visits))
                node = node.children[action]
                world.play(mover, action)
                path.append((node, mover))
            value = self._playout(world, seat, rng)
            root.visits += 1
            for child, mover in path:
                child.visits += 1
                child.total += value if mover == seat else 1.0 - value
            n += 1
        best = max(candidates, key=lambda a: (root.children[a].visits if a in root.children else -1))
        return best


register_bot("duel", "random", RandomBot)
register_bot("duel", "greedy", GreedyBot)
register_bot("duel", "search", SearchBot)
register_bot("duel", "flat", FlatSearchBot)

__all__ = ["RandomBot", "GreedyBot", "SearchBot", "FlatSearchBot", "evaluate"]

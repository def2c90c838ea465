"""Bots for 7 Wonders Architects: ``random`` plays any legal action; ``greedy`` weighs each one;
``search`` plays greedy games to the end from what its seat sees, and picks what went best.

The greedy bot, and the search bot through it, never miss the end of the game (seed 002: « La
personne qui termine sa cinquième étape déclenche la fin, mais n'est pas automatiquement
gagnante »): once a wonder is near its end, a move that ends the game won is played, and a move
that lets the next player end it won with a card in sight is not while another remains
(``GreedyBot.sharpest``). (A move that ends the game lost is still played when the bot's judgement
says so: the course's games show that finishing first does not mean winning.)

>>> from .game import Game
>>> import random
>>> game, bot = Game(players=4, seed=4), GreedyBot()
>>> bot.choose(game, 0, random.Random(0)) in game.legal_actions(0)
True
"""

import operator
import random
from math import floor

from ..core.bots import register_bot
from ..core.rng import pick
from ..core.search import RolloutBot, key
from .actions import BUILD, HIDDEN, KEEP, PROGRESS, TAKE
from .game import _ALL_TAKES, _TURN_ENTRIES, OVER, TAKING, Game, duel_tokens
from .rules import (
    BLUE3,
    BLUECAT,
    COMPASS,
    GEAR,
    GOLD,
    GREENS,
    KINDS,
    RED0,
    RED1,
    RED2,
    REDS,
    TABLET,
    ruleset,
)


class RandomBot:
    """Chooses among the legal actions at random."""

    name = "random"

    def choose(self, game, seat, rng):
        legal = game._legal
        return legal[floor(rng.random() * len(legal))]     # ``int()`` of it, a call three times dearer

    # ``play_out(game, rng)``: play ``game`` to its end with this bot in every seat, the very draws
    # ``choose`` makes decision by decision, without a call to it and to ``play`` at each (how the
    # runner plays a game of random bots, the hot path of ``wonderlab bench``); returns how many
    # decisions it made. It is the game's own loop, called as it is (no call of a bot's between).
    play_out = staticmethod(Game._play_at_random)


# The kinds whose worth is the stages they bring nearer: the greys and gold, in KINDS order.
RESOURCE_KINDS = range(6)
# How much a Progress token is worth to the greedy bot, roughly, when it takes it.
TOKEN_BASE = {"economy": 2.0, "engineering": 2.5, "architecture": 2.0, "urbanism": 1.5,
              "crafts": 1.5, "jewellery": 2.0, "science": 1.5, "propaganda": 1.0}
# The Progress tokens the greedy bot values by ``TOKEN_BASE`` (2 when not named) and how early it is.
_PLAIN_TOKENS = {t.id: TOKEN_BASE.get(t.id, 2.0) for t in ruleset().tokens
                 if t.id not in ("culture", "education", "decoration", "politics", "strategy", "tactics")}
# Weights of the greedy bot's judgement (tuned against the random bot).
W = {"cat": 1.0, "green_set": 4.0, "green_first": 1.2, "power": 3.0, "ready": 2.0,
     "resource": 0.2, "blue": 3.0, "tempo": 4.0, "gap": 2.0, "extra": 2.0, "others": 0.3,
     "tie_win": 1.5, "deny": 0.8, "margin": 0.0,
     "token_early": 5.0}
# Stages built from which one turn may complete a wonder: the last of the five to build.
NEAR = 4
_BUILT_COUNT = [bin(mask).count("1") for mask in range(32)]
_NEAR = [count == NEAR for count in _BUILT_COUNT]      # built stages (a mask) -> whether four
SEAT_ENDS, RIVAL_ENDS = 1, 2      # what ``near_the_end`` finds
# How much an unseen card is trusted against a card one can see.
UNSEEN_WEIGHT = 0.8
# The base worth of a shield, horned (discarded after the battle) or not.
RED_HORNED, RED_PLAIN = 0.15, 0.8


class GreedyBot:
    """Chooses the action with the best immediate value, from what its player may see.

    A card is worth what it brings now: blue points, the Cat, a stage it lets build (with its
    points), a science set it completes, shields that win a battle; the central card is valued
    at an average. Stages are built for the most points, paying with the cards least useful next.
    """

    name = "greedy"

    def choose(self, game, seat, rng):
        legal = game._legal
        if len(legal) > 1:
            near = near_the_end(game, seat)
            if near:
                legal = self.sharpest(game, seat, legal, rng, near)[0]
        return self.best(game, seat, legal, rng)

    @staticmethod
    def play_out(game, rng):
        """Play ``game`` to its end with this bot in every seat, making the very draws ``choose``
        makes decision by decision (how the coach's rollouts play, ``core.search.rollout``).
        Returns how many decisions it made (as ``RandomBot.play_out``).

        >>> from .game import Game
        >>> game, again = Game(players=3, seed=4), Game(players=3, seed=4)
        >>> made, rng, bot = GreedyBot.play_out(game, random.Random(1)), random.Random(1), GreedyBot()
        >>> while not again.is_over:
        ...     again.play(again.current, bot.choose(again, again.current, rng))
        >>> again.history == game.history and made == game.decisions
        True
        """
        # (``play_legal``: ``Game.play`` of an action known to be one of the game's legal actions)
        choose, best_of, sharpest, play, play_legal, take, n = (
            _PLAYER.choose, _PLAYER.best, _PLAYER.sharpest, game.play, game._play_legal, game._take_turn_card,
            game.players)
        decks, built, tokens, peeks = game.decks, game.built, game.tokens, game.peeks   # (the game's own to its end)
        central, getrandbits, extra_weight, conflicts = decks[n], rng.getrandbits, W["extra"], game.conflicts
        # seat -> its left and right decks, its right and left neighbours, its three takes' history
        # entries, its cards and its wonder's id (the game's own lists, changed in place to its end)
        around = [(decks[s], decks[s - 1 if s else n - 1], s - 1 if s else n - 1, s + 1 if s + 1 < n else 0,
                   _TURN_ENTRIES[s], game.cards[s], game.wonders[s].id) for s in range(n)]
        # every seat's shields (``Game.shields``), as the red entries' keys read them: a usual take
        # of a red card adds one; read again after a battle and after any other decision, as the
        # red cards of each, but for a seat whose shields count more: a Rhodes wonder's (its
        # stages), and Tactics' holder once nobody may take it any more (a token, once taken,
        # stays), found then
        shields, held, cards = game.shields, None, game.cards
        more = [s for s in range(n) if game.wonders[s].power == "shield"]
        tactics = False         # (True once its holder is in ``more``)
        # seat -> the turn of its last usual decision, when its take ended the turn at once, and its
        # resource entry and green kinds held since: its cards, stages and tokens change only in
        # its own turns, so they are still these at its next turn (``n`` turns later)
        last_turn, last_entry, last_greens = [None] * n, [None] * n, [None] * n
        made, seat = 0, None     # ``seat``: the next to play when its decision is known to be the usual one
        while True:
            if seat is None:
                if game.phase == OVER:
                    return made
                held = None
                seat = game.current
                legal = game._legal
                if legal is not _ALL_TAKES:
                    if _NEAR[built[seat]] or _NEAR[built[seat + 1 if seat + 1 < n else 0]]:
                        play_legal(seat, choose(game, seat, rng))
                    else:       # (``choose`` once ``near_the_end`` is known to find nothing)
                        play_legal(seat, best_of(game, seat, legal, rng))
                    made += 1
                    seat = None
                    continue
            left_deck, right_deck, right, after, entries, c, wonder = around[seat]
            if _NEAR[built[seat]] or _NEAR[built[after]]:
                near = near_the_end(game, seat)
                if near:        # (``choose`` once it knows)
                    play(seat, best_of(game, seat, sharpest(game, seat, _ALL_TAKES, rng, near)[0], rng))
                    made += 1
                    seat = None
                    continue
            # the usual decision, ``choose`` then ``play`` without their calls: ``_usual``'s values
            # (``_worths``' entries, looked up here: its row by the resource entry's key, the
            # green kinds held and the Cat; the red entry by the shields; a kind's worth read
            # from either, the central card's average added up only when its top is unseen), its
            # ties drawn as ``pick`` draws them, then ``Game.play``'s take
            mine, turn = tokens[seat], game.turn
            if last_turn[seat] == turn - n:
                entry, greens = last_entry[seat], last_greens[seat]
            else:
                if mine:            # (no token has served yet: a turn's start)
                    entry = _RESOURCE_WORTH.get((wonder, built[seat], c[0], c[1], c[2], c[3], c[4], c[5],
                                                 "engineering" in mine, 2 if "economy" in mine else 1))
                else:
                    entry = _RESOURCE_WORTH.get((wonder, built[seat], c[0], c[1], c[2], c[3], c[4], c[5], False, 1))
                if entry is None:
                    entry = _resource_parts(game, seat)
                greens = _HELD_GREENS[c[COMPASS]][c[GEAR]][c[TABLET]]
            index = greens + (8 if game.cat != seat else 0)
            row = entry[2][index]
            if row is None:
                row = entry[2][index] = _row(entry, index)
            kinds, part = row
            if held is None:
                held = []       # (a loop, not a comprehension: one call less, after most other decisions)
                for o in cards:
                    held.append(o[RED0] + o[RED1] + o[RED2])
                if not tactics and _SHIELD_TOKEN not in game.face_up and _SHIELD_TOKEN not in game.stack:
                    more += [s for s in range(n) if _SHIELD_TOKEN in tokens[s]]
                    tactics = True
                for s in more:
                    held[s] = shields(s)
            red = _RED_WORTH.get((held[seat], game.war, conflicts, held[after]) if n == 2 else
                                 (held[seat], game.war, conflicts, held[after], held[right]))
            if red is None:
                red = _red_parts(game, seat)
            left_top, right_top = left_deck[-1], right_deck[-1]
            left = kinds[left_top] if left_top < RED0 else red[0][left_top - RED0]
            value = kinds[right_top] if right_top < RED0 else red[0][right_top - RED0]
            if mine:            # (``_extra_kinds`` at a turn's start, none used: looked up without its call)
                extra = _EXTRA_KINDS.get(tuple(mine))
                if extra is None:
                    extra = _extra_kinds(game, seat)
                left += extra_weight * (left_top in extra)
                value += extra_weight * (right_top in extra)
            if peeks.get(seat) == len(central) - 1:     # (``Game.knows_central_top``, without its call)
                top = central[-1]
                unseen = kinds[top] if top < RED0 else red[0][top - RED0]
            else:               # (``_worths``' average, term after term)
                unseen = UNSEEN_WEIGHT * (part + red[1] + red[2] + red[3]) / _CENTRAL_SIZE
            best, best_value = 1, left          # the takes tied best, as bits: 1 left, 2 right, 4 central
            if value > best_value + 1e-9:
                best, best_value = 2, value
            elif -1e-9 <= value - best_value <= 1e-9:     # (``abs``, without its call)
                best |= 2
            if unseen > best_value + 1e-9:
                best = 4
            elif -1e-9 <= unseen - best_value <= 1e-9:
                best |= 4
            if best == 1 or best == 2 or best == 4:     # one take best (most decisions): ``_DRAW``'s draw of one
                while getrandbits(1):                   # index, without its call
                    pass
                i = best >> 1
            else:
                i = _DRAW[best](getrandbits)
            deck = left_deck if i == 0 else right_deck if i == 1 else central
            kind = deck[-1]
            # (the next seat when its decision is again the usual one, else None)
            then = take(seat, deck, entries[i])
            made += 1
            if then is not None:    # (its entry and greens with the card taken, for its next turn)
                if kind <= GOLD:
                    after_take = entry[3][kind]
                    if after_take is None:
                        after_take = entry[3][kind] = _resource_parts(game, seat)
                    entry = after_take
                elif kind <= TABLET:
                    greens = _HELD_GREENS[c[COMPASS]][c[GEAR]][c[TABLET]]
                last_turn[seat], last_entry[seat], last_greens[seat] = turn, entry, greens
            if kind >= RED0 and then is not None:   # a red card: one more shield, unless its horns
                if kind == RED0 or game.war:        # brought a battle (the war back to 0), which
                    held[seat] += 1                 # discarded horned cards: read again
                else:
                    held = None
            seat = then

    def best(self, game, seat, legal, rng):
        """The action of ``legal`` with the best immediate value (ties drawn from ``rng``)."""
        if legal is _ALL_TAKES:
            return legal[self._usual(game, seat, rng)]
        getrandbits = rng.getrandbits
        if len(legal) == 1:             # no worth to work out: ``pick``'s draw of one, below
            while getrandbits(1):
                pass
            return legal[0]
        best, best_value = [], None
        kinds = early = None        # every card kind's worth, how early it is: looked up once for all
        for action in legal:
            kind = action.kind
            if kind == TAKE:
                if kinds is None:
                    kinds, unseen = _worths(game, seat)
                    extra, decks, n = _extra_kinds(game, seat), game.decks, game.players
                    if game.knows_central_top(seat):    # (``unseen_value``)
                        unseen = kinds[decks[n][-1]]
                source = action.source
                if source == "central":
                    value = unseen
                elif source == "left" or source == "right":     # (``take_value``, without its call)
                    top = decks[seat if source == "left" else seat - 1 if seat else n - 1][-1]
                    value = kinds[top] + W["extra"] * (top in extra)
                else:
                    value = self.take_value(game, seat, action, kinds, extra, unseen)
            elif kind == PROGRESS:
                token = action.token
                if token == HIDDEN:
                    value = 3.0
                else:
                    if early is None:
                        early = _early(game)
                    plain = _PLAIN_TOKENS.get(token)    # (``token_value`` of most tokens, without its call)
                    value = (plain + W["token_early"] * early if plain is not None
                             else self.token_value(game, seat, token, early))
            else:
                value = self.value(game, seat, action)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [action], value
            elif -1e-9 <= value - best_value <= 1e-9:
                best.append(action)
        if len(best) == 1:              # ``pick``'s draw of one, without its two calls
            while getrandbits(1):
                pass
            return best[0]
        return pick(rng, best)

    def _usual(self, game, seat, rng):
        """``best`` of the usual decision, the turn's card from the left, right or central deck
        (``_ALL_TAKES``, in that order): the index of the take chosen, the values worked out
        as ``take_value`` does, the ties drawn alike.

        >>> from .game import Game
        >>> game, bot = Game(players=4, seed=3), GreedyBot()
        >>> values = [bot.take_value(game, 0, take, bot.kind_values(game, 0)) for take in _ALL_TAKES]
        >>> values[bot._usual(game, 0, random.Random(2))] == max(values)
        True
        """
        kinds, unseen = _worths(game, seat)
        decks, n = game.decks, game.players
        left, right = decks[seat][-1], decks[seat - 1 if seat else n - 1][-1]
        if game.tokens[seat]:           # a Progress token may give an extra card for a kind
            extra = _extra_kinds(game, seat)
            left, right = kinds[left] + W["extra"] * (left in extra), kinds[right] + W["extra"] * (right in extra)
        else:                           # (adding 0.0 changes no worth)
            left, right = kinds[left], kinds[right]
        if game.knows_central_top(seat):
            unseen = kinds[decks[n][-1]]
        best, best_value = [0], left
        for i, value in ((1, right), (2, unseen)):
            if value > best_value + 1e-9:
                best, best_value = [i], value
            elif -1e-9 <= value - best_value <= 1e-9:
                best.append(i)
        return pick(rng, best)

    def sharpest(self, game, seat, legal, rng, near=None):
        """``(actions, won)``: ``legal`` narrowed by how each action may end the game, each played
        to the end of the turn (then ``seat``'s other choices of that turn by immediate value) in
        a world dealt again from what ``seat`` sees (``Game.redeal``): the actions that end it
        won, if any (``won`` is then true); else those that do not let the next player end it won
        by taking a card in sight now (a wonder deck's top, the central top the Cat showed), if
        any; else all. A take from the hidden central deck is a guess: never counted a win.

        >>> from .game import Game
        >>> game = Game(players=3, seed=2)
        >>> actions, won = GreedyBot().sharpest(game, 0, game._legal, random.Random(0))
        >>> actions == list(game._legal), won
        (True, False)
        """
        world = None
        n, rival = game.players, (seat + 1) % game.players
        known_central = game.knows_central_top(seat)
        threat = (near_the_end(game, seat) if near is None else near) & RIVAL_ENDS
        guesses, last = [], None     # per action: a guess (the card not in sight), or None when not played out
        for i, action in enumerate(legal):
            deck = game.deck_index(seat, action.source) if action.kind == TAKE else None
            hidden = deck == n and not known_central        # a guess: the card is not in sight
            if not threat and (hidden or deck is None or not game.decks[deck]
                               or not _completes(game, seat, game.decks[deck][-1])):
                guesses.append(None)    # it cannot end the game, and the next player cannot either
            else:
                guesses.append(hidden)
                last = i
        wins, safe = [], []
        for i, action in enumerate(legal):
            hidden = guesses[i]
            if hidden is None:
                safe.append(action)
                continue
            if world is None:
                world = game.redeal(seat, rng)
                world.history = []      # (nobody reads the turns it plays out back: copied empty)
                tops = [len(deck) for deck in world.decks]
            # the last action played out plays in the world itself; the others in copies (sharing
            # the throwaway world's generator)
            after = world if i == last else world._copy_state()
            after.play(seat, action)
            self._finish_turn(after, seat, rng)
            if after.is_over:
                if not hidden and after.wins(seat):
                    wins.append(action)
                else:
                    safe.append(action)     # not a win in sight, but not handed to the next player
                continue
            if after.current != rival or not self._rival_ends_won(after, rival, tops, known_central, rng):
                safe.append(action)
        return (wins, True) if wins else (safe or list(legal), False)

    def _finish_turn(self, game, seat, rng):
        """Play ``seat``'s decisions left this turn by immediate value."""
        while not game.is_over and game.current == seat and game.phase != TAKING:
            game.play(seat, self.best(game, seat, game._legal, rng))

    def _rival_ends_won(self, game, rival, tops, known_central, rng):
        """Whether ``rival``, to play, can end the game won by taking a card whose deck had
        ``tops`` cards before (so the same top, in sight then). ``game`` is a throwaway: the last
        take played out is played in it."""
        n = game.players
        found = []          # the takes of a card in sight before that may end the game
        for action in game._legal:
            if action.kind != TAKE:
                continue
            deck = game.deck_index(rival, action.source)
            cards = game.decks[deck]
            if len(cards) != tops[deck] or (deck == n and not known_central) or not _completes(game, rival, cards[-1]):
                continue        # a card not in sight before, or one that cannot end the game
            found.append(action)
        last = len(found) - 1
        for i, action in enumerate(found):
            then = game if i == last else game._copy_state()
            then.play(rival, action)
            self._finish_turn(then, rival, rng)
            if then.is_over and then.wins(rival):
                return True
        return False

    def value(self, game, seat, action):
        kind = action.kind
        if kind == TAKE:
            return self.take_value(game, seat, action, self.kind_values(game, seat))
        if kind == KEEP:
            return self.card_value(game, seat, action.cards[0])
        if kind == BUILD:
            return self.build_value(game, seat, action)
        if kind == PROGRESS:
            if action.token == HIDDEN:
                return 3.0
            return self.token_value(game, seat, action.token)
        return 1.0     # look: either side

    def take_value(self, game, seat, action, kinds, extra=None, unseen=None):
        """A take's worth, ``kinds`` being ``kind_values``: the card on top of the deck (the
        central card's average when it is unseen, ``unseen`` when given: ``_worths``'), and the
        extra card it gives (``extra``: the kinds that give one now, ``_extra_kinds``)."""
        source, n = action.source, game.players
        deck = (seat if source == "left" else seat - 1 if seat and source == "right" else n - 1 if source == "right"
                else n if source == "central" else game.deck_index(seat, source))
        if deck == n:
            if unseen is None or game.knows_central_top(seat):
                return self.unseen_value(game, seat, kinds)
            return unseen
        kind = game.decks[deck][-1]
        if extra is None:
            extra = _extra_kinds(game, seat)
        return kinds[kind] + W["extra"] * (kind in extra)

    @staticmethod
    def triggers(game, seat, kind):
        """Whether taking ``kind`` now gives an extra card (a Progress token not used this turn)."""
        return kind in _extra_kinds(game, seat)

    def build_value(self, game, seat, action):
        """Points and power first, then the payment that leaves the cards closest to the next
        stages (``build_worth``, looked up once computed)."""
        c, wonder = game.cards[seat], game.wonders[seat]
        any_resources, coins = game._pay_rules(seat) if game.tokens[seat] else _NO_TOKENS
        key = (wonder.id, game.built[seat], c[0], c[1], c[2], c[3], c[4], c[5], action.stage, action.cards,
               any_resources, coins)
        found = _BUILD_WORTH.get(key)
        if found is None:
            if len(_BUILD_WORTH) >= 100_000:        # (a long session's table stays small)
                _BUILD_WORTH.clear()
            found = _BUILD_WORTH[key] = build_worth(wonder, key[1], c[:6], action.stage, action.cards,
                                                    any_resources, coins)
        return found

    def token_value(self, game, seat, token, early=None):
        """A Progress token's worth to this player now: extra cards and building help are worth
        more early (``early``: ``_early(game)`` when the caller has it), points at the end are
        worth what they will count."""
        if early is None:
            early = _early(game)
        plain = _PLAIN_TOKENS.get(token)
        if plain is not None:       # worth its base, and more the earlier it comes
            return plain + W["token_early"] * early
        mine = game.tokens[seat]
        if token == "culture":
            return 8.0 if "culture" in mine else 4.0
        if token == "education":
            return 2.0 * (len(mine) + 1) + 2.0 * early
        if token == "decoration":
            return 4.5
        if token == "politics":
            return game.cards[seat][BLUECAT] + 2.0 * early + 1.0
        if token == "strategy":
            return game.victories[seat] + 2.0 * early + 0.5
        if token == "tactics":
            return 2.0 + 2.0 * early
        return TOKEN_BASE.get(token, 2.0) + W["token_early"] * early

    def unseen_value(self, game, seat, kinds=None):
        """The central card's worth: the average over the central deck's composition (a player
        the Cat showed the top to, and who knows it is still there, values the card it saw);
        ``kinds``, when given, is ``kind_values``."""
        if kinds is None:
            kinds, unseen = _worths(game, seat)
        else:
            unseen = None
        if game.knows_central_top(seat):
            return kinds[game.decks[game.players][-1]]
        return _average(kinds) if unseen is None else unseen

    def kind_values(self, game, seat):
        """``card_value`` of every card kind, in ``KINDS`` order, the same numbers computed
        together (what the seat's cards, stages and rivals say is looked up once)."""
        return list(_worths(game, seat)[0])

    def card_value(self, game, seat, kind):
        if kind == BLUE3:
            return W["blue"]
        if kind == BLUECAT:
            return self.cat_value(game, seat)
        if kind in GREENS:
            return self.green_values(game, seat)[kind - COMPASS]
        if kind in (RED0, RED1, RED2):
            return self.red_value(game, seat, kind)
        return self.resource_value(game, seat, kind)

    @staticmethod
    def cat_value(game, seat):
        return 2.0 + (W["cat"] if game.cat != seat else 0.0)

    @staticmethod
    def green_values(game, seat):
        """The worth of each green kind: a set when it makes a pair, or the three symbols."""
        return _green_values(*game.cards[seat][COMPASS:TABLET + 1])

    def red_value(self, game, seat, kind):
        """A shield is worth the battles it turns from a tie into a win, or from a loss into a tie
        (a neighbour's victory is points against us); horns bring the battle nearer, which is good
        only when winning it."""
        return self.red_values(game, seat, (kind,))[0]

    def red_values(self, game, seat, kinds):
        """``red_value`` of each of ``kinds``."""
        found = self._red_worth(game, seat)
        return [found[kind - RED0] for kind in kinds]

    @staticmethod
    def _red_worth(game, seat):
        """``red_worth`` of ``seat`` now: every red kind's worth (looked up once computed)."""
        return _red_parts(game, seat)[0]

    def resource_value(self, game, seat, kind):
        """Worth of a grey or gold card: how much closer it brings an available stage, in points."""
        return self.resource_values(game, seat, (kind,))[0]

    def resource_values(self, game, seat, kinds):
        """``resource_value`` of each of ``kinds``: one more of a grey adds to what can pay a
        stage (all greys with Engineering, the most of one for identical resources, one per
        kind held for distinct ones), one more gold pays ``coins`` resources (``deficit``)."""
        found = self._resource_worth(game, seat)
        return [found[kind] for kind in kinds]

    @staticmethod
    def _resource_worth(game, seat):
        """``resource_worth`` of ``seat`` now: every resource kind's worth (looked up once computed)."""
        return _resource_parts(game, seat)[0]


def _early(game):
    """How early in the game it is for the greedy bot: 1.0 before any stage, 0.0 once a wonder
    is complete (the most stages any player built).

    >>> from .game import Game
    >>> game = Game(players=2, seed=1); game.built[1] = 0b00111
    >>> _early(game)
    0.4
    """
    return 1.0 - max(map(_BUILT_COUNT.__getitem__, game.built)) / 5


_PLAYER = GreedyBot()       # the one ``GreedyBot.play_out`` plays with (a greedy bot keeps no state)


def _resource_parts(game, seat):
    """``(resource_worth of seat now, what it adds to the central card's average)``: every
    resource kind's worth, computed once for each key (``_resource_entry``)."""
    c, wonder = game.cards[seat], game.wonders[seat]
    key = (wonder.id, game.built[seat], c[0], c[1], c[2], c[3], c[4], c[5],
           *(game._pay_rules(seat) if game.tokens[seat] else _NO_TOKENS))
    found = _RESOURCE_WORTH.get(key)
    if found is None:
        found = _RESOURCE_WORTH[key] = _resource_entry(resource_worth(wonder, key[1], key[2:8], key[8], key[9]))
    return found


def _resource_entry(worths):
    """``(worths, their sum weighted by the central deck, rows, after)``: the resource kinds come
    first in ``KINDS``, so this is ``_average``'s sum so far, to the last bit; ``rows`` (filled by
    ``_row`` when first asked) carries it on through the green kinds, the blue and the Cat;
    ``after`` (filled by ``GreedyBot.play_out``) is, by resource kind, the entry of the same seat
    holding one more card of it."""
    return worths, sum(map(operator.mul, _central()[0][:len(worths)], worths)), [None] * 16, [None] * 6


def _row(entry, index):
    """``(kinds, part)`` of a resource ``entry`` for a seat holding the green kinds of ``index &
    7`` (1 compass, 2 gear, 4 tablet) and the Cat elsewhere when ``index & 8``: every kind's worth
    up to the Cat, in ``KINDS`` order, and ``_average``'s sum up to it, term after term.

    >>> kinds, part = _row(_resource_entry((1.0,) * 6), 8 + 1)     # a compass held, the Cat elsewhere
    >>> kinds[6:] == (*_green_values(1, 0, 0), W["blue"], 2.0 + W["cat"])
    True
    """
    resources, total = entry[0], entry[1]
    greens, (compass, gear, tablet) = _GREENS[index & 7]
    cat, cat_part = _CATS[index >> 3]
    return (*resources, *greens, _BLUE, cat), total + compass + gear + tablet + _BLUE_PART + cat_part


def _red_entry(worths):
    """``(worths, *each weighted by the central deck)``: what the red kinds, the last of ``KINDS``,
    add to ``_average``'s sum."""
    central = _central()[0]
    return worths, *map(operator.mul, central[len(central) - len(worths):], worths)


def _red_parts(game, seat):
    """``(red_worth of seat now, what it adds to the central card's average)``, as
    ``_resource_parts``."""
    n, shields = game.players, game.shields
    after = seat + 1 if seat + 1 < n else 0
    rivals = (shields(after),) if n == 2 else (shields(after), shields(seat - 1 if seat else n - 1))
    key = (shields(seat), game.war, game.conflicts, *rivals)
    found = _RED_WORTH.get(key)
    if found is None:
        found = _RED_WORTH[key] = _red_entry(red_worth(key[0], key[3:], key[1], key[2]))
    return found


def _worths(game, seat):
    """``(every card kind's worth to seat now, the hidden central card's average worth)``:
    ``GreedyBot.kind_values`` as a tuple, and ``unseen_value`` of a top not known, the average
    added up from its parts, in ``_average``'s order (so to the last bit).

    >>> from .game import Game
    >>> game, bot = Game(players=4, seed=3), GreedyBot()
    >>> kinds, unseen = _worths(game, 1)
    >>> list(kinds) == bot.kind_values(game, 1), unseen == _average(kinds)
    (True, True)
    """
    c, tokens, wonder = game.cards[seat], game.tokens[seat], game.wonders[seat]
    if tokens:      # (``Game._pay_rules``, without its call, as ``Game._build_actions`` has it)
        used = game.used
        key = (wonder.id, game.built[seat], c[0], c[1], c[2], c[3], c[4], c[5],
               "engineering" in tokens and "engineering" not in used,
               2 if "economy" in tokens and "economy" not in used else 1)
    else:       # (``_resource_parts``'s key, without its call)
        key = (wonder.id, game.built[seat], c[0], c[1], c[2], c[3], c[4], c[5], False, 1)
    entry = _RESOURCE_WORTH.get(key) or _resource_parts(game, seat)
    # the shields of the seat and its neighbours, as ``Game.shields`` counts them (red cards only,
    # unless a Rhodes wonder or a Progress token that adds some: Tactics)
    n, cards, holders, wonders = game.players, game.cards, game.tokens, game.wonders
    after, before = seat + 1 if seat + 1 < n else 0, seat - 1 if seat else n - 1
    mine = (game.shields(seat) if wonder.power == "shield" or _SHIELD_TOKEN in holders[seat]
            else c[RED0] + c[RED1] + c[RED2])
    o = cards[after]
    rivals = (game.shields(after) if wonders[after].power == "shield"
              or _SHIELD_TOKEN in holders[after] else o[RED0] + o[RED1] + o[RED2])
    if n == 2:
        key = (mine, game.war, game.conflicts, rivals)
    else:
        o = cards[before]
        key = (mine, game.war, game.conflicts, rivals, game.shields(before) if wonders[before].power == "shield"
               or _SHIELD_TOKEN in holders[before] else o[RED0] + o[RED1] + o[RED2])
    reds = _RED_WORTH.get(key)
    if reds is None:        # (``_red_parts``' key, without its calls)
        reds = _RED_WORTH[key] = _red_entry(red_worth(mine, key[3:], key[1], key[2]))
    reds, first, second, third = reds
    # the kinds up to the Cat, by the green kinds held and where the Cat is (``_row``)
    index = _HELD_GREENS[c[COMPASS]][c[GEAR]][c[TABLET]] + (8 if game.cat != seat else 0)
    row = entry[2][index]
    if row is None:
        row = entry[2][index] = _row(entry, index)
    kinds, part = row
    # (``_average``'s sum, term after term from the Cat's part)
    return kinds + reds, UNSEEN_WEIGHT * (part + first + second + third) / _CENTRAL_SIZE


def _green_values(compass, gear, tablet):
    """``GreedyBot.green_values`` of a seat holding these green cards."""
    return (W["green_set"] if compass or (gear and tablet) else W["green_first"],
            W["green_set"] if gear or (compass and tablet) else W["green_first"],
            W["green_set"] if tablet or (compass and gear) else W["green_first"])


def _greens_and_parts(bits):
    """``GreedyBot.green_values`` of a seat holding the green kinds of ``bits`` (1 compass, 2
    gear, 4 tablet), and each weighted by the central deck."""
    values = _green_values(bits & 1, bits & 2, bits & 4)
    return values, tuple(map(operator.mul, _central()[0][COMPASS:TABLET + 1], values))


def _draws(*indices):
    """``pick(rng, list(indices))`` as a function of ``rng.getrandbits``: the very draws.

    >>> rng = random.Random(5); _draws(0, 2)(random.Random(5).getrandbits) == pick(rng, [0, 2])
    True
    """
    size = len(indices)
    bits = size.bit_length()

    def draw(getrandbits):
        r = getrandbits(bits)
        while r >= size:
            r = getrandbits(bits)
        return indices[r]
    return draw


# the takes tied best (bits: 1 left, 2 right, 4 central) -> the draw among them, as ``_usual``'s ``pick``
_DRAW = (None, _draws(0), _draws(1), _draws(0, 1), _draws(2), _draws(0, 2), _draws(1, 2), _draws(0, 1, 2))
_NO_TOKENS = (False, 1)     # the pay rules of a seat without a Progress token
_BLUE = W["blue"]


def _average(kinds):
    """The hidden central card's worth: its kinds' worths ``kinds`` averaged over the central
    deck's make-up, trusted a little less than a card in sight (``UNSEEN_WEIGHT``)."""
    central, total = _central()
    return UNSEEN_WEIGHT * sum(map(operator.mul, central, kinds)) / total


def _extra_take(token):
    """The card kinds whose taking gives an extra card to the holder of ``token`` (read once)."""
    found = _EXTRA_TAKE.get(token)
    if found is None:
        found = _EXTRA_TAKE[token] = ruleset().token(token).extra_take_on
    return found


_EXTRA_TAKE = {}        # token id -> ``extra_take_on``


def _extra_kinds(game, seat):
    """The card kinds whose taking gives ``seat`` an extra card now (its Progress tokens not
    used this turn).

    >>> from .game import Game
    >>> game = Game(players=2, seed=1)
    >>> _extra_kinds(game, 0)
    ()
    >>> game.tokens[0] = ["urbanism"]
    >>> sorted(_extra_kinds(game, 0)) == sorted(ruleset().token("urbanism").extra_take_on)
    True
    """
    tokens = game.tokens[seat]
    if not tokens:
        return ()
    used = game.used
    if used:            # (looked up by the tokens held, then "", then those used this turn)
        key = (*tokens, "", *used)
        found = _EXTRA_KINDS.get(key)
        if found is None:
            if len(_EXTRA_KINDS) >= 10_000:
                _EXTRA_KINDS.clear()
            found = _EXTRA_KINDS[key] = frozenset(kind for t in tokens if t not in used for kind in _extra_take(t))
        return found
    found = _EXTRA_KINDS.get(tuple(tokens))   # (none used yet this turn, the usual case)
    return _token_extras(tokens) if found is None else found


def _token_extras(tokens):
    """The card kinds whose taking gives the holder of ``tokens`` (a list, not empty) an extra
    card, every token serving: found once for these tokens."""
    key = tuple(tokens)
    found = _EXTRA_KINDS.get(key)
    if found is None:
        if len(_EXTRA_KINDS) >= 10_000:     # (orders of tokens: a long session's cache stays small)
            _EXTRA_KINDS.clear()
        found = _EXTRA_KINDS[key] = frozenset(kind for t in tokens for kind in _extra_take(t))
    return found


_EXTRA_KINDS = {}       # a seat's tokens -> ``_token_extras``; its tokens, "", those used -> ``_extra_kinds``


def _central():
    """The central deck's make-up (cards of each kind, in ``KINDS`` order) and its size."""
    if not _CENTRAL:
        central = ruleset().central_deck
        _CENTRAL.extend((central, sum(central)))
    return _CENTRAL


_CENTRAL = []


def near_the_end(game, seat):
    """Whether ``seat``'s decision may end the game (``SEAT_ENDS``), or let the next player end
    it where ``seat`` can prevent it (``RIVAL_ENDS``): a card in sight that ``seat`` may take
    would let ``seat`` or the next player build their wonder's last stage; 0 when neither (the
    cheap test before ``GreedyBot.sharpest``).

    >>> from .game import Game
    >>> game = Game(players=2, seed=2)
    >>> near_the_end(game, 0)
    0
    >>> game.built[1] = 0b01111             # four stages: the last asks 4 different resources
    >>> game.cards[1][:6] = [1, 1, 1, 0, 0, 0]
    >>> game.decks[0][-1] = 3               # papyrus on top of a deck both may take from
    >>> near_the_end(game, 0) == RIVAL_ENDS
    True
    """
    n, built = game.players, game.built
    rival = seat + 1 if seat + 1 < n else 0
    near_seat, near_rival = _NEAR[built[seat]], _NEAR[built[rival]]
    if not near_seat and not near_rival:        # (``_completes`` asks for four stages built)
        return 0
    decks = game.decks
    right = seat - 1 if seat else n - 1
    # the tops in sight ``seat`` may take: its left deck's and the central one's (when it knows it),
    # which the next player may take too, then its right deck's, theirs too only at 2 players
    tops = [decks[seat][-1]] if decks[seat] else []
    if game.knows_central_top(seat):
        tops.append(decks[n][-1])
    if decks[right]:
        tops.append(decks[right][-1])
    found = SEAT_ENDS if near_seat and _ends_with(game, seat, tops) else 0
    if near_rival and _ends_with(game, rival, tops if n == 2 or not decks[right] else tops[:-1]):
        found |= RIVAL_ENDS
    return found


def _completes(game, who, kind):
    """Whether one more card of ``kind`` may let ``who``, with four stages built, build the last
    (with its tokens' help: Engineering, Economy; or a token's extra card bringing the last
    resource missing)."""
    return _NEAR[game.built[who]] and _ends_with(game, who, (kind,))


def _ends_with(game, who, kinds):
    """``_completes`` of any of ``kinds`` for ``who``, known to have four stages built: what each
    kind leaves missing looked up (``_gaps_after``), a token's extra card for the last one."""
    tokens = game.tokens[who]
    c = game.cards[who]
    wonder = game.wonders[who]
    if tokens:
        key = (wonder.id, game.built[who], c[0], c[1], c[2], c[3], c[4], c[5],
               "engineering" in tokens, "economy" in tokens)
    else:
        key = (wonder.id, game.built[who], c[0], c[1], c[2], c[3], c[4], c[5], False, False)
    gaps = _GAPS_AFTER.get(key)
    if gaps is None:
        if len(_GAPS_AFTER) >= 100_000:     # (a long session's table stays small)
            _GAPS_AFTER.clear()
        gaps = _GAPS_AFTER[key] = _gaps_after(wonder, key[1], c[:6], key[8], key[9])
    for kind in kinds:
        after = gaps[kind]
        if after <= 0:
            return True
        if after == 1 and tokens:   # (a token's extra card, whether or not it served this turn)
            extra = _EXTRA_KINDS.get(tuple(tokens))
            if kind in (_token_extras(tokens) if extra is None else extra):
                return True
    return False


def _gaps_after(wonder, built, held, engineering, economy):
    """For a player of ``wonder`` with four ``built`` stages, ``held`` resource cards (grey and
    gold counts), Engineering or Economy or not: the resources the last stage still misses after
    one more card of each kind, in ``KINDS`` order (0 or less: it can be built)."""
    last = _LAST.get(wonder.id)
    if last is None:
        last = _LAST[wonder.id] = _last_stages(wonder)
    count, identical = last[built]
    greys = held[:5]
    # what pays now (``deficit``'s usable resources and gold), and ``adds``: which grey adds one
    # more (None: any, with Engineering; else the count of its kind that gains one)
    if engineering:
        usable, adds = sum(greys), None
    elif identical:             # one more of the kind held most
        usable = adds = max(greys)
    else:                       # one more kind held
        usable, adds = 5 - greys.count(0), 0
    coins = 2 if economy else 1
    gap = count - usable - held[5] * coins      # the resources missing before the card
    found = [gap - (adds is None or greys[kind] == adds) for kind in range(GOLD)]     # a grey card
    found.append(gap - coins)                                                       # gold
    found += [gap] * (len(KINDS) - GOLD - 1)                                        # any other card
    return tuple(found)


# (wonder id, built stages, each grey and gold card count held, Engineering, Economy) -> ``_gaps_after``
_GAPS_AFTER = {}


def _last_stages(wonder):
    """``(count, identical)`` of the one stage of ``wonder`` left to build, by the mask of the
    stages built (None where not four are built)."""
    return tuple(next((s.count, s.identical) for s in wonder.stages if not built & s.bit)
                 if _NEAR[built] else None for built in range(32))


_LAST = {}      # wonder id -> ``_last_stages``


# (wonder id, built stages, each grey and gold card count held, Engineering, coins per gold) -> the worth of
# each resource kind: a pure function of its key, so it is computed once (the weights are constants).
_RESOURCE_WORTH = {}


def resource_worth(wonder, built, held, any_resources, coins):
    """``GreedyBot.resource_values`` of every resource kind, for a player of ``wonder`` with
    the ``built`` stages, ``held`` cards (grey and gold counts) and pay rules."""
    greys, gold = held[:5], held[5]
    most, distinct, total = max(greys), 5 - greys.count(0), sum(greys)
    # (no ``max`` nor ``min`` of two in the loops: each call parses its arguments as keywords, and
    # a table's entry is worked out thousands of times in a session's first rollouts)
    stages = []
    for stage in wonder.stages:
        if built & stage.bit:
            continue
        usable = total if any_resources else most if stage.identical else distinct
        count = stage.count
        gap = count - (usable if usable < count else count) - gold * coins
        stages.append((stage, built & stage.supports == stage.supports, count, gap if gap > 0 else 0,
                       stage.points + W["tempo"] + (W["power"] if stage.power else 0.0)))
    found = []
    for kind in RESOURCE_KINDS:
        best, others = W["resource"], 0.0
        for stage, ready, count, gap, points in stages:
            if kind == GOLD:
                usable, paid = (total if any_resources else most if stage.identical else distinct), gold + 1
            elif any_resources:
                usable, paid = total + 1, gold
            elif stage.identical:
                usable, paid = greys[kind] + 1, gold
                if usable < most:
                    usable = most
            else:
                usable, paid = distinct + 1 if greys[kind] == 0 else distinct, gold
            new_gap = count - (usable if usable < count else count) - paid * coins
            if new_gap < 0:
                new_gap = 0
            if new_gap >= gap:
                continue
            worth = points * (gap - new_gap) / count
            if new_gap == 0 and ready:
                worth += W["ready"]
            worth = worth if ready else worth / 3
            others += worth
            if worth > best:
                best = worth
        found.append(best + W["others"] * (others - best))
    return tuple(found)


# (shields, war, conflict tokens, each neighbour's shields) -> the worth of each red kind (computed
# once, as ``_RESOURCE_WORTH``).
_RED_WORTH = {}


def red_worth(mine, rivals, war_now, conflicts):
    """``GreedyBot.red_values`` of every red kind, for a player of ``mine`` shields whose
    neighbours have ``rivals`` (one at 2 players) and ``war_now`` of the ``conflicts`` tokens
    showing their battle side."""
    found = []
    for kind in REDS:
        horns = ruleset().kinds[kind].horns
        war = min(conflicts, war_now + horns)
        urgency = 0.5 + war / conflicts
        gain = RED_HORNED if horns else RED_PLAIN     # a red card without horns stays after the battle
        for other in rivals:
            if len(rivals) == 1:
                gain += 3.0 * urgency * (duel_tokens(mine + 1, other) - duel_tokens(mine, other)
                                         + duel_tokens(other, mine) - duel_tokens(other, mine + 1))
            elif other == mine:
                gain += W["tie_win"] * urgency
            elif other == mine + 1:
                gain += W["deny"] * urgency
            elif other < mine:
                gain += W["margin"] * urgency
        if horns and war == conflicts:
            gain += sum(1.5 if mine + 1 > other else -1.0 for other in rivals)
        found.append(gain)
    return tuple(found)


# (wonder id, built stages, each grey and gold card count held, stage, cards paid, Engineering, coins per
# gold) -> ``build_worth``: a pure function of its key (the weights are constants)
_BUILD_WORTH = {}


def build_worth(wonder, built, held, stage, cards, any_resources, coins):
    """``GreedyBot.build_value`` of building ``stage`` of ``wonder`` with ``cards``, for a player
    with the ``built`` stages, ``held`` cards (grey and gold counts) and pay rules."""
    stage = wonder.stage(stage)
    left = list(held)
    for k in cards:
        left[k] -= 1
    built |= stage.bit
    gaps = sum(deficit(left, s, any_resources, coins) for s in wonder.stages
               if not built & s.bit and built & s.supports == s.supports)
    return stage.points + (W["power"] if stage.power else 0.0) - W["gap"] * gaps


def deficit(held, stage, any_resources, coins_per_gold):
    """How many resources a stage still misses with ``held`` (grey counts and gold)."""
    greys = held[:5]
    if any_resources:
        usable = sum(greys)
    elif stage.identical:
        usable = max(greys)
    else:
        usable = 5 - greys.count(0)
    count = stage.count         # (compared, not ``max`` and ``min``: see ``resource_worth``)
    gap = count - (usable if usable < count else count) - held[5] * coins_per_gold
    return gap if gap > 0 else 0


class SearchBot(RolloutBot):
    """Weighs the ``width`` actions the greedy bot likes best by playing greedy games to the end
    from worlds dealt again from what its player sees (``Game.redeal``), racing them on paired
    confidence bounds (``core.search.rank``); plays the one of highest value.

    Its budget is counted in rollout steps, so that a decision late in the game (short games to
    play out) weighs its options on more games for about the same time: ``playouts`` games of
    ``LENGTH`` decisions. A decision with ``left`` decisions still to play gets ``playouts *
    LENGTH / left`` games, at most ``MOST`` times ``playouts``; ``left`` is the mean length of
    three greedy games played out first from worlds dealt again, so the budget, like the choice,
    is the same for a seed on every machine. By default (150 games of 65 decisions) the first
    decision of a 4-player game (about 105 decisions left) plays about 90 games, in about half a
    second of one core's CPU, and the last ones 600. ``scaled=False`` plays ``playouts`` games
    at every decision; with ``think_time`` alone the clock decides.

    >>> SearchBot().playouts, SearchBot(think_time=0.5).playouts
    (150, None)
    >>> bot = SearchBot()
    >>> bot.budget(65), bot.budget(130), bot.budget(5), SearchBot(scaled=False).budget(5)
    (150, 75, 600, 150)
    """

    PLAYOUTS = 150
    LENGTH = 65
    MOST = 4

    def __init__(self, playouts=None, think_time=None, width=None, scaled=True):
        super().__init__(playouts, think_time, width)
        self.scaled = scaled

    def candidates(self, game, seat, rng):
        """The ``width`` actions the greedy bot likes best among those its ``sharpest`` keeps
        (a move that ends the game won is the only candidate)."""
        greedy, found = GreedyBot(), {}
        legal = game.legal_actions(seat)
        if len(legal) > 1 and near_the_end(game, seat):
            legal, won = greedy.sharpest(game, seat, legal, rng)
            if won:
                return legal[:1]
        for action in legal:
            found.setdefault(key(action), action)
        ranked = sorted(found.values(), key=lambda a: (-greedy.value(game, seat, a), key(a)))
        return ranked[:self.width]

    def budget(self, left):
        """The games to play out for a decision with ``left`` decisions still to play."""
        if self.playouts is None or not self.scaled:
            return self.playouts
        return max(1, min(self.MOST * self.playouts, int(self.playouts * self.LENGTH / max(1, left))))

    def playouts_for(self, game, seat, seed):
        """The budget scaled by the decisions left (``remaining``), unless ``scaled`` is off."""
        return self.budget(remaining(game, seat, seed)) if self.playouts and self.scaled else self.playouts


def remaining(game, seat, seed, games=3):
    """How many decisions greedy games played out from worlds dealt again from what ``seat``
    sees last, on average over ``games`` of them (``seed`` deals them): how long the rollouts
    of this decision will be.

    >>> from .game import Game
    >>> remaining(Game(players=4, seed=1), 0, 7) == remaining(Game(players=4, seed=1), 0, 7) > 20
    True
    """
    greedy, total = GreedyBot(), 0
    for number in range(games):
        rng = random.Random(f"{seed} length {number}")
        world = game.redeal(seat, rng)
        start = world.decisions
        while not world.is_over:
            now = world.current
            world.play(now, greedy.choose(world, now, rng))
        total += world.decisions - start
    return total / games


_GREENS = tuple(_greens_and_parts(bits) for bits in range(8))    # green kinds held (bits) -> ``_greens_and_parts``
# the green kinds held as bits (1 compass, 2 gear, 4 tablet), by how many of each: [compasses][gears][tablets]
# (three subscripts, not three comparisons and their weighted sum, at each decision)
_COPIES = range(1 + max(sum(w.deck[k] for w in ruleset().wonders) + _central()[0][k] for k in GREENS))
_HELD_GREENS = tuple(tuple(tuple((a > 0) + 2 * (b > 0) + 4 * (t > 0) for t in _COPIES) for b in _COPIES)
                     for a in _COPIES)
_CATS = tuple((value, _central()[0][BLUECAT] * value)               # the Cat elsewhere -> (its worth, weighted)
              for value in (2.0 + (W["cat"] if elsewhere else 0.0) for elsewhere in (False, True)))
_BLUE_PART = _central()[0][BLUE3] * _BLUE      # the blue card's worth weighted by the central deck
_CENTRAL_SIZE = _central()[1]                  # the central deck's cards
# the one Progress token that adds shields, Tactics (its list unpacked: should the rules give shields to
# another, this line fails, not ``_worths``' count)
(_SHIELD_TOKEN,) = (t.id for t in ruleset().tokens if t.shields)

register_bot("architects", "random", RandomBot)
register_bot("architects", "greedy", GreedyBot)
register_bot("architects", "search", SearchBot)

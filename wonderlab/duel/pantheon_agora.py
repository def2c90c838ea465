"""7 Wonders Duel with Pantheon and Agora together: ``Game(seed=..., pantheon=True, agora=True)``.

Each expansion keeps its module; this class composes them. Its order of bases (Pantheon, then
Agora, then the base game) chains the verbs both override by ``super()``, and the Pantheon's
hottest verbs extend Agora's through the class attributes set here (``_next_take``...). What
the combination itself decides (``docs/duel_expansions.md``, « Pantheon and Agora together »):

- the structures are Agora's (25, 25, 23 places); the Mythology tokens lie on Age I places
  4, 6, 12, 14, 17 and the Offering tokens on Age II places 7, 9, 12 (the face-down rows);
- the draft draws 8 of the 16 wonders (the 12, Pantheon's 2, Agora's 2) and the board 5 of the
  15 progress tokens (the 10, Pantheon's 3, Agora's 2);
- Age III holds 3 Grand Temples (not Guilds) and 3 Senators: 23 cards;
- a military token the pawn reaches, or Neptune applies, gives its Influence to the player who
  moved it (nobody loses coins); Minerva still stops the pawn, Poliorcetics still costs coins;
- a Senator Zeus or Anubis discards goes to the Senators' discard, never to be revived;
- activating a Divinity is the turn's action: a Conspiracy may be triggered before it.

>>> game = Game(seed=3, pantheon=True, agora=True)
>>> type(game).__name__, [len(game.layouts[age]) for age in (1, 2, 3)], sorted(game.myth_on)
('PantheonAgoraGame', [25, 25, 23], [4, 6, 12, 14, 17])
>>> len(game.draft), len(game.board_tokens) + len(game.box_tokens)
(16, 15)
>>> from .game import random_game
>>> played = random_game(5, pantheon=True, agora=True)
>>> Game.replay(played.record()).state_key() == played.state_key()
True
"""

from functools import partial

from ..core.rng import make_rng
from ..core.rng import shuffle as fast_shuffle
from .agora import _PHASES as AGORA_PHASES
from .agora import AgoraGame, read_entry, structures
from .agora_items import AGORA_TOKENS, AGORA_WONDERS
from .cards import token_set, wonder_set
from .game import OVER, PLAY, Game  # noqa: F401  (the doctests make games with it)
from .pantheon import _BASE_CARDS, _ENGINEERED, _ENGINEERING_COST, PHASES, PantheonGame
from .pantheon_actions import ACTIVATE, KINDS, Rite
from .pantheon_data import TOKENS as PANTHEON_TOKENS
from .pantheon_data import WONDERS as PANTHEON_WONDERS
from .senators import SENATOR_BASE

# BGA Draftpool.php ``$agoraPantheonAgeTokens``: in Agora's structures, the places (row by row,
# from the top) of the face-down cards holding the Pantheon's tokens
MYTHOLOGY_PLACES = (4, 6, 12, 14, 17)
OFFERING_PLACES = (7, 9, 12)


class PantheonAgoraGame(PantheonGame, AgoraGame):
    """A game with both expansions: made by ``Game(seed=..., pantheon=True, agora=True)``.

    >>> [base.__name__ for base in PantheonAgoraGame.__mro__[:3]]   # whom each ``super()`` reaches
    ['PantheonAgoraGame', 'PantheonGame', 'AgoraGame']
    """

    # per Age and place of Agora's structures, whether taking its card may uncover a card with a token
    _UNCOVERS_TOKEN = {age: [any(q in places for q in structures()[age][2][pos]) for pos in range(len(structures()[age][2]))]
                       for age, places in ((1, set(MYTHOLOGY_PLACES)), (2, set(OFFERING_PLACES)))}
    _next_take, _next_entry, _next_forget = AgoraGame._take, AgoraGame._entry, AgoraGame._forget
    _next_apply, _next_military = AgoraGame._apply, AgoraGame._military
    _next_build_wonder = AgoraGame._build_wonder
    _looted = AgoraGame._looted         # a military token gives Influence, with the Pantheon too

    def _decree_entry(self, seat, item, is_card):
        """Agora's price under the seat's Decrees, and Engineering's (a card with a chain symbol
        for 1 coin) when that is cheaper, as ``PantheonGame._entry`` gives it without Decrees."""
        found = AgoraGame._decree_entry(self, seat, item, is_card)
        if (is_card and found[0] > _ENGINEERING_COST and "engineering" in self.p[seat].has
                and item.chain_needs and item.index < _BASE_CARDS):
            return _ENGINEERED[item.index]
        return found

    def _deal_more(self, rng):
        """The Pantheon's deal from the seed's stream, then Agora's from its own; then the
        combination's: the tokens on Agora's face-down places, and the draft and the progress
        tokens of both expansions, from a stream of their own (``both:<seed>``)."""
        PantheonGame._deal_more(self, rng)
        AgoraGame._deal_more(self, rng)
        both = make_rng(f"both:{self.seed}")
        shuffle = partial(fast_shuffle, both)
        self.myth_on = dict(zip(MYTHOLOGY_PLACES, self.myth_on.values(), strict=True))
        self.offering_on = dict(zip(OFFERING_PLACES, self.offering_on.values(), strict=True))
        wonders = [w.index for w in (*wonder_set(), *PANTHEON_WONDERS, *AGORA_WONDERS)]
        shuffle(wonders)
        self.draft, self.offered = wonders, wonders[:4]
        tokens = [t.index for t in (*token_set(), *PANTHEON_TOKENS, *AGORA_TOKENS)]
        shuffle(tokens)
        self.board_tokens, self.box_tokens = sorted(tokens[:5]), tokens[5:]

    def _rite(self, seat, action):
        """A Pantheon decision; an activation is the turn's action (Agora: a new turn may trigger
        a Conspiracy again, and the turn's decisions go back to its player)."""
        if action.kind == ACTIVATE:
            self.trigger_used = False
            self._turn = seat
        PantheonGame._rite(self, seat, action)

    def _claim(self, seat):
        """A token a turn turns over is the turn's player's, even when the turn's last decision
        is the opponent's (an Influence cube a move of the pawn gives them)."""
        PantheonGame._claim(self, self._turn)

    def _zeus(self, pos):
        """Zeus discards the card at ``pos``: a Senator goes to the Senators' discard."""
        PantheonGame._zeus(self, pos)
        self._senator_out()

    def _unbuild(self, wonder):
        """Anubis discards the card under ``wonder``: a Senator goes to the Senators' discard."""
        PantheonGame._unbuild(self, wonder)
        self._senator_out()

    def _senator_out(self):
        """The card just discarded, if a Senator, goes to the Senators' discard (Hades and Isis
        take Age cards only, as the Mausoleum does with Agora)."""
        if self.discard[-1] >= SENATOR_BASE:
            self.senators_discarded.append(self.discard.pop())

    def _why_rite(self, seat, action):
        """A Pantheon decision attempted during one of Agora's is refused as Agora refuses any
        action it does not wait for."""
        if self.phase in AGORA_PHASES and seat == self.current:
            return AgoraGame._why_illegal(self, seat, action)
        return PantheonGame._why_rite(self, seat, action)

    def _expansion_step(self, step, seat):
        """A decision of either expansion, by its kind."""
        if step[0] in PHASES:
            return PantheonGame._expansion_step(self, step, seat)
        return AgoraGame._expansion_step(self, step, seat)

    def _more_points(self, seat, points):
        """Both expansions' categories on the score sheet."""
        PantheonGame._more_points(self, seat, points)
        AgoraGame._more_points(self, seat, points)

    @staticmethod
    def _read_own(entry):
        """A record entry naming a Pantheon decision or an Agora action (both have a ``place``:
        Agora's names a Chamber)."""
        kind = entry.get("kind")
        if kind in KINDS and "chamber" not in entry:
            return Rite.from_json(entry)
        return read_entry(entry)

    def _option_id(self, option):
        if option.__class__ is Rite:
            return option.to_json()
        return AgoraGame._option_id(self, option)

    def _play_at_random(self, rng):
        """Play on to the end as ``RandomBot`` draws, decision by decision (``RandomBot.choose``):
        in the play phase a legal action drawn uniformly (``PantheonGame._random_take``: takes,
        activations, Conspiracies alike), otherwise ``rng.choice`` among the legal actions."""
        random, choice = rng.random, rng.choice
        while self.phase != OVER:
            seat = self.current
            self.play(seat, self._random_take(seat, random) if self.phase == PLAY else choice(self.legal_actions(seat)))


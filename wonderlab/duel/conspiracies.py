"""Agora's Conspiracies: conspiring (draw 2, keep 1 face down, the other back on top or at the
bottom of the deck), preparing one with an Age card taken from the structure, and triggering a
prepared one at the start of a later turn, before taking a card; and their 16 effects.

``ConspiracyRules`` is the part of ``agora.AgoraGame`` that plays them; ``Plot`` the decisions
they ask for. The facts: data/duel/agora.json (``conspiracies``), their sources in
tools/duel_expansion_facts/agora.json.

>>> print(Plot(KEEP, conspiracy=conspiracy("blackmail")))
Keep the Conspiracy Blackmail
>>> print(Plot(TRIGGER, conspiracy=conspiracy("coup")))
Trigger the Conspiracy Coup
"""

from dataclasses import dataclass
from functools import cache

from ..core.i18n import language, register, say
from .actions import Action, describe
from .cards import SCIENCE
from .game import _CARD_LIST, SCIENTIFIC
from .senate import CHAMBERS, facts
from .senators import chamber_number

CONSPIRE, KEEP, TOP, BOTTOM, TRIGGER, PREPARE = "conspire", "keep", "top", "bottom", "trigger", "prepare"
TAKE_WONDER, DISCARD_CARD, TAKE_CARD, GIVE_CARD = "take_wonder", "discard_card", "take_card", "give_card"
DISCARD_ACCESSIBLE, BUILD_FREE, LOCK_TOKEN, SABOTAGE, MOVE_DECREE = (
    "discard_accessible", "build_free", "lock_token", "sabotage", "move_decree")
PLOT_KINDS = (CONSPIRE, KEEP, TOP, BOTTOM, TRIGGER, TAKE_WONDER, DISCARD_CARD, TAKE_CARD, GIVE_CARD,
              DISCARD_ACCESSIBLE, BUILD_FREE, LOCK_TOKEN, SABOTAGE, MOVE_DECREE)
LAW = SCIENCE.index("scales")

register({
    "agora.plot.conspire": {"en": "Conspire: draw 2 Conspiracies and keep 1",
                            "fr": "Conspirer : piocher 2 Conspirations et en garder 1"},
    "agora.plot.keep": {"en": "Keep the Conspiracy {conspiracy}", "fr": "Garder la Conspiration {conspiracy}"},
    "agora.plot.top": {"en": "Put the other Conspiracy back on top of the deck",
                       "fr": "Remettre l'autre Conspiration sur la pioche"},
    "agora.plot.bottom": {"en": "Put the other Conspiracy at the bottom of the deck",
                          "fr": "Remettre l'autre Conspiration sous la pioche"},
    "agora.plot.trigger": {"en": "Trigger the Conspiracy {conspiracy}",
                           "fr": "Déclencher la Conspiration {conspiracy}"},
    "agora.plot.prepare": {"en": "Prepare the Conspiracy {conspiracy} with {card}",
                           "fr": "Préparer la Conspiration {conspiracy} avec {card:le}"},
    "agora.plot.take_wonder": {"en": "Take {wonder} from your opponent", "fr": "Prendre {wonder} à votre adversaire"},
    "agora.plot.discard_card": {"en": "Put your opponent's {card} in the discard pile",
                                "fr": "Défausser {card:le} de votre adversaire"},
    "agora.plot.take_card": {"en": "Take {card} from your opponent's city",
                             "fr": "Prendre {card:le} dans la cité de votre adversaire"},
    "agora.plot.give_card": {"en": "Give {card} to your opponent", "fr": "Donner {card:le} à votre adversaire"},
    "agora.plot.discard_accessible": {"en": "Put {card} of the structure in the discard pile",
                                      "fr": "Défausser {card:le} de la structure"},
    "agora.plot.build_free": {"en": "Build {card} for free", "fr": "Construire {card:le} gratuitement"},
    "agora.plot.lock_token": {"en": "Lock the progress token {token} away for the game",
                              "fr": "Écarter de la partie le jeton Progrès {token}"},
    "agora.plot.sabotage": {"en": "Return your opponent's wonder {wonder} to the box",
                            "fr": "Remettre {wonder} de votre adversaire dans la boîte"},
    "agora.plot.move_decree": {"en": "Move the Decree of Chamber {origin} under the Decree of Chamber {target}",
                               "fr": "Déplacer le Décret de la Chambre {origin} sous celui de la Chambre {target}"},
    # the end of a Conspiracy's optional choices (Curia Julia's trigger, a second card discarded)
    "agora.plot.done": {"en": "Do nothing more for this Conspiracy", "fr": "Ne rien faire de plus pour cette Conspiration"},
    # each decision as a log tells it (``core.i18n.telling``), in the past
    **{f"agora.plot.{key}.told": {"en": en, "fr": fr} for key, (en, fr) in {
        "conspire": ("conspired, drawing 2 Conspiracies to keep 1", "a conspiré en piochant 2 Conspirations pour en garder 1"),
        "keep": ("kept the Conspiracy {conspiracy}", "a gardé la Conspiration {conspiracy}"),
        "top": ("put the other Conspiracy back on top of the deck", "a remis l'autre Conspiration sur la pioche"),
        "bottom": ("put the other Conspiracy at the bottom of the deck", "a remis l'autre Conspiration sous la pioche"),
        "trigger": ("triggered the Conspiracy {conspiracy}", "a déclenché la Conspiration {conspiracy}"),
        "prepare": ("prepared the Conspiracy {conspiracy} with {card}",
                    "a préparé la Conspiration {conspiracy} avec {card:le}"),
        "take_wonder": ("took {wonder} from the opponent", "a pris {wonder} à son adversaire"),
        "discard_card": ("put the opponent's {card} in the discard pile", "a défaussé {card:le} de son adversaire"),
        "take_card": ("took {card} from the opponent's city", "a pris {card:le} dans la cité de son adversaire"),
        "give_card": ("gave {card} to the opponent", "a donné {card:le} à son adversaire"),
        "discard_accessible": ("put {card} of the structure in the discard pile", "a défaussé {card:le} de la structure"),
        "build_free": ("built {card} for free", "a construit {card:le} gratuitement"),
        "lock_token": ("locked the progress token {token} away for the game",
                       "a écarté de la partie le jeton Progrès {token}"),
        "sabotage": ("returned the opponent's wonder {wonder} to the box", "a remis {wonder} de son adversaire dans la boîte"),
        "move_decree": ("moved the Decree of Chamber {origin} under the Decree of Chamber {target}",
                        "a déplacé le Décret de la Chambre {origin} sous celui de la Chambre {target}"),
        "done": ("did nothing more for this Conspiracy", "n'a rien fait de plus pour cette Conspiration"),
    }.items()},
    "agora.plot.unknown": {"en": "an unknown Conspiracy decision ({kind})",
                           "fr": "une décision de Conspiration inconnue ({kind})"},
    **{f"agora.short.{kind}": {"en": kind.replace("_", " "), "fr": fr} for kind, fr in (
        (CONSPIRE, "conspirer"), (KEEP, "garder"), (TOP, "dessus"), (BOTTOM, "dessous"), (TRIGGER, "déclencher"),
        (TAKE_WONDER, "prendre merveille"), (DISCARD_CARD, "défausser carte"), (TAKE_CARD, "prendre carte"),
        (GIVE_CARD, "donner carte"), (DISCARD_ACCESSIBLE, "défausser structure"),
        (BUILD_FREE, "construire gratuitement"), (LOCK_TOKEN, "écarter jeton"), (SABOTAGE, "saboter"),
        (MOVE_DECREE, "déplacer décret"))},
    "agora.short.prepare": {"en": "prepare {conspiracy} with {card}", "fr": "préparer {conspiracy} avec {card}"},
    "agora.cost.plot": {"en": "a Conspiracy's decision, no cost", "fr": "une décision de Conspiration, sans coût"},
})


@dataclass(frozen=True, slots=True, eq=False)
class Conspiracy:
    index: int
    id: str
    name: str
    name_fr: str
    effect: dict

    @property
    def label(self):
        return self.name_fr if language() == "fr" else self.name

    def __repr__(self):
        return f"<Conspiracy {self.label}>"


@cache
def conspiracies():
    """The 16 Conspiracies, by their number (1 to 16) less one."""
    return tuple(Conspiracy(c["id"], c["name"].lower().replace(" ", "_"), c["name"], c["name_fr"], c["effect"])
                 for c in facts()["conspiracies"])


def conspiracy(ident):
    """A Conspiracy by id (``"blackmail"``) or number (1 to 16).

    >>> conspiracy("blackmail") is conspiracy(conspiracy("blackmail").index)
    True
    >>> conspiracy(17)
    Traceback (most recent call last):
    KeyError: 17
    """
    try:
        return _by_ident()[ident]
    except (KeyError, TypeError):       # (an unhashable one names none either)
        raise KeyError(ident) from None


@cache
def _by_ident():
    return {**{c.id: c for c in conspiracies()}, **{c.index: c for c in conspiracies()}}


@dataclass(frozen=True, slots=True)
class Plot:
    """A decision about Conspiracies: conspire, keep one drawn, put the other back on top or at the
    bottom, trigger one, or one of the choices a triggered Conspiracy asks for (a card, a wonder,
    a token, Chambers)."""

    kind: str
    conspiracy: object = None
    card: object = None
    wonder: object = None
    token: object = None
    chamber: int | None = None
    target: int | None = None

    def __str__(self):
        kind = self.kind
        if kind == "done":
            return say("agora.plot.done")
        if kind not in PLOT_KINDS:
            return say("agora.plot.unknown", kind=describe(kind))
        fields = {"conspiracy": describe(self.conspiracy), "card": describe(self.card),
                  "wonder": describe(self.wonder), "token": describe(self.token),
                  "origin": chamber_number(self.chamber), "target": chamber_number(self.target)}
        return say(f"agora.plot.{kind}", **fields)

    def __repr__(self):
        return f"<Plot {self}>"

    @property
    def notation(self):
        """The notation: the kind's verb and the names or Chambers it needs (``trigger Coup``)."""
        if self.kind not in PLOT_KINDS and self.kind != "done":
            return str(self)
        parts = [say(f"agora.short.{self.kind}")]
        parts += [describe(v) for v in (self.conspiracy, self.card, self.wonder, self.token) if v is not None]
        parts += [str(c + 1) for c in (self.chamber, self.target) if c.__class__ is int]
        return " ".join(parts)

    def to_json(self):
        data = {"kind": self.kind}
        for name in ("conspiracy", "card", "wonder", "token"):
            value = getattr(self, name)
            if value is not None:
                data[name] = value.id
        for name in ("chamber", "target"):
            value = getattr(self, name)
            if value is not None:
                data[name] = value + 1
        return data

    def matches(self, data):
        return data == {"seat": data.get("seat"), **self.to_json()}


class PrepareAction(Action):
    """Taking ``card`` from the structure to prepare Conspiracy ``token`` (kept in the ``token``
    field): a take, at no cost."""

    __slots__ = ()

    def __str__(self):
        return say("agora.plot.prepare", conspiracy=describe(self.token), card=describe(self.card))

    @property
    def notation(self):
        return say("agora.short.prepare", conspiracy=describe(self.token), card=describe(self.card))

    def to_json(self):
        return {"kind": PREPARE, "card": self.card.id, "conspiracy": self.token.id}

    def matches(self, data):
        return data == {"seat": data.get("seat"), **self.to_json()}


def prepare_action(card, plot):
    action = object.__new__(PrepareAction)
    for name, value in (("kind", PREPARE), ("card", card), ("wonder", None), ("token", plot), ("starter", None),
                        ("coins", 0), ("trade", 0), ("chain", None)):
        object.__setattr__(action, name, value)
    return action


@cache
def _keep(index):
    """The decision keeping Conspiracy ``index`` (made once: a ``Plot`` never changes)."""
    return Plot(KEEP, conspiracy(index))


_PUT_BACK = (Plot(TOP), Plot(BOTTOM))
_PLOT_INDICES = tuple(c.index for c in conspiracies())      # the deck before it is shuffled
_CARDS = _CARD_LIST        # every Age card of the engine by index (the Grand Temples too, with the Pantheon)
_CARD_CHAINS = {c.chain_gives for c in _CARDS if c.chain_gives is not None}


class ConspiracyRules:
    """The Conspiracies' part of ``AgoraGame``: its state is ``plot_deck`` (ids, top first),
    ``plots[seat]`` (kept Conspiracies: ``[index, prepared card or None, triggered]``), ``drawn``
    (the two being chosen among), ``trigger_used`` (one trigger a turn), ``locked`` (tokens out)."""

    def _deal_plots(self, rng, shuffle):
        deck = list(_PLOT_INDICES)
        shuffle(rng, deck)
        self.plot_deck = deck
        self.plots = [[], []]
        self.drawn = []
        self.trigger_used = False
        self.locked = []

    def _copy_plots(self, other):
        other.plot_deck = list(self.plot_deck)
        other.plots = [[list(e) for e in self.plots[0]], [list(e) for e in self.plots[1]]]
        other.drawn = list(self.drawn)
        other.locked = list(self.locked)
        other.trigger_used = self.trigger_used

    def _plots_key(self):
        return (tuple(self.plot_deck), tuple(tuple(map(tuple, mine)) for mine in self.plots), tuple(self.drawn),
                self.trigger_used, tuple(self.locked))

    # -- legal decisions ----------------------------------------------------------------------
    def _triggers(self, seat):
        """The Conspiracies ``seat`` may trigger now: prepared, not triggered, none yet this turn."""
        if self.trigger_used:
            return []
        return [Plot(TRIGGER, conspiracy(i)) for i, card, done in self.plots[seat] if card is not None and not done]

    def _prepares(self, seat, card):
        """Taking ``card`` to prepare each of ``seat``'s unprepared Conspiracies."""
        return [prepare_action(card, conspiracy(i)) for i, prepared, done in self.plots[seat]
                if prepared is None and not done]

    def _plot_step(self, step, seat):
        """Options and phase of a Conspiracy's decision (a step of ``pending``)."""
        kind = step[0]
        p, other = self.p[seat], self.p[1 - seat]
        if kind == "keep":
            return [_keep(i) for i in sorted(self.drawn)], "plot"
        if kind == "put_back":
            return list(_PUT_BACK), "plot"
        if kind == "trigger_unprepared":         # Curia Julia: any of its owner's, prepared or not
            found = [Plot(TRIGGER, conspiracy(i)) for i, _, done in self.plots[seat] if not done]
            return (found + [Plot("done")] if found else []), "plot"
        if kind == TAKE_WONDER:
            return [Plot(TAKE_WONDER, wonder=self._wonder_object(w)) for w in sorted(other.wonders)], "plot"
        if kind == DISCARD_CARD:
            return [Plot(DISCARD_CARD, card=_CARDS[c]) for c in sorted(other.cards) if _CARDS[c].color == step[2]], "plot"
        if kind == TAKE_CARD:
            return [Plot(TAKE_CARD, card=_CARDS[c]) for c in sorted(other.cards) if _CARDS[c].color in step[2]], "plot"
        if kind == GIVE_CARD:
            return [Plot(GIVE_CARD, card=_CARDS[c]) for c in sorted(p.cards)
                    if _CARDS[c].color == step[2] and c != step[3]], "plot"
        if kind == DISCARD_ACCESSIBLE:
            found = [Plot(DISCARD_ACCESSIBLE, card=self._card_object(self.slots[q])) for q in sorted(self.free)
                     if self.revealed[q]]
            return (found + [Plot("done")] if found and step[2] else found), "plot"
        if kind == BUILD_FREE:
            return [Plot(BUILD_FREE, card=_CARDS[c]) for c in sorted(step[2])], "plot"
        if kind == LOCK_TOKEN:
            tokens = sorted(set(self.board_tokens) | set(other.tokens) | set(self.box_tokens))
            return [Plot(LOCK_TOKEN, token=self._token_object(t)) for t in tokens], "plot"
        if kind == SABOTAGE:
            return [Plot(SABOTAGE, wonder=self._wonder_object(w)) for w in sorted(other.built)], "plot"
        if kind == MOVE_DECREE:
            decrees = self.senate.decrees
            return [Plot(MOVE_DECREE, chamber=a, target=b) for a in range(CHAMBERS) if decrees[a]
                    for b in range(CHAMBERS) if b != a], "plot"
        raise ValueError(kind)

    # -- applying -----------------------------------------------------------------------------
    def _apply_plot(self, seat, action):
        """Play a ``Plot`` (legal for ``seat``); True when the game is over."""
        kind = action.kind
        step = self.options_step
        if kind == CONSPIRE:
            self._conspire(seat)
        elif kind == KEEP:
            self.drawn.remove(action.conspiracy.index)
            self.plots[seat].append([action.conspiracy.index, None, False])
            if self.drawn and "organized_crime" in self.p[seat].has:   # (Agora's token: keep both)
                self.plots[seat].append([self.drawn.pop(), None, False])
            if self.drawn:
                self.pending.insert(0, ("put_back", seat))
        elif kind in (TOP, BOTTOM):
            other = self.drawn.pop()
            if kind == TOP:
                self.plot_deck.insert(0, other)
            else:
                self.plot_deck.append(other)
        elif kind == TRIGGER:
            return self._trigger(seat, action.conspiracy)
        else:
            return self._plot_choice(seat, action, step)
        return False

    def _conspire(self, seat):
        self.drawn = self.plot_deck[:2]
        del self.plot_deck[:2]
        if self.drawn:
            self.pending.insert(0, ("keep", seat))

    def _trigger(self, seat, plot):
        """Trigger ``plot`` (at the start of ``seat``'s turn): its effect now, its choices to come;
        then ``seat`` takes a card as usual."""
        for entry in self.plots[seat]:
            if entry[0] == plot.index:
                entry[2] = True
        self.trigger_used = True
        self.again = True           # the turn goes on with ``seat`` once the choices are made
        effect = plot.effect
        p, other = self.p[seat], self.p[1 - seat]
        steps = []
        if effect.get("take_unbuilt_wonder"):
            steps.append((TAKE_WONDER, seat))
        if effect.get("take_half_coins"):
            taken = (other.coins + 1) // 2
            other.coins -= taken
            p.coins += taken
        if "discard_opponent_card" in effect:
            steps.append((DISCARD_CARD, seat, effect["discard_opponent_card"]))
        if effect.get("lock_progress_token"):
            steps.append((LOCK_TOKEN, seat))
        if effect.get("shields") and self._military(seat, effect["shields"]):
            return True
        if effect.get("build_last_row_free"):
            steps.append((BUILD_FREE, seat, [self.slots[q] for q in self._first_row()
                                             if self.slots[q] is not None and self.slots[q] < len(_CARDS)], "row"))
        if effect.get("build_removed_free"):
            removed = [c for age in range(1, self.age + 1) for c in self.removed[age] if not _CARDS[c].is_guild]
            steps.append((BUILD_FREE, seat, removed, "removed"))
        if effect.get("place"):
            steps.append(("small_token", seat))
        if effect.get("remove"):
            steps.append(("large_token", seat))
        if effect.get("token_from_box") and self.box_tokens:
            steps.append(("library", seat, len(self.box_tokens)))
        if effect.get("discard_accessible"):
            steps.append((DISCARD_ACCESSIBLE, seat, False))
            steps.append((DISCARD_ACCESSIBLE, seat, True))
        if effect.get("coins_per_own_cube"):
            p.coins += sum(self.senate.cubes[seat])
            other.coins -= min(other.coins, sum(self.senate.cubes[1 - seat]))
        if "take_opponent_card" in effect:
            steps.append((TAKE_CARD, seat, tuple(effect["take_opponent_card"])))
        if "swap_opponent_card" in effect:
            steps.append((TAKE_CARD, seat, tuple(effect["swap_opponent_card"]), "swap"))
        if effect.get("move_decree"):
            steps.append((MOVE_DECREE, seat))
        if effect.get("destroy_built_wonder"):
            steps.append((SABOTAGE, seat))
        if effect.get("then_move"):
            steps.append(("token_move", seat))
        self.pending[:0] = steps
        return False

    def _plot_choice(self, seat, action, step):
        kind = action.kind
        p, other = self.p[seat], self.p[1 - seat]
        if kind == TAKE_WONDER:
            other.wonders.remove(action.wonder.index)
            p.wonders.append(action.wonder.index)
        elif kind == DISCARD_CARD:
            self._strip(1 - seat, action.card)
            self.discard.append(action.card.index)
        elif kind in (TAKE_CARD, GIVE_CARD):
            giver = 1 - seat if kind == TAKE_CARD else seat
            self._move_card(giver, action.card)
            if kind == TAKE_CARD and len(step) > 3:         # Coercion: give one of the same color back
                self.pending.insert(0, (GIVE_CARD, seat, action.card.color, action.card.index))
            if self.phase == "over":
                return True
        elif kind == DISCARD_ACCESSIBLE:
            pos = self.slots.index(action.card.index)
            self._lift(pos)
            if action.card.index >= len(_CARDS):
                self.senators_discarded.append(action.card.index)
            else:
                self.discard.append(action.card.index)
        elif kind == "done":
            pass
        elif kind == BUILD_FREE:
            index = action.card.index
            if step[3] == "row":
                self._lift(self.slots.index(index))
            else:
                for age in self.removed:
                    if index in self.removed[age]:
                        self.removed[age].remove(index)
            self._build(seat, action.card, False)
            if self.phase == "over":
                return True
        elif kind == LOCK_TOKEN:
            self._lock(action.token.index)
        elif kind == SABOTAGE:
            self._sabotage(1 - seat, action.wonder)
        elif kind == MOVE_DECREE:
            decree = self.senate.decrees[action.chamber].pop(0)
            self.senate.decrees[action.target].append(decree)
            self.senate.reveal(action.target)        # a controlled Chamber's Decrees lie face up
            return self._senate_changed()
        return False

    # -- helpers ------------------------------------------------------------------------------
    def _lift(self, pos):
        """Take the card at ``pos`` out of the structure (not a turn's take): the cards it lay on
        and nothing else covers are free, turned over at the end of the turn."""
        self.slots[pos] = None
        if pos in self.free:
            self.free.remove(pos)
        else:       # still covered (a card of the first row): never to be freed now
            self.cover[pos] = len(self.slots) + 1
        for q in self._covers[pos]:
            self.cover[q] -= 1
            if not self.cover[q]:
                self.free.append(q)
                if not self.revealed[q]:
                    self.freed.append(q)

    def _move_card(self, giver, card):
        """``card`` leaves ``giver``'s city for the other's, with its lasting effects (production,
        chain, scientific symbol, points); what it gave once (coins, shields) stays given."""
        self._strip(giver, card)
        self._add(1 - giver, card)

    def _strip(self, owner, card):
        """``card`` leaves ``owner``'s city, and its lasting effects with it."""
        city = self.p[owner]
        city.cards.remove(card.index)
        self._count(owner, card, -1)

    def _add(self, owner, card):
        self.p[owner].cards.append(card.index)
        self._count(owner, card, 1)
        city = self.p[owner]
        if card.effect.science is not None and len(city.science) - city.science.count(0) >= 6:
            self._finish(SCIENTIFIC, owner)

    def _count(self, owner, card, step):
        city, effect = self.p[owner], card.effect
        city.colors[card.color] = city.colors.get(card.color, 0) + step
        city.produced = tuple(a + step * b for a, b in zip(city.produced, effect.produces, strict=True))
        if effect.produces_choice:
            choices = list(city.choices)
            if step > 0:
                choices.append(effect.produces_choice)
            else:
                choices.remove(effect.produces_choice)
            city.choices = tuple(sorted(choices))
        city.fixed = 0
        for c in city.cards:
            city.fixed |= _CARDS[c].effect.fixed_price
        # the chain symbols of its cards (a Mythology token's symbol, with the Pantheon, stays)
        city.chains = ({_CARDS[c].chain_gives for c in city.cards if _CARDS[c].chain_gives is not None}
                       | {symbol for symbol in city.chains if symbol not in _CARD_CHAINS})
        if effect.science is not None:
            city.science[effect.science] += step
        self._prices = [None, None]
        self._forget((0, 1))

    def _lock(self, token):
        """Progress token ``token`` leaves the game: from the board, the box, or the opponent's
        city (who loses its lasting effect; the coins it gave stay)."""
        if token in self.board_tokens:
            self.board_tokens.remove(token)
        elif token in self.box_tokens:
            self.box_tokens.remove(token)
        else:
            for q in self.p:
                if token in q.tokens:
                    q.tokens.remove(token)
                    q.has.discard(self._token_object(token).id)
                    if self._token_object(token).effect.science is not None:
                        q.science[LAW] -= 1
            self._prices = [None, None]
            self._forget((0, 1))
        self.locked.append(token)

    def _sabotage(self, owner, wonder):
        """``owner``'s built ``wonder`` goes back to the box with the card under it; its points
        and its choice of resources are lost."""
        city = self.p[owner]
        at = city.built.index(wonder.index)
        city.built.pop(at)
        self.sabotaged.append((wonder.index, city.tucked.pop(at)))
        if wonder.effect.produces_choice:
            choices = list(city.choices)
            choices.remove(wonder.effect.produces_choice)
            city.choices = tuple(sorted(choices))
            self._forget((owner,))

    def _card_object(self, index):
        return _CARDS[index] if index < len(_CARDS) else self._senator_object(index)

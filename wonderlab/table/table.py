"""The table: a game with human and bot seats, the coach, and what each seat may see, carried by
no transport. ``PlayTable`` (a Jupyter comm) and the live classroom's server (a websocket) each
carry one; a front end's message is a plain JSON dict given to ``Table.receive``, and what a
seat is shown is the plain JSON dict ``Table.state`` builds.

>>> table = Table("classic", players=3, seed=1)
>>> table.options()[0]
'0. Build Clay Pool for nothing'
>>> table.receive({"type": "choose", "index": 0}); table.receive({"type": "confirm"})
>>> table.state()["status"]
'Age I · turn 2 · your move'
"""

import importlib
import random
import time
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from ..core.errors import IllegalAction, InvalidRecord
from ..core.i18n import LANGUAGES, language, register, say, set_language
from ..core.labels import category_label, shown_names_in
from ..core.records import GameRecord, shown
from . import coach
from .coach import coach_state

GAMES = ("classic", "duel", "architects")

register({
    "play.error.game": {"en": "game: {value}: choose one of {games}", "fr": "game : {value} : choisissez parmi {games}"},
    "play.error.players": {"en": "players: {value}: {game} is played by {low} to {high}",
                           "fr": "players : {value} : {game} se joue de {low} à {high} joueurs"},
    "play.error.you": {"en": "you: {value}: give a seat from 0 to {last}, or a list of seats",
                       "fr": "you : {value} : donnez une place de 0 à {last}, ou une liste de places"},
    "play.error.screens": {"en": "screens: {value}: choose one (the humans share a screen) or each",
                           "fr": "screens : {value} : choisissez one (les humains partagent un écran) ou each"},
    "play.error.lang": {"en": "lang: {value}: choose one of {languages}", "fr": "lang : {value} : choisissez parmi {languages}"},
    "play.error.expansions": {"en": "expansions: {value}: give a tuple of names among {names}",
                              "fr": "expansions : {value} : donnez un tuple de noms parmi {names}"},
    "play.error.no_expansions": {"en": "expansions: {value}: {game} is played without expansions at the table",
                                 "fr": "expansions : {value} : {game} se joue sans extension à la table"},
    "play.error.review_over": {"en": "the review opens when the game is over",
                               "fr": "la revue s'ouvre quand la partie est finie"},
    "play.error.step": {"en": "step: {value} is not a number", "fr": "step : {value} n'est pas un nombre"},
    "play.error.steps": {"en": "step: {value}: the review has steps 0 to {last}",
                         "fr": "step : {value} : la revue a les étapes 0 à {last}"},
    "play.error.step_over": {"en": "step: the review opens when the game is over",
                             "fr": "step : la revue s'ouvre quand la partie est finie"},
    "play.your_move": {"en": "your move", "fr": "à vous de jouer"},
    "play.move_of": {"en": "{name} to play", "fr": "à {name} de jouer"},
    "play.over": {"en": "Game over", "fr": "Partie terminée"},
    "play.winners": {"en": "Winner: {names}", "fr": "Vainqueur : {names}"},
    "play.winners.many": {"en": "Winners: {names}", "fr": "Vainqueurs : {names}"},
    "play.for_city": {"en": "{name}: your choice for {city}", "fr": "{name} : à vous de choisir pour {city}"},
    "play.pick_first": {"en": "Choose an option first, then confirm.",
                        "fr": "Choisissez d'abord une option, puis confirmez."},
    "play.bad_index": {"en": "There is no option {index}: choose a number from 0 to {last}.",
                       "fr": "Il n'y a pas d'option {index} : choisissez un nombre de 0 à {last}."},
    "play.no_options": {"en": "You have nothing to choose now.", "fr": "Vous n'avez rien à choisir maintenant."},
    "play.nothing_to_undo": {"en": "Nothing to undo: no option is picked.",
                             "fr": "Rien à annuler : aucune option n'est choisie."},
    "play.pass_to": {"en": "Pass the table to {name}", "fr": "Passez la table à {name}"},
    "play.saved": {"en": "Game saved to {path}", "fr": "Partie enregistrée dans {path}"},
    "play.save_after_end": {"en": "Save comes at the end of the game: a saved game holds the seed of the deal, "
                                  "which would show every hand of this class's deal",
                            "fr": "Enregistrer vient à la fin de la partie : une partie enregistrée contient la graine "
                                  "de la donne, qui montrerait toutes les mains de la donne de cette classe"},
    "play.load_text": {"en": "Load: choose a game file saved by the table (JSON text)",
                       "fr": "Charger : choisissez un fichier de partie enregistré par la table (texte JSON)"},
    "play.load_what": {"en": "load: {value}: give a GameRecord, its JSON text or a file's path",
                       "fr": "load : {value} : donnez un GameRecord, son texte JSON ou le chemin d'un fichier"},
    "play.load_seats": {"en": "record: options: players: {players} players, but the table's human sits at seat {seat}",
                        "fr": "record : options : players : {players} joueurs, mais l'humain de la table est à la place {seat}"},
    "play.loaded": {"en": "Game loaded: {n} moves replayed", "fr": "Partie chargée : {n} coups rejoués"},
    "play.review": {"en": "Review: step {step} of {steps}", "fr": "Revue : étape {step} sur {steps}"},
    "play.unknown_message": {"en": "Unknown message {kind}", "fr": "Message inconnu {kind}"},
    "play.not_card": {"en": "{card} is not a card you may act on now",
                      "fr": "{card:le} n'est pas une carte jouable maintenant"},
    "play.not_a_card": {"en": "That is not a card you may act on now",
                        "fr": "Ce n'est pas une carte jouable maintenant"},
    "play.game": {"en": "game", "fr": "partie"},
    "play.error": {"en": "Something went wrong: {error}", "fr": "Une erreur est survenue : {error}"},
})

_LABELS = ("confirm", "undo", "new_game", "same_seed", "save", "load", "options", "log", "hand",
           "review", "prev", "next", "scores", "ok", "coins", "shields", "points", "your_city",
           "left", "right", "language", "chosen", "cards", "production", "stages", "discard",
           "tucked", "hand_size", "progress", "military", "structure", "face_down", "decks",
           "central", "cat", "choose_card", "total", "wonders", "draft", "tokens", "notes",
           "progress_chart", "coin", "shield", "hand_size_one", "thinking", "at_step", "age_mark",
           "log_step", "full_log")
register({
    f"play.label.{k}": {"en": en, "fr": fr} for k, (en, fr) in {
        "confirm": ("Confirm", "Confirmer"), "undo": ("Undo", "Annuler"),
        "new_game": ("New game", "Nouvelle partie"), "same_seed": ("Same deal", "Même donne"),
        "save": ("Save", "Enregistrer"), "load": ("Load", "Charger"),
        "options": ("Your options", "Vos options"), "log": ("What happened", "Ce qui s'est passé"),
        "hand": ("Your cards", "Vos cartes"), "review": ("Post-game review", "Revue de la partie"),
        "prev": ("Prev", "Préc."), "next": ("Next", "Suiv."), "scores": ("Scores", "Scores"),
        "ok": ("Show the hand", "Montrer la main"), "coins": ("coins", "pièces"),
        "shields": ("shields", "boucliers"), "points": ("points", "points"),
        "your_city": ("your city", "votre cité"), "left": ("left neighbour", "voisin de gauche"),
        "right": ("right neighbour", "voisin de droite"), "language": ("Language", "Langue"),
        "chosen": ("has chosen", "a choisi"), "cards": ("cards", "cartes"),
        "production": ("production", "production"), "stages": ("wonder stages", "étapes de merveille"),
        "discard": ("discard pile", "défausse"),
        "tucked": ("cards under the wonder", "cartes sous la merveille"),
        "hand_size": ("cards in hand", "cartes en main"), "progress": ("progress tokens", "jetons Progrès"),
        "military": ("military", "militaire"), "structure": ("the structure", "la structure"),
        "face_down": ("face-down card", "carte face cachée"), "decks": ("the decks", "les pioches"),
        "central": ("central deck", "pioche centrale"), "cat": ("Cat", "Chat"),
        "choose_card": ("Pick a card to see its options", "Choisissez une carte pour voir ses options"),
        "total": ("Total", "Total"), "wonders": ("wonders", "merveilles"),
        "draft": ("wonder draft", "choix des merveilles"), "tokens": ("tokens", "jetons"),
        "notes": ("notes", "remarques"),
        "progress_chart": ("Score through the game", "Le score au fil de la partie"),
        "coin": ("coin", "pièce"), "shield": ("shield", "bouclier"),
        "hand_size_one": ("card in hand", "carte en main"),
        "thinking": ("The other players are thinking…", "Les autres joueurs réfléchissent…"),
        "at_step": ("What you could play at this step", "Ce que vous pouviez jouer à cette étape"),
        "age_mark": ("Age", "Âge"),
        "log_step": ("What led to this step", "Ce qui a mené à cette étape"),
        "full_log": ("The whole game, move by move", "Toute la partie, coup par coup"),
    }.items()})

# The pass screen's button: 7 Wonders hands the next player their hand; Duel and Architects
# have no hand, the next player takes the table.
register({
    "play.label.ok.classic": {"en": "Show the hand", "fr": "Montrer la main"},
    "play.label.ok.duel": {"en": "Take the table", "fr": "Prendre la table"},
    "play.label.ok.architects": {"en": "Take the table", "fr": "Prendre la table"},
    # a line of the review's whole log: the turn, then what happened (French: « Âge I · tour 1 : … »)
    "play.log_line": {"en": "{label}: {line}", "fr": "{label}\u00a0: {line}"},
})


def _name_of(key, seen):
    """The name a view gives the card ``key`` (never the key itself), or None.

    >>> _name_of("theater", {"board": {"structure": [{"card": {"key": "theater", "name": "Theater"}}]}})
    'Theater'
    """
    if isinstance(seen, dict):
        if seen.get("key") == key and isinstance(seen.get("name"), str):
            return seen["name"]
        seen = list(seen.values())
    if isinstance(seen, list):
        for item in seen:
            found = _name_of(key, item)
            if found:
                return found
    return None


def refusal(error):
    """What a learner reads when a message is refused: a rule's own words (a ``ValueError``), or
    one line saying something went wrong.

    >>> refusal(ValueError("you need 2 ore")), refusal(KeyError("x"))
    ('you need 2 ore', "Something went wrong: KeyError('x')")
    """
    return str(error) if isinstance(error, ValueError) else say("play.error", error=shown(error, 120))


def seat_module(game):
    """The seat adapter of ``game`` ("classic", "duel" or "architects"): ``wonderlab.table.seats.<game>``."""
    if game not in GAMES:
        raise ValueError(say("play.error.game", value=repr(game), games=", ".join(GAMES)))
    return importlib.import_module(f"wonderlab.table.seats.{game}")


TITLES = {"classic": "7 Wonders", "duel": "7 Wonders Duel", "architects": "7 Wonders Architects"}


def _desk(name):
    """A field of the seat being served (its pick, selected card, message, recent log): one
    for the whole table at a shared screen, one per human seat when each has their own."""
    def get(self):
        return self._desks[self._desk_key()][name]

    def put(self, value):
        self._desks[self._desk_key()][name] = value
    return property(get, put)


class Table:
    """A game with human and bot seats, without any widget or socket: what ``PlayTable``, the
    live classroom and the bench drive. ``you``: a seat or a list of seats; ``bots``: one name
    or one per seat; ``analysis_playouts``: the after-game analysis's rollouts per decision
    (``coach.analysis``). ``screens="one"``: the humans share one screen (hot-seat, the table
    passed between them); ``screens="each"``: each human has their own (the live classroom),
    served one at a time with ``at(seat)``, each deciding when their city must, never seeing
    another's pick or message.

    >>> table = Table("classic", players=3, seed=1, you=[0, 1], screens="each")
    >>> with table.at(1):
    ...     table.receive({"type": "choose", "index": 0}); table.pick
    0
    >>> with table.at(0):
    ...     table.pick is None, table.state()["viewer"]
    (True, 0)
    """

    pick = _desk("pick")
    selected = _desk("selected")
    message = _desk("message")
    recent = _desk("recent")
    coach_hint = _desk("coach_hint")
    review_step = _desk("review_step")
    # the after-game analysis of the seat served (``coach``): the review's rows, the lab's frame
    # that "Learn from your mistakes" reads, and its progress while it runs
    coach_analysis = _desk("coach_analysis")
    coach_frame = _desk("coach_frame")
    coach_busy = _desk("coach_busy")

    # ``end_note(table)``: a dict the finished table shows below the scores (a classroom's
    # result code: ``{"title", "code", "file", "save", "copy"}`` or ``{"note"}``), or None.
    end_note = None
    # ``seed_kept``: Save hands the browser no seed (the whole deal) before the game ends — a
    # classroom's table, whose students all play one deal, sets it.
    seed_kept = False

    def __init__(self, game="classic", players=None, seed=0, you=0, bots="greedy", think=1.0,
                 wonders=None, sides="random", names=None, lang=None, hints=True, analysis_playouts=None,
                 screens="one", expansions=()):
        self.kind = game
        if screens not in ("one", "each"):
            raise ValueError(say("play.error.screens", value=shown(screens)))
        self.screens = screens
        self.hints, self.hints_used = bool(hints), False      # a classroom turns hints off
        self.analysis_playouts = coach.check_playouts(analysis_playouts)
        self.seat = seat_module(game)
        players = players if players is not None else {"classic": 3, "duel": 2, "architects": 4}[game]
        if players not in self.seat.PLAYERS:
            raise ValueError(say("play.error.players", value=repr(players), game=game, low=self.seat.PLAYERS[0],
                                 high=self.seat.PLAYERS[-1]))
        self.humans = tuple([you] if isinstance(you, int) else you)
        if not self.humans or any(not isinstance(s, int) or not 0 <= s < players for s in self.humans):
            raise ValueError(say("play.error.you", value=repr(you), last=players - 1))
        self.lang = lang or language()
        if self.lang not in LANGUAGES:
            raise ValueError(say("play.error.lang", value=repr(lang), languages=", ".join(LANGUAGES)))
        self.settings = {"players": players, "wonders": wonders, "sides": sides, "names": names,
                         "bots": bots, "think": think, "expansions": self._expansions(expansions)}
        self._start(seed)

    def _expansions(self, asked):
        """``asked`` checked: a tuple (or list) of the names this game's seat module offers
        (Duel: "pantheon", "agora"); the engine itself refuses, in its own line, what it cannot
        play together.

        >>> Table("duel", seed=1, expansions=("agora",)).settings["expansions"]
        ('agora',)
        >>> Table("classic", expansions=("agora",))
        Traceback (most recent call last):
        ...
        ValueError: expansions: ('agora',): classic is played without expansions at the table
        """
        offered = getattr(self.seat, "EXPANSIONS", ())
        if isinstance(asked, str) or not isinstance(asked, tuple | list) or not all(isinstance(a, str) for a in asked):
            raise ValueError(say("play.error.expansions", value=shown(asked), names=", ".join(offered) or "—"))
        asked = tuple(dict.fromkeys(asked))
        if asked and not offered:
            raise ValueError(say("play.error.no_expansions", value=shown(asked), game=self.kind))
        if any(a not in offered for a in asked):
            raise ValueError(say("play.error.expansions", value=shown(asked), names=", ".join(offered)))
        return asked

    # -- setting up -----------------------------------------------------------------------
    def _start(self, seed, record=None):
        s = self.settings
        self.seed = seed
        with self._language():
            if record is None:
                self.game = self.seat.new_game(players=s["players"], seed=seed, wonders=s["wonders"],
                                               sides=s["sides"], names=s["names"], expansions=s["expansions"])
            else:
                self.game = self.seat.replay(record)
        bots = s["bots"]
        cities = self.seat.cities(self.game)
        names = [bots] * cities if isinstance(bots, str) else list(bots) + ["greedy"] * (cities - len(bots))
        self.bots = self.seat.make_bots(names, s["players"], s["think"])
        self.rng = random.Random(seed)
        self.viewer = self.humans[0]
        self._desks = {key: {"pick": None, "selected": None, "message": "", "recent": [], "coach_hint": None,
                             "review_step": None, "coach_analysis": None, "coach_frame": None, "coach_busy": None}
                       for key in (self.humans if self.screens == "each" else (None,))}
        # The log keeps each line in every language ({"en": ..., "fr": ...}): it is shown in
        # the table's language of the moment, lines written before a switch included.
        self.log = []            # (round label, sentence), the whole game
        self.pass_to = None
        self.review_step = None
        self.coach_hint = self.coach_analysis = self.coach_busy = self.coach_frame = None
        self._snapshots = None
        self._progress = None
        self._look_from_here()
        if record is not None and record.actions:
            self._retell(record)
        self._advance()

    def _look_from_here(self):
        """The game as it stands is what the log has told: ``_note`` tells what follows."""
        self._seen = self.seat.history_length(self.game)
        self._snapshot = self.seat.snapshot(self.game)
        self._round = self.seat.round_key(self.game)
        self._label = self._in_each_language(lambda: self.seat.status(self.game))

    def _retell(self, record):
        """The log of a game loaded from ``record`` (a saved game, a live table after a restart)
        as its play wrote it: the record's moves again, one by one, in a game dealt afresh, each
        told by ``_note`` as a move is at the table; a human's "What happened" is then what
        followed their own last move, as after a move of theirs."""
        loaded = self.game
        with self._language():          # (players nobody named take the table's language's names)
            self.game = game = self.seat.replay(replace(record, actions=(), result=None))
        self._look_from_here()
        for entry in record.actions:
            city = entry.get("city", entry.get("seat"))
            mover = self.seat.controller(game, city)
            desk = mover if self.screens == "each" else None
            if mover in self.humans and desk in self._desks:
                self._desks[desk]["recent"] = []
            game.play_json(entry)
            self._note()
        self.game = loaded

    def _desk_key(self):
        return self.viewer if self.screens == "each" else None

    @contextmanager
    def at(self, seat):
        """Serve human ``seat`` of a table where each human has their own screen: what is
        received and shown meanwhile is that seat's."""
        if seat not in self.humans:
            raise ValueError(say("play.error.you", value=shown(seat), last=self.settings["players"] - 1))
        before = self.viewer
        self.viewer = seat
        try:
            yield self
        finally:
            self.viewer = before

    @contextmanager
    def _language(self):
        """Speak the table's language while working, and give the notebook back its own."""
        before = language()
        set_language(self.lang)
        try:
            yield
        finally:
            set_language(before)

    @staticmethod
    def _in_each_language(make):
        """``make()`` said in every language, as ``{lang: value}``.

        >>> Table._in_each_language(lambda: say("play.over"))
        {'en': 'Game over', 'fr': 'Partie terminée'}
        """
        before = language()
        try:
            found = {}
            for lang in LANGUAGES:
                set_language(lang)
                found[lang] = make()
            return found
        finally:
            set_language(before)

    def _said(self, entry):
        """A log entry (a text in every language) in the table's language."""
        return entry[self.lang]

    # -- who decides ----------------------------------------------------------------------
    def acting(self):
        """``(seat, city)`` of the human who must decide now (at its own screen, the seat
        served), or None."""
        for city in self.seat.deciders(self.game):
            seat = self.seat.controller(self.game, city)
            if seat == self.viewer if self.screens == "each" else seat in self.humans:
                return seat, city
        return None

    def _advance(self):
        """Let the bots play until a human must decide or the game is over."""
        game, seat = self.game, self.seat
        while not game.is_over:
            moved = False
            for city in seat.deciders(game):
                owner = seat.controller(game, city)
                if owner not in self.humans:
                    action = self.bots[city].choose(game, city, self._bot_rng())
                    seat.apply(game, city, action)
                    moved = True
                    break
            self._note()
            if not moved:
                break
        if self.screens == "each":       # a seat that no longer decides lets its pick go
            for key, desk in self._desks.items():
                if desk["pick"] is not None and key != self.viewer and not self._decides(key):
                    desk["pick"] = desk["selected"] = None
            return
        now = self.acting()
        if now is not None and now[0] != self.viewer and len(self.humans) > 1:
            self.pass_to = now[0]
        if now is not None and self.pass_to is None:
            self.viewer = now[0]

    def _decides(self, seat):
        return any(self.seat.controller(self.game, city) == seat for city in self.seat.deciders(self.game))

    def _bot_rng(self):
        """The randomness of a bot's move: the table's stream at a shared screen; at screens of
        their own, drawn from the seed and the moves played, so that a table replayed from its
        record after a restart goes on exactly as it would have."""
        if self.screens == "one":
            return self.rng
        return random.Random(self.seed * 1_000_003 + self.seat.history_length(self.game))

    def play_for(self, seat):
        """A bot decides for human ``seat`` now (an absent student's turn, the deadline past):
        the seat's own bot, as it would for a bot seat. False when the seat has nothing to decide."""
        job = self.bot_job(seat)
        if job is None:
            return False
        city, think, args = job
        self.play_bot(seat, city, think(*args))
        return True

    def bot_job(self, seat):
        """``(city, think, args)``: ``think(*args)`` is the move seat ``seat``'s bot makes now,
        worked out from the game alone (in another thread or process, while the table serves
        others), or None when the seat has nothing to decide.

        >>> table = Table("duel", seed=1, you=[0, 1], screens="each")
        >>> city, think, args = table.bot_job(0)
        >>> table.play_bot(0, city, think(*args)), table.bot_job(0)
        (True, None)
        """
        with self.at(seat):
            now = self.acting()
        if now is None:
            return None
        city = now[1]
        return city, self.bots[city].choose, (self.game, city, self._bot_rng())

    def play_bot(self, seat, city, action):
        """Play ``action``, which seat ``seat``'s bot chose for ``city`` (``bot_job``). False,
        the game untouched, when the seat no longer decides for that city."""
        with self.at(seat):
            now = self.acting()
            if now is None or now[1] != city:
                return False
            with self._language():
                self.seat.apply(self.game, city, self._legal(city, action))
                self.pick = self.selected = None
                self._note()
                self._advance()
        return True

    def _legal(self, city, action):
        """``action`` as this game's own legal action of the same record text: a bot that
        thought in another process returns an action over that process's copy of the cards."""
        key = action.to_json()
        return next((a for a in self.game.legal_actions(city) if a.to_json() == key), action)

    def _note(self):
        """Turn the actions played since the last look into log sentences."""
        game, seat = self.game, self.seat
        done = seat.history_length(game)
        if done == self._seen:
            return
        # Only a lone human's own face-down cards are named: at a shared screen, the next
        # player would read them.
        viewer = self.viewer if len(self.humans) == 1 else None
        label = self._label
        said = self._in_each_language(lambda: seat.events(game, self._seen, viewer)
                                      + seat.changes(game, self._snapshot, self._round))
        lines = [{lang: said[lang][i] for lang in said} for i in range(len(said[self.lang]))]
        self._snapshot = seat.snapshot(game)
        self._round = seat.round_key(game)
        self._label = self._in_each_language(lambda: seat.status(game))
        self._seen = done
        self.log += [(label, line) for line in lines]
        for desk in self._desks.values():
            desk["recent"] = desk["recent"] + lines

    def status_round(self):
        with self._language():          # the log's round labels speak the table's language
            return self.seat.status(self.game)

    # -- what the human may do ------------------------------------------------------------
    def option_list(self):
        now = self.acting()
        if now is None or self.pass_to is not None:
            return []
        with self._language():
            return self.seat.options(self.game, now[1])

    def options(self):
        """What the human to act may pick now, as numbered sentences."""
        return [f"{i}. {o.text}" for i, o in enumerate(self.option_list())]

    def choose(self, index):
        """Pick option ``index`` (shown, changeable until ``confirm``)."""
        found = self.option_list()
        with self._language():
            if not found:
                raise IllegalAction(say("play.no_options"))
            if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(found):
                raise IllegalAction(say("play.bad_index", index=index, last=len(found) - 1))
        self.pick = index
        self.selected = found[index].card
        self.message = ""

    def undo(self):
        if self.pick is None:
            with self._language():
                raise IllegalAction(say("play.nothing_to_undo"))
        self.pick = None
        self.message = ""

    def confirm(self):
        """Play the picked option; the bots play, the turn resolves."""
        found = self.option_list()
        if self.pick is None or self.pick >= len(found):
            with self._language():
                raise IllegalAction(say("play.pick_first"))
        seat, city = self.acting()
        self.recent = []
        with self._language():
            self.seat.apply(self.game, city, found[self.pick].action)
            self.pick = None
            self.selected = None
            self.message = ""
            self._note()
            self._advance()

    def select(self, card):
        """Show the options of ``card``; a pick of another card's option is let go, so that
        Confirm only ever plays what is shown as picked."""
        if not isinstance(card, str):         # a list or a dict from the browser: not a card key
            with self._language():
                raise IllegalAction(say("play.not_a_card"))
        with self._language():
            seen = self.seat.view(self.game, self.viewer, reveal=self.is_over)
            keys = {c["key"] for c in seen.get("hand", [])} | {o.card for o in self.option_list()}
            if card not in keys:
                name = _name_of(card, seen)
                raise IllegalAction(say("play.not_card", card=name) if name else say("play.not_a_card"))
        found = self.option_list()
        if self.pick is not None and self.pick < len(found) and found[self.pick].card not in (None, card):
            self.pick = None
        self.selected = card

    def pass_ok(self):
        if self.pass_to is not None:
            self.viewer = self.pass_to
            self.pass_to = None

    def new(self, same_seed=True):
        self._start(self.seed if same_seed else random.randrange(1 << 30))

    # -- records --------------------------------------------------------------------------
    def record(self):
        return self.game.record()

    def file_name(self):
        """The name a saved game gets: ``wonderlab-classic-20260101-120000.json``."""
        return f"wonderlab-{self.kind}-{time.strftime('%Y%m%d-%H%M%S')}.json"

    def save(self, path=None):
        path = Path(path or self.file_name())
        self.record().save(path)
        with self._language():
            self.message = say("play.saved", path=path)
        return path

    def load(self, source):
        """Load a record: a ``GameRecord``, its JSON text or a path. A bad one raises
        ``InvalidRecord`` and the table stays as it was."""
        if isinstance(source, GameRecord):
            record = source
        elif isinstance(source, str) and source.lstrip().startswith("{"):
            record = GameRecord.from_json(source)
        elif isinstance(source, str | Path):
            record = GameRecord.load(source)
        else:
            with self._language():
                raise InvalidRecord(say("play.load_what", value=shown(source)))
        self._load_record(record)

    def load_text(self, text):
        """Load a record from its JSON text only (what the front end sends: a file the user
        picked), never from a path: a message from the browser cannot reach the server's files."""
        if not isinstance(text, str) or not text.lstrip().startswith("{"):
            with self._language():
                raise InvalidRecord(say("play.load_text"))
        self._load_record(GameRecord.from_json(text))

    def _load_record(self, record):
        if record.game != self.kind:
            raise InvalidRecord(f"record: game {record.game!r} is not {self.kind!r}")
        players = record.options.get("players", self.settings["players"])
        if players <= max(self.humans):
            with self._language():
                raise InvalidRecord(say("play.load_seats", players=players, seat=max(self.humans)))
        with self._language():
            self.seat.replay(record)          # a bad record fails here, the table untouched
        options = record.options
        self.settings.update(players=options.get("players", self.settings["players"]),
                             wonders=options.get("wonders"), names=options.get("names"),
                             expansions=tuple(e for e in getattr(self.seat, "EXPANSIONS", ()) if options.get(e)))
        if "sides" in options:
            self.settings["sides"] = options["sides"]
        self._start(record.seed, record)
        with self._language():
            self.message = say("play.loaded", n=len(record.actions))

    # -- the end --------------------------------------------------------------------------
    @property
    def is_over(self):
        return self.game.is_over

    def snapshots(self):
        """The game at the start and after each round, for the review (kept once built)."""
        if self._snapshots is None:
            record = self.record()
            game = self.seat.replay(replace(record, actions=(), result=None))
            shots = [game.copy()]
            key = self.seat.round_key(game)
            for entry in record.actions:
                game.play_json(entry)
                now = self.seat.round_key(game)
                if now != key:
                    shots.append(game.copy())
                    key = now
            # The last move may end the game without a new round (Architects ends within a
            # turn): the finished game, with its end-of-game scoring, is always the last step.
            if len(shots) == 1 or not shots[-1].is_over:
                shots.append(game.copy())
            self._snapshots = shots
        return self._snapshots

    def review(self, step):
        if not self.is_over:
            raise IllegalAction(say("play.error.review_over"))
        shots = self.snapshots()
        if not isinstance(step, int) or isinstance(step, bool):
            raise IllegalAction(say("play.error.step", value=repr(step)))
        self.review_step = max(0, min(step, len(shots) - 1))

    def _step_log(self):
        """In the review, what happened in the round that led to the step shown."""
        if not self.review_step:
            return []
        before = self.seat.status(self.snapshots()[self.review_step - 1])
        return [self._said(line) for label, line in self.log if self._said(label) == before]

    def _review_choices(self, shot):
        """At a review step where a human decided: their cards and every option they had then,
        to see what else they could have played (drawn only, never clicked)."""
        for city in self.seat.deciders(shot):
            seat = self.seat.controller(shot, city)
            if seat in self.humans:
                seen = self.seat.view(shot, seat, city)
                return {"name": self.seat.names(shot)[city], "hand": seen["hand"],
                        "options": [o.text for o in self.seat.options(shot, city)]}
        return None

    def progress(self):
        """Each player's score "if the game ended now" at every step of the review."""
        if self._progress is None:
            count = self.seat.seats(self.game)
            totals = [[s.total for s in shot.scores()[:count]] for shot in self.snapshots()]
            self._progress = {"names": self.seat.names(self.game)[:count],
                              "series": [[row[i] for row in totals] for i in range(count)]}
        return dict(self._progress, outcome=self.outcome(), marks=self._age_marks())

    def _age_marks(self):
        """Where each Age (7 Wonders, Duel) begins on the review's steps: ``[{"step", "label"}]``;
        Architects has no Ages: the start of every 5th turn is marked (every 10th, 15th… when
        the game is long, so that at most 8 labels share the chart's width)."""
        marks, last = [], None
        shots = self.snapshots()
        if self.kind == "architects":
            stride = 5 * max(1, -(-shots[-1].turn // 40))
            for step, shot in enumerate(shots):
                if step and shot.turn != shots[step - 1].turn and shot.turn % stride == 1 and not shot.is_over:
                    marks.append({"step": step, "label": self.seat.status(shot)})
            return marks
        for step, shot in enumerate(shots):
            age = getattr(shot, "age", None)
            if age and age != last and not shot.is_over:
                marks.append({"step": step, "label": say("play.label.age_mark") + " " + "I" * age})
            last = age
        return marks

    def winners_text(self):
        """"Winner: Ana", or "Winners: Ana, Bo" for a shared win."""
        winners = self.game.winners()
        return say("play.winners.many" if len(winners) > 1 else "play.winners", names=", ".join(winners))

    def outcome(self):
        """How a finished game was won when the points did not decide (Duel's supremacies), or ""."""
        return self.seat.outcome(self.game) if self.is_over else ""

    def scores(self):
        sheets = self.game.scores()[:self.seat.seats(self.game)]
        winners = set(self.game.winners())
        categories = list(sheets[0].categories)
        return {"categories": [{"key": c, "label": category_label(c)} for c in categories],
                "players": [{"name": s.name, "total": s.total, "winner": s.name in winners,
                             "points": [s.categories[c] for c in categories]} for s in sheets],
                "winners": sorted(winners), "outcome": self.outcome()}

    # -- messages from a front end ----------------------------------------------------------
    def receive(self, content):
        """One message of a front end, a plain JSON dict ``{"type": ..., ...}``, whatever it
        holds: a refusal becomes the view's ``message`` in words and the game stays as it was;
        no exception leaves.

        >>> table = Table("duel", seed=1)
        >>> table.receive({"type": "choose", "index": 99}); table.message
        'There is no option 99: choose a number from 0 to 3.'
        >>> table.receive(["not", "a", "message"]); table.message
        'Unknown message None'
        """
        self.message = ""        # the last answer goes with the next action
        try:
            self.handle(content if isinstance(content, dict) else {})
        except Exception as error:      # a click never raises into its transport
            self.message = refusal(error)

    def handle(self, content):
        """Apply one message (a dict); a refusal raises a ``ValueError`` saying why."""
        kind = content.get("type")
        if kind == "choose":
            self.choose(content.get("index"))
        elif kind == "undo":
            self.undo()
        elif kind == "confirm":
            self.confirm()
        elif kind == "select":
            self.select(content.get("card"))
        elif kind == "new":
            self.new(bool(content.get("same_seed", True)))
        elif kind == "pass_ok":
            self.pass_ok()
        elif kind == "review":
            self.review(content.get("step"))
        elif kind == "hint":
            coach.hint(self)
        elif kind == "language":
            self.speak(content.get("lang"))
        elif kind == "load":
            self.load_text(content.get("text"))
        else:
            raise IllegalAction(say("play.unknown_message", kind=shown(kind)))

    def speak(self, lang):
        """Speak ``lang`` ("en" or "fr") from now on, the log's earlier lines included."""
        if not isinstance(lang, str) or lang not in LANGUAGES:
            raise ValueError(say("play.error.lang", value=shown(lang), languages=", ".join(LANGUAGES)))
        self.lang = lang

    # -- the synced state -----------------------------------------------------------------
    def state(self):
        """The front end's whole state: what the viewer may see, nothing else."""
        with self._language():
            return shown_names_in(self._state())

    def _state(self):
        game = self.game
        over = game.is_over
        hidden = self.pass_to is not None
        viewer = None if hidden else self.viewer
        now = self.acting()
        city = now[1] if now and not hidden and now[0] == viewer else None
        if over:          # nothing is hidden any more: the tucked cards are shown
            shot = self.snapshots()[self.review_step] if self.review_step is not None else game
            seen = self.seat.view(shot, viewer if viewer is not None else self.humans[0], reveal=True)
        else:
            seen = self.seat.view(game, viewer, city) if viewer is not None else self.seat.view(game, None)
        found = self.option_list() if city is not None else []
        options = [{"index": i, "text": o.text, "card": o.card, "steps": list(o.steps), "target": o.target}
                   for i, o in enumerate(found)]
        # the numbers a learner reads count what is shown: the card-less options and the
        # options of the card clicked
        shown = [o for o in options if o["card"] is None or o["card"] == self.selected]
        for number, option in enumerate(shown, 1):
            option["number"] = number
        names = self.seat.names(game)
        if over and self.review_step is not None:
            status = seen["status"] + " · " + say("play.review", step=self.review_step,
                                                  steps=len(self.snapshots()) - 1)
        elif over:
            status = " · ".join(part for part in (say("play.over"), self.winners_text(), self.outcome()) if part)
        elif hidden:
            status = seen["status"] + " · " + say("play.move_of", name=names[self.pass_to])
        elif city is not None and city != viewer:      # the Free City's card, chosen by its holder
            status = seen["status"] + " · " + say("play.for_city", name=names[viewer], city=names[city])
        elif city is not None:
            status = seen["status"] + " · " + say("play.your_move")
        else:
            status = seen["status"]
        state = {"game": self.kind, "lang": language(), "viewer": viewer,
                 "viewer_name": names[viewer] if viewer is not None else None,
                 "humans": list(self.humans), "names": names, "status": status,
                 "message": self.message, "over": over, "coins": seen.get("coins"), "head": seen.get("head"),
                 "board": seen["board"], "hand": seen["hand"] if not over else [],
                 "notes": seen.get("notes", []),
                 "options": options, "pick": self.pick, "selected": self.selected,
                 "pass_to": names[self.pass_to] if hidden else None,
                 "log": self._step_log() if over and self.review_step is not None else [self._said(line) for line in self.recent[-40:]],
                 "labels": dict({k: say(f"play.label.{k}") for k in _LABELS}, ok=say(f"play.label.ok.{self.kind}")),
                 "coach": coach_state(self)}
        if over:
            shots = self.snapshots()
            step = self.review_step if self.review_step is not None else len(shots) - 1
            state["scores"] = self.scores()
            state["review"] = {"step": step, "steps": len(shots) - 1,
                               "label": say("play.review", step=step, steps=len(shots) - 1),
                               "tucked": self.seat.reveal(self.snapshots()[step]),
                               "log": [say("play.log_line", label=self._said(label), line=self._said(line))
                                       for label, line in self.log],
                               "progress": self.progress(),
                               "choices": self._review_choices(shots[step]) if step < len(shots) - 1 else None}
            state["result"] = self.end_note(self) if self.end_note else None
        return state


__all__ = ["GAMES", "TITLES", "Table", "refusal", "seat_module"]

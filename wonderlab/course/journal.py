"""What a learner did with each exercise and review in this kernel, for the classroom's result code.

Every Check of an exercise is noted (right or not), and every "Show the solution"; a review notes
its score by kind after each answer. ``data()`` is the short form the result code carries:
``{"e": {game: {name: [right first, tries, solution shown, right at last]}}, "r": {game: {kind:
[right, asked]}}}``, with 0 and 1 for no and yes. Nothing here leaves the kernel by itself: the
student's table puts it in the result code the student chooses to send.

>>> journal = Journal()
>>> journal.note("classic", "military-1", False); journal.note("classic", "military-1", True)
>>> journal.note("classic", "military-1", True)        # once right, more checks change nothing
>>> journal.shown("duel", "trade-1"); journal.review("duel", {"duel-price": (2, 3)})
>>> journal.data()
{'e': {'classic': {'military-1': [0, 2, 0, 1]}, 'duel': {'trade-1': [0, 0, 1, 0]}}, 'r': {'duel': {'duel-price': [2, 3]}}}
>>> Journal.read(journal.data()).data() == journal.data()
True
"""

FIRST, TRIES, SHOWN, RIGHT = range(4)
MAX_TRIES = 99          # a result code says "99" for any more


class Journal:
    """The exercises and reviews of one learner (see the module's docstring)."""

    def __init__(self):
        self.exercises = {}
        self.reviews = {}

    def _entry(self, game, name):
        return self.exercises.setdefault(game, {}).setdefault(name, [0, 0, 0, 0])

    def note(self, game, name, right):
        """One Check of exercise ``name`` of ``game``, ``right`` or not."""
        entry = self._entry(game, name)
        if entry[RIGHT]:
            return
        entry[TRIES] = min(entry[TRIES] + 1, MAX_TRIES)
        if entry[TRIES] == 1:
            entry[FIRST] = int(bool(right))
        entry[RIGHT] = int(bool(right))

    def shown(self, game, name):
        """The learner pressed "Show the solution" of exercise ``name``."""
        self._entry(game, name)[SHOWN] = 1

    def review(self, game, scores):
        """A review of ``game``'s score by kind, ``{kind: (right, asked)}``, as it stands now."""
        self.reviews[game] = {kind: [int(right), int(asked)] for kind, (right, asked) in scores.items()}

    def data(self):
        """The short form (see the module); empty parts are left out."""
        out = {}
        if self.exercises:
            out["e"] = {game: {name: list(entry) for name, entry in names.items()}
                        for game, names in self.exercises.items()}
        if self.reviews:
            out["r"] = {game: {kind: list(score) for kind, score in kinds.items()}
                        for game, kinds in self.reviews.items()}
        return out

    @classmethod
    def read(cls, data):
        """The journal of a short form already checked (``wonderlab.classroom.codes`` checks it)."""
        journal = cls()
        journal.exercises = {game: {name: list(entry) for name, entry in names.items()}
                             for game, names in data.get("e", {}).items()}
        journal.reviews = {game: {kind: list(score) for kind, score in kinds.items()}
                           for game, kinds in data.get("r", {}).items()}
        return journal

    def forget(self):
        """Start again from nothing (a new learner at the same kernel)."""
        self.exercises, self.reviews = {}, {}


JOURNAL = Journal()
"""This kernel's journal: the course's widgets write into it, the student's table reads it."""

"""What a seat may pick at a playable table, the same shape for the three games.

>>> Option(action="discard", text="Discard Altar for 3 coins", card="altar", steps=("3 coins from the bank",)).card
'altar'
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Option:
    """One thing a seat may pick: the engine's ``action``, its sentence, the card it uses (a key
    of the seat view's hand or structure, or None), its cost explained in steps, and the part of
    a board drawing that picks it too (``"space:3"`` of the Pantheon, ``"chamber:2"`` of the
    Senate), or None."""

    action: object
    text: str
    card: str | None
    steps: tuple
    target: str | None = None

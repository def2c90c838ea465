"""The seat adapters of the playable table, one module per game with the same names in each:
what one seat may see now (plain JSON-able data, nothing hidden in it), what it may do, and the
verbs that apply a choice. They sit on the widgets' side of the layers because they use the views'
words (``views.classic.effect_parts``); the engines below know nothing of a table.

>>> import importlib
>>> importlib.import_module("wonderlab.widgets.seats.duel").PLAYERS
(2,)
"""

"""The course's exercises, one module per game: real positions, answers checked here.

A learner's cell only asks for an exercise (``exercise("trading-1")``); the answer and its
checking live in this package, so the notebook's code never gives the answer away. Each game's
module lists its exercises in reading order; each exercise is a widget that explains a wrong
answer with the rule that it missed.
"""

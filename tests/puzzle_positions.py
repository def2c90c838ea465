"""Positions the puzzle tests share (tests/lab/test_puzzles.py, tests/browser/test_puzzles.py).

``WINS_NOW``: Architects, Olympia (Player 3) to play with four stages built: taking the left
deck's card ends the game with Olympia ahead (39 to 35), whatever is hidden (a real position of
a bot game, found by ``wonderlab puzzles make architects``).
"""

WINS_NOW = """architects; turn 60; to play Player 3; seat Player 3; war 0
Player 1: Rhodes; stages 1 2 3; cards stone 1, glass 1, science_compass 1, blue_3 2, red_0_horns 2; progress Propaganda, Jewellery, Engineering; victory 4
Player 2: Giza; stages 1 2 3; cards wood 1, gold 1, science_gear 1, blue_3 2, blue_2_cat 4, red_0_horns 1; progress Architecture, Politics; cat
Player 3: Olympia; stages 1 2 3 4; cards wood 1, brick 1, papyrus 1, blue_3 1, blue_2_cat 2, red_0_horns 3; progress Culture; victory 2
decks: Rhodes 13 stone; Giza 14 science_compass; Olympia 7 gold; central 33
progress: Economy, Urbanism, Tactics
discard: wood 2, stone 5, brick 4, papyrus 3, glass 5, gold 5, science_compass 2, science_gear 4, science_tablet 6, red_1_horn 6
"""

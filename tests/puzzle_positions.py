"""Positions the puzzle tests share (tests/lab/test_puzzles.py, tests/browser/test_puzzles.py).

``WINS_NOW``: Architects, Olympia (Player 3) to play with four stages built: taking the left
deck's card ends the game with Olympia ahead (39 to 35), whatever is hidden (a real position of
a bot game, found by ``wonderlab puzzles make architects``).

``BLIND_BEST``: Architects, Olympia (Player 3) to play near the end; by the numbers the best
move is to take the hidden central deck's top (seed 9's game 1, decision 135, kept before blind
draws were left out): a guess, not a puzzle.

``CAT_SHOWS``: Architects, Ephesus (Player 3) holds the Cat and sees the central top (a Wood):
taking it is not blind.
"""

WINS_NOW = """architects; turn 60; to play Player 3; seat Player 3; war 0
Player 1: Rhodes; stages 1 2 3; cards stone 1, glass 1, science_compass 1, blue_3 2, red_0_horns 2; progress Propaganda, Jewellery, Engineering; victory 4
Player 2: Giza; stages 1 2 3; cards wood 1, gold 1, science_gear 1, blue_3 2, blue_2_cat 4, red_0_horns 1; progress Architecture, Politics; cat
Player 3: Olympia; stages 1 2 3 4; cards wood 1, brick 1, papyrus 1, blue_3 1, blue_2_cat 2, red_0_horns 3; progress Culture; victory 2
decks: Rhodes 13 stone; Giza 14 science_compass; Olympia 7 gold; central 33
progress: Economy, Urbanism, Tactics
discard: wood 2, stone 5, brick 4, papyrus 3, glass 5, gold 5, science_compass 2, science_gear 4, science_tablet 6, red_1_horn 6
"""

BLIND_BEST = """architects; turn 105; to play Player 3; seat Player 3; war 0
Player 1: Alexandria; stages 1 2 3 4; cards wood 1, stone 1, science_compass 1, science_tablet 1, blue_3 2, blue_2_cat 2; progress Culture
Player 2: Ephesus; stages 1 2; cards glass 1, science_gear 1, science_tablet 1, blue_3 2, red_0_horns 1; progress Architecture, Tactics, Economy; victory 4
Player 3: Olympia; stages 1 2 3 4; cards wood 2, brick 1, papyrus 1, science_tablet 1, blue_3 1, blue_2_cat 3; progress Decoration
Player 4: Rhodes; stages 1 2; cards stone 1, glass 2, blue_3 2, blue_2_cat 3, red_0_horns 1; progress Culture; victory 3; cat
Player 5: Halicarnassus; stages 1 2 3 4; cards stone 1, gold 1, blue_3 1, blue_2_cat 3, red_0_horns 2; victory 1
Player 6: Babylon; stages 1 2 3; cards wood 1, glass 1, science_compass 1, blue_3 1, blue_2_cat 3, red_0_horns 2; progress Crafts, Propaganda, Science, Engineering, Education; victory 3
decks: Alexandria 17 red_0_horns; Ephesus 8 red_1_horn; Olympia 15 red_1_horn; Rhodes 15 red_1_horn; Halicarnassus 10 blue_2_cat; Babylon 6 stone; central 16
progress: Strategy, Politics, Jewellery
discard: wood 4, stone 8, brick 9, papyrus 5, glass 8, gold 10, science_compass 7, science_gear 7, science_tablet 7, red_1_horn 6, red_2_horns 3
"""

CAT_SHOWS = """architects; turn 98; to play Player 3; seat Player 3; war 3
Player 1: Olympia; stages 1 2 3 4; cards wood 1, glass 1, science_gear 1, science_tablet 1, blue_3 3, blue_2_cat 2, red_0_horns 2, red_1_horn 1; progress Propaganda, Urbanism; victory 1
Player 2: Babylon; stages 1 2 3 5; cards stone 1, blue_3 1, blue_2_cat 1; progress Culture, Education, Decoration; victory 1
Player 3: Ephesus; stages 1 2; cards wood 2, stone 1, blue_3 2, blue_2_cat 4, red_0_horns 3; progress Architecture; victory 4; cat
Player 4: Alexandria; stages 1 2 3 4; cards papyrus 1, glass 1, gold 1, blue_2_cat 3, red_1_horn 1; progress Crafts, Engineering, Politics
Player 5: Rhodes; stages 1 2 3; cards gold 1, blue_2_cat 2, red_0_horns 1, red_1_horn 1; progress Culture, Strategy; victory 4
decks: Olympia 13 blue_2_cat; Babylon 24 red_0_horns; Ephesus 6 red_0_horns; Alexandria 14 brick; Rhodes 8 papyrus; central 10 wood
progress: Science, Jewellery, Economy
discard: wood 6, stone 6, brick 6, papyrus 7, glass 7, gold 10, science_compass 6, science_gear 8, science_tablet 8, red_1_horn 3, red_2_horns 4
"""

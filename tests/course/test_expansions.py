"""Duel 12 (Pantheon) and 13 (Agora) teach by play: what their text says of each seeded position is
what the engine does there, and the boards they print show a player only what that player sees
(issue 42). Rules: docs/duel_expansions.md (the Pantheon's and the Senate's tables of sources),
seed 004 line 33 for the points."""

from wonderlab.core.i18n import set_language
from wonderlab.course.duel import told
from wonderlab.course.expansions import pantheon, position, senate, senate_position
from wonderlab.duel.pantheon_data import BOARD_COSTS, DIVINITIES, TEMPLE_POINTS


def activations(game):
    return [a for a in game.legal_actions(game.current) if a.kind == "activate"]


def test_a_divinity_seated_face_down_in_age_one_shows_only_to_who_seated_it():
    """Pantheon: "a Divinity seated face down in Age I shows only to who seated it"."""
    game = position(3, 11, pantheon=True)                 # Lea seated Tanit on space 3
    assert game.placed_by[2] == 1 and game.names[1] == "Lea"
    assert "Tanit" in pantheon(game, 1).splitlines()[3]
    hugo = pantheon(game, 0)
    assert "Tanit" not in hugo and "a Phoenician Divinity, face down" in hugo.splitlines()[3]


def test_the_divinities_are_revealed_at_age_two_and_the_gate_takes_the_last_space():
    """Pantheon: "at the start of Age II the Divinities are revealed and the Gate takes the last empty space"."""
    board = pantheon(position(3, 35, pantheon=True), 0).splitlines()[1:7]
    assert "face down" not in " ".join(board) and sum("Gate" in line for line in board) == 1
    assert all("empty" not in line for line in board)


def test_an_activation_costs_the_space_price_of_its_player_and_twice_for_the_gate():
    """Pantheon: "the space's printed cost for that player (8 to 3 for the game's first player, 3 to 8
    for the other), twice that for the Gate", as notebook 12 says of seeds 3's decisions 35 and 61."""
    assert BOARD_COSTS == ((8, 7, 6, 5, 4, 3), (3, 4, 5, 6, 7, 8))
    lea = position(3, 35, pantheon=True)
    assert lea.names[lea.current] == "Lea"
    assert [(a.space, a.coins) for a in activations(lea)] == [(1, 3), (2, 4)]
    gate = position(3, 61, pantheon=True)
    paid = [a.coins for a in activations(gate) if a.divinity.id == "gate" and not a.offerings]
    assert paid == [2 * BOARD_COSTS[gate.current][3]] == [12]


def test_an_offering_token_lowers_one_activation_by_its_value():
    """Pantheon: "less the Offering tokens the player chooses to give" (Lea's -3 makes Isis free)."""
    game = position(3, 43, pantheon=True)
    isis = {a.offerings: a.coins for a in activations(game) if a.divinity.id == "isis"}
    assert isis == {(): 3, (3,): 0}


def test_the_powers_notebook_twelve_names_are_the_data_files():
    effects = {d.name: d.effect for d in DIVINITIES.items}
    assert effects["Tanit"]["coins"] == 12 and effects["Mars"]["shields"] == 2
    assert effects["Aphrodite"]["points"] == 9


def test_a_grand_temple_is_free_with_a_token_of_its_mythology_and_one_scores_five():
    """Pantheon: "the Grand Temples, free for a player holding a Mythology token of their Mythology";
    seed 004: « 1, 2 ou 3 Grands Temples rapportent 5, 12 ou 21 points »."""
    game = position(3, 80, pantheon=True)
    build = next(a for a in game.legal_actions(0) if a.kind == "build" and "Temple" in a.card.name)
    assert "phoenician" in game.myths[0] and build.coins == 0
    game.play(0, build)
    assert TEMPLE_POINTS[1:] == (5, 12, 21) and game.scores()[0].categories["grand_temples"] == 5


def test_a_chamber_is_controlled_by_a_strict_majority_and_the_board_says_so():
    """Agora: "A Chamber is controlled on a strict majority of cubes; a tie (0-0 too) controls nothing"."""
    game = senate_position(20, 13)
    assert game.senate.cubes[0][0] == game.senate.cubes[1][0] == 1 and game.senate.controller(0) is None
    assert "nobody controls it" in senate(game, 0).splitlines()[1]
    after = senate_position(20, 37)                       # Hugo moved his cube from Chamber 1 to 2
    assert after.senate.controller(0) == 1 and after.senate.controller(1) == 0
    assert "Lea controls it" in senate(after, 0).splitlines()[1]


def test_a_face_down_decree_turns_over_when_its_chamber_is_controlled():
    """Agora: "a face-down Decree turns over when a player takes control of its Chamber"."""
    before, after = senate_position(20, 35), senate_position(20, 37)
    assert senate(before, 0).splitlines()[4].endswith("face down")
    assert not senate(after, 0).splitlines()[4].endswith("face down") and after.senate.controller(1) == 0


def test_the_military_token_gives_a_cube_and_the_politician_costs_a_coin_per_senator():
    """Agora: "the player moving the pawn onto a small token places 1 cube"; "a Senator costs 1 coin
    per Senator already in the recruiter's city" (decisions 24-25 and 34 of seed 20)."""
    game = senate_position(20, 26)
    (_, guard), (who, place) = game._actions[24:26]
    assert guard.card.name == "Guard Tower" and who == 0 and str(place).startswith("Place an Influence cube")
    assert told(game, 24) == ["Hugo built Guard Tower for nothing", "Hugo placed an Influence cube in Chamber 5"]
    game = senate_position(20, 34)
    recruit = senate_position(20, 35)._actions[34][1]
    assert len(game.senators[0]) == 2 and recruit.coins == 2


def test_a_conspiracy_is_kept_face_down_prepared_then_triggered():
    """Agora: "conspire draws 2, keeps 1 face down ...; preparing tucks an Age card under it; it triggers
    at the start of a later turn" (seed 2, decisions 3, 12, 19); Hugo's view hides it."""
    said = told(position(2, 20, agora=True), 3)        # as Lea's log tells her own moves
    assert said[0].startswith("Lea kept the Conspiracy") and "Lea prepared the Conspiracy" in said[9]
    assert said[-1].startswith("Lea triggered the Conspiracy")
    assert told(position(2, 20, agora=True), 3, 4) == told(position(2, 4, agora=True), 3)
    game = position(2, 5, agora=True)
    assert game.view(0)["conspiracies"][1][0]["conspiracy"] is None
    assert game.view(1)["conspiracies"][1][0]["conspiracy"] is not None


def test_the_supremacy_exercise_answer_wins_the_game_at_once():
    """Agora: "controlling all six is political supremacy and wins at once"."""
    game = senate_position(20, 56)
    seat = game.current
    win = next(a for a in game.legal_actions(seat) if str(a) == "Place an Influence cube in Chamber 3")
    game.play(seat, win)
    assert game.is_over and game.senate.supremacy() == seat and game.winners() == [game.names[seat]]


def test_the_boards_speak_french():
    set_language("fr")
    try:
        assert senate(senate_position(20, 13), 0).splitlines()[1] == "Chambre 1 (1 point) : Hugo 1, Lea 1, personne ne la contrôle"
        assert "une Divinité phénicienne, face cachée" in pantheon(position(3, 11, pantheon=True), 0)
    finally:
        set_language("en")

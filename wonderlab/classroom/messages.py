"""Every sentence of the classroom sessions, in English and in French."""

from ..core.i18n import register

MESSAGES = {
    # session codes
    "classroom.session.empty": {"en": "session code: empty; type the code written on the board",
                                "fr": "code de séance : vide ; tapez le code écrit au tableau"},
    "classroom.session.letter": {
        "en": "session code {code}: {letter!r} is not one of its letters (they are 0-9 and A-Z without I, L, O, U)",
        "fr": "code de séance {code} : {letter!r} n'est pas une de ses lettres (ce sont 0-9 et A-Z sans I, L, O, U)"},
    "classroom.session.typo": {
        "en": "session code {code}: its check letter does not match, so a letter is mistyped; copy it again from the board",
        "fr": "code de séance {code} : sa lettre de contrôle ne correspond pas, une lettre est donc mal tapée ; recopiez-le depuis le tableau"},
    "classroom.session.unknown": {
        "en": "session code {code}: it names no session this wonderlab knows (made by another version?)",
        "fr": "code de séance {code} : il ne désigne aucune séance connue de ce wonderlab (fait par une autre version ?)"},
    "classroom.session.game": {"en": "game: {value!r}: choose one of {games}",
                               "fr": "jeu : {value!r} : choisissez parmi {games}"},
    "classroom.session.players": {"en": "players: {value!r}: {game} is played by {low} to {high}",
                                  "fr": "joueurs : {value!r} : {game} se joue de {low} à {high}"},
    "classroom.session.seed": {"en": "seed: {value!r}: expected a whole number from 0 to {high}",
                               "fr": "graine : {value!r} : un nombre entier de 0 à {high} est attendu"},
    "classroom.session.sides": {"en": "sides: {value!r}: {game} takes {choices}",
                                "fr": "faces : {value!r} : {game} accepte {choices}"},
    "classroom.session.bots": {"en": "bots: {value!r}: {game} has the bots {choices}",
                               "fr": "bots : {value!r} : {game} a les bots {choices}"},
    "classroom.session.seat": {"en": "seat: {value!r}: expected a seat from 0 to {high}",
                               "fr": "place : {value!r} : une place de 0 à {high} est attendue"},
    "classroom.session.describe": {
        "en": "{title}, {players} players, seed {seed}, sides {sides}, bots {bots}; the student sits at seat {seat}",
        "fr": "{title}, {players} joueurs, graine {seed}, faces {sides}, bots {bots} ; l'élève est à la place {seat}"},
    # result codes
    "classroom.code.empty": {"en": "empty: paste the whole result code", "fr": "vide : collez le code de résultat en entier"},
    "classroom.code.long": {"en": "{length} characters: far too long for a result code",
                            "fr": "{length} caractères : bien trop long pour un code de résultat"},
    "classroom.code.shape": {"en": "not a wonderlab result code (one starts with {prefix}.)",
                             "fr": "ce n'est pas un code de résultat wonderlab (il commence par {prefix}.)"},
    "classroom.code.cut": {"en": "the code is cut short: copy it again whole",
                           "fr": "le code est coupé : recopiez-le en entier"},
    "classroom.code.edited": {
        "en": "the code was changed or cut after it was made (its checksum does not match): copy it again whole",
        "fr": "le code a été modifié ou coupé après coup (sa somme de contrôle ne correspond pas) : recopiez-le en entier"},
    "classroom.code.foreign": {"en": "this code belongs to session {theirs}, not to session {ours}",
                               "fr": "ce code appartient à la séance {theirs}, pas à la séance {ours}"},
    "classroom.code.content": {"en": "the code's content is not readable: {why}",
                               "fr": "le contenu du code est illisible : {why}"},
    "classroom.code.name": {"en": "name: {why}", "fr": "nom : {why}"},
    "classroom.name.empty": {"en": "type your name first", "fr": "tapez d'abord votre nom"},
    "classroom.name.long": {"en": "at most {limit} characters", "fr": "{limit} caractères au plus"},
    "classroom.name.control": {"en": "letters, digits and spaces only, no control characters",
                               "fr": "lettres, chiffres et espaces seulement, sans caractère de contrôle"},
    # replaying a result
    "classroom.replay.short": {
        "en": "does not replay: the game stops after {done} of the student's moves, before its end",
        "fr": "ne se rejoue pas : la partie s'arrête après {done} coups de l'élève, avant sa fin"},
    "classroom.replay.extra": {"en": "does not replay: {extra} moves are left over after the end of the game",
                               "fr": "ne se rejoue pas : il reste {extra} coups après la fin de la partie"},
    "classroom.replay.illegal": {"en": "does not replay on the session's deal: move {index} ({move}) is not legal: {why}",
                                 "fr": "ne se rejoue pas sur la donne de la séance : le coup {index} ({move}) est illégal : {why}"},
    "classroom.replay.city": {"en": "does not replay: move {index} is for city {theirs}, but city {ours} was to play",
                              "fr": "ne se rejoue pas : le coup {index} est pour la cité {theirs}, mais c'était à la cité {ours} de jouer"},
    "classroom.replay.not_now": {"en": "not legal now", "fr": "interdit maintenant"},
    "classroom.replay.twice": {"en": "the same code as {other}: counted once",
                               "fr": "le même code que {other} : compté une fois"},
    "classroom.replay.unreadable": {"en": "cannot be read: {why}", "fr": "illisible : {why}"},
    # the student's table
    "classroom.table.title": {"en": "Your result code: copy it to your teacher",
                              "fr": "Votre code de résultat : copiez-le pour votre enseignant"},
    "classroom.table.save": {"en": "Save as a file", "fr": "Enregistrer dans un fichier"},
    "classroom.table.copy": {"en": "Copy", "fr": "Copier"},
    "classroom.table.other_deal": {
        "en": "This is not the session's deal, so there is no result code: press Play again above to play it.",
        "fr": "Ce n'est pas la donne de la séance, donc pas de code de résultat : appuyez de nouveau sur Jouer, au-dessus, pour la jouer."},
    "classroom.app.code": {"en": "Session code", "fr": "Code de séance"},
    "classroom.app.name": {"en": "Your name", "fr": "Votre nom"},
    "classroom.app.play": {"en": "Play", "fr": "Jouer"},
    "classroom.app.ready": {"en": "Session: {session}. Good luck, {name}!",
                            "fr": "Séance : {session}. Bonne chance, {name} !"},
    # the teacher's board
    "classroom.board.rank": {"en": "Rank", "fr": "Rang"},
    "classroom.board.name": {"en": "Student", "fr": "Élève"},
    "classroom.board.total": {"en": "Total", "fr": "Total"},
    "classroom.board.tiebreak.classic": {"en": "Coins", "fr": "Pièces"},
    "classroom.board.tiebreak.duel": {"en": "Blue points", "fr": "Points bleus"},
    "classroom.board.tiebreak.architects": {"en": "Stages", "fr": "Étapes"},
    "classroom.board.won": {"en": "Won the table", "fr": "A gagné la table"},
    "classroom.board.supremacy": {"en": "Supremacy", "fr": "Suprématie"},
    "classroom.board.vs_bot": {"en": "vs bot", "fr": "vs bot"},
    "classroom.board.yes": {"en": "yes", "fr": "oui"},
    "classroom.board.no": {"en": "no", "fr": "non"},
    "classroom.board.title": {"en": "Leaderboard: {count} verified results", "fr": "Classement : {count} résultats vérifiés"},
    "classroom.board.refused": {"en": "Refused codes", "fr": "Codes refusés"},
    "classroom.board.none_refused": {"en": "No code refused.", "fr": "Aucun code refusé."},
    "classroom.board.baseline": {
        "en": "Baseline: a {bot} bot in the student's seat scores {total} on this deal",
        "fr": "Référence : un bot {bot} à la place de l'élève marque {total} sur cette donne"},
    "classroom.board.breakdown": {"en": "Score breakdowns", "fr": "Détail des scores"},
    "classroom.board.code_n": {"en": "code {n}", "fr": "code {n}"},
    "classroom.board.unknown": {"en": "{name!r} has no verified result here (they are: {names})",
                                "fr": "{name!r} n'a aucun résultat vérifié ici (il y a : {names})"},
    "classroom.board.same": {"en": "{a} and {b} made the same choices all game long",
                             "fr": "{a} et {b} ont fait les mêmes choix toute la partie"},
    "classroom.board.diverge": {"en": "{a} and {b} first chose differently at {turn} (their move {index}): "
                                      "{a}: {move_a}; {b}: {move_b}",
                                "fr": "{a} et {b} ont choisi différemment pour la première fois à {turn} "
                                      "(leur coup {index}) : {a} : {move_a} ; {b} : {move_b}"},
    "classroom.board.ended": {"en": "(game over)", "fr": "(partie finie)"},
    "classroom.board.folder": {"en": "{path}: no such file or folder", "fr": "{path} : aucun fichier ni dossier de ce nom"},
    "classroom.cli.refused": {"en": "refused: {label}: {reason}", "fr": "refusé : {label} : {reason}"},
}
register(MESSAGES)

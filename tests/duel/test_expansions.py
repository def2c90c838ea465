"""Duel's two expansions side by side: Pantheon and Agora, each alone and both together
(docs/duel_expansions.md; seed 004 lists their scoring together)."""

import pytest

from wonderlab.duel.agora import AGORA_TOKENS, AGORA_WONDERS, AgoraGame
from wonderlab.duel.agora_items import TOKENS_BY_INDEX, WONDERS_BY_INDEX
from wonderlab.duel.game import Game
from wonderlab.duel.pantheon import PantheonGame
from wonderlab.duel.pantheon_agora import PantheonAgoraGame
from wonderlab.duel.pantheon_data import TOKENS as PANTHEON_TOKENS
from wonderlab.duel.pantheon_data import WONDERS as PANTHEON_WONDERS


def test_both_options_make_one_game_of_both_expansions_and_record_both():
    """``Game(pantheon=True, agora=True)``: a ``PantheonAgoraGame``, its record naming both options
    and replaying as the same class; a wrong value of either option is refused in one line."""
    both = Game(seed=3, pantheon=True, agora=True)
    assert type(both) is PantheonAgoraGame and isinstance(both, PantheonGame) and isinstance(both, AgoraGame)
    options = both.record().options
    assert options.get("pantheon") is True and options.get("agora") is True
    assert type(Game.replay(both.record())) is PantheonAgoraGame and type(both.copy()) is PantheonAgoraGame
    for wrong, words in (({"pantheon": True, "agora": "yes"}, "agora: 'yes': give True"),
                         ({"pantheon": 1.5, "agora": True}, "pantheon: 1.5: give True")):
        with pytest.raises(ValueError) as refused:
            Game(seed=3, **wrong)
        assert "\n" not in str(refused.value) and words in str(refused.value)


def test_each_option_alone_makes_its_own_game_and_records_it():
    pantheon, agora, base = Game(seed=3, pantheon=True), Game(seed=3, agora=True), Game(seed=3)
    assert type(pantheon) is PantheonGame and type(agora) is AgoraGame and type(base) is Game
    assert pantheon.record().options.get("pantheon") is True and "agora" not in pantheon.record().options
    assert agora.record().options.get("agora") is True and "pantheon" not in agora.record().options
    assert type(Game.replay(pantheon.record())) is PantheonGame and type(Game.replay(agora.record())) is AgoraGame


@pytest.mark.parametrize("seed", range(40))
def test_neither_expansion_deals_the_others_wonders_or_tokens(seed):
    pantheon_wonders, pantheon_tokens = {w.index for w in PANTHEON_WONDERS}, {t.index for t in PANTHEON_TOKENS}
    agora_wonders, agora_tokens = {w.index for w in AGORA_WONDERS}, {t.index for t in AGORA_TOKENS}
    pantheon, agora = Game(seed=seed, pantheon=True), Game(seed=seed, agora=True)
    assert not agora_wonders & set(pantheon.draft) and not agora_tokens & {*pantheon.board_tokens, *pantheon.box_tokens}
    assert not pantheon_wonders & set(agora.draft) and not pantheon_tokens & {*agora.board_tokens, *agora.box_tokens}
    # each deals all of its own: 14 wonders and 13 (Pantheon) or 12 (Agora) tokens
    assert pantheon_wonders <= set(pantheon.draft) and len(pantheon.draft) == 14
    assert agora_wonders <= set(agora.draft) and len(agora.draft) == 14
    assert len(pantheon.board_tokens) + len(pantheon.box_tokens) == 13
    assert len(agora.board_tokens) + len(agora.box_tokens) == 12


def test_the_engine_knows_pantheons_items_then_agoras():
    from wonderlab.duel import game as engine

    wonders, tokens = WONDERS_BY_INDEX, TOKENS_BY_INDEX
    assert engine._WONDER_LIST is wonders and engine._TOKEN_LIST is tokens
    assert [w.index for w in wonders] == list(range(len(wonders)))
    assert wonders[12:] == (*PANTHEON_WONDERS, *AGORA_WONDERS)
    assert tokens[10:] == (*PANTHEON_TOKENS, *AGORA_TOKENS)


def test_bench_plays_both_expansions_together(capsys):
    from wonderlab import cli

    code = cli.main(["bench", "duel", "--pantheon", "--agora", "--seconds", "0.2"])
    captured = capsys.readouterr()
    assert code in (0, None) and "duel --pantheon --agora" in captured.out and "games/s" in captured.out

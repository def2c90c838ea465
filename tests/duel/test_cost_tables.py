"""The shared cost tables (``game._table``): a context in use outlives the tables' turnover."""

from wonderlab.duel import game as engine
from wonderlab.duel.game import Player


def test_a_context_met_again_keeps_its_table_when_the_recent_ones_are_turned_over(monkeypatch):
    monkeypatch.setattr(engine, "_TABLES", {})
    monkeypatch.setattr(engine, "_OLDER_TABLES", {})
    monkeypatch.setattr(engine, "_TABLES_LIMIT", 2)
    start, other = Player(), Player()
    kept = engine._table(start, other)
    contexts = []
    for wood in (1, 2, 3, 4):       # four contexts more: the start one turned over twice
        city = Player()
        city.produced = (wood, 0, 0, 0, 0)
        contexts.append(engine._table(city, other))
        assert engine._table(start, other) is kept      # met again: kept, and recent again
    assert len(engine._TABLES) + len(engine._OLDER_TABLES) <= 2 * engine._TABLES_LIMIT
    again = Player()
    again.produced = (1, 0, 0, 0, 0)
    assert engine._table(again, other) is not contexts[0]    # not met since: forgotten
    assert engine._table(again, other) == {}


def test_games_play_the_same_with_the_tables_turned_over_at_every_few_contexts(monkeypatch):
    expected = [engine.random_game(seed).state_key() for seed in range(5)]
    monkeypatch.setattr(engine, "_TABLES", {})
    monkeypatch.setattr(engine, "_OLDER_TABLES", {})
    monkeypatch.setattr(engine, "_TABLES_LIMIT", 3)
    assert [engine.random_game(seed).state_key() for seed in range(5)] == expected

"""Tests of the 7 Wonders Duel engine, scoring, table files, bots and command line."""

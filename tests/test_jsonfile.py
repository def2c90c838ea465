"""Files handed to wonderlab by people: every hostile kind is refused with one line."""

import pytest

from wonderlab.core.jsonfile import MAX_BYTES, UnreadableFile, loads_strict, read_json_file

HOSTILE_TEXTS = {
    "nested thousands deep": ("[" * 50_000 + "]" * 50_000, "nested more than"),
    "nested just past the limit": ("[" * 40 + "]" * 40, "nested more than"),
    "a duplicate key": ('{"name": "Ana", "name": "Bo"}', "appears twice"),
    "a lone surrogate": ('{"name": "\\ud800"}', "lone surrogate"),
    "a huge integer": ("1" * 5000, "thousands of digits"),
    "a large integer": ('{"coins": 1' + "0" * 30 + "}", "far too large"),
    "an infinite float": ('{"coins": 1e400}', "far too large"),
    "NaN": ('{"coins": NaN}', "not a number"),
    "truncated JSON": ('{"game": "classic"', "malformed JSON"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE_TEXTS))
def test_hostile_json_text_is_refused_in_one_line(case):
    text, reason = HOSTILE_TEXTS[case]
    with pytest.raises(UnreadableFile, match=reason) as caught:
        loads_strict(text)
    assert "\n" not in str(caught.value)


def test_sound_json_reads_back_as_plain_values():
    assert loads_strict('{"players": [{"coins": 3, "military": [1, -1]}], "x": 1.5}') == {
        "players": [{"coins": 3, "military": [1, -1]}], "x": 1.5}


def test_bytes_that_are_not_utf8_are_refused(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes('{"name": "Chloé"}'.encode("latin-1"))
    with pytest.raises(UnreadableFile, match="not UTF-8"):
        read_json_file(path)


def test_a_file_with_a_byte_order_mark_reads(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b'\xef\xbb\xbf{"game": "duel"}')
    assert read_json_file(path) == {"game": "duel"}


def test_a_huge_file_is_refused_without_reading_it_all(tmp_path):
    path = tmp_path / "big.json"
    with path.open("wb") as stream:
        stream.truncate(50 * 1024 * 1024)        # a sparse 50 MB file
    with pytest.raises(UnreadableFile, match="larger than"):
        read_json_file(path)
    assert MAX_BYTES < 50 * 1024 * 1024


def test_an_endless_device_is_refused():
    with pytest.raises(UnreadableFile, match="larger than"):
        read_json_file("/dev/zero")


def test_a_folder_and_a_missing_file_are_named(tmp_path):
    with pytest.raises(UnreadableFile, match="is a folder"):
        read_json_file(tmp_path)
    with pytest.raises(UnreadableFile, match="cannot read"):
        read_json_file(tmp_path / "missing.json")

"""Kernel messages as a page's WebSocket carries them, read and rewritten by the browser tests
(Playwright's ``route_web_socket``): Jupyter's v1 binary protocol
(``v1.kernel.websocket.jupyter.org``: offsets, then channel, header, parent header, metadata,
content, buffers) or the older JSON text.

    >>> frame = encode({"channel": "iopub", "header": {"msg_type": "comm_msg"}, "parent_header": {},
    ...                 "metadata": {}, "content": {"data": {"method": "update_states"}},
    ...                 "buffers": [b"abc"]})
    >>> message = decode(frame)
    >>> message["channel"], message["content"]["data"]["method"], message["buffers"]
    ('iopub', 'update_states', [b'abc'])
    >>> decode(encode(message)) == message
    True
    >>> decode('{"channel": "shell", "header": {}, "parent_header": {}, "metadata": {}, "content": {}}')["channel"]
    'shell'
"""

import json
import struct

PARTS = ("header", "parent_header", "metadata", "content")


def decode(frame):
    """The message a frame carries: a dict of channel, header, parent_header, metadata, content
    and buffers (bytes)."""
    if isinstance(frame, str):
        message = json.loads(frame)
        message.setdefault("buffers", [])
        return message
    count = struct.unpack_from("<Q", frame, 0)[0]
    offsets = list(struct.unpack_from(f"<{count}Q", frame, 8)) + [len(frame)]
    pieces = [bytes(frame[offsets[i]:offsets[i + 1]]) for i in range(count)]
    message = {"channel": pieces[0].decode()}
    message.update({name: json.loads(piece) for name, piece in zip(PARTS, pieces[1:5], strict=True)})
    message["buffers"] = pieces[5:]
    return message


def encode(message):
    """The v1 binary frame of ``message`` (as ``decode`` gives it)."""
    pieces = [message["channel"].encode()] + [json.dumps(message[name]).encode() for name in PARTS]
    pieces += list(message.get("buffers", []))
    offsets, at = [], 8 * (len(pieces) + 1)
    for piece in pieces:
        offsets.append(at)
        at += len(piece)
    return struct.pack(f"<{len(pieces) + 1}Q", len(pieces), *offsets) + b"".join(pieces)


def again(message, frame):
    """``message`` in the same form as ``frame``, the page's: JSON text or binary."""
    if isinstance(frame, str):
        if message.get("buffers"):
            raise ValueError("a JSON text frame carries no binary buffers")
        return json.dumps({key: value for key, value in message.items() if key != "buffers"})
    return encode(message)


def is_widget_states(message):
    """Whether ``message`` is the kernel's answer to a page asking for every widget's state
    (``update_states`` on the ``jupyter.widget.control`` comm)."""
    return (message.get("header", {}).get("msg_type") == "comm_msg"
            and (message.get("content", {}).get("data") or {}).get("method") == "update_states")


def without_states(message):
    """``message``, an ``update_states`` answer, holding no widget at all."""
    content = dict(message["content"], data=dict(message["content"]["data"], states={}, buffer_paths=[]))
    return dict(message, content=content, buffers=[])

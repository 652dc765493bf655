"""The table server's listening socket, opened before anything else is loaded (``junta serve``).

A server restarted after a crash needs a second or two to import its code and replay its tables.
Were its port closed meanwhile, every seat's connection would be refused and tried again a moment
later, and the seats would come back that moment after the server was ready.  Listening first, the
system takes their connections into the socket's backlog at once, and the server answers them as
soon as it serves.  This module imports nothing of the kit, so the port opens within a fraction of
a second of the process starting.
"""
from __future__ import annotations

import socket

BACKLOG = 2048                       # connections the system holds for the server until it serves them


class PortTaken(OSError):
    """The address cannot be listened on: which, and why."""


def listen(host: str, port: int) -> socket.socket:
    """A TCP socket bound to ``host``:``port`` and listening (``port`` 0: a free one); PortTaken
    saying why when it cannot be (another program on that port, an address not of this machine)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)   # a restart reuses the port at once
        sock.bind((host, port))
        sock.listen(BACKLOG)
    except OSError as err:
        sock.close()
        raise PortTaken(f"cannot listen on {host}:{port}: {err.strerror or err} (another program, or another "
                        "table server, may be using that port: stop it, or choose another with --port)") from None
    sock.set_inheritable(True)
    return sock

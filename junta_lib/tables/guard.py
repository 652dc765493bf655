"""What keeps one machine from locking a class out of the table server: a cap on the connections one
address may hold open, a time limit for a request's headers (a request sent half, slowly, is closed
with 408), and the process's open-file limit raised to what the system allows.

uvicorn's HTTP protocol (h11) has no header timeout and no per-address cap of its own: ``GuardedHTTP``
adds both, and ``GuardedWebSocket`` keeps an upgraded connection counted until it closes.
"""
from __future__ import annotations

import socket
from collections import Counter

from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.utils import get_remote_addr
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

HEADER_TIMEOUT = 10.0                # seconds a client has to send a request's headers
MAX_PER_ADDRESS = 256                # connections one address may hold open (a classroom's NAT shares one)
CLOSE_GRACE = 30.0                   # seconds a reader dropped for slowness has to read up to its close frame
#: bytes the system may hold for a reader that has not taken them (socket(7) SO_SNDBUF; Linux doubles it):
#: a bound on what one stuck reader costs the server, and what lets its send time out, however few the news
#: (left to itself the system grows the buffer to megabytes, and a short game fits in it unread)
SEND_BUFFER = 64 * 1024


class Limits:
    """The open connections per address, and the limits (``junta serve`` may set them)."""

    def __init__(self, header_timeout: float = HEADER_TIMEOUT, per_address: int = MAX_PER_ADDRESS):
        self.header_timeout, self.per_address = header_timeout, per_address
        self.open: Counter = Counter()

    def enter(self, address: str) -> bool:
        if self.open[address] >= self.per_address:
            return False
        self.open[address] += 1
        return True

    def leave(self, address: str) -> None:
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]


LIMITS = Limits()


def _host(transport) -> str:
    """The client's address: the one asyncio noted when it accepted the connection (a connection
    already reset by its client has no peer to ask any more), else the socket's."""
    noted = transport.get_extra_info("peername")
    client = noted if isinstance(noted, (tuple, list)) and len(noted) >= 2 else get_remote_addr(transport)
    return str(client[0]) if client else "?"


def _refuse(transport, status: str, text: str) -> None:
    body = text.encode()
    transport.write(f"HTTP/1.1 {status}\r\ncontent-type: text/plain; charset=utf-8\r\nconnection: close\r\n"
                    f"content-length: {len(body)}\r\n\r\n".encode() + body)
    transport.close()


class GuardedHTTP(H11Protocol):
    """uvicorn's h11 protocol with a per-address cap and a header timeout."""

    counted = False
    timer = None

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self.host = _host(transport)
        self.counted = LIMITS.enter(self.host)
        if not self.counted:
            _refuse(transport, "503 Service Unavailable", f"too many connections from {self.host} (at most "
                    f"{LIMITS.per_address}): close some, then try again\n")
            return
        self._arm()

    def _arm(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.timer = self.loop.call_later(LIMITS.header_timeout, self._headers_late, self.cycle)

    def _headers_late(self, cycle) -> None:
        """No new request's headers since the timer was armed: close the connection."""
        self.timer = None
        if self.transport.is_closing() or self.cycle is not cycle or (cycle is not None and not cycle.response_complete):
            return
        _refuse(self.transport, "408 Request Timeout", f"a request's headers must arrive within "
                f"{LIMITS.header_timeout:g} seconds\n")

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()

    def handle_websocket_upgrade(self, event) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        self.counted = False                  # the WebSocket protocol keeps the count from here on
        super().handle_websocket_upgrade(event)

    def connection_lost(self, exc) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if self.counted:
            self.counted = False
            LIMITS.leave(self.host)
        super().connection_lost(exc)


class GuardedWebSocket(WebSocketsSansIOProtocol):
    """The WebSocket protocol, releasing its address's count when the connection closes (the address
    it was counted under, noted when the connection was handed over: a connection its client reset
    has no peer address by then, and its count would stay taken for the server's life); a close
    sent to a reader that does not take what it is sent goes out at once (uvicorn would wait for the
    reader, for ever): the close frame is queued behind the unread messages, and the connection is
    cut if they are still unread ``CLOSE_GRACE`` seconds later.  The system holds at most
    ``SEND_BUFFER`` unread bytes for it."""

    host = None

    def connection_made(self, transport) -> None:
        self.host = _host(transport)             # the address GuardedHTTP counted this connection under
        sock = transport.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
        super().connection_made(transport)

    async def send(self, message) -> None:
        if message.get("type") == "websocket.close" and not self.writable.is_set() and not self.close_sent:
            self.writable.set()                  # closing: nothing else will be sent on it
            await super().send(message)
            self.loop.call_later(CLOSE_GRACE, self.transport.abort)
            return
        await super().send(message)

    def connection_lost(self, exc) -> None:
        LIMITS.leave(self.host if self.host is not None else _host(self.transport))
        super().connection_lost(exc)


def raise_file_limit() -> tuple[int, int]:
    """The open-file limit raised to the hard one (each connection is a file); (before, now)."""
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
    if wanted > soft:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError):
            return soft, soft
    return soft, resource.getrlimit(resource.RLIMIT_NOFILE)[0]

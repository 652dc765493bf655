"""Class tables: students play each other, each from their own notebook, on a server that loses
nothing.  ``store`` keeps tables and their action logs (SQLite or PostgreSQL), ``hub`` holds the
games in play and decides what each seat and the teacher are told, ``server`` serves them over HTTP
and WebSockets (``junta serve``), ``client`` talks to a server (``junta table ...``), ``remote``
plays a seat from a notebook (``join(link)``), ``mirror`` decides what of the table a seat's notebook
holds, ``classroom`` and ``watch`` are the teacher's room (``ClassRoom``)."""


def join(link: str, timeout: float = 30.0):
    """Your seat at a class table: ``link`` is the join link your teacher gave you (see remote.py)."""
    from .remote import join as _join
    return _join(link, timeout)

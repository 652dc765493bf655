"""Class tables: students play each other, each from their own notebook, on a server that loses
nothing.  ``store`` keeps tables and their action logs (SQLite or PostgreSQL), ``hub`` holds the
games in play and decides what each seat and the teacher are told, ``server`` serves them over HTTP
and WebSockets (``junta serve``), ``client`` talks to a server (``junta table ...``)."""

"""For the whole test run (the tests and the notebooks nbval runs): the play rooms' saves and
autosaves go to a temporary folder, never into the project's notebooks/ folder."""
import os
import tempfile

os.environ.setdefault("JUNTA_SAVES", tempfile.mkdtemp(prefix="junta-saves-"))

"""For the whole test run (the tests and the notebooks nbval runs): the play rooms' saves and
autosaves go to a temporary folder, never into the project's notebooks/ folder; the kit speaks
English unless a test chooses otherwise; the kit's cache is a folder of the tests' own."""
import os
import tempfile

import pytest

os.environ.setdefault("JUNTA_SAVES", tempfile.mkdtemp(prefix="junta-saves-"))
# the tests read the kit in English unless a test chooses a language (a Russian locale on the
# machine running them must not change what they read)
os.environ["JUNTA_LANG"] = "en"
# the tests' own cache folder, inside the user's (or JUNTA_CACHE's): a test run's glossary builds keep their
# corpus work there, so they never push out the work the user's own builds kept (each folder keeps eight)
if "JUNTA_TESTS_CACHE" not in os.environ:               # set once, by the first process (xdist's workers inherit it)
    from junta_lib.core.cache import cache_folder
    _users = cache_folder()
    if _users is not None:
        os.environ["JUNTA_CACHE"] = os.environ["JUNTA_TESTS_CACHE"] = str(_users / "tests")


@pytest.fixture(autouse=True)
def _language_back_to_english():
    """A test that switches a notebook's language bar leaves the next test in English."""
    yield
    from junta_lib.i18n import set_language
    set_language(None)


@pytest.fixture(autouse=True, scope="module")
def _tables_of_a_test_file_stop_following_the_language_bar():
    """The tables a test file made stop following the notebook's language bar when the file is done:
    ipywidgets keeps every widget alive, so the next file's language switch would redraw them all
    (a thousand lesson tables made one switch take half a minute)."""
    yield
    from junta_lib.widgets.language import unfollow_all
    unfollow_all()


#: the test files that take longest from start to end (measured with ``--durations=0`` on two cores),
#: longest first: with ``--dist loadfile --no-loadscope-reorder`` they start first, so the run does not
#: end with one worker alone on a long file while the others wait (many of them wait on a browser, a
#: killed server or a subprocess, so other files' work fills the cores meanwhile)
LONGEST_FIRST = ("test_table_faults.py", "test_browser.py", "test_tables.py", "test_glossary.py",
                 "test_seat_pages.py", "test_tournament.py", "test_glossary_apply.py", "test_lesson_deep_plays.py",
                 "test_exercises_grading.py", "test_review.py", "test_i18n.py", "test_glossary_review.py",
                 "test_table_secrecy.py", "test_viva_lessons.py", "test_benchmarks.py", "test_prose.py",
                 "test_i18n_patterns.py", "test_glossary_qa.py", "test_simulations.py", "test_lesson_choices.py",
                 "test_classic_sim.py", "test_table_standby.py", "test_teaching.py", "test_viva_sim.py",
                 "test_glossary_input.py")


def pytest_collection_modifyitems(config, items):
    rank = {name: n for n, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))     # stable: the rest keep their order

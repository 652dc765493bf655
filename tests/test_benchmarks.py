"""The benchmark scripts run and report every figure (their numbers are not asserted: see README)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_playout_benchmark_reports_each_loop_from_its_own_worker():
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "playouts.py"), "--games", "2", "--repeat", "1",
                          "--rounds", "2", "--json"], capture_output=True, text=True, check=True, timeout=300)
    report = json.loads(out.stdout)
    assert set(report) == {"classic", "viva", "classic_readme_loop", "viva_readme_loop", "openspiel"}
    for key in ("classic", "viva", "classic_readme_loop", "viva_readme_loop"):
        row = report[key]
        assert row["decisions"] > 0 and row["decisions_per_s"] > 0 and row["games_per_s"] > 0
    # the same seeded games whatever the loop: a view per decision changes nothing in the play
    assert report["classic"]["decisions"] == report["classic_readme_loop"]["decisions"]
    assert report["viva"]["decisions"] == report["viva_readme_loop"]["decisions"]


def test_the_lesson_time_harness_plays_every_table_and_reads_every_question_of_a_tutorial():
    """benchmarks/lesson_time.py runs a tutorial's cells as Jupyter does: each question and each
    lesson table the notebook shows is counted, a table played to its end by random students."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import lesson_time
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    path = next((ROOT / "notebooks").glob("01_*.ipynb"))
    code = ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
    t = lesson_time.notebook_time(path)
    assert t["questions"] == sum(src.strip().startswith("quiz(") for src in code)
    assert t["tables"] == sum(src.strip().splitlines()[-1].startswith(("lessons.", "parliament.", "political."))
                              for src in code if src.strip())
    assert t["decisions"] >= t["tables"] and t["words"] > 0 and t["minutes"] > 0


def test_each_tutorial_says_the_counts_its_time_rests_on_as_the_harness_measures_them_today():
    """The figure a notebook gives is what the harness measures on the notebook as it is shipped:
    its words, decisions, tables and questions, and the minutes rounded to five."""
    import re
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import lesson_time
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    for path in lesson_time.tutorials():
        intro = "".join(json.loads(path.read_text(encoding="utf-8"))["cells"][0]["source"])
        said = re.search(r"About (\d+) minutes.*?([\d,]+) words read at 150 a minute, (\d+) decisions at its (\d+) "
                         r"tables at 45 seconds each, (\d+) questions", intro, re.S)
        assert said, path.name
        t = lesson_time.notebook_time(path)
        assert (int(said[2].replace(",", "")), int(said[3]), int(said[4]), int(said[5])) == \
            (t["words"], t["decisions"], t["tables"], t["questions"]), path.name
        assert int(said[1]) == 5 * round(t["minutes"] / 5), path.name


def test_the_lesson_time_harness_reads_the_english_of_a_rule_not_the_translation_behind_its_button():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import lesson_time
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    from junta_lib.lessons import junta_row, rule
    assert lesson_time.shown_words(rule(20)) == lesson_time.words(junta_row(20).english_only) + 2    # "Row 20."


def test_the_large_run_benchmark_compares_the_runs_at_1_and_2_workers():
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "simulations.py"), "--large", "40",
                          "--large-workers", "1,2", "--json"], capture_output=True, text=True, check=True, timeout=300)
    one, two = json.loads(out.stdout)["large"]
    assert (one["workers"], two["workers"]) == (1, 2) and one["games"] == two["games"] == 40
    assert one["identical_to"] == "(reference)" and two["identical_to"] == "1 workers: yes"
    assert one["digest"] == two["digest"] and len(one["digest"]) == 64


def test_the_strength_benchmark_counts_a_seat_against_the_habits_with_an_exact_binomial_p(tmp_path):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import search_strength
    assert abs(search_strength.binomial_p(3, 4, 0.25) - (4 * 0.25 ** 3 * 0.75 + 0.25 ** 4)) < 1e-12
    assert search_strength.binomial_p(0, 10, 0.25) == 1.0
    rows = [search_strength.one_game("viva", 3, "ismcts-4", 5, n) for n in range(3)]
    assert [r["seat"] for r in rows] == [0, 1, 2] and all(r["share"] in (0, 0.5, 1) for r in rows)
    s = search_strength.summary(rows, 3)
    assert s["games"] == 3 and s["fair_share"] == 1 / 3 and 0 < s["p_value_vs_fair"] <= 1
    assert s["bot_won_habit_lost"] + s["habit_won_bot_lost"] <= 3


def test_the_strength_benchmark_s_variants_of_the_junta_search_play_legally_and_judge_the_presidency():
    """``--variant``: changes to the search as it was before them (``base``; the bot is now
    ``focus+sight+crown``): ``focus`` leaves the kinds it does not search to the habit (its reason too),
    ``pres`` counts the Presidency held at a playout's end for the rounds the Foreign Aid has left,
    ``best`` judges a gain beside the best other's; an unknown one is named."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import search_strength as ss
    from junta_lib.agents import JuntaHeuristic, heuristic_team, make_bot
    from junta_lib.classic import new_game
    game = new_game(players=4, seed=3)
    team = heuristic_team(game, 1)
    while (d := game.pending()).kind != "discard":
        game.apply(team[d.player].choose(game.view(d.player), d))
    bot = ss.variant_bot("focus+pres", "ismcts-4", game, d.player, 1)
    habit = JuntaHeuristic(d.player, 1 * 1009 + d.player)            # the bot's own habit, seeded alike
    assert bot.choose(game.view(d.player), d) == habit.choose(game.view(d.player), d)
    assert bot.last is None and bot.explain("ana") == habit.explain("ana")
    judge = bot.judge
    start = judge.start(game)
    rounds = len(game.state.aid) // 8
    assert rounds >= 2 and judge.presidency(game) == pytest.approx(9.0 * sum(0.9 ** k for k in range(1, rounds + 1)))
    values = judge(game, start)                                        # nobody gained: the office decides
    assert values[game.state.president] > 0.9 and all(v < 0.5 for t, v in enumerate(values)
                                                      if t != game.state.president)
    game.state.aid.clear()                                             # the last round: worth nothing
    assert judge(game, start) == [0.5] * 4
    best = ss.variant_bot("best", "ismcts-4", game, 0, 1).judge
    game.state.players[1].swiss.append(3)
    game.state.players[2].swiss.append(2)              # 2 beside the others: 3 best, 1 on average
    assert best(game, start)[2] < 0.5 < ss.variant_bot("base", "ismcts-4", game, 0, 1).judge(game, start)[2]
    base, now = ss.variant_bot("base", "ismcts-4", game, 0, 1), ss.variant_bot("focus+sight+crown", "ismcts-4", game, 0, 1)
    assert (base.searched, base.belief, base.stakes) == (None, None, {})   # the search before the three
    shipped = make_bot("ismcts-4", game, 0, 1)                             # the bot is focus+sight+crown
    assert (now.searched, now.belief, now.stakes) == (shipped.searched, shipped.belief, shipped.stakes)
    assert now.stakes == {"assassination": 4, "start_coup": 4} and "discard" not in now.searched
    with pytest.raises(SystemExit, match="unknown variant wide"):
        ss.variant_bot("focus+wide", "ismcts-4", game, 0, 1)
    row = ss.one_game("classic", 4, "ismcts-2", 5, 1, variant="focus+pres")
    assert row["bot"] == "ismcts-2+focus+pres" and row["seat"] == 1 and row["share"] in (0, 0.5, 1)


def test_the_blind_list_drawer_takes_the_passages_the_earlier_lists_read_least_and_never_overwrites(tmp_path):
    """benchmarks/glossary_blind.py draw: 50 whole translated passages, each corpus its share, none a
    table's fragment; a passage no units file holds comes before one that a units file holds; two lists
    drawn at once (--also) share no passage; an existing file is refused and left as it was."""
    script = str(ROOT / "benchmarks" / "glossary_blind.py")
    first, second = tmp_path / "a" / "units.csv", tmp_path / "b" / "units.csv"
    subprocess.run([sys.executable, script, "draw", "--seed", "1", "--out", str(first)], check=True,
                   capture_output=True, timeout=300)
    subprocess.run([sys.executable, script, "draw", "--seed", "2", "--out", str(second), "--also", str(first)],
                   check=True, capture_output=True, timeout=300)
    import pandas as pd
    a, b = (pd.read_csv(p, keep_default_na=False) for p in (first, second))
    assert len(a) == len(b) == 50
    assert a.groupby("corpus").size().to_dict() == {"junta_en_ru": 12, "politics_ru": 10, "robinson_en_ru": 12,
                                                    "rome_ru": 6, "viva_zh": 10}
    assert not a.cell.str.contains(".", regex=False).any() and (a.text.str.len() >= 16).all()
    key = ["corpus", "location", "cell"]
    assert a.merge(b, on=key).empty
    units = pd.concat(pd.read_csv(p, keep_default_na=False)[key] for p in (ROOT / "tests" / "data").glob("qa_blind*_units.csv"))
    read = set(map(tuple, units.itertuples(index=False)))
    for corpus, drawn in a.groupby("corpus"):           # where a drawn passage was read before, every unread one was drawn
        if any((corpus, loc, cell) in read for loc, cell in zip(drawn.location, drawn.cell)):
            from junta_lib.glossary.readers import read_all
            cells = read_all(ROOT / "data" / "corpora")
            cells = cells[(cells.corpus == corpus) & cells.lang.isin(["ru", "zh"])
                          & ~cells.cell.str.contains(".", regex=False) & (cells.text.str.strip().str.len() >= 16)]
            unread = {(corpus, loc, cell) for loc, cell in zip(cells.location, cells.cell)} - read
            assert unread <= set(zip(drawn.corpus, drawn.location, drawn.cell))
    before = first.read_bytes()
    refused = subprocess.run([sys.executable, script, "draw", "--seed", "3", "--out", str(first)],
                             capture_output=True, text=True, timeout=300)
    assert refused.returncode != 0 and "exists" in refused.stderr and first.read_bytes() == before


def test_the_blind_list_scorer_counts_a_list_s_claimed_problems_the_build_finds(tmp_path):
    """benchmarks/glossary_blind.py score: a finding at the problem's place with its words counts it found."""
    hand = tmp_path / "list.csv"
    hand.write_text("corpus,location,kind,evidence,note\n"
                    "junta_en_ru,5,spelling,Кабинетом,a stray capital\n"
                    "junta_en_ru,5,page_footer,страница 3,a footer\n"
                    "junta_en_ru,5,other,something,not a claimed kind\n", encoding="utf-8")
    qa = tmp_path / "qa.csv"
    qa.write_text("id,corpus,location,cell,line,kind,evidence,expected,message,status,note\n"
                  "x,junta_en_ru,5,C,7,spelling,…управляется Кабинетом…,кабинетом,a capital,open,\n", encoding="utf-8")
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "glossary_blind.py"), "score", "--qa", str(qa),
                          str(hand), "--misses", "page_footer"], capture_output=True, text=True, check=True, timeout=300)
    lines = out.stdout.splitlines()
    assert any(line.split()[:3] == ["page_footer", "0", "1"] for line in lines)
    assert any(line.split()[:3] == ["spelling", "1", "1"] for line in lines)
    assert "страница 3" in out.stdout and "something" not in out.stdout

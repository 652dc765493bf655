"""junta tournament: bots in every seating, rated with OpenSkill, with their uncertainty."""
from collections import Counter

import pytest

from junta_lib.cli import main as cli
from junta_lib.core import IllegalAction
from junta_lib.simulate import lineups, read_rows
from junta_lib.theory.tournament import Tournament, rate, run_tournament


def test_every_seating_is_played_in_turn():
    assert len(lineups(("a", "b", "c", "d"), 4)) == 24 and len(lineups(("a", "b", "c", "d"), 3)) == 24
    two = lineups(("random", "heuristic"), 3)
    assert len(two) == 6 and all(set(t) == {"random", "heuristic"} for t in two)


def test_the_heuristic_bot_is_rated_certainly_above_the_random_one(tmp_path):
    report = run_tournament(Tournament("viva", ("random", "heuristic"), players=3, games=8, seed=2),
                            out=tmp_path / "t")
    rows = read_rows(tmp_path / "t")
    assert report["games_played"] == len(rows) == 48 and report["seatings"] == 6
    assert Counter(rows["bots"]) == {",".join(t): 8 for t in lineups(("random", "heuristic"), 3)}
    best, worst = report["ratings"]
    assert best["bot"] == "heuristic" and best["certainly_above_next"] and best["p_above_next"] > 0.975
    assert best["sigma"] < 8.33 and worst["certainly_above_next"] is None
    assert "certainly" in report["table_text"]


def test_ratings_move_with_the_results_and_a_bot_in_two_seats_is_rated_once():
    rows = [{"bots": "a,b,b", "winners": "0", "error": ""}] * 5
    table = {r["bot"]: r for r in rate(rows, ("a", "b"))}
    assert table["a"]["mu"] > 25 > table["b"]["mu"] and table["a"]["games"] == table["b"]["games"] == 5
    assert table["b"]["seats"] == 10 and table["a"]["win_share"] == 1.0


def test_tournament_refuses_a_lone_or_repeated_bot_and_names_the_known_ones(capsys):
    with pytest.raises(IllegalAction, match="at least two different bots"):
        run_tournament(Tournament("viva", ("heuristic", "heuristic"), players=3))
    assert cli(["tournament", "--game", "viva", "--players", "3", "--bots", "random,genius"]) == 2
    assert "unknown bot 'genius'; the bots are random" in capsys.readouterr().err
    assert cli(["tournament", "--game", "viva", "--players", "3", "--games", "1", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("bot") and "heuristic" in out and "random" in out


#: each game's shipped rows, and the game of its run replayed (JUNTA: its shortest, 342 decisions)
SHIPPED = [("viva", "viva-seed2", ("random", "heuristic", "ismcts-100"), 3, 12, 2, 0),
           ("classic", "classic-seed5", ("random", "heuristic", "ismcts-24", "ismcts-48"), 4, 1, 5, 11)]


@pytest.mark.parametrize("game,name,bots,players,per_seating,seed,number", SHIPPED)
def test_a_shipped_tournament_game_replays_to_its_digest_with_the_current_bots(game, name, bots, players,
                                                                               per_seating, seed, number):
    """The shipped rows describe the bots the kit has now: a game of the searching bot, played again
    from its run's seed and number, ends with the same action log."""
    from junta_lib.simulate import play_game
    from junta_lib.theory.tournament import shipped
    rows = shipped(game)
    run = Tournament(game, bots, players=players, games=per_seating, seed=seed).run()
    row = play_game(run, number)
    match = rows[(rows.run == name) & (rows.seed == row["seed"]) & (rows.bots == row["bots"])]
    assert len(match) == 1 and match.iloc[0]["digest"] == row["digest"]

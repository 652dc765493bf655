"""The junta command: play, replay, simulate, and clear refusals of wrong set-ups."""
import json

from junta_lib.cli import main as cli


def test_play_narrates_round_by_round_and_saves_a_replayable_game(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert cli(["play", "--game", "viva", "--players", "3", "--seed", "4", "--save", str(save)]) == 0
    played = capsys.readouterr().out
    assert "== Round 1 ==" in played and "== Result ==" in played
    assert cli(["replay", str(save)]) == 0
    replayed = capsys.readouterr().out
    assert replayed.split("== Result ==")[1] == played.split("== Result ==")[1].split("saved to")[0]


def test_simulate_prints_the_figures_with_an_identical_digest_for_identical_seeds(capsys):
    assert cli(["simulate", "--game", "classic", "--games", "3", "--players", "4", "--seed", "9", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert cli(["simulate", "--game", "classic", "--games", "3", "--players", "4", "--seed", "9", "--json"]) == 0
    second = json.loads(capsys.readouterr().out)
    for key in ("games", "players", "decisions", "seconds", "games_per_s", "decisions_per_s", "rounds_mean",
                "coups", "coups_won_by_rebels", "assassinations", "winners", "errors", "digest"):
        assert key in first
    assert first["errors"] == 0 and first["digest"] == second["digest"]
    assert sum(first["winners"].values()) >= 3


def test_commands_refuse_wrong_set_ups_with_the_reason(capsys):
    assert cli(["simulate", "--game", "classic", "--players", "8", "--games", "2"]) == 2
    assert "2 to 7 players" in capsys.readouterr().err
    assert cli(["play", "--game", "classic", "--advanced"]) == 2
    assert "--advanced is for Viva" in capsys.readouterr().err
    assert cli(["replay", "/no/such/file.json"]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert cli(["serve", "--bot-pause", "-1", "--port", "1"]) == 2          # refused before any port is opened
    assert "--bot-pause is 0 to 60 seconds, not -1.0" in capsys.readouterr().err

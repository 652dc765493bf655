"""The words argparse prints for every ``junta`` command (--help, usage errors) in the kit's language:
the real ``junta`` command run with JUNTA_LANG (or --lang) set, and every subcommand's help."""
import argparse
import gettext
import os
import subprocess
import sys
from pathlib import Path

import pytest

from junta_lib import cli

SCRIPT = Path(sys.executable).with_name("junta")
JUNTA = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "junta_lib.cli"]
#: argparse's own English, none of which a Russian or Chinese user should meet
ENGLISH = ("usage:", "options:", "positional arguments:", "show this help message and exit",
           "the following arguments are required", "invalid choice", "unrecognized arguments", "(see junta")
SAID = {"ru": ("использование: junta", "параметры:", "показать эту справку и выйти"),
        "zh_Hant": ("用法：junta", "選項：", "顯示這則說明並結束")}


def junta(*args, lang=None):
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG", "JUNTA_LANG")}
    return subprocess.run([*JUNTA, *args], capture_output=True, text=True, env={**env, "JUNTA_LANG": lang or "en"},
                          timeout=120)


def subcommands(parser=None, prefix=()):
    """Every command line that names a subcommand (("play",), ("glossary", "build") ...)."""
    parser = parser or cli.parser()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield (*prefix, name)
                yield from subcommands(sub, (*prefix, name))


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_the_real_command_says_its_help_and_its_usage_errors_in_the_kits_language(lang):
    done = junta("--help", lang=lang)
    assert done.returncode == 0 and all(s in done.stdout for s in SAID[lang]), done.stdout
    assert not [w for w in ENGLISH if w in done.stdout], done.stdout
    wrong = {"ru": [(("notebooks",), "не хватает обязательных аргументов: --lang (см. junta notebooks --help)"),
                    (("play", "--game", "chess"), "аргумент --game: недопустимое значение 'chess' (допустимы: "),
                    (("play", "--bogus"), "неизвестные аргументы: --bogus (см. junta --help)"),
                    (("lab", "--port", "x"), "недопустимое значение 'x': ожидалось int"),
                    (("notebooks", "--lang", "fr"), "программа не знает языка 'fr'")],
             "zh_Hant": [(("notebooks",), "缺少必要的引數：--lang（請參閱 junta notebooks --help）"),
                         (("play", "--game", "chess"), "引數 --game：無效的選項 'chess'（可用的選項："),
                         (("play", "--bogus"), "無法辨識的引數：--bogus（請參閱 junta --help）"),
                         (("lab", "--port", "x"), "無效的值 'x'：應為 int"),
                         (("notebooks", "--lang", "fr"), "本套件不支援 'fr' 這種語言")]}
    for args, says in wrong[lang]:
        done = junta(*args, lang=lang)
        assert done.returncode == 2 and says in done.stderr and done.stderr.count("\n") == 1, (args, done.stderr)
        assert not [w for w in ENGLISH if w in done.stderr], done.stderr


def test_a_commands_own_lang_decides_and_english_stays_argparses():
    done = junta("notebooks", "--lang", "zh_Hant", "--out", lang="en")          # --out lacks its folder
    assert done.returncode == 2 and "引數 --out：需要一個值" in done.stderr, done.stderr
    done = junta("notebooks", lang="en")
    assert "the following arguments are required: --lang (see junta notebooks --help)" in done.stderr
    assert "usage: junta" in junta("--help", lang="en").stdout


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_every_subcommands_help_is_in_the_kits_language(lang, monkeypatch, capsys):
    monkeypatch.setenv("JUNTA_LANG", lang)
    commands = list(subcommands())
    assert len(commands) >= 14 and ("table", "new") in commands and ("glossary", "apply") in commands
    for command in commands:
        with pytest.raises(SystemExit) as exit_:
            cli.main([*command, "--help"])
        out = capsys.readouterr().out
        assert exit_.value.code == 0 and all(s in out for s in SAID[lang]), (command, out)
        assert not [w for w in ENGLISH if w in out], (command, out)
    assert argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext     # argparse's own again

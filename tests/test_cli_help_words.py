"""Every ``junta`` command's own help in the class's language: each option's line, each subcommand's
summary and the description are catalog sentences (``help=N_(...)``), worded in Russian and Chinese
when the real command prints its help; the English help stays what it was before they were
(tests/data/cli/help_en.txt, recorded from the command before the change)."""
import argparse
import contextlib
import functools
import io
import os
import re
import subprocess
from pathlib import Path

import pytest
from test_cli_words import JUNTA, subcommands
from words_left import english_left, plain

from junta_lib import cli
from junta_lib.agents import BOTS
from junta_lib.i18n.argparse_words import wrapped

BEFORE = Path(__file__).parent / "data" / "cli" / "help_en.txt"
COMMANDS = [(), *subcommands()]
#: code in an English help line a translation keeps as it is: a path, a URL, a variable, a file name
CODE = re.compile(r"[\w$~./:#@<>-]*[/$_#<>.@:~][\w$~./:#@<>-]*\w")
#: names a translation keeps in Latin letters: the kit's and the tools' names, a command to type, a
#: folder's name, the values --lang and --bots take (each is in the English help: checked below)
KEPT = ("Junta Kit", "Viva el Presidente!", "Dask", "JupyterLab", "OpenSkill", "Parquet", "JSON", "make run",
        "~/Junta notebooks/LANG", "en", "ru", "zh_Hant", *BOTS)


def run_help(command, lang, columns=80):
    """What the real ``junta COMMAND --help`` prints with JUNTA_LANG=lang, ``columns`` wide."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG", "JUNTA_LANG")}
    done = subprocess.run([*JUNTA, *command, "--help"], capture_output=True, text=True, timeout=120,
                          env={**env, "JUNTA_LANG": lang, "COLUMNS": str(columns)})
    assert done.returncode == 0 and not done.stderr, (command, done.stderr)
    return done.stdout


@functools.cache
def helps(command, lang, columns=80):
    """The same help printed by the command's own ``main`` in this process (the pages are many: a
    process each would cost minutes); ``test_the_help_in_this_process_is_the_commands_own`` checks
    that the two print the same."""
    out = io.StringIO()
    with pytest.MonkeyPatch.context() as env:
        for k in ("LC_ALL", "LC_MESSAGES", "LANG"):
            env.delenv(k, raising=False)
        env.setenv("JUNTA_LANG", lang)
        env.setenv("COLUMNS", str(columns))
        with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as done:
            cli.main([*command, "--help"])
    assert done.value.code in (0, None), command
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "ru", "zh_Hant"])
def test_the_help_in_this_process_is_the_commands_own(lang):
    for command in (("serve",), ("table", "bot")):
        assert helps(command, lang) == run_help(command, lang), (command, lang)


def parser_of(command):
    parser = cli.parser()
    for name in command:
        parser = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices[name]
    return parser


def left_as_is(command) -> set[str]:
    """What a command's help shows in any language: its name, its options, their metavars and
    choices, its subcommands, and the code and names its English help lines hold."""
    parser = parser_of(command)
    out = {parser.prog, *KEPT}
    for action in parser._actions:
        out.update(action.option_strings)
        out.add(action.metavar if isinstance(action.metavar, str) else
                action.dest if not action.option_strings else action.dest.upper())
        if action.choices:
            out.update(action.choices)
            out.add("{" + ",".join(action.choices) + "}")
        texts = [action.help or ""] + [a.help or "" for a in getattr(action, "_choices_actions", [])]
        out.update(code for text in texts for code in CODE.findall(text))
    return {plain(value) for value in out if value}             # read as the checker reads the help


def test_the_english_help_of_every_command_is_what_it_was():
    recorded = BEFORE.read_text(encoding="utf-8")
    now = "".join(f"{'=' * 20} {' '.join(['junta', *command, '--help'])}\n{helps(command, 'en')}"
                  for command in COMMANDS)
    assert now == recorded
    for name in KEPT:                              # each kept name is one the English help shows
        assert name in " ".join(recorded.split()), name


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_every_commands_help_has_no_english_left(lang):
    assert len(COMMANDS) >= 15 and ("serve",) in COMMANDS and ("table", "bot") in COMMANDS
    for command in COMMANDS:
        said = helps(command, lang, columns=1000)          # one line an option: no word cut in two
        assert english_left([said], left_as_is(command)) == [], (command, said)
        for line in helps(command, "en", columns=1000).splitlines():    # nor an English line kept whole
            sentence = line.split("  ")[-1].strip()
            if re.search(r"[a-z]{3,} [a-z]{3,}", sentence) and not sentence.startswith(("usage:", "-")):
                assert sentence not in said, (command, sentence)


@pytest.mark.parametrize("lang, expected", [
    ("ru", "--max-tables MAX_TABLES\n                        сколько столов может одновременно идти по одному "
           "ключу класса (200)"),
    ("zh_Hant", "  --lang LANG  \"en\"、\"ru\" 或 \"zh_Hant\"（預設：ru）\n")])
def test_a_help_line_is_the_translators_sentence_with_argparses_default_filled_in(lang, expected):
    command = ("serve",) if lang == "ru" else ("words",)
    assert expected in helps(command, lang, columns=1000 if lang == "ru" else 80)


def test_a_chinese_help_line_wraps_at_the_screens_width():
    said = helps(("serve",), "zh_Hant")
    width = [sum(2 if ord(c) > 0x2E80 else 1 for c in line) for line in said.splitlines()
             if not line.startswith("用法") and not line.strip().startswith("[")]   # usage: argparse's own
    assert max(width) <= 78, said
    assert "用來開設牌桌的班級權杖（預設：JUNTA_CLASS_TOKEN，否則\n" in said
    # a line never starts with a closing mark nor ends with an opening one, nor splits a word of code
    assert wrapped("甲乙（丙丁），JUNTA_CLASS_TOKEN 戊", 6) == ["甲乙", "（丙", "丁），", "JUNTA_CLASS_TOKEN", "戊"]
    assert wrapped("the address (default: this machine)", 12) == ["the address", "(default:", "this", "machine)"]


def test_a_chinese_help_sections_heading_ends_with_the_full_width_colon():
    """argparse (Python 3.11) ends a heading with an ASCII colon; Chinese writes 選項： (the
    sentence ``%(heading)s:`` is the translator's), English and Russian keep their colon."""
    headings = {lang: [line for command in COMMANDS for line in helps(command, lang).splitlines()
                       if line and not line.startswith(" ") and line.rstrip().endswith((":", "："))
                       and not line.startswith(("usage", "用法", "использование"))]
                for lang in ("en", "ru", "zh_Hant")}
    assert {"選項：", "位置引數："} <= set(headings["zh_Hant"])
    assert not [line for line in headings["zh_Hant"] if line.endswith(":")]
    assert {"параметры:", "позиционные аргументы:"} <= set(headings["ru"])
    assert {"options:", "positional arguments:"} <= set(headings["en"])
    assert "\n選項：\n  -h, --help" in run_help(("words",), "zh_Hant")      # the real command prints it too

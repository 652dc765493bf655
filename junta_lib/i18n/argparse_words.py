"""argparse's own words ("usage:", "options", "show this help message and exit", "the following
arguments are required: ...") in the kit's language, for every ``junta`` command's ``--help`` and
usage errors.

argparse looks each of its sentences up at run time through its module's ``_`` and ``ngettext``
(``gettext.gettext``, whose catalog is empty for it): when a parser is made ("options", the help
option's line) and when it speaks (the usage line, its errors).  :func:`speaking` routes those
look-ups to the kit's catalogs for the length of a ``with`` block, and puts argparse's own back
after it; the sentences are marked here (:data:`SENTENCES`) so that the catalogs hold them, and a
translator keeps each ``%s`` / ``%(name)s`` as it is (``msgfmt -c`` checks them as python-format).
A sentence the catalog lacks stays argparse's English.

A command's own help lines are sentences too: a parser made with :class:`Formatter` says each in
the current language when it prints its help.
"""
from __future__ import annotations

import argparse
import unicodedata
from contextlib import contextmanager

from . import N_, words

#: the sentences of argparse (Python 3.11-3.13) a user of a command can meet, word for word as
#: argparse writes them (developers' errors, such as a conflicting option, are left out)
SENTENCES = (
    N_("usage: "), N_("options"), N_("positional arguments"), N_("%(heading)s:"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"), N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"), N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"), N_("ignored explicit argument %r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("invalid %(type)s value: %(value)r"),
    N_("ambiguous option: %(option)s could match %(matches)s"), N_("expected one argument"),
    N_("expected at most one argument"), N_("expected at least one argument"),
    N_("expected %s argument"), N_("expected %s arguments"),
)


def said(message):
    """One of argparse's sentences in the current language (argparse's English when the catalog
    has none; anything not a sentence, such as a missing description, as it is)."""
    if not isinstance(message, str) or not message:
        return message
    return words().catalog.get(message) or message


def said_counted(singular: str, plural: str, n: int) -> str:
    """argparse's ``ngettext``: the English form for ``n``, then that sentence in the current
    language (each form is an entry of its own; a translation may say both alike)."""
    return said(singular if n == 1 else plural)


class _Section(argparse.HelpFormatter._Section):
    """A help section whose heading ("options:") ends as the language ends one: the heading's
    punctuation is the sentence ``%(heading)s:`` (Chinese writes the full-width colon, 選項：).
    Python 3.13's argparse looks that sentence up itself; 3.11 appends an ASCII colon, changed here."""

    def format_help(self):
        text = super().format_help()
        if self.heading is argparse.SUPPRESS or self.heading is None:
            return text
        pad = " " * self.formatter._current_indent
        ascii_heading = f"\n{pad}{self.heading}:\n"
        if not text.startswith(ascii_heading):            # empty, or argparse said the sentence itself
            return text
        return f"\n{pad}{said('%(heading)s:') % {'heading': self.heading}}\n" + text[len(ascii_heading):]


class Formatter(argparse.HelpFormatter):
    """argparse's help in the current language: each option's and subcommand's line and a parser's
    description is a sentence the command marks (``help=N_("...")``), looked up in the catalog when
    the help is printed; argparse then fills its ``%(default)s``-style slots in the translation.
    A section's heading ends with the language's colon (:class:`_Section`)."""

    _Section = _Section

    def _get_help_string(self, action):
        return said(super()._get_help_string(action))

    def add_text(self, text):
        super().add_text(said(text))

    def _split_lines(self, text, width):
        return wrapped(text, width) if any(_wide(c) for c in text) else super()._split_lines(text, width)

    def _fill_text(self, text, width, indent):
        if not any(_wide(c) for c in text):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrapped(text, width - len(indent)))


#: where a Chinese line may not break: before closing punctuation, after opening punctuation
_NO_BREAK_BEFORE = set("，。、；：！？）」』》〉…")
_NO_BREAK_AFTER = set("（「『《〈")


def _wide(char: str) -> bool:
    """A character a terminal shows two columns wide (Chinese)."""
    return unicodedata.east_asian_width(char) in ("W", "F")


def wrapped(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` terminal columns, a Chinese character counting two:
    a line breaks at a space or between two Chinese characters (never before a closing mark or after
    an opening one); a word of Latin letters or code is never split.  (argparse's own wrapping
    counts characters and breaks at spaces only, so a Chinese help line ran past the screen.)"""
    text = " ".join(text.split())
    pieces = []                                    # (piece, whether a space comes before it)
    space = False
    for char in text:
        if char == " ":
            space = True
            continue
        joins = pieces and not space and not (_wide(char) or _wide(pieces[-1][0][-1])) \
            or pieces and not space and (char in _NO_BREAK_BEFORE or pieces[-1][0][-1] in _NO_BREAK_AFTER)
        if joins:
            pieces[-1] = (pieces[-1][0] + char, pieces[-1][1])
        else:
            pieces.append((char, space))
        space = False
    lines, line, used = [], "", 0
    for piece, spaced in pieces:
        size = sum(2 if _wide(c) else 1 for c in piece)
        gap = 1 if spaced and line else 0
        if line and used + gap + size > width:
            lines.append(line)
            line, used, gap = "", 0, 0
        line += " " * gap + piece
        used += gap + size
    return lines + [line] if line else lines


@contextmanager
def speaking():
    """Inside the block argparse speaks the current language (``with using(lang), speaking():``),
    in the parsers made there and in what they print; argparse's own look-ups are back after it."""
    saved = argparse._, argparse.ngettext
    argparse._, argparse.ngettext = said, said_counted
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved

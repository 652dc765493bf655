"""English left on a screen in another language, besides the data it shows (the tests of the review
screens): each text with its markup and every data value taken out, then any Latin word left."""
from __future__ import annotations

import html
import re

LATIN = re.compile(r"[A-Za-z]+")
#: the spin-off's title, kept as the brand in every language («Хунта: Viva el Presidente!»)
BRAND = "Viva el Presidente!"
TAGS = re.compile(r"<style>.*?</style>|<[^>]+>", re.S)
#: marks inside a sentence (a rendering marked, a change struck through): read as part of the sentence
INLINE = re.compile(r"</?(?:mark|b|i|del|ins|code|span)\b[^>]*>")


def plain(text: str) -> str:
    """A screen's text as its reader reads it: no markup, entities read."""
    return html.unescape(TAGS.sub(" ", INLINE.sub("", text)))


def english_left(texts, data) -> list[str]:
    """The texts that still hold a Latin word once every value of ``data`` (strings) is taken out
    (each place a value stands, overlapping values included), each with the words: [] when the
    screen speaks its language around its data."""
    values = {str(v) for v in data if str(v).strip()} | {BRAND}     # the spin-off's brand is kept whole
    out = []
    for text in texts:
        said = plain(text)
        kept = [True] * len(said)
        for value in values:
            if value not in said:
                continue
            # a short value ("C", "p": a cell) only as a word of its own
            pattern = re.escape(value) if len(value) > 4 else rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
            for found in re.finditer(pattern, said):
                kept[found.start():found.end()] = [False] * (found.end() - found.start())
        words = LATIN.findall("".join(c if k else " " for c, k in zip(said, kept)))
        if words:
            out.append(f"{' '.join(words[:6])}  <-  {said[:160]}")
    return out

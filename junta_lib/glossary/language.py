"""Scripts, tokens, Chinese conversion (OpenCC) and readings
(pypinyin), loaded lazily; Russian morphology is ``junta_lib.russian``'s."""
from __future__ import annotations

import re
from functools import lru_cache

WORD = re.compile(r"[A-Za-zÀ-ÿ]+(?:['’-][A-Za-z]+)*|[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*|\d+(?:[.,]\d+)*")
LATIN = re.compile(r"[A-Za-z]")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
HAN = re.compile(r"[\u4e00-\u9fff]")


def script_counts(text: str) -> tuple[int, int, int]:
    return len(LATIN.findall(text)), len(CYRILLIC.findall(text)), len(HAN.findall(text))


def language_of(text: str) -> str:
    lat, cyr, han = script_counts(text)
    if han > max(lat, cyr):
        return "zh"
    if lat == 0 and cyr == 0:
        return "none"
    return "en" if lat > cyr else "ru"


def words(text: str) -> list[str]:
    return WORD.findall(text)


def script_runs(text: str) -> list[tuple[str, str]]:
    """Split mixed text into (lang, text) runs of Latin and Cyrillic words; punctuation and digits
    stay with the run they follow."""
    starts: list[tuple[int, str]] = []
    for m in re.finditer(r"[A-Za-z]+|[А-Яа-яЁё]+", text):
        lang = "en" if LATIN.match(m.group()) else "ru"
        if not starts or starts[-1][1] != lang:
            starts.append((m.start(), lang))
    runs = []
    for i, (pos, lang) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(text)
        chunk = text[pos:end].strip(" -•;,")
        if chunk:
            runs.append((lang, chunk))
    return runs






@lru_cache(maxsize=1)
def to_simplified():
    import opencc
    return opencc.OpenCC("t2s.json")


TRANSLIT = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                    ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p",
                     "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya"]))


@lru_cache(maxsize=50_000)
def translit(word: str) -> str:
    """A Russian word in Latin letters (the alignment asks for the same words some 40,000 times)."""
    return "".join(TRANSLIT.get(c, c) for c in word.lower())



@lru_cache(maxsize=1)
def _pinyin() -> dict:
    """pypinyin's character readings (its data module alone: the package would load its phrase
    dictionary too, which is not needed here)."""
    import importlib.util
    spec = importlib.util.find_spec("pypinyin")
    path = next(iter(spec.submodule_search_locations)) + "/pinyin_dict.py"
    module_spec = importlib.util.spec_from_file_location("junta_pinyin_dict", path)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return module.pinyin_dict


def reading(word: str) -> tuple[str, ...]:
    """The pinyin of each character (its first reading; a character pypinyin lacks stands for itself)."""
    readings = _pinyin()
    return tuple(readings.get(ord(c), c).split(",")[0] for c in word)


def sound_twins(words) -> list[tuple[str, str, tuple]]:
    """Pairs of Chinese words that sound alike and differ in one character ("版塊" / "板塊"): one
    word spelt two ways, in amateur translations a common slip.  (a, b, reading) with a < b."""
    by_sound: dict[tuple, list[str]] = {}
    for w in sorted(set(words)):
        by_sound.setdefault(reading(w), []).append(w)
    return [(a, b, sound) for sound, group in by_sound.items() for a in group for b in group
            if a < b and len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1]

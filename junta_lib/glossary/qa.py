"""QA findings a reviewer can act on: one finding per occurrence, where it stands.

Each finding has the corpus, the ``location`` (spreadsheet row, paragraph or line), the ``cell``
(B, C, D... of the spreadsheet; "p" for a paragraph; "line"), the ``line`` of the file, the ``kind``,
the offending text as ``evidence``, what is ``expected`` instead where the kit knows it, and a
``message``.

Kinds:
- ``untranslated_fragment``: English left in the Russian;
- ``translator_question``: an open question or note of the translator ("(чаво?)", "так и не
  понял", "ВОПРОС:");
- ``alternatives_marked``: unresolved alternatives ("Центральный банк\\ЦЕНТРОБАНК", "а/б", "колоды
  иностранной помощи\\колоды помощи другого государства", a second rendering or a list of names in
  parentheses, two words of one class side by side before one English gloss: "Присоединившийся,
  примкнувший (aligned)"), and the renderings a translator's query offers ("(что лучше- деньги, чеки, купюры?)",
  "Position(должность?)"); around a backslash or slash each rendering is quoted whole ("Изгнание\\ в
  бегах", not "Изгнание\\ в") and the one a decision, else a term's preferred target, names suggested
  ("чек\\купюру": купюру), else nothing and the two named to decide between; nothing where the two cannot
  be told apart; not a parenthesis rendering one of the English unit's ("(повстанцы или лоялисты)" for
  "(the Rebels or the Loyalists)"), and "фишку (фишки)" for "pawn(s)" said as the English's "(s)" copied;
- ``inconsistent_term``: an occurrence rendered otherwise than the term's preferred (or decided)
  target, at that occurrence; a diminutive of the target's noun where the source names the term
  ("карточек" for cards); each place of the rarer form of a Chinese term written several ways
  (卡片 / 卡牌); one rendering preferred for two source terms; the phrase standing in a term's place
  where a translated sentence leaves its rendering out, and a Russian-only text writing one term two
  ways (stand_ins.py); a term left in English where the glossary has its Russian ("другую Position");
  a noun and its genitive in swapped roles ("оружие нужного уровня" for уровень оружия); a Russian-only
  text's names written otherwise than most of their places write them (written_names.py); a term's
  English modifier rendered with two adjectives where only its head is aligned ("бесплатное убийство"
  beside "свободном убийстве" for free assassination: modifiers.py);
- ``key_term_missing``: a decided term whose target the translation of that unit does not contain
  (where an ``inconsistent_term`` finding shows the other rendering it names, that one alone);
- ``number_mismatch``: numbers of the source and of a translation that differ, compared as digits
  and as words ("four" = "4" = "четыре"), located in the translation;
- ``broken_ligature``: PDF damage in the English, repaired ("e?ect" -> "effect"), and a Russian
  compound broken at a line's end ("политически- сатирическая": ligatures.py);
- ``reviewer_suggestion``: each reviewer's proposal, one finding per place it applies to (a
  suggestion marked "(2 раза)" gives two); a reviewer's cell's change that corrects nothing (a
  synonym of a word that is no term, "2 или 3" for "2-3") is a ``style_proposal`` instead
  (reviewer_changes.py);
- ``mixed_script``: Latin letters that look Cyrillic inside a Russian word, or the reverse; where the
  word retyped in Cyrillic is a Russian word ("картe": карте) it is a ``spelling`` finding instead;
- ``source_not_english``: Russian standing in the English column (a heading the translator typed in);
- ``repeated_word``: a word written twice, the first form left beside its correction ("министра
  внутренних внутренней безопасности", "the the"); the termbase keeps the phrase without it;
- ``spelling``: a word no dictionary knows (spelling.py), a slip of grammar a reviewer marks as a typo
  (grammar_slips.py), a common word with a stray capital ("кабинета министров, Президент может" where
  the translation writes президент in lower case: written_names.py);
- ``variant_spelling``: one term spelt two ways in the source ("Minster"/"Minister of Internal
  Security"); in the Chinese, where general Chinese writes one of the two ten times as often, the
  other is a ``spelling`` finding ("版塊" for 板塊), and where the text writes the usual one the fewer
  times, its places are ``inconsistent_term`` findings naming it as the form to keep;
- ``translator_note``: the translator's or a reviewer's words about the translation left in the rules
  text ("Продолжаю выкладывать перевод правил…", a forum post's "就順道把規則翻譯了下", a reviewer's list
  heading "Возможно, будет лучше:"): to delete (translator_remarks.py);
- ``page_footer``: a page's footer or header, a web page's navigation link, a forum post's signature
  and its readers' push comments ("※ 發信站: 批踢踢實業坊(ptt.cc)", "推").
"""
from __future__ import annotations

import os
import re
from collections import Counter, defaultdict

import pandas as pd

from ..russian import analyses, is_noun, lemmas as word_lemmas, parse_ru
from ..russian.agreement import PREPOSITIONS
from .decisions import decision_note
from .messages import FINDINGS, facts_of, said
from .translator_remarks import GUESS
from .terms import kept_in_latin

QA_COLUMNS = ["corpus", "location", "cell", "line", "kind", "evidence", "expected", "message"]
KINDS = ("untranslated_fragment", "translator_question", "alternatives_marked", "inconsistent_term",
         "key_term_missing", "number_mismatch", "broken_ligature", "reviewer_suggestion", "mixed_script",
         "source_not_english", "variant_spelling", "repeated_word", "spelling",
         "page_footer", "translator_note", "style_proposal")
LATIN_RUN = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*(?:[ ][A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*)*")
QUESTION_WORDS = re.compile(r"\bВОПРОС\b|(?i:я так понял|так и не понял|не понял|не уверен|что лучше|может как|"
                            r"уточнить|непонятно|не ясно|неясно|\?\?|прим\. ?пер|примечание переводчика)")
PAREN = re.compile(r"\(([^()]{1,160})\)")
BACKSLASH = re.compile(r"(?<=[А-Яа-яЁё»])\s?\\(?=\s?[А-Яа-яЁё«])")
SLASH = re.compile(r"(?<=[А-Яа-яЁё]{3})/(?=[А-Яа-яЁё]{3,}\b)")
#: two English words joined by a slash ("election/vote"): a translation's slash there renders it
EN_SLASH = re.compile(r"(?<=[A-Za-z]{2})/(?=[A-Za-z]{2})")
EN_NUMBERS = {"zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
              "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twice": 2}
RU_NUMBERS = {"ноль": 0, "нуль": 0, "нулевой": 0, "два": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6, "семь": 7, "восемь": 8,
              "девять": 9, "десять": 10, "одиннадцать": 11, "двенадцать": 12, "двое": 2, "трое": 3, "четверо": 4,
              "пятеро": 5, "шестеро": 6, "семеро": 7, "дважды": 2,
              # "in 4-player games": "если вы играете вчетвером"
              "вдвоём": 2, "вдвоем": 2, "втроём": 3, "втроем": 3, "вчетвером": 4, "впятером": 5, "вшестером": 6,
              "всемером": 7}
LOOKALIKE_LATIN = "aeopcxyABEKMHOPCTX"
#: each Latin letter written like a Cyrillic one -> that Cyrillic letter
CYRILLIC_TWIN = str.maketrans(LOOKALIKE_LATIN, "аеорсхуАВЕКМНОРСТХ")
MIXED_WORD = re.compile(r"\b\w*(?:[А-Яа-яЁё][A-Za-z]|[A-Za-z][А-Яа-яЁё])\w*\b")
#: a Latin letter that looks like a Russian one-letter word (а, о, с, у), standing alone between Russian
#: words ("голоса c одной карты"): the Cyrillic preposition typed on a Latin keyboard
LONE_LOOKALIKE = re.compile(r"(?<=[А-Яа-яЁё,)»] )[acoy](?= [«(]?[А-Яа-яЁё])")
SUGGESTION = re.compile(r"в тексте(?: \((\d+) раза?\))?:\s*«(.+?)»\s*\n\s*([^\n:]*лучше):\s*«(.+?)»", re.S)


def quote(text: str, start: int, end: int, width: int = 30) -> str:
    a, b = max(0, start - width), min(len(text), end + width)
    return ("…" if a else "") + text[a:b].replace("\n", " ") + ("…" if b < len(text) else "")


def _line(row, pos: int) -> int:
    """The file line of a character position inside a segment."""
    return int(row.line) + row.text[:pos].count("\n")


def _finding(row, pos, kind, evidence, expected, message) -> list:
    return [row.corpus, int(row.location), row.cell, _line(row, pos), kind, evidence, expected, message]


#: a word the text itself labels as another language's, after it: "«Tax» (англ.)", "Податок (укр.)", "VP（英文）"
LANGUAGE_LABEL = re.compile(r"»?\s?[(（]\s?(?:англ|анг|нем|франц|фр|укр|лат|исп|итал|кит|яп)\.?(?:\s?яз\.?)?\s?[)）]"
                            r"|»?\s?[(（](?:英文|英語|英语)[)）]", re.IGNORECASE)


#: a quoted word's closing quote, then the author's note on it in parentheses: '"Golpistas"(按：本文中…'
#: a card's printed words quoted in Chinese, the Chinese first ('卡上必須有"戰鬥前打出before combat"字樣')
CARD_WORDS = re.compile(r"[\"“「『]([\u4e00-\u9fff]+)$")
PRINTED_AFTER = re.compile(r"[\"”」』]\s?(?:字樣|字眼|字句|的字)")
#: a Latin abbreviation standing alone ("VP", "vp", "HRAO"), and how many places make it the text's own
ABBREVIATION = re.compile(r"(?<![A-Za-z])(?:[A-Z]{2,5}|[a-z]{2})(?![A-Za-z])")
KEPT_ABBREVIATION = 3
#: an abbreviation opening the text's own entry for it, a colon and its Russian definition after it
DEFINED_ABBREVIATION = re.compile(r"[A-Za-z]{2,6}:\s*[А-Яа-яЁё]")
#: the words that define a name right before it: "稱為"Golpistas"", "называется «…»"
DEFINED_BEFORE = re.compile(r"(?:稱為|稱作|叫做|名為|称为|称作|называ[а-я]+)\s?[\"“「«]?$")
AUTHOR_NOTE_AFTER = re.compile(r"[\"”」』»]\s?[(（]\s?(?:按|註|注|譯註|译注|прим\.)\s?[：:.][^()（）\"“「«]{0,20}"
                               r"[\"“「«]([^\"”」»]{1,20})[\"”」»]")


#: between two Latin runs, a player's name's Russian gloss in parentheses: "Ben(Петя) and vice-versa"
GLOSS_BETWEEN = re.compile(r"\s?\([А-ЯЁ][а-яё]+\)[ \t]+")


class _Run:
    """A stretch of Latin letters, as a match: its start, end and text."""

    def __init__(self, text: str, start: int, end: int):
        self.text, self._start, self._end = text, start, end

    def start(self) -> int:
        return self._start

    def end(self) -> int:
        return self._end

    def group(self) -> str:
        return self.text[self._start:self._end]


def latin_runs(text: str) -> list[_Run]:
    """The text's runs of Latin words, a run interrupted by a name's Russian gloss in parentheses
    ("he is assassinating Ben(Петя) and vice-versa") or by a slash ("Debits/Contributions") being one
    run: English left whole."""
    out: list[_Run] = []
    for m in LATIN_RUN.finditer(text):
        if out and (GLOSS_BETWEEN.fullmatch(text, out[-1].end(), m.start())
                    and re.search(r"[A-Z][a-z]+$", text[out[-1].start():out[-1].end()])
                    or re.fullmatch(r" ?/ ?", text[out[-1].end():m.start()])):
            out[-1] = _Run(text, out[-1].start(), m.end())        # "(Debits/Contributions)": one gloss
        else:
            out.append(_Run(text, m.start(), m.end()))
    return out


def untranslated_fragments(segments: pd.DataFrame, zh_corpora=()) -> list[list]:
    """English left in a Russian translation, in a Russian-only rulebook (its glosses in parentheses
    too: "(Vote Tally)", the best evidence of a term's English) and in the Chinese rules ("VP",
    "before combat"); the game's and the players' names (data/glossary/names_allowlist.txt) are not, nor
    a word the text labels as foreign ("«Tax» (англ.)": a rule listing answers in other languages) or
    a forum post's signature lines ("◆ From: 1.2.3.4", "※ 編輯: ...": page_footer's)."""
    names = kept_in_latin()
    out = []
    chinese = segments.corpus.isin(list(zh_corpora))
    read = segments[(segments.lang == "ru") | chinese]
    # an abbreviation a text keeps in Latin letters, counted in each corpus ("VP" 8 times in the Chinese)
    kept_short = defaultdict(Counter)
    for r in read.itertuples():
        for m in ABBREVIATION.finditer(r.text):
            kept_short[r.corpus][m.group().upper()] += 1
    for r in read.itertuples():
        if r.variant == "inline":
            continue
        language = "chinese" if r.corpus in zh_corpora else "russian"
        asked = _questions(r.text) if r.variant != "text" else []
        metadata = [f.span() for f in FORUM_SIGNATURE.finditer(r.text)]
        for m in latin_runs(r.text):
            words = m.group().strip("-’'").split()
            if all(w.lower() in names for w in words) or len(m.group()) < 2:
                continue
            if any(a <= m.start() < b for a, b in asked):
                continue                     # "ВОПРОС: Position может как ...?": the English word the translator
                                             # asks about, quoted on purpose (the question is the finding)
            if LANGUAGE_LABEL.match(r.text, m.end()):
                continue                     # "«Tax» (англ.)": the text itself says the word is foreign, on purpose
            noted = AUTHOR_NOTE_AFTER.match(r.text, m.end())
            if noted and DEFINED_BEFORE.search(r.text[:m.start()]):
                # '其他非總統的人稱為"Golpistas"(按：本文中直接稱呼為"其他玩家"…)': the game's own name defined here
                # and the author's note on how the text calls it afterwards; without the name the definition
                # would say nothing, so whether the Latin name stays is a decision, no fix
                out.append(_finding(r, m.start(), "untranslated_fragment", quote(r.text, m.start(), m.end(), 20),
                                    "", said("foreign_word_defined", variant=r.variant, text=m.group(),
                                             rendering=noted.group(1))))
                continue
            if noted:
                # '"Golpistas"(按：本文中直接稱呼為"其他玩家")': the game's word quoted, the author's note
                # saying how the text calls it: that name alone is the fix, said as that (no English to translate)
                out.append(_finding(r, m.start(), "untranslated_fragment", quote(r.text, m.start(), m.end(), 20),
                                    noted.group(1), said("foreign_word_noted", variant=r.variant, text=m.group(),
                                                         rendering=noted.group(1))))
                continue
            if any(a <= m.start() < b for a, b in metadata):
                continue                     # "◆ From: 1.2.3.4", "※ 編輯: ...": a forum post's signature, no rule text
            if MIXED_WORD.fullmatch(r.text[max(0, m.start() - 1):m.end() + 1].strip()):
                continue                     # a look-alike letter inside a Russian word: mixed_script
            token = re.search(r"\S*$", r.text[:m.start()]).group() + m.group() + re.match(r"\S*", r.text[m.end():]).group()
            if re.search(r"://|www\.|@|\w\.[a-z]{2,}\b", token):
                continue                     # an address ("ptt.cc"), not words of the rules ("(Debits/Contributions)" are)
            wrapped = r.text[m.start() - 1:m.start()] in "(（" and r.text[m.end():m.end() + 1] in ")）"
            # a gloss names a thing ("(Vote Tally)", "(drm)"); a clause in parentheses is English left to
            # translate ("(outside of keeping track of things)")
            gloss = "_gloss" if wrapped and m.start() and _names_a_thing(m.group()) else ""
            printed = CARD_WORDS.search(r.text[:m.start()]) if language == "chinese" else None
            if printed and PRINTED_AFTER.match(r.text, m.end()):
                # '卡上必須有"戰鬥前打出before combat"字樣': the card's printed words quoted, the Chinese and the
                # English side by side so that a player finds them on the English card
                out.append(_finding(r, m.start(), "untranslated_fragment", quote(r.text, m.start(), m.end(), 20), "",
                                    said("english_card_words", variant=r.variant, text=m.group(),
                                         chinese=printed.group(1))))
                continue
            if language == "russian" and DEFINED_ABBREVIATION.match(r.text, m.start()) and not r.text[:m.start()].strip():
                # "drm: модификатор, применяемый к любому броску": the text's own entry defining the abbreviation
                out.append(_finding(r, m.start(), "untranslated_fragment", quote(r.text, m.start(), m.end(), 20), "",
                                    said("english_abbreviation_defined", variant=r.variant, text=m.group())))
                continue
            n = kept_short[r.corpus][m.group().upper()] if ABBREVIATION.fullmatch(m.group()) else 0
            if n >= KEPT_ABBREVIATION:
                # "5VP以上 … 結算VP": the text's own abbreviation, written the same way throughout: whether it
                # stays (glossed once) or the term is written out is a decision, not a slip at each place
                out.append(_finding(r, m.start(), "untranslated_fragment", quote(r.text, m.start(), m.end(), 20), "",
                                    said("english_abbreviation_kept", variant=r.variant, text=m.group(), n=n)))
                continue
            if ROMANCE_NAME.search(m.group()):
                # "República de las Bananas": a name the English itself keeps in Spanish, no English left;
                # whether the translation keeps it or translates it is the decision
                out.append(_finding(r, m.start(), "untranslated_fragment", quote(r.text, m.start(), m.end(), 20), "",
                                    said("foreign_name_kept", variant=r.variant, text=m.group())))
                continue
            expanded = _expands_abbreviation(r.text, m) if language == "russian" else ""
            # "HRAO: Highest Ranking Available Officer - сенатор…": the English spelt out where the text
            # defines an abbreviation it keeps in Latin letters; the term still wants its Russian name
            message = (said("english_abbreviation_expanded", variant=r.variant, text=m.group(), abbreviation=expanded)
                       if expanded else said(f"english_in_{language}{gloss}", variant=r.variant, text=m.group()))
            out.append(_finding(r, m.start(), "untranslated_fragment", quote(r.text, m.start(), m.end(), 20), "",
                                message))
        if language == "russian":
            for m in LATIN_LABEL.finditer(r.text):
                # "A: Движение B: Атака", "Часть A": the English's labels kept in Latin letters; Russian
                # labels its parts А, Б, В (two hand lists asked for it)
                letter = m.group(1) or m.group(2)
                cyrillic = CYRILLIC_LABELS["ABCDEFGH".index(letter)]
                if letter == "A":
                    continue             # the Latin A reads as the Cyrillic А it stands for (a precision
                                         # reader: "readers see nothing wrong"); B reads as В, not Б
                out.append(_finding(r, m.start(), "untranslated_fragment",
                                    quote(r.text, m.start(), m.end(), 20), cyrillic,
                                    said("latin_label", variant=r.variant, letter=letter, cyrillic=cyrillic)))
            for m in DICE.finditer(r.text):
                # "6 кубиков d6", "1d6, 2d6, 3d6": the English dice notation; Russian writes к ("1к6")
                russian = m.group().replace("d", "к")
                # "1d6, 2d6, 3d6: бросок …": the text defines the notation it keeps, as it does "drm" (a
                # precision reader: "a house-style decision for the whole text, not a fix at this line")
                defined = re.match(r"\s?:", r.text[m.end():]) is not None
                out.append(_finding(r, m.start(), "untranslated_fragment", quote(r.text, m.start(), m.end(), 20),
                                    russian, said("dice_notation_defined" if defined else "dice_notation",
                                                  variant=r.variant, text=m.group(), russian=russian)))
    return out


#: dice in the English notation, a run of them one finding: "d6", "1d6, 2d6, 3d6" (three hand lists)
DICE = re.compile(r"(?<![\w.])\d*d\d+(?:,\s?\d*d\d+)*(?![\w])")


#: a label in a Latin letter inside Russian text: "B: Атака" (a capital letter alone before a colon and a
#: Russian word), "Часть A" (after the word a part is numbered with)
LATIN_LABEL = re.compile(r"(?<![A-Za-z0-9.])([A-H])(?=\s?:\s?[А-ЯЁа-яё])|(?<=[Чч]асть\s)([A-H])(?![A-Za-z0-9])")
#: the Cyrillic letters Russian labels its parts with, in order (А, Б, В, …)
CYRILLIC_LABELS = "АБВГДЕЖЗ"


#: a name in Spanish (or another Romance language), not English: a letter with an accent English does not
#: write, or an article between two capitalised words ("República de las Bananas", "Casa del Pueblo")
ROMANCE_NAME = re.compile(r"[áéíóúñãõç]|\b[A-Z]\w+ (?:de|del|de la|de las|de los|la|las|los|el|y) [A-Z]")


def _names_a_thing(english: str) -> bool:
    """English that reads as a term's name: at most three words, or every word capitalised."""
    words = english.split()
    return len(words) <= 3 or all(w[:1].isupper() or w.lower() in ("of", "the", "a", "an", "and", "or") for w in words)


#: an abbreviation in capitals kept in Latin letters, then a colon or a dash: "HRAO: ", "VP - "
ABBREVIATION_BEFORE = re.compile(r"\b([A-Z]{2,6})\s?[:—–-]\s?$")


def _expands_abbreviation(text: str, m) -> str:
    """"HRAO: Highest Ranking Available Officer (1.09.11) - сенатор…": the abbreviation (in capitals,
    then a colon or dash) whose expansion the English words right after it are, their initials
    spelling it; "" otherwise."""
    abbreviation = ABBREVIATION_BEFORE.search(text[max(0, m.start() - 12):m.start()])
    initials = "".join(w[0] for w in m.group().split() if w[0].isupper())
    if abbreviation and initials == abbreviation.group(1) and len(m.group().split()) == len(initials):
        return abbreviation.group(1)
    return ""


def terms_left_in_english(english_left: list[list], terms: pd.DataFrame, finders: dict) -> list[list]:
    """A term of the glossary left in English in a translation ("другую Position", "помещаются
    Rioters"), where the glossary has a Russian target for it: the ``untranslated_fragment`` finding of
    the English names the target (one finding of the place; reviewers read a second one, an inconsistent
    term on the same words, as the same finding twice).  A Russian-only text's term named in English
    where the text glosses its Russian name, and a name the term is only part of, are ``inconsistent_term``
    findings of their own.  Not a gloss in parentheses beside a rendering ("(Vote Tally)"), nor a note's
    or a reviewer's words."""
    from .discover import key_of
    targets = {}
    for t in terms[(terms.source_lang == "en") & (terms.preferred_target != "")
                   & terms.status.isin(["consistent", "proposed", "inconsistent", "decided"])].itertuples():
        targets[(t.corpus, key_of(t.source_term))] = t
    glossed = {(t.corpus, t.preferred_target.lower()): t for t in terms[(terms.source_lang == "ru")
               & (terms.basis == said("gloss")) & (terms.preferred_target != "")].itertuples()}
    out = []
    for f in english_left:
        named = re.match(r"English left in the Russian \(text\): '(.+)'$", f[7])
        t = glossed.get((f[0], named.group(1).lower())) if named else None
        if t is not None and str(f[1]) not in t.locations.split():      # not the gloss itself
            # "шага Provincial spoils": a Russian-only text's step named in English where the text glosses
            # its Russian name ("Разграбление провинций (Provincial Spoils)")
            glossed_here = re.search(re.escape(named.group(1).lower()) + r"\s?\(\s?" + re.escape(t.source_term[:5].lower()),
                                     f[5].lower())
            # "шага Provincial spoils (разграбление провинций)": the Russian is there, after the English
            out.append(f[:4] + ["inconsistent_term", f[5], t.source_term,
                                said("term_named_in_english_glossed" if glossed_here else "term_named_in_english",
                                     english=named.group(1), term=t.source_term, locations=t.locations)])
    for f in english_left:
        left = re.match(r"English left in the Russian \((translation|paragraph)\): '(.+)'$", f[7])
        finder = finders.get(f[0])
        if not left or finder is None:
            continue
        for key, surface, _, _ in finder.find(left.group(2)):
            t = targets.get((f[0], key))
            if t is None:
                continue
            if _rendered_before(f[5], left.group(2), t.preferred_target):
                # "в отличие от денег, opposed to the money deposited": the English clause the Russian
                # before it already renders, left in; delete it (the untranslated_fragment finding says so)
                f[7] = said("english_duplicated", variant=left.group(1), text=left.group(2))
                continue
            rest = [w for w in re.findall(r"[A-Za-z]+", left.group(2).replace(surface, " "))
                    if w.lower() not in ("the", "a", "an", "of")]
            if rest and all(w[0].isupper() for w in left.group(2).split()):
                # "No Assassination": a marker's name the term is only part of, left in English whole; the
                # term's target alone fixes nothing: the whole name wants a Russian rendering
                out.append(f[:4] + ["inconsistent_term", f[5], "",
                                    said("name_left_in_english", name=left.group(2), term=t.source_term,
                                         target=t.preferred_target)])
                continue
            if any(w[0].islower() for w in rest):
                # "force the Budget at gunpoint", "forced Budget": a phrase left in English, to translate
                # whole (the untranslated_fragment finding); its one term replaced alone reads as nonsense
                # ("из-за forced бюджет")
                continue
            # "другую Position": the English left is the finding, and it names the term's target; a second
            # finding of the same words at the same place (an inconsistent term) would say it twice
            decided = "decided" if t.status == "decided" else "preferred"
            if not f[6]:                               # the first term of the English left names its target
                f[6] = t.preferred_target
                f[7] = said(f"english_left_term_{decided}", variant=left.group(1), text=left.group(2),
                            term=t.source_term, target=t.preferred_target)
    return out


def _rendered_before(evidence: str, english: str, target: str) -> bool:
    """Is ``english`` a clause of three words or more (not a name left: "Firing Squad") whose term's
    Russian target stands in the few words just before it ("в отличие от денег, opposed to the money
    deposited")?"""
    at = evidence.find(english)
    if at < 0 or len(english.split()) < 3:
        return False
    before = {_lemma(w) for w in re.findall(r"[А-Яа-яЁё]+", evidence[:at])[-4:]}
    wanted = [_lemma(w) for w in re.findall(r"[А-Яа-яЁё]+", target)]
    return bool(wanted) and all(w in before for w in wanted)


def _questions(text: str) -> list[tuple[int, int]]:
    """Where a translator's question stands in a text: from its word ("ВОПРОС", "не понял") to the
    question mark closing it."""
    spans = []
    for m in QUESTION_WORDS.finditer(text):
        end = text.find("?", m.end())
        if 0 <= end - m.end() <= 170:
            spans.append((m.start(), end + 1))
    return spans


def translator_questions(segments: pd.DataFrame) -> list[list]:
    out = []
    for r in segments[segments.lang == "ru"].itertuples():
        seen = set()
        for m in PAREN.finditer(r.text):
            inner = m.group(1)
            if "?" in inner or QUESTION_WORDS.search(inner):
                seen.add(m.start())
                offered = _offered(inner, r.text[:m.start()])
                if offered:
                    out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 10), "",
                                        said("alternatives_in_query", words=" / ".join(offered))))
                    continue
                out.append(_finding(r, m.start(), "translator_question", quote(r.text, m.start(), m.end(), 10), "",
                                    said("open_question", variant=r.variant, question=inner.strip())))
        for m in QUESTION_WORDS.finditer(r.text):
            if any(s <= m.start() <= s + 170 for s in seen):
                continue
            if r.variant == "text":
                continue                     # a Russian-only text's own prose
            out.append(_finding(r, m.start(), "translator_question", quote(r.text, m.start(), m.end()), "",
                                said("translator_note", variant=r.variant, words=m.group())))
            seen.add(m.start())
    return out


OFFERED = re.compile(r"(?i)^\s*(?:что лучше|может)?\s*[-–:]?\s*([А-Яа-яЁё ,-]+?)\s*\?\s*$")


def _offered(inner: str, before: str) -> list[str]:
    """The renderings a translator's query in parentheses offers: "(что лучше- деньги, чеки, купюры?)",
    or one Russian word asked about right after the English word it renders ("Position(должность?)");
    none for a question in words ("(я так понял ...?)", "изменений(чаво?)")."""
    m = OFFERED.match(inner)
    if not m:
        return []
    items = [i.strip(" -") for i in m.group(1).split(",") if i.strip(" -")]
    if not items or any(len(i.split()) > 3 for i in items):
        return []
    if len(items) == 1 and not (re.search(r"[A-Za-z]$", before) and len(items[0].split()) == 1):
        return []
    return items


#: parts of speech alike enough that one in parentheses after the other is an alternative
#: ("«заморожены» (недоступны)": a short participle and a short adjective)
WORD_CLASS = {"NOUN": "noun", "ADJF": "adjective", "PRTF": "adjective", "ADJS": "predicate", "PRTS": "predicate",
              "INFN": "infinitive", "VERB": "verb"}
HAN_GLOSS = re.compile(r"(?<=[\u4e00-\u9fff])[(（]([\u4e00-\u9fff]{2,6})[)）]")
#: the part-of-speech flags (jieba's) of a Chinese parenthesis that says something rather than names it:
#: verbs, adverbs, prepositions, conjunctions, pronouns
SAYING = ("v", "d", "p", "c", "r")


def alternatives(segments: pd.DataFrame, zh_corpora=(), pairs: pd.DataFrame | None = None, lexicon=None,
                 terms: pd.DataFrame | None = None) -> list[list]:
    """Two renderings left side by side, in any corpus: after a backslash, or a word followed by
    another of its kind in parentheses ("чеков(счетов)", "броску (броскам)", "遮蔽區(道路)", "передавать
    (обменивать, продавать)") or by its name in the other language ("Подсчет голосов (Vote Tally)",
    "外援(Foreign Aid)", "Ben(Петя)"); after a slash in a translation (in a text written in Russian a
    slash is the author's "or"); and a translator's placeholder still to be filled ("****картинки").
    In a translation, a parenthesis that renders one of its English unit's (``pairs``: "(повстанцы или
    лоялисты)" for "(the Rebels or the Loyalists)", "(символ палатки)" for "(Tent icon)") is the
    source's content, no alternative (source_parentheses); a plural in parentheses after its singular
    where the English writes "pawn(s)" is the English's "(s)" copied, said as that.  Around a backslash
    or a slash the side the translators' decisions (``terms``' decided targets) or else the glossary's
    preferred targets name is suggested, nothing where neither settles it (chosen_side)."""
    out, conventions = [], defaultdict(list)
    rendered = source_parentheses(segments, pairs, lexicon)
    from .terms import chinese_pos
    for r in segments[segments.corpus.isin(list(zh_corpora))].itertuples():
        if r.variant == "text":
            out += _slashes_for_or(r)
        for m in HAN_GLOSS.finditer(r.text):
            starts, ends, at = {}, {}, 0      # the line's own words (segmented once, cached)
            for word, _, flag in chinese_pos(r.text):
                starts[at], ends[at + len(word)] = flag, flag
                at += len(word)
            before, inside = ends.get(m.start(), ""), starts.get(m.start() + 1, "")
            flags = [flag for at, flag in starts.items() if m.start() < at < m.end() - 1]
            last = ends.get(m.end() - 1, "")
            if not (before.startswith("n") and inside[:1] in ("n", "x") and last[:1] in ("n", "x")) \
                    or any(flag.startswith(SAYING) for flag in flags) or inside == last == "x":
                continue                     # "(除總統)", "(必須攻擊成功)": an explanation, not a second name;
                                             # "承諾區(卡牌大小區塊)": the area named again by what it is
            out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 8), "",
                                said("alternative_in_parentheses", words=m.group(1))))
    ru = segments[(segments.lang == "ru") & (segments.variant.isin(["translation", "paragraph", "inline", "note", "text"])
                                              | segments.variant.str.startswith("reviewer"))]
    glossed = segments[(segments.lang == "ru") & segments.variant.isin(["translation", "paragraph", "text"])
                       | segments.corpus.isin(list(zh_corpora))]
    glosses: dict[str, list] = defaultdict(list)
    for r in glossed.itertuples():
        paired = [p.span() for p in GLOSSED_PAIR.finditer(r.text)]      # reported as two renderings below
        for m in list(ENGLISH_GLOSS.finditer(r.text)) + list(NAME_GLOSSED.finditer(r.text)):
            if not any(a <= m.start() < b for a, b in paired):
                glosses[r.corpus].append((r, m))
        for m in PLACEHOLDER.finditer(r.text):
            label = LABEL_LINE.match(r.text, m.start())
            if label and r.text[label.end():].strip():
                # "********подписи к картинке" on a line of its own before the captions: the translator's
                # label for the lines after it, no gap to fill (a precision reader: delete the marker)
                out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                    said("marker_label_left", words=label.group().strip())))
                continue
            out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                said("placeholder_left", words=m.group())))
    for corpus, found in glosses.items():
        for r, m in found:
            # "Подсчет голосов (Vote Tally)", "外援(Foreign Aid)", "Ben(Петя)": a name and its other
            # language's name side by side: the pair belongs in the glossary, and whether the text glosses
            # its names (the Rome rules do it on purpose, for an English board) is the team's decision
            name = _last_chinese_word(r.text, m.end(1)) if r.corpus in zh_corpora else _glossed_name(r.text, m)
            out.append(_finding(r, m.end(1) - len(name), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                said("name_glossed", words=name, gloss=m.group(2), n=len(found))))
    targets = chosen_targets(terms)
    known = term_lemmas(terms)
    english_slash = {(p.corpus, p.tgt_location, p.cell) for p in (pairs.itertuples() if pairs is not None else ())
                     if EN_SLASH.search(str(p.src))}
    written = {corpus: "\n".join(here.text) for corpus, here in ru.groupby("corpus")}   # the whole text, each corpus
    for r in ru.itertuples():
        covered = -1
        for m in BACKSLASH.finditer(r.text):
            if m.start() >= covered:                 # not a later separator of a chain found already
                covered = _alternative_finding(out, r, m.start(), "\\", targets.get(r.corpus), written.get(r.corpus, ""))
        covered = -1
        slashed = r.variant == "text" or (r.corpus, r.location, r.cell) in english_slash
        if r.variant != "text" and slashed:
            # "выборов/голосования" for "election/vote": the English's own "or" written as a slash, no
            # choice left open; Russian running text spells it out, as a text written in Russian does
            out += _slashes_for_or(r)
        for m in SLASH.finditer(r.text if not slashed else ""):
            # a slash in a text written in Russian is its author's "or" ("обменивать/дарить/продавать свои
            # ресурсы/недвижимость"), a choice the rules leave to the player, not a translator's left open;
            # nor is one that renders its English unit's own ("election/vote": "выборов/голосования")
            if m.start() >= covered:
                covered = _alternative_finding(out, r, m.start(), "/", targets.get(r.corpus), written.get(r.corpus, ""))
        if r.variant == "text":
            out += _slashes_for_or(r)
        if r.variant in ("translation", "paragraph", "text"):
            out += _spaced_slashes(r, [s.span() for s in SUGGESTION.finditer(r.text)])
        if r.variant in ("inline", "note"):
            continue
        for m in GLOSSED_PAIR.finditer(r.text):
            if _alike(m.group(1), m.group(2)):
                # "Присоединившийся, примкнувший (aligned)": two renderings of the one English word glossed
                out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 15),
                                    m.group(1), said("alternatives_side_by_side", words=f"{m.group(1)}, {m.group(2)}",
                                                     english=m.group(3))))
        suggested = [s.span() for s in SUGGESTION.finditer(r.text)]
        for m in PAREN.finditer(r.text):
            inner = m.group(1).strip()
            words = inner.split()
            if any(a <= m.start() < b for a, b in suggested):
                continue                     # inside a reviewer's list of rewordings: that suggestion's finding
            if words and all(any("Anum" in a.tag for a in analyses(w.lower().strip(","))[:1]) for w in words):
                continue                     # "следующий (первый) сектор": an ordinal numbering the item, no alternative
            source = rendered.get((r.corpus, r.location, r.cell, m.start()))
            if source == "rendered":
                continue                     # "(повстанцы или лоялисты)" for "(the Rebels or the Loyalists)"
            if source == "plural":
                before = re.findall(r"[А-Яа-яЁё]+", r.text[:m.start()])[-1]
                out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                    said("plural_in_parentheses", words=f"{before} ({inner})")))
                continue
            if isinstance(source, tuple):
                # "участок (клетка)" for "a tile or space": the English's "or" made a parenthesis, no choice
                before = re.findall(r"[А-Яа-яЁё]+", r.text[:m.start()])[-1]
                out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                    said("or_in_parentheses", words=f"{before} ({inner})", english=source[1],
                                         first=before, second=inner)))
                continue
            previous = re.findall(r"[А-Яа-яЁё]+", r.text[:m.start()])[-1:]
            if previous and _one_or_many(previous[0], inner):
                # "кубик (кубики)", "броску (броскам)": one or more, the noun with its plural beside it;
                # after "любой"/"каждый" the singular already says "one or more": the parenthesis goes
                covering = _covering_quantifier(r.text[:m.start()], previous[0])
                message = (said("one_or_many_covered", words=f"{previous[0]} ({inner})", quantifier=covering,
                                kept=f"{covering} {previous[0]}") if covering
                           else said("one_or_many", words=f"{previous[0]} ({inner})"))
                out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                    message))
                continue
            if GUESS.fullmatch(m.group()):
                continue                     # "(речь про бюджет, видимо)": a guess, translator_remarks.py's
            if r.variant == "text" and _another_thing(inner, written.get(r.corpus, "")):
                continue                     # "нету ресурсов (или «Голоса»)": the rules' other thing, content
            if re.match(r"или\s", inner) and words[1] not in ("даже", "же", "просто", "не") and (
                    len(words) <= 3 or re.fullmatch(r"или\s+«[^«»]+»", inner)):
                # "восемь чеков(или денег)", "«Выступление на ТВ» (или «Выступление на канале UNN»)": another
                # name; not an "(or even none at all)" the source has too
                out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                    said("alternative_rendering", words=inner)))
                continue
            named = OR_NAME_EXPLAINED.match(inner)
            if named and r.variant != "text" and words[1] not in ("даже", "же", "просто", "не"):
                # "силовых центров (или ключевых точек, это президентский дворец, …)": another name, then the
                # translator's explanation of it; the name is the alternative (the explanation, where it
                # speaks of the translation, is translator_remarks.py's)
                out.append(_finding(r, m.start(), "alternatives_marked",
                                    quote(r.text, m.start(), m.start() + 1 + len(named.group(1)), 20), "",
                                    said("alternative_rendering", words=named.group(1))))
                continue
            if _listed_alternatives(r.text[:m.start()], inner):
                # "центров власти (ключевых центров, силовых центров, ключевых точек)": other names, listed
                out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                    said("alternative_rendering", words=inner)))
                continue
            if _gloss(r.text[:m.start()], inner, r.variant == "text", known.get(r.corpus, set())):
                continue                     # "назвали (угадали)", "игроки (слушатели)": the author says what is meant
            if ("?" in inner or re.search(r"\d|\bсм\.|\bстр\b|\bстраниц", inner) or not re.fullmatch(r"[А-Яа-яЁё ,-]+", inner)
                    or len(words) > 5 or re.search(r"\sи\s", f" {inner} ")
                    or any(parse_ru(w.lower())[1] in ("VERB", "PRTS") for w in words[1:])
                    or inner[:1].isupper() and not re.search(r"[А-ЯЁ]\w*\s*$", r.text[:m.start()])):
                continue                     # "(Рима и военного)": an explanation, not another word
            english = LATIN_BEFORE.search(r.text[:m.start()])
            if english:
                # "шага Provincial spoils (разграбление провинций)": the English name, then its Russian
                out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                    said("english_then_russian", english=english.group(1), words=inner)))
                continue
            before = re.findall(r"[А-Яа-яЁё]+", r.text[:m.start()])[-1:] or [""]
            kind = WORD_CLASS.get(parse_ru(before[0].lower())[1]) if before[0] else None
            if r.variant == "text" and before[0] and _adjectives_between(before[0], words, r.text[m.end():]):
                # "Центральный (малый, внутренний) круг": the author's descriptive second name for a thing
                # of the board, no translator's choice left open; one name is enough
                out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                    said("descriptive_second_name", words=f"{before[0]} ({inner})")))
                continue
            if kind and (WORD_CLASS.get(parse_ru(words[0].lower())[1]) == kind or _same_noun_case(before[0], words)
                         or r.variant != "text" and _noun_phrase_in_case(before[0], words, _head_of_genitive(
                             r.text[:m.start()])) or _adjectives_between(
                    before[0], words, r.text[m.end():]) or _other_verbs(before[0], words)):
                out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 20), "",
                                    said("alternative_rendering", words=inner)))
                if r.variant == "text":
                    conventions[(r.corpus, _lemma(before[0]), _lemma(words[0])[:4])].append((out[-1], before[0], inner))
    return repeated_glosses(out, conventions)


#: a parenthesis opening with "или", a name of one to three words and a comma, then more: "(или ключевых
#: точек, это президентский дворец, …)"
OR_NAME_EXPLAINED = re.compile(r"(или(?:\s+[А-Яа-яЁё-]+){1,3}),\s*\S")
#: English words just before a parenthesis: "Provincial spoils (разграбление провинций)"
LATIN_BEFORE = re.compile(r"([A-Za-z][A-Za-z' -]*[A-Za-z])\s*$")


#: words joined by slashes in running text: "продать/обменять", "обменивать/дарить/продавать", "幫忙防禦/未參與攻擊"
SLASH_CHAIN = re.compile(r"(?<![\w/])(?:[А-Яа-яЁё]{3,}|[\u4e00-\u9fff]{2,})(?:/(?:[А-Яа-яЁё]{3,}|[\u4e00-\u9fff]{2,}))+(?![\w/])")


def _slashes_for_or(r) -> list[list]:
    """A slash standing for "or" between words of a text written in Russian or Chinese ("может
    продать/обменять", "обменивать/дарить/продавать свои ресурсы/недвижимость/карточки «Случай»",
    "所有幫忙防禦/未參與攻擊的玩家"): no translator's choice left open, the author's "or" written as a
    slash, which running text spells out ("продать или обменять", "обменивать, дарить или продавать",
    幫忙防禦或未參與攻擊).  A heading's slash ("1.06.12 Рыцари/концессии:", a numbered heading before its
    colon) joins the things the section covers, each of them: spelt out with "и" ("Рыцари и
    концессии", as three hand lists wrote it).  Not a line's label at its start ("Убийство/устранение
    президента", the translator's alternatives)."""
    out = []
    for m in SLASH_CHAIN.finditer(r.text):
        if not r.text[:m.start()].strip():
            continue                                  # a line's label: the translator's alternatives
        *first, last = m.group().split("/")
        chinese = last[0] >= "\u4e00"
        if re.match(r"\s*:", r.text[m.end():]):
            if chinese or not NUMBERED_HEADING.search(r.text[:m.start()]):
                continue                              # a label before a colon, not a section's heading
            joined = f"{', '.join(first)} и {last}"
            out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 15), joined,
                                said("slash_in_heading", words=m.group(), joined=joined)))
            continue
        joined = f"{'、'.join(first)}或{last}" if chinese else f"{', '.join(first)} или {last}"
        out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 15), joined,
                            said("slash_for_or", words=m.group(), joined=joined)))
    return out


#: a section's number opening the line before a heading: "1.06.12 "
NUMBERED_HEADING = re.compile(r"^\s*\d+(?:\.\d+)+\.?\s+$")


#: words joined by slashes with a space either side: "укрытия / крыши / частокола", "выборах / голосовать"
SPACED_SLASH_CHAIN = re.compile(r"(?<![\w/])[А-Яа-яЁё]{3,}(?: / [А-Яа-яЁё]{3,})+(?![\w/])")


def _spaced_slashes(r, quoted: list[tuple[int, int]]) -> list[list]:
    """Words joined by spaced slashes in running text ("стоимость укрытия / крыши / частокола или
    оружия" for "the Shelter, Roof, Palisade or Weapons", "участвовать в выборах / голосовать или
    контроллировать" for "elections/votes"): a list written with slashes, its "or" spelt out; where the
    list goes on after it with "или" or "и", the slashes are commas ("укрытия, крыши, частокола или
    оружия").  Not inside a reviewer's quotation of the text ("в тексте: «…»": that suggestion's)."""
    out = []
    for m in SPACED_SLASH_CHAIN.finditer(r.text):
        if any(a <= m.start() < b for a, b in quoted):
            continue
        parts = m.group().split(" / ")
        goes_on = re.match(r"\s+(?:или|и)\s", r.text[m.end():])
        joined = ", ".join(parts) if goes_on else f"{', '.join(parts[:-1])} или {parts[-1]}"
        out.append(_finding(r, m.start(), "alternatives_marked", quote(r.text, m.start(), m.end(), 15), joined,
                            said("slash_for_or", words=m.group(), joined=joined)))
    return out


def _another_thing(inner: str, text: str, uses: int = 3) -> bool:
    """"(или «Голоса»)" in a text written in Russian: "or" before a name in guillemets the text writes
    in more than three places of its own (in any case: «Голоса», «Голосов») is another of the game's
    things the rule names, not a second name for the one before it."""
    name = re.fullmatch(r"или\s+«([А-Яа-яЁё -]+)»", inner)
    if not name:
        return False
    stem = name.group(1)[:max(4, len(name.group(1)) - 2)]
    return len(re.findall("«" + re.escape(stem), text)) > uses


#: an English word with its plural ending in parentheses: "pawn(s)", "box(es)"
EN_PLURAL_MARK = re.compile(r"[A-Za-z]\((?:s|es)\)")
#: the English words "(or not)", "(or 2 furs)" open with and the Russian "(или избежать его)" renders
OR_WORDS = {"or": "или"}
#: how sure a word translation must be for a parenthesis's word to count as rendering an English one
PAREN_MATCH = 0.5


def source_parentheses(segments: pd.DataFrame, pairs: pd.DataFrame | None, lexicon=None) -> dict:
    """The parentheses of the translations that render their English unit's: (corpus, location, cell,
    where the parenthesis opens) -> "rendered" where the parenthesis's words translate the words of
    one of the English unit's parentheses ("(повстанцы или лоялисты)" / "(the Rebels or the
    Loyalists)", "(символ палатки)" / "(Tent icon)"; both opening with "or" / "или": "(или избежать
    его)" / "(or not)"), each English parenthesis given to the one Russian parenthesis its words
    render best (in "«Если у вас есть карта влияния XY»" and "(карту)", "card" is the first's);
    "plural" where one word in parentheses is the plural of the word before it and the English unit
    writes a plural mark ("фишку (фишки)" / "pawn(s)").  A parenthesis whose words the English
    parentheses do not render ("участке (клетке)" beside "(regardless of the type)") is not here."""
    if pairs is None or not len(pairs):
        return {}
    from .discover import WORD
    from .learn import en_word, ru_positions
    from .matching import Lexicon
    lexicon = lexicon if lexicon is not None else Lexicon({})
    english = defaultdict(list)
    for p in pairs.itertuples():
        english[(p.corpus, p.tgt_location, p.cell)].append(p.src)
    out = {}
    translated = segments[(segments.lang == "ru") & ~segments.variant.isin(["text"])]
    for r in translated.itertuples():
        sources = english.get((r.corpus, r.location, r.cell))
        if not sources or "(" not in r.text:
            continue
        en_parens = [m.group(1) for src in sources for m in PAREN.finditer(src) if not EN_PLURAL_MARK.match(src, m.start() - 1)]
        plural_mark = any(EN_PLURAL_MARK.search(src) for src in sources)
        scores = []
        for m in PAREN.finditer(r.text):
            inner = m.group(1).strip()
            if plural_mark and re.fullmatch(r"[А-Яа-яЁё]+", inner):
                before = re.findall(r"[А-Яа-яЁё]+", r.text[:m.start()])[-1:]
                if before and _plural_of(inner, before[0]):
                    out[(r.corpus, r.location, r.cell, m.start())] = "plural"
                    continue
            if re.fullmatch(r"[А-Яа-яЁё]+", inner):
                before = re.findall(r"[А-Яа-яЁё]+", r.text[:m.start()])[-1:]
                said_or = before and _or_rendered(before[0], inner, sources, lexicon)
                if said_or:
                    out[(r.corpus, r.location, r.cell, m.start())] = ("or", said_or)
                    continue
            lemmas = list(ru_positions(inner))
            opens_with_or = inner.lower().startswith("или ")
            for k, en in enumerate(en_parens):
                en_words = {en_word(w) for w in WORD.findall(en)}
                hits = sum(any(lexicon.match(e, lemma) >= PAREN_MATCH for e in en_words) for lemma in lemmas)
                or_both = opens_with_or and en.lower().startswith("or ")
                if or_both or hits and hits * 2 >= len(lemmas):
                    scores.append((hits + or_both, m.start(), k))
        taken_ru, taken_en = set(), set()
        for _, at, k in sorted(scores, key=lambda x: (-x[0], x[1], x[2])):
            if at not in taken_ru and k not in taken_en:
                taken_ru.add(at)
                taken_en.add(k)
                out[(r.corpus, r.location, r.cell, at)] = "rendered"
    return out


#: two English words joined by "or" or by a slash that says it ("a tile or space", "tile/space")
EN_OR = re.compile(r"\b([A-Za-z]+)(?: or |/)([A-Za-z]+)\b")


def _or_rendered(before: str, inner: str, sources: list[str], lexicon) -> str:
    """"участок (клетка)" where the English unit says "a tile or space": the word before renders the
    word before "or" and the one in parentheses the word after it (or one of them does and the other
    is a noun in its case and its English a word the lexicon knows: not "Assassin or sent") -> the English words ("tile or space"); "" where no "or" of the English is
    rendered so."""
    from .learn import en_word
    a, b = _lemma(before), _lemma(inner)
    for src in sources:
        for m in EN_OR.finditer(src):
            x, y = en_word(m.group(1)), en_word(m.group(2))
            one, other = lexicon.match(x, a) >= PAREN_MATCH, lexicon.match(y, b) >= PAREN_MATCH
            known = (y if one else x) in lexicon.seed or (y if one else x) in lexicon.learned
            if one and other or (one or other) and known and _same_noun_case(before, [inner]):
                return m.group()      # one word known rendered, the other a noun in its case beside it
    return ""


def _one_or_many(before: str, inner: str) -> bool:
    """"кубик (кубики)", "броску (броскам)": one noun in parentheses, the word before's lemma in the
    other number (its case may follow the plural's, "броску (броскам)"): the one-or-many form ("die
    (dice)"), not two renderings to choose from."""
    if not re.fullmatch(r"[А-Яа-яЁё]+", inner):
        return False
    a, b = analyses(inner.lower())[0], analyses(before.lower())[0]
    return a.tag.POS == b.tag.POS == "NOUN" and _lemma(inner) == _lemma(before) and a.tag.number != b.tag.number


#: the words whose singular noun already means "one or more": "любому броску" is any roll, one or several
COVERING = {"любой", "каждый", "всякий"}


def _covering_quantifier(before: str, noun: str) -> str:
    """"любому" in "…любому броску": the word before the noun, where it is a form of any/each
    (COVERING) agreeing with it; "" otherwise."""
    words = re.findall(r"[А-Яа-яЁё]+", before)
    if len(words) < 2 or words[-1] != noun:
        return ""
    word = words[-2]
    cases = {a.tag.case for a in analyses(noun.lower()) if a.tag.POS == "NOUN"}
    agreeing = any(a.normal_form in COVERING and a.tag.case in cases for a in analyses(word.lower()))
    return word if agreeing else ""


#: words that say the parenthesis explains a range rather than names a thing again: "(слово или словосочетание)"
RANGE_WORDS = re.compile(r"\S\s+или\s+\S")


def term_lemmas(terms: pd.DataFrame | None) -> dict:
    """corpus -> the dictionary forms of the words its terms are written with (source terms, targets
    and variants): what the glossary knows as a game's words."""
    if terms is None or not len(terms):
        return {}
    out = defaultdict(set)
    for t in terms.itertuples():
        for text in (getattr(t, "source_term", ""), getattr(t, "preferred_target", ""), getattr(t, "variants", "")):
            out[t.corpus].update(_lemma(w) for w in re.findall(r"[А-Яа-яЁё]{3,}", str(text)))
    return out


def _gloss(before: str, inner: str, original: bool, known: set) -> bool:
    """Is a parenthesis the author's word on what the one before means, not a second rendering?
    Anywhere: the word before said again with what it counts ("карточка (пара карточек)").  In a
    text written in Russian (an author's, no translator's choices): a range explained ("термин (слово
    или словосочетание)", "два любых (одинаковых или разных)"), a name in guillemets explained
    ("«Выборов» (второе место)"), a person named by the role he takes there ("игроки (слушатели)"),
    unless the glossary knows both words as a game's; a finite verb said more exactly ("назвали
    (угадали)", "строит (покупает)"); infinitives listed after one ("передавать (обменивать,
    продавать)") stay alternatives: the acts a rule allows must be one."""
    words = re.findall(r"[А-Яа-яЁё]+", inner)
    last = re.findall(r"[А-Яа-яЁё]+", before)[-1:]
    if not words or not last:
        return False
    if original and RANGE_WORDS.search(inner) and not inner.lower().startswith("или"):
        return True
    if original and re.search(r"»\s*$", before) and inner[:1].islower() and len(words) > 1:
        return True
    if len(words) > 1 and _lemma(words[0]) != _lemma(last[0]) and _lemma(last[0]) in {_lemma(w) for w in words[1:]}:
        return True
    if not original or len(words) != 1:
        return False
    a, b = analyses(last[0].lower())[0], analyses(words[0].lower())[0]
    if a.tag.POS == b.tag.POS == "NOUN" and a.tag.animacy == b.tag.animacy == "anim":
        return not {_lemma(last[0]), _lemma(words[0])} <= known
    return a.tag.POS == b.tag.POS == "VERB"


def _plural_of(word: str, before: str) -> bool:
    """"фишки" after "фишку": the same noun, in the plural, after its singular."""
    a, b = analyses(word.lower())[0], analyses(before.lower())[0]
    return a.tag.POS == b.tag.POS == "NOUN" and a.normal_form == b.normal_form and a.tag.number == "plur" != b.tag.number


#: a second name an original Russian text gives in parentheses this many times is its author's convention
CONVENTION = 3


def _lemma(word: str) -> str:
    return parse_ru(word.lower())[0].replace("ё", "е")


def repeated_glosses(out: list[list], conventions: dict) -> list[list]:
    """A text written in Russian that names a thing twice the same way at several places ("клеточку
    (кружочек)" eight times: the board's cells are drawn as circles) does it on purpose: no
    alternative left undecided, one convention.  Each place stays a finding (a reader still meets
    the name doubled), said as what it is, with the places: one name is enough, or the second
    once, where the word first appears."""
    for places in conventions.values():
        if len(places) < CONVENTION:
            continue
        where = ", ".join(dict.fromkeys(str(f[1]) for f, _, _ in places))
        word, gloss = places[0][1], places[0][2]
        for finding, _, _ in places:
            finding[7] = said("gloss_repeated", word=word.lower(), gloss=gloss, n=len(places), places=where)
    return out


#: a Russian or Chinese word followed by one to three English words in parentheses ("Подсчет голосов (Vote
#: Tally)", "外援(Foreign Aid)", "(Debits/Contributions)"); an address ("(ptt.cc)") is none
ENGLISH_GLOSS = re.compile(r"([А-Яа-яЁё]{3,}|[\u4e00-\u9fff]{2,})\s?[(（]([A-Za-z][A-Za-z'-]*(?:[ /][A-Za-z][A-Za-z'-]*){0,2})[)）]")
#: an English name followed by its Russian name in parentheses ("he is assassinating Ben(Петя)")
NAME_GLOSSED = re.compile(r"\b([A-Z][a-z]+)\s?\(([А-ЯЁ][а-яё]+)\)")
#: a Russian name of up to three words opening with a capital, ending where its gloss begins ("Подсчет голосов")
CAPITALISED_NAME = re.compile(r"[А-ЯЁ][а-яё]+(?:\s[а-яё]+){0,2}$")


def _glossed_name(text: str, m: re.Match) -> str:
    """The name an English gloss follows: the capitalised name it closes ("Подсчет голосов (Vote
    Tally)"), else the word before the parenthesis ("неизбежных (Imminent) войн")."""
    whole = CAPITALISED_NAME.search(text[max(0, m.start(1) - 60):m.end(1)])
    return whole.group() if whole and m.group(1)[:1].islower() else m.group(1)


#: a translator's placeholder for something still to insert: a run of asterisks ("****картинки")
PLACEHOLDER = re.compile(r"\*{3,}\s?[А-Яа-яЁё]*")
#: asterisks opening a line of words only, the label of the lines after it ("********подписи к картинке")
LABEL_LINE = re.compile(r"(?<![^\n])\*{3,}\s?[А-Яа-яЁё]+(?: [А-Яа-яЁё]+)*[ \t]*(?=\n)")


#: two Russian words side by side before one English word glossing them: "Присоединившийся, примкнувший (aligned)"
GLOSSED_PAIR = re.compile(r"(?<![А-Яа-яЁё,] )(?<![А-Яа-яЁё,])([А-Яа-яЁё]{3,}), ([А-Яа-яЁё]{3,}) \(([A-Za-z][A-Za-z-]*)\)")


def _alike(a: str, b: str) -> bool:
    """Two words of one class, case, number and (in the singular) gender: readable as each other's
    alternative."""
    x, y = analyses(a.lower())[0].tag, analyses(b.lower())[0].tag
    return (WORD_CLASS.get(x.POS) is not None and WORD_CLASS.get(x.POS) == WORD_CLASS.get(y.POS)
            and x.case == y.case and x.number == y.number and (x.number == "plur" or x.gender == y.gender))


def _nouns(word: str) -> set:
    """The cases a word reads in as a noun (any of its readings)."""
    return {a.tag.case for a in analyses(word.lower()) if a.tag.POS == "NOUN"}


def _same_noun_case(before: str, inner: list[str]) -> bool:
    """"чеков(счетов)": one noun in parentheses right after another read as a noun in the same case
    (pymorphy's first reading of "чеков" is a short adjective)."""
    return len(inner) == 1 and parse_ru(inner[0].lower())[1] == "NOUN" and bool(
        _nouns(before) & {analyses(inner[0].lower())[0].tag.case})


def _noun_phrase_in_case(before: str, inner: list[str], head: str = "") -> bool:
    """"деньги (иностранная помощь)": a noun with its adjectives in parentheses right after a noun, read in
    the same case: the thing named a second way (in a translation; a Russian author's explanation in
    parentheses is the author's, _gloss).  ``head``: the noun whose genitive ``before`` is ("стражу Дворца
    (дворцовую гвардию)": the guard named a second way, in the head's case)."""
    if not 2 <= len(inner) <= 3 or parse_ru(inner[-1].lower())[1] != "NOUN":
        return False
    if any(parse_ru(w.lower())[1] not in ("ADJF", "PRTF") or "Anum" in analyses(w.lower())[0].tag for w in inner[:-1]):
        return False                 # "(один раз)": a count, no name
    cases = {a.tag.case for a in analyses(inner[-1].lower()) if a.tag.POS == "NOUN"}
    return bool((_nouns(before) | (_nouns(head) if head else set())) & cases)


def _head_of_genitive(text: str) -> str:
    """The noun ending ``text`` when its last word is that noun's genitive ("стражу Дворца": стражу), else ""."""
    m = re.search(r"([А-Яа-яЁё]+) ([А-Яа-яЁё]+)\s*$", text)
    if not m or "gent" not in _nouns(m.group(2)) or parse_ru(m.group(1).lower())[1] != "NOUN":
        return ""
    return m.group(1)


def _listed_alternatives(before: str, inner: str) -> bool:
    """Two or more names listed in parentheses after a noun, each of one to three words ending in a noun
    in that noun's case, one of them ending in a noun of the name before ("центров власти (ключевых
    центров, силовых центров, ключевых точек)")."""
    items = [i.split() for i in inner.split(",")]
    last = re.findall(r"[А-Яа-яЁё]+", before)[-1:]
    if len(items) < 2 or not last or not re.fullmatch(r"[А-Яа-яЁё ,-]+", inner) or any(not 1 <= len(i) <= 3 for i in items):
        return False
    cases = _nouns(last[0])
    if not {i[-1].lower() for i in items} & {w.lower() for w in re.findall(r"[А-Яа-яЁё]+", before)[-3:]}:
        return False                 # "Операции (выплаты, штрафы, сделки)": examples, not other names
    return bool(cases) and all(cases & _nouns(i[-1]) and parse_ru(i[-1].lower())[1] == "NOUN" for i in items)


def _last_chinese_word(text: str, end: int) -> str:
    """The word of a Chinese line (as segmented) that ends where a gloss opens ("外援" of "內容為外援(Foreign Aid)")."""
    from .terms import chinese_pos
    at = 0
    for word, _, _ in chinese_pos(text):
        at += len(word)
        if at == end:
            return word
    return text[max(0, end - 2):end]


def _other_verbs(before: str, inner: list[str]) -> bool:
    """"передавать (обменивать, продавать)": infinitives listed in parentheses after an infinitive,
    other verbs for the same act."""
    return parse_ru(before.lower())[1] == "INFN" and all(parse_ru(w.strip(",").lower())[1] == "INFN" for w in inner)


RU_WORD = r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*"
#: where a rendering around a backslash or slash ends: a mark, a bullet, a dash between spaces, another separator
SIDE_BOUNDARY = re.compile(r"[\\/.,;:()!?•|\n]|\s[-–—]\s?")


def _agrees(adjective: str, noun: str) -> bool:
    """Can ``adjective`` (a full adjective or participle, not a pronoun's or a number's: "один чек\\купюру"
    keeps its "один" whichever stays) stand with ``noun`` in one case?"""
    cases = {a.tag.case for a in analyses(noun.lower()) if a.tag.POS == "NOUN"}
    return any(a.tag.POS in ("ADJF", "PRTF") and "Apro" not in a.tag and a.tag.case in cases
               for a in analyses(adjective.lower()))


def _head(words: list[str]) -> str:
    """The word a rendering is named by: past a preposition and the adjectives before their noun."""
    rest = [w for w in words if parse_ru(w.lower())[1] != "PREP"]
    for w in rest:
        if parse_ru(w.lower())[1] not in ("ADJF", "PRTF"):
            return w
    return rest[-1] if rest else ""


def _alternative_finding(out: list, r, at: int, sep: str, targets: tuple | None = None, written: str = "") -> int:
    """One finding for the separator at ``at``: both renderings quoted whole and the one the
    translators' decisions, else the glossary's preferred targets, name suggested ("чек\\купюру":
    купюру, bill being decided as купюра); where neither settles it, nothing suggested and the two
    named to decide between; where the two cannot be told apart with certainty, said so and nothing
    suggested.  A chain of separators ("Банковское дело\\ переводы\\ транзакции") is one finding over
    all its renderings, each weighed against the others.  Returns where the finding ends (the
    separators before it are its own).  Where neither settles it, the translation's own usage may
    (settled_by_usage): the side a numbered heading is written with alone elsewhere ("Фаза 7:
    Банковское дело" beside "Этап 7: Банковское дело\\ переводы\\ транзакции"), or the one word of one
    family with a glossary target the same passage writes ("убивать\\устранять" beside "Фазу 6:
    Убийства", Assassination being убийство); the message says which."""
    first, start, end, certain = _alternative_phrases(r.text, r.text.index(sep, at))
    key = "alternative_after_backslash" if sep == "\\" else "alternative_after_slash"
    if not certain:
        out.append(_finding(r, start, "alternatives_marked", quote(r.text, start, end, 15), "",
                            said(key + "_unclear", words=r.text[start:end].strip())))
        return end
    sides = [first, r.text[r.text.index(sep, at) + 1:end].strip()]
    while True:                                  # the next pair goes on from this one's last rendering
        more = re.match(r"\s?" + re.escape(sep) + r"(?=\s?[А-Яа-яЁё«])", r.text[end:])
        if not more:
            break
        then, _, further, sure = _alternative_phrases(r.text, end + more.group().index(sep))
        if not sure or then.strip() != sides[-1]:
            break
        sides.append(r.text[end + more.end():further].strip())
        end = further
    opened = re.search(r"([А-Яа-яЁё]+)\s?\(\s*$", r.text[:start])
    if opened and re.match(r"\s*\)", r.text[end:]) and _same_noun_case(opened.group(1), sides[0].split()):
        # "счетов(купюр\денег)": the pair in parentheses after a noun in its case is a third rendering
        # of it, one set of three: the whole of it quoted, the parenthesis and all
        sides.insert(0, opened.group(1))
        start, end = opened.start(), end + re.match(r"\s*\)", r.text[end:]).end()
    run_on = _name_run_on(r.text, end, sides[-1])
    if run_on:                                   # "Закрыто. Выходной день": one name across its full stop
        sides[-1] += r.text[end:end + run_on]
        end += run_on
    words = r.text[start:end].strip()
    side = chosen_side_of(sides, targets or ((), ()))
    if side and targets and len(targets) > 2:
        side = established(side, targets[2])
    usage = settled_by_usage(sides, r.text, start, end, written, targets)
    if usage and side and usage[0] != side:
        usage = None                             # the glossary's target decides; the text's usage said nothing
    if side and not usage:
        message = said(key, words=words)
    elif usage:
        side, reason, facts = usage
        message = said(reason, words=words, side=side, **facts)
    elif len(sides) == 2:
        message = said(key + "_undecided", words=words, first=sides[0], second=sides[1])
    else:
        message = said("alternatives_chain_undecided", words=words, sides=", ".join(f"«{x}»" for x in sides))
    agreeing = _agreeing_before(r.text, start, sides[0], side) if side else None
    if agreeing:
        # "один чек\\купюру", купюра kept: "один" agrees with the pair's first side; the suggestion is the
        # phrase that agrees with the kept one ("одну купюру"), the word before quoted with the pair
        start, side = agreeing
    out.append(_finding(r, start, "alternatives_marked", quote(r.text, start, end, 15), side, message))
    return end


def _agreeing_before(text: str, start: int, first: str, kept: str) -> tuple[int, str] | None:
    """Where the word right before a pair (a numeral "один" or an adjective) agrees with its first side
    in a gender the kept side has not: (where that word opens, the word made to agree, then the kept
    side), or None."""
    before = re.search(r"([А-Яа-яЁё]+)\s+$", text[:start])
    if not before or len(first.split()) != 1 or len(kept.split()) != 1 or first == kept:
        return None
    b = next((x for x in analyses(kept.lower()) if x.tag.POS == "NOUN"), None)
    a = next((x for x in analyses(first.lower()) if x.tag.POS == "NOUN" and (b is None or x.tag.case == b.tag.case)),
             None)
    if a is None or b is None or a.tag.number != "sing" or b.tag.number != "sing" or a.tag.gender == b.tag.gender:
        return None
    word = next((x for x in analyses(before.group(1).lower()) if x.tag.POS in ("ADJF", "PRTF", "NUMR")
                 and x.tag.gender == a.tag.gender and x.tag.case == a.tag.case), None)
    if word is None:
        return None
    made = word.inflect({b.tag.gender, b.tag.case} | ({b.tag.animacy} if b.tag.case == "accs" and b.tag.animacy
                                                      and b.tag.gender == "masc" else set()))
    return (before.start(1), f"{made.word} {kept}") if made is not None else None


#: a full stop, then a short capitalised fragment up to the capital of the next sentence (or the text's end)
RUN_ON = re.compile(r"\.[ \t]([А-ЯЁ][а-яё]+(?:[ \t][а-яё]+){0,2})(?=[ \t]+[А-ЯЁ][а-яё]|\s*$)")


def _name_run_on(text: str, end: int, side: str) -> int:
    """How far a side after a separator runs on past the full stop at ``end``: "Закрыт на
    выходные\\ Закрыто. Выходной день Если бюджет отклонен…" names one marker, «Закрыто. Выходной
    день», a heading's second rendering in two sentences: a side of one or two capitalised words whose
    full stop is followed by a fragment of up to three words with no verb, then by the next sentence's
    capital.  0 where it does not."""
    m = RUN_ON.match(text, end)
    if not m or not side[:1].isupper() or len(side.split()) > 2:
        return 0
    if any(parse_ru(w.lower())[1] in ("VERB", "INFN", "PRTS", "ADJS", "GRND") for w in m.group(1).split()):
        return 0
    return m.end() - end


def settled_by_usage(sides: list[str], text: str, start: int, end: int, written: str,
                     targets: tuple | None) -> tuple[str, str, dict] | None:
    """(side, message key, facts) where the translation's own usage settles alternatives no decision
    or preferred target does: after a numbered label ("Этап 7: "), the one side the text writes alone
    after that number elsewhere ("Фаза 7: Банковское дело"); else, of one-word sides, the one of one
    family with a glossary target (its stem's first letters shared: убивать ~ убийство) that the same
    passage writes outside the alternatives ("Фазу 6: Убийства").  None otherwise."""
    label = re.search(r"(\d+)\s?:\s*$", text[max(0, start - 12):start])
    if label and written:
        alone = [s for s in sides if re.search(rf"(?<!\d){label.group(1)}\s?:\s*{re.escape(s)}(?!\s?[\\/])",
                                               written, re.IGNORECASE)]
        if len(alone) == 1:
            return alone[0], "alternatives_settled_by_heading", {"named": f"{label.group(1)}: {alone[0]}"}
    if not targets or len(targets) < 3 or not all(re.fullmatch(r"[А-Яа-яЁё]+", s) for s in sides):
        return None
    rest = text[:start] + " " + text[end:]
    seen = {_lemma(w): w for w in re.findall(r"[А-Яа-яЁё]+", rest)}
    kin = []
    for s in sides:
        lemma = _lemma(s)
        found = [(target, seen[t[0]]) for t, target in targets[2].items()
                 if len(t) == 1 and t[0] != lemma and t[0] in seen and _one_family(lemma, t[0])]
        if found:
            kin.append((s, found[0]))
    if len(kin) == 1:
        s, (target, there) = kin[0]
        return s, "alternatives_settled_by_family", {"target": target, "there": there}
    return None


def _one_family(a: str, b: str) -> bool:
    """Two dictionary forms of one word family: "убивать" and "убийство" share "уби", all their stems
    but the last letter or two (the stem: the word less a verb's "-ать"/"-ить"... or a noun's suffix)."""
    shared = len(os.path.commonprefix([a, b]))
    stem = min(len(re.sub(r"(?:[аеиыя]ть|ство|ние|ение|ание|ка|ок|ец)$", "", w)) for w in (a, b))
    return shared >= 3 and shared >= stem - 1


def chosen_targets(terms: pd.DataFrame | None) -> dict:
    """corpus -> (the decided targets' lemmas, the other terms' preferred targets' lemmas), each a
    tuple of words' dictionary forms (hyphenated words whole: "штаб-квартира" is not "штаб")."""
    if terms is None or not len(terms):
        return {}
    out = {}
    for corpus, here in terms.groupby("corpus"):
        decided = here.status.eq("decided") if "status" in here else pd.Series(False, index=here.index)
        out[corpus] = tuple({t for t in (_side_lemmas(str(x)) for x in here.preferred_target[mask]) if t}
                            for mask in (decided, ~decided)) + (
            {_side_lemmas(str(x)): str(x) for x in here.preferred_target if _side_lemmas(str(x))},)
    return out


def established(side: str, surfaces: dict) -> str:
    """The side kept written as the translation writes its term elsewhere: "банковские дела" where
    Banking is "банковское дело" in its other places (a heading's own number), in the case the side's
    words share (its adjective and noun agree in one)."""
    lemmas = _side_lemmas(side)
    target = surfaces.get(lemmas)
    words = re.findall(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*", side)
    if not target or len(words) != len(lemmas) or len(words) < 2 or side.lower() == target.lower():
        return side                   # one word alone may read in either number ("купюры"): kept as written
    shared = set.intersection(*({a.tag.case for a in analyses(w.lower())} for w in words))
    case = next((c for c in ("nomn", "accs", "gent", "datv", "ablt", "loct") if c in shared), None)
    if case is None:
        return side
    out = []
    for w in re.findall(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*", target):
        a = analyses(w.lower())[0]
        b = a.inflect({case}) if a.tag.case and a.tag.case != case else a
        if b is None:
            return side
        out.append(b.word)
    if words[0][0].isupper():
        out[0] = out[0].capitalize()
    return " ".join(out)


def _side_lemmas(text: str) -> tuple:
    return tuple(_lemma(w) for w in re.findall(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*", text) if parse_ru(w.lower())[1] != "PREP")


def chosen_side(first: str, second: str, targets: tuple) -> str:
    """Which of two renderings left around a separator to keep: the one whose words hold a decided
    target the other's do not ("чек\\купюру", bill decided as купюра: "купюру"), else the one holding a
    term's preferred target the other does not; the first where the two are one word in two forms
    ("переворот\\ ПЕРЕВОРОТ"); "" where nothing settles it."""
    return chosen_side_of([first, second], targets)


def chosen_side_of(renderings: list[str], targets: tuple) -> str:
    """:func:`chosen_side` for two renderings or more ("Банковское дело\\ переводы\\ транзакции")."""
    sides = [(text, _side_lemmas(text)) for text in renderings]
    if all(lemmas == sides[0][1] for _, lemmas in sides):
        return sides[0][0]
    for chosen in targets[:2]:
        held = [{t for t in chosen if _holds(lemmas, t)} for _, lemmas in sides]
        holding = [text for (text, _), h in zip(sides, held) if h]
        if len(holding) == 1:
            return holding[0]
        # "Игра в переворот\\ ПЕРЕВОРОТ": the side holding every target the others hold and one more
        # (Coup Game's as well as Coup's) names the whole thing the others name a part of
        widest = [text for (text, _), h in zip(sides, held) if h and all(o < h for o in held if o is not h)]
        if len(widest) == 1:
            return widest[0]
    return ""


def _holds(lemmas: tuple, target: tuple) -> bool:
    return any(lemmas[i:i + len(target)] == target for i in range(len(lemmas) - len(target) + 1))


def _alternative_phrases(text: str, at: int) -> tuple[str, int, int, bool]:
    """The two renderings around the separator at ``at`` (a backslash, or a slash), each as a whole
    phrase, so that keeping either one leaves a sentence: the phrases where the second begins with the
    first's opening word ("колоды иностранной помощи\\колоды помощи другого государства", "Первоначальное
    развертывание\\первоначальная расстановка"); else the word before the separator with the adjectives
    agreeing with it ("Центральный банк\\ЦЕНТРОБАНК", "первоначальной расстановки\\первого развертывания")
    and, after it, a preposition with its noun ("Изгнание\\ в бегах"), a short phrase up to a mark
    ("Переворот\\ игра в переворот(см. ниже)") or the adjectives and their noun; a genitive after
    the second word ("Убийство/устранение президента") belongs to both.  The second ends at a mark, at
    another separator, or at a capital beginning the next sentence ("в бегах Игрок может").
    -> (the first rendering, start, end, certain): not certain where the two renderings are words of
    different classes ("отдыхают\\ выходные": a verb beside a noun, the verb's subject or the noun's
    sentence left out)."""
    left_edge = max(0, at - 60, *(k.end() for k in SIDE_BOUNDARY.finditer(text[:at])))
    before = list(re.finditer(RU_WORD, text[left_edge:at]))
    after_edge = SIDE_BOUNDARY.search(text, at + 1)
    stop = after_edge.start() if after_edge else len(text)
    after = []
    for w in re.finditer(RU_WORD, text[at + 1:stop]):
        if after and w.group()[0].isupper() and not w.group().isupper():
            stop = at + 1 + w.start()        # "в бегах Игрок может ...": a heading run into its text
            break
        after.append(w)
    if not before or not after:
        return "", at, at + 1, False
    words_after = [w.group() for w in after]
    opening = words_after[0].lower()
    same = [w for w in before if parse_ru(w.group().lower())[0] == parse_ru(opening)[0]]
    phrase = before[before.index(same[-1]):] if same else []
    if 2 <= len(phrase) <= 4 and not any(parse_ru(w.group().lower())[1] in ("CONJ", "VERB") for w in phrase):
        # "колоды иностранной помощи\\колоды помощи другого государства": the second begins as the first
        first_words = phrase
        second = after[:len(first_words) + 1]
    else:
        first_words = [before[-1]]
        for w in reversed(before[:-1]):
            if _agrees(w.group(), before[-1].group()):
                first_words.insert(0, w)
            else:
                break
        if parse_ru(opening)[1] == "PREP" and len(before) > len(first_words) and \
                parse_ru(before[-len(first_words) - 1].group().lower())[1] == "PREP":
            first_words.insert(0, before[-len(first_words) - 1])      # "в Изгнание\\в бега"
        if not text[:before[0].start() + left_edge].strip() and len(before) == len(first_words) + 2 and \
                parse_ru(before[0].group().lower())[1] == "NOUN" and parse_ru(before[1].group().lower())[1] == "PREP":
            first_words = before             # "Игра в переворот\\ ПЕРЕВОРОТ": a heading's noun with its complement
        closed = after_edge is not None and stop == after_edge.start()
        if len(after) <= 3 and closed and not any(parse_ru(w.lower())[0] in ("и", "или") for w in words_after):
            second = after                    # "Переворот\\ игра в переворот(см. ниже)"
        else:
            second = [after[0]]
            if parse_ru(opening)[1] == "PREP" and len(after) > 1:
                second = after[:2]
            while parse_ru(second[-1].group().lower())[1] in ("ADJF", "PRTF", "PREP") and len(second) < len(after):
                second = after[:len(second) + 1]   # "первого развертывания", "в бегах"
    start = left_edge + first_words[0].start()
    end = at + 1 + second[-1].end()
    first = text[start:left_edge + first_words[-1].end()]
    classes = {WORD_CLASS.get(parse_ru(_head(ws).lower())[1], "other")
               for ws in ([w.group() for w in first_words], [w.group() for w in second])}
    return first, start, end, len(classes) == 1


def _adjectives_between(before: str, inner: list[str], after: str) -> bool:
    """"Центральный (малый, внутренний) круг": adjectives in parentheses between an adjective and
    its noun, each of them readable as an adjective in the first one's case (a word like "малый"
    reads as a noun first): other adjectives for the same noun."""
    follows = re.match(r"\s*([А-Яа-яЁё]+)", after)
    first = analyses(before.lower())[0]
    if first.tag.POS != "ADJF" or not follows or parse_ru(follows.group(1).lower())[1] != "NOUN":
        return False
    return all(any(a.tag.POS == "ADJF" and a.tag.case == first.tag.case for a in analyses(w.lower().strip(",")))
               for w in inner)


PAGE_REFERENCE = re.compile(r"(?:\bстраница|\bстр\.|\bс\.|\bpage|\bp\.)\s*$", re.IGNORECASE)
PAGE_FOOTER = re.compile(r"\b(?:страница|page) \d+\b", re.IGNORECASE)


def numbers(text: str, lang: str) -> dict[int, int]:
    """Each number of a text (as digits or as a word) -> where it first stands.  Not counted: 1,
    which either language may say with an article or a case alone ("1 Wound for each" / "по ране
    за каждую"), and page numbers ("страница 9", a page's footer left in the text)."""
    found: dict[int, int] = {}
    for m in re.finditer(r"\b\d+\b", text):
        if int(m.group()) == 1 or PAGE_REFERENCE.search(text, max(0, m.start() - 12), m.start()):
            continue
        found.setdefault(int(m.group()), m.start())
    if lang == "en":
        for m in re.finditer(r"[A-Za-z]+", text):
            n = EN_NUMBERS.get(m.group().lower())
            if n is not None:
                found.setdefault(n, m.start())
    else:
        for m in re.finditer(r"[А-Яа-яЁё]+", text):
            n = RU_NUMBERS.get(parse_ru(m.group().lower())[0])
            if n is not None:
                found.setdefault(n, m.start())
    return found


#: a page's header or footer standing alone or closing a line: "страница 8", "(стр. 1 )", "page 11"
FOOTER_LINE = re.compile(r"(?:^|\()\s*(?:страница|стр\.|page|p\.)\s*\d+\s*\)?\s*$", re.IGNORECASE | re.MULTILINE)
#: a web page's navigation link copied with the rules, alone on its line ("• Вернуться к Оглавлению", "Наверх")
NAVIGATION_LINE = re.compile(r"^[\s•*·-]*(?:(?:вернуться|назад|перейти)\s+(?:к|в)\s+(?:оглавлению|содержанию|началу|меню)"
                             r"|наверх|в начало страницы|back to (?:top|contents)|to the top)\s*$",
                             re.IGNORECASE | re.MULTILINE)

#: a forum post's signature copied with the rules (PTT: "※ 發信站: 批踢踢實業坊(ptt.cc)", "◆ From: <address>",
#: "※ 編輯: <user> 來自: ...") and its readers' push comments ("推" / "噓" / "→", then their dates)
FORUM_SIGNATURE = re.compile(r"^\s*(?:※\s*(?:發信站|編輯|文章網址|轉錄者)|◆\s*From)\s*:.*$", re.MULTILINE)
FORUM_PUSH = re.compile(r"^\s*(?:推|噓|→)(?:\s.*)?$", re.MULTILINE)
FORUM_DATE = re.compile(r"^\s*\d\d/\d\d \d\d:\d\d\b.*$", re.MULTILINE)
#: a comment's date, time and floor ("04/01 21:13, 1F"), and the separator "--" opening a signature
FORUM_FLOOR = re.compile(r"^\s*\d\d/\d\d \d\d:\d\d,[ ,]*\d+F\s*$")
SIGNATURE_SEPARATOR = re.compile(r"^\s*--\s*$")
#: the category tag a forum post's title opens with (PTT's boards: "[規則]", "[心得]", "[問題]")
FORUM_TITLE_TAG = re.compile(r"^\s*\[[^\[\]\s\d]{1,4}\]")


def forum_footers(segments: pd.DataFrame) -> list[list]:
    """A forum post's footer left in a text: its signature line and the "--" opening it, each readers'
    push comment (a "推" line followed by its date) after it, and each comment's date-and-floor line
    ("04/01 21:13, 1F"); and, in a text so signed, the board's category tag its first line (the post's
    title) opens with ("[規則]")."""
    out, signed = [], set()
    for r in segments[segments.variant.isin(["text", "paragraph"])].itertuples():
        for m in FORUM_SIGNATURE.finditer(r.text):
            signed.add(r.corpus)
            out.append(_finding(r, m.start(), "page_footer", quote(r.text, m.start(), m.end(), 0), "",
                                said("forum_signature", words=m.group().strip())))
    lines = segments[segments.corpus.isin(signed) & segments.variant.isin(["text", "paragraph"])]
    for corpus, texts in lines.groupby("corpus"):
        rows = list(texts.sort_values("line").itertuples())
        tag = FORUM_TITLE_TAG.match(rows[0].text)
        if tag:                                  # "[規則] Junta! Viva El Presidente!": the post's title, its board's tag
            out.append(_finding(rows[0], tag.start(), "page_footer", tag.group().strip(), "",
                                said("forum_title_tag", words=tag.group().strip())))
        for r, after in zip(rows, rows[1:] + [None]):
            if SIGNATURE_SEPARATOR.match(r.text) and after is not None and FORUM_SIGNATURE.match(after.text):
                out.append(_finding(r, 0, "page_footer", r.text.strip(), "", said("forum_separator", words=r.text.strip())))
            if FORUM_FLOOR.match(r.text):
                out.append(_finding(r, 0, "page_footer", r.text.strip(), "", said("forum_comment_date", words=r.text.strip())))
            push = FORUM_PUSH.match(r.text)
            if push and after is not None and FORUM_DATE.match(after.text):
                out.append(_finding(r, 0, "page_footer", quote(r.text, 0, push.end(), 0), "",
                                    said("forum_comment", words=push.group().strip(), date=after.text.split(",")[0].strip())))
    return out


def page_footers(segments: pd.DataFrame, pairs: pd.DataFrame) -> list[list]:
    """A page's footer or header left in a text: a line that is only "страница 8", a line closed by
    "(стр. 1)", or "страница 9" inside a translation whose source has none."""
    out = []
    for r in segments[segments.variant.isin(["translation", "paragraph", "text", "source"])].itertuples():
        for m in FOOTER_LINE.finditer(r.text):
            out.append(_finding(r, m.start(), "page_footer", quote(r.text, m.start(), m.end(), 30), "",
                                said("page_footer", words=m.group().strip(' ()'))))
        for m in NAVIGATION_LINE.finditer(r.text):
            out.append(_finding(r, m.start(), "page_footer", quote(r.text, m.start(), m.end(), 30), "",
                                said("navigation_link", words=m.group().strip(' •*·-'))))
    for p in pairs[pairs.variant != "inline"].itertuples():
        for m in PAGE_FOOTER.finditer(p.tgt):
            if not PAGE_FOOTER.search(p.src) and not FOOTER_LINE.search(p.tgt[m.start():m.end() + 3]):
                line = int(p.line) + p.tgt[:m.start()].count("\n")
                out.append([p.corpus, int(p.tgt_location), p.cell, line, "page_footer",
                            quote(p.tgt, m.start(), m.end(), 30), "",
                            said("page_footer_inside", words=m.group(), variant=p.variant)])
    return out


def spelling(segments: pd.DataFrame, terms: pd.DataFrame) -> list[list]:
    """Typos of the Russian texts (glossary/spelling.py), the glossary's terms' words allowed, and of
    the English sources (letters swapped, words glued)."""
    from ..russian import morph
    from .spelling import chinese_spaces, english_typos, fitting, typos
    words = {w.lower() for column in ("preferred_target", "variants", "source_term") for text in terms[column]
             for w in RU_WORD.findall(str(text))}
    forms = term_forms(terms)
    found = []
    for r, pos, word, suggestion, why in typos(segments, words) + english_typos(segments) + chinese_spaces(segments):
        if why == said("unknown_word"):
            suggestion = term_form(word, forms) or suggestion     # "фаза перевора": переворота, not перевода
            suggestion = fitting(word, suggestion, morph())        # "первее" is not corrected to "первое"
        found.append(_finding(r, pos, "spelling", quote(r.text, pos, pos + len(word), 20), suggestion,
                              said("spelling_perhaps", word=word, why=why, suggestion=suggestion) if suggestion else
                              said("spelling", word=word, why=why)))
    return found


def term_forms(terms: pd.DataFrame) -> dict[str, set[str]]:
    """Every form of every word of the terms' Russian targets, by its first three letters."""
    out = defaultdict(set)
    for target in set(terms.preferred_target):
        for word in RU_WORD.findall(str(target).lower()):
            if len(word) >= 4:
                for form in analyses(word)[0].lexeme:
                    out[form.word[:3]].add(form.word.replace("ё", "е"))
    return out


def term_form(word: str, forms: dict[str, set[str]], most: int = 2) -> str:
    """The form of a term's word a misspelt word was meant to be: at most ``most`` letters apart, the
    nearest, the one ending as the word does where two are as near ("перевора": переворота, the
    genitive "фаза" wants, not переворот), in the word's capitals; "" when none is that near."""
    low = word.lower()
    near = [(_distance(low, f), f[-1:] != low[-1:], f) for f in forms.get(low[:3], ())]
    near = sorted(n for n in near if n[0] <= most)
    if not near:
        return ""
    best = near[0][2]
    return best.capitalize() if word[:1].isupper() else best


def _distance(a: str, b: str) -> int:
    """Letters to insert, delete or change to make ``a`` into ``b`` (Levenshtein)."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def misspelt_renderings(rows: list[list]) -> list[list]:
    """A term "rendered" by a misspelt word ("фаза перевора") is a typo, reported as such with the
    term's form the sentence wants: no finding of a second rendering of the term."""
    words = defaultdict(set)
    for f in rows:
        if f[4] == "spelling":
            word = re.match(r"'([^']+)'", f[7])
            if word:
                words[(f[0], f[1], f[2], f[3])].add(word.group(1).lower())
    out = []
    for f in rows:
        rendering = re.search(r" rendered '([^']+)' here", f[7]) if f[4] == "inconsistent_term" else None
        if rendering and words.get((f[0], f[1], f[2], f[3])) and \
                set(RU_WORD.findall(rendering.group(1).lower())) & words[(f[0], f[1], f[2], f[3])]:
            continue
        out.append(f)
    return out


#: this many numbers a reviewer's cell adds, none of the source's missing, are a passage the reviewer
#: added (row 4's list of components), not numbers mistyped
ADDED_PASSAGE = 4


def number_mismatches(pairs: pd.DataFrame) -> list[list]:
    out = []
    for p in pairs[pairs.variant != "inline"].itertuples():
        src, tgt = numbers(p.src, "en"), numbers(p.tgt, "ru")
        missing, extra = sorted(set(src) - set(tgt)), sorted(set(tgt) - set(src))
        if not missing and not extra:
            continue
        if not missing and len(extra) >= ADDED_PASSAGE and p.variant != "translation":
            continue                         # a reviewer's passage the source lacks (a list of components)
        what = []
        if missing:
            what.append(said("numbers_missing", numbers=missing, variant=p.variant))
        if extra:
            what.append(said("numbers_extra", numbers=extra, variant=p.variant))
        pos = tgt[extra[0]] if extra else 0
        evidence = quote(p.tgt, pos, pos + len(str(extra[0])), 30) if extra else \
            f"source: {quote(p.src, src[missing[0]], src[missing[0]] + 2, 30)}"
        out.append([p.corpus, int(p.tgt_location), p.cell, int(p.line) + p.tgt[:pos].count("\n"), "number_mismatch",
                    evidence, ", ".join(map(str, missing)),
                    said("numbers_differ_both", what=what[0], why=what[1]) if len(what) == 2 else
                    said("numbers_differ", what=what[0])])
    return out


def reviewer_suggestions(segments: pd.DataFrame, terms: pd.DataFrame | None = None, lexicon=None,
                         open_choices: list[list] = ()) -> list[list]:
    """A reviewer's list of suggestions ("в тексте: «…» / лучше: «…»"), one finding per place it
    applies to; and each phrase a reviewer's cell changes in the translation beside it.  Either is a
    ``reviewer_suggestion`` where the change corrects something, a ``style_proposal`` where it is a
    preference (reviewer_changes.py).  ``open_choices``: the ``alternatives_marked`` findings; a
    reviewer's proposed piece that holds one says so (three precision readers of four: "протолкнуть
    (продавить)" taken as written leaves two verbs)."""
    from .messages import read_back
    from .reviewer_changes import RU_WORDS as WORDS, term_lemmas, why_a_finding
    from .spelling import verdicts
    from .tbx import variants_of
    terms = terms if terms is not None else pd.DataFrame(columns=["corpus", "preferred_target", "variants"])
    out = []
    for corpus, seg in segments.groupby("corpus", sort=False):
        here = terms[terms.corpus == corpus]
        # the glossary's renderings of two words or more, each with its English ("фаза переворота": Coup phase)
        phrases = [(tuple(_lemma(w) for w in re.findall(r"[А-Яа-яЁё]+", str(x.preferred_target))), str(x.preferred_target),
                    str(x.source_term)) for x in here.itertuples()
                   if len(re.findall(r"[А-Яа-яЁё]+", str(x.preferred_target))) >= 2 and getattr(x, "source_term", "")]
        terms_here = term_lemmas(list(here.preferred_target) + [f for v in here.variants for f, _ in variants_of(v)])
        # a unit with English: only the terms its English names ("Игровой процесс состоит из 2 фаз" for "2 parts"
        # puts фаза where the English names no Phase: a rewording, no term rendered otherwise; two precision
        # readers of two called it false)
        by_source = [(str(x.source_term).lower(),
                      term_lemmas([x.preferred_target] + [f for f, _ in variants_of(x.variants)]))
                     for x in here.itertuples() if getattr(x, "source_term", "")]

        def named_in(english_text: str) -> frozenset:
            if not english_text:
                return terms_here
            said_there = english_text.lower()
            return frozenset(t for source, lemmas in by_source if source in said_there for t in lemmas)
        reviewers = seg[seg.variant.str.startswith("reviewer") & (seg.lang == "ru")]
        known = {w: ok for w, (ok, _) in verdicts(sorted({w for t in reviewers.text for w in WORDS.findall(t)}
                                                         | {w for t in seg[seg.variant == "translation"].text
                                                            for w in WORDS.findall(t)})).items()}
        ru = seg[seg.lang == "ru"]
        english = seg[seg.lang == "en"].groupby("location").text.agg(" ".join).to_dict()
        for r in ru.itertuples():
            for m in SUGGESTION.finditer(r.text):
                times = int(m.group(1) or 1)
                original, label, better = m.group(2), m.group(3).strip(), m.group(4)
                probe = original.strip("…. ").split("…")[0].strip()
                places = []
                for t in ru.itertuples():
                    if t.location == r.location or not probe:
                        continue
                    for hit in re.finditer(re.escape(probe), t.text):
                        places.append((t, hit.start()))
                if not places:
                    places = [(r, m.start())]
                for t, pos in places:
                    # the same test as a reviewer's cell: "повышайте её уровень" -> "увеличивайте её уровень"
                    # corrects nothing (a style proposal; three precision readers of five), "оружие нужного
                    # уровня" -> "уровень оружия" renders a term, "выполнить нельзя" -> "выполнять" a rule
                    was, now = original.strip("…. "), better.strip("…. ")
                    why = why_a_finding(was, now, terms_here, known) \
                        or restores(now, english.get(t.location, ""), t.text, lexicon)[0]
                    out.append(_finding(t, pos, "reviewer_suggestion" if why else "style_proposal",
                                        f"«{original}»", f"«{better}»",
                                        said("list_suggests_places" if times > 1 else "list_suggests", n=times,
                                             paragraph=r.location, line=_line(r, m.start()), label=label,
                                             better=better)))
        translations = {r.location: r for r in ru[ru.variant == "translation"].itertuples()}
        for r in seg[seg.variant.str.startswith("reviewer") & (seg.lang == "ru")].itertuples():
            reviewed = translations.get(r.location)
            if "." in r.cell and _said_already(r.text, _translators_rendering(seg, r, reviewed)):
                continue                             # the reviewer's piece says what the translation says
            changes = phrase_changes(reviewed.text, r.text) if reviewed is not None else None
            changes, added = clause_added_after(changes, reviewed.text) if changes else (changes, set())
            if not changes:                          # nothing to compare with, or a rewrite from scratch
                first = _translators_rendering(seg, r, None) if "." in r.cell else ""
                # a piece of the unit: say what it replaces (two precision readers: "a reviewer proposes
                # another translation" does not say what the proposal is or what it replaces)
                choice = _open_choice(r.text, [read_back(f[7]) for f in open_choices
                                               if (f[0], f[1], f[2]) == (r.corpus, r.location, r.cell)])
                out.append(_finding(r, 0, "reviewer_suggestion", quote(r.text, 0, 0, 60), "",
                                    said("reviewer_rewrites_piece_open" if choice else "reviewer_rewrites_piece",
                                         variant=r.variant, cell=r.cell, proposal=_cut(r.text), first=_cut(first),
                                         choice=choice) if first else
                                    said("reviewer_rewrites", variant=r.variant, cell=r.cell)))
                continue
            for old, new, at in changes:
                if old and not new and moved(old, reviewed.text, r.text):
                    continue                         # "острова" written in the reviewer's next sentence
                if old and not new and BACKSLASH.search(old):
                    continue                         # the translator's "\" alternatives the reviewer drops:
                                                     # their alternatives_marked finding says it (two readers)
                new, remark = without_remark(new)
                if remark and " ".join(old.lower().split()) == " ".join(new.lower().split()):
                    continue                         # a remark alone: nothing for the text
                new, second = without_own_alternative(new)
                gloss = ""
                if not second:
                    new, gloss = without_gloss(new, old)
                listed = bool(old) and bool(re.match(r"\s*(?:,|и\b|или\b)", reviewed.text[at + len(old):])
                                            or re.search(r"(?:,|\bи|\bили)\s*$", reviewed.text[:at]))
                why = "meaning" if at in added else why_a_finding(old, new, named_in(english.get(r.location, "")),
                                                                  known, listed)
                if not old and at == 0 and not _english_heading(english.get(r.location, "")):
                    why = ""                         # words put before the unit's first sentence, a heading the
                                                     # English has not ("Конституция Банановой Республики"):
                                                     # a preference (three precision readers of three)
                if not old and re.fullmatch(r"[свкоуcoy]", new.strip(), re.IGNORECASE):
                    why = ""                         # a one-letter preposition put in ("голоса c одной карты"):
                                                     # the sentence read as well before (four readers of four)
                if why == "meaning" and old and not new and _pronoun_said_again(old, reviewed.text, at):
                    why = ""                         # "за него или против него" -> "за или против него": style
                key = "reviewer_writes" if old and new else "reviewer_adds" if new else "reviewer_leaves_out"
                was, now = changed_numbers(old, new, english.get(r.location, "")) if old and new else ("", "")
                key += ("_remark" if remark and key != "reviewer_leaves_out" else "") + ("_number" if was else "")
                word, restored = ("", "") if why or not (old and new) else restores(
                    new, english.get(r.location, ""), reviewed.text, lexicon)
                if restored and key == "reviewer_writes":
                    why, key = "meaning", "reviewer_writes_restores"
                if not why and old and new and new in r.text:
                    # a preference is shown as the two clauses it changes, each reading as written
                    # ("8 голосов консерваторов отдаст Пете" / "8 голосов от «Консерваторов» отдал Пете"),
                    # not as cut words ("консерваторов отдаст" / "от «Консерваторы» отдал")
                    old, new = clause(reviewed.text, at, at + len(old)), clause(r.text, r.text.index(new),
                                                                               r.text.index(new) + len(new))
                evidence, expected = f"«{old}»" if old else "(nothing)", f"«{new}»" if new else "(nothing)"
                left, right, span, joined = anchor(reviewed.text, at, new) if not old else ("", "", "", "")
                if key == "reviewer_adds" and (left or right):
                    # "adds «для»": where, in the translator's words around the place ("бюджет распределения")
                    key = "reviewer_adds_between" if left and right else "reviewer_adds_before" if right else "reviewer_adds_after"
                    evidence, expected = f"«{span}»", f"«{joined}»"
                if gloss and key in ("reviewer_writes", "reviewer_adds"):
                    # "поименным голосованием (в открытую)": the reviewer's gloss, no text for the rulebook
                    key, second = key + "_gloss", gloss
                if second and key.startswith(("reviewer_writes", "reviewer_adds")) and not key.endswith("_gloss"):
                    # one whole sentence saying both (a translator words it as one): what is written, and
                    # the reviewer's own second choice left out of the suggestion
                    key = "reviewer_writes_own_alternative" if key.startswith("reviewer_writes") \
                        else "reviewer_adds_own_alternative"
                other = _other_terms_rendering(joined or new, span or old, english.get(r.location, ""), phrases) \
                    if key in ("reviewer_writes", "reviewer_adds_between") else None
                if other:
                    # «время фазы переворота» for "during the Coup Game": фаза переворота is Coup phase's
                    key, (rendering, source) = key + "_other_term", other
                else:
                    rendering = source = ""
                message = said(key, variant=r.variant, cell=r.cell, new=new, old=old, remark=remark,
                               rendering=rendering, other=source,
                               was=was, now=now, word=word, english=restored, before=left, after=right,
                               second=second)
                unknown = next((w for w in WORDS.findall(new) if len(w) >= 3 and not known.get(w, True)), "")
                if unknown and why and key in ("reviewer_writes", "reviewer_adds_after", "reviewer_adds_before",
                                               "reviewer_adds_between"):
                    # "Как только фаза перевора": the reviewer's own slip would come into the text with it
                    message = said(key + "_unknown_word", variant=r.variant, cell=r.cell, new=new, old=old,
                                   before=left, after=right, unknown=unknown)
                out.append(_finding(reviewed, at, "reviewer_suggestion" if why else "style_proposal",
                                    evidence, expected, message))
    return out


def _english_heading(text: str) -> bool:
    """Does an English unit open with a heading, in capitals or in title case ("OVERVIEW The standard…",
    "Police Response If any…", tmx.HEADING)?  Words a reviewer puts before the translation's first
    sentence may then translate it."""
    from .tmx import HEADING
    text = text.lstrip()
    return bool(re.match(r"[A-Z]{3,}\b", text) or HEADING.match(text))


def _pronoun_said_again(old: str, translation: str, at: int, reach: int = 40) -> bool:
    """Is the phrase a reviewer leaves out a pronoun the translation says again right beside it ("за него
    или против него" -> "за или против него"), so that the meaning stays?"""
    words = re.findall(r"[А-Яа-яЁё]+", old)
    if not words or not all(any(p.tag.POS == "NPRO" for p in analyses(w.lower())[:1]) for w in words):
        return False
    around = translation[max(0, at - reach):at] + " " + translation[at + len(old):at + len(old) + reach]
    return all(re.search(rf"(?<![А-Яа-яЁё]){re.escape(w)}(?![А-Яа-яЁё])", around, re.IGNORECASE) for w in words)


def _other_terms_rendering(new: str, old: str, english: str, phrases: list) -> tuple[str, str] | None:
    """(the rendering, its English) of a glossary term the reviewer's words put in that the translator's
    did not have and whose English the unit's English does not name: «фазы переворота» (Coup phase's)
    for "during the Coup Game", another term's name where this one's was meant."""
    have, had = ([_lemma(w) for w in re.findall(r"[А-Яа-яЁё]+", text)] for text in (new, old))
    for lemmas, rendering, source in phrases:
        if _holds(tuple(have), lemmas) and not _holds(tuple(had), lemmas) and source.lower() not in english.lower():
            return rendering, source
    return None


def restores(new: str, english: str, translation: str, lexicon=None) -> tuple[str, str]:
    """A word of a reviewer's change that renders an English word of the unit no word of the
    translation renders ("Карта столицы" for "map of the capital" where the translation wrote "карта
    города"): the change restores meaning, no style.  -> (the reviewer's word, the English), or ("", "")."""
    from .discover import WORD
    from .learn import en_word
    from .matching import Lexicon
    from .reviewer_changes import RU_WORDS as WORDS, lemma
    if not english:
        return "", ""
    lexicon = lexicon if lexicon is not None else Lexicon({})
    had = {lemma(w) for w in WORDS.findall(translation)}
    for w in WORDS.findall(new):
        for e in dict.fromkeys(en_word(x) for x in WORD.findall(english) if len(x) > 3):
            if lexicon.match(e, lemma(w)) >= PAREN_MATCH and not any(lexicon.match(e, h) >= PAREN_MATCH for h in had):
                return w, e
    return "", ""


def moved(old: str, translation: str, reviewed: str) -> bool:
    """Is a phrase the reviewer's cell leaves out at its place written elsewhere in the cell ("острова"
    moved to "Плотный и влажный воздух острова" in the next sentence)?  Each of its words' dictionary
    forms stands in the reviewer's text at least as often as in the translation."""
    from collections import Counter

    from .reviewer_changes import RU_WORDS as WORDS, lemma
    words = [lemma(w) for w in WORDS.findall(old)]
    if not words:
        return False
    had, has = (Counter(lemma(w) for w in WORDS.findall(text)) for text in (translation, reviewed))
    return all(has[w] >= had[w] for w in words)


#: a reviewer's own remark in parentheses inside a proposed text: a question, a guess, a note on the meaning
REMARK = re.compile(r"\s*\(([^()]*(?:\?|\bвидимо\b|\bнаверное\b|\bкажется\b|\bпохоже\b|\bречь (?:идёт |идет )?(?:про|о|об)\b|"
                    r"\bимеется в виду\b|\bне уверен|\bне понял|\bя так понял)[^()]*)\)", re.IGNORECASE)


def without_remark(text: str) -> tuple[str, str]:
    """A reviewer's proposed text without the reviewer's remark in it ("разным кандидатам или
    вариантам (речь про бюджет, видимо)": the remark "речь про бюджет, видимо" is no text for the
    rulebook) -> (the text, the remark; "" when there is none)."""
    remarks = [m.group(1).strip() for m in REMARK.finditer(text)]
    if not remarks:
        return text, ""
    return " ".join(REMARK.sub("", text).split()), "; ".join(remarks)


def without_gloss(text: str, old: str) -> tuple[str, str]:
    """A reviewer's proposed text with a gloss of one or two words in parentheses that the translator's
    words do not have ("Голосования проводятся поименным голосованием (в открытую)": a precision reader,
    "the suggested text brings in a parenthetical gloss, the kind of thing the team removes") -> (the
    text without it, the gloss), or (text, "")."""
    for m in re.finditer(r"\s*\(([^()]+)\)", text):
        inner = m.group(1).strip()
        if re.fullmatch(r"[А-Яа-яЁё]+(?:\s[А-Яа-яЁё]+)?", inner) and inner not in old and m.start() > 0:
            return " ".join((text[:m.start()] + text[m.end():]).split()), inner
    return text, ""


def _open_choice(text: str, read: list) -> str:
    """The first choice an ``alternatives_marked`` finding read back (``read``) says is left open in
    ``text``, as the text writes it: "убийство/устранение", or a parenthesis with the word before it,
    "протолкнуть (продавить)" (with the noun before a genitive, "стражу Дворца (дворцовую гвардию)");
    "" for none."""
    for words in (facts[1].get("words", "") for facts in read if facts):
        m = re.search(r"[А-Яа-яЁё-]+\s*\(" + re.escape(words) + r"\)", text) if words else None
        if m:
            head = _head_of_genitive(text[:text.index("(", m.start())])
            start = text.rindex(head, 0, m.start()) if head else m.start()
            return text[start:m.end()]                # "стражу Дворца (дворцовую гвардию)"
        if words and words in text:
            return words
    return ""


def without_own_alternative(text: str) -> tuple[str, str]:
    """A reviewer's proposed text carrying its own second choice in parentheses ("— дом Банановой
    Республики (Республики Бананов)": a parenthesis of one to three words opening with a word of the
    few just before it; not an explanation, "(используется во время 1 фазы игры)", nor a count,
    "купюры по 1 млн (20шт), по 2 млн (30шт)"), or a list of short ones ("центров власти (ключевых
    центров, силовых центров, ключевых точек)") -> (the text up to the parenthesis, with what follows
    it; the parenthesis's words), or (text, "")."""
    for m in re.finditer(r"\s*\(([^()]+)\)", text):
        if re.search(r"\d", m.group(1)):
            continue                                  # a count or a number: part of the text
        inner = re.findall(r"[А-Яа-яЁё]+", m.group(1))
        before = re.findall(r"[А-Яа-яЁё]+", text[:m.start()])[-3:]
        said_before = {_lemma(w) for w in before}
        # "центров власти (ключевых центров, силовых центров, ключевых точек)": a list of short
        # alternatives, one of them on a word just before it
        items = [re.findall(r"[А-Яа-яЁё]+", item) for item in m.group(1).split(",")]
        listed = len(items) >= 2 and all(1 <= len(item) <= 3 for item in items) \
            and any(_lemma(w) in said_before for item in items for w in item)
        if before and (listed or 1 <= len(inner) <= 3 and _lemma(inner[0]) in said_before):
            return " ".join((text[:m.start()] + text[m.end():]).split()), m.group(1).strip()
    return text, ""


#: where a clause ends: a mark of punctuation before a space or the text's end, a dash between spaces
CLAUSE_END = re.compile(r"[.;:!?,](?=\s|$)|\s[-–—]\s|\n")


def clause(text: str, start: int, end: int) -> str:
    """The clause of ``text`` that holds ``text[start:end]``: from the mark before it to the mark after
    it (its words only), so that it reads as the text reads."""
    before = [m.end() for m in CLAUSE_END.finditer(text, 0, start)]
    after = CLAUSE_END.search(text, end)
    return " ".join(text[before[-1] if before else 0:after.start() if after else len(text)].split())


def anchor(text: str, at: int, new: str) -> tuple[str, str, str, str]:
    """The translator's words either side of the place a reviewer adds words at -> (the word before,
    the word after; "" at the text's start or end; the translator's text from the one to the other
    as it stands, and with the added words in it)."""
    left = list(re.finditer(r"[\w’'-]+", text[:at]))[-1:]
    right = re.match(r"\W*?([\w’'-]+)", text[at:])
    start = left[0].start() if left else at
    end = at + right.end() if right else at
    joined = f"{text[start:at].rstrip()} {new} {text[at:end].lstrip()}".strip()
    joined = re.sub(r"\s+([.,;:!?])", r"\1", joined)
    return (left[0].group() if left else "", right.group(1) if right else "", text[start:end], joined)


NUMBER_TOKEN = re.compile(r"\d+(?:\s?[-–—]\s?\d+)?")


def _number_values(tokens: list[str]) -> set[int]:
    """The numbers tokens name, a range each of its numbers ("4-7": 4, 5, 6, 7)."""
    out = set()
    for t in tokens:
        a, _, b = t.partition("-")
        out |= set(range(int(a), int(b) + 1)) if b and 0 <= int(b) - int(a) <= 20 else {int(a), int(b or a)}
    return out


def changed_numbers(old: str, new: str, english: str) -> tuple[str, str]:
    """The numbers a reviewer changes that the English states as the translation has them ("4-7" ->
    "4-6" where the English says "games with 4-7 players") -> (the translation's, the reviewer's), or
    ("", "")."""
    tokens = lambda text: [re.sub(r"\s?[-–—]\s?", "-", t) for t in NUMBER_TOKEN.findall(text)]   # noqa: E731
    if _number_values(tokens(old)) == _number_values(tokens(new)):
        return "", ""                    # "2 или 3" -> "2-3": the same numbers
    said_in_english = set(tokens(english))
    was = [t for t in tokens(old) if t not in tokens(new)]
    now = [t for t in tokens(new) if t not in tokens(old)]
    if was and now and all(t in said_in_english for t in was) and not any(t in said_in_english for t in now):
        return ", ".join(was), ", ".join(now)
    return "", ""


WORD = re.compile(r"\w+(?:[-’']\w+)*|[^\w\s]")
RU_WORD = re.compile(r"[А-Яа-яЁё]+")


def phrase_changes(translation: str, reviewed: str, rewrite: float = 0.35) -> list[tuple[str, str, int]] | None:
    """Each phrase a reviewer changed in a translation: (the translation's words, the reviewer's, where
    they stand in the translation), changes one word apart or in one clause joined into one; punctuation and case alone
    are no change.  None when the reviewer wrote another text altogether (under ``rewrite`` alike)."""
    from difflib import SequenceMatcher
    a = [(m.group(), m.start(), m.end()) for m in WORD.finditer(translation)]
    b = [(m.group(), m.start(), m.end()) for m in WORD.finditer(reviewed)]
    fold = lambda toks: [t[0].lower().replace("ё", "е") for t in toks]      # noqa: E731
    matcher = SequenceMatcher(None, fold(a), fold(b), autojunk=False)
    if matcher.ratio() < rewrite:
        return None
    ops = _moves_joined([[i1, i2, j1, j2, False] for op, i1, i2, j1, j2 in matcher.get_opcodes() if op != "equal"],
                        fold(a), fold(b), translation, a)
    spans = []
    for i1, i2, j1, j2, move in ops:
        if spans and not move and not spans[-1][4] and (
                i1 - spans[-1][1] <= 1 and j1 - spans[-1][3] <= 1 or _one_clause(a[spans[-1][1]:i1])):
            spans[-1][1], spans[-1][3] = i2, j2        # one word apart, or in one clause: one phrase
        else:
            spans.append([i1, i2, j1, j2, move])
    out = []
    for i1, i2, j1, j2, _ in spans:
        old = translation[a[i1][1]:a[i2 - 1][2]] if i2 > i1 else ""
        new = reviewed[b[j1][1]:b[j2 - 1][2]] if j2 > j1 else ""
        if not re.search(r"\w", old + new):
            continue                                  # punctuation only
        old, new = (x if re.search(r"\w", x) else "" for x in (old, new))   # "." for a phrase: left out
        at = a[i1][1] if i1 < len(a) else len(translation)
        out.append((" ".join(old.split()), " ".join(new.split()), at))
    return out


def _moves_joined(ops: list[list], a: list[str], b: list[str], translation: str, tokens: list[tuple]) -> list[list]:
    """Words the reviewer moved within a sentence ("сыграл «Церковь» … и «Консерваторов» (8 голосов)
    карты влияния" -> "сыграл карты влияния «Церковь» … и «Консерваторы» (8 голосов)"): the words left
    out at one place and written at another, and every change between them, are one phrase (its last
    element True: a move, joined with nothing else), so that a form the move brings with it
    ("Консерваторы", now beside карты) is not read as a change of its own."""
    while (pair := _a_move(ops, a, b, translation, tokens)) is not None:
        x, y = pair
        (i1, i2, j1, j2, _), (_, k2, _, l2, _) = ops[x], ops[y]
        ops[x:y + 1] = [[i1, max(i2, k2), j1, max(j2, l2), True]]
    return ops


def _a_move(ops: list[list], a: list[str], b: list[str], translation: str, tokens: list[tuple]):
    """The first two changes (their indexes) where the words one leaves out are the words the other
    writes, within one sentence of the translation; None when there are none."""
    for x in range(len(ops)):
        for y in range(x + 1, len(ops)):
            (i1, i2, j1, j2, _), (k1, k2, l1, l2, _) = ops[x], ops[y]
            pairs = ((a[i1:i2], b[l1:l2]), (a[k1:k2], b[j1:j2]))
            if not any(left and left == put and any(re.match(r"\w", w) for w in left) for left, put in pairs):
                continue
            if re.search(r"[.!?]\s", translation[tokens[min(i1, len(tokens) - 1)][1]:tokens[max(k2, k1 + 1) - 1][2]]):
                continue                          # another sentence: qa.moved's "written elsewhere"
            return x, y
    return None


def _one_clause(between: list[tuple], reach: int = 3) -> bool:
    """Do two changes stand in one clause, a few words and no punctuation apart?  Then they are one
    phrase: "которая присылает большие чеки и не задает никаких" -> "присылающей внушительные чеки и
    не задающей лишних" fits the sentence pasted in; either half alone does not.  A comma before the
    second half of a correlative ("как парламент, так и членов" -> "как парламентом, так и членами":
    the case both take from one verb) keeps the clause one."""
    words = [t[0].lower() for t in between]
    if words[:1] == [","] and words[1:] in (["так", "и"], ["но", "и"], ["а", "также"]):
        return True
    return len(between) <= reach and all(re.match(r"\w", t[0]) for t in between)


def clause_added_after(changes: list[tuple[str, str, int]], translation: str,
                       reach: int = 5) -> tuple[list[tuple[str, str, int]], set]:
    """A clause a reviewer adds ("…событиями, чтобы повлиять на игровую ситуацию. Однако") joined with
    the change just before it in the same sentence, the next clause's few words and one comma between
    ("для борьбы за голоса" -> "с голосами", then ", убийствами и непредвиденными событиями"): one
    suggestion over the whole stretch, which pasted reads as a sentence; the clause added alone leaves
    the changed words before it ungrammatical.  -> (the changes, the places of those joined: words
    added, a finding whatever the change before it was)."""
    out: list[tuple[str, str, int]] = []
    joined_at = set()
    for old, new, at in changes:
        if out and not old and new and out[-1][0] and out[-1][1]:
            p_old, p_new, p_at = out[-1]
            p_end = p_at + len(p_old)
            between = translation[p_end:at]
            words = re.findall(r"\w+", between)
            marks = re.findall(r"[^\w\s]", between)
            if translation[p_at:p_end] == p_old and p_end <= at and len(words) <= reach and marks == [","] \
                    and not re.search(r"[.!?;:]", between):
                joined = between.rstrip() + ("" if new[:1] in ",.;:" else " ") + new
                out[-1] = (p_old + between.rstrip(), p_new + joined, p_at)
                joined_at.add(p_at)
                continue
        out.append((old, new, at))
    return out, joined_at


REPEAT_PAIR = re.compile(r"(?=\b([A-Za-zА-Яа-яЁё]+)([ \t]+)([A-Za-zА-Яа-яЁё]+)\b)")


def repeated_words(segments: pd.DataFrame) -> list[list]:
    """A word written twice in a row, in lower case (a heading running into a sentence, "Атака
    Атака подразделяется", is not one): the same word, or two adjectives of one lemma (one noun
    cannot take both), or a noun beside its own genitive ("фаза фаз").  ``expected`` is the form
    that agrees with the word after the pair, where one does."""
    out = []
    for r in segments.itertuples():
        for m in REPEAT_PAIR.finditer(r.text):
            a, b = m.group(1), m.group(3)
            if not (a[:1].islower() and b[:1].islower()) or not _repeat(a, b):
                continue
            after = re.match(r"\s+([А-Яа-яЁё]+)", r.text[m.end(3):])
            if a.lower() != b.lower() and {p.tag.POS for p in (analyses(a)[0], analyses(b)[0])} == {"NOUN"}:
                # "фаза фаз 0" for "Coup Phase 0": a word left out ("фаза переворота 0") as likely as one
                # doubled, so nothing is suggested
                out.append(_finding(r, m.start(1), "repeated_word", quote(r.text, m.start(1), m.end(3), 25), "",
                                    said("noun_beside_its_genitive", pair=f"{a} {b}")))
                continue
            keep = _agreeing(a, b, after.group(1) if after else "")
            out.append(_finding(r, m.start(1), "repeated_word", quote(r.text, m.start(1), m.end(3), 25), keep,
                                said("word_twice_agrees", pair=f"{a} {b}", keep=keep, noun=after.group(1))
                                if keep and after else said("word_twice", pair=f"{a} {b}")))
    return out


def _repeat(a: str, b: str) -> bool:
    if a.lower() == b.lower():
        return a.lower() not in ("что", "так", "то", "да", "нет", "очень", "that", "had")
    if not re.fullmatch(r"[а-яё]+", a + b) or len(a) < 4:
        return False
    pa, pb = analyses(a)[0], analyses(b)[0]
    if pa.normal_form != pb.normal_form:
        return False
    kind = {pa.tag.POS, pb.tag.POS}
    return kind <= {"ADJF", "PRTF"} or (kind == {"NOUN"} and pb.tag.case == "gent" and pa.tag.case != "gent")


def _agreeing(a: str, b: str, noun: str) -> str:
    """Of two adjectival forms, the one whose gender, number and case a following noun shares."""
    if a.lower() == b.lower():
        return a
    if not noun:
        return ""
    for n in (p.tag for p in analyses(noun.lower()) if p.tag.POS == "NOUN"):       # likeliest reading first
        fits = [w for w in (a, b) if any(
            p.tag.POS in ("ADJF", "PRTF") and p.tag.case == n.case and p.tag.number == n.number
            and (n.number == "plur" or p.tag.gender == n.gender) for p in analyses(w.lower()))]
        if len(fits) == 1:
            return fits[0]
    return ""


def mixed_script(segments: pd.DataFrame) -> list[list]:
    """Latin letters that look Cyrillic inside a Russian word (or the reverse): invisible to a
    reader, fatal to search and to translation memories.  A Latin letter standing alone between Russian
    words where Russian has a one-letter word that looks the same ("голоса c одной карты": с) is a
    ``spelling`` finding with the Cyrillic letter, as a Russian word with a Latin letter inside is."""
    out = []
    for r in segments.itertuples():
        for m in MIXED_WORD.finditer(r.text):
            word = m.group()
            latin = [c for c in word if "a" <= c.lower() <= "z"]
            cyrillic = [c for c in word if re.match("[А-Яа-яЁё]", c)]
            odd = latin if len(latin) <= len(cyrillic) else cyrillic
            if len(odd) > 2 or any(c.isdigit() for c in word):
                continue
            retyped = word.translate(CYRILLIC_TWIN) if odd is latin else ""
            if retyped and analyses(retyped.lower())[0].is_known:
                # "картe": the Russian word "карте" with a Latin e, a typo a reviewer fixes by retyping it
                out.append(_finding(r, m.start(), "spelling", quote(r.text, m.start(), m.end(), 15), retyped,
                                    said("spelling_perhaps", word=word, suggestion=retyped,
                                         why=said("latin_letters_typed", letters=", ".join(repr(c) for c in odd)))))
                continue
            out.append(_finding(r, m.start(), "mixed_script", quote(r.text, m.start(), m.end(), 15), "",
                                said("latin_inside" if odd is latin else "cyrillic_inside", word=word,
                                     letters=", ".join(repr(c) for c in odd))))
        if r.lang == "ru":
            for m in LONE_LOOKALIKE.finditer(r.text):
                retyped = m.group().translate(CYRILLIC_TWIN)
                out.append(_finding(r, m.start(), "spelling", quote(r.text, m.start(), m.end(), 15), retyped,
                                    said("spelling_perhaps", word=m.group(), suggestion=retyped,
                                         why=said("latin_letter_for_word", letter=m.group()))))
    return out


def source_not_english(segments: pd.DataFrame) -> list[list]:
    """Russian in the English column: each heading or note typed into it, and once a cell that
    interleaves English with its Russian rendering throughout (row 6)."""
    out = []
    src = segments[(segments.cell.str.startswith("B")) & (segments.lang == "ru")]
    for (corpus, location), runs in src.groupby(["corpus", "location"], sort=False):
        if len(runs) > 3:
            r = runs.iloc[0]
            out.append([corpus, int(location), "B", int(r.line), "source_not_english", r.text[:80], "",
                        said("russian_interleaved", n=len(runs))])
            continue
        translations = segments[(segments.corpus == corpus) & (segments.location == location)
                                & segments.cell.str.fullmatch(r"[C-Z]")].text
        for r in runs.itertuples():
            if QUESTION_WORDS.search(r.text):
                continue                     # the translator's question: translator_questions says it
            kept = any(_folded(t).startswith(_folded(r.text)) for t in translations)
            out.append(_finding(r, 0, "source_not_english", r.text[:80], "",
                                said("russian_heading_kept" if kept else "russian_heading_lost", heading=r.text[:80])))
    return out


def _folded(text: str) -> str:
    return " ".join(text.lower().replace("ё", "е").split())


#: a rendering the aligner gives to this many terms of a corpus is its mistake, not the translator's
SHARED_BY = 2


def _translators_rendering(seg: pd.DataFrame, piece, translation) -> str:
    """What the translator wrote for a reviewer's Russian piece of a unit: the Russian piece the
    translator set after the same English ("The President" / «Президент», a unit written in English
    and Russian pieces by turns), or else the unit's translation."""
    unit = seg[seg.location == piece.location]
    own = unit[unit.cell.str.split(".").str[0] == piece.cell.split(".")[0]]
    before = own[(own.line <= piece.line) & (own.index < piece.Index) & (own.lang == "en")]
    if len(before):
        english = " ".join(before.iloc[-1].text.split())
        inline = unit[unit.variant == "inline"]
        langs, texts = list(inline.lang), list(inline.text)
        for i, (lang, text) in enumerate(zip(langs, texts)):
            if lang == "en" and " ".join(text.split()) == english and i + 1 < len(inline) and langs[i + 1] == "ru":
                piece, j = texts[i + 1], i + 2
                # "может захватить парламент, чтобы" | "force" | "бюджет (…)": an English word the translator
                # left inside the Russian sentence splits it; the piece is the whole sentence
                while j + 1 < len(texts) and langs[j] == "en" and langs[j + 1] == "ru" \
                        and re.fullmatch(r"[a-z]+(?: [a-z]+)?", texts[j].strip()) and not re.search(r"[.!?)]\s*$", piece):
                    piece, j = f"{piece} {texts[j].strip()} {texts[j + 1]}", j + 2
                return piece
    return translation.text if translation is not None else ""


def _cut(text: str, most: int = 90) -> str:
    """A piece of text quoted in a sentence: whole up to ``most`` characters, else cut at a word with "…"."""
    text = " ".join(text.split())
    return text if len(text) <= most else text[:most].rsplit(" ", 1)[0] + "…"


def _said_already(proposal: str, translation: str) -> bool:
    """Is a reviewer's cell, a piece of the unit (its heading "Президент" beside "The President"),
    word for word what the translation already writes (case and spacing aside)?"""
    piece = " ".join(proposal.split()).strip(" .").lower()
    whole = " ".join(translation.split()).lower()
    return bool(piece) and re.search(r"(?<!\w)" + re.escape(piece) + r"(?!\w)", whole) is not None


def inconsistent_terms(terms: pd.DataFrame, renderings: pd.DataFrame, segments: pd.DataFrame) -> list[list]:
    """One finding per occurrence rendered otherwise than the preferred (or decided) target."""
    from .quality import same_term
    texts = {(r.corpus, r.location, r.cell): r.text for r in segments.itertuples()}
    out = []
    bilingual = terms[terms.source_lang == "en"]
    preferred = {(t.corpus, t.source_term): t for t in bilingual.itertuples() if t.preferred_target}
    targets: dict[str, list[str]] = defaultdict(list)
    one_word: dict[str, set[str]] = defaultdict(set)
    for t in preferred.values():
        if len(t.preferred_target.split()) > 1:
            targets[t.corpus].append(t.preferred_target)
        else:
            one_word[t.corpus].add(t.preferred_target.lower())
    from .tbx import variants_of
    counted = {key: variants_of(t.variants) for key, t in preferred.items() if t.status == "inconsistent"}
    tied = {key for key, v in counted.items() if len(v) > 1 and v[0][1] == v[1][1] >= 2}   # two ways, each used
    sharing = renderings[renderings.kind == "rendering"].groupby(["corpus", "group"]).source_term.nunique()
    artefacts = {key for key, n in sharing.items() if n >= SHARED_BY}
    for r in renderings[renderings.kind.isin(["rendering", "partial"])].itertuples():
        t = preferred.get((r.corpus, r.source_term))
        if t is None or t.status not in ("inconsistent", "decided"):
            continue
        if (r.corpus, r.group) in artefacts:
            continue                         # "новые подразделения" for Rioters, Strikers and Students: misaligned
        if r.kind == "rendering" and _modifier_of(r.rendering, t.preferred_target):
            continue                         # "полицейских подразделения" for Police units: the term as a modifier
        if r.kind == "rendering" and len(RU_WORD.findall(r.rendering)) < len(RU_WORD.findall(t.preferred_target)) \
                and _whole_nearby(texts.get((r.corpus, r.location, r.cell), ""), int(r.start), int(r.end),
                                  t.preferred_target, reach=12):
            continue                         # "полицейские участки": the whole target stands there
        if r.kind == "rendering" and _sentence_words(r.rendering, t.preferred_target,
                                                      texts.get((r.corpus, r.location, r.cell), ""), r):
            continue                         # "голоса каждой карты", "оружие определённого уровня": the
                                             # sentence's words around the term, not another rendering
        if (r.corpus, r.source_term) in tied and (r.kind == "rendering" or same_term(r.group, t.preferred_target)):
            # no majority and no decision: every place is a question, none of the ways the preference
            ways = "; ".join(f"{form} ({n})" for form, n in counted[(r.corpus, r.source_term)])
            weighed = _named_in_quotes(t, bilingual, counted[(r.corpus, r.source_term)])
            if weighed and same_term(r.rendering if r.kind == "rendering" else r.group, weighed[3]):
                continue                     # the way the glossary's name weighs for: nothing to change here
                                             # (four precision readers of seven); the other way's places say it
            out.append([r.corpus, int(r.location), r.cell, int(r.line), "inconsistent_term",
                        quote(texts.get((r.corpus, r.location, r.cell), ""), int(r.start), int(r.end), 25), "",
                        said("rendered_tied_named", term=t.source_term,
                             rendering=r.rendering, counts=ways, named=weighed[0], name=weighed[1], n=weighed[2],
                             form=weighed[3]) if weighed else
                        said("rendered_tied", term=t.source_term, rendering=r.rendering, counts=ways)])
            continue
        if r.kind == "rendering" and same_term(r.group, t.preferred_target):
            continue
        text = texts.get((r.corpus, r.location, r.cell), "")
        if r.kind == "partial" and t.source_term.islower() and len(RU_WORD.findall(r.rendering)) == 1:
            continue                         # a collocation's noun alone ("ячейку" for a dedicated space,
                                             # "деньги" for pocket money): a short reference, not a term
        if r.kind == "partial" and (_whole_nearby(text, int(r.start), int(r.end), t.preferred_target)
                                    or not (_replaced_part(text, int(r.start), int(r.end), t.preferred_target)
                                            or len(RU_WORD.findall(r.rendering)) >= 2)   # most of it, said otherwise
                                    or _another_terms(text, r, t.preferred_target, targets.get(r.corpus, ()))):
            continue                         # the whole target split by a number, a short reference to it, or
                                             # another term ("колоды приключений" is the Adventure deck)
        ways = "; ".join(f"{form} ({n})" for form, n in counted.get((r.corpus, r.source_term), ()))
        which = ("undecided" if t.status == "inconsistent" and ways else
                 "decided" if t.status == "decided" else "preferred")
        start, end, rendering, partial = int(r.start), int(r.end), r.rendering, r.kind == "partial"
        if partial and _two_terms_one_said_otherwise(r.rendering, t.preferred_target, one_word.get(r.corpus, ()),
                                                     targets.get(r.corpus, ())):
            continue                         # "средств иностранной помощи" for Foreign Aid money: Foreign Aid
                                             # rendered whole, money said with another word (seven readers of
                                             # nine: "ordinary word choice"); money's own count says the rest
        span = (_rest_said_otherwise(text, start, end, t.preferred_target) if partial else
                _trimmed(text, start, end, t.preferred_target)) if text else None
        if span and span != (start, end):
            (start, end), rendering, partial = span, " ".join(text[span[0]:span[1]].split()), False
        if text and not partial:
            wider = _with_adjective(text, start, end, t.source_term, t.preferred_target)
            if wider != start:
                # "Воздушные удары" for Airstrike: the adjective renders part of the term, so the span
                # replaced by the target is the phrase (not "удары", which would give "Воздушные авиаудары")
                start, rendering = wider, " ".join(text[wider:end].split())
        why = decision_note(t.basis) if which == "decided" else ""
        out.append([r.corpus, int(r.location), r.cell, int(r.line), "inconsistent_term",
                    quote(text, start, end, 25) if text else r.rendering, t.preferred_target,
                    said(rendered_sentence(partial, which, why), term=t.source_term, rendering=rendering,
                         counts=ways, target=t.preferred_target, why=why)])
    for (corpus, target), group in bilingual[bilingual.preferred_target != ""].groupby(["corpus", "preferred_target"]):
        if len(group) > 1 and not _one_english_term(list(group.source_term)) \
                and not _language_homonym(target, list(group.source_term)):
            out.append([corpus, _first(group.locations.iloc[0]), "", 0, "inconsistent_term", target, "",
                        said("one_rendering_two_terms", target=target, terms=", ".join(group.source_term))])
    return out


def rendered_sentence(partial: bool, which: str, why: str = "") -> str:
    """The sentence of a term rendered otherwise (or only in part) here: ``which`` target it names
    ("decided", "preferred", "undecided"), the team's note ``why`` quoted with a decision that has one."""
    return f"{'part' if partial else 'rendered'}_{which}" + ("_noted" if why and which == "decided" else "")


def _named_in_quotes(t, bilingual: pd.DataFrame, ways: list) -> tuple | None:
    """For a term rendered two ways as often, nothing decided: a longer term of the glossary naming it
    (the Assassin card for Assassin) whose target writes one of the ways as a name in guillemets
    (карта «убийца», 8 places), which weighs for that way.  (the longer term, the name, its uses, the
    way), the most used; or None."""
    from .quality import same_term
    from .tbx import variants_of
    tied = [form for form, n in ways if n == ways[0][1]]
    best = None
    for o in bilingual[(bilingual.corpus == t.corpus) & (bilingual.preferred_target != "")].itertuples():
        if not o.source_term.lower().startswith(t.source_term.lower() + " "):
            continue
        name = re.search(r"«([^»]+)»", o.preferred_target)
        if not name:
            continue
        form = next((f for f in tied if same_term(f, name.group(1))), None)
        uses = dict(variants_of(o.variants)).get(o.preferred_target, 0)
        if form and uses > ways[0][1] and (best is None or uses > best[2]):
            best = (o.source_term, name.group(1)[:1].upper() + name.group(1)[1:], uses, form)
    return best


def _two_terms_one_said_otherwise(rendering: str, target: str, one_word_targets, targets) -> bool:
    """Is a term's target two glossary terms' targets ("деньги иностранной помощи": money's деньги and
    Foreign Aid's иностранная помощь) and its partial rendering the second one whole, its first word
    said otherwise ("средств иностранной помощи")?  The second term is rendered as decided; the word said
    otherwise is the first term's question, counted where that term is."""
    from .quality import lemma_options
    words = RU_WORD.findall(target)
    if len(words) < 3 or words[0].lower() not in one_word_targets:
        return False
    second = [frozenset(w) for w in lemma_options(" ".join(words[1:]))]
    have = set().union(*lemma_options(rendering)) if rendering else set()
    return all(w & have for w in second) and any([frozenset(w) for w in lemma_options(o)] == second for o in targets)


def _rest_said_otherwise(text: str, start: int, end: int, target: str) -> tuple[int, int] | None:
    """Where a partial rendering lacks only the target's first (or last) word and a noun stands in
    that word's place beside it, the term is rendered whole with another word for it: "средств
    иностранной помощи" (средств for деньги), "Главнокомандующий ВВС" (more than командующий),
    "Перерыв на обед" (Перерыв for закрыто, the target's preposition between).  The whole phrase's
    span, or None."""
    from .quality import lemma_options
    have = set().union(*lemma_options(text[start:end]))
    want = lemma_options(target)
    missing = [i for i, w in enumerate(want) if not w & have]
    if len(missing) == 2 and missing[1] == 1 and want[1] <= set(PREPOSITIONS) \
            and re.search(rf"(?<![А-Яа-яЁё]){next(iter(want[1]))}\s+$", text[:start], re.IGNORECASE):
        missing = missing[:1]                # the target's preposition stands before the rendering
    if len(missing) != 1 or missing[0] not in (0, len(want) - 1) or len(want) < 2:
        return None
    first = missing[0] == 0
    beside = re.search(r"([А-Яа-яЁё]+)\s+$", text[:start]) if first else re.match(r"\s+([А-Яа-яЁё]+)", text[end:])
    if beside is not None and first and beside.group(1).lower() in PREPOSITIONS \
            and f" {beside.group(1).lower()} " in f" {target.lower()} ":
        # the target's own preposition ("Перерыв на обед" for закрыто на обед): the word before it
        beside = re.search(r"([А-Яа-яЁё]+)\s+$", text[:beside.start(1)])
    if beside is None:
        return None
    parses = analyses(beside.group(1).lower())
    said_so = any(p.tag.POS == "NOUN" and "Apro" not in p.tag for p in parses[:1]) or any(
        p.normal_form.endswith(w) for p in parses for w in want[missing[0]])
    if not said_so:
        return None
    return (beside.start(1), end) if first else (start, end + beside.end(1))


def _with_adjective(text: str, start: int, end: int, term: str, target: str) -> int:
    """Where a rendering's span opens: before the adjectives standing right before it that agree with
    its first noun and render a word (or, in a compound, a part: "air" of "Airstrike") of the English
    term the target does not already hold ("Воздушные удары" for Airstrike, target авиаудар);
    ``start`` where none does ("большие удары": "большие" renders nothing of Airstrike)."""
    from .matching import seed_lexicon
    lexicon = seed_lexicon()
    english = [w.lower() for w in re.findall(r"[A-Za-z]+", term)]
    parts = {k for k in lexicon for w in english if len(k) >= 3 and k != w and (w.startswith(k) or w.endswith(k))}
    renders = set().union(*(lexicon.get(k, ()) for k in set(english) | parts)) if english else set()
    held = {_lemma(w) for w in RU_WORD.findall(target)}
    nouns = [w for w in RU_WORD.findall(text[start:end]) if analyses(w.lower())[0].tag.POS == "NOUN"]
    if not nouns:
        return start
    at = start
    while True:
        before = re.search(r"([А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*)\s+$", text[:at])
        if not before or not _agrees(before.group(1), nouns[0]):
            return at
        lemma = _lemma(before.group(1))
        if lemma not in renders or lemma in held:
            return at
        at = before.start(1)


def _trimmed(text: str, start: int, end: int, target: str) -> tuple[int, int]:
    """A rendering's span without a word at its edge that belongs to the phrase before (or after):
    "переворота жетона фаз переворота" in "каждой фазы переворота жетона фаз переворота" is "жетона фаз
    переворота", its first word said again inside it where the target has it once."""
    from .quality import lemma_options
    want = lemma_options(target)
    words = all_words = list(RU_WORD.finditer(text, start, end))
    while len(words) > len(want) >= 1:
        options = [lemma_options(w.group())[0] for w in words]
        once = lambda o: sum(bool(o & w) for w in want) <= 1            # noqa: E731
        if sum(bool(options[0] & o) for o in options) > 1 and once(options[0]):
            words = words[1:]
        elif sum(bool(options[-1] & o) for o in options) > 1 and once(options[-1]):
            words = words[:-1]
        else:
            break
    if not words or len(words) == len(all_words):
        return start, end
    return (words[0].start() if words[0] is not all_words[0] else start,
            words[-1].end() if words[-1] is not all_words[-1] else end)


def _language_homonym(target: str, sources: list[str]) -> bool:
    """Does Russian say every one of these English words with this one word anyway ("карта": a card
    and a map), by the hand lexicon?  Then sharing it is the language's, no translator's slip."""
    from .matching import seed_lexicon
    lexicon, said = seed_lexicon(), target.lower().replace("ё", "е")
    return all(len(s.split()) == 1 and said in lexicon.get(s.lower(), frozenset()) | lexicon.get(
        s.lower().rstrip("s"), frozenset()) for s in sources)


def _one_english_term(sources: list[str]) -> bool:
    """Do the English terms sharing a rendering name one thing: one holding the other's words
    (Coup Overview and Coup: the longer one's rendering is its part the aligner took) or the same
    words inflected (Build Action, Building Action; die, dice)?"""
    from .matching import FUNCTION_WORDS, stems
    irregular = {"dice": "die"}
    words = [{frozenset(stems(irregular.get(w, w))) for w in re.findall(r"[a-z]+", s.lower()) if w not in FUNCTION_WORDS}
             for s in sources]
    def within(a, b):
        return all(any(x & y for y in b) for x in a)
    return all(within(a, b) or within(b, a) for a in words for b in words)


def _sentence_words(rendering: str, target: str, text: str, r) -> bool:
    """Does a rendering hold words the sentence adds rather than another rendering of the term: a
    pronoun or determiner ("голоса своих карт", "голоса каждой карты"), a qualitative adjective or a
    participle the target does not have ("оружие определённого уровня" for a Weapon level), or, with
    a word the target does not have, the whole target beside it ("голоса своих карт влияния и
    голосования": the Vote cards named whole)?"""
    from .quality import lemma_options
    own = set().union(*lemma_options(target)) if target else set()
    words = RU_WORD.findall(rendering)
    if len(words) < 2 or not any(word_lemmas(w) & own for w in words):
        return False                         # "нападающие" for Strikers: the rendering itself
    extra = False
    for word in words:
        parses = analyses(word.lower())
        lemmas = {p.normal_form.replace("ё", "е") for p in parses}
        if lemmas & own:
            continue
        extra = True
        if parses and (pointing(parses[0].tag) or qualifying(parses[0].tag)):
            return True
    return extra and bool(text) and _whole_nearby(text, int(r.start), int(r.end), target)


def _modifier_of(rendering: str, target: str) -> bool:
    """Is a one-word rendering the adjective of a one-noun target's root ("полицейских" beside
    полиция, "банковская" beside банк): the term qualifying the noun after it, as Russian says
    "Police units"?"""
    words = RU_WORD.findall(rendering)
    if len(words) != 1 or len(RU_WORD.findall(target)) != 1:
        return False
    noun = analyses(target.lower())[0]
    stem = noun.normal_form[:max(4, len(noun.normal_form) - 2)]
    return noun.tag.POS == "NOUN" and any(a.tag.POS == "ADJF" and a.normal_form.startswith(stem)
                                          for a in analyses(words[0].lower()))


def _another_terms(text: str, r, target: str, others) -> bool:
    """Is a partial rendering part of another term's whole target standing there ("колоды
    приключений" renders Adventure deck, not part of Adventure die)?"""
    from .quality import lemma_options
    have = set().union(*lemma_options(r.rendering)) if r.rendering else set()
    own = set().union(*lemma_options(target)) if target else set()
    return any(other != target and have <= set().union(*lemma_options(other))
               and not set().union(*lemma_options(other)) <= own       # Foreign Aid inside Foreign Aid money
               and _whole_nearby(text, int(r.start), int(r.end), other, reach=16) for other in others)


def _whole_nearby(text: str, start: int, end: int, target: str, reach: int = 24) -> bool:
    """Do all the words of ``target`` (up to inflection) stand within ``reach`` characters of a partial
    rendering at text[start:end]?  Then the term is rendered whole, only split by a word or a number."""
    from .quality import RU_TOKEN, lemma_options
    want = lemma_options(target)
    window = text[max(0, start - reach):end + reach]
    have = [word_lemmas(w) for w in RU_TOKEN.findall(window)]
    return bool(want) and all(any(w & h for h in have) for w in want)


def _replaced_part(text: str, start: int, end: int, target: str) -> bool:
    """Is the rest of the term said otherwise beside a partial rendering: a word next to it (no
    punctuation between) that is a noun, an adjective or English, and no word of the target
    ("силовых центров" for центр власти, "жетоном Assassination")?  Not so for a short reference
    ("одного участка" for an Island tile, "за раунд").  A preposition the target has before the rendered
    word is the target's own: the word before it is read ("Перерыв на обед" for закрыто на обед)."""
    from .quality import lemma_options
    want = set().union(*lemma_options(target)) if target else set()
    before = re.search(r"([A-Za-zА-Яа-яЁё-]+)[\s«»\"“”„]+$", text[:start])     # quotes between: still beside
    first_word = RU_WORD.search(text[start:end])
    own = re.search(r"(?:^|\s)([а-яё]+)\s+" + re.escape(first_word.group().lower()[:3]), target.lower()) \
        if before and first_word and target else None
    if own and before.group(1).lower() == own.group(1) and own.group(1) in PREPOSITIONS:
        before = re.search(r"([A-Za-zА-Яа-яЁё-]+)[\s«»\"“”„]+$", text[:before.start(1)])
    after = re.match(r"[\s«»\"“”„]+([A-Za-zА-Яа-яЁё-]+)", text[end:])
    first = RU_WORD.search(text[start:end])
    governed = first is not None and any("gent" in p.tag and "Fixd" not in p.tag        # not "ВВС"
                                         for p in analyses(first.group().lower()))
    for m in (before, after):
        if m is None:
            continue
        word = m.group(1)
        if re.fullmatch(r"[A-Za-z-]+", word):
            return len(word) > 2
        parses = analyses(word.lower())
        if m is before and parses and pointing(parses[0].tag) and not (
                after and re.fullmatch(r"[A-Za-z-]{3,}", after.group(1))):      # "его жетоном Assassination"
            return False                     # "этого действия", "такой карты": a reference back to the term
        if m is before and parses and qualifying(parses[0].tag):
            continue                         # "обычной процедурой", "одного исследованного участка": the term's
                                             # noun said again with a word of the sentence, not its rest
        if m is after and parses and parses[0].tag.POS == "NOUN" and "gent" not in parses[0].tag:
            continue                         # "этого действия игроки": the next clause's noun, no dependant
        if m is before and governed and parses and parses[0].tag.POS == "NOUN":
            continue                         # "символ зверя", "стопок карт": another noun's dependant
        if parses and parses[0].tag.POS in ("ADJF", "PRTF") and any(
                len(w) >= 5 and parses[0].normal_form[:4] == w[:4] for w in want):
            continue                         # "дворцовую стражу" for стража дворца: the same words, another form
        if parses and parses[0].tag.POS in ("NOUN", "ADJF", "PRTF") and "Apro" not in parses[0].tag \
                and not {p.normal_form.replace("ё", "е") for p in parses} & want:       # "одного": a pronoun
            return True
    return False


def pointing(tag) -> bool:
    """A demonstrative or a pronoun ("этого", "такой", "данного", "его"): the noun after it points back
    to something already named."""
    return tag.POS == "NPRO" or ("Apro" in tag and "Anum" not in tag)


def qualifying(tag) -> bool:
    """A qualitative adjective, an ordinal or a participle ("обычной", "первой", "исследованного"):
    a word the sentence adds to a noun, unlike a relational adjective ("силовых") that may stand for
    a word of the term."""
    return tag.POS == "PRTF" or (tag.POS == "ADJF" and ("Qual" in tag or "Anum" in tag))


def key_terms_missing(terms: pd.DataFrame, renderings: pd.DataFrame, pairs: pd.DataFrame, finders: dict) -> list[list]:
    """Every translation of a unit whose source has a decided term must contain the decided target."""
    from .quality import lemma_options
    from .replaced import decided_terms
    out = []
    found: dict[tuple, set] = {}                     # (finder, unit) -> the keys its source names, found once
    rendered = defaultdict(list)                     # (corpus, unit, cell, key) -> where the aligner rendered it
    for r in renderings.itertuples():
        rendered[(r.corpus, r.location, r.cell, r.term)].append(int(r.start))
    for t, finder, key in decided_terms(terms, finders):
        want = lemma_options(t.preferred_target)
        for p in pairs[(pairs.corpus == t.corpus) & (pairs.variant != "inline")].itertuples():
            keys = found.get((id(finder), p.Index))
            if keys is None:
                keys = found[(id(finder), p.Index)] = {k for k, _, _, _ in finder.find(p.src)}
            if key not in keys:
                continue
            have = lemma_options(p.tgt)
            if _contains(have, want) or _named_by_its_thing(p, key, finder, rendered):
                continue
            evidence, pos, seen = _where_rendered(p, t, finder, key)
            out.append([p.corpus, int(p.tgt_location), p.cell, int(p.line) + p.tgt[:pos].count("\n"),
                        "key_term_missing", evidence, t.preferred_target,
                        said("key_term_missing_reads" if seen else "key_term_missing", term=t.source_term, reads=seen,
                             target=t.preferred_target, variant=p.variant)])
    return out


def diminutives(lemma: str) -> frozenset:
    """The diminutives Russian makes of a noun, the forms a translator slips into beside the term
    (карта -> карточка, фишка -> фишечка, жетон -> жетончик)."""
    if lemma[-1:] in "ая":
        stem = lemma[:-1]
        stem = stem[:-1] if stem[-1:] == "к" else stem                   # фишка -> фиш(еч)ка
        return frozenset(stem + end for end in ("очка", "ечка", "ичка"))
    if lemma[-1:] == "о":
        return frozenset((lemma[:-1] + "ечко", lemma[:-1] + "ышко"))
    return frozenset(lemma + end for end in ("ик", "чик", "ок"))


def _in_corpus(places: dict, lemma: str, corpus: str) -> int:
    return sum(p.corpus == corpus for p, _ in places.get(lemma, ()))


def diminutive_renderings(terms: pd.DataFrame, pairs: pd.DataFrame, finders: dict) -> list[list]:
    """A term whose target is one noun ("карта", 41 places) written as its diminutive in a unit whose
    source names the term ("нет карточек" for "no cards"): an ``inconsistent_term`` finding there."""
    from .discover import key_of
    from .quality import RU_TOKEN
    out = []
    single = terms[(terms.source_lang == "en") & terms.status.isin(["consistent", "proposed", "inconsistent", "decided"])
                   & terms.preferred_target.str.fullmatch(r"[а-яё]{3,}")]
    units = pairs[pairs.variant != "inline"]
    places: dict[str, list] = defaultdict(list)             # a lemma -> (unit, match) where it stands
    for p in units.itertuples():
        for m in RU_TOKEN.finditer(p.tgt):
            for lemma in word_lemmas(m.group()):
                places[lemma].append((p, m))
    for t in single.itertuples():
        finder = finders.get(t.corpus)
        best = analyses(t.preferred_target)[0] if finder is not None else None
        if best is None or best.tag.POS != "NOUN":
            continue
        key = key_of(t.source_term)
        noun = best.normal_form.replace("ё", "е")
        for lemma in sorted(diminutives(noun)):
            for p, m in places.get(lemma, ()):
                if p.corpus != t.corpus or not any(k == key for k, _, _, _ in finder.find(p.src)):
                    continue
                # the counts, not a register: "карточка" is no diminutive to a reader today (a precision reader)
                out.append([p.corpus, int(p.tgt_location), p.cell, int(p.line) + p.tgt[:m.start()].count("\n"),
                            "inconsistent_term", quote(p.tgt, m.start(), m.end(), 25), t.preferred_target,
                            said("smaller_word", word=m.group(), term=t.source_term, target=t.preferred_target,
                                 lemma=lemma, count=_in_corpus(places, noun, t.corpus),
                                 n=_in_corpus(places, lemma, t.corpus))])
    return out


def unaligned_renderings(terms: pd.DataFrame, renderings: pd.DataFrame, pairs: pd.DataFrame,
                         finders: dict) -> list[list]:
    """A two-word term the source names in a unit where the aligner found fewer renderings than the
    source has occurrences, rendered there with one of its words and another word in the other's
    place, a word the lexicon gives for the term's English ("предел руки" beside "лимит руки"): an
    ``inconsistent_term`` finding at that phrase.  The other word has the replaced word's part of
    speech (and a dependant's genitive); a pronoun, a numeral or a word the sentence adds ("каждого
    раунда", "за раунд") is no rendering, nor a word the lexicon does not give for the term's English
    ("карты влияния" is another term, not the Vote card)."""
    from .discover import key_of
    from .matching import FUNCTION_WORDS, Lexicon
    from .quality import RU_TOKEN
    lexicon = Lexicon({})                                    # the seed lexicon and transliteration only
    out = []
    shaped = terms[(terms.source_lang == "en") & terms.status.isin(["inconsistent", "decided", "proposed", "consistent"])
                   & terms.preferred_target.str.fullmatch(r"[а-яё]{3,} [а-яё]{3,}")]
    whole = renderings[renderings.kind == "rendering"]     # a partial one may stand elsewhere ("за раунд")
    found = whole.groupby(["corpus", "location", "cell", "variant", "term"]).size().to_dict()
    claimed = defaultdict(list)                              # phrases the aligner gave a term of several words
    for r in whole[whole.term.str.contains(" ")].itertuples():
        claimed[(r.corpus, r.location, r.cell, r.variant)].append((int(r.start), int(r.end)))
    units = pairs[pairs.variant != "inline"]
    named_in: dict[str, list] = {}                          # a corpus -> (unit, the terms its source names)
    read: dict = {}                                          # a unit -> its Russian words with their readings
    for t in shaped.itertuples():
        finder = finders.get(t.corpus)
        if finder is None:
            continue
        if t.corpus not in named_in:
            named_in[t.corpus] = [(p, {k for k, _, _, _ in finder.find(p.src)})
                                  for p in units[units.corpus == t.corpus].itertuples()]
        key = key_of(t.source_term)
        words = [analyses(w)[0] for w in t.preferred_target.split()]
        if words[1].tag.POS != "NOUN" or words[0].tag.POS not in ("NOUN", "ADJF"):
            continue
        lemmas = [w.normal_form.replace("ё", "е") for w in words]
        english = [w for w in re.findall(r"[a-z]+", t.source_term.lower()) if w not in FUNCTION_WORDS]
        rendered_by = [[w for w in english if lexicon.match(w, lemma)] for lemma in lemmas]    # which word renders which
        rendered_by = [ws or [w for w in english if w not in rendered_by[1 - n]] for n, ws in enumerate(rendered_by)]
        for p, named in named_in[t.corpus]:
            if key not in named:
                continue
            taken = claimed[(p.corpus, p.tgt_location, p.cell, p.variant)]
            tokens = read.get(p.Index)
            if tokens is None:                   # a unit's words read once, whatever the terms it names
                tokens = read[p.Index] = [(m, analyses(m.group().lower())) for m in RU_TOKEN.finditer(p.tgt)]
            for (a, pa), (b, pb) in zip(tokens, tokens[1:]):
                if re.search(r"[^\s]", p.tgt[a.end():b.start()]) or any(
                        s < b.end() and a.start() < e for s, e in taken):
                    continue                 # not side by side, or the aligner gave the place to a term
                kept = [word_lemmas(a.group()) & {lemmas[0]}, word_lemmas(b.group()) & {lemmas[1]}]
                if bool(kept[0]) == bool(kept[1]):
                    continue
                i = 0 if kept[1] else 1
                parse, lemma = (pa if i == 0 else pb)[0], (pa if i == 0 else pb)[0].normal_form.replace("ё", "е")
                if parse.tag.POS != words[i].tag.POS or pointing(parse.tag) or qualifying(parse.tag) \
                        or "Fixd" in parse.tag or (i == 1 and "gent" not in parse.tag) \
                        or not any(lexicon.match(w, lemma) for w in rendered_by[i]):
                    continue                 # the other word must translate the English word of the word it
                                             # replaces ("предел" for limit as лимит does)
                out.append([p.corpus, int(p.tgt_location), p.cell, int(p.line) + p.tgt[:a.start()].count("\n"),
                            "inconsistent_term", quote(p.tgt, a.start(), b.end(), 25), t.preferred_target,
                            said(f"one_word_replaced_{'decided' if t.status == 'decided' else 'preferred'}",
                                 term=t.source_term, rendering=p.tgt[a.start():b.end()], target=t.preferred_target)])
                break
    return out


def swapped_renderings(terms: pd.DataFrame, pairs: pd.DataFrame, finders: dict, known: list[list] = ()) -> list[list]:
    """A term of a noun and its genitive ("уровень оружия") rendered with the two words' roles swapped,
    the genitive made the head ("оружие нужного уровня", "оружием не ниже 2-го уровня"), in a unit whose
    source names the term: an ``inconsistent_term`` finding (the weapon, not its level, is what the
    sentence now names).  Between the two words only what qualifies the level may stand (adjectives,
    participles, numbers, "не ниже"), never a noun, a verb or punctuation.  ``known``: findings already
    made; a place one of them shows is not reported again."""
    from .discover import key_of
    from .stand_ins import TOKEN
    shaped = terms[(terms.source_lang == "en") & terms.status.isin(["inconsistent", "decided", "proposed", "consistent"])
                   & terms.preferred_target.str.fullmatch(r"[а-яё]{3,} [а-яё]{3,}")]
    shown = defaultdict(list)
    for f in known:
        shown[(f[0], f[1], f[2])].append(f[5])
    units = pairs[pairs.variant != "inline"]
    read: dict[str, list] = {}                     # a corpus -> (unit, the terms its source names, its words)
    out = []
    for t in shaped.itertuples():
        finder = finders.get(t.corpus)
        words = [analyses(w)[0] for w in t.preferred_target.split()]
        if finder is None or words[0].tag.POS != "NOUN" or words[1].tag.POS != "NOUN" or "gent" not in words[1].tag:
            continue
        head, dependant = (w.normal_form.replace("ё", "е") for w in words)
        key = key_of(t.source_term)
        if t.corpus not in read:
            read[t.corpus] = [(p, {k for k, _, _, _ in finder.find(p.src)},
                               [(m, word_lemmas(m.group()))
                                for m in TOKEN.finditer(p.tgt)])
                              for p in units[units.corpus == t.corpus].itertuples()]
        for p, named, lemmas in read[t.corpus]:
            if key not in named:
                continue
            tokens = [m for m, _ in lemmas]
            for i, a in enumerate(tokens):
                if dependant not in lemmas[i][1]:
                    continue
                before = a
                for b in tokens[i + 1:i + 5]:
                    readings = analyses(b.group().lower())
                    if re.search(r"[^\s\w-]", p.tgt[before.end():b.start()]):
                        break                    # punctuation: the phrase has ended
                    if any(x.normal_form.replace("ё", "е") == head and "gent" in x.tag for x in readings):
                        phrase = p.tgt[a.start():b.end()]
                        if b is not tokens[i + 1] and not any(
                                phrase in e for e in shown[(p.corpus, int(p.tgt_location), p.cell)]):
                            out.append([p.corpus, int(p.tgt_location), p.cell,
                                        int(p.line) + p.tgt[:a.start()].count("\n"), "inconsistent_term",
                                        quote(p.tgt, a.start(), b.end(), 25), t.preferred_target,
                                        said("swapped_roles", term=t.source_term, rendering=phrase,
                                             target=t.preferred_target, dependant=dependant, head=head)])
                        break
                    if not _qualifies(b, readings):
                        break
                    before = b
    return out


def _qualifies(word, readings) -> bool:
    """A word that may stand between a noun and the word it is the genitive of: an adjective, a
    participle, a number, "не", a comparative, "хотя бы" ("нужного", "2-го", "не ниже", "хотя бы
    первого": the level's least)."""
    if word.group()[:1].isdigit() or word.group().lower() in ("не", "ниже", "выше", "хотя", "бы"):
        return True
    return readings[0].tag.POS in ("ADJF", "PRTF", "NUMR", "PRCL", "COMP") and not pointing(readings[0].tag)


def _named_by_its_thing(p, key, finder, rendered: dict) -> bool:
    """Does the translation name each place the English names with the term by the thing the place
    belongs to, as Russian does ("в парламент" for "in the Parliament area")?  Each time, another term
    names it just before the term ("Parliament area"), the aligner found that term's rendering in the
    unit, and no noun stands before that rendering to render the term ("в ячейку посольства" for "in an
    Embassy area" says the area with ячейка, another term's word: still a finding).  Readers judged the
    finding false where nothing but the thing was written (two of two readings)."""
    found = finder.find(p.src)
    for _, _, a, _ in (f for f in found if f[0] == key):
        before = [f for f in found if f[3] <= a and not p.src[f[3]:a].strip()]
        if not before:
            return False
        starts = rendered.get((p.corpus, p.tgt_location, p.cell, before[-1][0]), [])
        if not starts or any(_noun_before(p.tgt, start) for start in starts):
            return False
    return True


def _noun_before(text: str, start: int) -> bool:
    """Is the word right before ``start`` a noun (likeliest reading)?"""
    word = re.search(r"([А-Яа-яЁё]+)\s+$", text[:start])
    return word is not None and is_noun(word.group(1))


def _where_rendered(pair, term, finder, key) -> tuple[str, int, str]:
    """Where a translation renders a decided term otherwise: at another rendering the glossary saw
    for it ("этап" for Phase), else the sentence aligned with the source sentence that has the term,
    else the cell's start.  (evidence, position in the text, the other rendering or "")."""
    from .quality import RU_TOKEN, lemma_options
    from .tbx import variants_of
    from .tmx import align_sentences, split_sentences
    tokens = [(m.start(), m.end(), word_lemmas(m.group()))
              for m in RU_TOKEN.finditer(pair.tgt)]
    named = _named_spans(pair, finder, key)            # the Russian sentences whose English names the term
    for form, _ in variants_of(term.variants):
        if form == term.preferred_target:
            continue
        want = lemma_options(form)
        n = len(want)
        for j in range(len(tokens) - n + 1):
            if want and all(want[i] & tokens[j + i][2] for i in range(n)) \
                    and any(a <= tokens[j][0] < b for a, b in named):   # not "счета в Швейцарии" (an account)
                start, end = tokens[j][0], tokens[j + n - 1][1]
                return quote(pair.tgt, start, end, 30), start, pair.tgt[start:end]
    for src, tgt in align_sentences(split_sentences(pair.src), split_sentences(pair.tgt)):
        if any(k == key for k, _, _, _ in finder.find(src)):
            at = " ".join(pair.tgt.split()).find(tgt[:40])
            return tgt[:160] + ("…" if len(tgt) > 160 else ""), max(at, 0), ""
    return quote(pair.tgt, 0, 0, 60), 0, ""


def _named_spans(pair, finder, key) -> list[tuple[int, int]]:
    """Where the Russian sentences stand whose aligned English sentence names the term (the whole unit
    when its sentences do not align)."""
    from .stand_ins import unit_sentences
    spans = [(tokens[0].start, tokens[-1].end) for src, tokens in unit_sentences(pair.src, pair.tgt)[1]
             if tokens and any(k == key for k, _, _, _ in finder.find(src))]
    return spans or [(0, len(pair.tgt))]


def _contains(have: tuple, want: tuple) -> bool:
    n = len(want)
    return any(all(want[i] & have[j + i] for i in range(n)) for j in range(len(have) - n + 1))


def _first(locations: str) -> int:
    return int(str(locations).split()[0]) if str(locations).split() else 0


def ligature_findings(repairs: list[tuple]) -> list[list]:
    return [[corpus, location, "p", line, "broken_ligature", before, after,
             said("ligature", word=after)] for corpus, location, line, before, after in repairs]


def variant_spellings(finders: dict, segments: pd.DataFrame, zh_corpora: list[str]) -> list[list]:
    out = []
    for corpus, finder in finders.items():
        seg = segments[(segments.corpus == corpus) & (segments.lang == "en")]
        for rare, common in finder.aliases.items():
            if rare in finder.plural_aliases:
                continue
            for r in seg.itertuples():
                for m in re.finditer(r"\b" + re.escape(rare) + r"s?\b", r.text, re.IGNORECASE):
                    out.append(_finding(r, m.start(), "variant_spelling", quote(r.text, m.start(), m.end(), 15),
                                        finder.key_surface(common),
                                        said("spelt_elsewhere", word=m.group(), common=finder.key_surface(common))))
    for corpus in zh_corpora:
        out += chinese_variants(segments[segments.corpus == corpus])
    return out


def chinese_linked_terms(terms: pd.DataFrame, segments: pd.DataFrame, zh_corpora: list[str]) -> list[list]:
    """A Chinese term written two ways (linked variants, monolingual.link_variants: 擋版 / 屏風, 卡片 /
    卡牌) with nothing decided: each place of a rarer form is an ``inconsistent_term`` finding naming
    the forms and their counts, and each place of every form when two are used as often.  Two terms
    whose forms differ by the same characters (防禦方 / 防禦者, 攻擊方 / 攻擊者: the sides of a fight) are
    decided together, so their findings name the other pair and suggest neither form: three readers
    judged the suggestion to change one of them alone a break of the pair in the same sentence.  Two
    spellings that sound alike are ``variant_spelling`` findings instead (chinese_variants)."""
    from .language import reading
    from .tbx import variants_of
    out = []
    for corpus in zh_corpora:
        here = terms[(terms.corpus == corpus) & (terms.variants != "")]
        lines = segments[(segments.corpus == corpus) & (segments.lang == "zh")]
        sets = {listed: variants_of(listed) for listed in dict.fromkeys(here.variants)}
        alike = defaultdict(list)                # the characters two forms differ by -> the sets so written
        for listed, forms in sets.items():
            if len(forms) == 2 and not here[here.variants == listed].status.eq("decided").any():
                alike[_differ_by(forms[0][0], forms[1][0])].append(listed)
        for listed, forms in sets.items():
            if len(forms) < 2 or here[here.variants == listed].status.eq("decided").any():
                continue
            paired = [other for other in alike.get(_differ_by(forms[0][0], forms[1][0]), ()) if other != listed] \
                if len(forms) == 2 else []
            top = forms[0][1]
            flagged = [f for f, n in forms if n < top or forms[1][1] == top]
            for form in flagged:
                if all(reading(form) == reading(other) for other, n in forms if other != form and n >= top):
                    continue                             # 板塊 beside 版塊: a spelling, reported as such
                others = "; ".join(f"{f} ({n})" for f, n in forms)
                for r in lines.itertuples():
                    for m in re.finditer(re.escape(form), r.text):
                        # 防禦方 / 防禦者 beside 攻擊方 / 攻擊者: the sides are named one way, decided together
                        out.append(_finding(r, m.start(), "inconsistent_term", quote(r.text, m.start(), m.end(), 10),
                                            "" if paired or forms[0][1] == forms[1][1] else forms[0][0],
                                            said("forms_undecided_paired", form=form, others=others,
                                                 pair=" / ".join(f for f, _ in sets[paired[0]])) if paired else
                                            said("forms_undecided", form=form, others=others)))
        out += _variant_forms_written(here, terms[terms.corpus == corpus], lines)
    return out


def _differ_by(a: str, b: str) -> tuple:
    """The characters two forms of a term differ by, their shared start and end cut: 防禦方 and 防禦者
    differ by (方, 者), as 攻擊方 and 攻擊者 do."""
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[len(a) - 1 - end] == b[len(b) - 1 - end]:
        end += 1
    return tuple(sorted((a[start:len(a) - end], b[start:len(b) - end])))


def _variant_forms_written(linked_terms: pd.DataFrame, terms: pd.DataFrame, lines: pd.DataFrame) -> list[list]:
    """A term of a Chinese text written once or more with one character swapped for its other form
    (data/glossary/zh_variants.csv: 牌堆 and 卡堆, 卡 and 牌 both the card) where the other form is no
    term of its own (the word segmenter does not know 卡堆): the rarer form's places are findings, and
    where a longer term writes the rarer form (棄牌堆, the discard pile) the places of both: a decision
    with a reason each way.  Not counted: a form inside a longer term (牌堆 in 棄牌堆)."""
    from .monolingual import HAN, zh_variant_pairs
    pairs = zh_variant_pairs()
    names = sorted(t for t in terms.source_term if HAN.fullmatch(t))
    from .tbx import variants_of
    already = {f for v in linked_terms.variants for f, _ in variants_of(v)}
    text = "\n".join(lines.text)
    rows = list(lines.itertuples())
    out = []
    for term in names:
        if len(term) < 2 or term in already:
            continue
        for k, character in enumerate(term):
            for pair in pairs:
                if character not in pair or len(pair) != 2:
                    continue
                other = term[:k] + next(iter(pair - {character})) + term[k + 1:]
                if other in names:
                    continue                             # a term of its own: linked_variants says it
                longer = [t for t in names if len(t) > len(term) and (term in t or other in t)]
                if other not in text:
                    continue
                places = {form: [(r, m.start()) for r in rows for m in re.finditer(re.escape(form), r.text)
                                 if not _inside_longer(r.text, m.start(), form, longer)]
                          for form in (term, other)}
                if not places[other] or not places[term]:
                    continue
                (rare, n_rare), (usual, n_usual) = sorted(((f, len(p)) for f, p in places.items()), key=lambda x: (x[1], x[0]))
                support = next((t for t in longer if rare in t and text.count(t) >= 2), "")
                counts = f"{usual} ({n_usual}); {rare} ({n_rare})"
                if support:
                    # 卡堆 twice, 牌堆 once, but the discard pile is 棄牌堆: the draw pile is 牌堆 too, and
                    # the places to change are those of 卡堆; those of 牌堆 say so and stay
                    for r, at in places[usual]:
                        out.append(_finding(r, at, "inconsistent_term", quote(r.text, at, at + len(usual), 10), rare,
                                            said("forms_written_longer", form=usual, others=counts, longer=support,
                                                 rare=rare)))
                    for r, at in places[rare]:
                        out.append(_finding(r, at, "inconsistent_term", quote(r.text, at, at + len(rare), 10), rare,
                                            said("form_to_keep", form=rare, others=counts, longer=support,
                                                 other=usual)))
                    continue
                for form in ((rare, usual) if n_rare == n_usual else (rare,)):
                    for r, at in places[form]:
                        out.append(_finding(r, at, "inconsistent_term", quote(r.text, at, at + len(form), 10),
                                            "" if n_rare == n_usual else usual,
                                            said("forms_undecided", form=form, others=counts)))
    return out


def _inside_longer(text: str, at: int, form: str, longer: list[str]) -> bool:
    """Is ``form`` at ``at`` part of one of the ``longer`` terms written there (牌堆 in 棄牌堆)?"""
    for t in longer:
        offset = t.find(form)
        while offset >= 0:
            if at - offset >= 0 and text[at - offset:at - offset + len(t)] == t:
                return True
            offset = t.find(form, offset + 1)
    return False


def chinese_variants(seg: pd.DataFrame) -> list[list]:
    """Two spellings of one word in a Chinese text: nouns of two or more characters that differ in
    one character pronounced alike ("版塊" / "板塊"), the rarer reported where it stands."""
    from .language import sound_twins
    from .terms import chinese_pos
    counts: dict[str, int] = defaultdict(int)
    places: dict[str, list] = defaultdict(list)
    for r in seg[seg.lang == "zh"].itertuples():
        pos = 0
        for original, _, flag in chinese_pos(r.text):
            if len(original) >= 2 and re.fullmatch(r"[\u4e00-\u9fff]+", original) and flag.startswith("n"):
                counts[original] += 1
                places[original].append((r, pos))
            pos += len(original)
    out = []
    for a, b, sound in sound_twins(counts):
        rare, common = (a, b) if counts[a] < counts[b] or (counts[a] == counts[b] and a > b) else (b, a)
        usual = _usual_spelling(a, b)
        if usual:
            # "版塊" for the player's board: general Chinese writes the word 板塊 ten times as often
            wrong = b if usual == a else a
            for r, pos in places[wrong]:
                out.append(_finding(r, pos, "spelling", quote(r.text, pos, pos + len(wrong), 10), usual,
                                    said("spelling_perhaps", word=wrong, suggestion=usual, why=said(
                                        "unusual_character", n=counts[wrong], usual=usual, count=counts[usual]))))
            if counts[usual] < counts[wrong]:
                # 板塊 twice, 版塊 three times: the word is written two ways, the usual spelling the fewer;
                # its places are where a reviewer meets the question, and stay as they are
                for r, pos in places[usual]:
                    out.append(_finding(r, pos, "inconsistent_term", quote(r.text, pos, pos + len(usual), 10), usual,
                                        said("usual_written_less", usual=usual, n=counts[usual], other=wrong,
                                             count=counts[wrong])))
            continue
        for r, pos in places[rare]:
            out.append(_finding(r, pos, "variant_spelling", quote(r.text, pos, pos + len(rare), 10), common,
                                f"'{rare}' ({counts[rare]}x) and '{common}' ({counts[common]}x) are one word "
                                f"spelt two ways ({' '.join(sound)})"))
    return out


#: how much more often (wordfreq's Zipf scale: 1.0 = ten times) general Chinese must write one of two
#: spellings of a word for the other to be a typo rather than a variant
USUAL_MARGIN = 1.0


def _usual_spelling(a: str, b: str) -> str:
    """Of two spellings of one word, the one general Chinese uses (wordfreq), when it uses it at
    least ten times as often as the other; "" when neither is clearly the word."""
    from .frequency import FREQUENCIES
    fa, fb = FREQUENCIES.zipf(a, "zh"), FREQUENCIES.zipf(b, "zh")
    if abs(fa - fb) < USUAL_MARGIN:
        return ""
    return a if fa > fb else b


def game_terms_unreviewed(terms: pd.DataFrame, segments: pd.DataFrame) -> list[tuple[int, list]]:
    """The words of the game (Positions, Locations, cards ... in data/i18n/terms.csv) whose term this
    glossary holds without a translator's decision or the corpus's agreement: the game's Russian and
    Chinese use them (i18n/terms.py), so each is a decision to take: (the term's row in ``terms``,
    what to say of it, as a finding's fields at the term's first place)."""
    from ..i18n.terms import RU_CORPORA, ZH_CORPORA, _worded_by, kit_terms
    wanted = {"proposed", "inconsistent"}
    by_source = {(r.corpus, r.source_term.casefold()): r for r in terms.itertuples() if r.status in wanted}
    by_target = {(r.corpus, r.preferred_target.casefold()): r for r in terms.itertuples()
                 if r.status in wanted and r.preferred_target and not LATIN_RUN.match(r.source_term)}
    first_line = segments.groupby(["corpus", "location"]).line.min().to_dict()
    out, seen = [], set()
    for row in kit_terms():
        english = row["english"].casefold()
        for lang, corpora, index in (("ru", RU_CORPORA[:1], by_source), ("zh_Hant", ZH_CORPORA, by_target)):
            if not _worded_by(row["key"], lang):
                continue
            for corpus in corpora:
                term = index.get((corpus, english))
                if term is None or (corpus, english) in seen:
                    continue
                seen.add((corpus, english))
                location = _first(term.locations)
                found = term.preferred_target if lang == "ru" else term.source_term
                game_word = row[lang] if term.status == "inconsistent" else found
                out.append((term.Index, [corpus, location, "", int(first_line.get((corpus, location), 0)),
                                         "game_term_unreviewed", found, game_word,
                                         said("game_word_undecided", word=game_word, english=row["english"],
                                              key=row["key"], status=term.status)]))
    return out


def games_words_to_decide(terms: pd.DataFrame, segments: pd.DataFrame) -> pd.DataFrame:
    """The terms the game itself says (game_terms_unreviewed) with no decision yet, noted so in their
    ``note``: the termbase's and the workbook's list of terms to decide (the workbook's first sheet),
    not a problem of the text for the translator to fix."""
    terms = terms.copy()
    for i, finding in game_terms_unreviewed(terms, segments):
        note, message = terms.at[i, "note"], finding[7]
        terms.at[i, "note"] = f"{note}; {message}" if note else message
    return terms


def waits_for_the_game(note: str) -> bool:
    """Does a term's note say the game takes its decision (games_words_to_decide)?"""
    from .messages import read_back
    return any((read_back(part) or ("",))[0] == "game_word_undecided" for part in str(note).split("; "))


def russian_only_corpora(segments: pd.DataFrame) -> list[str]:
    """The corpora written in Russian with no source beside them (the politics and Rome rules)."""
    return sorted(set(segments[(segments.variant == "text") & (segments.lang == "ru")].corpus))


def text_findings(segments, pairs, repairs, finders, zh_corpora=()) -> dict[str, tuple]:
    """The findings of the checks that read the corpora alone (no term, no decision), by check, each
    finding a tuple: the build keeps them with its corpus work, so a rebuild after a decision does not
    run these checks again (``findings`` puts them in their places among the others)."""
    from .cross_references import cross_references
    from .game_verbs import game_verbs_findings
    from .grammar_slips import grammar_slips
    from .guillemet_names import bare_in_their_unit
    from .kept_names import kept_and_translated
    from .ligatures import broken_hyphens
    from .listed_names import listed_names
    from .longer_phrases import longer_phrases
    from .matching import Lexicon
    from .name_case import declined_names
    from .outline import outline_names
    from .shared_heads import shared_heads
    from .stand_ins import synonym_forms
    from .translator_remarks import questions_not_in_the_source, translator_remarks
    from .typography import typography
    from .written_names import compound_capitals, stray_capitals, written_names
    russian_only = russian_only_corpora(segments)
    zh = list(zh_corpora)
    checks = {"english_left": lambda: untranslated_fragments(segments, zh_corpora),
              "questions": lambda: translator_questions(segments),
              "page_footers": lambda: page_footers(segments, pairs), "forum_footers": lambda: forum_footers(segments),
              "synonym_forms": lambda: synonym_forms(segments, russian_only),
              "written_names": lambda: written_names(segments, russian_only),
              "kept_names": lambda: kept_and_translated(pairs),
              "stray_capitals": lambda: stray_capitals(segments, sorted(set(pairs.corpus))),
              "compound_capitals": lambda: compound_capitals(segments), "numbers": lambda: number_mismatches(pairs),
              "ligatures": lambda: ligature_findings(repairs), "hyphens": lambda: broken_hyphens(segments),
              "mixed_script": lambda: mixed_script(segments), "not_english": lambda: source_not_english(segments),
              "repeated_words": lambda: repeated_words(segments),
              "variant_spellings": lambda: variant_spellings(finders, segments, zh),
              "outline_names": lambda: outline_names(segments, zh_corpora),
              "shared_heads": lambda: shared_heads(segments, zh_corpora), "grammar_slips": lambda: grammar_slips(segments),
              "remarks": lambda: translator_remarks(segments),
              "questions_not_in_the_source": lambda: questions_not_in_the_source(segments, pairs),
              "listed_names": lambda: listed_names(segments), "typography": lambda: typography(segments),
              "declined_names": lambda: declined_names(segments), "game_verbs": lambda: game_verbs_findings(segments),
              "longer_phrases": lambda: longer_phrases(segments, zh_corpora),
              "bare_names": lambda: bare_in_their_unit(pairs, Lexicon({})), "cross_references": lambda: cross_references(pairs)}
    return {name: tuple(tuple(row) for row in check()) for name, check in checks.items()}


def findings(segments, pairs, terms, renderings, repairs, finders, zh_corpora=(), lexicon=None,
             text: dict[str, tuple] | None = None) -> pd.DataFrame:
    """Every check's findings, one a place (see one_finding_a_place), a text's conventions said once
    (conventions.py), sorted by place.  ``text``: the
    findings of the checks that read the corpora alone, as ``text_findings`` gave them for these corpora
    (made here when not given)."""
    from .conventions import said_once
    from .genitive_number import genitive_numbers
    from .modifiers import modifier_renderings
    from .numbered_names import numbered_names
    from .replaced import decided_elsewhere
    from .stand_ins import stand_ins
    from .guillemet_names import guillemet_names
    from .word_order import reordered_names
    if text is None:
        text = text_findings(segments, pairs, repairs, finders, zh_corpora)

    def kept(name):                         # fresh lists: later steps may change a row they are given
        return [list(row) for row in text[name]]

    renderings_checked = (inconsistent_terms(terms, renderings, segments)
                          + key_terms_missing(terms, renderings, pairs, finders)
                          + diminutive_renderings(terms, pairs, finders)
                          + unaligned_renderings(terms, renderings, pairs, finders))
    renderings_checked += swapped_renderings(terms, pairs, finders, renderings_checked)
    standing_in = stand_ins(terms, renderings, pairs, finders, renderings_checked)
    standing_in += reordered_names(terms, segments, renderings_checked + standing_in)
    english_left = kept("english_left")
    open_choices = alternatives(segments, zh_corpora, pairs, lexicon, terms)
    rows = (english_left + terms_left_in_english(english_left, terms, finders) + kept("questions")
            + open_choices + kept("page_footers") + kept("forum_footers")
            + spelling(segments, terms)
            + renderings_checked + standing_in
            + decided_elsewhere(terms, pairs, finders, renderings_checked + standing_in, segments)
            + kept("synonym_forms") + kept("written_names") + kept("kept_names")
            + kept("stray_capitals") + kept("compound_capitals")
            + kept("numbers") + kept("ligatures") + kept("hyphens")
            + reviewer_suggestions(segments, terms, lexicon, open_choices)
            + kept("mixed_script") + kept("not_english") + kept("repeated_words")
            + kept("variant_spellings")
            + chinese_linked_terms(terms, segments, list(zh_corpora)) + kept("outline_names")
            + numbered_names(segments, renderings_checked + standing_in) + kept("shared_heads")
            + kept("grammar_slips") + kept("remarks") + kept("questions_not_in_the_source")
            + kept("listed_names")
            + genitive_numbers(terms, segments) + kept("typography") + kept("declined_names")
            + kept("game_verbs")
            + kept("longer_phrases")
            + modifier_renderings(terms, renderings, pairs) + guillemet_names(terms, pairs, finders)
            + kept("bare_names")
            + kept("cross_references"))
    frame = pd.DataFrame(said_once(one_finding_a_place(misspelt_renderings(rows)), russian_only_corpora(segments)),
                         columns=QA_COLUMNS)
    return frame.sort_values(["corpus", "location", "line", "kind"], kind="stable").reset_index(drop=True)


#: the declared sentences (messages.py) one_finding_a_place reads another finding's words from: an English
#: gloss reported as English left, any English left, a partial rendering
GLOSS_LEFT = ("english_in_russian_gloss", "english_in_chinese_gloss")
ENGLISH_LEFT = tuple(key for key, text in FINDINGS.items() if text.startswith("English left in the "))
PART_RENDERED = ("part_decided", "part_decided_noted", "part_preferred", "part_undecided")
RENDERED = ("rendered_decided", "rendered_decided_noted", "rendered_preferred", "rendered_undecided")

#: a translator's words left in the text, whose findings ask to delete them (the words, or the question)
REMARKS = ("open_question", "translator_note", "translator_remark", "guess_left")


def _a_side_of(rendering: str, words: str) -> bool:
    """Is ``rendering`` one side of the alternatives ``words`` ("транзакции" of "транзакции\\операции")?"""
    r = re.escape(rendering)
    return re.search(rf"[\\/]\s?{r}(?![А-Яа-яЁё])|(?<![А-Яа-яЁё]){r}\s?[\\/]", words) is not None


def one_finding_a_place(rows: list[list]) -> list[list]:
    """A decided term's other rendering is reported once.  The unit's ``key_term_missing`` finding
    ("the source has 'bill'; it reads 'чек' here; the decided target 'купюра' is not in this
    translation") goes where an ``inconsistent_term`` finding of the same decided target stands at the
    word it names (same unit, same line, the word in its evidence): that finding is the one kept,
    since it is one per occurrence (a unit with two этап for Phase has two; the unit's finding named
    the first), it is what ``junta glossary apply`` and the review act on place by place, and it says
    the same ("the glossary's decided target is 'фаза'").  A unit's finding naming no word goes too
    where an ``inconsistent_term`` finding of the same decision stands in the unit (the term left in
    English there: "свои Positions"); one naming a word no other finding shows stays: it is then the
    only finding of that place.  A name in Spanish left in the source's letters where other units
    translate it ("República de las Bananas", kept in 2 units, «Банановая Республика» in 2) is said by the
    finding that counts both ways (kept_names.py), not also as English left: readers judged the second a
    duplicate.  A partial rendering whose other words are left in English beside it ("с карт Position" for
    the Position card) is said by the English-left finding, which names the term's target: two readers
    judged the partial one a duplicate.  The same finding twice (two "VP" in one short line, quoted alike) is
    said once, and so is a short verb another finding of the place already names in full
    ("攻擊者出攻擊卡" beside its heading's "攻擊者打出攻擊卡").  An English name glossed with its Russian one
    inside an English clause left in the translation ("he is assassinating Ben(Петя) and vice-versa") is
    said by the English-left finding that quotes the clause: translating it settles the name, and
    readers judged the alternative found there too a duplicate in 5 of 6 readings.  A Russian-only or
    Chinese text's English gloss ("неизбежных (Imminent)", "外援(Foreign Aid)") is one finding, English
    left, whose message says it is a gloss to record and to keep or drop: the team's definitions name
    glosses under both kinds, and readers judged the second finding of the pair not actionable in 9 of
    13 readings, most of them as a duplicate (evaluate_blind counts the English-left finding for a list
    that calls the gloss an alternative).  A rendering that is one side of alternatives left in
    ("транзакции\\операции"), where the alternatives' finding names the side to keep, is said by that
    finding: keeping the side settles the term there too.  A slip inside a translator's words the
    findings ask to delete ("и далее художка" in the translator's question) goes with them: a precision
    reader judged it false."""
    shown, in_unit = defaultdict(list), set()
    for f in rows:
        if f[4] == "inconsistent_term":
            shown[(f[0], f[1], f[2], f[3], f[6])].append(f[5])
            in_unit.add((f[0], f[1], f[2], f[6]))
        elif f[4] == "untranslated_fragment" and f[6]:
            in_unit.add((f[0], f[1], f[2], f[6]))       # a term left in English, its target named
    fuller = defaultdict(list)                 # what the other findings of a place say: a short verb's full form
    english_left = defaultdict(list)           # the English left at each place, as its findings quote it
    kept_here = set()                          # a name kept in the source's letters, said with its counts
    glosses_left = set()                       # an English gloss reported as English left
    for f in rows:
        fuller[(f[0], f[1], f[3])].append(f[7])
        if f[4] == "untranslated_fragment":
            english_left[(f[0], f[1], f[3])].append(f[7])
            gloss = facts_of(f[7], *GLOSS_LEFT)
            if gloss:
                glosses_left.add((f[0], f[1], f[3], gloss["text"]))
        kept = facts_of(f[7], "name_kept_here") if f[4] == "inconsistent_term" else None
        if kept:
            kept_here.add((f[0], f[1], f[3], kept["name"]))
    settled = defaultdict(list)                # alternatives left in, with the side to keep named
    remarks = defaultdict(list)                # a translator's words to delete, as their findings quote them
    for f in rows:
        if f[4] == "alternatives_marked" and f[6]:
            settled[(f[0], f[1], f[3])].append(f[5])
        remark = facts_of(f[7], *REMARKS) if f[4] in ("translator_note", "translator_question") else None
        if remark:
            remarks[(f[0], f[1], f[3])].append(remark.get("words") or remark.get("question", ""))
    out, said_here, whole = [], set(), set()
    for f in rows:
        if tuple(f[:8]) in whole:
            continue
        whole.add(tuple(f[:8]))
        slip = (facts_of(f[7], "spelling_perhaps") or facts_of(f[7], "spelling")) if f[4] == "spelling" else None
        if slip and any(re.search(rf"(?<![А-Яа-яЁё]){re.escape(slip['word'])}(?![А-Яа-яЁё])", words)
                        for words in remarks[(f[0], f[1], f[3])]):
            continue                 # "и далее художка" inside the translator's question: deleting it mends it
        rendered = facts_of(f[7], *RENDERED) if f[4] == "inconsistent_term" else None
        if rendered and any(_a_side_of(rendered["rendering"], words) for words in settled[(f[0], f[1], f[3])]):
            continue                 # "транзакции\\операции", операции kept: the alternatives' finding says it
        part = facts_of(f[7], *PART_RENDERED) if f[4] == "inconsistent_term" else None
        if part and any(left and set(left["text"].lower().split()) <= set(part["term"].lower().split())
                        for left in map(lambda m: facts_of(m, *ENGLISH_LEFT), english_left[(f[0], f[1], f[3])])):
            continue                 # "с карт Position": the term's other word left in English is the finding
        glossed_pair = facts_of(f[7], "name_glossed") if f[4] == "alternatives_marked" else None
        if glossed_pair and (f[0], f[1], f[3], glossed_pair["gloss"]) in glosses_left:
            continue                 # "неизбежных (Imminent)": the English-left finding of the gloss says it
        foreign = facts_of(f[7], "foreign_name_kept") if f[4] == "untranslated_fragment" else None
        if foreign and (f[0], f[1], f[3], foreign["text"]) in kept_here:
            continue                 # "República de las Bananas": kept here, translated elsewhere, is the finding
        glossed = re.match(r"'(.+) \((.+)\)': a name and its name", f[7]) \
            if f[4] == "alternatives_marked" else None
        latin = glossed.group(1) if glossed and re.fullmatch(r"[A-Za-z]+", glossed.group(1)) else ""
        if latin and any(f" {latin}(" in m or f" {latin} (" in m for m in english_left[(f[0], f[1], f[3])]):
            continue                 # "he is assassinating Ben(Петя)": the English clause left is the finding
        short = re.match(r"'[^']+' here, where the text writes '([^']+)'", f[7])
        if short and any(short.group(1) in other for other in fuller[(f[0], f[1], f[3])] if other != f[7]):
            continue                 # "攻擊者出攻擊卡" beside its heading's "攻擊者打出攻擊卡": the outline's finding says it
        word = re.match(r"'([^']+)' here", f[7]) if f[4] == "inconsistent_term" else None
        if word:
            if (f[0], f[1], f[2], f[3], f[5], word.group(1)) in said_here:
                continue                 # 卡堆 found by two checks: the first one's words say it
            said_here.add((f[0], f[1], f[2], f[3], f[5], word.group(1)))
        if f[4] == "key_term_missing":
            seen = re.search(r"; it reads '([^']+)' here;", f[7])
            if seen and any(seen.group(1) in evidence for evidence in shown[(f[0], f[1], f[2], f[3], f[6])]):
                continue
            if not seen and (f[0], f[1], f[2], f[6]) in in_unit:
                continue                 # "свои Positions": the English left in the term's place is the finding
        out.append(f)
    return out


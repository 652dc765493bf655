"""The translator's or a reviewer's own words about the translation left in a rules text, as
``translator_note`` findings: words to delete, not renderings to choose between (so no
``alternatives_marked``).

- a Russian sentence speaking of the translation in the first person: a verb in the first person
  singular and a word of "перевод"/"переводить"/"перевести" ("Продолжаю выкладывать перевод правил
  Робинзона Крузо на русский язык": a blog post's introduction);
- a Chinese sentence whose writer speaks of translating the rules ("就順道把規則翻譯了下", a forum
  post's aside: CHINESE_TRANSLATING);
- a Chinese parenthesis opened by a note's mark, 按, 註 or 注 and a colon, or 譯註, 編按 ("(按：本文中直接
  稱呼為"其他玩家"，以示總統之不凡)"): the writer's or translator's note, as Chinese marks one (CHINESE_NOTE);
- a translator's or reviewer's guess at the meaning in parentheses ("(речь про бюджет, видимо)"): a
  hedge word (видимо, наверное, вероятно, кажется, похоже) or "речь про/о" inside (GUESS);
- in a translation, a clause inside parentheses speaking of the translation or of its terms ("(или
  ключевых точек, …, как термин PC- переводится «центр власти»)"): the translator's note to the team,
  which no rule of the game says (TRANSLATING_WORDS; not in a text written in Russian, whose rules may
  speak of terms, as the politics game's «Дебаты» do);
- in a translation, a sentence closed by a question mark where the English it translates asks no
  question ("–это художественный текст, который просто поясняет, … по механике он может уйти или не
  может?", "в ячейку «активность отряда смерти в банке»?"): the translator's question to the team,
  left in the text (``questions_not_in_the_source``, a ``translator_question``; one in parentheses
  is qa.translator_questions');
- the heading of a reviewer's list of rewordings ("Возможно, будет лучше:" before "в тексте: «…»
  лучше: «…»"): the list is for the translator to apply or drop, not for the reader; each of its
  suggestions is a ``reviewer_suggestion`` finding where it applies.
"""
from __future__ import annotations

import re

import pandas as pd

from .messages import said

SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？]?")
RU_WORD = re.compile(r"[А-Яа-яЁё]+")
TRANSLATION_LEMMAS = {"перевод", "переводить", "перевести", "переводчик"}
#: the rules as what the writer translated: "把規則翻譯了下" (把 puts the rules before the verb done to them),
#: "翻譯了規則", or "我" before "翻譯"; not "規則中的名詞翻譯成英文" (the rules saying what is translated)
CHINESE_TRANSLATING = re.compile(r"(?:把|將|将)[^，。,]{0,6}(?:規則|规则)[^，。,]{0,4}(?:翻譯|翻译)|(?:翻譯|翻译)[^，。,]{0,3}"
                                 r"(?:規則|规则)|我[^，。,]{0,10}(?:翻譯|翻译)")
#: a note in parentheses opened by its mark: "(按：…)", "（註：…）", "(譯註：…)", "(編按：…)"
CHINESE_NOTE = re.compile(r"[(（]\s*(?:(?:譯|译|編|编|作者)?(?:按|註|注)|譯者|译者)\s*[：:][^()（）]{2,160}[)）]")
#: a guess at the meaning in parentheses: "(речь про бюджет, видимо)", "(наверное, о голосовании)"
GUESS = re.compile(r"\((?=[^()]*(?<![А-Яа-яЁё])(?:видимо|по-видимому|наверное|наверно|вероятно|кажется|похоже|речь (?:идёт |идет )?(?:про|о|об))"
                   r"(?![А-Яа-яЁё]))[^()]{3,80}\)", re.IGNORECASE)
#: the words of a clause that speaks of translating or of terms (lemmas)
TRANSLATING_WORDS = TRANSLATION_LEMMAS | {"переводиться", "термин"}
#: a parenthesis and its clauses
PARENTHESIS = re.compile(r"\(([^()]{3,200})\)")
#: a line closed by a colon, the line after it opening a reviewer's suggestion
LIST_HEADING = re.compile(r"^([^\n«»]{3,60}:)[ \t]*\n[ \t]*в тексте", re.MULTILINE)


def _first_person_translation(sentence: str) -> bool:
    from ..russian import analyses
    readings = [analyses(w.lower()) for w in RU_WORD.findall(sentence)]
    first_person = any(a and all(x.tag.POS == "VERB" and x.tag.person == "1per" and x.tag.number == "sing" for x in a)
                       for a in readings)
    return first_person and any(x.normal_form in TRANSLATION_LEMMAS for a in readings for x in a[:1])


#: where a sentence of a translation ends: a full stop, "!" or "?" (a closing quote after it), then a space
#: and a capital, a dash or an opening quote
SENTENCE_END = re.compile(r"[.!?…][»\"”]?\s+(?=[-–—«\"]?\s?[А-ЯЁA-Z«–—-])")


def questions_not_in_the_source(segments: pd.DataFrame, pairs: pd.DataFrame) -> list[list]:
    """The translator's questions of the module's doc: each question mark of a translation outside
    parentheses, where its unit's English (``pairs``) has fewer question marks than the translation."""
    from .grammar_slips import finding_row
    english: dict[tuple, str] = {}
    for p in pairs.itertuples():
        key = (p.corpus, p.tgt_location, p.cell)
        english[key] = english.get(key, "") + " " + str(p.src)
    out = []
    translated = segments[(segments.lang == "ru") & segments.variant.isin(["translation", "paragraph"])]
    for r in translated.itertuples():
        source = english.get((r.corpus, r.location, r.cell))
        asked = [m.start() for m in re.finditer(r"\?", r.text) if not _inside_parentheses(r.text, m.start())]
        if source is None or not asked or source.count("?") >= len(asked):
            continue
        for at in asked:
            ends = [m.end() for m in SENTENCE_END.finditer(r.text, 0, at)]
            start = ends[-1] if ends else 0
            words = " ".join(r.text[start:at + 1].split())
            shown = words if len(words) <= 90 else "…" + words[-80:].split(" ", 1)[-1]   # the question's end
            out.append(finding_row(r, start, "translator_question", shown, "",
                                   said("translator_note", variant=r.variant, words=words)))
    return out


def _inside_parentheses(text: str, at: int) -> bool:
    return text.rfind("(", 0, at) > text.rfind(")", 0, at)


def _speaks_of_translating(clause: str) -> bool:
    """Does a clause name translating or a term ("как термин PC- переводится «центр власти»")?"""
    from ..russian import analyses
    return any(a and a[0].normal_form in TRANSLATING_WORDS for a in (analyses(w.lower()) for w in RU_WORD.findall(clause)))


def _first_person(sentence: str) -> bool:
    """Does the writer speak in the first person ("рассмотрим", "прошу")?"""
    from ..russian import analyses
    return any(a and all(x.tag.POS == "VERB" and x.tag.person == "1per" for x in a)
               for a in (analyses(w.lower()) for w in RU_WORD.findall(sentence)))


def _evidence(sentence: str, width: int = 90) -> str:
    sentence = sentence.strip()
    return sentence if len(sentence) <= width else sentence[:width].rstrip() + "…"


def translator_remarks(segments: pd.DataFrame) -> list[list]:
    """The findings of the module's doc."""
    from .grammar_slips import finding_row
    out = []
    texts = segments[segments.variant.isin(["translation", "paragraph", "text", "note"])]
    for r in texts[texts.lang == "ru"].itertuples():
        sentences = [m for m in SENTENCE.finditer(r.text) if m.group().strip()]
        if len(sentences) > 1 and _first_person_translation(sentences[0].group()) \
                and any(_first_person(m.group()) for m in sentences[1:]):
            # "Продолжаю выкладывать перевод… Сегодня… рассмотрим… прошу обратить…": a paragraph opened by
            # the translator's words on the translation and speaking in the first person on: the whole
            # paragraph is the preface, quoted whole so that deleting it leaves none of it
            words = " ".join(r.text.split())
            out.append(finding_row(r, sentences[0].start() + len(sentences[0].group()) - len(sentences[0].group().lstrip()),
                                   "translator_note", words, "", said("translator_remark", words=words)))
            continue
        for m in sentences:
            if _first_person_translation(m.group()):
                words = _evidence(m.group())
                out.append(finding_row(r, m.start() + len(m.group()) - len(m.group().lstrip()), "translator_note",
                                       words, "", said("translator_remark", words=words)))
        for m in LIST_HEADING.finditer(r.text):
            out.append(finding_row(r, m.start(1), "translator_note", m.group(1), "",
                                   said("reviewer_list_left", words=m.group(1))))
    translated = texts[(texts.lang == "ru") & texts.variant.isin(["translation", "paragraph"])]
    for r in translated.itertuples():
        for m in PARENTHESIS.finditer(r.text):
            at = m.start(1)
            for clause in m.group(1).split(","):
                if _speaks_of_translating(clause):
                    words = clause.strip()
                    out.append(finding_row(r, at + len(clause) - len(clause.lstrip()), "translator_note", words, "",
                                           said("translator_remark", words=words)))
                at += len(clause) + 1
    guessed = segments[segments.variant.isin(["translation", "paragraph"]) | segments.variant.str.startswith("reviewer")]
    for r in guessed[guessed.lang == "ru"].itertuples():
        for m in GUESS.finditer(r.text):
            out.append(finding_row(r, m.start(), "translator_note", m.group(), "",
                                   said("guess_left", words=m.group())))
    for r in texts[texts.lang == "zh"].itertuples():
        for m in CHINESE_NOTE.finditer(r.text):
            out.append(finding_row(r, m.start(), "translator_note", m.group(), "",
                                   said("translator_remark", words=m.group())))
        for m in SENTENCE.finditer(r.text):
            if CHINESE_TRANSLATING.search(m.group()):
                words = _evidence(m.group())
                out.append(finding_row(r, m.start() + len(m.group()) - len(m.group().lstrip()), "translator_note",
                                       words, "", said("translator_remark", words=words)))
    return out

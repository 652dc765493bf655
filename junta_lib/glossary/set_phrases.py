"""Set phrases of Russian written wrong: a colloquial form, a word of the phrase left out, the second
half of a paired conjunction left out.

- "нету" is colloquial; written Russian has "нет" («Если у игрока нету ресурсов»: нет ресурсов);
- "по часовой стрелке" and "против часовой стрелки" keep their noun: "по часовой сектор" has lost it
  (по часовой стрелке);
- "ни … ни" pairs its halves: "не нравятся ни он его действия" has lost the second "ни" before the
  possessive's noun (ни он, ни его действия).  Only a personal pronoun after the first "ни" and a
  possessive with its noun after that pronoun, with no other "ни" in the sentence, is read: there the
  possessive cannot be the pronoun's object;
- "включать в себя" (to include) takes the accusative of "себя": "включает в себе девять фаз" is
  written "включает в себя" ("заключать в себе", to contain, is another phrase, with the prepositional,
  and is left alone; Rosenthal's handbook of spelling and style, on the set phrases a verb governs);
- "по" in the sense "after, upon" takes the prepositional of a verbal noun: "по возвращении в Рим",
  "по прибытии", "по окончании", "по завершении", "по истечении", "по прочтении" (Rosenthal's
  handbook, on "по" with the prepositional; «Русская грамматика», 1980, on the prepositions of
  time).  The dative ("по возвращению") is the sense "for, concerning" after a noun of an activity
  ("меры по возвращению долгов", "работы по завершению строительства") and, for "окончанию", a
  word's ending ("по окончанию слова"): those are left alone.
"""
from __future__ import annotations

import re

from .messages import said

#: "нету" written as a word of the sentence, not named in quotation marks («нету»)
COLLOQUIAL_NO = re.compile(r"(?<![А-Яа-яЁё«\"“-])([Нн])ету(?![А-Яа-яЁё»\"”-])")
CLOCKWISE = re.compile(r"(?i)(?<![А-Яа-яЁё-])(по|против) часовой(?! стрелк)")
NEITHER = re.compile(r"(?i)(?<![А-Яа-яЁё-])ни (он|она|оно|они|я|ты|мы|вы) (его|её|ее|их|мо[йяеи]|тво[йяеи]|сво[йяеи]|"
                     r"наш[аеи]?|ваш[аеи]?) ([а-яё]+)(?![А-Яа-яЁё-])")
SENTENCE_END = re.compile(r"[.!?;\n]")
INCLUDE_SELF = re.compile(r"(?i)(?<![А-Яа-яЁё-])(включ[а-яё]*) в себе(?![А-Яа-яЁё-])")
#: "по" and a verbal noun of an event in the dative, the word before it and the word after it
AFTER_EVENT = re.compile(r"(?i)(?:([А-Яа-яЁё]+)\s+)?(?<![А-Яа-яЁё-])(по (возвращени|прибыти|окончани|завершени|истечени|"
                         r"прочтени)ю)(?![А-Яа-яЁё-])(?:\s+([А-Яа-яЁё]+))?")
#: nouns of an activity that "по" + the dative follows in the sense "for, concerning"
ACTIVITIES = {"мера", "работа", "действие", "мероприятие", "операция", "задача", "обязанность", "обязательство",
              "расход", "затрата", "услуга", "программа", "план", "комиссия", "инструкция", "рекомендация",
              "указание", "помощь", "деятельность", "усилие", "служба", "отдел", "предложение", "решение",
              "вопрос", "процедура", "правило", "совет", "контроль", "требование", "проект"}
#: what "по окончанию" reads as a word's ending before
WORD_ENDING = {"слова", "слов", "глагола", "существительного", "прилагательного", "формы"}


def set_phrases(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for each set phrase of the segment written wrong."""
    from ..russian import analyses
    out = [(r, m.start(), m.group(), m.group(1) + "ет", said("colloquial_no")) for m in COLLOQUIAL_NO.finditer(r.text)]
    for m in CLOCKWISE.finditer(r.text):
        noun = "стрелке" if m.group(1).lower() == "по" else "стрелки"
        after = re.match(r" ?[А-Яа-яЁё]*", r.text[m.end():]).group()
        # the evidence's words, the noun put back ("по часовой стрелке сектор", not a suggestion without "сектор")
        out.append((r, m.start(), m.group() + after, f"{m.group()} {noun}{after}",
                    said("set_phrase_word_left_out", phrase=f"{m.group(1).lower()} часовой {noun}")))
    for m in NEITHER.finditer(r.text):
        end = SENTENCE_END.search(r.text, m.end())
        rest = r.text[m.end():end.start() if end else len(r.text)]
        if re.search(r"(?i)(?<![А-Яа-яЁё])ни(?![А-Яа-яЁё])", rest):
            continue
        if any(a.tag.POS == "NOUN" for a in analyses(m.group(3).lower())[:1]):
            out.append((r, m.start(), m.group(), f"ни {m.group(1)}, ни {m.group(2)} {m.group(3)}", said("second_neither_missing")))
    return out + include_self(r) + after_event(r)


def include_self(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for "включать в себе" (the module's doc)."""
    from ..russian import analyses
    out = []
    for m in INCLUDE_SELF.finditer(r.text):
        if any(a.normal_form in ("включать", "включить") for a in analyses(m.group(1).lower())):
            out.append((r, m.start(), m.group(), f"{m.group(1)} в себя", said("set_phrase_is", phrase="включать в себя")))
    return out


def after_event(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for "по" + a verbal noun's dative in the sense
    "after" (the module's doc)."""
    from ..russian import analyses
    out = []
    for m in AFTER_EVENT.finditer(r.text):
        if m.group(1) and any(a.tag.POS == "NOUN" and a.normal_form in ACTIVITIES for a in analyses(m.group(1).lower())):
            continue
        if m.group(3).lower() == "окончани" and (m.group(4) or "").lower() in WORD_ENDING:
            continue
        phrase = m.group(2)
        out.append((r, m.start(2), phrase, phrase[:-1] + "и", said("after_event_prepositional")))
    return out

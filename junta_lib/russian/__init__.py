"""Russian grammar for the whole kit: reading words (pymorphy3), a noun phrase's head, its citation
form, the phrase put into a case with its adjectives agreeing, and the words of a sentence that
agree with a noun.  The glossary (terms, ``apply``) and the game's words (i18n) both use it; it
uses neither.

    analysis.py   pymorphy3's readings, cached: analyses, parses, is_noun, lemmas, parse_ru, cases_ru
    phrases.py    head_index, adjectival_head, russian_citation, inflect_phrase, keep_spelling, keep_capitals, plural_only_lemmas,
                  writes_yo
    agreement.py  the cases a preposition governs, the numerals and nouns that govern, the words that agree
                  with a head in a sentence
"""
from .analysis import RU_WORD, analyses, cases_ru, is_noun, lemmas, morph, parse_ru, parse_ru_full, parses
from .phrases import (ADJECTIVES, PROPER, adjectival_head, citation_number, head_index, inflect_phrase, keep_capitals,
                      keep_spelling, plural_only_lemmas, russian_citation, writes_yo)

__all__ = ["RU_WORD", "analyses", "cases_ru", "is_noun", "lemmas", "morph", "parse_ru", "parse_ru_full", "parses",
           "ADJECTIVES", "PROPER", "adjectival_head", "citation_number", "head_index", "inflect_phrase", "keep_capitals", "keep_spelling",
           "plural_only_lemmas", "russian_citation", "writes_yo"]

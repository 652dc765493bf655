"""What the build says about a term or a finding: one English sentence per thing said, its facts named.

The glossary's files keep these sentences in English (qa.csv's ``message``, terms.csv's ``basis`` and
``note``; the finding's ``kind`` is the language-free key other tools read), as the build writes them
with :func:`said`.  The review screens show them in the reviewer's language: :func:`on_screen` reads a
file's sentence back against the sentences declared here (each a catalog entry, found by the same
words) and says it again with the same facts; a fact that is itself one of the glossary's keys (a
passage, a status, a corpus) is named in the reviewer's words (labels.py).  A sentence the table does
not declare (a newer build's, a translator's own note) is shown as it is.
"""
from __future__ import annotations

import re
import string
from functools import lru_cache

from ..i18n import N_, tr, words
from ..i18n.lang import english_plural
from .labels import corpus_label, term_status, variant_name

#: the findings' messages (qa.py), by what they say
FINDINGS = {
    "term_named_in_english": N_("'{english}' names in English the term the text writes '{term}' (at {locations}); write it in Russian"),
    "term_named_in_english_glossed": N_("'{english}' names in English the term the text writes '{term}' (at "
                                        "{locations}), with the Russian after it in parentheses; write the Russian "
                                        "first, as at {locations}, or alone"),
    "dice_notation": N_("dice in the English notation ({variant}): '{text}'; Russian writes the die with к: "
                        "'{russian}'"),
    "dice_notation_defined": N_("dice in the English notation ({variant}): '{text}', a notation the text defines "
                                "here and keeps; Russian writes the die with к ('{russian}'): decide which the whole "
                                "text writes"),
    "latin_label": N_("a label in a Latin letter ({variant}): '{letter}'; Russian labels its parts with Cyrillic "
                      "letters (А, Б, В…): write '{cyrillic}'"),
    "english_in_russian": N_("English left in the Russian ({variant}): '{text}'"),
    "english_in_russian_gloss": N_("English left in the Russian ({variant}): '{text}', a gloss giving the term's "
                                   "English: record it in the glossary, and decide whether the text keeps such "
                                   "glosses or drops them"),
    "foreign_name_kept": N_("'{text}' left in Latin letters ({variant}): a name in Spanish, not English; decide "
                            "whether the translation keeps it or translates it"),
    "english_duplicated": N_("English left in the Russian ({variant}): '{text}', which the words before it already "
                             "render; delete the English"),
    "english_abbreviation_expanded": N_("English left in the Russian ({variant}): '{text}', the expansion of the "
                                        "abbreviation '{abbreviation}' the text keeps in Latin letters; give the term a "
                                        "Russian name and decide whether '{abbreviation}' stays"),
    "foreign_word_noted": N_("'{text}' left in Latin letters ({variant}), quoted with the author's note that the text "
                             "calls it '{rendering}'; write '{rendering}' alone"),
    "foreign_word_defined": N_("'{text}' left in Latin letters ({variant}): the name the text defines here, with the "
                               "author's note that it calls it '{rendering}' afterwards; decide whether the Latin "
                               "name stays beside it or '{rendering}' alone is given"),
    "english_card_words": N_("English left in the Chinese ({variant}): '{text}', the card's printed English quoted "
                             "after its Chinese '{chinese}'; decide whether the English stays to match the cards, "
                             "marked as the card's text, or goes"),
    "english_abbreviation_defined": N_("English left in the Russian ({variant}): '{text}', an abbreviation the text "
                                       "defines here and keeps in Latin letters; decide whether it stays or the term "
                                       "gets a Russian name"),
    "english_abbreviation_kept": N_("Latin letters left in the text ({variant}): '{text}', an abbreviation the text "
                                    "keeps in {n} places; decide whether it stays, glossed once where it first "
                                    "stands, or the term is written out"),
    "abbreviation_whole_text": N_("Latin letters left in the text ({variant}): '{text}', an abbreviation the text "
                                  "keeps in {n} places (lines {rows}); decide once for the whole text whether it "
                                  "stays, glossed here, where it first stands, or the term is written out"),
    "abbreviation_written_otherwise": N_("'{written}' here; the text writes '{usual}' in {n} places: one abbreviation "
                                         "written two ways; write '{usual}'"),
    "defined_abbreviations_whole_text": N_("English abbreviations the text defines in its list of terms and keeps in "
                                           "Latin letters ({variant}): {abbreviations} (lines {rows}); one decision of "
                                           "terminology for the whole text: keep them as the English components "
                                           "print them, or give the terms Russian names"),
    "glosses_whole_text": N_("the English of {n} of the text's terms in parentheses ({variant}): {glosses} (lines "
                             "{rows}); record each as its term's English in the glossary, and decide once for the "
                             "whole text whether it keeps such glosses or drops them"),
    "english_in_chinese": N_("English left in the Chinese ({variant}): '{text}'"),
    "english_in_chinese_gloss": N_("English left in the Chinese ({variant}): '{text}', a gloss giving the term's "
                                   "English: record it in the glossary, and decide whether the text keeps such "
                                   "glosses or drops them"),
    "open_question": N_("an open question left in the translation ({variant}): ({question})"),
    "translator_note": N_("a translator's note or question ({variant}): '{words}'"),
    "alternative_in_parentheses": N_("an alternative in parentheses: ({words})"),
    "alternative_after_backslash": N_("unresolved alternatives separated by '\\': {words}"),
    "slash_for_or": N_("a slash standing for 'or' in running text: {words}; spell it out: {joined}"),
    "slashes_whole_text": N_("a slash standing for 'or' in running text in {n} places (lines {rows}): {chains}; the "
                             "author's way throughout: decide once for the whole text whether it is spelt out "
                             "('{joined}') or kept"),
    "slash_in_heading": N_("a slash joining the things a heading covers: {words}; spell it out: {joined}"),
    "alternative_after_slash": N_("unresolved alternatives separated by '/': {words}"),
    "alternative_after_backslash_unclear": N_("unresolved alternatives separated by '\\': {words}; where each "
                                              "rendering begins and ends is unclear, so no fix is suggested"),
    "alternative_after_slash_unclear": N_("unresolved alternatives separated by '/': {words}; where each "
                                          "rendering begins and ends is unclear, so no fix is suggested"),
    "alternative_after_backslash_undecided": N_("unresolved alternatives separated by '\\': {words}; no decision or "
                                                "glossary term settles it: decide between «{first}» and «{second}»"),
    "alternative_after_slash_undecided": N_("unresolved alternatives separated by '/': {words}; no decision or "
                                            "glossary term settles it: decide between «{first}» and «{second}»"),
    "alternatives_chain_undecided": N_("unresolved alternatives, several in a row: {words}; no decision or glossary "
                                       "term settles it: decide among {sides}"),
    "alternatives_settled_by_heading": N_("unresolved alternatives: {words}; the text names the heading «{named}» "
                                          "elsewhere, with no alternative: keep «{side}»"),
    "alternatives_settled_by_family": N_("unresolved alternatives: {words}; one is of one family with the glossary's "
                                         "rendering «{target}», which the same passage writes («{there}»): keep «{side}»"),
    "name_in_other_number": N_("'{words}' here, '{usual}' in {n} place(s): one name written with its second word in two numbers"),
    "name_number": N_("{words} here, {usual} in {n} place(s): one name written in two numbers"),
    "alternatives_side_by_side": N_("two renderings side by side for '{english}': {words}; keep one"),
    "alternatives_in_query": N_("renderings offered in a translator's query: {words}; keep one"),
    "name_glossed": N_("'{words} ({gloss})': a name and its name in the other language side by side; record the "
                       "pair in the glossary, and decide whether the text keeps such glosses ({n} in this text) or "
                       "one name"),
    "guess_left": N_("'{words}': the translator's or reviewer's guess at the meaning, left in the text; settle it "
                     "and delete it"),
    "translator_remark": N_("'{words}': the translator's own words about the translation, left in the text; delete them"),
    "reviewer_list_left": N_("'{words}': the heading of a reviewer's list of rewordings left in the text; apply or drop "
                             "each suggestion, then delete the list"),
    "name_lower_in_list": N_("'{words}' in lower case in a list of names written with capitals ({names}); the text "
                             "writes '{capital}' elsewhere: one name written two ways"),
    "marker_label_left": N_("'{words}': a translator's label for the lines after it left in the text; delete it"),
    "placeholder_left": N_("'{words}': a translator's placeholder left in the text; put in what it stands for"),
    "alternative_rendering": N_("an alternative rendering in parentheses: ({words})"),
    "english_then_russian": N_("'{english}' left in English, its Russian in parentheses after it ({words}): write "
                               "the Russian in its place"),
    "plural_in_parentheses": N_("'{words}': the English way of marking a plural in parentheses, copied; say in "
                                "words whether one or several are meant, or keep one form"),
    "or_in_parentheses": N_("'{words}' renders the English '{english}': its 'or' made a parenthesis, no alternative "
                            "to choose; write it with 'или' («{first} или {second}», in the sentence's case)"),
    "one_or_many_covered": N_("'{words}': the noun with its plural in parentheses, where «{quantifier}» already means one "
                              "or more; delete the parenthesis: «{kept}»"),
    "descriptive_second_name": N_("'{words}': the author's descriptive second name in parentheses, no alternative to "
                                  "choose; one name is enough where the text names it again"),
    "one_or_many": N_("'{words}': one or more, the noun with its plural in parentheses, a convention some "
                      "rulebooks keep and others do not: the house style decides; otherwise one form, or in words "
                      "(«один или несколько»)"),
    "gloss_repeated": N_("'{word} ({gloss})': the author's second name in parentheses, written {n} times (at {places}): "
                         "one name is enough, or the second once, where the word first appears"),
    "author_glosses_whole_text": N_("a word followed by other words in parentheses, the author's habit in {n} "
                                    "places (lines {rows}): {parentheses}; no alternative left open, one habit "
                                    "for the whole text to read through: keep a parenthesis that adds to the rule "
                                    "or gives another printed name, drop one that only repeats its word"),
    "second_name_whole_text": N_("'{words}': the author's second name in parentheses, written {n} times (lines "
                                 "{rows}); one name is enough: keep the second once, where the word first appears "
                                 "(line {first}), and drop it at the others, a fix for the whole text"),
    "page_footer": N_("'{words}': a page number left in the text (a page's footer or header, or a mark where a page "
                      "of the original begins); the published text has none: delete it"),
    "navigation_link": N_("'{words}': a web page's navigation link left in the text; delete it"),
    "forum_signature": N_("'{words}': a forum post's signature left in the text; delete it"),
    "forum_separator": N_("'{words}': the separator opening a forum post's signature, left in the text; delete it"),
    "forum_comment_date": N_("'{words}': a forum reader's comment date and floor, left in the text; delete it"),
    "forum_title_tag": N_("'{words}': a forum board's category tag left at the title; delete it"),
    "forum_comment": N_("'{words}' ({date}): a forum reader's comment left in the text; delete it"),
    "page_footer_inside": N_("'{words}': a page's footer left inside the {variant} (the source has none)"),
    "spelling": N_("'{word}': {why}"),
    "space_inside_chinese": N_("a space between two Chinese characters, which Chinese does not write inside a sentence"),
    "no_space_after_stop": N_("no space after the full stop"),
    "no_space_after_bracket": N_("no space after the bracket or comma"),
    "hyphenated_compound": N_("a compound written with a hyphen"),
    "during_spelling": N_("the preposition is written 'в течение'"),
    "same_thing_apart": N_("'the same' is written 'то же самое', three words"),
    "with_before_vowel": N_("the preposition is 'с' before a word opening with a vowel"),
    "case_not_agreeing": N_("the pronoun and its noun stand in no common case: an ending typed wrong"),
    "not_agreeing": N_("the adjective and its noun agree in no reading: an ending typed wrong"),
    "infinitive_expected": N_("'{head}' takes an infinitive here"),
    "preposition_missing": N_("'{word}' is in the prepositional case, which no preposition opens here"),
    "imperative_expected": N_("a future with no 'вы' before it, where the instruction wants the imperative"),
    "verb_number": N_("'{verb}' is singular after its plural subject '{subject}'"),
    "not_with_participle": N_("'не' is written together with a participle that has no words of its own"),
    "not_with_adjective": N_("'не' is written together with an adjective unless a contrast follows ('не …, а …') or "
                             "'далеко', 'вовсе' or 'отнюдь' stand before it"),
    "colloquial_no": N_("'нету' is colloquial; written Russian has 'нет'"),
    "set_phrase_word_left_out": N_("a word of the set phrase '{phrase}' left out"),
    "second_neither_missing": N_("the second 'ни' of 'ни … ни' left out"),
    "dative_after": N_("'{word}' takes the dative"),
    "accusative_joined": N_("'{word}' takes the accusative, and so does each phrase 'и' joins to its object"),
    "relative_not_agreeing": N_("'{pronoun}' agrees in gender and number with no noun before it ('{noun}')"),
    "subject_in_genitive": N_("'{noun}' is in the genitive singular, but with '{other}' it is the subject of the plural '{verb}'"),
    "verb_gender": N_("not in the gender of its singular subject '{subject}'"),
    "verb_number_plural": N_("'{verb}' is plural after its singular subject '{subject}'"),
    "participle_number": N_("the short participle '{participle}' is not in the number of '{auxiliary}', which agrees "
                            "with the subject as the participle must"),
    "set_phrase_is": N_("the set phrase is '{phrase}'"),
    "after_event_prepositional": N_("'по' in the sense 'after, upon' takes the prepositional case of the noun"),
    "numeral_ending_hyphen": N_("an ordinal in figures takes its case ending after a hyphen"),
    "numeral_ending_cardinal": N_("a cardinal in figures takes no case ending"),
    "numeral_ending_unlike_the_text": N_("{why}; and the text writes such endings {how} in {n} places: one way "
                                         "written two ways"),
    "numeral_way_glued": N_("glued to the number ('4х')"),
    "numeral_way_hyphen": N_("after a hyphen ('4-х')"),
    "straight_quotes": N_("{name} stands in straight quotes; the text quotes its names with «…» ({n} time(s)): "
                          "quote it so too"),
    "longer_phrase": N_("'{written}' here, where the text writes '{usual}' ({n} time(s)): one phrase written two "
                        "ways; write '{usual}'"),
    "list_markers": N_("item numbers written with a space after them in {n} places (lines {rows}) and without one "
                       "in {usual}: one list written two ways; decide one way for the whole text (the text's more "
                       "frequent way is without a space, as in '{example}')"),
    "list_markers_spaced": N_("item numbers written without a space after them in {n} places (lines {rows}) and with "
                              "one in {usual}: one list written two ways; decide one way for the whole text (the "
                              "text's more frequent way is with a space, as in '{example}')"),
    "label_mark": N_("the label '{written}' is written '{usual}' elsewhere in the text ({n} time(s)): write it one "
                     "way"),
    "unit_glued": N_("'{written}': a number glued to its unit's abbreviation; Russian writes them apart, the "
                     "abbreviation with its point: '{suggestion}'"),
    "double_space": N_("two spaces between words in {count} place(s) (lines {rows}), a no-break space beside an "
                       "ordinary one: keep one space in each, a fix for the whole text"),
    "dash_written": N_("the dash between words is set '{usual}' {n} time(s) and otherwise in {count} place(s) "
                       "({others}; lines {rows}): decide one dash for the whole text; Russian sets a dash between "
                       "words, not a hyphen"),
    "name_declined": N_("the name {name} is declined after '{head}' here; the text writes it {usual} after that word "
                        "{n} time(s): a name in guillemets after the word that says what it is stays in the "
                        "nominative"),
    "verb_otherwise": N_("'{written}' ('{way}', {count} time(s) in the text) says an action of the game the text says "
                         "with '{usual}' {n} time(s): one verb for one action"),
    "page_abbreviation": N_("'{written}' cites a page otherwise than the text, which writes '{usual}' ({n} time(s))"),
    "letters_swapped": N_("two letters swapped"),
    "words_glued": N_("two words glued"),
    "capital_inside": N_("a capital inside the word"),
    "unknown_word": N_("neither hunspell's Russian dictionary nor pymorphy3 knows it"),
    "one_letter_from": N_("a dictionary word written once, one letter from '{twin}' (written {n} time(s)), which "
                          "stands beside the same words elsewhere"),
    "name_one_letter_from": N_("a name written once that no dictionary knows, one letter from '{twin}' (written {n} "
                               "time(s))"),
    "spelling_perhaps": N_("'{word}': {why}; perhaps '{suggestion}'"),
    "list_suggests": N_("the reviewer's list (paragraph {paragraph}, line {line}) suggests: {label}: «{better}»"),
    "list_suggests_places": N_("the reviewer's list (paragraph {paragraph}, line {line}) suggests ({n} places): "
                               "{label}: «{better}»"),
    "reviewer_rewrites": N_("a reviewer proposes another translation ({variant}, cell {cell})"),
    "reviewer_rewrites_piece": N_("a reviewer ({variant}, cell {cell}) proposes «{proposal}» for the first "
                                  "translation's «{first}»"),
    "reviewer_rewrites_piece_open": N_("a reviewer ({variant}, cell {cell}) proposes «{proposal}» for the first "
                                       "translation's «{first}»; the proposal leaves a choice of its own open "
                                       "(«{choice}»): settle it before taking the proposal"),
    "reviewer_writes": N_("the reviewer ({variant}, cell {cell}) writes «{new}» for «{old}»"),
    "reviewer_adds": N_("the reviewer ({variant}, cell {cell}) adds «{new}»"),
    "reviewer_writes_other_term": N_("the reviewer ({variant}, cell {cell}) writes «{new}» for «{old}»; «{rendering}» is the "
                                     "glossary's rendering of '{other}', which this unit's English does not name: check "
                                     "that the reviewer means it"),
    "reviewer_adds_between_other_term": N_("the reviewer ({variant}, cell {cell}) adds «{new}» between «{before}» and "
                                           "«{after}»; «{rendering}» is the glossary's rendering of '{other}', which this "
                                           "unit's English does not name: check that the reviewer means it"),
    "reviewer_adds_between": N_("the reviewer ({variant}, cell {cell}) adds «{new}» between «{before}» and «{after}»"),
    "reviewer_adds_before": N_("the reviewer ({variant}, cell {cell}) adds «{new}» before «{after}»"),
    "reviewer_adds_after": N_("the reviewer ({variant}, cell {cell}) adds «{new}» after «{before}»"),
    "reviewer_writes_own_alternative": N_("the reviewer ({variant}, cell {cell}) writes «{new}» for «{old}»; the "
                                          "reviewer's text carries its own alternative in parentheses («{second}»), "
                                          "left out of the suggestion: decide it with the name"),
    "reviewer_adds_own_alternative": N_("the reviewer ({variant}, cell {cell}) adds «{new}»; the reviewer's text "
                                        "carries its own alternative in parentheses («{second}»), left out of the "
                                        "suggestion: decide it with the name"),
    "reviewer_writes_unknown_word": N_("the reviewer ({variant}, cell {cell}) writes «{new}» for «{old}»; check "
                                       "«{unknown}» in the reviewer's text: the spelling dictionary does not know it"),
    "reviewer_adds_between_unknown_word": N_("the reviewer ({variant}, cell {cell}) adds «{new}» between «{before}» "
                                             "and «{after}»; check «{unknown}» in the reviewer's text: the spelling "
                                             "dictionary does not know it"),
    "reviewer_adds_before_unknown_word": N_("the reviewer ({variant}, cell {cell}) adds «{new}» before «{after}»; "
                                            "check «{unknown}» in the reviewer's text: the spelling dictionary does "
                                            "not know it"),
    "reviewer_adds_after_unknown_word": N_("the reviewer ({variant}, cell {cell}) adds «{new}» after «{before}»; check "
                                           "«{unknown}» in the reviewer's text: the spelling dictionary does not know "
                                           "it"),
    "reviewer_leaves_out": N_("the reviewer ({variant}, cell {cell}) leaves out «{old}»"),
    "reviewer_writes_gloss": N_("the reviewer ({variant}, cell {cell}) writes «{new}» for «{old}»; the reviewer's "
                                "gloss in parentheses («{second}») is left out of the suggestion"),
    "reviewer_adds_gloss": N_("the reviewer ({variant}, cell {cell}) adds «{new}»; the reviewer's gloss in "
                              "parentheses («{second}») is left out of the suggestion"),
    "reviewer_writes_remark": N_("the reviewer ({variant}, cell {cell}) writes «{new}» for «{old}»; the reviewer's "
                                 "remark ({remark}) is left out of the suggestion"),
    "reviewer_adds_remark": N_("the reviewer ({variant}, cell {cell}) adds «{new}»; the reviewer's remark ({remark}) "
                               "is left out of the suggestion"),
    "reviewer_writes_restores": N_("the reviewer ({variant}, cell {cell}) writes «{new}» for «{old}»; «{word}» renders a word "
                                   "of the English that the translation leaves out"),
    "reviewer_writes_number": N_("the reviewer ({variant}, cell {cell}) writes «{new}» for «{old}»; it changes {was} to "
                                 "{now}, which the English does not say"),
    "reviewer_writes_remark_number": N_("the reviewer ({variant}, cell {cell}) writes «{new}» for «{old}»; the reviewer's "
                                        "remark ({remark}) is left out of the suggestion, and it changes {was} to {now}, "
                                        "which the English does not say"),
    "word_twice": N_("'{pair}': a word written twice"),
    "word_twice_agrees": N_("'{pair}': a word written twice; '{keep}' agrees with '{noun}'"),
    "noun_beside_its_genitive": N_("'{pair}': a noun beside its own genitive, which no sentence needs: a word "
                                  "left out between them, or one of the two written twice"),
    "latin_inside": N_("'{word}' mixes scripts: Latin {letters} inside"),
    "modifier_otherwise": N_("'{phrase}' here renders '{term}' with '{lemma}'; elsewhere with {others}: one term "
                             "rendered several ways, nothing decided; decide one"),
    "unusual_character": N_("general Chinese writes this word '{usual}', ten times as often ({n} time(s) here against {count})"),
    "latin_letters_typed": N_("Latin {letters} typed among its Cyrillic letters"),
    "latin_letter_for_word": N_("the Latin letter '{letter}' standing alone, where Russian has a one-letter word of "
                                "the same shape"),
    "cyrillic_inside": N_("'{word}' mixes scripts: Cyrillic {letters} inside"),
    "russian_interleaved": N_("the English column interleaves a Russian rendering ({n} Russian passages)"),
    "russian_heading_lost": N_("'{heading}' is typed in Russian over the English column (B), and no translation "
                               "of this row begins with it: the Russian text loses it; move it into the translation "
                               "and put the original's English back"),
    "russian_heading_kept": N_("'{heading}' is typed in Russian over the English column (B); the translation has it "
                               "too: put the original's English back"),
    "key_term_missing": N_("the source has '{term}'; the decided target '{target}' is not in this {variant}"),
    "key_term_missing_reads": N_("the source has '{term}'; it reads '{reads}' here; the decided target '{target}' "
                                 "is not in this {variant}"),
    "rendered_decided": N_("'{term}' rendered '{rendering}' here; the glossary's decided target is '{target}'"),
    "rendered_decided_noted": N_("'{term}' rendered '{rendering}' here; the team decided '{target}' ({why})"),
    "rendered_preferred": N_("'{term}' rendered '{rendering}' here; the glossary's preferred target is '{target}'"),
    "rendered_undecided": N_("'{term}' rendered '{rendering}' here ({counts}, nothing decided); the glossary's "
                             "preferred target is '{target}'"),
    "rendered_tied": N_("'{term}' rendered '{rendering}' here, as often as otherwise ({counts}); nothing decided: "
                        "decide one"),
    "rendered_tied_named": N_("'{term}' rendered '{rendering}' here, as often as otherwise ({counts}); nothing "
                              "decided: decide one; the glossary's '{named}' is written «{name}» ({n} places), "
                              "which weighs for '{form}'"),
    "part_decided": N_("only part of '{term}' rendered here: '{rendering}'; the glossary's decided target is "
                       "'{target}'"),
    "part_decided_noted": N_("only part of '{term}' rendered here: '{rendering}'; the team decided '{target}' "
                             "({why})"),
    "part_preferred": N_("only part of '{term}' rendered here: '{rendering}'; the glossary's preferred target is "
                         "'{target}'"),
    "part_undecided": N_("only part of '{term}' rendered here: '{rendering}' ({counts}, nothing decided); the "
                         "glossary's preferred target is '{target}'"),
    "english_left_term_decided": N_("English left in the Russian ({variant}): '{text}'; the glossary's decided target "
                                    "for '{term}' is '{target}'"),
    "english_left_term_preferred": N_("English left in the Russian ({variant}): '{text}'; the glossary's preferred "
                                      "target for '{term}' is '{target}'"),
    "name_left_in_english": N_("'{name}', a name the term '{term}' ('{target}') is only part of, left in English "
                               "here: the term's word alone does not render it; give the whole name in Russian"),
    "forms_undecided": N_("'{form}' here names what is written {others}: one term written several ways, nothing "
                          "decided; decide one"),
    "forms_undecided_paired": N_("'{form}' here names what is written {others}: one term written several ways, "
                                 "nothing decided, like {pair}, whose forms differ by the same characters; decide "
                                 "the two together"),
    "usual_written_less": N_("'{usual}' here ({n} time(s)), '{other}' in {count} places: one word written two ways; "
                             "general Chinese writes '{usual}': it stays here, change '{other}' there"),
    "form_to_keep": N_("'{form}' here, as the longer '{longer}' writes it; the text also writes this word {others} "
                       "(times each): one word written two ways; '{form}' stays here, change '{other}' there"),
    "forms_written_longer": N_("'{form}' here: the text writes this word {others} (times each), and the longer "
                               "'{longer}' is written with '{rare}': one word written two ways; '{rare}' matches "
                               "'{longer}'"),
    "step_named_otherwise": N_("{step} is named '{form}' here; the text names it {others}: one name written "
                               "several ways, keep one"),
    "step_word_both_ways": N_("'{word}' before a step's number is written inside sentences with a capital in {n} "
                              "places (lines {rows}) and in lower case in {count} (lines {others}): one word written "
                              "two ways; decide one way for the whole text (Russian writes it in lower case inside a "
                              "sentence)"),
    "step_name_capital": N_("'{name}' in lower case after '{step}:'; the text begins a step's name after its colon "
                            "with a capital in {n} places and in lower case in {count}: one way of writing the titles"),
    "step_name_lower_case": N_("'{name}' with a capital after '{step}:'; the text begins a step's name after its colon "
                               "in lower case in {n} places and with a capital in {count}: one way of writing the "
                               "titles"),
    "head_shared": N_("'{form}' here ({n} time(s)), '{other}' elsewhere ({count} time(s)): one thing named two ways, "
                      "the text writes the characters that differ together as '{joined}'; keep one"),
    "twin_in_line": N_("'{form}' here, the only time the text writes it, beside '{other}' ({count} time(s) in "
                       "the text) in the same sentence: one thing named two ways; keep one"),
    "one_rendering_two_terms": N_("the same rendering '{target}' is preferred for {terms}"),
    "spelt_elsewhere": N_("'{word}' is elsewhere spelt '{common}'"),
    "ligature": N_("a word of the English source broken by the PDF's text extraction, read as '{word}' in the "
                   "memory and the termbase; mend it in the file itself, which other tools read as it stands"),
    "hyphen_broken": N_("a compound broken at a line's end: its hyphen left with a space after it ('{written}')"),
    # a phrase standing in a term's place (stand_ins.py): what it is, then the term's target
    "stand_in_decided": N_("'{term}' rendered '{rendering}' here: {why}; the glossary's decided target is '{target}' "
                           "({n} place(s))"),
    "stand_in_preferred": N_("'{term}' rendered '{rendering}' here: {why}; the glossary's preferred target is "
                             "'{target}' ({n} place(s))"),
    "stand_in_decided_uncounted": N_("'{term}' rendered '{rendering}' here: {why}; the glossary's decided target is "
                                     "'{target}'"),
    "stand_in_preferred_uncounted": N_("'{term}' rendered '{rendering}' here: {why}; the glossary's preferred target "
                                       "is '{target}'"),
    "stand_in_no_target": N_("'{term}' rendered '{rendering}' here: {why}; the term has no target yet ({counts} for "
                             "part of it)"),
    "number_inside_term": N_("the term's words split by its number, where the corpus writes the number after them"),
    "only_where_named": N_("'{form}' is written in {n} place(s) of the translation, each where the English names "
                           "this term and none elsewhere: the term's other rendering"),
    "rendering_written_again": N_("the term's other rendering '{form}' ({n} place(s)) written again in the sentence, "
                                  "where the English names the term again"),
    "word_written_twice": N_("the rendering's word written twice in place of its other word"),
    "word_kept_other_in_place": N_("'{kept}' kept and '{other}' in place of the rendering's other word"),
    "retired_rendering_word": N_("'{form}' renders '{english}' elsewhere ({n} place(s)), a rendering the team replaced "
                                 "with '{decided}'; this sentence does not name '{english}'"),
    "another_terms_word": N_("'{form}' is the glossary's word for '{english}' ({n} place(s)), which this sentence does "
                             "not name"),
    "another_terms_rendering": N_("'{rendering}' here, the glossary's rendering of '{other}' ({n} place(s)), which "
                                  "this sentence does not name: it names '{term}', whose rendering is not settled; "
                                  "one thing called by another's name: decide a rendering for '{term}'"),
    # a term's name written with its second word in guillemets and as a genitive (guillemet_names.py)
    "name_bare_in_its_unit": N_("'{word}' here, in lower case and without guillemets, names what this passage calls "
                                "«{name}», and the English names it with a capital both times: one name written "
                                "two ways"),
    "name_in_guillemets": N_("'{written}' here: '{term}' named with its second word in guillemets, as in {count} "
                             "place(s); the translation names it with a genitive ('{other}') in {n}: one name written "
                             "two ways; decide one"),
    "name_as_genitive": N_("'{written}' here: '{term}' named with its second word as a genitive, as in {count} "
                           "place(s); the translation names it with the word in guillemets ('{other}') in {n}: one "
                           "name written two ways; decide one"),
    "part_inside_another": N_("'{rendering}' here, the glossary's rendering of '{other}', which this sentence does "
                              "not name: it names '{term}', and only its word '{part}' stands here, inside the other's "
                              "name: one thing called by another's name; write the rendering of '{term}'"),
    # a cross-reference naming its section otherwise than the heading (cross_references.py)
    "reference_otherwise": N_("the reference names the section '{written}', whose heading the translation writes "
                              "'{heading}' (at {locations}; in English '{english}'): the reader looks for a heading "
                              "that is not there; write the heading's words"),
    "name_in_cyrillic": N_("'{name}' written '{written}' here; the Russian cells, a reviewer's included, keep the "
                           "name in Latin letters in {n} place(s) and write it in Cyrillic in {count}: one name "
                           "written two ways; decide which the text keeps"),
    "smaller_word": N_("'{word}' here, where the source has '{term}': the Russian writes '{target}' in {count} "
                       "place(s) and '{lemma}' in {n}; the glossary's target is '{target}'"),
    "one_word_replaced_decided": N_("'{term}' rendered '{rendering}' here, one word of '{target}' kept and the other "
                                    "replaced; the glossary's decided target is '{target}'"),
    "one_word_replaced_preferred": N_("'{term}' rendered '{rendering}' here, one word of '{target}' kept and the other "
                                      "replaced; the glossary's preferred target is '{target}'"),
    "swapped_roles": N_("'{term}' rendered '{rendering}' here, the words of '{target}' in swapped roles (the "
                        "{dependant} named, not its {head}); the glossary's preferred target is '{target}'"),
    # numbers a translation leaves out or adds (qa.number_mismatches)
    "numbers_differ": N_("numbers differ: {what}"),
    "numbers_differ_both": N_("numbers differ: {what}; {why}"),
    "numbers_missing": N_("{numbers} of the source not in the {variant}"),
    "numbers_extra": N_("{numbers} in the {variant} not in the source"),
    # a decided term's other rendering where the aligner did not see the term (replaced.py)
    "decided_here_noted": N_("'{phrase}' here, where the team decided '{target}' for '{term}' ({why})"),
    "decided_here": N_("'{phrase}' here, where the team decided '{target}' for '{term}'"),
    "decided_in_heading_noted": N_("'{phrase}' here, in a heading typed into the English column, where the team "
                                   "decided '{target}' for '{term}' ({why})"),
    "decided_in_heading": N_("'{phrase}' here, in a heading typed into the English column, where the team decided "
                             "'{target}' for '{term}'"),
    # an outline's item named two ways (outline.py)
    "item_two_names": N_("item {label} is '{form}' {where} and '{other}' {where_else} (written {n} and {count} "
                         "times): one name written two ways"),
    "item_two_names_tied": N_("item {label} is '{form}' {where} and '{other}' {where_else} (written {n} and {count} "
                              "times): one name written two ways; decide one"),
    "in_the_outline": N_("in the outline"),
    "at_its_heading": N_("at its heading"),
    "where_referred_to": N_("where it is referred to"),
    "where_defined": N_("where it is defined"),
    # a Russian-only text's names written otherwise than most of their places (written_names.py)
    "name_lowered": N_("'{word}' in lower case here; the text writes it with a capital inside its sentences ({n} "
                       "place(s)), a name of the game: one name written two ways"),
    "card_name_capitalised": N_("'{word}' after '{card}': a card's name written with a capital and without guillemets, "
                                "where the text writes the word in lower case ({n} place(s)): decide how card names "
                                "are written (карта «…»)"),
    "stray_capital": N_("a capital inside a sentence, where the text writes the word in lower case ({n} place(s))"),
    "hyphenated_title": N_("the second part of a hyphenated title should be in lower case"),
    "other_capitals": N_("{name} written with other capitals than {usual} ({n} place(s)): one name written two ways"),
    "head_alone": N_("'{head}' alone here, where the text names this thing '{noun}' ({n} place(s)): one thing "
                     "named two ways; write '{noun}'"),
    "name_without_guillemets": N_("'{word}' without guillemets here; the text writes this name in guillemets, as "
                                  "{usual}, in {n} place(s): one name written two ways"),
    "alternative_head": N_("'{written}' here, '{usual}' in {n} place(s): the thing named with a word the text gives "
                           "as its alternative ('{head}' for '{top}'); decide one"),
    "kind_head": N_("'{written}' here, the only name in guillemets with this word before it; the text's other names "
                    "of things of this kind have '{word}' before them, as '{usual}', in {n} place(s): one kind of "
                    "thing named with two words; write '{word}'"),
    "kind_in_paragraph": N_("'{written}' here, where this paragraph calls the same kind of thing '{usual}' {n} times "
                            "and '{word}' {count} time(s): one thing named with two words; write '{usual}'"),
    "capital_both_ways_capital_more": N_(
        "'{word}' is written inside sentences with a capital in {n} places (lines {rows}) and in lower case in {count} "
        "(lines {others}), and named «{word}» as a part of the game: one word written two ways; decide one way for "
        "the whole text (Russian writes a common noun in lower case; the capital is the text's more frequent way)"),
    "capital_both_ways_lower_more": N_(
        "'{word}' is written inside sentences with a capital in {n} places (lines {rows}) and in lower case in {count} "
        "(lines {others}), and named «{word}» as a part of the game: one word written two ways; decide one way for "
        "the whole text (Russian writes a common noun in lower case, as the text does more often)"),
    # a name kept in the source's letters in some units and translated in others (kept_names.py)
    "name_kept_here": N_("the name '{name}' kept in the source's letters here: {what}; {why}"),
    "name_translated_here": N_("the name '{name}' translated here ('{rendering}'): {what}; {why}"),
    "name_kept_and_translated": N_("kept as '{name}' in {n} unit(s), translated '{rendering}' in {count}"),
    "as_often_each_way": N_("as often each way: decide one"),
    "write_it_one_way": N_("write it one way"),
    "game_term_unreviewed": N_("the game says \"{word}\" for {english} ({key}); the glossary's rendering is "
                               "{status}: decide it (notebook 09) and the game takes the decision at its next start"),
}

#: the build's notes on a term (terms.csv's ``basis`` and ``note``): clauses, joined by "; "
NOTES = {
    "no_equivalent": N_("no English equivalent in the corpora"),
    "word_by_word": N_("word by word from the bilingual corpora's translations"),
    "another_corpus": N_("another corpus ({corpus})"),
    "gloss": N_("gloss in the text"),
    "english_gloss": N_("English gloss in the text"),
    "english_used_in_chinese": N_("English used in the Chinese text"),
    "left_in_english": N_("left in English"),
    "no_russian_rendering": N_("no Russian rendering found"),
    "no_rendering_in_translations": N_("no Russian rendering found in the translations"),
    "partial_only": N_("only renderings of some of the term's words were found"),
    "only_rendering": N_("only rendering ({count} of {total})"),
    "most_frequent": N_("most frequent across variants ({count} of {total})"),
    "by_place": N_("by where it stands only ({count} of {total}): check it"),
    "one_occurrence": N_("one occurrence only"),
    "one_occurrence_too_little": N_("one occurrence only: too little to call it consistent"),
    "some_rendered": N_("only {found} of the {seen} occurrences in the English were found rendered: the others may "
                        "use another word"),
    "no_noun": N_("no rendering seen names the thing (no noun): check it"),
    "besides": N_("besides: {what}"),
    "part_renderings": N_("{n} rendering(s) of only part of it"),
    "left_times": N_("left in English {n} time(s)"),
    "times_in_english": N_("{n} time(s) in the English"),
    "kit_vocabulary": N_("kit vocabulary"),
    "kit_vocabulary_table": N_("kit vocabulary (the games' words for the table)"),
    "translator_decision": N_("translator decision"),
    "translator_decision_note": N_("translator decision: {note}"),
    "simplified": N_("simplified: {form}"),
    "one_term_with": N_("one term with {others}"),
    "follows_decision": N_("the rendering that follows the decision for {term} ('{target}')"),
    "names_head_and_inner": N_("names its head and {english} ('{inner}') by its key word, {n} time(s): check it"),
    "two_senses": N_("two senses, two renderings of one word family: '{form}' ({n}) and '{other}' ({count}); the "
                     "English word has two senses here and each may be right where it stands: check before deciding "
                     "one"),
    "game_words": N_("the game's own words (data/i18n/terms.csv)"),
    "cognate": N_("by cognate ({pairs}): the same word in Latin letters; check it, false friends exist"),
    "sounds_like": N_("sounds like {word} ({sound}) and differs in one character: one word spelt two ways? check it"),
    "composed": N_("composed from its parts, {part} + {head}: check it"),
    "variant_of": N_("a variant of {word}: check it"),
    "found_as": N_("found as: {signals}; forms: {forms}"),
    "game_word_undecided": N_("the game says \"{word}\" for {english} ({key}), and this rendering is {status}: "
                              "decide it (notebook 09) and the game takes the decision at its next start"),
    "whole_term": N_("the rendering that covers the whole term: '{form}' renders only part of it ({count} of {total})"),
}

#: how a Russian-only text shows a term (monolingual.py's signals), named in a term's note
SIGNALS = {"frequent": N_("frequent"), "guillemets": N_("in guillemets"), "definition": N_("defined"),
           "capitalised": N_("capitalised"), "section title": N_("section title"), "heading": N_("heading"),
           "gloss": N_("glossed"), "run-in heading": N_("run-in heading")}

SENTENCES = {**FINDINGS, **NOTES}


def _signals(listed: str) -> str:
    return words().join(tr(SIGNALS[s]) if s in SIGNALS else s for s in listed.split(", "))


def _listed(listed: str) -> str:
    """A list of the file's ("13, 14", "'карта', 'карточка'") as the reviewer's language lists it
    (Chinese: 13、14)."""
    return words().join(listed.split(", "))


#: the facts that are the glossary's keys, and how a reviewer's language names them
NAMED = {"variant": variant_name, "status": term_status, "corpus": corpus_label, "signals": _signals,
         "rows": _listed, "others": _listed, "abbreviations": _listed, "chains": _listed, "glosses": _listed}
#: the facts that are counts (a number, never words)
NUMBERS = ("n", "count", "total", "found", "seen", "line", "paragraph")
#: the facts that are lists of numbers, as Python writes them ("[3, 6, 7]")
LISTS = ("numbers",)
#: the facts that are themselves sentences of this table (said again in the screen's language)
NESTED = ("what", "why", "where", "where_else", "how")


def said(key: str, /, **facts) -> str:
    """The English sentence ``key`` with its facts, as the glossary's files keep it."""
    return english_plural(SENTENCES[key].format(**facts))


@lru_cache(maxsize=1)
def _patterns() -> list[tuple[str, str, str]]:
    """Each sentence as the source of a pattern that reads its facts back, the most specific (most
    words) first, with its longest run of fixed words: a text without that run is not the sentence (a
    quick test before the pattern's, which a build asks some 200,000 times).  A pattern is compiled the
    first time a text passes its quick test (:func:`_compiled`): a build reads back some of the sentences."""
    out = []
    for key, template in SENTENCES.items():
        pattern, seen, fixed = [], set(), []
        for literal, name, _, _ in _parse(template):
            pattern.append(re.escape(literal).replace(re.escape("(s)"), "s?"))
            fixed += literal.split("(s)")
            if name is not None:
                what = r"\d+" if name in NUMBERS else r"\[[^\]]*\]" if name in LISTS else ".+?"
                pattern.append(f"(?P={name})" if name in seen else f"(?P<{name}>{what})")
                seen.add(name)
        out.append(("".join(pattern), key, max(fixed, key=len)))
    return sorted(out, key=lambda p: -len(re.sub(r"\{\w+\}", "", SENTENCES[p[1]])))


@lru_cache(maxsize=None)
def _compiled(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.S)


def facts_of(text: str, *keys: str) -> dict | None:
    """The facts of ``text`` read back as one of the declared sentences ``keys``, the most specific first
    as :func:`read_back` reads them (the checks that merge findings read another finding's words so);
    None where it is another sentence."""
    found = _read(str(text), keys)
    return found[1] if found is not None else None


def _parse(template: str):
    return string.Formatter().parse(template)


def read_back(text: str) -> tuple[str, dict] | None:
    """(key, facts) of the declared sentence ``text`` is, as :func:`said` wrote it; None for another."""
    return _read(str(text))


def _read(text: str, keys=None) -> tuple[str, dict] | None:
    """(key, facts) of the first declared sentence (of ``keys``, or of all) that ``text`` is."""
    for pattern, key, fixed in _patterns():
        if (keys is None or key in keys) and fixed in text:
            m = _compiled(pattern).fullmatch(text)
            if m:
                return key, m.groupdict()
    return None


def inner_quotes(text: str) -> str:
    """Russian quotes inside quotes the other way: the sentence quotes a fact that has its own
    guillemets ("«кружочки «СТАРТ»»") as «кружочки „СТАРТ“» (Мильчин, «Справочник издателя и
    автора»: inner quotes are „лапки“).  Other languages as they are."""
    if words().lang != "ru" or text.count("«") < 2 or text.count("«") != text.count("»"):
        return text                     # a quote cut short ("«…не может") leaves the quotes as they are
    out, depth = [], 0
    for ch in text:
        if ch == "«":
            out.append("„" if depth else ch)
            depth += 1
        elif ch == "»" and depth:
            depth -= 1
            out.append("“" if depth else ch)
        else:
            out.append(ch)
    return "".join(out)


def on_screen(text: str) -> str:
    """A sentence of the glossary's files in the current language: a declared sentence said again
    with its facts; clauses joined by "; " or ", " each said so; anything else as it is."""
    text = str(text)
    if not text or words().english:
        return text
    found = read_back(text)
    if found is not None and "; " in text and any("; " in str(v) for v in found[1].values()) \
            and all(read_back(part) is not None for part in text.split("; ")):
        found = None                  # "simplified: 总统; the game says …": two notes, not one note's long fact
    if found is not None:
        key, facts = found
        return inner_quotes(tr(SENTENCES[key], **{name: NAMED[name](value) if name in NAMED else on_screen(value)
                                                  if name in NESTED else value for name, value in facts.items()}))
    for separator, join in (("; ", words().join_groups), (", ", words().join)):
        if separator in text:
            parts = text.split(separator)
            said_parts = [on_screen(p) for p in parts]
            if said_parts != parts:
                return join(said_parts)
    return text
